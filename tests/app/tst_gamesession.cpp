// GameSession: the open log file and game as QML sees them. Every change goes through the referee and
// the log; a refusal writes nothing; the models follow the state; the game reopens after a restart.

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "app/actions/munchkin_actions.h"
#include "app/session/gamesession.h"
#include "app/session/referee.h"

using arbiter::app::GameSession;
namespace views = arbiter::app::views;
using namespace Qt::StringLiterals;

namespace {

QVariantMap player(const QString& name, const QString& sex = {})
{
    QVariantMap map{{u"name"_s, name}};
    if (!sex.isEmpty())
        map.insert(u"sex"_s, sex);
    return map;
}

QVariantMap deluxeSetup(const QString& name = u"Friday"_s)
{
    return {{u"name"_s, name},
            {u"edition"_s, u"deluxe"_s},
            {u"players"_s,
             QVariantList{player(u"Ann"_s, u"female"_s), player(u"Bob"_s, u"male"_s), player(u"Cid"_s)}}};
}

QVariantMap levelUp(const QString& who, int amount = 1)
{
    return {{u"kind"_s, u"change-level"_s},
            {u"player"_s, who},
            {u"amount"_s, amount},
            {u"source"_s, u"go-up-a-level"_s}};
}

QVariantMap startCombat(const QString& monster, int level)
{
    return {{u"kind"_s, u"start-combat"_s},
            {u"monster"_s, QVariantMap{{u"name"_s, monster}, {u"level"_s, level}, {u"treasures"_s, 2}}}};
}

int levelOf(GameSession& session, const QString& who)
{
    return session.playerDetails(who).level;
}

QStringList ruleIds(const arbiter::app::views::VerdictView& verdict)
{
    QStringList ids;
    for (const QVariant& reason : verdict.reasons)
        ids.append(reason.value<arbiter::app::views::ReasonView>().rule);
    return ids;
}

}  // namespace

class TestGameSession : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // The game last opened is remembered in the settings: keep the tests' out of the user's.
        QStandardPaths::setTestModeEnabled(true);
    }

    void init()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(u"log-%1.sqlite"_s.arg(++m_files));
    }

    void newGameOpensIt()
    {
        GameSession session;
        QVERIFY(session.openFile(m_path));
        QVERIFY(!session.hasGame());
        QAbstractItemModelTester players(session.players(),
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester history(session.history(),
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester games(session.games(),
                                       QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVariantMap setup = deluxeSetup();
        QVariantList seats = setup.value(u"players"_s).toList();
        QVariantMap bob = seats[1].toMap();
        bob.insert(u"colour"_s, u"#123456"_s);
        seats[1] = bob;
        setup.insert(u"players"_s, seats);
        setup.insert(u"starter"_s, u"Bob"_s);
        const auto verdict = session.games()->newGame(setup);
        QVERIFY2(verdict.legal, qPrintable(ruleIds(verdict).join(u' ')));
        QVERIFY(session.hasGame());
        QCOMPARE(session.gameName(), u"Friday"_s);
        QCOMPARE(session.editionName(), u"Munchkin Deluxe"_s);
        QCOMPARE(session.currentPlayer(), u"Bob"_s);
        QCOMPARE(session.winningLevel(), 10);
        QVERIFY(session.hasLevelBoard());
        QCOMPARE(session.players()->rowCount(), 3);
        const QModelIndex second = session.players()->index(1);
        QCOMPARE(second.data(arbiter::app::PlayersModel::ColourRole).toString(), u"#123456"_s);
        QVERIFY(second.data(arbiter::app::PlayersModel::CurrentRole).toBool());
        QCOMPARE(session.players()->index(0).data(arbiter::app::PlayersModel::ColourRole).toString(),
                 arbiter::app::Referee::defaultColour(0));
        QCOMPARE(session.games()->rowCount(), 1);
        // The turn's order comes from the referee: Listen at the Door only under Faster Play.
        QCOMPARE(session.phase(), u"kick-open-the-door"_s);
        QCOMPARE(session.nextPhase(), u"look-for-trouble-or-loot-the-room"_s);
        QVariantMap faster = deluxeSetup(u"Faster"_s);
        faster.insert(u"options"_s, QVariantMap{{u"fasterPlay"_s, true}});
        QVERIFY(session.games()->newGame(faster).legal);
        QCOMPARE(session.phase(), u"listen-at-the-door"_s);
        QCOMPARE(session.nextPhase(), u"kick-open-the-door"_s);
        QCOMPARE(session.nextPhaseName(), u"Kick Open the Door"_s);
    }

    void refusedSetupCreatesNothing_data()
    {
        QTest::addColumn<QVariantMap>("setup");
        QTest::addColumn<QString>("expected");  // a rule id, or the field of a reading error
        QVariantMap twins = deluxeSetup();
        twins.insert(u"players"_s, QVariantList{player(u"Ann"_s), player(u"Ann"_s)});
        QTest::newRow("same name") << twins << u"players[1].name"_s;
        // Names have a length limit (game.name-length), and the refusal names the field at fault.
        QVariantMap longName = deluxeSetup();
        longName.insert(u"players"_s, QVariantList{player(u"Ann"_s), player(QString(25, u'x'))});
        QTest::newRow("long player name") << longName << u"players[1].name"_s;
        QTest::newRow("long game name") << deluxeSetup(QString(61, u'g')) << u"name"_s;
        QVariantMap stranger = deluxeSetup();
        stranger.insert(u"starter"_s, u"Zed"_s);
        QTest::newRow("unknown starter") << stranger << u"game.unknown-player"_s;
        QVariantMap edition = deluxeSetup();
        edition.insert(u"edition"_s, u"classic"_s);
        QTest::newRow("edition") << edition << u"edition"_s;
    }

    void refusedSetupCreatesNothing()
    {
        QFETCH(QVariantMap, setup);
        QFETCH(QString, expected);
        GameSession session;
        QVERIFY(session.openFile(m_path));
        const auto verdict = session.games()->newGame(setup);
        QVERIFY(!verdict.legal);
        QVERIFY2(verdict.field == expected || ruleIds(verdict).contains(expected),
                 qPrintable(verdict.error + ruleIds(verdict).join(u' ')));
        QVERIFY(!session.hasGame());
        QCOMPARE(session.games()->rowCount(), 0);
    }

    void refusalWritesNothing()
    {
        GameSession session;
        QVERIFY(session.openFile(m_path));
        QVERIFY(session.games()->newGame(deluxeSetup()).legal);
        QVERIFY(session.perform(levelUp(u"Ann"_s, 8)).recorded);
        QCOMPARE(levelOf(session, u"Ann"_s), 9);
        QSignalSpy stateChanged(&session, &GameSession::stateChanged);
        // Go Up a Level never gives the winning level.
        const auto refused = session.perform(levelUp(u"Ann"_s));
        QVERIFY(!refused.legal);
        QVERIFY(!refused.recorded);
        QVERIFY(!ruleIds(refused).isEmpty());
        QCOMPARE(session.lastVerdict(), refused);
        QCOMPARE(stateChanged.count(), 0);
        QCOMPARE(levelOf(session, u"Ann"_s), 9);
        QCOMPARE(session.history()->rowCount(), 1);
        // An unreadable action names its field and is not written either.
        const auto unreadable = session.perform({{u"kind"_s, u"change-level"_s}, {u"amount"_s, 1}});
        QCOMPARE(unreadable.field, u"player"_s);
        QCOMPARE(session.history()->rowCount(), 1);
    }

    void previewChangesNothing()
    {
        GameSession session;
        QVERIFY(session.openFile(m_path));
        QVERIFY(session.games()->newGame(deluxeSetup()).legal);
        const QVariantMap sale = {
            {u"kind"_s, u"sell-items"_s},
            {u"player"_s, u"Ann"_s},
            {u"items"_s, QVariantList()},
            {u"fromHand"_s, QVariantList{QVariantMap{{u"name"_s, u"Gold"_s}, {u"gold"_s, 1000}}}}};
        const auto preview = session.preview(sale);
        QVERIFY(preview.legal);
        QCOMPARE(preview.levelAfter(u"Ann"_s), 2);
        QCOMPARE(levelOf(session, u"Ann"_s), 1);
        QCOMPARE(session.history()->rowCount(), 0);
    }

    void undoRedoAndHistory()
    {
        GameSession session;
        QVERIFY(session.openFile(m_path));
        QVERIFY(session.games()->newGame(deluxeSetup()).legal);
        QVERIFY(session.perform(levelUp(u"Ann"_s)).recorded);
        QVERIFY(session.perform(levelUp(u"Bob"_s)).recorded);
        QVERIFY(session.canUndo());
        QVERIFY(session.undo());
        QVERIFY(session.lastVerdict().message.contains(u"Bob"_s));
        QCOMPARE(levelOf(session, u"Bob"_s), 1);
        QVERIFY(session.canRedo());
        const auto status = [&session](int row) {
            return session.history()->index(row).data(arbiter::app::HistoryModel::StatusRole).toString();
        };
        QCOMPARE(status(1), u"undone"_s);
        QVERIFY(session.redo());
        QCOMPARE(levelOf(session, u"Bob"_s), 2);
        QVERIFY(session.undo());
        // Recording after an undo abandons the redo branch.
        QVERIFY(session.perform(levelUp(u"Cid"_s)).recorded);
        QCOMPARE(status(1), u"abandoned"_s);
        QVERIFY(!session.canRedo());
        // Undo to before the first action, then back.
        QVERIFY(session.undoTo(0));
        QCOMPARE(levelOf(session, u"Ann"_s), 1);
        const qint64 third =
            session.history()->index(2).data(arbiter::app::HistoryModel::SeqRole).toLongLong();
        QVERIFY(session.undoTo(third));
        QCOMPARE(levelOf(session, u"Cid"_s), 2);
        QVERIFY(!session.history()->index(0).data(arbiter::app::HistoryModel::TextRole).toString().isEmpty());

        // Before and after of the abandoned action, and the chart's line in effect.
        const qint64 abandoned =
            session.history()->index(1).data(arbiter::app::HistoryModel::SeqRole).toLongLong();
        const QVariantMap change = session.history()->beforeAfter(abandoned);
        QVERIFY2(change.value(u"changes"_s).toStringList().contains(u"Bob: Level 1 → 2"_s),
                 qPrintable(change.value(u"changes"_s).toStringList().join(u'|')));
        // All in the first turn: the chart's one step is that turn's end.
        const QVariantList series = session.history()->levelSeries();
        QCOMPARE(series.size(), 3);
        QCOMPARE(series.at(0).toMap().value(u"turns"_s).toList(), (QVariantList{0, 1}));
        QCOMPARE(series.at(0).toMap().value(u"levels"_s).toList(), (QVariantList{1, 2}));
        QCOMPARE(series.at(1).toMap().value(u"levels"_s).toList(), (QVariantList{1, 1}));
        QCOMPARE(series.at(2).toMap().value(u"levels"_s).toList(), (QVariantList{1, 2}));
    }

    // A builder's refusal names its field as a player reads it, positions counted from 1; `field` keeps the
    // path for code.
    void refusedFieldsCountFromOne()
    {
        GameSession session;
        QVERIFY(session.openFile(m_path));
        QVERIFY(session.games()->newGame(deluxeSetup()).legal);
        const QVariant roll =
            QVariant::fromValue(arbiter::app::MunchkinActions::runAwayRoll(u"Orc"_s, u"fighter"_s, 3, 0));
        const auto answer =
            session.perform(arbiter::app::MunchkinActions::runAway({roll, QVariant(42)}, false, true));
        QCOMPARE(answer.recorded, false);
        QCOMPARE(answer.field, u"rolls[1]"_s);
        QVERIFY2(answer.error.startsWith(u"rolls #2: "_s), qPrintable(answer.error));
    }

    // The levels chart counts turns, not actions: one point per turn, at the level the turn ended on.
    void levelSeriesCountsTurns()
    {
        GameSession session;
        QVERIFY(session.openFile(m_path));
        QVERIFY(session.games()->newGame(deluxeSetup()).legal);
        // Each turn loots the room (phase 2) before it ends.
        const auto endTurn = [&session] {
            const QVariantMap loot{{u"kind"_s, u"next-phase"_s},
                                   {u"phase"_s, u"look-for-trouble-or-loot-the-room"_s}};
            return session.perform(loot).recorded
                   && session.perform(QVariantMap{{u"kind"_s, u"end-turn"_s}}).recorded;
        };
        QVERIFY(session.perform(levelUp(u"Ann"_s)).recorded);
        QVERIFY(session.perform(levelUp(u"Ann"_s)).recorded);
        QVERIFY(endTurn());  // turn 2: Bob's
        QVERIFY(session.perform(levelUp(u"Bob"_s)).recorded);
        QVERIFY(endTurn());  // turn 3: Cid's
        QVERIFY(endTurn());  // turn 4: Ann's
        QVERIFY(session.perform(levelUp(u"Cid"_s, 2)).recorded);
        QCOMPARE(session.turn(), 4);
        const QVariantList series = session.history()->levelSeries();
        QCOMPARE(series.size(), 3);
        for (const QVariant& line : series)
            QCOMPARE(line.toMap().value(u"turns"_s).toList(), (QVariantList{0, 1, 2, 3, 4}));
        QCOMPARE(series.at(0).toMap().value(u"levels"_s).toList(), (QVariantList{1, 3, 3, 3, 3}));
        QCOMPARE(series.at(1).toMap().value(u"levels"_s).toList(), (QVariantList{1, 1, 2, 2, 2}));
        QCOMPARE(series.at(2).toMap().value(u"levels"_s).toList(), (QVariantList{1, 1, 1, 1, 3}));
    }

    // The history says who won a fight: resolve-combat's line names the winners, or the monsters.
    void historySaysWhoWonTheFight()
    {
        GameSession session;
        QVERIFY(session.openFile(m_path));
        QVERIFY(session.games()->newGame(deluxeSetup()).legal);
        const QVariantMap resolve{{u"kind"_s, u"resolve-combat"_s}};
        QVERIFY(session.perform(levelUp(u"Ann"_s)).recorded);  // 2 beats 1
        QVERIFY(session.perform(startCombat(u"Lame Goblin"_s, 1)).recorded);
        QVERIFY(session.perform(resolve).recorded);
        QVERIFY(session.perform(QVariantMap{{u"kind"_s, u"end-turn"_s}}).recorded);
        QVERIFY(session.perform(startCombat(u"Net Troll"_s, 10)).recorded);
        QVERIFY(session.perform(resolve).recorded);
        const auto text = [&session](int row) {
            return session.history()->index(row).data(arbiter::app::HistoryModel::TextRole).toString();
        };
        QCOMPARE(session.history()->rowCount(), 6);
        QCOMPARE(text(2), u"Ann beats Lame Goblin."_s);
        QCOMPARE(text(5), u"Net Troll wins the fight: Bob must run away."_s);
    }

    void combatIsJudgedLive()
    {
        GameSession session;
        QVERIFY(session.openFile(m_path));
        QVERIFY(session.games()->newGame(deluxeSetup()).legal);
        QVERIFY(!session.combat().active);
        QVERIFY(session.perform(startCombat(u"Net Troll"_s, 3)).recorded);
        views::CombatView combat = session.combat();
        QVERIFY(combat.active);
        QCOMPARE(combat.playerStrength, 1);
        QCOMPARE(combat.monsterStrength, 3);
        QCOMPARE(combat.outcome, u"lose"_s);
        QVERIFY(session.perform({{u"kind"_s, u"ask-for-help"_s}, {u"helper"_s, u"Bob"_s}}).recorded);
        QVERIFY(session
                    .perform({{u"kind"_s, u"play-one-shot"_s},
                              {u"side"_s, u"players"_s},
                              {u"card"_s, QVariantMap{{u"name"_s, u"Potion"_s}, {u"bonus"_s, 2}}}})
                    .recorded);
        combat = session.combat();
        QCOMPARE(combat.playerStrength, 4);
        QCOMPARE(combat.outcome, u"win"_s);
        QCOMPARE(combat.claimWaitMs, session.killClaimWaitMs());
        QVERIFY(session.perform({{u"kind"_s, u"resolve-combat"_s}}).recorded);
        QCOMPARE(levelOf(session, u"Ann"_s), 2);
        QVERIFY(!session.combat().active);
    }

    // A tap announces only the areas it changed, after every view of them is up to date, so a page
    // rebuilds only what it shows of them.
    void signalsByArea()
    {
        GameSession session;
        QVERIFY(session.openFile(m_path));
        QVERIFY(session.games()->newGame(deluxeSetup()).legal);
        QSignalSpy table(&session, &GameSession::tableChanged);
        QSignalSpy combat(&session, &GameSession::combatChanged);
        QSignalSpy board(&session, &GameSession::boardChanged);
        QSignalSpy panic(&session, &GameSession::panicChanged);
        QSignalSpy history(&session, &GameSession::historyChanged);
        QSignalSpy state(&session, &GameSession::stateChanged);
        QSignalSpy game(&session, &GameSession::gameChanged);
        const auto counts = [&] {
            return QList<qsizetype>{table.count(),   combat.count(), board.count(), panic.count(),
                                    history.count(), state.count(),  game.count()};
        };
        const auto reset = [&] {
            for (QSignalSpy* spy : {&table, &combat, &board, &panic, &history, &state, &game})
                spy->clear();
        };
        QVERIFY(session.perform(levelUp(u"Ann"_s)).recorded);
        QCOMPARE(counts(), (QList<qsizetype>{1, 0, 0, 0, 1, 1, 0}));
        reset();
        // The players' levels are read in the handler: the model is up to date when tableChanged comes.
        connect(
            &session, &GameSession::tableChanged, this,
            [&session] { QCOMPARE(levelOf(session, u"Bob"_s), 2); }, Qt::SingleShotConnection);
        QVERIFY(session.perform(levelUp(u"Bob"_s)).recorded);
        reset();
        QVERIFY(session.perform(startCombat(u"Net Troll"_s, 3)).recorded);
        QCOMPARE(combat.count(), 1);
        QCOMPARE(board.count(), 0);
        QCOMPARE(history.count(), 1);
        QVERIFY(session.combat().active);
        reset();
        // A level during the fight changes its strengths too.
        QVERIFY(session.perform(levelUp(u"Ann"_s)).recorded);
        QCOMPARE(counts(), (QList<qsizetype>{1, 1, 0, 0, 1, 1, 0}));
        QCOMPARE(session.combat().playerStrength, 3);
        reset();
        QVERIFY(session.undo());
        QCOMPARE(counts(), (QList<qsizetype>{1, 1, 0, 0, 1, 1, 0}));
        reset();
        // A refusal changes nothing.
        QVERIFY(!session.perform(levelUp(u"Ann"_s, 9)).legal);
        QCOMPARE(counts(), (QList<qsizetype>{0, 0, 0, 0, 0, 0, 0}));
        // Another game: everything.
        QVERIFY(session.games()->newGame(deluxeSetup(u"Second"_s)).legal);
        QCOMPARE(counts(), (QList<qsizetype>{1, 1, 1, 1, 1, 1, 1}));
    }

    void playerDetailsRuleOnItems()
    {
        GameSession session;
        QVERIFY(session.openFile(m_path));
        QVERIFY(session.games()->newGame(deluxeSetup()).legal);
        const auto gain = [&session](const QString& name, int bonus) {
            return session
                .perform({{u"kind"_s, u"gain-item"_s},
                          {u"player"_s, u"Ann"_s},
                          {u"item"_s,
                           QVariantMap{{u"name"_s, name}, {u"slot"_s, u"armor"_s}, {u"bonus"_s, bonus}}}})
                .recorded;
        };
        QVERIFY(gain(u"Leather Armor"_s, 1));
        const views::PlayerView ann = session.playerDetails(u"Ann"_s);
        QCOMPARE(ann.effectiveGear, 1);
        QCOMPARE(ann.strength, 2);
        QCOMPARE(ann.items.size(), 1);
        QVERIFY(ann.items.at(0).value<views::ItemView>().counts);
        QVERIFY(ann.may.value(u"die"_s).toBool());
        QCOMPARE(session.players()->index(0).data(arbiter::app::PlayersModel::GearRole).toInt(), 1);
        QVERIFY(session.playerDetails(u"Nobody"_s).name.isEmpty());
    }

    // Another process on the same file (here a second connection with its own GameLog, as arbiter-cli
    // has): the session shows its actions within a second, and its own next action is judged against
    // them and stored after them, never as a child of the head it had read.
    void followsAnotherWriter()
    {
        GameSession session;
        QVERIFY(session.openFile(m_path));
        QVERIFY(session.games()->newGame(deluxeSetup()).legal);
        QVERIFY(session.history()->rowCount() == 0);
        {
            std::unique_ptr<arbiter::db::LogStore> store =
                arbiter::db::LogStore::open(m_path, arbiter::db::OpenMode::Write).value();
            std::unique_ptr<arbiter::db::GameLog> other =
                arbiter::db::GameLog::open(*store, session.gameId()).value();
            namespace act = arbiter::rules::game::actions;
            for (int i = 0; i < 3; ++i)
                QVERIFY(other
                            ->record(act::ChangeLevel{
                                "Ann", 2, arbiter::rules::munchkin::LevelSource::GoUpALevel, false})
                            .value()
                            .recorded);
        }
        // Ann went from 1 up to 7 elsewhere: the table shows it without a tap.
        QTRY_COMPARE_WITH_TIMEOUT(levelOf(session, u"Ann"_s), 7, 1000);
        QCOMPARE(session.history()->rowCount(), 3);
        QVERIFY(session.canUndo());

        // Ann at 7 + 2 = 9 is fine; +3 from there would reach 10 by Go Up a Level: refused on the real head.
        QVERIFY(session.perform(levelUp(u"Ann"_s, 2)).recorded);
        QVERIFY(!session.perform(levelUp(u"Ann"_s, 1)).legal);
        QCOMPARE(levelOf(session, u"Ann"_s), 9);
        QCOMPARE(session.history()->rowCount(), 4);

        // A writer that did not notice records after the session's row: the session judges on it too.
        {
            std::unique_ptr<arbiter::db::LogStore> store =
                arbiter::db::LogStore::open(m_path, arbiter::db::OpenMode::Write).value();
            std::unique_ptr<arbiter::db::GameLog> other =
                arbiter::db::GameLog::open(*store, session.gameId()).value();
            QVERIFY(other->undo() == std::nullopt);  // takes back the session's +2
            QVERIFY(other->verify().value().ok);
        }
        QTRY_COMPARE_WITH_TIMEOUT(levelOf(session, u"Ann"_s), 7, 1000);
        QVERIFY(session.canRedo());
    }

    void gamesRenameDeleteExportImport()
    {
        GameSession session;
        QVERIFY(session.openFile(m_path));
        QVERIFY(session.games()->newGame(deluxeSetup(u"First"_s)).legal);
        QVERIFY(session.perform(levelUp(u"Ann"_s)).recorded);
        const qint64 first = session.gameId();
        QVERIFY(session.games()->renameGame(first, u"Renamed"_s).legal);
        QCOMPARE(session.gameName(), u"Renamed"_s);
        QVERIFY(!session.games()->renameGame(first, u"  "_s).legal);
        const auto tooLong = session.games()->renameGame(first, QString(61, u'g'));
        QVERIFY(!tooLong.legal);
        QCOMPARE(tooLong.field, u"name"_s);
        QVERIFY2(tooLong.error.contains(u"the most is 60"_s), qPrintable(tooLong.error));
        QVERIFY(session.games()->renameGame(first, QString(60, u'g')).legal);
        QVERIFY(session.games()->renameGame(first, u"Renamed"_s).legal);
        const QString exported = m_dir.filePath(u"first-%1.json"_s.arg(m_files));
        QVERIFY(session.games()->exportGame(first, QUrl::fromLocalFile(exported)).legal);
        // The same game cannot come in twice; another file takes it, under its new name.
        QVERIFY(!session.games()->importGame(QUrl::fromLocalFile(exported)).legal);
        QCOMPARE(session.games()->rowCount(), 1);
        {
            GameSession other;
            QVERIFY(other.openFile(m_dir.filePath(u"other-%1.sqlite"_s.arg(m_files))));
            const auto imported = other.games()->importGame(QUrl::fromLocalFile(exported));
            QVERIFY2(imported.legal, qPrintable(imported.error));
            QCOMPARE(other.gameName(), u"Renamed"_s);
            QCOMPARE(levelOf(other, u"Ann"_s), 2);
        }
        QVERIFY(session.games()->newGame(deluxeSetup(u"Second"_s)).legal);
        QCOMPARE(session.games()->rowCount(), 2);
        // A file that is not an export is refused, naming it; nothing is added.
        QFile junk(m_dir.filePath(u"junk.json"_s));
        QVERIFY(junk.open(QIODevice::WriteOnly));
        junk.write("{\"not\": \"a game\"}");
        junk.close();
        const auto notAGame = session.games()->importGame(QUrl::fromLocalFile(junk.fileName()));
        QVERIFY(!notAGame.legal);
        QCOMPARE(notAGame.error, u"junk.json is not an Arbiter game export."_s);
        QCOMPARE(session.games()->rowCount(), 2);
        // Another kind of Arbiter file, and text that is not JSON at all, are said so in words too.
        QVERIFY(junk.open(QIODevice::WriteOnly | QIODevice::Truncate));
        junk.write("{\"format\": \"arbiter-cards\", \"version\": 1, \"cards\": []}");
        junk.close();
        QCOMPARE(session.games()->importGame(QUrl::fromLocalFile(junk.fileName())).error,
                 u"junk.json is not an Arbiter game export."_s);
        QVERIFY(junk.open(QIODevice::WriteOnly | QIODevice::Truncate));
        junk.write("Ann 3, Bob 5");
        junk.close();
        QCOMPARE(session.games()->importGame(QUrl::fromLocalFile(junk.fileName())).error,
                 u"junk.json is not an Arbiter game export. It is not even JSON text."_s);
        QCOMPARE(session.games()->rowCount(), 2);
        QVERIFY(session.games()->deleteGame(first).legal);
        QCOMPARE(session.games()->rowCount(), 1);
        QVERIFY(!session.openGame(first));
    }

    void restartReopensTheLastGame()
    {
        {
            GameSession session;
            QVERIFY(session.openFile(m_path));
            QVERIFY(session.games()->newGame(deluxeSetup(u"Old"_s)).legal);
            QVERIFY(session.games()->newGame(deluxeSetup(u"New"_s)).legal);
            QVERIFY(session.perform(levelUp(u"Cid"_s, 3)).recorded);
        }
        GameSession again;
        QVERIFY(again.openFile(m_path));
        QVERIFY(again.hasGame());
        QCOMPARE(again.gameName(), u"New"_s);
        QCOMPARE(levelOf(again, u"Cid"_s), 4);
    }

    // Open A, play B, open A again, quit: A reopens, though B was played last. Each file keeps its own.
    void restartReopensTheGameLastOpened()
    {
        const QString otherPath = m_dir.filePath(u"other-log-%1.sqlite"_s.arg(m_files));
        {
            GameSession session;
            QVERIFY(session.openFile(m_path));
            QVERIFY(session.games()->newGame(deluxeSetup(u"A"_s)).legal);
            const qint64 a = session.gameId();
            QVERIFY(session.games()->newGame(deluxeSetup(u"B"_s)).legal);
            QVERIFY(session.perform(levelUp(u"Bob"_s)).recorded);
            QVERIFY(session.openGame(a));
            QVERIFY(session.openFile(otherPath));
            QVERIFY(session.games()->newGame(deluxeSetup(u"C"_s)).legal);
            QVERIFY(session.games()->newGame(deluxeSetup(u"D"_s)).legal);
        }
        GameSession again;
        QVERIFY(again.openFile(m_path));
        QCOMPARE(again.gameName(), u"A"_s);
        QVERIFY(again.openFile(otherPath));
        QCOMPARE(again.gameName(), u"D"_s);
        // A remembered game that was deleted since: the most recently played one opens instead.
        QVERIFY(again.games()->deleteGame(again.gameId()).legal);
        GameSession third;
        QVERIFY(third.openFile(otherPath));
        QCOMPARE(third.gameName(), u"C"_s);
    }

    // Two new games started the same day get different default names.
    void defaultGameNamesDiffer()
    {
        GameSession session;
        QVERIFY(session.openFile(m_path));
        const QString first = session.games()->defaultGameName();
        QVERIFY2(first.startsWith(u"Game of "_s), qPrintable(first));
        QVERIFY(session.games()->newGame(deluxeSetup(first)).legal);
        const QString second = session.games()->defaultGameName();
        QCOMPARE(second, first + u" (2)"_s);
        QVERIFY(session.games()->newGame(deluxeSetup(second)).legal);
        QCOMPARE(session.games()->defaultGameName(), first + u" (3)"_s);
        QVERIFY(session.games()->renameGame(session.gameId(), u"Friday"_s).legal);
        QCOMPARE(session.games()->defaultGameName(), first + u" (2)"_s);
        QVERIFY(static_cast<qsizetype>(first.size() + 5) <= GameSession::gameNameLimit());
    }

    void foreignFileIsRefusedAndKept()
    {
        QFile foreign(m_path);
        QVERIFY(foreign.open(QIODevice::WriteOnly));
        const QByteArray text = "not a database, but someone's notes";
        foreign.write(text);
        foreign.close();
        GameSession session;
        QSignalSpy fileChanged(&session, &GameSession::fileChanged);
        QVERIFY(!session.openFile(m_path));
        QVERIFY(!session.fileError().isEmpty());
        QCOMPARE(session.filePath(), m_path);  // Home names the file it refused
        QVERIFY(fileChanged.count() >= 1);
        QVERIFY(!session.games()->newGame(deluxeSetup()).legal);
        QVERIFY(foreign.open(QIODevice::ReadOnly));
        QCOMPARE(foreign.readAll(), text);
    }

    void diceAreFair()
    {
        arbiter::app::Referee referee;
        QList<int> seen(7, 0);
        for (int i = 0; i < 6000; ++i) {
            const int roll = referee.rollDie();
            QVERIFY(roll >= 1 && roll <= 6);
            ++seen[roll];
        }
        for (int face = 1; face <= 6; ++face)
            QVERIFY2(seen[face] > 800, qPrintable(QString::number(seen[face])));
    }

private:
    QTemporaryDir m_dir;
    QString m_path;
    int m_files = 0;
};

QTEST_GUILESS_MAIN(TestGameSession)
#include "tst_gamesession.moc"

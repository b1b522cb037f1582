// SessionCore without any QML: a whole Munchkin Deluxe game driven through the C++ API (levels, a fight
// with a helper, a refusal, undo and redo, the winner), the areas each change announces, a second client
// on the same file catching up by sequence number, and a Munchkin Panic board change.

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include "app/core/session_core.h"
#include "tests/support/table_fixtures.h"

#include <thread>
#include <utility>
#include <vector>

using arbiter::app::Area;
using arbiter::app::Areas;
using arbiter::app::ChangesSince;
using arbiter::app::SessionCore;
using arbiter::app::SessionVerdict;
using arbiter::testing::fightMonster;
using arbiter::testing::goUpALevel;
using arbiter::testing::munchkinTable;
using arbiter::testing::panicTable;
using namespace Qt::StringLiterals;
namespace game = arbiter::rules::game;
namespace act = arbiter::rules::game::actions;
namespace mk = arbiter::rules::munchkin;

namespace {

// Three players of Munchkin Deluxe.
game::GameSetup deluxeSetup()
{
    return munchkinTable("Friday", {{"Ann", mk::Sex::Female, std::nullopt, {}},
                                    {"Bob", mk::Sex::Male, std::nullopt, {}},
                                    {"Cid", mk::Sex::Unspecified, std::nullopt, {}}});
}

game::GameSetup panicSetup()
{
    return panicTable("Siege", {"Joan", "Gloria", "Marshall", "Seth"});
}

game::Action fight(const std::string& monster, int level)
{
    return fightMonster(monster, level, 2);
}

int levelOf(const SessionCore& core, const std::string& who)
{
    const game::Player* player = game::findPlayer(*core.state(), who);
    return player ? player->level : -1;
}

QString why(const SessionVerdict& verdict)
{
    QStringList lines{verdict.error};
    for (const arbiter::rules::Reason& reason : verdict.reasons)
        lines.append(QString::fromUtf8(reason.rule.data(), qsizetype(reason.rule.size())) + u": "_s
                     + QString::fromStdString(reason.text));
    return lines.join(u"; "_s);
}

// Every changed() a core announces, in order.
class ChangeLog {
public:
    explicit ChangeLog(SessionCore& core)
    {
        QObject::connect(&core, &SessionCore::changed, &m_receiver, [this](Areas areas, qint64 head) {
            m_changes.push_back({areas, head});
        });
    }
    // The changes announced since the last call: (areas, head) each.
    std::vector<std::pair<Areas, qint64>> take() { return std::exchange(m_changes, {}); }

private:
    QObject m_receiver;
    std::vector<std::pair<Areas, qint64>> m_changes;
};

}  // namespace

// Records `action` on `core` and checks that exactly one change with exactly `areas` was announced.
#define PERFORM(core, changes, action, areas)                                                 \
    do {                                                                                      \
        const SessionVerdict verdict_ = (core).perform(action);                               \
        QVERIFY2(verdict_.legal&& verdict_.recorded, qPrintable(why(verdict_)));              \
        QCOMPARE(verdict_.seq, (core).head());                                                \
        const auto announced_ = (changes).take();                                             \
        QCOMPARE(announced_.size(), std::size_t(1));                                          \
        QVERIFY2(announced_[0].first == Areas(areas),                                         \
                 qPrintable(arbiter::app::areaNames(announced_[0].first) + u" announced"_s)); \
        QCOMPARE(announced_[0].second, verdict_.seq);                                         \
    } while (false)

// Records `action` on `core`; the test fails with the referee's reasons when it is refused.
#define RECORD(core, action)                                    \
    do {                                                        \
        const SessionVerdict verdict_ = (core).perform(action); \
        QVERIFY2(verdict_.recorded, qPrintable(why(verdict_))); \
    } while (false)

class TestSessionCore : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(u"core-%1.sqlite"_s.arg(++m_files));
    }

    // The state's areas: anything not in the fight or on the board is the table.
    void areasOfAStateChange()
    {
        game::GameState before;
        before.players = {game::Player{}, game::Player{}};
        before.players[0].name = "Ann";
        before.players[1].name = "Bob";
        QCOMPARE(arbiter::app::stateAreasChanged(before, before), Areas());
        game::GameState levelled = before;
        levelled.players[0].level = 2;
        QCOMPARE(arbiter::app::stateAreasChanged(before, levelled), Areas(Area::Table));
        game::GameState fighting = before;
        fighting.combat = game::CombatState{"Ann", std::nullopt, 0, 0, {}, {}, {}, false};
        QCOMPARE(arbiter::app::stateAreasChanged(before, fighting), Areas(Area::Combat));
        game::GameState won = fighting;
        won.combat.reset();
        won.players[0].level = 3;
        QCOMPARE(arbiter::app::stateAreasChanged(fighting, won), Area::Table | Area::Combat);
        game::GameState panic = before;
        panic.panic = game::PanicTable{};
        panic.panic->seats.resize(2);
        game::GameState placed = panic;
        placed.panic->tokensOut.push_back("Gazebo");
        QCOMPARE(arbiter::app::stateAreasChanged(panic, placed), Areas(Area::Board));
        game::GameState dealt = panic;
        dealt.panic->seats[1].treasure = 2;
        QCOMPARE(arbiter::app::stateAreasChanged(panic, dealt), Areas(Area::Table));
    }

    // A Deluxe game from its setup to Ann's win: each change announces only the areas it touched.
    void deluxeGameToAWinner()
    {
        SessionCore core;
        core.setFollowInterval(0);
        QVERIFY(!core.openFile(m_path).failed());
        QVERIFY(!core.hasGame());
        ChangeLog changes(core);

        const SessionVerdict created = core.newGame(deluxeSetup());
        QVERIFY2(created.legal && created.recorded, qPrintable(why(created)));
        QVERIFY(core.hasGame());
        QCOMPARE(core.game()->id(), created.seq);
        QCOMPARE(core.games().size(), 1);
        auto announced = changes.take();
        QCOMPARE(announced.size(), std::size_t(1));
        QVERIFY(announced[0].first.testFlag(Area::Game));
        QCOMPARE(announced[0].second, qint64(0));

        // Levels: the table and the log, never the fight or the board.
        PERFORM(core, changes, goUpALevel("Ann"), Area::Table | Area::History);
        PERFORM(core, changes, goUpALevel("Bob"), Area::Table | Area::History);
        QCOMPARE(levelOf(core, "Ann"), 2);

        // Go Up a Level never gives the winning level: refused, nothing written, nothing announced.
        const qint64 head = core.head();
        const qsizetype rows = core.history().size();
        const SessionVerdict refused = core.perform(goUpALevel("Ann", 8));
        QVERIFY(!refused.legal);
        QVERIFY(!refused.recorded);
        QVERIFY(!refused.failed());
        QVERIFY(!refused.reasons.empty());
        QCOMPARE(refused.seq, qint64(0));
        QVERIFY(changes.take().empty());
        QCOMPARE(core.head(), head);
        QCOMPARE(core.history().size(), rows);
        QCOMPARE(levelOf(core, "Ann"), 2);

        PERFORM(core, changes, goUpALevel("Ann", 7), Area::Table | Area::History);
        QCOMPARE(levelOf(core, "Ann"), 9);

        // A fight: Ann (9) against a level 10 monster loses alone; with Bob (2) helping she wins. The
        // monster is a card the library did not know.
        PERFORM(core, changes, fight("Net Troll", 10), Area::Combat | Area::History | Area::Cards);
        QVERIFY(core.state()->combat.has_value());
        PERFORM(core, changes, act::AskForHelp{"Bob"}, Area::Combat | Area::History);
        QCOMPARE(core.state()->combat->helper, std::optional<std::string>("Bob"));

        // A preview judges the end of the fight and writes nothing.
        const arbiter::app::SessionPreview preview = core.preview(act::ResolveCombat{});
        QVERIFY2(preview.verdict.legal, qPrintable(why(preview.verdict)));
        QVERIFY(!preview.verdict.recorded);
        QVERIFY(preview.after.has_value());
        QCOMPARE(preview.after->winners, std::vector<std::string>{"Ann"});
        QVERIFY(changes.take().empty());
        QCOMPARE(core.history().size(), rows + 3);

        // The won fight ends the game: the table (levels, winners) and the fight both change.
        PERFORM(core, changes, act::ResolveCombat{}, Area::Table | Area::Combat | Area::History);
        const qint64 winningSeq = core.head();
        QCOMPARE(core.state()->winners, std::vector<std::string>{"Ann"});
        QCOMPARE(levelOf(core, "Ann"), 10);
        QVERIFY(!core.state()->combat);

        // Undo brings the fight back; redo the win.
        const SessionVerdict undone = core.undo();
        QVERIFY2(undone.recorded, qPrintable(why(undone)));
        announced = changes.take();
        QCOMPARE(announced.size(), std::size_t(1));
        QCOMPARE(announced[0].first, Area::Table | Area::Combat | Area::History);
        QCOMPARE(announced[0].second, core.head());
        QVERIFY(core.state()->winners.empty());
        QVERIFY(core.state()->combat.has_value());
        QVERIFY(core.canRedo());
        QCOMPARE(core.history().back().status, arbiter::db::ActionStatus::Undone);
        QVERIFY(core.redo().recorded);
        QCOMPARE(core.head(), winningSeq);
        QCOMPARE(changes.take().size(), std::size_t(1));
        QCOMPARE(core.state()->winners, std::vector<std::string>{"Ann"});

        // Undo to the first action and back: the history says what is in effect.
        const qint64 first = core.history().front().seq;
        QVERIFY(core.undoTo(first).recorded);
        QCOMPARE(levelOf(core, "Ann"), 2);
        QCOMPARE(levelOf(core, "Bob"), 1);
        QCOMPARE(changes.take().at(0).first, Area::Table | Area::History);  // no fight then, none now
        QVERIFY(core.undoTo(winningSeq).recorded);
        QCOMPARE(core.state()->winners, std::vector<std::string>{"Ann"});
        for (const arbiter::db::HistoryEntry& entry : core.history())
            QCOMPARE(entry.status, arbiter::db::ActionStatus::Done);

        // The file holds it all: a core opened on it later shows the same game.
        SessionCore reopened;
        reopened.setFollowInterval(0);
        QVERIFY(!reopened.openFile(m_path).failed());
        QCOMPARE(*reopened.state(), *core.state());
        QCOMPARE(reopened.history().size(), core.history().size());
    }

    // Two clients on one file: each catches up by the last sequence it saw, and is told to take a whole
    // snapshot when that sequence is no longer in effect.
    void secondClientCatchesUpBySequence()
    {
        SessionCore tablet;
        tablet.setFollowInterval(0);
        QVERIFY(!tablet.openFile(m_path).failed());
        QVERIFY(tablet.newGame(deluxeSetup()).recorded);
        RECORD(tablet, goUpALevel("Ann"));
        RECORD(tablet, goUpALevel("Bob"));

        SessionCore phone;
        phone.setFollowInterval(0);
        QVERIFY(!phone.openFile(m_path).failed());
        QCOMPARE(phone.game()->id(), tablet.game()->id());
        ChangeLog phoneChanges(phone);

        // From the start: every action in effect, in order.
        ChangesSince since = phone.changesSince(0);
        QVERIFY(!since.snapshotNeeded);
        QCOMPARE(since.game, tablet.game()->id());
        QCOMPARE(since.head, tablet.head());
        QCOMPARE(since.actions.size(), 2);
        QCOMPARE(since.actions[0].kind, u"change-level"_s);
        QCOMPARE(since.actions[1].seq, tablet.head());
        qint64 lastSeen = since.head;
        QVERIFY(phoneChanges.take().empty());  // nothing new for the phone's own view yet

        // The tablet acts: the phone learns exactly that action, and announces it to its own faces.
        RECORD(tablet, goUpALevel("Cid", 2));
        since = phone.changesSince(lastSeen);
        QVERIFY(!since.snapshotNeeded);
        QCOMPARE(since.head, tablet.head());
        QCOMPARE(since.actions.size(), 1);
        QCOMPARE(since.actions[0].seq, tablet.head());
        QCOMPARE(since.actions[0].action.value(u"player"_s).toString(), u"Cid"_s);
        QVERIFY(since.actions[0].verdict.value(u"legal"_s).toBool());
        QCOMPARE(*phone.state(), *tablet.state());
        auto announced = phoneChanges.take();
        QCOMPARE(announced.size(), std::size_t(1));
        QCOMPARE(announced[0].first, Area::Table | Area::History);
        QCOMPARE(announced[0].second, tablet.head());
        lastSeen = since.head;
        QCOMPARE(phone.changesSince(lastSeen).actions.size(), 0);
        QVERIFY(!phone.changesSince(lastSeen).snapshotNeeded);

        // The phone acts too, judged on the file's head; the tablet catches up the same way.
        const qint64 tabletSeen = tablet.head();
        const SessionVerdict fromPhone = phone.perform(goUpALevel("Ann", 3));
        QVERIFY2(fromPhone.recorded, qPrintable(why(fromPhone)));
        since = tablet.changesSince(tabletSeen);
        QVERIFY(!since.snapshotNeeded);
        QCOMPARE(since.actions.size(), 1);
        QCOMPARE(since.actions[0].seq, fromPhone.seq);
        QCOMPARE(levelOf(tablet, "Ann"), 5);
        lastSeen = fromPhone.seq;
        phoneChanges.take();

        // An undo past what the phone saw: a snapshot is needed, and the phone's state follows.
        QVERIFY(tablet.undo().recorded);
        QVERIFY(tablet.undo().recorded);
        since = phone.changesSince(lastSeen);
        QVERIFY(since.snapshotNeeded);
        QVERIFY(since.actions.isEmpty());
        QCOMPARE(since.head, tablet.head());
        QCOMPARE(*phone.state(), *tablet.state());
        QCOMPARE(levelOf(phone, "Cid"), 1);
        QVERIFY(phone.canRedo());
        // What the phone saw before the undo is still in effect: from there it is a plain catch-up (none).
        const qint64 stillInEffect = since.head;
        QVERIFY(!phone.changesSince(stillInEffect).snapshotNeeded);

        // Recording after the undo leaves the undone actions on an abandoned branch: still a snapshot.
        RECORD(tablet, goUpALevel("Bob"));
        since = phone.changesSince(lastSeen);
        QVERIFY(since.snapshotNeeded);
        since = phone.changesSince(stillInEffect);
        QVERIFY(!since.snapshotNeeded);
        QCOMPARE(since.actions.size(), 1);
        QCOMPARE(since.actions[0].seq, tablet.head());
        QVERIFY(!phone.canRedo());
        // A sequence this game never had.
        QVERIFY(phone.changesSince(tablet.head() + 100).snapshotNeeded);
        QVERIFY(phone.changesSince(-1).snapshotNeeded);
    }

    // The follow timer shows another client's change without anyone asking.
    void followsTheFileByItself()
    {
        SessionCore tablet;
        tablet.setFollowInterval(0);
        QVERIFY(!tablet.openFile(m_path).failed());
        QVERIFY(tablet.newGame(deluxeSetup()).recorded);
        SessionCore watcher;
        watcher.setFollowInterval(50);
        QVERIFY(!watcher.openFile(m_path).failed());
        QSignalSpy changed(&watcher, &SessionCore::changed);
        RECORD(tablet, goUpALevel("Ann", 4));
        QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, 2000);
        QCOMPARE(levelOf(watcher, "Ann"), 5);
        QCOMPARE(changed.at(0).at(1).toLongLong(), tablet.head());
    }

    // Munchkin Panic: placing a Monster changes the board; a hand count only the table.
    void panicBoardChangesReportBoard()
    {
        SessionCore core;
        core.setFollowInterval(0);
        QVERIFY(!core.openFile(m_path).failed());
        const SessionVerdict created = core.newGame(panicSetup());
        QVERIFY2(created.recorded, qPrintable(why(created)));
        ChangeLog changes(core);
        const SessionVerdict placed = core.perform(act::PanicPlaceMonster{"Gazebo", 5, false});
        QVERIFY2(placed.recorded, qPrintable(why(placed)));
        auto announced = changes.take();
        QCOMPARE(announced.size(), std::size_t(1));
        QVERIFY2(announced[0].first.testFlag(Area::Board),
                 qPrintable(arbiter::app::areaNames(announced[0].first)));
        QVERIFY(!announced[0].first.testFlag(Area::Combat));
        QVERIFY(announced[0].first.testFlag(Area::History));
        QCOMPARE(core.state()->panic->board.monsters.size(), std::size_t(1));

        act::PanicSetHand hand;
        hand.player = "Seth";
        hand.treasure = 2;
        PERFORM(core, changes, hand, Area::Table | Area::History);

        // Undoing the placement takes the Monster off the board again.
        QVERIFY(core.undoTo(0).recorded);
        announced = changes.take();
        QCOMPARE(announced.size(), std::size_t(1));
        QVERIFY(announced[0].first.testFlag(Area::Board));
        QVERIFY(core.state()->panic->board.monsters.empty());
    }

    // The app reads its file on a worker thread while its window compiles: the read hands the connection
    // to the session's thread, which then plays, undoes and keeps the file's last game open as usual.
    void readsTheFileOnAnotherThread()
    {
        qint64 first = 0;
        qint64 second = 0;
        {
            SessionCore writer;
            writer.setFollowInterval(0);
            QVERIFY(!writer.openFile(m_path).failed());
            first = writer.newGame(deluxeSetup()).seq;
            second = writer.newGame(panicSetup()).seq;
            QVERIFY(first > 0 && second > first);
            QVERIFY(!writer.openGame(first).failed());
            RECORD(writer, goUpALevel("Ann"));  // the Deluxe game is the one played last
        }
        QThread* const gui = QThread::currentThread();
        const auto readElsewhere = [gui](const QString& path, qint64 preferred) {
            SessionCore::FileRead read;
            QThread* reader = nullptr;
            std::thread worker([&] {
                reader = QThread::currentThread();
                read = SessionCore::readFile(path, preferred, gui);
            });
            worker.join();
            return std::pair{std::move(read), reader};
        };

        auto [read, reader] = readElsewhere(m_path, second);
        QVERIFY(reader != gui);
        QVERIFY(!read.error);
        QVERIFY(read.store);
        QCOMPARE(read.store->thread(), gui);
        QCOMPARE(read.games.size(), 2);
        QVERIFY(read.log);
        QCOMPARE(read.log->id(), second);  // the preferred game, though the other was played last

        SessionCore core;
        core.setFollowInterval(0);
        ChangeLog changes(core);
        QVERIFY(!core.adoptFile(std::move(read)).failed());
        QVERIFY(core.hasFile());
        QCOMPARE(core.filePath(), QFileInfo(m_path).absoluteFilePath());
        QCOMPARE(core.games().size(), 2);
        QCOMPARE(core.game()->id(), second);
        QCOMPARE(changes.take().size(), std::size_t(1));  // the game opened
        QVERIFY(!core.openGame(first).failed());
        changes.take();
        QCOMPARE(levelOf(core, "Ann"), 2);
        PERFORM(core, changes, goUpALevel("Ann"), Area::Table | Area::History);
        QVERIFY(core.undo().recorded);
        QCOMPARE(levelOf(core, "Ann"), 2);

        // A file that is not a log is refused off the thread too, named, and left as it was.
        const QString foreign = m_dir.filePath(u"notes-%1.txt"_s.arg(m_files));
        QFile notes(foreign);
        QVERIFY(notes.open(QIODevice::WriteOnly));
        notes.write("shopping: dice, snacks\n");
        notes.close();
        auto [refused, refusedReader] = readElsewhere(foreign, 0);
        QVERIFY(refusedReader != gui);
        QVERIFY(!refused.store);
        QVERIFY(refused.error);
        SessionCore other;
        other.setFollowInterval(0);
        const SessionVerdict verdict = other.adoptFile(std::move(refused));
        QVERIFY(verdict.failed());
        QVERIFY(!other.hasFile());
        QCOMPARE(other.filePath(), foreign);
        QVERIFY(!other.fileError().isEmpty());
        QVERIFY(notes.open(QIODevice::ReadOnly));
        QCOMPARE(notes.readAll(), QByteArray("shopping: dice, snacks\n"));
    }

    // Without a file or a game every change is refused with a reason and nothing is announced.
    // Issue 30: the app opens a game only after checking it as verify does, so a row changed behind its
    // back is refused naming it, never shown on the table (nor to the phones, which follow the core).
    void damagedGameIsRefused()
    {
        {
            SessionCore core;
            core.setFollowInterval(0);
            QVERIFY(!core.openFile(m_path).failed());
            QVERIFY(!core.newGame(deluxeSetup()).failed());
            RECORD(core, goUpALevel("Ann"));
            RECORD(core, goUpALevel("Bob"));
        }
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"tamper"_s);
            db.setDatabaseName(m_path);
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY(query.exec(u"DROP TRIGGER actions_never_updated"_s));
            QVERIFY(
                query.exec(u"UPDATE actions SET payload = replace(payload, 'Ann', 'Bob') WHERE seq = 1"_s));
            db.close();
        }
        QSqlDatabase::removeDatabase(u"tamper"_s);
        SessionCore core;
        core.setFollowInterval(0);
        const SessionVerdict opened = core.openFile(m_path);
        QVERIFY(opened.failed());
        QVERIFY2(opened.error.contains(u"Game 1, action 1, hash"_s), qPrintable(opened.error));
        QVERIFY(!core.hasGame());
    }

    void nothingOpenRefusesPolitely()
    {
        SessionCore core;
        core.setFollowInterval(0);
        ChangeLog changes(core);
        QVERIFY(core.newGame(deluxeSetup()).failed());
        QVERIFY(core.perform(goUpALevel("Ann")).failed());
        QVERIFY(core.undo().failed());
        QVERIFY(core.preview(goUpALevel("Ann")).verdict.failed());
        QVERIFY(core.changesSince(0).snapshotNeeded);
        QVERIFY(changes.take().empty());
    }

    // Every legal action recorded teaches the library its card, for the game's edition, announced with
    // the action; a refused action, an unnamed monster and a Panic game teach it nothing.
    void legalActionsTeachTheLibrary()
    {
        SessionCore core;
        core.setFollowInterval(0);
        QVERIFY(!core.openFile(m_path).failed());
        QVERIFY(core.newGame(deluxeSetup()).recorded);
        QCOMPARE(core.cardEdition(), u"deluxe"_s);
        ChangeLog changes(core);
        const auto cardNames = [&core] {
            QStringList names;
            for (const arbiter::db::CardRow& row : core.listCards().value())
                names.append(arbiter::db::kindId(row.card.kind()) + u':' + row.card.name());
            return names;
        };

        mk::Item helmet;
        helmet.name = "Horny Helmet";
        helmet.slot = mk::Slot::Headgear;
        helmet.bonus = 1;
        helmet.gold = 600;
        helmet.equipped = false;
        PERFORM(core, changes, (act::GainItem{"Ann", helmet}), Area::Table | Area::History | Area::Cards);
        PERFORM(core, changes, (act::GainCurse{"Bob", {"Duck of Doom", -2}}),
                Area::Table | Area::History | Area::Cards);
        // Refused: Zed is not at the table. Nothing is recorded, remembered or announced.
        helmet.name = "Refused Helmet";
        QVERIFY(!core.perform(act::GainItem{"Zed", helmet}).recorded);
        QVERIFY(changes.take().empty());

        mk::Monster troll;
        troll.name = "Net Troll";
        troll.level = 10;
        troll.treasures = 3;
        troll.tags = {"Undead"};
        troll.versus.push_back({{mk::Attribute::Kind::Race, "Elf"}, 5});
        PERFORM(core, changes, act::StartCombat{troll}, Area::Combat | Area::History | Area::Cards);
        PERFORM(core, changes, (act::AddEnhancer{0, {"Enraged", 5, 1}}),
                Area::Combat | Area::History | Area::Cards);
        PERFORM(core, changes, (act::PlayOneShot{game::Side::Players, {"Flaming Poison Potion", 3}}),
                Area::Combat | Area::History | Area::Cards);
        // A monster entered by its Level alone is no card to offer.
        mk::Monster unnamed;
        unnamed.name = "Level 4 monster";
        unnamed.level = 4;
        unnamed.joinedBy = mk::JoinedBy::WanderingMonster;
        PERFORM(core, changes, act::AddMonster{unnamed}, Area::Combat | Area::History);

        QCOMPARE(cardNames(),
                 (QStringList{u"curse:Duck of Doom"_s, u"enhancer:Enraged"_s, u"item:Horny Helmet"_s,
                              u"monster:Net Troll"_s, u"one-shot:Flaming Poison Potion"_s}));
        const arbiter::db::CardRow remembered =
            core.findCards({u"deluxe"_s, u"net"_s, {arbiter::db::CardKind::Monster}, 5}).value().at(0);
        QCOMPARE(remembered.useCount, 1);
        QVERIFY(std::get<mk::Monster>(remembered.card.data) == troll);  // exactly what the action took
        const auto item = core.listCards(u"deluxe"_s, arbiter::db::CardKind::Item).value().at(0);
        QVERIFY(std::get<mk::Item>(item.card.data).equipped);  // the card, not how it came into play

        // Played again: one card, used twice (and a list asked before the card was played sees it).
        const arbiter::db::CardQuery enhancers{u"deluxe"_s, {}, {arbiter::db::CardKind::Enhancer}, 8};
        QCOMPARE(core.findCards(enhancers).value().at(0).useCount, 1);
        QVERIFY(core.undo().recorded);  // the unnamed monster
        changes.take();
        PERFORM(core, changes, (act::AddEnhancer{0, {"Enraged", 5, 1}}),
                Area::Combat | Area::History | Area::Cards);
        QCOMPARE(core.listCards(u"deluxe"_s, arbiter::db::CardKind::Enhancer).value().at(0).useCount, 2);
        QCOMPARE(core.findCards(enhancers).value().at(0).useCount, 2);

        // A Panic game remembers nothing.
        QVERIFY(core.newGame(panicSetup()).recorded);
        QVERIFY(core.cardEdition().isEmpty());
        changes.take();
        const qsizetype count = core.listCards().value().size();
        RECORD(core, (act::PanicPlaceMonster{"Gazebo", 5, false}));
        QCOMPARE(core.listCards().value().size(), count);
    }

    // Correct, forget, save, import: each change of the library is announced as Cards alone; a refused
    // correction announces nothing.
    void libraryChangesAreAnnounced()
    {
        SessionCore core;
        core.setFollowInterval(0);
        QVERIFY(!core.openFile(m_path).failed());
        ChangeLog changes(core);
        arbiter::db::LibraryCard bat{u"nightmare"_s, mk::Ride{"Bat", 2}, {}};
        const SessionVerdict saved = core.saveCard(bat);
        QVERIFY2(saved.recorded, qPrintable(why(saved)));
        auto announced = changes.take();
        QCOMPARE(announced.size(), std::size_t(1));
        QCOMPARE(announced[0].first, Areas(Area::Cards));
        QVERIFY(core.saveCard({u"nightmare"_s, mk::Ride{"Cat", 1}, {}}).recorded);
        changes.take();

        bat.setName(u"cat"_s);
        const SessionVerdict collision = core.correctCard(saved.seq, bat);
        QVERIFY(collision.failed());
        QCOMPARE(collision.field, u"card.name"_s);
        QVERIFY(changes.take().empty());
        bat.setName(u"Giant Bat"_s);
        QVERIFY(core.correctCard(saved.seq, bat).recorded);
        QCOMPARE(changes.take().at(0).first, Areas(Area::Cards));

        const QJsonObject pack = core.exportCards(u"nightmare"_s).value();
        QVERIFY(core.forgetCard(saved.seq).recorded);
        QCOMPARE(changes.take().at(0).first, Areas(Area::Cards));
        QCOMPARE(core.listCards().value().size(), 1);
        QVERIFY(core.forgetCard(saved.seq).failed());
        QVERIFY(changes.take().empty());

        const auto imported = core.importCards(QJsonDocument(pack).toJson());
        QVERIFY(imported);
        QCOMPARE(imported.value().added, 1);
        QCOMPARE(imported.value().replaced, 1);
        QCOMPARE(changes.take().at(0).first, Areas(Area::Cards));
        const auto refused =
            core.importCards(R"({"format": "arbiter-card-pack", "version": 1, "cards": [{}]})");
        QVERIFY(!refused);
        QCOMPARE(refused.error().field, u"cards[0].edition"_s);
        QVERIFY(changes.take().empty());
    }

    // Another connection's card (the command line's import, another tablet's fight) is announced when
    // the file is followed, with or without a game open.
    void anotherConnectionsCardsAreFollowed()
    {
        SessionCore tablet;
        tablet.setFollowInterval(0);
        QVERIFY(!tablet.openFile(m_path).failed());
        SessionCore other;
        other.setFollowInterval(0);
        QVERIFY(!other.openFile(m_path).failed());
        ChangeLog changes(tablet);
        QCOMPARE(tablet.followFile(), Areas());
        // Asked before: the answer kept for the lists is not given again once the library moved.
        QCOMPARE(tablet.findCards({u"deluxe"_s, u"gn"_s, {}, 5}).value().size(), 0);
        QVERIFY(other.saveCard({u"deluxe"_s, arbiter::db::HirelingCard{"Gnome"}, {}}).recorded);
        QCOMPARE(tablet.followFile(), Areas(Area::Cards));
        QCOMPARE(changes.take().size(), std::size_t(1));
        QCOMPARE(tablet.findCards({u"deluxe"_s, u"gn"_s, {}, 5}).value().size(), 1);

        // With a game open: the other's fight brings its monster, announced with the history.
        QVERIFY(tablet.newGame(deluxeSetup()).recorded);
        QVERIFY(other.openGame(tablet.game()->id()).recorded);
        changes.take();
        RECORD(other, fight("Gazebo", 8));
        const Areas followed = tablet.followFile();
        QVERIFY2(followed.testFlag(Area::Cards) && followed.testFlag(Area::Combat),
                 qPrintable(arbiter::app::areaNames(followed)));
        QCOMPARE(tablet.followFile(), Areas());
    }

private:
    QTemporaryDir m_dir;
    QString m_path;
    int m_files = 0;
};

QTEST_GUILESS_MAIN(TestSessionCore)
#include "tst_session_core.moc"

// GameSession's legalNow, caught and the combat view's `takes` and `runAway`: what the referee lets the table
// do now, whom the monsters caught, and what it takes to turn a fight or escape it. QML shows these and
// decides none of them.

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "app/net/table_view.h"
#include "app/session/gamesession.h"
#include "app/views/gadget_json.h"
#include "app/views/settling_view.h"

using arbiter::app::GameSession;
namespace views = arbiter::app::views;
using namespace Qt::StringLiterals;

namespace {

QVariantMap deluxeSetup()
{
    return {
        {u"name"_s, u"Friday"_s},
        {u"edition"_s, u"deluxe"_s},
        {u"players"_s, QVariantList{QVariantMap{{u"name"_s, u"Ann"_s}}, QVariantMap{{u"name"_s, u"Bob"_s}},
                                    QVariantMap{{u"name"_s, u"Cid"_s}}}}};
}

QVariantMap startCombat(const QString& monster, int level)
{
    return {{u"kind"_s, u"start-combat"_s},
            {u"monster"_s, QVariantMap{{u"name"_s, monster}, {u"level"_s, level}, {u"treasures"_s, 2}}}};
}

QVariantMap roll(const QString& runner, int die)
{
    return {{u"monster"_s, u"Net Troll"_s}, {u"runner"_s, runner}, {u"roll"_s, die}, {u"modifier"_s, 0}};
}

// The entry of a kind the log spells `kind`, in the typed view QML binds to.
views::KindNowView kindOf(GameSession& session, const QString& kind)
{
    const std::optional<views::ActionKinds::Kind> known = views::actionKindNamed(kind.toStdString());
    return known ? session.legalNow().of(*known) : views::KindNowView();
}

bool available(GameSession& session, const QString& kind)
{
    return kindOf(session, kind).available;
}

QStringList playersFor(GameSession& session, const QString& kind)
{
    return kindOf(session, kind).players;
}

QStringList ruleIds(const views::KindNowView& entry)
{
    QStringList ids;
    for (const QVariant& reason : entry.reasons)
        ids.append(reason.value<arbiter::app::views::ReasonView>().rule);
    return ids;
}

bool recorded(GameSession& session, const QVariantMap& action)
{
    const auto verdict = session.perform(action);
    if (!verdict.recorded)
        qWarning() << action << verdict.summary();
    return verdict.recorded;
}

}  // namespace

class TestSessionLegal : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(u"legal-%1.sqlite"_s.arg(++m_files));
    }

    // 003_11fe419b31259b9c.txt: "(1) Kick Open The Door ... If it's a monster, you must fight it." and
    // "(3) Charity ... As soon as you are finished with Charity, the next player's turn begins."
    void fightOnlyWhenTheTurnAllowsIt()
    {
        GameSession session;
        QVERIFY(session.openFile(m_path));
        QVERIFY(session.games()->newGame(deluxeSetup()).legal);
        QVERIFY(available(session, u"start-combat"_s));
        QCOMPARE(playersFor(session, u"start-combat"_s), QStringList{u"Ann"_s});
        QVERIFY(!available(session, u"add-monster"_s));
        // "(2) Look For Trouble/Loot The Room": no Charity and no end of the turn before it.
        QVERIFY(!available(session, u"end-turn"_s));
        QVERIFY(!available(session, u"charity"_s));
        QVERIFY(ruleIds(kindOf(session, u"charity"_s)).contains(u"game.phase"_s));
        QVERIFY(recorded(
            session, {{u"kind"_s, u"next-phase"_s}, {u"phase"_s, u"look-for-trouble-or-loot-the-room"_s}}));
        QVERIFY(available(session, u"end-turn"_s));
        QVERIFY(available(session, u"charity"_s));

        QSignalSpy changed(&session, &GameSession::stateChanged);
        QVERIFY(recorded(session, {{u"kind"_s, u"charity"_s}, {u"hand"_s, 0}}));
        QVERIFY(!changed.isEmpty());
        QVERIFY(!available(session, u"start-combat"_s));
        QVERIFY(ruleIds(kindOf(session, u"start-combat"_s)).contains(u"game.phase"_s));
        QVERIFY(playersFor(session, u"start-combat"_s).isEmpty());

        // The next turn is Bob's: his fight, at his door.
        QVERIFY(recorded(session, {{u"kind"_s, u"end-turn"_s}}));
        QVERIFY(available(session, u"start-combat"_s));
        QCOMPARE(playersFor(session, u"start-combat"_s), QStringList{u"Bob"_s});
    }

    // Another file's game of the same id at the same head is another game: what the table may do is
    // judged anew, not served from the last file's answer (Ann died there; here she is alive).
    void anotherFileIsJudgedAnew()
    {
        GameSession session;
        QVERIFY(session.openFile(m_path));
        QVERIFY(session.games()->newGame(deluxeSetup()).legal);
        QVERIFY(recorded(session, {{u"kind"_s, u"die"_s}, {u"player"_s, u"Ann"_s}}));
        QVERIFY(!playersFor(session, u"gain-item"_s).contains(u"Ann"_s));
        QVERIFY(session.openFile(m_dir.filePath(u"legal-other.sqlite"_s)));
        QVERIFY(session.games()->newGame(deluxeSetup()).legal);
        QVERIFY(
            recorded(session, {{u"kind"_s, u"change-level"_s}, {u"player"_s, u"Bob"_s}, {u"amount"_s, 1}}));
        QCOMPARE(session.gameId(), qint64{1});
        QVERIFY(playersFor(session, u"gain-item"_s).contains(u"Ann"_s));
    }

    // 003_11fe419b31259b9c.txt: "If you fail to Run Away from a monster, it does Bad Stuff to you" and "They
    // roll separately ... The monster(s) CAN catch them both."
    void badStuffOnlyForTheCaught()
    {
        GameSession session;
        QVERIFY(session.openFile(m_path));
        QVERIFY(session.games()->newGame(deluxeSetup()).legal);
        QVERIFY(!available(session, u"apply-bad-stuff"_s));
        QVERIFY(ruleIds(kindOf(session, u"apply-bad-stuff"_s)).contains(u"badstuff.caught"_s));
        QVERIFY(session.caught().isEmpty());

        QVERIFY(recorded(session, startCombat(u"Net Troll"_s, 10)));
        QVERIFY(recorded(session, {{u"kind"_s, u"ask-for-help"_s}, {u"helper"_s, u"Bob"_s}}));
        QVERIFY(!available(session, u"apply-bad-stuff"_s));  // the fight is not lost yet
        QVERIFY(recorded(session, {{u"kind"_s, u"resolve-combat"_s}}));
        QCOMPARE(session.caught(), (QStringList{u"Ann"_s, u"Bob"_s}));
        QCOMPARE(playersFor(session, u"apply-bad-stuff"_s), (QStringList{u"Ann"_s, u"Bob"_s}));
        QVERIFY(available(session, u"run-away"_s));

        // Ann escapes on a 6, Bob is caught on a 2.
        QVERIFY(recorded(session, {{u"kind"_s, u"run-away"_s},
                                   {u"rolls"_s, QVariantList{roll(u"fighter"_s, 6), roll(u"helper"_s, 2)}}}));
        QCOMPARE(session.caught(), QStringList{u"Bob"_s});
        QCOMPARE(playersFor(session, u"apply-bad-stuff"_s), QStringList{u"Bob"_s});
        QCOMPARE(playersFor(session, u"die"_s), QStringList{u"Bob"_s});

        // A restarted app reads the same from the log.
        {
            GameSession again;
            QVERIFY(again.openFile(m_path));
            QCOMPARE(again.caught(), QStringList{u"Bob"_s});
        }

        // Settling the Bad Stuff keeps Bob caught; the next turn forgets him.
        QVERIFY(recorded(
            session, {{u"kind"_s, u"apply-bad-stuff"_s},
                      {u"player"_s, u"Bob"_s},
                      {u"badStuff"_s,
                       QVariantMap{{u"levels"_s, 1}, {u"items"_s, QVariantList()}, {u"death"_s, false}}}}));
        QCOMPARE(session.caught(), QStringList{u"Bob"_s});
        QVERIFY(recorded(session, {{u"kind"_s, u"end-turn"_s}}));
        QVERIFY(session.caught().isEmpty());
        QVERIFY(!available(session, u"die"_s));

        // Undo back before the run: the lost fight's two runners again.
        QVERIFY(session.undo());
        QVERIFY(session.undo());
        QVERIFY(session.undo());
        QCOMPARE(session.caught(), (QStringList{u"Ann"_s, u"Bob"_s}));
    }

    // 003_11fe419b31259b9c.txt: "If you fail to Run Away from a monster, it does Bad Stuff to you" and "The
    // monster(s) CAN catch them both." A lost fight stays open until each runner caught has Bad Stuff, a
    // death or an explicit "no Bad Stuff" recorded, and the bodies of the dead are looted.
    void aLostFightIsSettledRunnerByRunner()
    {
        GameSession session;
        QVERIFY(session.openFile(m_path));
        QVERIFY(session.games()->newGame(deluxeSetup()).legal);
        QVERIFY(!session.settling().open);
        QVERIFY(recorded(session, startCombat(u"Net Troll"_s, 10)));
        QVERIFY(recorded(session, {{u"kind"_s, u"ask-for-help"_s}, {u"helper"_s, u"Bob"_s}}));
        QVERIFY(!session.settling().open);  // not lost yet
        QVERIFY(recorded(session, {{u"kind"_s, u"resolve-combat"_s}}));
        views::SettlingView settling = session.settling();
        QVERIFY(settling.open);
        QVERIFY(settling.running);
        QCOMPARE(settling.unsettled, (QStringList{u"Ann"_s, u"Bob"_s}));

        // Both caught on a 2; the run carries Ann's Bad Stuff itself, none for Bob.
        QVariantMap annRoll = roll(u"fighter"_s, 2);
        annRoll.insert(u"badStuff"_s,
                       QVariantMap{{u"levels"_s, 1}, {u"items"_s, QVariantList()}, {u"death"_s, false}});
        QVERIFY(recorded(session, {{u"kind"_s, u"run-away"_s},
                                   {u"rolls"_s, QVariantList{annRoll, roll(u"helper"_s, 2)}}}));
        settling = session.settling();
        QVERIFY(settling.open);
        QVERIFY(!settling.running);
        QCOMPARE(settling.unsettled, QStringList{u"Bob"_s});
        // The phones see the same legality as the tablet's buttons, the run being settled included: Bad
        // Stuff for both runners the monster caught.
        QVERIFY(playersFor(session, u"apply-bad-stuff"_s).contains(u"Bob"_s));
        arbiter::app::net::TableView phones(*session.core(), session.headViews());
        QCOMPARE(phones.view().value(u"legal"_s).toObject(), views::jsonOf(session.legalNow()));
        QCOMPARE(settling.caught.size(), 2);
        const auto ann = settling.caught[0].value<views::CaughtRunnerView>();
        const auto bob = settling.caught[1].value<views::CaughtRunnerView>();
        QCOMPARE(ann.player, u"Ann"_s);
        QVERIFY(ann.settled);
        QCOMPARE(bob.monsterNames, QStringList{u"Net Troll"_s});
        // No library text for the Net Troll: nothing reads as death.
        QVERIFY(!bob.deathLikely);

        // A die rolled on the way settles nobody; an empty apply-bad-stuff is Bob's explicit "no Bad Stuff".
        QVERIFY(recorded(session, {{u"kind"_s, u"roll-die"_s}, {u"player"_s, u"Cid"_s}, {u"roll"_s, 4}}));
        QCOMPARE(session.settling().unsettled, QStringList{u"Bob"_s});
        const QVariantMap none{
            {u"kind"_s, u"apply-bad-stuff"_s},
            {u"player"_s, u"Bob"_s},
            {u"badStuff"_s,
             QVariantMap{{u"levels"_s, 0}, {u"items"_s, QVariantList()}, {u"death"_s, false}}}};
        QVERIFY(recorded(session, none));
        QVERIFY(session.settling().unsettled.isEmpty());
        QVERIFY(!session.settling().open);

        // Instead, Bob dies: settled, but his body is still to loot.
        QVERIFY(session.undo());
        QVERIFY(recorded(session, {{u"kind"_s, u"die"_s}, {u"player"_s, u"Bob"_s}}));
        settling = session.settling();
        QVERIFY(settling.unsettled.isEmpty());
        QCOMPARE(settling.bodies, QStringList{u"Bob"_s});
        QVERIFY(settling.open);
        QVERIFY(recorded(
            session, {{u"kind"_s, u"loot-body"_s},
                      {u"deceased"_s, u"Bob"_s},
                      {u"cardsInHand"_s, 0},
                      {u"tieRolls"_s, QVariantList{QVariantMap{{u"player"_s, u"Ann"_s}, {u"roll"_s, 3}},
                                                   QVariantMap{{u"player"_s, u"Cid"_s}, {u"roll"_s, 5}}}}}));
        QVERIFY(session.settling().bodies.isEmpty());
        QVERIFY(!session.settling().open);

        // A restarted app reads the same from the log.
        GameSession again;
        QVERIFY(again.openFile(m_path));
        QVERIFY(!again.settling().open);
        QCOMPARE(again.settling().caught.size(), 2);
    }

    void badStuffTextsThatReadAsDeath_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("death");
        QTest::addRow("dead") << u"You are dead."_s << true;
        QTest::addRow("death") << u"Death."_s << true;
        QTest::addRow("you die") << u"You die, horribly."_s << true;
        QTest::addRow("a level") << u"Lose a level."_s << false;
        QTest::addRow("roll a die") << u"Roll a die; lose that many levels."_s << false;
        QTest::addRow("empty") << QString() << false;
    }

    void badStuffTextsThatReadAsDeath()
    {
        QFETCH(QString, text);
        QFETCH(bool, death);
        QCOMPARE(arbiter::app::views::badStuffReadsAsDeath(text), death);
    }

    // 003_11fe419b31259b9c.txt: "If your combat strength totals more than the monster's - note that monsters
    // win ties! - you kill it", "Roll the die. You escape on a 5 or more."
    void whatItTakesForAKnownFight()
    {
        GameSession session;
        QVERIFY(session.openFile(m_path));
        QVERIFY(session.games()->newGame(deluxeSetup()).legal);
        QVERIFY(!session.combat().takes.isValid());
        QVERIFY(recorded(session, startCombat(u"Net Troll"_s, 3)));

        // Level 1 against 3, ties to the monsters: the players need +3.
        views::TakesView takes = session.combat().takes.value<views::TakesView>();
        QCOMPARE(takes.amount, 3);
        QVERIFY(takes.playersNeed);
        QVERIFY(!takes.tieWins);
        QCOMPARE(takes.ruleId, u"combat.what-it-takes"_s);
        QVERIFY(!takes.text.isEmpty());

        const QVariantList runAway = session.combat().runAway;
        QCOMPARE(runAway.size(), 1);
        const views::EscapeView ann = runAway.first().value<views::EscapeView>();
        QCOMPARE(ann.player, u"Ann"_s);
        QCOMPARE(ann.runner, u"fighter"_s);
        QCOMPARE(ann.monster, u"Net Troll"_s);
        QCOMPARE(ann.minimumRoll, 5);
        QCOMPARE(ann.chance, 2.0 / 6.0);
        QCOMPARE(ann.ruleId, u"runaway.chance"_s);

        // A one-shot of +3: 4 against 3, and the monsters need +1 to make it a tie they win.
        QVERIFY(
            recorded(session, {{u"kind"_s, u"play-one-shot"_s},
                               {u"side"_s, u"players"_s},
                               {u"card"_s, QVariantMap{{u"name"_s, u"Magic Missile"_s}, {u"bonus"_s, 3}}}}));
        takes = session.combat().takes.value<views::TakesView>();
        QCOMPARE(takes.amount, 1);
        QVERIFY(!takes.playersNeed);
        QVERIFY(takes.tieWins);

        // A Warrior wins ties: back at 1 against 3 the players need only +2.
        QVERIFY(session.undo());
        QVERIFY(recorded(
            session,
            {{u"kind"_s, u"play-character-card"_s}, {u"player"_s, u"Ann"_s}, {u"card"_s, u"Warrior"_s}}));
        takes = session.combat().takes.value<views::TakesView>();
        QCOMPARE(takes.amount, 2);
        QVERIFY(takes.tieWins);

        // A monster's penalty to run from it moves the roll needed.
        const views::EscapeView minusOne = session.escapeChance(-1);
        QCOMPARE(minusOne.minimumRoll, 6);
        QCOMPARE(minusOne.escapingFaces, 1);
        QCOMPARE(session.escapeChance(-2).escapingFaces, 0);
    }

    // 000_4423e94206228086.txt: "Unless a card says that it can be played at any time, it must be played
    // during the Play Cards phase."
    void panicKindsByPhase()
    {
        GameSession session;
        QVERIFY(session.openFile(m_path));
        const QVariantMap setup{{u"name"_s, u"Siege"_s},
                                {u"family"_s, u"panic"_s},
                                {u"options"_s, QVariantMap{{u"mode"_s, u"standard"_s},
                                                           {u"variants"_s, QVariantList()},
                                                           {u"houseRules"_s, QVariantList()}}},
                                {u"players"_s, QVariantList{QVariantMap{{u"name"_s, u"Ann"_s}},
                                                            QVariantMap{{u"name"_s, u"Bob"_s}}}}};
        QVERIFY(session.games()->newGame(setup).legal);
        QVERIFY(available(session, u"panic-place-monster"_s));
        QVERIFY(!available(session, u"panic-hit"_s));
        QVERIFY(ruleIds(kindOf(session, u"panic-hit"_s)).contains(u"game.panic-setup"_s));
        // A card game's kind has no button in Panic: unavailable, with no reason to show.
        QVERIFY(!available(session, u"start-combat"_s));
        QVERIFY(kindOf(session, u"start-combat"_s).reasons.isEmpty());
        QVERIFY(session.caught().isEmpty());
    }

private:
    QTemporaryDir m_dir;
    QString m_path;
    int m_files = 0;
};

QTEST_MAIN(TestSessionLegal)
#include "tst_session_legal.moc"

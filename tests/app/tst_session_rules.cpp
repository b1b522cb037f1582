// What GameSession answers for the referee before anyone acts: the roll for who starts (and a new game
// that keeps its dice in its setup, written once), how many players a game seats, and the dice a
// run-away needs. QML shows these answers and decides none of them.

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "app/session/gamesession.h"
#include "app/session/referee.h"

using arbiter::app::GameSession;
using arbiter::app::Referee;
using namespace Qt::StringLiterals;

namespace {

QVariantMap roll(const QString& player, int die)
{
    return {{u"player"_s, player}, {u"roll"_s, die}};
}

QVariantMap round(const QVariantList& rolls)
{
    return {{u"rolls"_s, rolls}};
}

QStringList ruleIds(const arbiter::app::views::VerdictView& verdict)
{
    QStringList ids;
    for (const QVariant& reason : verdict.reasons)
        ids.append(reason.value<arbiter::app::views::ReasonView>().rule);
    return ids;
}

QVariantMap setupWith(const QVariantList& rollOff, const QString& starter)
{
    QVariantMap setup{
        {u"name"_s, u"Friday"_s},
        {u"edition"_s, u"deluxe"_s},
        {u"players"_s, QVariantList{QVariantMap{{u"name"_s, u"Ann"_s}}, QVariantMap{{u"name"_s, u"Bob"_s}},
                                    QVariantMap{{u"name"_s, u"Cid"_s}}}},
        {u"rollOff"_s, rollOff}};
    if (!starter.isEmpty())
        setup.insert(u"starter"_s, starter);
    return setup;
}

// [{runner, player, monster}] as "helper Bob Net Troll".
QStringList diceText(const QVariantList& dice)
{
    QStringList out;
    for (const QVariant& die : dice) {
        const QVariantMap map = die.toMap();
        out << map.value(u"runner"_s).toString() + u' ' + map.value(u"player"_s).toString() + u' '
                   + map.value(u"monster"_s).toString();
    }
    return out;
}

}  // namespace

class TestSessionRules : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(u"rules-%1.sqlite"_s.arg(++m_files));
    }

    // 003_11fe419b31259b9c.txt: "Decide who goes first by rolling the dice"; ties roll again.
    void rollOffSaysWhoRollsNext()
    {
        const QStringList table{u"Ann"_s, u"Bob"_s, u"Cid"_s};
        auto answer = Referee::rollOff(table, {});
        QVERIFY(answer.legal);
        QCOMPARE(answer.toRoll, table);
        QCOMPARE(answer.starter, QString());

        const QVariantMap tied = round({roll(u"Ann"_s, 6), roll(u"Bob"_s, 2), roll(u"Cid"_s, 6)});
        answer = Referee::rollOff(table, {tied});
        QCOMPARE(answer.toRoll, (QStringList{u"Ann"_s, u"Cid"_s}));
        QCOMPARE(answer.starter, QString());

        answer = Referee::rollOff(table, {tied, round({roll(u"Ann"_s, 2), roll(u"Cid"_s, 5)})});
        QVERIFY(answer.legal);
        QCOMPARE(answer.toRoll, QStringList());
        QCOMPARE(answer.starter, u"Cid"_s);
        QVERIFY(ruleIds(answer).contains(u"game.roll-off"_s));

        // Bob was not tied: he does not roll again.
        answer =
            Referee::rollOff(table, {tied, round({roll(u"Ann"_s, 2), roll(u"Bob"_s, 6), roll(u"Cid"_s, 5)})});
        QVERIFY(!answer.legal);
        QVERIFY(ruleIds(answer).contains(u"game.roll-off"_s));
        QCOMPARE(answer.starter, QString());

        // A die that cannot be read names its field.
        answer = Referee::rollOff(table, {round({roll(u"Ann"_s, 9)})});
        QCOMPARE(answer.field, u"rollOff[0].rolls[0].roll"_s);
    }

    // The game and its roll are one row, written once: no roll-die action follows it.
    void newGameKeepsItsRoll()
    {
        GameSession session;
        QVERIFY(session.openFile(m_path));
        const QVariantList rolls{round({roll(u"Ann"_s, 6), roll(u"Bob"_s, 6), roll(u"Cid"_s, 2)}),
                                 round({roll(u"Ann"_s, 3), roll(u"Bob"_s, 5)})};
        const auto verdict = session.games()->newGame(setupWith(rolls, u"Bob"_s));
        QVERIFY2(verdict.legal, qPrintable(ruleIds(verdict).join(u' ')));
        QVERIFY(ruleIds(verdict).contains(u"game.roll-off"_s));
        QCOMPARE(session.currentPlayer(), u"Bob"_s);
        QCOMPARE(session.history()->rowCount(), 0);
        QVERIFY(!session.canUndo());
        const arbiter::app::views::WhoStartsView whoStarts = session.whoStarts();
        QCOMPARE(whoStarts.starter, u"Bob"_s);
        QCOMPARE(whoStarts.rollOff.size(), 2);
        const auto second = whoStarts.rollOff.at(1).value<arbiter::app::views::RollOffRoundView>();
        QCOMPARE(second.rolls.size(), 2);
        QCOMPARE(second.rolls.at(1).value<arbiter::app::views::StarterRollView>().roll, 5);
        QCOMPARE(whoStarts.text, u"Who starts: Ann 6, Bob 6, Cid 2; then Ann 3, Bob 5. Bob starts."_s);

        // The roll survives a restart: it is in the stored setup.
        GameSession again;
        QVERIFY(again.openFile(m_path));
        QCOMPARE(again.whoStarts(), whoStarts);
        QCOMPARE(again.currentPlayer(), u"Bob"_s);

        // A game whose starter was picked shows no roll.
        QVariantMap picked = setupWith({}, u"Cid"_s);
        picked.remove(u"rollOff"_s);
        QVERIFY(session.games()->newGame(picked).legal);
        QCOMPARE(session.whoStarts(), arbiter::app::views::WhoStartsView());
    }

    void newGameRefusesARollBesideTheRule_data()
    {
        QTest::addColumn<QVariantList>("rolls");
        QTest::addColumn<QString>("starter");
        const QVariantList tiedThenBob{round({roll(u"Ann"_s, 6), roll(u"Bob"_s, 6), roll(u"Cid"_s, 2)}),
                                       round({roll(u"Ann"_s, 3), roll(u"Bob"_s, 5)})};
        QTest::newRow("a starter who did not roll highest") << tiedThenBob << u"Ann"_s;
        QTest::newRow("no starter named") << tiedThenBob << QString();
        QTest::newRow("still tied") << QVariantList{tiedThenBob[0]} << u"Ann"_s;
        QTest::newRow("Cid rolls again untied")
            << QVariantList{tiedThenBob[0], round({roll(u"Ann"_s, 3), roll(u"Bob"_s, 5), roll(u"Cid"_s, 6)})}
            << u"Cid"_s;
    }

    void newGameRefusesARollBesideTheRule()
    {
        QFETCH(QVariantList, rolls);
        QFETCH(QString, starter);
        GameSession session;
        QVERIFY(session.openFile(m_path));
        const auto verdict = session.games()->newGame(setupWith(rolls, starter));
        QVERIFY(!verdict.legal);
        QVERIFY2(ruleIds(verdict).contains(u"game.roll-off"_s), qPrintable(ruleIds(verdict).join(u' ')));
        QVERIFY(!session.hasGame());
        QCOMPARE(session.games()->rowCount(), 0);
    }

    void playerLimitsComeFromTheReferee_data()
    {
        QTest::addColumn<QVariantMap>("game");
        QTest::addColumn<int>("fewest");
        QTest::addColumn<int>("most");
        QTest::newRow("Deluxe") << QVariantMap{{u"edition"_s, u"deluxe"_s}} << 1 << 12;
        QTest::newRow("Panic Standard") << QVariantMap{{u"family"_s, u"panic"_s}} << 2 << 6;
        QTest::newRow("Panic More Munchkin")
            << QVariantMap{{u"family"_s, u"panic"_s},
                           {u"options"_s, QVariantMap{{u"mode"_s, u"more-munchkin"_s}}}}
            << 2 << 6;
        QTest::newRow("Panic Solitaire")
            << QVariantMap{{u"edition"_s, u"panic"_s},
                           {u"options"_s,
                            QVariantMap{{u"mode"_s, u"solitaire"_s}, {u"variants"_s, QVariantList()}}}}
            << 1 << 1;
    }

    void playerLimitsComeFromTheReferee()
    {
        QFETCH(QVariantMap, game);
        QFETCH(int, fewest);
        QFETCH(int, most);
        const QVariantMap limits = Referee::playerLimits(game);
        QCOMPARE(limits.value(u"fewest"_s).toInt(), fewest);
        QCOMPARE(limits.value(u"most"_s).toInt(), most);
    }

    // 004_912bad36ff09a3b7.txt: both run and roll separately against each monster; 001_773ee46f21d8dace.txt:
    // a sacrificed Ride escapes without rolling, and the fighter decides whether the helper escapes too.
    void runAwayDiceFollowTheFight()
    {
        GameSession session;
        QVERIFY(session.openFile(m_path));
        QVERIFY(session.games()
                    ->newGame({{u"name"_s, u"Ride"_s},
                               {u"edition"_s, u"nightmare"_s},
                               {u"players"_s, QVariantList{QVariantMap{{u"name"_s, u"Ann"_s}},
                                                           QVariantMap{{u"name"_s, u"Bob"_s}}}}})
                    .legal);
        QCOMPARE(session.runAwayDice(false, true), QVariantList());
        const QList<QVariantMap> actions{
            {{u"kind"_s, u"gain-ride"_s},
             {u"player"_s, u"Ann"_s},
             {u"ride"_s, QVariantMap{{u"name"_s, u"Sled"_s}, {u"bonus"_s, 1}}}},
            {{u"kind"_s, u"start-combat"_s},
             {u"monster"_s, QVariantMap{{u"name"_s, u"Net Troll"_s}, {u"level"_s, 10}, {u"treasures"_s, 3}}}},
            {{u"kind"_s, u"add-monster"_s},
             {u"monster"_s,
              QVariantMap{
                  {u"name"_s, u"Gazebo"_s}, {u"level"_s, 8}, {u"joinedBy"_s, u"wandering-monster"_s}}}},
            {{u"kind"_s, u"ask-for-help"_s}, {u"helper"_s, u"Bob"_s}},
            {{u"kind"_s, u"resolve-combat"_s}}};
        for (const QVariantMap& action : actions) {
            const auto verdict = session.perform(action);
            QVERIFY2(verdict.legal, qPrintable(ruleIds(verdict).join(u' ')));
        }
        QCOMPARE(diceText(session.runAwayDice(false, true)),
                 (QStringList{u"fighter Ann Net Troll"_s, u"helper Bob Net Troll"_s, u"fighter Ann Gazebo"_s,
                              u"helper Bob Gazebo"_s}));
        QCOMPARE(session.runAwayDice(true, true), QVariantList());
        QCOMPARE(diceText(session.runAwayDice(true, false)),
                 (QStringList{u"helper Bob Net Troll"_s, u"helper Bob Gazebo"_s}));
    }

private:
    QTemporaryDir m_dir;
    QString m_path;
    int m_files = 0;
};

QTEST_GUILESS_MAIN(TestSessionRules)
#include "tst_session_rules.moc"

// Which dice running away needs (game::diceToRunAway), and that the referee asks for exactly those when
// a run-away is applied: all of them recorded is legal, any one missing is refused. Each row names the
// rulebook paragraph it follows (file in shared/seeds).

#include "game_apply_fixtures.h"

#include "rules/game/inspect.h"

#include <QTest>

using namespace arbiter::rules;
using namespace arbiter::rules::game;
using namespace arbiter::rules::test;
using namespace arbiter::rules::test::apply_fixtures;

namespace {

constexpr const char* multiple =
    "003_11fe419b31259b9c.txt, Running Away: If you are fleeing from multiple monsters, you roll separately "
    "to escape each one";
constexpr const char* both =
    "004_912bad36ff09a3b7.txt, Running Away: If two players are cooperating ... they must both Run Away. "
    "They roll separately";
constexpr const char* ride =
    "001_773ee46f21d8dace.txt, RIDES: Rides can be sacrificed to allow automatic escape ... you can even "
    "decide whether or not your helper automatically escapes";

mk::Monster wandering(const char* name, int level)
{
    mk::Monster m = monster(name, level);
    m.joinedBy = mk::JoinedBy::WanderingMonster;
    return m;
}

GameState twoMonstersWithHelp()
{
    return played(armed(),
                  {act::StartCombat{monster("Net Troll", 10, 3)}, act::AddMonster{wandering("Gazebo", 8)},
                   act::AskForHelp{"Bea"}, act::ResolveCombat{}});
}

GameState oneOfTwoEliminated()
{
    return played(armed(),
                  {act::StartCombat{monster("Net Troll", 10, 3)}, act::AddMonster{wandering("Gazebo", 8)},
                   act::EliminateMonster{0}, act::ResolveCombat{}});
}

GameState twoOfTheSameName()
{
    return played(armed(), {act::StartCombat{monster("Orc", 12)}, act::AddMonster{wandering("Orc", 12)},
                            act::ResolveCombat{}});
}

// Nightmare: Ann rides a Sled and loses to the Net Troll, Bea helping.
GameState nightmareRide()
{
    return played(nightmare(),
                  {act::GainRide{"Ann", {"Sled", 1}}, act::StartCombat{monster("Net Troll", 10, 3)},
                   act::AskForHelp{"Bea"}, act::ResolveCombat{}});
}

struct Row {
    const char* name;
    const char* source;
    std::function<GameState()> state;
    bool sacrificeRide;
    bool helperAlong;
    QStringList dice;  // "fighter Net Troll", "helper Gazebo"...
};

std::vector<Row> rows()
{
    return {
        {"alone against one monster: one die", multiple, losing, false, true, {"fighter Net Troll"}},
        {"with a helper: both roll",
         both,
         losingWithHelp,
         false,
         true,
         {"fighter Net Troll", "helper Net Troll"}},
        {"two monsters and a helper: four dice",
         multiple,
         twoMonstersWithHelp,
         false,
         true,
         {"fighter Net Troll", "helper Net Troll", "fighter Gazebo", "helper Gazebo"}},
        {"an eliminated monster needs no die", multiple, oneOfTwoEliminated, false, true, {"fighter Gazebo"}},
        {"two monsters of one name: a die each",
         multiple,
         twoOfTheSameName,
         false,
         true,
         {"fighter Orc", "fighter Orc"}},
        {"the Ride carries both away: no die", ride, nightmareRide, true, true, {}},
        {"the helper left behind rolls alone", ride, nightmareRide, true, false, {"helper Net Troll"}},
        {"no Ride sacrificed: both roll",
         ride,
         nightmareRide,
         false,
         true,
         {"fighter Net Troll", "helper Net Troll"}},
    };
}

QStringList written(const std::vector<mk::DieToRoll>& dice)
{
    QStringList out;
    for (const mk::DieToRoll& die : dice)
        out << QString::fromLatin1(die.runner == mk::Runner::Fighter ? "fighter " : "helper ")
                   + QString::fromStdString(die.monster);
    return out;
}

act::RunAway runWith(const std::vector<mk::DieToRoll>& dice, bool sacrificeRide, bool helperAlong)
{
    act::RunAway run;
    run.sacrificeRide = sacrificeRide;
    run.helperEscapesWithRide = helperAlong;
    for (const mk::DieToRoll& die : dice)
        run.rolls.push_back({die.monster, die.runner, 6, 0, std::nullopt});
    return run;
}

}  // namespace

class TestRunAwayDice : public QObject {
    Q_OBJECT

private slots:
    void dice_data()
    {
        QTest::addColumn<int>("row");
        const std::vector<Row> all = rows();
        for (std::size_t i = 0; i < all.size(); ++i)
            QTest::addRow("%s", all[i].name) << static_cast<int>(i);
    }

    void dice()
    {
        QFETCH(int, row);
        const Row r = rows()[static_cast<std::size_t>(row)];
        const GameState state = r.state();
        const std::vector<mk::DieToRoll> dice = diceToRunAway(state, r.sacrificeRide, r.helperAlong);
        QCOMPARE(written(dice), r.dice);

        // The referee applies the same rule: every die given is a legal run-away...
        GameState all = state;
        const Verdict verdict = apply(all, runWith(dice, r.sacrificeRide, r.helperAlong));
        QVERIFY2(verdict.legal, (QByteArray(r.source) + "\n" + describe(verdict)).constData());
        QVERIFY(!all.combat);
        // ... and any one of them missing is refused, changing nothing.
        for (std::size_t missing = 0; missing < dice.size(); ++missing) {
            std::vector<mk::DieToRoll> fewer = dice;
            fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(missing));
            GameState short_ = state;
            const Verdict refused = apply(short_, runWith(fewer, r.sacrificeRide, r.helperAlong));
            QVERIFY2(!refused.legal && refused.cites("game.run-away-roll"),
                     (QByteArray(r.source) + "\n" + describe(refused)).constData());
            QVERIFY(short_ == state);
        }
    }

    void noFightNoDice() { QVERIFY(diceToRunAway(deluxe(), false, true).empty()); }
};

QTEST_APPLESS_MAIN(TestRunAwayDice)
#include "tst_runaway_dice.moc"

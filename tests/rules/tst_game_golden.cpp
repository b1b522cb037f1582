// The rulebooks' worked examples replayed as actions through apply(): Aric and the Net Troll (Deluxe,
// "Example of Combat, With Numbers and Everything") and Jack and Jewel Finkelstein (Nightmare). The numbers
// are those of tst_golden, which checks the combat itself; here the tracked game must end at the same levels.

#include "game_test_support.h"

#include <QTest>

#include <vector>

using namespace arbiter::rules;
using namespace arbiter::rules::game;
using namespace arbiter::rules::test;
namespace act = arbiter::rules::game::actions;

namespace {

mk::Item item(const char* name, mk::Slot slot, int bonus, bool big = false)
{
    mk::Item i;
    i.name = name;
    i.slot = slot;
    i.bonus = bonus;
    i.big = big;
    return i;
}

mk::Monster monster(const char* name, int level, int treasures)
{
    mk::Monster m;
    m.name = name;
    m.level = level;
    m.treasures = treasures;
    return m;
}

act::ChangeLevel goUp(const char* player, int amount)
{
    return {player, amount, mk::LevelSource::GoUpALevel, false};
}

// "Aric is a 4th-Level Warrior with the Chainsaw of Bloody Dismemberment (+3) ... He kicks open the door and
// finds the Net Troll, a Level 10 monster." Suzan is "a Level 2 Elf with the Boots of Butt-Kicking".
GameState aricKicksOpenTheDoor()
{
    GameSetup setup;
    setup.edition = mk::Edition::Deluxe;
    setup.players = {{"Aric", mk::Sex::Male, std::nullopt, {}}, {"Suzan", mk::Sex::Female, std::nullopt, {}}};
    return played(
        startGame(setup),
        {goUp("Aric", 3), act::PlayCharacterCard{"Aric", "Warrior"},
         act::GainItem{"Aric", item("Chainsaw of Bloody Dismemberment", mk::Slot::TwoHands, 3, true)},
         goUp("Suzan", 1), act::PlayCharacterCard{"Suzan", "Elf"},
         act::GainItem{"Suzan", item("Boots of Butt-Kicking", mk::Slot::Footgear, 2)},
         act::StartCombat{monster("Net Troll", 10, 3)}});
}

// "Jack is a Level 3 Citizen of [Thanksgiving] Town with the Pumpkins (+3), Holiday Lights (+1) and an Axe
// (+2) for a total combat strength of 9 ... finds Jewel Finkelstein. She is a Level 1".
GameState jackKicksOpenTheDoor()
{
    GameSetup setup;
    setup.edition = mk::Edition::Nightmare;
    setup.players = {{"Jack", mk::Sex::Male, std::nullopt, {}}, {"Sally", mk::Sex::Female, std::nullopt, {}}};
    return played(startGame(setup), {goUp("Jack", 2), act::PlayCharacterCard{"Jack", "Thanksgiving Town"},
                                     act::GainItem{"Jack", item("Pumpkins", mk::Slot::None, 3)},
                                     act::GainItem{"Jack", item("Holiday Lights", mk::Slot::Headgear, 1)},
                                     act::GainItem{"Jack", item("Axe", mk::Slot::OneHand, 2)},
                                     act::StartCombat{monster("Jewel Finkelstein", 1, 1)}});
}

const act::PlayOneShot magicMissile{Side::Players, {"Magic Missile", 5}};
const act::AddEnhancer enraged{0, {"Enraged", 5, 1}};
const act::SetCombatBonus berserking{"Aric", 3};  // "discards three cards ... Each one gives him +1"
const act::AddEnhancer monstrous{0, {"Monstrous", 10, 2}};
const act::GainRide sled{"Jack", {"Sled", 1}};  // a Ride may be played even in combat

struct Example {
    const char* name;
    GameState (*start)();
    std::vector<Action> cards;  // played into the fight before it is resolved
    bool win;
    const char* fighter;
    int fighterLevel;
    const char* other;
    int otherLevel;
    const char* treasures;  // what the verdict says the fighter draws, when won
    const char* cites;
};

std::vector<Example> examples()
{
    return {
        // "Aric's at a 7, the Net Troll is at a 10, so Aric is losing."
        {"Aric alone",
         aricKicksOpenTheDoor,
         {},
         false,
         "Aric",
         4,
         "Suzan",
         2,
         "",
         "combat.no-rewards-when-running"},
        // "Now his combat strength is 12, beating the Net Troll's 10."
        {"Magic Missile",
         aricKicksOpenTheDoor,
         {magicMissile},
         true,
         "Aric",
         5,
         "Suzan",
         2,
         "draws 3 Treasures",
         "combat.rewards-levels"},
        // "Now Aric is losing, 15 to 12."
        {"Enraged",
         aricKicksOpenTheDoor,
         {magicMissile, enraged},
         false,
         "Aric",
         4,
         "Suzan",
         2,
         "",
         "combat.monsters-win-ties"},
        // "Combined with Aric's 12, they would have 16": and the Elf would go up a level.
        {"Suzan's offer",
         aricKicksOpenTheDoor,
         {magicMissile, enraged, act::AskForHelp{"Suzan"}},
         true,
         "Aric",
         5,
         "Suzan",
         3,
         "draws 4 Treasures",
         "combat.elf-helper-levels"},
        // "now we're tied, 15 to 15. Because I'm a Warrior, I win ties" ... "Aric goes up a level and claims
        // the
        // Net Troll's treasures - three from the Net Troll card, and one extra because it was Enraged."
        {"Berserking",
         aricKicksOpenTheDoor,
         {magicMissile, enraged, berserking},
         true,
         "Aric",
         5,
         "Suzan",
         2,
         "draws 4 Treasures",
         "combat.warrior-wins-ties"},
        // "he's winning, 9 to 1."
        {"Jewel alone",
         jackKicksOpenTheDoor,
         {},
         true,
         "Jack",
         4,
         "Sally",
         1,
         "draws 1 Treasure",
         "combat.rewards-levels"},
        // "Jack is now losing, 11 to 9".
        {"Monstrous",
         jackKicksOpenTheDoor,
         {monstrous},
         false,
         "Jack",
         3,
         "Sally",
         1,
         "",
         "combat.no-rewards-when-running"},
        // "Now he is winning, 12 to 11." ... "claims his level and 3 Treasures ... He is now Level 4".
        {"the Sled",
         jackKicksOpenTheDoor,
         {monstrous, sled},
         true,
         "Jack",
         4,
         "Sally",
         1,
         "draws 3 Treasures",
         "combat.road-trip"},
    };
}

}  // namespace

class TestGameGolden : public QObject {
    Q_OBJECT

private slots:
    void workedExamples_data();
    void workedExamples();
    void aricsTurnEnds();
};

void TestGameGolden::workedExamples_data()
{
    QTest::addColumn<int>("row");
    const std::vector<Example> all = examples();
    for (std::size_t i = 0; i < all.size(); ++i)
        QTest::addRow("%s", all[i].name) << static_cast<int>(i);
}

void TestGameGolden::workedExamples()
{
    QFETCH(int, row);
    const Example e = examples()[static_cast<std::size_t>(row)];

    GameState state = e.start();
    for (const Action& card : e.cards) {
        const Verdict verdict = game::apply(state, card);
        QVERIFY2(verdict.legal, describe(verdict).constData());
    }
    const Verdict verdict = game::apply(state, Action{actions::ResolveCombat{}});
    ARBITER_COMPARE_LEGAL(verdict, true);
    ARBITER_VERIFY_CITES(verdict, e.cites);
    QVERIFY(stateIsOk(state));
    QCOMPARE(findPlayer(state, e.fighter)->level, e.fighterLevel);
    QCOMPARE(findPlayer(state, e.other)->level, e.otherLevel);
    QVERIFY(state.winners.empty());
    if (e.win) {
        QVERIFY(!state.combat);
        QVERIFY(state.phase == mk::Phase::Charity);
        bool said = false;
        for (const Reason& reason : verdict.reasons)
            said = said
                   || (reason.rule == "combat.rewards-treasures"
                       && reason.text.find(e.treasures) != std::string::npos);
        QVERIFY2(said, describe(verdict).constData());
    } else {
        QVERIFY(state.combat && state.combat->runningAway);
    }
}

void TestGameGolden::aricsTurnEnds()
{
    // Aric wins by Berserking, the turn goes through Charity to Suzan, and the game goes on at 5 and 2.
    const GameState state =
        played(aricKicksOpenTheDoor(), {magicMissile, enraged, berserking, act::ResolveCombat{},
                                        act::Charity{5, std::nullopt, {}}, act::EndTurn{}});
    QCOMPARE(state.players[state.current].name, std::string("Suzan"));
    QCOMPARE(state.turn, 2);
    QCOMPARE(findPlayer(state, "Aric")->level, 5);
    QCOMPARE(findPlayer(state, "Suzan")->level, 2);
    QCOMPARE(findPlayer(state, "Aric")->items.size(), std::size_t{1});
    QVERIFY(stateIsOk(state));
}

QTEST_APPLESS_MAIN(TestGameGolden)
#include "tst_game_golden.moc"

// The turn and the Faster Play rules: Listen at the Door (phase 0), what Loot the Room draws, and the
// Faster Play options as house rules where a rulebook does not print them. Also the reasons that
// explain Enhancers, one roll per monster, and what the dead keep.

#include "rules_test_support.h"

#include "rules/munchkin/combat.h"
#include "rules/munchkin/death.h"
#include "rules/munchkin/runaway.h"
#include "rules/munchkin/timing.h"

#include <QTest>

using namespace arbiter::rules;
using namespace arbiter::rules::munchkin;

Q_DECLARE_METATYPE(arbiter::rules::munchkin::Options)

class TestTurn : public QObject {
    Q_OBJECT

private slots:
    void phases_data();
    void phases();
    void fasterPlayIsAHouseRuleOnlyInPathfinder_data();
    void fasterPlayIsAHouseRuleOnlyInPathfinder();
    void enhancersAreExplained();
    void severalMonstersNeedOneRollEach();
    void lootingSaysWhatTheDeadKeep();
};

void TestTurn::phases_data()
{
    QTest::addColumn<Options>("options");
    QTest::addColumn<int>("count");
    QTest::addColumn<bool>("listens");
    QTest::addColumn<bool>("lootDrawsTreasure");
    QTest::addRow("standard") << Options{} << 3 << false << false;
    QTest::addRow("faster play") << Options{.fasterPlay = true} << 4 << true << true;
    QTest::addRow("shared victory only") << Options{.sharedVictory = true} << 3 << false << false;
}

void TestTurn::phases()
{
    QFETCH(Options, options);
    QFETCH(int, count);
    QFETCH(bool, listens);
    QFETCH(bool, lootDrawsTreasure);
    const std::vector<Phase> turn = turnPhases(options);
    QCOMPARE(static_cast<int>(turn.size()), count);
    QCOMPARE(turn.front() == Phase::ListenAtTheDoor, listens);
    QCOMPARE(turn.back(), Phase::Charity);
    QCOMPARE(lootTheRoomDeck(options) == Deck::Treasure, lootDrawsTreasure);
}

void TestTurn::fasterPlayIsAHouseRuleOnlyInPathfinder_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<bool>("houseRule");
    QTest::addRow("deluxe") << Edition::Deluxe << false;
    QTest::addRow("cthulhu") << Edition::Cthulhu << false;
    QTest::addRow("nightmare") << Edition::Nightmare << false;
    QTest::addRow("pathfinder") << Edition::Pathfinder << true;
}

void TestTurn::fasterPlayIsAHouseRuleOnlyInPathfinder()
{
    QFETCH(Edition, edition);
    QFETCH(bool, houseRule);
    const Verdict verdict =
        fasterPlayRules(profile(edition), Options{.sharedVictory = true, .fasterPlay = true});
    QVERIFY(verdict.legal);
    QVERIFY(verdict.cites("options.listen-at-the-door"));
    QVERIFY(verdict.cites("combat.shared-victory"));
    QCOMPARE(verdict.reasons.front().text.find("house rule") != std::string::npos, houseRule);
    QVERIFY(fasterPlayRules(profile(edition), Options{}).reasons.empty());
}

void TestTurn::enhancersAreExplained()
{
    Combat combat;
    combat.fighter.level = 3;
    Monster monster;
    monster.name = "Jewel Finkelstein";
    monster.level = 1;
    monster.treasures = 1;
    combat.monsters = {monster};
    QVERIFY(!judgeCombat(profile(Edition::Nightmare), Options{}, combat).verdict.cites("combat.enhancers"));

    combat.monsters[0].enhancers = {{"Monstrous", 10, 2}};
    const CombatResult result = judgeCombat(profile(Edition::Nightmare), Options{}, combat);
    QVERIFY(result.verdict.cites("combat.enhancers"));
    QCOMPARE(result.monsterStrength, 11);
}

void TestTurn::severalMonstersNeedOneRollEach()
{
    RunAway one;
    one.rolls = {{"Net Troll", Runner::Fighter, 5, 0, std::nullopt}};
    QVERIFY(!judgeRunAway(profile(Edition::Deluxe), one).verdict.cites("runaway.each-monster"));

    RunAway two = one;
    two.rolls.push_back({"Drooling Slime", Runner::Fighter, 2, 0, std::nullopt});
    const RunAwayResult result = judgeRunAway(profile(Edition::Deluxe), two);
    QVERIFY(result.verdict.cites("runaway.each-monster"));
    QCOMPARE(result.results.size(), std::size_t{2});
    QVERIFY(result.results[0].escaped);
    QVERIFY(!result.results[1].escaped);
}

void TestTurn::lootingSaysWhatTheDeadKeep()
{
    LootRequest request;
    request.deceased = "Ann";
    request.players = {{"Ann", 4, true, 0}, {"Bob", 3, false, 0}};
    request.cardsOnBody = 3;
    const LootResult result = judgeLooting(profile(Edition::Pathfinder), request);
    QVERIFY(result.verdict.cites("death.keep"));
    const std::string& kept = result.verdict.reasons.front().text;
    QVERIFY2(kept.find("Double Life") != std::string::npos, kept.c_str());
    QVERIFY2(kept.find("Level") != std::string::npos, kept.c_str());
}

QTEST_APPLESS_MAIN(TestTurn)
#include "tst_turn.moc"

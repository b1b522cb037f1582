// The rulebooks' worked examples, step by step: Aric and the Net Troll (Deluxe, "Example of Combat, With
// Numbers and Everything"), Jack and Jewel Finkelstein (Nightmare), and the helper examples of "Asking For
// Help" in each rulebook.

#include "combat_builders.h"
#include "rules_test_support.h"

#include "rules/munchkin/combat.h"

#include <QTest>

using namespace arbiter::rules::munchkin;
using namespace arbiter::rules::test;

namespace {

// "Aric is a 4th-Level Warrior with the Chainsaw of Bloody Dismemberment (which gives him a +3 ...). He kicks
// open the door and finds the Net Troll, a Level 10 monster."
const Combatant aric = withClass(player(4, 3), "Warrior");
const Monster netTroll = monster("Net Troll", 10, 3);

Combat aricAlone()
{
    return fight(aric, {netTroll});
}

// "He plays the Magic Missile, giving him +5 for this fight."
Combat withMagicMissile()
{
    return forPlayers(aricAlone(), "Magic Missile", 5);
}

// "Suzan plays Enraged, adding 5 to the Net Troll's combat strength" (and one Treasure: "one extra because it
// was Enraged").
Combat enraged()
{
    Combat c = withMagicMissile();
    c.monsters[0] = enhanced(c.monsters[0], "Enraged", 5, 1);
    return c;
}

// "Suzan is playing a Level 2 Elf with the Boots of Butt-Kicking, so her combat strength is 4."
Combat suzansOffer()
{
    Combatant suzan = withRace(player(2, 2), "Elf");
    suzan.character.sex = Sex::Female;
    return helpedBy(enraged(), suzan);
}

// "Aric uses his Warrior power and discards three cards ... Each one gives him +1".
Combat berserking()
{
    Combat c = enraged();
    c.fighter.abilityBonus = 3;
    return c;
}

// "Jack is a Level 3 Citizen of [Thanksgiving] Town with the Pumpkins (+3), Holiday Lights (+1) and an Axe
// (+2) for a total combat strength of 9 ... finds Jewel Finkelstein. She is a Level 1".
const Combatant jack = withCitizenship(player(3, 3 + 1 + 2), "Thanksgiving Town");

Combat jackAndJewelAlone()
{
    return fight(jack, {monster("Jewel Finkelstein", 1, 1)});
}

// "I'm making Jewel Monstrous and giving her a +10 bonus with my Monstrous card" (two Treasures).
Combat monstrous()
{
    Combat c = jackAndJewelAlone();
    c.monsters[0] = enhanced(c.monsters[0], "Monstrous", 10, 2);
    return c;
}

// "He goes through the discards and finds a Sled (+1). Because he is from Thanksgiving Town he gets a +2
// bonus for each Ride, so the Sled has a total bonus of +3."
Combat onTheSled()
{
    Combat c = monstrous();
    c.fighter = withRide(c.fighter, "Sled", 1);
    return c;
}

}  // namespace

class TestGolden : public QObject {
    Q_OBJECT

private slots:
    void aricAndTheNetTroll_data();
    void aricAndTheNetTroll();
    void aricClaimsTheNetTroll();
    void suzansOfferWouldGiveHerALevel();
    void aricTiesOnlyInDeluxe_data();
    void aricTiesOnlyInDeluxe();
    void jackAndJewel_data();
    void jackAndJewel();
    void jackClaimsJewel();
    void helperExamples_data();
    void helperExamples();
};

void TestGolden::aricAndTheNetTroll_data()
{
    QTest::addColumn<Combat>("combat");
    QTest::addColumn<int>("playerStrength");
    QTest::addColumn<int>("monsterStrength");
    QTest::addColumn<bool>("win");
    QTest::addColumn<QStringList>("cites");

    // "Aric's at a 7, the Net Troll is at a 10, so Aric is losing."
    QTest::addRow("Aric alone") << aricAlone() << 7 << 10 << false << QStringList{};
    // "Now his combat strength is 12, beating the Net Troll's 10."
    QTest::addRow("Magic Missile") << withMagicMissile() << 12 << 10 << true << QStringList{};
    // "Now Aric is losing, 15 to 12."
    QTest::addRow("Enraged") << enraged() << 12 << 15 << false << QStringList{};
    // "Combined with Aric's 12, they would have 16, enough to defeat the Net Troll's 15."
    QTest::addRow("Suzan's offer") << suzansOffer() << 16 << 15 << true << QStringList{};
    // "now we're tied, 15 to 15. Because I'm a Warrior, I win ties".
    QTest::addRow("Berserking") << berserking() << 15 << 15 << true
                                << QStringList{"combat.warrior-wins-ties"};
}

void TestGolden::aricAndTheNetTroll()
{
    QFETCH(Combat, combat);
    QFETCH(int, playerStrength);
    QFETCH(int, monsterStrength);
    QFETCH(bool, win);
    QFETCH(QStringList, cites);

    const CombatResult result = judgeCombat(profile(Edition::Deluxe), Options{}, combat);
    ARBITER_COMPARE_LEGAL(result.verdict, true);
    QCOMPARE(result.playerStrength, playerStrength);
    QCOMPARE(result.monsterStrength, monsterStrength);
    QCOMPARE(result.outcome == Outcome::Win, win);
    ARBITER_VERIFY_CITES_ALL(result.verdict, cites);
    if (!win)
        ARBITER_VERIFY_CITES(result.verdict, "combat.no-rewards-when-running");
}

void TestGolden::aricClaimsTheNetTroll()
{
    // "No one says anything, so Aric goes up a level and claims the Net Troll's treasures - three from the
    // Net Troll card, and one extra because it was Enraged." After "about 2.6 seconds".
    const CombatResult result = judgeCombat(profile(Edition::Deluxe), Options{}, berserking());
    QVERIFY(result.outcome == Outcome::Win);
    QVERIFY(result.winsTies);
    QCOMPARE(result.levelsGained, 1);
    QCOMPARE(result.treasures, 4);
    QCOMPARE(result.fighterLevelAfter, 5);
    QVERIFY(!result.gameWon);
    QCOMPARE(result.claimWaitMs, 2600);
    QCOMPARE(result.rewards.size(), std::size_t{1});
    QCOMPARE(toQString(result.rewards[0].name), QStringLiteral("Net Troll"));
    QCOMPARE(result.rewards[0].levels, 1);
    QCOMPARE(result.rewards[0].treasures, 4);
    QCOMPARE(result.helperLevelsGained, 0);
    ARBITER_VERIFY_CITES(result.verdict, "combat.warrior-wins-ties");
    ARBITER_VERIFY_CITES(result.verdict, "combat.kill-claim-wait");
    ARBITER_VERIFY_NOT_CITES(result.verdict, "combat.monsters-win-ties");
}

void TestGolden::suzansOfferWouldGiveHerALevel()
{
    // "Aric: And give you a level? Not a chance!" - an Elf helper "gains one level for each monster slain".
    const CombatResult result = judgeCombat(profile(Edition::Deluxe), Options{}, suzansOffer());
    QVERIFY(result.outcome == Outcome::Win);
    QCOMPARE(result.levelsGained, 1);
    QCOMPARE(result.treasures, 4);
    QCOMPARE(result.fighterLevelAfter, 5);
    QCOMPARE(result.helperLevelsGained, 1);
    QCOMPARE(result.helperLevelAfter, 3);
    QVERIFY(!result.helperWins);
    ARBITER_VERIFY_CITES(result.verdict, "combat.elf-helper-levels");
}

void TestGolden::aricTiesOnlyInDeluxe_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<bool>("win");

    // Only the Deluxe rulebook gives Warriors the tie; elsewhere "monsters win ties".
    QTest::addRow("deluxe") << Edition::Deluxe << true;
    QTest::addRow("cthulhu") << Edition::Cthulhu << false;
    QTest::addRow("nightmare") << Edition::Nightmare << false;
    QTest::addRow("pathfinder") << Edition::Pathfinder << false;
}

void TestGolden::aricTiesOnlyInDeluxe()
{
    QFETCH(Edition, edition);
    QFETCH(bool, win);

    const CombatResult result = judgeCombat(profile(edition), Options{}, berserking());
    QCOMPARE(result.playerStrength, 15);
    QCOMPARE(result.monsterStrength, 15);
    QCOMPARE(result.outcome == Outcome::Win, win);
    QCOMPARE(result.fighterLevelAfter, win ? 5 : 4);
    QCOMPARE(result.treasures, win ? 4 : 0);
    if (win) {
        ARBITER_VERIFY_CITES(result.verdict, "combat.warrior-wins-ties");
    } else {
        ARBITER_VERIFY_CITES(result.verdict, "combat.monsters-win-ties");
        ARBITER_VERIFY_NOT_CITES(result.verdict, "combat.warrior-wins-ties");
    }
}

void TestGolden::jackAndJewel_data()
{
    QTest::addColumn<Combat>("combat");
    QTest::addColumn<int>("playerStrength");
    QTest::addColumn<int>("monsterStrength");
    QTest::addColumn<bool>("win");
    QTest::addColumn<QStringList>("cites");

    // "he's winning, 9 to 1."
    QTest::addRow("Jewel alone") << jackAndJewelAlone() << 9 << 1 << true << QStringList{};
    // "Jack is now losing, 11 to 9".
    QTest::addRow("Monstrous") << monstrous() << 9 << 11 << false << QStringList{};
    // "Now he is winning, 12 to 11."
    QTest::addRow("the Sled") << onTheSled() << 12 << 11 << true << QStringList{"combat.road-trip"};
    Combat halloween = onTheSled();
    halloween.fighter.character.citizenships = {"Halloween Town"};
    // Without Road Trip the Sled is only +1.
    QTest::addRow("the Sled without Road Trip") << halloween << 10 << 11 << false << QStringList{};
}

void TestGolden::jackAndJewel()
{
    QFETCH(Combat, combat);
    QFETCH(int, playerStrength);
    QFETCH(int, monsterStrength);
    QFETCH(bool, win);
    QFETCH(QStringList, cites);

    const CombatResult result = judgeCombat(profile(Edition::Nightmare), Options{}, combat);
    ARBITER_COMPARE_LEGAL(result.verdict, true);
    QCOMPARE(result.playerStrength, playerStrength);
    QCOMPARE(result.monsterStrength, monsterStrength);
    QCOMPARE(result.outcome == Outcome::Win, win);
    ARBITER_VERIFY_CITES_ALL(result.verdict, cites);
}

void TestGolden::jackClaimsJewel()
{
    // "Jack declares victory and claims his level and 3 Treasures (one for Jewel Finkelstein and two for
    // Monstrous). He is now Level 4".
    const CombatResult result = judgeCombat(profile(Edition::Nightmare), Options{}, onTheSled());
    QVERIFY(result.outcome == Outcome::Win);
    QCOMPARE(result.levelsGained, 1);
    QCOMPARE(result.treasures, 3);
    QCOMPARE(result.fighterLevelAfter, 4);
    QVERIFY(!result.gameWon);
    QCOMPARE(result.claimWaitMs, 2600);
    // Jewel is Level 1 and Jack fought alone: no Give Thanks.
    QCOMPARE(result.helperTreasures, 0);
    ARBITER_VERIFY_NOT_CITES(result.verdict, "combat.give-thanks");
}

void TestGolden::helperExamples_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<Combat>("combat");
    QTest::addColumn<int>("monsterStrength");
    QTest::addColumn<bool>("win");
    QTest::addColumn<QStringList>("cites");

    using K = Attribute::Kind;
    const QStringList once = {"combat.versus-once"};
    const QStringList none;

    // Cthulhu: "if you are not an Investigator, but an Investigator helps you, the Shoggoth will be at a -2
    // against you."
    const Monster shoggoth = withVersus(monster("Shoggoth", 11, 3), K::Class, "Investigator", -2);
    const Combatant professor = withClass(player(5, 2), "Professor");
    QTest::addRow("cthulhu: the Shoggoth alone")
        << Edition::Cthulhu << fight(professor, {shoggoth}) << 11 << false << none;
    QTest::addRow("cthulhu: an Investigator helps against the Shoggoth")
        << Edition::Cthulhu << helpedBy(fight(professor, {shoggoth}), withClass(player(3), "Investigator"))
        << 9 << true << none;
    // Cthulhu: "if you are facing the Shallow Ones and a Professor helps you, the foe's combat strength is
    // increased by 2 (unless you, too, are a Professor ... don't increase it twice)."
    const Monster shallowOnes = withVersus(monster("Shallow Ones", 6, 2), K::Class, "Professor", 2);
    QTest::addRow("cthulhu: a Professor helps against the Shallow Ones")
        << Edition::Cthulhu
        << helpedBy(fight(withClass(player(5, 2), "Monster Whacker"), {shallowOnes}),
                    withClass(player(3), "Professor"))
        << 8 << true << none;
    QTest::addRow("cthulhu: two Professors, increased once")
        << Edition::Cthulhu << helpedBy(fight(professor, {shallowOnes}), withClass(player(3), "Professor"))
        << 8 << true << once;
    // Deluxe: "if you are facing the Drooling Slime and an Elf helps you, the monster's combat strength is
    // increased by 4 (unless you, too, are an Elf and the monster's combat strength has already been
    // increased)."
    const Monster slime = withVersus(monster("Drooling Slime", 1, 1), K::Race, "Elf", 4);
    QTest::addRow("deluxe: an Elf helps against the Drooling Slime")
        << Edition::Deluxe << helpedBy(fight(player(3), {slime}), withRace(player(2), "Elf")) << 5 << false
        << none;
    QTest::addRow("deluxe: two Elves, increased once")
        << Edition::Deluxe << helpedBy(fight(withRace(player(3), "Elf"), {slime}), withRace(player(2), "Elf"))
        << 5 << false << once;
    QTest::addRow("deluxe: an Elf alone")
        << Edition::Deluxe << fight(withRace(player(3, 3), "Elf"), {slime}) << 5 << true << none;
    // Pathfinder: "If you are facing the Akata and a Summoner helps you, its combat strength is reduced by 3
    // ... if you are facing the Pugwampi and a Summoner helps you, the monster's combat strength is increased
    // by 3 (unless you, too, are a Summoner and the monster's combat strength has already been increased)."
    const Monster akata = withVersus(monster("Akata", 8, 2), K::Class, "Summoner", -3);
    const Monster pugwampi = withVersus(monster("Pugwampi", 6, 2), K::Class, "Summoner", 3);
    QTest::addRow("pathfinder: a Summoner helps against the Akata")
        << Edition::Pathfinder
        << helpedBy(fight(withClass(player(4), "Witch"), {akata}), withClass(player(2), "Summoner")) << 5
        << true << none;
    QTest::addRow("pathfinder: a Summoner helps against the Pugwampi")
        << Edition::Pathfinder
        << helpedBy(fight(withClass(player(4, 2), "Witch"), {pugwampi}), withClass(player(3), "Summoner"))
        << 9 << false << none;
    QTest::addRow("pathfinder: two Summoners, increased once")
        << Edition::Pathfinder
        << helpedBy(fight(withClass(player(4, 2), "Summoner"), {pugwampi}), withClass(player(3), "Summoner"))
        << 9 << false << once;
    // Nightmare: "If you are facing Wolfman and a Citizen of Easter Town helps you, Wolfman's combat strength
    // is increased by 4 for that fight."
    const Monster wolfman = withVersus(monster("Wolfman", 8, 2), K::Citizenship, "Easter Town", 4);
    QTest::addRow("nightmare: an Easter Town helper against Wolfman")
        << Edition::Nightmare
        << helpedBy(fight(withCitizenship(player(6, 2), "Halloween Town"), {wolfman}),
                    withCitizenship(player(3, 1), "Easter Town"))
        << 12 << false << none;
    // Deluxe: "if a Warrior helps you, you will win if your combined total ties that of the monster".
    QTest::addRow("deluxe: a Warrior helper wins the tie")
        << Edition::Deluxe
        << helpedBy(fight(player(4, 2), {monster("Orc", 9)}), withClass(player(2, 1), "Warrior")) << 9 << true
        << QStringList{"combat.warrior-wins-ties"};
}

void TestGolden::helperExamples()
{
    QFETCH(Edition, edition);
    QFETCH(Combat, combat);
    QFETCH(int, monsterStrength);
    QFETCH(bool, win);
    QFETCH(QStringList, cites);

    const CombatResult result = judgeCombat(profile(edition), Options{}, combat);
    QCOMPARE(result.monsterStrength, monsterStrength);
    QCOMPARE(result.outcome == Outcome::Win, win);
    ARBITER_VERIFY_CITES_ALL(result.verdict, cites);
}

QTEST_APPLESS_MAIN(TestGolden)
#include "tst_golden.moc"

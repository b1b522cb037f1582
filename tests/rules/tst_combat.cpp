// Combat: both sides' strengths, ties, and what a win pays to the fighter and the helper.

#include "combat_builders.h"
#include "rules_test_support.h"

#include "rules/munchkin/combat.h"

#include <QTest>

using namespace arbiter::rules::munchkin;
using namespace arbiter::rules::test;

namespace {

QByteArray idOf(const EditionProfile& p)
{
    return QByteArray(p.id.data(), static_cast<qsizetype>(p.id.size()));
}

}  // namespace

class TestCombat : public QObject {
    Q_OBJECT

private slots:
    void strength_data();
    void strength();
    void ties_data();
    void ties();
    void rewards_data();
    void rewards();
    void rewardsPerMonster();
    void claimWait_data();
    void claimWait();
    void elfHelper_data();
    void elfHelper();
    void sharedVictory_data();
    void sharedVictory();
    void giveThanks_data();
    void giveThanks();
    void oneHelperOnly_data();
    void oneHelperOnly();
    void cardWithItsBonus_data();
    void cardWithItsBonus();
};

// A played card reads with its bonus once: a card entered by its bonus alone is already named after it.
void TestCombat::cardWithItsBonus_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("bonus");
    QTest::addColumn<QString>("written");
    QTest::newRow("a named card") << "Potion of Might" << 2 << "Potion of Might +2";
    QTest::newRow("named by its bonus") << "One-shot +3" << 3 << "One-shot +3";
    QTest::newRow("named by a minus") << "Enhancer -5" << -5 << "Enhancer -5";
    QTest::newRow("another bonus in the name") << "Sword +3" << 2 << "Sword +3 +2";
    QTest::newRow("the bonus without its space") << "Enhancer+5" << 5 << "Enhancer+5 +5";
}

void TestCombat::cardWithItsBonus()
{
    QFETCH(QString, name);
    QFETCH(int, bonus);
    QFETCH(QString, written);
    QCOMPARE(QString::fromStdString(cardWithBonus(name.toStdString(), bonus)), written);
}

void TestCombat::strength_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<Combat>("combat");
    QTest::addColumn<int>("playerStrength");
    QTest::addColumn<int>("monsterStrength");
    QTest::addColumn<bool>("win");
    QTest::addColumn<QStringList>("cites");

    for (const EditionProfile& p : allEditions()) {
        const QByteArray id = idOf(p);
        const Edition e = p.edition;
        // "Combat strength is the total of Level plus all modifiers".
        QTest::addRow("%s: Level plus gear", id.constData())
            << e << fight(player(4, 3), {monster("Orc", 5)}) << 7 << 5 << true << QStringList{};
        QTest::addRow("%s: ability bonus", id.constData())
            << e << fight(player(2, 0, 3), {monster("Orc", 4)}) << 5 << 4 << true << QStringList{};
        QTest::addRow("%s: the helper adds his strength", id.constData())
            << e << helpedBy(fight(player(3, 1), {monster("Ogre", 7)}), player(2, 2, 1)) << 9 << 7 << true
            << QStringList{};
        QTest::addRow("%s: one-shots for the players", id.constData())
            << e << forPlayers(forPlayers(fight(player(3), {monster("Ogre", 7)}), "Potion", 2), "Missile", 3)
            << 8 << 7 << true << QStringList{};
        QTest::addRow("%s: one-shots for the monster", id.constData())
            << e << forMonsters(fight(player(4, 2), {monster("Ogre", 4)}), "Potion", 3) << 6 << 7 << false
            << QStringList{};
        QTest::addRow("%s: enhancers add up", id.constData())
            << e << fight(player(7), {enhanced(enhanced(monster("Orc", 5), "Ancient", 5, 1), "Baby", -2, -1)})
            << 7 << 8 << false << QStringList{};
        QTest::addRow("%s: monsters fight combined", id.constData())
            << e << fight(player(5, 3), {monster("Orc", 3), monster("Gnome", 4)}) << 8 << 7 << true
            << QStringList{};
        // "your combat strength can be negative".
        QTest::addRow("%s: player strength below 1", id.constData())
            << e << forPlayers(fight(player(1), {monster("Rat", 1)}), "Curse", -3) << -2 << 1 << false
            << QStringList{};
        QTest::addRow("%s: monster strength below 1", id.constData())
            << e << fight(player(1), {enhanced(monster("Rat", 1), "Baby", -3, 0)}) << 1 << -2 << true
            << QStringList{};
        // "forcing you to fight with your Level only, apply to the entire fight": helper, gear, abilities
        // and one-shots no longer count; the monsters' side is unchanged.
        QTest::addRow("%s: Level only for fighter and helper", id.constData())
            << e
            << forPlayers(helpedBy(fight(player(4, 5, 2), {levelOnly(monster("Squid", 6))}), player(3, 4, 1)),
                          "Potion", 5)
            << 7 << 6 << true << QStringList{"combat.level-only"};
        QTest::addRow("%s: Level only makes gear useless", id.constData())
            << e << fight(player(4, 5), {levelOnly(monster("Squid", 5))}) << 4 << 5 << false
            << QStringList{"combat.level-only"};
        QTest::addRow("%s: Level only from a second monster holds for all", id.constData())
            << e << fight(player(6, 6), {monster("Orc", 2), levelOnly(monster("Squid", 3))}) << 6 << 5 << true
            << QStringList{"combat.level-only"};
        QTest::addRow("%s: Level only keeps enhancers", id.constData())
            << e << fight(player(6, 6), {enhanced(levelOnly(monster("Squid", 3)), "Enraged", 5, 1)}) << 6 << 8
            << false << QStringList{"combat.level-only"};
    }

    // Nightmare, Rides and Road Trip: "Each of your Rides is worth an additional +2 in combat".
    const Edition n = Edition::Nightmare;
    QTest::addRow("nightmare: a Ride adds its bonus")
        << n << fight(withRide(withCitizenship(player(3), "Halloween Town"), "Sled", 1), {monster("Bat", 3)})
        << 4 << 3 << true << QStringList{};
    QTest::addRow("nightmare: Road Trip adds 2 per Ride")
        << n
        << fight(withRide(withCitizenship(player(3), "Thanksgiving Town"), "Sled", 1), {monster("Bat", 5)})
        << 6 << 5 << true << QStringList{"combat.road-trip"};
    QTest::addRow("nightmare: Road Trip for the helper")
        << n
        << helpedBy(fight(player(3), {monster("Bat", 8)}),
                    withRide(withCitizenship(player(2), "Thanksgiving Town"), "Snowmobile", 2))
        << 9 << 8 << true << QStringList{"combat.road-trip"};
    QTest::addRow("nightmare: Road Trip with a Ride of no bonus")
        << n
        << fight(withRide(withCitizenship(player(2, 1), "Thanksgiving Town"), "Coffin", 0),
                 {monster("Bat", 4)})
        << 5 << 4 << true << QStringList{"combat.road-trip"};
    QTest::addRow("nightmare: Level only drops Rides and Road Trip")
        << n
        << fight(withRide(withCitizenship(player(3, 2), "Thanksgiving Town"), "Sled", 1),
                 {levelOnly(monster("Bat", 3))})
        << 3 << 3 << false << QStringList{"combat.level-only", "combat.monsters-win-ties"};
}

void TestCombat::strength()
{
    QFETCH(Edition, edition);
    QFETCH(Combat, combat);
    QFETCH(int, playerStrength);
    QFETCH(int, monsterStrength);
    QFETCH(bool, win);
    QFETCH(QStringList, cites);

    const CombatResult result = judgeCombat(profile(edition), Options{}, combat);
    QCOMPARE(result.playerStrength, playerStrength);
    QCOMPARE(result.monsterStrength, monsterStrength);
    QCOMPARE(result.outcome == Outcome::Win, win);
    ARBITER_COMPARE_LEGAL(result.verdict, true);
    ARBITER_VERIFY_CITES_ALL(result.verdict, cites);
    if (!cites.contains(QStringLiteral("combat.road-trip")))
        ARBITER_VERIFY_NOT_CITES(result.verdict, "combat.road-trip");
}

void TestCombat::ties_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<Combat>("combat");
    QTest::addColumn<bool>("win");
    QTest::addColumn<int>("winsTies");  // 1 or 0; -1 when the row does not fix it
    QTest::addColumn<QStringList>("cites");
    QTest::addColumn<QStringList>("notCites");

    const Monster troll = monster("Troll", 7, 2);
    for (const EditionProfile& p : allEditions()) {
        const QByteArray id = idOf(p);
        const Edition e = p.edition;
        const bool deluxe = e == Edition::Deluxe;
        const QStringList warriorWins = {"combat.warrior-wins-ties"};
        const QStringList monstersWin = {"combat.monsters-win-ties"};
        // "monsters win ties" in every rulebook.
        QTest::addRow("%s: a tie goes to the monster", id.constData())
            << e << fight(player(4, 3), {troll}) << false << 0 << monstersWin
            << QStringList{"combat.warrior-wins-ties"};
        // Deluxe, Asking For Help: "if a Warrior helps you, you will win if your combined total ties".
        QTest::addRow("%s: a Warrior fighter ties", id.constData())
            << e << fight(withClass(player(4, 3), "Warrior"), {troll}) << deluxe << int(deluxe)
            << (deluxe ? warriorWins : monstersWin) << (deluxe ? monstersWin : warriorWins);
        QTest::addRow("%s: a Warrior helper ties", id.constData())
            << e << helpedBy(fight(player(3, 1), {troll}), withClass(player(2, 1), "Warrior")) << deluxe
            << int(deluxe) << (deluxe ? warriorWins : monstersWin) << (deluxe ? monstersWin : warriorWins);
        QTest::addRow("%s: a Warrior still loses by one", id.constData())
            << e << fight(withClass(player(4, 2), "Warrior"), {troll}) << false << -1 << QStringList{}
            << warriorWins;
        // A card or ability that says so wins ties in any game.
        QTest::addRow("%s: fighter's wins-ties ability", id.constData())
            << e << fight(winningTies(player(4, 3)), {troll}) << true << 1
            << QStringList{"combat.wins-ties-ability"} << monstersWin;
        QTest::addRow("%s: helper's wins-ties ability", id.constData())
            << e << helpedBy(fight(player(5), {troll}), winningTies(player(1, 1))) << true << 1
            << QStringList{"combat.wins-ties-ability"} << monstersWin;
        QTest::addRow("%s: greater strength needs no tie rule", id.constData())
            << e << fight(player(5, 3), {troll}) << true << 0 << QStringList{} << monstersWin;
    }
}

void TestCombat::ties()
{
    QFETCH(Edition, edition);
    QFETCH(Combat, combat);
    QFETCH(bool, win);
    QFETCH(int, winsTies);
    QFETCH(QStringList, cites);
    QFETCH(QStringList, notCites);

    const CombatResult result = judgeCombat(profile(edition), Options{}, combat);
    QCOMPARE(result.outcome == Outcome::Win, win);
    if (winsTies >= 0)
        QCOMPARE(result.winsTies, winsTies == 1);
    ARBITER_VERIFY_CITES_ALL(result.verdict, cites);
    for (const QString& rule : notCites)
        ARBITER_VERIFY_NOT_CITES(result.verdict, rule);
}

void TestCombat::rewards_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<Options>("options");
    QTest::addColumn<Combat>("combat");
    QTest::addColumn<bool>("win");
    QTest::addColumn<int>("levelsGained");
    QTest::addColumn<int>("treasures");
    QTest::addColumn<int>("fighterLevelAfter");
    QTest::addColumn<bool>("gameWon");
    QTest::addColumn<QStringList>("cites");

    for (const EditionProfile& p : allEditions()) {
        const QByteArray id = idOf(p);
        const Edition e = p.edition;
        const Options plain;
        QTest::addRow("%s: one kill, one level", id.constData())
            << e << plain << fight(player(3, 5), {monster("Orc", 4, 2)}) << true << 1 << 2 << 4 << false
            << QStringList{};
        // "Draw that many Treasures, modified by any Monster Enhancers played on it."
        QTest::addRow("%s: enhancers change the Treasure", id.constData())
            << e << plain
            << fight(player(5, 9),
                     {enhanced(enhanced(monster("Orc", 4, 2), "Enraged", 5, 1), "Ancient", 3, 2)})
            << true << 1 << 5 << 6 << false << QStringList{};
        QTest::addRow("%s: Treasure never below zero", id.constData())
            << e << plain << fight(player(3), {enhanced(monster("Rat", 3, 1), "Baby", -4, -2)}) << true << 1
            << 0 << 4 << false << QStringList{};
        QTest::addRow("%s: big monster gives two levels", id.constData())
            << e << plain << fight(player(5, 10), {monster("Dragon", 14, 4, 2)}) << true << 2 << 4 << 7
            << false << QStringList{};
        QTest::addRow("%s: several monsters add up", id.constData())
            << e << plain << fight(player(4, 10), {monster("Orc", 3, 2), monster("Giant", 9, 3, 2)}) << true
            << 3 << 5 << 7 << false << QStringList{};
        // "once you kill a monster to reach Level 10, you win!"
        QTest::addRow("%s: kill at 9 wins the game", id.constData())
            << e << plain << fight(player(9, 5), {monster("Orc", 4, 2)}) << true << 1 << 2 << 10 << true
            << QStringList{};
        QTest::addRow("%s: two levels from 9 stop at 10", id.constData())
            << e << plain << fight(player(9, 9), {monster("Dragon", 16, 4, 2)}) << true << 2 << 4 << 10
            << true << QStringList{};
        QTest::addRow("%s: two kills from 8 reach 10", id.constData())
            << e << plain << fight(player(8, 9), {monster("Orc", 4, 1), monster("Gnome", 2, 1)}) << true << 2
            << 2 << 10 << true << QStringList{};
        QTest::addRow("%s: epic: Level 10 is not the end", id.constData())
            << e << epicGame() << fight(player(9, 5), {monster("Orc", 4, 2)}) << true << 1 << 2 << 10 << false
            << QStringList{};
        QTest::addRow("%s: epic: Level 20 wins", id.constData())
            << e << epicGame() << fight(player(19, 5), {monster("Orc", 4, 2)}) << true << 1 << 2 << 20 << true
            << QStringList{};
        // Running Away: "You don't get any levels or Treasure."
        QTest::addRow("%s: a loss pays nothing", id.constData())
            << e << plain << fight(player(3, 2), {monster("Net Troll", 10, 3)}) << false << 0 << 0 << 3
            << false << QStringList{"combat.no-rewards-when-running"};
        QTest::addRow("%s: a loss at 9 keeps 9", id.constData())
            << e << plain << fight(player(9), {monster("Net Troll", 10, 3)}) << false << 0 << 0 << 9 << false
            << QStringList{"combat.no-rewards-when-running"};
        // "get rid of the monster without killing it ... you don't get a level ... nor the Treasures".
        QTest::addRow("%s: an eliminated monster pays nothing", id.constData())
            << e << plain << fight(player(4), {eliminated(monster("Giant", 12, 4)), monster("Orc", 2, 1)})
            << true << 1 << 1 << 5 << false << QStringList{"combat.eliminated"};
        QTest::addRow("%s: every monster eliminated", id.constData())
            << e << plain << fight(player(1), {eliminated(monster("Giant", 12, 4))}) << true << 0 << 0 << 1
            << false << QStringList{"combat.eliminated"};
        // "If you eliminate one monster, but then run from the other(s), you don't get any levels or
        // Treasure!"
        QTest::addRow("%s: eliminate one, run from the other", id.constData())
            << e << plain << fight(player(4), {eliminated(monster("Orc", 3, 2)), monster("Net Troll", 10, 3)})
            << false << 0 << 0 << 4 << false << QStringList{"combat.no-rewards-when-running"};
    }
}

void TestCombat::rewards()
{
    QFETCH(Edition, edition);
    QFETCH(Options, options);
    QFETCH(Combat, combat);
    QFETCH(bool, win);
    QFETCH(int, levelsGained);
    QFETCH(int, treasures);
    QFETCH(int, fighterLevelAfter);
    QFETCH(bool, gameWon);
    QFETCH(QStringList, cites);

    const CombatResult result = judgeCombat(profile(edition), options, combat);
    QCOMPARE(result.outcome == Outcome::Win, win);
    QCOMPARE(result.levelsGained, levelsGained);
    QCOMPARE(result.treasures, treasures);
    QCOMPARE(result.fighterLevelAfter, fighterLevelAfter);
    QCOMPARE(result.gameWon, gameWon);
    ARBITER_VERIFY_CITES_ALL(result.verdict, cites);
    ARBITER_COMPARE_LEGAL(result.verdict, true);
    if (!win)
        QVERIFY(result.rewards.empty());
}

void TestCombat::rewardsPerMonster()
{
    const Combat combat =
        fight(player(6, 10), {enhanced(monster("Orc", 3, 2), "Enraged", 5, 1),
                              eliminated(monster("Ghost", 8, 3)), monster("Giant", 4, 3, 2)});
    const CombatResult result = judgeCombat(profile(Edition::Deluxe), Options{}, combat);
    QCOMPARE(result.playerStrength, 16);
    QCOMPARE(result.monsterStrength, 12);
    QVERIFY(result.outcome == Outcome::Win);
    QCOMPARE(result.rewards.size(), std::size_t{2});
    QCOMPARE(toQString(result.rewards[0].name), QStringLiteral("Orc"));
    QCOMPARE(result.rewards[0].levels, 1);
    QCOMPARE(result.rewards[0].treasures, 3);
    QCOMPARE(toQString(result.rewards[1].name), QStringLiteral("Giant"));
    QCOMPARE(result.rewards[1].levels, 2);
    QCOMPARE(result.rewards[1].treasures, 3);
    QCOMPARE(result.levelsGained, 3);
    QCOMPARE(result.treasures, 6);
    QCOMPARE(result.fighterLevelAfter, 9);
    ARBITER_VERIFY_CITES(result.verdict, "combat.eliminated");
}

void TestCombat::claimWait_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<Combat>("combat");
    QTest::addColumn<int>("waitMs");

    // "a reasonable time, defined as about 2.6 seconds" (3.75 seconds in Pathfinder), after a kill only.
    const Combat win = fight(player(5, 2), {monster("Orc", 3)});
    const Combat loss = fight(player(2), {monster("Orc", 3)});
    QTest::addRow("deluxe win") << Edition::Deluxe << win << 2600;
    QTest::addRow("cthulhu win") << Edition::Cthulhu << win << 2600;
    QTest::addRow("nightmare win") << Edition::Nightmare << win << 2600;
    QTest::addRow("pathfinder win") << Edition::Pathfinder << win << 3750;
    QTest::addRow("deluxe loss") << Edition::Deluxe << loss << 0;
    QTest::addRow("pathfinder loss") << Edition::Pathfinder << loss << 0;
}

void TestCombat::claimWait()
{
    QFETCH(Edition, edition);
    QFETCH(Combat, combat);
    QFETCH(int, waitMs);

    const CombatResult result = judgeCombat(profile(edition), Options{}, combat);
    QCOMPARE(result.claimWaitMs, waitMs);
    if (waitMs > 0)
        ARBITER_VERIFY_CITES(result.verdict, "combat.kill-claim-wait");
}

void TestCombat::elfHelper_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<Combat>("combat");
    QTest::addColumn<int>("helperLevelsGained");
    QTest::addColumn<int>("helperLevelAfter");
    QTest::addColumn<bool>("helperWins");

    // Deluxe: "Your helper does not go up any levels . . . unless he's an Elf, in which case he gains one
    // level for each monster slain." The other rulebooks: "Your helper does not go up any levels."
    const Combatant elf = withRace(player(3, 2), "Elf");
    const Combat twoSlain = helpedBy(fight(player(5, 5), {monster("Orc", 3), monster("Gnome", 4)}), elf);
    for (const EditionProfile& p : allEditions()) {
        const QByteArray id = idOf(p);
        const Edition e = p.edition;
        const bool deluxe = e == Edition::Deluxe;
        QTest::addRow("%s: Elf helper, two monsters slain", id.constData())
            << e << twoSlain << (deluxe ? 2 : 0) << (deluxe ? 5 : 3) << false;
        QTest::addRow("%s: Elf helper, a two-level monster", id.constData())
            << e << helpedBy(fight(player(5, 5), {monster("Dragon", 12, 4, 2)}), elf) << (deluxe ? 1 : 0)
            << (deluxe ? 4 : 3) << false;
        QTest::addRow("%s: Elf helper at 9 reaches 10", id.constData())
            << e << helpedBy(fight(player(5, 5), {monster("Orc", 3)}), withRace(player(9), "Elf"))
            << (deluxe ? 1 : 0) << (deluxe ? 10 : 9) << deluxe;
        QTest::addRow("%s: Elf helper, one eliminated, one slain", id.constData())
            << e << helpedBy(fight(player(5, 5), {eliminated(monster("Ghost", 6)), monster("Orc", 3)}), elf)
            << (deluxe ? 1 : 0) << (deluxe ? 4 : 3) << false;
        QTest::addRow("%s: Elf helper, fight lost", id.constData())
            << e << helpedBy(fight(player(2), {monster("Net Troll", 10)}), elf) << 0 << 3 << false;
        QTest::addRow("%s: a Dwarf helper gains nothing", id.constData())
            << e << helpedBy(fight(player(5, 5), {monster("Orc", 3)}), withRace(player(3, 2), "Dwarf")) << 0
            << 3 << false;
        QTest::addRow("%s: an Elf fighter's helper gains nothing", id.constData())
            << e << helpedBy(fight(withRace(player(5, 5), "Elf"), {monster("Orc", 3)}), player(3, 2)) << 0
            << 3 << false;
    }
}

void TestCombat::elfHelper()
{
    QFETCH(Edition, edition);
    QFETCH(Combat, combat);
    QFETCH(int, helperLevelsGained);
    QFETCH(int, helperLevelAfter);
    QFETCH(bool, helperWins);

    const CombatResult result = judgeCombat(profile(edition), Options{}, combat);
    QCOMPARE(result.helperLevelsGained, helperLevelsGained);
    QCOMPARE(result.helperLevelAfter, helperLevelAfter);
    QCOMPARE(result.helperWins, helperWins);
    if (helperLevelsGained > 0)
        ARBITER_VERIFY_CITES(result.verdict, "combat.elf-helper-levels");
    else
        ARBITER_VERIFY_NOT_CITES(result.verdict, "combat.elf-helper-levels");
}

void TestCombat::sharedVictory_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<Options>("options");
    QTest::addColumn<Combat>("combat");
    QTest::addColumn<bool>("gameWon");
    QTest::addColumn<bool>("helperWins");

    // Faster Play: "if a player reaches Level 10 in a fight where he had a helper, the helper also wins the
    // game, no matter what Level he is." Off unless chosen.
    const Combat atNine = helpedBy(fight(player(9, 2), {monster("Orc", 8)}), player(3, 4));
    for (const EditionProfile& p : allEditions()) {
        const QByteArray id = idOf(p);
        const Edition e = p.edition;
        QTest::addRow("%s: shared victory on", id.constData())
            << e << sharedVictoryOn() << atNine << true << true;
        QTest::addRow("%s: shared victory off", id.constData()) << e << Options{} << atNine << true << false;
        QTest::addRow("%s: no game won, nothing shared", id.constData())
            << e << sharedVictoryOn() << helpedBy(fight(player(5, 2), {monster("Orc", 8)}), player(3, 4))
            << false << false;
        QTest::addRow("%s: no helper, nothing shared", id.constData())
            << e << sharedVictoryOn() << fight(player(9, 2), {monster("Orc", 8)}) << true << false;
        QTest::addRow("%s: epic shared victory at 20", id.constData())
            << e << sharedVictoryOn(true) << helpedBy(fight(player(19, 2), {monster("Orc", 8)}), player(3, 4))
            << true << true;
        QTest::addRow("%s: a lost fight shares nothing", id.constData())
            << e << sharedVictoryOn() << helpedBy(fight(player(9), {monster("Net Troll", 20)}), player(3, 4))
            << false << false;
    }
}

void TestCombat::sharedVictory()
{
    QFETCH(Edition, edition);
    QFETCH(Options, options);
    QFETCH(Combat, combat);
    QFETCH(bool, gameWon);
    QFETCH(bool, helperWins);

    const CombatResult result = judgeCombat(profile(edition), options, combat);
    QCOMPARE(result.gameWon, gameWon);
    QCOMPARE(result.helperWins, helperWins);
    if (helperWins)
        ARBITER_VERIFY_CITES(result.verdict, "combat.shared-victory");
    else
        ARBITER_VERIFY_NOT_CITES(result.verdict, "combat.shared-victory");
}

void TestCombat::giveThanks_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<Combat>("combat");
    QTest::addColumn<int>("treasures");
    QTest::addColumn<int>("helperTreasures");

    // Nightmare, Thanksgiving Town: "When another player helps you kill a monster of Level 10 or higher, you
    // may both draw an extra Treasure."
    const Edition n = Edition::Nightmare;
    const Combatant pilgrim = withCitizenship(player(8, 6), "Thanksgiving Town");
    const Combatant helper = player(5, 3);
    QTest::addRow("nightmare: Level 10 monster")
        << n << helpedBy(fight(pilgrim, {monster("Oogie Boogie", 10, 2)}), helper) << 3 << 1;
    QTest::addRow("nightmare: two big monsters")
        << n
        << helpedBy(fight(pilgrim, {monster("Oogie Boogie", 10, 2), monster("Behemoth", 12, 3)}),
                    player(9, 9))
        << 7 << 2;
    QTest::addRow("nightmare: Level 9 is too small")
        << n << helpedBy(fight(pilgrim, {monster("Corpse Kid", 9, 2)}), helper) << 2 << 0;
    QTest::addRow("nightmare: enhancers do not change the Level")
        << n
        << helpedBy(fight(pilgrim, {enhanced(monster("Jewel Finkelstein", 1, 1), "Monstrous", 10, 2)}),
                    helper)
        << 3 << 0;
    QTest::addRow("nightmare: no helper, no thanks")
        << n << fight(pilgrim, {monster("Behemoth", 10, 2)}) << 2 << 0;
    QTest::addRow("nightmare: only the helper is a pilgrim")
        << n
        << helpedBy(fight(withCitizenship(player(8, 6), "Halloween Town"), {monster("Behemoth", 10, 2)}),
                    withCitizenship(player(5, 3), "Thanksgiving Town"))
        << 2 << 0;
    QTest::addRow("nightmare: eliminated big monster gives no thanks")
        << n
        << helpedBy(fight(pilgrim, {eliminated(monster("Behemoth", 12, 3)), monster("Bat", 2, 1)}), helper)
        << 1 << 0;
    QTest::addRow("nightmare: a lost fight gives no thanks")
        << n << helpedBy(fight(player(2), {monster("Behemoth", 20, 3)}), helper) << 0 << 0;
    for (Edition e : {Edition::Deluxe, Edition::Cthulhu, Edition::Pathfinder}) {
        const QString id = editionId(e);
        QTest::addRow("%s: no Give Thanks outside Nightmare", qPrintable(id))
            << e << helpedBy(fight(pilgrim, {monster("Behemoth", 10, 2)}), helper) << 2 << 0;
    }
}

void TestCombat::giveThanks()
{
    QFETCH(Edition, edition);
    QFETCH(Combat, combat);
    QFETCH(int, treasures);
    QFETCH(int, helperTreasures);

    const CombatResult result = judgeCombat(profile(edition), Options{}, combat);
    QCOMPARE(result.treasures, treasures);
    QCOMPARE(result.helperTreasures, helperTreasures);
    if (helperTreasures > 0)
        ARBITER_VERIFY_CITES(result.verdict, "combat.give-thanks");
    else
        ARBITER_VERIFY_NOT_CITES(result.verdict, "combat.give-thanks");
}

void TestCombat::oneHelperOnly_data()
{
    QTest::addColumn<Edition>("edition");

    for (const EditionProfile& p : allEditions())
        QTest::addRow("%s", idOf(p).constData()) << p.edition;
}

void TestCombat::oneHelperOnly()
{
    QFETCH(Edition, edition);

    // "Only one player can help you": a second helper is refused; the fight is judged with the first.
    Combat combat = helpedBy(fight(player(4, 2), {monster("Orc", 8, 2)}), player(3, 1));
    combat.extraHelpers = 1;
    const CombatResult result = judgeCombat(profile(edition), Options{}, combat);
    ARBITER_COMPARE_LEGAL(result.verdict, false);
    ARBITER_VERIFY_CITES(result.verdict, "combat.one-helper");
    QCOMPARE(result.playerStrength, 10);
    QCOMPARE(result.monsterStrength, 8);
    QVERIFY(result.outcome == Outcome::Win);

    combat.extraHelpers = 0;
    const CombatResult allowed = judgeCombat(profile(edition), Options{}, combat);
    ARBITER_COMPARE_LEGAL(allowed.verdict, true);
    ARBITER_VERIFY_NOT_CITES(allowed.verdict, "combat.one-helper");
}

QTEST_APPLESS_MAIN(TestCombat)
#include "tst_combat.moc"

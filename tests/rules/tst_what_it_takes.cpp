// What it takes: the strength that turns a fight (counting who wins ties), checked against the rulebook's
// worked example of combat and against judgeCombat itself; and the chance of running away with the
// modifiers in play, against the rulebooks' "5 or more".

#include "combat_builders.h"
#include "rules_test_support.h"

#include "rules/munchkin/what_it_takes.h"

#include <QTest>

using namespace arbiter::rules;
using namespace arbiter::rules::munchkin;
using namespace arbiter::rules::test;

namespace {

// 003_11fe419b31259b9c.txt, "Example of Combat, With Numbers and Everything": Aric, a 4th-Level Warrior
// with the Chainsaw (+3), against the Net Troll (Level 10).
Combat aric(bool warrior)
{
    Combat fight;
    fight.fighter = player(4, 3);
    if (warrior)
        fight.fighter = withClass(fight.fighter, "Warrior");
    fight.monsters = {monster("Net Troll", 10, 3)};
    return fight;
}
Combat withCard(Combat fight, bool forPlayers, const char* name, int bonus)
{
    (forPlayers ? fight.playerSide : fight.monsterSide).push_back({name, bonus});
    return fight;
}
Combat magicMissile(bool warrior)  // "He plays the Magic Missile, giving him +5 for this fight."
{
    return withCard(aric(warrior), true, "Magic Missile", 5);
}
Combat enraged(bool warrior)  // "Suzan plays Enraged, adding 5 to the Net Troll's combat strength."
{
    Combat fight = magicMissile(warrior);
    fight.monsters.front() = enhanced(fight.monsters.front(), "Enraged", 5, 1);
    return fight;
}
Combat berserking(bool warrior)  // "discards three cards ... Each one gives him +1"
{
    Combat fight = enraged(warrior);
    fight.fighter.abilityBonus = 3;
    return fight;
}

Outcome judged(const Combat& fight)
{
    return judgeCombat(profile(Edition::Deluxe), {}, fight).outcome;
}

}  // namespace

class TestWhatItTakes : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void fight_data()
    {
        QTest::addColumn<Combat>("fight");
        QTest::addColumn<bool>("playersNeed");
        QTest::addColumn<int>("amount");
        QTest::addColumn<bool>("tieWins");
        // "Aric's at a 7, the Net Troll is at a 10, so Aric is losing." A Warrior wins ties: 3 is enough.
        QTest::newRow("Aric alone") << aric(true) << true << 3 << true;
        // Without the Warrior's ties the players must beat 10: 4.
        QTest::newRow("Aric alone, no Warrior") << aric(false) << true << 4 << false;
        // "Now his combat strength is 12, beating the Net Troll's 10." The monsters must beat 12: 3.
        QTest::newRow("Magic Missile") << magicMissile(true) << false << 3 << false;
        // Without the Warrior a tie at 12 would be the monsters': 2.
        QTest::newRow("Magic Missile, no Warrior") << magicMissile(false) << false << 2 << true;
        // "Now Aric is losing, 15 to 12." Suzan's 4 "would have 16, enough"; a tie is enough: 3.
        QTest::newRow("Enraged") << enraged(true) << true << 3 << true;
        // "now we're tied, 15 to 15. Because I'm a Warrior, I win ties": the monsters need 1.
        QTest::newRow("Berserking") << berserking(true) << false << 1 << false;
        // "monsters win ties!": at 15 to 15 without a Warrior the players need 1.
        QTest::newRow("tied, no Warrior") << berserking(false) << true << 1 << false;
    }

    // 003_11fe419b31259b9c.txt: "If the monster's combat strength is equal to yours, or greater, you lose the
    // combat ... note that monsters win ties!" and "if a Warrior helps you, you will win if your combined
    // total ties that of the monster".
    void fight()
    {
        QFETCH(Combat, fight);
        QFETCH(bool, playersNeed);
        QFETCH(int, amount);
        QFETCH(bool, tieWins);
        const CombatResult result = judgeCombat(profile(Edition::Deluxe), {}, fight);
        const WhatItTakes takes = whatItTakes(result);
        QVERIFY(takes.judged);
        QVERIFY(!takes.settled);
        QCOMPARE(takes.playersNeed, playersNeed);
        QCOMPARE(takes.amount, amount);
        QCOMPARE(takes.tieWins, tieWins);
        QVERIFY2(takes.verdict.cites("combat.what-it-takes"), describe(takes.verdict));
        QVERIFY(takes.verdict.legal);
        // The referee agrees: `amount` on the needing side turns the fight, one less does not.
        const Outcome now = result.outcome;
        QCOMPARE(judged(withCard(fight, playersNeed, "enough", amount)) != now, true);
        QCOMPARE(judged(withCard(fight, playersNeed, "one short", amount - 1)), now);
    }

    // 003_11fe419b31259b9c.txt: "Sometimes a card will let you get rid of the monster without killing it.
    // This is still 'winning'": with no monster left, no strength turns the fight.
    void noMonsterLeft()
    {
        Combat fight = aric(false);
        fight.monsters.front().eliminated = true;
        const WhatItTakes takes = whatItTakes(judgeCombat(profile(Edition::Deluxe), {}, fight));
        QVERIFY(takes.settled);
        QCOMPARE(takes.outcome, Outcome::Win);
        QVERIFY(takes.verdict.cites("combat.what-it-takes"));
    }

    // A fight the referee refuses (two Classes without Super Munchkin) has nothing to say.
    void refusedFight()
    {
        Combat fight = aric(true);
        fight.fighter = withClass(fight.fighter, "Wizard");
        const WhatItTakes takes = whatItTakes(judgeCombat(profile(Edition::Deluxe), {}, fight));
        QVERIFY(!takes.judged);
        QCOMPARE(takes.amount, 0);
    }

    void escape_data()
    {
        QTest::addColumn<Edition>("edition");
        QTest::addColumn<int>("modifier");
        QTest::addColumn<bool>("sacrificeRide");
        QTest::addColumn<bool>("helper");
        QTest::addColumn<int>("minimumRoll");
        QTest::addColumn<int>("faces");
        QTest::addColumn<bool>("automatic");
        // 003_11fe419b31259b9c.txt: "Roll the die. You escape on a 5 or more."
        QTest::newRow("plain roll") << Edition::Deluxe << 0 << false << false << 5 << 2 << false;
        QTest::newRow("the helper's roll") << Edition::Deluxe << 0 << false << true << 5 << 2 << false;
        // "some monsters give you a bonus or penalty to your roll for that monster only."
        QTest::newRow("+1 to run") << Edition::Deluxe << 1 << false << false << 4 << 3 << false;
        QTest::newRow("-1 to run") << Edition::Deluxe << -1 << false << false << 6 << 1 << false;
        QTest::newRow("-2: no face escapes") << Edition::Deluxe << -2 << false << false << 0 << 0 << false;
        QTest::newRow("+4: every face escapes") << Edition::Deluxe << 4 << false << false << 1 << 6 << false;
        QTest::newRow("+9 is no better than certain")
            << Edition::Deluxe << 9 << false << false << 1 << 6 << false;
        // 004_912bad36ff09a3b7.txt (Cthulhu): "Roll the die. You escape on a 5 or more."
        QTest::newRow("Cthulhu") << Edition::Cthulhu << 0 << false << false << 5 << 2 << false;
        // 001_773ee46f21d8dace.txt (Nightmare): "Rides can be sacrificed to allow automatic escape".
        QTest::newRow("a Ride sacrificed") << Edition::Nightmare << -3 << true << false << 0 << 0 << true;
        QTest::newRow("the helper taken along") << Edition::Nightmare << 0 << true << true << 0 << 0 << true;
        // Deluxe has no Rides: a sacrifice is no escape.
        QTest::newRow("no Rides in Deluxe") << Edition::Deluxe << 0 << true << false << 5 << 2 << false;
    }
    void escape()
    {
        QFETCH(Edition, edition);
        QFETCH(int, modifier);
        QFETCH(bool, sacrificeRide);
        QFETCH(bool, helper);
        QFETCH(int, minimumRoll);
        QFETCH(int, faces);
        QFETCH(bool, automatic);
        EscapeQuestion question;
        question.runner = helper ? Runner::Helper : Runner::Fighter;
        question.modifier = modifier;
        question.sacrificeRide = sacrificeRide;
        const EscapeChance chance = escapeChance(profile(edition), question);
        QCOMPARE(chance.automatic, automatic);
        QCOMPARE(chance.minimumRoll, minimumRoll);
        QCOMPARE(chance.escapingFaces, faces);
        QCOMPARE(chance.probability, automatic ? 1.0 : faces / 6.0);
        QVERIFY2(chance.verdict.cites("runaway.chance"), describe(chance.verdict));
    }

    // Nightmare: "you can even decide whether or not your helper automatically escapes": left behind, the
    // helper rolls like anyone.
    void helperLeftBehindRolls()
    {
        EscapeQuestion question;
        question.runner = Runner::Helper;
        question.sacrificeRide = true;
        question.helperEscapesWithRide = false;
        const EscapeChance chance = escapeChance(profile(Edition::Nightmare), question);
        QVERIFY(!chance.automatic);
        QCOMPARE(chance.minimumRoll, 5);
    }
};

QTEST_APPLESS_MAIN(TestWhatItTakes)
#include "tst_what_it_takes.moc"

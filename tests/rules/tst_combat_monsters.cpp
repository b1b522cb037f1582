// Combat, the monsters' side: bonuses against a character card, counted once, and the tribal rules that let
// monsters join a fight without Wandering Monster.

#include "combat_builders.h"
#include "rules_test_support.h"

#include "rules/munchkin/combat.h"

#include <QTest>

#include <vector>

using namespace arbiter::rules::munchkin;
using namespace arbiter::rules::test;

Q_DECLARE_METATYPE(arbiter::rules::munchkin::Character)
Q_DECLARE_METATYPE(arbiter::rules::munchkin::VersusBonus)
Q_DECLARE_METATYPE(arbiter::rules::munchkin::Monster)
Q_DECLARE_METATYPE(std::vector<arbiter::rules::munchkin::Monster>)

namespace {

QByteArray idOf(const EditionProfile& p)
{
    return QByteArray(p.id.data(), static_cast<qsizetype>(p.id.size()));
}

// The edition's first kind of character card: Race in Deluxe, Class in Cthulhu and Pathfinder, Citizenship
// in Nightmare.
CardKind firstKind(const EditionProfile& p)
{
    return p.characterCards.front().kind;
}

Combatant holding(Combatant c, CardKind kind, const std::vector<std::string>& cards, bool doubled = false)
{
    cardsOf(c.character, kind) = cards;
    setDoubled(c.character, kind, doubled);
    return c;
}

Character character(CardKind kind, const std::vector<std::string>& cards, bool doubled = false)
{
    Character ch;
    cardsOf(ch, kind) = cards;
    setDoubled(ch, kind, doubled);
    return ch;
}

Character ofSex(Sex sex)
{
    Character ch;
    ch.sex = sex;
    return ch;
}

VersusBonus bonusAgainst(Attribute::Kind kind, const std::string& value, int bonus)
{
    VersusBonus v;
    v.when.kind = kind;
    v.when.value = value;
    v.bonus = bonus;
    return v;
}

Monster undead(const std::string& name, int level, JoinedBy how = JoinedBy::Door)
{
    return joinedBy(tagged(monster(name, level), "Undead"), how);
}

Monster goblin(const std::string& name, int level, JoinedBy how = JoinedBy::Door)
{
    return joinedBy(tagged(monster(name, level), "Goblin"), how);
}

Monster demon(const std::string& name, int level, JoinedBy how = JoinedBy::Door)
{
    return joinedBy(tagged(monster(name, level), "Demon"), how);
}

Monster hemogoblin(JoinedBy how = JoinedBy::Door)
{
    return joinedBy(tagged(tagged(monster("Hemogoblin", 6), "Undead"), "Goblin"), how);
}

// The Hemogoblin as a table may enter it: by name only, no tags typed.
Monster untaggedHemogoblin(JoinedBy how = JoinedBy::Door)
{
    return joinedBy(monster("Hemogoblin", 6), how);
}

Monster goth(const std::string& name, JoinedBy how = JoinedBy::Door)
{
    return joinedBy(monster(name, 8), how);
}

}  // namespace

class TestCombatMonsters : public QObject {
    Q_OBJECT

private slots:
    void versus_data();
    void versus();
    void triggersVersus_data();
    void triggersVersus();
    void checkJoin_data();
    void checkJoin();
    void joinsInsideCombat_data();
    void joinsInsideCombat();
};

void TestCombatMonsters::versus_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<Combat>("combat");
    QTest::addColumn<int>("monsterStrength");
    QTest::addColumn<QStringList>("cites");
    QTest::addColumn<QStringList>("notCites");

    // "The special abilities or vulnerabilities of the monster also apply to your helper, and vice versa",
    // but a bonus is not increased twice; a doubler on a single card gives "none of the disadvantages
    // (monsters do not get bonuses because of your Class)" while "monsters with penalties against that Class
    // suffer those penalties".
    for (const EditionProfile& p : allEditions()) {
        const QByteArray id = idOf(p);
        const Edition e = p.edition;
        const CardKind kind = firstKind(p);
        const Attribute::Kind attr = attributeKind(kind);
        const std::string a = firstCard(p, kind);
        const std::string b = secondCard(p, kind);
        const Monster plusFour = withVersus(monster("Slime", 5), attr, a, 4);
        const Monster minusThree = withVersus(monster("Akata", 5), attr, a, -3);
        const Combatant base = player(3, 2);
        const QStringList once = {"combat.versus-once"};
        const QStringList none;

        QTest::addRow("%s: the fighter has the card", id.constData())
            << e << fight(holding(base, kind, {a}), {plusFour}) << 9 << none << once;
        QTest::addRow("%s: the helper has the card", id.constData())
            << e << helpedBy(fight(base, {plusFour}), holding(player(2), kind, {a})) << 9 << none << once;
        QTest::addRow("%s: both have it, counted once", id.constData())
            << e << helpedBy(fight(holding(base, kind, {a}), {plusFour}), holding(player(2), kind, {a})) << 9
            << once << none;
        QTest::addRow("%s: nobody has it", id.constData())
            << e << helpedBy(fight(holding(base, kind, {b}), {plusFour}), player(2)) << 5 << none << once;
        QTest::addRow("%s: a penalty through the helper", id.constData())
            << e << helpedBy(fight(base, {minusThree}), holding(player(2), kind, {a})) << 2 << none << once;
        QTest::addRow("%s: a penalty for both, counted once", id.constData())
            << e << helpedBy(fight(holding(base, kind, {a}), {minusThree}), holding(player(2), kind, {a}))
            << 2 << once << none;
        QTest::addRow("%s: doubled single card ignores the bonus", id.constData())
            << e << fight(holding(base, kind, {a}, true), {plusFour}) << 5
            << QStringList{"equip.doubler-advantages"} << none;
        QTest::addRow("%s: doubled single card still suffers the penalty", id.constData())
            << e << fight(holding(base, kind, {a}, true), {minusThree}) << 2 << none << none;
        QTest::addRow("%s: doubler with two cards keeps the bonus", id.constData())
            << e << fight(holding(base, kind, {a, b}, true), {plusFour}) << 9 << none << none;
        QTest::addRow("%s: a plain helper brings the bonus back", id.constData())
            << e << helpedBy(fight(holding(base, kind, {a}, true), {plusFour}), holding(player(2), kind, {a}))
            << 9 << none << none;
        QTest::addRow("%s: two bonuses on one monster", id.constData())
            << e
            << helpedBy(fight(holding(base, kind, {a}),
                              {withVersus(withVersus(monster("Slime", 5), attr, a, 2), attr, b, 3)}),
                        holding(player(2), kind, {b}))
            << 10 << none << none;
        QTest::addRow("%s: a bonus against women", id.constData())
            << e << fight(base, {withVersus(monster("Pixie", 4), Attribute::Kind::Sex, "female", 2)}) << 4
            << none << none;
        Combatant woman = base;
        woman.character.sex = Sex::Female;
        QTest::addRow("%s: a bonus against a woman fighter", id.constData())
            << e << fight(woman, {withVersus(monster("Pixie", 4), Attribute::Kind::Sex, "female", 2)}) << 6
            << none << none;
        QTest::addRow("%s: bonuses on two monsters", id.constData())
            << e << fight(holding(base, kind, {a}), {plusFour, withVersus(monster("Orc", 2), attr, a, 1)})
            << 12 << none << none;
    }
}

void TestCombatMonsters::versus()
{
    QFETCH(Edition, edition);
    QFETCH(Combat, combat);
    QFETCH(int, monsterStrength);
    QFETCH(QStringList, cites);
    QFETCH(QStringList, notCites);

    const CombatResult result = judgeCombat(profile(edition), Options{}, combat);
    QCOMPARE(result.monsterStrength, monsterStrength);
    ARBITER_VERIFY_CITES_ALL(result.verdict, cites);
    for (const QString& rule : notCites)
        ARBITER_VERIFY_NOT_CITES(result.verdict, rule);
}

void TestCombatMonsters::triggersVersus_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<Character>("character");
    QTest::addColumn<VersusBonus>("bonus");
    QTest::addColumn<bool>("triggers");

    for (const EditionProfile& p : allEditions()) {
        const QByteArray id = idOf(p);
        const Edition e = p.edition;
        for (const CharacterCardKind& k : p.characterCards) {
            const QByteArray kindName = QByteArray::fromStdString(toString(k.kind));
            const std::string a = std::string(k.cards[0]);
            const std::string b = std::string(k.cards[1]);
            const Attribute::Kind attr = attributeKind(k.kind);
            QTest::addRow("%s %s: has the card", id.constData(), kindName.constData())
                << e << character(k.kind, {a}) << bonusAgainst(attr, a, 3) << true;
            QTest::addRow("%s %s: lacks the card", id.constData(), kindName.constData())
                << e << character(k.kind, {b}) << bonusAgainst(attr, a, 3) << false;
            QTest::addRow("%s %s: no card at all", id.constData(), kindName.constData())
                << e << Character{} << bonusAgainst(attr, a, 3) << false;
            QTest::addRow("%s %s: doubled single card, bonus", id.constData(), kindName.constData())
                << e << character(k.kind, {a}, true) << bonusAgainst(attr, a, 3) << false;
            QTest::addRow("%s %s: doubled single card, penalty", id.constData(), kindName.constData())
                << e << character(k.kind, {a}, true) << bonusAgainst(attr, a, -3) << true;
            QTest::addRow("%s %s: doubled two cards, bonus", id.constData(), kindName.constData())
                << e << character(k.kind, {a, b}, true) << bonusAgainst(attr, a, 3) << true;
        }
        QTest::addRow("%s: a woman against a bonus for women", id.constData())
            << e << ofSex(Sex::Female) << bonusAgainst(Attribute::Kind::Sex, "female", 2) << true;
        QTest::addRow("%s: a man against a bonus for women", id.constData())
            << e << ofSex(Sex::Male) << bonusAgainst(Attribute::Kind::Sex, "female", 2) << false;
        QTest::addRow("%s: a man against a bonus for men", id.constData())
            << e << ofSex(Sex::Male) << bonusAgainst(Attribute::Kind::Sex, "male", 2) << true;
    }
}

void TestCombatMonsters::triggersVersus()
{
    QFETCH(Edition, edition);
    QFETCH(Character, character);
    QFETCH(VersusBonus, bonus);
    QFETCH(bool, triggers);

    QCOMPARE(arbiter::rules::munchkin::triggersVersus(profile(edition), character, bonus), triggers);
}

void TestCombatMonsters::checkJoin_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<std::vector<Monster>>("inFight");
    QTest::addColumn<Monster>("newcomer");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<QString>("rule");  // cited by the verdict; empty when the row does not fix it

    for (const EditionProfile& p : allEditions()) {
        const QByteArray id = idOf(p);
        const Edition e = p.edition;
        const char* undeadRule = "combat.join-undead";
        // Door, Look For Trouble and Wandering Monster never need a tribe.
        QTest::addRow("%s: the monster behind the door", id.constData())
            << e << std::vector<Monster>{} << monster("Orc", 3) << true << "";
        QTest::addRow("%s: Look For Trouble", id.constData())
            << e << std::vector<Monster>{} << joinedBy(monster("Orc", 3), JoinedBy::LookForTrouble) << true
            << "";
        QTest::addRow("%s: Wandering Monster", id.constData())
            << e << std::vector<Monster>{monster("Orc", 3)}
            << joinedBy(monster("Gnome", 2), JoinedBy::WanderingMonster) << true << "";
        // "You may play any Undead monster from your hand into combat to help any other Undead".
        QTest::addRow("%s: Undead joins Undead", id.constData())
            << e << std::vector<Monster>{undead("Zombie", 4)} << undead("Ghoul", 3, JoinedBy::Undead) << true
            << undeadRule;
        QTest::addRow("%s: Undead joins a later Undead", id.constData())
            << e << std::vector<Monster>{monster("Orc", 3), undead("Zombie", 4, JoinedBy::WanderingMonster)}
            << undead("Ghoul", 3, JoinedBy::Undead) << true << undeadRule;
        QTest::addRow("%s: Undead cannot join a living fight", id.constData())
            << e << std::vector<Monster>{monster("Orc", 3)} << undead("Ghoul", 3, JoinedBy::Undead) << false
            << undeadRule;
        QTest::addRow("%s: the living cannot claim Undead", id.constData())
            << e << std::vector<Monster>{undead("Zombie", 4)} << joinedBy(monster("Orc", 3), JoinedBy::Undead)
            << false << undeadRule;
        // Goblins: Pathfinder only. Demons: Nightmare only. Goths: Cthulhu only.
        const bool pathfinder = e == Edition::Pathfinder;
        QTest::addRow("%s: Goblin joins Goblin", id.constData())
            << e << std::vector<Monster>{goblin("Goblin Warchanter", 4)}
            << goblin("Goblin Dog", 2, JoinedBy::Goblin) << pathfinder
            << (pathfinder ? "combat.join-goblin" : "");
        const bool nightmare = e == Edition::Nightmare;
        QTest::addRow("%s: Demon joins Demon", id.constData())
            << e << std::vector<Monster>{demon("Harlequin Demon", 6)}
            << demon("Sandy Demon", 4, JoinedBy::Demon) << nightmare
            << (nightmare ? "combat.join-demon" : "");
        const bool cthulhu = e == Edition::Cthulhu;
        QTest::addRow("%s: a goth summons a goth", id.constData())
            << e << std::vector<Monster>{goth("Shoggoth")} << goth("Proto-Shoggoth", JoinedBy::Goth)
            << cthulhu << (cthulhu ? "combat.join-goth" : "");
    }

    // Pathfinder: "some monsters in this set are tagged Goblin ... One monster, the Hemogoblin, is both
    // Undead and a Goblin! Yes, that means it gets to use both rules".
    const Edition pf = Edition::Pathfinder;
    QTest::addRow("pathfinder: Goblin cannot join a living fight")
        << pf << std::vector<Monster>{monster("Orc", 3)} << goblin("Goblin Dog", 2, JoinedBy::Goblin) << false
        << "combat.join-goblin";
    QTest::addRow("pathfinder: Hemogoblin joins Goblins")
        << pf << std::vector<Monster>{goblin("Goblin Dog", 2)} << hemogoblin(JoinedBy::Goblin) << true
        << "combat.join-goblin";
    QTest::addRow("pathfinder: Hemogoblin joins Undead")
        << pf << std::vector<Monster>{undead("Ghoul", 3)} << hemogoblin(JoinedBy::Undead) << true
        << "combat.join-undead";
    QTest::addRow("pathfinder: Hemogoblin as Undead needs Undead")
        << pf << std::vector<Monster>{goblin("Goblin Dog", 2)} << hemogoblin(JoinedBy::Undead) << false
        << "combat.join-undead";
    QTest::addRow("pathfinder: a Goblin joins the Hemogoblin")
        << pf << std::vector<Monster>{hemogoblin()} << goblin("Goblin Dog", 2, JoinedBy::Goblin) << true
        << "combat.join-goblin";
    QTest::addRow("pathfinder: an Undead joins the Hemogoblin")
        << pf << std::vector<Monster>{hemogoblin()} << undead("Ghoul", 3, JoinedBy::Undead) << true
        << "combat.join-undead";

    // The Pathfinder profile knows the Hemogoblin by name: typed tags are not needed.
    QTest::addRow("pathfinder: the Hemogoblin by name joins Goblins")
        << pf << std::vector<Monster>{goblin("Goblin Dog", 2)} << untaggedHemogoblin(JoinedBy::Goblin) << true
        << "combat.join-goblin";
    QTest::addRow("pathfinder: an Undead joins the Hemogoblin by name")
        << pf << std::vector<Monster>{untaggedHemogoblin()} << undead("Ghoul", 3, JoinedBy::Undead) << true
        << "combat.join-undead";
    QTest::addRow("pathfinder: tags match without regard to case")
        << pf << std::vector<Monster>{tagged(monster("Goblin Dog", 2), "goblin")}
        << goblin("Goblin Pyro", 3, JoinedBy::Goblin) << true << "combat.join-goblin";
    QTest::addRow("deluxe: no Hemogoblin by name outside Pathfinder")
        << Edition::Deluxe << std::vector<Monster>{undead("Ghoul", 3)} << untaggedHemogoblin(JoinedBy::Undead)
        << false << "combat.join-undead";

    // Nightmare: "You may play any Demon from your hand into combat to help any other Demon".
    QTest::addRow("nightmare: Demon cannot join a living fight")
        << Edition::Nightmare << std::vector<Monster>{monster("Bat", 3)}
        << demon("Sandy Demon", 4, JoinedBy::Demon) << false << "combat.join-demon";

    // Cthulhu, "Goth" Monsters: one more goth joins; "A 'goth' that enters the combat this way does not get
    // to bring in another 'goth'. However, a 'goth' that enters the combat by means of a Wandering Monster
    // card
    // ... does get to bring in another".
    const Edition ct = Edition::Cthulhu;
    const char* gothRule = "combat.join-goth";
    QTest::addRow("cthulhu: goth names in any case")
        << ct << std::vector<Monster>{goth("SHOGGOTH")} << goth("Lesser shogGoth", JoinedBy::Goth) << true
        << gothRule;
    QTest::addRow("cthulhu: the first goth summoned already")
        << ct << std::vector<Monster>{goth("Shoggoth"), goth("Proto-Shoggoth", JoinedBy::Goth)}
        << goth("Lesser Shoggoth", JoinedBy::Goth) << false << gothRule;
    QTest::addRow("cthulhu: a summoned goth summons nobody")
        << ct << std::vector<Monster>{goth("Proto-Shoggoth", JoinedBy::Goth)}
        << goth("Lesser Shoggoth", JoinedBy::Goth) << false << gothRule;
    QTest::addRow("cthulhu: a wandering goth summons again")
        << ct
        << std::vector<Monster>{goth("Shoggoth"), goth("Proto-Shoggoth", JoinedBy::Goth),
                                goth("Great Shoggoth", JoinedBy::WanderingMonster)}
        << goth("Lesser Shoggoth", JoinedBy::Goth) << true << gothRule;
    QTest::addRow("cthulhu: no goth in the fight") << ct << std::vector<Monster>{monster("Deep One", 4)}
                                                   << goth("Shoggoth", JoinedBy::Goth) << false << gothRule;
    QTest::addRow("cthulhu: only goths are summoned")
        << ct << std::vector<Monster>{goth("Shoggoth")} << joinedBy(monster("Deep One", 4), JoinedBy::Goth)
        << false << gothRule;
    QTest::addRow("cthulhu: the name must end in goth")
        << ct << std::vector<Monster>{goth("Goth Rocker")} << goth("Shoggoth", JoinedBy::Goth) << false
        << gothRule;
}

void TestCombatMonsters::checkJoin()
{
    QFETCH(Edition, edition);
    QFETCH(std::vector<Monster>, inFight);
    QFETCH(Monster, newcomer);
    QFETCH(bool, legal);
    QFETCH(QString, rule);

    const arbiter::rules::Verdict verdict =
        arbiter::rules::munchkin::checkJoin(profile(edition), inFight, newcomer);
    ARBITER_COMPARE_LEGAL(verdict, legal);
    if (!rule.isEmpty())
        ARBITER_VERIFY_CITES(verdict, rule);
    if (!legal)
        QVERIFY2(!verdict.reasons.empty(), "a refused join must give its reason");
}

void TestCombatMonsters::joinsInsideCombat_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<Combat>("combat");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<int>("monsterStrength");
    QTest::addColumn<bool>("win");
    QTest::addColumn<int>("levelsGained");
    QTest::addColumn<int>("treasures");
    QTest::addColumn<QString>("rule");

    // A monster that joined against the rules is left out of the fight: no strength, no reward.
    const Combat goblins =
        fight(player(6), {goblin("Goblin Warchanter", 4),
                          joinedBy(tagged(monster("Goblin Dog", 3, 2), "Goblin"), JoinedBy::Goblin)});
    const Combat ghoulInOrcFight = fight(
        player(5), {monster("Orc", 3), joinedBy(tagged(monster("Ghoul", 4, 2), "Undead"), JoinedBy::Undead)});
    for (const EditionProfile& p : allEditions()) {
        const QByteArray id = idOf(p);
        const Edition e = p.edition;
        if (e == Edition::Pathfinder)
            QTest::addRow("%s: a Goblin joins a Goblin", id.constData())
                << e << goblins << true << 7 << false << 0 << 0 << "combat.join-goblin";
        else
            QTest::addRow("%s: no Goblin rule here", id.constData())
                << e << goblins << false << 4 << true << 1 << 1 << "";
        QTest::addRow("%s: an Undead cannot join the living", id.constData())
            << e << ghoulInOrcFight << false << 3 << true << 1 << 1 << "combat.join-undead";
    }
    QTest::addRow("nightmare: two Demons fight together")
        << Edition::Nightmare
        << fight(player(12), {demon("Harlequin Demon", 6),
                              joinedBy(tagged(monster("Sandy Demon", 4, 2), "Demon"), JoinedBy::Demon)})
        << true << 10 << true << 2 << 3 << "combat.join-demon";
}

void TestCombatMonsters::joinsInsideCombat()
{
    QFETCH(Edition, edition);
    QFETCH(Combat, combat);
    QFETCH(bool, legal);
    QFETCH(int, monsterStrength);
    QFETCH(bool, win);
    QFETCH(int, levelsGained);
    QFETCH(int, treasures);
    QFETCH(QString, rule);

    const CombatResult result = judgeCombat(profile(edition), Options{}, combat);
    ARBITER_COMPARE_LEGAL(result.verdict, legal);
    QCOMPARE(result.monsterStrength, monsterStrength);
    QCOMPARE(result.outcome == Outcome::Win, win);
    QCOMPARE(result.levelsGained, levelsGained);
    QCOMPARE(result.treasures, treasures);
    if (!rule.isEmpty())
        ARBITER_VERIFY_CITES(result.verdict, rule);
}

QTEST_APPLESS_MAIN(TestCombatMonsters)
#include "tst_combat_monsters.moc"

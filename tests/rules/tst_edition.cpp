// Edition profiles: what the four Munchkin card games differ in, checked against their rulebooks.

#include "rules_test_support.h"

#include "rules/munchkin/edition.h"

#include <QTest>

#include <algorithm>
#include <optional>

using namespace arbiter::rules::munchkin;
using arbiter::rules::test::toQString;

namespace {

// "Race:Half-Breed:3" (kind, doubling card, cards in the box) for each kind of character card the edition
// has, in the profile's order.
QStringList kindsOf(const EditionProfile& p)
{
    QStringList out;
    for (const CharacterCardKind& kind : p.characterCards)
        out << QString::fromStdString(toString(kind.kind)) + u':' + toQString(kind.doublingCard) + u':'
                   + QString::number(kind.cards.size());
    return out;
}

QString kindName(std::optional<CardKind> kind)
{
    return kind ? QString::fromStdString(toString(*kind)) : QStringLiteral("none");
}

// "via:tag:rule" for each tribal rule of the edition, sorted.
QStringList tribesOf(const EditionProfile& p)
{
    QStringList out;
    for (const TribalRule& rule : p.tribalRules) {
        QString via;
        switch (rule.via) {
        case JoinedBy::Undead:
            via = QStringLiteral("Undead");
            break;
        case JoinedBy::Goblin:
            via = QStringLiteral("Goblin");
            break;
        case JoinedBy::Demon:
            via = QStringLiteral("Demon");
            break;
        case JoinedBy::Goth:
            via = QStringLiteral("Goth");
            break;
        default:
            via = QStringLiteral("other");
            break;
        }
        out << via + u':' + toQString(rule.tag) + u':' + toQString(rule.ruleId);
    }
    out.sort();
    return out;
}

}  // namespace

class TestEdition : public QObject {
    Q_OBJECT

private slots:
    void identity_data();
    void identity();
    void allEditionsInOrder();
    void unknownIds_data();
    void unknownIds();
    void characterCardKinds_data();
    void characterCardKinds();
    void kindOfCard_data();
    void kindOfCard();
    void itemRules_data();
    void itemRules();
    void tribalRules_data();
    void tribalRules();
    void combatRules_data();
    void combatRules();
    void winningLevels_data();
    void winningLevels();
    void commonNumbers_data();
    void commonNumbers();
};

void TestEdition::identity_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("rulebook");

    QTest::addRow("deluxe") << Edition::Deluxe << "deluxe"
                            << "Deluxe";
    QTest::addRow("cthulhu") << Edition::Cthulhu << "cthulhu"
                             << "Cthulhu";
    QTest::addRow("nightmare") << Edition::Nightmare << "nightmare"
                               << "Nightmare";
    QTest::addRow("pathfinder") << Edition::Pathfinder << "pathfinder"
                                << "Pathfinder";
}

void TestEdition::identity()
{
    QFETCH(Edition, edition);
    QFETCH(QString, id);
    QFETCH(QString, rulebook);

    const EditionProfile& p = profile(edition);
    QVERIFY(p.edition == edition);
    QCOMPARE(toQString(p.id), id);
    QCOMPARE(toQString(p.rulebook), rulebook);
    QVERIFY(toQString(p.name).startsWith(QStringLiteral("Munchkin")));
    QCOMPARE(QString::fromStdString(toString(edition)), id);

    const std::optional<Edition> parsed = editionFromId(id.toStdString());
    QVERIFY(parsed.has_value());
    QVERIFY(*parsed == edition);
}

void TestEdition::allEditionsInOrder()
{
    const auto all = allEditions();
    QCOMPARE(all.size(), std::size_t{4});
    QVERIFY(all[0].edition == Edition::Deluxe);
    QVERIFY(all[1].edition == Edition::Cthulhu);
    QVERIFY(all[2].edition == Edition::Nightmare);
    QVERIFY(all[3].edition == Edition::Pathfinder);
}

void TestEdition::unknownIds_data()
{
    QTest::addColumn<QString>("id");

    QTest::addRow("empty") << "";
    QTest::addRow("panic is another game") << "panic";
    QTest::addRow("trailing junk") << "deluxe2";
    QTest::addRow("generic name") << "munchkin";
    QTest::addRow("leading space") << " cthulhu";
}

void TestEdition::unknownIds()
{
    QFETCH(QString, id);
    QVERIFY(!editionFromId(id.toStdString()).has_value());
}

void TestEdition::characterCardKinds_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<QStringList>("kinds");
    QTest::addColumn<bool>("hasCultists");
    QTest::addColumn<bool>("hasRides");
    QTest::addColumn<int>("maxRides");

    // Deluxe: "three stats: Level, Race, and Class", Half-Breed and Super Munchkin; humans have no Race card,
    // so three Races ("Elves, Dwarves, or Halflings") and four Classes.
    QTest::addRow("deluxe") << Edition::Deluxe << QStringList{"Race:Half-Breed:3", "Class:Super Munchkin:4"}
                            << false << false << 0;
    // Cthulhu: "two stats: Level and Class", Cultist among the Classes.
    QTest::addRow("cthulhu") << Edition::Cthulhu << QStringList{"Class:Super Munchkin:4"} << true << false
                             << 0;
    // Nightmare: Citizenship with Dual Citizenship, and "you may have one Ride".
    QTest::addRow("nightmare") << Edition::Nightmare << QStringList{"Citizenship:Dual Citizenship:4"} << false
                               << true << 1;
    // Pathfinder: "Level, Class, and Faction", Super Munchkin and Double Life.
    QTest::addRow("pathfinder") << Edition::Pathfinder
                                << QStringList{"Class:Super Munchkin:4", "Faction:Double Life:4"} << false
                                << false << 0;
}

void TestEdition::characterCardKinds()
{
    QFETCH(Edition, edition);
    QFETCH(QStringList, kinds);
    QFETCH(bool, hasCultists);
    QFETCH(bool, hasRides);
    QFETCH(int, maxRides);

    const EditionProfile& p = profile(edition);
    QCOMPARE(kindsOf(p), kinds);
    QCOMPARE(p.hasCultists, hasCultists);
    QCOMPARE(p.hasRides, hasRides);
    QCOMPARE(p.maxRides, maxRides);

    for (const CharacterCardKind& kind : p.characterCards) {
        QVERIFY(editionHasKind(p, kind.kind));
        QCOMPARE(toQString(doublingCardFor(p, kind.kind)), toQString(kind.doublingCard));
    }
    for (CardKind kind : {CardKind::Race, CardKind::Class, CardKind::Faction, CardKind::Citizenship}) {
        const QString name = QString::fromStdString(toString(kind));
        const bool listed = std::any_of(kinds.begin(), kinds.end(),
                                        [&name](const QString& k) { return k.startsWith(name + u':'); });
        QCOMPARE(editionHasKind(p, kind), listed);
        if (!listed)
            QVERIFY(doublingCardFor(p, kind).empty());
    }
}

void TestEdition::kindOfCard_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<QString>("card");
    QTest::addColumn<QString>("kind");

    // Deluxe: "Elves, Dwarves, or Halflings" (humans have no card), "Warriors, Wizards, Thieves, or Clerics".
    QTest::addRow("deluxe Elf") << Edition::Deluxe << "Elf"
                                << "Race";
    QTest::addRow("deluxe Dwarf") << Edition::Deluxe << "Dwarf"
                                  << "Race";
    QTest::addRow("deluxe Halfling") << Edition::Deluxe << "Halfling"
                                     << "Race";
    QTest::addRow("deluxe Warrior") << Edition::Deluxe << "Warrior"
                                    << "Class";
    QTest::addRow("deluxe Cleric") << Edition::Deluxe << "Cleric"
                                   << "Class";
    QTest::addRow("deluxe has no Human card") << Edition::Deluxe << "Human"
                                              << "none";
    QTest::addRow("deluxe has no Cultist") << Edition::Deluxe << "Cultist"
                                           << "none";
    QTest::addRow("deluxe has no Factions") << Edition::Deluxe << "Hellknight"
                                            << "none";
    // Cthulhu: "Professors, Investigators, Monster Whackers, or Cultists".
    QTest::addRow("cthulhu Cultist") << Edition::Cthulhu << "Cultist"
                                     << "Class";
    QTest::addRow("cthulhu Monster Whacker") << Edition::Cthulhu << "Monster Whacker"
                                             << "Class";
    QTest::addRow("cthulhu Investigator") << Edition::Cthulhu << "Investigator"
                                          << "Class";
    QTest::addRow("cthulhu has no Races") << Edition::Cthulhu << "Elf"
                                          << "none";
    QTest::addRow("cthulhu has no Warrior") << Edition::Cthulhu << "Warrior"
                                            << "none";
    // Nightmare: "Halloween Town, Christmas Town, Easter Town, or Thanksgiving Town".
    QTest::addRow("nightmare Thanksgiving Town") << Edition::Nightmare << "Thanksgiving Town"
                                                 << "Citizenship";
    QTest::addRow("nightmare Halloween Town") << Edition::Nightmare << "Halloween Town"
                                              << "Citizenship";
    QTest::addRow("nightmare Easter Town") << Edition::Nightmare << "Easter Town"
                                           << "Citizenship";
    QTest::addRow("nightmare has no Classes") << Edition::Nightmare << "Wizard"
                                              << "none";
    // Pathfinder: "Alchemists, Necromancers, Summoners, or Witches"; "Eagle Knights, Hellknights,
    // Pathfinders, or Red Mantis Assassins".
    QTest::addRow("pathfinder Summoner") << Edition::Pathfinder << "Summoner"
                                         << "Class";
    QTest::addRow("pathfinder Witch") << Edition::Pathfinder << "Witch"
                                      << "Class";
    QTest::addRow("pathfinder Hellknight") << Edition::Pathfinder << "Hellknight"
                                           << "Faction";
    QTest::addRow("pathfinder Red Mantis Assassin") << Edition::Pathfinder << "Red Mantis Assassin"
                                                    << "Faction";
    QTest::addRow("pathfinder has no Races") << Edition::Pathfinder << "Dwarf"
                                             << "none";
    QTest::addRow("pathfinder has no Citizenship") << Edition::Pathfinder << "Easter Town"
                                                   << "none";
}

void TestEdition::kindOfCard()
{
    QFETCH(Edition, edition);
    QFETCH(QString, card);
    QFETCH(QString, kind);

    QCOMPARE(kindName(arbiter::rules::munchkin::kindOfCard(profile(edition), card.toStdString())), kind);
}

void TestEdition::itemRules_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<bool>("bigItems");
    QTest::addColumn<QString>("bigItemRace");
    QTest::addColumn<bool>("hirelings");
    QTest::addColumn<bool>("ridesLift");
    QTest::addColumn<bool>("doublerIgnoresForbidden");
    QTest::addColumn<bool>("oneShotsSellable");

    // Deluxe: one Big item unless Dwarf; Hireling. Super Munchkin / Half-Breed: "you can equip Items
    // forbidden to that Class".
    QTest::addRow("deluxe") << Edition::Deluxe << true << "Dwarf" << true << false << true << false;
    // Cthulhu: no Big items, no Hireling.
    QTest::addRow("cthulhu") << Edition::Cthulhu << false << "" << false << false << true << false;
    // Nightmare: a Ride lifts the equip limits; Dual Citizenship names only the monster disadvantage; a
    // "Usable once only" card "is considered a One-Shot Item", and Items sell for their Gold.
    QTest::addRow("nightmare") << Edition::Nightmare << false << "" << false << true << false << true;
    // Pathfinder: Big items (no Dwarves), Hireling, one-shots with a Gold value may be sold.
    QTest::addRow("pathfinder") << Edition::Pathfinder << true << "" << true << false << true << true;
}

void TestEdition::itemRules()
{
    QFETCH(Edition, edition);
    QFETCH(bool, bigItems);
    QFETCH(QString, bigItemRace);
    QFETCH(bool, hirelings);
    QFETCH(bool, ridesLift);
    QFETCH(bool, doublerIgnoresForbidden);
    QFETCH(bool, oneShotsSellable);

    const EditionProfile& p = profile(edition);
    QCOMPARE(p.hasBigItems, bigItems);
    QCOMPARE(toQString(p.bigItemRace), bigItemRace);
    QCOMPARE(p.hasHirelings, hirelings);
    QVERIFY(p.hasCheat);
    QCOMPARE(p.ridesLiftEquipLimits, ridesLift);
    QCOMPARE(p.doublerIgnoresForbiddenItems, doublerIgnoresForbidden);
    QCOMPARE(p.oneShotsSellable, oneShotsSellable);
}

void TestEdition::tribalRules_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<QStringList>("tribes");
    QTest::addColumn<bool>("gothSummoning");

    QTest::addRow("deluxe") << Edition::Deluxe << QStringList{"Undead:Undead:combat.join-undead"} << false;
    QTest::addRow("cthulhu") << Edition::Cthulhu
                             << QStringList{"Goth::combat.join-goth", "Undead:Undead:combat.join-undead"}
                             << true;
    QTest::addRow("nightmare") << Edition::Nightmare
                               << QStringList{"Demon:Demon:combat.join-demon",
                                              "Undead:Undead:combat.join-undead"}
                               << false;
    QTest::addRow("pathfinder") << Edition::Pathfinder
                                << QStringList{"Goblin:Goblin:combat.join-goblin",
                                               "Undead:Undead:combat.join-undead"}
                                << false;
}

void TestEdition::tribalRules()
{
    QFETCH(Edition, edition);
    QFETCH(QStringList, tribes);
    QFETCH(bool, gothSummoning);

    const EditionProfile& p = profile(edition);
    QCOMPARE(tribesOf(p), tribes);
    QCOMPARE(p.gothSummoning, gothSummoning);
}

void TestEdition::combatRules_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<int>("waitMs");
    QTest::addColumn<QString>("winsTiesClass");
    QTest::addColumn<QString>("elfHelperRace");
    QTest::addColumn<QString>("rideBonusCitizenship");
    QTest::addColumn<int>("rideBonusPerRide");
    QTest::addColumn<int>("giveThanksMinimumLevel");

    // "about 2.6 seconds" in three rulebooks, "about 3.75 seconds" in Pathfinder.
    QTest::addRow("deluxe") << Edition::Deluxe << 2600 << "Warrior"
                            << "Elf"
                            << "" << 0 << 0;
    QTest::addRow("cthulhu") << Edition::Cthulhu << 2600 << ""
                             << ""
                             << "" << 0 << 0;
    // Road Trip: "+2 in combat" per Ride; Give Thanks: "a monster of Level 10 or higher".
    QTest::addRow("nightmare") << Edition::Nightmare << 2600 << ""
                               << ""
                               << "Thanksgiving Town" << 2 << 10;
    QTest::addRow("pathfinder") << Edition::Pathfinder << 3750 << ""
                                << ""
                                << "" << 0 << 0;
}

void TestEdition::combatRules()
{
    QFETCH(Edition, edition);
    QFETCH(int, waitMs);
    QFETCH(QString, winsTiesClass);
    QFETCH(QString, elfHelperRace);
    QFETCH(QString, rideBonusCitizenship);
    QFETCH(int, rideBonusPerRide);
    QFETCH(int, giveThanksMinimumLevel);

    const EditionProfile& p = profile(edition);
    QCOMPARE(p.killClaimWaitMs, waitMs);
    QCOMPARE(toQString(p.winsTiesClass), winsTiesClass);
    QCOMPARE(toQString(p.elfHelperRace), elfHelperRace);
    QCOMPARE(toQString(p.rideBonusCitizenship), rideBonusCitizenship);
    QCOMPARE(p.rideBonusPerRide, rideBonusPerRide);
    QCOMPARE(p.giveThanksMinimumLevel, giveThanksMinimumLevel);
}

void TestEdition::winningLevels_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<bool>("epic");
    QTest::addColumn<int>("winning");

    for (const EditionProfile& p : allEditions()) {
        const QByteArray id(p.id.data(), static_cast<qsizetype>(p.id.size()));
        QTest::addRow("%s: standard game to Level 10", id.constData()) << p.edition << false << 10;
        QTest::addRow("%s: Epic to Level 20", id.constData()) << p.edition << true << 20;
    }
}

void TestEdition::winningLevels()
{
    QFETCH(Edition, edition);
    QFETCH(bool, epic);
    QFETCH(int, winning);

    const EditionProfile& p = profile(edition);
    Options options;
    options.epic = epic;
    QCOMPARE(winningLevel(p, options), winning);
    QCOMPARE(p.winningLevel, 10);
    QCOMPARE(p.epicWinningLevel, 20);
    // The other options do not move the goal.
    options.sharedVictory = true;
    options.fasterPlay = true;
    QCOMPARE(winningLevel(p, options), winning);
}

void TestEdition::commonNumbers_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<bool>("fasterPlayPrinted");

    // Deluxe, Cthulhu and Nightmare print "Faster Play Rules"; the Pathfinder rulebook does not.
    QTest::addRow("deluxe") << Edition::Deluxe << true;
    QTest::addRow("cthulhu") << Edition::Cthulhu << true;
    QTest::addRow("nightmare") << Edition::Nightmare << true;
    QTest::addRow("pathfinder") << Edition::Pathfinder << false;
}

void TestEdition::commonNumbers()
{
    QFETCH(Edition, edition);
    QFETCH(bool, fasterPlayPrinted);

    const EditionProfile& p = profile(edition);
    QCOMPARE(p.fasterPlayInRulebook, fasterPlayPrinted);
    // "no more than five cards in your hand"; "You escape on a 5 or more".
    QCOMPARE(p.handLimit, 5);
    QCOMPARE(p.runAwayTarget, 5);
}

QTEST_APPLESS_MAIN(TestEdition)
#include "tst_edition.moc"

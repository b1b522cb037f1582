#pragma once
// The box's components as the rulebook prints them, as Qt Test rows for tst_panic_hit: counts, the
// Monster chart, the Castle and Treasure cards, name look-ups and which cards each game uses.

#include "panic_hit_cases.h"
#include "rules_test_support.h"

#include "rules/panic/catalogue.h"

#include <QTest>

#include <algorithm>
#include <numeric>
#include <span>
#include <string_view>

Q_DECLARE_METATYPE(arbiter::rules::panic::Options)

namespace arbiter::rules::test::panic_hit {

template <typename Item, typename Pred>
int countOf(std::span<const Item> items, Pred pred)
{
    return static_cast<int>(std::count_if(items.begin(), items.end(), pred));
}

inline void addCountsRows()
{
    using pn::TreasureKind;
    QTest::addColumn<int>("actual");
    QTest::addColumn<int>("expected");

    const auto monsters = pn::monsterTokens();
    const auto castleDeck = pn::castleCards();
    const auto treasure = pn::treasureCards();
    auto isHit = [](const pn::CastleCard& c) { return c.kind == pn::CastleKind::Hit; };
    auto ofKind = [&](TreasureKind kind, bool expansion) {
        return countOf(treasure,
                       [&](const pn::TreasureCard& c) { return c.kind == kind && c.expansion == expansion; });
    };

    // Components: 39 tokens; 45 Castle cards of which 4 Curses and 8 Specials; 28 Treasure cards (16
    // Weapons, 5 Potions, 7 Specials); the expansion adds Illusion, 2 Weapons and 5 Monster Enhancers.
    QTest::newRow("Monster tokens") << static_cast<int>(monsters.size()) << 31;
    QTest::newRow("Curse tokens") << static_cast<int>(pn::curseTokens().size()) << 8;
    QTest::newRow("tokens in the bag")
        << static_cast<int>(monsters.size() + pn::curseTokens().size()) << pn::tokensInBag;
    QTest::newRow("base Weapons") << ofKind(TreasureKind::Weapon, false) << 16;
    QTest::newRow("expansion Weapons") << ofKind(TreasureKind::Weapon, true) << 2;
    QTest::newRow("Potions") << ofKind(TreasureKind::Potion, false) << 5;
    QTest::newRow("Treasure Specials") << ofKind(TreasureKind::Special, false) << 7;
    QTest::newRow("Monster Enhancers") << ofKind(TreasureKind::Enhancer, true) << 5;
    QTest::newRow("base Treasure cards")
        << countOf(treasure, [](const pn::TreasureCard& c) { return !c.expansion; }) << 28;
    QTest::newRow("Hit cards") << countOf(castleDeck, isHit) << 15;
    QTest::newRow("ring and colour Hit cards")
        << countOf(castleDeck, [&](const pn::CastleCard& c) { return isHit(c) && c.ring && c.colour; }) << 9;
    QTest::newRow("Hero cards") << countOf(castleDeck, [&](const pn::CastleCard& c) {
        return isHit(c) && !c.ring;
    }) << 3;
    QTest::newRow("Any Color cards") << countOf(castleDeck, [&](const pn::CastleCard& c) {
        return isHit(c) && !c.colour;
    }) << 3;
    QTest::newRow("Curse cards") << countOf(castleDeck, [](const pn::CastleCard& c) {
        return c.kind == pn::CastleKind::Curse;
    }) << 4;
    QTest::newRow("base Castle Specials") << countOf(castleDeck, [](const pn::CastleCard& c) {
        return c.kind == pn::CastleKind::Special && !c.expansion;
    }) << 8;
    QTest::newRow("expansion Castle cards")
        << countOf(castleDeck, [](const pn::CastleCard& c) { return c.expansion; }) << 1;
    // From the chart: 5 one-point, 7 two-point, 13 three-point, 5 four-point Monsters and the Dragon.
    QTest::newRow("Trophy points in the bag")
        << std::accumulate(monsters.begin(), monsters.end(), 0,
                           [](int sum, const pn::MonsterToken& m) { return sum + m.points; })
        << 83;
    QTest::newRow("Treasure dots in the bag")
        << std::accumulate(monsters.begin(), monsters.end(), 0,
                           [](int sum, const pn::MonsterToken& m) { return sum + m.treasures; })
        << 39;
    QTest::newRow("4- and 5-point Monsters")
        << countOf(monsters, [](const pn::MonsterToken& m) { return m.points >= 4; }) << 6;
    QTest::newRow("nemeses") << countOf(monsters, [](const pn::MonsterToken& m) {
        return m.nemesisOf.has_value();
    }) << 7;
    QTest::newRow("fought alone") << countOf(monsters, [](const pn::MonsterToken& m) { return m.fightAlone; })
                                  << 1;
}

inline void addMonsterChartRows()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("points");
    QTest::addColumn<int>("treasures");
    QTest::addColumn<QString>("nemesisOf");
    QTest::addColumn<bool>("alone");

    // The rulebook's chart; ** marks the nemeses, named in the characters' limits; * the Gazebo.
    struct Row {
        const char* name;
        int points;
        int treasures;
        const char* nemesisOf;
    };
    const Row chart[] = {
        {"3,872 Orcs", 1, 1, "Dwarf"},
        {"Drooling Slime", 1, 1, ""},
        {"Lame Goblin", 1, 1, ""},
        {"Maul Rat", 1, 1, ""},
        {"Potted Plant", 1, 1, ""},
        {"Floating Nose", 2, 1, ""},
        {"Flying Frogs", 2, 1, ""},
        {"Harpies", 2, 1, "Wizard"},
        {"Large Angry Chicken", 2, 1, ""},
        {"Mr. Bones", 2, 1, ""},
        {"Pit Bull", 2, 1, ""},
        {"Undead Horse", 2, 1, ""},
        {"Bigfoot", 3, 1, "Halfling"},
        {"Bullrog", 3, 1, ""},
        {"Face Sucker", 3, 1, "Elf"},
        {"Gazebo", 3, 1, ""},
        {"Gelatinous Octahedron", 3, 1, ""},
        {"Insurance Salesman", 3, 1, ""},
        {"King Tut", 3, 1, ""},
        {"Lawyers", 3, 1, "Thief"},
        {"Leperchaun", 3, 2, ""},
        {"Platycore", 3, 1, ""},
        {"Pukachu", 3, 1, ""},
        {"Shrieking Geek", 3, 1, "Warrior"},
        {"Wannabe Vampire", 3, 1, "Cleric"},
        {"Hippogriff", 4, 2, ""},
        {"Net Troll", 4, 2, ""},
        {"Squidzilla", 4, 2, ""},
        {"Unspeakably Awful Indescribable Horror", 4, 2, ""},
        {"Wight Brothers", 4, 2, ""},
        {"Plutonium Dragon", 5, 3, ""},
    };
    for (const Row& row : chart)
        QTest::newRow(row.name) << QString::fromUtf8(row.name) << row.points << row.treasures
                                << QString::fromUtf8(row.nemesisOf)
                                << (std::string_view(row.name) == "Gazebo");
}

inline void addCastleCardsRows()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("ring");
    QTest::addColumn<QString>("colour");
    QTest::addColumn<bool>("worksInCastle");
    QTest::addColumn<bool>("anyTime");
    QTest::addColumn<bool>("expansion");

    const int hit = static_cast<int>(pn::CastleKind::Hit);
    const int curse = static_cast<int>(pn::CastleKind::Curse);
    const int special = static_cast<int>(pn::CastleKind::Special);
    auto row = [](const char* name, int kind, const char* ring, const char* colour, bool inCastle,
                  bool anyTime, bool expansion = false) {
        QTest::newRow(name) << QString::fromUtf8(name) << kind << QString::fromUtf8(ring)
                            << QString::fromUtf8(colour) << inCastle << anyTime << expansion;
    };
    row("Red Swordsman", hit, "swordsman", "red", false, false);
    row("Green Knight", hit, "knight", "green", false, false);
    row("Blue Archer", hit, "archer", "blue", false, false);
    row("Red Hero", hit, "", "red", false, false);
    row("Blue Hero", hit, "", "blue", false, false);
    row("Any Color Swordsman", hit, "swordsman", "", false, false);
    row("Any Color Archer", hit, "archer", "", false, false);
    // Curse cards may be played at any time.
    row("Duck of Doom Curse", curse, "", "", false, true);
    row("Truly Obnoxious Curse", curse, "", "", false, true);
    row("Lightning Curse", curse, "", "", false, true);
    row("Chicken on Your Head Curse", curse, "", "", false, true);
    // The Tower icon: Super Munchkin "effective in the Castle ring", Drive Him Back! "including the Castle
    // ring", Flask of Glue and Out to Lunch "anywhere ... except the Forest".
    row("Super Munchkin", special, "", "", true, false);
    row("Drive Him Back!", special, "", "", true, false);
    row("Flask of Glue", special, "", "", true, true);
    row("Out to Lunch", special, "", "", true, false);
    row("Help Me Out Here!", special, "", "", false, false);
    row("Wandering Monster", special, "", "", false, true);
    row("Draw 2 Castle Cards", special, "", "", false, true);
    row("Fortify Wall", special, "", "", false, true);
    // Illusion cannot discard a Monster in the Castle ring.
    row("Illusion", special, "", "", false, false, true);
}

inline void addWeaponsRows()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("swordsman");
    QTest::addColumn<int>("knight");
    QTest::addColumn<int>("archer");
    QTest::addColumn<bool>("expansion");

    auto row = [](const char* name, int s, int k, int a, bool expansion = false) {
        QTest::newRow(name) << QString::fromUtf8(name) << s << k << a << expansion;
    };
    // Treasure Cards: Weapons, and the expansion's two.
    for (const char* name :
         {"Helm of Courage", "Horny Helmet", "Pointy Hat of Power", "Rapier of Unfairness", "Rat on a Stick"})
        row(name, 1, 1, 1);
    row("Singing & Dancing Sword", 1, 0, 0);
    row("Spiky Knees", 1, 0, 0);
    row("Shield of Ubiquity", 0, 1, 0);
    row("Short Wide Armor", 0, 1, 0);
    row("Eleven-Foot Pole", 0, 0, 1);
    row("Magic Missile", 0, 0, 1);
    row("Buckler of Swashing", 2, 1, 1);
    row("Slimy Armor", 1, 2, 1);
    row("Bow with Ribbons", 1, 1, 2);
    row("Boots of Butt-Kicking", 2, 2, 2);
    row("Sandals of Protection", 0, 0, 0);
    row("Chainsaw of Bloody Dismemberment", 3, 3, 3, true);
    row("Dagger of Treachery", 3, 0, 0, true);
}

inline void addOtherTreasureRows()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("damage");
    QTest::addColumn<int>("health");

    const int potion = static_cast<int>(pn::TreasureKind::Potion);
    const int special = static_cast<int>(pn::TreasureKind::Special);
    const int enhancer = static_cast<int>(pn::TreasureKind::Enhancer);
    auto row = [](const char* name, int kind, int damage, int health) {
        QTest::newRow(name) << QString::fromUtf8(name) << kind << damage << health;
    };
    row("Potion of Idiotic Bravery", potion, 1, 0);
    row("Potion of Halitosis", potion, 2, 0);
    row("Sleep Potion", potion, 0, 0);
    row("Invisibility Potion", potion, 0, 0);
    row("Cotion of Ponfusion", potion, 0, 0);
    for (const char* name : {"Invoke Obscure Rules", "Convenient Addition Error", "Wishing Ring",
                             "Loaded Die", "Hoard!", "Swiss Army Polearm", "Really Impressive Title"})
        row(name, special, 0, 0);
    row("Baby Monster Enhancer", enhancer, 0, 1);
    row("Intelligent Monster Enhancer", enhancer, 0, 2);
    row("Enraged Monster Enhancer", enhancer, 0, 3);
    row("Ancient Monster Enhancer", enhancer, 0, 0);
    row("Humongous Monster Enhancer", enhancer, 0, 0);
}

inline void addFindRows()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("monster");
    QTest::addColumn<QString>("castle");
    QTest::addColumn<QString>("treasure");

    QTest::newRow("exact Monster") << "Net Troll"
                                   << "Net Troll"
                                   << ""
                                   << "";
    QTest::newRow("Monster in lower case") << "net troll"
                                           << "Net Troll"
                                           << ""
                                           << "";
    QTest::newRow("Monster in upper case") << "3,872 ORCS"
                                           << "3,872 Orcs"
                                           << ""
                                           << "";
    QTest::newRow("a Monster cut short") << "Net Trol"
                                         << ""
                                         << ""
                                         << "";
    QTest::newRow("exact Castle card") << "Any Color Knight"
                                       << ""
                                       << "Any Color Knight"
                                       << "";
    QTest::newRow("Castle card in lower case") << "drive him back!"
                                               << ""
                                               << "Drive Him Back!"
                                               << "";
    QTest::newRow("exact Treasure card") << "Boots of Butt-Kicking"
                                         << ""
                                         << ""
                                         << "Boots of Butt-Kicking";
    QTest::newRow("Treasure card in mixed case") << "BOOTS of butt-kicking"
                                                 << ""
                                                 << ""
                                                 << "Boots of Butt-Kicking";
    QTest::newRow("the British spelling is not printed") << "Any Colour Knight"
                                                         << ""
                                                         << ""
                                                         << "";
    QTest::newRow("nothing") << ""
                             << ""
                             << ""
                             << "";
}

inline void addInGameRows()
{
    QTest::addColumn<pn::Options>("options");
    QTest::addColumn<QString>("card");  // a Castle or Treasure card, or "token:<curse>"
    QTest::addColumn<bool>("expected");

    using pn::Variants;
    const pn::Options lessMunchkin = with(standard(), &Variants::lessMunchkin);
    QTest::newRow("a Hit card") << standard() << "Red Knight" << true;
    QTest::newRow("a Curse card") << standard() << "Lightning Curse" << true;
    QTest::newRow("Less Munchkin: no Curse cards") << lessMunchkin << "Lightning Curse" << false;
    QTest::newRow("Solitaire: no Curse cards") << solitaire() << "Duck of Doom Curse" << false;
    QTest::newRow("Help Me Out Here!") << standard() << "Help Me Out Here!" << true;
    QTest::newRow("Solitaire: no Help Me Out Here!") << solitaire() << "Help Me Out Here!" << false;
    QTest::newRow("Sandals of Protection") << standard() << "Sandals of Protection" << true;
    QTest::newRow("Solitaire: no Sandals of Protection") << solitaire() << "Sandals of Protection" << false;
    QTest::newRow("Solitaire keeps the Wishing Ring") << solitaire() << "Wishing Ring" << true;
    QTest::newRow("the Lose Help token") << standard() << "token:lose-help" << true;
    QTest::newRow("Solitaire: no Lose Help token") << solitaire() << "token:lose-help" << false;
    QTest::newRow("Solitaire keeps the Huge Rock") << solitaire() << "token:huge-rock" << true;
    QTest::newRow("no Illusion in the base game") << standard() << "Illusion" << false;
    QTest::newRow("Illusion in More Munchkin") << moreMunchkin() << "Illusion" << true;
    QTest::newRow("Illusion with less-panic:expansion-cards")
        << with(standard(), &Variants::expansionCards) << "Illusion" << true;
    QTest::newRow("no Chainsaw in the base game")
        << standard() << "Chainsaw of Bloody Dismemberment" << false;
    QTest::newRow("the Dagger in More Munchkin") << moreMunchkin() << "Dagger of Treachery" << true;
    QTest::newRow("no Enhancers in the base game") << standard() << "Baby Monster Enhancer" << false;
    QTest::newRow("Enhancers with more-panic:enhancers")
        << with(standard(), &Variants::enhancers) << "Ancient Monster Enhancer" << true;
    QTest::newRow("Enhancers are not expansion cards")
        << with(standard(), &Variants::expansionCards) << "Baby Monster Enhancer" << false;
    QTest::newRow("the expansion Weapons are not Enhancers")
        << with(standard(), &Variants::enhancers) << "Dagger of Treachery" << false;
}

}  // namespace arbiter::rules::test::panic_hit

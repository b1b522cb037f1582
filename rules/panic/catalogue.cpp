#include "rules/panic/catalogue.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace arbiter::rules::panic {
namespace {

constexpr MonsterToken token(std::string_view name, int points, int treasures)
{
    return {.name = name, .points = points, .treasures = treasures};
}

// A black-bordered token: the character whose limit names it.
constexpr MonsterToken nemesis(std::string_view name, int points, Character of)
{
    return {.name = name, .points = points, .treasures = 1, .nemesisOf = of};
}

// The rulebook's chart of health points and Treasure cards, in its order.
constexpr std::array monsters = std::to_array<MonsterToken>({
    nemesis("3,872 Orcs", 1, Character::Dwarf),
    token("Drooling Slime", 1, 1),
    token("Lame Goblin", 1, 1),
    token("Maul Rat", 1, 1),
    token("Potted Plant", 1, 1),
    token("Floating Nose", 2, 1),
    token("Flying Frogs", 2, 1),
    nemesis("Harpies", 2, Character::Wizard),
    token("Large Angry Chicken", 2, 1),
    token("Mr. Bones", 2, 1),
    token("Pit Bull", 2, 1),
    token("Undead Horse", 2, 1),
    nemesis("Bigfoot", 3, Character::Halfling),
    token("Bullrog", 3, 1),
    nemesis("Face Sucker", 3, Character::Elf),
    {.name = "Gazebo", .points = 3, .treasures = 1, .fightAlone = true},
    token("Gelatinous Octahedron", 3, 1),
    token("Insurance Salesman", 3, 1),
    token("King Tut", 3, 1),
    nemesis("Lawyers", 3, Character::Thief),
    token("Leperchaun", 3, 2),
    token("Platycore", 3, 1),
    token("Pukachu", 3, 1),
    nemesis("Shrieking Geek", 3, Character::Warrior),
    nemesis("Wannabe Vampire", 3, Character::Cleric),
    token("Hippogriff", 4, 2),
    token("Net Troll", 4, 2),
    token("Squidzilla", 4, 2),
    token("Unspeakably Awful Indescribable Horror", 4, 2),
    token("Wight Brothers", 4, 2),
    token("Plutonium Dragon", 5, 3),
});
static_assert(monsters.size() == 31);

static_assert(monsters.size() == monsterTokensInBag);

constexpr CastleCard hitCard(std::string_view name, std::optional<Ring> ring, std::optional<Colour> colour)
{
    return {.name = name, .kind = CastleKind::Hit, .ring = ring, .colour = colour};
}

constexpr CastleCard curseCard(std::string_view name)
{
    return {.name = name, .kind = CastleKind::Curse, .anyTime = true};
}

constexpr CastleCard special(std::string_view name, bool worksInCastle, bool anyTime)
{
    return {.name = name, .kind = CastleKind::Special, .worksInCastle = worksInCastle, .anyTime = anyTime};
}

constexpr std::optional<Ring> anyRing{};
constexpr std::optional<Colour> anyColour{};

// The Tower icon goes on the Specials whose text reaches the Castle ring: Super Munchkin and Drive Him
// Back! say so, Flask of Glue and Out to Lunch work "anywhere except the Forest".
constexpr std::array castle = std::to_array<CastleCard>({
    hitCard("Red Swordsman", Ring::Swordsman, Colour::Red),
    hitCard("Green Swordsman", Ring::Swordsman, Colour::Green),
    hitCard("Blue Swordsman", Ring::Swordsman, Colour::Blue),
    hitCard("Red Knight", Ring::Knight, Colour::Red),
    hitCard("Green Knight", Ring::Knight, Colour::Green),
    hitCard("Blue Knight", Ring::Knight, Colour::Blue),
    hitCard("Red Archer", Ring::Archer, Colour::Red),
    hitCard("Green Archer", Ring::Archer, Colour::Green),
    hitCard("Blue Archer", Ring::Archer, Colour::Blue),
    hitCard("Red Hero", anyRing, Colour::Red),
    hitCard("Green Hero", anyRing, Colour::Green),
    hitCard("Blue Hero", anyRing, Colour::Blue),
    hitCard("Any Color Swordsman", Ring::Swordsman, anyColour),
    hitCard("Any Color Knight", Ring::Knight, anyColour),
    hitCard("Any Color Archer", Ring::Archer, anyColour),
    curseCard("Duck of Doom Curse"),
    curseCard("Truly Obnoxious Curse"),
    curseCard("Lightning Curse"),
    curseCard("Chicken on Your Head Curse"),
    special("Super Munchkin", true, false),
    special("Drive Him Back!", true, false),
    special("Flask of Glue", true, true),
    special("Out to Lunch", true, false),
    special("Help Me Out Here!", false, false),
    special("Wandering Monster", false, true),
    special("Draw 2 Castle Cards", false, true),
    special("Fortify Wall", false, true),
    {.name = "Illusion", .kind = CastleKind::Special, .expansion = true},
});

constexpr TreasureCard weapon(std::string_view name, int swordsman, int knight, int archer,
                              bool expansion = false)
{
    return {.name = name,
            .kind = TreasureKind::Weapon,
            .swordsman = swordsman,
            .knight = knight,
            .archer = archer,
            .expansion = expansion};
}

constexpr TreasureCard potion(std::string_view name, int damage)
{
    return {.name = name, .kind = TreasureKind::Potion, .damage = damage};
}

constexpr TreasureCard treasureSpecial(std::string_view name, bool anyTime)
{
    return {.name = name, .kind = TreasureKind::Special, .anyTime = anyTime};
}

constexpr TreasureCard enhancer(std::string_view name, int health, bool anyTime = false)
{
    return {.name = name,
            .kind = TreasureKind::Enhancer,
            .health = health,
            .expansion = true,
            .anyTime = anyTime};
}

constexpr std::array treasure = std::to_array<TreasureCard>({
    weapon("Helm of Courage", 1, 1, 1),
    weapon("Horny Helmet", 1, 1, 1),
    weapon("Pointy Hat of Power", 1, 1, 1),
    weapon("Rapier of Unfairness", 1, 1, 1),
    weapon("Rat on a Stick", 1, 1, 1),
    weapon("Singing & Dancing Sword", 1, 0, 0),
    weapon("Spiky Knees", 1, 0, 0),
    weapon("Shield of Ubiquity", 0, 1, 0),
    weapon("Short Wide Armor", 0, 1, 0),
    weapon("Eleven-Foot Pole", 0, 0, 1),
    weapon("Magic Missile", 0, 0, 1),
    weapon("Buckler of Swashing", 2, 1, 1),
    weapon("Slimy Armor", 1, 2, 1),
    weapon("Bow with Ribbons", 1, 1, 2),
    weapon("Boots of Butt-Kicking", 2, 2, 2),
    // Cancels a Curse card played on its holder, and Curse cards come at any time.
    {.name = "Sandals of Protection", .kind = TreasureKind::Weapon, .anyTime = true, .defensive = true},
    weapon("Chainsaw of Bloody Dismemberment", 3, 3, 3, true),
    weapon("Dagger of Treachery", 3, 0, 0, true),
    potion("Potion of Idiotic Bravery", 1),
    potion("Potion of Halitosis", 2),
    potion("Sleep Potion", 0),
    potion("Invisibility Potion", 0),
    potion("Cotion of Ponfusion", 0),
    treasureSpecial("Invoke Obscure Rules", true),
    treasureSpecial("Convenient Addition Error", true),
    treasureSpecial("Wishing Ring", true),
    treasureSpecial("Loaded Die", false),
    treasureSpecial("Hoard!", true),
    treasureSpecial("Swiss Army Polearm", true),
    treasureSpecial("Really Impressive Title", false),
    enhancer("Baby Monster Enhancer", 1),
    enhancer("Intelligent Monster Enhancer", 2),
    enhancer("Enraged Monster Enhancer", 3),
    enhancer("Ancient Monster Enhancer", 0),
    enhancer("Humongous Monster Enhancer", 0, true),
});

bool sameLetters(std::string_view a, std::string_view b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
        return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
    });
}

template <typename Item, std::size_t N>
const Item* findByName(const std::array<Item, N>& items, std::string_view name)
{
    for (const Item& item : items)
        if (item.name == name)
            return &item;
    for (const Item& item : items)
        if (sameLetters(item.name, name))
            return &item;
    return nullptr;
}

bool solitaire(const Options& options)
{
    return options.mode == Mode::Solitaire;
}

}  // namespace

int TreasureCard::bonusIn(Ring ring) const
{
    switch (ring) {
    case Ring::Swordsman:
        return swordsman;
    case Ring::Knight:
        return knight;
    case Ring::Archer:
        return archer;
    case Ring::Forest:
    case Ring::Castle:
        break;
    }
    return 0;
}

std::span<const MonsterToken> monsterTokens()
{
    return monsters;
}

std::span<const CurseTokenDescriptor> curseTokens()
{
    return curseTokenDescriptors();
}

std::span<const CastleCard> castleCards()
{
    return castle;
}

std::span<const TreasureCard> treasureCards()
{
    return treasure;
}

const MonsterToken* findMonsterToken(std::string_view name)
{
    return findByName(monsters, name);
}

const CastleCard* findCastleCard(std::string_view name)
{
    return findByName(castle, name);
}

const TreasureCard* findTreasureCard(std::string_view name)
{
    return findByName(treasure, name);
}

bool inGame(const Options& options, const CastleCard& card)
{
    if (card.expansion)
        return expansionCardsInPlay(options);
    if (card.kind == CastleKind::Curse)
        return !options.variants.lessMunchkin && !solitaire(options);
    if (card.name == "Help Me Out Here!")
        return !solitaire(options);
    return true;
}

bool inGame(const Options& options, const TreasureCard& card)
{
    if (card.kind == TreasureKind::Enhancer)
        return enhancersInPlay(options);
    if (card.expansion)
        return expansionCardsInPlay(options);
    if (card.defensive)
        return !solitaire(options);
    return true;
}

bool inGame(const Options& options, CurseToken curse)
{
    return curse != CurseToken::LoseHelp || !solitaire(options);
}

std::string_view kindLabel(TreasureKind kind)
{
    switch (kind) {
    case TreasureKind::Weapon:
        return "a Weapon";
    case TreasureKind::Potion:
        return "a Potion";
    case TreasureKind::Special:
        return "a Treasure Special";
    case TreasureKind::Enhancer:
        return "a Monster Enhancer";
    }
    return "a Treasure card";
}

std::string_view kindLabel(CastleKind kind)
{
    switch (kind) {
    case CastleKind::Hit:
        return "a Hit card";
    case CastleKind::Curse:
        return "a Curse card";
    case CastleKind::Special:
        return "a Castle Special";
    }
    return "a Castle card";
}

}  // namespace arbiter::rules::panic

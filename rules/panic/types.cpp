#include "rules/panic/types.h"

#include <algorithm>
#include <string>

namespace arbiter::rules::panic {
namespace {

template <typename E>
struct Name {
    E value;
    std::string_view name;
};

constexpr std::array ringNames = std::to_array<Name<Ring>>({{Ring::Forest, "forest"},
                                                            {Ring::Archer, "archer"},
                                                            {Ring::Knight, "knight"},
                                                            {Ring::Swordsman, "swordsman"},
                                                            {Ring::Castle, "castle"}});
constexpr std::array colourNames =
    std::to_array<Name<Colour>>({{Colour::Red, "red"}, {Colour::Green, "green"}, {Colour::Blue, "blue"}});
constexpr std::array modeNames = std::to_array<Name<Mode>>(
    {{Mode::Standard, "standard"}, {Mode::MoreMunchkin, "more-munchkin"}, {Mode::Solitaire, "solitaire"}});
constexpr std::array characterNames = std::to_array<Name<Character>>({{Character::Cleric, "Cleric"},
                                                                      {Character::Dwarf, "Dwarf"},
                                                                      {Character::Elf, "Elf"},
                                                                      {Character::Halfling, "Halfling"},
                                                                      {Character::Thief, "Thief"},
                                                                      {Character::Warrior, "Warrior"},
                                                                      {Character::Wizard, "Wizard"}});
constexpr std::array phases = std::to_array<PhaseDescriptor>({
    {Phase::DiscardAndDraw, "discard-and-draw", "Discard and Draw"},
    {Phase::GiveCharity, "give-charity", "Give Charity"},
    {Phase::PlayCards, "play-cards", "Play Cards"},
    {Phase::AddTreasure, "add-treasure", "Add Treasure"},
    {Phase::MoveMonsters, "move-monsters", "Move Monsters"},
    {Phase::PlaceMonsters, "place-monsters", "Place Monsters"},
});
static_assert(phases.size() == allPhases.size());
// The phases' names for the reasons, in allPhases' order: the same words as `phases`, for translation.
constexpr std::array phaseTerms = {
    ARBITER_MESSAGE("panic.phase.discard-and-draw", "Discard and Draw"),
    ARBITER_MESSAGE("panic.phase.give-charity", "Give Charity"),
    ARBITER_MESSAGE("panic.phase.play-cards", "Play Cards"),
    ARBITER_MESSAGE("panic.phase.add-treasure", "Add Treasure"),
    ARBITER_MESSAGE("panic.phase.move-monsters", "Move Monsters"),
    ARBITER_MESSAGE("panic.phase.place-monsters", "Place Monsters"),
};
static_assert(phaseTerms.size() == allPhases.size());
static_assert([] {
    for (std::size_t i = 0; i < phases.size(); ++i)
        if (phases[i].name != phaseTerms[i].text)
            return false;
    return true;
}());

// The Huge Rock and the die token are resolved with a roll; the others say what they do.
constexpr std::array curses = std::to_array<CurseTokenDescriptor>({
    {CurseToken::AllClockwise, "all-clockwise", "All Monsters move clockwise", "All Monsters move clockwise",
     "All Clockwise", false},
    {CurseToken::HugeRock, "huge-rock", "Huge Rock", "Huge Rock", "Huge Rock", true},
    {CurseToken::LoseHelp, "lose-help", "Lose help on your next turn", "Lose help on your next turn",
     "Lose Help", false},
    {CurseToken::MoveRed, "move-red", "Monsters in Red move 1 space", "Monsters in Red move 1 space",
     "Move Red", false},
    {CurseToken::MoveGreen, "move-green", "Monsters in Green move 1 space", "Monsters in Green move 1 space",
     "Move Green", false},
    {CurseToken::MoveBlue, "move-blue", "Monsters in Blue move 1 space", "Monsters in Blue move 1 space",
     "Move Blue", false},
    {CurseToken::PlaceOneMore, "place-one-more", "Place 1 more Monster", "Place 1 more Monster",
     "Place 1 More", false},
    {CurseToken::RollMove, "roll-move", "Roll the die", "Roll the die: Monsters in that arc move",
     "Roll & Move", true},
});
static_assert(curses.size() == allCurseTokens.size());

// Each table lists its enum in declaration order, so describe() can index it.
template <typename Table, typename Field>
constexpr bool inEnumOrder(const Table& table, Field field)
{
    for (std::size_t i = 0; i < table.size(); ++i)
        if (static_cast<std::size_t>(table[i].*field) != i)
            return false;
    return true;
}
static_assert(inEnumOrder(phases, &PhaseDescriptor::phase));
static_assert(inEnumOrder(curses, &CurseTokenDescriptor::curse));

constexpr std::array variants = std::to_array<VariantName>({
    {"less-munchkin", &Variants::lessMunchkin},
    {"more-panic:smaller-hand", &Variants::smallerHand},
    {"more-panic:no-starting-treasure", &Variants::noStartingTreasure},
    {"more-panic:no-walls", &Variants::noWalls},
    {"more-panic:no-treasure-reshuffle", &Variants::noTreasureReshuffle},
    {"more-panic:enhancers", &Variants::enhancers},
    {"less-panic:weapons", &Variants::manyWeapons},
    {"less-panic:negotiations", &Variants::manyNegotiations},
    {"less-panic:bigger-hand", &Variants::biggerHand},
    {"less-panic:two-treasures", &Variants::twoStartingTreasures},
    {"less-panic:place-two", &Variants::placeTwo},
    {"less-panic:expansion-cards", &Variants::expansionCards},
    {"less-panic:characters", &Variants::characters},
});

template <typename E, std::size_t N>
std::string_view nameIn(const std::array<Name<E>, N>& table, E value)
{
    for (const Name<E>& entry : table)
        if (entry.value == value)
            return entry.name;
    return {};
}

template <typename E, std::size_t N>
std::optional<E> valueIn(const std::array<Name<E>, N>& table, std::string_view name)
{
    for (const Name<E>& entry : table)
        if (entry.name == name)
            return entry.value;
    return std::nullopt;
}

}  // namespace

bool charactersInPlay(const Options& options)
{
    return options.mode == Mode::MoreMunchkin || options.variants.characters;
}

bool enhancersInPlay(const Options& options)
{
    return options.mode == Mode::MoreMunchkin || options.variants.enhancers;
}

bool expansionCardsInPlay(const Options& options)
{
    return options.mode == Mode::MoreMunchkin || options.variants.expansionCards;
}

std::string spaceName(Ring ring, int arc)
{
    std::string name(ringName(ring));
    if (!name.empty())
        name.front() = static_cast<char>(name.front() - 'a' + 'A');
    const bool area = ring == Ring::Forest || ring == Ring::Castle;  // no "ring" after these two
    return "the " + name + (area ? "" : " ring") + " of arc " + std::to_string(arc);
}

std::string_view ringName(Ring ring)
{
    return nameIn(ringNames, ring);
}
std::string_view colourName(Colour colour)
{
    return nameIn(colourNames, colour);
}
std::string_view modeName(Mode mode)
{
    return nameIn(modeNames, mode);
}
std::string_view characterName(Character character)
{
    return nameIn(characterNames, character);
}
std::span<const CurseTokenDescriptor> curseTokenDescriptors()
{
    return curses;
}
const CurseTokenDescriptor& describe(CurseToken curse)
{
    return curses[static_cast<std::size_t>(curse)];
}
std::span<const PhaseDescriptor> phaseDescriptors()
{
    return phases;
}
Message phaseTerm(Phase phase)
{
    return phaseTerms[static_cast<std::size_t>(phase)];
}

const PhaseDescriptor& describe(Phase phase)
{
    return phases[static_cast<std::size_t>(phase)];
}
std::string_view phaseName(Phase phase)
{
    return describe(phase).id;
}
std::string_view curseTokenName(CurseToken curse)
{
    return describe(curse).id;
}
std::optional<Ring> ringFromName(std::string_view name)
{
    return valueIn(ringNames, name);
}
std::optional<Colour> colourFromName(std::string_view name)
{
    return valueIn(colourNames, name);
}
std::optional<Mode> modeFromName(std::string_view name)
{
    return valueIn(modeNames, name);
}
std::optional<Character> characterFromName(std::string_view name)
{
    return valueIn(characterNames, name);
}
std::optional<Phase> phaseFromName(std::string_view name)
{
    for (const PhaseDescriptor& entry : phases)
        if (entry.id == name)
            return entry.phase;
    return std::nullopt;
}
std::optional<CurseToken> curseTokenFromName(std::string_view name)
{
    for (const CurseTokenDescriptor& entry : curses)
        if (entry.id == name)
            return entry.curse;
    return std::nullopt;
}

std::span<const VariantName> variantNames()
{
    return variants;
}

}  // namespace arbiter::rules::panic

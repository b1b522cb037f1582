#include "rules/panic/types.h"

#include <algorithm>

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
constexpr std::array phaseNames = std::to_array<Name<Phase>>({{Phase::DiscardAndDraw, "discard-and-draw"},
                                                              {Phase::GiveCharity, "give-charity"},
                                                              {Phase::PlayCards, "play-cards"},
                                                              {Phase::AddTreasure, "add-treasure"},
                                                              {Phase::MoveMonsters, "move-monsters"},
                                                              {Phase::PlaceMonsters, "place-monsters"}});
constexpr std::array curseNames =
    std::to_array<Name<CurseToken>>({{CurseToken::AllClockwise, "all-clockwise"},
                                     {CurseToken::HugeRock, "huge-rock"},
                                     {CurseToken::LoseHelp, "lose-help"},
                                     {CurseToken::MoveRed, "move-red"},
                                     {CurseToken::MoveGreen, "move-green"},
                                     {CurseToken::MoveBlue, "move-blue"},
                                     {CurseToken::PlaceOneMore, "place-one-more"},
                                     {CurseToken::RollMove, "roll-move"}});

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
std::string_view phaseName(Phase phase)
{
    return nameIn(phaseNames, phase);
}
std::string_view curseTokenName(CurseToken curse)
{
    return nameIn(curseNames, curse);
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
    return valueIn(phaseNames, name);
}
std::optional<CurseToken> curseTokenFromName(std::string_view name)
{
    return valueIn(curseNames, name);
}

std::span<const VariantName> variantNames()
{
    return variants;
}

}  // namespace arbiter::rules::panic

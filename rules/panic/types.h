#pragma once
// The vocabulary of Munchkin Panic: the board's rings and colours, the game modes and variants, the
// More Munchkin characters, the turn's six phases and the eight Curse tokens. Plain data, no rules.

#include "rules/core/message.h"

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace arbiter::rules::panic {

// From the outside in; Monsters move one ring towards the Castle each Move Monsters phase.
enum class Ring { Forest, Archer, Knight, Swordsman, Castle };
enum class Colour { Red, Green, Blue };

inline constexpr int arcCount = 6;  // arcs are numbered 1..6 clockwise

enum class Mode { Standard, MoreMunchkin, Solitaire };

// The box's optional rules ("More Panic", "Less Panic", "Less Munchkin"), each a named switch.
struct Variants {
    bool lessMunchkin = false;  // no Curse cards in the Castle deck

    bool smallerHand = false;          // more-panic:smaller-hand: one Castle card fewer
    bool noStartingTreasure = false;   // more-panic:no-starting-treasure
    bool noWalls = false;              // more-panic:no-walls
    bool noTreasureReshuffle = false;  // more-panic:no-treasure-reshuffle
    bool enhancers = false;            // more-panic:enhancers: the expansion's Monster Enhancers

    bool manyWeapons = false;           // less-panic:weapons: more than one Weapon per Hit card
    bool manyNegotiations = false;      // less-panic:negotiations: more than one deal per turn
    bool biggerHand = false;            // less-panic:bigger-hand: one Castle card more
    bool twoStartingTreasures = false;  // less-panic:two-treasures
    bool placeTwo = false;              // less-panic:place-two: two Monsters placed instead of three
    bool expansionCards = false;        // less-panic:expansion-cards: the expansion's Weapons and Illusion
    bool characters = false;            // less-panic:characters: the expansion's Character cards

    friend bool operator==(const Variants&, const Variants&) = default;
};

// How a Monster at its lowest point value may be slain (spec "Known ambiguities").
enum class SlayRule {
    // Default: a 4- or 5-point Monster *at* 1 health is slain only by one attack of at least its points;
    // above 1 health it takes damage normally.
    AtLowestNeedsFullAttack,
    // House rule "panic.slay-strict": the blow that slays a 4- or 5-point Monster must itself be at least
    // its points, whatever its health; a weaker blow that would slay it leaves it at 1.
    KillingBlowNeedsFullAttack,
};

struct Options {
    Mode mode = Mode::Standard;
    Variants variants;
    SlayRule slayRule = SlayRule::AtLowestNeedsFullAttack;

    friend bool operator==(const Options&, const Options&) = default;
};

// Whether the expansion's Character cards / Monster Enhancers / Weapons and Illusion are in the game.
bool charactersInPlay(const Options& options);
bool enhancersInPlay(const Options& options);
bool expansionCardsInPlay(const Options& options);

// The More Munchkin Mini-Expansion's characters.
enum class Character { Cleric, Dwarf, Elf, Halfling, Thief, Warrior, Wizard };

// The six phases of a turn, in order.
enum class Phase { DiscardAndDraw, GiveCharity, PlayCards, AddTreasure, MoveMonsters, PlaceMonsters };

// The eight Curse tokens in the Monster bag.
enum class CurseToken {
    AllClockwise,
    HugeRock,
    LoseHelp,
    MoveRed,
    MoveGreen,
    MoveBlue,
    PlaceOneMore,
    RollMove
};

// Everything said about a Curse token, in one row: a name or a flag of a token exists only here.
struct CurseTokenDescriptor {
    CurseToken curse;
    std::string_view id;     // as the CLI and the log spell it: "roll-move"
    std::string_view name;   // as printed on the token: "Roll the die"
    std::string_view title;  // how a reason names it: "Roll the die: Monsters in that arc move"
    std::string_view label;  // a few words for a button or the history: "Roll & Move"
    bool needsRoll;          // resolved with a die roll the table makes
};

// The same for a phase of the turn.
struct PhaseDescriptor {
    Phase phase;
    std::string_view id;    // "move-monsters"
    std::string_view name;  // "Move Monsters"
};

std::span<const CurseTokenDescriptor> curseTokenDescriptors();  // in allCurseTokens' order
const CurseTokenDescriptor& describe(CurseToken curse);
std::span<const PhaseDescriptor> phaseDescriptors();  // in turn order
const PhaseDescriptor& describe(Phase phase);
// A phase's name as a term of a reason's message ("phase 4 (Add Treasure)").
Message phaseTerm(Phase phase);

// Stable names as the CLI and the log spell them ("swordsman", "more-munchkin", "huge-rock", "Warrior").
std::string_view ringName(Ring ring);
std::string_view colourName(Colour colour);
std::string_view modeName(Mode mode);
std::string_view characterName(Character character);
std::string_view phaseName(Phase phase);
std::string_view curseTokenName(CurseToken curse);
// A space as players name it in a sentence: "the Archer ring of arc 1", "the Forest of arc 2".
std::string spaceName(Ring ring, int arc);
std::optional<Ring> ringFromName(std::string_view name);
std::optional<Colour> colourFromName(std::string_view name);
std::optional<Mode> modeFromName(std::string_view name);
std::optional<Character> characterFromName(std::string_view name);
std::optional<Phase> phaseFromName(std::string_view name);
std::optional<CurseToken> curseTokenFromName(std::string_view name);

inline constexpr std::array allRings{Ring::Forest, Ring::Archer, Ring::Knight, Ring::Swordsman, Ring::Castle};
inline constexpr std::array allCharacters{Character::Cleric,   Character::Dwarf, Character::Elf,
                                          Character::Halfling, Character::Thief, Character::Warrior,
                                          Character::Wizard};
inline constexpr std::array allPhases{Phase::DiscardAndDraw, Phase::GiveCharity,  Phase::PlayCards,
                                      Phase::AddTreasure,    Phase::MoveMonsters, Phase::PlaceMonsters};
inline constexpr std::array allCurseTokens{
    CurseToken::AllClockwise, CurseToken::HugeRock, CurseToken::LoseHelp,     CurseToken::MoveRed,
    CurseToken::MoveGreen,    CurseToken::MoveBlue, CurseToken::PlaceOneMore, CurseToken::RollMove};

// The variant switches by the names `options.variants` lists ("less-munchkin", "more-panic:no-walls"...).
struct VariantName {
    std::string_view name;
    bool Variants::*flag;
};
std::span<const VariantName> variantNames();

}  // namespace arbiter::rules::panic

#pragma once
// Edition profiles as data: everything the four Munchkin card games differ in that the
// referee needs. A rule check reads its edition's profile instead of testing the edition.

#include "rules/munchkin/types.h"

#include <array>
#include <optional>
#include <span>
#include <string_view>

namespace arbiter::rules::munchkin {

// One kind of character card the edition has, with the card that lets a player hold two.
struct CharacterCardKind {
    CardKind kind;
    std::string_view doublingCard{};          // "Half-Breed", "Super Munchkin", ...
    std::span<const std::string_view> cards;  // the cards of that kind in the box
};

// A monster tag that lets a monster join a fight of the same tag without Wandering Monster.
struct TribalRule {
    JoinedBy via;
    std::string_view tag{};  // "Undead", "Goblin", "Demon"; empty for goth summoning (by name)
    std::string_view ruleId{};
};

// A monster of the box whose tribes the referee knows by name, tagged or not.
struct KnownMonster {
    std::string_view name{};
    std::span<const std::string_view> tags{};
};

struct EditionProfile {
    Edition edition = Edition::Deluxe;
    std::string_view id{};        // "deluxe", as the CLI spells it
    std::string_view name{};      // "Munchkin Deluxe"
    std::string_view rulebook{};  // short rulebook name used by the rules catalogue

    std::span<const CharacterCardKind> characterCards{};
    bool hasCultists = false;  // Cthulhu: Cultist class with its own discard pile
    bool hasRides = false;     // Nightmare: one Ride at a time
    int maxRides = 0;
    bool hasBigItems = false;        // only one Big item carried
    std::string_view bigItemRace{};  // race that carries any number of Big items ("Dwarf")
    bool hasHirelings = false;
    bool hasCheat = true;
    bool ridesLiftEquipLimits = false;  // Nightmare lists a Ride among the limit-lifting cards
    // Whether a doubling card on a single card also lets the player equip Items forbidden to it.
    bool doublerIgnoresForbiddenItems = true;
    std::span<const TribalRule> tribalRules{};
    std::span<const KnownMonster> knownMonsters{};  // Pathfinder: the Hemogoblin is Undead and Goblin
    bool gothSummoning = false;                     // Cthulhu: a "...goth" monster may summon one more

    std::string_view winsTiesClass{};         // Deluxe: "Warrior"; empty when no class wins ties
    std::string_view elfHelperRace{};         // Deluxe: "Elf" helpers gain a level per monster slain
    std::string_view rideBonusCitizenship{};  // Nightmare: "Thanksgiving Town" (+2 per Ride)
    int rideBonusPerRide = 0;
    int giveThanksMinimumLevel = 0;  // Nightmare: Give Thanks on monsters of Level 10+
    // Whether the rulebook lets a one-shot with a Gold value be sold: Pathfinder says so, Nightmare
    // calls such cards One-Shot Items. Deluxe and Cthulhu leave it open (the house rule sellOneShots).
    bool oneShotsSellable = false;
    // Nightmare: a Go Up a Level card that says so may give the winning level.
    bool goUpALevelMayWinWhenCardSays = false;

    int killClaimWaitMs = 2600;  // the "reasonable time" before a kill is final
    int winningLevel = 10;
    int epicWinningLevel = 20;
    int handLimit = 5;
    int runAwayTarget = 5;
    bool fasterPlayInRulebook = true;  // Listen at the Door and shared victory are printed
};

struct Options {
    bool epic = false;
    bool sharedVictory = false;
    bool fasterPlay = false;  // Listen at the Door
    // House rule where the rulebook leaves it open: one-shots with a Gold value sell like Items.
    bool sellOneShots = false;

    friend bool operator==(const Options&, const Options&) = default;
};

const EditionProfile& profile(Edition edition);
std::span<const EditionProfile> allEditions();
std::optional<Edition> editionFromId(std::string_view id);

int winningLevel(const EditionProfile& profile, const Options& options);
// Whether one-shots sell for their Gold: by the rulebook, or by the table's house rule.
bool oneShotsSell(const EditionProfile& profile, const Options& options);
// The kind of character card `name` is in this edition, if the box has it.
std::optional<CardKind> kindOfCard(const EditionProfile& profile, std::string_view name);
bool editionHasKind(const EditionProfile& profile, CardKind kind);
std::string_view doublingCardFor(const EditionProfile& profile, CardKind kind);
// Whether the monster belongs to a tribe ("Undead", "Goblin"...): by its tags, compared without
// regard to case, or by what the edition knows of it by name.
bool monsterHasTag(const EditionProfile& profile, const Monster& monster, std::string_view tag);

}  // namespace arbiter::rules::munchkin

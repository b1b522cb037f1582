#include "rules/munchkin/edition.h"

#include <algorithm>
#include <cctype>

namespace arbiter::rules::munchkin {
namespace {

using namespace std::string_view_literals;

// Character cards printed in each box. Humans in Deluxe have no Race card.
constexpr std::array deluxeRaces = {"Elf"sv, "Dwarf"sv, "Halfling"sv};
constexpr std::array deluxeClasses = {"Warrior"sv, "Wizard"sv, "Thief"sv, "Cleric"sv};
constexpr std::array cthulhuClasses = {"Professor"sv, "Investigator"sv, "Monster Whacker"sv, "Cultist"sv};
constexpr std::array nightmareCitizenships = {"Halloween Town"sv, "Christmas Town"sv, "Easter Town"sv,
                                              "Thanksgiving Town"sv};
constexpr std::array pathfinderClasses = {"Alchemist"sv, "Necromancer"sv, "Summoner"sv, "Witch"sv};
constexpr std::array pathfinderFactions = {"Eagle Knight"sv, "Hellknight"sv, "Pathfinder"sv,
                                           "Red Mantis Assassin"sv};

constexpr std::array deluxeKinds = {
    CharacterCardKind{CardKind::Race, "Half-Breed", deluxeRaces},
    CharacterCardKind{CardKind::Class, "Super Munchkin", deluxeClasses},
};
constexpr std::array cthulhuKinds = {
    CharacterCardKind{CardKind::Class, "Super Munchkin", cthulhuClasses},
};
constexpr std::array nightmareKinds = {
    CharacterCardKind{CardKind::Citizenship, "Dual Citizenship", nightmareCitizenships},
};
constexpr std::array pathfinderKinds = {
    CharacterCardKind{CardKind::Class, "Super Munchkin", pathfinderClasses},
    CharacterCardKind{CardKind::Faction, "Double Life", pathfinderFactions},
};

constexpr std::array undeadOnly = {
    TribalRule{JoinedBy::Undead, "Undead", "combat.join-undead"},
};
constexpr std::array undeadAndDemon = {
    TribalRule{JoinedBy::Undead, "Undead", "combat.join-undead"},
    TribalRule{JoinedBy::Demon, "Demon", "combat.join-demon"},
};
constexpr std::array undeadAndGoblin = {
    TribalRule{JoinedBy::Undead, "Undead", "combat.join-undead"},
    TribalRule{JoinedBy::Goblin, "Goblin", "combat.join-goblin"},
};
constexpr std::array undeadAndGoth = {
    TribalRule{JoinedBy::Undead, "Undead", "combat.join-undead"},
    TribalRule{JoinedBy::Goth, "", "combat.join-goth"},
};

constexpr std::array hemogoblinTags = {"Undead"sv, "Goblin"sv};
constexpr std::array pathfinderMonsters = {
    KnownMonster{"Hemogoblin", hemogoblinTags},
};

bool sameText(std::string_view a, std::string_view b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
        return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
    });
}

EditionProfile makeDeluxe()
{
    EditionProfile p{
        .edition = Edition::Deluxe, .id = "deluxe", .name = "Munchkin Deluxe", .rulebook = "Deluxe"};
    p.characterCards = deluxeKinds;
    p.hasBigItems = true;
    p.bigItemRace = "Dwarf";
    p.hasHirelings = true;
    p.tribalRules = undeadOnly;
    p.winsTiesClass = "Warrior";
    p.elfHelperRace = "Elf";
    return p;
}

EditionProfile makeCthulhu()
{
    EditionProfile p{
        .edition = Edition::Cthulhu, .id = "cthulhu", .name = "Munchkin Cthulhu", .rulebook = "Cthulhu"};
    p.characterCards = cthulhuKinds;
    p.hasCultists = true;
    p.tribalRules = undeadAndGoth;
    p.gothSummoning = true;
    return p;
}

EditionProfile makeNightmare()
{
    EditionProfile p{.edition = Edition::Nightmare,
                     .id = "nightmare",
                     .name = "Munchkin The Nightmare Before Christmas",
                     .rulebook = "Nightmare"};
    p.characterCards = nightmareKinds;
    p.hasRides = true;
    p.maxRides = 1;
    p.ridesLiftEquipLimits = true;
    // Dual Citizenship lists only the monster bonuses among the disadvantages it removes.
    p.doublerIgnoresForbiddenItems = false;
    p.tribalRules = undeadAndDemon;
    p.rideBonusCitizenship = "Thanksgiving Town";
    p.rideBonusPerRide = 2;
    p.giveThanksMinimumLevel = 10;
    p.goUpALevelMayWinWhenCardSays = true;
    // "A Treasure card that says Usable once only is considered a One-Shot Item", and Items have Gold.
    p.oneShotsSellable = true;
    return p;
}

EditionProfile makePathfinder()
{
    EditionProfile p{.edition = Edition::Pathfinder,
                     .id = "pathfinder",
                     .name = "Munchkin Pathfinder",
                     .rulebook = "Pathfinder"};
    p.characterCards = pathfinderKinds;
    p.hasBigItems = true;
    p.hasHirelings = true;
    p.tribalRules = undeadAndGoblin;
    p.knownMonsters = pathfinderMonsters;
    p.oneShotsSellable = true;
    p.killClaimWaitMs = 3750;
    // The Pathfinder rulebook prints no Faster Play section; the options stay available as house rules.
    p.fasterPlayInRulebook = false;
    return p;
}

const std::array<EditionProfile, 4>& editions()
{
    static const std::array<EditionProfile, 4> all = {makeDeluxe(), makeCthulhu(), makeNightmare(),
                                                      makePathfinder()};
    return all;
}

}  // namespace

const EditionProfile& profile(Edition edition)
{
    return editions()[static_cast<std::size_t>(edition)];
}

std::span<const EditionProfile> allEditions()
{
    return editions();
}

std::optional<Edition> editionFromId(std::string_view id)
{
    for (const EditionProfile& p : editions())
        if (p.id == id)
            return p.edition;
    return std::nullopt;
}

int winningLevel(const EditionProfile& profile, const Options& options)
{
    return options.epic ? profile.epicWinningLevel : profile.winningLevel;
}

bool oneShotsSell(const EditionProfile& profile, const Options& options)
{
    return profile.oneShotsSellable || options.sellOneShots;
}

std::optional<CardKind> kindOfCard(const EditionProfile& profile, std::string_view name)
{
    for (const CharacterCardKind& kind : profile.characterCards)
        if (std::find(kind.cards.begin(), kind.cards.end(), name) != kind.cards.end())
            return kind.kind;
    return std::nullopt;
}

bool editionHasKind(const EditionProfile& profile, CardKind kind)
{
    return std::any_of(profile.characterCards.begin(), profile.characterCards.end(),
                       [kind](const CharacterCardKind& k) { return k.kind == kind; });
}

std::string_view doublingCardFor(const EditionProfile& profile, CardKind kind)
{
    for (const CharacterCardKind& k : profile.characterCards)
        if (k.kind == kind)
            return k.doublingCard;
    return {};
}

bool monsterHasTag(const EditionProfile& profile, const Monster& monster, std::string_view tag)
{
    if (std::any_of(monster.tags.begin(), monster.tags.end(),
                    [tag](const std::string& own) { return sameText(own, tag); }))
        return true;
    return std::any_of(profile.knownMonsters.begin(), profile.knownMonsters.end(),
                       [&](const KnownMonster& known) {
                           return sameText(known.name, monster.name)
                                  && std::any_of(known.tags.begin(), known.tags.end(),
                                                 [tag](std::string_view own) { return sameText(own, tag); });
                       });
}

}  // namespace arbiter::rules::munchkin

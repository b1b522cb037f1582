#pragma once
// Small value types shared by every Munchkin rule check.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::rules::munchkin {

enum class Edition { Deluxe, Cthulhu, Nightmare, Pathfinder };

enum class Sex { Unspecified, Male, Female };

// The kinds of character card an edition can have in play.
enum class CardKind { Race, Class, Faction, Citizenship };

// What a player is, as far as the rules can tell from the cards in play.
struct Character {
    std::vector<std::string> races;
    std::vector<std::string> classes;
    std::vector<std::string> factions;
    std::vector<std::string> citizenships;
    Sex sex = Sex::Unspecified;
    // Doubling cards in play: Half-Breed (races), Super Munchkin (classes),
    // Double Life (factions), Dual Citizenship (citizenships).
    bool halfBreed = false;
    bool superMunchkin = false;
    bool doubleLife = false;
    bool dualCitizenship = false;

    const std::vector<std::string>& cards(CardKind kind) const;
    std::vector<std::string>& cards(CardKind kind);
    bool has(CardKind kind, std::string_view name) const;
    bool doubled(CardKind kind) const;
    // A doubling card on a single card of its kind: that card's advantages without its disadvantages.
    bool doubledSingle(CardKind kind) const;

    friend bool operator==(const Character&, const Character&) = default;
};

// An attribute a monster bonus or an Item restriction can name.
struct Attribute {
    enum class Kind { Race, Class, Faction, Citizenship, Sex };
    Kind kind = Kind::Class;
    std::string value;  // card name, or "male" / "female" for Sex

    friend bool operator==(const Attribute&, const Attribute&) = default;
};

// The kind of character card an attribute names; none for Sex.
std::optional<CardKind> cardKindOf(Attribute::Kind kind);

struct Ride {
    std::string name;
    int bonus = 0;

    friend bool operator==(const Ride&, const Ride&) = default;
};

// A player in a combat: the fighter or the one helper.
struct Combatant {
    int level = 1;
    int gear = 0;           // summed bonus of equipped Items
    int abilityBonus = 0;   // Berserking, discards for abilities and the like
    bool winsTies = false;  // an explicit wins-ties ability, whatever the edition
    Character character;
    std::vector<Ride> rides;

    friend bool operator==(const Combatant&, const Combatant&) = default;
};

// A card played into a combat on one side: a one-shot, a Ride enhancer, a curse's penalty...
struct CombatCard {
    std::string name;
    int bonus = 0;

    friend bool operator==(const CombatCard&, const CombatCard&) = default;
};

struct Enhancer {
    std::string name;
    int bonus = 0;
    int treasures = 0;

    friend bool operator==(const Enhancer&, const Enhancer&) = default;
};

struct VersusBonus {
    Attribute when;
    int bonus = 0;

    friend bool operator==(const VersusBonus&, const VersusBonus&) = default;
};

// How a monster entered the fight; the tribal rules let some join without Wandering Monster.
enum class JoinedBy { Door, LookForTrouble, WanderingMonster, Undead, Goblin, Demon, Goth };

struct Monster {
    std::string name;
    int level = 1;
    int treasures = 0;
    int levels = 1;                 // levels its death is worth
    std::vector<std::string> tags;  // "Undead", "Goblin", "Demon"...
    std::vector<Enhancer> enhancers;
    std::vector<VersusBonus> versus;
    bool levelOnly = false;   // the whole fight is fought with Level only
    bool eliminated = false;  // removed from the fight without being killed
    JoinedBy joinedBy = JoinedBy::Door;

    friend bool operator==(const Monster&, const Monster&) = default;
};

std::string toString(Edition edition);
std::string toString(CardKind kind);

}  // namespace arbiter::rules::munchkin

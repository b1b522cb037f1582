#pragma once
// Equipping Items: slot limits, the one Big item, restrictions, and what still counts.

#include "rules/core/verdict.h"
#include "rules/munchkin/edition.h"

#include <optional>
#include <string>
#include <vector>

namespace arbiter::rules::munchkin {

enum class Slot { None, Headgear, Armor, Footgear, OneHand, TwoHands };

// Where an Item sits beyond the normal limits: attached to a Cheat! card or carried by a Hireling
// (or, in Nightmare, by a Ride).
enum class Lifter { Auto, None, Cheat, Hireling };

struct Item {
    std::string name;
    Slot slot = Slot::None;
    bool big = false;
    int bonus = 0;
    int gold = 0;  // its Gold value, for selling
    bool equipped = true;
    std::optional<Attribute> onlyFor;
    std::optional<Attribute> forbiddenFor;
    Lifter lifter = Lifter::Auto;  // Auto: the referee uses a free lifter where one is needed

    friend bool operator==(const Item&, const Item&) = default;
};

struct EquipRequest {
    Character character;
    int rides = 0;  // Rides in play (Nightmare: at most one)
    std::vector<Item> items;
    int hirelings = 0;
    bool cheat = false;
    bool inCombat = false;  // asked during a combat: no changes allowed
};

struct ItemRuling {
    std::string name;
    bool counts = false;  // the bonus adds to combat strength
    Lifter lifter = Lifter::None;
    Verdict verdict;
};

struct EquipResult {
    Verdict verdict;
    int effectiveGear = 0;
    std::vector<ItemRuling> items;
};

EquipResult judgeEquip(const EditionProfile& profile, const EquipRequest& request);

// Whether the character qualifies for an Item restricted to `attribute`.
bool qualifies(const Character& character, const Attribute& attribute);
// Whether the Item's "forbidden for" restriction bites this character (a doubled single card
// can lift it where the edition says so).
bool forbidden(const EditionProfile& profile, const Character& character, const Attribute& attribute);

std::string toString(Slot slot);

}  // namespace arbiter::rules::munchkin

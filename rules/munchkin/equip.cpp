#include "rules/munchkin/equip.h"

#include <algorithm>

namespace arbiter::rules::munchkin {

namespace {

// Free places in the equip slots. Hands count in halves: a 2-Hands Item takes both.
struct Slots {
    int headgear = 1;
    int armor = 1;
    int footgear = 1;
    int hands = 2;

    int* room(Slot slot, int& need)
    {
        need = slot == Slot::TwoHands ? 2 : 1;
        switch (slot) {
        case Slot::Headgear:
            return &headgear;
        case Slot::Armor:
            return &armor;
        case Slot::Footgear:
            return &footgear;
        case Slot::OneHand:
        case Slot::TwoHands:
            return &hands;
        case Slot::None:
            break;
        }
        return nullptr;
    }
};

std::string_view slotRule(Slot slot)
{
    switch (slot) {
    case Slot::Headgear:
        return "equip.headgear";
    case Slot::Armor:
        return "equip.armor";
    case Slot::Footgear:
        return "equip.footgear";
    case Slot::OneHand:
    case Slot::TwoHands:
    case Slot::None:
        break;
    }
    return "equip.hands";
}

// "%1 does not fit": the sentence for the slot's limit.
Message doesNotFit(Slot slot)
{
    switch (slot) {
    case Slot::Headgear:
        return ARBITER_MESSAGE("equip.headgear.does-not-fit",
                               "%1 does not fit: only one Headgear can be equipped.");
    case Slot::Armor:
        return ARBITER_MESSAGE("equip.armor.does-not-fit",
                               "%1 does not fit: only one suit of Armor can be equipped.");
    case Slot::Footgear:
        return ARBITER_MESSAGE("equip.footgear.does-not-fit",
                               "%1 does not fit: only one pair of Footgear can be equipped.");
    case Slot::OneHand:
    case Slot::TwoHands:
    case Slot::None:
        break;
    }
    return ARBITER_MESSAGE("equip.hands.does-not-fit",
                           "%1 does not fit: only two hands' worth of Items can be equipped.");
}

// The limit a Cheat! card or a Hireling (a Ride) lets an Item go beyond.
enum class Limit { EquipAndBig, OneBig, Equip };

// The cards that can hold an Item beyond the limits, and how many are still free.
struct Lifters {
    bool cheatFree = false;
    int hirelingsFree = 0;

    Lifter take(Lifter wanted)
    {
        if ((wanted == Lifter::Auto || wanted == Lifter::Hireling) && hirelingsFree > 0) {
            --hirelingsFree;
            return Lifter::Hireling;
        }
        if ((wanted == Lifter::Auto || wanted == Lifter::Cheat) && cheatFree) {
            cheatFree = false;
            return Lifter::Cheat;
        }
        return Lifter::None;
    }
};

Message cheatIgnores(Limit limit)
{
    switch (limit) {
    case Limit::EquipAndBig:
        return ARBITER_MESSAGE("equip.cheat.ignores-equip-and-big",
                               "%1 is attached to Cheat!, which ignores the equip and Big-item limits.");
    case Limit::OneBig:
        return ARBITER_MESSAGE("equip.cheat.ignores-one-big",
                               "%1 is attached to Cheat!, which ignores the one-Big-item limit.");
    case Limit::Equip:
        break;
    }
    return ARBITER_MESSAGE("equip.cheat.ignores-equip",
                           "%1 is attached to Cheat!, which ignores the equip limits.");
}

Message heldByHireling(Limit limit)
{
    switch (limit) {
    case Limit::EquipAndBig:
        return ARBITER_MESSAGE("equip.hireling.hireling-beyond-equip-and-big",
                               "%1 is held by a Hireling beyond the equip and Big-item limits.");
    case Limit::OneBig:
        return ARBITER_MESSAGE("equip.hireling.hireling-beyond-one-big",
                               "%1 is held by a Hireling beyond the one-Big-item limit.");
    case Limit::Equip:
        break;
    }
    return ARBITER_MESSAGE("equip.hireling.hireling-beyond-equip",
                           "%1 is held by a Hireling beyond the equip limits.");
}

Message heldByRide(Limit limit)
{
    switch (limit) {
    case Limit::EquipAndBig:
        return ARBITER_MESSAGE("equip.hireling.ride-beyond-equip-and-big",
                               "%1 is held by a Ride beyond the equip and Big-item limits.");
    case Limit::OneBig:
        return ARBITER_MESSAGE("equip.hireling.ride-beyond-one-big",
                               "%1 is held by a Ride beyond the one-Big-item limit.");
    case Limit::Equip:
        break;
    }
    return ARBITER_MESSAGE("equip.hireling.ride-beyond-equip",
                           "%1 is held by a Ride beyond the equip limits.");
}

void noteLifter(ItemRuling& ruling, Lifter lifter, const EditionProfile& profile, Limit limit)
{
    if (lifter == Lifter::Cheat)
        ruling.verdict.note("equip.cheat", cheatIgnores(limit), ruling.name);
    else
        ruling.verdict.note("equip.hireling",
                            profile.ridesLiftEquipLimits ? heldByRide(limit) : heldByHireling(limit),
                            ruling.name);
}

}  // namespace

bool qualifies(const Character& character, const Attribute& attribute)
{
    if (attribute.kind == Attribute::Kind::Sex) {
        const Sex wanted = attribute.value == "female" ? Sex::Female : Sex::Male;
        return character.sex == wanted;
    }
    return character.has(*cardKindOf(attribute.kind), attribute.value);
}

bool forbidden(const EditionProfile& profile, const Character& character, const Attribute& attribute)
{
    if (!qualifies(character, attribute))
        return false;
    const std::optional<CardKind> kind = cardKindOf(attribute.kind);
    return !(kind && character.doubledSingle(*kind) && profile.doublerIgnoresForbiddenItems);
}

std::string toString(Slot slot)
{
    switch (slot) {
    case Slot::Headgear:
        return "headgear";
    case Slot::Armor:
        return "armor";
    case Slot::Footgear:
        return "footgear";
    case Slot::OneHand:
        return "1hand";
    case Slot::TwoHands:
        return "2hands";
    case Slot::None:
        break;
    }
    return "none";
}

EquipResult judgeEquip(const EditionProfile& profile, const EquipRequest& request)
{
    EquipResult result;
    Verdict& verdict = result.verdict;
    const Character& who = request.character;

    if (request.inCombat)
        verdict.refuse("equip.no-change-in-combat",
                       ARBITER_MESSAGE("equip.no-change-in-combat.in-combat",
                                       "Items cannot be equipped or unequipped during a combat."));
    if (profile.hasRides && request.rides > profile.maxRides)
        verdict.refuse(
            "equip.one-ride",
            ARBITER_MESSAGE_N("equip.one-ride.too-many", "Only %n Ride(s) may be in play, not %1."),
            Count{profile.maxRides}, request.rides);
    if (request.hirelings > 0 && !profile.hasHirelings)
        verdict.refuse("character.edition-cards",
                       ARBITER_MESSAGE("character.edition-cards.no-hirelings", "%1 has no Hirelings."),
                       profile.name);

    Lifters lifters;
    lifters.cheatFree = request.cheat;
    lifters.hirelingsFree =
        (profile.hasHirelings ? request.hirelings : 0) + (profile.ridesLiftEquipLimits ? request.rides : 0);

    const bool raceLiftsBig = !profile.bigItemRace.empty() && who.has(CardKind::Race, profile.bigItemRace);
    const bool bigLimit = profile.hasBigItems && !raceLiftsBig;
    if (profile.hasBigItems && !bigLimit
        && std::any_of(request.items.begin(), request.items.end(), [](const Item& item) { return item.big; }))
        verdict.note(
            "equip.big-item-race",
            ARBITER_MESSAGE("equip.big-item-race.any-number", "A %1 may carry any number of Big items."),
            profile.bigItemRace);
    if (!profile.hasBigItems
        && std::any_of(request.items.begin(), request.items.end(), [](const Item& item) { return item.big; }))
        verdict.note("equip.no-big-items",
                     ARBITER_MESSAGE("equip.no-big-items.no-limit", "%1 has no Big-item limit."),
                     profile.name);

    Slots slots;
    int bigCarried = 0;
    for (const Item& item : request.items) {
        ItemRuling ruling;
        ruling.name = item.name;
        Lifter lifter = Lifter::None;

        // An explicitly placed Item takes its lifter first, whatever else happens.
        if (item.lifter == Lifter::Cheat || item.lifter == Lifter::Hireling) {
            lifter = lifters.take(item.lifter);
            if (lifter != Lifter::None)
                noteLifter(ruling, lifter, profile, Limit::EquipAndBig);
            else if (item.lifter == Lifter::Cheat)
                ruling.verdict.refuse("equip.cheat",
                                      ARBITER_MESSAGE("equip.cheat.no-free-cheat",
                                                      "%1 is placed on a Cheat! card that is not there or "
                                                      "already holds an Item."),
                                      item.name);
            else
                ruling.verdict.refuse(
                    "equip.hireling",
                    ARBITER_MESSAGE("equip.hireling.no-free-hireling",
                                    "%1 is placed on a Hireling that is not there or already "
                                    "holds an Item."),
                    item.name);
        }

        if (item.big && bigLimit) {
            ++bigCarried;
            if (bigCarried > 1 && lifter == Lifter::None) {
                if (item.lifter == Lifter::Auto)
                    lifter = lifters.take(Lifter::Auto);
                if (lifter == Lifter::None)
                    ruling.verdict.refuse(
                        "equip.big-item",
                        ARBITER_MESSAGE("equip.big-item.second",
                                        "%1 is a second Big item: only one may be carried. Sell "
                                        "it, trade it or give it to the lowest-Level player who "
                                        "can carry it."),
                        item.name);
                else
                    noteLifter(ruling, lifter, profile, Limit::OneBig);
            }
        }

        if (!item.equipped) {
            ruling.verdict.note("equip.carried",
                                ARBITER_MESSAGE("equip.carried.not-equipped",
                                                "%1 is carried, not equipped: its bonus does not count."),
                                item.name);
        } else {
            bool fits = true;
            int need = 0;
            if (int* room = slots.room(item.slot, need); room && lifter == Lifter::None) {
                if (*room >= need) {
                    *room -= need;
                } else {
                    if (item.lifter == Lifter::Auto)
                        lifter = lifters.take(Lifter::Auto);
                    if (lifter == Lifter::None) {
                        fits = false;
                        ruling.verdict.refuse(slotRule(item.slot), doesNotFit(item.slot), item.name);
                    } else {
                        noteLifter(ruling, lifter, profile, Limit::Equip);
                    }
                }
            }
            bool restricted = false;
            if (lifter != Lifter::Cheat) {
                if (item.onlyFor && !qualifies(who, *item.onlyFor)) {
                    restricted = true;
                    ruling.verdict.note(
                        "equip.only-for",
                        ARBITER_MESSAGE("equip.only-for.bonus-only-to", "%1 gives its bonus only to %2."),
                        item.name, item.onlyFor->value);
                }
                if (item.forbiddenFor && qualifies(who, *item.forbiddenFor)) {
                    if (forbidden(profile, who, *item.forbiddenFor)) {
                        restricted = true;
                        ruling.verdict.note(
                            "equip.forbidden-for",
                            ARBITER_MESSAGE("equip.forbidden-for.no-bonus", "%1 gives no bonus to %2."),
                            item.name, item.forbiddenFor->value);
                    } else {
                        ruling.verdict.note(
                            "equip.doubler-advantages",
                            ARBITER_MESSAGE("equip.doubler-advantages.no-disadvantages",
                                            "%1 is forbidden to %2, but a doubled single card has "
                                            "no disadvantages."),
                            item.name, item.forbiddenFor->value);
                    }
                }
            } else if (item.onlyFor || item.forbiddenFor) {
                ruling.verdict.note("equip.cheat",
                                    ARBITER_MESSAGE("equip.cheat.restrictions-ignored",
                                                    "%1 is on Cheat!, so its restrictions are ignored."),
                                    item.name);
            }
            ruling.counts = fits && !restricted && ruling.verdict.legal;
        }
        ruling.lifter = lifter;
        if (ruling.counts)
            result.effectiveGear += item.bonus;
        if (!ruling.verdict.legal)
            verdict.append(ruling.verdict);
        result.items.push_back(std::move(ruling));
    }
    return result;
}

}  // namespace arbiter::rules::munchkin

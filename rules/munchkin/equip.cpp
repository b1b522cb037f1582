#include "rules/munchkin/equip.h"

#include "rules/core/text.h"

#include <algorithm>

namespace arbiter::rules::munchkin {

using text::num;

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

std::string slotLimitText(Slot slot)
{
    switch (slot) {
    case Slot::Headgear:
        return "one Headgear";
    case Slot::Armor:
        return "one suit of Armor";
    case Slot::Footgear:
        return "one pair of Footgear";
    case Slot::OneHand:
    case Slot::TwoHands:
    case Slot::None:
        break;
    }
    return "two hands' worth of Items";
}

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

void noteLifter(ItemRuling& ruling, Lifter lifter, const EditionProfile& profile, std::string_view why)
{
    if (lifter == Lifter::Cheat)
        ruling.verdict.note("equip.cheat",
                            ruling.name + " is attached to Cheat!, which ignores " + text::str(why) + ".");
    else
        ruling.verdict.note("equip.hireling", ruling.name + " is held by a "
                                                  + (profile.ridesLiftEquipLimits ? "Ride" : "Hireling")
                                                  + " beyond " + text::str(why) + ".");
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
                       "Items cannot be equipped or unequipped during a combat.");
    if (profile.hasRides && request.rides > profile.maxRides)
        verdict.refuse("equip.one-ride", "Only " + num(profile.maxRides) + " Ride may be in play, not "
                                             + num(request.rides) + ".");
    if (request.hirelings > 0 && !profile.hasHirelings)
        verdict.refuse("character.edition-cards", text::str(profile.name) + " has no Hirelings.");

    Lifters lifters;
    lifters.cheatFree = request.cheat;
    lifters.hirelingsFree =
        (profile.hasHirelings ? request.hirelings : 0) + (profile.ridesLiftEquipLimits ? request.rides : 0);

    const bool raceLiftsBig = !profile.bigItemRace.empty() && who.has(CardKind::Race, profile.bigItemRace);
    const bool bigLimit = profile.hasBigItems && !raceLiftsBig;
    if (profile.hasBigItems && !bigLimit
        && std::any_of(request.items.begin(), request.items.end(), [](const Item& item) { return item.big; }))
        verdict.note("equip.big-item-race",
                     "A " + text::str(profile.bigItemRace) + " may carry any number of Big items.");
    if (!profile.hasBigItems
        && std::any_of(request.items.begin(), request.items.end(), [](const Item& item) { return item.big; }))
        verdict.note("equip.no-big-items", text::str(profile.name) + " has no Big-item limit.");

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
                noteLifter(ruling, lifter, profile, "the equip and Big-item limits");
            else
                ruling.verdict.refuse(item.lifter == Lifter::Cheat ? "equip.cheat" : "equip.hireling",
                                      item.name + " is placed on a "
                                          + (item.lifter == Lifter::Cheat ? "Cheat! card" : "Hireling")
                                          + " that is not there or already holds an Item.");
        }

        if (item.big && bigLimit) {
            ++bigCarried;
            if (bigCarried > 1 && lifter == Lifter::None) {
                if (item.lifter == Lifter::Auto)
                    lifter = lifters.take(Lifter::Auto);
                if (lifter == Lifter::None)
                    ruling.verdict.refuse("equip.big-item",
                                          item.name + " is a second Big item: only one may be carried. Sell it, trade it "
                                                      "or give it to the lowest-Level player who can carry it.");
                else
                    noteLifter(ruling, lifter, profile, "the one-Big-item limit");
            }
        }

        if (!item.equipped) {
            ruling.verdict.note("equip.carried",
                                item.name + " is carried, not equipped: its bonus does not count.");
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
                        ruling.verdict.refuse(slotRule(item.slot), item.name + " does not fit: only "
                                                                       + slotLimitText(item.slot)
                                                                       + " can be equipped.");
                    } else {
                        noteLifter(ruling, lifter, profile, "the equip limits");
                    }
                }
            }
            bool restricted = false;
            if (lifter != Lifter::Cheat) {
                if (item.onlyFor && !qualifies(who, *item.onlyFor)) {
                    restricted = true;
                    ruling.verdict.note("equip.only-for",
                                        item.name + " gives its bonus only to " + item.onlyFor->value + ".");
                }
                if (item.forbiddenFor && qualifies(who, *item.forbiddenFor)) {
                    if (forbidden(profile, who, *item.forbiddenFor)) {
                        restricted = true;
                        ruling.verdict.note("equip.forbidden-for", item.name + " gives no bonus to "
                                                                       + item.forbiddenFor->value + ".");
                    } else {
                        ruling.verdict.note("equip.doubler-advantages",
                                            item.name + " is forbidden to " + item.forbiddenFor->value
                                                + ", but a doubled single card has no disadvantages.");
                    }
                }
            } else if (item.onlyFor || item.forbiddenFor) {
                ruling.verdict.note("equip.cheat",
                                    item.name + " is on Cheat!, so its restrictions are ignored.");
            }
            ruling.counts = fits && !restricted && ruling.verdict.legal;
        }
        ruling.lifter = lifter;
        if (ruling.counts)
            result.effectiveGear += item.bonus;
        if (!ruling.verdict.legal)
            for (const Reason& reason : ruling.verdict.reasons)
                reason.refuses ? verdict.refuse(reason.rule, reason.text)
                               : verdict.note(reason.rule, reason.text);
        result.items.push_back(std::move(ruling));
    }
    return result;
}

}  // namespace arbiter::rules::munchkin

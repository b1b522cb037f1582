#pragma once
// When an action may be taken: the "any time / not in combat / own turn" tables, and trading.

#include "rules/core/verdict.h"
#include "rules/munchkin/edition.h"

#include <array>
#include <string_view>
#include <vector>

namespace arbiter::rules::munchkin {

enum class TimedAction {
    DiscardCharacterCard,  // a Race, Class, Faction or Citizenship
    PlayGoUpALevel,
    PlayHireling,
    PlayRide,
    PlayCurse,
    TradeItem,
    ChangeEquipped,
    PlayJustReceived,
    PlayCharacterCard,
    SellItems,
    PlayItem,
    PlayOneShot,
};

struct TimingContext {
    bool ownTurn = true;
    bool inCombat = false;  // the acting player is in a combat
    bool runningAway = false;
    bool partnerInCombat = false;  // trading: the other player
};

Verdict checkTiming(const EditionProfile& profile, TimedAction action, const TimingContext& context);

struct Trade {
    bool itemsInPlay = true;    // both Items come from the table, not from a hand
    bool onlyItems = true;      // no other cards change hands
    bool includesRide = false;  // Nightmare: Rides cannot be traded
    bool traderInCombat = false;
    bool partnerInCombat = false;
};

Verdict checkTrade(const EditionProfile& profile, const Trade& trade);

// The phases of a turn. Listen at the Door (phase 0) exists only with the Faster Play rules.
enum class Phase { ListenAtTheDoor, KickOpenTheDoor, LookForTroubleOrLootTheRoom, Charity };

// Every name of a phase, in one row per phase, in the enum's order: the JSON codec, the reasons and the
// screens read it here.
struct PhaseDescriptor {
    Phase phase;
    std::string_view id;  // as JSON spells it: "kick-open-the-door"
    Message name;         // as the rulebook and the screens say it: "Kick Open the Door"
};
inline constexpr std::array phaseTable = std::to_array<PhaseDescriptor>({
    {Phase::ListenAtTheDoor, "listen-at-the-door",
     ARBITER_MESSAGE("phase.listen-at-the-door", "Listen at the Door")},
    {Phase::KickOpenTheDoor, "kick-open-the-door",
     ARBITER_MESSAGE("phase.kick-open-the-door", "Kick Open the Door")},
    {Phase::LookForTroubleOrLootTheRoom, "look-for-trouble-or-loot-the-room",
     ARBITER_MESSAGE("phase.look-for-trouble-or-loot-the-room", "Look for Trouble or Loot the Room")},
    {Phase::Charity, "charity", ARBITER_MESSAGE("phase.charity", "Charity")},
});
static_assert([] {
    for (std::size_t i = 0; i < phaseTable.size(); ++i)
        if (static_cast<std::size_t>(phaseTable[i].phase) != i)
            return false;
    return true;
}());
constexpr const PhaseDescriptor& describe(Phase phase)
{
    return phaseTable[static_cast<std::size_t>(phase)];
}
enum class Deck { Door, Treasure };

std::vector<Phase> turnPhases(const Options& options);
// Which deck Loot the Room draws from: a Treasure under the Faster Play rules, a Door otherwise.
Deck lootTheRoomDeck(const Options& options);
// Explains the Faster Play rules in force, citing where the rulebook prints them (or that it
// does not, for a table that adopts them as a house rule).
Verdict fasterPlayRules(const EditionProfile& profile, const Options& options);

}  // namespace arbiter::rules::munchkin

#pragma once
// When an action may be taken: the "any time / not in combat / own turn" tables, and trading.

#include "rules/core/verdict.h"
#include "rules/munchkin/edition.h"

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
enum class Deck { Door, Treasure };

std::vector<Phase> turnPhases(const Options& options);
// Which deck Loot the Room draws from: a Treasure under the Faster Play rules, a Door otherwise.
Deck lootTheRoomDeck(const Options& options);
// Explains the Faster Play rules in force, citing where the rulebook prints them (or that it
// does not, for a table that adopts them as a house rule).
Verdict fasterPlayRules(const EditionProfile& profile, const Options& options);

}  // namespace arbiter::rules::munchkin

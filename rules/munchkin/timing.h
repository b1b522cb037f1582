#pragma once
// When an action may be taken: the "any time / not in combat / own turn" tables, and trading.

#include "rules/core/verdict.h"
#include "rules/munchkin/edition.h"

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

}  // namespace arbiter::rules::munchkin

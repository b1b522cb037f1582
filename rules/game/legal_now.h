#pragma once
// What the table may do now: for each action kind a player takes from the table's screens, whether the
// referee would take it in this state, who may take it, and why not.
//
// Judged by the referee itself, never by a second copy of the rules: each kind is a representative action
// (a monster of Level 1, a sale of 1000 Gold, a level up or down...) applied to a copy of the state, or,
// for the Munchkin Panic cards, the phase and timing checks apply() runs first. So `available` never
// disagrees with apply() on timing, phase, combat, whose turn, a dead player or the end of the game.
//
// One restriction is the screen's, not apply()'s: Bad Stuff and death are offered only for the players a
// monster caught (badstuff.caught), the fighter and helper of a lost fight, or the runners a failed run
// left caught while the table settles it.

#include "rules/core/verdict.h"
#include "rules/game/action.h"
#include "rules/game/state.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::rules::game {

struct KindNow {
    std::string_view kind;  // as kindName() spells it: "start-combat"
    bool available = false;
    // Who may take it now, in seat order: the current player for the turn's own actions (fight, next
    // phase, Charity, end of turn), the fighter and helper for resolving and running, the players who
    // could help for ask-for-help, each accepted player for the kinds that name one (sell-items,
    // change-level, equip-item, gain-item, apply-bad-stuff, die). Empty for cards anyone may play into a
    // fight (add-monster, add-enhancer, play-one-shot, eliminate-monster) and for Munchkin Panic's cards.
    std::vector<std::string> players;
    // Why not, when unavailable: the referee's refusals (the current player's, for the kinds that name a
    // player). Empty when available.
    std::vector<Reason> reasons;
};

struct LegalNow {
    std::vector<KindNow> kinds;  // the table's kinds for the game's family, in a fixed order
    // Whom the monsters caught, in seat order: the fighter and helper of a lost fight still to run from,
    // or the runners a failed run left caught. Bad Stuff and death default to them.
    std::vector<std::string> caught;

    // The entry of `kind`, or nullptr when the family has no such kind on its table.
    const KindNow* find(std::string_view kind) const;
};

// What a player's own page may record for them now, judged as legalNow() judges the table: each kind by
// apply() on a copy of the state with representative actions for this player (a dead player receives no
// cards, nothing is recorded once the game is over...). A kind is available when one of its actions is.
// Kinds, in this order: set-sex, die, play-character-card (any card of the edition's box), discard-character-
// card, gain-ride, lose-ride, gain-hireling, lose-hireling, gain-curse, lose-curse (the last of each pair for
// a card the player has in play). Unlike the table's "die", which the fight's screen offers only for the
// caught, a death a card or a Curse brings may be recorded for anyone alive. Empty for an unknown player and
// for Munchkin Panic.
std::vector<KindNow> playerNow(const GameState& state, const std::string& player);

// `caughtByLastRun` is what caughtByRun() said of a run-away the table is still settling (see
// settlesARun); empty otherwise. A lost fight not yet run from needs nothing: the state says who runs.
LegalNow legalNow(const GameState& state, const std::vector<std::string>& caughtByLastRun = {});

// Who a run-away left caught: each runner one of its monsters caught (a runner who died on the way
// included), fighter first. `fighter` and `helper` are the fight's, as the state before the run had them.
std::vector<std::string> caughtByRun(munchkin::Edition edition, const actions::RunAway& run,
                                     const std::string& fighter, const std::optional<std::string>& helper);
// The same, from the state the run-away was recorded in (it must hold the fight).
std::vector<std::string> caughtByRun(const GameState& before, const actions::RunAway& run);

// One runner a run-away caught, while the table settles the run.
struct CaughtRunner {
    std::string player;
    std::vector<std::string> monsters;  // those that caught them, in the run's order (a name per catch)
    // Their Bad Stuff is recorded: the run's own (a catching roll that carried Bad Stuff), an
    // apply-bad-stuff naming them (one with nothing in it is the table's explicit "no Bad Stuff"), or
    // their death.
    bool settled = false;
};

// Those a run-away caught (as caughtByRun() names them, fighter first), whom each was caught by, and
// whether each is settled yet by the run itself or by one of `since`, the actions recorded after the run
// (each one that settlesARun), in order. A lost fight is over only when every one of them is settled.
std::vector<CaughtRunner> settlingOfRun(munchkin::Edition edition, const actions::RunAway& run,
                                        const std::string& fighter, const std::optional<std::string>& helper,
                                        const std::vector<Action>& since);

// Whether an action of this kind is part of settling a failed run (its Bad Stuff, a death, looting the
// body, a die rolled, an Item lost), so the runners it caught stay caught; any other kind moves on.
bool settlesARun(std::string_view kind);

}  // namespace arbiter::rules::game

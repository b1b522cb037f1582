#pragma once
// Read-only rulings on a tracked state, for screens that show the referee's view before anyone acts:
// the combat in progress as it stands, and what each of a player's Items does.

#include "rules/game/state.h"
#include "rules/munchkin/combat.h"
#include "rules/munchkin/equip.h"
#include "rules/munchkin/runaway.h"

#include <optional>
#include <vector>

namespace arbiter::rules::game {

// The combat in progress judged as if nobody played another card; nullopt without a fight.
std::optional<munchkin::CombatResult> judgeCurrentCombat(const GameState& state);

// The referee's ruling on the player's Items as they are now: which count, where each sits, and the
// gear they add (the single gear number instead, with no Item rulings, for a player who keeps one).
munchkin::EquipResult judgeEquipment(const GameState& state, const Player& player);

// What the player fights with before any card of this fight: Level, gear and persistent Curses.
int baseStrength(const GameState& state, const Player& player);

// The dice running away from the combat in progress needs, with or without a Ride sacrificed and the
// helper taken along: each runner who rolls against each monster not eliminated, in the fight's order
// (munchkin::diceToRunAway). Empty without a fight.
std::vector<munchkin::DieToRoll> diceToRunAway(const GameState& state, bool sacrificeRide,
                                               bool helperEscapesWithRide);

}  // namespace arbiter::rules::game

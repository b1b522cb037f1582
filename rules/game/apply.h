#pragma once
// apply(state, action): the referee checks the action against the tracked game first; a legal
// action changes the state, an illegal one is refused with its verdict and changes nothing.

#include "rules/core/verdict.h"
#include "rules/game/action.h"
#include "rules/game/state.h"

namespace arbiter::rules::game {

// Whether a setup can start a game: as many players as playerLimits() seats, with unique, non-blank
// names, and a starter at the table, the winner of its roll-off when it has one (setup.h).
Verdict checkSetup(const GameSetup& setup);
// The state at the start of a game; the setup must have passed checkSetup().
GameState startGame(const GameSetup& setup);

// Checks `action` and, when legal, applies it to `state`. A refused action leaves `state` exactly as
// it was. The verdict's reasons cite catalogue ids, the rule checks' own and the "game.*" ones.
Verdict apply(GameState& state, const Action& action);

// The invariants every reachable state keeps (unique names, levels in range, a valid current seat,
// a combat whose fighter and helper are living players...). Debug builds assert it after each apply.
bool stateIsOk(const GameState& state);

}  // namespace arbiter::rules::game

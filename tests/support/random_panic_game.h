#pragma once
// A seeded random Munchkin Panic game, for tests: random setups (2 to 6 players, Standard) and a stream of
// plausible actions for the state, legal or not (a Monster placed twice, a card out of its phase, a
// helper after the turn's deal...). Choices for pending structures are taken from the referee's own
// preview, so the Move Monsters phase and the Curse tokens go through. Deterministic like random_game.h.

#include "rules/game/action.h"
#include "rules/game/state.h"

#include <random>

namespace arbiter::testing {

rules::game::GameSetup randomPanicSetup(std::mt19937& rng);
// One action for a Panic `state` (which must not be over).
rules::game::Action randomPanicAction(const rules::game::GameState& state, std::mt19937& rng);

}  // namespace arbiter::testing

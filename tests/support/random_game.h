#pragma once
// A seeded random Munchkin game, for tests and benchmarks: random setups and a stream of plausible actions
// (mostly legal for the state they are made for, about one in eight illegal on purpose: an unknown player,
// a phase going backwards, a run before the fight is lost...). Pure C++, rules only.
//
// Deterministic: the same seed gives the same setups and actions with every compiler and standard library
// (no std::uniform_int_distribution, whose output is not specified; roll() below is used instead).
//
// Usage:
//     std::mt19937 rng(seed);
//     GameState state = startGame(randomSetup(rng));
//     for (...) {
//         if (!state.winners.empty())             // the game is won: the caller starts a new one
//             state = startGame(randomSetup(rng));
//         apply(state, randomAction(state, rng));
//     }
// randomAction() on a won game still returns an action, which apply() refuses (game.over).

#include "rules/game/action.h"
#include "rules/game/state.h"

#include <random>

namespace arbiter::testing {

// A number from lo to hi inclusive, from rng() with a modulo (the same on every standard library).
int roll(std::mt19937& rng, int lo, int hi);
// True with the given percentage.
bool chance(std::mt19937& rng, int percent);

// 2 to 6 players with distinct names, a random edition and options (Epic now and then).
rules::game::GameSetup randomSetup(std::mt19937& rng);

// One action for `state`: combats that start, get cards, are resolved and run from; levels, character
// cards, Items, Rides, Hirelings, Curses, sales, trades, deaths and looting; phases and turns that end.
rules::game::Action randomAction(const rules::game::GameState& state, std::mt19937& rng);

}  // namespace arbiter::testing

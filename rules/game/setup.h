#pragma once
// The parts of a setup the New game page asks about before the game starts: how many players the game
// seats, and who takes the first turn. checkSetup() (apply.h) applies both.

#include "rules/core/verdict.h"
#include "rules/game/state.h"
#include "rules/panic/types.h"

#include <cstddef>

namespace arbiter::rules::game {

struct PlayerLimits {
    std::size_t fewest = 1;
    std::size_t most = limits::players;

    friend bool operator==(const PlayerLimits&, const PlayerLimits&) = default;
};

// How many players a game seats: 1 to limits::players for the card games (game.player-count), and for
// Munchkin Panic what its mode allows (panic::playerRange).
PlayerLimits playerLimits(Family family, const panic::Options& panicOptions);

// Who takes the first turn: the starter named must be at the table, and with a roll-off the rolls must
// follow game.roll-off to its end, the starter being the one who rolled highest in the last round.
Verdict checkStarter(const GameSetup& setup);

}  // namespace arbiter::rules::game

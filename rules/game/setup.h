#pragma once
// The parts of a setup the New game page asks about before the game starts: how many players the game
// seats, how long names may be, and who takes the first turn. checkSetup() (apply.h) applies them.

#include "rules/core/verdict.h"
#include "rules/game/state.h"
#include "rules/panic/types.h"

#include <cstddef>
#include <string_view>

namespace arbiter::rules::game {

struct PlayerLimits {
    std::size_t fewest = 1;
    std::size_t most = limits::players;

    friend bool operator==(const PlayerLimits&, const PlayerLimits&) = default;
};

// How many players a game seats: 1 to limits::players for the card games (game.player-count), and for
// Munchkin Panic what its mode allows (panic::playerRange).
PlayerLimits playerLimits(Family family, const panic::Options& panicOptions);

// How long a name the table gives may be, in characters (code points, so "Zoë" is 3): a player's name
// fits a player card and the table's header on a phone, a game's name one line of the Games list and
// "Game of 12 September 2025 (2)" with room to spare (game.name-length).
inline constexpr std::size_t playerNameCharacters = 24;
inline constexpr std::size_t gameNameCharacters = 60;

// The characters in UTF-8 text: its bytes that start a code point.
std::size_t characterCount(std::string_view utf8);

// A player's name (add-player): not blank (game.blank-name), at most playerNameCharacters
// (game.name-length). A refusal starts "A player's name".
bool checkPlayerName(std::string_view name, Verdict& verdict);
// The same for the player in `seat` (0 for the first) of a setup: a refusal starts "Player 1's name".
bool checkPlayerName(std::string_view name, std::size_t seat, Verdict& verdict);

// A game's name: empty is allowed (the app fills one in), at most gameNameCharacters (game.name-length).
bool checkGameName(std::string_view name, Verdict& verdict);

// Who takes the first turn: the starter named must be at the table, and with a roll-off the rolls must
// follow game.roll-off to its end, the starter being the one who rolled highest in the last round.
Verdict checkStarter(const GameSetup& setup);

}  // namespace arbiter::rules::game

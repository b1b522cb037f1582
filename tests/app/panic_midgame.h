#pragma once
// A Munchkin Panic game in the middle of a turn, for the screenshots: a board with Monsters in every
// ring, one of them about to hit a fortified Wall, a Wall and a Tower down, a Fortify token, Glue,
// Trophies on every seat, and the turn in Move Monsters.

#include "app/session/gamesession.h"

#include <QString>

namespace arbiter::testing {

// Adds the game to the session's open file and leaves it open; returns what went wrong, or "".
QString buildPanicMidGame(app::GameSession& session);

}  // namespace arbiter::testing

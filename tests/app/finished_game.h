#pragma once
// A Deluxe evening played to its end, for the report's screenshots: four turns of fights won and lost
// (with help, a run-away and its Bad Stuff), a Curse, a sale for a Level, and Ann's winning kill.

#include "app/session/gamesession.h"

#include <QString>

namespace arbiter::testing {

// Adds the game to the session's open file and leaves it open; returns what went wrong, or "".
QString buildFinishedGame(app::GameSession& session);

}  // namespace arbiter::testing

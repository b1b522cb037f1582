#pragma once
// The areas of a game's state that a change can touch, so that a face rebuilds only what changed: the
// table's numbers, the fight, the Panic board, the log's history, the table's card library, or the whole
// game.

#include "rules/game/state.h"

#include <QFlags>
#include <QString>

namespace arbiter::app {

enum class Area : unsigned {
    Game = 0x1,      // another game (or none) is open: every other area is new too
    Table = 0x2,     // players and everything on them, the turn and its phase, winners, options, Panic seats
    Combat = 0x4,    // the fight in progress
    Board = 0x8,     // Munchkin Panic's board and the tokens out of its bag
    History = 0x10,  // the log: its head, tip or rows
    Cards = 0x20     // the file's card library (not the game's state: the table's notes)
};
Q_DECLARE_FLAGS(Areas, Area)
Q_DECLARE_OPERATORS_FOR_FLAGS(Areas)

// Another game: another edition, so its cards too.
inline constexpr Areas allAreas =
    Areas(Area::Game) | Area::Table | Area::Combat | Area::Board | Area::History | Area::Cards;

// The areas of the state that differ between `before` and `after` (Table, Combat, Board; History is
// the log's business). Anything not in the fight or on the board counts as Table, so a field added to the
// state later is announced without a change here.
Areas stateAreasChanged(const rules::game::GameState& before, const rules::game::GameState& after);

// "table|combat", for logs and test failures.
QString areaNames(Areas areas);

}  // namespace arbiter::app

#pragma once
// What an action changed, for the history's before/after view: two states compared field by field, so
// corrections are described as well as play. The action's own sentence is action_text.h's.

#include "rules/game/state.h"

#include <QStringList>

namespace arbiter::app {

// What changed between two states, one line each: "Ann: Level 3 → 4", "Turn 2: Bob's turn".
QStringList describeChanges(const rules::game::GameState& before, const rules::game::GameState& after);

// The same on a Munchkin Panic table: "Net Troll: Archer 1 → Swordsman 1", "Wall 2 destroyed", "Joan:
// Trophy Gazebo (3 points)", "Phase: Play Cards" (change_text_panic.cpp). Empty when nothing the table
// tracks changed, or for a card game.
QStringList describePanicChanges(const rules::game::GameState& before, const rules::game::GameState& after);

}  // namespace arbiter::app

#pragma once
// What the session shows of a Munchkin Panic game besides its table (app/views/panic_view.h), as QML
// values: the referee's preview of Monsters moving, and the words of spaces, events and changes.
// Presentation only: every number comes from rules/ (rules/game/inspect_panic.h).

#include "app/views/panic_move_view.h"
#include "rules/game/action.h"
#include "rules/game/state.h"

#include <QHash>
#include <QString>
#include <QVariantMap>

#include <optional>

namespace arbiter::app {

// The six phases in order: [{id, name}].
QVariantList panicPhases();

// What a Move Monsters phase or a Curse token would do (app/views/panic_move_view.h); nullopt for another
// action. While something is pending, `events` holds only what happens whatever the players choose.
std::optional<views::PanicMoveView> panicMoveView(const rules::game::GameState& state,
                                                  const rules::game::Action& action);

// "Archer 3", "the Castle space of arc 2": where a Monster stands, in words.
QString panicSpaceText(int arc, const QString& ring);

// What changed on the table between two Panic states, one line each, for the history: "Net Troll:
// Archer 1 → Swordsman 1", "Wall 2 destroyed", "Joan: Trophy Gazebo (3 points)", "Phase: Play Cards"
// (panic_changes.cpp). Empty when nothing the table tracks changed, or for a card game.
QStringList describePanicChanges(const rules::game::GameState& before, const rules::game::GameState& after);

}  // namespace arbiter::app

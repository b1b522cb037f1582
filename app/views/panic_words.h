#pragma once
// Munchkin Panic in words for the views: the referee's preview of Monsters moving, where a Monster stands
// and the names of the phases. Presentation only: every number comes from rules/
// (rules/game/inspect_panic.h).

#include "app/views/panic_move_view.h"

#include "rules/game/action.h"
#include "rules/game/state.h"

#include <QString>
#include <QVariantList>

#include <optional>

namespace arbiter::app::views {

// The six phases in order: [{id, name}].
QVariantList panicPhases();

// What a Move Monsters phase or a Curse token would do (app/views/panic_move_view.h); nullopt for another
// action. While something is pending, `events` holds only what happens whatever the players choose.
std::optional<PanicMoveView> panicMoveView(const rules::game::GameState& state,
                                           const rules::game::Action& action);

// "Archer 3", "the Castle space of arc 2": where a Monster stands, in words.
QString panicSpaceText(int arc, const QString& ring);

}  // namespace arbiter::app::views

#pragma once
// An action of the game log in words, for the history: "Ann goes up 1 level (Go Up a Level)."
// Each kind of rules::game::Action has its sentence, from its typed fields (action_text.cpp,
// action_text_panic.cpp): a kind added without one does not compile.

#include "rules/game/action.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace arbiter::app {

struct ActionContext;  // app/views/action_contexts.h

// The action in words. `context` is who the state before it had acting (the current player, the fighter,
// the fight's monsters and how it stood), for the kinds that do not name them; an empty one gives "the
// current player", "the fighter".
QString describeAction(const rules::game::Action& action, const ActionContext& context);

// A stored action that may not be readable (a newer format, a kind this version does not know): read and
// described without context, else "summon-cthulhu (an action this version does not describe)".
QString describeAction(const QJsonObject& action, int format = rules::game::actionFormatVersion);

}  // namespace arbiter::app

#pragma once
// The referee's preview of an action as every face shows it: the tablet's dialogs (GameSession) and the
// phones' `preview` message (the table server) call these, so both show the same verdict and the same
// Monsters moving. Nothing is recorded.

#include "app/core/session_core.h"
#include "app/views/panic_hit_view.h"
#include "app/views/verdict_view.h"

#include "rules/game/action.h"

namespace arbiter::app::views {

// The verdict `action` would get at head, with each player's Level after it when legal. A game must be open.
VerdictView previewView(const SessionCore& core, const rules::game::Action& action);

// previewView() plus what a panic-move-monsters or panic-draw-curse would move (PanicMoveView: the events,
// the questions still open, the board after); `move` stays empty for another action. A game must be open.
MovePreviewView movePreviewView(const SessionCore& core, const rules::game::Action& action);

}  // namespace arbiter::app::views

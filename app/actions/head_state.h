#pragma once
// What PanicActions' board corrections read from a session: the open game's state at head. GameSession
// is one. The corrections take the session as a QObject and ask it for this, so the builders know neither
// GameSession nor Qt Qml (arbiter_actions links Qt Core alone).

#include "rules/game/state.h"

namespace arbiter::app {

class HeadState {
public:
    virtual ~HeadState() = default;
    // The open game's state at head; nullptr while no game is open.
    virtual const rules::game::GameState* currentState() const = 0;
};

}  // namespace arbiter::app

#include "rules/game/state.h"

#include <algorithm>

namespace arbiter::rules::game {

const Player* findPlayer(const GameState& state, std::string_view name)
{
    const auto found = std::ranges::find(state.players, name, &Player::name);
    return found == state.players.end() ? nullptr : &*found;
}

Player* findPlayer(GameState& state, std::string_view name)
{
    const auto found = std::ranges::find(state.players, name, &Player::name);
    return found == state.players.end() ? nullptr : &*found;
}

}  // namespace arbiter::rules::game

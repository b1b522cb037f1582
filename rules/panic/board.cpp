#include "rules/panic/board.h"

#include <algorithm>

namespace arbiter::rules::panic {

int Board::towersLeft() const
{
    return static_cast<int>(std::count(towers.begin(), towers.end(), true));
}

int Board::fortifyTokensInPlay() const
{
    return static_cast<int>(std::count(fortified.begin(), fortified.end(), true));
}

const BoardMonster* Board::find(std::string_view id) const
{
    for (const BoardMonster& monster : monsters)
        if (monster.id == id)
            return &monster;
    return nullptr;
}

BoardMonster* Board::find(std::string_view id)
{
    for (BoardMonster& monster : monsters)
        if (monster.id == id)
            return &monster;
    return nullptr;
}

// checkBoard(): see board_check.cpp.

}  // namespace arbiter::rules::panic

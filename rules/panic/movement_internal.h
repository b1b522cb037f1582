#pragma once
// Shared by movement.cpp (the Move Monsters phase) and curses.cpp (the Curse tokens): one step taken by
// a set of Monsters at once, with the Walls, Fortify tokens and Towers they hit, and the sentences that
// go with it.

#include "rules/panic/movement.h"

#include <optional>
#include <string>
#include <string_view>

namespace arbiter::rules::panic::detail {

// Inward: one ring closer to the Castle (the Move Monsters phase, the colour and die Curses).
// Clockwise: one arc clockwise in the same ring (All Monsters move clockwise).
// In the Castle ring both mean one space clockwise.
enum class Step { Inward, Clockwise };

// Which Monsters take the step: every one, those in arcs of one colour, or those in one arc.
struct MoverFilter {
    std::optional<Colour> colour;
    int arc = 0;  // 0: every arc

    bool admits(const Board& board, const BoardMonster& monster) const
    {
        if (colour && board.colourOf(monster.arc) != *colour)
            return false;
        return arc == 0 || monster.arc == arc;
    }
};

// Moves the admitted Monsters one step together, from the positions before the step. Fills the verdict,
// the events, the pending choices and, when the players have chosen wherever a choice matters, the board
// after. Event order: the structures hit, by arc (a Wall before the Tower of the same arc), each followed
// by what happened to the Monster that took the damage; then, in board order, every Monster that was
// held or moved. Leaves towersLeft and gameLost to settleTowers().
void stepMonsters(const Board& board, Step step, const MoverFilter& filter, const Choices& choices,
                  MoveResult& result);

// Refuses every choice: nothing is hit where nothing moves (Sleep Potion, a Curse that moves no one).
void refuseUnusedChoices(const Choices& choices, Verdict& verdict);

// towersLeft and gameLost after a ruling; cites panic.last-tower when no Tower stands. `mode` words the
// note when it is known (a Curse); the Move Monsters phase does not know it.
void settleTowers(MoveResult& result, std::optional<Mode> mode);

// "Net Troll (m1)"
std::string monsterText(const BoardMonster& monster);
// "Forest", "Archer", "Knight", "Swordsman", "Castle"
std::string_view ringTitle(Ring ring);

}  // namespace arbiter::rules::panic::detail

#pragma once
// The Munchkin Panic board as the players see it: which structures stand, where each Monster is and
// how much health it has left. The referee rules on a Board and returns a new one; it never keeps one.

#include "rules/core/verdict.h"
#include "rules/panic/types.h"

#include <array>
#include <string>
#include <vector>

namespace arbiter::rules::panic {

struct BoardMonster {
    std::string id;    // unique on the board ("m1"); events and choices name Monsters by it
    std::string name;  // the token ("Net Troll")
    int arc = 1;       // 1..6
    Ring ring = Ring::Forest;
    int health = 1;           // the number pointed at the Castle now
    int points = 1;           // the token's highest number: its starting health and its Trophy value
    int enhancement = 0;      // health added by Monster Enhancers beyond the token's points
    bool glued = false;       // Flask of Glue: does not move this turn
    bool unslayable = false;  // Ancient Monster Enhancer: cannot be slain this turn

    int maxHealth() const { return points + enhancement; }

    friend bool operator==(const BoardMonster&, const BoardMonster&) = default;
};

struct Board {
    std::array<Colour, arcCount> colours{Colour::Red,   Colour::Red,  Colour::Green,
                                         Colour::Green, Colour::Blue, Colour::Blue};
    // Index arc - 1. A Tower stands in the Castle space of its arc; a Wall between that arc's
    // Swordsman space and its Castle space; a Fortify token sits on a standing Wall.
    std::array<bool, arcCount> towers{true, true, true, true, true, true};
    std::array<bool, arcCount> walls{true, true, true, true, true, true};
    std::array<bool, arcCount> fortified{};
    std::vector<BoardMonster> monsters;
    bool sleep = false;  // Sleep Potion: no Monster moves this turn

    Colour colourOf(int arc) const { return colours[static_cast<std::size_t>(arc - 1)]; }
    bool tower(int arc) const { return towers[static_cast<std::size_t>(arc - 1)]; }
    bool wall(int arc) const { return walls[static_cast<std::size_t>(arc - 1)]; }
    bool fortifiedAt(int arc) const { return fortified[static_cast<std::size_t>(arc - 1)]; }
    int towersLeft() const;
    int fortifyTokensInPlay() const;
    const BoardMonster* find(std::string_view id) const;
    BoardMonster* find(std::string_view id);

    friend bool operator==(const Board&, const Board&) = default;
};

inline constexpr int maxFortifyTokens = 2;
inline constexpr std::size_t maxMonstersOnBoard = 39;

// The arc `steps` clockwise of `arc` (1..6, wrapping from 6 to 1).
constexpr int clockwise(int arc, int steps = 1)
{
    return (arc - 1 + steps % arcCount + arcCount) % arcCount + 1;
}
// The arc on the far side of the Castle (the Huge Rock's way out).
constexpr int oppositeArc(int arc)
{
    return clockwise(arc, arcCount / 2);
}

// Whether a board could stand on the table: arcs 1..6, unique ids, known tokens with their printed
// points, health from 1 to the token's points (more only with an Enhancer), at most 2 Fortify tokens
// and only on standing Walls, no two Monsters claiming the space of a standing Tower. Cites
// panic.board-* rules; the JSON codec reports the field at fault before this is asked.
Verdict checkBoard(const Board& board);

}  // namespace arbiter::rules::panic

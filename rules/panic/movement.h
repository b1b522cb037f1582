#pragma once
// Monsters moving: the Move Monsters phase and the Curse tokens. Walls, Fortify tokens and Towers
// take and deal damage; when several Monsters hit one structure the players choose which one takes
// the damage, and until they have, the ruling is a pending choice and the board is not moved.

#include "rules/core/verdict.h"
#include "rules/panic/board.h"
#include "rules/panic/types.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace arbiter::rules::panic {

enum class EventType {
    MonsterMoved,       // monster, from, to
    MonsterHeld,        // monster: Glue kept it in place (Sleep: one note, no events)
    MonsterDamaged,     // monster, health
    MonsterKilled,      // monster: died on a structure; no Trophy, no Treasure
    MonsterSquished,    // monster: under the Huge Rock; no Trophy, no Treasure
    WallDestroyed,      // arc, by
    FortifyRemoved,     // arc, by (the Fortify token is set aside; the Wall stands)
    TowerDestroyed,     // arc, by
    RockRolled,         // arc: the Huge Rock came down this arc
    RockStopped,        // arc, ring: where it hit a structure and stopped (swordsman: a Wall from outside;
                        // castle: a Tower, or the far Wall from inside); none when it rolls off the board
    CurseCancelled,     // the Curse had no effect
    PlaceMoreMonsters,  // count: Place 1 More
    LoseHelp,           // the player who drew the token loses help on their next turn
};

struct Space {
    int arc = 1;
    Ring ring = Ring::Forest;
    friend bool operator==(const Space&, const Space&) = default;
};

struct Event {
    EventType type = EventType::MonsterMoved;
    std::string monster;  // id, when a Monster is concerned
    std::string by;       // id of the Monster that hit the structure (the one that took the damage when
                          // several did); empty when the Huge Rock hit it
    int arc = 0;          // structure or rock arc
    Ring ring = Ring::Forest;
    Space from;
    Space to;
    int health = 0;
    int count = 0;

    friend bool operator==(const Event&, const Event&) = default;
};

// A structure hit by several Monsters at once ("wall:3", "tower:4") and the Monsters that hit it.
struct PendingChoice {
    std::string structure;
    std::vector<std::string> candidates;
    friend bool operator==(const PendingChoice&, const PendingChoice&) = default;
};

// The players' answers: structure key -> id of the Monster that takes the damage.
using Choices = std::map<std::string, std::string, std::less<>>;

struct MoveResult {
    Verdict verdict;  // illegal when a choice names a structure not hit or a Monster not among the candidates
    Board board;      // after; only meaningful when `pending` is empty and the verdict legal
    std::vector<Event> events;
    std::vector<PendingChoice> pending;
    std::vector<std::string> squished;  // Huge Rock victims
    int towersLeft = 0;
    bool gameLost = false;  // the last Tower fell (Standard and Solitaire; More Munchkin: the game ends)
};

// The Move Monsters phase: each Monster not glued moves one ring inward, or one space clockwise in the
// Castle; nothing moves under the Sleep Potion.
// All Monsters move at once from where they stood before the phase, so Monsters coming from the Swordsman
// ring and from the Castle ring can hit the same Tower together. A choice is asked for every structure hit
// by two or more Monsters unless none of them could take damage (4- and 5-point Monsters at 1 health); the
// players may pick such a Monster, and then no one is hurt. A choice for a structure not hit, or naming a
// Monster that did not hit it, refuses the ruling (nothing pending, no events); so does any choice when
// nothing moves. Structures kill whatever the Ancient Monster Enhancer said: dying on a Wall is not being
// slain. Events: the structures hit, by arc and in an arc the Wall before the Tower, each followed by the
// damage or death of the Monster that took it; then MonsterHeld / MonsterMoved in board order.
MoveResult moveMonsters(const Board& board, const Choices& choices);

struct CurseDraw {
    CurseToken curse = CurseToken::AllClockwise;
    std::optional<int> roll;  // Huge Rock and Roll the Die: the die (1..6)
    std::string cancelledBy;  // "Invisibility Potion" or "Wishing Ring"; empty when not cancelled
};

// A Curse token drawn from the bag. Lose Help and Place 1 More change no Monster: their events say what
// the table must do. The movement tokens follow moveMonsters() (same events, order and choices) for the
// Monsters they move. The Huge Rock squishes ring by ring from the Forest in (board order within a
// ring), through the Castle spaces of its arc and of the opposite arc, and out again if nothing stops it.
// Lose Help is refused in Solitaire (the token is not in the bag).
MoveResult resolveCurse(const Options& options, const Board& board, const CurseDraw& draw,
                        const Choices& choices);

// "wall:3", "tower:4"
std::string structureKey(bool tower, int arc);

}  // namespace arbiter::rules::panic

#pragma once
// Who starts, by the dice: every player rolls one die, the highest roll starts, and the players tied for
// the highest roll again, among themselves only, until one roll is highest (game.roll-off). The dice are
// inputs: the referee says who rolls next and who starts, and refuses rounds that break the rule.

#include "rules/core/verdict.h"

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace arbiter::rules::game {

struct StarterRoll {
    std::string player;
    int roll = 1;  // the die, 1..6

    friend bool operator==(const StarterRoll&, const StarterRoll&) = default;
};

// One round of the roll-off: the dice of everyone who rolled in it, in the order they were rolled.
struct RollOffRound {
    std::vector<StarterRoll> rolls;

    friend bool operator==(const RollOffRound&, const RollOffRound&) = default;
};

// More rounds than this are refused: a table never needs them, and a setup stays small.
inline constexpr std::size_t maxRollOffRounds = 50;

struct RollOffRuling {
    Verdict verdict;                     // refuses rounds that break the rule, citing why
    std::vector<std::string> toRoll;     // who rolls next, in seat order; empty once decided or refused
    std::optional<std::string> starter;  // the one highest roll of the last round; none when refused
};

// The roll-off so far among `players` (distinct, in seat order). With no rounds everyone rolls; a round
// must hold one die for each player still in it and no one else; after the round that has one highest
// roll nobody rolls again.
RollOffRuling judgeRollOff(std::span<const std::string> players, std::span<const RollOffRound> rounds);

}  // namespace arbiter::rules::game

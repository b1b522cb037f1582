#pragma once
// Running Away and Bad Stuff: one roll per monster per player, 5 or more escapes.

#include "rules/core/verdict.h"
#include "rules/munchkin/edition.h"

#include <optional>
#include <string>
#include <vector>

namespace arbiter::rules::munchkin {

struct BadStuff {
    int levels = 0;                  // levels lost
    std::vector<std::string> items;  // Items lost
    bool death = false;

    friend bool operator==(const BadStuff&, const BadStuff&) = default;
};

enum class Runner { Fighter, Helper };

struct RunAwayRoll {
    std::string monster;
    Runner runner = Runner::Fighter;
    int roll = 1;      // the die, 1..6
    int modifier = 0;  // this monster's bonus or penalty for this runner
    std::optional<BadStuff> badStuff;

    friend bool operator==(const RunAwayRoll&, const RunAwayRoll&) = default;
};

struct RunAway {
    std::vector<RunAwayRoll> rolls;  // in the order the players chose
    int fighterModifier = 0;         // abilities and Items that help against all monsters
    int helperModifier = 0;
    int fighterLevel = 1;
    int helperLevel = 1;
    bool sacrificeRide = false;         // Nightmare: the fighter discards a Ride to escape everything
    bool helperEscapesWithRide = true;  // the fighter decides whether the helper escapes too
};

struct RollResult {
    std::string monster;
    Runner runner = Runner::Fighter;
    bool escaped = false;
    bool skipped = false;  // the runner was already dead
    int total = 0;
    Verdict verdict;
};

struct RunAwayResult {
    Verdict verdict;
    std::vector<RollResult> results;
    int fighterLevelAfter = 1;
    int helperLevelAfter = 1;
    bool fighterDead = false;
    bool helperDead = false;
    std::vector<std::string> fighterItemsLost;
    std::vector<std::string> helperItemsLost;
};

RunAwayResult judgeRunAway(const EditionProfile& profile, const RunAway& request);

// Whether a runner rolls at all: with a Ride sacrificed (Nightmare) the fighter escapes without a die,
// and so does a helper taken along; a helper left behind rolls like any runner (runaway.ride-sacrifice).
bool rollsToRunAway(Runner runner, bool sacrificeRide, bool helperEscapesWithRide);

// One die a run-away needs: this runner against this monster.
struct DieToRoll {
    Runner runner = Runner::Fighter;
    std::string monster;

    friend bool operator==(const DieToRoll&, const DieToRoll&) = default;
};
// The dice a run-away needs: one for each runner who rolls against each monster still in the fight
// (runaway.each-monster, runaway.helper-rolls), monster by monster, the fighter's die before the helper's.
// A runner who dies on the way needs no more dice; that is known only as the dice fall.
std::vector<DieToRoll> diceToRunAway(const std::vector<std::string>& monsters, bool hasHelper,
                                     bool sacrificeRide, bool helperEscapesWithRide);

}  // namespace arbiter::rules::munchkin

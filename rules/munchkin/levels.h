#pragma once
// Level changes: the floor at 1, and the winning level that only a kill can reach.

#include "rules/core/verdict.h"
#include "rules/munchkin/edition.h"

namespace arbiter::rules::munchkin {

enum class LevelSource {
    GoUpALevel,      // a Go Up a Level card
    Sell,            // selling Items
    Kill,            // killing a monster (the only way to the winning level)
    Card,            // any other card that changes levels (a Curse, Bad Stuff, a monster's text)
    LastNonCultist,  // Cthulhu: the one player who is not a Cultist gains a level
};

struct LevelChange {
    int level = 1;
    int amount = 1;  // may be negative
    LevelSource source = LevelSource::Card;
    bool cardAllowsWin = false;  // the card says it may give the winning level
    bool dead = false;
};

struct LevelChangeResult {
    Verdict verdict;
    int levelAfter = 1;
    bool wins = false;
};

LevelChangeResult checkLevelChange(const EditionProfile& profile, const Options& options,
                                   const LevelChange& change);

// Adds `amount` (maybe negative) to `level`, never below 1 and never past `cap`.
int clampLevel(int level, int amount, int cap);

}  // namespace arbiter::rules::munchkin

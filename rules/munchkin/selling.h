#pragma once
// Selling Items for levels: 1000 Gold a level, no change, never to the winning level.

#include "rules/core/verdict.h"
#include "rules/munchkin/edition.h"

#include <string>
#include <vector>

namespace arbiter::rules::munchkin {

struct SaleItem {
    std::string name;
    int gold = 0;
    bool oneShot = false;
    bool fromHand = false;

    friend bool operator==(const SaleItem&, const SaleItem&) = default;
};

struct Sale {
    int level = 1;
    std::vector<SaleItem> items;
    bool ownTurn = true;
    bool inCombat = false;
    bool runningAway = false;
    bool dead = false;
};

struct SaleResult {
    Verdict verdict;
    int goldTotal = 0;
    int levelsGained = 0;
    int goldUsed = 0;
    int goldWasted = 0;
    int levelAfter = 1;
    int maxLevels = 0;  // the most this sale could legally buy
};

constexpr int goldPerLevel = 1000;

SaleResult judgeSale(const EditionProfile& profile, const Options& options, const Sale& sale);

}  // namespace arbiter::rules::munchkin

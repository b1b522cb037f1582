#pragma once
// Charity at the end of a turn: the cards over the hand limit go to the lowest-Level living players.

#include "rules/core/verdict.h"
#include "rules/munchkin/edition.h"

#include <optional>
#include <string>
#include <vector>

namespace arbiter::rules::munchkin {

struct CharityPlayer {
    std::string name;
    int level = 1;
    bool dead = false;
};

struct Charity {
    std::string giver;
    int hand = 0;
    std::optional<int> handLimit;  // a card may raise it; the edition's limit otherwise
    std::vector<CharityPlayer> players;
    std::vector<std::string> biggerShare;  // the giver's pick for the leftover cards, if made
};

struct Gift {
    std::string to;
    int count = 0;
};

struct CharityResult {
    Verdict verdict;
    int limit = 5;
    int excess = 0;
    int discard = 0;
    std::vector<Gift> gifts;          // with the giver's pick applied when made
    int leftovers = 0;                // cards still to hand out by the giver's choice
    std::vector<std::string> choice;  // who may get one of the leftovers
};

CharityResult judgeCharity(const EditionProfile& profile, const Charity& request);

}  // namespace arbiter::rules::munchkin

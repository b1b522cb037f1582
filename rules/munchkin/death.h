#pragma once
// Death and Looting the Body: what the dead keep, and who loots in what order.

#include "rules/core/verdict.h"
#include "rules/munchkin/edition.h"

#include <span>
#include <string>
#include <vector>

namespace arbiter::rules::munchkin {

// What a dead character keeps, in this edition's words (character cards, doublers, Level, Curses): terms
// and card names, as the arguments of a message.
std::vector<MessageArg> keptOnDeathTerms(const EditionProfile& profile);
// The same in English, for the command line's answer.
std::vector<std::string> keptOnDeath(const EditionProfile& profile);
// Notes what `player` keeps (rule death.keep): "dies and keeps" as the player dies (`dying`), "keeps"
// when the body is looted.
void noteKeptOnDeath(Verdict& verdict, const EditionProfile& profile, const std::string& player, bool dying);

struct Looter {
    std::string name;
    int level = 1;
    bool dead = false;
    int tieRoll = 0;  // a die rolled to break a tie in Level; 0 = not rolled
};

struct LootRequest {
    std::string deceased;
    std::vector<Looter> players;  // everyone at the table, the deceased too
    int cardsOnBody = 0;          // hand plus cards in play, less what is kept
};

struct LootPick {
    std::string player;
    bool getsCard = false;  // false once the body runs out
};

struct LootResult {
    Verdict verdict;
    std::vector<LootPick> order;
    std::vector<std::vector<std::string>> tiesToRoll;  // groups still tied: roll for them
    int discarded = 0;                                 // cards left after everyone took one
};

LootResult judgeLooting(const EditionProfile& profile, const LootRequest& request);

}  // namespace arbiter::rules::munchkin

#pragma once
// Combat: both sides' strengths, who wins, and what the win pays.

#include "rules/core/verdict.h"
#include "rules/munchkin/edition.h"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace arbiter::rules::munchkin {

struct Combat {
    Combatant fighter;
    std::optional<Combatant> helper;
    int extraHelpers = 0;                 // helpers beyond the first: always refused
    std::vector<CombatCard> playerSide;   // one-shots and other cards for the players
    std::vector<CombatCard> monsterSide;  // one-shots played for the monsters
    std::vector<Monster> monsters;
};

enum class Outcome { Win, Lose };

struct MonsterReward {
    std::string name;
    int levels = 0;
    int treasures = 0;
};

struct CombatResult {
    Verdict verdict;
    Outcome outcome = Outcome::Lose;
    int playerStrength = 0;
    int monsterStrength = 0;
    int levelsGained = 0;
    int treasures = 0;
    int helperLevelsGained = 0;
    int helperTreasures = 0;  // Give Thanks: the helper's own extra Treasure
    int fighterLevelAfter = 1;
    int helperLevelAfter = 1;
    bool gameWon = false;
    bool helperWins = false;
    bool winsTies = false;
    std::vector<MonsterReward> rewards;  // per monster slain
    int claimWaitMs = 0;                 // how long to wait before the kill is final
};

CombatResult judgeCombat(const EditionProfile& profile, const Options& options, const Combat& combat);

// Whether `newcomer` may join a fight already holding `inFight`, by the way it claims to join.
Verdict checkJoin(const EditionProfile& profile, std::span<const Monster* const> inFight,
                  const Monster& newcomer);
Verdict checkJoin(const EditionProfile& profile, const std::vector<Monster>& inFight,
                  const Monster& newcomer);

// Whether one player's cards trigger a monster's "versus" bonus. A doubled single card gives
// the advantages of the card without its disadvantages: a bonus for the monster is then ignored.
// A played card as the table reads it: its name and bonus ("Potion of Might +2"), or its name alone when
// the name already ends with that bonus (a card entered by its bonus alone is named "One-shot +3").
std::string cardWithBonus(const std::string& name, int bonus);

bool triggersVersus(const EditionProfile& profile, const Character& character, const VersusBonus& versus);

}  // namespace arbiter::rules::munchkin

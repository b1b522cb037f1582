#pragma once
// Hitting a Monster: which cards may hit it where it stands, what each Weapon adds there, Potions and
// Specials, Monster Enhancers, the 4- and 5-point slay rule, the characters' limits, and what a slain
// Monster pays. All the cards played together on one Monster are one attack.

#include "rules/core/verdict.h"
#include "rules/panic/board.h"
#include "rules/panic/types.h"

#include <optional>
#include <string>
#include <vector>

namespace arbiter::rules::panic {

// One Hit card with the Weapons played on it.
struct HitCardPlay {
    std::string card;                  // a Hit card ("Red Swordsman")
    std::vector<std::string> weapons;  // one, or two for a Warrior on their own turn, or more with less-panic
    bool byHelper = false;             // played by the negotiated helper
    bool weaponsByHelper = false;      // the Weapons came from the helper (a deal may split card and Weapon)
};

struct Hit {
    std::string target;  // the Monster's id on the board
    std::vector<HitCardPlay> attack;
    std::vector<std::string> potions;    // Idiotic Bravery, Halitosis (with or without Hit cards)
    std::vector<std::string> specials;   // Super Munchkin
    std::vector<std::string> enhancers;  // Baby, Intelligent, Enraged, Ancient: played by another player
    std::optional<Character> character;  // the current player's, with More Munchkin characters
    std::optional<Character> helperCharacter;  // the helper's
    bool helped = false;                       // a negotiated helper took part
};

// The ruling on one Hit card and its Weapons.
struct CardRuling {
    std::string card;
    int damage = 0;  // the card's point plus the Weapons that count
    Verdict verdict;
};

struct HitResult {
    Verdict verdict;  // illegal: a card cannot hit there, a Weapon without a Hit card, help on the Gazebo...
    int damage = 0;   // the attack's total
    int healthAfter = 0;
    bool slain = false;
    int trophyPoints = 0;       // the token's points when slain
    int treasures = 0;          // Treasure cards under the Trophy (0 for a Halfling on Bigfoot)
    int helperTreasures = 0;    // an Elf helper's extra card
    int enhancerTreasures = 0;  // cards the Enhancers' players draw
    std::vector<CardRuling> cards;
};

// Rules on one attack against `hit.target`. Never changes the board; apply the result with applyHit().
HitResult checkHit(const Options& options, const Board& board, const Hit& hit);

// The board after a legal hit: the target's health and enhancement updated, or the target removed.
void applyHit(Board& board, const Hit& hit, const HitResult& result);

}  // namespace arbiter::rules::panic

#pragma once
// Character cards in play: one of each kind unless doubled, no two copies of a card, and the
// Cultist's rules in Cthulhu.

#include "rules/core/verdict.h"
#include "rules/munchkin/edition.h"

#include <string>
#include <vector>

namespace arbiter::rules::munchkin {

// Whether a character's cards in play are a legal combination in this edition.
Verdict checkCharacter(const EditionProfile& profile, const Character& character);

// A kind of character card as a term of a message: "Race card", and "Race cards" for several.
Message cardTerm(CardKind kind);
Message cardsTerm(CardKind kind);

// The refusals for a character in a fight that could not exist under the edition's card rules (more
// cards of a kind than allowed, two copies, a kind the edition lacks, Rides over the limit), each
// naming `who` (a term such as "The fighter"). A doubling card without its card is harmless in a fight.
Verdict checkCombatantCards(const EditionProfile& profile, const Character& character, std::size_t rides,
                            Message who);

// Whether playing `card` (a character card of the edition) onto `character` is legal.
Verdict checkPlayCard(const EditionProfile& profile, const Character& character, const std::string& card);

enum class DiscardCause { Voluntary, CardEffect, DivineIntervention };

// Whether `card` may leave play. `cultistsInPlay` counts every player's Cultist cards.
Verdict checkDiscardCard(const EditionProfile& profile, const std::string& card, DiscardCause cause,
                         int cultistsInPlay);

struct BecomeCultistResult {
    Verdict verdict;
    bool takesCultist = false;
    std::vector<std::string> classesDiscarded;    // Classes that must make room for the Cultist
    std::vector<std::string> chooseOneToDiscard;  // Super Munchkin with two Classes: the player picks one
};

// "Become a Cultist": take a Cultist from its own discard pile if one waits there.
BecomeCultistResult becomeCultist(const EditionProfile& profile, const Character& character,
                                  int cultistsInDiscardPile);

struct CultistPlayer {
    std::string name;
    int level = 1;
    bool cultist = false;
};

struct CultistEnding {
    Verdict verdict;
    bool gameOver = false;
    std::vector<std::string> winners;  // all Cultists: the highest Level
    std::string holdout;               // all but one Cultist: this player gains a level
    int holdoutLevelAfter = 0;
    bool holdoutWins = false;
};

// The Cthulhu endings after the Cultists change: all but one, or all of them.
CultistEnding judgeCultists(const EditionProfile& profile, const Options& options,
                            const std::vector<CultistPlayer>& players);

}  // namespace arbiter::rules::munchkin

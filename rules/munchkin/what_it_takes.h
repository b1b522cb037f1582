#pragma once
// What it takes: how much strength would turn a fight as the referee judges it now, and the chance of
// running away from a monster. Both read the referee's own rulings (judgeCombat's strengths and tie rule,
// judgeRunAway's verdict on each face of the die), so they never disagree with the verdicts themselves.

#include "rules/core/verdict.h"
#include "rules/munchkin/combat.h"
#include "rules/munchkin/runaway.h"

namespace arbiter::rules::munchkin {

// The strength one side needs to add to a judged fight to turn it (combat.what-it-takes).
struct WhatItTakes {
    bool judged = false;              // the referee judged the fight (a refused fight takes no numbers)
    Outcome outcome = Outcome::Lose;  // the fight as it stands
    bool playersNeed = true;          // true: the players need `amount` to win; false: the monsters need it
    int amount = 0;                   // the least strength that turns the fight, counting who wins ties
    bool tieWins = false;             // a tie is enough for the side that needs the strength
    bool settled = false;             // no monster is left in the fight: no strength changes it
    Verdict verdict;                  // one note citing combat.what-it-takes, with this case's numbers
};
WhatItTakes whatItTakes(const CombatResult& result);

// One runner against one monster (runaway.chance): the chance of escaping with a modifier on the die.
struct EscapeQuestion {
    Runner runner = Runner::Fighter;
    int modifier = 0;  // every bonus and penalty on this runner's roll against this monster
    bool sacrificeRide = false;
    bool helperEscapesWithRide = true;
};
struct EscapeChance {
    bool automatic = false;  // escapes without a roll (a Ride sacrificed)
    int minimumRoll = 0;     // the lowest face of the die that escapes; 0 when no face does (or no roll)
    int escapingFaces = 0;   // of the six
    double probability = 0;  // escapingFaces / 6; 1 for an automatic escape
    Verdict verdict;         // one note citing runaway.chance
};
EscapeChance escapeChance(const EditionProfile& profile, const EscapeQuestion& question);

}  // namespace arbiter::rules::munchkin

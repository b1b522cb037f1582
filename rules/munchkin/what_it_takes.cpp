#include "rules/munchkin/what_it_takes.h"

namespace arbiter::rules::munchkin {

namespace {

constexpr std::string_view takesRule = "combat.what-it-takes";
constexpr std::string_view chanceRule = "runaway.chance";
constexpr int dieFaces = 6;

// The chance of `faces` faces of the die, in percent, rounded.
int percent(int faces)
{
    return (faces * 100 + dieFaces / 2) / dieFaces;
}

// Who runs, as the subject of a reason's sentence (the same terms as judgeRunAway's).
Message runnerTerm(Runner runner)
{
    return runner == Runner::Fighter ? ARBITER_MESSAGE("runaway.runner.fighter", "The fighter")
                                     : ARBITER_MESSAGE("runaway.runner.helper", "The helper");
}

}  // namespace

WhatItTakes whatItTakes(const CombatResult& result)
{
    WhatItTakes takes;
    takes.outcome = result.outcome;
    takes.judged = result.verdict.legal;
    if (!takes.judged) {
        takes.verdict.note(takesRule,
                           ARBITER_MESSAGE("combat.what-it-takes.refused-fight",
                                           "The fight as entered is refused by the referee, so what "
                                           "it takes cannot be said until it is corrected."));
        return takes;
    }
    const int players = result.playerStrength;
    const int monsters = result.monsterStrength;
    // A win with no monster slain is a fight without monsters left (judgeCombat rewards every one).
    if (result.outcome == Outcome::Win && result.rewards.empty()) {
        takes.settled = true;
        takes.playersNeed = false;
        takes.verdict.note(takesRule, ARBITER_MESSAGE("combat.what-it-takes.no-monster-left",
                                                      "No monster is left in the fight: the players win "
                                                      "whatever is played, unless another monster joins."));
        return takes;
    }
    if (result.outcome == Outcome::Lose) {
        // Losing means the monsters are ahead, or tied without the players winning ties.
        takes.playersNeed = true;
        takes.tieWins = result.winsTies;
        takes.amount = monsters - players + (result.winsTies ? 0 : 1);
        const bool levelOnly = result.verdict.cites("combat.level-only");
        Message sentence;
        if (result.winsTies)
            sentence = levelOnly
                           ? ARBITER_MESSAGE("combat.what-it-takes.players-need-tie-level-only",
                                             "The players need %1 to win: %2 against %3, and a tie is enough "
                                             "since they win ties (Level only: cards and gear do not count "
                                             "for them).")
                           : ARBITER_MESSAGE("combat.what-it-takes.players-need-tie",
                                             "The players need %1 to win: %2 against %3, and a tie is enough "
                                             "since they win ties.");
        else
            sentence = levelOnly
                           ? ARBITER_MESSAGE("combat.what-it-takes.players-need-level-only",
                                             "The players need %1 to win: %2 against %3, and ties go to the "
                                             "monsters (Level only: cards and gear do not count for them).")
                           : ARBITER_MESSAGE("combat.what-it-takes.players-need",
                                             "The players need %1 to win: %2 against %3, and ties go to the "
                                             "monsters.");
        takes.verdict.note(takesRule, sentence, Signed{takes.amount}, players, monsters);
        return takes;
    }
    takes.playersNeed = false;
    takes.tieWins = !result.winsTies;
    takes.amount = players - monsters + (result.winsTies ? 1 : 0);
    takes.verdict.note(takesRule,
                       result.winsTies
                           ? ARBITER_MESSAGE("combat.what-it-takes.monsters-need",
                                             "The monsters need %1 to turn the fight: %2 against %3, "
                                             "and the players win ties.")
                           : ARBITER_MESSAGE("combat.what-it-takes.monsters-need-tie",
                                             "The monsters need %1 to turn the fight: %2 against %3, "
                                             "and a tie is enough since monsters win ties."),
                       Signed{takes.amount}, players, monsters);
    return takes;
}

EscapeChance escapeChance(const EditionProfile& profile, const EscapeQuestion& question)
{
    EscapeChance chance;
    const Message who = runnerTerm(question.runner);
    const bool rideSacrificed = question.sacrificeRide && profile.hasRides;
    if (!rollsToRunAway(question.runner, rideSacrificed, question.helperEscapesWithRide)) {
        chance.automatic = true;
        chance.probability = 1;
        chance.verdict.note(chanceRule,
                            ARBITER_MESSAGE("runaway.chance.ride-sacrificed",
                                            "%1 escapes without rolling: the Ride is sacrificed."),
                            who);
        return chance;
    }
    // The referee's own ruling on each face of the die, with this modifier.
    for (int face = 1; face <= dieFaces; ++face) {
        RunAway run;
        run.rolls.push_back({"", question.runner, face, question.modifier, std::nullopt});
        const RunAwayResult result = judgeRunAway(profile, run);
        if (result.results.empty() || !result.results.front().escaped)
            continue;
        if (chance.minimumRoll == 0)
            chance.minimumRoll = face;
        ++chance.escapingFaces;
    }
    chance.probability = static_cast<double>(chance.escapingFaces) / dieFaces;
    // The sentences without a modifier leave out its argument (the last one), which they do not show.
    const bool modified = question.modifier != 0;
    const Signed modifier{question.modifier};
    if (chance.escapingFaces == 0) {
        if (modified)
            chance.verdict.note(
                chanceRule,
                ARBITER_MESSAGE("runaway.chance.never-modified",
                                "%1 cannot escape with %3 on the die: even a 6 falls short of %2."),
                who, profile.runAwayTarget, modifier);
        else
            chance.verdict.note(
                chanceRule,
                ARBITER_MESSAGE("runaway.chance.never", "%1 cannot escape: even a 6 falls short of %2."), who,
                profile.runAwayTarget);
    } else if (chance.escapingFaces == dieFaces) {
        if (modified)
            chance.verdict.note(chanceRule,
                                ARBITER_MESSAGE("runaway.chance.always-modified",
                                                "%1 escapes on any roll with %2 on the die."),
                                who, modifier);
        else
            chance.verdict.note(chanceRule,
                                ARBITER_MESSAGE("runaway.chance.always", "%1 escapes on any roll."), who);
    } else {
        if (modified)
            chance.verdict.note(
                chanceRule,
                ARBITER_MESSAGE("runaway.chance.from-roll-modified",
                                "%1 escapes on %2 or more with %5 on the die: %3 chances in 6 "
                                "(%4%)."),
                who, chance.minimumRoll, chance.escapingFaces, percent(chance.escapingFaces), modifier);
        else
            chance.verdict.note(chanceRule,
                                ARBITER_MESSAGE("runaway.chance.from-roll",
                                                "%1 escapes on %2 or more: %3 chances in 6 (%4%)."),
                                who, chance.minimumRoll, chance.escapingFaces, percent(chance.escapingFaces));
    }
    return chance;
}

}  // namespace arbiter::rules::munchkin

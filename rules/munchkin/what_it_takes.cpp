#include "rules/munchkin/what_it_takes.h"

#include "rules/core/text.h"

namespace arbiter::rules::munchkin {

using text::num;
using text::signedNum;

namespace {

constexpr std::string_view takesRule = "combat.what-it-takes";
constexpr std::string_view chanceRule = "runaway.chance";
constexpr int dieFaces = 6;

std::string percent(int faces)
{
    return num((faces * 100 + dieFaces / 2) / dieFaces) + "%";
}

}  // namespace

WhatItTakes whatItTakes(const CombatResult& result)
{
    WhatItTakes takes;
    takes.outcome = result.outcome;
    takes.judged = result.verdict.legal;
    if (!takes.judged) {
        takes.verdict.note(takesRule,
                           "The fight as entered is refused by the referee, so what it takes "
                           "cannot be said until it is corrected.");
        return takes;
    }
    const int players = result.playerStrength;
    const int monsters = result.monsterStrength;
    const std::string score = num(players) + " against " + num(monsters);
    // A win with no monster slain is a fight without monsters left (judgeCombat rewards every one).
    if (result.outcome == Outcome::Win && result.rewards.empty()) {
        takes.settled = true;
        takes.playersNeed = false;
        takes.verdict.note(takesRule,
                           "No monster is left in the fight: the players win whatever is "
                           "played, unless another monster joins.");
        return takes;
    }
    if (result.outcome == Outcome::Lose) {
        // Losing means the monsters are ahead, or tied without the players winning ties.
        takes.playersNeed = true;
        takes.tieWins = result.winsTies;
        takes.amount = monsters - players + (result.winsTies ? 0 : 1);
        std::string sentence = "The players need " + signedNum(takes.amount) + " to win: " + score
                               + (result.winsTies ? ", and a tie is enough since they win ties"
                                                  : ", and ties go to the monsters");
        if (result.verdict.cites("combat.level-only"))
            sentence += " (Level only: cards and gear do not count for them)";
        takes.verdict.note(takesRule, sentence + ".");
        return takes;
    }
    takes.playersNeed = false;
    takes.tieWins = !result.winsTies;
    takes.amount = players - monsters + (result.winsTies ? 1 : 0);
    takes.verdict.note(takesRule, "The monsters need " + signedNum(takes.amount)
                                      + " to turn the fight: " + score
                                      + (result.winsTies ? ", and the players win ties"
                                                         : ", and a tie is enough since monsters win ties")
                                      + ".");
    return takes;
}

EscapeChance escapeChance(const EditionProfile& profile, const EscapeQuestion& question)
{
    EscapeChance chance;
    const std::string who = question.runner == Runner::Fighter ? "The fighter" : "The helper";
    const bool rideSacrificed = question.sacrificeRide && profile.hasRides;
    if (!rollsToRunAway(question.runner, rideSacrificed, question.helperEscapesWithRide)) {
        chance.automatic = true;
        chance.probability = 1;
        chance.verdict.note(chanceRule, who + " escapes without rolling: the Ride is sacrificed.");
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
    const std::string modifier =
        question.modifier == 0 ? "" : " with " + signedNum(question.modifier) + " on the die";
    if (chance.escapingFaces == 0)
        chance.verdict.note(chanceRule, who + " cannot escape" + modifier + ": even a 6 falls short of "
                                            + num(profile.runAwayTarget) + ".");
    else if (chance.escapingFaces == dieFaces)
        chance.verdict.note(chanceRule, who + " escapes on any roll" + modifier + ".");
    else
        chance.verdict.note(chanceRule, who + " escapes on " + num(chance.minimumRoll) + " or more" + modifier
                                            + ": " + num(chance.escapingFaces) + " chances in 6 ("
                                            + percent(chance.escapingFaces) + ").");
    return chance;
}

}  // namespace arbiter::rules::munchkin

#include "rules/munchkin/runaway.h"

#include "rules/core/text.h"
#include "rules/munchkin/levels.h"

#include <algorithm>

namespace arbiter::rules::munchkin {

using text::num;

namespace {

struct RunnerState {
    int level = 1;
    bool dead = false;
    std::vector<std::string>* itemsLost = nullptr;
};

std::string_view runnerName(Runner runner)
{
    return runner == Runner::Fighter ? "The fighter" : "The helper";
}

}  // namespace

RunAwayResult judgeRunAway(const EditionProfile& profile, const RunAway& request)
{
    RunAwayResult result;
    RunnerState fighter{request.fighterLevel, false, &result.fighterItemsLost};
    RunnerState helper{request.helperLevel, false, &result.helperItemsLost};

    const bool rideSacrificed = request.sacrificeRide && profile.hasRides;
    if (request.sacrificeRide && !profile.hasRides)
        result.verdict.refuse(
            "runaway.ride-sacrifice",
            text::str(profile.name) + " has no Rides to sacrifice: every monster needs its roll.");
    if (rideSacrificed)
        result.verdict.note(
            "runaway.ride-sacrifice",
            std::string("The fighter discards a Ride and escapes every monster")
                + (request.helperEscapesWithRide ? ", taking the helper along." : "; the helper must roll."));

    const auto rollsBy = [&](Runner runner) {
        return std::count_if(request.rolls.begin(), request.rolls.end(),
                             [runner](const RunAwayRoll& roll) { return roll.runner == runner; });
    };
    if (rollsBy(Runner::Fighter) > 1 || rollsBy(Runner::Helper) > 1)
        result.verdict.note(
            "runaway.each-monster",
            "Each monster needs its own roll, in the order chosen; Bad Stuff strikes as soon as a "
            "monster catches its runner.");
    bool helperNoted = false;
    for (const RunAwayRoll& roll : request.rolls) {
        RollResult out;
        out.monster = roll.monster;
        out.runner = roll.runner;
        RunnerState& runner = roll.runner == Runner::Fighter ? fighter : helper;
        const std::string who(runnerName(roll.runner));
        if (roll.runner == Runner::Helper && !helperNoted) {
            helperNoted = true;
            result.verdict.note("runaway.helper-rolls",
                                "The helper runs too, rolling for himself against each monster.");
        }

        if (runner.dead) {
            out.skipped = true;
            out.verdict.note("death.no-more-running",
                             who + " is dead and need not run from " + roll.monster + ".");
            result.results.push_back(std::move(out));
            continue;
        }
        const bool byRide =
            rideSacrificed && !rollsToRunAway(roll.runner, true, request.helperEscapesWithRide);
        if (byRide) {
            out.escaped = true;
            out.verdict.note("runaway.ride-sacrifice",
                             who + " escapes " + roll.monster + " thanks to the sacrificed Ride.");
            result.results.push_back(std::move(out));
            continue;
        }

        const int general = roll.runner == Runner::Fighter ? request.fighterModifier : request.helperModifier;
        out.total = roll.roll + roll.modifier + general;
        out.escaped = out.total >= profile.runAwayTarget;
        if (roll.modifier != 0 || general != 0)
            out.verdict.note("runaway.modifiers", "Roll " + num(roll.roll) + " "
                                                      + text::signedNum(roll.modifier + general)
                                                      + " in modifiers = " + num(out.total) + ".");
        out.verdict.note("runaway.roll", who + (out.escaped ? " escapes " : " is caught by ") + roll.monster
                                             + " with " + num(out.total) + " (" + num(profile.runAwayTarget)
                                             + " or more escapes).");

        if (!out.escaped && roll.badStuff) {
            const BadStuff& bad = *roll.badStuff;
            if (bad.levels > 0) {
                const int before = runner.level;
                runner.level = clampLevel(runner.level, -bad.levels, runner.level);
                out.verdict.note("badstuff.levels",
                                 who + " loses " + text::plural(bad.levels, "level", "levels") + ": Level "
                                     + num(before) + " to " + num(runner.level)
                                     + (before - bad.levels < 1 ? " (never below 1)." : "."));
            }
            if (!bad.items.empty()) {
                runner.itemsLost->insert(runner.itemsLost->end(), bad.items.begin(), bad.items.end());
                out.verdict.note("badstuff.items",
                                 who + " loses "
                                     + text::plural(static_cast<int>(bad.items.size()), "Item", "Items")
                                     + ".");
            }
            if (bad.death) {
                runner.dead = true;
                out.verdict.note("badstuff.death", who + " dies: everything but the kept cards is looted.");
            }
        }
        result.results.push_back(std::move(out));
    }
    result.fighterLevelAfter = fighter.level;
    result.helperLevelAfter = helper.level;
    result.fighterDead = fighter.dead;
    result.helperDead = helper.dead;
    return result;
}

bool rollsToRunAway(Runner runner, bool sacrificeRide, bool helperEscapesWithRide)
{
    return !sacrificeRide || (runner == Runner::Helper && !helperEscapesWithRide);
}

std::vector<DieToRoll> diceToRunAway(const std::vector<std::string>& monsters, bool hasHelper,
                                     bool sacrificeRide, bool helperEscapesWithRide)
{
    const bool fighterRolls = rollsToRunAway(Runner::Fighter, sacrificeRide, helperEscapesWithRide);
    const bool helperRolls =
        hasHelper && rollsToRunAway(Runner::Helper, sacrificeRide, helperEscapesWithRide);
    std::vector<DieToRoll> dice;
    for (const std::string& monster : monsters) {
        if (fighterRolls)
            dice.push_back({Runner::Fighter, monster});
        if (helperRolls)
            dice.push_back({Runner::Helper, monster});
    }
    return dice;
}

}  // namespace arbiter::rules::munchkin

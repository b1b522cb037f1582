#include "rules/munchkin/runaway.h"

#include "rules/munchkin/levels.h"

#include <algorithm>

namespace arbiter::rules::munchkin {

namespace {

struct RunnerState {
    int level = 1;
    bool dead = false;
    std::vector<std::string>* itemsLost = nullptr;
};

// Who runs, as the subject of a reason's sentence.
Message runnerTerm(Runner runner)
{
    return runner == Runner::Fighter ? ARBITER_MESSAGE("runaway.runner.fighter", "The fighter")
                                     : ARBITER_MESSAGE("runaway.runner.helper", "The helper");
}

}  // namespace

RunAwayResult judgeRunAway(const EditionProfile& profile, const RunAway& request)
{
    RunAwayResult result;
    RunnerState fighter{request.fighterLevel, false, &result.fighterItemsLost};
    RunnerState helper{request.helperLevel, false, &result.helperItemsLost};

    const bool rideSacrificed = request.sacrificeRide && profile.hasRides;
    if (request.sacrificeRide && !profile.hasRides)
        result.verdict.refuse("runaway.ride-sacrifice",
                              ARBITER_MESSAGE("runaway.ride-sacrifice.no-rides",
                                              "%1 has no Rides to sacrifice: every monster needs its roll."),
                              profile.name);
    if (rideSacrificed)
        result.verdict.note("runaway.ride-sacrifice",
                            request.helperEscapesWithRide
                                ? ARBITER_MESSAGE("runaway.ride-sacrifice.helper-along",
                                                  "The fighter discards a Ride and escapes every monster, "
                                                  "taking the helper along.")
                                : ARBITER_MESSAGE("runaway.ride-sacrifice.helper-rolls",
                                                  "The fighter discards a Ride and escapes every monster; "
                                                  "the helper must roll."));

    const auto rollsBy = [&](Runner runner) {
        return std::count_if(request.rolls.begin(), request.rolls.end(),
                             [runner](const RunAwayRoll& roll) { return roll.runner == runner; });
    };
    if (rollsBy(Runner::Fighter) > 1 || rollsBy(Runner::Helper) > 1)
        result.verdict.note("runaway.each-monster",
                            ARBITER_MESSAGE("runaway.each-monster.own-roll",
                                            "Each monster needs its own roll, in the order chosen; Bad Stuff "
                                            "strikes as soon as a monster catches its runner."));
    bool helperNoted = false;
    for (const RunAwayRoll& roll : request.rolls) {
        RollResult out;
        out.monster = roll.monster;
        out.runner = roll.runner;
        RunnerState& runner = roll.runner == Runner::Fighter ? fighter : helper;
        const Message who = runnerTerm(roll.runner);
        if (roll.runner == Runner::Helper && !helperNoted) {
            helperNoted = true;
            result.verdict.note(
                "runaway.helper-rolls",
                ARBITER_MESSAGE("runaway.helper-rolls.runs-too",
                                "The helper runs too, rolling for himself against each monster."));
        }

        if (runner.dead) {
            out.skipped = true;
            out.verdict.note(
                "death.no-more-running",
                ARBITER_MESSAGE("death.no-more-running.runner-dead", "%1 is dead and need not run from %2."),
                who, roll.monster);
            result.results.push_back(std::move(out));
            continue;
        }
        const bool byRide =
            rideSacrificed && !rollsToRunAway(roll.runner, true, request.helperEscapesWithRide);
        if (byRide) {
            out.escaped = true;
            out.verdict.note("runaway.ride-sacrifice",
                             ARBITER_MESSAGE("runaway.ride-sacrifice.escapes",
                                             "%1 escapes %2 thanks to the sacrificed Ride."),
                             who, roll.monster);
            result.results.push_back(std::move(out));
            continue;
        }

        const int general = roll.runner == Runner::Fighter ? request.fighterModifier : request.helperModifier;
        out.total = roll.roll + roll.modifier + general;
        out.escaped = out.total >= profile.runAwayTarget;
        if (roll.modifier != 0 || general != 0)
            out.verdict.note("runaway.modifiers",
                             ARBITER_MESSAGE("runaway.modifiers.total", "Roll %1 %2 in modifiers = %3."),
                             roll.roll, Signed{roll.modifier + general}, out.total);
        out.verdict.note(
            "runaway.roll",
            out.escaped
                ? ARBITER_MESSAGE("runaway.roll.escapes", "%1 escapes %2 with %3 (%4 or more escapes).")
                : ARBITER_MESSAGE("runaway.roll.caught", "%1 is caught by %2 with %3 (%4 or more escapes)."),
            who, roll.monster, out.total, profile.runAwayTarget);

        if (!out.escaped && roll.badStuff) {
            const BadStuff& bad = *roll.badStuff;
            if (bad.levels > 0) {
                const int before = runner.level;
                runner.level = clampLevel(runner.level, -bad.levels, runner.level);
                out.verdict.note(
                    "badstuff.levels",
                    before - bad.levels < 1
                        ? ARBITER_MESSAGE_N("badstuff.levels.runner-loses-floor",
                                            "%1 loses %n level(s): Level %2 to %3 (never below 1).")
                        : ARBITER_MESSAGE_N("badstuff.levels.runner-loses",
                                            "%1 loses %n level(s): Level %2 to %3."),
                    who, Count{bad.levels}, before, runner.level);
            }
            if (!bad.items.empty()) {
                runner.itemsLost->insert(runner.itemsLost->end(), bad.items.begin(), bad.items.end());
                out.verdict.note(
                    "badstuff.items",
                    ARBITER_MESSAGE_N("badstuff.items.runner-loses-count", "%1 loses %n Item(s)."), who,
                    Count{static_cast<int>(bad.items.size())});
            }
            if (bad.death) {
                runner.dead = true;
                out.verdict.note("badstuff.death",
                                 ARBITER_MESSAGE("badstuff.death.runner-dies",
                                                 "%1 dies: everything but the kept cards is looted."),
                                 who);
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

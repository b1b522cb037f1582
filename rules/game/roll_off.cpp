#include "rules/game/roll_off.h"

#include "rules/core/text.h"
#include "rules/game/apply_internal.h"

#include <algorithm>

namespace arbiter::rules::game {

using text::num;

namespace {

using detail::dieFaces;

bool holds(const std::vector<std::string>& names, const std::string& name)
{
    return std::find(names.begin(), names.end(), name) != names.end();
}

// Checks one round's dice against the players still in the roll-off; false once it refused.
bool checkRound(std::span<const std::string> players, const std::vector<std::string>& contenders,
                const RollOffRound& round, const std::string& which, Verdict& verdict)
{
    std::vector<std::string> rolled;
    for (const StarterRoll& roll : round.rolls) {
        if (roll.roll < 1 || roll.roll > dieFaces) {
            verdict.refuse("game.die-roll", roll.player + " rolled " + num(roll.roll) + " in " + which
                                                + ", but a die shows 1 to " + num(dieFaces) + ".");
        } else if (std::find(players.begin(), players.end(), roll.player) == players.end()) {
            verdict.refuse("game.unknown-player",
                           roll.player + " rolled for who starts but is not at the table.");
        } else if (!holds(contenders, roll.player)) {
            verdict.refuse(
                "game.roll-off",
                roll.player + " was not tied for the highest roll, so does not roll in " + which + ".");
        } else if (holds(rolled, roll.player)) {
            verdict.refuse("game.die-roll", roll.player + " rolls only once in " + which + ".");
        }
        if (!verdict.legal)
            return false;
        rolled.push_back(roll.player);
    }
    for (const std::string& contender : contenders) {
        if (!holds(rolled, contender)) {
            verdict.refuse("game.roll-off", contender + " has not rolled in " + which
                                                + ": everyone still in the roll-off rolls in each round.");
            return false;
        }
    }
    return true;
}

}  // namespace

RollOffRuling judgeRollOff(std::span<const std::string> players, std::span<const RollOffRound> rounds)
{
    RollOffRuling ruling;
    Verdict& verdict = ruling.verdict;
    if (rounds.size() > maxRollOffRounds) {
        verdict.refuse("game.limit",
                       "A roll for who starts has at most " + num(maxRollOffRounds) + " rounds.");
        return ruling;
    }
    std::vector<std::string> contenders(players.begin(), players.end());
    for (std::size_t index = 0; index < rounds.size(); ++index) {
        const std::string which = "round " + num(static_cast<int>(index) + 1);
        if (ruling.starter) {
            verdict.refuse("game.roll-off",
                           *ruling.starter + " already rolled highest, so nobody rolls in " + which + ".");
            ruling.starter.reset();  // a refused roll names nobody
            return ruling;
        }
        const RollOffRound& round = rounds[index];
        if (!checkRound(players, contenders, round, which, verdict))
            return ruling;
        int best = 0;
        for (const StarterRoll& roll : round.rolls)
            best = std::max(best, roll.roll);
        // Those tied for the highest, in seat order.
        std::vector<std::string> top;
        for (const std::string& contender : contenders)
            if (std::any_of(round.rolls.begin(), round.rolls.end(), [&](const StarterRoll& roll) {
                    return roll.player == contender && roll.roll == best;
                }))
                top.push_back(contender);
        if (top.size() == 1) {
            ruling.starter = top.front();
            verdict.note("game.roll-off",
                         top.front() + " rolled highest (" + num(best) + ") in " + which + " and starts.");
        } else {
            verdict.note("game.roll-off", text::listOf(top) + " tied for the highest roll (" + num(best)
                                              + ") in " + which + " and roll again.");
        }
        contenders = std::move(top);
    }
    if (!ruling.starter)
        ruling.toRoll = std::move(contenders);
    return ruling;
}

}  // namespace arbiter::rules::game

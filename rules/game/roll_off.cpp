#include "rules/game/roll_off.h"

#include "rules/game/apply_internal.h"

#include <algorithm>

namespace arbiter::rules::game {

namespace {

using detail::dieFaces;

bool holds(const std::vector<std::string>& names, const std::string& name)
{
    return std::find(names.begin(), names.end(), name) != names.end();
}

// Checks the dice of round `which` (1 for the first) against the players still in the roll-off; false
// once it refused.
bool checkRound(std::span<const std::string> players, const std::vector<std::string>& contenders,
                const RollOffRound& round, int which, Verdict& verdict)
{
    std::vector<std::string> rolled;
    for (const StarterRoll& roll : round.rolls) {
        if (roll.roll < 1 || roll.roll > dieFaces) {
            verdict.refuse("game.die-roll",
                           ARBITER_MESSAGE("game.die-roll.roll-off-round",
                                           "%1 rolled %2 in round %3, but a die shows 1 to %4."),
                           roll.player, roll.roll, which, dieFaces);
        } else if (std::find(players.begin(), players.end(), roll.player) == players.end()) {
            verdict.refuse("game.unknown-player",
                           ARBITER_MESSAGE("game.unknown-player.roll-off",
                                           "%1 rolled for who starts but is not at the table."),
                           roll.player);
        } else if (!holds(contenders, roll.player)) {
            verdict.refuse(
                "game.roll-off",
                ARBITER_MESSAGE("game.roll-off.not-tied",
                                "%1 was not tied for the highest roll, so does not roll in round %2."),
                roll.player, which);
        } else if (holds(rolled, roll.player)) {
            verdict.refuse("game.die-roll",
                           ARBITER_MESSAGE("game.die-roll.once-per-round", "%1 rolls only once in round %2."),
                           roll.player, which);
        }
        if (!verdict.legal)
            return false;
        rolled.push_back(roll.player);
    }
    for (const std::string& contender : contenders) {
        if (!holds(rolled, contender)) {
            verdict.refuse(
                "game.roll-off",
                ARBITER_MESSAGE("game.roll-off.not-rolled",
                                "%1 has not rolled in round %2: everyone still in the roll-off rolls "
                                "in each round."),
                contender, which);
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
        verdict.refuse(
            "game.limit",
            ARBITER_MESSAGE("game.limit.roll-off-rounds", "A roll for who starts has at most %1 rounds."),
            maxRollOffRounds);
        return ruling;
    }
    std::vector<std::string> contenders(players.begin(), players.end());
    for (std::size_t index = 0; index < rounds.size(); ++index) {
        const int which = static_cast<int>(index) + 1;
        if (ruling.starter) {
            verdict.refuse("game.roll-off",
                           ARBITER_MESSAGE("game.roll-off.already-decided",
                                           "%1 already rolled highest, so nobody rolls in round %2."),
                           *ruling.starter, which);
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
            verdict.note(
                "game.roll-off",
                ARBITER_MESSAGE("game.roll-off.starts", "%1 rolled highest (%2) in round %3 and starts."),
                top.front(), best, which);
        } else {
            verdict.note("game.roll-off",
                         ARBITER_MESSAGE("game.roll-off.tied",
                                         "%1 tied for the highest roll (%2) in round %3 and roll again."),
                         top, best, which);
        }
        contenders = std::move(top);
    }
    if (!ruling.starter)
        ruling.toRoll = std::move(contenders);
    return ruling;
}

}  // namespace arbiter::rules::game

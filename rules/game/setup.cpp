#include "rules/game/setup.h"

#include "rules/game/apply_internal.h"
#include "rules/panic/turn.h"

#include <algorithm>

namespace arbiter::rules::game {

PlayerLimits playerLimits(Family family, const panic::Options& panicOptions)
{
    if (family == Family::Munchkin)
        return {};
    const panic::PlayerRange range = panic::playerRange(panicOptions);
    return {static_cast<std::size_t>(range.fewest), static_cast<std::size_t>(range.most)};
}

Verdict checkStarter(const GameSetup& setup)
{
    Verdict verdict;
    std::vector<std::string> names;
    for (const SetupPlayer& player : setup.players)
        names.push_back(player.name);
    if (setup.starter && std::find(names.begin(), names.end(), *setup.starter) == names.end())
        verdict.refuse("game.unknown-player", "The player named to start, " + detail::quoted(*setup.starter)
                                                  + ", is not at the table.");
    if (setup.rollOff.empty() || !verdict.legal)
        return verdict;
    RollOffRuling ruling = judgeRollOff(names, setup.rollOff);
    verdict.append(ruling.verdict);
    if (!verdict.legal)
        return verdict;
    if (!ruling.starter)
        verdict.refuse("game.roll-off", "The roll for who starts is not over: "
                                            + detail::joinNames(ruling.toRoll) + " must roll again.");
    else if (setup.starter != ruling.starter)
        verdict.refuse("game.roll-off", *ruling.starter + " rolled highest, so " + *ruling.starter
                                            + " starts, not " + setup.starter.value_or("the first seat")
                                            + ".");
    return verdict;
}

}  // namespace arbiter::rules::game

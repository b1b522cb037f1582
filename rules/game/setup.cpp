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

namespace {

// The start of an over-long name, cut between characters, to quote in a refusal.
std::string_view firstCharacters(std::string_view utf8)
{
    std::size_t count = 0;
    for (std::size_t i = 0; i < utf8.size(); ++i)
        if ((static_cast<unsigned char>(utf8[i]) & 0xC0) != 0x80 && count++ == playerNameCharacters)
            return utf8.substr(0, i);
    return utf8;
}

}  // namespace

std::size_t characterCount(std::string_view utf8)
{
    return static_cast<std::size_t>(std::count_if(utf8.begin(), utf8.end(), [](char byte) {
        return (static_cast<unsigned char>(byte) & 0xC0) != 0x80;
    }));
}

bool checkPlayerName(std::string_view name, std::string_view what, Verdict& verdict)
{
    const std::size_t length = characterCount(name);
    if (length <= playerNameCharacters)
        return detail::checkName(name, what, verdict);
    verdict.refuse("game.name-length", std::string(what) + " " + detail::quoted(firstCharacters(name))
                                           + "... is " + std::to_string(length)
                                           + " characters long; the most is "
                                           + std::to_string(playerNameCharacters) + ".");
    return false;
}

bool checkGameName(std::string_view name, Verdict& verdict)
{
    const std::size_t length = characterCount(name);
    if (length <= gameNameCharacters)
        return true;
    verdict.refuse("game.name-length", "The game's name is " + std::to_string(length)
                                           + " characters long; the most is "
                                           + std::to_string(gameNameCharacters) + ".");
    return false;
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

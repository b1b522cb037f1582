#include "rules/game/setup.h"

#include "rules/game/apply_internal.h"
#include "rules/panic/turn.h"

#include <algorithm>
#include <optional>

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

// The name field of add-player, as a term of game.blank-name's and game.name-too-long's messages.
constexpr Message playerName = ARBITER_MESSAGE("field.player-name", "A player's name");

bool isBlank(std::string_view name)
{
    return std::all_of(name.begin(), name.end(), [](char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
    });
}

}  // namespace

std::size_t characterCount(std::string_view utf8)
{
    return static_cast<std::size_t>(std::count_if(utf8.begin(), utf8.end(), [](char byte) {
        return (static_cast<unsigned char>(byte) & 0xC0) != 0x80;
    }));
}

bool checkPlayerName(std::string_view name, Verdict& verdict)
{
    const std::size_t length = characterCount(name);
    if (length <= playerNameCharacters)
        return detail::checkName(name, playerName, verdict);
    verdict.refuse(
        "game.name-length",
        ARBITER_MESSAGE("game.name-length.player", "%1 \"%2\"... is %3 characters long; the most is %4."),
        playerName, firstCharacters(name), length, playerNameCharacters);
    return false;
}

bool checkPlayerName(std::string_view name, std::size_t seat, Verdict& verdict)
{
    const std::size_t number = seat + 1;
    const std::size_t length = characterCount(name);
    if (length > playerNameCharacters) {
        verdict.refuse("game.name-length",
                       ARBITER_MESSAGE("game.name-length.player-in-seat",
                                       "Player %1's name \"%2\"... is %3 characters long; the most is %4."),
                       number, firstCharacters(name), length, playerNameCharacters);
        return false;
    }
    // As detail::checkName words it for "A player's name".
    if (isBlank(name)) {
        verdict.refuse(
            "game.blank-name",
            ARBITER_MESSAGE("game.blank-name.player-in-seat", "Player %1's name must not be blank."), number);
        return false;
    }
    if (name.size() > limits::nameLength) {
        verdict.refuse("game.name-too-long",
                       ARBITER_MESSAGE("game.name-too-long.player-in-seat",
                                       "Player %1's name \"%2...\" is longer than %3 bytes."),
                       number, name.substr(0, 40), limits::nameLength);
        return false;
    }
    return true;
}

bool checkGameName(std::string_view name, Verdict& verdict)
{
    const std::size_t length = characterCount(name);
    if (length <= gameNameCharacters)
        return true;
    verdict.refuse(
        "game.name-length",
        ARBITER_MESSAGE("game.name-length.game", "The game's name is %1 characters long; the most is %2."),
        length, gameNameCharacters);
    return false;
}

Verdict checkStarter(const GameSetup& setup)
{
    Verdict verdict;
    std::vector<std::string> names;
    for (const SetupPlayer& player : setup.players)
        names.push_back(player.name);
    if (setup.starter && std::find(names.begin(), names.end(), *setup.starter) == names.end())
        verdict.refuse("game.unknown-player",
                       ARBITER_MESSAGE("game.unknown-player.starter",
                                       "The player named to start, \"%1\", is not at the table."),
                       *setup.starter);
    if (setup.rollOff.empty() || !verdict.legal)
        return verdict;
    RollOffRuling ruling = judgeRollOff(names, setup.rollOff);
    verdict.append(ruling.verdict);
    if (!verdict.legal)
        return verdict;
    if (!ruling.starter)
        verdict.refuse("game.roll-off",
                       ARBITER_MESSAGE("game.roll-off.not-over",
                                       "The roll for who starts is not over: %1 must roll again."),
                       ruling.toRoll);
    else if (!setup.starter)
        verdict.refuse("game.roll-off",
                       ARBITER_MESSAGE("game.roll-off.starts-not-first-seat",
                                       "%1 rolled highest, so %1 starts, not the first seat."),
                       *ruling.starter);
    else if (*setup.starter != *ruling.starter)
        verdict.refuse(
            "game.roll-off",
            ARBITER_MESSAGE("game.roll-off.starts-not-named", "%1 rolled highest, so %1 starts, not %2."),
            *ruling.starter, *setup.starter);
    return verdict;
}

}  // namespace arbiter::rules::game

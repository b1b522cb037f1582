// The helpers apply's handlers share: lookups that refuse with a "game.*" reason, range checks, and the
// mutations several actions end in (a death, the end of a combat).

#include "rules/core/text.h"
#include "rules/game/apply_internal.h"
#include "rules/munchkin/character_cards.h"
#include "rules/munchkin/death.h"
#include "rules/munchkin/equip.h"
#include "rules/munchkin/timing.h"

#include <algorithm>

namespace arbiter::rules::game::detail {

const mk::EditionProfile& profileOf(const GameState& state)
{
    return mk::profile(state.edition);
}

Message phaseTerm(mk::Phase phase)
{
    return mk::describe(phase).name;
}

const Player* requirePlayer(const GameState& state, std::string_view name, Verdict& verdict)
{
    const Player* player = findPlayer(state, name);
    if (!player)
        verdict.refuse("game.unknown-player",
                       ARBITER_MESSAGE("game.unknown-player", "No player is called \"%1\"."), name);
    return player;
}

std::size_t seatOf(const GameState& state, std::string_view name)
{
    return static_cast<std::size_t>(findPlayer(state, name) - state.players.data());
}

bool checkName(std::string_view name, Message what, Verdict& verdict)
{
    const bool blank = std::all_of(name.begin(), name.end(), [](char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
    });
    if (blank) {
        verdict.refuse("game.blank-name", ARBITER_MESSAGE("game.blank-name", "%1 must not be blank."), what);
        return false;
    }
    if (name.size() > limits::nameLength) {
        verdict.refuse("game.name-too-long",
                       ARBITER_MESSAGE("game.name-too-long", "%1 \"%2...\" is longer than %3 bytes."), what,
                       name.substr(0, 40), limits::nameLength);
        return false;
    }
    return true;
}

bool checkRange(int value, int low, int high, Message what, Verdict& verdict)
{
    if (value >= low && value <= high)
        return true;
    verdict.refuse("game.limit",
                   ARBITER_MESSAGE("game.out-of-range", "%1 of %2 is outside the range %3 to %4."), what,
                   value, low, high);
    return false;
}

bool checkDie(int roll, const MessageArg& who, Verdict& verdict)
{
    if (roll >= 1 && roll <= dieFaces)
        return true;
    verdict.refuse("game.die-roll",
                   ARBITER_MESSAGE("game.die-roll", "%1 rolled %2, but a die shows 1 to %3."), who, roll,
                   dieFaces);
    return false;
}

bool inCombat(const GameState& state, std::string_view name)
{
    return state.combat && (state.combat->fighter == name || state.combat->helper == name);
}

bool runningAway(const GameState& state, std::string_view name)
{
    return inCombat(state, name) && state.combat->runningAway;
}

bool isCultist(const GameState& state, const Player& player)
{
    return profileOf(state).hasCultists && player.character.has(mk::CardKind::Class, "Cultist");
}

int cultistsInPlay(const GameState& state)
{
    return static_cast<int>(
        std::count_if(state.players.begin(), state.players.end(),
                      [&state](const Player& player) { return isCultist(state, player); }));
}

mk::EquipRequest equipRequest(const Player& player, std::vector<mk::Item> items)
{
    mk::EquipRequest request;
    request.character = player.character;
    request.rides = static_cast<int>(player.rides.size());
    request.hirelings = static_cast<int>(player.hirelings.size());
    request.cheat = std::any_of(items.begin(), items.end(),
                                [](const mk::Item& item) { return item.lifter == mk::Lifter::Cheat; });
    request.items = std::move(items);
    return request;
}

mk::Combatant combatantOf(const GameState& state, const Player& player, int bonus)
{
    mk::Combatant combatant;
    combatant.level = player.level;
    combatant.gear = gearOf(state, player);
    combatant.abilityBonus = bonus;
    for (const Curse& curse : player.curses)
        combatant.abilityBonus += curse.combatBonus;
    combatant.character = player.character;
    combatant.rides = player.rides;
    return combatant;
}

int gearOf(const GameState& state, const Player& player)
{
    if (player.gear)
        return *player.gear;
    if (player.items.empty())
        return 0;
    return mk::judgeEquip(profileOf(state), equipRequest(player, player.items)).effectiveGear;
}

const mk::Item* findItem(const Player& player, std::string_view name)
{
    const auto found = std::find_if(player.items.begin(), player.items.end(),
                                    [name](const mk::Item& item) { return item.name == name; });
    return found == player.items.end() ? nullptr : &*found;
}

bool removeItem(Player& player, std::string_view name)
{
    const auto found = std::find_if(player.items.begin(), player.items.end(),
                                    [name](const mk::Item& item) { return item.name == name; });
    if (found == player.items.end())
        return false;
    player.items.erase(found);
    return true;
}

void endCombat(GameState& state)
{
    state.combat.reset();
    state.phase = mk::Phase::Charity;
}

void clearBody(Player& player)
{
    player.items.clear();
    player.rides.clear();
    player.hirelings.clear();
    if (player.gear)
        player.gear = 0;
}

void killPlayer(GameState& state, std::size_t seat, Verdict& verdict)
{
    Player& player = state.players[seat];
    player.dead = true;
    player.bodyLooted = false;
    mk::noteKeptOnDeath(verdict, profileOf(state), player.name, true);
    if (!state.combat)
        return;
    if (state.combat->fighter == player.name) {
        endCombat(state);
        verdict.note(
            "death.no-more-running",
            ARBITER_MESSAGE("death.no-more-running.fighter", "%1 need not run from the remaining monsters."),
            player.name);
    } else if (state.combat->helper == player.name) {
        state.combat->helper.reset();
        state.combat->helperBonus = 0;
        verdict.note("death.no-more-running",
                     ARBITER_MESSAGE("death.no-more-running.helper", "%1 no longer takes part in the fight."),
                     player.name);
    }
}

// --- the turn's start and the Cultists' endings (apply.cpp's handlers end in them) ---

void startTurn(GameState& state, std::size_t seat, Verdict& verdict)
{
    state.current = seat;
    ++state.turn;
    state.phase = mk::turnPhases(state.options).front();
    for (Player& player : state.players) {
        if (!player.dead)
            continue;
        if (!player.bodyLooted)
            clearBody(player);
        player.dead = false;
        player.bodyLooted = false;
        verdict.note("game.new-character",
                     ARBITER_MESSAGE("game.new-character.appears",
                                     "%1's new character appears, at Level %2 with the kept cards."),
                     player.name, player.level);
    }
    verdict.note("game.phase", ARBITER_MESSAGE("game.phase.turn-begins", "%1's turn begins (turn %2)."),
                 state.players[seat].name, state.turn);
}

void cultistEndings(GameState& state, int cultistsBefore, Verdict& verdict)
{
    const mk::EditionProfile& profile = profileOf(state);
    const int now = cultistsInPlay(state);
    if (!profile.hasCultists || now == cultistsBefore)
        return;
    std::vector<mk::CultistPlayer> players;
    for (const Player& player : state.players)
        players.push_back({player.name, player.level, isCultist(state, player)});
    mk::CultistEnding ending = mk::judgeCultists(profile, state.options, players);
    if (ending.gameOver && !ending.holdoutWins) {
        verdict.append(ending.verdict);
        state.winners = ending.winners;
        return;
    }
    if (ending.holdout.empty())
        return;
    Player& holdout = *findPlayer(state, ending.holdout);
    if (state.lastNonCultistRewarded) {
        verdict.note(
            "cultist.last-non-cultist",
            ARBITER_MESSAGE("cultist.last-non-cultist.already-granted",
                            "%1 is the last non-Cultist, but that level was already granted in this game."),
            holdout.name);
        return;
    }
    if (holdout.dead) {
        verdict.note("levels.dead",
                     ARBITER_MESSAGE("levels.dead.last-non-cultist",
                                     "%1 is the last non-Cultist, but the dead do not level."),
                     holdout.name);
        return;
    }
    verdict.append(ending.verdict);
    holdout.level = ending.holdoutLevelAfter;
    state.lastNonCultistRewarded = true;
    if (ending.holdoutWins)
        state.winners = {holdout.name};
}

}  // namespace arbiter::rules::game::detail

#include "rules/game/report.h"

#include "rules/game/apply.h"
#include "rules/game/inspect.h"
#include "rules/game/inspect_panic.h"
#include "rules/game/legal_now.h"

#include <algorithm>

namespace arbiter::rules::game {

namespace {

PlayerReport named(const std::string& name)
{
    PlayerReport player;
    player.name = name;
    return player;
}

PlayerReport* reportFor(GameReport& report, const std::string& name)
{
    const auto found = std::find_if(report.players.begin(), report.players.end(),
                                    [&name](const PlayerReport& player) { return player.name == name; });
    return found == report.players.end() ? nullptr : &*found;
}

const Player* playerIn(const GameState& state, const std::string& name)
{
    const auto found = std::find_if(state.players.begin(), state.players.end(),
                                    [&name](const Player& player) { return player.name == name; });
    return found == state.players.end() ? nullptr : &*found;
}

// Levels and deaths: what the action changed for each player, by what kind of action it was.
void countLevels(GameReport& report, const GameState& before, const GameState& after, const Action& action)
{
    for (const Player& now : after.players) {
        if (!reportFor(report, now.name))
            report.players.push_back(named(now.name));
        PlayerReport& player = *reportFor(report, now.name);
        const Player* then = playerIn(before, now.name);
        const int levelBefore = then ? then->level : 1;
        const int gained = now.level - levelBefore;
        if (gained > 0) {
            if (action.getIf<actions::ResolveCombat>())
                player.levelsByKills += gained;
            else if (action.getIf<actions::SellItems>())
                player.levelsBySelling += gained;
            else
                player.levelsByCards += gained;
        } else if (gained < 0) {
            player.levelsLost -= gained;
        }
        if (now.dead && !(then && then->dead))
            ++player.deaths;
    }
}

// A fight decided by resolve-combat: the kills of a won fight, and the biggest fight so far.
void countFight(GameReport& report, const GameState& before, const GameState& after)
{
    const CombatState& combat = *before.combat;
    const std::optional<munchkin::CombatResult> judged = judgeCurrentCombat(before);
    const bool won = !after.combat || !after.combat->runningAway;
    FightReport fight;
    fight.turn = before.turn;
    fight.fighter = combat.fighter;
    fight.helper = combat.helper;
    fight.won = won;
    fight.cardsPlayed = static_cast<int>(combat.playerSide.size() + combat.monsterSide.size());
    int slain = 0;
    for (const munchkin::Monster& monster : combat.monsters) {
        fight.monsters.push_back(monster.name);
        report.fights.push_back({monster.name, won});
        fight.cardsPlayed += static_cast<int>(monster.enhancers.size());
        slain += monster.eliminated ? 0 : 1;
    }
    if (judged) {
        fight.playerStrength = judged->playerStrength;
        fight.monsterStrength = judged->monsterStrength;
    }
    if (won) {
        for (const std::optional<std::string>& who : {std::optional(combat.fighter), combat.helper})
            if (who)
                if (PlayerReport* player = reportFor(report, *who))
                    player->kills += slain;
    }
    if (!report.biggestFight || fight.monsterStrength > report.biggestFight->monsterStrength)
        report.biggestFight = std::move(fight);
}

void countStructures(GameReport& report, const GameState& before, const GameState& after)
{
    if (!before.panic || !after.panic)
        return;
    for (int arc = 1; arc <= panic::arcCount; ++arc) {
        if (before.panic->board.tower(arc) && !after.panic->board.tower(arc))
            report.structuresLost.push_back({before.turn, arc, true});
        if (before.panic->board.wall(arc) && !after.panic->board.wall(arc))
            report.structuresLost.push_back({before.turn, arc, false});
    }
}

// What the line ends with: Levels, the dead, the Trophies and the Master Munchkin.
void countEnd(GameReport& report, const GameState& state)
{
    report.turns = state.turn;
    report.winners = state.winners;
    for (std::size_t seat = 0; seat < state.players.size(); ++seat) {
        const Player& now = state.players[seat];
        if (!reportFor(report, now.name))
            report.players.push_back(named(now.name));
        PlayerReport& player = *reportFor(report, now.name);
        player.finalLevel = now.level;
        player.dead = now.dead;
        if (state.panic && seat < state.panic->seats.size()) {
            const PanicSeat& panicSeat = state.panic->seats[seat];
            player.kills = panicSeat.kills;
            for (const Trophy& trophy : panicSeat.trophies)
                player.trophies.push_back(trophy.token);
        }
    }
    // A player who left the table keeps the report of what they did; the seat order is the table's.
    std::stable_partition(report.players.begin(), report.players.end(), [&state](const PlayerReport& player) {
        return playerIn(state, player.name) != nullptr;
    });
    if (!state.panic)
        return;
    report.castleFell = state.panic->gameLost;
    const panic::ScoreResult standing = panicStanding(state);
    report.masterMunchkin = standing.masterMunchkin;
    for (const panic::Standing& entry : standing.standings)
        if (PlayerReport* player = reportFor(report, entry.name))
            player->trophyPoints = entry.points;
}

}  // namespace

GameReport reportOf(const GameSetup& setup, const std::vector<Action>& line)
{
    GameReport report;
    report.family = setup.family;
    GameState state = startGame(setup);
    for (const Player& player : state.players)
        report.players.push_back(named(player.name));
    for (const Action& action : line) {
        GameState after = state;
        if (!apply(after, action).legal)
            break;
        ++report.actions;
        countLevels(report, state, after, action);
        if (const auto* help = action.getIf<actions::AskForHelp>(); help && state.combat) {
            if (PlayerReport* helper = reportFor(report, help->helper))
                ++helper->helpGiven;
            if (PlayerReport* fighter = reportFor(report, state.combat->fighter))
                ++fighter->helpReceived;
        } else if (const auto* curse = action.getIf<actions::GainCurse>()) {
            if (PlayerReport* cursed = reportFor(report, curse->player))
                ++cursed->cursesSuffered;
        } else if (const auto* sale = action.getIf<actions::SellItems>()) {
            if (PlayerReport* seller = reportFor(report, sale->player))
                seller->itemsSold += static_cast<int>(sale->items.size() + sale->fromHand.size());
        } else if (action.getIf<actions::ResolveCombat>() && state.combat) {
            countFight(report, state, after);
        } else if (const auto* run = action.getIf<actions::RunAway>(); run && state.combat) {
            const std::vector<std::string> caught = caughtByRun(state, *run);
            for (const std::optional<std::string>& runner :
                 {std::optional(state.combat->fighter), state.combat->helper})
                if (runner)
                    if (PlayerReport* player = reportFor(report, *runner)) {
                        ++player->ranAway;
                        if (std::find(caught.begin(), caught.end(), *runner) != caught.end())
                            ++player->caught;
                    }
        }
        countStructures(report, state, after);
        state = std::move(after);
    }
    countEnd(report, state);
    return report;
}

}  // namespace arbiter::rules::game

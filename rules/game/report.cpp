#include "rules/game/report.h"

#include "rules/game/apply.h"
#include "rules/game/inspect.h"
#include "rules/game/inspect_panic.h"
#include "rules/game/legal_now.h"

#include <algorithm>
#include <array>

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

// What reportOf keeps of the state before an action: enough to see what the action changed, without a
// copy of the whole state for each action.
struct Before {
    struct Seat {
        std::string name;
        int level = 1;
        bool dead = false;
    };
    std::vector<Seat> players;
    int turn = 1;
    std::optional<std::string> fighter;            // in a fight
    std::optional<CombatState> combat;             // the fight an action decides (resolve-combat)
    std::optional<munchkin::CombatResult> judged;  // ... and how it stood
    std::vector<std::string> caught;               // those a run-away caught
    std::array<bool, panic::arcCount> towers{};    // Munchkin Panic
    std::array<bool, panic::arcCount> walls{};
};

Before before(const GameState& state, const Action& action)
{
    Before kept;
    for (const Player& player : state.players)
        kept.players.push_back({player.name, player.level, player.dead});
    kept.turn = state.turn;
    if (state.combat) {
        kept.fighter = state.combat->fighter;
        if (action.getIf<actions::ResolveCombat>()) {
            kept.combat = state.combat;
            kept.judged = judgeCurrentCombat(state);
        } else if (const auto* run = action.getIf<actions::RunAway>()) {
            kept.combat = state.combat;
            kept.caught = caughtByRun(state, *run);
        }
    }
    if (state.panic) {
        kept.towers = state.panic->board.towers;
        kept.walls = state.panic->board.walls;
    }
    return kept;
}

// Levels and deaths: what the action changed for each player, by what kind of action it was.
void countLevels(GameReport& report, const Before& before, const GameState& after, const Action& action)
{
    for (const Player& now : after.players) {
        if (!reportFor(report, now.name))
            report.players.push_back(named(now.name));
        PlayerReport& player = *reportFor(report, now.name);
        const auto then = std::find_if(before.players.begin(), before.players.end(),
                                       [&now](const Before::Seat& seat) { return seat.name == now.name; });
        const bool known = then != before.players.end();
        const int gained = now.level - (known ? then->level : 1);
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
        if (now.dead && !(known && then->dead))
            ++player.deaths;
    }
}

// A fight decided by resolve-combat: the kills of a won fight, and the biggest fight so far.
void countFight(GameReport& report, const Before& before, const GameState& after)
{
    const CombatState& combat = *before.combat;
    const std::optional<munchkin::CombatResult>& judged = before.judged;
    const bool won = !after.combat || !after.combat->runningAway;
    FightReport fight;
    fight.turn = before.turn;
    fight.fighter = combat.fighter;
    fight.helper = combat.helper;
    fight.won = won;
    for (const auto* side : {&combat.playerSide, &combat.monsterSide})
        for (const munchkin::CombatCard& card : *side)
            fight.cards.push_back(card.name);
    int slain = 0;
    for (const munchkin::Monster& monster : combat.monsters) {
        fight.monsters.push_back(monster.name);
        report.fights.push_back({monster.name, won});
        for (const munchkin::Enhancer& enhancer : monster.enhancers)
            fight.cards.push_back(enhancer.name);
        slain += monster.eliminated ? 0 : 1;
    }
    fight.cardsPlayed = static_cast<int>(fight.cards.size());
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

void countStructures(GameReport& report, const Before& before, const GameState& after)
{
    if (!after.panic)
        return;
    for (int arc = 1; arc <= panic::arcCount; ++arc) {
        const auto at = static_cast<std::size_t>(arc - 1);
        if (before.towers[at] && !after.panic->board.tower(arc))
            report.structuresLost.push_back({before.turn, arc, true});
        if (before.walls[at] && !after.panic->board.wall(arc))
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

// What one legal action adds: Levels, help, Curses, sales, fights, run-aways, fallen structures, the win.
void countAction(GameReport& report, const Before& kept, const GameState& state, const Action& action)
{
    countLevels(report, kept, state, action);
    if (const auto* help = action.getIf<actions::AskForHelp>(); help && kept.fighter) {
        if (PlayerReport* helper = reportFor(report, help->helper))
            ++helper->helpGiven;
        if (PlayerReport* fighter = reportFor(report, *kept.fighter))
            ++fighter->helpReceived;
    } else if (const auto* curse = action.getIf<actions::GainCurse>()) {
        if (PlayerReport* cursed = reportFor(report, curse->player))
            ++cursed->cursesSuffered;
    } else if (const auto* sale = action.getIf<actions::SellItems>()) {
        if (PlayerReport* seller = reportFor(report, sale->player))
            seller->itemsSold += static_cast<int>(sale->items.size() + sale->fromHand.size());
    } else if (action.getIf<actions::ResolveCombat>() && kept.combat) {
        countFight(report, kept, state);
    } else if (action.getIf<actions::RunAway>() && kept.combat) {
        for (const std::optional<std::string>& runner :
             {std::optional(kept.combat->fighter), kept.combat->helper})
            if (runner)
                if (PlayerReport* player = reportFor(report, *runner)) {
                    ++player->ranAway;
                    if (std::find(kept.caught.begin(), kept.caught.end(), *runner) != kept.caught.end())
                        ++player->caught;
                }
    }
    countStructures(report, kept, state);
    if (report.wonBy == WinBy::NotYet && !state.winners.empty()) {
        report.wonOnTurn = kept.turn;
        report.wonBy = state.panic                              ? WinBy::CastleStood
                       : action.getIf<actions::ResolveCombat>() ? WinBy::Fight
                                                                : WinBy::OtherLevel;
    }
}

// A later part's counts added to the report so far (players by name, fights in order).
void addCounts(GameReport& report, const GameReport& part)
{
    report.actions += part.actions;
    for (const PlayerReport& counted : part.players) {
        if (!reportFor(report, counted.name))
            report.players.push_back(named(counted.name));
        PlayerReport& player = *reportFor(report, counted.name);
        player.kills += counted.kills;
        player.levelsByKills += counted.levelsByKills;
        player.levelsBySelling += counted.levelsBySelling;
        player.levelsByCards += counted.levelsByCards;
        player.levelsLost += counted.levelsLost;
        player.helpGiven += counted.helpGiven;
        player.helpReceived += counted.helpReceived;
        player.ranAway += counted.ranAway;
        player.caught += counted.caught;
        player.deaths += counted.deaths;
        player.cursesSuffered += counted.cursesSuffered;
        player.itemsSold += counted.itemsSold;
    }
    if (part.biggestFight
        && (!report.biggestFight
            || part.biggestFight->monsterStrength > report.biggestFight->monsterStrength))
        report.biggestFight = part.biggestFight;
    report.fights.insert(report.fights.end(), part.fights.begin(), part.fights.end());
    report.structuresLost.insert(report.structuresLost.end(), part.structuresLost.begin(),
                                 part.structuresLost.end());
    if (report.wonBy == WinBy::NotYet && part.wonBy != WinBy::NotYet) {
        report.wonBy = part.wonBy;
        report.wonOnTurn = part.wonOnTurn;
    }
}

}  // namespace

ReportPart reportPart(GameState start, std::span<const Action> actions)
{
    ReportPart part;
    GameReport& report = part.counts;
    GameState& state = part.end;
    state = std::move(start);
    const GameState first = state;
    for (const Player& player : state.players)
        report.players.push_back(named(player.name));
    for (const Action& action : actions) {
        const Before kept = before(state, action);
        if (!apply(state, action).legal) {
            // A refusal may leave the state half changed: the part ends with the actions before it.
            state = first;
            for (std::size_t i = 0; i < part.accepted; ++i)
                apply(state, actions[i]);
            part.refused = true;
            break;
        }
        ++part.accepted;
        ++report.actions;
        countAction(report, kept, state, action);
    }
    return part;
}

GameReport mergeReport(Family family, std::vector<ReportPart> parts)
{
    GameReport report;
    report.family = family;
    const GameState* end = nullptr;
    for (ReportPart& part : parts) {
        addCounts(report, part.counts);
        end = &part.end;
        if (part.refused)
            break;
    }
    if (end)
        countEnd(report, *end);
    return report;
}

GameReport reportOf(const GameSetup& setup, const std::vector<Action>& line)
{
    std::vector<ReportPart> parts;
    parts.push_back(reportPart(startGame(setup), line));
    return mergeReport(setup.family, std::move(parts));
}

}  // namespace arbiter::rules::game

// apply(): combat, running away, Bad Stuff, death and looting the body. Semantics in apply.cpp.

#include "rules/core/text.h"
#include "rules/game/apply_internal.h"
#include "rules/game/inspect.h"
#include "rules/munchkin/combat.h"
#include "rules/munchkin/death.h"
#include "rules/munchkin/levels.h"
#include "rules/munchkin/runaway.h"
#include "rules/munchkin/timing.h"

#include <algorithm>

namespace arbiter::rules::game::detail {

using text::num;

namespace {

// The combat every combat action but StartCombat needs; nullptr after refusing.
const CombatState* requireCombat(const GameState& state, Verdict& verdict, bool allowRunning = false)
{
    if (!state.combat) {
        verdict.refuse("game.no-combat", "No combat is in progress.");
        return nullptr;
    }
    if (state.combat->runningAway && !allowRunning) {
        verdict.refuse("game.running-away", "The fight is lost: " + state.combat->fighter
                                                + " must run away; no more cards change it.");
        return nullptr;
    }
    return &*state.combat;
}

bool checkMonster(const mk::Monster& monster, Verdict& verdict)
{
    if (!checkName(monster.name, "A monster's name", verdict)
        || !checkRange(monster.level, 0, limits::bonus, "A monster's Level", verdict)
        || !checkRange(monster.treasures, 0, limits::bonus, "A monster's Treasures", verdict)
        || !checkRange(monster.levels, 0, limits::bonus, "The levels a monster gives", verdict))
        return false;
    if (monster.tags.size() > limits::cardsPerSide || monster.enhancers.size() > limits::cardsPerSide
        || monster.versus.size() > limits::cardsPerSide) {
        verdict.refuse("game.limit", monster.name + " carries more than "
                                         + std::to_string(limits::cardsPerSide)
                                         + " tags, Enhancers or bonuses.");
        return false;
    }
    for (const std::string& tag : monster.tags)
        if (!checkName(tag, "A monster's tag", verdict))
            return false;
    for (const mk::Enhancer& enhancer : monster.enhancers)
        if (!checkName(enhancer.name, "An Enhancer's name", verdict)
            || !checkRange(enhancer.bonus, -limits::bonus, limits::bonus, "An Enhancer's bonus", verdict)
            || !checkRange(enhancer.treasures, -limits::bonus, limits::bonus, "An Enhancer's Treasures",
                           verdict))
            return false;
    for (const mk::VersusBonus& versus : monster.versus)
        if (!checkName(versus.when.value, "A monster bonus's target", verdict)
            || !checkRange(versus.bonus, -limits::bonus, limits::bonus, "A monster's bonus", verdict))
            return false;
    return true;
}

bool checkMonsterIndex(const CombatState& combat, std::size_t index, Verdict& verdict)
{
    if (index < combat.monsters.size())
        return true;
    verdict.refuse("game.index-range", "There is no monster " + std::to_string(index)
                                           + " in this fight, which has "
                                           + std::to_string(combat.monsters.size()) + ".");
    return false;
}

// Bad Stuff on one player: levels (never below 1), Items by name, death.
void sufferBadStuff(GameState& state, std::size_t seat, int levelAfter,
                    const std::vector<std::string>& itemsLost, bool dies, Verdict& verdict)
{
    Player& player = state.players[seat];
    player.level = levelAfter;
    for (const std::string& item : itemsLost)
        if (!removeItem(player, item))
            verdict.note("badstuff.items", player.name + " has no " + quoted(item) + " to lose.");
    if (dies)
        killPlayer(state, seat, verdict);
}

}  // namespace

Verdict doApply(GameState& state, const actions::StartCombat& action)
{
    Verdict verdict;
    if (state.combat) {
        verdict.refuse("game.combat-in-progress",
                       state.combat->fighter + " is already in a combat: other monsters join it instead.");
        return verdict;
    }
    if (state.phase != mk::Phase::KickOpenTheDoor && state.phase != mk::Phase::LookForTroubleOrLootTheRoom) {
        verdict.refuse("game.phase", "A combat starts from Kick Open the Door or Look for Trouble, not in "
                                         + phaseName(state.phase) + ".");
        return verdict;
    }
    const Player& fighter = state.players[state.current];
    if (fighter.dead) {
        verdict.refuse("game.dead-player", fighter.name + " is dead and cannot fight.");
        return verdict;
    }
    if (!checkMonster(action.monster, verdict))
        return verdict;
    verdict.append(mk::checkJoin(profileOf(state), std::vector<mk::Monster>{}, action.monster));
    if (!verdict.legal)
        return verdict;
    CombatState combat;
    combat.fighter = fighter.name;
    combat.monsters.push_back(action.monster);
    state.combat = std::move(combat);
    return verdict;
}

Verdict doApply(GameState& state, const actions::AddMonster& action)
{
    Verdict verdict;
    const CombatState* combat = requireCombat(state, verdict);
    if (!combat)
        return verdict;
    if (combat->monsters.size() >= limits::monstersInCombat) {
        verdict.refuse("game.limit",
                       "A fight holds at most " + std::to_string(limits::monstersInCombat) + " monsters.");
        return verdict;
    }
    if (!checkMonster(action.monster, verdict))
        return verdict;
    verdict.append(mk::checkJoin(profileOf(state), combat->monsters, action.monster));
    if (!verdict.legal)
        return verdict;
    state.combat->monsters.push_back(action.monster);
    return verdict;
}

Verdict doApply(GameState& state, const actions::AddEnhancer& action)
{
    Verdict verdict;
    const CombatState* combat = requireCombat(state, verdict);
    if (!combat || !checkMonsterIndex(*combat, action.monster, verdict)
        || !checkName(action.enhancer.name, "An Enhancer's name", verdict)
        || !checkRange(action.enhancer.bonus, -limits::bonus, limits::bonus, "An Enhancer's bonus", verdict)
        || !checkRange(action.enhancer.treasures, -limits::bonus, limits::bonus, "An Enhancer's Treasures",
                       verdict))
        return verdict;
    const mk::Monster& monster = combat->monsters[action.monster];
    if (monster.enhancers.size() >= limits::cardsPerSide) {
        verdict.refuse("game.limit",
                       monster.name + " already has " + std::to_string(limits::cardsPerSide) + " Enhancers.");
        return verdict;
    }
    verdict.note("combat.enhancers", action.enhancer.name + " enhances " + monster.name + ".");
    state.combat->monsters[action.monster].enhancers.push_back(action.enhancer);
    return verdict;
}

Verdict doApply(GameState& state, const actions::PlayOneShot& action)
{
    Verdict verdict;
    const CombatState* combat = requireCombat(state, verdict);
    if (!combat || !checkName(action.card.name, "A card's name", verdict)
        || !checkRange(action.card.bonus, -limits::bonus, limits::bonus, "A card's bonus", verdict))
        return verdict;
    const std::vector<mk::CombatCard>& side =
        action.side == Side::Players ? combat->playerSide : combat->monsterSide;
    if (side.size() >= limits::cardsPerSide) {
        verdict.refuse("game.limit", "One side of a fight holds at most "
                                         + std::to_string(limits::cardsPerSide) + " cards.");
        return verdict;
    }
    mk::TimingContext context;
    context.inCombat = true;
    verdict.append(mk::checkTiming(profileOf(state), mk::TimedAction::PlayOneShot, context));
    CombatState& changed = *state.combat;
    (action.side == Side::Players ? changed.playerSide : changed.monsterSide).push_back(action.card);
    return verdict;
}

Verdict doApply(GameState& state, const actions::EliminateMonster& action)
{
    Verdict verdict;
    const CombatState* combat = requireCombat(state, verdict);
    if (!combat || !checkMonsterIndex(*combat, action.monster, verdict))
        return verdict;
    const mk::Monster& monster = combat->monsters[action.monster];
    if (monster.eliminated) {
        verdict.refuse("combat.eliminated", monster.name + " is already out of the fight.");
        return verdict;
    }
    verdict.note("combat.eliminated",
                 monster.name + " leaves the fight without being killed: no level for it.");
    state.combat->monsters[action.monster].eliminated = true;
    return verdict;
}

Verdict doApply(GameState& state, const actions::AskForHelp& action)
{
    Verdict verdict;
    const CombatState* combat = requireCombat(state, verdict);
    if (!combat)
        return verdict;
    const Player* helper = requirePlayer(state, action.helper, verdict);
    if (!helper)
        return verdict;
    if (action.helper == combat->fighter) {
        verdict.refuse("game.same-player", action.helper + " is the fighter and cannot also be the helper.");
        return verdict;
    }
    if (helper->dead) {
        verdict.refuse("game.dead-player", action.helper + " is dead and cannot help.");
        return verdict;
    }
    if (combat->helper) {
        verdict.refuse("combat.one-helper",
                       *combat->helper + " is already helping: only one player may help.");
        return verdict;
    }
    verdict.note("combat.helper", action.helper + " helps " + combat->fighter + ".");
    state.combat->helper = action.helper;
    return verdict;
}

Verdict doApply(GameState& state, const actions::SetCombatBonus& action)
{
    Verdict verdict;
    const CombatState* combat = requireCombat(state, verdict);
    if (!combat || !requirePlayer(state, action.player, verdict)
        || !checkRange(action.bonus, -limits::bonus, limits::bonus, "A combat bonus", verdict))
        return verdict;
    if (action.player != combat->fighter && action.player != combat->helper) {
        verdict.refuse("game.combatant", action.player + " is neither the fighter nor the helper.");
        return verdict;
    }
    (action.player == combat->fighter ? state.combat->fighterBonus : state.combat->helperBonus) =
        action.bonus;
    return verdict;
}

Verdict doApply(GameState& state, const actions::ResolveCombat& /*action*/)
{
    Verdict verdict;
    const CombatState* combat = requireCombat(state, verdict);
    if (!combat)
        return verdict;
    const mk::EditionProfile& profile = profileOf(state);
    mk::Combat fight;
    fight.fighter = combatantOf(state, *findPlayer(state, combat->fighter), combat->fighterBonus);
    if (combat->helper)
        fight.helper = combatantOf(state, *findPlayer(state, *combat->helper), combat->helperBonus);
    fight.playerSide = combat->playerSide;
    fight.monsterSide = combat->monsterSide;
    fight.monsters = combat->monsters;
    const mk::CombatResult result = mk::judgeCombat(profile, state.options, fight);
    verdict.append(result.verdict);
    if (!verdict.legal)
        return verdict;
    if (result.outcome == mk::Outcome::Lose) {
        state.combat->runningAway = true;
        return verdict;
    }
    const std::string fighter = combat->fighter;
    const std::optional<std::string> helper = combat->helper;
    findPlayer(state, fighter)->level = result.fighterLevelAfter;
    if (result.gameWon)
        state.winners.push_back(fighter);
    if (helper) {
        findPlayer(state, *helper)->level = result.helperLevelAfter;
        if (result.helperWins)
            state.winners.push_back(*helper);
    }
    endCombat(state);
    return verdict;
}

Verdict doApply(GameState& state, const actions::RunAway& action)
{
    Verdict verdict;
    const CombatState* combat = requireCombat(state, verdict, true);
    if (!combat)
        return verdict;
    if (!combat->runningAway) {
        verdict.refuse("game.running-away", "Nobody runs away yet: the fight has not been lost.");
        return verdict;
    }
    if (action.rolls.size() > 2 * limits::monstersInCombat) {
        verdict.refuse("game.limit", "More rolls than monsters and runners.");
        return verdict;
    }
    const Player& fighter = *findPlayer(state, combat->fighter);
    const Player* helper = combat->helper ? findPlayer(state, *combat->helper) : nullptr;
    // How many monsters of each name are still in the fight: each runner rolls once against each.
    const auto inFight = [combat](const std::string& name) {
        return std::count_if(combat->monsters.begin(), combat->monsters.end(),
                             [&name](const mk::Monster& m) { return m.name == name && !m.eliminated; });
    };
    const auto rollsFor = [&action](const std::string& name, mk::Runner runner) {
        return std::count_if(action.rolls.begin(), action.rolls.end(), [&](const mk::RunAwayRoll& roll) {
            return roll.monster == name && roll.runner == runner;
        });
    };
    for (const mk::RunAwayRoll& roll : action.rolls) {
        const std::string who = roll.runner == mk::Runner::Fighter ? fighter.name
                                : helper                           ? helper->name
                                                                   : "The helper";
        if (roll.runner == mk::Runner::Helper && !helper) {
            verdict.refuse("game.run-away-roll", "Nobody helped in this fight, so no helper rolls.");
            return verdict;
        }
        if (inFight(roll.monster) == 0) {
            verdict.refuse("game.run-away-roll",
                           "No monster called " + quoted(roll.monster) + " is left in this fight.");
            return verdict;
        }
        if (rollsFor(roll.monster, roll.runner) > inFight(roll.monster)) {
            verdict.refuse("game.run-away-roll", who + " rolls only once against " + roll.monster + ".");
            return verdict;
        }
        if (!checkDie(roll.roll, who, verdict)
            || !checkRange(roll.modifier, -limits::bonus, limits::bonus, "A run-away modifier", verdict))
            return verdict;
        if (roll.badStuff) {
            if (!checkRange(roll.badStuff->levels, 0, limits::bonus, "Levels lost to Bad Stuff", verdict))
                return verdict;
            if (roll.badStuff->items.size() > limits::itemsPerPlayer) {
                verdict.refuse("game.limit", "Bad Stuff names more Items than a player may have.");
                return verdict;
            }
        }
    }
    if (action.sacrificeRide && profileOf(state).hasRides && fighter.rides.empty()) {
        verdict.refuse("game.not-in-play", fighter.name + " has no Ride to sacrifice.");
        return verdict;
    }
    mk::RunAway request;
    request.rolls = action.rolls;
    request.fighterLevel = fighter.level;
    request.helperLevel = helper ? helper->level : 1;
    request.sacrificeRide = action.sacrificeRide;
    request.helperEscapesWithRide = action.helperEscapesWithRide;
    const mk::RunAwayResult result = mk::judgeRunAway(profileOf(state), request);
    verdict.append(result.verdict);
    if (!verdict.legal)
        return verdict;
    // Every die the run needs is there, except those of a runner who died on the way.
    for (const mk::DieToRoll& die :
         diceToRunAway(state, action.sacrificeRide, action.helperEscapesWithRide)) {
        const bool fighterDie = die.runner == mk::Runner::Fighter;
        if ((fighterDie ? result.fighterDead : result.helperDead)
            || rollsFor(die.monster, die.runner) >= inFight(die.monster))
            continue;
        verdict.refuse("game.run-away-roll", (fighterDie ? fighter.name : helper->name)
                                                 + " must roll against " + die.monster + ".");
        return verdict;
    }
    for (const mk::RollResult& rolled : result.results)
        verdict.append(rolled.verdict);
    const std::size_t fighterSeat = seatOf(state, fighter.name);
    const std::optional<std::size_t> helperSeat =
        helper ? std::optional<std::size_t>(seatOf(state, helper->name)) : std::nullopt;
    if (action.sacrificeRide)
        state.players[fighterSeat].rides.erase(state.players[fighterSeat].rides.begin());
    if (helperSeat)
        sufferBadStuff(state, *helperSeat, result.helperLevelAfter, result.helperItemsLost, result.helperDead,
                       verdict);
    sufferBadStuff(state, fighterSeat, result.fighterLevelAfter, result.fighterItemsLost, result.fighterDead,
                   verdict);
    endCombat(state);
    return verdict;
}

Verdict doApply(GameState& state, const actions::ApplyBadStuff& action)
{
    Verdict verdict;
    const Player* player = requirePlayer(state, action.player, verdict);
    if (!player || !checkRange(action.badStuff.levels, 0, limits::bonus, "Levels lost to Bad Stuff", verdict))
        return verdict;
    if (player->dead) {
        verdict.refuse("game.dead-player",
                       action.player + " is already dead: Bad Stuff has nothing to take.");
        return verdict;
    }
    if (action.badStuff.items.size() > limits::itemsPerPlayer) {
        verdict.refuse("game.limit", "Bad Stuff names more Items than a player may have.");
        return verdict;
    }
    const int levelAfter = mk::clampLevel(player->level, -action.badStuff.levels, player->level);
    if (action.badStuff.levels > 0)
        verdict.note("badstuff.levels", action.player + " loses " + num(action.badStuff.levels)
                                            + (action.badStuff.levels == 1 ? " level" : " levels")
                                            + ", down to Level " + num(levelAfter) + ".");
    if (!action.badStuff.items.empty())
        verdict.note("badstuff.items", action.player + " loses " + joinNames(action.badStuff.items) + ".");
    if (action.badStuff.death)
        verdict.note("badstuff.death", action.player + " dies of the Bad Stuff.");
    sufferBadStuff(state, seatOf(state, action.player), levelAfter, action.badStuff.items,
                   action.badStuff.death, verdict);
    return verdict;
}

Verdict doApply(GameState& state, const actions::Die& action)
{
    Verdict verdict;
    const Player* player = requirePlayer(state, action.player, verdict);
    if (!player)
        return verdict;
    if (player->dead) {
        verdict.refuse("game.dead-player", action.player + " is already dead.");
        return verdict;
    }
    killPlayer(state, seatOf(state, action.player), verdict);
    return verdict;
}

Verdict doApply(GameState& state, const actions::LootBody& action)
{
    Verdict verdict;
    const Player* body = requirePlayer(state, action.deceased, verdict);
    if (!body || !checkRange(action.cardsInHand, 0, maxHand, "A dead player's hand", verdict))
        return verdict;
    if (!body->dead || body->bodyLooted) {
        verdict.refuse("game.loot-body", body->dead
                                             ? action.deceased + "'s body has already been looted."
                                             : action.deceased + " is alive: there is no body to loot.");
        return verdict;
    }
    if (action.tieRolls.size() > limits::players) {
        verdict.refuse("game.limit", "More tie rolls than players.");
        return verdict;
    }
    mk::LootRequest request;
    request.deceased = action.deceased;
    for (const Player& player : state.players)
        request.players.push_back({player.name, player.level, player.dead, 0});
    for (const actions::TieRoll& tie : action.tieRolls) {
        if (!requirePlayer(state, tie.player, verdict) || !checkDie(tie.roll, tie.player, verdict))
            return verdict;
        mk::Looter& looter = request.players[seatOf(state, tie.player)];
        if (looter.tieRoll != 0) {
            verdict.refuse("game.die-roll", tie.player + " rolls only once to settle a tie.");
            return verdict;
        }
        looter.tieRoll = tie.roll;
    }
    request.cardsOnBody =
        action.cardsInHand
        + static_cast<int>(body->items.size() + body->rides.size() + body->hirelings.size());
    verdict.append(mk::judgeLooting(profileOf(state), request).verdict);
    if (!verdict.legal)
        return verdict;
    Player& looted = *findPlayer(state, action.deceased);
    clearBody(looted);
    looted.bodyLooted = true;
    return verdict;
}

}  // namespace arbiter::rules::game::detail

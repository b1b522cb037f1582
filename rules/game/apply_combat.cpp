// apply(): combat, running away, Bad Stuff, death and looting the body. Semantics in apply.cpp.

#include "rules/game/apply_internal.h"
#include "rules/game/inspect.h"
#include "rules/munchkin/combat.h"
#include "rules/munchkin/death.h"
#include "rules/munchkin/levels.h"
#include "rules/munchkin/runaway.h"
#include "rules/munchkin/timing.h"

#include <algorithm>

namespace arbiter::rules::game::detail {

namespace {

constexpr Message TooManyBadStuffItems =
    ARBITER_MESSAGE("game.limit.bad-stuff-items", "Bad Stuff names more Items than a player may have.");

// The combat every combat action but StartCombat needs; nullptr after refusing.
const CombatState* requireCombat(const GameState& state, Verdict& verdict, bool allowRunning = false)
{
    if (!state.combat) {
        verdict.refuse("game.no-combat", ARBITER_MESSAGE("game.no-combat.none", "No combat is in progress."));
        return nullptr;
    }
    if (state.combat->runningAway && !allowRunning) {
        verdict.refuse("game.running-away",
                       ARBITER_MESSAGE("game.running-away.fight-lost",
                                       "The fight is lost: %1 must run away; no more cards change it."),
                       state.combat->fighter);
        return nullptr;
    }
    return &*state.combat;
}

bool checkMonster(const mk::Monster& monster, Verdict& verdict)
{
    if (!checkName(monster.name, field::MonsterName, verdict)
        || !checkRange(monster.level, 0, limits::bonus, field::MonsterLevel, verdict)
        || !checkRange(monster.treasures, 0, limits::bonus, field::MonsterTreasures, verdict)
        || !checkRange(monster.levels, 0, limits::bonus, field::LevelsAMonsterGives, verdict))
        return false;
    if (monster.tags.size() > limits::cardsPerSide || monster.enhancers.size() > limits::cardsPerSide
        || monster.versus.size() > limits::cardsPerSide) {
        verdict.refuse("game.limit",
                       ARBITER_MESSAGE("game.limit.monster-cards",
                                       "%1 carries more than %2 tags, Enhancers or bonuses."),
                       monster.name, limits::cardsPerSide);
        return false;
    }
    for (const std::string& tag : monster.tags)
        if (!checkName(tag, field::MonsterTag, verdict))
            return false;
    for (const mk::Enhancer& enhancer : monster.enhancers)
        if (!checkName(enhancer.name, field::EnhancerName, verdict)
            || !checkRange(enhancer.bonus, -limits::bonus, limits::bonus, field::EnhancerBonus, verdict)
            || !checkRange(enhancer.treasures, -limits::bonus, limits::bonus, field::EnhancerTreasures,
                           verdict))
            return false;
    for (const mk::VersusBonus& versus : monster.versus)
        if (!checkName(versus.when.value, field::MonsterBonusTarget, verdict)
            || !checkRange(versus.bonus, -limits::bonus, limits::bonus, field::MonsterBonus, verdict))
            return false;
    return true;
}

bool checkMonsterIndex(const CombatState& combat, std::size_t index, Verdict& verdict)
{
    if (index < combat.monsters.size())
        return true;
    verdict.refuse(
        "game.index-range",
        ARBITER_MESSAGE("game.index-range.no-monster", "There is no monster %1 in this fight, which has %2."),
        index, combat.monsters.size());
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
            verdict.note("badstuff.items",
                         ARBITER_MESSAGE("badstuff.items.not-held", "%1 has no \"%2\" to lose."), player.name,
                         item);
    if (dies)
        killPlayer(state, seat, verdict);
}

}  // namespace

Verdict doApply(GameState& state, const actions::StartCombat& action)
{
    Verdict verdict;
    if (state.combat) {
        verdict.refuse("game.combat-in-progress",
                       ARBITER_MESSAGE("game.combat-in-progress.already",
                                       "%1 is already in a combat: other monsters join it instead."),
                       state.combat->fighter);
        return verdict;
    }
    if (state.phase != mk::Phase::KickOpenTheDoor && state.phase != mk::Phase::LookForTroubleOrLootTheRoom) {
        verdict.refuse(
            "game.phase",
            ARBITER_MESSAGE("game.phase.combat-start",
                            "A combat starts from Kick Open the Door or Look for Trouble, not in %1."),
            phaseTerm(state.phase));
        return verdict;
    }
    const Player& fighter = state.players[state.current];
    if (fighter.dead) {
        verdict.refuse("game.dead-player",
                       ARBITER_MESSAGE("game.dead-player.cannot-fight", "%1 is dead and cannot fight."),
                       fighter.name);
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
                       ARBITER_MESSAGE("game.limit.monsters-in-fight", "A fight holds at most %1 monsters."),
                       limits::monstersInCombat);
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
        || !checkName(action.enhancer.name, field::EnhancerName, verdict)
        || !checkRange(action.enhancer.bonus, -limits::bonus, limits::bonus, field::EnhancerBonus, verdict)
        || !checkRange(action.enhancer.treasures, -limits::bonus, limits::bonus, field::EnhancerTreasures,
                       verdict))
        return verdict;
    const mk::Monster& monster = combat->monsters[action.monster];
    if (monster.enhancers.size() >= limits::cardsPerSide) {
        verdict.refuse("game.limit", ARBITER_MESSAGE("game.limit.enhancers", "%1 already has %2 Enhancers."),
                       monster.name, limits::cardsPerSide);
        return verdict;
    }
    verdict.note("combat.enhancers", ARBITER_MESSAGE("combat.enhancers.enhances", "%1 enhances %2."),
                 action.enhancer.name, monster.name);
    state.combat->monsters[action.monster].enhancers.push_back(action.enhancer);
    return verdict;
}

Verdict doApply(GameState& state, const actions::PlayOneShot& action)
{
    Verdict verdict;
    const CombatState* combat = requireCombat(state, verdict);
    if (!combat || !checkName(action.card.name, field::CardName, verdict)
        || !checkRange(action.card.bonus, -limits::bonus, limits::bonus, field::CardBonus, verdict))
        return verdict;
    const std::vector<mk::CombatCard>& side =
        action.side == Side::Players ? combat->playerSide : combat->monsterSide;
    if (side.size() >= limits::cardsPerSide) {
        verdict.refuse(
            "game.limit",
            ARBITER_MESSAGE("game.limit.cards-per-side", "One side of a fight holds at most %1 cards."),
            limits::cardsPerSide);
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
        verdict.refuse("combat.eliminated",
                       ARBITER_MESSAGE("combat.eliminated.already-out", "%1 is already out of the fight."),
                       monster.name);
        return verdict;
    }
    verdict.note("combat.eliminated",
                 ARBITER_MESSAGE("combat.eliminated.leaves",
                                 "%1 leaves the fight without being killed: no level for it."),
                 monster.name);
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
        verdict.refuse("game.same-player",
                       ARBITER_MESSAGE("game.same-player.fighter-helps",
                                       "%1 is the fighter and cannot also be the helper."),
                       action.helper);
        return verdict;
    }
    if (helper->dead) {
        verdict.refuse("game.dead-player",
                       ARBITER_MESSAGE("game.dead-player.cannot-help", "%1 is dead and cannot help."),
                       action.helper);
        return verdict;
    }
    if (combat->helper) {
        verdict.refuse("combat.one-helper",
                       ARBITER_MESSAGE("combat.one-helper.already-helping",
                                       "%1 is already helping: only one player may help."),
                       *combat->helper);
        return verdict;
    }
    verdict.note("combat.helper", ARBITER_MESSAGE("combat.helper.helps", "%1 helps %2."), action.helper,
                 combat->fighter);
    state.combat->helper = action.helper;
    return verdict;
}

Verdict doApply(GameState& state, const actions::SetCombatBonus& action)
{
    Verdict verdict;
    const CombatState* combat = requireCombat(state, verdict);
    if (!combat || !requirePlayer(state, action.player, verdict)
        || !checkRange(action.bonus, -limits::bonus, limits::bonus, field::CombatBonus, verdict))
        return verdict;
    if (action.player != combat->fighter && action.player != combat->helper) {
        verdict.refuse("game.combatant",
                       ARBITER_MESSAGE("game.combatant.neither", "%1 is neither the fighter nor the helper."),
                       action.player);
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
    mk::CombatResult result = mk::judgeCombat(profile, state.options, fight);
    verdict.append(std::move(result.verdict));
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
        verdict.refuse("game.running-away",
                       ARBITER_MESSAGE("game.running-away.not-lost",
                                       "Nobody runs away yet: the fight has not been lost."));
        return verdict;
    }
    if (action.rolls.size() > 2 * limits::monstersInCombat) {
        verdict.refuse("game.limit",
                       ARBITER_MESSAGE("game.limit.run-away-rolls", "More rolls than monsters and runners."));
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
        if (roll.runner == mk::Runner::Helper && !helper) {
            verdict.refuse("game.run-away-roll",
                           ARBITER_MESSAGE("game.run-away-roll.no-helper",
                                           "Nobody helped in this fight, so no helper rolls."));
            return verdict;
        }
        const std::string& who = roll.runner == mk::Runner::Fighter ? fighter.name : helper->name;
        if (inFight(roll.monster) == 0) {
            verdict.refuse("game.run-away-roll",
                           ARBITER_MESSAGE("game.run-away-roll.no-monster",
                                           "No monster called \"%1\" is left in this fight."),
                           roll.monster);
            return verdict;
        }
        if (rollsFor(roll.monster, roll.runner) > inFight(roll.monster)) {
            verdict.refuse("game.run-away-roll",
                           ARBITER_MESSAGE("game.run-away-roll.once", "%1 rolls only once against %2."), who,
                           roll.monster);
            return verdict;
        }
        if (!checkDie(roll.roll, messageArg(who), verdict)
            || !checkRange(roll.modifier, -limits::bonus, limits::bonus, field::RunAwayModifier, verdict))
            return verdict;
        if (roll.badStuff) {
            if (!checkRange(roll.badStuff->levels, 0, limits::bonus, field::LevelsLostToBadStuff, verdict))
                return verdict;
            if (roll.badStuff->items.size() > limits::itemsPerPlayer) {
                verdict.refuse("game.limit", TooManyBadStuffItems);
                return verdict;
            }
        }
    }
    if (action.sacrificeRide && profileOf(state).hasRides && fighter.rides.empty()) {
        verdict.refuse(
            "game.not-in-play",
            ARBITER_MESSAGE("game.not-in-play.no-ride-to-sacrifice", "%1 has no Ride to sacrifice."),
            fighter.name);
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
        verdict.refuse("game.run-away-roll",
                       ARBITER_MESSAGE("game.run-away-roll.missing", "%1 must roll against %2."),
                       fighterDie ? fighter.name : helper->name, die.monster);
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
    if (!player
        || !checkRange(action.badStuff.levels, 0, limits::bonus, field::LevelsLostToBadStuff, verdict))
        return verdict;
    if (player->dead) {
        verdict.refuse("game.dead-player",
                       ARBITER_MESSAGE("game.dead-player.bad-stuff",
                                       "%1 is already dead: Bad Stuff has nothing to take."),
                       action.player);
        return verdict;
    }
    if (action.badStuff.items.size() > limits::itemsPerPlayer) {
        verdict.refuse("game.limit", TooManyBadStuffItems);
        return verdict;
    }
    const int levelAfter = mk::clampLevel(player->level, -action.badStuff.levels, player->level);
    if (action.badStuff.levels > 0)
        verdict.note("badstuff.levels",
                     ARBITER_MESSAGE_N("badstuff.levels.loses", "%1 loses %n level(s), down to Level %2."),
                     action.player, Count{action.badStuff.levels}, levelAfter);
    if (!action.badStuff.items.empty())
        verdict.note("badstuff.items", ARBITER_MESSAGE("badstuff.items.loses", "%1 loses %2."), action.player,
                     action.badStuff.items);
    if (action.badStuff.death)
        verdict.note("badstuff.death", ARBITER_MESSAGE("badstuff.death.dies", "%1 dies of the Bad Stuff."),
                     action.player);
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
        verdict.refuse("game.dead-player",
                       ARBITER_MESSAGE("game.dead-player.already-dead", "%1 is already dead."),
                       action.player);
        return verdict;
    }
    killPlayer(state, seatOf(state, action.player), verdict);
    return verdict;
}

Verdict doApply(GameState& state, const actions::LootBody& action)
{
    Verdict verdict;
    const Player* body = requirePlayer(state, action.deceased, verdict);
    if (!body || !checkRange(action.cardsInHand, 0, maxHand, field::DeadPlayerHand, verdict))
        return verdict;
    if (!body->dead || body->bodyLooted) {
        if (body->dead)
            verdict.refuse(
                "game.loot-body",
                ARBITER_MESSAGE("game.loot-body.already-looted", "%1's body has already been looted."),
                action.deceased);
        else
            verdict.refuse("game.loot-body",
                           ARBITER_MESSAGE("game.loot-body.alive", "%1 is alive: there is no body to loot."),
                           action.deceased);
        return verdict;
    }
    if (action.tieRolls.size() > limits::players) {
        verdict.refuse("game.limit", ARBITER_MESSAGE("game.limit.tie-rolls", "More tie rolls than players."));
        return verdict;
    }
    mk::LootRequest request;
    request.deceased = action.deceased;
    for (const Player& player : state.players)
        request.players.push_back({player.name, player.level, player.dead, 0});
    for (const actions::TieRoll& tie : action.tieRolls) {
        if (!requirePlayer(state, tie.player, verdict)
            || !checkDie(tie.roll, messageArg(tie.player), verdict))
            return verdict;
        mk::Looter& looter = request.players[seatOf(state, tie.player)];
        if (looter.tieRoll != 0) {
            verdict.refuse("game.die-roll",
                           ARBITER_MESSAGE("game.die-roll.tie-once", "%1 rolls only once to settle a tie."),
                           tie.player);
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

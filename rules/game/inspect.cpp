#include "rules/game/inspect.h"

#include "rules/game/apply_internal.h"

namespace arbiter::rules::game {

namespace mk = munchkin;

std::optional<mk::CombatResult> judgeCurrentCombat(const GameState& state)
{
    if (!state.combat)
        return std::nullopt;
    const CombatState& combat = *state.combat;
    const Player* fighter = findPlayer(state, combat.fighter);
    if (!fighter)
        return std::nullopt;
    mk::Combat fight;
    fight.fighter = detail::combatantOf(state, *fighter, combat.fighterBonus);
    if (combat.helper)
        if (const Player* helper = findPlayer(state, *combat.helper))
            fight.helper = detail::combatantOf(state, *helper, combat.helperBonus);
    fight.playerSide = combat.playerSide;
    fight.monsterSide = combat.monsterSide;
    fight.monsters = combat.monsters;
    return mk::judgeCombat(detail::profileOf(state), state.options, fight);
}

mk::EquipResult judgeEquipment(const GameState& state, const Player& player)
{
    if (player.gear) {
        mk::EquipResult result;
        result.effectiveGear = *player.gear;
        return result;
    }
    return mk::judgeEquip(detail::profileOf(state), detail::equipRequest(player, player.items));
}

int baseStrength(const GameState& state, const Player& player)
{
    int strength = player.level + detail::gearOf(state, player);
    for (const Curse& curse : player.curses)
        strength += curse.combatBonus;
    return strength;
}

std::vector<mk::DieToRoll> diceToRunAway(const GameState& state, bool sacrificeRide,
                                         bool helperEscapesWithRide)
{
    if (!state.combat)
        return {};
    std::vector<std::string> monsters;
    for (const mk::Monster& monster : state.combat->monsters)
        if (!monster.eliminated)
            monsters.push_back(monster.name);
    return mk::diceToRunAway(monsters, state.combat->helper.has_value(), sacrificeRide,
                             helperEscapesWithRide);
}

}  // namespace arbiter::rules::game

#pragma once
// The names of the fields a refusal points at, as terms of its message: "%1 must not be blank."
// with "An Item's name". One constant per field, so every rule that checks it says it the same way.

#include "rules/core/message.h"

namespace arbiter::rules::game::field {

inline constexpr Message CurseCombatBonus =
    ARBITER_MESSAGE("field.curse-combat-bonus", "A Curse's combat bonus");
inline constexpr Message CurseName = ARBITER_MESSAGE("field.curse-name", "A Curse's name");
inline constexpr Message HirelingName = ARBITER_MESSAGE("field.hireling-name", "A Hireling's name");
inline constexpr Message RideBonus = ARBITER_MESSAGE("field.ride-bonus", "A Ride's bonus");
inline constexpr Message RideName = ARBITER_MESSAGE("field.ride-name", "A Ride's name");
inline constexpr Message CardGold = ARBITER_MESSAGE("field.card-gold", "A card's Gold");
inline constexpr Message CardBonus = ARBITER_MESSAGE("field.card-bonus", "A card's bonus");
inline constexpr Message CardName = ARBITER_MESSAGE("field.card-name", "A card's name");
inline constexpr Message CombatBonus = ARBITER_MESSAGE("field.combat-bonus", "A combat bonus");
inline constexpr Message DeadPlayerHand = ARBITER_MESSAGE("field.dead-player-hand", "A dead player's hand");
inline constexpr Message GearNumber = ARBITER_MESSAGE("field.gear-number", "A gear number");
inline constexpr Message HandLimit = ARBITER_MESSAGE("field.hand-limit", "A hand limit");
inline constexpr Message HandOfCastleCards =
    ARBITER_MESSAGE("field.hand-of-castle-cards", "A hand of Castle cards");
inline constexpr Message HandOfTreasureCards =
    ARBITER_MESSAGE("field.hand-of-treasure-cards", "A hand of Treasure cards");
inline constexpr Message Hand = ARBITER_MESSAGE("field.hand", "A hand");
inline constexpr Message LevelChange = ARBITER_MESSAGE("field.level-change", "A level change");
inline constexpr Message MonsterBonusTarget =
    ARBITER_MESSAGE("field.monster-bonus-target", "A monster bonus's target");
inline constexpr Message MonsterLevel = ARBITER_MESSAGE("field.monster-level", "A monster's Level");
inline constexpr Message MonsterTreasures =
    ARBITER_MESSAGE("field.monster-treasures", "A monster's Treasures");
inline constexpr Message MonsterBonus = ARBITER_MESSAGE("field.monster-bonus", "A monster's bonus");
inline constexpr Message MonsterName = ARBITER_MESSAGE("field.monster-name", "A monster's name");
inline constexpr Message MonsterTag = ARBITER_MESSAGE("field.monster-tag", "A monster's tag");
inline constexpr Message RollPurpose = ARBITER_MESSAGE("field.roll-purpose", "A roll's purpose");
inline constexpr Message RunAwayModifier = ARBITER_MESSAGE("field.run-away-modifier", "A run-away modifier");
inline constexpr Message SoldCardName = ARBITER_MESSAGE("field.sold-card-name", "A sold card's name");
inline constexpr Message EnhancerTreasures =
    ARBITER_MESSAGE("field.enhancer-treasures", "An Enhancer's Treasures");
inline constexpr Message EnhancerBonus = ARBITER_MESSAGE("field.enhancer-bonus", "An Enhancer's bonus");
inline constexpr Message EnhancerName = ARBITER_MESSAGE("field.enhancer-name", "An Enhancer's name");
inline constexpr Message ItemBonus = ARBITER_MESSAGE("field.item-bonus", "An Item's bonus");
inline constexpr Message ItemName = ARBITER_MESSAGE("field.item-name", "An Item's name");
inline constexpr Message ItemRestriction = ARBITER_MESSAGE("field.item-restriction", "An Item's restriction");
inline constexpr Message Arc = ARBITER_MESSAGE("field.arc", "An arc");
inline constexpr Message LevelsLostToBadStuff =
    ARBITER_MESSAGE("field.levels-lost-to-bad-stuff", "Levels lost to Bad Stuff");
inline constexpr Message LevelsAMonsterGives =
    ARBITER_MESSAGE("field.levels-a-monster-gives", "The levels a monster gives");
inline constexpr Message PlacingRoll = ARBITER_MESSAGE("field.placing-roll", "The placing roll");

}  // namespace arbiter::rules::game::field

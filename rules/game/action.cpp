#include "rules/game/action.h"

#include <array>

namespace arbiter::rules::game {

namespace {

// In the order of the Action variant's alternatives (checked below).
constexpr std::array<std::string_view, std::variant_size_v<Action>> names = {
    "add-player",
    "remove-player",
    "set-sex",
    "change-level",
    "play-character-card",
    "discard-character-card",
    "become-cultist",
    "gain-item",
    "equip-item",
    "lose-item",
    "trade-item",
    "set-gear",
    "sell-items",
    "gain-ride",
    "lose-ride",
    "gain-hireling",
    "lose-hireling",
    "gain-curse",
    "lose-curse",
    "next-phase",
    "charity",
    "end-turn",
    "start-combat",
    "add-monster",
    "add-enhancer",
    "play-one-shot",
    "eliminate-monster",
    "ask-for-help",
    "set-combat-bonus",
    "resolve-combat",
    "run-away",
    "apply-bad-stuff",
    "die",
    "loot-body",
    "panic-place-monster",
    "panic-draw-curse",
    "panic-discard-draw",
    "panic-charity",
    "panic-hit",
    "panic-move-monster",
    "panic-remove-monster",
    "panic-glue",
    "panic-sleep",
    "panic-fortify",
    "panic-move-monsters",
    "panic-set-hand",
    "panic-addition-error",
    "panic-set-board",
    "panic-set-trophies",
    "panic-curse-card",
    "panic-special-card",
    "panic-next-phase",
    "roll-die",
};

static_assert(std::is_same_v<std::variant_alternative_t<0, Action>, actions::AddPlayer>);
static_assert(std::is_same_v<std::variant_alternative_t<33, Action>, actions::LootBody>);
static_assert(std::is_same_v<std::variant_alternative_t<firstPanicKind, Action>, actions::PanicPlaceMonster>);
static_assert(std::is_same_v<std::variant_alternative_t<endPanicKind - 1, Action>, actions::PanicNextPhase>);
static_assert(
    std::is_same_v<std::variant_alternative_t<std::variant_size_v<Action> - 1, Action>, actions::RollDie>);

}  // namespace

std::string_view kindName(const Action& action)
{
    return names[action.index()];
}

std::span<const std::string_view> kindNames()
{
    return names;
}

std::optional<Family> familyOf(const Action& action)
{
    if (std::holds_alternative<actions::EndTurn>(action) || std::holds_alternative<actions::RollDie>(action))
        return std::nullopt;
    return action.index() >= firstPanicKind && action.index() < endPanicKind ? Family::Panic
                                                                             : Family::Munchkin;
}

std::vector<int> diceOf(const Action& action)
{
    std::vector<int> dice;
    if (const auto* runAway = std::get_if<actions::RunAway>(&action)) {
        for (const munchkin::RunAwayRoll& roll : runAway->rolls)
            dice.push_back(roll.roll);
    } else if (const auto* loot = std::get_if<actions::LootBody>(&action)) {
        for (const actions::TieRoll& roll : loot->tieRolls)
            dice.push_back(roll.roll);
    } else if (const auto* place = std::get_if<actions::PanicPlaceMonster>(&action)) {
        if (!place->loadedDie)
            dice.push_back(place->arc);
    } else if (const auto* curse = std::get_if<actions::PanicDrawCurse>(&action)) {
        if (curse->draw.roll)
            dice.push_back(*curse->draw.roll);
    } else if (const auto* move = std::get_if<actions::PanicMoveMonster>(&action)) {
        if (move->roll)
            dice.push_back(*move->roll);
    } else if (const auto* die = std::get_if<actions::RollDie>(&action)) {
        dice.push_back(die->roll);
    }
    return dice;
}

}  // namespace arbiter::rules::game

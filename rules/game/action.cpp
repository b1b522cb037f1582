#include "rules/game/action.h"

#include <array>

namespace arbiter::rules::game {

namespace {

// In the order of the Action variant's alternatives (checked below).
constexpr std::array<std::string_view, std::variant_size_v<Action>> names = {
    "add-player",     "remove-player",       "set-sex",
    "change-level",   "play-character-card", "discard-character-card",
    "become-cultist", "gain-item",           "equip-item",
    "lose-item",      "trade-item",          "set-gear",
    "sell-items",     "gain-ride",           "lose-ride",
    "gain-hireling",  "lose-hireling",       "gain-curse",
    "lose-curse",     "next-phase",          "charity",
    "end-turn",       "start-combat",        "add-monster",
    "add-enhancer",   "play-one-shot",       "eliminate-monster",
    "ask-for-help",   "set-combat-bonus",    "resolve-combat",
    "run-away",       "apply-bad-stuff",     "die",
    "loot-body",
};

static_assert(std::is_same_v<std::variant_alternative_t<0, Action>, actions::AddPlayer>);
static_assert(std::is_same_v<std::variant_alternative_t<33, Action>, actions::LootBody>);

}  // namespace

std::string_view kindName(const Action& action)
{
    return names[action.index()];
}

std::span<const std::string_view> kindNames()
{
    return names;
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
    }
    return dice;
}

}  // namespace arbiter::rules::game

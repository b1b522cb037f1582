#include "rules/game/action.h"

#include <array>

namespace arbiter::rules::game {

namespace {

// In the order of ActionVariant's kinds (checked below). end-turn and roll-die belong to
// both families.
constexpr std::array<ActionKindDescriptor, std::variant_size_v<ActionVariant>> kinds = {{
    {"add-player", Family::Munchkin},
    {"remove-player", Family::Munchkin},
    {"set-sex", Family::Munchkin},
    {"change-level", Family::Munchkin},
    {"play-character-card", Family::Munchkin},
    {"discard-character-card", Family::Munchkin},
    {"become-cultist", Family::Munchkin},
    {"gain-item", Family::Munchkin},
    {"equip-item", Family::Munchkin},
    {"lose-item", Family::Munchkin},
    {"trade-item", Family::Munchkin},
    {"set-gear", Family::Munchkin},
    {"sell-items", Family::Munchkin},
    {"gain-ride", Family::Munchkin},
    {"lose-ride", Family::Munchkin},
    {"gain-hireling", Family::Munchkin},
    {"lose-hireling", Family::Munchkin},
    {"gain-curse", Family::Munchkin},
    {"lose-curse", Family::Munchkin},
    {"next-phase", Family::Munchkin},
    {"charity", Family::Munchkin},
    {"end-turn", std::nullopt},
    {"start-combat", Family::Munchkin},
    {"add-monster", Family::Munchkin},
    {"add-enhancer", Family::Munchkin},
    {"play-one-shot", Family::Munchkin},
    {"eliminate-monster", Family::Munchkin},
    {"ask-for-help", Family::Munchkin},
    {"set-combat-bonus", Family::Munchkin},
    {"resolve-combat", Family::Munchkin},
    {"run-away", Family::Munchkin},
    {"apply-bad-stuff", Family::Munchkin},
    {"die", Family::Munchkin},
    {"loot-body", Family::Munchkin},
    {"panic-place-monster", Family::Panic},
    {"panic-draw-curse", Family::Panic},
    {"panic-discard-draw", Family::Panic},
    {"panic-charity", Family::Panic},
    {"panic-hit", Family::Panic},
    {"panic-move-monster", Family::Panic},
    {"panic-remove-monster", Family::Panic},
    {"panic-glue", Family::Panic},
    {"panic-sleep", Family::Panic},
    {"panic-fortify", Family::Panic},
    {"panic-move-monsters", Family::Panic},
    {"panic-set-hand", Family::Panic},
    {"panic-addition-error", Family::Panic},
    {"panic-set-board", Family::Panic},
    {"panic-set-trophies", Family::Panic},
    {"panic-curse-card", Family::Panic},
    {"panic-special-card", Family::Panic},
    {"panic-next-phase", Family::Panic},
    {"roll-die", std::nullopt},
}};

// kindNames() for the JSON reader, which matches a name against a list of names.
constexpr std::array<std::string_view, kinds.size()> names = [] {
    std::array<std::string_view, kinds.size()> ids{};
    for (std::size_t i = 0; i < kinds.size(); ++i)
        ids[i] = kinds[i].id;
    return ids;
}();

static_assert(std::is_same_v<std::variant_alternative_t<0, ActionVariant>, actions::AddPlayer>);
static_assert(std::is_same_v<std::variant_alternative_t<33, ActionVariant>, actions::LootBody>);
static_assert(std::is_same_v<std::variant_alternative_t<34, ActionVariant>, actions::PanicPlaceMonster>);
static_assert(std::is_same_v<std::variant_alternative_t<51, ActionVariant>, actions::PanicNextPhase>);
static_assert(
    std::is_same_v<std::variant_alternative_t<std::variant_size_v<ActionVariant> - 1, ActionVariant>,
                   actions::RollDie>);

}  // namespace

Action::Action() = default;
Action::Action(const Action& other) = default;
Action::Action(Action&& other) noexcept = default;
Action& Action::operator=(const Action& other) = default;
Action& Action::operator=(Action&& other) noexcept = default;
Action::~Action() = default;

bool operator==(const Action& a, const Action& b)
{
    return a.value_ == b.value_;
}

std::string_view kindName(const Action& action)
{
    return kinds[action.index()].id;
}

std::span<const std::string_view> kindNames()
{
    return names;
}

std::span<const ActionKindDescriptor> actionKinds()
{
    return kinds;
}

std::optional<Family> familyOf(const Action& action)
{
    return kinds[action.index()].family;
}

std::vector<int> diceOf(const Action& action)
{
    std::vector<int> dice;
    if (const auto* runAway = action.getIf<actions::RunAway>()) {
        for (const munchkin::RunAwayRoll& roll : runAway->rolls)
            dice.push_back(roll.roll);
    } else if (const auto* loot = action.getIf<actions::LootBody>()) {
        for (const actions::TieRoll& roll : loot->tieRolls)
            dice.push_back(roll.roll);
    } else if (const auto* place = action.getIf<actions::PanicPlaceMonster>()) {
        if (!place->loadedDie)
            dice.push_back(place->arc);
    } else if (const auto* curse = action.getIf<actions::PanicDrawCurse>()) {
        if (curse->draw.roll)
            dice.push_back(*curse->draw.roll);
    } else if (const auto* move = action.getIf<actions::PanicMoveMonster>()) {
        if (move->roll)
            dice.push_back(*move->roll);
    } else if (const auto* die = action.getIf<actions::RollDie>()) {
        dice.push_back(die->roll);
    }
    return dice;
}

}  // namespace arbiter::rules::game

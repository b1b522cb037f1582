#include "rules/game/action_fields.h"

#include <algorithm>
#include <type_traits>

namespace arbiter::rules::game {

namespace {

template <typename T>
concept Described = requires
{
    ActionFields<T>::fields;
};

bool blank(const std::string& text)
{
    return std::all_of(text.begin(), text.end(),
                       [](unsigned char c) { return c == ' ' || (c >= '\t' && c <= '\r'); });
}

std::string path(std::string_view prefix, std::string_view name)
{
    return prefix.empty() ? std::string(name) : std::string(prefix) + "." + std::string(name);
}

std::optional<FieldProblem> checkName(const std::string& value, std::string field)
{
    if (blank(value))
        return FieldProblem{std::move(field), "is empty"};
    if (value.size() > limits::nameLength)
        return FieldProblem{std::move(field),
                            "is longer than " + std::to_string(limits::nameLength) + " bytes"};
    return std::nullopt;
}

template <typename Number>
std::optional<FieldProblem> checkNumber(Number value, int min, int max, std::string field)
{
    if (min == 0 && max == 0)
        return std::nullopt;  // not bounded
    const long long number = static_cast<long long>(value);
    if (number < min || number > max)
        return FieldProblem{std::move(field), std::to_string(number) + " is not between "
                                                  + std::to_string(min) + " and " + std::to_string(max)};
    return std::nullopt;
}

template <typename Kind>
std::optional<FieldProblem> checkDescribed(const Kind& action, std::string_view prefix);

// One value of a field: names are not blank, numbers within the field's bounds, lists not too long.
template <typename T>
std::optional<FieldProblem> checkValue(const T& value, Presence presence, int min, int max,
                                       const std::string& field)
{
    if constexpr (std::is_same_v<T, std::string>) {
        if (presence == Presence::Required || !value.empty())
            return checkName(value, field);
    } else if constexpr (std::is_same_v<T, bool> || std::is_enum_v<T>) {
        return std::nullopt;
    } else if constexpr (std::is_integral_v<T>) {
        return checkNumber(value, min, max, field);
    } else if constexpr (IsOptional<T>::value) {
        if (value)
            return checkValue(*value, Presence::Required, min, max, field);
    } else if constexpr (IsVector<T>::value) {
        if (max > 0 && value.size() > static_cast<std::size_t>(max))
            return FieldProblem{
                field, "has " + std::to_string(value.size()) + " entries; at most " + std::to_string(max)};
        for (std::size_t i = 0; i < value.size(); ++i)
            if (auto problem =
                    checkValue(value[i], Presence::Required, 0, 0, field + "[" + std::to_string(i) + "]"))
                return problem;
    } else if constexpr (Described<T>) {
        return checkDescribed(value, field);
    }
    return std::nullopt;
}

template <typename Kind>
std::optional<FieldProblem> checkDescribed(const Kind& action, std::string_view prefix)
{
    std::optional<FieldProblem> problem;
    forEachField<Kind>([&](const auto& field) {
        if (!problem)
            problem = checkValue(action.*field.member, field.presence, field.min, field.max,
                                 path(prefix, field.name));
    });
    return problem;
}

// The value of a field that names a player, by the field's name.
template <typename Kind>
std::optional<std::string> namedPlayer(const Kind& action, std::string_view name)
{
    std::optional<std::string> value;
    forEachField<Kind>([&](const auto& field) {
        using T = typename std::remove_cvref_t<decltype(field)>::Type;
        if (field.name != name)
            return;
        if constexpr (std::is_same_v<T, std::string>)
            value = action.*field.member;
        else if constexpr (std::is_same_v<T, std::optional<std::string>>)
            value = action.*field.member;
    });
    return value;
}

// The fighter while a fight is on, else the player whose turn it is.
std::string currentActor(const GameState& state)
{
    if (state.combat)
        return state.combat->fighter;
    if (state.current < state.players.size())
        return state.players[state.current].name;
    return {};
}

// A run-away's rolls are each their runner's: the fighter's phone enters the fighter's, the helper's the
// helper's; sacrificing a Ride (and leaving the helper behind) is the fighter's say.
std::optional<FieldProblem> ownRolls(const actions::RunAway& run, const GameState& state,
                                     std::string_view seat)
{
    const bool fighter = state.combat && state.combat->fighter == seat;
    const bool helper = state.combat && state.combat->helper && *state.combat->helper == seat;
    if (!fighter && !helper)
        return FieldProblem{"kind", "only the fighter and the helper enter their run-away rolls; "
                                        + std::string(seat) + " is not in the fight"};
    const munchkin::Runner own = fighter ? munchkin::Runner::Fighter : munchkin::Runner::Helper;
    for (std::size_t i = 0; i < run.rolls.size(); ++i)
        if (run.rolls[i].runner != own)
            return FieldProblem{"rolls[" + std::to_string(i) + "].runner",
                                "a phone enters only its own seat's rolls (" + std::string(seat)
                                    + "'s); the other side enters theirs"};
    if (!fighter && (run.sacrificeRide || !run.helperEscapesWithRide))
        return FieldProblem{"sacrificeRide", "sacrificing a Ride is the fighter's to enter"};
    return std::nullopt;
}

}  // namespace

Actor actorOf(const Action& action)
{
    return action.visit(
        [](const auto& kind) { return ActionFields<std::remove_cvref_t<decltype(kind)>>::actor; });
}

std::vector<std::string_view> fieldNamesOf(const Action& action)
{
    std::vector<std::string_view> names;
    action.visit([&names](const auto& kind) {
        forEachField<std::remove_cvref_t<decltype(kind)>>(
            [&names](const auto& field) { names.push_back(field.name); });
    });
    return names;
}

std::optional<FieldProblem> checkFields(const Action& action)
{
    return action.visit([](const auto& kind) { return checkDescribed(kind, {}); });
}

std::optional<FieldProblem> seatMayRecord(const Action& action, const GameState& state, std::string_view seat)
{
    const Actor actor = actorOf(action);
    const std::string kind(kindName(action));
    switch (actor.kind) {
    case ActorKind::Table:
        return FieldProblem{"kind", kind + " is the table's to enter, on the tablet"};
    case ActorKind::AnySeat:
        return std::nullopt;
    case ActorKind::CurrentPlayer: {
        const std::string current = currentActor(state);
        if (current == seat)
            return std::nullopt;
        return FieldProblem{"kind", kind + " is " + current + "'s to enter, not " + std::string(seat) + "'s"};
    }
    case ActorKind::Agreement:
        return FieldProblem{"kind",
                            kind + " is recorded when the one helped accepts an offer, not sent alone"};
    case ActorKind::EachRoll:
        if (const auto* run = action.getIf<actions::RunAway>())
            return ownRolls(*run, state, seat);
        return FieldProblem{"kind", kind + " has no rolls"};
    case ActorKind::NamedPlayer: {
        const std::optional<std::string> named =
            action.visit([&actor](const auto& value) { return namedPlayer(value, actor.field); });
        if (named && *named == seat)
            return std::nullopt;
        if (!named)  // an optional actor left out (a die nobody claimed) is the tablet's
            return FieldProblem{std::string(actor.field), kind + " names no player; the tablet enters it"};
        return FieldProblem{std::string(actor.field),
                            kind + " is " + *named + "'s to enter, not " + std::string(seat) + "'s"};
    }
    }
    return FieldProblem{"kind", kind + " has no actor"};
}

}  // namespace arbiter::rules::game

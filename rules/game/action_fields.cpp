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

// A problem of `field`, its sentence kept as data and in English.
template <typename... Args>
FieldProblem problem(std::string field, const Message& pattern, Args&&... args)
{
    std::vector<MessageArg> values{messageArg(std::forward<Args>(args))...};
    std::string english = renderEnglish(pattern, values);
    return FieldProblem{std::move(field), std::move(english), pattern, std::move(values)};
}

std::string path(std::string_view prefix, std::string_view name)
{
    return prefix.empty() ? std::string(name) : std::string(prefix) + "." + std::string(name);
}

std::optional<FieldProblem> checkName(const std::string& value, std::string field)
{
    if (blank(value))
        return problem(std::move(field), ARBITER_MESSAGE("field.empty", "is empty"));
    if (value.size() > limits::nameLength)
        return problem(std::move(field), ARBITER_MESSAGE("field.too-long", "is longer than %1 bytes"),
                       limits::nameLength);
    return std::nullopt;
}

template <typename Number>
std::optional<FieldProblem> checkNumber(Number value, int min, int max, std::string field)
{
    if (min == 0 && max == 0)
        return std::nullopt;  // not bounded
    const long long number = static_cast<long long>(value);
    if (number < min || number > max)
        return problem(std::move(field),
                       ARBITER_MESSAGE("field.out-of-bounds", "%1 is not between %2 and %3"),
                       static_cast<int>(number), min, max);
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
            return problem(field, ARBITER_MESSAGE("field.too-many", "has %1 entries; at most %2"),
                           value.size(), max);
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
        return problem("kind",
                       ARBITER_MESSAGE("seat.rolls-not-in-fight",
                                       "only the fighter and the helper enter their run-away rolls; %1 is "
                                       "not in the fight"),
                       seat);
    const munchkin::Runner own = fighter ? munchkin::Runner::Fighter : munchkin::Runner::Helper;
    for (std::size_t i = 0; i < run.rolls.size(); ++i)
        if (run.rolls[i].runner != own)
            return problem("rolls[" + std::to_string(i) + "].runner",
                           ARBITER_MESSAGE("seat.own-rolls",
                                           "a phone enters only its own seat's rolls (%1's); the other side "
                                           "enters theirs"),
                           seat);
    if (!fighter && (run.sacrificeRide || !run.helperEscapesWithRide))
        return problem("sacrificeRide", ARBITER_MESSAGE("seat.sacrifice-ride",
                                                        "sacrificing a Ride is the fighter's to enter"));
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
        return problem("kind",
                       ARBITER_MESSAGE("seat.table-kind", "%1 is the table's to enter, on the tablet"), kind);
    case ActorKind::AnySeat:
        return std::nullopt;
    case ActorKind::CurrentPlayer: {
        const std::string current = currentActor(state);
        if (current == seat)
            return std::nullopt;
        return problem("kind", ARBITER_MESSAGE("seat.not-yours", "%1 is %2's to enter, not %3's"), kind,
                       current, seat);
    }
    case ActorKind::Agreement:
        return problem("kind",
                       ARBITER_MESSAGE("seat.agreement",
                                       "%1 is recorded when the one helped accepts an offer, not sent alone"),
                       kind);
    case ActorKind::EachRoll:
        if (const auto* run = action.getIf<actions::RunAway>())
            return ownRolls(*run, state, seat);
        return problem("kind", ARBITER_MESSAGE("seat.no-rolls", "%1 has no rolls"), kind);
    case ActorKind::NamedPlayer: {
        const std::optional<std::string> named =
            action.visit([&actor](const auto& value) { return namedPlayer(value, actor.field); });
        if (named && *named == seat)
            return std::nullopt;
        if (!named)  // an optional actor left out (a die nobody claimed) is the tablet's
            return problem(std::string(actor.field),
                           ARBITER_MESSAGE("seat.names-nobody", "%1 names no player; the tablet enters it"),
                           kind);
        return problem(std::string(actor.field),
                       ARBITER_MESSAGE("seat.not-yours", "%1 is %2's to enter, not %3's"), kind, *named,
                       seat);
    }
    }
    return problem("kind", ARBITER_MESSAGE("seat.no-actor", "%1 has no actor"), kind);
}

}  // namespace arbiter::rules::game

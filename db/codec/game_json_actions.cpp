// The action vocabulary as flat JSON objects: {"kind": "change-level", "player": "Ann", ...}.
// Every kind is read and written from its description (rules/game/action_fields.h): one field at a time,
// by the field's type. A kind whose JSON is not its fields one by one has its own read() and write()
// (RunAway here, PanicDrawCurse and PanicHit in game_json_panic.cpp), found before the generic ones.

#include "db/codec/db_words.h"
#include "db/codec/game_json.h"
#include "db/codec/game_json_panic.h"
#include "db/codec/munchkin_json.h"
#include "db/codec/panic_json.h"
#include "rules/game/action_fields.h"

#include <array>
#include <concepts>
#include <type_traits>
#include <utility>
#include <variant>

using namespace Qt::StringLiterals;

namespace arbiter::db {

namespace mk = rules::munchkin;
namespace pn = rules::panic;
namespace game = rules::game;
namespace act = rules::game::actions;

using rules::game::IsOptional;
using rules::game::IsVector;

namespace {

template <typename T>
concept Described = requires
{
    game::ActionFields<T>::fields;
};

// The name table of each enum a field holds.
constexpr const auto& namesOf(mk::Sex)
{
    return sexNames;
}
constexpr const auto& namesOf(mk::LevelSource)
{
    return levelSourceNames;
}
constexpr const auto& namesOf(mk::DiscardCause)
{
    return discardCauseNames;
}
constexpr const auto& namesOf(mk::Phase)
{
    return phaseNames;
}
constexpr const auto& namesOf(game::Side)
{
    return combatSideNames;
}

template <typename T>
concept NamedEnum = std::is_enum_v<T> && requires(T value)
{
    namesOf(value);
};

QString keyOf(std::string_view name)
{
    return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
}

template <Described Kind>
void readDescribed(JsonReader& reader, Kind& action);
template <Described Kind>
QJsonObject writeDescribed(const Kind& action);

// --- one object of a list or a field ---
void readObject(JsonReader object, mk::Item& value)
{
    value = readItem(std::move(object), true);
}
void readObject(JsonReader object, mk::Ride& value)
{
    value = readRide(std::move(object));
}
void readObject(JsonReader object, game::Curse& value)
{
    value = readCurse(std::move(object));
}
void readObject(JsonReader object, mk::Monster& value)
{
    value = readMonster(std::move(object));
}
void readObject(JsonReader object, mk::Enhancer& value)
{
    value = readEnhancer(std::move(object));
}
void readObject(JsonReader object, mk::CombatCard& value)
{
    value = readCombatCard(std::move(object));
}
void readObject(JsonReader object, mk::BadStuff& value)
{
    value = readBadStuff(std::move(object));
}
void readObject(JsonReader object, mk::SaleItem& value)
{
    value = readSaleItem(std::move(object));
}
template <Described T>
void readObject(JsonReader object, T& value)
{
    readDescribed(object, value);
    object.finish();
}

// Values read by their key, with their own checks of the text.
void readKeyed(JsonReader& reader, const QString& key, Need need, pn::Ring& value)
{
    if (need == Need::Required || reader.has(key))
        value = readRing(reader, key);
}
void readKeyed(JsonReader& reader, const QString& key, Need need, pn::Phase& value)
{
    value = readPanicPhase(reader, key, value, need);
}
void readKeyed(JsonReader& reader, const QString& key, Need need, pn::Board& value)
{
    value = readPanicBoard(reader, key, need).value_or(value);
}
void readKeyed(JsonReader& reader, const QString& key, Need, pn::Choices& value)
{
    value = readChoices(reader, key);
}

template <typename T>
concept Keyed = requires(JsonReader& reader, T& value)
{
    readKeyed(reader, QString(), Need::Required, value);
};

// One field's value into `value`, which holds the field's default on entry.
template <typename T>
void readValue(JsonReader& reader, const QString& key, Need need, int min, int max, T& value)
{
    if constexpr (std::is_same_v<T, std::string>) {
        value = toStd(reader.string(key, need));
    } else if constexpr (std::is_same_v<T, bool>) {
        value = reader.boolean(key, value);
    } else if constexpr (std::is_integral_v<T>) {
        value =
            static_cast<T>(need == Need::Required ? reader.requiredInteger(key, min, max)
                                                  : reader.integer(key, min, max, static_cast<int>(value)));
    } else if constexpr (NamedEnum<T>) {
        value = reader.choice(key, namesOf(value), need).value_or(value);
    } else if constexpr (Keyed<T>) {
        readKeyed(reader, key, need, value);
    } else if constexpr (IsOptional<T>::value) {
        if (reader.has(key)) {
            typename T::value_type inner{};
            readValue(reader, key, Need::Required, min, max, inner);
            value = std::move(inner);
        }
    } else if constexpr (std::is_same_v<T, std::vector<std::string>>) {
        value = toStd(reader.strings(key, max));
    } else if constexpr (IsVector<T>::value) {
        for (JsonReader object : reader.objects(key, need, 0, max)) {
            typename T::value_type entry{};
            readObject(std::move(object), entry);
            value.push_back(std::move(entry));
        }
    } else {
        if (std::optional<JsonReader> object = reader.object(key, need))
            readObject(std::move(*object), value);
    }
}

// One field's value as JSON; Undefined for an enum value its table does not name (an unspecified sex).
template <typename T>
QJsonValue jsonOf(const T& value)
{
    if constexpr (std::is_same_v<T, std::string>)
        return toQString(value);
    else if constexpr (std::is_same_v<T, bool>)
        return value;
    else if constexpr (std::is_integral_v<T>)
        return static_cast<qint64>(value);
    else if constexpr (NamedEnum<T>) {
        const QString name = nameOf(namesOf(value), value);
        return name.isEmpty() ? QJsonValue(QJsonValue::Undefined) : QJsonValue(name);
    } else if constexpr (std::is_same_v<T, pn::Ring>)
        return toQString(pn::ringName(value));
    else if constexpr (std::is_same_v<T, pn::Phase>)
        return toQString(pn::phaseName(value));
    else if constexpr (std::is_same_v<T, std::vector<std::string>>)
        return toJson(value);
    else if constexpr (IsVector<T>::value) {
        QJsonArray array;
        for (const auto& entry : value)
            array.append(jsonOf(entry));
        return array;
    } else if constexpr (Described<T>)
        return writeDescribed(value);
    else
        return toJson(value);
}

template <typename T>
bool holdsDefault(const T& value, const T& fallback)
{
    if constexpr (std::equality_comparable<T>)
        return value == fallback;
    else
        return value.empty();
}

template <Described Kind>
void readDescribed(JsonReader& reader, Kind& action)
{
    game::forEachField<Kind>([&](const auto& field) {
        const Need need = field.presence == game::Presence::Required ? Need::Required : Need::Optional;
        readValue(reader, keyOf(field.name), need, field.min, field.max, action.*field.member);
    });
}

template <Described Kind>
QJsonObject writeDescribed(const Kind& action)
{
    [[maybe_unused]] static const Kind defaults{};
    QJsonObject object;
    game::forEachField<Kind>([&](const auto& field) {
        const auto& value = action.*field.member;
        if (field.written == game::Written::UnlessDefault && holdsDefault(value, defaults.*field.member))
            return;
        if constexpr (IsOptional<std::remove_cvref_t<decltype(value)>>::value) {
            if (value)
                object[keyOf(field.name)] = jsonOf(*value);
        } else if (const QJsonValue json = jsonOf(value); !json.isUndefined()) {
            object[keyOf(field.name)] = json;
        }
    });
    return object;
}

// Checks of a whole kind, after its fields are read.
void checkRead(JsonReader& reader, const act::PanicSetHand& action)
{
    if (!action.castleCards && !action.treasure && !reader.failed())
        reader.fail(QString(), DbErrors::tr("a panic-set-hand action needs castleCards, treasure or both"));
}
template <typename Kind>
void checkRead(JsonReader&, const Kind&)
{}

// --- kinds read and written by hand ---
void read(JsonReader& r, act::RunAway& a)
{
    // Read first: with a sacrificed Ride the fighter rolls no die, nor the helper taken along.
    a.sacrificeRide = r.boolean(u"sacrificeRide"_s);
    a.helperEscapesWithRide = r.boolean(u"helperEscapesWithRide"_s, true);
    if (!a.sacrificeRide && !a.helperEscapesWithRide)
        r.fail(u"helperEscapesWithRide"_s,
               DbErrors::tr("only a sacrificed Ride can leave the helper behind"));
    const RunAwayDice dice = runAwayDice(a.sacrificeRide, a.helperEscapesWithRide, true);
    for (const JsonReader& object : r.objects(u"rolls"_s, Need::Optional, 0, game::fieldLimits::rolls))
        a.rolls.push_back(readRunAwayRoll(object, dice));
}
void write(QJsonObject& o, const act::RunAway& a)
{
    o[u"rolls"_s] = toJsonArray(a.rolls);
    o[u"sacrificeRide"_s] = a.sacrificeRide;
    // Written only when the helper is left behind, so earlier run-aways keep their bytes.
    if (!a.helperEscapesWithRide)
        o[u"helperEscapesWithRide"_s] = false;
}

// The panic-* kinds read by hand (game_json_panic.h), beside RunAway's above.
using db::read;
using db::write;

template <typename Kind>
concept ReadByHand = requires(JsonReader& reader, Kind& action, QJsonObject& object)
{
    read(reader, action);
    write(object, action);
};

// One reader per alternative of the Action variant, in its order: kindNames()'s index is the key.
using Reader = game::Action (*)(JsonReader&);

template <typename Kind>
game::Action readKind(JsonReader& reader)
{
    Kind action;
    if constexpr (ReadByHand<Kind>) {
        read(reader, action);
    } else {
        readDescribed(reader, action);
        checkRead(reader, action);
    }
    return action;
}

// A kind's fields as an object; actionToJson() adds "kind".
template <typename Kind>
QJsonObject fieldsOf(const Kind& action)
{
    if constexpr (ReadByHand<Kind>) {
        QJsonObject object;
        write(object, action);
        return object;
    } else {
        return writeDescribed(action);
    }
}

template <std::size_t... I>
constexpr std::array<Reader, sizeof...(I)> makeReaders(std::index_sequence<I...>)
{
    return {&readKind<std::variant_alternative_t<I, game::ActionVariant>>...};
}

constexpr auto readers = makeReaders(std::make_index_sequence<std::variant_size_v<game::ActionVariant>>{});

}  // namespace

QJsonObject actionToJson(const game::Action& action)
{
    // Added to the fields' own object, not copied field by field into a new one: a QJsonObject keeps its
    // keys in order, so the bytes are the same.
    QJsonObject object = action.visit([](const auto& kind) { return fieldsOf(kind); });
    object.insert(u"kind"_s, toQString(game::kindName(action)));
    return object;
}

std::optional<game::Action> actionFromJson(JsonReader& reader, int format)
{
    if (format > game::actionFormatVersion) {
        reader.fail(u"format"_s,
                    DbErrors::tr("format %1 was written by a newer Arbiter; this one reads up to format %2")
                        .arg(format)
                        .arg(game::actionFormatVersion));
        return std::nullopt;
    }
    if (format < 1) {
        reader.fail(u"format"_s, DbErrors::tr("format %1 does not exist: formats start at 1").arg(format));
        return std::nullopt;
    }
    // Format 1 is the only one so far: nothing to convert yet.
    const std::optional<std::size_t> kind = reader.choiceIndex(u"kind"_s, game::kindNames(), Need::Required);
    if (!kind)
        return std::nullopt;
    game::Action action = readers[*kind](reader);
    reader.finish();
    if (reader.failed())
        return std::nullopt;
    return action;
}

std::optional<game::Action> readStoredAction(const QJsonObject& action, int format)
{
    JsonIssues issues;
    JsonReader reader(action, QString(), &issues);
    std::optional<game::Action> read = actionFromJson(reader, format);
    if (issues.failed())
        return std::nullopt;
    return read;
}

}  // namespace arbiter::db

#pragma once
// JSON for the game log: the setup a game starts from, every action kind, and the tracked state.
// Actions are flat objects: {"kind": "change-level", "player": "Ann", "amount": 1, ...}; the
// vocabulary with an example of each kind is docs/actions.md. Readers report problems through the
// JsonReader's issues, with the field's path, and return nullopt on an error. They finish() the
// object they are given, so its unknown keys become warnings: give them the action's own object.

#include "db/codec/db_words.h"
#include "db/codec/json_reader.h"
#include "rules/core/verdict.h"
#include "rules/game/action.h"
#include "rules/game/state.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <array>
#include <optional>
#include <vector>

namespace arbiter::db {

// The side a one-shot is played for in a fight.
inline constexpr std::array combatSideNames = {
    Named<rules::game::Side>{"players", rules::game::Side::Players},
    Named<rules::game::Side>{"monsters", rules::game::Side::Monsters},
};

QJsonObject setupToJson(const rules::game::GameSetup& setup);
std::optional<rules::game::GameSetup> setupFromJson(JsonReader& reader);
// A setup's `rollOff` (the roll for who starts), read from the object that holds it; empty when absent.
std::vector<rules::game::RollOffRound> readRollOff(JsonReader& reader);

QJsonObject actionToJson(const rules::game::Action& action);
// Reads an action written in `format` (an older format is converted on read); a format newer than
// rules::game::actionFormatVersion is refused.
std::optional<rules::game::Action> actionFromJson(JsonReader& reader,
                                                  int format = rules::game::actionFormatVersion);
// A logged action (its stored object and format) as an Action; nullopt when it does not read.
std::optional<rules::game::Action> readStoredAction(const QJsonObject& action, int format);

QJsonObject stateToJson(const rules::game::GameState& state);
std::optional<rules::game::GameState> stateFromJson(JsonReader& reader);

QJsonObject verdictToJson(const rules::Verdict& verdict);  // {"legal": ..., "reasons": [...]}
// compact(verdictToJson(verdict)), written without building the object: what an append stores.
QByteArray verdictJson(const rules::Verdict& verdict);

// A Curse, {name, combatBonus}: in a gain-curse action and on a player of the state.
QJsonObject toJson(const rules::game::Curse& curse);
rules::game::Curse readCurse(JsonReader object);  // finishes the object

// The edition a game picker shows: "deluxe", ..., or "panic" for Munchkin Panic.
QString editionLabel(const rules::game::GameSetup& setup);

// Compact one-line JSON, the form the log stores.
QByteArray compact(const QJsonObject& object);

// Parses one stored JSON object (an action, a setup or a state) and reads it with `read`. Gives nullopt
// and the first problem in `issues` when the bytes are not a JSON object or `read` fails.
template <typename T, typename Read>
std::optional<T> parseStored(const QByteArray& bytes, JsonIssues& issues, Read read)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        issues.fail(QString(), DbErrors::tr("not valid JSON: %1 at offset %2")
                                   .arg(parseError.errorString())
                                   .arg(parseError.offset));
        return std::nullopt;
    }
    if (!document.isObject()) {
        issues.fail(QString(), DbErrors::tr("not a JSON object"));
        return std::nullopt;
    }
    JsonReader reader(document.object(), QString(), &issues);
    std::optional<T> result = read(reader);
    if (issues.failed())
        return std::nullopt;
    return result;
}

// As parseStored, for what the log itself wrote: a field the reader does not know (only a warning in a
// request) means the stored bytes were changed, so it fails too, naming that field.
template <typename T, typename Read>
std::optional<T> parseStrictly(const QByteArray& bytes, JsonIssues& issues, Read read)
{
    std::optional<T> result = parseStored<T>(bytes, issues, read);
    if (result && !issues.warnings().isEmpty()) {
        const FieldIssue warning = issues.warnings().first();
        issues.fail(warning.field, warning.message);
        return std::nullopt;
    }
    return result;
}

}  // namespace arbiter::db

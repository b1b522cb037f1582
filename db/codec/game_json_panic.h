#pragma once
// The Munchkin Panic part of the game log's JSON (game_json_panic.cpp): the panic-* kinds read by hand,
// the names of rings and phases, and the tracked table.

#include "db/codec/json_reader.h"
#include "rules/game/action.h"
#include "rules/game/state.h"

#include <QJsonObject>

#include <optional>
#include <vector>

namespace arbiter::db {

// The two panic-* kinds read and written by hand (their JSON flattens a nested rules value); the others
// follow their description (rules/game/action_fields.h) in game_json_actions.cpp.
void read(JsonReader& reader, rules::game::actions::PanicDrawCurse& action);
void write(QJsonObject& object, const rules::game::actions::PanicDrawCurse& action);
void read(JsonReader& reader, rules::game::actions::PanicHit& action);
void write(QJsonObject& object, const rules::game::actions::PanicHit& action);

// A ring by its name ("forest", "archer"...), and a Munchkin Panic phase by its name.
rules::panic::Ring readRing(JsonReader& reader, const QString& key);
rules::panic::Phase readPanicPhase(JsonReader& reader, const QString& key, rules::panic::Phase fallback,
                                   Need need);

// {"options", "board", "seats": [{name, character, trophies, kills, castleCards, treasure, ...}], "phase",
// ...}
QJsonObject toJson(const rules::game::PanicTable& table, const std::vector<rules::game::Player>& players);
std::optional<rules::game::PanicTable> readPanicTable(JsonReader& reader);

// The field a refused Panic setup names when its first refusal is about one player's Character card
// ("players[1].character"); empty otherwise.
QString panicSetupField(const rules::game::GameSetup& setup, const rules::Verdict& verdict);

// The field any refused setup names: "name" or "players[2].name" when its first refusal is about a name
// (blank, too long, taken twice), else panicSetupField(); empty when no one field is at fault.
QString setupField(const rules::game::GameSetup& setup, const rules::Verdict& verdict);

}  // namespace arbiter::db

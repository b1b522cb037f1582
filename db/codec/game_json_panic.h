#pragma once
// The Munchkin Panic part of the game log's JSON (game_json_panic.cpp): one read() and write() per
// panic-* action kind, found by game_json_actions.cpp's dispatch tables, and the tracked table.

#include "db/codec/json_reader.h"
#include "rules/game/action.h"
#include "rules/game/state.h"

#include <QJsonObject>

#include <optional>
#include <vector>

namespace arbiter::db {

#define ARBITER_PANIC_ACTION_CODEC(Kind)                               \
    void read(JsonReader& reader, rules::game::actions::Kind& action); \
    void write(QJsonObject& object, const rules::game::actions::Kind& action);
ARBITER_PANIC_ACTION_CODEC(PanicPlaceMonster)
ARBITER_PANIC_ACTION_CODEC(PanicDrawCurse)
ARBITER_PANIC_ACTION_CODEC(PanicDiscardDraw)
ARBITER_PANIC_ACTION_CODEC(PanicCharity)
ARBITER_PANIC_ACTION_CODEC(PanicHit)
ARBITER_PANIC_ACTION_CODEC(PanicMoveMonster)
ARBITER_PANIC_ACTION_CODEC(PanicRemoveMonster)
ARBITER_PANIC_ACTION_CODEC(PanicGlue)
ARBITER_PANIC_ACTION_CODEC(PanicSleep)
ARBITER_PANIC_ACTION_CODEC(PanicFortify)
ARBITER_PANIC_ACTION_CODEC(PanicMoveMonsters)
ARBITER_PANIC_ACTION_CODEC(PanicSetHand)
ARBITER_PANIC_ACTION_CODEC(PanicAdditionError)
ARBITER_PANIC_ACTION_CODEC(PanicSetBoard)
ARBITER_PANIC_ACTION_CODEC(PanicSetTrophies)
ARBITER_PANIC_ACTION_CODEC(PanicCurseCard)
ARBITER_PANIC_ACTION_CODEC(PanicSpecialCard)
ARBITER_PANIC_ACTION_CODEC(PanicNextPhase)
#undef ARBITER_PANIC_ACTION_CODEC

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

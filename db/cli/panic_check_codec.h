#pragma once
// The Munchkin Panic checks of `arbiter-cli check` (panic.hit, panic.move, panic.curse, panic.charity,
// panic.score): each reads its request into the rules structs, asks the referee, and writes the
// answer's own fields (the verdict included). A check that meets a bad field reports it through the
// reader and leaves the answer alone. The shapes are documented in docs/cli.md.

#include "db/codec/json_reader.h"
#include "rules/panic/types.h"

#include <QJsonObject>

#include <span>
#include <string_view>

namespace arbiter::db {

using PanicCheck = void (*)(const rules::panic::Options& options, JsonReader& request, QJsonObject& answer);

struct PanicCheckEntry {
    std::string_view name;  // the value of "check"
    PanicCheck answer;
};

// The edition a Panic check answers with, and the only one it accepts.
inline constexpr std::string_view panicEdition = "panic";

// Every Panic check, in the order docs/cli.md lists them.
std::span<const PanicCheckEntry> panicChecks();

// The board: panic_check_codec.cpp.
void answerPanicHit(const rules::panic::Options& options, JsonReader& request, QJsonObject& answer);
void answerPanicMove(const rules::panic::Options& options, JsonReader& request, QJsonObject& answer);
void answerPanicCurse(const rules::panic::Options& options, JsonReader& request, QJsonObject& answer);

// The players: panic_table_codec.cpp.
void answerPanicCharity(const rules::panic::Options& options, JsonReader& request, QJsonObject& answer);
void answerPanicScore(const rules::panic::Options& options, JsonReader& request, QJsonObject& answer);

}  // namespace arbiter::db

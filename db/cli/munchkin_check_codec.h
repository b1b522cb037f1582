#pragma once
// The Munchkin card-game checks of `arbiter-cli check`: each reads its request into the rules
// structs, asks the referee, and writes the answer's own fields (the verdict included). A check
// that meets a bad field reports it through the reader and leaves the answer alone.
// The shapes are documented in docs/cli.md.

#include "db/codec/json_reader.h"
#include "db/codec/munchkin_json.h"

#include <QJsonObject>

#include <span>
#include <string_view>

namespace arbiter::db {

using MunchkinCheck = void (*)(const CheckContext& context, JsonReader& request, QJsonObject& answer);

struct MunchkinCheckEntry {
    std::string_view name;  // the value of "check"
    MunchkinCheck answer;
};

// Every Munchkin card-game check, in the order docs/cli.md lists them.
std::span<const MunchkinCheckEntry> munchkinChecks();

// Fights: munchkin_combat_codec.cpp.
void answerCombat(const CheckContext& context, JsonReader& request, QJsonObject& answer);
void answerRunAway(const CheckContext& context, JsonReader& request, QJsonObject& answer);

// The table between fights: munchkin_table_codec.cpp.
void answerCharity(const CheckContext& context, JsonReader& request, QJsonObject& answer);
void answerSell(const CheckContext& context, JsonReader& request, QJsonObject& answer);
void answerEquip(const CheckContext& context, JsonReader& request, QJsonObject& answer);
void answerLevelUp(const CheckContext& context, JsonReader& request, QJsonObject& answer);
void answerLoot(const CheckContext& context, JsonReader& request, QJsonObject& answer);

// Timing, trading and character cards: munchkin_check_codec.cpp.
void answerTiming(const CheckContext& context, JsonReader& request, QJsonObject& answer);
void answerTrade(const CheckContext& context, JsonReader& request, QJsonObject& answer);
void answerCharacter(const CheckContext& context, JsonReader& request, QJsonObject& answer);
void answerBecomeCultist(const CheckContext& context, JsonReader& request, QJsonObject& answer);
void answerCultists(const CheckContext& context, JsonReader& request, QJsonObject& answer);

// The edition profile and the turn under the chosen options: munchkin_edition_codec.cpp.
void answerEdition(const CheckContext& context, JsonReader& request, QJsonObject& answer);

}  // namespace arbiter::db

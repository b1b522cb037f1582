#pragma once
// `arbiter-cli log --db FILE stats [--game ID]`: after the game, in numbers (docs/log.md, "stats"). With
// --game, one game's report; without, the records of every game of the file. Every figure is counted by
// replaying the game's line of actions (rules/game/report.h); undone and abandoned actions never count.

#include "db/store/log_store.h"

#include <QJsonObject>

namespace arbiter::db {

// One game's report, from its setup and the actions in effect.
StoreResult<QJsonObject> gameStatsJson(LogStore& store, const GameRow& game);

// The records across the file's games, per edition (and per mode for Munchkin Panic), per player.
StoreResult<QJsonObject> fileStatsJson(LogStore& store);

}  // namespace arbiter::db

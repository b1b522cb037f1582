#pragma once
// Internal to the log store: the schema as numbered migrations (PRAGMA user_version), and the backup
// taken before an existing file is migrated. docs/file-format.md describes every version.

#include "db/store/log_store.h"

#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace arbiter::db::detail {

// Each step is its own BEGIN IMMEDIATE transaction that also sets user_version, and does nothing when
// another connection has already taken the file past it. Never edit a released step: add one.
std::optional<StoreError> migrateTo1(const QSqlDatabase& db, const QString& path);  // games, actions
std::optional<StoreError> migrateTo2(const QSqlDatabase& db, const QString& path);  // snapshots, players
std::optional<StoreError> migrateTo3(const QSqlDatabase& db, const QString& path);  // deleting a game
std::optional<StoreError> migrateTo4(const QSqlDatabase& db, const QString& path);  // the hash chain
std::optional<StoreError> migrateTo5(const QSqlDatabase& db, const QString& path);  // the card library
// the anchor over the cursors, created_at and every leaf
std::optional<StoreError> migrateTo6(const QSqlDatabase& db, const QString& path);

// Runs every step after `from`, stopping at the first that fails (the earlier ones stay committed).
std::optional<StoreError> migrate(const QSqlDatabase& db, const QString& path, int from);

// Copies the database with VACUUM INTO to "<path>.v<version>.bak" (or ".v<version>.<n>.bak" when that
// exists): a consistent copy even with a -wal beside it. Returns the backup's path.
StoreResult<QString> backUp(const QSqlDatabase& db, const QString& path, int version);

// The players of a game as a JSON array of names, worked out from its setup JSON: used by the v2
// migration and to read a v1 file without migrating it. `setup` is an SQL column reference.
QString playersFromSetupSql(const QString& setup);

}  // namespace arbiter::db::detail

#pragma once
// Internal to the log store: the actions table's rows read through SQLite's own handle. Opening a game
// reads and hashes every row (its chain is checked before anything is shown), and Qt SQL fetches text as
// UTF-16 (SQLite converts, Qt converts back) before the hash wants the UTF-8 the file holds; read here,
// a payload goes from the page to the hash without a conversion.

#include "db/store/log_store.h"

#include <QDateTime>
#include <QSqlDatabase>
#include <QStringView>

#include <functional>
#include <initializer_list>
#include <optional>

namespace arbiter::db::detail {

// The columns readActionRows() maps, in order, for a file of format `schema` (before 4: no hash chain).
QString actionColumns(int schema);

// Runs `sql` (which selects actionColumns()) with `values` bound in order, and maps every row.
StoreResult<QList<ActionRow>> readActionRows(const QSqlDatabase& db, const QString& path, const QString& sql,
                                             std::initializer_list<qint64> values);

// The same rows, each handed to `visit` as SQLite holds it (ActionRowView).
std::optional<StoreError> visitActionRows(const QSqlDatabase& db, const QString& path, const QString& sql,
                                          std::initializer_list<qint64> values,
                                          const std::function<void(const ActionRowView&)>& visit);

// A time as the store writes it (2026-11-27T21:54:18.123Z), read by hand since Qt's ISO parser costs more
// than the rest of a row; any other form goes to that parser. UTC.
QDateTime timeOfStamp(QStringView text);

}  // namespace arbiter::db::detail

#pragma once
// Internal to the log store: SQLite errors as StoreErrors, one-statement helpers, and the guard that
// makes every write one `BEGIN IMMEDIATE` transaction, rolled back on every early exit.

#include "db/store/log_store.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>

#include <optional>

namespace arbiter::db::detail {

// The file as messages name it: “/path/to/game.arbiter”.
QString quoted(const QString& path);

// SQLite's primary result code of a failed statement (extended bits masked off), -1 when unknown.
int sqliteCode(const QSqlError& error);
// SQLITE_BUSY or SQLITE_LOCKED: another connection held the lock past the busy timeout.
bool isBusy(const QSqlError& error);
StoreError toStoreError(const QSqlError& error, const QString& path);

// Runs a prepared, bound query; forward-only scans are the caller's business.
std::optional<StoreError> run(QSqlQuery& query, const QString& path);
// Runs one statement that carries no values (DDL, a pragma, BEGIN...). QSQLITE runs only the first
// statement of a string, so each call is one statement.
std::optional<StoreError> run(const QSqlDatabase& db, const QString& sql, const QString& path);
// The first column of the first row of a statement without values (`PRAGMA user_version`).
StoreResult<QVariant> scalar(const QSqlDatabase& db, const QString& sql, const QString& path);

// One QSqlDatabase connection under a name of its own, removed from Qt's registry when it goes out of
// scope, after the handle: Qt warns about (and misbehaves with) a name removed while still in use.
// Every QSqlQuery on it must be gone first.
class Connection {
public:
    Connection() = default;
    ~Connection() { close(); }
    Connection(const Connection&) = delete;
    Connection& operator=(const Connection&) = delete;

    // `target` is the file, or a file: URI when `options` has QSQLITE_OPEN_URI; `path` names it in
    // messages. SQLite opens lazily: most problems show at the first statement.
    std::optional<StoreError> open(const QString& target, const QString& options, const QString& path);
    const QSqlDatabase& db() const { return m_db; }
    void close();

private:
    QString m_name;
    QSqlDatabase m_db;
};

class WriteTransaction {
public:
    WriteTransaction(QSqlDatabase db, QString path);
    ~WriteTransaction();  // rolls back unless committed
    WriteTransaction(const WriteTransaction&) = delete;
    WriteTransaction& operator=(const WriteTransaction&) = delete;

    std::optional<StoreError> begin();  // BEGIN IMMEDIATE: waits up to the busy timeout for the lock
    std::optional<StoreError> commit();

private:
    QSqlDatabase m_db;
    QString m_path;
    bool m_open = false;
};

}  // namespace arbiter::db::detail

#pragma once
// Internal to the log store: statements run on SQLite's own handle, for the hot paths. Qt SQL prepares
// BEGIN and COMMIT again on every exec, names each positional placeholder with QString::arg when a value
// is bound, and hands every text over as UTF-16 (SQLite converts it back to the UTF-8 the file holds):
// most of what a durable append cost on top of the write itself (issue 25). The append and the
// reading of action rows go through the handle instead; everything else stays on Qt SQL.
//
// Qt's SQLite driver on Debian links the system libsqlite3, the library db/store links, so the handle
// is that library's.

#include "db/store/log_store.h"

#include <QByteArrayView>
#include <QSqlDatabase>
#include <QString>

#include <optional>

struct sqlite3;
struct sqlite3_stmt;

namespace arbiter::db::detail {

// The connection's own handle; null when it is not open.
sqlite3* handleOf(const QSqlDatabase& db);
// A failed step or prepare as the rest of the store reports it (busy, damaged, full disk...).
StoreError errorOf(sqlite3* db, const QString& path);

// A prepared statement, finalized when it goes: keep it before the connection it was prepared on.
class Statement {
public:
    Statement() = default;
    ~Statement();
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    sqlite3_stmt** out() { return &m_statement; }
    sqlite3_stmt* get() const { return m_statement; }
    void finalize();

private:
    sqlite3_stmt* m_statement = nullptr;
};

// A statement prepared once and reused: prepared again only when the connection's handle changed.
class CachedStatement {
public:
    // The statement, reset and unbound, ready to bind; `sql` is one statement in UTF-8.
    StoreResult<sqlite3_stmt*> on(sqlite3* db, const char* sql, const QString& path);

private:
    Statement m_statement;
    sqlite3* m_db = nullptr;
};

// While in scope, the statement runs; on leaving, it is reset (so it holds no lock) and its values
// (bound without copies) are cleared.
class Running {
public:
    explicit Running(sqlite3_stmt* statement) : m_statement(statement) {}
    ~Running();
    Running(const Running&) = delete;
    Running& operator=(const Running&) = delete;

private:
    sqlite3_stmt* m_statement;
};

// Binds a value at `index` (from 1); texts are bound without a copy, so they must outlive the step.
// An empty text is bound as '', never NULL.
bool bindInt(sqlite3_stmt* statement, int index, qint64 value);
bool bindText(sqlite3_stmt* statement, int index, QByteArrayView utf8);
// A column's text as Qt SQL reads it (through SQLite's UTF-16), so a hash of it matches one made from
// the same column read by Qt SQL elsewhere (the game's row), whatever bytes a damaged file holds.
QString text16Of(sqlite3_stmt* statement, int column);
// A column's text decoded from the UTF-8 the file holds, as readActionRows() reads a row's hash.
QString utf8TextOf(sqlite3_stmt* statement, int column);
// A column's UTF-8 bytes as the file holds them; NULL reads as a null QByteArray.
QByteArray columnBytes(sqlite3_stmt* statement, int column);

// BEGIN IMMEDIATE, COMMIT and ROLLBACK prepared once per connection.
struct TransactionStatements {
    CachedStatement begin, commit, rollback;
};

// The raw counterpart of WriteTransaction (log_sql.h): one BEGIN IMMEDIATE transaction, rolled back on
// every early exit.
class RawWriteTransaction {
public:
    RawWriteTransaction(sqlite3* db, TransactionStatements& statements, const QString& path)
        : m_db(db), m_statements(statements), m_path(path)
    {}
    ~RawWriteTransaction();  // rolls back unless committed
    RawWriteTransaction(const RawWriteTransaction&) = delete;
    RawWriteTransaction& operator=(const RawWriteTransaction&) = delete;

    std::optional<StoreError> begin();  // waits up to the busy timeout for the lock
    std::optional<StoreError> commit();

private:
    std::optional<StoreError> step(CachedStatement& statement, const char* sql);

    sqlite3* m_db;
    TransactionStatements& m_statements;
    const QString& m_path;
    bool m_open = false;
};

}  // namespace arbiter::db::detail

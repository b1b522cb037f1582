#include "db/store/raw_sql.h"

#include "db/store/log_sql.h"
#include "db/store/logging.h"

#include <QSqlDriver>
#include <QSqlError>
#include <QVariant>

#include <sqlite3.h>

using namespace Qt::StringLiterals;

namespace arbiter::db::detail {

sqlite3* handleOf(const QSqlDatabase& db)
{
    const QVariant handle = db.driver()->handle();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3* const*>(handle.constData());
}

StoreError errorOf(sqlite3* db, const QString& path)
{
    return toStoreError(QSqlError(QString(), QString::fromUtf8(sqlite3_errmsg(db)), QSqlError::StatementError,
                                  QString::number(sqlite3_extended_errcode(db))),
                        path);
}

Statement::~Statement()
{
    finalize();
}

void Statement::finalize()
{
    sqlite3_finalize(m_statement);
    m_statement = nullptr;
}

StoreResult<sqlite3_stmt*> CachedStatement::on(sqlite3* db, const char* sql, const QString& path)
{
    if (!db)
        return StoreError{StoreErrorKind::Io, u"%1: the SQLite connection is not open."_s.arg(quoted(path))};
    if (m_db != db || !m_statement.get()) {
        m_statement.finalize();
        m_db = nullptr;
        if (sqlite3_prepare_v3(db, sql, -1, SQLITE_PREPARE_PERSISTENT, m_statement.out(), nullptr)
            != SQLITE_OK) {
            const StoreError error = errorOf(db, path);
            m_statement.finalize();
            return error;
        }
        m_db = db;
    }
    return m_statement.get();
}

Running::~Running()
{
    sqlite3_reset(m_statement);
    sqlite3_clear_bindings(m_statement);
}

bool bindInt(sqlite3_stmt* statement, int index, qint64 value)
{
    return sqlite3_bind_int64(statement, index, value) == SQLITE_OK;
}

bool bindText(sqlite3_stmt* statement, int index, QByteArrayView utf8)
{
    // A null pointer would bind NULL: an empty text is ''.
    const char* data = utf8.data() ? utf8.data() : "";
    return sqlite3_bind_text(statement, index, data, static_cast<int>(utf8.size()), SQLITE_STATIC)
           == SQLITE_OK;
}

QString text16Of(sqlite3_stmt* statement, int column)
{
    const void* text = sqlite3_column_text16(statement, column);
    if (!text)
        return QString();
    return QString(static_cast<const QChar*>(text),
                   sqlite3_column_bytes16(statement, column) / static_cast<int>(sizeof(QChar)));
}

QString utf8TextOf(sqlite3_stmt* statement, int column)
{
    const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(statement, column));
    if (!text)
        return QString();
    return QString::fromUtf8(text, sqlite3_column_bytes(statement, column));
}

QByteArray columnBytes(sqlite3_stmt* statement, int column)
{
    const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(statement, column));
    if (!text)
        return QByteArray();
    return QByteArray(text, sqlite3_column_bytes(statement, column));
}

RawWriteTransaction::~RawWriteTransaction()
{
    // After some errors SQLite has already rolled back on its own: then there is nothing to do.
    if (!m_open || sqlite3_get_autocommit(m_db))
        return;
    if (auto error = step(m_statements.rollback, "ROLLBACK"))
        qCDebug(lcDb) << "rollback:" << error->message;
}

std::optional<StoreError> RawWriteTransaction::step(CachedStatement& statement, const char* sql)
{
    StoreResult<sqlite3_stmt*> prepared = statement.on(m_db, sql, m_path);
    if (!prepared)
        return prepared.error();
    const Running running(prepared.value());
    if (sqlite3_step(prepared.value()) != SQLITE_DONE)
        return errorOf(m_db, m_path);
    return std::nullopt;
}

std::optional<StoreError> RawWriteTransaction::begin()
{
    if (auto error = step(m_statements.begin, "BEGIN IMMEDIATE"))
        return error;
    m_open = true;
    return std::nullopt;
}

std::optional<StoreError> RawWriteTransaction::commit()
{
    if (auto error = step(m_statements.commit, "COMMIT"))
        return error;  // still open unless SQLite rolled back: the destructor sees to it
    m_open = false;
    return std::nullopt;
}

}  // namespace arbiter::db::detail

#include "db/store/log_sql.h"
#include "db/codec/db_words.h"

#include "db/store/file_probe.h"
#include "db/store/logging.h"

#include <QDir>
#include <QFileInfo>
#include <QVariant>

#include <atomic>

using namespace Qt::StringLiterals;

namespace arbiter::db::detail {

namespace {

constexpr int sqliteBusy = 5;
constexpr int sqliteLocked = 6;
constexpr int sqliteReadOnly = 8;
constexpr int sqliteIoErr = 10;
constexpr int sqliteCorrupt = 11;
constexpr int sqliteFull = 13;
constexpr int sqliteCantOpen = 14;
constexpr int sqliteConstraint = 19;
constexpr int sqliteNotADb = 26;

std::atomic<quint64> connectionCount{0};

}  // namespace

QString quoted(const QString& path)
{
    return u"“"_s + QDir::toNativeSeparators(path) + u"”"_s;
}

int sqliteCode(const QSqlError& error)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    return ok ? (code & 0xff) : -1;
}

bool isBusy(const QSqlError& error)
{
    const int code = sqliteCode(error);
    if (code == sqliteBusy || code == sqliteLocked)
        return true;
    // Some driver paths report the text without a code.
    const QString text = error.databaseText();
    return text.contains(u"database is locked"_s) || text.contains(u"database table is locked"_s);
}

StoreError toStoreError(const QSqlError& error, const QString& path)
{
    const QString file = quoted(path);
    if (isBusy(error))
        return {StoreErrorKind::InUse, DbErrors::tr("%1 is in use by another program; try again.").arg(file)};
    switch (sqliteCode(error)) {
    case sqliteCorrupt:
    case sqliteNotADb:
        return {StoreErrorKind::Damaged, DbErrors::tr("%1 is damaged: %2.").arg(file, error.databaseText())};
    case sqliteReadOnly:
        return {StoreErrorKind::ReadOnly,
                DbErrors::tr("%1 cannot be written: %2.").arg(file, error.databaseText())};
    case sqliteFull:
        return diskFull(path);
    case sqliteIoErr:
    case sqliteCantOpen:
        // SQLite says "disk I/O error" when it cannot grow its -shm, and cannot open a -wal it has no
        // room to create: on a full disk that is what happened.
        if (nearlyFull(QFileInfo(path).absolutePath()))
            return diskFull(path);
        break;
    case sqliteConstraint:
        return {StoreErrorKind::BadRequest,
                DbErrors::tr("%1 refused the change: %2.").arg(file, error.databaseText())};
    default:
        break;
    }
    QString text = error.databaseText();
    if (text.isEmpty())
        text = error.text();
    return {StoreErrorKind::Io, DbErrors::tr("%1: SQLite reported an error: %2.").arg(file, text)};
}

std::optional<StoreError> run(QSqlQuery& query, const QString& path)
{
    if (query.exec())
        return std::nullopt;
    qCDebug(lcDb) << "statement failed:" << query.lastQuery() << query.lastError();
    return toStoreError(query.lastError(), path);
}

std::optional<StoreError> run(const QSqlDatabase& db, const QString& sql, const QString& path)
{
    QSqlQuery query(db);
    if (query.exec(sql))
        return std::nullopt;
    qCDebug(lcDb) << "statement failed:" << sql << query.lastError();
    return toStoreError(query.lastError(), path);
}

StoreResult<QVariant> scalar(const QSqlDatabase& db, const QString& sql, const QString& path)
{
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(sql))
        return toStoreError(query.lastError(), path);
    if (!query.next()) {
        if (query.lastError().isValid())
            return toStoreError(query.lastError(), path);
        return QVariant();
    }
    return query.value(0);
}

std::optional<StoreError> Connection::open(const QString& target, const QString& options, const QString& path)
{
    close();
    m_name = u"arbiter-log-%1"_s.arg(++connectionCount);
    m_db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_name);
    m_db.setDatabaseName(target);
    m_db.setConnectOptions(options);
    if (!m_db.open())
        return toStoreError(m_db.lastError(), path);
    return std::nullopt;
}

void Connection::close()
{
    if (m_name.isEmpty())
        return;
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_name);
    m_name.clear();
}

WriteTransaction::WriteTransaction(QSqlDatabase db, QString path)
    : m_db(std::move(db)), m_path(std::move(path))
{}

WriteTransaction::~WriteTransaction()
{
    if (!m_open)
        return;
    // After some errors SQLite has already rolled back on its own; then this fails harmlessly.
    QSqlQuery query(m_db);
    if (!query.exec(u"ROLLBACK"_s))
        qCDebug(lcDb) << "rollback:" << query.lastError().text();
}

std::optional<StoreError> WriteTransaction::begin()
{
    if (auto error = run(m_db, u"BEGIN IMMEDIATE"_s, m_path))
        return error;
    m_open = true;
    return std::nullopt;
}

std::optional<StoreError> WriteTransaction::commit()
{
    if (auto error = run(m_db, u"COMMIT"_s, m_path))
        return error;  // still open: the destructor rolls back
    m_open = false;
    return std::nullopt;
}

}  // namespace arbiter::db::detail

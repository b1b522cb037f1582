// LogStore::open(): the refusals that lose nothing, creation of a new log, and migration. Each step
// only reads until the file has passed every check before it (see log_store.h and docs/file-format.md).

#include "db/file_probe.h"
#include "db/log_schema.h"
#include "db/log_sql.h"
#include "db/log_store.h"
#include "db/log_store_p.h"
#include "db/logging.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QVariant>

#include <cerrno>
#include <cstring>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace arbiter::db {

using detail::Connection;
using detail::quoted;
using detail::run;
using detail::scalar;

namespace {

constexpr int sqliteCantOpen = 14;

const QString busyOption = u"QSQLITE_BUSY_TIMEOUT=%1"_s.arg(LogStore::busyTimeoutMs);

QString immutableUri(const QString& path)
{
    QUrl url = QUrl::fromLocalFile(path);
    url.setQuery(u"immutable=1"_s);
    return url.toString(QUrl::FullyEncoded);
}

// An error of the first statements on a read-only connection: SQLite's complaints about the file
// itself mean it is damaged; CANTOPEN in a read-only folder is the -shm SQLite could not create.
StoreError readOpenError(const QSqlError& error, const QString& path)
{
    const QString file = quoted(path);
    if (detail::isBusy(error))
        return detail::toStoreError(error, path);
    const QString folder = QFileInfo(path).absolutePath();
    if (detail::sqliteCode(error) == sqliteCantOpen && !detail::canCreateIn(folder)) {
        return {
            StoreErrorKind::ReadOnly,
            u"%1 cannot be read: SQLite needs to create %2 beside it, and its folder %3 is read-only."_s.arg(
                file, quoted(path + u"-shm"_s), quoted(folder))};
    }
    return {StoreErrorKind::Damaged,
            u"%1 is damaged: SQLite cannot read it (%2)."_s.arg(file, error.databaseText())};
}

// Step (c) of open(): a read-only look before any write connection. SQLite's view of the ids (a -wal
// may hold newer ones than the header) and quick_check. Returns the file format version.
StoreResult<int> checkReadOnly(const QString& path)
{
    const QString file = quoted(path);
    Connection check;
    QString options = u"QSQLITE_OPEN_READONLY;"_s + busyOption;
    QString target = path;
    // Without a -wal no connection has the file open in WAL mode and the main file holds everything:
    // an immutable read then sees it all and, unlike a plain read-only one, leaves no -wal or -shm.
    if (!QFileInfo::exists(path + u"-wal"_s)) {
        target = immutableUri(path);
        options += u";QSQLITE_OPEN_URI"_s;
    }
    if (auto error = check.open(target, options, path))
        return *error;
    QSqlQuery query(check.db());
    query.setForwardOnly(true);
    if (!query.exec(u"PRAGMA application_id"_s) || !query.next())
        return readOpenError(query.lastError(), path);
    if (query.value(0).toInt() != LogStore::applicationId) {
        return StoreError{StoreErrorKind::Foreign,
                          u"%1 is another program's SQLite file, not an Arbiter game log."_s.arg(file)};
    }
    if (!query.exec(u"PRAGMA user_version"_s) || !query.next())
        return readOpenError(query.lastError(), path);
    const int version = query.value(0).toInt();
    if (version > LogStore::schemaVersion) {
        return StoreError{StoreErrorKind::TooNew,
                          u"%1 was written by a newer Arbiter (file format %2; this one reads up to %3): "
                          u"update Arbiter to open it."_s.arg(file)
                              .arg(version)
                              .arg(LogStore::schemaVersion)};
    }
    if (!query.exec(u"PRAGMA quick_check"_s))
        return readOpenError(query.lastError(), path);
    QStringList problems;
    while (query.next())
        problems.append(query.value(0).toString());
    if (query.lastError().isValid())
        return readOpenError(query.lastError(), path);
    if (problems != QStringList{u"ok"_s}) {
        return StoreError{StoreErrorKind::Damaged,
                          u"%1 is damaged: SQLite's check found %2"_s.arg(file, problems.value(0))};
    }
    return version;
}

// A `new` killed half-way leaves its temporary file (`<file>.<8 hex>.new`, maybe with a journal) beside
// the log. The next writer removes those old enough that no live `new` can still be building them:
// making a log takes well under a second, so a minute is a wide margin.
void removeOrphanedNewFiles(const QString& path)
{
    constexpr qint64 orphanAfterSeconds = 60;
    const QFileInfo log(path);
    const QRegularExpression orphan(u"^"_s + QRegularExpression::escape(log.fileName())
                                    + u"\\.[0-9a-f]{8}\\.new(-journal|-wal|-shm)?$"_s);
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-orphanAfterSeconds);
    const QDir folder = log.absoluteDir();
    for (const QFileInfo& entry : folder.entryInfoList(QDir::Files | QDir::Hidden)) {
        if (!orphan.match(entry.fileName()).hasMatch() || entry.lastModified().toUTC() > before)
            continue;
        if (QFile::remove(entry.absoluteFilePath()))
            qCInfo(lcDb) << "removed" << entry.absoluteFilePath() << "left by an interrupted new log";
    }
}

// Creates a complete, empty log at `path`: built under a temporary name (in rollback-journal mode, so
// its header carries the application id from the first commit) and then linked into place, so a crash
// never leaves a half-made log under the real name.
std::optional<StoreError> createFile(const QString& path)
{
    QString temp;
    do {
        temp = u"%1.%2.new"_s.arg(path).arg(static_cast<qulonglong>(QRandomGenerator::global()->generate()),
                                            8, 16, QChar(u'0'));
    } while (QFileInfo::exists(temp));
    auto cleanup = qScopeGuard([&temp] {
        for (const QString& suffix : {u""_s, u"-journal"_s, u"-wal"_s, u"-shm"_s})
            QFile::remove(temp + suffix);
    });
    {
        Connection fresh;
        if (auto error = fresh.open(temp, busyOption, path))
            return error;
        for (const QString& pragma : {u"PRAGMA synchronous = FULL"_s, u"PRAGMA foreign_keys = ON"_s}) {
            if (auto error = run(fresh.db(), pragma, path))
                return error;
        }
        if (auto error = detail::migrate(fresh.db(), path, 0))
            return error;
        if (auto error = run(fresh.db(), u"PRAGMA journal_mode = WAL"_s, path))
            return error;
    }
    const QByteArray from = QFile::encodeName(temp);
    const QByteArray to = QFile::encodeName(path);
    if (::link(from.constData(), to.constData()) != 0) {
        const int linkError = errno;
        const QFileInfo existing(path);
        // An empty file counts as new. Another process may have created the log meanwhile: use that.
        // Some file systems have no hard links: rename, which only differs in that race.
        const bool replace = (linkError == EEXIST && existing.size() == 0)
                             || (linkError != EEXIST && (!existing.exists() || existing.size() == 0));
        if (replace && ::rename(from.constData(), to.constData()) != 0) {
            return StoreError{StoreErrorKind::Io, u"%1 cannot be created: %2."_s.arg(
                                                      quoted(path), QString::fromLocal8Bit(strerror(errno)))};
        }
        if (!replace && linkError != EEXIST) {
            return StoreError{StoreErrorKind::Io,
                              u"%1 cannot be created: %2."_s.arg(
                                  quoted(path), QString::fromLocal8Bit(strerror(linkError)))};
        }
    }
    detail::syncPath(QFileInfo(path).absolutePath());
    qCDebug(lcDb) << "created" << path;
    return std::nullopt;
}

}  // namespace

StoreResult<std::unique_ptr<LogStore>> LogStore::open(const QString& path, OpenMode mode)
{
    const QFileInfo info(path);
    const QString absolute = info.absoluteFilePath();
    const QString file = quoted(absolute);

    // (a) A missing file: reading finds nothing; writing creates one. An empty file counts as new.
    if (info.exists() && info.isDir())
        return StoreError{StoreErrorKind::NotSqlite, u"%1 is a folder, not a game log."_s.arg(file)};
    const bool isNew = !info.exists() || info.size() == 0;
    if (isNew && mode == OpenMode::Read) {
        if (info.exists()) {
            return StoreError{StoreErrorKind::NotSqlite,
                              u"%1 is empty: there is no game log in it."_s.arg(file)};
        }
        return StoreError{StoreErrorKind::NotFound, u"%1 does not exist."_s.arg(file)};
    }
    if (mode == OpenMode::Write && QFileInfo(info.absolutePath()).isDir())
        removeOrphanedNewFiles(absolute);
    if (isNew) {
        if (!QFileInfo(info.absolutePath()).isDir()) {
            return StoreError{StoreErrorKind::NotFound,
                              u"%1 cannot be created: its folder %2 does not exist."_s.arg(
                                  file, quoted(info.absolutePath()))};
        }
        if (auto blocker = detail::writeBlocker(absolute))
            return *blocker;
        if (auto error = createFile(absolute))
            return *error;
    }

    // (b) The header, read with QFile before SQLite sees the file.
    StoreResult<detail::FileHeader> header = detail::probeHeader(absolute);
    if (!header)
        return header.error();

    // (c) A read-only look with SQLite: ids, version and quick_check.
    StoreResult<int> checked = checkReadOnly(absolute);
    if (!checked)
        return checked.error();

    auto d = std::make_unique<Private>();
    d->path = absolute;
    d->mode = mode;
    d->schema = checked.value();
    if (mode == OpenMode::Read) {
        if (d->schema < 1) {
            return StoreError{StoreErrorKind::Damaged,
                              u"%1 holds no game log: it was left unfinished."_s.arg(file)};
        }
        // Read mode never writes. In a read-only folder (by the same rule as writeBlocker()) no Arbiter
        // can be writing the log (a writer needs its -wal there), so an immutable read is safe and
        // needs no -shm.
        QString target = absolute;
        QString options = u"QSQLITE_OPEN_READONLY;"_s + busyOption;
        if (!QFileInfo::exists(absolute + u"-wal"_s) && !detail::isWritable(info.absolutePath())) {
            target = immutableUri(absolute);
            options += u";QSQLITE_OPEN_URI"_s;
        }
        if (auto error = d->connection.open(target, options, absolute))
            return *error;
        QSqlQuery probe(d->db());
        if (!probe.exec(u"PRAGMA user_version"_s) || !probe.next())
            return readOpenError(probe.lastError(), absolute);
        d->schema = probe.value(0).toInt();
        qCDebug(lcDb) << "opened for reading" << absolute << "file format" << d->schema;
        return std::unique_ptr<LogStore>(new LogStore(std::move(d)));
    }

    // (d) Writing: the file and its folder must be writable, checked before any write connection.
    if (auto blocker = detail::writeBlocker(absolute))
        return *blocker;

    // (e) The write connection, its pragmas, and the migrations.
    if (auto error = d->connection.open(absolute, busyOption, absolute))
        return *error;
    StoreResult<QVariant> journal = scalar(d->db(), u"PRAGMA journal_mode = WAL"_s, absolute);
    if (!journal)
        return journal.error();
    if (journal.value().toString().compare(u"wal"_s, Qt::CaseInsensitive) != 0) {
        return StoreError{StoreErrorKind::Io,
                          u"%1 cannot be switched to write-ahead logging (it stays in "
                          u"%2 mode)."_s.arg(file, journal.value().toString())};
    }
    for (const QString& pragma : {u"PRAGMA synchronous = FULL"_s, u"PRAGMA foreign_keys = ON"_s}) {
        if (auto error = run(d->db(), pragma, absolute))
            return *error;
    }
    StoreResult<QVariant> version = scalar(d->db(), u"PRAGMA user_version"_s, absolute);
    if (!version)
        return version.error();
    const int from = version.value().toInt();
    if (from > schemaVersion) {
        return StoreError{StoreErrorKind::TooNew,
                          u"%1 was written by a newer Arbiter (file format %2; this one reads up to %3): "
                          u"update Arbiter to open it."_s.arg(file)
                              .arg(from)
                              .arg(schemaVersion)};
    }
    if (from < schemaVersion) {
        if (from >= 1) {
            StoreResult<QString> backup = detail::backUp(d->db(), absolute, from);
            if (!backup)
                return backup.error();
            d->backup = backup.value();
        }
        if (auto error = detail::migrate(d->db(), absolute, from)) {
            // Nothing changed: the copy is not needed.
            StoreResult<QVariant> now = scalar(d->db(), u"PRAGMA user_version"_s, absolute);
            if (!d->backup.isEmpty() && now && now.value().toInt() == from)
                QFile::remove(d->backup);
            return *error;
        }
        if (from >= 1)
            qCInfo(lcDb) << "upgraded" << absolute << "from file format" << from << "backup" << d->backup;
    }
    d->schema = schemaVersion;
    qCDebug(lcDb) << "opened for writing" << absolute;
    return std::unique_ptr<LogStore>(new LogStore(std::move(d)));
}

}  // namespace arbiter::db

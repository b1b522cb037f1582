// LogStore::open(): the refusals that lose nothing, creation of a new log, and migration. Each step
// only reads until the file has passed every check before it (see log_store.h and docs/file-format.md).

#include "db/codec/db_words.h"
#include "db/store/file_probe.h"
#include "db/store/log_schema.h"
#include "db/store/log_sql.h"
#include "db/store/log_store.h"
#include "db/store/log_store_p.h"
#include "db/store/logging.h"
#include "db/store/wal_check.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QVariant>

#include <unistd.h>

using namespace Qt::StringLiterals;

namespace arbiter::db {

using detail::Connection;
using detail::quoted;
using detail::run;
using detail::scalar;

namespace {

constexpr int sqliteReadOnly = 8;
constexpr int sqliteCorrupt = 11;
constexpr int sqliteCantOpen = 14;
constexpr int sqliteNotADb = 26;
constexpr int sqliteIoErrShortRead = 522;

const QString busyOption = u"QSQLITE_BUSY_TIMEOUT=%1"_s.arg(LogStore::busyTimeoutMs);

QString immutableUri(const QString& path)
{
    QUrl url = QUrl::fromLocalFile(path);
    url.setQuery(u"immutable=1"_s);
    return url.toString(QUrl::FullyEncoded);
}

bool exists(const QString& path)
{
    return QFileInfo::exists(path);
}

// How a connection that only reads opens the log (docs/file-format.md, "Reading").
struct ReadAccess {
    QString target;
    QString options;
    QStringList pragmas;  // before the first read
};

ReadAccess readAccess(const QString& path, bool walMode)
{
    const QString folder = QFileInfo(path).absolutePath();
    ReadAccess access{path, u"QSQLITE_OPEN_READONLY;"_s + busyOption, {}};
    // With a -wal a writer has the log open (or a crash left frames in it): SQLite's read-only
    // protocol reads along with writers and never copies frames into the file. Without WAL mode
    // SQLite needs no -wal or -shm, and its locks keep writers out while it reads.
    if (!walMode || exists(path + u"-wal"_s))
        return access;
    // Nobody can create the -wal a writer needs, so the file stays as it is: an immutable read needs
    // no -shm. Anywhere else a writer may start at any moment, and an immutable read takes no lock:
    // it would read pages a closing writer is copying into the file.
    if (detail::nobodyCreatesIn(folder)) {
        access.target = immutableUri(path);
        access.options += u";QSQLITE_OPEN_URI"_s;
        return access;
    }
    // SQLite creates a -wal and -shm to read. A connection that may write removes them when it is the
    // last to close, as a writer does; query_only keeps it from writing anything else. On a nearly
    // full disk the exclusive locking mode keeps the WAL index in memory: no -shm to find room for.
    if (::access(QFile::encodeName(path).constData(), R_OK | W_OK) == 0 && detail::canCreateIn(folder)) {
        access.options = busyOption;
        access.pragmas = {u"PRAGMA query_only = ON"_s};
        if (detail::nearlyFull(folder))
            access.pragmas.prepend(u"PRAGMA locking_mode = EXCLUSIVE"_s);
    }
    return access;
}

std::optional<StoreError> openForReading(Connection& connection, const QString& path, bool walMode)
{
    const ReadAccess access = readAccess(path, walMode);
    if (auto error = connection.open(access.target, access.options, path))
        return error;
    for (const QString& pragma : access.pragmas) {
        if (auto error = run(connection.db(), pragma, path))
            return error;
    }
    return std::nullopt;
}

// The -wal and -shm a failed open left beside the log, which SQLite did not remove (the last
// connection to close does, unless it fails, as on a full disk). Removed by SQLite's own rule: under
// an exclusive lock, which proves no other connection uses them; the exclusive locking mode keeps
// the WAL index in memory, so this needs no -shm. A -wal that was there before is never touched: it
// may hold frames, which closing would copy into the file.
void removeCreatedWalFiles(const QString& path, bool hadWal, bool hadShm)
{
    const QString wal = path + u"-wal"_s;
    const QString shm = path + u"-shm"_s;
    if (hadWal || (!exists(wal) && (hadShm || !exists(shm))))
        return;
    if (::access(QFile::encodeName(path).constData(), R_OK | W_OK) != 0)
        return;
    Connection sweeper;
    if (sweeper.open(path, u"QSQLITE_BUSY_TIMEOUT=0"_s, path)
        || run(sweeper.db(), u"PRAGMA locking_mode = EXCLUSIVE"_s, path)
        || !scalar(sweeper.db(), u"PRAGMA schema_version"_s, path))
        return;  // another connection has the log open: the files are its own
    if (!hadShm)
        QFile::remove(shm);
    sweeper.close();  // SQLite removes the -wal as it closes
    qCDebug(lcDb) << "removed the -wal and -shm a failed open left beside" << path;
}

// An error of the first statements of a connection that reads: SQLite's complaints about the file
// itself mean it is damaged; CANTOPEN in a folder this process cannot write is the -wal or -shm SQLite
// could not create; a full disk is a full disk.
StoreError readOpenError(const QSqlError& error, const QString& path)
{
    const QString file = quoted(path);
    if (detail::isBusy(error))
        return detail::toStoreError(error, path);
    const QString folder = QFileInfo(path).absolutePath();
    const int code = detail::sqliteCode(error);
    if ((code == sqliteCantOpen || code == sqliteReadOnly) && !detail::canCreateIn(folder)) {
        return {StoreErrorKind::ReadOnly,
                DbErrors::tr(
                    "%1 cannot be read: SQLite needs to create %2 beside it, and its folder %3 is read-only.")
                    .arg(file, quoted(path + u"-shm"_s), quoted(folder))};
    }
    bool numeric = false;
    const bool shortRead = error.nativeErrorCode().toInt(&numeric) == sqliteIoErrShortRead && numeric;
    if (code == sqliteCorrupt || code == sqliteNotADb || shortRead) {
        return {StoreErrorKind::Damaged,
                DbErrors::tr("%1 is damaged: SQLite cannot read it (%2).").arg(file, error.databaseText())};
    }
    StoreError other = detail::toStoreError(error, path);
    if (other.kind == StoreErrorKind::Io)
        other.message = DbErrors::tr("%1 cannot be read: %2.").arg(file, error.databaseText());
    return other;
}

// A -wal whose committed transactions SQLite would drop on opening the log.
StoreError walDamaged(const QString& path, const detail::WalDamage& damage)
{
    const QString wal = quoted(path + u"-wal"_s);
    return {
        StoreErrorKind::Damaged,
        DbErrors::tr(
            "%1 is damaged: %2 committed transaction(s) in it, from frame %3 on, cannot be read, and SQLite "
            "would drop them on opening %4. Nothing was changed: keep both files as they are (copy them to "
            "ask for help); moving %1 aside opens the log without those actions.")
            .arg(wal)
            .arg(damage.transactions)
            .arg(damage.frame)
            .arg(quoted(path))};
}

// Step (e) of open(): a look that only reads, before any write connection. SQLite's view of the ids (a
// -wal may hold newer ones than the header) and quick_check. Returns the file format version.
StoreResult<int> checkWith(Connection& check, const QString& path, bool walMode)
{
    const QString file = quoted(path);
    if (auto error = openForReading(check, path, walMode))
        return *error;
    QSqlQuery query(check.db());
    query.setForwardOnly(true);
    if (!query.exec(u"PRAGMA application_id"_s) || !query.next())
        return readOpenError(query.lastError(), path);
    if (query.value(0).toInt() != LogStore::applicationId) {
        return StoreError{
            StoreErrorKind::Foreign,
            DbErrors::tr("%1 is another program's SQLite file, not an Arbiter game log.").arg(file)};
    }
    if (!query.exec(u"PRAGMA user_version"_s) || !query.next())
        return readOpenError(query.lastError(), path);
    const int version = query.value(0).toInt();
    if (version > LogStore::schemaVersion) {
        return StoreError{
            StoreErrorKind::TooNew,
            DbErrors::tr("%1 was written by a newer Arbiter (file format %2; this one reads up to %3): "
                         "update Arbiter to open it.")
                .arg(file)
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
        return StoreError{
            StoreErrorKind::Damaged,
            DbErrors::tr("%1 is damaged: SQLite's check found %2").arg(file, problems.value(0))};
    }
    return version;
}

StoreResult<int> checkReadOnly(const QString& path, bool walMode)
{
    const bool hadWal = exists(path + u"-wal"_s);
    const bool hadShm = exists(path + u"-shm"_s);
    StoreResult<int> checked = [&] {
        Connection check;
        return checkWith(check, path, walMode);
    }();
    removeCreatedWalFiles(path, hadWal, hadShm);
    return checked;
}

// A `new` killed half-way leaves its temporary file (`<file>.<8 hex>.new`, maybe with a journal, or
// with one more such suffix when `arbiter-cli log new` was building its game in it) beside the log.
// The next writer removes those old enough that no live `new` can still be building them: making a
// log takes well under a second, so a minute is a wide margin.
void removeOrphanedNewFiles(const QString& path)
{
    constexpr qint64 orphanAfterSeconds = 60;
    const QFileInfo log(path);
    const QRegularExpression orphan(u"^"_s + QRegularExpression::escape(log.fileName())
                                    + u"(\\.[0-9a-f]{8}\\.new)+(-journal|-wal|-shm)?$"_s);
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
    const QString temp = detail::temporaryName(path);
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
    // Another process may have made the log meanwhile (placed is false): that one is used.
    StoreResult<bool> placed = detail::placeNewFile(temp, path);
    if (!placed)
        return placed.error();
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
        return StoreError{StoreErrorKind::NotSqlite,
                          DbErrors::tr("%1 is a folder, not a game log.").arg(file)};
    const bool isNew = !info.exists() || info.size() == 0;
    if (isNew && mode == OpenMode::Read) {
        if (info.exists()) {
            return StoreError{StoreErrorKind::NotSqlite,
                              DbErrors::tr("%1 is empty: there is no game log in it.").arg(file)};
        }
        return StoreError{StoreErrorKind::NotFound, DbErrors::tr("%1 does not exist.").arg(file)};
    }
    if (mode == OpenMode::Write && QFileInfo(info.absolutePath()).isDir())
        removeOrphanedNewFiles(absolute);
    if (isNew) {
        if (!QFileInfo(info.absolutePath()).isDir()) {
            return StoreError{StoreErrorKind::NotFound,
                              DbErrors::tr("%1 cannot be created: its folder %2 does not exist.")
                                  .arg(file, quoted(info.absolutePath()))};
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
    const bool walMode = header.value().wal;

    // (c) The -wal, read before SQLite's recovery could drop committed transactions it cannot read.
    if (std::optional<detail::WalDamage> damage = detail::checkWal(absolute, header.value().pageSize))
        return walDamaged(absolute, *damage);

    // (d) Writing: the file and its folder must be writable, checked before SQLite opens the file.
    if (mode == OpenMode::Write) {
        if (auto blocker = detail::writeBlocker(absolute))
            return *blocker;
    }

    // (e) A look with SQLite that only reads: ids, version and quick_check. Reading goes on with the
    // connection that looked (no second open, and quick_check's last pages still in its cache); writing
    // opens its own only once the file passed.
    auto d = std::make_unique<Private>();
    d->path = absolute;
    d->mode = mode;
    if (mode == OpenMode::Read) {
        // A connection that fails leaves no -wal or -shm it made (removeCreatedWalFiles()).
        const bool hadWal = exists(absolute + u"-wal"_s);
        const bool hadShm = exists(absolute + u"-shm"_s);
        auto sweep = qScopeGuard([&] {
            d->connection.close();
            removeCreatedWalFiles(absolute, hadWal, hadShm);
        });
        // Read mode never writes the file (readAccess()).
        StoreResult<int> checked = checkWith(d->connection, absolute, walMode);
        if (!checked)
            return checked.error();
        d->schema = checked.value();
        if (d->schema < 1)
            return StoreError{StoreErrorKind::Damaged,
                              DbErrors::tr("%1 holds no game log: it was left unfinished.").arg(file)};
        qCDebug(lcDb) << "opened for reading" << absolute << "file format" << d->schema;
        sweep.dismiss();
        return std::unique_ptr<LogStore>(new LogStore(std::move(d)));
    }
    StoreResult<int> checked = checkReadOnly(absolute, walMode);
    if (!checked)
        return checked.error();
    d->schema = checked.value();
    // A connection that fails leaves no -wal or -shm it made (removeCreatedWalFiles()).
    const bool hadWal = exists(absolute + u"-wal"_s);
    const bool hadShm = exists(absolute + u"-shm"_s);
    auto sweep = qScopeGuard([&] {
        d->connection.close();
        removeCreatedWalFiles(absolute, hadWal, hadShm);
    });

    // (f) The write connection, its pragmas, and the migrations.
    if (auto error = d->connection.open(absolute, busyOption, absolute))
        return *error;
    StoreResult<QVariant> journal = scalar(d->db(), u"PRAGMA journal_mode = WAL"_s, absolute);
    if (!journal)
        return journal.error();
    if (journal.value().toString().compare(u"wal"_s, Qt::CaseInsensitive) != 0) {
        return StoreError{StoreErrorKind::Io,
                          DbErrors::tr("%1 cannot be switched to write-ahead logging (it stays in "
                                       "%2 mode).")
                              .arg(file, journal.value().toString())};
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
        return StoreError{
            StoreErrorKind::TooNew,
            DbErrors::tr("%1 was written by a newer Arbiter (file format %2; this one reads up to %3): "
                         "update Arbiter to open it.")
                .arg(file)
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
    sweep.dismiss();
    return std::unique_ptr<LogStore>(new LogStore(std::move(d)));
}

}  // namespace arbiter::db

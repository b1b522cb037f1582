#include "db/store/file_probe.h"
#include "db/codec/db_words.h"

#include "db/store/log_sql.h"
#include "db/store/logging.h"

#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace arbiter::db::detail {

namespace {

// The header layout of https://www.sqlite.org/fileformat.html#the_database_header.
constexpr qsizetype headerSize = 100;
constexpr char magic[] = "SQLite format 3";  // and its terminating NUL: 16 bytes
constexpr qsizetype pageSizeAt = 16;
constexpr qsizetype writeVersionAt = 18;
constexpr qsizetype readVersionAt = 19;
constexpr qsizetype changeCounterAt = 24;
constexpr qsizetype pageCountAt = 28;
constexpr qsizetype userVersionAt = 60;
constexpr qsizetype applicationIdAt = 68;
constexpr qsizetype versionValidForAt = 92;

quint32 bigEndian32(const QByteArray& bytes, qsizetype at)
{
    quint32 value = 0;
    for (qsizetype i = 0; i < 4; ++i)
        value = (value << 8) | static_cast<quint8>(bytes[at + i]);
    return value;
}

quint16 bigEndian16(const QByteArray& bytes, qsizetype at)
{
    return static_cast<quint16>((static_cast<quint8>(bytes[at]) << 8) | static_cast<quint8>(bytes[at + 1]));
}

bool hasWriteBits(const QString& path)
{
    struct stat info {};
    if (::stat(QFile::encodeName(path).constData(), &info) != 0)
        return false;
    return (info.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH)) != 0;
}

}  // namespace

StoreResult<FileHeader> probeHeader(const QString& path)
{
    const QString file = quoted(path);
    QFile input(path);
    if (!input.open(QIODevice::ReadOnly)) {
        return StoreError{StoreErrorKind::Io,
                          DbErrors::tr("%1 cannot be read: %2.").arg(file, input.errorString())};
    }
    const QByteArray header = input.read(headerSize);
    input.close();

    if (header.size() < headerSize || !header.startsWith(QByteArray(magic, sizeof magic))) {
        return StoreError{
            StoreErrorKind::NotSqlite,
            DbErrors::tr("%1 is not an Arbiter game log: it is not an SQLite database at all.").arg(file)};
    }
    FileHeader facts;
    facts.applicationId = static_cast<qint32>(bigEndian32(header, applicationIdAt));
    facts.userVersion = static_cast<qint32>(bigEndian32(header, userVersionAt));
    facts.wal = header[writeVersionAt] == 2 && header[readVersionAt] == 2;

    if (facts.applicationId != LogStore::applicationId) {
        return StoreError{
            StoreErrorKind::Foreign,
            DbErrors::tr("%1 is another program's SQLite file, not an Arbiter game log.").arg(file)};
    }
    if (facts.userVersion > LogStore::schemaVersion) {
        return StoreError{
            StoreErrorKind::TooNew,
            DbErrors::tr("%1 was written by a newer Arbiter (file format %2; this one reads up to %3): "
                         "update Arbiter to open it.")
                .arg(file)
                .arg(facts.userVersion)
                .arg(LogStore::schemaVersion)};
    }
    if (facts.userVersion < 0) {
        return StoreError{StoreErrorKind::Damaged,
                          DbErrors::tr("%1 is damaged: its file format number (%2) is impossible.")
                              .arg(file)
                              .arg(facts.userVersion)};
    }

    const quint16 rawPageSize = bigEndian16(header, pageSizeAt);
    const qint64 pageSize = rawPageSize == 1 ? 65536 : rawPageSize;
    if (pageSize < 512 || (pageSize & (pageSize - 1)) != 0) {
        return StoreError{StoreErrorKind::Damaged,
                          DbErrors::tr("%1 is damaged: its header gives an impossible page size (%2).")
                              .arg(file)
                              .arg(rawPageSize)};
    }
    facts.pageSize = pageSize;
    // The in-header page count is only trusted when the version-valid-for number matches the change
    // counter. A non-empty -wal file may hold the rest of a checkpoint cut short by a crash: SQLite
    // completes it from there, so the size check would refuse a sound file.
    const qint64 pageCount = bigEndian32(header, pageCountAt);
    const bool countValid = bigEndian32(header, changeCounterAt) == bigEndian32(header, versionValidForAt);
    const QFileInfo wal(path + u"-wal"_s);
    const bool walHasFrames = wal.exists() && wal.size() > 0;
    // The size is taken last: a writer's checkpoint writes page 1 first and grows the file after it,
    // and removes its -wal only once the file is whole, so header, -wal, size in this order never
    // see a file that is only growing as a truncated one.
    const qint64 size = QFileInfo(path).size();
    if (countValid && !walHasFrames && pageCount * pageSize > size) {
        return StoreError{StoreErrorKind::Damaged,
                          DbErrors::tr("%1 is damaged: it is truncated (%2 bytes, where its header says %3).")
                              .arg(file)
                              .arg(size)
                              .arg(pageCount * pageSize)};
    }
    return facts;
}

bool isWritable(const QString& path)
{
    const QByteArray native = QFile::encodeName(path);
    return ::access(native.constData(), W_OK) == 0 && hasWriteBits(path);
}

bool canCreateIn(const QString& folder)
{
    return ::access(QFile::encodeName(folder).constData(), W_OK | X_OK) == 0;
}

std::optional<StoreError> writeBlocker(const QString& path)
{
    const QFileInfo info(path);
    const QString folder = info.absolutePath();
    if (info.exists() && !isWritable(path)) {
        return StoreError{StoreErrorKind::ReadOnly,
                          DbErrors::tr("%1 cannot be written: the file is read-only.").arg(quoted(path))};
    }
    // SQLite writes its -wal and -shm files beside the log, so the folder must be writable too.
    if (!isWritable(folder)) {
        return StoreError{StoreErrorKind::ReadOnly,
                          DbErrors::tr("%1 cannot be written: its folder %2 is read-only.")
                              .arg(quoted(path), quoted(folder))};
    }
    return std::nullopt;
}

bool nobodyCreatesIn(const QString& folder)
{
    struct statvfs volume {};
    if (::statvfs(QFile::encodeName(folder).constData(), &volume) == 0 && (volume.f_flag & ST_RDONLY) != 0)
        return true;
    return QFileInfo(folder).isDir() && !hasWriteBits(folder);
}

qint64 freeBytes(const QString& folder)
{
    struct statvfs volume {};
    if (::statvfs(QFile::encodeName(folder).constData(), &volume) != 0)
        return -1;
    return static_cast<qint64>(volume.f_bavail) * static_cast<qint64>(volume.f_frsize);
}

bool nearlyFull(const QString& folder)
{
    constexpr qint64 roomNeeded = 1024 * 1024;
    const qint64 free = freeBytes(folder);
    return free >= 0 && free < roomNeeded;
}

StoreError diskFull(const QString& path)
{
    const QString folder = QFileInfo(path).absolutePath();
    const qint64 free = freeBytes(folder);
    if (free < 0) {
        return {
            StoreErrorKind::DiskFull,
            DbErrors::tr("%1 cannot be used: the disk holding its folder %2 is full. Nothing was lost: free "
                         "some space there and try again.")
                .arg(quoted(path), quoted(folder))};
    }
    return {
        StoreErrorKind::DiskFull,
        DbErrors::tr("%1 cannot be used: the disk holding its folder %2 is full (%3 KiB free). Nothing was "
                     "lost: free some space there and try again.")
            .arg(quoted(path), quoted(folder))
            .arg(free / 1024)};
}

QString temporaryName(const QString& path)
{
    QString temp;
    do {
        temp = u"%1.%2.new"_s.arg(path).arg(static_cast<qulonglong>(QRandomGenerator::global()->generate()),
                                            8, 16, QChar(u'0'));
    } while (QFileInfo::exists(temp));
    return temp;
}

StoreResult<bool> placeNewFile(const QString& temp, const QString& path)
{
    const QByteArray from = QFile::encodeName(temp);
    const QByteArray to = QFile::encodeName(path);
    if (::link(from.constData(), to.constData()) == 0) {
        QFile::remove(temp);
    } else {
        const int linkError = errno;
        const QFileInfo existing(path);
        // An empty file counts as new. Some file systems have no hard links: rename, which only differs
        // when another process makes the log in the same instant.
        const bool replace = (linkError == EEXIST && existing.size() == 0)
                             || (linkError != EEXIST && (!existing.exists() || existing.size() == 0));
        if (!replace && linkError == EEXIST)
            return false;
        if (!replace || ::rename(from.constData(), to.constData()) != 0) {
            const int error = replace ? errno : linkError;
            if (error == ENOSPC)
                return diskFull(path);
            return StoreError{StoreErrorKind::Io,
                              DbErrors::tr("%1 cannot be created: %2.")
                                  .arg(quoted(path), QString::fromLocal8Bit(strerror(error)))};
        }
    }
    syncPath(QFileInfo(path).absolutePath());
    return true;
}

void syncPath(const QString& path)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return;
    if (::fsync(fd) != 0)
        qCWarning(lcDb) << "fsync failed:" << path;
    ::close(fd);
}

}  // namespace arbiter::db::detail

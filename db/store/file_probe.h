#pragma once
// Internal to the log store: what open() learns about a file before SQLite touches it. Everything
// here only reads (QFile read-only, stat, access): a refused file keeps every byte and its mode.

#include "db/store/log_store.h"

#include <QString>

#include <optional>

namespace arbiter::db::detail {

struct FileHeader {
    qint32 applicationId = 0;
    qint32 userVersion = 0;
    bool wal = false;  // header bytes 18 and 19 say WAL mode
    qint64 pageSize = 0;
};

// Reads the 100-byte database header: not SQLite, another program's, newer than this code, or
// shorter than its header says -> the refusal; otherwise what the header holds.
StoreResult<FileHeader> probeHeader(const QString& path);

// Whether this process may write the file (or folder). A file without any write permission bit is
// read-only even for root, who may write anything: the owner made it read-only on purpose.
bool isWritable(const QString& path);
// access(W_OK) alone: whether SQLite could create a file in this folder (root can, whatever the bits).
bool canCreateIn(const QString& folder);

// The refusal when this process must not or cannot write the file or its folder, else nullopt.
std::optional<StoreError> writeBlocker(const QString& path);

// Whether nobody can create a file in the folder: a read-only file system, or a folder without any
// write permission bit (only root could, and Arbiter does not: see isWritable()).
bool nobodyCreatesIn(const QString& folder);
// The bytes this process may still write on the file system holding `folder`; -1 when unknown.
qint64 freeBytes(const QString& folder);
// Too little room for SQLite's -shm (32 KiB) and a few pages, with a margin.
bool nearlyFull(const QString& folder);
// The refusal for a log whose disk is full: names the folder, says nothing was lost.
StoreError diskFull(const QString& path);

// A name beside `path` for a file built before it is put in place: `<path>.<8 hex digits>.new`. What
// a crash leaves under such names is removed by the next writer (log_open.cpp).
QString temporaryName(const QString& path);
// Puts the complete file `temp` in place as `path`, which must not exist or be empty (it is then
// replaced): a hard link, so a log made meanwhile by another process is never overwritten, or a
// rename on a file system without hard links. Returns false, with no error, when another process
// made a non-empty `path` first; `temp` is then left for the caller.
StoreResult<bool> placeNewFile(const QString& temp, const QString& path);

// Flushes a file or folder (the folder entry of a file just created or renamed) to disk.
void syncPath(const QString& path);

}  // namespace arbiter::db::detail

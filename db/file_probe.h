#pragma once
// Internal to the log store: what open() learns about a file before SQLite touches it. Everything
// here only reads (QFile read-only, stat, access): a refused file keeps every byte and its mode.

#include "db/log_store.h"

#include <QString>

#include <optional>

namespace arbiter::db::detail {

struct FileHeader {
    qint32 applicationId = 0;
    qint32 userVersion = 0;
    bool wal = false;  // header bytes 18 and 19 say WAL mode
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

// Flushes a file or folder (the folder entry of a file just created or renamed) to disk.
void syncPath(const QString& path);

}  // namespace arbiter::db::detail

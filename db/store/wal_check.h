#pragma once
// Internal to the log store: a look at the -wal before SQLite opens the log. SQLite's recovery keeps
// the frames of a -wal up to the first one that fails its checksum and silently drops every frame
// after it, committed or not; this finds the committed transactions it would drop, so open() can
// refuse instead of losing them. The format: https://www.sqlite.org/fileformat.html#the_write_ahead_log

#include <QByteArray>
#include <QString>

#include <optional>

class QIODevice;

namespace arbiter::db::detail {

struct WalDamage {
    qint64 frame = 0;      // the first frame SQLite would not accept (1 is the first frame)
    int transactions = 0;  // committed transactions from that frame on: what SQLite would drop
    quint32 salt1 = 0;     // the header's salts: the same damage read twice has the same ones
    quint32 salt2 = 0;
    friend bool operator==(const WalDamage&, const WalDamage&) = default;
};

// Reads a -wal from its start. Damage is a frame with the current salts that SQLite would not accept
// (its checksum fails), or a damaged header, followed by transactions committed after the one the bad
// frame belongs to. The last transaction alone is never damage: a crash while it was being written
// tears it, before it was acknowledged. `dbPageSize` (the log's) walks the frames of a -wal whose
// header has lost its page size; 0 when unknown.
std::optional<WalDamage> findWalDamage(QIODevice& wal, qint64 dbPageSize = 0);
std::optional<WalDamage> findWalDamage(const QByteArray& wal, qint64 dbPageSize = 0);

// The -wal beside the log at `path`; nullopt when there is none or it is sound. Damage found is read
// again before it is believed: a writer appending meanwhile can show a frame half-written.
std::optional<WalDamage> checkWal(const QString& path, qint64 dbPageSize = 0);

}  // namespace arbiter::db::detail

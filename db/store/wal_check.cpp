#include "db/store/wal_check.h"

#include "db/store/logging.h"

#include <QBuffer>
#include <QFile>
#include <QThread>

namespace arbiter::db::detail {

namespace {

// https://www.sqlite.org/fileformat.html#the_write_ahead_log and the comment atop SQLite's wal.c.
constexpr qsizetype headerSize = 32;
constexpr qsizetype frameHeaderSize = 24;
constexpr quint32 magicLittleEndian = 0x377f0682;  // the checksums read the data as little-endian words
constexpr quint32 magicBigEndian = 0x377f0683;
constexpr quint32 formatVersion = 3007000;

quint32 bigEndian32(const char* bytes)
{
    const auto* b = reinterpret_cast<const uchar*>(bytes);
    return (quint32{b[0]} << 24) | (quint32{b[1]} << 16) | (quint32{b[2]} << 8) | quint32{b[3]};
}

quint32 littleEndian32(const char* bytes)
{
    const auto* b = reinterpret_cast<const uchar*>(bytes);
    return (quint32{b[3]} << 24) | (quint32{b[2]} << 16) | (quint32{b[1]} << 8) | quint32{b[0]};
}

bool validPageSize(qint64 size)
{
    return size >= 512 && size <= 65536 && (size & (size - 1)) == 0;
}

// SQLite's checksum: the bytes (a multiple of 8) as 32-bit words, in pairs, added on to `sum`.
struct Checksum {
    quint32 s0 = 0;
    quint32 s1 = 0;
    friend bool operator==(const Checksum&, const Checksum&) = default;
};

void addToChecksum(Checksum& sum, bool bigEndian, const char* data, qsizetype size)
{
    for (qsizetype i = 0; i + 8 <= size; i += 8) {
        const quint32 x0 = bigEndian ? bigEndian32(data + i) : littleEndian32(data + i);
        const quint32 x1 = bigEndian ? bigEndian32(data + i + 4) : littleEndian32(data + i + 4);
        sum.s0 += x0 + sum.s1;
        sum.s1 += x1 + sum.s0;
    }
}

}  // namespace

std::optional<WalDamage> findWalDamage(QIODevice& wal, qint64 dbPageSize)
{
    const QByteArray header = wal.read(headerSize);
    if (header.size() < headerSize)
        return std::nullopt;  // no frames: nothing to lose
    const quint32 magic = bigEndian32(header.constData());
    const bool bigEndian = magic == magicBigEndian;
    qint64 pageSize = bigEndian32(header.constData() + 8);
    const quint32 salt1 = bigEndian32(header.constData() + 16);
    const quint32 salt2 = bigEndian32(header.constData() + 20);
    const Checksum stored{bigEndian32(header.constData() + 24), bigEndian32(header.constData() + 28)};
    Checksum sum;
    addToChecksum(sum, bigEndian, header.constData(), 24);
    // SQLite ignores the whole -wal when its header is not sound.
    const bool headerSound = (magic == magicLittleEndian || bigEndian)
                             && bigEndian32(header.constData() + 4) == formatVersion
                             && validPageSize(pageSize) && sum == stored;
    if (!validPageSize(pageSize)) {
        if (!validPageSize(dbPageSize))
            return std::nullopt;  // the frames cannot be told apart: nothing to count
        pageSize = dbPageSize;
    }

    const qsizetype frameSize = frameHeaderSize + pageSize;
    const QByteArray frames = wal.readAll();
    const qint64 count = frames.size() / frameSize;  // a frame cut short while it was written is no frame
    const auto frameAt = [&](qint64 frame) { return frames.constData() + (frame - 1) * frameSize; };
    if (count == 0)
        return std::nullopt;
    // The round of frames SQLite would read: the header's salts; with a damaged header (a bit of a salt
    // flipped too), the first frame's, which is always of the current round.
    const quint32 round1 = headerSound ? salt1 : bigEndian32(frameAt(1) + 8);
    const quint32 round2 = headerSound ? salt2 : bigEndian32(frameAt(1) + 12);
    const auto current = [&](qint64 frame) {
        return bigEndian32(frameAt(frame) + 8) == round1 && bigEndian32(frameAt(frame) + 12) == round2;
    };
    const auto commits = [&](qint64 frame) { return bigEndian32(frameAt(frame) + 4) != 0; };

    WalDamage damage{0, 0, salt1, salt2};
    sum = stored;
    for (qint64 frame = 1; frame <= count && damage.frame == 0; ++frame) {
        const char* frameHeader = frameAt(frame);
        Checksum next = sum;
        addToChecksum(next, bigEndian, frameHeader, 8);
        addToChecksum(next, bigEndian, frameHeader + frameHeaderSize, pageSize);
        const bool accepted =
            headerSound && current(frame) && bigEndian32(frameHeader) != 0
            && next == Checksum{bigEndian32(frameHeader + 16), bigEndian32(frameHeader + 20)};
        if (accepted)
            sum = next;
        else
            damage.frame = frame;
    }
    if (damage.frame == 0)
        return std::nullopt;
    if (!headerSound) {
        // The header was synced before any frame of its round: every committed transaction is lost.
        for (qint64 frame = 1; frame <= count; ++frame)
            damage.transactions += current(frame) && commits(frame) ? 1 : 0;
        return damage.transactions > 0 ? std::optional(damage) : std::nullopt;
    }
    // The bad frame's own transaction ends at the next commit frame, whatever its salts say (a salt of
    // that very frame may be the damage). Transactions are synced one after another, so one committed
    // later (with the round's salts: other salts are an older round SQLite reuses the -wal over) proves
    // the bad one was complete and acknowledged; without one it is a crash's torn last transaction.
    qint64 own = damage.frame;
    while (own <= count && !commits(own))
        ++own;
    int later = 0;
    for (qint64 frame = own + 1; frame <= count; ++frame)
        later += current(frame) && commits(frame) ? 1 : 0;
    if (later == 0)
        return std::nullopt;
    damage.transactions = later + 1;
    return damage;
}

std::optional<WalDamage> findWalDamage(const QByteArray& wal, qint64 dbPageSize)
{
    QBuffer buffer;
    buffer.setData(wal);
    buffer.open(QIODevice::ReadOnly);
    return findWalDamage(buffer, dbPageSize);
}

std::optional<WalDamage> checkWal(const QString& path, qint64 dbPageSize)
{
    const auto readOnce = [&]() -> std::optional<WalDamage> {
        QFile wal(path + QStringLiteral("-wal"));
        if (!wal.open(QIODevice::ReadOnly))
            return std::nullopt;  // none, or unreadable: SQLite says so when it opens the log
        return findWalDamage(wal, dbPageSize);
    };
    const std::optional<WalDamage> first = readOnce();
    if (!first)
        return std::nullopt;
    constexpr unsigned long settleMs = 20;
    QThread::msleep(settleMs);
    const std::optional<WalDamage> second = readOnce();
    if (!second || second->frame != first->frame || second->salt1 != first->salt1
        || second->salt2 != first->salt2) {
        qCDebug(lcDb) << "a -wal frame changed while it was read:" << path;
        return std::nullopt;
    }
    return second;
}

}  // namespace arbiter::db::detail

// A damaged -wal: SQLite's recovery keeps the frames up to the first whose checksum fails and silently
// drops the rest, acknowledged actions included. LogStore::open() reads the -wal first and refuses,
// changing nothing, when committed transactions follow the damage; a transaction torn by a crash
// while it was written (never acknowledged) is not damage. The -wal is a real one: log_crash_child
// appends actions and is killed with SIGKILL before it closes, so nothing is checkpointed.

#include "db/store/log_store.h"
#include "db/store/wal_check.h"
#include "tests/db/log_test_support.h"

#include <QCoreApplication>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace arbiter::db;
using arbiter::db::test::fileBytes;
using arbiter::db::test::folderEntries;

Q_DECLARE_METATYPE(arbiter::db::OpenMode)

namespace {

constexpr qsizetype walHeaderSize = 32;
constexpr qsizetype frameHeaderSize = 24;
constexpr int acksWanted = 12;

quint32 bigEndian32(const QByteArray& bytes, qsizetype at)
{
    quint32 value = 0;
    for (qsizetype i = 0; i < 4; ++i)
        value = (value << 8) | static_cast<quint8>(bytes[at + i]);
    return value;
}

void putBigEndian32(QByteArray& bytes, qsizetype at, quint32 value)
{
    for (qsizetype i = 0; i < 4; ++i)
        bytes[at + i] = static_cast<char>((value >> (8 * (3 - i))) & 0xff);
}

struct Wal {
    QByteArray bytes;
    qsizetype pageSize() const { return bigEndian32(bytes, 8); }
    qsizetype frameSize() const { return frameHeaderSize + pageSize(); }
    qsizetype frames() const { return (bytes.size() - walHeaderSize) / frameSize(); }
    qsizetype frameAt(qsizetype frame) const { return walHeaderSize + (frame - 1) * frameSize(); }
    bool commits(qsizetype frame) const { return bigEndian32(bytes, frameAt(frame) + 4) != 0; }
    // The commit frames from `frame` on: the transactions SQLite drops when `frame` is bad.
    int commitsFrom(qsizetype frame) const
    {
        int count = 0;
        for (qsizetype i = frame; i <= frames(); ++i)
            count += commits(i) ? 1 : 0;
        return count;
    }
    // The first frame of the last committed transaction.
    qsizetype lastTransaction() const
    {
        qsizetype previous = 0;
        qsizetype last = 0;
        for (qsizetype i = 1; i <= frames(); ++i) {
            if (commits(i)) {
                previous = last;
                last = i;
            }
        }
        return previous + 1;
    }

    // The same frames with the checksums SQLite computes for the other byte order (0x377f0683: the
    // words read big-endian), so both kinds of -wal can be tried on one machine.
    void useBigEndianChecksums()
    {
        putBigEndian32(bytes, 0, 0x377f0683);
        quint32 s0 = 0;
        quint32 s1 = 0;
        const auto add = [&](qsizetype from, qsizetype size) {
            for (qsizetype i = from; i < from + size; i += 8) {
                s0 += bigEndian32(bytes, i) + s1;
                s1 += bigEndian32(bytes, i + 4) + s0;
            }
        };
        add(0, 24);
        putBigEndian32(bytes, 24, s0);
        putBigEndian32(bytes, 28, s1);
        for (qsizetype frame = 1; frame <= frames(); ++frame) {
            add(frameAt(frame), 8);
            add(frameAt(frame) + frameHeaderSize, pageSize());
            putBigEndian32(bytes, frameAt(frame) + 16, s0);
            putBigEndian32(bytes, frameAt(frame) + 20, s1);
        }
    }
};

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

// The rows SQLite itself finds, opening a copy of the log with its -wal as any program would.
qint64 rowsSqliteSees(const QString& path)
{
    QTemporaryDir dir;
    const QString copy = dir.filePath(u"copy.arbiter"_s);
    QFile::copy(path, copy);
    QFile::copy(path + u"-wal"_s, copy + u"-wal"_s);
    qint64 rows = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"plain"_s);
        db.setDatabaseName(copy);
        QSqlQuery query(db);
        if (db.open() && query.exec(u"SELECT count(*) FROM actions"_s) && query.next())
            rows = query.value(0).toLongLong();
        query.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(u"plain"_s);
    return rows;
}

}  // namespace

class TestLogWal : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_logs = 0;

    // A log whose last acknowledged actions are only in its -wal: the writer was killed with them.
    // Returns the path; `acks` gets how many appends were acknowledged.
    QString crashedLog(int& acks)
    {
        const QString folder = m_dir.filePath(u"log-%1"_s.arg(++m_logs));
        QDir().mkpath(folder);
        const QString path = folder + u"/game.arbiter"_s;
        QProcess child;
        child.start(QCoreApplication::applicationDirPath() + u"/log_crash_child"_s, {path});
        if (!child.waitForStarted())
            return {};
        QByteArray out;
        while (out.count('\n') < acksWanted && child.state() == QProcess::Running) {
            child.waitForReadyRead(5000);
            out += child.readAllStandardOutput();
        }
        child.kill();
        child.waitForFinished();
        out += child.readAllStandardOutput();
        acks = static_cast<int>(out.count("ack "));
        return path;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(QFileInfo::exists(QCoreApplication::applicationDirPath() + u"/log_crash_child"_s));
    }

    // The sound -wal of a crashed writer: every acknowledged action is read.
    void crashedWriterLosesNothing()
    {
        int acks = 0;
        const QString path = crashedLog(acks);
        QVERIFY(acks >= acksWanted);
        const Wal wal{fileBytes(path + u"-wal"_s)};
        QVERIFY2(wal.frames() > acks, "the actions must still be in the -wal");
        QVERIFY(!detail::findWalDamage(wal.bytes));
        auto store = LogStore::open(path, OpenMode::Read);
        QVERIFY2(store, qPrintable(store.ok() ? QString() : store.error().message));
        QVERIFY(store.value()->actions(1).value().size() >= acks);
    }

    void damagedFrameIsRefused_data()
    {
        QTest::addColumn<OpenMode>("mode");
        QTest::addColumn<bool>("bigEndian");
        QTest::addRow("read") << OpenMode::Read << false;
        QTest::addRow("write") << OpenMode::Write << false;
        QTest::addRow("read, big-endian checksums") << OpenMode::Read << true;
    }

    void damagedFrameIsRefused()
    {
        QFETCH(OpenMode, mode);
        QFETCH(bool, bigEndian);
        int acks = 0;
        const QString path = crashedLog(acks);
        QVERIFY(acks >= acksWanted);
        Wal wal{fileBytes(path + u"-wal"_s)};
        if (bigEndian) {
            wal.useBigEndianChecksums();
            writeFile(path + u"-wal"_s, wal.bytes);
            QVERIFY(rowsSqliteSees(path) >= acks);  // SQLite takes the rewritten -wal as sound
        }
        // One byte of an early frame's page changes, as a bad sector or a stray write would.
        const qsizetype frame = 2;
        wal.bytes[wal.frameAt(frame) + frameHeaderSize + 100] ^= 0x01;
        writeFile(path + u"-wal"_s, wal.bytes);
        const int lost = wal.commitsFrom(frame);
        QVERIFY(lost >= acks);
        QVERIFY2(rowsSqliteSees(path) < acks, "SQLite itself drops the acknowledged actions");

        const QString folder = QFileInfo(path).absolutePath();
        const QStringList entries = folderEntries(folder);
        const QByteArray logBytes = fileBytes(path);
        const QByteArray shmBytes = fileBytes(path + u"-shm"_s);
        auto opened = LogStore::open(path, mode);
        QVERIFY2(!opened, "a -wal SQLite would cut short must be refused");
        const StoreError& error = opened.error();
        QCOMPARE(error.kind, StoreErrorKind::Damaged);
        qInfo("%s", qPrintable(error.message));
        QVERIFY2(error.message.contains(path + u"-wal"_s), qPrintable(error.message));
        QVERIFY2(error.message.contains(u" %1 committed transaction"_s.arg(lost)), qPrintable(error.message));
        QVERIFY2(error.message.contains(u"moving"_s), qPrintable(error.message));
        QCOMPARE(folderEntries(folder), entries);
        QVERIFY(fileBytes(path) == logBytes);
        QVERIFY(fileBytes(path + u"-wal"_s) == wal.bytes);
        QVERIFY(fileBytes(path + u"-shm"_s) == shmBytes);

        // What the message offers: with the -wal moved aside the log opens, without those actions.
        QVERIFY(QFile::rename(path + u"-wal"_s, path + u"-wal.damaged"_s));
        QFile::remove(path + u"-shm"_s);
        auto without = LogStore::open(path, OpenMode::Read);
        QVERIFY2(without, qPrintable(without.ok() ? QString() : without.error().message));
    }

    // The -wal's header carries the salts and the checksum every frame builds on: when it is damaged,
    // SQLite ignores the whole -wal.
    void damagedHeaderIsRefused()
    {
        int acks = 0;
        const QString path = crashedLog(acks);
        Wal wal{fileBytes(path + u"-wal"_s)};
        wal.bytes[13] ^= 0x10;  // the checkpoint sequence number: only the header checksum notices
        writeFile(path + u"-wal"_s, wal.bytes);
        QVERIFY(rowsSqliteSees(path) < acks);
        auto opened = LogStore::open(path, OpenMode::Read);
        QVERIFY(!opened);
        QCOMPARE(opened.error().kind, StoreErrorKind::Damaged);
        QVERIFY2(opened.error().message.contains(u" %1 committed transaction"_s.arg(wal.commitsFrom(1))),
                 qPrintable(opened.error().message));
    }

    // Issue 30: one bit of a salt. In the header it made every frame look like an older round, and in a
    // commit frame it hid the transaction it ended: SQLite dropped them all silently.
    void damagedSaltIsRefused_data()
    {
        QTest::addColumn<bool>("inHeader");
        QTest::addColumn<int>("salt");  // 1 or 2
        QTest::addRow("header, salt 1") << true << 1;
        QTest::addRow("header, salt 2") << true << 2;
        QTest::addRow("an early commit frame, salt 1") << false << 1;
        QTest::addRow("an early commit frame, salt 2") << false << 2;
    }

    void damagedSaltIsRefused()
    {
        QFETCH(bool, inHeader);
        QFETCH(int, salt);
        int acks = 0;
        const QString path = crashedLog(acks);
        QVERIFY(acks >= acksWanted);
        Wal wal{fileBytes(path + u"-wal"_s)};
        qsizetype frame = 1;
        while (!wal.commits(frame))
            ++frame;
        const qsizetype at = inHeader ? 16 + 4 * (salt - 1) : wal.frameAt(frame) + 8 + 4 * (salt - 1);
        wal.bytes[at + 2] ^= 0x04;
        writeFile(path + u"-wal"_s, wal.bytes);
        QVERIFY2(rowsSqliteSees(path) < acks, "SQLite itself drops the acknowledged actions");
        const QByteArray walBytes = fileBytes(path + u"-wal"_s);
        auto opened = LogStore::open(path, OpenMode::Write);
        QVERIFY2(!opened, "a -wal whose salts do not check must be refused");
        QCOMPARE(opened.error().kind, StoreErrorKind::Damaged);
        const int lost = inHeader ? wal.commitsFrom(1) : wal.commitsFrom(frame);
        QVERIFY2(opened.error().message.contains(u" %1 committed transaction"_s.arg(lost)),
                 qPrintable(opened.error().message));
        QVERIFY(fileBytes(path + u"-wal"_s) == walBytes);
    }

    // A crash while the last transaction was being written leaves it torn: never acknowledged, and
    // SQLite rightly drops it. The log opens.
    void tornLastTransactionOpens_data()
    {
        QTest::addColumn<bool>("truncate");
        QTest::addRow("cut off in its last frame") << true;
        QTest::addRow("a frame of it garbled") << false;
    }

    void tornLastTransactionOpens()
    {
        QFETCH(bool, truncate);
        int acks = 0;
        const QString path = crashedLog(acks);
        Wal wal{fileBytes(path + u"-wal"_s)};
        const qsizetype first = wal.lastTransaction();
        QVERIFY(first > 1);
        if (truncate) {
            wal.bytes.truncate(wal.frameAt(wal.frames()) + wal.frameSize() / 2);
        } else {
            wal.bytes[wal.frameAt(first) + frameHeaderSize + 7] ^= 0x40;
            QCOMPARE(wal.commitsFrom(first), 1);
        }
        writeFile(path + u"-wal"_s, wal.bytes);
        QVERIFY(!detail::findWalDamage(wal.bytes));
        auto store = LogStore::open(path, OpenMode::Read);
        QVERIFY2(store, qPrintable(store.ok() ? QString() : store.error().message));
        QVERIFY(store.value()->actions(1).value().size() >= acks - 1);
    }

    void tooShortToHoldAFrame()
    {
        QVERIFY(!detail::findWalDamage(QByteArray()));
        QVERIFY(!detail::findWalDamage(QByteArray(31, '\x37')));
        QVERIFY(!detail::findWalDamage(QByteArray(4000, '\0')));
    }
};

QTEST_GUILESS_MAIN(TestLogWal)
#include "tst_log_wal.moc"

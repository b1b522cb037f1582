// A full disk is a full disk: reading a closed log still works and leaves nothing beside it, writing
// is refused as DiskFull (exit 9 from `arbiter-cli log`) naming the folder, nothing is lost, and it
// works again once there is room. `new` leaves no log it could not finish. Before the fix the reads
// said "is damaged: ... disk I/O error" and left a -wal and a 3-byte -shm, and `new` left an empty log.
// The disk is a small tmpfs mounted for the test (root only: skipped where mounting is not allowed).

#include "db/cli/log_command.h"
#include "db/store/log_store.h"
#include "tests/db/log_test_support.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/mount.h>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace arbiter::db;
using arbiter::db::test::fileBytes;
using arbiter::db::test::folderEntries;

namespace {

const QByteArray setupJson =
    R"({"name": "Full", "edition": "deluxe", "players": [{"name": "Ann"}, {"name": "Bob"}]})";
const QByteArray levelUp = R"({"kind": "change-level", "player": "Ann", "amount": 1})";

LogOutcome log(const QString& path, LogVerb verb, const QByteArray& input = {})
{
    LogRequest request;
    request.database = path;
    request.verb = verb;
    request.input = input;
    return runLog(request);
}

QJsonObject json(const LogOutcome& outcome)
{
    return QJsonDocument::fromJson(outcome.output).object();
}

}  // namespace

class TestLogDiskFull : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_disk;  // the mount point
    QString m_filler;
    bool m_mounted = false;
    int m_logs = 0;

    QString newPath() { return m_disk + u"/game-%1.arbiter"_s.arg(++m_logs); }

    // Fills the disk, then gives back `room` bytes (tmpfs frees whole pages).
    void fill(qint64 room = 0)
    {
        const int fd = ::open(QFile::encodeName(m_filler).constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        QVERIFY(fd >= 0);
        const QByteArray block(4096, 'x');
        while (::write(fd, block.constData(), static_cast<size_t>(block.size())) > 0) {}
        QCOMPARE(errno, ENOSPC);
        const off_t size = ::lseek(fd, 0, SEEK_END);
        QVERIFY(::ftruncate(fd, std::max<off_t>(0, size - static_cast<off_t>(room))) == 0);
        ::close(fd);
    }

    void makeRoom() { QFile::remove(m_filler); }

    // A closed log with a game of three actions.
    QString closedLog()
    {
        const QString path = newPath();
        if (log(path, LogVerb::New, setupJson).exitCode != 0)
            return {};
        for (int i = 0; i < 3; ++i) {
            if (log(path, LogVerb::Do, levelUp).exitCode != 0)
                return {};
        }
        return path;
    }

    static void verifyDiskFull(const LogOutcome& outcome, const QString& folder)
    {
        QCOMPARE(outcome.exitCode, 9);
        const QString message = json(outcome)[u"error"_s][u"message"_s].toString();
        QVERIFY2(message.contains(u"is full"_s) && message.contains(folder), qPrintable(message));
        QVERIFY2(message.contains(u"Nothing was lost"_s), qPrintable(message));
        QVERIFY2(!message.contains(u"damaged"_s), qPrintable(message));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_disk = m_dir.filePath(u"disk"_s);
        QVERIFY(QDir().mkdir(m_disk));
        if (::mount("tmpfs", QFile::encodeName(m_disk).constData(), "tmpfs", 0, "size=4m,mode=0755") != 0) {
            const QByteArray why = std::strerror(errno);
            QSKIP(
                qPrintable(u"cannot mount a small tmpfs to fill (%1): run as root to test a full disk"_s.arg(
                    QString::fromLocal8Bit(why))));
        }
        m_mounted = true;
        m_filler = m_disk + u"/filler"_s;
    }

    void cleanupTestCase()
    {
        if (m_mounted && ::umount2(QFile::encodeName(m_disk).constData(), MNT_DETACH) != 0)
            qWarning("cannot unmount %s: %s", qPrintable(m_disk), std::strerror(errno));
    }

    void cleanup() { makeRoom(); }

    // The verbs that only read work on a full disk, and leave nothing beside the log.
    void readingAFullDisk()
    {
        const QString path = closedLog();
        QVERIFY(!path.isEmpty());
        fill();
        const QStringList entries = folderEntries(m_disk);
        const QByteArray before = fileBytes(path);
        for (LogVerb verb :
             {LogVerb::State, LogVerb::List, LogVerb::Export, LogVerb::History, LogVerb::Verify}) {
            const LogOutcome outcome = log(path, verb);
            QVERIFY2(outcome.exitCode == 0, outcome.output.constData());
            QCOMPARE(folderEntries(m_disk), entries);
        }
        QCOMPARE(json(log(path, LogVerb::State))[u"head"_s].toInt(), 3);
        QVERIFY(fileBytes(path) == before);
    }

    // Recording on a full disk: refused as such, nothing lost or left behind; it works with room again.
    void recordingOnAFullDisk()
    {
        const QString path = closedLog();
        QVERIFY(!path.isEmpty());
        fill();
        const QStringList entries = folderEntries(m_disk);
        const QByteArray before = fileBytes(path);
        const LogOutcome refused = log(path, LogVerb::Do, levelUp);
        verifyDiskFull(refused, m_disk);
        QCOMPARE(folderEntries(m_disk), entries);
        QVERIFY(fileBytes(path) == before);

        makeRoom();
        const LogOutcome recorded = log(path, LogVerb::Do, levelUp);
        QVERIFY2(recorded.exitCode == 0, recorded.output.constData());
        QCOMPARE(json(recorded)[u"seq"_s].toInt(), 4);
    }

    // The app has the log open (its -wal and -shm exist) when the disk fills up.
    void appendingWhileTheLogIsOpen()
    {
        const QString path = closedLog();
        QVERIFY(!path.isEmpty());
        auto store = LogStore::open(path, OpenMode::Write);
        QVERIFY(store);
        const qint64 game = store.value()->games().value().first().id;
        fill();
        NewActionRow action = test::sampleAction(4);
        action.payload.chop(1);
        action.payload += ",\"note\":\"" + QByteArray(64 * 1024, 'n') + "\"}";
        auto appended = store.value()->append(game, action);
        QVERIFY(!appended);
        QCOMPARE(appended.error().kind, StoreErrorKind::DiskFull);
        QVERIFY2(appended.error().message.contains(m_disk), qPrintable(appended.error().message));
        QCOMPARE(store.value()->actions(game).value().size(), 3);

        makeRoom();
        QCOMPARE(store.value()->append(game, action).value(), 4);
    }

    // Opening for writing on a full disk: refused, and no -wal or -shm left beside the log.
    void openingForWritingOnAFullDisk()
    {
        const QString path = closedLog();
        QVERIFY(!path.isEmpty());
        fill();
        const QStringList entries = folderEntries(m_disk);
        auto opened = LogStore::open(path, OpenMode::Write);
        QVERIFY(!opened);
        QCOMPARE(opened.error().kind, StoreErrorKind::DiskFull);
        QCOMPARE(folderEntries(m_disk), entries);
    }

    // `new` either makes a whole log with its game or nothing at all.
    void newOnAFullDisk_data()
    {
        QTest::addColumn<qint64>("room");
        for (const qint64 kib : {0, 16, 48, 64, 72, 96, 128})
            QTest::addRow("%lld KiB free", static_cast<long long>(kib)) << kib * 1024;
    }

    void newOnAFullDisk()
    {
        QFETCH(qint64, room);
        const QString path = newPath();
        fill(room);
        const QStringList entries = folderEntries(m_disk);
        const LogOutcome outcome = log(path, LogVerb::New, setupJson);
        qInfo("exit %d %s", outcome.exitCode, qPrintable(outcome.diagnostic));
        if (outcome.exitCode != 0) {
            verifyDiskFull(outcome, m_disk);
            QCOMPARE(folderEntries(m_disk), entries);
            makeRoom();
            QCOMPARE(log(path, LogVerb::New, setupJson).exitCode, 0);
        } else {
            QVERIFY2(room > 0, "a full disk cannot take a new log");
            makeRoom();
        }
        const QJsonObject list = json(log(path, LogVerb::List));
        QCOMPARE(list[u"games"_s].toArray().size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestLogDiskFull)
#include "tst_log_disk_full.moc"

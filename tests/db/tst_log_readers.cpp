// Readers while another program writes: a healthy log must never be reported damaged. The writer
// commits a large transaction and closes, round after round, so each close copies many pages into
// the main file and removes the -wal; the reader opens the log in Read mode the moment the -wal is
// gone. Before the fix the check before opening read a file without a -wal as `immutable`, took no
// lock, and read pages the next closing writer was rewriting: "database disk image is malformed", or
// quick_check found pages it could not account for (every run on a 2-core machine, 3 to 31 times in
// about 150 reads; `arbiter-cli log` writers and readers hit it about once in 1,000 runs).

#include "db/store/log_store.h"
#include "tests/db/log_test_support.h"

#include <QDeadlineTimer>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <atomic>
#include <memory>

using namespace Qt::StringLiterals;
using namespace arbiter::db;
using arbiter::db::test::folderEntries;
using arbiter::db::test::makeLog;

namespace {

constexpr int rounds = 400;
constexpr int maxMs = 6000;

// Another program writing the same file (the sqlite3 shell, say): a large transaction in a table of
// its own, then closing, so its close checkpoints many pages into the main file.
bool writeRound(const QString& path)
{
    const QString name = u"other-program"_s;
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=5000"_s);
        QSqlQuery query(db);
        ok = db.open() && query.exec(u"PRAGMA synchronous = OFF"_s)
             && query.exec(u"CREATE TABLE IF NOT EXISTS scratch (data BLOB)"_s)
             && query.exec(u"BEGIN IMMEDIATE"_s) && query.exec(u"DELETE FROM scratch"_s)
             && query.exec(
                 u"WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300) "
                 u"INSERT INTO scratch SELECT randomblob(abs(random()) % 2000) FROM n"_s)
             && query.exec(u"COMMIT"_s);
        query.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

}  // namespace

class TestLogReaders : public QObject {
    Q_OBJECT

private slots:
    void readerWhileAnotherProgramWrites()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"shared.arbiter"_s);
        QVERIFY(makeLog(path, 20000));

        std::atomic<int> writes{0};
        std::atomic<bool> stop{false};
        std::unique_ptr<QThread> writer(QThread::create([&] {
            while (!stop)
                writes += writeRound(path) ? 1 : 0;
        }));
        writer->start();

        int reads = 0;
        QStringList damaged;
        QStringList otherErrors;
        const QDeadlineTimer deadline(maxMs);
        for (int round = 0; round < rounds && !deadline.hasExpired(); ++round) {
            // The moment a closing writer has removed the -wal: the file looks closed.
            while (QFileInfo::exists(path + u"-wal"_s) && !deadline.hasExpired())
                QThread::yieldCurrentThread();
            auto opened = LogStore::open(path, OpenMode::Read);
            if (opened) {
                if (opened.value()->games())
                    ++reads;
            } else {
                (opened.error().kind == StoreErrorKind::Damaged ? damaged : otherErrors)
                    .append(opened.error().message);
            }
        }
        stop = true;
        QVERIFY(writer->wait(60000));

        qInfo("%d reads, %d failed (%lld reported damage), %d writes by the other program", reads,
              static_cast<int>(damaged.size() + otherErrors.size()), static_cast<long long>(damaged.size()),
              writes.load());
        QVERIFY2(damaged.isEmpty(), qPrintable(damaged.value(0)));
        QVERIFY2(otherErrors.isEmpty(), qPrintable(otherErrors.value(0)));
        QVERIFY(reads > 0);
        QVERIFY(writes > 0);
        auto store = LogStore::open(path, OpenMode::Read);
        QVERIFY(store);
        QCOMPARE(store.value()->integrityCheck().value(), QStringList{u"ok"_s});
    }

    // Reading a closed log leaves nothing beside it once it is done.
    void readingLeavesNothingBehind()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"quiet.arbiter"_s);
        QVERIFY(makeLog(path, 5));
        const QStringList before = folderEntries(dir.path());
        {
            auto store = LogStore::open(path, OpenMode::Read);
            QVERIFY2(store, qPrintable(store.ok() ? QString() : store.error().message));
            QCOMPARE(store.value()->actions(store.value()->games().value().first().id).value().size(), 5);
        }
        QCOMPARE(folderEntries(dir.path()), before);
    }
};

QTEST_GUILESS_MAIN(TestLogReaders)
#include "tst_log_readers.moc"

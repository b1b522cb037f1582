// Every refusal of LogStore::open(), one row each: the right kind, a message that names the file and
// the problem, and the file left exactly as it was (bytes, mode, and no -wal, -shm or .bak beside it).
// Then a file in use by another connection: a write waits up to the busy timeout, and either goes
// through when the other commits in time or fails with InUse, leaving nothing half-written.
//
// CI runs as root, who may write a chmod 0444 file (access(W_OK) and so QFileInfo::isWritable() say
// yes): the store treats a file or folder without any write permission bit as read-only for everyone,
// and these rows expect that.

#include "db/cli/log_command.h"
#include "db/store/log_store.h"
#include "tests/db/log_test_support.h"

#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QSemaphore>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace arbiter::db;
using arbiter::db::test::fileBytes;
using arbiter::db::test::folderEntries;
using arbiter::db::test::makeLog;
using arbiter::db::test::sampleAction;
using arbiter::db::test::sampleGame;

Q_DECLARE_METATYPE(arbiter::db::StoreErrorKind)
Q_DECLARE_METATYPE(arbiter::db::OpenMode)

namespace {

enum class Make {
    Text,
    RandomBytes,
    ShortFile,
    Folder,
    PlainSqlite,
    OtherApplicationId,
    TooNew,
    Truncated,
    DamagedPage,
    ReadOnlyFile,
    ReadOnlyFolder,
    ReadOnlyEmptyFile,
    NewInReadOnlyFolder,
    EmptyFile,
    Missing,
    WalIsAFolder,
};

// A plain SQLite file made the way another program would: a table, and the ids it chooses.
void makeSqlite(const QString& path, std::optional<qint32> applicationId, int userVersion)
{
    const QString name = u"maker"_s;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        if (!db.open())
            qFatal("cannot create %s", qPrintable(path));
        QSqlQuery query(db);
        query.exec(u"CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)"_s);
        query.exec(u"INSERT INTO notes (text) VALUES ('hello')"_s);
        if (applicationId)
            query.exec(u"PRAGMA application_id = %1"_s.arg(*applicationId));
        if (userVersion)
            query.exec(u"PRAGMA user_version = %1"_s.arg(userVersion));
        query.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

// Overwrites the b-tree page header of the page in the middle of a real log: its size still matches
// the header, but quick_check finds the page invalid.
void damageMiddlePage(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadWrite))
        qFatal("cannot open %s", qPrintable(path));
    const QByteArray header = file.read(100);
    const qint64 pageSize = (static_cast<quint8>(header[16]) << 8) | static_cast<quint8>(header[17]);
    const qint64 pages = file.size() / pageSize;
    file.seek((pages / 2) * pageSize);
    file.write(QByteArray(12, '\xff'));
}

// Makes the row's file in `folder` and returns its path.
QString make(Make what, const QString& folder)
{
    const QString path = folder + u"/game.arbiter"_s;
    switch (what) {
    case Make::Text:
        writeFile(path, QByteArray("These are the house rules: no Curses on the dog.\n").repeated(10));
        break;
    case Make::RandomBytes: {
        QByteArray bytes(8192, '\0');
        QRandomGenerator generator(42);
        for (char& byte : bytes)
            byte = static_cast<char>(generator.bounded(256));
        writeFile(path, bytes);
        break;
    }
    case Make::ShortFile:
        writeFile(path, QByteArray("SQLite format 3\0", 16) + QByteArray(40, '\0'));
        break;
    case Make::Folder:
        QDir(folder).mkdir(u"game.arbiter"_s);
        break;
    case Make::PlainSqlite:
        makeSqlite(path, std::nullopt, 0);
        break;
    case Make::OtherApplicationId:
        makeSqlite(path, 0x12345678, 1);
        break;
    case Make::TooNew:
        makeSqlite(path, LogStore::applicationId, 99);
        break;
    case Make::Truncated: {
        makeLog(path, 400);
        const QByteArray bytes = fileBytes(path);
        writeFile(path, bytes.left(bytes.size() / 2));
        break;
    }
    case Make::DamagedPage:
        makeLog(path, 400);
        damageMiddlePage(path);
        break;
    case Make::ReadOnlyFile:
        makeLog(path, 10);
        QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther);
        break;
    case Make::ReadOnlyFolder:
        makeLog(path, 10);
        QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup
                                          | QFile::ReadOther | QFile::ExeOther);
        break;
    case Make::ReadOnlyEmptyFile:
        writeFile(path, QByteArray());
        QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther);
        break;
    case Make::NewInReadOnlyFolder:
        QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup
                                          | QFile::ReadOther | QFile::ExeOther);
        break;
    case Make::EmptyFile:
        writeFile(path, QByteArray());
        break;
    case Make::Missing:
        break;
    case Make::WalIsAFolder:  // what SQLite cannot open for a reason of its own
        makeLog(path, 10);
        QDir(folder).mkdir(u"game.arbiter-wal"_s);
        break;
    }
    return path;
}

struct FileState {
    bool exists = false;
    QByteArray bytes;
    QFile::Permissions permissions;
    QFile::Permissions folderPermissions;
    QStringList entries;

    static FileState of(const QString& path)
    {
        const QFileInfo info(path);
        return {info.exists(), fileBytes(path), QFile::permissions(path),
                QFile::permissions(info.absolutePath()), folderEntries(info.absolutePath())};
    }
};

// The other program: a connection of its own in its own thread, holding `BEGIN IMMEDIATE` (the write
// lock) for `holdMs` and then committing.
class Holder : public QThread {
public:
    Holder(QString path, int holdMs) : m_path(std::move(path)), m_holdMs(holdMs) {}
    QSemaphore locked;
    bool ok = false;

protected:
    void run() override
    {
        const QString name = u"holder"_s;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
            db.setDatabaseName(m_path);
            QSqlQuery query(db);
            ok = db.open() && query.exec(u"BEGIN IMMEDIATE"_s);
            locked.release();
            QThread::msleep(static_cast<unsigned long>(m_holdMs));
            ok = ok && query.exec(u"COMMIT"_s);
            query.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }

private:
    QString m_path;
    int m_holdMs;
};

}  // namespace

class TestLogRefusals : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (::geteuid() == 0) {
            qInfo("running as root: access(W_OK) is %s for a 0444 file, so the store goes by the mode bits",
                  "true");
        }
    }

    void refusal_data()
    {
        QTest::addColumn<Make>("what");
        QTest::addColumn<OpenMode>("mode");
        QTest::addColumn<StoreErrorKind>("kind");
        QTest::addColumn<QString>("words");  // what the message must say, besides the file's name
        QTest::addColumn<int>("exitCode");   // of `arbiter-cli log`: `do` (Write) or `state` (Read)
        const auto write = OpenMode::Write;
        const auto read = OpenMode::Read;
        QTest::addRow("text file") << Make::Text << write << StoreErrorKind::NotSqlite << u"not an SQLite"_s
                                   << 5;
        QTest::addRow("random bytes")
            << Make::RandomBytes << write << StoreErrorKind::NotSqlite << u"not an SQLite"_s << 5;
        QTest::addRow("shorter than a header")
            << Make::ShortFile << write << StoreErrorKind::NotSqlite << u"not an SQLite"_s << 5;
        QTest::addRow("a folder") << Make::Folder << write << StoreErrorKind::NotSqlite << u"folder"_s << 5;
        QTest::addRow("another program's SQLite file")
            << Make::PlainSqlite << write << StoreErrorKind::Foreign << u"another program's"_s << 5;
        QTest::addRow("another application id")
            << Make::OtherApplicationId << write << StoreErrorKind::Foreign << u"another program's"_s << 5;
        QTest::addRow("newer file format")
            << Make::TooNew << write << StoreErrorKind::TooNew << u"newer Arbiter"_s << 6;
        QTest::addRow("truncated log")
            << Make::Truncated << write << StoreErrorKind::Damaged << u"truncated"_s << 7;
        QTest::addRow("damaged page")
            << Make::DamagedPage << write << StoreErrorKind::Damaged << u"damaged"_s << 7;
        QTest::addRow("read-only file")
            << Make::ReadOnlyFile << write << StoreErrorKind::ReadOnly << u"read-only"_s << 8;
        QTest::addRow("read-only folder")
            << Make::ReadOnlyFolder << write << StoreErrorKind::ReadOnly << u"read-only"_s << 8;
        QTest::addRow("read-only empty file")
            << Make::ReadOnlyEmptyFile << write << StoreErrorKind::ReadOnly << u"read-only"_s << 8;
        QTest::addRow("new file in a read-only folder")
            << Make::NewInReadOnlyFolder << write << StoreErrorKind::ReadOnly << u"read-only"_s << 8;
        QTest::addRow("read: missing")
            << Make::Missing << read << StoreErrorKind::NotFound << u"does not exist"_s << 4;
        QTest::addRow("read: empty file")
            << Make::EmptyFile << read << StoreErrorKind::NotSqlite << u"empty"_s << 5;
        QTest::addRow("read: text file")
            << Make::Text << read << StoreErrorKind::NotSqlite << u"not an SQLite"_s << 5;
        QTest::addRow("read: another program's SQLite file")
            << Make::PlainSqlite << read << StoreErrorKind::Foreign << u"another program's"_s << 5;
        QTest::addRow("read: newer file format")
            << Make::TooNew << read << StoreErrorKind::TooNew << u"newer Arbiter"_s << 6;
        QTest::addRow("read: truncated log")
            << Make::Truncated << read << StoreErrorKind::Damaged << u"truncated"_s << 7;
        QTest::addRow("read: damaged page")
            << Make::DamagedPage << read << StoreErrorKind::Damaged << u"damaged"_s << 7;
        QTest::addRow("read: the -wal is a folder")
            << Make::WalIsAFolder << read << StoreErrorKind::Io << u"cannot be read"_s << 10;
    }

    void refusal()
    {
        QFETCH(Make, what);
        QFETCH(OpenMode, mode);
        QFETCH(StoreErrorKind, kind);
        QFETCH(QString, words);
        QFETCH(int, exitCode);

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString folder = dir.filePath(u"logs"_s);
        QVERIFY(QDir().mkdir(folder));
        const QString path = make(what, folder);
        const auto restore = qScopeGuard([&folder, &path] {
            QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
            QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        });
        const FileState before = FileState::of(path);

        auto opened = LogStore::open(path, mode);
        QVERIFY2(!opened, "the file must be refused");
        const StoreError& error = opened.error();
        QCOMPARE(error.kind, kind);
        QVERIFY2(error.message.contains(QFileInfo(path).absoluteFilePath()), qPrintable(error.message));
        QVERIFY2(error.message.contains(words), qPrintable(error.message));
        qInfo("%s", qPrintable(error.message));

        const FileState after = FileState::of(path);
        QCOMPARE(after.exists, before.exists);
        QVERIFY2(after.bytes == before.bytes, "the file's bytes changed");
        QCOMPARE(after.permissions, before.permissions);
        QCOMPARE(after.folderPermissions, before.folderPermissions);
        QCOMPARE(after.entries, before.entries);  // no -wal, -shm, .bak or new file

        // `arbiter-cli log` says which refusal it was with its exit code, and changes nothing either.
        LogRequest request;
        request.database = path;
        request.verb = mode == OpenMode::Read ? LogVerb::State : LogVerb::Do;
        request.input = R"({"kind": "change-level", "player": "Ann", "amount": 1})";
        const LogOutcome outcome = runLog(request);
        QCOMPARE(outcome.exitCode, exitCode);
        QVERIFY2(outcome.diagnostic.contains(words), qPrintable(outcome.diagnostic));
        const FileState afterCli = FileState::of(path);
        QVERIFY2(afterCli.bytes == before.bytes, "the file's bytes changed");
        QCOMPARE(afterCli.entries, before.entries);
    }

    // Not a refusal: a log in a read-only folder can be read, and reading creates nothing beside it.
    void readingInAReadOnlyFolder()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(u"logs"_s);
        QVERIFY(QDir().mkdir(folder));
        const QString path = make(Make::ReadOnlyFolder, folder);
        const auto restore = qScopeGuard([&folder] {
            QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        });
        const FileState before = FileState::of(path);
        {
            auto opened = LogStore::open(path, OpenMode::Read);
            QVERIFY2(opened, qPrintable(opened.ok() ? QString() : opened.error().message));
            QCOMPARE(opened.value()->actions(opened.value()->games().value().first().id).value().size(), 10);
        }
        const FileState after = FileState::of(path);
        QVERIFY(after.bytes == before.bytes);
        QCOMPARE(after.entries, before.entries);
    }

    void writeWaitsForAShortLock()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"busy.arbiter"_s);
        auto store = LogStore::open(path, OpenMode::Write).value();
        const qint64 game = store->createGame(sampleGame(u"busy"_s)).value();

        Holder holder(path, 200);
        holder.start();
        holder.locked.acquire();
        QElapsedTimer timer;
        timer.start();
        auto appended = store->append(game, sampleAction(1));
        const qint64 waited = timer.elapsed();
        holder.wait();
        QVERIFY(holder.ok);
        QVERIFY2(appended, qPrintable(appended.ok() ? QString() : appended.error().message));
        QCOMPARE(appended.value(), 1);
        QVERIFY2(waited >= 150, qPrintable(u"waited %1 ms"_s.arg(waited)));
        QCOMPARE(store->integrityCheck().value(), QStringList{u"ok"_s});
    }

    void writeGivesUpOnALongLock()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"busy.arbiter"_s);
        auto store = LogStore::open(path, OpenMode::Write).value();
        const qint64 game = store->createGame(sampleGame(u"busy"_s)).value();
        QCOMPARE(store->append(game, sampleAction(1)).value(), 1);

        Holder holder(path, 2 * LogStore::busyTimeoutMs + 500);  // past both writes below
        holder.start();
        holder.locked.acquire();
        QElapsedTimer timer;
        timer.start();
        auto appended = store->append(game, sampleAction(2));
        const qint64 waited = timer.elapsed();
        const std::optional<StoreError> moved = store->moveHead(game, 0);
        holder.wait();
        QVERIFY(holder.ok);

        QVERIFY(!appended);
        QCOMPARE(appended.error().kind, StoreErrorKind::InUse);
        QVERIFY2(appended.error().message.contains(u"in use by another program; try again"_s),
                 qPrintable(appended.error().message));
        QVERIFY2(waited >= LogStore::busyTimeoutMs - 100, qPrintable(u"gave up after %1 ms"_s.arg(waited)));
        QVERIFY(moved);
        QCOMPARE(moved->kind, StoreErrorKind::InUse);

        // Nothing half-written, and the store works once the other program is done.
        QCOMPARE(store->integrityCheck().value(), QStringList{u"ok"_s});
        QCOMPARE(store->actions(game).value().size(), 1);
        QCOMPARE(store->game(game).value().head, 1);
        QCOMPARE(store->append(game, sampleAction(2)).value(), 2);
    }

    // The exit code of a file in use: 3, try again.
    void inUseExitsThree()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"busy.arbiter"_s);
        LogRequest request;
        request.database = path;
        request.verb = LogVerb::New;
        request.input = R"({"name": "Busy", "edition": "deluxe", "players": [{"name": "Ann"}]})";
        QCOMPARE(runLog(request).exitCode, 0);
        Holder holder(path, LogStore::busyTimeoutMs + 1500);
        holder.start();
        holder.locked.acquire();
        request.verb = LogVerb::Do;
        request.input = R"({"kind": "change-level", "player": "Ann", "amount": 1})";
        const LogOutcome outcome = runLog(request);
        holder.wait();
        QCOMPARE(outcome.exitCode, 3);
        QVERIFY2(outcome.diagnostic.contains(u"try again"_s), qPrintable(outcome.diagnostic));
    }

    void openWhileAnotherWrites()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"shared.arbiter"_s);
        QVERIFY(makeLog(path, 5));
        Holder holder(path, 300);
        holder.start();
        holder.locked.acquire();
        // A current file needs no write to open: neither mode waits for the lock.
        for (OpenMode mode : {OpenMode::Write, OpenMode::Read}) {
            auto opened = LogStore::open(path, mode);
            QVERIFY2(opened, qPrintable(opened.ok() ? QString() : opened.error().message));
            QCOMPARE(opened.value()->games().value().size(), 1);
        }
        holder.wait();
    }
};

QTEST_GUILESS_MAIN(TestLogRefusals)
#include "tst_log_refusals.moc"

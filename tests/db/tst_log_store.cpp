// The log store on sound files: games, append with the head/tip cursors through undo, redo, undo-to and
// an append after undo (which abandons the redo branch), lines, snapshots and their checksums, imports
// and their refusals, the game picker's order, and what survives closing the file.

#include "db/store/log_check.h"
#include "db/store/log_store.h"
#include "tests/db/log_test_support.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace arbiter::db;
using arbiter::db::test::sampleAction;
using arbiter::db::test::sampleGame;

Q_DECLARE_METATYPE(arbiter::db::StoreErrorKind)

namespace {

QList<qint64> seqs(const QList<ActionRow>& rows)
{
    QList<qint64> result;
    for (const ActionRow& row : rows)
        result.append(row.seq);
    return result;
}

QList<ActionRow> chain(qint64 count)
{
    QList<ActionRow> rows;
    for (qint64 seq = 1; seq <= count; ++seq)
        rows.append(ActionRow{seq, seq - 1, sampleAction(seq), {}, {}});
    return rows;
}

// Runs `statement` on the file from a connection of its own, as someone editing it behind the store would
// (the trigger that keeps rows from being deleted dropped first).
bool editBehind(const QString& path, const QString& statement)
{
    bool done = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"behind"_s);
        db.setDatabaseName(path);
        done = db.open();
        QSqlQuery query(db);
        for (const QString& sql : {u"DROP TRIGGER actions_never_deleted"_s, statement})
            if (done && !query.exec(sql)) {
                qWarning() << sql << query.lastError().text();
                done = false;
            }
    }
    QSqlDatabase::removeDatabase(u"behind"_s);
    return done;
}

// How many action rows the file holds for `game`, read from a connection of its own.
qint64 actionRows(const QString& path, qint64 game)
{
    qint64 count = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"count"_s);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery query(db);
            query.prepare(u"SELECT count(*) FROM actions WHERE game = ?"_s);
            query.addBindValue(game);
            if (query.exec() && query.next())
                count = query.value(0).toLongLong();
        }
    }
    QSqlDatabase::removeDatabase(u"count"_s);
    return count;
}

}  // namespace

class TestLogStore : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_files = 0;

    // A new log in the test's folder, opened for writing.
    std::unique_ptr<LogStore> freshStore(QString* path = nullptr)
    {
        const QString file = m_dir.filePath(u"log-%1.arbiter"_s.arg(++m_files));
        if (path)
            *path = file;
        auto opened = LogStore::open(file, OpenMode::Write);
        if (!opened)
            qFatal("cannot create %s: %s", qPrintable(file), qPrintable(opened.error().message));
        return std::move(opened).value();
    }

    static GameRow gameRow(LogStore& store, qint64 id)
    {
        auto row = store.game(id);
        if (!row)
            qFatal("no game %lld: %s", id, qPrintable(row.error().message));
        return row.value();
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void newFileIsCurrentAndEmpty()
    {
        QString path;
        auto store = freshStore(&path);
        QCOMPARE(store->path(), QFileInfo(path).absoluteFilePath());
        QCOMPARE(store->mode(), OpenMode::Write);
        QVERIFY(store->backupPath().isEmpty());
        QCOMPARE(store->games().value().size(), 0);
        QCOMPARE(store->integrityCheck().value(), QStringList{u"ok"_s});
        QVERIFY(!QFileInfo::exists(path + u".v1.bak"_s));
        // No leftovers of the creation under a temporary name.
        QCOMPARE(QDir(m_dir.path()).entryList({u"*.new*"_s}).size(), 0);
    }

    // A `new` killed half-way leaves `<file>.<hex>.new` (and maybe its journal): the next writer removes
    // those over a minute old, and leaves a fresh one, which a live `new` may still be building.
    void orphansOfAnInterruptedNewAreRemoved()
    {
        const QString path = m_dir.filePath(u"orphans.arbiter"_s);
        const auto plant = [&](const QString& name, qint64 ageSeconds) {
            QFile file(m_dir.filePath(name));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("half a log");
            file.flush();  // written now, so closing does not touch the time set below
            file.setFileTime(QDateTime::currentDateTimeUtc().addSecs(-ageSeconds),
                             QFileDevice::FileModificationTime);
        };
        plant(u"orphans.arbiter.0badc0de.new"_s, 600);
        plant(u"orphans.arbiter.0badc0de.new-journal"_s, 600);
        plant(u"orphans.arbiter.12345678.new"_s, 0);
        plant(u"other.arbiter.0badc0de.new"_s, 600);  // another log's: not this one's to remove
        {
            auto opened = LogStore::open(path, OpenMode::Write);
            QVERIFY(opened);
        }
        const QStringList left = QDir(m_dir.path()).entryList({u"*.new*"_s}, QDir::Files, QDir::Name);
        QCOMPARE(left, (QStringList{u"orphans.arbiter.12345678.new"_s, u"other.arbiter.0badc0de.new"_s}));
        QFile::remove(m_dir.filePath(u"orphans.arbiter.12345678.new"_s));
        QFile::remove(m_dir.filePath(u"other.arbiter.0badc0de.new"_s));
    }

    void createGameAndAppend()
    {
        auto store = freshStore();
        const qint64 id = store->createGame(sampleGame(u"g-1"_s)).value();
        GameRow row = gameRow(*store, id);
        QCOMPARE(row.uuid, u"g-1"_s);
        QCOMPARE(row.name, u"Friday game"_s);
        QCOMPARE(row.edition, u"deluxe"_s);
        QCOMPARE(row.players, (QStringList{u"Ann"_s, u"Bob"_s}));
        QVERIFY(row.setup.contains("\"players\""));
        QCOMPARE(row.createdAt, QDateTime(QDate(2024, 3, 1), QTime(18, 0), Qt::UTC));
        QCOMPARE(row.head, 0);
        QCOMPARE(row.tip, 0);

        for (qint64 n = 1; n <= 3; ++n)
            QCOMPARE(store->append(id, sampleAction(n)).value(), n);
        row = gameRow(*store, id);
        QCOMPARE(row.head, 3);
        QCOMPARE(row.tip, 3);
        QCOMPARE(row.actionCount, 3);
        QVERIFY(row.lastPlayedAt > row.createdAt);

        const QList<ActionRow> rows = store->actions(id).value();
        QCOMPARE(seqs(rows), (QList<qint64>{1, 2, 3}));
        QCOMPARE(rows[0].parent, 0);
        QCOMPARE(rows[2].parent, 2);
        QCOMPARE(rows[1].action.kind, u"change-level"_s);
        QCOMPARE(rows[1].action.payload, sampleAction(2).payload);
        QCOMPARE(rows[1].action.dice, QByteArray("[]"));
        QCOMPARE(rows[1].action.verdict, sampleAction(2).verdict);
        QCOMPARE(rows[1].action.format, 1);
        QVERIFY(rows[1].action.recordedAt.isValid());

        QCOMPARE(store->append(999, sampleAction(1)).error().kind, StoreErrorKind::NotFound);
        QCOMPARE(store->createGame(sampleGame(u"g-1"_s)).error().kind, StoreErrorKind::BadRequest);
        QVERIFY(store->createGame(sampleGame(u"g-1"_s)).error().message.contains(u"already in this file"_s));
        QCOMPARE(store->createGame(sampleGame(QString())).error().kind, StoreErrorKind::BadRequest);
    }

    void undoRedoAndAbandonedBranch()
    {
        auto store = freshStore();
        const qint64 id = store->createGame(sampleGame(u"g-2"_s)).value();
        for (qint64 n = 1; n <= 3; ++n)
            store->append(id, sampleAction(n));

        QVERIFY(!store->moveHead(id, 2));  // undo
        QCOMPARE(gameRow(*store, id).head, 2);
        QCOMPARE(gameRow(*store, id).tip, 3);
        QVERIFY(!store->moveHead(id, 3));  // redo
        QCOMPARE(gameRow(*store, id).head, 3);
        QVERIFY(!store->moveHead(id, 0));  // undo to the start
        QCOMPARE(gameRow(*store, id).head, 0);
        QCOMPARE(gameRow(*store, id).tip, 3);
        QVERIFY(!store->moveHead(id, 1));  // redo one

        // Recording after an undo: a child of head, the new tip; 2 and 3 are abandoned but kept.
        QCOMPARE(store->append(id, sampleAction(4)).value(), 4);
        const GameRow row = gameRow(*store, id);
        QCOMPARE(row.head, 4);
        QCOMPARE(row.tip, 4);
        QCOMPARE(row.actionCount, 4);
        const QList<ActionRow> all = store->actions(id).value();
        QCOMPARE(seqs(all), (QList<qint64>{1, 2, 3, 4}));
        QCOMPARE(all[3].parent, 1);
        QCOMPARE(seqs(store->line(id, 4).value()), (QList<qint64>{1, 4}));
        QCOMPARE(seqs(store->line(id, 3).value()), (QList<qint64>{1, 2, 3}));  // history view
        const QList<std::pair<qint64, qint64>> parents = store->parents(id).value();
        QCOMPARE(parents.size(), 4);
        QCOMPARE(parents[3], (std::pair<qint64, qint64>{4, 1}));

        // An append after undo-to-start starts a new line from the start.
        QVERIFY(!store->moveHead(id, 0));
        QCOMPARE(store->append(id, sampleAction(5)).value(), 5);
        QCOMPARE(store->actions(id).value()[4].parent, 0);
        QCOMPARE(seqs(store->line(id, 5).value()), (QList<qint64>{5}));
    }

    void moveHeadRefusals_data()
    {
        QTest::addColumn<qint64>("game");
        QTest::addColumn<qint64>("head");
        QTest::addColumn<StoreErrorKind>("kind");
        // The game: 1 <- 2 <- 3 abandoned by 4 (a child of 1); head = tip = 4.
        QTest::addRow("abandoned row") << qint64(1) << qint64(3) << StoreErrorKind::BadRequest;
        QTest::addRow("abandoned middle row") << qint64(1) << qint64(2) << StoreErrorKind::BadRequest;
        QTest::addRow("no such row") << qint64(1) << qint64(99) << StoreErrorKind::BadRequest;
        QTest::addRow("negative") << qint64(1) << qint64(-1) << StoreErrorKind::BadRequest;
        QTest::addRow("no such game") << qint64(42) << qint64(1) << StoreErrorKind::NotFound;
    }

    void moveHeadRefusals()
    {
        QFETCH(qint64, game);
        QFETCH(qint64, head);
        QFETCH(StoreErrorKind, kind);
        auto store = freshStore();
        const qint64 id = store->createGame(sampleGame(u"g-3"_s)).value();
        QCOMPARE(id, 1);
        for (qint64 n = 1; n <= 3; ++n)
            store->append(id, sampleAction(n));
        QVERIFY(!store->moveHead(id, 1));
        store->append(id, sampleAction(4));

        const std::optional<StoreError> error = store->moveHead(game, head);
        QVERIFY(error);
        QCOMPARE(error->kind, kind);
        QVERIFY(!error->message.isEmpty());
        QCOMPARE(gameRow(*store, id).head, 4);  // unchanged
        QVERIFY(!store->moveHead(id, 1));       // on the line: fine
        QVERIFY(!store->moveHead(id, 4));
    }

    void lineOfAnEmptyGameAndBadTargets()
    {
        auto store = freshStore();
        const qint64 id = store->createGame(sampleGame(u"g-4"_s)).value();
        QCOMPARE(store->line(id, 0).value().size(), 0);
        QCOMPARE(store->line(id, 1).error().kind, StoreErrorKind::BadRequest);
        QCOMPARE(store->line(77, 0).error().kind, StoreErrorKind::NotFound);
        QCOMPARE(store->actions(77).error().kind, StoreErrorKind::NotFound);
    }

    void longLineIsFast()
    {
        auto store = freshStore();
        constexpr qint64 count = 10000;
        QElapsedTimer timer;
        timer.start();
        const qint64 id = store->importGame(sampleGame(u"long"_s), chain(count), count, count).value();
        qInfo("imported %lld actions in %lld ms", count, timer.elapsed());
        timer.restart();
        const QList<ActionRow> rows = store->line(id, count).value();
        const qint64 lineMs = timer.elapsed();
        qInfo("line of %lld actions in %lld ms", count, lineMs);
        QCOMPARE(rows.size(), count);
        QCOMPARE(rows.first().seq, 1);
        QCOMPARE(rows.last().seq, count);
        QVERIFY2(lineMs < 2000, "line() must be fast for 10,000 rows");
        timer.restart();
        QVERIFY(!store->moveHead(id, 1));
        QVERIFY(!store->moveHead(id, count));
        QVERIFY2(timer.elapsed() < 2000, "moveHead() must be fast for 10,000 rows");
    }

    void snapshots()
    {
        QString path;
        auto store = freshStore(&path);
        const qint64 id = store->createGame(sampleGame(u"g-5"_s)).value();
        store->append(id, sampleAction(1));
        // The snapshot written with an append takes the new action's seq.
        const SnapshotRow given{99, 7, QByteArrayLiteral(R"({"level":2})"), true};
        QCOMPARE(store->append(id, sampleAction(2), given).value(), 2);
        QVERIFY(!store->putSnapshot(id, SnapshotRow{1, 7, QByteArrayLiteral(R"({"level":1})"), true}));

        QList<SnapshotRow> rows = store->snapshots(id).value();
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows[0].seq, 1);
        QCOMPARE(rows[1].seq, 2);
        QCOMPARE(rows[1].engine, 7);
        QCOMPARE(rows[1].state, QByteArray(R"({"level":2})"));
        QVERIFY(rows[0].intact && rows[1].intact);

        // Rewritten at will; refused for an action the game does not have.
        QVERIFY(!store->putSnapshot(id, SnapshotRow{1, 8, QByteArrayLiteral(R"({"level":1})"), true}));
        QCOMPARE(store->snapshots(id).value()[0].engine, 8);
        QCOMPARE(store->putSnapshot(id, SnapshotRow{5, 8, "{}", true})->kind, StoreErrorKind::BadRequest);

        // Damage one behind the store's back: its checksum no longer matches.
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"raw-snapshot"_s);
            raw.setDatabaseName(path);
            QVERIFY(raw.open());
            QSqlQuery damage(raw);
            QVERIFY(damage.exec(uR"(UPDATE snapshots SET state = '{"level":20}' WHERE seq = 2)"_s));
            damage.finish();
            raw.close();
        }
        QSqlDatabase::removeDatabase(u"raw-snapshot"_s);
        rows = store->snapshots(id).value();
        QVERIFY(rows[0].intact);
        QVERIFY(!rows[1].intact);

        QVERIFY(!store->dropSnapshot(id, 2));
        QVERIFY(!store->dropSnapshot(id, 2));  // already gone: nothing to do
        QCOMPARE(store->snapshots(id).value().size(), 1);
    }

    void importRefusals_data()
    {
        QTest::addColumn<QList<ActionRow>>("rows");
        QTest::addColumn<qint64>("head");
        QTest::addColumn<qint64>("tip");
        QTest::addColumn<QString>("reason");
        const auto row = [](qint64 seq, qint64 parent) {
            return ActionRow{seq, parent, sampleAction(seq), {}, {}};
        };
        QTest::addRow("seq zero") << QList<ActionRow>{row(0, 0)} << qint64(0) << qint64(0) << u"positive"_s;
        QTest::addRow("negative seq")
            << QList<ActionRow>{row(-2, 0)} << qint64(0) << qint64(0) << u"positive"_s;
        QTest::addRow("seq twice") << QList<ActionRow>{row(1, 0), row(1, 0)} << qint64(1) << qint64(1)
                                   << u"twice"_s;
        QTest::addRow("parent after child")
            << QList<ActionRow>{row(1, 0), row(2, 3), row(3, 1)} << qint64(3) << qint64(3) << u"earlier"_s;
        QTest::addRow("parent is itself")
            << QList<ActionRow>{row(1, 1)} << qint64(1) << qint64(1) << u"earlier"_s;
        QTest::addRow("parent missing")
            << QList<ActionRow>{row(1, 0), row(3, 2)} << qint64(3) << qint64(3) << u"not in the game"_s;
        QTest::addRow("tip missing") << chain(3) << qint64(3) << qint64(4) << u"tip"_s;
        QTest::addRow("head with no tip") << chain(3) << qint64(1) << qint64(0) << u"head"_s;
        QTest::addRow("head missing") << chain(3) << qint64(9) << qint64(3) << u"head"_s;
        QTest::addRow("head on an abandoned branch")
            << QList<ActionRow>{row(1, 0), row(2, 1), row(3, 1)} << qint64(2) << qint64(3) << u"head"_s;
    }

    void importRefusals()
    {
        QFETCH(QList<ActionRow>, rows);
        QFETCH(qint64, head);
        QFETCH(qint64, tip);
        QFETCH(QString, reason);
        auto store = freshStore();
        auto result = store->importGame(sampleGame(u"imported"_s), rows, head, tip);
        QVERIFY(!result);
        QCOMPARE(result.error().kind, StoreErrorKind::BadRequest);
        QVERIFY2(result.error().message.contains(reason), qPrintable(result.error().message));
        QCOMPARE(store->games().value().size(), 0);  // nothing written
    }

    void importKeepsTheTree()
    {
        auto store = freshStore();
        // 1 <- 2 <- 3 abandoned; 1 <- 4 <- 5 the line; head 4 (5 undone).
        QList<ActionRow> rows = chain(3);
        rows.append(ActionRow{4, 1, sampleAction(4), {}, {}});
        rows.append(ActionRow{5, 4, sampleAction(5), {}, {}});
        rows[2].action.recordedAt = QDateTime(QDate(2024, 3, 2), QTime(9, 0), Qt::UTC);
        const qint64 id = store->importGame(sampleGame(u"tree"_s), rows, 4, 5).value();
        const GameRow row = gameRow(*store, id);
        QCOMPARE(row.head, 4);
        QCOMPARE(row.tip, 5);
        QCOMPARE(row.actionCount, 5);
        QCOMPARE(row.lastPlayedAt, QDateTime(QDate(2024, 3, 2), QTime(9, 0), Qt::UTC));
        QCOMPARE(seqs(store->line(id, 5).value()), (QList<qint64>{1, 4, 5}));
        QCOMPARE(store->actions(id).value()[2].action.recordedAt, rows[2].action.recordedAt);
        // Appending continues after the highest seq, as a child of head.
        QCOMPARE(store->append(id, sampleAction(6)).value(), 6);
        QCOMPARE(store->actions(id).value()[5].parent, 4);

        auto again = store->importGame(sampleGame(u"tree"_s), rows, 4, 5);
        QCOMPARE(again.error().kind, StoreErrorKind::BadRequest);
        QVERIFY(again.error().message.contains(u"already in this file"_s));
        QCOMPARE(store->games().value().size(), 1);
    }

    void gamesMostRecentlyPlayedFirst()
    {
        auto store = freshStore();
        const QDateTime base(QDate(2024, 1, 1), QTime(12, 0), Qt::UTC);
        const qint64 a = store->createGame(sampleGame(u"a"_s, u"A"_s, base)).value();
        const qint64 b = store->createGame(sampleGame(u"b"_s, u"B"_s, base.addDays(2))).value();
        const qint64 c = store->createGame(sampleGame(u"c"_s, u"C"_s, base.addDays(1))).value();
        auto order = [&store] {
            QList<qint64> ids;
            for (const GameRow& row : store->games().value())
                ids.append(row.id);
            return ids;
        };
        QCOMPARE(order(), (QList<qint64>{b, c, a}));
        store->append(a, sampleAction(1));  // played now
        QCOMPARE(order(), (QList<qint64>{a, b, c}));
        QVERIFY(!store->moveHead(c, 0));  // an undo is playing too
        QCOMPARE(order(), (QList<qint64>{c, a, b}));
    }

    void reopenKeepsEverything()
    {
        QString path;
        qint64 id = 0;
        {
            auto store = freshStore(&path);
            id = store->createGame(sampleGame(u"kept"_s)).value();
            for (qint64 n = 1; n <= 4; ++n)
                store->append(id, sampleAction(n),
                              SnapshotRow{0, 3, QByteArray("{\"n\":") + QByteArray::number(n) + '}', true});
            QVERIFY(!store->moveHead(id, 2));
        }
        QVERIFY(!QFileInfo::exists(path + u"-wal"_s));  // checkpointed and removed on close
        for (OpenMode mode : {OpenMode::Write, OpenMode::Read}) {
            auto store = LogStore::open(path, mode);
            QVERIFY2(store, qPrintable(store.ok() ? QString() : store.error().message));
            const GameRow row = gameRow(*store.value(), id);
            QCOMPARE(row.uuid, u"kept"_s);
            QCOMPARE(row.head, 2);
            QCOMPARE(row.tip, 4);
            QCOMPARE(seqs(store.value()->actions(id).value()), (QList<qint64>{1, 2, 3, 4}));
            QCOMPARE(store.value()->snapshots(id).value().size(), 4);
            QVERIFY(store.value()->snapshots(id).value()[3].intact);
            QCOMPARE(store.value()->integrityCheck().value(), QStringList{u"ok"_s});
            QVERIFY(store.value()->backupPath().isEmpty());
        }
    }

    void readModeNeverWrites()
    {
        QString path;
        qint64 id = 0;
        {
            auto store = freshStore(&path);
            id = store->createGame(sampleGame(u"ro"_s)).value();
            store->append(id, sampleAction(1));
        }
        const QByteArray before = arbiter::db::test::fileBytes(path);
        auto store = LogStore::open(path, OpenMode::Read).value();
        QCOMPARE(store->mode(), OpenMode::Read);
        QCOMPARE(store->append(id, sampleAction(2)).error().kind, StoreErrorKind::ReadOnly);
        QCOMPARE(store->moveHead(id, 0)->kind, StoreErrorKind::ReadOnly);
        QCOMPARE(store->createGame(sampleGame(u"x"_s)).error().kind, StoreErrorKind::ReadOnly);
        QCOMPARE(store->putSnapshot(id, SnapshotRow{1, 1, "{}", true})->kind, StoreErrorKind::ReadOnly);
        QCOMPARE(store->dropSnapshot(id, 1)->kind, StoreErrorKind::ReadOnly);
        QCOMPARE(store->importGame(sampleGame(u"y"_s), {}, 0, 0).error().kind, StoreErrorKind::ReadOnly);
        QCOMPARE(store->line(id, 1).value().size(), 1);
        store.reset();
        QCOMPARE(arbiter::db::test::fileBytes(path), before);
    }

    void writerAndReaderTogether()
    {
        QString path;
        auto writer = freshStore(&path);
        const qint64 id = writer->createGame(sampleGame(u"shared"_s)).value();
        auto reader = LogStore::open(path, OpenMode::Read);
        QVERIFY(reader);
        QCOMPARE(writer->append(id, sampleAction(1)).value(), 1);
        // A reader opened while the writer has the file sees what it commits (WAL).
        QCOMPARE(reader.value()->actions(id).value().size(), 1);
    }

    void renameAndDeleteGames()
    {
        QString path;
        auto store = freshStore(&path);
        const qint64 kept = store->createGame(sampleGame(u"kept"_s, u"Kept"_s)).value();
        const qint64 gone = store->createGame(sampleGame(u"gone"_s, u"Gone"_s)).value();
        for (qint64 game : {kept, gone})
            for (qint64 seq = 1; seq <= 3; ++seq)
                QVERIFY(store->append(game, sampleAction(seq), SnapshotRow{seq, 1, "{}", true}));

        QVERIFY(!store->renameGame(kept, u"Friday at Ann's"_s));
        QCOMPARE(store->game(kept).value().name, u"Friday at Ann's"_s);
        QCOMPARE(store->renameGame(kept, u"   "_s)->field, u"name"_s);
        QCOMPARE(store->renameGame(99, u"X"_s)->kind, StoreErrorKind::NotFound);

        // An action row alone still cannot be deleted behind the store's back.
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"raw-delete"_s);
            raw.setDatabaseName(path);
            QVERIFY(raw.open());
            QSqlQuery del(raw);
            QVERIFY(!del.exec(u"DELETE FROM actions WHERE game_id = %1 AND seq = 3"_s.arg(kept)));
            QVERIFY(del.lastError().text().contains(u"never deleted"_s));
            del.finish();
            raw.close();
        }
        QSqlDatabase::removeDatabase(u"raw-delete"_s);

        QVERIFY(!store->deleteGame(gone));
        QCOMPARE(store->game(gone).error().kind, StoreErrorKind::NotFound);
        QCOMPARE(store->games().value().size(), 1);
        QCOMPARE(store->actions(kept).value().size(), 3);
        QCOMPARE(store->snapshots(kept).value().size(), 3);
        QCOMPARE(store->deleteGame(gone)->kind, StoreErrorKind::NotFound);
        QCOMPARE(store->integrityCheck().value(), QStringList{u"ok"_s});
        // A new game may reuse nothing of the old one: its rows start again at seq 1.
        const qint64 next = store->createGame(sampleGame(u"next"_s)).value();
        QCOMPARE(store->append(next, sampleAction(1)).value(), 1);
    }

    // Issue 30: a write never makes a cut or an edited anchor look sound again, whoever writes.
    void appendRefusesABrokenAnchor_data()
    {
        QTest::addColumn<QString>("statement");
        QTest::addColumn<bool>("empty");  // the game's rows deleted before the edit
        QTest::newRow("anchor edited") << u"UPDATE games SET chain = 'x' || substr(chain, 2)"_s << false;
        QTest::newRow("last row cut") << u"DELETE FROM actions WHERE seq = 3"_s << false;
        QTest::newRow("setup edited, no rows") << u"UPDATE games SET setup = setup || ' '"_s << true;
        QTest::newRow("head edited, no rows") << u"UPDATE games SET head = 2"_s << true;
        // Format 6: the anchor covers the cursors and created_at, so a write checks them too, inside its
        // transaction (a GameLog checks them when it opens the game; this is the store on its own).
        QTest::newRow("an undo nobody did") << u"UPDATE games SET head = 2"_s << false;
        QTest::newRow("head and tip moved back together") << u"UPDATE games SET head = 2, tip = 2"_s << false;
        QTest::newRow("created_at edited")
            << u"UPDATE games SET created_at = '2020-01-01T00:00:00.000Z'"_s << false;
        QTest::newRow("anchor_of edited")
            << u"UPDATE games SET anchor_of = replace(anchor_of, ' 3:', ' 2:')"_s << false;
    }

    void appendRefusesABrokenAnchor()
    {
        QFETCH(QString, statement);
        QFETCH(bool, empty);
        QString path;
        qint64 id = 0;
        {
            auto store = freshStore(&path);
            id = store->createGame(sampleGame(u"anchored"_s)).value();
            for (qint64 n = 1; n <= (empty ? 0 : 3); ++n)
                QVERIFY(store->append(id, sampleAction(n)));
        }
        QVERIFY(editBehind(path, statement));
        const QByteArray before = arbiter::db::test::fileBytes(path);
        std::unique_ptr<LogStore> store = arbiter::db::test::openStoreOrDie(path);
        const StoreResult<qint64> appended = store->append(id, sampleAction(9));
        QVERIFY(!appended);
        QCOMPARE(appended.error().kind, StoreErrorKind::Damaged);
        QVERIFY(appended.error().damage);
        QCOMPARE(appended.error().damage->field, u"chain"_s);
        // Nor is the head moved (an undo would write an anchor over the change).
        const std::optional<StoreError> moved = store->moveHead(id, 0);
        QVERIFY(moved);
        QCOMPARE(moved->kind, StoreErrorKind::Damaged);
        store.reset();
        QCOMPARE(arbiter::db::test::fileBytes(path), before);
    }

    // An append takes what the last one worked out from its game's row (the genesis, anchor_of, whether the
    // anchor matches) only when the row's bytes read back the same: an edit made behind a store that keeps
    // appending is refused as by a store opened afresh, and nothing is written.
    void aStoreThatKeepsAppendingRefusesAnEditBehindIt_data() { appendRefusesABrokenAnchor_data(); }

    void aStoreThatKeepsAppendingRefusesAnEditBehindIt()
    {
        QFETCH(QString, statement);
        QFETCH(bool, empty);
        QString path;
        std::unique_ptr<LogStore> store = freshStore(&path);
        const qint64 id = store->createGame(sampleGame(u"warm"_s)).value();
        for (qint64 n = 1; n <= (empty ? 0 : 3); ++n)
            QVERIFY(store->append(id, sampleAction(n)));
        QVERIFY(editBehind(path, statement));
        const qint64 before = actionRows(path, id);
        const StoreResult<qint64> appended = store->append(id, sampleAction(9));
        QVERIFY(!appended);
        QCOMPARE(appended.error().kind, StoreErrorKind::Damaged);
        QCOMPARE(actionRows(path, id), before);
    }

    // The append binds UTF-8 through SQLite's own handle: whatever bytes a column is given, the file holds
    // their decoding, as when it bound them through Qt SQL, and every row checks as verify checks it.
    void appendStoresTextsAsTheirDecoding_data()
    {
        QTest::addColumn<QByteArray>("payload");
        QTest::addColumn<QByteArray>("dice");
        QTest::addRow("ASCII") << QByteArray(R"({"player":"Ann"})") << QByteArray("[3]");
        QTest::addRow("accents and CJK") << QByteArray(R"({"player":"Zwölf Äxte — 斧"})") << QByteArray();
        QTest::addRow("byte order mark") << QByteArray("\xEF\xBB\xBF{}") << QByteArray("[]");
        QTest::addRow("invalid byte") << QByteArray("{\"player\":\"\xFF\"}") << QByteArray("[\xC3");
        QTest::addRow("empty") << QByteArray("") << QByteArray();
    }

    void appendStoresTextsAsTheirDecoding()
    {
        QFETCH(QByteArray, payload);
        QFETCH(QByteArray, dice);
        auto store = freshStore();
        const qint64 id = store->createGame(sampleGame(u"texts"_s)).value();
        NewActionRow action = sampleAction(1);
        action.payload = payload;
        action.dice = dice;
        action.verdict = payload;
        for (int n = 0; n < 2; ++n)
            QVERIFY(store->append(id, action));
        const QList<ActionRow> rows = store->actions(id).value();
        QCOMPARE(rows.size(), 2);
        for (const ActionRow& row : rows) {
            QCOMPARE(row.action.payload, QString::fromUtf8(payload).toUtf8());
            QCOMPARE(row.action.verdict, QString::fromUtf8(payload).toUtf8());
            QCOMPARE(row.action.dice, dice.isEmpty() ? QByteArray("[]") : QString::fromUtf8(dice).toUtf8());
            QCOMPARE(row.action.kind, action.kind);
        }
        const GameRow game = gameRow(*store, id);
        QVERIFY(game.anchored);
        // The anchor was made with the last row as its one leaf (games.anchor_of ends with it).
        QVERIFY2(game.anchorOf.endsWith(u" 2:"_s + rows.last().hash), qPrintable(game.anchorOf));
        QVERIFY(rowProblems(game, rows).isEmpty());
    }

    void integrityCheck()
    {
        auto store = freshStore();
        QCOMPARE(store->integrityCheck().value(), QStringList{u"ok"_s});
    }
};

QTEST_GUILESS_MAIN(TestLogStore)
#include "tst_log_store.moc"

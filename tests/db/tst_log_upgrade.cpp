// The upgrade from a committed file-format-1 log (data/arbiter-v1.sqlite, written by
// data/make-v1-fixture.py): Write mode backs it up beside itself and migrates it to format 2 keeping
// every row and both cursors; Read mode reads it as it is, without migrating or writing.

#include "db/store/card_library.h"
#include "db/store/game_log.h"
#include "db/store/log_audit.h"
#include "db/store/log_chain.h"
#include "db/store/log_schema.h"
#include "db/store/log_store.h"
#include "tests/db/log_test_support.h"

#include <QSemaphore>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace Qt::StringLiterals;
using namespace arbiter::db;
using arbiter::db::test::fileBytes;

namespace {

const QString fixture = QStringLiteral(QT_TESTCASE_SOURCEDIR "/data/arbiter-v1.sqlite");
// Written by the last format-3 build (data/make-v3-fixture.sh): two games, a snapshot, an undone row
// and an abandoned one.
const QString fixture3 = QStringLiteral(QT_TESTCASE_SOURCEDIR "/data/arbiter-v3.sqlite");
// Written by the last format-4 build (data/make-v4-fixture.sh): two games, a snapshot, a fight, an undone
// row and an abandoned one.
const QString fixture4 = QStringLiteral(QT_TESTCASE_SOURCEDIR "/data/arbiter-v4.sqlite");
// Written by the last format-5 build (data/make-v5-fixture.sh): two games, a snapshot, a fight, two
// abandoned branches, a head two actions behind its tip, and an undone row.
const QString fixture5 = QStringLiteral(QT_TESTCASE_SOURCEDIR "/data/arbiter-v5.sqlite");

const QStringList payloads = {
    uR"({"kind":"change-level","player":"Ann","amount":1,"source":"go-up-a-level","cardAllowsWin":false})"_s,
    uR"({"kind":"play-character-card","player":"Ann","card":"Elf"})"_s,
    uR"({"kind":"next-phase","phase":"look-for-trouble-or-loot-the-room"})"_s,
    uR"({"kind":"change-level","player":"Bob","amount":1,"source":"go-up-a-level","cardAllowsWin":false})"_s,
};

// A plain connection for looking at a file the way the sqlite3 shell would.
class Raw {
public:
    explicit Raw(const QString& path, bool readOnly = true)
    {
        static int count = 0;
        m_name = u"raw-%1"_s.arg(++count);
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_name);
        db.setDatabaseName(path);
        if (readOnly)
            db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
        if (!db.open())
            qFatal("cannot open %s", qPrintable(path));
    }
    ~Raw()
    {
        QSqlDatabase::database(m_name, false).close();
        QSqlDatabase::removeDatabase(m_name);
    }

    // Every row of a statement, its columns joined by '|'.
    QStringList rows(const QString& sql) const
    {
        QSqlQuery query(QSqlDatabase::database(m_name, false));
        if (!query.exec(sql))
            qFatal("%s failed", qPrintable(sql));
        QStringList result;
        while (query.next()) {
            QStringList columns;
            for (int i = 0; i < query.record().count(); ++i)
                columns.append(query.value(i).toString());
            result.append(columns.join(u'|'));
        }
        return result;
    }
    QString value(const QString& sql) const { return rows(sql).value(0); }
    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }

private:
    QString m_name;
};

const QString v1Games =
    u"SELECT id, uuid, name, edition, setup, created_at, last_played_at, head, tip FROM games ORDER BY id"_s;
const QString v1Actions =
    u"SELECT game_id, seq, parent, kind, format, payload, dice, verdict, recorded_at "
    u"FROM actions ORDER BY game_id, seq"_s;
const QString schemaOf = u"SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY name"_s;

}  // namespace

class TestLogUpgrade : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_copies = 0;

    // Tests never open the fixture itself: even a read-only SQLite connection leaves -wal and -shm
    // files beside a WAL database, and this one lives in the source tree.
    QString copyOfFixture(const QString& source = fixture)
    {
        const QString folder = m_dir.filePath(u"copy-%1"_s.arg(++m_copies));
        QDir().mkpath(folder);
        const QString path = folder + u"/old.arbiter"_s;
        if (!QFile::copy(source, path))
            qFatal("cannot copy %s", qPrintable(source));
        QFile::setPermissions(path,
                              QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
        return path;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFileInfo::exists(fixture), qPrintable(fixture));
    }

    // The fixture really is what migrateTo1() writes, so the upgrade below is the one users will run.
    void fixtureHasTheVersion1Schema()
    {
        const QString path = m_dir.filePath(u"fresh-v1.sqlite"_s);
        {
            Raw fresh(path, false);
            QVERIFY(!detail::migrateTo1(fresh.db(), path));
        }
        const Raw made(path);
        const Raw committed(copyOfFixture());
        QCOMPARE(committed.rows(schemaOf), made.rows(schemaOf));
        QCOMPARE(committed.value(u"PRAGMA user_version"_s), u"1"_s);
        QCOMPARE(committed.value(u"PRAGMA application_id"_s), QString::number(LogStore::applicationId));
    }

    void readModeReadsWithoutMigrating()
    {
        const QString path = copyOfFixture();
        const QByteArray before = fileBytes(path);
        {
            auto opened = LogStore::open(path, OpenMode::Read);
            QVERIFY2(opened, qPrintable(opened.ok() ? QString() : opened.error().message));
            LogStore& store = *opened.value();
            QVERIFY(store.backupPath().isEmpty());
            const QList<GameRow> games = store.games().value();
            QCOMPARE(games.size(), 1);
            QCOMPARE(games[0].name, u"Fixture game"_s);
            QCOMPARE(games[0].players, (QStringList{u"Ann"_s, u"Bob"_s}));  // worked out from the setup
            QCOMPARE(games[0].head, 3);
            QCOMPARE(games[0].tip, 4);
            QCOMPARE(store.actions(1).value().size(), 4);
            QCOMPARE(store.line(1, 3).value().size(), 3);
            QCOMPARE(store.snapshots(1).value().size(), 0);
        }
        QCOMPARE(fileBytes(path), before);
        QCOMPARE(Raw(path).value(u"PRAGMA user_version"_s), u"1"_s);
        QVERIFY(!QFileInfo::exists(path + u".v1.bak"_s));
    }

    void writeModeBacksUpAndMigrates()
    {
        const QString path = copyOfFixture();
        const Raw original(copyOfFixture());
        {
            auto opened = LogStore::open(path, OpenMode::Write);
            QVERIFY2(opened, qPrintable(opened.ok() ? QString() : opened.error().message));
            LogStore& store = *opened.value();
            QCOMPARE(store.backupPath(), path + u".v1.bak"_s);

            const GameRow game = store.game(1).value();
            QCOMPARE(game.uuid, u"6f1c2a4e-0000-4000-8000-000000000001"_s);
            QCOMPARE(game.name, u"Fixture game"_s);
            QCOMPARE(game.edition, u"deluxe"_s);
            QCOMPARE(game.players, (QStringList{u"Ann"_s, u"Bob"_s}));
            QCOMPARE(game.head, 3);
            QCOMPARE(game.tip, 4);
            QCOMPARE(game.createdAt, QDateTime(QDate(2024, 3, 1), QTime(18, 0), Qt::UTC));
            const QList<ActionRow> rows = store.actions(1).value();
            QCOMPARE(rows.size(), 4);
            for (qsizetype i = 0; i < rows.size(); ++i) {
                QCOMPARE(rows[i].seq, i + 1);
                QCOMPARE(rows[i].parent, i);
                QCOMPARE(QString::fromUtf8(rows[i].action.payload), payloads[i]);
                QCOMPARE(rows[i].action.format, 1);
                QCOMPARE(rows[i].action.dice, QByteArray("[]"));
                QCOMPARE(rows[i].action.verdict, QByteArray(R"({"legal":true,"reasons":[]})"));
            }
            QCOMPARE(rows[1].action.kind, u"play-character-card"_s);
            // Format 2 works: snapshots, and appending after the undone row abandons it.
            QVERIFY(!store.putSnapshot(1, SnapshotRow{3, 1, "{}", true}));
            QCOMPARE(store.snapshots(1).value().size(), 1);
            QCOMPARE(store.integrityCheck().value(), QStringList{u"ok"_s});
        }
        {
            const Raw upgraded(path);
            QCOMPARE(upgraded.value(u"PRAGMA user_version"_s), QString::number(LogStore::schemaVersion));
            QCOMPARE(upgraded.value(u"SELECT players FROM games WHERE id = 1"_s), uR"(["Ann","Bob"])"_s);
            QCOMPARE(upgraded.value(u"SELECT COUNT(*) FROM sqlite_master WHERE name = 'snapshots'"_s),
                     u"1"_s);
            QCOMPARE(upgraded.rows(v1Games), original.rows(v1Games));
            QCOMPARE(upgraded.rows(v1Actions), original.rows(v1Actions));
        }
        // The backup is the v1 database as it was: same schema, same rows.
        const Raw backup(path + u".v1.bak"_s);
        QCOMPARE(backup.value(u"PRAGMA user_version"_s), u"1"_s);
        QCOMPARE(backup.value(u"PRAGMA application_id"_s), QString::number(LogStore::applicationId));
        QCOMPARE(backup.rows(schemaOf), original.rows(schemaOf));
        QCOMPARE(backup.rows(v1Games), original.rows(v1Games));
        QCOMPARE(backup.rows(v1Actions), original.rows(v1Actions));
        QCOMPARE(backup.rows(v1Actions).size(), 4);

        // Opening the upgraded file again takes no second backup.
        const QDir folder = QFileInfo(path).absoluteDir();
        QVERIFY(LogStore::open(path, OpenMode::Write).value()->backupPath().isEmpty());
        QCOMPARE(folder.entryList({u"*.bak"_s}), QStringList{u"old.arbiter.v1.bak"_s});
    }

    void anExistingBackupIsNotOverwritten()
    {
        const QString path = copyOfFixture();
        QFile marker(path + u".v1.bak"_s);
        QVERIFY(marker.open(QIODevice::WriteOnly));
        marker.write("an older backup");
        marker.close();
        auto opened = LogStore::open(path, OpenMode::Write);
        QVERIFY(opened);
        QCOMPARE(opened.value()->backupPath(), path + u".v1.2.bak"_s);
        QCOMPARE(fileBytes(path + u".v1.bak"_s), QByteArray("an older backup"));
        QCOMPARE(Raw(path + u".v1.2.bak"_s).rows(v1Actions).size(), 4);
    }

    // Format 4 chains the rows already in the file: every row gets its hash, each game its anchor, the
    // snapshot its digest, and nothing else changes; verify then finds the file sound.
    void version3FileIsChained()
    {
        const QString path = copyOfFixture(fixture3);
        const Raw original(copyOfFixture(fixture3));
        QCOMPARE(original.value(u"PRAGMA user_version"_s), u"3"_s);
        {
            auto opened = LogStore::open(path, OpenMode::Read);  // read as it is: no chain yet
            QVERIFY(opened);
            const AuditReport report = auditLog(*opened.value()).value();
            QVERIFY2(report.ok(),
                     qPrintable(report.problems().isEmpty() ? QString() : report.problems()[0].text()));
            QCOMPARE(report.games.size(), 2);
            QVERIFY(!report.games[0].chained);
            QCOMPARE(report.games[0].actions, 106);
        }
        {
            auto opened = LogStore::open(path, OpenMode::Write);
            QVERIFY2(opened, qPrintable(opened.ok() ? QString() : opened.error().message));
            LogStore& store = *opened.value();
            QCOMPARE(store.backupPath(), path + u".v3.bak"_s);
            const AuditReport report = auditLog(store).value();
            QVERIFY2(report.ok(),
                     qPrintable(report.problems().isEmpty() ? QString() : report.problems()[0].text()));
            QCOMPARE(report.games[0].actions + report.games[1].actions, 108);
            QCOMPARE(report.games[0].snapshotsChecked, 1);
            for (const GameAudit& game : report.games)
                QVERIFY(game.chained);

            const QList<ActionRow> rows = store.actions(1).value();
            QCOMPARE(rows.size(), 106);
            for (const ActionRow& row : rows)
                QCOMPARE(row.hash.size(), 64);
            // Format 6 then anchors the game: its last row is one of the leaves the anchor was made with.
            QVERIFY(chain::readInputs(store.game(1).value().anchorOf)
                        .value()
                        .leaves.contains(chain::Leaf{rows.last().seq, rows.last().hash}));
            QCOMPARE(rows[99].stateDigest, chain::digestOf(store.snapshot(1, 100).value().state));
            QVERIFY(rows[98].stateDigest.isEmpty());

            // The game plays on, and stays sound.
            auto game = GameLog::open(store, 1);
            QVERIFY(game);
            QCOMPARE(game.value()->head(), 106);
            QCOMPARE(game.value()->state().players[0].level, 2);
            arbiter::rules::game::actions::ChangeLevel up;
            up.player = "Bob";
            up.amount = 1;
            QVERIFY(game.value()->record(arbiter::rules::game::Action{up}).value().recorded);
            QVERIFY(auditLog(store).value().ok());
        }
        const Raw upgraded(path);
        QStringList rows = upgraded.rows(v1Actions);
        rows.removeAt(106);  // the action just recorded
        QCOMPARE(rows, original.rows(v1Actions));
        QCOMPARE(upgraded.rows(v1Games).last(), original.rows(v1Games).last());  // game 2 was not played
    }

    // Format 5 adds the card library: an empty `cards` table, and nothing else changes. The chain still
    // vouches for every row, and the library is outside it: a card remembered changes no hash.
    void version4FileGetsTheCardLibrary()
    {
        const QString path = copyOfFixture(fixture4);
        const Raw original(copyOfFixture(fixture4));
        QCOMPARE(original.value(u"PRAGMA user_version"_s), u"4"_s);
        // Format 6 then makes each game's anchor anew (version5FileGetsTheFullAnchor): `chain` aside.
        const QString games4 =
            u"SELECT id, uuid, name, edition, setup, created_at, last_played_at, head, tip, players "
            u"FROM games ORDER BY id"_s;
        const QString actions4 =
            u"SELECT game_id, seq, parent, kind, format, payload, dice, verdict, recorded_at, hash, "
            u"state_digest FROM actions ORDER BY game_id, seq"_s;
        const QString snapshots =
            u"SELECT game_id, seq, engine, state, checksum FROM snapshots ORDER BY game_id, seq"_s;
        {
            auto opened = LogStore::open(path, OpenMode::Read);  // read as it is: no library yet
            QVERIFY(opened);
            QVERIFY(CardLibrary(*opened.value()).list().value().isEmpty());
        }
        {
            auto opened = LogStore::open(path, OpenMode::Write);
            QVERIFY2(opened, qPrintable(opened.ok() ? QString() : opened.error().message));
            LogStore& store = *opened.value();
            QCOMPARE(store.backupPath(), path + u".v4.bak"_s);
            const AuditReport report = auditLog(store).value();
            QVERIFY2(report.ok(),
                     qPrintable(report.problems().isEmpty() ? QString() : report.problems()[0].text()));
            QCOMPARE(report.games.size(), 2);
            QCOMPARE(report.games[0].actions + report.games[1].actions, 109);
            QCOMPARE(report.games[0].snapshotsChecked + report.games[1].snapshotsChecked, 1);
            CardLibrary library(store);
            QVERIFY(library.list().value().isEmpty());
            arbiter::rules::munchkin::Enhancer enraged{"Enraged", 5, 1};
            QVERIFY(library.remember(LibraryCard{u"deluxe"_s, enraged, {}}).ok());
            QVERIFY(auditLog(store).value().ok());
        }
        const Raw upgraded(path);
        QCOMPARE(upgraded.value(u"PRAGMA user_version"_s), QString::number(LogStore::schemaVersion));
        QCOMPARE(upgraded.rows(games4), original.rows(games4));
        QCOMPARE(upgraded.rows(actions4), original.rows(actions4));
        QCOMPARE(upgraded.rows(snapshots), original.rows(snapshots));
        QCOMPARE(upgraded.rows(u"SELECT name, use_count FROM cards"_s), QStringList{u"Enraged|1"_s});
        // The schema is the old one plus the library (and format 6's column of games): no other table,
        // index or trigger of format 4 changed.
        QStringList schema = upgraded.rows(schemaOf);
        schema.removeIf([](const QString& row) {
            return row.contains(u"|cards|"_s) || row.startsWith(u"table|games|"_s);
        });
        QStringList schema4 = original.rows(schemaOf);
        schema4.removeIf([](const QString& row) { return row.startsWith(u"table|games|"_s); });
        QCOMPARE(schema, schema4);
        QCOMPARE(Raw(path + u".v4.bak"_s).value(u"PRAGMA user_version"_s), u"4"_s);
    }

    // Format 6 makes each game's anchor over its created_at, cursors and every leaf, from the rows as they
    // are; no row, snapshot or other column changes, and the game plays on from its undone head.
    void version5FileGetsTheFullAnchor()
    {
        const QString path = copyOfFixture(fixture5);
        const Raw original(copyOfFixture(fixture5));
        QCOMPARE(original.value(u"PRAGMA user_version"_s), u"5"_s);
        const QString games5 =
            u"SELECT id, uuid, name, edition, setup, created_at, last_played_at, head, tip, players "
            u"FROM games ORDER BY id"_s;
        const QString actions5 =
            u"SELECT game_id, seq, parent, kind, format, payload, dice, verdict, recorded_at, hash, "
            u"state_digest FROM actions ORDER BY game_id, seq"_s;
        const QString snapshots =
            u"SELECT game_id, seq, engine, state, checksum FROM snapshots ORDER BY game_id, seq"_s;
        {
            auto opened = LogStore::open(path, OpenMode::Read);  // read as it is: the format-5 anchor
            QVERIFY(opened);
            const GameRow game = opened.value()->game(1).value();
            QVERIFY(game.chained && !game.anchored);
            QVERIFY(auditLog(*opened.value()).value().ok());
        }
        {
            auto opened = LogStore::open(path, OpenMode::Write);
            QVERIFY2(opened, qPrintable(opened.ok() ? QString() : opened.error().message));
            LogStore& store = *opened.value();
            QCOMPARE(store.backupPath(), path + u".v5.bak"_s);
            const AuditReport report = auditLog(store).value();
            QVERIFY2(report.ok(),
                     qPrintable(report.problems().isEmpty() ? QString() : report.problems()[0].text()));
            const GameRow game = store.game(1).value();
            QVERIFY(game.anchored);
            QCOMPARE(game.head, 105);
            QCOMPARE(game.tip, 109);
            const chain::AnchorInputs inputs = chain::readInputs(game.anchorOf).value();
            QCOMPARE(inputs.head, 105);
            QCOMPARE(inputs.tip, 109);
            QCOMPARE(inputs.createdAt, game.createdAtStored);
            QList<qint64> leaves;
            for (const chain::Leaf& leaf : inputs.leaves)
                leaves.append(leaf.seq);
            QCOMPARE(leaves, (QList<qint64>{106, 107, 109}));  // 108 is followed by 109
            QCOMPARE(game.chain, chain::anchor(chain::genesis(game.uuid, game.edition, game.setup), inputs));
            QCOMPARE(chain::readInputs(store.game(2).value().anchorOf).value().leaves.size(), 1);

            // The game plays on from its head, and stays sound.
            auto log = GameLog::open(store, 1);
            QVERIFY2(log, qPrintable(log.ok() ? QString() : log.error().message));
            QCOMPARE(log.value()->head(), 105);
            QVERIFY(!log.value()->undo());
            QVERIFY(auditLog(store).value().ok());
        }
        const Raw upgraded(path);
        QCOMPARE(upgraded.value(u"PRAGMA user_version"_s), u"6"_s);
        QStringList games = upgraded.rows(games5);
        QStringList games5Before = original.rows(games5);
        QCOMPARE(games.size(), 2);
        QCOMPARE(games[1], games5Before[1]);  // game 2 was not played
        QCOMPARE(upgraded.rows(actions5), original.rows(actions5));
        QCOMPARE(upgraded.rows(snapshots), original.rows(snapshots));
        QVERIFY(upgraded.value(u"SELECT chain FROM games WHERE id = 2"_s)
                != original.value(u"SELECT chain FROM games WHERE id = 2"_s));
        QCOMPARE(Raw(path + u".v5.bak"_s).value(u"PRAGMA user_version"_s), u"5"_s);
    }

    // A format-5 file read as it is has no anchor over its cursors: there the cursors' place on the rows is
    // still checked (tip a row, head on its line to tip), and a head off the line is named.
    void format5FileReadAsItIsChecksItsCursors()
    {
        const QString path = copyOfFixture(fixture5);
        {
            Raw raw(path, false);
            QSqlQuery query(raw.db());
            QVERIFY(
                query.exec(u"UPDATE games SET head = 107 WHERE id = 1"_s));  // abandoned: not on 109's line
        }
        auto opened = LogStore::open(path, OpenMode::Read);
        QVERIFY(opened);
        LogStore& store = *opened.value();
        QVERIFY(!store.game(1).value().anchored);
        const AuditReport report = auditLog(store).value();
        QStringList named;
        for (const AuditProblem& problem : report.problems())
            named.append(u"%1:%2:%3"_s.arg(problem.game).arg(problem.seq).arg(problem.field));
        QCOMPARE(named, QStringList{u"1:0:head"_s});
        auto log = GameLog::open(store, 1);
        QVERIFY(!log);
        QCOMPARE(log.error().kind, StoreErrorKind::Damaged);
        QCOMPARE(log.error().damage.value().field, u"head"_s);
    }

    // A game that does not check as format 5 keeps its old anchor through the upgrade: it stays damaged,
    // named as before, and the upgrade makes no anchor for it that would verify.
    void damagedGameStaysDamagedThroughFormat6()
    {
        const QString path = copyOfFixture(fixture5);
        {
            Raw raw(path, false);
            QSqlQuery query(raw.db());
            QVERIFY(query.exec(u"DROP TRIGGER actions_never_updated"_s));
            QVERIFY(query.exec(u"UPDATE actions SET dice = '[6]' WHERE game_id = 2 AND seq = 1"_s));
            QVERIFY(
                query.exec(uR"(CREATE TRIGGER actions_never_updated BEFORE UPDATE ON actions
BEGIN SELECT RAISE(ABORT, 'action rows are never changed'); END)"_s));
        }
        const QString before = Raw(path).value(u"SELECT chain FROM games WHERE id = 2"_s);
        auto opened = LogStore::open(path, OpenMode::Write);
        QVERIFY(opened);
        LogStore& store = *opened.value();
        QCOMPARE(store.game(2).value().chain, before);
        QVERIFY(store.game(2).value().anchorOf.isEmpty());
        QVERIFY(store.game(1).value().anchored && !store.game(1).value().anchorOf.isEmpty());
        const AuditReport report = auditLog(store).value();
        QVERIFY(!report.ok());
        QStringList named;
        for (const AuditProblem& problem : report.problems())
            named.append(u"%1:%2:%3"_s.arg(problem.game).arg(problem.seq).arg(problem.field));
        QVERIFY2(named.contains(u"2:1:hash"_s), qPrintable(named.join(u", "_s)));
        QVERIFY2(named.contains(u"2:0:chain"_s), qPrintable(named.join(u", "_s)));
        for (const QString& problem : named)
            QVERIFY2(problem.startsWith(u"2:"_s), qPrintable(problem));
        // And nothing is written on it.
        NewActionRow action = arbiter::db::test::sampleAction(3);
        QCOMPARE(store.append(2, action).error().kind, StoreErrorKind::Damaged);
        QCOMPARE(store.moveHead(2, 2).value_or(StoreError{}).kind, StoreErrorKind::Damaged);
    }

    // Every trigger and index docs/file-format.md lists is in a new file and in each upgraded one, and the
    // triggers still refuse: the format-4 fill drops actions_never_updated and must create it again.
    void everyListedTriggerAndIndexExists_data()
    {
        QTest::addColumn<QString>("source");  // empty: a new file
        QTest::newRow("new") << QString();
        QTest::newRow("from v1") << fixture;
        QTest::newRow("from v3") << fixture3;
        QTest::newRow("from v4") << fixture4;
        QTest::newRow("from v5") << fixture5;
    }

    void everyListedTriggerAndIndexExists()
    {
        QFETCH(QString, source);
        QString path;
        if (source.isEmpty()) {
            path = m_dir.filePath(u"new-%1.arbiter"_s.arg(++m_copies));
            auto store = arbiter::db::test::openStoreOrDie(path);
            QVERIFY(store->createGame(arbiter::db::test::sampleGame(u"listed"_s)));
            QVERIFY(store->append(1, arbiter::db::test::sampleAction(1)));
        } else {
            path = copyOfFixture(source);
            QVERIFY(arbiter::db::test::openStoreOrDie(path));
        }
        QFile docs(QStringLiteral(QT_TESTCASE_SOURCEDIR "/../../docs/file-format.md"));
        QVERIFY(docs.open(QIODevice::ReadOnly));
        const QString documented = QString::fromUtf8(docs.readAll());
        const QStringList listed = {u"trigger|actions_never_updated"_s, u"trigger|actions_never_deleted"_s,
                                    u"index|actions_by_parent"_s, u"index|actions_branches"_s};
        const Raw raw(path, false);
        const QStringList present = raw.rows(u"SELECT type, name FROM sqlite_master"_s);
        for (const QString& entry : listed) {
            QVERIFY2(documented.contains(u'`' + entry.section(u'|', 1)), qPrintable(entry));
            QVERIFY2(present.contains(entry), qPrintable(entry + u" missing"_s));
        }
        QSqlQuery query(raw.db());
        QVERIFY(!query.exec(u"UPDATE actions SET kind = 'forged' WHERE seq = 1"_s));
        QVERIFY(!query.exec(u"DELETE FROM actions WHERE seq = 1"_s));
        QCOMPARE(raw.value(u"SELECT COUNT(*) FROM actions WHERE kind = 'forged'"_s), u"0"_s);
    }

    // Another program holding the write lock for longer than the busy timeout: the upgrade is refused
    // and the file stays a v1 file, with no backup left behind.
    void upgradeWhileInUseChangesNothing()
    {
        const QString path = copyOfFixture();
        const QByteArray before = fileBytes(path);
        QSemaphore locked;
        QSemaphore release;
        QThread* holder = QThread::create([&path, &locked, &release] {
            {
                QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"holder"_s);
                db.setDatabaseName(path);
                db.open();
                QSqlQuery query(db);
                query.exec(u"BEGIN IMMEDIATE"_s);
                locked.release();
                release.acquire();
                query.exec(u"ROLLBACK"_s);
                query.finish();
                db.close();
            }
            QSqlDatabase::removeDatabase(u"holder"_s);
        });
        holder->start();
        locked.acquire();
        auto opened = LogStore::open(path, OpenMode::Write);
        release.release();
        holder->wait();
        delete holder;

        QVERIFY(!opened);
        QCOMPARE(opened.error().kind, StoreErrorKind::InUse);
        QVERIFY2(opened.error().message.contains(u"in use by another program"_s),
                 qPrintable(opened.error().message));
        QCOMPARE(Raw(path).value(u"PRAGMA user_version"_s), u"1"_s);
        QCOMPARE(fileBytes(path), before);
        QVERIFY(!QFileInfo::exists(path + u".v1.bak"_s));
        // Once the other program is done, the upgrade goes through.
        auto again = LogStore::open(path, OpenMode::Write);
        QVERIFY(again);
        QCOMPARE(again.value()->backupPath(), path + u".v1.bak"_s);
    }
};

QTEST_GUILESS_MAIN(TestLogUpgrade)
#include "tst_log_upgrade.moc"

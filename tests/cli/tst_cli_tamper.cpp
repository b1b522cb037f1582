// A log changed behind Arbiter's back, as a hostile or careless user would change it with the sqlite3
// shell: `arbiter-cli log verify` names each change by game, action and field, exits 1, and leaves the
// file as it found it; a forged snapshot never decides a state; a damaged row stops its game but not
// the reading of what was recorded.

#include "cli_run.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using namespace Qt::StringLiterals;

namespace {

using arbiter::test::cli;
using arbiter::test::Run;

Run log(const QString& path, QStringList arguments, const QByteArray& input = {})
{
    arguments.prepend(path);
    arguments.prepend(u"--db"_s);
    arguments.prepend(u"log"_s);
    return cli(arguments, input);
}

QByteArray levelUp(const char* player, int amount = 1)
{
    return QJsonDocument(QJsonObject{{u"kind"_s, u"change-level"_s},
                                     {u"player"_s, QString::fromLatin1(player)},
                                     {u"amount"_s, amount},
                                     {u"source"_s, amount > 0 ? u"go-up-a-level"_s : u"card"_s}})
        .toJson(QJsonDocument::Compact);
}

// Runs SQL on the file the way the sqlite3 shell would, triggers dropped first.
void tamper(const QString& path, const QStringList& statements)
{
    const QString name = u"tamper-"_s + QString::number(QRandomGenerator::global()->generate());
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery query(db);
        for (const QString& statement : QStringList{u"DROP TRIGGER IF EXISTS actions_never_updated"_s,
                                                    u"DROP TRIGGER IF EXISTS actions_never_deleted"_s}
                                            + statements)
            QVERIFY2(query.exec(statement), qPrintable(statement + u": "_s + query.lastError().text()));
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

// A row's hash as docs/file-format.md gives it ("The hash chain"), recomputed by a forger from the row's
// columns and its parent's stored hash: the row then checks against its parent on its own.
void rehash(const QString& path, qint64 game, qint64 seq)
{
    const QString name = u"rehash-"_s + QString::number(QRandomGenerator::global()->generate());
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery row(db);
        row.prepare(
            u"SELECT a.parent, a.kind, a.format, a.payload, a.dice, a.verdict, a.recorded_at, "
            u"a.state_digest, p.hash FROM actions a LEFT JOIN actions p ON p.game_id = a.game_id "
            u"AND p.seq = a.parent WHERE a.game_id = ? AND a.seq = ?"_s);
        row.addBindValue(game);
        row.addBindValue(seq);
        QVERIFY(row.exec() && row.next());
        QVERIFY(row.value(0).toLongLong() > 0);  // a first row would need the genesis
        QCryptographicHash hash(QCryptographicHash::Sha256);
        const auto number = [&hash](qint64 value) {
            char big[8];
            qToBigEndian<qint64>(value, big);
            hash.addData(QByteArrayView(big, 8));
        };
        const auto bytes = [&](const QString& text) {
            const QByteArray utf8 = text.toUtf8();
            number(utf8.size());
            hash.addData(utf8);
        };
        bytes(u"arbiter-action/1"_s);
        bytes(row.value(8).toString());
        number(seq);
        number(row.value(0).toLongLong());
        bytes(row.value(1).toString());
        number(row.value(2).toLongLong());
        for (int column : {3, 4, 5, 6, 7})
            bytes(row.value(column).toString());
        const QString forged = QString::fromLatin1(hash.result().toHex());
        row.finish();
        QSqlQuery update(db);
        update.prepare(u"UPDATE actions SET hash = ? WHERE game_id = ? AND seq = ?"_s);
        update.addBindValue(forged);
        update.addBindValue(game);
        update.addBindValue(seq);
        QVERIFY(update.exec());
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

QByteArray fileHash(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

// "seq:field" of every problem verify listed for a game.
QStringList problemsOf(const QJsonObject& verify, qint64 game)
{
    QStringList found;
    for (const QJsonValue& audited : verify[u"games"_s].toArray()) {
        if (audited[u"game"_s].toInteger() != game)
            continue;
        for (const QJsonValue& problem : audited[u"problems"_s].toArray())
            found.append(u"%1:%2"_s.arg(problem[u"seq"_s].toInteger()).arg(problem[u"field"_s].toString()));
    }
    return found;
}

// The first problem verify listed for a game, as a refusal names it.
QJsonObject firstProblem(const QJsonObject& verify, qint64 game)
{
    for (const QJsonValue& audited : verify[u"games"_s].toArray())
        if (audited[u"game"_s].toInteger() == game)
            return audited[u"problems"_s].toArray().first().toObject();
    return {};
}

// The checksum docs/file-format.md gives for a snapshot, recomputed as a forger would.
QString snapshotChecksum(qint64 game, qint64 seq, int engine, const QByteArray& state)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    char number[8];
    qToBigEndian<qint64>(game, number);
    hash.addData(QByteArrayView(number, 8));
    qToBigEndian<qint64>(seq, number);
    hash.addData(QByteArrayView(number, 8));
    qToBigEndian<qint32>(engine, number);
    hash.addData(QByteArrayView(number, 4));
    hash.addData(state);
    return QString::fromLatin1(hash.result().toHex());
}

}  // namespace

class TestCliTamper : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_files = 0;

    // Game 1 (five actions, one with a die) and game 2 (one action), the most recently played.
    QString twoGames()
    {
        const QString path = m_dir.filePath(u"log-%1.arbiter"_s.arg(++m_files));
        const QByteArray setup = R"({"name": "First", "edition": "deluxe",
            "players": [{"name": "Ann", "sex": "female"}, {"name": "Bob", "sex": "male"}]})";
        if (log(path, {u"new"_s}, setup).exitCode != 0)
            return {};
        const QList<QByteArray> actions = {
            levelUp("Ann"), levelUp("Bob"),
            R"({"kind": "roll-die", "player": "Bob", "roll": 5, "purpose": "who starts"})", levelUp("Ann"),
            levelUp("Bob")};
        for (const QByteArray& action : actions) {
            const Run done = log(path, {u"do"_s}, action);
            if (done.exitCode != 0 || !done.out[u"recorded"_s].toBool())
                return {};
        }
        if (log(path, {u"new"_s}, QByteArray(setup).replace("First", "Second")).exitCode != 0
            || log(path, {u"do"_s}, levelUp("Ann")).exitCode != 0)
            return {};
        return path;
    }

    // twoGames(), then game 1 undoes action 5, records action 6 after 4 (5 is abandoned) and undoes it:
    // head 4, tip 6, leaves 5 and 6.
    QString branchedGames()
    {
        const QString path = twoGames();
        const QStringList one = {u"--game"_s, u"1"_s};
        if (path.isEmpty() || log(path, one + QStringList{u"undo"_s}).exitCode != 0
            || log(path, one + QStringList{u"do"_s}, levelUp("Ann")).exitCode != 0
            || log(path, one + QStringList{u"undo"_s}).exitCode != 0)
            return {};
        return path;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void healthyFileVerifies()
    {
        const QString path = twoGames();
        QVERIFY(!path.isEmpty());
        const Run verify = log(path, {u"verify"_s});
        QCOMPARE(verify.exitCode, 0);
        QCOMPARE(verify.out[u"ok"_s].toBool(), true);
        QCOMPARE(verify.out[u"games"_s].toArray().size(), 2);  // every game, not just the latest
        QCOMPARE(verify.out[u"actions"_s].toInt(), 6);
        for (const QJsonValue& audited : verify.out[u"games"_s].toArray())
            QVERIFY(audited[u"chained"_s].toBool());
    }

    void tamperingIsNamed_data()
    {
        QTest::addColumn<QStringList>("statements");
        QTest::addColumn<QStringList>("expected");  // seq:field, each must be listed for game 1
        QTest::addColumn<bool>("branched");         // on branchedGames(), not twoGames()
        QTest::addColumn<qint64>("rehashed");       // a row of game 1 whose hash is then recomputed

        QTest::newRow("two payloads swapped")
            << QStringList{u"UPDATE actions SET payload = (SELECT payload FROM actions WHERE game_id = 1 AND seq = "
                           u"5) WHERE game_id = 1 AND seq = 4"_s,
                           u"UPDATE actions SET payload = (SELECT payload FROM actions WHERE game_id = 1 AND seq = "
                           u"1) WHERE game_id = 1 AND seq = 5"_s}
            << QStringList{u"4:hash"_s, u"5:hash"_s} << false << qint64(0);
        QTest::newRow("last rows cut, cursors moved back")
            << QStringList{u"DELETE FROM actions WHERE game_id = 1 AND seq >= 4"_s,
                           u"UPDATE games SET head = 3, tip = 3 WHERE id = 1"_s}
            << QStringList{u"0:head"_s, u"0:tip"_s, u"5:seq"_s} << false << qint64(0);
        QTest::newRow("verdict forged")
            << QStringList{uR"(UPDATE actions SET verdict = '{"legal":true,"reasons":[]}' WHERE game_id = 1 AND seq = 4)"_s}
            << QStringList{u"4:hash"_s, u"4:verdict"_s} << false << qint64(0);
        QTest::newRow("dice forged")
            << QStringList{u"UPDATE actions SET dice = '[6]' WHERE game_id = 1 AND seq = 3"_s}
            << QStringList{u"3:hash"_s, u"3:dice"_s} << false << qint64(0);
        QTest::newRow("kind forged")
            << QStringList{u"UPDATE actions SET kind = 'die' WHERE game_id = 1 AND seq = 2"_s}
            << QStringList{u"2:hash"_s, u"2:kind"_s} << false << qint64(0);
        QTest::newRow("time forged")
            << QStringList{u"UPDATE actions SET recorded_at = '2020-01-01T00:00:00.000Z' WHERE game_id = 1 AND seq = 2"_s}
            << QStringList{u"2:hash"_s} << false << qint64(0);
        QTest::newRow("key renamed in a payload") << QStringList{
            u"UPDATE actions SET payload = replace(payload, '\"player\"', '\"playr\"') WHERE "
            u"game_id = 1 AND seq = 3"_s} << QStringList{u"3:hash"_s, u"3:payload.playr"_s} << false << qint64(0);
        QTest::newRow("setup edited")
            << QStringList{u"UPDATE games SET setup = replace(setup, 'First', 'Frist') WHERE id = 1"_s}
            << QStringList{u"1:hash"_s} << false << qint64(0);
        // Issue 30: what every verb but verify used to show, or write on and make clean again.
        QTest::newRow("last row deleted, cursors left")
            << QStringList{u"DELETE FROM actions WHERE game_id = 1 AND seq = 5"_s} << QStringList{u"5:seq"_s}
            << false << qint64(0);
        QTest::newRow("one character of the anchor changed") << QStringList{
            u"UPDATE games SET chain = substr(chain, 1, 10) || "
            u"(CASE substr(chain, 11, 1) WHEN '0' THEN '1' ELSE '0' END) || substr(chain, 12) "
            u"WHERE id = 1"_s} << QStringList{u"0:chain"_s} << false << qint64(0);
        QTest::newRow("head off the line") << QStringList{u"UPDATE games SET head = 7 WHERE id = 1"_s}
                                           << QStringList{u"0:head"_s} << false << qint64(0);
        QTest::newRow("tip past the rows") << QStringList{u"UPDATE games SET tip = 9 WHERE id = 1"_s}
                                           << QStringList{u"0:tip"_s} << false << qint64(0);
        // The same instant written another way: the chain hashes the text as stored.
        QTest::newRow("time rewritten as the same instant") << QStringList{
            u"UPDATE actions SET recorded_at = replace(recorded_at, 'Z', '+00:00') WHERE game_id = 1 "
            u"AND seq = 2"_s} << QStringList{u"2:hash"_s} << false << qint64(0);
        // Format 6: the anchor covers the cursors, every leaf and created_at, so a change that keeps the
        // rows consistent is named too.
        QTest::newRow("an undo nobody did") << QStringList{u"UPDATE games SET head = 3 WHERE id = 1"_s}
                                            << QStringList{u"0:head"_s} << false << qint64(0);
        QTest::newRow("a redo nobody did") << QStringList{u"UPDATE games SET head = 6 WHERE id = 1"_s}
                                           << QStringList{u"0:head"_s} << true << qint64(0);
        QTest::newRow("tip moved to the abandoned leaf")
            << QStringList{u"UPDATE games SET tip = 5 WHERE id = 1"_s} << QStringList{u"0:tip"_s} << true
            << qint64(0);
        QTest::newRow("abandoned leaf edited, its hash recomputed") << QStringList{
            u"UPDATE actions SET recorded_at = '2020-01-01T00:00:00.000Z' WHERE game_id = 1 "
            u"AND seq = 5"_s} << QStringList{u"5:hash"_s} << true << qint64(5);
        QTest::newRow("created_at edited")
            << QStringList{u"UPDATE games SET created_at = '2020-01-01T00:00:00.000Z' WHERE id = 1"_s}
            << QStringList{u"0:created_at"_s} << false << qint64(0);
        QTest::newRow("created_at emptied") << QStringList{u"UPDATE games SET created_at = '' WHERE id = 1"_s}
                                            << QStringList{u"0:created_at"_s} << false << qint64(0);
        QTest::newRow("anchor emptied") << QStringList{u"UPDATE games SET chain = '' WHERE id = 1"_s}
                                        << QStringList{u"0:chain"_s} << false << qint64(0);
    }

    void tamperingIsNamed()
    {
        QFETCH(QStringList, statements);
        QFETCH(QStringList, expected);
        QFETCH(bool, branched);
        QFETCH(qint64, rehashed);
        const QString path = branched ? branchedGames() : twoGames();
        QVERIFY(!path.isEmpty());
        // Sound before: what verify finds below is the change.
        QCOMPARE(log(path, {u"verify"_s}).exitCode, 0);
        tamper(path, statements);
        if (rehashed != 0)
            rehash(path, 1, rehashed);
        const QByteArray before = fileHash(path);

        // Plain verify checks every game: the damaged one is not the most recently played.
        const Run first = log(path, {u"verify"_s});
        QCOMPARE(first.exitCode, 1);
        QCOMPARE(first.out[u"ok"_s].toBool(), false);
        const QStringList problems = problemsOf(first.out, 1);
        for (const QString& problem : expected)
            QVERIFY2(problems.contains(problem),
                     qPrintable(problem + u" not in "_s + problems.join(u", "_s)));
        QVERIFY2(problemsOf(first.out, 2).isEmpty(), qPrintable(problemsOf(first.out, 2).join(u", "_s)));
        QVERIFY(!first.out[u"problems"_s].toArray().isEmpty());
        QVERIFY(first.out[u"problems"_s].toArray().first().toString().startsWith(u"Game 1"_s));

        // It changed nothing: the file is as it was, and a second run finds the same.
        QCOMPARE(fileHash(path), before);
        const Run second = log(path, {u"verify"_s});
        QCOMPARE(second.exitCode, 1);
        QCOMPARE(problemsOf(second.out, 1), problems);

        // --game picks one game: the other is sound.
        QCOMPARE(log(path, {u"--game"_s, u"2"_s, u"verify"_s}).exitCode, 0);
        QCOMPARE(log(path, {u"--game"_s, u"1"_s, u"verify"_s}).exitCode, 1);

        // Every verb that shows or writes the game refuses it, naming verify's first problem; the
        // readers that list it mark it; nothing is written, so verify stays as it was.
        const QJsonObject named = firstProblem(first.out, 1);
        const QStringList one = {u"--game"_s, u"1"_s};
        for (const QStringList& verb : QList<QStringList>{{u"state"_s},
                                                          {u"export"_s},
                                                          {u"do"_s},
                                                          {u"undo"_s},
                                                          {u"redo"_s},
                                                          {u"undo"_s, u"--to"_s, u"0"_s}}) {
            const Run refused =
                log(path, one + verb, verb.first() == u"do"_s ? levelUp("Ann") : QByteArray());
            QVERIFY2(refused.exitCode == 7,
                     qPrintable(verb.join(u' ') + u": "_s + QString::fromUtf8(refused.err)));
            QCOMPARE(refused.out[u"error"_s][u"field"_s].toString(), u"--db"_s);
            QCOMPARE(refused.out[u"error"_s][u"problem"_s].toObject(), named);
        }
        const Run history = log(path, one + QStringList{u"history"_s});
        QCOMPARE(history.exitCode, 0);
        QVERIFY(!history.out[u"damaged"_s].toString().isEmpty());
        QCOMPARE(history.out[u"problem"_s].toObject(), named);
        const Run list = log(path, {u"list"_s});
        QCOMPARE(list.exitCode, 0);
        for (const QJsonValue& listed : list.out[u"games"_s].toArray())
            QCOMPARE(listed[u"problem"_s].toObject(),
                     listed[u"game"_s].toInteger() == 1 ? named : QJsonObject());
        QCOMPARE(log(path, one + QStringList{u"export"_s, u"--raw"_s}).exitCode, 0);
        QCOMPARE(log(path, {u"--game"_s, u"2"_s, u"state"_s}).exitCode, 0);
        QCOMPARE(fileHash(path), before);
        QCOMPARE(log(path, {u"verify"_s}).exitCode, 1);
    }

    // One unreadable row stops its game; its rows stay readable, and the file's other games play on.
    void damagedRowIsContained()
    {
        const QString path = twoGames();
        QVERIFY(!path.isEmpty());
        tamper(path, {u"UPDATE actions SET payload = replace(payload, '\"player\"', '\"playr\"') WHERE "
                      u"game_id = 1 AND seq = 3"_s});
        const QStringList first = {u"--game"_s, u"1"_s};

        const Run state = log(path, first + QStringList{u"state"_s});
        QCOMPARE(state.exitCode, 7);
        QVERIFY2(state.out[u"error"_s][u"message"_s].toString().contains(u"Game 1, action 3, hash"_s),
                 state.err.constData());
        QVERIFY(log(path, first + QStringList{u"do"_s}, levelUp("Ann")).exitCode != 0);

        const Run history = log(path, first + QStringList{u"history"_s});
        QCOMPARE(history.exitCode, 0);
        QVERIFY(history.out[u"damaged"_s].toString().contains(u"action 3"_s));
        QCOMPARE(history.out[u"actions"_s].toArray().size(), 5);
        QCOMPARE(history.out[u"actions"_s].toArray()[2][u"action"_s][u"playr"_s].toString(), u"Bob"_s);
        QCOMPARE(history.out[u"actions"_s].toArray()[4][u"status"_s].toString(), u"done"_s);

        const Run exported = log(path, first + QStringList{u"export"_s});
        QVERIFY(exported.exitCode != 0);
        QVERIFY(exported.out[u"error"_s][u"message"_s].toString().contains(u"--raw"_s));
        const Run raw = log(path, first + QStringList{u"export"_s, u"--raw"_s});
        QCOMPARE(raw.exitCode, 0);
        QCOMPARE(raw.out[u"actions"_s].toArray().size(), 5);
        QCOMPARE(raw.out[u"game"_s][u"setup"_s][u"name"_s].toString(), u"First"_s);

        const Run other = log(path, {u"--game"_s, u"2"_s, u"do"_s}, levelUp("Bob"));
        QCOMPARE(other.exitCode, 0);
        QVERIFY(other.out[u"recorded"_s].toBool());
    }

    // A snapshot edited with its checksum recomputed as docs/file-format.md describes, and a forged
    // winner: neither decides the state, and verify names both.
    void forgedSnapshotNeverDecides()
    {
        const QString path = m_dir.filePath(u"snapshot.arbiter"_s);
        QCOMPARE(
            log(path, {u"new"_s},
                R"({"name": "Long", "edition": "deluxe", "players": [{"name": "Ann"}, {"name": "Bob"}]})")
                .exitCode,
            0);
        for (int i = 0; i < 50; ++i) {  // 100 actions: a snapshot after the last
            QCOMPARE(log(path, {u"do"_s}, levelUp("Ann")).exitCode, 0);
            QCOMPARE(log(path, {u"do"_s}, levelUp("Ann", -1)).exitCode, 0);
        }
        QByteArray state;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"read"_s);
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery query(u"SELECT state FROM snapshots WHERE game_id = 1 AND seq = 100"_s, db);
            QVERIFY(query.next());
            state = query.value(0).toString().toUtf8();
        }
        QSqlDatabase::removeDatabase(u"read"_s);
        QVERIFY(state.contains(R"("level":1,"name":"Ann")"));
        QByteArray forged = state;
        forged.replace(R"("level":1,"name":"Ann")", R"("level":9,"name":"Ann")");
        forged.replace(R"("winners":[])", R"("winners":["Bob"])");
        QVERIFY(forged.contains(R"("winners":["Bob"])"));
        tamper(path,
               {u"UPDATE snapshots SET state = '%1', checksum = '%2' WHERE game_id = 1 AND seq = 100"_s.arg(
                   QString::fromUtf8(forged), snapshotChecksum(1, 100, 1, forged))});

        const Run shown = log(path, {u"state"_s});
        QCOMPARE(shown.exitCode, 0);
        const QJsonArray players = shown.out[u"state"_s][u"players"_s].toArray();
        QCOMPARE(players[0][u"level"_s].toInt(), 1);
        QVERIFY(shown.out[u"state"_s][u"winners"_s].toArray().isEmpty());
        const Run up = log(path, {u"do"_s}, levelUp("Ann"));
        QCOMPARE(up.exitCode, 0);
        QVERIFY(up.out[u"recorded"_s].toBool());

        const Run verify = log(path, {u"verify"_s});
        QCOMPARE(verify.exitCode, 1);
        QCOMPARE(problemsOf(verify.out, 1), QStringList{u"100:snapshot"_s});
        const Run rebuilt = log(path, {u"rebuild-snapshots"_s});
        QCOMPARE(rebuilt.exitCode, 0);
        QCOMPARE(rebuilt.out[u"rewritten"_s].toInt(), 1);
        QCOMPARE(log(path, {u"verify"_s}).exitCode, 0);
    }

    void rawGoesWithExportOnly()
    {
        const Run run = cli({u"log"_s, u"--db"_s, m_dir.filePath(u"none.arbiter"_s), u"state"_s, u"--raw"_s});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("--raw goes with export"));
    }
};

QTEST_GUILESS_MAIN(TestCliTamper)
#include "tst_cli_tamper.moc"

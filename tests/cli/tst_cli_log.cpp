// `arbiter-cli log` end to end through the real binary: a game from `new` to `verify`, the refusals
// that must leave the file unchanged, and the errors that must name their field.

#include "cli_run.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

using arbiter::test::cli;
using arbiter::test::Run;

const QByteArray setupJson = R"({"name": "Friday", "edition": "deluxe",
    "players": [{"name": "Ann", "sex": "female"}, {"name": "Bob", "sex": "male"}]})";

QByteArray hashOf(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

}  // namespace

class TestCliLog : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_files = 0;
    QString newPath() { return m_dir.filePath(u"game-%1.sqlite"_s.arg(++m_files)); }

    static Run log(const QString& path, const QStringList& verb, const QByteArray& input = {})
    {
        return cli(QStringList{u"log"_s, u"--db"_s, path} + verb, input);
    }

private slots:
    // A misspelt field of `new` or `do` is one warning, not two (the request was finished twice).
    void unknownFieldWarnedOnce()
    {
        const QString path = newPath();
        const Run created = log(
            path, {u"new"_s}, R"({"name": "W", "edition": "deluxe", "zz": 1, "players": [{"name": "Ann"}]})");
        QCOMPARE(created.exitCode, 0);
        QCOMPARE(created.out[u"warnings"_s].toArray().size(), 1);
        QCOMPARE(created.out[u"warnings"_s][0][u"field"_s].toString(), u"zz"_s);
        const Run done = log(path, {u"do"_s}, R"({"kind": "change-level", "player": "Ann", "zz": 1})");
        QCOMPARE(done.exitCode, 0);
        QCOMPARE(done.out[u"warnings"_s].toArray().size(), 1);
        QCOMPARE(done.out[u"warnings"_s][0][u"field"_s].toString(), u"zz"_s);
    }

    // A refused Panic set-up names the player's field and the rule actually broken, not a note on the
    // hand size (000_4423e94206228086.txt, More Munchkin: the Character cards, one each).
    void panicSetupRefusalNamesTheCharacter_data()
    {
        QTest::addColumn<QByteArray>("setup");
        QTest::addColumn<QString>("rule");
        QTest::newRow("a Character card in a Standard game")
            << R"({"name": "P", "family": "panic", "players": [{"name": "Ann"}, {"name": "Bea", "character": "Warrior"}]})"_ba
            << u"panic.characters-in-play"_s;
        QTest::newRow("two Wizards in More Munchkin")
            << R"({"name": "P", "family": "panic", "options": {"mode": "more-munchkin"},
                  "players": [{"name": "Ann", "character": "Wizard"}, {"name": "Bea", "character": "Wizard"}]})"_ba
            << u"panic.character-each"_s;
    }

    void panicSetupRefusalNamesTheCharacter()
    {
        QFETCH(QByteArray, setup);
        QFETCH(QString, rule);
        const QString path = newPath();
        const Run refused = log(path, {u"new"_s}, setup);
        QCOMPARE(refused.exitCode, 2);
        QCOMPARE(refused.out[u"error"_s][u"field"_s].toString(), u"players[1].character"_s);
        const QString message = refused.out[u"error"_s][u"message"_s].toString();
        QVERIFY2(message.contains(rule) && !message.contains(u"Castle cards"_s), qPrintable(message));
    }

    // Nightmare, RIDES (001_773ee46f21d8dace.txt): "If someone was helping ... escapes when you sacrifice
    // a Ride. The choice is yours!" The log records the choice, and the helper left behind rolls and
    // takes the Bad Stuff; without his roll the run-away is refused naming the field.
    void rideSacrificeLeavesTheHelperBehind()
    {
        const QString path = newPath();
        QCOMPARE(
            log(path, {u"new"_s},
                R"({"name": "Ride", "edition": "nightmare", "players": [{"name": "Ann"}, {"name": "Bob"}]})")
                .exitCode,
            0);
        for (const QByteArray& action :
             {R"({"kind": "gain-ride", "player": "Ann", "ride": {"name": "Sled", "bonus": 1}})"_ba,
              R"({"kind": "change-level", "player": "Bob", "amount": 2})"_ba,
              R"({"kind": "start-combat", "monster": {"name": "Net Troll", "level": 10, "treasures": 3}})"_ba,
              R"({"kind": "ask-for-help", "helper": "Bob"})"_ba, R"({"kind": "resolve-combat"})"_ba})
            QCOMPARE(log(path, {u"do"_s}, action).out[u"recorded"_s].toBool(), true);

        const Run missing = log(path, {u"do"_s}, R"({"kind": "run-away", "sacrificeRide": true,
            "helperEscapesWithRide": false, "rolls": [{"monster": "Net Troll", "runner": "helper"}]})");
        QCOMPARE(missing.exitCode, 2);
        QCOMPARE(missing.out[u"error"_s][u"field"_s].toString(), u"rolls[0].roll"_s);

        const Run run = log(path, {u"do"_s}, R"({"kind": "run-away", "sacrificeRide": true,
            "helperEscapesWithRide": false, "rolls": [{"monster": "Net Troll", "runner": "helper", "roll": 2,
            "badStuff": {"levels": 2}}]})");
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out[u"recorded"_s].toBool(), true);
        QVERIFY(!run.out.contains(u"warnings"_s));
        const Run state = log(path, {u"state"_s});
        QCOMPARE(state.out[u"state"_s][u"players"_s][1][u"level"_s].toInt(), 1);
        QCOMPARE(state.out[u"state"_s][u"players"_s][0][u"rides"_s].toArray().size(), 0);
        const QJsonArray history = log(path, {u"history"_s}).out[u"actions"_s].toArray();
        QCOMPARE(history.last()[u"action"_s][u"helperEscapesWithRide"_s], QJsonValue(false));
    }

    void wholeGame()
    {
        const QString path = newPath();
        const Run created = log(path, {u"new"_s}, setupJson);
        QCOMPARE(created.exitCode, 0);
        const qint64 game = created.out[u"game"_s].toInteger();
        QVERIFY(game > 0);
        QCOMPARE(created.out[u"players"_s].toArray().size(), 2);

        const Run up = log(path, {u"do"_s}, R"({"kind": "change-level", "player": "Ann", "amount": 1})");
        QCOMPARE(up.exitCode, 0);
        QCOMPARE(up.out[u"recorded"_s].toBool(), true);
        QCOMPARE(up.out[u"legal"_s].toBool(), true);
        QCOMPARE(up.out[u"seq"_s].toInteger(), 1);
        QVERIFY(!up.out[u"reasons"_s].toArray().isEmpty());

        // An illegal action: the verdict comes back, exit 0, nothing is written.
        const Run illegal = log(path, {u"do"_s}, R"({"kind": "change-level", "player": "Bob", "amount": 9})");
        QCOMPARE(illegal.exitCode, 0);
        QCOMPARE(illegal.out[u"recorded"_s].toBool(), false);
        QCOMPARE(illegal.out[u"legal"_s].toBool(), false);
        QCOMPARE(illegal.out[u"head"_s].toInteger(), 1);

        QCOMPARE(log(path, {u"do"_s}, R"({"kind": "change-level", "player": "Bob", "amount": 2})").exitCode,
                 0);
        Run state = log(path, {u"state"_s});
        QCOMPARE(state.exitCode, 0);
        QCOMPARE(state.out[u"state"_s][u"players"_s][1][u"level"_s].toInt(), 3);

        const Run undo = log(path, {u"undo"_s});
        QCOMPARE(undo.exitCode, 0);
        QCOMPARE(undo.out[u"head"_s].toInteger(), 1);
        QCOMPARE(undo.out[u"tip"_s].toInteger(), 2);
        QCOMPARE(undo.out[u"canRedo"_s].toBool(), true);
        state = log(path, {u"state"_s});
        QCOMPARE(state.out[u"state"_s][u"players"_s][1][u"level"_s].toInt(), 1);
        QCOMPARE(log(path, {u"redo"_s}).out[u"head"_s].toInteger(), 2);
        QCOMPARE(log(path, {u"undo"_s, u"--to"_s, u"0"_s}).out[u"head"_s].toInteger(), 0);
        QCOMPARE(log(path, {u"redo"_s, u"--to"_s, u"1"_s}).out[u"head"_s].toInteger(), 1);
        // Recording now abandons action 2.
        QCOMPARE(log(path, {u"do"_s}, R"({"kind": "set-sex", "player": "Bob", "sex": "female"})").exitCode,
                 0);

        const Run history = log(path, {u"history"_s});
        QCOMPARE(history.exitCode, 0);
        const QJsonArray actions = history.out[u"actions"_s].toArray();
        QCOMPARE(actions.size(), 3);
        QCOMPARE(actions[0][u"status"_s].toString(), u"done"_s);
        QCOMPARE(actions[1][u"status"_s].toString(), u"abandoned"_s);
        QCOMPARE(actions[2][u"status"_s].toString(), u"done"_s);
        for (const QJsonValue& action : actions) {
            QVERIFY(action[u"verdict"_s][u"legal"_s].toBool());
            QVERIFY(action[u"dice"_s].isArray());
            QCOMPARE(action[u"format"_s].toInt(), 1);
        }

        const Run verify = log(path, {u"verify"_s});
        QCOMPARE(verify.exitCode, 0);
        QCOMPARE(verify.out[u"ok"_s].toBool(), true);
        QCOMPARE(verify.out[u"integrity"_s].toArray().first().toString(), u"ok"_s);

        // Export, then import into another file: the same game, the same history.
        const Run exported = log(path, {u"export"_s});
        QCOMPARE(exported.exitCode, 0);
        QCOMPARE(exported.out[u"format"_s].toString(), u"arbiter-game"_s);
        const QString other = newPath();
        const Run imported = log(other, {u"import"_s}, exported.raw);
        QCOMPARE(imported.exitCode, 0);
        QCOMPARE(log(other, {u"history"_s}).out[u"actions"_s], history.out[u"actions"_s]);
        QCOMPARE(log(other, {u"state"_s}).out[u"state"_s], log(path, {u"state"_s}).out[u"state"_s]);
        QCOMPARE(log(other, {u"list"_s}).out[u"games"_s].toArray().size(), 1);
    }

    // `stats`: a game's report and the file's records, counted by replay: an undone action and an
    // abandoned one never count; a game of another edition is a record of its own.
    void statsCountOnlyWhatIsInEffect()
    {
        const QString path = newPath();
        QCOMPARE(log(path, {u"new"_s}, setupJson).exitCode, 0);
        const auto act = [&](const QByteArray& action) {
            QCOMPARE(log(path, {u"do"_s}, action).out[u"recorded"_s].toBool(), true);
        };
        act(R"({"kind": "gain-item", "player": "Ann", "item": {"name": "Dagger", "slot": "1hand", "bonus": 3}})");
        act(R"({"kind": "start-combat", "monster": {"name": "Orc", "level": 2}})");
        act(R"({"kind": "resolve-combat"})");
        act(R"({"kind": "gain-curse", "player": "Bob", "curse": {"name": "Duck of Doom", "combatBonus": 0}})");
        act(R"({"kind": "change-level", "player": "Bob", "amount": 1})");
        QCOMPARE(log(path, {u"undo"_s}).exitCode, 0);  // Bob's Level: undone
        QCOMPARE(log(path, {u"undo"_s}).exitCode, 0);  // the Curse: undone, then abandoned below
        act(R"({"kind": "change-level", "player": "Bob", "amount": 2})");

        const Run game = log(path, {u"--game"_s, u"1"_s, u"stats"_s});
        QCOMPARE(game.exitCode, 0);
        QCOMPARE(game.out[u"actions"_s].toInt(), 4);
        QVERIFY(!game.out.contains(u"wonBy"_s));  // nobody has won yet
        const QJsonArray players = game.out[u"players"_s].toArray();
        QCOMPARE(players[0][u"name"_s].toString(), u"Ann"_s);
        QCOMPARE(players[0][u"kills"_s].toInt(), 1);
        QCOMPARE(players[0][u"levelsByKills"_s].toInt(), 1);
        QCOMPARE(players[0][u"finalLevel"_s].toInt(), 2);
        QCOMPARE(players[1][u"cursesSuffered"_s].toInt(), 0);
        QCOMPARE(players[1][u"levelsByCards"_s].toInt(), 2);
        QCOMPARE(game.out[u"biggestFight"_s][u"monsters"_s].toArray().first().toString(), u"Orc"_s);
        QCOMPARE(game.out[u"biggestFight"_s][u"won"_s].toBool(), true);

        QCOMPARE(
            log(path, {u"new"_s},
                R"({"name": "Sunday", "edition": "cthulhu", "players": [{"name": "Ann"}, {"name": "Cy"}]})")
                .exitCode,
            0);
        const Run file = log(path, {u"stats"_s});
        QCOMPARE(file.exitCode, 0);
        QCOMPARE(file.out[u"games"_s].toInt(), 2);
        const QJsonArray records = file.out[u"records"_s].toArray();
        QCOMPARE(records.size(), 2);
        QCOMPARE(records[1][u"kind"_s].toString(), u"deluxe"_s);
        QCOMPARE(records[1][u"mostFought"_s][0][u"name"_s].toString(), u"Orc"_s);
        QCOMPARE(records[1][u"players"_s][0][u"kills"_s].toInt(), 1);
        QCOMPARE(records[1][u"longestGame"_s][u"actions"_s].toInt(), 4);

        const Run missing = log(path, {u"--game"_s, u"9"_s, u"stats"_s});
        QCOMPARE(missing.exitCode, 2);
        QCOMPARE(missing.out[u"error"_s][u"field"_s].toString(), u"--game"_s);
    }

    void refusalsNameTheField_data()
    {
        QTest::addColumn<QStringList>("verb");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("field");
        QTest::addRow("bad json") << QStringList{u"do"_s} << QByteArray("{") << 2 << QString();
        QTest::addRow("unknown kind")
            << QStringList{u"do"_s} << QByteArray(R"({"kind": "fly"})") << 2 << u"kind"_s;
        QTest::addRow("missing player")
            << QStringList{u"do"_s} << QByteArray(R"({"kind": "change-level"})") << 2 << u"player"_s;
        QTest::addRow("no game") << QStringList{u"--game"_s, u"99"_s, u"state"_s} << QByteArray() << 2
                                 << u"--game"_s;
        QTest::addRow("nothing to redo") << QStringList{u"redo"_s} << QByteArray() << 2 << u"redo"_s;
        QTest::addRow("redo to the past")
            << QStringList{u"redo"_s, u"--to"_s, u"0"_s} << QByteArray() << 2 << u"--to"_s;
        QTest::addRow("undo to nowhere")
            << QStringList{u"undo"_s, u"--to"_s, u"42"_s} << QByteArray() << 2 << u"--to"_s;
        QTest::addRow("import garbage")
            << QStringList{u"import"_s} << QByteArray(R"({"format": "x"})") << 2 << u"format"_s;
    }

    void refusalsNameTheField()
    {
        QFETCH(QStringList, verb);
        QFETCH(QByteArray, input);
        QFETCH(int, exitCode);
        QFETCH(QString, field);
        const QString path = newPath();
        QCOMPARE(log(path, {u"new"_s}, setupJson).exitCode, 0);
        QCOMPARE(log(path, {u"do"_s}, R"({"kind": "change-level", "player": "Ann", "amount": 1})").exitCode,
                 0);
        const QByteArray before = hashOf(path);
        const Run run = log(path, verb, input);
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2(run.out.contains(u"error"_s), run.raw.constData());
        QCOMPARE(run.out[u"error"_s][u"field"_s].toString(), field);
        QVERIFY(!run.out[u"error"_s][u"message"_s].toString().isEmpty());
        QVERIFY(!run.err.isEmpty());
        QCOMPARE(hashOf(path), before);
        QCOMPARE(log(path, {u"history"_s}).out[u"actions"_s].toArray().size(), 1);
    }

    void foreignFileIsLeftAlone()
    {
        const QString path = m_dir.filePath(u"notes.txt"_s);
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("shopping list: dice, snacks\n");
        }
        const QByteArray before = hashOf(path);
        for (const QString& verb : {u"new"_s, u"state"_s, u"verify"_s}) {
            const Run run = log(path, {verb}, setupJson);
            QCOMPARE(run.exitCode, 5);  // not an Arbiter log
            QCOMPARE(run.out[u"error"_s][u"field"_s].toString(), u"--db"_s);
        }
        QCOMPARE(hashOf(path), before);
        QVERIFY(!QFile::exists(path + u"-wal"_s));
    }

    // Each way a log can be refused has its own exit code (docs/log.md); the file is left as it was.
    // tests/db/tst_log_refusals has a row for each refusal, tst_log_disk_full the full disk (9).
    void refusedFileExitCodes_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<QString>("verb");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("words");
        QTest::addRow("missing") << u"missing"_s << u"state"_s << 4 << u"does not exist"_s;
        QTest::addRow("no such folder") << u"no folder"_s << u"new"_s << 4 << u"does not exist"_s;
        QTest::addRow("another program's")
            << u"application id"_s << u"state"_s << 5 << u"another program's"_s;
        QTest::addRow("newer") << u"user version"_s << u"do"_s << 6 << u"newer Arbiter"_s;
        QTest::addRow("truncated") << u"truncated"_s << u"history"_s << 7 << u"damaged"_s;
        QTest::addRow("read-only") << u"read-only"_s << u"undo"_s << 8 << u"read-only"_s;
    }

    void refusedFileExitCodes()
    {
        QFETCH(QString, damage);
        QFETCH(QString, verb);
        QFETCH(int, exitCode);
        QFETCH(QString, words);
        QString path = newPath();
        QCOMPARE(log(path, {u"new"_s}, setupJson).exitCode, 0);
        QCOMPARE(log(path, {u"do"_s}, R"({"kind": "change-level", "player": "Ann", "amount": 1})").exitCode,
                 0);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        if (damage == u"missing"_s) {
            path += u".none"_s;
        } else if (damage == u"no folder"_s) {
            path = m_dir.filePath(u"none/game.sqlite"_s);
        } else if (damage == u"application id"_s) {
            file.seek(68);
            file.write("XXXX");
        } else if (damage == u"user version"_s) {
            file.seek(60);
            file.write(QByteArray("\0\0\0\x63", 4));
        } else if (damage == u"truncated"_s) {
            file.resize(file.size() / 2);
        } else if (damage == u"read-only"_s) {
            file.setPermissions(QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther);
        }
        file.close();
        const QByteArray before = hashOf(path);
        const Run run = log(path, {verb}, setupJson);
        QCOMPARE(run.exitCode, exitCode);
        QCOMPARE(run.out[u"error"_s][u"field"_s].toString(), u"--db"_s);
        QVERIFY2(run.out[u"error"_s][u"message"_s].toString().contains(words), run.raw.constData());
        QCOMPARE(hashOf(path), before);
        QVERIFY(!QFile::exists(path + u"-wal"_s));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addRow("no db") << QStringList{u"log"_s, u"state"_s};
        QTest::addRow("no verb") << QStringList{u"log"_s, u"--db"_s, u"x.sqlite"_s};
        QTest::addRow("unknown verb") << QStringList{u"log"_s, u"--db"_s, u"x.sqlite"_s, u"fly"_s};
        QTest::addRow("bad game id") << QStringList{u"log"_s,    u"--db"_s, u"x.sqlite"_s,
                                                    u"--game"_s, u"one"_s,  u"state"_s};
        QTest::addRow("--to without undo")
            << QStringList{u"log"_s, u"--db"_s, u"x.sqlite"_s, u"state"_s, u"--to"_s, u"1"_s};
    }

    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        const Run run = cli(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("Usage"));
        QVERIFY(!QFile::exists(u"x.sqlite"_s));
    }
};

QTEST_GUILESS_MAIN(TestCliLog)
#include "tst_cli_log.moc"

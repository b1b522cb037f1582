// GameLog: the referee on top of the SQLite store. Seeded random games (over 10,000 actions in all)
// check that undo k then redo k gives the same state, that reopening (snapshot + tail) and a full
// replay both equal the state built up action by action, and that export then import gives the same
// game; plus refusals, the cursor, snapshots that lie, and import errors.

#include "db/codec/game_json.h"
#include "db/store/game_log.h"
#include "db/store/log_audit.h"
#include "db/store/log_store.h"
#include "log_test_support.h"
#include "rules/game/apply.h"
#include "tests/support/random_game.h"
#include "tests/support/table_fixtures.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace Qt::StringLiterals;
using namespace arbiter;
using namespace arbiter::db;
namespace game = arbiter::rules::game;
namespace mk = arbiter::rules::munchkin;

namespace {

game::GameSetup twoPlayers()
{
    return testing::munchkinTable(
        "Test table", {{"Ann", mk::Sex::Female, std::nullopt, {}}, {"Bob", mk::Sex::Male, std::nullopt, {}}});
}

// The state after replaying the line to head straight from the rows, without snapshots.
game::GameState fullReplay(LogStore& store, const GameLog& log)
{
    game::GameState state = game::startGame(log.setup());
    if (log.head() == 0)
        return state;
    StoreResult<QList<ActionRow>> rows = store.line(log.id(), log.head());
    if (!rows)
        qFatal("line: %s", qPrintable(rows.error().message));
    for (const ActionRow& row : rows.value()) {
        JsonIssues issues;
        std::optional<game::Action> action = parseStored<game::Action>(
            row.action.payload, issues, [](JsonReader& reader) { return actionFromJson(reader); });
        if (!action)
            qFatal("action %lld unreadable", static_cast<long long>(row.seq));
        if (!game::apply(state, *action).legal)
            qFatal("action %lld refused on replay", static_cast<long long>(row.seq));
    }
    return state;
}

QJsonObject withoutVolatile(QJsonObject exported)
{
    QJsonObject gameObject = exported[u"game"_s].toObject();
    gameObject.remove(u"lastPlayedAt"_s);
    exported[u"game"_s] = gameObject;
    return exported;
}

}  // namespace

class TestGameLog : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_files = 0;

    QString newPath() { return m_dir.filePath(u"log-%1.sqlite"_s.arg(++m_files)); }
    static std::unique_ptr<GameLog> openGame(LogStore& store, qint64 id)
    {
        StoreResult<std::unique_ptr<GameLog>> log = GameLog::open(store, id);
        if (!log)
            qFatal("open game %lld: %s", static_cast<long long>(id), qPrintable(log.error().message));
        return std::move(log).value();
    }

private slots:
    void recordsAndReopens()
    {
        const QString path = newPath();
        qint64 id = 0;
        game::GameState expected;
        {
            auto store = test::openStoreOrDie(path);
            id = GameLog::create(*store, twoPlayers()).value();
            auto log = openGame(*store, id);
            QVERIFY(log->record(testing::goUpALevel("Ann")).value().recorded);
            QVERIFY(log->record(testing::goUpALevel("Bob", 2)).value().recorded);
            expected = log->state();
            QCOMPARE(log->state().players[1].level, 3);
        }
        auto store = test::openStoreOrDie(path, OpenMode::Read);
        auto log = openGame(*store, id);
        QVERIFY(log->state() == expected);
        QCOMPARE(log->head(), 2);
    }

    void refusedActionWritesNothing()
    {
        auto store = test::openStoreOrDie(newPath());
        const qint64 id = GameLog::create(*store, twoPlayers()).value();
        auto log = openGame(*store, id);
        QVERIFY(log->record(testing::goUpALevel("Ann")).value().recorded);
        const game::GameState before = log->state();
        StoreResult<Recorded> refused = log->record(testing::goUpALevel("Zed"));
        QVERIFY(refused.ok());
        QVERIFY(!refused.value().recorded);
        QVERIFY(!refused.value().verdict.legal);
        QVERIFY(!refused.value().verdict.reasons.empty());
        // A level-9 player may not reach 10 with Go Up a Level: refused by the referee, not the table.
        QVERIFY(log->record(testing::goUpALevel("Bob", 8)).value().recorded);
        QVERIFY(!log->record(testing::goUpALevel("Bob", 1)).value().recorded);
        QCOMPARE(store->actions(id).value().size(), 2);
        QCOMPARE(log->head(), 2);
        QCOMPARE(log->state().players[1].level, 9);
        QCOMPARE(before.players[0].level, log->state().players[0].level);
    }

    void failedWriteKeepsTheState()
    {
        const QString path = newPath();
        qint64 id = 0;
        {
            auto store = test::openStoreOrDie(path);
            id = GameLog::create(*store, twoPlayers()).value();
            QVERIFY(openGame(*store, id)->record(testing::goUpALevel("Ann")).value().recorded);
        }
        // A store opened for reading refuses the write: the legal action must not stick in memory.
        auto store = test::openStoreOrDie(path, OpenMode::Read);
        auto log = openGame(*store, id);
        const game::GameState before = log->state();
        StoreResult<Recorded> result = log->record(testing::goUpALevel("Bob"));
        QVERIFY(!result.ok());
        QCOMPARE(result.error().kind, StoreErrorKind::ReadOnly);
        QVERIFY(log->state() == before);
        QCOMPARE(log->head(), 1);
    }

    void cursorAndAbandonedBranch()
    {
        auto store = test::openStoreOrDie(newPath());
        const qint64 id = GameLog::create(*store, twoPlayers()).value();
        auto log = openGame(*store, id);
        for (int i = 0; i < 4; ++i)
            QVERIFY(log->record(testing::goUpALevel("Ann")).value().recorded);
        QCOMPARE(log->state().players[0].level, 5);
        QVERIFY(!log->undo());
        QVERIFY(!log->undo());
        QCOMPARE(log->state().players[0].level, 3);
        QCOMPARE(log->head(), 2);
        QCOMPARE(log->tip(), 4);
        QVERIFY(!log->redo());
        QCOMPARE(log->state().players[0].level, 4);
        // Recording after an undo abandons the redo branch; its row stays in history.
        QVERIFY(log->record(testing::goUpALevel("Bob")).value().recorded);
        QCOMPARE(log->tip(), 5);
        QVERIFY(!log->canRedo());
        QVERIFY(log->redo().has_value());
        const QList<HistoryEntry> history = log->history().value();
        QCOMPARE(history.size(), 5);
        QCOMPARE(history[3].status, ActionStatus::Abandoned);
        QCOMPARE(history[4].status, ActionStatus::Done);
        QCOMPARE(history[4].parent, 3);
        // Undo to here: back to just after action 1, then redo to the tip.
        QVERIFY(!log->moveTo(1));
        QCOMPARE(log->state().players[0].level, 2);
        QCOMPARE(log->history().value()[2].status, ActionStatus::Undone);
        QVERIFY(log->moveTo(4).has_value());  // abandoned: not on the line
        QVERIFY(!log->moveTo(5));
        QCOMPARE(log->state().players[1].level, 2);
        QVERIFY(!log->moveTo(0));
        QVERIFY(log->state() == game::startGame(twoPlayers()));
        QVERIFY(log->undo().has_value());
        // The cursor survives a reopen.
        auto again = openGame(*store, id);
        QCOMPARE(again->head(), 0);
        QCOMPARE(again->tip(), 5);
    }

    void randomGames_data()
    {
        QTest::addColumn<unsigned>("seed");
        QTest::addColumn<int>("actions");
        for (unsigned seed : {1u, 2u, 3u, 4u})
            QTest::addRow("seed %u", seed) << seed << 2600;
    }

    void randomGames()
    {
        QFETCH(unsigned, seed);
        QFETCH(int, actions);
        std::mt19937 rng(seed);
        const QString path = newPath();
        auto store = test::openStoreOrDie(path);
        std::unique_ptr<GameLog> log;
        std::vector<game::GameState> line;  // line[i]: the state after i actions of the current line
        std::size_t head = 0;
        int attempted = 0;
        int recorded = 0;
        int undoRuns = 0;
        QList<qint64> games;
        auto newGame = [&] {
            const qint64 id = GameLog::create(*store, testing::randomSetup(rng)).value();
            games.append(id);
            log = openGame(*store, id);
            line = {log->state()};
            head = 0;
        };
        newGame();
        while (attempted < actions) {
            if (!log->state().winners.empty())
                newGame();
            const unsigned dice = rng() % 100;
            if (dice < 6 && head > 0) {
                // Undo k, check the state, then redo k (or record over it), and check again.
                const std::size_t k = 1 + rng() % std::min<std::size_t>(head, 8);
                for (std::size_t i = 0; i < k; ++i)
                    QVERIFY(!log->undo());
                QVERIFY(log->state() == line[head - k]);
                ++undoRuns;
                if (rng() % 3 != 0) {
                    for (std::size_t i = 0; i < k; ++i)
                        QVERIFY(!log->redo());
                    QVERIFY(log->state() == line[head]);
                } else {
                    head -= k;
                    line.resize(head + 1);
                }
                continue;
            }
            const game::Action action = testing::randomAction(log->state(), rng);
            ++attempted;
            game::GameState expected = line[head];
            const bool legal = game::apply(expected, action).legal;
            StoreResult<Recorded> result = log->record(action);
            QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().message));
            QCOMPARE(result.value().recorded, legal);
            if (legal) {
                ++recorded;
                line.push_back(std::move(expected));
                ++head;
            }
            QVERIFY(log->state() == line[head]);
        }
        QVERIFY2(recorded > actions / 2, "the generator should mostly produce legal actions");

        // Every game: reopening (snapshot + tail) equals a full replay equals the incremental state;
        // export then import into another file gives the same game.
        auto copyStore = test::openStoreOrDie(newPath());
        for (qint64 id : games) {
            auto reopened = openGame(*store, id);
            QVERIFY(reopened->state() == fullReplay(*store, *reopened));
            if (id == games.last())
                QVERIFY(reopened->state() == line[head]);
            StoreResult<VerifyReport> report = reopened->verify();
            QVERIFY(report.ok());
            QVERIFY2(report.value().ok, qPrintable(report.value().problems.join(u' ')));

            const QJsonObject exported = reopened->exportJson().value();
            StoreResult<qint64> imported = GameLog::importJson(*copyStore, exported);
            QVERIFY2(imported.ok(), qPrintable(imported.ok() ? QString() : imported.error().message));
            auto copy = openGame(*copyStore, imported.value());
            QVERIFY(copy->state() == reopened->state());
            QCOMPARE(withoutVolatile(copy->exportJson().value()), withoutVolatile(exported));
        }
        qInfo("seed %u: %d actions tried, %d recorded, %d undo runs, %lld games", seed, attempted, recorded,
              undoRuns, static_cast<long long>(games.size()));
    }

    // A snapshot is a cache that never decides: one edited with its checksum recomputed (as
    // docs/file-format.md describes it) is passed over on open and named by verify, which changes
    // nothing; rebuild-snapshots writes it again.
    void snapshotThatDisagreesIsIgnoredAndReported()
    {
        const QString path = newPath();
        auto store = test::openStoreOrDie(path);
        const qint64 id = GameLog::create(*store, twoPlayers()).value();
        auto log = openGame(*store, id);
        for (int i = 0; i < GameLog::snapshotInterval + 5; ++i) {
            QVERIFY(log->record(testing::goUpALevel(i % 2 ? "Ann" : "Bob")).value().recorded);
            QVERIFY(log->record(testing::goUpALevel(i % 2 ? "Ann" : "Bob", -1)).value().recorded);
        }
        const game::GameState truth = log->state();
        const QList<SnapshotRow> snapshots = store->snapshots(id).value();
        QCOMPARE(snapshots.size(), 2);
        QVERIFY(openGame(*store, id)->verify().value().ok);

        // Both snapshots forged alike, so neither can be caught by replaying from the other.
        game::GameState wrong = game::startGame(twoPlayers());
        wrong.players[0].level = 7;
        for (const SnapshotRow& snapshot : snapshots)
            QVERIFY(!store->putSnapshot(
                id, {snapshot.seq, GameLog::engineVersion, compact(stateToJson(wrong)), true}));
        auto reopened = openGame(*store, id);
        QVERIFY(reopened->state() == truth);
        QVERIFY(
            reopened->record(testing::goUpALevel("Ann")).value().recorded);  // judged against the true state
        QVERIFY(reopened->undo() == std::nullopt);

        const QList<SnapshotRow> forged = store->snapshots(id).value();
        for (int run = 0; run < 2; ++run) {  // the second run sees what the first did
            const VerifyReport report = openGame(*store, id)->verify().value();
            QVERIFY(!report.ok);
            QCOMPARE(report.snapshotsChecked, 2);
            QCOMPARE(report.problems.size(), 2);
            for (const SnapshotRow& snapshot : snapshots)
                QVERIFY2(
                    report.problems.join(u'\n').contains(
                        u"action %1, snapshot: the snapshot's state differs from replay"_s.arg(snapshot.seq)),
                    qPrintable(report.problems.join(u'\n')));
            QCOMPARE(store->snapshots(id).value().size(), forged.size());
            for (qsizetype i = 0; i < forged.size(); ++i)
                QCOMPARE(store->snapshots(id).value()[i].state, forged[i].state);
        }
        const SnapshotRepair repair = rebuildSnapshots(*store, id).value();
        QCOMPARE(repair.rewritten, 2);
        QCOMPARE(repair.dropped, 0);
        QVERIFY(openGame(*store, id)->verify().value().ok);
    }

    void snapshotOfAnotherEngineIsIgnored()
    {
        auto store = test::openStoreOrDie(newPath());
        const qint64 id = GameLog::create(*store, twoPlayers()).value();
        auto log = openGame(*store, id);
        for (int i = 0; i < GameLog::snapshotInterval; ++i)
            QVERIFY(log->record(testing::goUpALevel("Ann", i % 2 ? -1 : 1)).value().recorded);
        const qint64 seq = store->snapshots(id).value().first().seq;
        game::GameState wrong = log->state();
        wrong.players[1].level = 5;
        QVERIFY(
            !store->putSnapshot(id, {seq, GameLog::engineVersion + 1, compact(stateToJson(wrong)), true}));
        QVERIFY(openGame(*store, id)->state() == log->state());
    }

    void importRefusesBadExports_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("message");
        QTest::addRow("format") << u"format"_s << QJsonValue(u"something-else"_s) << u"format"_s;
        QTest::addRow("newer version") << u"version"_s << QJsonValue(99) << u"newer"_s;
        QTest::addRow("bad uuid") << u"game.uuid"_s << QJsonValue(u"nope"_s) << u"game.uuid"_s;
        QTest::addRow("illegal action") << u"actions.1.action.amount"_s << QJsonValue(20) << u"actions[1]"_s;
        QTest::addRow("unknown kind")
            << u"actions.0.action.kind"_s << QJsonValue(u"fly"_s) << u"actions[0]"_s;
        QTest::addRow("dangling parent") << u"actions.1.parent"_s << QJsonValue(7) << u"actions[1].parent"_s;
        QTest::addRow("head off the line") << u"game.head"_s << QJsonValue(9) << u"head"_s;
    }

    void importRefusesBadExports()
    {
        QFETCH(QString, path);
        QFETCH(QJsonValue, value);
        QFETCH(QString, message);
        auto store = test::openStoreOrDie(newPath());
        const qint64 id = GameLog::create(*store, twoPlayers()).value();
        auto log = openGame(*store, id);
        QVERIFY(log->record(testing::goUpALevel("Ann")).value().recorded);
        QVERIFY(log->record(testing::goUpALevel("Bob")).value().recorded);
        QJsonObject exported = log->exportJson().value();
        exported = setPath(exported, path.split(u'.'), value);
        auto target = test::openStoreOrDie(newPath());
        StoreResult<qint64> imported = GameLog::importJson(*target, exported);
        QVERIFY(!imported.ok());
        const QString said = imported.error().field + u": "_s + imported.error().message;
        QVERIFY2(said.contains(message), qPrintable(said));
        QVERIFY(target->games().value().isEmpty());
    }

    void importRefusesTheSameGameTwice()
    {
        auto store = test::openStoreOrDie(newPath());
        const qint64 id = GameLog::create(*store, twoPlayers()).value();
        const QJsonObject exported = openGame(*store, id)->exportJson().value();
        StoreResult<qint64> again = GameLog::importJson(*store, exported);
        QVERIFY(!again.ok());
        QCOMPARE(store->games().value().size(), 1);
    }

private:
    static QJsonObject setPath(QJsonObject object, QStringList path, const QJsonValue& value)
    {
        const QString key = path.takeFirst();
        if (path.isEmpty()) {
            object[key] = value;
            return object;
        }
        QJsonValue child = object[key];
        if (child.isArray()) {
            QJsonArray array = child.toArray();
            const int index = path.takeFirst().toInt();
            array[index] = path.isEmpty() ? value : QJsonValue(setPath(array[index].toObject(), path, value));
            object[key] = array;
        } else {
            object[key] = setPath(child.toObject(), path, value);
        }
        return object;
    }
};

QTEST_GUILESS_MAIN(TestGameLog)
#include "tst_game_log.moc"

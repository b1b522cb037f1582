// GameLog::report(): the report of the actions in effect, replayed in stretches cut at the snapshots the
// chain vouches for, one thread each. It must equal the report replayed whole from the setup, on long
// random games, after an undo, and when a snapshot has been damaged (then the line is replayed whole).

#include "db/store/game_log.h"
#include "db/store/log_store.h"
#include "log_test_support.h"
#include "rules/game/apply.h"
#include "rules/game/report.h"
#include "tests/support/random_game.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace Qt::StringLiterals;
using namespace arbiter;
using namespace arbiter::db;
namespace game = arbiter::rules::game;

namespace {

// A game of `count` legal random actions, recorded one by one (a snapshot every 100); none ends it.
qint64 playRandomGame(LogStore& store, int count, unsigned seed)
{
    std::mt19937 rng(seed);
    const qint64 id = GameLog::create(store, testing::randomSetup(rng)).value();
    std::unique_ptr<GameLog> log = GameLog::open(store, id).value();
    int recorded = 0;
    for (int tries = 0; recorded < count && tries < count * 50; ++tries) {
        const game::Action action = testing::randomAction(log->state(), rng);
        game::GameState next = log->state();
        if (!game::apply(next, action).legal || !next.winners.empty())
            continue;
        if (log->record(action).value().recorded)
            ++recorded;
    }
    if (recorded < count)
        qFatal("only %d legal actions", recorded);
    return id;
}

// The report replayed whole, from the setup over the actions in effect.
game::GameReport wholeReport(GameLog& log)
{
    return game::reportOf(log.setup(), log.actionsInEffect().value());
}

}  // namespace

class TestGameLogReport : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void stretchesEqualTheWholeReplay()
    {
        auto store = test::openStoreOrDie(m_dir.filePath(u"long.sqlite"_s));
        for (const unsigned seed : {7U, 28U, 281U}) {
            const qint64 id = playRandomGame(*store, 450, seed);
            std::unique_ptr<GameLog> log = GameLog::open(*store, id).value();
            QVERIFY(store->snapshotIndex(id).value().size() >= 4);
            // Cut in three (at snapshots 100 and 300), in two, and replayed whole on one thread.
            for (const std::size_t threads : {3U, 2U, 1U}) {
                const StoreResult<game::GameReport> report = log->report(threads);
                QVERIFY2(report, qPrintable(report ? QString() : report.error().message));
                QCOMPARE(report.value().actions, 450);
                QVERIFY(report.value() == wholeReport(*log));
            }

            // Undone back into the line: only what is in effect counts.
            const QList<ActionRow> line = store->line(id, log->head()).value();
            QCOMPARE(line.size(), 450);
            QVERIFY(!log->moveTo(line.at(249).seq));
            QCOMPARE(log->report(3).value().actions, 250);
            QVERIFY(log->report(3).value() == wholeReport(*log));
        }
    }

    // A snapshot changed behind the store's back is never a stretch's start: the line is replayed whole.
    void aDamagedSnapshotIsPassedOver()
    {
        const QString path = m_dir.filePath(u"damaged.sqlite"_s);
        qint64 id = 0;
        game::GameReport expected;
        {
            auto store = test::openStoreOrDie(path);
            id = playRandomGame(*store, 420, 99U);
            expected = wholeReport(*GameLog::open(*store, id).value());
        }
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"raw-damage"_s);
            raw.setDatabaseName(path);
            QVERIFY(raw.open());
            QSqlQuery damage(raw);
            QVERIFY(
                damage.exec(u"UPDATE snapshots SET state = replace(state, '\"level\":1', '\"level\":7')"_s));
            QVERIFY(damage.numRowsAffected() > 0);
            damage.finish();
            raw.close();
        }
        QSqlDatabase::removeDatabase(u"raw-damage"_s);
        auto store = test::openStoreOrDie(path, OpenMode::Read);
        std::unique_ptr<GameLog> log = GameLog::open(*store, id).value();
        const StoreResult<game::GameReport> report = log->report(3);
        QVERIFY2(report, qPrintable(report ? QString() : report.error().message));
        QVERIFY(report.value() == expected);
    }

    void anEmptyLine()
    {
        auto store = test::openStoreOrDie(m_dir.filePath(u"empty.sqlite"_s));
        std::mt19937 rng(1);
        const qint64 id = GameLog::create(*store, testing::randomSetup(rng)).value();
        const StoreResult<game::GameReport> report = GameLog::open(*store, id).value()->report();
        QVERIFY(report);
        QCOMPARE(report.value().actions, 0);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestGameLogReport)
#include "tst_game_log_report.moc"

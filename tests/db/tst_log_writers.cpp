// Two writers on one log file, each with its own connection and its own GameLog, as the app and
// `arbiter-cli log do` are: an action is judged against the head the file has when it is written,
// never against a head another writer has moved on from. (Each row failed before the fix: the stale
// writer recorded an illegal action and every later reader refused the game.)

#include "db/store/game_log.h"
#include "log_test_support.h"
#include "tests/support/table_fixtures.h"

#include <QTemporaryDir>
#include <QTest>

using namespace arbiter::db;
using namespace arbiter::db::test;
using namespace Qt::StringLiterals;
namespace game = arbiter::rules::game;
namespace act = arbiter::rules::game::actions;
namespace mk = arbiter::rules::munchkin;

namespace {

game::GameSetup threePlayers()
{
    return arbiter::testing::munchkinTable("Writers", {"Ann", "Bob", "Cy"});
}

struct Writer {
    std::unique_ptr<LogStore> store;
    std::unique_ptr<GameLog> log;
};

Writer openWriter(const QString& path, qint64 game)
{
    Writer writer{openStoreOrDie(path), nullptr};
    StoreResult<std::unique_ptr<GameLog>> opened = GameLog::open(*writer.store, game);
    if (!opened)
        qFatal("cannot open game %lld: %s", static_cast<long long>(game), qPrintable(opened.error().message));
    writer.log = std::move(opened).value();
    return writer;
}

}  // namespace

class TestLogWriters : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_files = 0;

    // A new file with one game; both writers opened before either records anything.
    std::pair<Writer, Writer> twoWriters()
    {
        const QString path = m_dir.filePath(u"writers-%1.sqlite"_s.arg(++m_files));
        std::unique_ptr<LogStore> store = openStoreOrDie(path);
        StoreResult<qint64> game = GameLog::create(*store, threePlayers());
        if (!game)
            qFatal("create: %s", qPrintable(game.error().message));
        store.reset();
        return {openWriter(path, game.value()), openWriter(path, game.value())};
    }

private slots:
    void staleWriterIsJudgedAgainstTheFile_data()
    {
        QTest::addColumn<int>("row");
        QTest::newRow("Bob dies twice") << 0;
        QTest::newRow("Dan joins twice") << 1;
        QTest::newRow("Go Up a Level from 8, twice, would reach 10") << 2;
    }

    void staleWriterIsJudgedAgainstTheFile()
    {
        QFETCH(int, row);
        auto [first, second] = twoWriters();
        if (row == 2) {
            QVERIFY(first.log->record(act::ChangeLevel{"Ann", 7, mk::LevelSource::GoUpALevel, false})
                        .value()
                        .recorded);
            QVERIFY(second.log->refresh() == std::nullopt);
        }
        const game::Action action =
            row == 0   ? game::Action(act::Die{"Bob"})
            : row == 1 ? game::Action(act::AddPlayer{"Dan", mk::Sex::Male, std::nullopt})
                       : game::Action(act::ChangeLevel{"Ann", 1, mk::LevelSource::GoUpALevel, false});
        StoreResult<Recorded> accepted = first.log->record(action);
        QVERIFY(accepted);
        QVERIFY(accepted.value().recorded);

        // The second writer still holds the state from before: it must see the file's head and refuse.
        StoreResult<Recorded> stale = second.log->record(action);
        QVERIFY2(stale, stale ? "" : qPrintable(stale.error().message));
        QVERIFY2(!stale.value().recorded, "an action judged against a head that moved on was written");
        QVERIFY(!stale.value().verdict.legal);
        QCOMPARE(second.log->head(), first.log->head());
        QVERIFY(second.log->state() == first.log->state());

        // The file still replays: nothing illegal was written.
        StoreResult<VerifyReport> report = second.log->verify();
        QVERIFY(report);
        QVERIFY2(report.value().ok, qPrintable(report.value().problems.join(u"; "_s)));
    }

    // A legal action from the stale writer lands after the other's, judged on the state they made.
    void staleWriterAppendsAfterTheOther()
    {
        auto [first, second] = twoWriters();
        QVERIFY(first.log->record(act::ChangeLevel{"Ann", 2, mk::LevelSource::GoUpALevel, false})
                    .value()
                    .recorded);
        StoreResult<Recorded> later =
            second.log->record(act::ChangeLevel{"Ann", 1, mk::LevelSource::GoUpALevel, false});
        QVERIFY(later && later.value().recorded);
        QCOMPARE(second.log->state().players[0].level, 4);
        QCOMPARE(second.log->headCount(), std::size_t{2});
        QVERIFY(first.log->refresh() == std::nullopt);
        QVERIFY(first.log->state() == second.log->state());
    }

    // Undo by a stale writer undoes the file's head, not the one it remembers.
    void staleUndoFollowsTheFile()
    {
        auto [first, second] = twoWriters();
        QVERIFY(first.log->record(act::ChangeLevel{"Ann", 2, mk::LevelSource::GoUpALevel, false})
                    .value()
                    .recorded);
        QVERIFY(first.log->record(act::ChangeLevel{"Bob", 1, mk::LevelSource::GoUpALevel, false})
                    .value()
                    .recorded);
        QVERIFY(second.log->undo() == std::nullopt);
        QCOMPARE(second.log->headCount(), std::size_t{1});
        QCOMPARE(second.log->state().players[0].level, 3);
        QCOMPARE(second.log->state().players[1].level, 1);
        QVERIFY(first.log->refresh() == std::nullopt);
        QCOMPARE(first.log->headCount(), std::size_t{1});
    }

    // The other writer appends and undoes back to the same head in between: the head this writer read
    // is the file's again but the tip is not, so the check inside the write compares both cursors.
    void sameHeadOtherTipOnRecord()
    {
        auto [first, second] = twoWriters();
        QVERIFY(first.log->record(act::ChangeLevel{"Ann", 1, mk::LevelSource::GoUpALevel, false})
                    .value()
                    .recorded);
        QVERIFY(second.log->refresh() == std::nullopt);
        QVERIFY(second.log->record(act::ChangeLevel{"Bob", 1, mk::LevelSource::GoUpALevel, false})
                    .value()
                    .recorded);
        QVERIFY(second.log->undo() == std::nullopt);
        QCOMPARE(first.log->head(), second.log->head());
        QVERIFY(first.log->tip() != second.log->tip());

        StoreResult<Recorded> later =
            first.log->record(act::ChangeLevel{"Cy", 1, mk::LevelSource::GoUpALevel, false});
        QVERIFY(later && later.value().recorded);
        QCOMPARE(later.value().seq, 3);
        QCOMPARE(first.log->row().actionCount, 3);  // read again: the other's row is counted
        QVERIFY(first.log->verify().value().ok);
    }

    void sameHeadOtherTipOnMove()
    {
        auto [first, second] = twoWriters();
        for (const char* player : {"Ann", "Bob"})
            QVERIFY(first.log->record(act::ChangeLevel{player, 1, mk::LevelSource::GoUpALevel, false})
                        .value()
                        .recorded);
        QVERIFY(first.log->undo() == std::nullopt);  // head 1, tip 2
        QVERIFY(second.log->redo() == std::nullopt);
        QVERIFY(second.log->record(act::ChangeLevel{"Cy", 1, mk::LevelSource::GoUpALevel, false})
                    .value()
                    .recorded);
        QVERIFY(second.log->moveTo(1) == std::nullopt);  // head 1 again, tip 3
        QCOMPARE(first.log->head(), second.log->head());

        // Redo to here, from a history that still ends at 2: the file's line goes on to 3.
        QVERIFY(first.log->moveTo(2) == std::nullopt);
        QCOMPARE(first.log->head(), 2);
        QCOMPARE(first.log->tip(), 3);
        QVERIFY(first.log->canRedo());
        QCOMPARE(first.log->state().players[2].level, 1);
    }
};

QTEST_GUILESS_MAIN(TestLogWriters)
#include "tst_log_writers.moc"

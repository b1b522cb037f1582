// Prints what the game log costs, each figure against a baseline run in the same process:
//  - a durable append (referee check, JSON, one transaction with WAL + synchronous=FULL) against a raw
//    prepared sqlite3 INSERT + COMMIT of the same bytes with the same pragmas;
//  - opening a 10,000-action game and rebuilding its state (snapshot + tail, and a full replay with
//    no snapshots) against a raw ordered scan of the same rows;
//  - undo and redo latency;
//  - peak memory of a process that opens the 10,000-action game, against one that only scans it;
//  - after the game: the records across every game of a file (`arbiter-cli log stats`), 200 games of
//    1,000 actions (target 1 s).
// A benchmark, not a test: it asserts nothing about time. `--quick` runs small sizes so CI can check
// that it still builds and runs. `--append-only` stops after the append figures; `--profile-append`
// prints where an append's time goes instead; `--profile-open` only opens the long game, many times;
// `--stats-only` measures the records alone.

#include "db/cli/stats_command.h"
#include "db/codec/game_json.h"
#include "db/codec/json_reader.h"
#include "db/store/game_log.h"
#include "db/store/log_chain.h"
#include "db/store/log_check.h"
#include "db/store/log_store.h"
#include "rules/game/apply.h"
#include "rules/game/report.h"
#include "tests/support/random_game.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>

#include <sqlite3.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <random>
#include <thread>
#include <vector>

using namespace Qt::StringLiterals;
using namespace arbiter;
using namespace arbiter::db;
namespace game = arbiter::rules::game;
using Clock = std::chrono::steady_clock;

namespace {

double microseconds(Clock::duration duration)
{
    return std::chrono::duration<double, std::micro>(duration).count();
}

double median(std::vector<double> values)
{
    std::ranges::sort(values);
    return values.empty() ? 0 : values[values.size() / 2];
}

double percentile(std::vector<double> values, double p)
{
    std::ranges::sort(values);
    return values.empty() ? 0
                          : values[std::min(values.size() - 1, static_cast<std::size_t>(p * values.size()))];
}

[[noreturn]] void fail(const QString& what)
{
    std::fprintf(stderr, "bench_log: %s\n", qPrintable(what));
    std::exit(1);
}

std::unique_ptr<LogStore> openStore(const QString& path, OpenMode mode)
{
    StoreResult<std::unique_ptr<LogStore>> store = LogStore::open(path, mode);
    if (!store)
        fail(store.error().message);
    return std::move(store).value();
}

std::unique_ptr<GameLog> openGame(LogStore& store, qint64 id)
{
    StoreResult<std::unique_ptr<GameLog>> log = GameLog::open(store, id);
    if (!log)
        fail(log.error().message);
    return std::move(log).value();
}

// The next legal action of a long game: random, but never one that ends it.
game::Action nextLegal(const game::GameState& state, std::mt19937& rng)
{
    for (;;) {
        game::Action action = testing::randomAction(state, rng);
        game::GameState probe = state;
        if (game::apply(probe, action).legal && probe.winners.empty())
            return action;
    }
}

// Records `count` legal actions into a new game of `path`; returns the game id.
qint64 buildGame(const QString& path, int count, unsigned seed)
{
    auto store = openStore(path, OpenMode::Write);
    std::mt19937 rng(seed);
    game::GameSetup setup = testing::randomSetup(rng);
    const qint64 id = GameLog::create(*store, setup).value();
    auto log = openGame(*store, id);
    for (int i = 0; i < count; ++i)
        if (!log->record(nextLegal(log->state(), rng)).value().recorded)
            fail(u"a legal action was refused"_s);
    return id;
}

struct RawDb {
    sqlite3* db = nullptr;
    explicit RawDb(const QString& path, bool readOnly)
    {
        const int flags = readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE;
        if (sqlite3_open_v2(QFile::encodeName(path).constData(), &db, flags, nullptr) != SQLITE_OK)
            fail(u"raw open failed"_s);
        if (!readOnly)
            exec("PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; PRAGMA foreign_keys=ON;");
    }
    ~RawDb() { sqlite3_close(db); }
    void exec(const char* sql)
    {
        char* error = nullptr;
        if (sqlite3_exec(db, sql, nullptr, nullptr, &error) != SQLITE_OK)
            fail(QString::fromUtf8(error));
    }
};

// Appends: the log's durable append against a raw prepared INSERT + COMMIT of the same row bytes.
void benchAppend(const QTemporaryDir& dir, int count)
{
    const QString logPath = dir.filePath(u"append-log.sqlite"_s);
    const QString rawPath = dir.filePath(u"append-raw.sqlite"_s);
    auto store = openStore(logPath, OpenMode::Write);
    std::mt19937 rng(7);
    const qint64 id = GameLog::create(*store, testing::randomSetup(rng)).value();
    auto log = openGame(*store, id);
    {  // the baseline file has the same schema, made by the store itself
        auto rawStore = openStore(rawPath, OpenMode::Write);
        GameLog::create(*rawStore, testing::randomSetup(rng)).value();
    }
    RawDb raw(rawPath, false);
    sqlite3_stmt* insert = nullptr;
    const char* sql =
        "INSERT INTO actions (game_id, seq, parent, kind, format, payload, dice, verdict, recorded_at) "
        "VALUES (1, ?, ?, ?, 1, ?, ?, ?, ?)";
    if (sqlite3_prepare_v2(raw.db, sql, -1, &insert, nullptr) != SQLITE_OK)
        fail(QString::fromUtf8(sqlite3_errmsg(raw.db)));

    std::vector<double> ours;
    std::vector<double> baseline;
    qint64 rawSeq = 0;
    // Interleaved in batches, so drift in the disk's speed hits both sides alike.
    for (int batch = 0; batch < count / 50; ++batch) {
        for (int i = 0; i < 50; ++i) {
            const game::Action action = nextLegal(log->state(), rng);
            const auto start = Clock::now();
            if (!log->record(action).value().recorded)
                fail(u"refused"_s);
            ours.push_back(microseconds(Clock::now() - start));
        }
        // The baseline writes exactly the rows the log just wrote.
        const QList<ActionRow> rows = store->rows(id, log->head() - 49, log->head()).value();
        for (const ActionRow& row : rows) {
            const QByteArray kind = row.action.kind.toUtf8();
            const QByteArray time = row.action.recordedAt.toString(Qt::ISODateWithMs).toUtf8();
            const auto start = Clock::now();
            raw.exec("BEGIN IMMEDIATE");
            sqlite3_bind_int64(insert, 1, ++rawSeq);
            sqlite3_bind_int64(insert, 2, rawSeq - 1);
            sqlite3_bind_text(insert, 3, kind.constData(), static_cast<int>(kind.size()), SQLITE_STATIC);
            sqlite3_bind_text(insert, 4, row.action.payload.constData(),
                              static_cast<int>(row.action.payload.size()), SQLITE_STATIC);
            sqlite3_bind_text(insert, 5, row.action.dice.constData(),
                              static_cast<int>(row.action.dice.size()), SQLITE_STATIC);
            sqlite3_bind_text(insert, 6, row.action.verdict.constData(),
                              static_cast<int>(row.action.verdict.size()), SQLITE_STATIC);
            sqlite3_bind_text(insert, 7, time.constData(), static_cast<int>(time.size()), SQLITE_STATIC);
            if (sqlite3_step(insert) != SQLITE_DONE)
                fail(QString::fromUtf8(sqlite3_errmsg(raw.db)));
            sqlite3_reset(insert);
            raw.exec("COMMIT");
            baseline.push_back(microseconds(Clock::now() - start));
        }
    }
    sqlite3_finalize(insert);
    const double ourMedian = median(ours);
    const double rawMedian = median(baseline);
    std::printf("append (durable, %zu actions)       median %8.1f us  p95 %8.1f us\n", ours.size(), ourMedian,
                percentile(ours, 0.95));
    std::printf("raw INSERT + COMMIT (same bytes)    median %8.1f us  p95 %8.1f us\n", rawMedian,
                percentile(baseline, 0.95));
    std::printf("  ratio append / raw                %8.2fx  (target <= 1.3x)\n", ourMedian / rawMedian);
}

// Where an append's time goes (`--profile-append`): the whole record() against its parts timed one by
// one on the same actions: the referee, the action's and the verdict's JSON, the row's hash, and the
// store's own append of the same bytes (the transaction: check against the head, INSERT, cursors, COMMIT).
void profileAppend(const QTemporaryDir& dir, int count)
{
    auto store = openStore(dir.filePath(u"profile-log.sqlite"_s), OpenMode::Write);
    auto bare = openStore(dir.filePath(u"profile-bare.sqlite"_s), OpenMode::Write);
    std::mt19937 rng(7);
    const qint64 id = GameLog::create(*store, testing::randomSetup(rng)).value();
    const qint64 bareId = GameLog::create(*bare, testing::randomSetup(rng)).value();
    auto log = openGame(*store, id);
    std::vector<double> record, referee, actionJson, verdictJson, hash, storeAppend;
    for (int i = 0; i < count; ++i) {
        const game::Action action = nextLegal(log->state(), rng);
        game::GameState probe = log->state();
        auto start = Clock::now();
        const rules::Verdict verdict = game::apply(probe, action);
        referee.push_back(microseconds(Clock::now() - start));
        start = Clock::now();
        NewActionRow row;
        row.kind = u"x"_s;
        row.payload = compact(actionToJson(action));
        actionJson.push_back(microseconds(Clock::now() - start));
        start = Clock::now();
        row.verdict = compact(verdictToJson(verdict));
        verdictJson.push_back(microseconds(Clock::now() - start));
        row.dice = "[]";
        row.recordedAt = QDateTime::currentDateTimeUtc();
        start = Clock::now();
        const QString rowHash = chain::rowHash(QString(64, u'0'), i + 1, i, row, QString());
        hash.push_back(microseconds(Clock::now() - start));
        start = Clock::now();
        if (!bare->append(bareId, row))
            fail(u"bare append failed"_s);
        storeAppend.push_back(microseconds(Clock::now() - start));
        start = Clock::now();
        if (!log->record(action).value().recorded)
            fail(u"refused"_s);
        record.push_back(microseconds(Clock::now() - start));
        if (rowHash.isEmpty())
            fail(u"no hash"_s);
    }
    std::printf("record() (durable append)           median %8.1f us\n", median(record));
    std::printf("  the referee (apply)               median %8.1f us\n", median(referee));
    std::printf("  the action's JSON                 median %8.1f us\n", median(actionJson));
    std::printf("  the verdict's JSON                median %8.1f us\n", median(verdictJson));
    std::printf("  the row's hash                    median %8.1f us\n", median(hash));
    std::printf("  LogStore::append of those bytes   median %8.1f us\n", median(storeAppend));
}

// A raw ordered scan of a game's rows: every column the log reads, nothing decoded.
double rawScanMs(const QString& path, qint64 id)
{
    const auto start = Clock::now();
    RawDb raw(path, true);
    sqlite3_stmt* scan = nullptr;
    sqlite3_prepare_v2(raw.db,
                       "SELECT seq, parent, kind, format, payload, dice, verdict, recorded_at FROM actions "
                       "WHERE game_id = ? ORDER BY seq",
                       -1, &scan, nullptr);
    sqlite3_bind_int64(scan, 1, id);
    std::size_t bytes = 0;
    while (sqlite3_step(scan) == SQLITE_ROW)
        for (int column = 2; column < 8; ++column)
            bytes += static_cast<std::size_t>(sqlite3_column_bytes(scan, column));
    sqlite3_finalize(scan);
    if (bytes == 0)
        fail(u"the raw scan read nothing"_s);
    return microseconds(Clock::now() - start) / 1000;
}

double openMs(const QString& path, qint64 id, int headCount)
{
    const auto start = Clock::now();
    auto store = openStore(path, OpenMode::Read);
    auto log = openGame(*store, id);
    const double ms = microseconds(Clock::now() - start) / 1000;
    if (static_cast<int>(log->headCount()) != headCount)
        fail(u"opened at the wrong head"_s);
    return ms;
}

void benchOpen(const QTemporaryDir& dir, const QString& path, qint64 id, int count, int rounds)
{
    // The same game with no snapshots: opening it replays every action from the setup.
    const QString bare = dir.filePath(u"open-bare.sqlite"_s);
    QFile::copy(path, bare);
    {
        RawDb raw(bare, false);
        raw.exec("DELETE FROM snapshots");
        raw.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    }
    std::vector<double> scan, snapshot, full;
    for (int round = 0; round < rounds; ++round) {
        scan.push_back(rawScanMs(path, id));
        snapshot.push_back(openMs(path, id, count));
        full.push_back(openMs(bare, id, count));
    }
    const double scanMs = median(scan);
    std::printf("raw ordered scan of %d rows          median %8.2f ms\n", count, scanMs);
    std::printf(
        "open + rebuild (snapshot + tail)    median %8.2f ms  ratio %6.2fx  (target <= 3x, < 50 ms)\n",
        median(snapshot), median(snapshot) / scanMs);
    std::printf("open + full replay (no snapshots)   median %8.2f ms  ratio %6.2fx\n", median(full),
                median(full) / scanMs);
}

void benchUndoRedo(const QString& path, qint64 id, int rounds)
{
    auto store = openStore(path, OpenMode::Write);
    auto log = openGame(*store, id);
    std::vector<double> undo, redo;
    for (int i = 0; i < rounds; ++i) {
        const auto start = Clock::now();
        if (log->undo())
            fail(u"undo failed"_s);
        undo.push_back(microseconds(Clock::now() - start));
    }
    for (int i = 0; i < rounds; ++i) {
        const auto start = Clock::now();
        if (log->redo())
            fail(u"redo failed"_s);
        redo.push_back(microseconds(Clock::now() - start));
    }
    const qint64 middle = log->line()[log->line().size() / 2];
    const auto start = Clock::now();
    if (log->moveTo(middle))
        fail(u"undo to here failed"_s);
    const double far = microseconds(Clock::now() - start);
    if (log->moveTo(log->tip()))
        fail(u"redo to the tip failed"_s);
    std::printf("undo (one step, durable)            median %8.1f us  p95 %8.1f us\n", median(undo),
                percentile(undo, 0.95));
    std::printf("redo (one step, durable)            median %8.1f us  p95 %8.1f us\n", median(redo),
                percentile(redo, 0.95));
    std::printf("undo to here (half the game back)          %8.1f us\n", far);
}

long peakKilobytes()
{
    QFile status(u"/proc/self/status"_s);
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLong();
    return -1;
}

// Child mode: open the game (or only scan it) and print the peak resident set size in kB.
int peakMode(const QString& what, const QString& path, qint64 id)
{
    if (what == u"open") {
        auto store = openStore(path, OpenMode::Read);
        auto log = openGame(*store, id);
        std::printf("%ld\n", peakKilobytes());
    } else {
        rawScanMs(path, id);
        std::printf("%ld\n", peakKilobytes());
    }
    return 0;
}

long childPeak(const QString& what, const QString& path, qint64 id)
{
    QProcess child;
    child.start(QCoreApplication::applicationFilePath(), {u"--peak"_s, what, path, QString::number(id)});
    if (!child.waitForFinished(120000) || child.exitCode() != 0)
        fail(u"the peak-memory child failed"_s);
    return child.readAllStandardOutput().trimmed().toLong();
}

}  // namespace

// The records across the games of a file (`arbiter-cli log stats` without --game): every game replayed
// from its setup, as the command does. Medians of three, each on a store opened afresh.
void benchStats(const QTemporaryDir& dir, int games, int actions)
{
    const QString path = dir.filePath(u"evenings.sqlite"_s);
    const auto start = Clock::now();
    for (int game = 0; game < games; ++game)
        buildGame(path, actions, 100U + static_cast<unsigned>(game));
    std::printf("built %d games of %d actions in %.1f s\n", games, actions,
                microseconds(Clock::now() - start) / 1e6);
    std::vector<double> runs;
    for (int run = 0; run < 3; ++run) {
        auto store = openStore(path, OpenMode::Read);
        const auto begin = Clock::now();
        const StoreResult<QJsonObject> records = fileStatsJson(*store);
        runs.push_back(microseconds(Clock::now() - begin) / 1000);
        if (!records || records.value().value(u"games"_s).toInt() != games)
            fail(u"the records did not count every game"_s);
    }
    std::printf(
        "records across %d games of %d actions (stats)  median %8.1f ms  (target <= 1000 ms for 200 x "
        "1,000)\n",
        games, actions, median(runs));
}

// Where the records' time goes, per game: opening it (its rows checked, its state rebuilt), decoding its
// actions in effect, replaying them for the report; and what reading and decoding its snapshots costs.
void profileStats(const QTemporaryDir& dir, int games, int actions)
{
    const QString path = dir.filePath(u"profile-stats.sqlite"_s);
    for (int game = 0; game < games; ++game)
        buildGame(path, actions, 100U + static_cast<unsigned>(game));
    auto store = openStore(path, OpenMode::Read);
    double open = 0, decode = 0, report = 0, snapshots = 0, stretched = 0;
    int snapshotCount = 0;
    for (const GameRow& row : store->games().value()) {
        auto start = Clock::now();
        std::unique_ptr<GameLog> log = GameLog::open(*store, row.id).value();
        open += microseconds(Clock::now() - start);
        start = Clock::now();
        const std::vector<rules::game::Action> line = log->actionsInEffect().value();
        decode += microseconds(Clock::now() - start);
        start = Clock::now();
        const rules::game::GameReport replayed = rules::game::reportOf(log->setup(), line);
        report += microseconds(Clock::now() - start);
        if (replayed.actions != static_cast<int>(line.size()))
            fail(u"the report stopped early"_s);
        start = Clock::now();
        for (const SnapshotRow& snapshot : store->snapshots(row.id).value()) {
            JsonIssues issues;
            JsonReader reader(QJsonDocument::fromJson(snapshot.state).object(), QString(), &issues);
            if (!stateFromJson(reader))
                fail(u"a snapshot does not decode"_s);
            ++snapshotCount;
        }
        snapshots += microseconds(Clock::now() - start);
        std::unique_ptr<GameLog> again = GameLog::open(*store, row.id).value();
        start = Clock::now();
        if (!(again->report().value() == replayed))
            fail(u"the report in stretches differs from the whole replay"_s);
        stretched += microseconds(Clock::now() - start);
    }
    std::printf(
        "per game of %d actions: open %.2f ms, decode %.2f ms, report replay %.2f ms; %d snapshots "
        "read and decoded %.2f ms; GameLog::report (in stretches from vouched snapshots, on %u threads) "
        "%.2f ms\n",
        actions, open / games / 1000, decode / games / 1000, report / games / 1000, snapshotCount / games,
        snapshots / games / 1000, std::thread::hardware_concurrency(), stretched / games / 1000);
}

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() == 5 && args[1] == u"--peak")
        return peakMode(args[2], args[3], args[4].toLongLong());
    const bool quick = args.contains(u"--quick"_s);
    // For a profiler: build the long game once, then only open it, many times.
    if (args.contains(u"--profile-open"_s)) {
        QTemporaryDir scratch;
        const QString path = scratch.filePath(u"profile.sqlite"_s);
        const qint64 id = buildGame(path, 10000, 11);
        {  // as benchOpen() opens it: from the main file, the WAL checkpointed
            RawDb raw(path, false);
            raw.exec("PRAGMA wal_checkpoint(TRUNCATE)");
        }
        std::vector<double> storeOnly, check, scan, whole;
        for (int i = 0; i < 50; ++i) {
            auto start = Clock::now();
            auto store = openStore(path, OpenMode::Read);
            storeOnly.push_back(microseconds(Clock::now() - start) / 1000);
            const GameRow game = store->game(id).value();
            start = Clock::now();  // the rows' check alone, on the open store (its pages cached or not)
            if (!checkGameQuickly(*store, game).value().problems.isEmpty())
                fail(u"the game does not check"_s);
            check.push_back(microseconds(Clock::now() - start) / 1000);
            store.reset();
            scan.push_back(rawScanMs(path, id));
            whole.push_back(openMs(path, id, 10000));
        }
        std::printf(
            "raw scan %.2f ms; LogStore::open %.2f ms; the rows' check %.2f ms; open + rebuild %.2f ms "
            "(%.2fx)\n",
            median(scan), median(storeOnly), median(check), median(whole), median(whole) / median(scan));
        return 0;
    }
    const int count = quick ? 300 : 10000;

    QTemporaryDir dir;  // on the same disk as the build: fsync costs what it costs there
    if (!dir.isValid())
        fail(u"no temporary directory"_s);
    std::printf("game log benchmark (%s)\n", quick ? "quick" : "full");

    if (args.contains(u"--profile-stats"_s)) {
        profileStats(dir, 20, 1000);
        return 0;
    }
    if (args.contains(u"--stats-only"_s)) {
        benchStats(dir, quick ? 4 : 200, quick ? 100 : 1000);
        return 0;
    }
    if (args.contains(u"--profile-append"_s)) {
        profileAppend(dir, quick ? 100 : 2000);
        return 0;
    }
    benchAppend(dir, quick ? 100 : 2000);
    if (args.contains(u"--append-only"_s))  // the append figures alone (and for a profiler)
        return 0;

    const QString path = dir.filePath(u"long-game.sqlite"_s);
    const auto start = Clock::now();
    const qint64 id = buildGame(path, count, 11);
    std::printf("built a %d-action game in %.1f s (%.0f bytes per action on disk)\n", count,
                microseconds(Clock::now() - start) / 1e6,
                static_cast<double>(QFile(path).size() + QFile(path + u"-wal"_s).size()) / count);
    {  // checkpoint the WAL so every variant starts from the main file
        RawDb raw(path, false);
        raw.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    }
    benchOpen(dir, path, id, count, quick ? 3 : 15);
    benchUndoRedo(path, id, quick ? 20 : 200);
    const long scanPeak = childPeak(u"scan"_s, path, id);
    const long openPeak = childPeak(u"open"_s, path, id);
    std::printf(
        "peak memory: open %d-action game  %8.1f MiB; raw scan process %8.1f MiB (difference %.1f MiB)\n",
        count, openPeak / 1024.0, scanPeak / 1024.0, (openPeak - scanPeak) / 1024.0);
    benchStats(dir, quick ? 4 : 200, quick ? 100 : 1000);
    return 0;
}

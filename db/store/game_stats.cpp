#include "db/store/game_stats.h"

#include "db/store/game_log.h"
#include "rules/panic/types.h"

#include <algorithm>
#include <map>
#include <optional>
#include <thread>
#include <vector>

using namespace Qt::StringLiterals;

namespace arbiter::db {

namespace {

namespace game = rules::game;

QString text(const std::string& value)
{
    return QString::fromStdString(value);
}

bool filterKeeps(const RecordsFilter& filter, const GameRow& row)
{
    if (!filter.player.isEmpty()
        && !std::any_of(row.players.begin(), row.players.end(), [&filter](const QString& name) {
               return name.compare(filter.player, Qt::CaseInsensitive) == 0;
           }))
        return false;
    const QDate day = row.lastPlayedAt.toLocalTime().date();
    if (filter.from.isValid() && day < filter.from)
        return false;
    return !filter.to.isValid() || day <= filter.to;
}

GameSummary summaryOf(const ReplayedGame& game)
{
    GameSummary summary{
        game.row.id, game.row.name, game.row.lastPlayedAt, game.report.actions, game.report.turns, {}, {}};
    for (const std::string& winner : game.report.winners)
        summary.winners.append(text(winner));
    for (const game::PlayerReport& player : game.report.players)
        summary.finalLevels.append({text(player.name), game.report.family == game::Family::Panic
                                                           ? player.trophyPoints
                                                           : player.finalLevel});
    return summary;
}

struct Tally {
    KindRecords records;
    std::map<QString, PlayerRecord> players;
    std::map<QString, int> fought;
    std::map<QString, int> beat;
};

void count(Tally& tally, const ReplayedGame& game)
{
    const game::GameReport& report = game.report;
    KindRecords& records = tally.records;
    ++records.games;
    if (report.actions > records.longest.actions || records.games == 1)
        records.longest = summaryOf(game);
    records.recent.append(summaryOf(game));
    for (const game::PlayerReport& player : report.players) {
        PlayerRecord& entry = tally.players[text(player.name)];
        entry.name = text(player.name);
        ++entry.played;
        entry.won += std::count(report.winners.begin(), report.winners.end(), player.name) > 0 ? 1 : 0;
        entry.levels += player.finalLevel;
        entry.kills += player.kills;
        entry.deaths += player.deaths;
        entry.trophyPoints += player.trophyPoints;
    }
    for (const game::FightTally& fight : report.fights) {
        ++tally.fought[text(fight.monster)];
        if (!fight.won)
            ++tally.beat[text(fight.monster)];
    }
}

QList<MonsterCount> mostFirst(const std::map<QString, int>& counts)
{
    QList<MonsterCount> sorted;
    for (const auto& [name, number] : counts)
        sorted.append({name, number});
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const MonsterCount& a, const MonsterCount& b) { return a.count > b.count; });
    return sorted;
}

}  // namespace

StoreResult<ReplayedGame> replayGame(LogStore& store, const GameRow& row)
{
    StoreResult<std::unique_ptr<GameLog>> opened = GameLog::open(store, row.id);
    if (!opened)
        return opened.error();
    GameLog& log = *opened.value();
    StoreResult<game::GameReport> report = log.report();
    if (!report)
        return report.error();
    return ReplayedGame{row, log.setup(), std::move(report).value()};
}

QString recordsKind(const game::GameSetup& setup, const GameRow& row)
{
    if (setup.family == game::Family::Panic)
        return u"panic-"_s + QString::fromUtf8(rules::panic::modeName(setup.panicOptions.mode).data());
    return row.edition;
}

StoreResult<FileRecords> fileRecords(LogStore& store, const RecordsFilter& filter)
{
    StoreResult<QList<GameRow>> games = store.games();
    if (!games)
        return games.error();
    FileRecords file;
    file.allGames = static_cast<int>(games.value().size());
    QList<GameRow> rows;
    for (const GameRow& row : games.value()) {
        for (const QString& name : row.players)
            if (!file.playerNames.contains(name, Qt::CaseInsensitive))
                file.playerNames.append(name);
        if (filterKeeps(filter, row))
            rows.append(row);
    }
    file.playerNames.sort(Qt::CaseInsensitive);
    // Oldest first, so the "last games" are the list's tail.
    std::stable_sort(rows.begin(), rows.end(),
                     [](const GameRow& a, const GameRow& b) { return a.lastPlayedAt < b.lastPlayedAt; });
    // Each game is opened and replayed on its own, so the games are shared among the machine's cores:
    // each worker thread has its own read-only connection to the file (a connection belongs to the
    // thread that opened it); this thread takes its share on the caller's store. The counts are then
    // added in the games' order, as one thread would.
    std::vector<std::optional<StoreResult<ReplayedGame>>> replayed(static_cast<std::size_t>(rows.size()));
    const std::size_t workers = std::min<std::size_t>(
        std::clamp<std::size_t>(std::thread::hardware_concurrency(), 1, 8), replayed.size());
    const auto share = [&rows, &replayed, workers](LogStore& reader, std::size_t worker) {
        for (std::size_t i = worker; i < replayed.size(); i += workers)
            replayed[i] = replayGame(reader, rows[static_cast<qsizetype>(i)]);
    };
    {
        std::vector<std::jthread> threads;
        for (std::size_t worker = 1; worker < workers; ++worker)
            threads.emplace_back([&share, &store, worker] {
                StoreResult<std::unique_ptr<LogStore>> reader = LogStore::open(store.path(), OpenMode::Read);
                if (reader)
                    share(*reader.value(), worker);
            });
        if (workers > 0)
            share(store, 0);
    }  // the workers join here
    std::map<QString, Tally> kinds;
    for (std::size_t i = 0; i < replayed.size(); ++i) {
        // A worker that could not open the file left its games: they are replayed here.
        if (!replayed[i])
            replayed[i] = replayGame(store, rows[static_cast<qsizetype>(i)]);
        if (!*replayed[i])
            return replayed[i]->error();
        const ReplayedGame& game = replayed[i]->value();
        const QString kind = recordsKind(game.setup, game.row);
        Tally& tally = kinds[kind];
        tally.records.kind = kind;
        tally.records.panic = game.setup.family == game::Family::Panic;
        count(tally, game);
        ++file.games;
    }
    for (auto& [kind, tally] : kinds) {
        KindRecords records = std::move(tally.records);
        for (auto& [name, player] : tally.players)
            records.players.append(player);
        records.mostFought = mostFirst(tally.fought);
        records.deadliest = mostFirst(tally.beat);
        if (records.recent.size() > KindRecords::recentLimit)
            records.recent = records.recent.mid(records.recent.size() - KindRecords::recentLimit);
        file.kinds.append(std::move(records));
    }
    return file;
}

}  // namespace arbiter::db

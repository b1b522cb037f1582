#pragma once
// After the game, from the file: one game's report replayed from its setup over the actions in effect,
// and the records across the file's games (per edition, per mode for Munchkin Panic), filtered by a
// player's name and the days played. Nothing is stored: every figure is counted by replay
// (rules/game/report.h), so an undone or abandoned action never counts.

#include "db/store/log_store.h"
#include "rules/game/report.h"
#include "rules/game/state.h"

#include <QDate>
#include <QList>
#include <QString>

namespace arbiter::db {

struct ReplayedGame {
    GameRow row;
    rules::game::GameSetup setup;
    rules::game::GameReport report;
};

// The game opened as the app opens it (its rows checked against the hash chain), its report replayed.
StoreResult<ReplayedGame> replayGame(LogStore& store, const GameRow& row);

// Which games the records count. Empty fields do not filter.
struct RecordsFilter {
    QString player;  // only the games this player sat in (case-insensitive)
    QDate from;      // only games last played on or after this day (local time)
    QDate to;        // ... and on or before this one
};

struct PlayerRecord {
    QString name;
    int played = 0;
    int won = 0;
    int levels = 0;  // final Levels, summed (card games)
    int kills = 0;
    int deaths = 0;
    int trophyPoints = 0;  // Munchkin Panic
    double averageFinalLevel() const { return played > 0 ? static_cast<double>(levels) / played : 0.0; }
};

struct MonsterCount {
    QString name;
    int count = 0;
};

// One game as the records list it: for the "last games" chart and the longest game.
struct GameSummary {
    qint64 id = 0;
    QString name;
    QDateTime playedAt;
    int actions = 0;
    int turns = 1;
    QStringList winners;
    QList<QPair<QString, int>> finalLevels;  // seat order; Trophy points in Munchkin Panic
};

struct KindRecords {
    QString kind;  // the edition ("deluxe", ...) or "panic-<mode>"
    bool panic = false;
    int games = 0;
    QList<PlayerRecord> players;     // by name
    QList<MonsterCount> mostFought;  // fights decided against it, most first
    QList<MonsterCount> deadliest;   // ... of those, the ones the players lost, most first
    GameSummary longest;             // the game with the most actions
    QList<GameSummary> recent;       // the last games played, oldest first (at most recentLimit)
    static constexpr int recentLimit = 10;
};

struct FileRecords {
    int games = 0;             // the games counted (after the filter)
    int allGames = 0;          // the games of the file
    QStringList playerNames;   // everyone who played in the file, for the filter
    QList<KindRecords> kinds;  // by kind
};

StoreResult<FileRecords> fileRecords(LogStore& store, const RecordsFilter& filter = {});

// The records' key of a game: its edition, or "panic-<mode>".
QString recordsKind(const rules::game::GameSetup& setup, const GameRow& row);

}  // namespace arbiter::db

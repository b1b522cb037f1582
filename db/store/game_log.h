#pragma once
// One game of a log file, with the referee on top: record an action (checked first: an illegal one
// is refused with its verdict and nothing is written), undo, redo, undo to here, the history with
// undone and abandoned actions, export and import as versioned JSON, and a full replay check.
//
// The state in memory is always the state at the head cursor. It is rebuilt on open from the newest
// trusted snapshot on the line plus the actions after it; snapshots are a cache (see docs/file-format.md).

#include "db/store/log_store.h"
#include "rules/core/verdict.h"
#include "rules/game/action.h"
#include "rules/game/report.h"
#include "rules/game/state.h"

#include <QJsonArray>
#include <QJsonObject>

#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace arbiter::db {

struct CheckedGame;  // db/store/log_check.h

enum class ActionStatus {
    Done,       // on the line from the start to head: in effect
    Undone,     // on the line from head to tip: redo brings it back
    Abandoned,  // on a branch left by recording after an undo: history only, never replayed
};

struct HistoryEntry {
    qint64 seq = 0;
    qint64 parent = 0;
    ActionStatus status = ActionStatus::Done;
    QString kind;
    int format = 1;
    QJsonObject action;
    QJsonArray dice;
    QJsonObject verdict;
    QDateTime recordedAt;
};

struct Recorded {
    rules::Verdict verdict;
    bool recorded = false;  // false: refused, nothing written
    qint64 seq = 0;         // the new row when recorded
};

struct VerifyReport {
    bool ok = true;
    QStringList integrity;  // SQLite's integrity_check ("ok")
    int actions = 0;        // rows replayed, abandoned branches included
    int snapshotsChecked = 0;
    QStringList problems;  // one sentence each, naming the action and field (db/store/log_audit.h)
};

class GameLog {
public:
    // A snapshot of the state is written with every snapshotInterval-th action of a line.
    static constexpr int snapshotInterval = 100;
    // The version of the rules engine that computes states; snapshots of another version are ignored.
    static constexpr int engineVersion = 1;
    static constexpr int exportVersion = 1;

    // Starts a new game in the store. Refuses an illegal setup with its verdict (as BadRequest).
    static StoreResult<qint64> create(LogStore& store, const rules::game::GameSetup& setup);
    // Opens a game and rebuilds its state at head.
    static StoreResult<std::unique_ptr<GameLog>> open(LogStore& store, qint64 game);
    // Opens the most recently played game of the store.
    static StoreResult<std::unique_ptr<GameLog>> openLatest(LogStore& store);

    qint64 id() const { return m_game.id; }
    const GameRow& row() const { return m_game; }
    const rules::game::GameSetup& setup() const { return m_setup; }
    const rules::game::GameState& state() const { return m_state; }
    qint64 head() const { return m_game.head; }
    qint64 tip() const { return m_game.tip; }
    // How many actions of the line are in effect.
    std::size_t headCount() const { return m_headIndex; }
    bool canUndo() const { return m_headIndex > 0; }
    bool canRedo() const { return m_headIndex < m_line.size(); }
    // The seqs of the current line, from the first action to tip.
    const std::vector<qint64>& line() const { return m_line; }

    // Checks the action against the state at the file's head; records it when legal. The write goes
    // through only if no other writer moved the game since it was judged; if one did, the state is
    // brought up to date from the file and the action judged again (a few times at most).
    StoreResult<Recorded> record(const rules::game::Action& action);
    // Reads the game's cursors and rows again and rebuilds the state at head when another writer has
    // changed them (a no-op when nothing changed).
    std::optional<StoreError> refresh();
    std::optional<StoreError> undo();
    std::optional<StoreError> redo();
    // Moves head to `seq` on the current line (0: before the first action): undo or redo to here.
    std::optional<StoreError> moveTo(qint64 seq);

    StoreResult<QList<HistoryEntry>> history();
    // The actions in effect (the line up to head), decoded, in their order: what a report replays.
    StoreResult<std::vector<rules::game::Action>> actionsInEffect();
    // The report of the actions in effect (rules/game/report.h). The line is cut at snapshots the chain
    // vouches for; each stretch is decoded and replayed from its snapshot on a thread of its own, and
    // the stretches are merged in line order (game_log_report.cpp). Equal to reportOf over the line.
    // `threads`: how many stretches at most; 0 for as many as the machine has cores.
    StoreResult<rules::game::GameReport> report(std::size_t threads = 0);

    // The whole game as versioned JSON: setup, every action (undone and abandoned ones too) with its
    // verdict, and the cursors.
    StoreResult<QJsonObject> exportJson();
    // Imports an exported game into `store` as a new game. Every action is decoded and replayed first;
    // a file with an illegal or unreadable action is refused whole, naming the field.
    static StoreResult<qint64> importJson(LogStore& store, const QJsonObject& exported);
    // The history and the export of a game read from its rows as they are, without replaying them: what
    // is still readable of a game with a damaged row (statuses follow the stored cursors).
    static StoreResult<QList<HistoryEntry>> storedHistory(LogStore& store, const GameRow& game);
    static StoreResult<QJsonObject> exportStored(LogStore& store, const GameRow& game);

    // auditGame() on this game (the chain, every action replayed, every snapshot compared), SQLite's
    // integrity check, and the state at head against replay. Never writes.
    StoreResult<VerifyReport> verify();

private:
    GameLog(LogStore& store, GameRow game, rules::game::GameSetup setup);
    LogStore::Cursors cursors() const { return {m_game.head, m_game.tip}; }
    // record() and moveTo() against the cursors as read; Moved when another writer changed them.
    StoreResult<Recorded> recordOnce(const rules::game::Action& action);
    std::optional<StoreError> moveToOnce(qint64 seq);
    std::optional<StoreError> loadLine();
    // The line loadLine() read through the index, against the parents the rows hold.
    std::optional<StoreError> checkLineAgainstRows(const CheckedGame& rows);
    std::optional<StoreError> rebuild();
    // Whether the chain vouches for `snapshot`, the state after the first `count` actions of the line:
    // its digest is the one hashed into its row. `checked`: every row, already checked (checkGameQuickly()).
    bool chainVouchesFor(std::size_t count, const SnapshotRow& snapshot) const;
    // The state after the first `count` actions of the line, from the nearest checkpoint.
    StoreResult<rules::game::GameState> stateAt(std::size_t count);
    // Decodes the actions at line positions [from, to) that are not cached yet.
    std::optional<StoreError> fetchActions(std::size_t from, std::size_t to);
    StoreError replayError(qint64 seq, const QString& why) const;

    LogStore& m_store;
    GameRow m_game;
    rules::game::GameSetup m_setup;
    rules::game::GameState m_state;
    std::vector<qint64> m_line;   // seqs from the first action to tip
    std::size_t m_headIndex = 0;  // how many of m_line are in effect
    // States known after `count` actions of the line: the start, snapshots, and recent heads.
    std::map<std::size_t, rules::game::GameState> m_checkpoints;
    // Decoded actions of the line by position; filled on demand.
    std::map<std::size_t, rules::game::Action> m_actions;
    // From the rows' check on the last rebuild: how many rows there are (1..n, without a gap), and the
    // (seq, state digest) the chain holds for the rows written with a snapshot.
    std::size_t m_checkedRows = 0;
    QList<std::pair<qint64, QString>> m_chainDigests;
};

// Names as JSON and the history spell them.
QString statusName(ActionStatus status);

}  // namespace arbiter::db

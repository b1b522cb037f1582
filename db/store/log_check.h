#pragma once
// The checks of a game that need no referee: the rows' seqs, the hash chain from the genesis to the
// anchor (every row, abandoned branches too) and the cursors. `verify` runs them before it replays
// (db/store/log_audit.h); opening a game runs them too, so a damaged game is never shown as the game
// nor written on (docs/log.md, "A damaged game").

#include "db/store/log_store.h"

#include <QList>
#include <QString>

#include <array>
#include <utility>
#include <vector>

namespace arbiter::db {

struct AuditProblem {
    qint64 game = 0;
    qint64 seq = 0;  // the action row; 0 for the game as a whole (its setup, cursors, anchor)
    QString field;   // the column or payload field at fault: "verdict", "payload.player", "head", ...
    QString message;

    QString text() const;  // "Game 1, action 5, verdict: ..."
};

// The problems of `rows` (every row of `game`, in seq order): seqs missing, a hash that does not
// recompute, a parent the game does not have, an anchor that is not the last row's, cursors off the line.
// The chain is checked only when the file has one (format 4 on): there an empty anchor is damage too.
QList<AuditProblem> rowProblems(const GameRow& game, const QList<ActionRow>& rows);

// Reads every row of the game and checks it as above.
StoreResult<QList<AuditProblem>> checkGameRows(LogStore& store, const GameRow& game);

// What opening a game keeps of each row: its place and its hash, in a few bytes and no allocation.
struct RowLink {
    qint64 seq = 0;
    qint64 parent = 0;
    std::array<char, 64> hash{};  // the row's hash as stored, when it has the 64 digits every good row has
    bool hashed = false;          // whether that hash recomputes from the row's columns after its parent's
};

// What opening a game checks, as checkGameRows() does, without reading the rows' payloads into memory:
// each row is hashed from the bytes SQLite holds. When a problem is found the rows are read again whole,
// so `problems` are exactly checkGameRows()'s.
struct CheckedGame {
    QList<AuditProblem> problems;
    std::vector<RowLink> rows;                  // every row, in seq order
    QList<std::pair<qint64, QString>> digests;  // (seq, state_digest) of the rows written with a snapshot
    // The row `seq` when the rows are 1..n without a gap (as they are when `problems` is empty).
    const RowLink* at(qint64 seq) const
    {
        return seq >= 1 && static_cast<std::size_t>(seq) <= rows.size() && rows[seq - 1].seq == seq
                   ? &rows[seq - 1]
                   : nullptr;
    }
};
StoreResult<CheckedGame> checkGameQuickly(LogStore& store, const GameRow& game);

// A Damaged refusal naming the problem as verify does, and how many more verify lists.
StoreError damagedGame(const QString& path, const QList<AuditProblem>& problems);

}  // namespace arbiter::db

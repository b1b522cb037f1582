#pragma once
// The checks of a game that need no referee: the rows' seqs, the hash chain from the genesis to the
// anchor (every row, abandoned branches too) and the cursors. `verify` runs them before it replays
// (db/store/log_audit.h); opening a game runs them too, so a damaged game is never shown as the game
// nor written on (docs/log.md, "A damaged game").

#include "db/store/log_store.h"

#include <QList>
#include <QString>

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

// What opening a game checks, as checkGameRows() does, without reading the rows' payloads into memory:
// each row is hashed from the bytes SQLite holds. `rows` keep only seq, parent, hash and state_digest.
// When a problem is found the rows are read again whole, so `problems` are exactly checkGameRows()'s.
struct CheckedGame {
    QList<AuditProblem> problems;
    QList<ActionRow> rows;
};
StoreResult<CheckedGame> checkGameQuickly(LogStore& store, const GameRow& game);

// A Damaged refusal naming the problem as verify does, and how many more verify lists.
StoreError damagedGame(const QString& path, const QList<AuditProblem>& problems);

}  // namespace arbiter::db

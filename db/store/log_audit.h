#pragma once
// `verify`, done from the rows alone: the hash chain (db/store/log_chain.h), the cursors, every stored action
// read strictly and replayed (abandoned branches too) with its ruling and dice compared, and every
// snapshot compared with replay. It never writes: rebuilding snapshots is rebuildSnapshots(), asked for
// on its own. A game that cannot be opened (a damaged row) is audited all the same, so the report names
// every problem, not just the first.

#include "db/store/log_check.h"
#include "db/store/log_store.h"
#include "rules/game/state.h"

#include <QList>
#include <QString>

#include <optional>

namespace arbiter::db {

struct GameAudit {
    qint64 game = 0;
    QString name;
    bool chained = false;  // the file has the hash chain (format 4 on)
    int actions = 0;       // rows replayed, abandoned branches included
    int snapshotsChecked = 0;
    QList<AuditProblem> problems;
    std::optional<rules::game::GameState> stateAtHead;  // by replay, when it could be reached
};

struct AuditReport {
    QStringList integrity;  // SQLite's integrity_check ("ok")
    QList<GameAudit> games;

    bool ok() const;
    QList<AuditProblem> problems() const;
};

// One game, or (without `game`) every game of the file, with SQLite's integrity check.
StoreResult<AuditReport> auditLog(LogStore& store, std::optional<qint64> game = std::nullopt);
StoreResult<GameAudit> auditGame(LogStore& store, qint64 game);

struct SnapshotRepair {
    int rewritten = 0;  // disagreed with replay, or could not be read, and were written again
    int dropped = 0;    // on a row replay cannot reach (a damaged branch)
};

// Writes again every snapshot of the game that disagrees with a full replay. Action rows are never
// touched; the store must be open for writing.
StoreResult<SnapshotRepair> rebuildSnapshots(LogStore& store, qint64 game);

}  // namespace arbiter::db

#pragma once
// `arbiter-cli log --db FILE [--game ID] VERB [--to SEQ] [--raw]`: the game log from the command line. The
// contract is spec/referee-cli.md; verbs, outputs and exit codes are documented in docs/log.md.

#include "db/store/log_store.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace arbiter::db {

enum class LogVerb {
    New,
    Do,
    Undo,
    Redo,
    State,
    History,
    Export,
    Import,
    Verify,
    RebuildSnapshots,
    List,
    Stats
};

struct LogRequest {
    QString database;            // --db
    std::optional<qint64> game;  // --game; the most recently played game when absent
    LogVerb verb = LogVerb::State;
    std::optional<qint64> to;  // undo/redo --to SEQ: undo or redo to here
    bool raw = false;          // export --raw: the rows as stored, without replaying them
    QByteArray input;          // stdin, for new, do and import
};

struct LogOutcome {
    // 0 done (a refused action too), 1 verify found problems, 2 the request was refused, 3 in use or
    // changed by other writers (try again); the log refused: 4 it does not exist, 5 not an Arbiter log
    // (not SQLite, another program's), 6 newer, 7 damaged, 8 read-only, 9 disk full, 10 another error
    // of the file system or SQLite. docs/log.md, "Exit codes and errors".
    int exitCode = 0;
    QByteArray output;   // one JSON object (export: indented)
    QString diagnostic;  // a human line for stderr; empty when all went well
};

// The verb names as typed on the command line, and the verbs that read stdin.
std::optional<LogVerb> logVerbFromName(const QString& name);
bool logVerbReadsInput(LogVerb verb);

inline constexpr qsizetype maxLogInputBytes = 64 * 1024 * 1024;

LogOutcome runLog(const LogRequest& request);

// The exit code of a refusal the log file itself causes, for `log` and `cards` alike: 3 in use or moved
// by other writers, 5 not an Arbiter log, 6 newer, 7 damaged, 8 read-only, 9 disk full, 10 anything else.
int fileRefusalExitCode(StoreErrorKind kind);

}  // namespace arbiter::db

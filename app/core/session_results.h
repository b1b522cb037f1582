#pragma once
// What SessionCore answers, as plain values: the verdict on a change, a preview, and what a client has
// to catch up on since a sequence number.

#include "db/store/game_log.h"
#include "rules/core/verdict.h"
#include "rules/game/state.h"

#include <QList>
#include <QString>

#include <optional>
#include <vector>

namespace arbiter::app {

// The referee's answer to a change, and whether the log took it.
struct SessionVerdict {
    bool legal = false;
    bool recorded = false;  // the log was written: an action appended, a game created, the head moved
    std::vector<rules::Reason> reasons;
    qint64 seq = 0;  // the new action (perform), the new head (undo, redo), the new game (newGame, import)
    QString error;   // the request could not be read or the file not written; legal is false then
    QString field;   // the request's field at fault, if any: with error, or a refused setup's name

    static SessionVerdict failure(QString error, QString field = {})
    {
        SessionVerdict verdict;
        verdict.error = std::move(error);
        verdict.field = std::move(field);
        return verdict;
    }
    static SessionVerdict judged(const rules::Verdict& verdict, bool recorded, qint64 seq = 0)
    {
        return {verdict.legal, recorded, verdict.reasons, seq, {}, {}};
    }
    static SessionVerdict done(qint64 seq = 0) { return {true, true, {}, seq, {}, {}}; }
    bool failed() const { return !error.isEmpty(); }
};

struct SessionPreview {
    SessionVerdict verdict;
    std::optional<rules::game::GameState> after;  // the state the action would leave, when legal
};

// What a client that last saw `since` must do to show the file's head.
struct ChangesSince {
    qint64 game = 0;   // the open game's id; 0 without one (then a snapshot is needed)
    qint64 since = 0;  // as asked
    qint64 head = 0;
    // `since` is no longer in effect on the current line (an undo went past it, or it was left on an
    // abandoned branch), or is no seq of this game: the client must take the whole state at head instead.
    bool snapshotNeeded = false;
    // The actions in effect after `since`, in the order they apply; empty when a snapshot is needed.
    // Each with its verdict as recorded (`verdict.legal`, `verdict.reasons`) and its dice.
    QList<db::HistoryEntry> actions;
};

}  // namespace arbiter::app

#pragma once
// Who was acting before each action of the open game, for the words of its history: an action such as
// run-away or resolve-combat names neither the fighter nor the monsters, the state before it does
// (ActionContext, session_views.h). Learnt as the game goes (remember()), or from one replay of the log
// when a row's parent is not known yet (a game just opened, rows another writer added). The tablet's
// history and its fight view (GameSession) and the phones' view (TableView) each keep one.

#include "app/core/session_core.h"
#include "session_views.h"

#include <QHash>

namespace arbiter::app {

class ActionContexts {
public:
    explicit ActionContexts(SessionCore& core) : m_core(core) {}

    // Another game: nothing learnt holds.
    void forget();
    // The state after `seq` (the head, as it changes), so the next action's words need no replay.
    void remember(qint64 seq, const rules::game::GameState& after) { m_bySeq.insert(seq, contextOf(after)); }
    // The context `entry` was performed in: the state after its parent. Unknown, the log is replayed,
    // at most once for as many rows as it has (a row whose parent is missing gets an empty context).
    ActionContext before(const db::HistoryEntry& entry);
    // How many times the log has been replayed so far (tests hold the "at most once" to it).
    int replays() const { return m_replays; }

private:
    void replay();

    SessionCore& m_core;
    QHash<qint64, ActionContext> m_bySeq;  // the state after each seq (0: the start)
    qsizetype m_replayedRows = -1;         // the history's length at the last replay
    int m_replays = 0;
};

}  // namespace arbiter::app

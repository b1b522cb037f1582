#pragma once
// Who was acting before each action of the open game, for the words of its history: an action such as
// run-away or resolve-combat names neither the fighter nor the monsters, the state before it does
// (ActionContext). Learnt as the game goes (remember()), or from one replay of the log
// when a row's parent is not known yet (a game just opened, rows another writer added). One per session, in
// its HeadViews (head_views.h): the tablet's history, the settling of a run and the phones' history read it.

#include "app/core/session_core.h"
#include "rules/game/state.h"
#include "rules/munchkin/edition.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

namespace arbiter::app {

// Who was acting in a state, for the words of the next action: actions such as start-combat or run-away
// do not name the current player or the fighter, since the state says who they are.
struct ActionContext {
    QString current;
    QString fighter;
    QString helper;
    QStringList monsters;  // the fight's monsters by index
    // How the fight would end if nobody played another card: "win" (the players'), "lose", or "" without
    // a fight to judge. What resolve-combat then settles, for its words.
    QString outcome;
    // The card games' edition, so a run-away's words can say which roll escaped; nullopt in Panic.
    std::optional<rules::munchkin::Edition> edition;
};
ActionContext contextOf(const rules::game::GameState& state);

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

#include "action_contexts.h"

#include "rules/game/apply.h"

namespace arbiter::app {

namespace game = rules::game;

void ActionContexts::forget()
{
    m_bySeq.clear();
    m_replayedRows = -1;
}

ActionContext ActionContexts::before(const db::HistoryEntry& entry)
{
    if (!m_bySeq.contains(entry.parent) && m_core.history().size() != m_replayedRows)
        replay();
    return m_bySeq.value(entry.parent);
}

void ActionContexts::replay()
{
    if (!m_core.hasGame())
        return;
    m_replayedRows = m_core.history().size();
    ++m_replays;
    m_bySeq.insert(0, contextOf(game::startGame(m_core.game()->setup())));
    m_core.replayHistory([this](const db::HistoryEntry& row, const game::GameState& after) {
        m_bySeq.insert(row.seq, contextOf(after));
    });
}

}  // namespace arbiter::app

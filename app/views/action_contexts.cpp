#include "app/views/action_contexts.h"

#include "db/codec/munchkin_json.h"
#include "rules/game/apply.h"
#include "rules/game/inspect.h"

namespace arbiter::app {

namespace game = rules::game;
namespace mk = rules::munchkin;
using namespace Qt::StringLiterals;

using db::toQString;

ActionContext contextOf(const game::GameState& state)
{
    ActionContext context;
    if (state.current < state.players.size())
        context.current = toQString(state.players[state.current].name);
    if (state.family == game::Family::Munchkin)
        context.edition = state.edition;
    if (state.combat) {
        context.fighter = toQString(state.combat->fighter);
        context.helper = state.combat->helper ? toQString(*state.combat->helper) : QString();
        for (const mk::Monster& monster : state.combat->monsters)
            context.monsters.append(toQString(monster.name));
        if (const std::optional<mk::CombatResult> result = game::judgeCurrentCombat(state);
            result && result->verdict.legal && !state.combat->runningAway)
            context.outcome = result->outcome == mk::Outcome::Win ? u"win"_s : u"lose"_s;
    }
    return context;
}

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

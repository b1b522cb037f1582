// GameSession's questions to the referee that a page asks before anyone acts: the roll for who starts,
// how many players a game seats, and which dice running away needs. The answers come from rules/; the
// pages only show them.

#include "app/history/action_text.h"
#include "app/session/gamesession.h"
#include "app/session/session_p.h"
#include "app/session/session_views.h"

#include "db/codec/game_json.h"
#include "db/codec/panic_json.h"
#include "rules/game/inspect.h"
#include "rules/game/roll_off.h"
#include "rules/game/setup.h"

namespace arbiter::app {

using namespace Qt::StringLiterals;
namespace game = rules::game;
namespace mk = rules::munchkin;

QVariantList GameSession::runAwayDice(bool sacrificeRide, bool helperEscapesWithRide) const
{
    if (!m_core.hasGame() || !m_core.state()->combat)
        return {};
    const game::GameState& state = *m_core.state();
    QVariantList dice;
    for (const mk::DieToRoll& die : game::diceToRunAway(state, sacrificeRide, helperEscapesWithRide)) {
        const bool fighter = die.runner == mk::Runner::Fighter;
        const std::string& player = fighter ? state.combat->fighter : *state.combat->helper;
        dice.append(QVariantMap{{u"runner"_s, fighter ? u"fighter"_s : u"helper"_s},
                                {u"player"_s, QString::fromStdString(player)},
                                {u"monster"_s, QString::fromStdString(die.monster)}});
    }
    return dice;
}

views::GameOptionsView GameSession::gameOptions() const
{
    return m_core.hasGame() ? views::gameOptionsViewOf(m_core.game()->setup()) : views::GameOptionsView();
}

views::WhoStartsView GameSession::whoStarts() const
{
    return m_core.hasGame() ? views::whoStartsViewOf(m_core.game()->setup()) : views::WhoStartsView();
}

}  // namespace arbiter::app

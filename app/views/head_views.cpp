#include "app/views/head_views.h"

#include "rules/game/setup.h"

namespace arbiter::app::views {

HeadViews::HeadViews(SessionCore& core, QObject* parent) : QObject(parent), m_core(core)
{
    connect(&m_core, &SessionCore::changed, this, &HeadViews::forget);
    connect(&m_core, &SessionCore::fileChanged, this, &HeadViews::forget);
}

void HeadViews::forget()
{
    m_combat.reset();
    m_panic.reset();
    m_colours.reset();
}

const CombatView& HeadViews::combat() const
{
    if (!m_combat) {
        ++m_builds;
        m_combat = m_core.hasGame() ? combatViewOf(*m_core.state()) : CombatView();
    }
    return *m_combat;
}

const PanicView& HeadViews::panic() const
{
    if (!m_panic) {
        ++m_builds;
        m_panic = m_core.hasGame() ? panicViewOf(*m_core.state(), colours()) : PanicView();
    }
    return *m_panic;
}

const QHash<QString, QString>& HeadViews::colours() const
{
    if (!m_colours) {
        m_colours.emplace();
        if (m_core.hasGame()) {
            for (const rules::game::SetupPlayer& player : m_core.game()->setup().players)
                if (!player.colour.empty())
                    m_colours->insert(QString::fromStdString(player.name),
                                      QString::fromStdString(player.colour));
        }
    }
    return *m_colours;
}

}  // namespace arbiter::app::views

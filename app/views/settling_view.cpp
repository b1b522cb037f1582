#include "app/views/settling_view.h"

#include <QRegularExpression>

namespace arbiter::app::views {

using namespace Qt::StringLiterals;
namespace game = rules::game;

bool badStuffReadsAsDeath(const QString& text)
{
    static const QRegularExpression death(u"\\b(dead|death|dies|killed)\\b|\\byou die\\b"_s,
                                          QRegularExpression::CaseInsensitiveOption);
    return death.match(text).hasMatch();
}

SettlingView settlingViewOf(const game::GameState& state, const std::vector<game::CaughtRunner>& runners,
                            const std::function<QString(const QString&)>& badStuffOf)
{
    SettlingView view;
    view.running = state.combat && state.combat->runningAway;
    if (view.running) {
        // The dice come first: both runners wait for them.
        view.unsettled.append(QString::fromStdString(state.combat->fighter));
        if (state.combat->helper)
            view.unsettled.append(QString::fromStdString(*state.combat->helper));
    }
    for (const game::CaughtRunner& runner : runners) {
        const game::Player* player = game::findPlayer(state, runner.player);
        if (!player)
            continue;
        CaughtRunnerView caught;
        caught.player = QString::fromStdString(runner.player);
        for (const std::string& monster : runner.monsters) {
            CatchingMonsterView catching;
            catching.name = QString::fromStdString(monster);
            catching.badStuff = badStuffOf(catching.name);
            catching.death = badStuffReadsAsDeath(catching.badStuff);
            caught.deathLikely = caught.deathLikely || catching.death;
            caught.monsterNames.append(catching.name);
            caught.monsters.append(QVariant::fromValue(catching));
        }
        caught.settled = runner.settled;
        caught.dead = player->dead;
        caught.bodyLooted = player->bodyLooted;
        if (!runner.settled)
            view.unsettled.append(caught.player);
        if (player->dead && !player->bodyLooted)
            view.bodies.append(caught.player);
        view.caught.append(QVariant::fromValue(caught));
    }
    view.open = view.running || !view.unsettled.isEmpty() || !view.bodies.isEmpty();
    return view;
}

}  // namespace arbiter::app::views

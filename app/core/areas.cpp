#include "app/core/areas.h"

#include <QStringList>

namespace arbiter::app {

using namespace Qt::StringLiterals;
namespace game = rules::game;

namespace {

// The state without its fight and its board: what is left is the table.
game::GameState tableOnly(game::GameState state)
{
    state.combat.reset();
    if (state.panic) {
        state.panic->board = {};
        state.panic->tokensOut.clear();
        state.panic->slainOrDiscarded.clear();
    }
    return state;
}

bool boardDiffers(const game::GameState& before, const game::GameState& after)
{
    if (before.panic.has_value() != after.panic.has_value())
        return true;
    if (!before.panic)
        return false;
    const game::PanicTable& was = *before.panic;
    const game::PanicTable& now = *after.panic;
    return was.board != now.board || was.tokensOut != now.tokensOut
           || was.slainOrDiscarded != now.slainOrDiscarded;
}

}  // namespace

Areas stateAreasChanged(const game::GameState& before, const game::GameState& after)
{
    Areas areas;
    if (before == after)
        return areas;
    if (before.combat != after.combat)
        areas |= Area::Combat;
    if (boardDiffers(before, after))
        areas |= Area::Board;
    if (tableOnly(before) != tableOnly(after))
        areas |= Area::Table;
    return areas;
}

QString areaNames(Areas areas)
{
    static const std::pair<Area, const char*> names[] = {{Area::Game, "game"},       {Area::Table, "table"},
                                                         {Area::Combat, "combat"},   {Area::Board, "board"},
                                                         {Area::History, "history"}, {Area::Cards, "cards"}};
    QStringList listed;
    for (const auto& [area, name] : names)
        if (areas.testFlag(area))
            listed.append(QString::fromLatin1(name));
    return listed.isEmpty() ? u"none"_s : listed.join(u'|');
}

}  // namespace arbiter::app

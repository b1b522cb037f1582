#pragma once
// The players' cards of the table as the players model shows them (one player's page is
// app/views/player_view.h). Presentation only: every
// number comes from rules/ (judgeEquipment, judgeCurrentCombat, baseStrength).

#include "app/models/playersmodel.h"

#include "rules/game/state.h"

#include <QHash>
#include <QList>
#include <QString>

namespace arbiter::app {

// The cards of the table, in seat order. `colours` maps names to the setup's colours.
QList<PlayerRow> playerRows(const rules::game::GameState& state, const QHash<QString, QString>& colours);

}  // namespace arbiter::app

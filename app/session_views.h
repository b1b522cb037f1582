#pragma once
// What the session shows of a tracked state, as QML values: the players' cards and the changes an
// action made (one player's page is app/views/player_view.h). Presentation only: every
// number comes from rules/ (judgeEquipment, judgeCurrentCombat, baseStrength).

#include "playersmodel.h"

#include "app/views/action_contexts.h"

#include "rules/game/state.h"

#include <QHash>
#include <QJsonObject>
#include <QStringList>
#include <QVariantMap>

#include <optional>

namespace arbiter::app {

// "Kick Open the Door" for "kick-open-the-door".
QString phaseDisplayName(const QString& phaseId);

// One of twelve colours that stay apart, for a seat whose player chose none.
QString defaultPlayerColour(int seat);

// The cards of the table, in seat order. `colours` maps names to the setup's colours.
QList<PlayerRow> playerRows(const rules::game::GameState& state, const QHash<QString, QString>& colours);

// What changed between two states, one line each: "Ann: Level 3 → 4", "Turn 2: Bob's turn".
QStringList describeChanges(const rules::game::GameState& before, const rules::game::GameState& after);

}  // namespace arbiter::app

#pragma once
// What the session shows of a tracked state, as QML values: the players' cards and the changes an
// action made (one player's page is app/views/player_view.h). Presentation only: every
// number comes from rules/ (judgeEquipment, judgeCurrentCombat, baseStrength).

#include "playersmodel.h"

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

// What changed between two states, one line each: "Ann: Level 3 → 4", "Turn 2: Bob's turn".
QStringList describeChanges(const rules::game::GameState& before, const rules::game::GameState& after);

}  // namespace arbiter::app

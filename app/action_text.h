#pragma once
// An action of the game log in words, for the history: "Ann goes up 1 level (Go Up a Level)."
// It reads the action's JSON (docs/actions.md), so it also describes actions of old formats and kinds
// it does not know in detail.

#include <QJsonObject>
#include <QString>

namespace arbiter::app {

QString describeAction(const QJsonObject& action);

// The roll for who starts kept in a setup's JSON, for the head of the history: "Who starts: Ann 6, Bob 6,
// Cid 2; then Ann 5, Bob 3. Ann starts." Empty when the setup has no roll-off.
QString describeRollOff(const QJsonObject& setup);

}  // namespace arbiter::app

#pragma once
// An action of the game log in words, for the history: "Ann goes up 1 level (Go Up a Level)."
// It reads the action's JSON (docs/actions.md), so it also describes actions of old formats and kinds
// it does not know in detail.

#include <QJsonObject>
#include <QString>

namespace arbiter::app {

QString describeAction(const QJsonObject& action);

}  // namespace arbiter::app

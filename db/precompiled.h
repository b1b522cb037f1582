// The db/ libraries' precompiled header (db/*/CMakeLists.txt): the Qt Core and Qt SQL headers most of
// db/ includes and the rules' vocabulary, parsed once per library instead of once per file. Only a build
// aid: every file still includes what it uses itself.
#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <algorithm>
#include <array>
#include <optional>
#include <vector>

#include "rules/game/action.h"
#include "rules/game/state.h"

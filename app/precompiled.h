// The app's precompiled header (app/CMakeLists.txt): the Qt headers most of app/ includes and the
// headers of the layers below that most of it parses (the rules' vocabulary, the codec, the session
// core). Parsed once for the library instead of once per file, qmlcachegen's generated files included,
// it cuts a file's compile by about a third. Only a build aid: every file still includes what it uses.
#pragma once

#include <QAbstractListModel>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <qqmlregistration.h>

#include <algorithm>
#include <optional>
#include <vector>

#include "app/core/session_core.h"
#include "db/codec/game_json.h"
#include "rules/game/action.h"
#include "rules/game/apply.h"
#include "rules/game/state.h"

// The headers almost every test program parses: precompiled once per family (see tests/CMakeLists.txt)
// because parsing them was about a third of a test's compile time. Only stable Qt and standard headers
// belong here, so a change to the project's own headers never rebuilds the precompiled header.
#pragma once

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QObject>
#include <QSignalSpy>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>
#include <QVariant>

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

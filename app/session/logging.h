#pragma once
// Logging categories of the app layer. Enable one with e.g. QT_LOGGING_RULES="arbiter.ui.debug=true".

#include <QLoggingCategory>

namespace arbiter::app {

Q_DECLARE_LOGGING_CATEGORY(lcApp)  // "arbiter.app": start-up, sessions, the CLI
Q_DECLARE_LOGGING_CATEGORY(lcUi)   // "arbiter.ui": models and what the QML asks of them
// "arbiter.trace", off by default: the first frame and each page once it has settled, so a script that
// drives the real window (tests/e2e) knows when a tap will land. Main.qml logs the pages.
Q_DECLARE_LOGGING_CATEGORY(lcTrace)

}  // namespace arbiter::app

#include "app/session/logging.h"

namespace arbiter::app {

Q_LOGGING_CATEGORY(lcApp, "arbiter.app", QtInfoMsg)
Q_LOGGING_CATEGORY(lcUi, "arbiter.ui", QtInfoMsg)
Q_LOGGING_CATEGORY(lcTrace, "arbiter.trace", QtWarningMsg)

}  // namespace arbiter::app

#include "logging.h"

namespace arbiter::app {

Q_LOGGING_CATEGORY(lcApp, "arbiter.app", QtInfoMsg)
Q_LOGGING_CATEGORY(lcUi, "arbiter.ui", QtInfoMsg)

}  // namespace arbiter::app

#include "db/store/logging.h"

namespace arbiter::db {

Q_LOGGING_CATEGORY(lcDb, "arbiter.db", QtInfoMsg)

}  // namespace arbiter::db

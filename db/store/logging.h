#pragma once
// Logging category of the db layer. Enable it with QT_LOGGING_RULES="arbiter.db.debug=true".

#include <QLoggingCategory>

namespace arbiter::db {

Q_DECLARE_LOGGING_CATEGORY(lcDb)  // "arbiter.db": the game log and the JSON codecs

}  // namespace arbiter::db

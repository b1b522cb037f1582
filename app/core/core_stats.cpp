// SessionCore after the game: the open game's report and the file's records, counted by replay from the
// file as it stands (db/store/game_stats.h); nothing is kept between calls.

#include "app/core/session_core.h"

using namespace Qt::StringLiterals;

namespace arbiter::app {

db::StoreResult<rules::game::GameReport> SessionCore::report()
{
    if (!m_log)
        return db::StoreError{db::StoreErrorKind::NotFound, u"No game is open."_s};
    return m_log->report();
}

db::StoreResult<db::FileRecords> SessionCore::records(const db::RecordsFilter& filter)
{
    if (!m_store)
        return db::StoreError{db::StoreErrorKind::NotFound, u"No file is open."_s};
    return db::fileRecords(*m_store, filter);
}

}  // namespace arbiter::app

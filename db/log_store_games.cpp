// The games table's own edits: renaming and deleting a game. Kept apart from log_store.cpp, which holds
// the action log proper.

#include "db/log_sql.h"
#include "db/log_store.h"
#include "db/log_store_p.h"

#include <QSqlQuery>

namespace arbiter::db {

using namespace Qt::StringLiterals;

std::optional<StoreError> LogStore::renameGame(qint64 game, const QString& name)
{
    if (auto error = d->writable())
        return error;
    if (name.trimmed().isEmpty())
        return StoreError(StoreErrorKind::BadRequest, u"A game's name must not be blank."_s, u"name"_s);
    detail::WriteTransaction transaction(d->db(), d->path);
    if (auto error = transaction.begin())
        return error;
    if (auto error = d->requireGame(game))
        return error;
    QSqlQuery query(d->db());
    query.prepare(u"UPDATE games SET name = ? WHERE id = ?"_s);
    query.addBindValue(name);
    query.addBindValue(game);
    if (auto error = detail::run(query, d->path))
        return error;
    return transaction.commit();
}

std::optional<StoreError> LogStore::deleteGame(qint64 game)
{
    if (auto error = d->writable())
        return error;
    detail::WriteTransaction transaction(d->db(), d->path);
    if (auto error = transaction.begin())
        return error;
    if (auto error = d->requireGame(game))
        return error;
    // The game's row goes first, since the log's trigger lets action rows go only once their game is
    // gone; the foreign keys are checked at commit, when the children have gone too.
    if (auto error = detail::run(d->db(), u"PRAGMA defer_foreign_keys = ON"_s, d->path))
        return error;
    for (const QString& sql :
         {u"DELETE FROM games WHERE id = ?"_s, u"DELETE FROM snapshots WHERE game_id = ?"_s,
          u"DELETE FROM actions WHERE game_id = ?"_s}) {
        QSqlQuery query(d->db());
        query.prepare(sql);
        query.addBindValue(game);
        if (auto error = detail::run(query, d->path))
            return error;
    }
    return transaction.commit();
}

}  // namespace arbiter::db

// The games table's own edits (creating, renaming and deleting a game) and the questions about the file
// as a whole (its data_version, SQLite's integrity check). Kept apart from log_store.cpp, which holds the
// action log proper.

#include "db/log_sql.h"
#include "db/log_store.h"
#include "db/log_store_p.h"

#include "db/logging.h"

#include <QSqlError>
#include <QSqlQuery>

namespace arbiter::db {

using namespace Qt::StringLiterals;
using detail::run;
using detail::WriteTransaction;

StoreResult<qint64> LogStore::createGame(const NewGameRow& game)
{
    if (auto error = d->writable())
        return *error;
    WriteTransaction transaction(d->db(), d->path);
    if (auto error = transaction.begin())
        return *error;
    StoreResult<qint64> id = d->insertGame(game, detail::stamp(game.createdAt));
    if (!id)
        return id;
    if (auto error = transaction.commit())
        return *error;
    qCDebug(lcDb) << "created game" << id.value() << game.uuid;
    return id;
}

StoreResult<qint64> LogStore::dataVersion()
{
    QSqlQuery query(d->db());
    query.prepare(u"PRAGMA data_version"_s);
    if (auto error = run(query, d->path))
        return *error;
    if (!query.next())
        return detail::toStoreError(query.lastError(), d->path);
    return query.value(0).toLongLong();
}

StoreResult<QStringList> LogStore::integrityCheck()
{
    QSqlQuery query(d->db());
    query.setForwardOnly(true);
    if (!query.exec(u"PRAGMA integrity_check"_s))
        return detail::toStoreError(query.lastError(), d->path);
    QStringList messages;
    while (query.next())
        messages.append(query.value(0).toString());
    if (query.lastError().isValid())
        return detail::toStoreError(query.lastError(), d->path);
    return messages;
}

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

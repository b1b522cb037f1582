// The games table's own edits (creating, importing, renaming and deleting a game) and the questions about
// the file as a whole (its data_version, SQLite's integrity check). Kept apart from log_store.cpp, which
// holds the action log proper.

#include "db/codec/db_words.h"
#include "db/store/log_chain.h"
#include "db/store/log_sql.h"
#include "db/store/log_store.h"
#include "db/store/log_store_p.h"

#include "db/store/logging.h"

#include <QHash>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace arbiter::db {

using namespace Qt::StringLiterals;
using detail::run;
using detail::WriteTransaction;

namespace {

StoreError importRefused(const QString& message)
{
    return {StoreErrorKind::BadRequest, message};
}

}  // namespace

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
        return StoreError(StoreErrorKind::BadRequest, DbErrors::tr("A game's name must not be blank."),
                          u"name"_s);
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

StoreResult<qint64> LogStore::importGame(const NewGameRow& game, const QList<ActionRow>& actions, qint64 head,
                                         qint64 tip)
{
    if (auto error = d->writable())
        return *error;
    QHash<qint64, qint64> parentOf;
    for (const ActionRow& row : actions) {
        if (row.seq <= 0)
            return importRefused(
                DbErrors::tr("The game “%1” cannot be imported: action numbers must be positive, not %2.")
                    .arg(game.name)
                    .arg(row.seq));
        if (parentOf.contains(row.seq))
            return importRefused(DbErrors::tr("The game “%1” cannot be imported: action %2 appears twice.")
                                     .arg(game.name)
                                     .arg(row.seq));
        if (row.parent < 0 || row.parent >= row.seq) {
            return importRefused(
                DbErrors::tr(
                    "The game “%1” cannot be imported: action %2 follows %3, which is not an earlier action.")
                    .arg(game.name)
                    .arg(row.seq)
                    .arg(row.parent));
        }
        parentOf.insert(row.seq, row.parent);
    }
    for (const ActionRow& row : actions) {
        if (row.parent != 0 && !parentOf.contains(row.parent)) {
            return importRefused(
                DbErrors::tr(
                    "The game “%1” cannot be imported: action %2 follows %3, which is not in the game.")
                    .arg(game.name)
                    .arg(row.seq)
                    .arg(row.parent));
        }
    }
    if (tip < 0 || (tip != 0 && !parentOf.contains(tip)))
        return importRefused(
            DbErrors::tr("The game “%1” cannot be imported: its tip %2 is not one of its actions.")
                .arg(game.name)
                .arg(tip));
    bool headOnLine = head == 0;
    for (qint64 seq = tip; seq != 0 && !headOnLine; seq = parentOf.value(seq))
        headOnLine = seq == head;
    if (!headOnLine) {
        return importRefused(DbErrors::tr("The game “%1” cannot be imported: its head %2 is not on the line "
                                          "from the start to its tip %3.")
                                 .arg(game.name)
                                 .arg(head)
                                 .arg(tip));
    }

    QList<ActionRow> ordered = actions;
    std::sort(ordered.begin(), ordered.end(),
              [](const ActionRow& a, const ActionRow& b) { return a.seq < b.seq; });
    QDateTime lastPlayed = game.createdAt;
    for (const ActionRow& row : ordered) {
        if (row.action.recordedAt.isValid() && (!lastPlayed.isValid() || row.action.recordedAt > lastPlayed))
            lastPlayed = row.action.recordedAt;
    }

    WriteTransaction transaction(d->db(), d->path);
    if (auto error = transaction.begin())
        return *error;
    StoreResult<qint64> id = d->insertGame(game, detail::stamp(lastPlayed));
    if (!id)
        return id;
    // The chain is made here, in seq order (a parent comes before its children), whatever hashes the
    // rows came with: an import is a new beginning for the file's tamper evidence.
    QHash<qint64, QString> hashOf;
    const QString genesis = chain::genesis(game.uuid, game.edition, game.setup);
    QString last = genesis;
    QList<ActionRow> chained;
    chained.reserve(ordered.size());
    QSqlQuery insert(d->db());
    insert.prepare(
        u"INSERT INTO actions (game_id, seq, parent, kind, format, payload, dice, verdict, recorded_at, "
        u"hash, state_digest) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '')"_s);
    for (ActionRow row : ordered) {
        row.action.recordedAt =
            QDateTime::fromString(detail::stamp(row.action.recordedAt), Qt::ISODateWithMs);
        last = chain::rowHash(row.parent == 0 ? genesis : hashOf.value(row.parent), row.seq, row.parent,
                              row.action, QString());
        hashOf.insert(row.seq, last);
        chained.append({row.seq, row.parent, {}, last, {}});
        insert.bindValue(0, id.value());
        insert.bindValue(1, row.seq);
        insert.bindValue(2, row.parent);
        insert.bindValue(3, detail::textOf(row.action.kind.toUtf8()));
        insert.bindValue(4, row.action.format);
        insert.bindValue(5, detail::textOf(row.action.payload));
        insert.bindValue(6, row.action.dice.isEmpty() ? u"[]"_s : detail::textOf(row.action.dice));
        insert.bindValue(7, detail::textOf(row.action.verdict));
        insert.bindValue(8, detail::stamp(row.action.recordedAt));
        insert.bindValue(9, last);
        if (auto error = detail::run(insert, d->path))
            return *error;
    }
    QSqlQuery created(d->db());  // as insertGame() wrote it (an invalid time is now)
    created.prepare(u"SELECT created_at FROM games WHERE id = ?"_s);
    created.addBindValue(id.value());
    if (auto error = detail::run(created, d->path))
        return *error;
    const QString createdAt = created.next() ? created.value(0).toString() : QString();
    created.finish();
    QSqlQuery cursors(d->db());
    cursors.prepare(u"UPDATE games SET head = ?, tip = ?, chain = ?, anchor_of = ? WHERE id = ?"_s);
    const chain::AnchorInputs inputs{createdAt, head, tip, chain::leavesOf(chained)};
    cursors.addBindValue(head);
    cursors.addBindValue(tip);
    cursors.addBindValue(chain::anchor(genesis, inputs));
    cursors.addBindValue(chain::inputsText(inputs));
    cursors.addBindValue(id.value());
    if (auto error = detail::run(cursors, d->path))
        return *error;
    if (auto error = transaction.commit())
        return *error;
    qCDebug(lcDb) << "imported game" << id.value() << game.uuid << ordered.size() << "actions";
    return id;
}

}  // namespace arbiter::db

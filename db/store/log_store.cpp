// LogStore's rows: games, actions with their parent and the head/tip cursors, snapshots. Every write
// is one BEGIN IMMEDIATE transaction; every value is bound. Opening is in log_open.cpp.

#include "db/store/log_store.h"
#include "db/codec/db_words.h"

#include "db/store/action_rows.h"
#include "db/store/log_chain.h"
#include "db/store/log_schema.h"
#include "db/store/log_sql.h"
#include "db/store/log_store_p.h"
#include "db/store/logging.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <sqlite3.h>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace arbiter::db {

using detail::quoted;
using detail::run;
using detail::WriteTransaction;

namespace {

using detail::stamp;
using detail::textOf;

QDateTime timeOf(const QVariant& value)
{
    return detail::timeOfStamp(value.toString());
}

QString playersJson(const QStringList& players)
{
    return QString::fromUtf8(
        QJsonDocument(QJsonArray::fromStringList(players)).toJson(QJsonDocument::Compact));
}

QStringList playersOf(const QVariant& value)
{
    QStringList players;
    for (const QJsonValue& name : QJsonDocument::fromJson(value.toString().toUtf8()).array())
        players.append(name.toString());
    return players;
}

StoreError badRequest(const QString& message)
{
    return {StoreErrorKind::BadRequest, message};
}

GameRow gameOf(const QSqlQuery& query)
{
    GameRow row;
    row.id = query.value(0).toLongLong();
    row.uuid = query.value(1).toString();
    row.name = query.value(2).toString();
    row.edition = query.value(3).toString();
    row.players = playersOf(query.value(4));
    row.setup = query.value(5).toString().toUtf8();
    row.createdAtStored = query.value(6).toString();
    row.createdAt = timeOf(query.value(6));
    row.lastPlayedAt = timeOf(query.value(7));
    row.head = query.value(8).toLongLong();
    row.tip = query.value(9).toLongLong();
    row.actionCount = query.value(10).toLongLong();
    row.chain = query.value(11).toString();
    row.chained = query.value(12).toBool();
    row.anchorOf = query.value(13).toString();
    row.anchored = query.value(14).toBool();
    return row;
}

}  // namespace

// One game's rows: checks the game exists, binds `values` in order and maps each row with `read`.
template <typename T, typename Read>
StoreResult<QList<T>> LogStore::Private::selectRows(qint64 game, const QString& sql,
                                                    std::initializer_list<QVariant> values, Read read) const
{
    if (auto error = requireGame(game))
        return *error;
    QSqlQuery query(db());
    query.setForwardOnly(true);
    query.prepare(sql);
    for (const QVariant& value : values)
        query.addBindValue(value);
    if (auto error = run(query, path))
        return *error;
    QList<T> rows;
    while (query.next())
        rows.append(read(query));
    if (query.lastError().isValid())
        return detail::toStoreError(query.lastError(), path);
    return rows;
}

StoreResult<QList<std::pair<qint64, qint64>>> LogStore::Private::selectPairs(qint64 game,
                                                                             const QString& sql) const
{
    return selectRows<std::pair<qint64, qint64>>(game, sql, {game}, [](const QSqlQuery& query) {
        return std::pair{query.value(0).toLongLong(), query.value(1).toLongLong()};
    });
}

StoreResult<QSqlQuery*> LogStore::Private::prepared(std::optional<QSqlQuery>& slot, const QString& sql)
{
    if (!slot) {
        slot.emplace(db());
        if (!slot->prepare(sql)) {
            const StoreError error = detail::toStoreError(slot->lastError(), path);
            slot.reset();
            return error;
        }
    }
    return &*slot;
}

std::optional<StoreError> LogStore::Private::writable() const
{
    if (mode == OpenMode::Write)
        return std::nullopt;
    return StoreError{
        StoreErrorKind::ReadOnly,
        DbErrors::tr("%1 was opened for reading only, so it cannot be changed.").arg(quoted(path))};
}

std::optional<StoreError> LogStore::Private::requireGame(qint64 game) const
{
    QSqlQuery query(db());
    query.prepare(u"SELECT 1 FROM games WHERE id = ?"_s);
    query.addBindValue(game);
    if (auto error = run(query, path))
        return error;
    if (!query.next())
        return StoreError{StoreErrorKind::NotFound,
                          DbErrors::tr("%1 has no game %2.").arg(quoted(path)).arg(game)};
    return std::nullopt;
}

std::optional<StoreError> LogStore::Private::requireAction(qint64 game, qint64 seq) const
{
    QSqlQuery query(db());
    query.prepare(u"SELECT 1 FROM actions WHERE game_id = ? AND seq = ?"_s);
    query.addBindValue(game);
    query.addBindValue(seq);
    if (auto error = run(query, path))
        return error;
    if (!query.next())
        return badRequest(
            DbErrors::tr("Game %1 in %2 has no action %3.").arg(game).arg(quoted(path)).arg(seq));
    return std::nullopt;
}

QString LogStore::Private::gameSelect() const
{
    // A v1 file read without migrating has no players column: work it out as the migration does.
    const QString players = schema >= 2 ? u"g.players"_s : detail::playersFromSetupSql(u"g.setup"_s);
    return u"SELECT g.id, g.uuid, g.name, g.edition, "_s + players
           + u", g.setup, g.created_at, g.last_played_at, g.head, g.tip, "
             u"(SELECT COUNT(*) FROM actions a WHERE a.game_id = g.id), "_s
           + (schema >= 4 ? u"g.chain, 1"_s : u"'', 0"_s) + (schema >= 6 ? u", g.anchor_of, 1"_s : u", '', 0"_s)
           + u" FROM games g"_s;
}

StoreResult<qint64> LogStore::Private::insertGame(const NewGameRow& game, const QString& lastPlayed)
{
    if (game.uuid.isEmpty())
        return badRequest(DbErrors::tr("A game needs a uuid to be written to %1.").arg(quoted(path)));
    QSqlQuery query(db());
    query.prepare(u"SELECT id FROM games WHERE uuid = ?"_s);
    query.addBindValue(game.uuid);
    if (auto error = run(query, path))
        return *error;
    if (query.next()) {
        return badRequest(DbErrors::tr("The game “%1” (%2) is already in this file, %3.")
                              .arg(game.name, game.uuid, quoted(path)));
    }
    query.finish();
    query.prepare(
        u"INSERT INTO games (uuid, name, edition, players, setup, created_at, last_played_at, head, "
        u"tip, chain, anchor_of) VALUES (?, ?, ?, ?, ?, ?, ?, 0, 0, ?, ?)"_s);
    query.addBindValue(game.uuid);
    query.addBindValue(textOf(game.name.toUtf8()));
    query.addBindValue(textOf(game.edition.toUtf8()));
    query.addBindValue(playersJson(game.players));
    query.addBindValue(textOf(game.setup));
    const QString created = stamp(game.createdAt);
    query.addBindValue(created);
    query.addBindValue(lastPlayed);
    const chain::AnchorInputs inputs{created, 0, 0, {}};
    query.addBindValue(chain::anchor(chain::genesis(game.uuid, game.edition, game.setup), inputs));
    query.addBindValue(chain::inputsText(inputs));
    if (auto error = run(query, path))
        return *error;
    return query.lastInsertId().toLongLong();
}

std::optional<StoreError> LogStore::Private::writeSnapshot(qint64 game, const SnapshotRow& snapshot)
{
    StoreResult<QSqlQuery*> put = prepared(
        snapshotPut,
        u"INSERT OR REPLACE INTO snapshots (game_id, seq, engine, state, checksum) VALUES (?, ?, ?, ?, ?)"_s);
    if (!put)
        return put.error();
    QSqlQuery& query = *put.value();
    query.bindValue(0, game);
    query.bindValue(1, snapshot.seq);
    query.bindValue(2, snapshot.engine);
    query.bindValue(3, textOf(snapshot.state));
    query.bindValue(4, chain::snapshotChecksum(game, snapshot.seq, snapshot.engine, snapshot.state));
    return run(query, path);
}

LogStore::LogStore(std::unique_ptr<Private> data) : d(std::move(data))
{}

LogStore::~LogStore() = default;

const QString& LogStore::path() const
{
    return d->path;
}

OpenMode LogStore::mode() const
{
    return d->mode;
}

void LogStore::moveToThread(QThread* thread)
{
    d->db().driver()->moveToThread(thread);
}

QThread* LogStore::thread() const
{
    return d->db().driver()->thread();
}

const QString& LogStore::backupPath() const
{
    return d->backup;
}

StoreResult<QList<GameRow>> LogStore::games()
{
    QSqlQuery query(d->db());
    query.setForwardOnly(true);
    query.prepare(d->gameSelect() + u" ORDER BY g.last_played_at DESC, g.id DESC"_s);
    if (auto error = run(query, d->path))
        return *error;
    QList<GameRow> rows;
    while (query.next())
        rows.append(gameOf(query));
    if (query.lastError().isValid())
        return detail::toStoreError(query.lastError(), d->path);
    return rows;
}

StoreResult<GameRow> LogStore::game(qint64 id)
{
    QSqlQuery query(d->db());
    query.setForwardOnly(true);
    query.prepare(d->gameSelect() + u" WHERE g.id = ?"_s);
    query.addBindValue(id);
    if (auto error = run(query, d->path))
        return *error;
    if (!query.next()) {
        if (query.lastError().isValid())
            return detail::toStoreError(query.lastError(), d->path);
        return StoreError{StoreErrorKind::NotFound,
                          DbErrors::tr("%1 has no game %2.").arg(quoted(d->path)).arg(id)};
    }
    return gameOf(query);
}

namespace {

std::optional<StoreError> checkCursors(const std::optional<LogStore::Cursors>& expected, qint64 head,
                                       qint64 tip, qint64 game, const QString& path)
{
    if (!expected || (expected->head == head && expected->tip == tip))
        return std::nullopt;
    return StoreError{
        StoreErrorKind::Moved,
        DbErrors::tr(
            "Game %1 in %2 was changed by another writer (head %3, tip %4; this one had read %5, %6).")
            .arg(game)
            .arg(quoted(path))
            .arg(head)
            .arg(tip)
            .arg(expected->head)
            .arg(expected->tip)};
}

StoreError anchorError(qint64 game, const QString& path)
{
    StoreError error{
        StoreErrorKind::Damaged,
        DbErrors::tr("Game %1 in %2 is damaged: its anchor does not match its rows and cursors; nothing "
                     "was written (`arbiter-cli log verify` names the problem).")
            .arg(game)
            .arg(quoted(path))};
    error.damage = DamageSite{game, 0, u"chain"_s,
                              DbErrors::tr("the game's anchor does not match its rows and cursors.")};
    return error;
}

}  // namespace

StoreResult<qint64> LogStore::append(qint64 game, const NewActionRow& action,
                                     const std::optional<SnapshotRow>& snapshot,
                                     std::optional<Cursors> expected)
{
    // Through SQLite's own handle with statements prepared once (raw_sql.h): five statements, BEGIN
    // IMMEDIATE, one SELECT, the INSERT, the UPDATE of the cursors, COMMIT (and the snapshot's INSERT
    // with every snapshotInterval-th action).
    if (auto error = d->writable())
        return *error;
    sqlite3* db = detail::handleOf(d->db());
    detail::RawWriteTransaction transaction(db, d->transactions, d->path);
    if (auto error = transaction.begin())
        return *error;

    StoreResult<Private::AppendBase> base = d->appendBase(db, game);
    if (!base)
        return base.error();
    const qint64 parent = base.value().parent;
    const qint64 seq = base.value().lastSeq + 1;
    const QString& parentHash = base.value().parentHash;
    // The anchor must still be what the game's row, its leaves and its last row make: a write on a game
    // whose last rows were cut, whose cursors moved or whose anchor was edited would make a failing
    // verify clean again (GameLog checks the rest).
    if (!base.value().anchored())
        return anchorError(game, d->path);
    if (auto error = checkCursors(expected, parent, base.value().tip, game, d->path))
        return *error;

    // One time for the row and its hash, as it reads back (an invalid recordedAt means now).
    NewActionRow written = action;
    written.recordedAtStored = stamp(action.recordedAt);
    if (written.recordedAtStored.size() != 24)  // not the usual form: as it reads back
        written.recordedAtStored = stamp(detail::timeOfStamp(written.recordedAtStored));
    const QString digest = snapshot ? chain::digestOf(snapshot->state) : QString();
    const QString hash = chain::rowHash(parentHash, seq, parent, written, digest);
    // The bytes as the file will hold them (chain::stored()), bound without a copy.
    const QByteArray kind = action.kind.toUtf8();
    const QByteArray payload = chain::stored(action.payload);
    const QByteArray dice = action.dice.isEmpty() ? QByteArray("[]") : chain::stored(action.dice);
    const QByteArray verdict = chain::stored(action.verdict);
    const QByteArray recorded = written.recordedAtStored.toUtf8();
    const QByteArray hashText = hash.toUtf8();
    const QByteArray digestText = digest.toUtf8();
    chain::AnchorInputs inputs = *base.value().recorded;
    QList<chain::Leaf>& leaves = inputs.leaves;
    if (!leaves.isEmpty() && leaves.last().seq == parent)
        leaves.removeLast();  // the usual case: head is the last row
    else
        leaves.removeIf([parent](const chain::Leaf& leaf) { return leaf.seq == parent; });
    leaves.append({seq, hash});
    inputs.head = seq;
    inputs.tip = seq;
    const QByteArray anchorText = chain::anchor(base.value().genesis, inputs).toUtf8();
    const QByteArray inputsText = chain::inputsUtf8(inputs);
    {
        StoreResult<sqlite3_stmt*> prepared = d->appendRow.on(
            db,
            "INSERT INTO actions (game_id, seq, parent, kind, format, payload, dice, "
            "verdict, recorded_at, hash, state_digest) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            d->path);
        if (!prepared)
            return prepared.error();
        sqlite3_stmt* row = prepared.value();
        const detail::Running running(row);
        if (!detail::bindInt(row, 1, game) || !detail::bindInt(row, 2, seq)
            || !detail::bindInt(row, 3, parent) || !detail::bindText(row, 4, kind)
            || !detail::bindInt(row, 5, action.format) || !detail::bindText(row, 6, payload)
            || !detail::bindText(row, 7, dice) || !detail::bindText(row, 8, verdict)
            || !detail::bindText(row, 9, recorded) || !detail::bindText(row, 10, hashText)
            || !detail::bindText(row, 11, digestText) || sqlite3_step(row) != SQLITE_DONE)
            return detail::errorOf(db, d->path);
    }
    {
        StoreResult<sqlite3_stmt*> prepared =
            d->appendMove.on(db,
                             "UPDATE games SET head = ?1, tip = ?1, last_played_at = ?2, chain = ?3, "
                             "anchor_of = ?4 WHERE id = ?5",
                             d->path);
        if (!prepared)
            return prepared.error();
        sqlite3_stmt* cursors = prepared.value();
        const detail::Running running(cursors);
        const QByteArray now = stamp(QDateTime()).toUtf8();
        if (!detail::bindInt(cursors, 1, seq) || !detail::bindText(cursors, 2, now)
            || !detail::bindText(cursors, 3, anchorText) || !detail::bindText(cursors, 4, inputsText)
            || !detail::bindInt(cursors, 5, game) || sqlite3_step(cursors) != SQLITE_DONE)
            return detail::errorOf(db, d->path);
    }

    if (snapshot) {
        // The snapshot is the state after this action, whatever seq the caller guessed.
        SnapshotRow after = *snapshot;
        after.seq = seq;
        if (auto error = d->writeSnapshot(game, after))
            return *error;
    }
    if (auto error = transaction.commit())
        return *error;
    // What the game's row now holds, for the next append's compare (AnchorMemo).
    if (d->anchorMemo && d->anchorMemo->game == game) {
        d->anchorMemo->anchorOf = inputsText;
        d->anchorMemo->anchor = anchorText;
        d->anchorMemo->recorded = std::move(inputs);
        d->anchorMemo->anchorMatches = true;
    }
    return seq;
}

std::optional<StoreError> LogStore::moveHead(qint64 game, qint64 head, std::optional<Cursors> expected)
{
    if (auto error = d->writable())
        return error;
    WriteTransaction transaction(d->db(), d->path);
    if (auto error = transaction.begin())
        return error;
    StoreResult<Private::AppendBase> base = d->cursorBase(game);
    if (!base)
        return base.error();
    const qint64 tip = base.value().tip;
    const qint64 current = base.value().parent;
    // As for append: a head move on a game whose anchor does not check would write a clean one.
    if (!base.value().anchored())
        return anchorError(game, d->path);
    if (auto error = checkCursors(expected, current, tip, game, d->path))
        return error;

    if (head != 0) {
        // Walks the parents from tip, stopping below head: parent < seq, so the walk is as long as the
        // distance from head to tip, not the whole game.
        StoreResult<QSqlQuery*> lineQuery = d->prepared(
            d->headOnLine,
            u"WITH RECURSIVE chain(seq) AS (SELECT ? UNION ALL SELECT a.parent FROM chain c "
            u"JOIN actions a ON a.game_id = ? AND a.seq = c.seq WHERE a.parent > 0 AND c.seq > ?) "
            u"SELECT COUNT(*) FROM chain WHERE seq = ?"_s);
        if (!lineQuery)
            return lineQuery.error();
        QSqlQuery& onLine = *lineQuery.value();
        onLine.bindValue(0, tip);
        onLine.bindValue(1, game);
        onLine.bindValue(2, head);
        onLine.bindValue(3, head);
        if (auto error = run(onLine, d->path))
            return error;
        const bool found = onLine.next() && onLine.value(0).toLongLong() > 0 && tip > 0;
        onLine.finish();
        if (!found) {
            return badRequest(
                DbErrors::tr("Game %1 cannot move to action %2: it is not on the line from the start to %3.")
                    .arg(game)
                    .arg(head)
                    .arg(tip));
        }
    }
    StoreResult<QSqlQuery*> setQuery = d->prepared(
        d->headSet,
        u"UPDATE games SET head = ?, last_played_at = ?, chain = ?, anchor_of = ? WHERE id = ?"_s);
    if (!setQuery)
        return setQuery.error();
    chain::AnchorInputs moved = *base.value().recorded;
    moved.head = head;
    QSqlQuery& set = *setQuery.value();
    set.bindValue(0, head);
    set.bindValue(1, stamp(QDateTime()));
    set.bindValue(2, chain::anchor(base.value().genesis, moved));
    set.bindValue(3, chain::inputsText(moved));
    set.bindValue(4, game);
    if (auto error = run(set, d->path))
        return error;
    return transaction.commit();
}

StoreResult<QList<ActionRow>> LogStore::actions(qint64 game)
{
    if (auto error = d->requireGame(game))
        return *error;
    return detail::readActionRows(d->db(), d->path,
                                  u"SELECT "_s + detail::actionColumns(d->schema)
                                      + u" FROM actions a WHERE a.game_id = ? ORDER BY a.seq"_s,
                                  {game});
}

std::optional<StoreError> LogStore::visitActions(qint64 game,
                                                 const std::function<void(const ActionRowView&)>& visit)
{
    if (auto error = d->requireGame(game))
        return error;
    return detail::visitActionRows(d->db(), d->path,
                                   u"SELECT "_s + detail::actionColumns(d->schema)
                                       + u" FROM actions a WHERE a.game_id = ? ORDER BY a.seq"_s,
                                   {game}, visit);
}

StoreResult<QList<std::pair<qint64, qint64>>> LogStore::parents(qint64 game)
{
    return d->selectPairs(game, u"SELECT seq, parent FROM actions WHERE game_id = ? ORDER BY seq"_s);
}

StoreResult<QList<ActionRow>> LogStore::line(qint64 game, qint64 to)
{
    if (auto error = d->requireGame(game))
        return *error;
    if (to < 0)
        return badRequest(DbErrors::tr("Game %1 has no action %2.").arg(game).arg(to));
    if (to == 0)
        return QList<ActionRow>();
    // One recursive query walks the parents from `to`; parent < seq, so seq order is replay order.
    StoreResult<QList<ActionRow>> read = detail::readActionRows(
        d->db(), d->path,
        u"WITH RECURSIVE chain(seq) AS (SELECT ? UNION ALL SELECT a.parent FROM chain c "
        u"JOIN actions a ON a.game_id = ? AND a.seq = c.seq WHERE a.parent > 0) SELECT "_s
            + detail::actionColumns(d->schema)
            + u" FROM chain c JOIN actions a ON a.game_id = ? AND a.seq = c.seq ORDER BY a.seq"_s,
        {to, game, game});
    if (!read)
        return read.error();
    QList<ActionRow> rows = std::move(read).value();
    if (rows.isEmpty() || rows.last().seq != to)
        return badRequest(DbErrors::tr("Game %1 has no action %2.").arg(game).arg(to));
    // Every row follows the one before it, the first the start: anything else is a broken file.
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (rows[i].parent != (i == 0 ? 0 : rows[i - 1].seq)) {
            return StoreError{
                StoreErrorKind::Damaged,
                DbErrors::tr("%1 is damaged: the line of game %2 to action %3 is broken at action %4.")
                    .arg(quoted(d->path))
                    .arg(game)
                    .arg(to)
                    .arg(rows[i].seq)};
        }
    }
    return rows;
}

StoreResult<QList<ActionRow>> LogStore::rows(qint64 game, qint64 first, qint64 last)
{
    if (auto error = d->requireGame(game))
        return *error;
    return detail::readActionRows(
        d->db(), d->path,
        u"SELECT "_s + detail::actionColumns(d->schema)
            + u" FROM actions a WHERE a.game_id = ? AND a.seq BETWEEN ? AND ? ORDER BY a.seq"_s,
        {game, first, last});
}

StoreResult<QList<std::pair<qint64, qint64>>> LogStore::branches(qint64 game)
{
    // The partial index actions_branches (v2) holds exactly these rows; a v1 file read as it is scans.
    return d->selectPairs(
        game, u"SELECT seq, parent FROM actions WHERE game_id = ? AND parent <> seq - 1 ORDER BY seq"_s);
}

StoreResult<QList<SnapshotRow>> LogStore::snapshots(qint64 game)
{
    return d->readSnapshots(game, std::nullopt, true);
}

StoreResult<QList<SnapshotRow>> LogStore::snapshotIndex(qint64 game)
{
    return d->readSnapshots(game, std::nullopt, false);
}

StoreResult<SnapshotRow> LogStore::snapshot(qint64 game, qint64 seq)
{
    StoreResult<QList<SnapshotRow>> rows = d->readSnapshots(game, seq, true);
    if (!rows)
        return rows.error();
    if (rows.value().isEmpty())
        return StoreError{StoreErrorKind::NotFound,
                          DbErrors::tr("Game %1 has no snapshot after action %2.").arg(game).arg(seq)};
    return rows.value().first();
}

StoreResult<QList<SnapshotRow>> LogStore::Private::readSnapshots(qint64 game, std::optional<qint64> seq,
                                                                 bool withState)
{
    if (auto error = requireGame(game))
        return *error;
    if (schema < 2)
        return QList<SnapshotRow>();  // a v1 file read without migrating has none
    QSqlQuery query(db());
    query.setForwardOnly(true);
    query.prepare(u"SELECT seq, engine, "_s + (withState ? u"state, checksum"_s : u"NULL, NULL"_s)
                  + u" FROM snapshots WHERE game_id = ? AND (? IS NULL OR seq = ?) ORDER BY seq"_s);
    query.addBindValue(game);
    const QVariant only = seq ? QVariant(*seq) : QVariant();
    query.addBindValue(only);
    query.addBindValue(only);
    if (auto error = run(query, path))
        return *error;
    QList<SnapshotRow> rows;
    while (query.next()) {
        SnapshotRow row;
        row.seq = query.value(0).toLongLong();
        row.engine = query.value(1).toInt();
        if (withState) {
            row.state = query.value(2).toString().toUtf8();
            row.intact =
                query.value(3).toString() == chain::snapshotChecksum(game, row.seq, row.engine, row.state);
            if (!row.intact)
                qCWarning(lcDb) << "snapshot" << row.seq << "of game" << game << "in" << path << "is damaged";
        }
        rows.append(row);
    }
    if (query.lastError().isValid())
        return detail::toStoreError(query.lastError(), path);
    return rows;
}

std::optional<StoreError> LogStore::putSnapshot(qint64 game, const SnapshotRow& snapshot)
{
    if (auto error = d->writable())
        return error;
    WriteTransaction transaction(d->db(), d->path);
    if (auto error = transaction.begin())
        return error;
    if (auto error = d->requireAction(game, snapshot.seq))
        return error;
    if (auto error = d->writeSnapshot(game, snapshot))
        return error;
    return transaction.commit();
}

std::optional<StoreError> LogStore::dropSnapshot(qint64 game, qint64 seq)
{
    if (auto error = d->writable())
        return error;
    WriteTransaction transaction(d->db(), d->path);
    if (auto error = transaction.begin())
        return error;
    QSqlQuery query(d->db());
    query.prepare(u"DELETE FROM snapshots WHERE game_id = ? AND seq = ?"_s);
    query.addBindValue(game);
    query.addBindValue(seq);
    if (auto error = run(query, d->path))
        return error;
    return transaction.commit();
}

}  // namespace arbiter::db

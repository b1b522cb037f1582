#include "db/store/log_schema.h"
#include "db/codec/db_words.h"

#include "db/store/action_rows.h"
#include "db/store/file_probe.h"
#include "db/store/log_chain.h"
#include "db/store/log_check.h"
#include "db/store/log_sql.h"
#include "db/store/logging.h"

#include <QDateTime>
#include <QFileInfo>
#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

#include <iterator>

using namespace Qt::StringLiterals;

namespace arbiter::db::detail {

namespace {

// The version 1 schema. tests/db/data/make-v1-fixture.py writes the same statements.
const QStringList schema1 = {
    uR"(CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    uuid TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    edition TEXT NOT NULL,
    setup TEXT NOT NULL,
    created_at TEXT NOT NULL,
    last_played_at TEXT NOT NULL,
    head INTEGER NOT NULL DEFAULT 0,
    tip INTEGER NOT NULL DEFAULT 0
))"_s,
    uR"(CREATE TABLE actions (
    game_id INTEGER NOT NULL REFERENCES games(id),
    seq INTEGER NOT NULL CHECK (seq > 0),
    parent INTEGER NOT NULL CHECK (parent >= 0 AND parent < seq),
    kind TEXT NOT NULL,
    format INTEGER NOT NULL,
    payload TEXT NOT NULL,
    dice TEXT NOT NULL DEFAULT '[]',
    verdict TEXT NOT NULL,
    recorded_at TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
))"_s,
    uR"(CREATE TRIGGER actions_never_updated BEFORE UPDATE ON actions
BEGIN SELECT RAISE(ABORT, 'action rows are never changed'); END)"_s,
    uR"(CREATE TRIGGER actions_never_deleted BEFORE DELETE ON actions
BEGIN SELECT RAISE(ABORT, 'action rows are never deleted'); END)"_s,
};

const QStringList schema2 = {
    uR"(CREATE TABLE snapshots (
    game_id INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    engine INTEGER NOT NULL,
    state TEXT NOT NULL,
    checksum TEXT NOT NULL,
    PRIMARY KEY (game_id, seq),
    FOREIGN KEY (game_id, seq) REFERENCES actions(game_id, seq)
))"_s,
    u"ALTER TABLE games ADD COLUMN players TEXT NOT NULL DEFAULT '[]'"_s,
    u"UPDATE games SET players = "_s + playersFromSetupSql(u"games.setup"_s),
    // The history view finds children.
    u"CREATE INDEX actions_by_parent ON actions (game_id, parent)"_s,
    // Opening a game finds where its line jumps (an action recorded after an undo) from these rows
    // alone; a plain append never enters this index.
    u"CREATE INDEX actions_branches ON actions (game_id, seq) WHERE parent <> seq - 1"_s,
};

// Version 3: a whole game may be deleted (Home's "Delete", confirmed). Action rows still never change
// and are never deleted one by one: only once their game's row is gone.
const QStringList schema3 = {
    u"DROP TRIGGER actions_never_deleted"_s,
    uR"(CREATE TRIGGER actions_never_deleted BEFORE DELETE ON actions
WHEN EXISTS (SELECT 1 FROM games WHERE id = OLD.game_id)
BEGIN SELECT RAISE(ABORT, 'action rows are never deleted while their game exists'); END)"_s,
};

// Version 4: the hash chain (db/store/log_chain.h). The rows already in the file are chained as they are,
// so the chain guards them from the upgrade on; so is each intact snapshot's digest, so a long game
// keeps opening from its snapshots.
const QStringList schema4 = {
    u"ALTER TABLE actions ADD COLUMN hash TEXT NOT NULL DEFAULT ''"_s,
    u"ALTER TABLE actions ADD COLUMN state_digest TEXT NOT NULL DEFAULT ''"_s,
    u"ALTER TABLE games ADD COLUMN chain TEXT NOT NULL DEFAULT ''"_s,
    u"DROP TRIGGER actions_never_updated"_s,
};

// Version 5: the table's card library (db/store/card_library.h). The table's notes, not the game record:
// no action refers to a card, and the hash chain does not cover them.
const QStringList schema5 = {
    uR"(CREATE TABLE cards (
    id INTEGER PRIMARY KEY,
    edition TEXT NOT NULL,
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL,
    data TEXT NOT NULL,
    bad_stuff TEXT NOT NULL DEFAULT '',
    use_count INTEGER NOT NULL DEFAULT 0 CHECK (use_count >= 0),
    last_used_at TEXT,
    updated_at TEXT NOT NULL,
    UNIQUE (edition, kind, name_key)
))"_s,
};

// Version 6: the anchor covers the cursors, created_at and every leaf (chain::anchor()); games.anchor_of
// keeps what it was made of, so a write makes the next one without reading every row.
const QStringList schema6 = {
    u"ALTER TABLE games ADD COLUMN anchor_of TEXT NOT NULL DEFAULT ''"_s,
};

const QString neverUpdated =
    uR"(CREATE TRIGGER actions_never_updated BEFORE UPDATE ON actions
BEGIN SELECT RAISE(ABORT, 'action rows are never changed'); END)"_s;

// Every row of a query, mapped by `read`; an error ends it.
template <typename Read>
std::optional<StoreError> forEachRow(QSqlQuery& query, const QString& path, Read read)
{
    if (auto error = run(query, path))
        return error;
    while (query.next()) {
        if (auto error = read(query))
            return error;
    }
    if (query.lastError().isValid())
        return toStoreError(query.lastError(), path);
    return std::nullopt;
}

std::optional<StoreError> chainGame(const QSqlDatabase& db, const QString& path, qint64 game,
                                    const QString& genesis)
{
    QHash<qint64, QString> digests;  // of intact snapshots, by seq
    QSqlQuery snapshots(db);
    snapshots.setForwardOnly(true);
    snapshots.prepare(u"SELECT seq, engine, state, checksum FROM snapshots WHERE game_id = ?"_s);
    snapshots.addBindValue(game);
    auto error = forEachRow(snapshots, path, [&](const QSqlQuery& row) -> std::optional<StoreError> {
        const qint64 seq = row.value(0).toLongLong();
        const QByteArray state = row.value(2).toString().toUtf8();
        if (row.value(3).toString() == chain::snapshotChecksum(game, seq, row.value(1).toInt(), state))
            digests.insert(seq, chain::digestOf(state));
        return std::nullopt;
    });
    if (error)
        return error;

    struct Hashed {
        qint64 seq;
        QString hash;
        QString digest;
    };
    QList<Hashed> hashed;
    QHash<qint64, QString> hashOf;
    QString last = genesis;
    QSqlQuery actions(db);
    actions.setForwardOnly(true);
    actions.prepare(
        u"SELECT seq, parent, kind, format, payload, dice, verdict, recorded_at FROM actions "
        u"WHERE game_id = ? ORDER BY seq"_s);
    actions.addBindValue(game);
    error = forEachRow(actions, path, [&](const QSqlQuery& row) -> std::optional<StoreError> {
        const qint64 seq = row.value(0).toLongLong();
        const qint64 parent = row.value(1).toLongLong();
        NewActionRow action{row.value(2).toString(),
                            row.value(3).toInt(),
                            row.value(4).toString().toUtf8(),
                            row.value(5).toString().toUtf8(),
                            row.value(6).toString().toUtf8(),
                            QDateTime::fromString(row.value(7).toString(), Qt::ISODateWithMs),
                            QString()};
        const QString digest = digests.value(seq, u""_s);  // not null: the column is NOT NULL
        last = chain::rowHash(parent == 0 ? genesis : hashOf.value(parent), seq, parent, action, digest);
        hashOf.insert(seq, last);
        hashed.append({seq, last, digest});
        return std::nullopt;
    });
    if (error)
        return error;

    QSqlQuery update(db);
    update.prepare(u"UPDATE actions SET hash = ?, state_digest = ? WHERE game_id = ? AND seq = ?"_s);
    for (const Hashed& row : hashed) {
        update.bindValue(0, row.hash);
        update.bindValue(1, row.digest);
        update.bindValue(2, game);
        update.bindValue(3, row.seq);
        if (auto failed = run(update, path))
            return failed;
    }
    QSqlQuery anchor(db);
    anchor.prepare(u"UPDATE games SET chain = ? WHERE id = ?"_s);
    anchor.addBindValue(last);
    anchor.addBindValue(game);
    return run(anchor, path);
}

// After schema4's statements: chains every game, then puts the update trigger back.
std::optional<StoreError> chainEveryGame(const QSqlDatabase& db, const QString& path)
{
    QList<std::pair<qint64, QString>> games;
    QSqlQuery query(db);
    query.setForwardOnly(true);
    query.prepare(u"SELECT id, uuid, edition, setup FROM games ORDER BY id"_s);
    auto error = forEachRow(query, path, [&](const QSqlQuery& row) -> std::optional<StoreError> {
        games.append(
            {row.value(0).toLongLong(), chain::genesis(row.value(1).toString(), row.value(2).toString(),
                                                       row.value(3).toString().toUtf8())});
        return std::nullopt;
    });
    if (error)
        return error;
    for (const auto& [game, genesis] : games) {
        if (auto failed = chainGame(db, path, game, genesis))
            return failed;
    }
    return run(db, neverUpdated, path);
}

// After schema6's statement: every game whose rows check as format 5 has them checked (each row's hash,
// the anchor on the last row, the cursors) gets the new anchor. A game that does not check keeps its old
// anchor, which is no format-6 anchor: it stays damaged, and the upgrade launders nothing.
std::optional<StoreError> anchorEveryGame(const QSqlDatabase& db, const QString& path)
{
    QList<GameRow> games;
    QSqlQuery query(db);
    query.setForwardOnly(true);
    query.prepare(u"SELECT id, uuid, edition, setup, created_at, head, tip, chain FROM games ORDER BY id"_s);
    auto error = forEachRow(query, path, [&](const QSqlQuery& row) -> std::optional<StoreError> {
        GameRow game;
        game.id = row.value(0).toLongLong();
        game.uuid = row.value(1).toString();
        game.edition = row.value(2).toString();
        game.setup = row.value(3).toString().toUtf8();
        game.createdAtStored = row.value(4).toString();
        game.head = row.value(5).toLongLong();
        game.tip = row.value(6).toLongLong();
        game.chain = row.value(7).toString();
        game.chained = true;
        games.append(game);
        return std::nullopt;
    });
    if (error)
        return error;
    QSqlQuery update(db);
    update.prepare(u"UPDATE games SET chain = ?, anchor_of = ? WHERE id = ?"_s);
    for (const GameRow& game : games) {
        StoreResult<QList<ActionRow>> rows = readActionRows(
            db, path,
            u"SELECT "_s + actionColumns(5) + u" FROM actions a WHERE a.game_id = ? ORDER BY a.seq"_s,
            {game.id});
        if (!rows)
            return rows.error();
        if (!rowProblems(game, rows.value()).isEmpty()) {
            qCWarning(lcDb) << "game" << game.id << "in" << path
                            << "does not check: its anchor is left as it was";
            continue;
        }
        const chain::AnchorInputs inputs{game.createdAtStored, game.head, game.tip,
                                         chain::leavesOf(rows.value())};
        update.bindValue(0, chain::anchor(chain::genesis(game.uuid, game.edition, game.setup), inputs));
        update.bindValue(1, chain::inputsText(inputs));
        update.bindValue(2, game.id);
        if (auto failed = run(update, path))
            return failed;
    }
    return std::nullopt;
}

// One numbered step: its statements (then `more`, when given) and user_version in one transaction.
// `version` is a constant of this file, so the pragma text carries no outside value.
std::optional<StoreError> step(const QSqlDatabase& db, const QString& path, int version,
                               const QStringList& statements, bool setApplicationId,
                               std::optional<StoreError> (*more)(const QSqlDatabase&,
                                                                 const QString&) = nullptr)
{
    WriteTransaction transaction(db, path);
    if (auto error = transaction.begin())
        return error;
    StoreResult<QVariant> current = scalar(db, u"PRAGMA user_version"_s, path);
    if (!current)
        return current.error();
    if (current.value().toInt() >= version)
        return std::nullopt;  // another connection got there first
    for (const QString& statement : statements) {
        if (auto error = run(db, statement, path))
            return error;
    }
    if (more) {
        if (auto error = more(db, path))
            return error;
    }
    if (setApplicationId) {
        if (auto error = run(db, u"PRAGMA application_id = %1"_s.arg(LogStore::applicationId), path))
            return error;
    }
    if (auto error = run(db, u"PRAGMA user_version = %1"_s.arg(version), path))
        return error;
    if (auto error = transaction.commit())
        return error;
    qCDebug(lcDb) << "migrated" << path << "to file format" << version;
    return std::nullopt;
}

}  // namespace

QString playersFromSetupSql(const QString& setup)
{
    // Players are objects with a name ({"name": "Ann", "sex": "female"}) or plain names; a setup that
    // is not valid JSON gives no players rather than failing the migration.
    return uR"((SELECT json_group_array(player) FROM (
    SELECT CASE p.type WHEN 'object' THEN json_extract(p.value, '$.name') WHEN 'text' THEN p.value END
        AS player
    FROM json_each(CASE WHEN json_valid(%1) THEN %1 ELSE '{}' END, '$.players') AS p
    ORDER BY p.key) WHERE player IS NOT NULL))"_s.arg(setup);
}

std::optional<StoreError> migrateTo1(const QSqlDatabase& db, const QString& path)
{
    return step(db, path, 1, schema1, true);
}

std::optional<StoreError> migrateTo2(const QSqlDatabase& db, const QString& path)
{
    return step(db, path, 2, schema2, false);
}

std::optional<StoreError> migrateTo3(const QSqlDatabase& db, const QString& path)
{
    return step(db, path, 3, schema3, false);
}

std::optional<StoreError> migrateTo4(const QSqlDatabase& db, const QString& path)
{
    return step(db, path, 4, schema4, false, chainEveryGame);
}

std::optional<StoreError> migrateTo5(const QSqlDatabase& db, const QString& path)
{
    return step(db, path, 5, schema5, false);
}

std::optional<StoreError> migrateTo6(const QSqlDatabase& db, const QString& path)
{
    return step(db, path, 6, schema6, false, anchorEveryGame);
}

std::optional<StoreError> migrate(const QSqlDatabase& db, const QString& path, int from)
{
    using Step = std::optional<StoreError> (*)(const QSqlDatabase&, const QString&);
    constexpr Step steps[] = {migrateTo1, migrateTo2, migrateTo3, migrateTo4, migrateTo5, migrateTo6};
    static_assert(std::size(steps) == LogStore::schemaVersion);
    for (int version = from + 1; version <= LogStore::schemaVersion; ++version) {
        if (auto error = steps[version - 1](db, path))
            return error;
    }
    return std::nullopt;
}

StoreResult<QString> backUp(const QSqlDatabase& db, const QString& path, int version)
{
    QString target = u"%1.v%2.bak"_s.arg(path).arg(version);
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = u"%1.v%2.%3.bak"_s.arg(path).arg(version).arg(n);
    QSqlQuery query(db);
    query.prepare(u"VACUUM INTO ?"_s);
    query.addBindValue(target);
    if (auto error = run(query, path)) {
        error->message = DbErrors::tr("%1 was not upgraded: its backup %2 could not be written (%3)")
                             .arg(quoted(path), quoted(target), error->message);
        return *error;
    }
    syncPath(target);
    syncPath(QFileInfo(target).absolutePath());
    qCInfo(lcDb) << "backed up" << path << "to" << target;
    return target;
}

}  // namespace arbiter::db::detail

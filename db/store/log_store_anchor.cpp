// LogStore's writes read first what they build on, inside their transaction: the game's cursors, its
// format-6 anchor and what it was made of (games.anchor_of), its last row, and the parent's hash.

#include "db/codec/db_words.h"
#include "db/store/log_chain.h"
#include "db/store/log_sql.h"
#include "db/store/log_store_p.h"
#include "db/store/raw_sql.h"

#include <QSqlQuery>
#include <QVariant>

#include <sqlite3.h>

using namespace Qt::StringLiterals;

namespace arbiter::db {

using detail::quoted;
using detail::run;

bool LogStore::Private::AppendBase::anchored() const
{
    // The highest seq is always a leaf: rows cut from the end, or a row added, break this too.
    if (!recorded || !anchorMatches || recorded->createdAt != createdAt || recorded->head != parent
        || recorded->tip != tip)
        return false;
    const QList<chain::Leaf>& leaves = recorded->leaves;
    return lastSeq == 0
               ? leaves.isEmpty()
               : !leaves.isEmpty() && leaves.last().seq == lastSeq && leaves.last().hash.toUtf8() == lastHash;
}

StoreResult<LogStore::Private::AppendBase> LogStore::Private::appendBase(sqlite3* db, qint64 game)
{
    // One statement in the usual case, where head is the last row: the game's cursors, anchor and what
    // the anchor is made of, with its last row, read down the primary key's index from the end (no
    // sort, no subquery).
    AppendBase base;
    {
        StoreResult<sqlite3_stmt*> prepared =
            appendHead.on(db,
                          "SELECT g.head, g.tip, g.chain, a.seq, a.hash, g.uuid, g.edition, g.setup, "
                          "g.created_at, g.anchor_of FROM games g LEFT JOIN actions a "
                          "ON a.game_id = g.id WHERE g.id = ?1 ORDER BY a.seq DESC LIMIT 1",
                          path);
        if (!prepared)
            return prepared.error();
        sqlite3_stmt* select = prepared.value();
        const detail::Running running(select);
        if (!detail::bindInt(select, 1, game))
            return detail::errorOf(db, path);
        const int step = sqlite3_step(select);
        if (step == SQLITE_DONE)
            return StoreError{StoreErrorKind::NotFound,
                              DbErrors::tr("%1 has no game %2.").arg(quoted(path)).arg(game)};
        if (step != SQLITE_ROW)
            return detail::errorOf(db, path);
        base.parent = sqlite3_column_int64(select, 0);
        base.tip = sqlite3_column_int64(select, 1);
        // The anchor and the last hash are compared byte for byte, as the file holds them.
        base.anchor = detail::columnBytes(select, 2);
        base.lastSeq = sqlite3_column_int64(select, 3);  // 0 when the game has no row (NULL)
        base.lastHash = detail::columnBytes(select, 4);
        // Columns 5 to 9 and the anchor as the file holds them, against what the last append read.
        const auto same = [select](int column, const QByteArray& memo) {
            const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(select, column));
            return (text == nullptr) == memo.isNull()
                   && QByteArrayView(text, text ? sqlite3_column_bytes(select, column) : 0) == memo;
        };
        if (anchorMemo && anchorMemo->game == game && same(5, anchorMemo->uuid)
            && same(6, anchorMemo->edition) && same(7, anchorMemo->setup) && same(8, anchorMemo->createdAt)
            && same(9, anchorMemo->anchorOf) && base.anchor == anchorMemo->anchor
            && base.anchor.isNull() == anchorMemo->anchor.isNull()) {
            base.genesis = anchorMemo->genesis;
            base.createdAt = anchorMemo->createdAtText;
            base.recorded = anchorMemo->recorded;
            base.anchorMatches = anchorMemo->anchorMatches;
        } else {
            AnchorMemo memo{game,
                            detail::columnBytes(select, 5),
                            detail::columnBytes(select, 6),
                            detail::columnBytes(select, 7),
                            detail::columnBytes(select, 8),
                            detail::columnBytes(select, 9),
                            base.anchor,
                            {},
                            {},
                            {},
                            false};
            // Each text as Qt SQL reads it (through SQLite's UTF-16), as the checks on open do.
            base.genesis = chain::genesis(detail::text16Of(select, 5), detail::text16Of(select, 6),
                                          detail::text16Of(select, 7).toUtf8());
            base.createdAt = detail::text16Of(select, 8);
            base.recorded = chain::readInputs(detail::text16Of(select, 9));
            base.anchorMatches =
                base.recorded && base.anchor == chain::anchor(base.genesis, *base.recorded).toUtf8();
            memo.genesis = base.genesis;
            memo.createdAtText = base.createdAt;
            memo.recorded = base.recorded;
            memo.anchorMatches = base.anchorMatches;
            anchorMemo = std::move(memo);
        }
    }
    if (base.parent == 0) {
        base.parentHash = base.genesis;
        return base;
    }
    if (base.parent == base.lastSeq) {
        // A row's hash from its UTF-8, as readActionRows() reads it for the checks (log_check.cpp).
        base.parentHash = QString::fromUtf8(base.lastHash);
        return base;
    }
    // After an undo the parent is another row.
    StoreResult<sqlite3_stmt*> prepared =
        appendParent.on(db, "SELECT hash FROM actions WHERE game_id = ?1 AND seq = ?2", path);
    if (!prepared)
        return prepared.error();
    sqlite3_stmt* select = prepared.value();
    const detail::Running running(select);
    if (!detail::bindInt(select, 1, game) || !detail::bindInt(select, 2, base.parent))
        return detail::errorOf(db, path);
    const int step = sqlite3_step(select);
    if (step != SQLITE_ROW && step != SQLITE_DONE)
        return detail::errorOf(db, path);
    if (step == SQLITE_ROW)
        base.parentHash = detail::utf8TextOf(select, 0);
    // no such row: an empty hash, which no row was made with
    return base;
}

StoreResult<LogStore::Private::AppendBase> LogStore::Private::cursorBase(qint64 game)
{
    StoreResult<QSqlQuery*> prepared = this->prepared(
        headTip,
        u"SELECT g.head, g.tip, g.chain, a.seq, a.hash, g.uuid, g.edition, g.setup, g.created_at, "
        u"g.anchor_of "
        u"FROM games g LEFT JOIN actions a ON a.game_id = g.id WHERE g.id = ? ORDER BY a.seq DESC LIMIT 1"_s);
    if (!prepared)
        return prepared.error();
    QSqlQuery& select = *prepared.value();
    select.bindValue(0, game);
    if (auto error = run(select, path))
        return *error;
    if (!select.next())
        return StoreError{StoreErrorKind::NotFound,
                          DbErrors::tr("%1 has no game %2.").arg(quoted(path)).arg(game)};
    AppendBase base;
    base.parent = select.value(0).toLongLong();
    base.tip = select.value(1).toLongLong();
    base.anchor = select.value(2).toString().toUtf8();
    base.lastSeq = select.value(3).toLongLong();
    base.lastHash = select.value(4).toString().toUtf8();
    base.genesis = chain::genesis(select.value(5).toString(), select.value(6).toString(),
                                  select.value(7).toString().toUtf8());
    base.createdAt = select.value(8).toString();
    base.recorded = chain::readInputs(select.value(9).toString());
    base.anchorMatches = base.recorded && base.anchor == chain::anchor(base.genesis, *base.recorded).toUtf8();
    select.finish();
    return base;
}

}  // namespace arbiter::db

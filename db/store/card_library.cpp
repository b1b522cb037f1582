// The card library's rows (table `cards`, file format 5). Every write is one BEGIN IMMEDIATE transaction
// and every value is bound; the card's data is stored as the JSON of db/codec/card_json.h and read back
// strictly, so a row changed behind Arbiter's back is refused naming its field.

#include "db/store/card_library.h"
#include "db/codec/db_words.h"

#include "db/codec/game_json.h"
#include "db/store/log_sql.h"
#include "db/store/log_store_p.h"

#include <QJsonDocument>
#include <QScopeGuard>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace arbiter::db {

using detail::quoted;
using detail::run;
using detail::WriteTransaction;

namespace {

constexpr int cardsSchema = 5;

const QString cardColumns =
    u"id, edition, kind, name, data, bad_stuff, use_count, last_used_at, updated_at"_s;

StoreError badRequest(const QString& field, const QString& message)
{
    return {StoreErrorKind::BadRequest, message, field};
}

std::optional<StoreError> refusalOf(const LibraryCard& card)
{
    if (std::optional<FieldIssue> issue = checkCard(card))
        return badRequest(issue->field, DbErrors::tr("%1 %2", "a field's path, then what is wrong with it")
                                            .arg(issue->field, issue->message));
    return std::nullopt;
}

// Bound as text: a null QString would be bound as NULL.
QString text(const QString& value)
{
    return value.isNull() ? u""_s : value;
}

QString dataText(const LibraryCard& card)
{
    return QString::fromUtf8(compact(cardDataToJson(card.data)));
}

QDateTime timeOf(const QVariant& value)
{
    if (value.isNull())
        return {};
    return QDateTime::fromString(value.toString(), Qt::ISODateWithMs).toUTC();
}

// A row read back through the strict card reader: a row edited by hand is Damaged, naming it.
StoreResult<CardRow> rowOf(const QSqlQuery& query, const QString& path)
{
    CardRow row;
    row.id = query.value(0).toLongLong();
    QJsonObject object{{u"edition"_s, query.value(1).toString()},
                       {u"kind"_s, query.value(2).toString()},
                       {u"name"_s, query.value(3).toString()},
                       {u"data"_s, QJsonDocument::fromJson(query.value(4).toString().toUtf8()).object()}};
    if (const QString badStuff = query.value(5).toString(); !badStuff.isEmpty())
        object[u"badStuff"_s] = badStuff;
    JsonIssues issues;
    std::optional<LibraryCard> card = readLibraryCard(object, u"card %1"_s.arg(row.id), issues);
    if (!card) {
        return StoreError{StoreErrorKind::Damaged,
                          DbErrors::tr("%1 has a damaged card: %2 %3")
                              .arg(quoted(path), issues.error()->field, issues.error()->message)};
    }
    row.card = std::move(*card);
    row.useCount = query.value(6).toInt();
    row.lastUsedAt = timeOf(query.value(7));
    row.updatedAt = timeOf(query.value(8));
    return row;
}

}  // namespace

namespace detail {
struct CardStore {
    QSqlDatabase connection;
    QString path;
    int schema = 0;
    OpenMode mode = OpenMode::Read;
    std::map<QString, QSqlQuery>* reads = nullptr;  // the store's prepared reads (LogStore::Private)

    const QSqlDatabase& db() const { return connection; }
};
}  // namespace detail

namespace {

using Store = detail::CardStore;

// The rows of a statement, bound in order.
StoreResult<QList<CardRow>> selectCards(const Store& d, const QString& sql, const QVariantList& values)
{
    if (d.schema < cardsSchema)
        return QList<CardRow>();  // an older file read as it is has no library yet
    auto [cached, fresh] = d.reads->try_emplace(sql, d.db());
    QSqlQuery& query = cached->second;
    if (fresh) {
        query.setForwardOnly(true);
        if (!query.prepare(sql)) {
            const StoreError error = detail::toStoreError(query.lastError(), d.path);
            d.reads->erase(cached);
            return error;
        }
    }
    // Finished on every way out: a statement left part-read would hold the file's read snapshot open.
    const auto finished = qScopeGuard([&query] { query.finish(); });
    for (qsizetype i = 0; i < values.size(); ++i)
        query.bindValue(static_cast<int>(i), values.at(i));
    if (auto error = run(query, d.path))
        return *error;
    QList<CardRow> rows;
    while (query.next()) {
        StoreResult<CardRow> row = rowOf(query, d.path);
        if (!row)
            return row.error();
        rows.append(std::move(row).value());
    }
    if (query.lastError().isValid())
        return detail::toStoreError(query.lastError(), d.path);
    return rows;
}

StoreResult<std::optional<CardRow>> selectOne(const Store& d, const QString& where,
                                              const QVariantList& values)
{
    StoreResult<QList<CardRow>> rows =
        selectCards(d, u"SELECT "_s + cardColumns + u" FROM cards WHERE "_s + where, values);
    if (!rows)
        return rows.error();
    if (rows.value().isEmpty())
        return std::optional<CardRow>();
    return std::optional<CardRow>(rows.value().first());
}

StoreResult<std::optional<CardRow>> byKey(const Store& d, const LibraryCard& card)
{
    return selectOne(d, u"edition = ? AND kind = ? AND name_key = ?"_s,
                     {card.edition, kindId(card.kind()), cardNameKey(card.name())});
}

StoreResult<CardRow> byId(const Store& d, qint64 id)
{
    StoreResult<std::optional<CardRow>> row = selectOne(d, u"id = ?"_s, {id});
    if (!row)
        return row.error();
    if (!row.value())
        return StoreError{StoreErrorKind::NotFound,
                          DbErrors::tr("%1 has no card %2.").arg(quoted(d.path)).arg(id)};
    return *row.value();
}

StoreResult<qint64> insertCard(const Store& d, const LibraryCard& card, int uses, const QString& now)
{
    QSqlQuery insert(d.db());
    insert.prepare(
        u"INSERT INTO cards (edition, kind, name, name_key, data, bad_stuff, use_count, last_used_at, "
        u"updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    for (const QVariant& value :
         {QVariant(card.edition), QVariant(kindId(card.kind())), QVariant(card.name()),
          QVariant(cardNameKey(card.name())), QVariant(dataText(card)), QVariant(text(card.badStuff)),
          QVariant(uses), uses > 0 ? QVariant(now) : QVariant(QMetaType::fromType<QString>()), QVariant(now)})
        insert.addBindValue(value);
    if (auto error = run(insert, d.path))
        return *error;
    return insert.lastInsertId().toLongLong();
}

// Name, data and Bad Stuff of row `id` (a rename too); `played` counts one more use.
std::optional<StoreError> updateCard(const Store& d, qint64 id, const LibraryCard& card, bool played,
                                     const QString& now)
{
    QSqlQuery update(d.db());
    update.prepare(
        u"UPDATE cards SET edition = ?, kind = ?, name = ?, name_key = ?, data = ?, bad_stuff = ?, "
        u"use_count = use_count + ?, last_used_at = CASE WHEN ? THEN ? ELSE last_used_at END, "
        u"updated_at = ? WHERE id = ?"_s);
    for (const QVariant& value :
         {QVariant(card.edition), QVariant(kindId(card.kind())), QVariant(card.name()),
          QVariant(cardNameKey(card.name())), QVariant(dataText(card)), QVariant(text(card.badStuff)),
          QVariant(played ? 1 : 0), QVariant(played), QVariant(now), QVariant(now), QVariant(id)})
        update.addBindValue(value);
    return run(update, d.path);
}

// A write needs a file opened for writing, at format 5 (a file is migrated when opened for writing).
std::optional<StoreError> writableLibrary(const Store& d)
{
    if (d.mode != OpenMode::Write)
        return StoreError{
            StoreErrorKind::ReadOnly,
            DbErrors::tr("%1 was opened for reading only, so it cannot be changed.").arg(quoted(d.path))};
    if (d.schema < cardsSchema)
        return StoreError{StoreErrorKind::ReadOnly,
                          DbErrors::tr("%1 is older than the card library (file format %2).")
                              .arg(quoted(d.path))
                              .arg(d.schema)};
    return std::nullopt;
}

// Adds or replaces one card inside the caller's transaction.
StoreResult<CardRow> saveIn(const Store& d, const LibraryCard& card, const QString& now, bool* replaced)
{
    StoreResult<std::optional<CardRow>> existing = byKey(d, card);
    if (!existing)
        return existing.error();
    if (replaced)
        *replaced = existing.value().has_value();
    qint64 id = 0;
    if (existing.value()) {
        id = existing.value()->id;
        if (auto error = updateCard(d, id, card, false, now))
            return *error;
    } else {
        StoreResult<qint64> inserted = insertCard(d, card, 0, now);
        if (!inserted)
            return inserted.error();
        id = inserted.value();
    }
    return byId(d, id);
}

// One card written in one transaction: the file must hold a writable library and the card must be one
// the library takes; `write` runs inside BEGIN IMMEDIATE and the row it answers is committed.
template <typename Write>
StoreResult<CardRow> writeOneCard(const Store& d, const LibraryCard& given, Write write)
{
    if (auto error = writableLibrary(d))
        return *error;
    LibraryCard card = normalizedCard(given);
    if (auto refused = refusalOf(card))
        return *refused;
    WriteTransaction transaction(d.db(), d.path);
    if (auto error = transaction.begin())
        return *error;
    StoreResult<CardRow> row = write(card);
    if (!row)
        return row.error();
    if (auto error = transaction.commit())
        return *error;
    return row;
}

}  // namespace

detail::CardStore CardLibrary::store() const
{
    LogStore::Private& d = *m_store.d;
    return {d.db(), d.path, d.schema, d.mode, &d.cardReads};
}

StoreResult<CardRow> CardLibrary::remember(const LibraryCard& given, CardComparison* comparison)
{
    const Store d = store();
    return writeOneCard(d, given, [&d, comparison](LibraryCard& card) -> StoreResult<CardRow> {
        const QString now = detail::stamp({});
        StoreResult<std::optional<CardRow>> existing = byKey(d, card);
        if (!existing)
            return existing.error();
        qint64 id = 0;
        if (const std::optional<CardRow>& known = existing.value()) {
            id = known->id;
            CardComparison compared = compareCards(known->card, card);
            // A richer card is kept, and so is a different one until the table says otherwise.
            const LibraryCard& kept = compared.merge == CardMerge::Completed ? compared.merged : known->card;
            if (auto error = updateCard(d, id, kept, true, now))
                return *error;
            if (comparison)
                *comparison = std::move(compared);
        } else {
            StoreResult<qint64> inserted = insertCard(d, card, 1, now);
            if (!inserted)
                return inserted.error();
            id = inserted.value();
            if (comparison)
                *comparison = {CardMerge::Same, card};
        }
        return byId(d, id);
    });
}

StoreResult<CardRow> CardLibrary::save(const LibraryCard& given, bool* replaced)
{
    const Store d = store();
    return writeOneCard(d, given, [&d, replaced](const LibraryCard& card) {
        return saveIn(d, card, detail::stamp({}), replaced);
    });
}

StoreResult<CardRow> CardLibrary::correct(qint64 id, const LibraryCard& given)
{
    const Store d = store();
    return writeOneCard(d, given, [&d, id](const LibraryCard& card) -> StoreResult<CardRow> {
        StoreResult<CardRow> current = byId(d, id);
        if (!current)
            return current.error();
        StoreResult<std::optional<CardRow>> other = byKey(d, card);
        if (!other)
            return other.error();
        if (other.value() && other.value()->id != id) {
            return badRequest(
                u"card.name"_s,
                DbErrors::tr("The library already has a %1 called “%2” for %3: forget one of them first.")
                    .arg(kindId(card.kind()), other.value()->card.name(), card.edition));
        }
        if (auto error = updateCard(d, id, card, false, detail::stamp({})))
            return *error;
        return byId(d, id);
    });
}

std::optional<StoreError> CardLibrary::forget(qint64 id)
{
    const Store d = store();
    if (auto error = writableLibrary(d))
        return error;
    WriteTransaction transaction(d.db(), d.path);
    if (auto error = transaction.begin())
        return error;
    QSqlQuery remove(d.db());
    remove.prepare(u"DELETE FROM cards WHERE id = ?"_s);
    remove.addBindValue(id);
    if (auto error = run(remove, d.path))
        return error;
    if (remove.numRowsAffected() != 1)
        return StoreError{StoreErrorKind::NotFound,
                          DbErrors::tr("%1 has no card %2.").arg(quoted(d.path)).arg(id)};
    return transaction.commit();
}

StoreResult<CardRow> CardLibrary::card(qint64 id)
{
    return byId(store(), id);
}

StoreResult<std::optional<CardRow>> CardLibrary::lookup(const QString& edition, CardKind kind,
                                                        const QString& name)
{
    return selectOne(store(), u"edition = ? AND kind = ? AND name_key = ?"_s,
                     {edition, kindId(kind), cardNameKey(name)});
}

StoreResult<QList<CardRow>> CardLibrary::find(const CardQuery& query)
{
    const QString key = text(cardNameKey(query.text));
    QString sql = u"SELECT "_s + cardColumns
                  + u" FROM cards WHERE (? = '' OR edition = ?) AND instr(name_key, ?) > 0"_s;
    QVariantList values{text(query.edition), text(query.edition), key};
    if (!query.kinds.isEmpty()) {
        QStringList marks;
        for (CardKind kind : query.kinds) {
            marks.append(u"?"_s);
            values.append(kindId(kind));
        }
        sql += u" AND kind IN ("_s + marks.join(u", "_s) + u")"_s;
    }
    // The name starts with the text, a word of it does, or it is inside a word.
    sql +=
        u" ORDER BY CASE WHEN substr(name_key, 1, length(?)) = ? THEN 0 "
        u"WHEN instr(name_key, ' ' || ?) > 0 THEN 1 ELSE 2 END, use_count DESC, name_key, id LIMIT ?"_s;
    values.append({key, key, key, std::max(0, query.limit)});
    return selectCards(store(), sql, values);
}

StoreResult<QList<CardRow>> CardLibrary::list(const QString& edition, std::optional<CardKind> kind)
{
    const QString kindText = kind ? kindId(*kind) : u""_s;
    return selectCards(store(),
                       u"SELECT "_s + cardColumns
                           + u" FROM cards WHERE (? = '' OR edition = ?) AND (? = '' OR kind = ?) "
                             u"ORDER BY edition, kind, name_key, id"_s,
                       {text(edition), text(edition), kindText, kindText});
}

StoreResult<QJsonObject> CardLibrary::exportPack(const QString& edition)
{
    StoreResult<QList<CardRow>> rows = list(edition);
    if (!rows)
        return rows.error();
    QList<LibraryCard> cards;
    for (const CardRow& row : rows.value())
        cards.append(row.card);
    return cardPackToJson(cards);
}

StoreResult<CardImport> CardLibrary::importPack(const QList<LibraryCard>& cards)
{
    const Store d = store();
    if (auto error = writableLibrary(d))
        return *error;
    for (qsizetype i = 0; i < cards.size(); ++i) {
        if (std::optional<FieldIssue> issue = checkCard(normalizedCard(cards[i]), u"cards[%1]"_s.arg(i)))
            return badRequest(issue->field,
                              DbErrors::tr("%1 %2", "a field's path, then what is wrong with it")
                                  .arg(issue->field, issue->message));
    }
    WriteTransaction transaction(d.db(), d.path);
    if (auto error = transaction.begin())
        return *error;
    const QString now = detail::stamp({});
    CardImport summary;
    for (const LibraryCard& card : cards) {
        bool replaced = false;
        StoreResult<CardRow> row = saveIn(d, normalizedCard(card), now, &replaced);
        if (!row)
            return row.error();
        ++(replaced ? summary.replaced : summary.added);
    }
    if (auto error = transaction.commit())
        return *error;
    return summary;
}

StoreResult<CardImport> CardLibrary::importPack(const QByteArray& pack)
{
    JsonIssues issues;
    const std::optional<QList<LibraryCard>> cards = readCardPack(pack, issues);
    if (!cards) {
        const FieldIssue& issue = *issues.error();
        return badRequest(issue.field,
                          issue.field.isEmpty()
                              ? DbErrors::tr("The card pack is %1.").arg(issue.message)
                              : DbErrors::tr("%1 %2", "a field's path, then what is wrong with it")
                                    .arg(issue.field, issue.message));
    }
    return importPack(*cards);
}

StoreResult<QString> CardLibrary::fingerprint()
{
    const Store d = store();
    if (d.schema < cardsSchema)
        return QString();
    QSqlQuery query(d.db());
    query.setForwardOnly(true);
    query.prepare(
        u"SELECT COUNT(*), COALESCE(MAX(id), 0), COALESCE(SUM(use_count), 0), COALESCE(MAX(updated_at), '') "
        u"FROM cards"_s);
    if (auto error = run(query, d.path))
        return *error;
    if (!query.next())
        return detail::toStoreError(query.lastError(), d.path);
    return u"%1|%2|%3|%4"_s.arg(query.value(0).toString(), query.value(1).toString(),
                                query.value(2).toString(), query.value(3).toString());
}

}  // namespace arbiter::db

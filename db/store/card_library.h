#pragma once
// The table's card library (file format 5): the cards a table has entered, per edition, so that a card
// is offered by name as soon as a few letters are typed and fills in all its numbers. One row per
// edition, kind and name key (spaces collapsed, case folded), with how often the card was played and
// when, for ranking what is offered.
//
// The library is the table's notes, not the game record: it sits outside the actions' hash chain, and
// changing or forgetting a card changes no game. The referee rules only on what an action carries.
// Card packs (export and import) are docs/card-packs.md.

#include "db/codec/card_json.h"
#include "db/store/log_store.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace arbiter::db {

namespace detail {
struct CardStore;  // card_library.cpp: the store's connection, path, format and mode
}

struct CardRow {
    qint64 id = 0;
    LibraryCard card;
    int useCount = 0;      // the recorded actions that played it
    QDateTime lastUsedAt;  // UTC; null when no action played it yet (added or imported)
    QDateTime updatedAt;   // UTC: added, played, corrected or imported

    friend bool operator==(const CardRow&, const CardRow&) = default;
};

struct CardQuery {
    QString edition;        // empty: every edition
    QString text;           // part of the name, any case; empty: every card
    QList<CardKind> kinds;  // empty: every kind
    int limit = 20;

    friend bool operator==(const CardQuery&, const CardQuery&) = default;
};

// What an import did: cards new to the library, and same-named cards it replaced.
struct CardImport {
    int added = 0;
    int replaced = 0;
};

// A library over an open LogStore (which must outlive it). Reads give nothing on a file older than
// format 5 opened for reading; writes need a file opened for writing. A card is refused, naming the
// field, when checkCard() refuses it (edition, name of 1 to 40 characters, numbers in range).
class CardLibrary {
public:
    explicit CardLibrary(LogStore& store) : m_store(store) {}

    // The card an action recorded: added with a use count of 1, or, when its edition has a card of that
    // kind and name key, played once more. That card never loses what it says (compareCards()): it
    // takes what the entry adds (Completed), keeps what the entry leaves unsaid (Kept), and is left as it
    // is when the entry says otherwise (Different: the face asks, and correct()s it with `merged` if the
    // table says so). The name as first entered is kept (correct() renames). `comparison`, when given,
    // is set to the entry against the card it found; `Same` with the entry itself for a new card.
    StoreResult<CardRow> remember(const LibraryCard& card, CardComparison* comparison = nullptr);
    // Adds the card, or replaces the name, data and Bad Stuff of the same-named one (its use count and
    // last use stay): what `arbiter-cli cards add` and an import do.
    StoreResult<CardRow> save(const LibraryCard& card, bool* replaced = nullptr);
    // Replaces card `id` (edition, kind, name, data, Bad Stuff); its use count stays. Refused, naming
    // `card.name`, when another card has the new edition, kind and name key.
    StoreResult<CardRow> correct(qint64 id, const LibraryCard& card);
    // Removes a card; NotFound when there is none.
    std::optional<StoreError> forget(qint64 id);

    StoreResult<CardRow> card(qint64 id);
    // The card of that edition, kind and name (any case and spacing); nullopt when there is none.
    StoreResult<std::optional<CardRow>> lookup(const QString& edition, CardKind kind, const QString& name);
    // The cards whose name holds `query.text`: those whose name starts with it first, then those with a
    // word starting with it, then the rest; within each, the most played first, then by name.
    StoreResult<QList<CardRow>> find(const CardQuery& query);
    // Every card of the edition (all editions when empty) and kind, by edition, kind and name.
    StoreResult<QList<CardRow>> list(const QString& edition = {}, std::optional<CardKind> kind = {});

    // The cards of one edition (all when empty) as a card pack.
    StoreResult<QJsonObject> exportPack(const QString& edition = {});
    // Adds the pack's cards in one transaction, all or none: a card with the same edition, kind and
    // name key as one in the library replaces it (its name, data and Bad Stuff; the use count stays).
    StoreResult<CardImport> importPack(const QList<LibraryCard>& cards);
    // The same from a pack's bytes; a damaged pack is refused (BadRequest) naming the field, and
    // nothing is written.
    StoreResult<CardImport> importPack(const QByteArray& pack);

    // Changes whenever any card is added, played, corrected or forgotten (by any connection): a reader
    // compares it to tell whether to read the library again.
    StoreResult<QString> fingerprint();

private:
    detail::CardStore store() const;

    LogStore& m_store;
};

}  // namespace arbiter::db

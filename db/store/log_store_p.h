#pragma once
// Internal to the log store: what a LogStore holds. log_open.cpp opens it; log_store.cpp reads and
// writes rows through it.

#include "db/store/log_chain.h"
#include "db/store/log_sql.h"
#include "db/store/log_store.h"
#include "db/store/raw_sql.h"

#include <QDateTime>
#include <QSqlQuery>

#include <map>
#include <optional>

namespace arbiter::db {

namespace detail {
using chain::stamp;
// A column's text as bound: a null QString would be bound as NULL.
inline QString textOf(const QByteArray& bytes)
{
    const QString text = QString::fromUtf8(bytes);
    return text.isNull() ? QStringLiteral("") : text;
}
}  // namespace detail

struct LogStore::Private {
    QString path;  // absolute
    OpenMode mode = OpenMode::Read;
    QString backup;
    int schema = 0;                 // the file format the connection sees (1: a v1 file read as it is)
    detail::Connection connection;  // declared before the queries: destroyed after them
    // Prepared once, for the hot paths.
    std::optional<QSqlQuery> snapshotPut, headTip, headOnLine, headSet;
    // The append's statements, on SQLite's own handle (db/store/raw_sql.h).
    detail::TransactionStatements transactions;
    detail::CachedStatement appendHead, appendParent, appendRow, appendMove;
    // The card library's reads, prepared once per text: a page's card lists ask again after every card.
    std::map<QString, QSqlQuery> cardReads;

    const QSqlDatabase& db() const { return connection.db(); }

    StoreResult<QSqlQuery*> prepared(std::optional<QSqlQuery>& slot, const QString& sql);
    std::optional<StoreError> writable() const;  // ReadOnly in Read mode
    std::optional<StoreError> requireGame(qint64 game) const;
    // One game's rows: checks the game exists, binds `values` in order and maps each row with `read`.
    template <typename T, typename Read>
    StoreResult<QList<T>> selectRows(qint64 game, const QString& sql, std::initializer_list<QVariant> values,
                                     Read read) const;
    StoreResult<QList<std::pair<qint64, qint64>>> selectPairs(qint64 game, const QString& sql) const;
    std::optional<StoreError> requireAction(qint64 game, qint64 seq) const;
    QString gameSelect() const;
    // Inside the caller's transaction: the game row (a uuid already in the file is refused), a snapshot.
    StoreResult<qint64> insertGame(const NewGameRow& game, const QString& lastPlayed);
    std::optional<StoreError> writeSnapshot(qint64 game, const SnapshotRow& snapshot);
    // Inside the append's transaction, what the new row builds on.
    struct AppendBase {
        qint64 parent = 0;  // head
        qint64 tip = 0;
        qint64 lastSeq = 0;   // the game's highest seq, 0 without rows
        QString parentHash;   // the head row's hash, or the game's genesis when head is 0
        QByteArray anchor;    // games.chain
        QByteArray lastHash;  // the hash of the row with the highest seq (NULL without rows: null)
        QString genesis;
        QString createdAt;  // as the file holds it
        // games.anchor_of; nullopt when it does not read.
        std::optional<chain::AnchorInputs> recorded;
        bool anchorMatches = false;  // anchor is chain::anchor(genesis, *recorded)
        // The anchor is the one games.anchor_of makes, which holds the game row's created_at and cursors
        // and its last row as a leaf.
        bool anchored() const;
    };
    // What the last append worked out from its game's row, and the bytes it worked it out from: the next
    // append that reads the very same bytes (the usual case: nobody else wrote) takes the genesis, the
    // parsed anchor_of and whether the anchor matches from here instead of hashing the setup, parsing
    // anchor_of and hashing the anchor again. Whatever changed in the file shows as other bytes.
    struct AnchorMemo {
        qint64 game = 0;
        QByteArray uuid, edition, setup, createdAt, anchorOf, anchor;  // as the file holds them
        QString genesis;
        QString createdAtText;
        std::optional<chain::AnchorInputs> recorded;
        bool anchorMatches = false;
    };
    std::optional<AnchorMemo> anchorMemo;
    StoreResult<AppendBase> appendBase(sqlite3* db, qint64 game);
    // Inside a head move's transaction: the game's row as an AppendBase (no last row, no parent hash).
    StoreResult<AppendBase> cursorBase(qint64 game);
    // Snapshots of a game (only the one after `seq` when given); without state and checksum unless asked.
    StoreResult<QList<SnapshotRow>> readSnapshots(qint64 game, std::optional<qint64> seq, bool withState);
};

}  // namespace arbiter::db

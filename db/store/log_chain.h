#pragma once
// Tamper evidence for the game log (file format 4). Every action row carries a hash over its parent's
// hash and its own columns, so a row changed, swapped or moved after it was written no longer matches;
// each game's row keeps the hash of its last row (its anchor), so rows cut from the end are missed too.
// A game's first rows chain to a hash of the game's identity (uuid, edition, setup).
//
// Anyone who recomputes every hash after an edit is not caught: the chain shows an accident or a
// casual edit, it is no signature (docs/file-format.md says so).

#include "db/store/log_store.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringView>

#include <optional>

namespace arbiter::db::chain {

// SHA-256, as lower-case hex, of the fields the docs list, each prefixed with its length.
QString genesis(const QString& uuid, const QString& edition, const QByteArray& setup);
// `stateDigest` is digestOf() the snapshot written with the row, or empty when none was.
QString rowHash(const QString& parentHash, qint64 seq, qint64 parent, const NewActionRow& action,
                const QString& stateDigest);
QString digestOf(const QByteArray& state);
// Whether `row`'s stored hash is the one rowHash() makes for it from its columns as SQLite holds them
// (the same bytes rowHash() hashes for the row read into an ActionRow), after `parentHash`.
bool rowHashMatches(QByteArrayView parentHash, const ActionRowView& row);
// Format 6: a row no other row follows (the end of the current line or of an abandoned branch).
struct Leaf {
    qint64 seq = 0;
    QString hash;
    bool operator==(const Leaf&) const = default;
};

// What format 6's anchor is made of, besides the genesis: the game's created_at as the file holds it,
// its cursors and every leaf in ascending seq. games.anchor_of keeps them as the last write saw them,
// so a write makes the next anchor without reading every row, and a check names what changed.
struct AnchorInputs {
    QString createdAt;
    qint64 head = 0;
    qint64 tip = 0;
    QList<Leaf> leaves;
    bool operator==(const AnchorInputs&) const = default;
};

// Format 6's anchor (games.chain): no row, branch, cursor or created_at changes without it.
QString anchor(const QString& genesis, const AnchorInputs& inputs);
// The leaves of `rows` (every row of a game, in seq order), in ascending seq.
QList<Leaf> leavesOf(const QList<ActionRow>& rows);
// games.anchor_of: "head tip created_at seq:hash seq:hash ...", one space between; nullopt when the
// text does not read so.
QString inputsText(const AnchorInputs& inputs);
QByteArray inputsUtf8(const AnchorInputs& inputs);  // the same text in UTF-8, as the file holds it
std::optional<AnchorInputs> readInputs(QStringView text);

// A snapshot's own checksum (format 2 on): catches a damaged snapshot, not a forged one.
QString snapshotChecksum(qint64 game, qint64 seq, int engine, const QByteArray& state);
// A time as the file stores it: UTC, ISO 8601 with milliseconds; an invalid time means now.
QString stamp(const QDateTime& time);
// The bytes a text column holds once written: `bytes` itself when it is valid UTF-8, else what binding
// it as text stores (its decoding, invalid sequences replaced). Every hash is made over these.
QByteArray stored(const QByteArray& bytes);

}  // namespace arbiter::db::chain

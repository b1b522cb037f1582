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
#include <QString>

namespace arbiter::db::chain {

// SHA-256, as lower-case hex, of the fields the docs list, each prefixed with its length.
QString genesis(const QString& uuid, const QString& edition, const QByteArray& setup);
// `stateDigest` is digestOf() the snapshot written with the row, or empty when none was.
QString rowHash(const QString& parentHash, qint64 seq, qint64 parent, const NewActionRow& action,
                const QString& stateDigest);
QString digestOf(const QByteArray& state);
// A snapshot's own checksum (format 2 on): catches a damaged snapshot, not a forged one.
QString snapshotChecksum(qint64 game, qint64 seq, int engine, const QByteArray& state);
// A time as the file stores it: UTC, ISO 8601 with milliseconds; an invalid time means now.
QString stamp(const QDateTime& time);
// The bytes a text column holds once written: `bytes` itself when it is valid UTF-8, else what binding
// it as text stores (its decoding, invalid sequences replaced). Every hash is made over these.
QByteArray stored(const QByteArray& bytes);

}  // namespace arbiter::db::chain

#pragma once
// The game log on disk. One SQLite file holds many games; each recorded action is one row, written
// in its own durable transaction (WAL, synchronous=FULL) and never changed afterwards.
//
// Undo and redo never touch action rows: every row points at its parent (the action it followed),
// and each game keeps two cursors. `head` is the last action in effect (0: none); `tip` is the end of
// the current line, so redo walks from head towards tip. Recording after an undo appends a child of
// head and makes it the new tip: the old redo branch stays in the file as history, never replayed.
//
// The store knows rows, not rules: payloads are opaque bytes here. db/store/game_log.h puts the referee
// and the JSON codec on top. The file format is documented in docs/file-format.md.

#include <QByteArray>
#include <QByteArrayView>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>
#include <utility>

class QThread;

namespace arbiter::db {

enum class StoreErrorKind {
    NotFound,    // no such file (reading), or no such game in the file
    NotSqlite,   // the file is not an SQLite database at all
    Foreign,     // an SQLite database of another program
    TooNew,      // written by a newer Arbiter than this one
    Damaged,     // truncated, or fails SQLite's integrity check
    ReadOnly,    // the file or its folder cannot be written
    DiskFull,    // the disk holding the file has no room left (SQLite's -shm, a page, a new file)
    InUse,       // another program held the file longer than the busy timeout
    BadRequest,  // a cursor move or import the game's rows do not allow
    Moved,       // another writer moved the game's head or tip since this one read them
    Io,          // anything else SQLite reported
};

// Damaged, for a game whose rows do not check: the row and field at fault, as `verify` names them.
struct DamageSite {
    qint64 game = 0;
    qint64 seq = 0;  // 0: the game as a whole (its anchor, cursors, setup)
    QString field;   // "hash", "chain", "head", "payload.player", ...
    QString message;
};

struct StoreError {
    StoreError(StoreErrorKind errorKind = StoreErrorKind::Io, QString text = {}, QString badField = {})
        : kind(errorKind), message(std::move(text)), field(std::move(badField))
    {}

    StoreErrorKind kind = StoreErrorKind::Io;
    QString message;  // one sentence for a person, naming the file and what is wrong
    QString field;    // BadRequest: the field of the request at fault ("actions[3].action"), if any
    std::optional<DamageSite> damage;
};

// A value or the reason there is none.
template <typename T>
class StoreResult {
public:
    StoreResult(T value) : m_value(std::move(value)) {}
    StoreResult(StoreError error) : m_error(std::move(error)) {}

    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return *m_value; }
    // By value, so `for (const auto& row : store.games().value())` does not dangle.
    T value() && { return std::move(*m_value); }
    const StoreError& error() const { return *m_error; }

private:
    std::optional<T> m_value;
    std::optional<StoreError> m_error;
};

enum class OpenMode {
    Read,   // never writes; the file must exist
    Write,  // creates the file when it does not exist, migrates an older one
};

struct NewGameRow {
    QString uuid;  // stable across export and import
    QString name;
    QString edition;      // "deluxe", ...
    QStringList players;  // names in seat order, for a game picker
    QByteArray setup;     // the setup JSON the game starts from
    QDateTime createdAt;  // UTC
};

struct GameRow {
    qint64 id = 0;
    QString uuid;
    QString name;
    QString edition;
    QStringList players;
    QByteArray setup;
    QDateTime createdAt;
    QDateTime lastPlayedAt;
    qint64 head = 0;  // the last action in effect; 0 = none
    qint64 tip = 0;   // the end of the current line; head == tip when nothing is undone
    qint64 actionCount = 0;
    // The anchor. Formats 4 and 5: the hash of the row with the highest seq (the genesis hash without
    // rows). Format 6 on: chain::anchor() over the genesis, created_at, head, tip and every leaf.
    QString chain;
    // The file has the chain (format 4 on), so an empty `chain` is damage, not an older file.
    bool chained = false;
    // (format 6 on) The anchor covers the cursors, created_at and every leaf; `anchorOf` is
    // games.anchor_of, what the last write made it from (chain::readInputs()).
    bool anchored = false;
    QString anchorOf;
    QString createdAtStored;  // created_at as the file holds it: the anchor hashes this text
};

struct NewActionRow {
    QString kind;        // "change-level", ...
    int format = 1;      // the action format version the payload is written in
    QByteArray payload;  // the action JSON
    QByteArray dice;     // JSON array of the dice values the action used ("[]" when none)
    QByteArray verdict;  // the referee's verdict JSON when it was recorded
    QDateTime recordedAt;
    // (read) recorded_at as the file holds it: the chain hashes this text, so an edit that still
    // parses to the same time is caught too. Null on a row not yet written (stamp(recordedAt) then).
    QString recordedAtStored;
};

struct ActionRow {
    qint64 seq = 0;     // 1, 2, 3... per game, in the order recorded
    qint64 parent = 0;  // the action this one followed; 0 = the game's start
    NewActionRow action;
    // (read) Format 4's tamper evidence (db/store/log_chain.h); empty in an older file read as it is.
    QString hash;
    QString stateDigest;  // the digest of the snapshot written with the row; empty when none was
};

// An action row as SQLite holds it (the bytes of each column, no copy), valid only while the callback
// that receives it runs: for the check on open, which hashes every row and keeps none of its payload.
struct ActionRowView {
    qint64 seq = 0;
    qint64 parent = 0;
    QByteArrayView kind;
    int format = 1;
    QByteArrayView payload;
    QByteArrayView dice;
    QByteArrayView verdict;
    QByteArrayView recordedAt;
    QByteArrayView hash;         // empty before format 4
    QByteArrayView stateDigest;  // empty before format 4
};

struct SnapshotRow {
    qint64 seq = 0;      // the state after this action
    int engine = 0;      // rules engine version that computed it; another version's is not trusted
    QByteArray state;    // the state JSON
    bool intact = true;  // (read) its checksum matches; a damaged snapshot is ignored
};

// A LogStore is used by one thread at a time, the one that opened it until moveToThread() hands it on:
// Qt SQL ties a connection to the thread of its driver.
class LogStore {
public:
    static constexpr int schemaVersion = 6;
    static constexpr qint32 applicationId = 0x41524254;  // "ARBT"
    static constexpr int busyTimeoutMs = 2000;

    // Opens a log file. Refuses, without changing a byte of it, a file that is not SQLite, is another
    // program's, is newer than this code, is truncated or damaged, or (Write) cannot be written.
    // An older file is first backed up beside itself (backupPath()) and then migrated.
    static StoreResult<std::unique_ptr<LogStore>> open(const QString& path, OpenMode mode);

    ~LogStore();
    LogStore(const LogStore&) = delete;
    LogStore& operator=(const LogStore&) = delete;

    const QString& path() const;
    OpenMode mode() const;
    // Hands the connection to `thread`, which uses it from now on; call it from the thread using it now.
    void moveToThread(QThread* thread);
    QThread* thread() const;
    // The copy taken before a migration during open(); empty when none was needed.
    const QString& backupPath() const;

    StoreResult<qint64> createGame(const NewGameRow& game);
    // What the table calls the game; the setup keeps the name it started with.
    std::optional<StoreError> renameGame(qint64 game, const QString& name);
    // Removes the game with its actions and snapshots, in one transaction.
    std::optional<StoreError> deleteGame(qint64 game);
    StoreResult<QList<GameRow>> games();  // the most recently played first
    // SQLite's data_version: it changes when another connection (another process) commits to the file,
    // so a reader can tell cheaply whether to read the game again.
    StoreResult<qint64> dataVersion();
    StoreResult<GameRow> game(qint64 id);

    // The game's head and tip as the writer read them: a change is written only if the file still has
    // them when the write lock is held, so nothing is judged against a state another writer left.
    struct Cursors {
        qint64 head = 0;
        qint64 tip = 0;
    };

    // Appends an action as a child of head, moves head and tip to it and touches last_played_at, all
    // in one transaction; `snapshot` (the state after it) is written in the same transaction. With
    // `expected`, refuses with Moved (writing nothing) when the file's cursors are no longer those.
    StoreResult<qint64> append(qint64 game, const NewActionRow& action,
                               const std::optional<SnapshotRow>& snapshot = std::nullopt,
                               std::optional<Cursors> expected = std::nullopt);
    // Moves head (undo, redo, undo to here): `head` must be 0 or on the line from the start to tip.
    // `expected` as for append().
    std::optional<StoreError> moveHead(qint64 game, qint64 head,
                                       std::optional<Cursors> expected = std::nullopt);

    // Every action row of the game, abandoned ones too, in seq order.
    StoreResult<QList<ActionRow>> actions(qint64 game);
    // The same rows, each handed to `visit` as SQLite holds it and not kept.
    std::optional<StoreError> visitActions(qint64 game,
                                           const std::function<void(const ActionRowView&)>& visit);
    // (seq, parent) of every row, in seq order: enough to work out a line without the payloads.
    StoreResult<QList<std::pair<qint64, qint64>>> parents(qint64 game);
    // The rows on the line from the start to `to`, in replay order, payloads included.
    StoreResult<QList<ActionRow>> line(qint64 game, qint64 to);
    // The rows with first <= seq <= last, in seq order (a line's tail, with rows of other branches).
    StoreResult<QList<ActionRow>> rows(qint64 game, qint64 first, qint64 last);

    // The rows that do not follow the row before them (parent != seq - 1): where a line jumps, after
    // an undo. With them and tip the whole line is known without reading every row.
    StoreResult<QList<std::pair<qint64, qint64>>> branches(qint64 game);

    StoreResult<QList<SnapshotRow>> snapshots(qint64 game);  // in seq order
    // seq and engine of every snapshot, without reading the states.
    StoreResult<QList<SnapshotRow>> snapshotIndex(qint64 game);
    StoreResult<SnapshotRow> snapshot(qint64 game, qint64 seq);
    // Writes (or replaces) the snapshot at snapshot.seq; a cache, so it may be rewritten at will.
    std::optional<StoreError> putSnapshot(qint64 game, const SnapshotRow& snapshot);
    std::optional<StoreError> dropSnapshot(qint64 game, qint64 seq);

    // Writes a whole game in one transaction: its row, every action with its own seq and parent, and
    // the cursors. Refuses rows whose parents do not form a tree, and cursors off it.
    StoreResult<qint64> importGame(const NewGameRow& game, const QList<ActionRow>& actions, qint64 head,
                                   qint64 tip);

    // SQLite's integrity_check: {"ok"} when sound, its messages otherwise.
    StoreResult<QStringList> integrityCheck();

private:
    friend class CardLibrary;  // db/store/card_library.h: the table's cards, in the same file
    struct Private;
    explicit LogStore(std::unique_ptr<Private> d);
    std::unique_ptr<Private> d;
};

}  // namespace arbiter::db

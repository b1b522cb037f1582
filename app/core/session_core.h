#pragma once
// The game in play without any face: one log file, the open game, and every change made to it. The QML
// adapter (GameSession) and the table server for the players' phones both drive this object; neither
// holds a rule, and this object links Qt Core and the db and rules layers only.
//
// Every change is announced once, by changed(), with the areas of the state it touched, so a face
// rebuilds only what changed. A client that last saw sequence N asks changesSince(N) what happened after
// it. Several SessionCores may have the same file open (the tablet and arbiter-cli, two processes): each
// follows the others' commits (followFile()) and judges an action against the file's head.

#include "app/core/areas.h"
#include "app/core/session_results.h"
#include "db/store/card_library.h"
#include "db/store/game_log.h"
#include "db/store/game_stats.h"
#include "db/store/log_store.h"
#include "rules/game/action.h"
#include "rules/game/state.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace arbiter::app {

class SessionCore : public QObject {
    Q_OBJECT

public:
    // How often another process's commits are looked for: one PRAGMA, no read, per tick.
    static constexpr int defaultFollowIntervalMs = 400;

    explicit SessionCore(QObject* parent = nullptr);
    ~SessionCore() override;

    // --- the file ---
    // Opens (or creates) a log file and a game of it: `preferredGame` when the file still holds it (the
    // game the app showed last), else its most recently played game. A refused file (not ours, damaged,
    // newer...) is never written to: the answer and fileError() say why.
    SessionVerdict openFile(const QString& path, qint64 preferredGame = 0);
    // openFile() in two halves. readFile() reads the file and its game without touching a SessionCore,
    // on any thread: the app reads it on a worker while its window's QML compiles. It hands the
    // connection to `user`, the thread of the SessionCore that adoptFile()s the result.
    struct FileRead {
        QString path;
        std::unique_ptr<db::LogStore> store;  // null when the file was refused
        std::optional<db::StoreError> error;  // why the file, its games or its game could not be read
        QList<db::GameRow> games;
        std::unique_ptr<db::GameLog> log;  // the game to show; null when none could be or there is none
        qint64 dataVersion = -1;
        QString cardsSeen;
    };
    static FileRead readFile(const QString& path, qint64 preferredGame, QThread* user);
    SessionVerdict adoptFile(FileRead read);
    bool hasFile() const { return m_store != nullptr; }
    // The open file, or the one refused last.
    QString filePath() const;
    QString fileError() const { return m_fileError; }
    // The file's games, the most recently played first, as last read.
    const QList<db::GameRow>& games() const { return m_games; }

    // --- the games of the file ---
    SessionVerdict newGame(const rules::game::GameSetup& setup);
    SessionVerdict openGame(qint64 id);
    void closeGame();
    SessionVerdict renameGame(qint64 id, const QString& name);
    SessionVerdict deleteGame(qint64 id);
    // The game as the versioned export JSON.
    db::StoreResult<QJsonObject> exportGame(qint64 id);
    // Imports an exported game as a new game of the file and opens it; seq is the new game's id.
    SessionVerdict importGame(const QJsonObject& exported);

    // --- the open game ---
    bool hasGame() const { return m_log != nullptr; }
    // Its id, row and setup; null without a game.
    const db::GameLog* game() const { return m_log.get(); }
    // The state at head; null without a game.
    const rules::game::GameState* state() const { return m_log ? &m_log->state() : nullptr; }
    qint64 head() const { return m_log ? m_log->head() : 0; }
    bool canUndo() const { return m_log && m_log->canUndo(); }
    bool canRedo() const { return m_log && m_log->canRedo(); }

    // --- changes ---
    // Judges the action against the file's head and records it when legal; a refusal writes nothing
    // and announces nothing.
    SessionVerdict perform(const rules::game::Action& action);
    // The verdict the action would get now and the state it would leave; writes nothing.
    SessionPreview preview(const rules::game::Action& action) const;
    // On success `recorded` is true and `seq` is the new head.
    SessionVerdict undo();
    SessionVerdict redo();
    // Undo or redo to just after `seq` of the current line (0: before the first action).
    SessionVerdict undoTo(qint64 seq);

    // --- history ---
    // Every action of the game (undone and abandoned ones too) in the order recorded, with statuses for
    // the current head. Read from the log the first time it is asked for, then kept in step.
    const QList<db::HistoryEntry>& history();
    // What a client that last saw `seq` (0: the start) needs to catch up with the file. Looks at the file
    // first (followFile()), so the answer is never older than the file's head.
    ChangesSince changesSince(qint64 seq);
    // Replays every recorded action (abandoned branches too), calling onRow with the state after each.
    void replayHistory(
        const std::function<void(const db::HistoryEntry&, const rules::game::GameState&)>& onRow);

    // --- the table's card library (db/store/card_library.h) ---
    // Every legal action recorded remembers the card it played (start-combat and add-monster: the
    // monster, add-enhancer, play-one-shot, gain-item, gain-ride, gain-hireling, gain-curse) for the open
    // game's edition; a refused action remembers nothing, nor does a Panic game or a monster entered
    // without a name. Each change of the library, here or by another connection, announces Area::Cards.
    // The open game's edition for the library: "deluxe"...; empty for Munchkin Panic or without a game.
    QString cardEdition() const;
    db::StoreResult<QList<db::CardRow>> findCards(const db::CardQuery& query);
    db::StoreResult<QList<db::CardRow>> listCards(const QString& edition = {},
                                                  std::optional<db::CardKind> kind = std::nullopt);
    // An entry that said otherwise than the library's card of its name (db::CardMerge::Different): the
    // card is kept as it was, and the face that made the entry asks the table. Only the last recorded
    // action's question stands; another action, or an answer, ends it.
    struct CardConflict {
        QString path;    // the file whose library holds the card
        qint64 seq = 0;  // the action that played the entry
        qint64 cardId = 0;
        db::LibraryCard card;     // the library's card, as kept
        db::LibraryCard updated;  // the card with what the entry says put over it
    };
    std::optional<CardConflict> cardConflict() const;
    // The table's answer to the question about card `cardId`: `update` corrects it to `updated` (a
    // change announced as Area::Cards), else it stays as it is. The recorded action stands either way.
    SessionVerdict settleCardConflict(qint64 cardId, bool update);
    // Adds the card, or replaces the same-named one (name, data, Bad Stuff); seq is the card's id.
    SessionVerdict saveCard(const db::LibraryCard& card);
    // Replaces card `id` (a rename too; refused, naming card.name, onto another card's name).
    SessionVerdict correctCard(qint64 id, const db::LibraryCard& card);
    SessionVerdict forgetCard(qint64 id);
    // The cards of one edition (every edition when empty) as a card pack (docs/card-packs.md).
    db::StoreResult<QJsonObject> exportCards(const QString& edition = {});
    // A card pack's bytes, all or nothing; a damaged pack is refused naming the field.
    db::StoreResult<db::CardImport> importCards(const QByteArray& pack);

    // --- after the game (core_stats.cpp) ---
    // The open game's report, replayed from its setup over the actions in effect.
    db::StoreResult<rules::game::GameReport> report();
    // The records across the file's games that `filter` keeps.
    db::StoreResult<db::FileRecords> records(const db::RecordsFilter& filter);

    // --- other writers ---
    // Catches up with another connection's commits (another process, another SessionCore): reads the
    // games and the open game again when the file's data_version moved. Polled every interval; returns
    // the areas it announced.
    Areas followFile();
    // 0 stops the polling (a test then calls followFile() itself).
    void setFollowInterval(int ms);

Q_SIGNALS:
    // Another file is open, or the one asked for was refused.
    void fileChanged();
    // The file's games (names, counts, last played) were read again.
    void gamesChanged();
    // The open game changed in `areas`; `head` is its head now. Area::Game: another game (or none) is
    // open, and every other area is new too.
    void changed(arbiter::app::Areas areas, qint64 head);
    // A read or write that no caller waits for failed (following the file, reading the history).
    void storeFailed(const QString& message, const QString& field);

private:
    SessionVerdict storeFailure(const db::StoreError& error);
    void refreshGames();
    void setLog(std::unique_ptr<db::GameLog> log);
    // Undo, redo or undo to here, announced like any change.
    SessionVerdict moveHead(const std::function<std::optional<db::StoreError>()>& move);
    // Announces a change of the open game from `before` (the state at head before it) to now.
    Areas announce(const rules::game::GameState& before, Areas also);
    void readHistory();
    void appendHistory(const rules::game::Action& action, const rules::Verdict& verdict, qint64 seq,
                       qint64 parent);
    void markStatuses();  // statuses of the history from the line and head
    // The card library (core_cards.cpp): remembers the card of a recorded action; whether the library
    // changed since last looked at (and looks now).
    bool rememberCardOf(const rules::game::Action& action, qint64 seq);
    bool cardsMoved();
    // A library change made through this core, announced as Area::Cards.
    void announceCards();

    std::unique_ptr<db::LogStore> m_store;
    std::unique_ptr<db::GameLog> m_log;
    QString m_fileError;
    QString m_refusedPath;
    QList<db::GameRow> m_games;
    bool m_historyRead = false;
    QList<db::HistoryEntry> m_entries;
    QTimer m_follow;
    qint64 m_dataVersion = -1;  // as last seen; only another connection's commit changes it
    QString m_cardsSeen;        // the library's fingerprint as last seen
    // The answers to the queries asked since the library last moved: the card lists of a page ask the
    // same few after every change, and a list played from twice is read once.
    std::vector<std::pair<db::CardQuery, QList<db::CardRow>>> m_foundCards;
    std::optional<CardConflict> m_cardConflict;
};

}  // namespace arbiter::app

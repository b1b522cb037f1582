#pragma once
// The games of the log file, the most recently played first: what Home lists, and what Home and the New
// game page do to them (start, rename, delete, export, import), through the session core.

#include "app/actions/setup_request.h"
#include "app/core/session_core.h"
#include "app/views/verdict_view.h"

#include "db/store/log_store.h"

#include <QAbstractListModel>
#include <QList>
#include <QUrl>
#include <QVariantMap>
#include <qqmlregistration.h>

namespace arbiter::app {

class GamesModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("GameSession owns the games list.")

public:
    enum Role {
        GameIdRole = Qt::UserRole,
        NameRole,
        EditionRole,      // "deluxe", ..., "panic"
        EditionNameRole,  // "Munchkin Deluxe"
        PlayersRole,      // "Ann, Bob and Cid"
        PlayerCountRole,
        LastPlayedRole,      // QDateTime, local time
        LastPlayedTextRole,  // "today 21:40", "3 Nov 2026"
        ActionCountRole,
    };
    Q_ENUM(Role)

    // Lists the games of `core`'s file and follows them.
    explicit GamesModel(SessionCore& core, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // `base` when no game of the file is called so, else the first of "base (2)", "base (3)"... that is free:
    // two games started the same day get different names.
    QString unusedName(const QString& base) const;
    // The New game page's name for a new game: "Game of <today>", or unusedName() of it.
    Q_INVOKABLE QString defaultGameName() const;

    // Starts a game from a setup (setup_request.h) and opens it. Refused setups name the field or rule.
    Q_INVOKABLE arbiter::app::views::VerdictView newGame(const arbiter::app::SetupRequest& setup);
    // The same from the log's setup JSON (docs/actions.md, "Setup", plus each player's `colour` and the
    // setup's `starter`), for C++ callers and tests.
    views::VerdictView newGame(const QVariantMap& setup);
    Q_INVOKABLE arbiter::app::views::VerdictView renameGame(qint64 id, const QString& name);
    Q_INVOKABLE arbiter::app::views::VerdictView deleteGame(qint64 id);
    // Writes the game as the versioned export JSON; `file` is a path or a file: URL.
    Q_INVOKABLE arbiter::app::views::VerdictView exportGame(qint64 id, const QUrl& file);
    // Imports an exported game as a new game of the file and opens it. A file with an illegal or
    // unreadable action is refused whole, naming the field.
    Q_INVOKABLE arbiter::app::views::VerdictView importGame(const QUrl& file);

private:
    void setGames(QList<db::GameRow> games);

    SessionCore& m_core;
    QList<db::GameRow> m_games;
};

// "Munchkin Deluxe", "Munchkin Panic", from an edition label of the log.
QString editionDisplayName(const QString& edition);
// "Ann", "Ann and Bob", "Ann, Bob and Cid".
QString joinedNames(const QStringList& names);

}  // namespace arbiter::app

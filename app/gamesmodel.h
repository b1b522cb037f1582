#pragma once
// The games of the log file, the most recently played first: what Home lists.

#include "db/store/log_store.h"

#include <QAbstractListModel>
#include <QList>
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

    explicit GamesModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setGames(QList<db::GameRow> games);
    // `base` when no game of the file is called so, else the first of "base (2)", "base (3)"... that is free:
    // two games started the same day get different names.
    QString unusedName(const QString& base) const;

private:
    QList<db::GameRow> m_games;
};

// "Munchkin Deluxe", "Munchkin Panic", from an edition label of the log.
QString editionDisplayName(const QString& edition);
// "Ann", "Ann and Bob", "Ann, Bob and Cid".
QString joinedNames(const QStringList& names);

}  // namespace arbiter::app

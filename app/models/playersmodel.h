#pragma once
// The players of the open game in seat order, as the table shows them.

#include "app/models/rowlistmodel.h"

#include <QList>
#include <QStringList>
#include <QVariantMap>
#include <qqmlregistration.h>

namespace arbiter::app {

struct PlayerRow {
    QString name;
    QString colour;  // "#rrggbb"
    QString sex;     // "male", "female", ""
    int level = 1;
    int gear = 0;             // what the equipped Items that count add, or the single gear number
    int strength = 0;         // level + gear + persistent Curses
    bool gearNumber = false;  // keeps one gear number instead of Items
    QStringList cards;        // character cards: Races, Classes, Factions, Citizenships, doublers
    int itemCount = 0;
    int equippedCount = 0;
    QStringList rides;
    QStringList hirelings;
    QStringList curses;
    bool dead = false;
    bool current = false;   // whose turn it is
    bool fighting = false;  // fighter or helper of the combat in progress
    bool winner = false;

    friend bool operator==(const PlayerRow&, const PlayerRow&) = default;
};

// The base spelled in full: Qt 6.4's qmltyperegistrar looks a base class up by the name as written.
class PlayersModel : public arbiter::app::RowListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("GameSession owns the players list.")
    // The names in seat order, for a picker.
    Q_PROPERTY(QStringList names READ names NOTIFY namesChanged)

public:
    enum Role {
        NameRole = Qt::UserRole,
        ColourRole,
        SexRole,
        LevelRole,
        GearRole,
        StrengthRole,
        GearNumberRole,
        CardsRole,
        ItemCountRole,
        EquippedCountRole,
        RidesRole,
        HirelingsRole,
        CursesRole,
        DeadRole,
        CurrentRole,
        FightingRole,
        WinnerRole,
        SeatRole,
    };
    Q_ENUM(Role)

    explicit PlayersModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    QStringList names() const;
    // One row as {role name: value}; {} outside the rows.
    Q_INVOKABLE QVariantMap get(int row) const;

    // Same players in the same seats: rows that changed emit dataChanged; otherwise a reset.
    void setPlayers(QList<PlayerRow> rows);

Q_SIGNALS:
    void namesChanged();

private:
    QList<PlayerRow> m_rows;
};

}  // namespace arbiter::app

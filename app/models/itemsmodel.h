#pragma once
// One player's Items in play, with the referee's ruling on each (whether its bonus counts, which lifter
// holds it and why): what the player's page, its slot figure and the sell dialog list. Create one in
// QML with a `session` and a `player`; it follows the session's state.

#include "app/models/rowlistmodel.h"
#include "app/session/gamesession.h"

#include <QList>
#include <QPointer>
#include <QVariantList>
#include <QVariantMap>
#include <qqmlregistration.h>

namespace arbiter::app {

struct ItemRow {
    QString name;
    QString slot;  // "headgear", "armor", "footgear", "1hand", "2hands", "none"
    bool big = false;
    int bonus = 0;
    int gold = 0;
    bool equipped = false;
    bool counts = false;   // its bonus adds to the player's strength, as the referee rules
    QString lifter;        // "none", "cheat", "hireling" (or "auto" when the referee left it open)
    QVariantList reasons;  // [{rule, text}]: why it counts or not

    friend bool operator==(const ItemRow&, const ItemRow&) = default;
};

// The base spelled in full: Qt 6.4's qmltyperegistrar looks a base class up by the name as written.
class ItemsModel : public arbiter::app::RowListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(arbiter::app::GameSession* session READ session WRITE setSession NOTIFY sessionChanged)
    Q_PROPERTY(QString player READ player WRITE setPlayer NOTIFY playerChanged)

public:
    enum Role {
        NameRole = Qt::UserRole,
        SlotRole,
        BigRole,
        BonusRole,
        GoldRole,
        EquippedRole,
        CountsRole,
        LifterRole,
        ReasonsRole,
    };
    Q_ENUM(Role)

    explicit ItemsModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // One row as {role name: value}, for a page that draws from several rows at once (the slot figure);
    // {} outside the rows.
    Q_INVOKABLE QVariantMap get(int row) const;

    GameSession* session() const { return m_session; }
    void setSession(GameSession* session);
    QString player() const { return m_player; }
    void setPlayer(const QString& player);

Q_SIGNALS:
    void sessionChanged();
    void playerChanged();

private:
    void refresh();

    QPointer<GameSession> m_session;
    QString m_player;
    QList<ItemRow> m_rows;
};

}  // namespace arbiter::app

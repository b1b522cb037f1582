#pragma once
// The Munchkin Panic board of a session, for QML: one row per Monster on the board, the structures and
// the Monsters off the board for good as typed properties. Pages read the board here, never from the
// stored state. Refreshed whenever the session's state changes.

#include "app/models/rowlistmodel.h"

#include <QList>
#include <QPointer>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <qqmlregistration.h>

namespace arbiter::app {

class GameSession;

struct PanicMonsterRow {
    QString id;  // unique on the board; events, choices and actions name the Monster by it
    QString name;
    int arc = 1;
    QString ring;  // "forest", "archer", "knight", "swordsman", "castle"
    int health = 1;
    int maxHealth = 1;  // the token's points plus any Enhancers
    int points = 1;     // its Trophy value
    QString colour;     // the arc's: "red", "green", "blue"
    int treasures = 0;  // gold dots: Treasure cards when slain
    bool glued = false;
    bool unslayable = false;  // Ancient Monster Enhancer
    QString space;            // "Archer 3", in words

    friend bool operator==(const PanicMonsterRow&, const PanicMonsterRow&) = default;
};

class PanicBoardModel : public RowListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_MOC_INCLUDE("app/session/gamesession.h")
    Q_PROPERTY(arbiter::app::GameSession* session READ session WRITE setSession NOTIFY sessionChanged)
    // The arcs whose Tower, Wall and Fortify token stand (1..6).
    // Each group of properties notifies only when it changed: the board's drawing binds to them, and a
    // Monster placed must not make it recompute the structures and the arcs' colours.
    Q_PROPERTY(QList<int> towers READ towers NOTIFY structuresChanged)
    Q_PROPERTY(QList<int> walls READ walls NOTIFY structuresChanged)
    Q_PROPERTY(QList<int> fortified READ fortified NOTIFY structuresChanged)
    Q_PROPERTY(int towersLeft READ towersLeft NOTIFY structuresChanged)
    Q_PROPERTY(bool asleep READ asleep NOTIFY asleepChanged)  // the Sleep Potion this turn
    // The colour of arcs 1..6, index 0 for arc 1.
    Q_PROPERTY(QStringList arcColours READ arcColours NOTIFY arcColoursChanged)
    // The rows as maps keyed by the role names (but `id` for monsterId), for code that lays out every
    // token at once. A delegate cannot name a property `id`: the role is monsterId.
    Q_PROPERTY(QVariantList monsters READ monsters NOTIFY monstersChanged)
    Q_PROPERTY(QStringList ids READ ids NOTIFY monstersChanged)
    // The Monsters off the board for good (slain or discarded), which Invoke Obscure Rules draws from.
    Q_PROPERTY(QStringList discarded READ discarded NOTIFY discardedChanged)

public:
    enum Role {
        IdRole = Qt::UserRole,
        NameRole,
        ArcRole,
        RingRole,
        HealthRole,
        MaxHealthRole,
        PointsRole,
        ColourRole,
        TreasuresRole,
        GluedRole,
        UnslayableRole,
        SpaceRole,
    };
    Q_ENUM(Role)

    explicit PanicBoardModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // One Monster's row as monsters() lists it; {} when it is not on the board.
    Q_INVOKABLE QVariantMap monster(const QString& id) const;

    GameSession* session() const { return m_session; }
    void setSession(GameSession* session);
    QList<int> towers() const { return m_towers; }
    QList<int> walls() const { return m_walls; }
    QList<int> fortified() const { return m_fortified; }
    int towersLeft() const { return static_cast<int>(m_towers.size()); }
    bool asleep() const { return m_asleep; }
    QStringList arcColours() const { return m_arcColours; }
    QVariantList monsters() const;
    QStringList ids() const;
    QStringList discarded() const { return m_discarded; }

Q_SIGNALS:
    void sessionChanged();
    // Any of the board's properties changed (after their own signals).
    void boardChanged();
    void monstersChanged();
    void structuresChanged();
    void asleepChanged();
    void arcColoursChanged();
    void discardedChanged();

private:
    void refresh();
    QVariantMap rowMap(const PanicMonsterRow& row) const;

    QPointer<GameSession> m_session;
    QMetaObject::Connection m_boardConnection;
    QList<PanicMonsterRow> m_rows;
    QList<int> m_towers;
    QList<int> m_walls;
    QList<int> m_fortified;
    bool m_asleep = false;
    QStringList m_arcColours;
    QStringList m_discarded;
};

}  // namespace arbiter::app

#pragma once
// A Monster token as a board correction places it (PanicActions.setBoard()): typed fields, so QML never
// spells the log's JSON.

#include <QObject>
#include <QString>

namespace arbiter::app {

// Made by PanicActions.monsterCard(); its id on the board is its name.
class PanicMonsterCard {
    Q_GADGET
    Q_PROPERTY(QString token MEMBER token)
    Q_PROPERTY(int arc MEMBER arc)
    Q_PROPERTY(QString ring MEMBER ring)
    Q_PROPERTY(int health MEMBER health)
    Q_PROPERTY(bool glued MEMBER glued)

public:
    QString token;  // "Net Troll"
    int arc = 1;
    QString ring;    // "forest", "archer", "knight", "swordsman", "castle"
    int health = 0;  // 0: the token's full health
    bool glued = false;

    friend bool operator==(const PanicMonsterCard&, const PanicMonsterCard&) = default;
};

}  // namespace arbiter::app

#pragma once
// One Hit card of an attack, as the Panic action builders (PanicActions) take it from QML: typed
// fields, so QML never spells the log's JSON.

#include <QObject>
#include <QString>
#include <QStringList>

namespace arbiter::app {

// One Hit card with the Weapons played on it (PanicActions.hitCard()).
class PanicHitCard {
    Q_GADGET
    Q_PROPERTY(QString card MEMBER card)
    Q_PROPERTY(QStringList weapons MEMBER weapons)
    Q_PROPERTY(bool byHelper MEMBER byHelper)
    Q_PROPERTY(bool weaponsByHelper MEMBER weaponsByHelper)

public:
    QString card;  // as printed: "Red Archer"
    QStringList weapons;
    bool byHelper = false;         // played by the negotiated helper
    bool weaponsByHelper = false;  // the Weapons came from the helper

    friend bool operator==(const PanicHitCard&, const PanicHitCard&) = default;
};

}  // namespace arbiter::app

#pragma once
// Tells a screen reader that something changed that the user did not tap: the referee's verdict. Qt 6.4
// has no announcement API, so the item (an Accessible.AlertMessage) raises an Alert event with its name,
// which screen readers speak. Without an active assistive technology the platform ignores it.

#include <QObject>
#include <qqmlregistration.h>

namespace arbiter::app {

class Announcer : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit Announcer(QObject* parent = nullptr);

    // Raises an Alert for `item`: its accessible name (and description) is what is spoken.
    Q_INVOKABLE void announce(QObject* item);

Q_SIGNALS:
    // Each alert raised, with the name a screen reader reads from the item (tests; the platform's
    // bridge gets the event only while an assistive technology is active).
    void announced(QObject* item, const QString& name);
};

}  // namespace arbiter::app

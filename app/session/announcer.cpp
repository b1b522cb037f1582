#include "app/session/announcer.h"

#include <QAccessible>

namespace arbiter::app {

Announcer::Announcer(QObject* parent) : QObject(parent)
{}

void Announcer::announce(QObject* item)
{
    if (!item)
        return;
    QAccessibleEvent alert(item, QAccessible::Alert);
    QAccessible::updateAccessibility(&alert);  // a no-op unless an assistive technology is active
    const QAccessibleInterface* node = QAccessible::queryAccessibleInterface(item);
    emit announced(item, node ? node->text(QAccessible::Name) : QString());
}

}  // namespace arbiter::app

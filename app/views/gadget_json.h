#pragma once
// One serializer for every typed view: a Q_GADGET's properties as a JSON object, by its meta-object, so
// the phones' JSON is written from the same values QML binds to, under the same names.

#include <QJsonObject>
#include <QJsonValue>
#include <QVariant>

namespace arbiter::app::views {

// A gadget as an object of its properties; a list as an array of its entries; strings, numbers and
// booleans as they are; an empty QVariant as null.
QJsonValue jsonOf(const QVariant& value);

template <typename Gadget>
QJsonObject jsonOf(const Gadget& gadget)
{
    return jsonOf(QVariant::fromValue(gadget)).toObject();
}

}  // namespace arbiter::app::views

#include "app/views/gadget_json.h"

#include <QJsonArray>
#include <QMetaProperty>
#include <QStringList>

namespace arbiter::app::views {

QJsonValue jsonOf(const QVariant& value)
{
    if (!value.isValid())
        return QJsonValue::Null;
    const QMetaType type = value.metaType();
    if (const QMetaObject* meta = type.metaObject(); meta && (type.flags() & QMetaType::IsGadget)) {
        QJsonObject object;
        for (int i = meta->propertyOffset(); i < meta->propertyCount(); ++i) {
            const QMetaProperty property = meta->property(i);
            object.insert(QString::fromLatin1(property.name()),
                          jsonOf(property.readOnGadget(value.constData())));
        }
        return object;
    }
    if (type == QMetaType::fromType<QVariantList>()) {
        QJsonArray array;
        for (const QVariant& entry : value.toList())
            array.append(jsonOf(entry));
        return array;
    }
    if (type == QMetaType::fromType<QStringList>())
        return QJsonArray::fromStringList(value.toStringList());
    return QJsonValue::fromVariant(value);
}

}  // namespace arbiter::app::views

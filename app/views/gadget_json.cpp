#include "app/views/gadget_json.h"

#include <QJsonArray>
#include <QMetaProperty>
#include <QStringList>

namespace arbiter::app::views {

namespace {

// An enum's key as the log and the phones spell names: "PlayCards" -> "play-cards".
QString kebabCase(const char* key)
{
    QString name;
    for (const char* c = key; *c; ++c) {
        const QChar letter = QLatin1Char(*c);
        if (letter.isUpper() && c != key)
            name.append(u'-');
        name.append(letter.toLower());
    }
    return name;
}

}  // namespace

QJsonValue jsonOf(const QVariant& value)
{
    if (!value.isValid())
        return QJsonValue::Null;
    const QMetaType type = value.metaType();
    if (const QMetaObject* meta = type.metaObject(); meta && (type.flags() & QMetaType::IsGadget)) {
        QJsonObject object;
        for (int i = meta->propertyOffset(); i < meta->propertyCount(); ++i) {
            const QMetaProperty property = meta->property(i);
            const QVariant member = property.readOnGadget(value.constData());
            object.insert(QString::fromLatin1(property.name()),
                          property.isEnumType()
                              ? QJsonValue(kebabCase(property.enumerator().valueToKey(member.toInt())))
                              : jsonOf(member));
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
    if (type == QMetaType::fromType<QList<int>>()) {
        QJsonArray array;
        for (const int number : value.value<QList<int>>())
            array.append(number);
        return array;
    }
    return QJsonValue::fromVariant(value);
}

}  // namespace arbiter::app::views

#pragma once
// A list model over a list value (a view's reasons, a fight's monsters) that keeps its delegates when the
// list changes: equal rows stay as they are, a changed row is updated in place, rows added or removed at
// the end are inserted or removed. A Repeater over the plain list makes every delegate anew on each
// change, which was most of a tap's time on the combat page.

#include <QAbstractListModel>
#include <QVariantList>
#include <qqmlregistration.h>

namespace arbiter::app {

class SteadyListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    // The rows, each a delegate's `modelData`.
    Q_PROPERTY(QVariantList values READ values WRITE setValues NOTIFY valuesChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        ModelDataRole = Qt::UserRole,
    };

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    const QVariantList& values() const { return m_values; }
    void setValues(const QVariantList& values);
    int count() const { return static_cast<int>(m_values.size()); }

Q_SIGNALS:
    void valuesChanged();
    void countChanged();

private:
    QVariantList m_values;
};

}  // namespace arbiter::app

#pragma once
// The base of the list models that replace all their rows at once (players, history): a `count`
// property, and an update that redraws only the rows that changed when the items stay the same.

#include <QAbstractListModel>
#include <QList>
#include <qqmlregistration.h>

#include <functional>
#include <optional>

namespace arbiter::app {

class RowListModel : public QAbstractListModel {
    Q_OBJECT
    // Registered without a name, so qmllint knows the models' base class and its `count`.
    QML_ANONYMOUS
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    using QAbstractListModel::QAbstractListModel;

    int count() const { return rowCount(); }

Q_SIGNALS:
    void countChanged();

protected:
    // Swaps in the new rows with `assign`. `changed` lists the rows that differ when the items are the
    // same ones in the same order (changedRows()); nullopt resets the model.
    void replaceRows(const std::optional<QList<int>>& changed, const std::function<void()>& assign);
};

// The indexes of the rows that differ between `before` and `after`, when both list the same items in
// the same order (`sameItem` compares identities, == the contents); nullopt when items were added,
// removed or moved.
template <typename Row, typename SameItem>
std::optional<QList<int>> changedRows(const QList<Row>& before, const QList<Row>& after, SameItem sameItem)
{
    if (before.size() != after.size())
        return std::nullopt;
    QList<int> changed;
    for (qsizetype i = 0; i < after.size(); ++i) {
        if (!sameItem(before.at(i), after.at(i)))
            return std::nullopt;
        if (!(before.at(i) == after.at(i)))
            changed.append(static_cast<int>(i));
    }
    return changed;
}

}  // namespace arbiter::app

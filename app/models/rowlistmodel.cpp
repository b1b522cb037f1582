#include "app/models/rowlistmodel.h"

namespace arbiter::app {

void RowListModel::replaceRows(const std::optional<QList<int>>& changed, const std::function<void()>& assign)
{
    if (changed) {
        // Same items: a tap redraws one delegate, and the list keeps its scroll position.
        assign();
        for (int row : *changed)
            Q_EMIT dataChanged(index(row), index(row));
        return;
    }
    const int before = rowCount();
    beginResetModel();
    assign();
    endResetModel();
    if (rowCount() != before)
        Q_EMIT countChanged();
}

}  // namespace arbiter::app

#include "app/models/steady_list_model.h"

#include <algorithm>

namespace arbiter::app {

int SteadyListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant SteadyListModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)
        || (role != ModelDataRole && role != Qt::DisplayRole))
        return {};
    return m_values.at(index.row());
}

QHash<int, QByteArray> SteadyListModel::roleNames() const
{
    return {{ModelDataRole, "modelData"}};
}

void SteadyListModel::setValues(const QVariantList& values)
{
    const qsizetype before = m_values.size();
    const qsizetype common = std::min(before, values.size());
    // The rows both lists have: changed ones in place, in runs, so a delegate keeps its items.
    qsizetype runStart = -1;
    const auto endRun = [&](qsizetype end) {
        if (runStart >= 0)
            Q_EMIT dataChanged(index(static_cast<int>(runStart)), index(static_cast<int>(end - 1)),
                               {ModelDataRole});
        runStart = -1;
    };
    bool changed = before != values.size();
    for (qsizetype row = 0; row < common; ++row) {
        if (m_values.at(row) == values.at(row)) {
            endRun(row);
            continue;
        }
        m_values[row] = values.at(row);
        changed = true;
        if (runStart < 0)
            runStart = row;
    }
    endRun(common);
    if (values.size() > before) {
        beginInsertRows({}, static_cast<int>(before), static_cast<int>(values.size() - 1));
        m_values.append(values.mid(before));
        endInsertRows();
    } else if (values.size() < before) {
        beginRemoveRows({}, static_cast<int>(values.size()), static_cast<int>(before - 1));
        m_values.resize(values.size());
        endRemoveRows();
    }
    if (before != m_values.size())
        Q_EMIT countChanged();
    if (changed)
        Q_EMIT valuesChanged();
}

}  // namespace arbiter::app

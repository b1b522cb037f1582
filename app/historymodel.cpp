#include "historymodel.h"

#include <QLocale>

namespace arbiter::app {

HistoryModel::HistoryModel(QObject* parent) : RowListModel(parent)
{}

int HistoryModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant HistoryModel::data(const QModelIndex& index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const HistoryRow& row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case TextRole:
        return row.text;
    case SeqRole:
        return row.seq;
    case KindRole:
        return row.kind;
    case StatusRole:
        return row.status;
    case HeadRole:
        return row.head;
    case OnLineRole:
        return row.onLine;
    case LegalRole:
        return row.legal;
    case ReasonsRole:
        return row.reasons;
    case DiceRole: {
        QVariantList dice;
        for (int die : row.dice)
            dice.append(die);
        return dice;
    }
    case RecordedAtRole:
        return row.recordedAt.toLocalTime();
    case RecordedAtTextRole:
        return QLocale().toString(row.recordedAt.toLocalTime().time(), QLocale::LongFormat);
    default:
        return {};
    }
}

QHash<int, QByteArray> HistoryModel::roleNames() const
{
    return {{SeqRole, "seq"},
            {KindRole, "kind"},
            {TextRole, "text"},
            {StatusRole, "status"},
            {HeadRole, "head"},
            {OnLineRole, "onLine"},
            {LegalRole, "legal"},
            {ReasonsRole, "reasons"},
            {DiceRole, "dice"},
            {RecordedAtRole, "recordedAt"},
            {RecordedAtTextRole, "recordedAtText"}};
}

void HistoryModel::setRows(QList<HistoryRow> rows)
{
    const auto sameAction = [](const HistoryRow& a, const HistoryRow& b) { return a.seq == b.seq; };
    // A recorded action adds a row at the end: inserted, so the list keeps its delegates and scroll.
    if (rows.size() > m_rows.size()) {
        if (const auto changed = changedRows(m_rows, rows.first(m_rows.size()), sameAction)) {
            beginInsertRows(QModelIndex(), static_cast<int>(m_rows.size()),
                            static_cast<int>(rows.size() - 1));
            m_rows = std::move(rows);
            endInsertRows();
            Q_EMIT countChanged();
            for (int row : *changed)
                Q_EMIT dataChanged(index(row), index(row));
            return;
        }
    }
    replaceRows(changedRows(m_rows, rows, sameAction), [this, &rows] { m_rows = std::move(rows); });
}

}  // namespace arbiter::app

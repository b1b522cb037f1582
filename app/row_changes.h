#pragma once
// For list models that replace all their rows at once: which rows changed, so that a tap redraws one
// delegate instead of rebuilding the list (and losing its scroll position).

#include <QList>

#include <optional>

namespace arbiter::app {

// The indexes of the rows that differ between `before` and `after`, when both list the same items in
// the same order (`sameItem` compares identities, == the contents); nullopt when items were added,
// removed or moved, and the model must reset.
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

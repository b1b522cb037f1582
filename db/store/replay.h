#pragma once
// Replaying a whole tree of actions, abandoned branches included: each row is applied to the state
// after its parent. Import and verify use it to check every recorded action, not just the line.

#include "db/codec/db_words.h"
#include "rules/core/verdict.h"
#include "rules/game/action.h"
#include "rules/game/apply.h"
#include "rules/game/state.h"

#include <QString>

#include <optional>
#include <span>
#include <unordered_map>

namespace arbiter::db {

struct TreeRow {
    qint64 seq = 0;
    qint64 parent = 0;  // 0: the start; otherwise an earlier row's seq
    const rules::game::Action* action = nullptr;
};

struct TreeReplayFailure {
    std::size_t index = 0;  // into the rows
    QString why;
    rules::Verdict verdict;  // the refusal, when the referee refused the action
};

// Replays `rows` (in seq order) from `start`, calling onRow(index, verdict, stateAfter) for each.
// Keeps a state only while a later row still needs it as its parent, so a long line costs one state.
template <typename OnRow>
std::optional<TreeReplayFailure> replayTree(const rules::game::GameState& start,
                                            std::span<const TreeRow> rows, OnRow onRow)
{
    std::unordered_map<qint64, int> children;
    for (const TreeRow& row : rows)
        ++children[row.parent];
    std::unordered_map<qint64, rules::game::GameState> waiting;
    if (children.contains(0))
        waiting.emplace(0, start);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const TreeRow& row = rows[i];
        const auto parent = waiting.find(row.parent);
        if (parent == waiting.end())
            return TreeReplayFailure{
                i, DbErrors::tr("its parent %1 is not an earlier action").arg(row.parent), {}};
        rules::game::GameState state;
        if (--children[row.parent] == 0) {
            state = std::move(parent->second);
            waiting.erase(parent);
        } else {
            state = parent->second;
        }
        rules::Verdict verdict = rules::game::apply(state, *row.action);
        if (!verdict.legal)
            return TreeReplayFailure{i, DbErrors::tr("the referee refuses it"), std::move(verdict)};
        onRow(i, verdict, state);
        if (children.contains(row.seq))
            waiting.insert_or_assign(row.seq, std::move(state));
    }
    return std::nullopt;
}

}  // namespace arbiter::db

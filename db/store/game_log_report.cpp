// GameLog::report(): the report of the actions in effect, replayed in stretches. The line is cut at
// snapshots the chain vouches for, as evenly as the machine's cores allow; each stretch decodes its
// snapshot and its actions and replays them on a thread of its own (rules/game/report.h: reportPart),
// and the stretches are merged in line order. The rows are read on the calling thread (the store's
// connection is its own); the threads only decode and replay. A snapshot that turns out unusable costs
// the cut, not the report: the line is then replayed whole from its start.

#include "db/codec/db_words.h"
#include "db/codec/game_json.h"
#include "db/store/game_log.h"
#include "rules/game/apply.h"

#include <algorithm>
#include <thread>
#include <unordered_map>

using namespace Qt::StringLiterals;

namespace arbiter::db {

namespace game = rules::game;

namespace {

// A stretch of the line: [from, to), replayed from the snapshot taken after `from` actions (none for 0).
struct Stretch {
    std::size_t from = 0;
    std::size_t to = 0;
    std::optional<SnapshotRow> snapshot;
    // Filled by its thread.
    std::optional<game::ReportPart> part;
    std::optional<std::pair<std::size_t, QString>> unreadable;  // (line position, why)
    bool snapshotUnusable = false;
};

}  // namespace

StoreResult<game::GameReport> GameLog::report(std::size_t threads)
{
    const std::size_t count = m_headIndex;
    if (count == 0)
        return game::reportOf(m_setup, {});
    StoreResult<QList<ActionRow>> rows = m_store.rows(m_game.id, m_line.front(), m_line[count - 1]);
    if (!rows)
        return rows.error();
    std::unordered_map<qint64, const ActionRow*> bySeq;
    for (const ActionRow& row : rows.value())
        bySeq.emplace(row.seq, &row);
    std::vector<const ActionRow*> inLine(count);
    for (std::size_t i = 0; i < count; ++i) {
        const auto row = bySeq.find(m_line[i]);
        if (row == bySeq.end())
            return replayError(m_line[i], DbErrors::tr("its row is missing."));
        inLine[i] = row->second;
    }

    // The cuts: for each share of the line, the vouchable snapshot nearest to where the share starts.
    if (threads == 0)
        threads = std::clamp<std::size_t>(std::thread::hardware_concurrency(), 1, 8);
    std::vector<Stretch> stretches{{0, count, std::nullopt, {}, {}, false}};
    if (threads > 1 && count >= 2 * snapshotInterval && m_game.chained) {
        StoreResult<QList<SnapshotRow>> index = m_store.snapshotIndex(m_game.id);
        if (!index)
            return index.error();
        std::map<std::size_t, qint64> onLine;  // line position (actions before it) -> the snapshot's seq
        std::unordered_map<qint64, std::size_t> position;
        for (std::size_t i = 0; i < count; ++i)
            position.emplace(m_line[i], i + 1);
        for (const SnapshotRow& snapshot : index.value())
            if (const auto at = position.find(snapshot.seq);
                snapshot.engine == engineVersion && at != position.end() && at->second < count)
                onLine.emplace(at->second, snapshot.seq);
        std::vector<std::size_t> cuts;
        for (std::size_t share = 1; share < threads && !onLine.empty(); ++share) {
            const std::size_t wanted = count * share / threads;
            auto nearest = onLine.lower_bound(wanted);
            if (nearest == onLine.end()
                || (nearest != onLine.begin()
                    && wanted - std::prev(nearest)->first < nearest->first - wanted))
                nearest = nearest == onLine.begin() ? nearest : std::prev(nearest);
            if (cuts.empty() || nearest->first > cuts.back())
                cuts.push_back(nearest->first);
        }
        for (const std::size_t cut : cuts) {
            StoreResult<SnapshotRow> snapshot = m_store.snapshot(m_game.id, onLine.at(cut));
            if (!snapshot)
                return snapshot.error();
            stretches.back().to = cut;
            stretches.push_back({cut, count, std::move(snapshot).value(), {}, {}, false});
        }
    }

    const auto replayStretch = [this, &inLine](Stretch& stretch) {
        game::GameState start;
        if (!stretch.snapshot) {
            start = game::startGame(m_setup);
        } else {
            JsonIssues issues;
            std::optional<game::GameState> state;
            if (stretch.snapshot->intact && chainVouchesFor(stretch.from, *stretch.snapshot))
                state =
                    parseStrictly<game::GameState>(stretch.snapshot->state, issues,
                                                   [](JsonReader& reader) { return stateFromJson(reader); });
            if (!state || !game::stateIsOk(*state)) {
                stretch.snapshotUnusable = true;
                return;
            }
            start = std::move(*state);
        }
        std::vector<game::Action> actions;
        actions.reserve(stretch.to - stretch.from);
        for (std::size_t i = stretch.from; i < stretch.to; ++i) {
            JsonIssues issues;
            const int format = inLine[i]->action.format;
            // Strictly: an unknown field in a stored action means its bytes were changed.
            std::optional<game::Action> action = parseStrictly<game::Action>(
                inLine[i]->action.payload, issues,
                [format](JsonReader& reader) { return actionFromJson(reader, format); });
            if (!action) {
                stretch.unreadable = {i, issues.error()
                                             ? issues.error()->field + u": "_s + issues.error()->message
                                             : DbErrors::tr("it cannot be read.")};
                return;
            }
            actions.push_back(std::move(*action));
        }
        stretch.part = game::reportPart(std::move(start), actions);
    };
    {
        std::vector<std::jthread> workers;
        for (std::size_t i = 1; i < stretches.size(); ++i)
            workers.emplace_back(replayStretch, std::ref(stretches[i]));
        replayStretch(stretches.front());
    }  // the workers join here

    std::vector<game::ReportPart> parts;
    for (Stretch& stretch : stretches) {
        if (stretch.unreadable)
            return replayError(m_line[stretch.unreadable->first], stretch.unreadable->second);
        if (stretch.snapshotUnusable) {
            // Passed over as rebuild() passes over such a snapshot: the whole line from its start.
            StoreResult<std::vector<game::Action>> line = actionsInEffect();
            if (!line)
                return line.error();
            return game::reportOf(m_setup, line.value());
        }
        const bool refused = stretch.part->refused;
        parts.push_back(std::move(*stretch.part));
        if (refused)
            break;
    }
    return game::mergeReport(m_setup.family, std::move(parts));
}

}  // namespace arbiter::db

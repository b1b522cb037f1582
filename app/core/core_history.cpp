// SessionCore's history: the log's rows kept in step without reading them again after every change, the
// replay of the recorded actions, and what a second client needs to catch up.

#include "app/core/session_core.h"

#include "db/codec/game_json.h"
#include "db/codec/json_reader.h"
#include "db/store/replay.h"
#include "rules/game/apply.h"

#include <QJsonArray>

#include <unordered_map>

namespace arbiter::app {

using namespace Qt::StringLiterals;
namespace game = rules::game;

const QList<db::HistoryEntry>& SessionCore::history()
{
    if (m_log && !m_historyRead) {
        m_historyRead = true;
        readHistory();
        markStatuses();
    }
    return m_entries;
}

void SessionCore::readHistory()
{
    m_entries.clear();
    db::StoreResult<QList<db::HistoryEntry>> entries = m_log->history();
    if (!entries) {
        Q_EMIT storeFailed(entries.error().message, entries.error().field);
        return;
    }
    m_entries = std::move(entries).value();
}

void SessionCore::appendHistory(const game::Action& action, const rules::Verdict& verdict, qint64 seq,
                                qint64 parent)
{
    // The row as the log now holds it, without reading the log again.
    db::HistoryEntry entry;
    entry.seq = seq;
    entry.parent = parent;
    const std::string_view kind = game::kindName(action);
    entry.kind = QString::fromUtf8(kind.data(), qsizetype(kind.size()));
    entry.format = game::actionFormatVersion;
    entry.action = db::actionToJson(action);
    for (int die : game::diceOf(action))
        entry.dice.append(die);
    entry.verdict = db::verdictToJson(verdict);
    entry.recordedAt = QDateTime::currentDateTimeUtc();
    m_entries.append(entry);
}

void SessionCore::markStatuses()
{
    if (!m_historyRead || !m_log)
        return;
    // On the line before head is done, after it undone, off the line abandoned.
    std::unordered_map<qint64, std::size_t> position;
    const std::vector<qint64>& line = m_log->line();
    for (std::size_t i = 0; i < line.size(); ++i)
        position.emplace(line[i], i);
    for (db::HistoryEntry& entry : m_entries) {
        const auto found = position.find(entry.seq);
        entry.status = found == position.end()              ? db::ActionStatus::Abandoned
                       : found->second < m_log->headCount() ? db::ActionStatus::Done
                                                            : db::ActionStatus::Undone;
    }
}

void SessionCore::replayHistory(
    const std::function<void(const db::HistoryEntry&, const game::GameState&)>& onRow)
{
    if (!m_log)
        return;
    const QList<db::HistoryEntry>& entries = history();
    std::vector<game::Action> actions;
    actions.reserve(static_cast<std::size_t>(entries.size()));
    for (const db::HistoryEntry& entry : entries) {
        db::JsonIssues issues;
        db::JsonReader reader(entry.action, QString(), &issues);
        std::optional<game::Action> action = db::actionFromJson(reader, entry.format);
        if (!action)
            return;  // the log refused to open such a game; nothing sensible to replay
        actions.push_back(std::move(*action));
    }
    std::vector<db::TreeRow> rows;
    rows.reserve(actions.size());
    for (qsizetype i = 0; i < entries.size(); ++i)
        rows.push_back({entries[i].seq, entries[i].parent, &actions[static_cast<std::size_t>(i)]});
    db::replayTree(game::startGame(m_log->setup()), rows,
                   [&](std::size_t index, const rules::Verdict&, const game::GameState& after) {
                       onRow(entries[static_cast<qsizetype>(index)], after);
                   });
}

ChangesSince SessionCore::changesSince(qint64 seq)
{
    followFile();
    ChangesSince answer;
    answer.since = seq;
    if (!m_log) {
        answer.snapshotNeeded = true;
        return answer;
    }
    answer.game = m_log->id();
    answer.head = m_log->head();
    // Where `seq` stands on the current line: 0 is the start, in effect in every game.
    const std::vector<qint64>& line = m_log->line();
    const std::size_t inEffect = m_log->headCount();
    std::size_t from = 0;
    if (seq != 0) {
        const auto found = std::find(line.begin(), line.begin() + static_cast<std::ptrdiff_t>(inEffect), seq);
        if (found == line.begin() + static_cast<std::ptrdiff_t>(inEffect)) {
            answer.snapshotNeeded = true;  // undone, abandoned or unknown
            return answer;
        }
        from = static_cast<std::size_t>(found - line.begin()) + 1;
    }
    if (from == inEffect)
        return answer;
    std::unordered_map<qint64, const db::HistoryEntry*> bySeq;
    for (const db::HistoryEntry& entry : history())
        bySeq.emplace(entry.seq, &entry);
    for (std::size_t i = from; i < inEffect; ++i) {
        const auto entry = bySeq.find(line[i]);
        if (entry == bySeq.end()) {
            // The rows and the line disagree (a read failed): only a whole state is safe.
            answer.actions.clear();
            answer.snapshotNeeded = true;
            return answer;
        }
        answer.actions.append(*entry->second);
    }
    return answer;
}

}  // namespace arbiter::app

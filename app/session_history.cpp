// GameSession's history: the rows of the history model, kept in step with the log without reading it
// again after every tap, and the views that replay the recorded actions (before/after, levels chart).

#include "action_text.h"
#include "gamesession.h"

#include "db/codec/game_json.h"
#include "db/codec/json_reader.h"
#include "db/store/replay.h"
#include "rules/game/apply.h"

#include <QJsonArray>

#include <map>
#include <unordered_map>

namespace arbiter::app {

using namespace Qt::StringLiterals;
namespace game = rules::game;

void GameSession::replayHistory(
    const std::function<void(const db::HistoryEntry&, const game::GameState&)>& onRow) const
{
    std::vector<game::Action> actions;
    std::vector<db::TreeRow> rows;
    actions.reserve(m_entries.size());
    for (const db::HistoryEntry& entry : m_entries) {
        db::JsonIssues issues;
        db::JsonReader reader(entry.action, QString(), &issues);
        std::optional<game::Action> action = db::actionFromJson(reader, entry.format);
        if (!action)
            return;  // the log refused to open such a game; nothing sensible to replay
        actions.push_back(std::move(*action));
    }
    for (qsizetype i = 0; i < m_entries.size(); ++i)
        rows.push_back({m_entries[i].seq, m_entries[i].parent, &actions[static_cast<std::size_t>(i)]});
    db::replayTree(game::startGame(m_log->setup()), rows,
                   [&](std::size_t index, const rules::Verdict&, const game::GameState& after) {
                       onRow(m_entries[static_cast<qsizetype>(index)], after);
                   });
}

QVariantMap GameSession::beforeAfter(qint64 seq)
{
    if (!m_log)
        return {};
    ensureHistory();
    const auto entry = std::find_if(m_entries.begin(), m_entries.end(),
                                    [seq](const db::HistoryEntry& e) { return e.seq == seq; });
    if (entry == m_entries.end())
        return {};
    std::optional<game::GameState> before;
    std::optional<game::GameState> after;
    if (entry->parent == 0)
        before = game::startGame(m_log->setup());
    replayHistory([&](const db::HistoryEntry& row, const game::GameState& state) {
        if (row.seq == entry->parent)
            before = state;
        if (row.seq == seq)
            after = state;
    });
    if (!before || !after)
        return {};
    QVariantList changes;
    for (const QString& line : describeChanges(*before, *after))
        changes.append(line);
    return {{u"before"_s, db::stateToJson(*before).toVariantMap()},
            {u"after"_s, db::stateToJson(*after).toVariantMap()},
            {u"changes"_s, changes}};
}

QVariantList GameSession::levelSeries()
{
    if (!m_log)
        return {};
    ensureHistory();
    // The line in effect, in order: its levels after each action, by player name.
    const std::vector<qint64>& line = m_log->line();
    const std::size_t count = m_log->headCount();
    std::map<qint64, std::size_t> position;
    for (std::size_t i = 0; i < count; ++i)
        position[line[i]] = i + 1;
    std::vector<game::GameState> states(count + 1);
    states[0] = game::startGame(m_log->setup());
    replayHistory([&](const db::HistoryEntry& row, const game::GameState& state) {
        if (const auto found = position.find(row.seq); found != position.end())
            states[found->second] = state;
    });
    QStringList names;
    for (const game::GameState& state : states)
        for (const game::Player& player : state.players)
            if (!names.contains(QString::fromStdString(player.name)))
                names.append(QString::fromStdString(player.name));
    QVariantList series;
    for (qsizetype seat = 0; seat < names.size(); ++seat) {
        QVariantList levels;
        for (const game::GameState& state : states) {
            const game::Player* player = game::findPlayer(state, names[seat].toStdString());
            levels.append(player ? QVariant(player->level) : QVariant());  // null: not at the table then
        }
        series.append(QVariantMap{{u"name"_s, names[seat]},
                                  {u"colour"_s, colourOf(names[seat], static_cast<int>(seat))},
                                  {u"levels"_s, levels}});
    }
    return series;
}

void GameSession::ensureHistory()
{
    if (!m_log || m_historyRead)
        return;
    m_historyRead = true;
    readHistory();
    publishHistory();
}

void GameSession::readHistory()
{
    m_entries.clear();
    m_rows.clear();
    db::StoreResult<QList<db::HistoryEntry>> entries = m_log->history();
    if (!entries) {
        setLastVerdict(storeFailure(entries.error()));
        return;
    }
    m_entries = std::move(entries).value();
    const bool contextsKnown =
        std::all_of(m_entries.begin(), m_entries.end(),
                    [this](const db::HistoryEntry& e) { return m_contexts.contains(e.parent); });
    if (!contextsKnown) {
        // A game just opened: one replay of the whole tree learns who acted when.
        m_contexts.insert(0, contextOf(game::startGame(m_log->setup())));
        replayHistory([this](const db::HistoryEntry& entry, const game::GameState& after) {
            m_contexts.insert(entry.seq, contextOf(after));
        });
    }
    m_rows.reserve(m_entries.size());
    for (const db::HistoryEntry& entry : m_entries)
        m_rows.append(historyRow(entry));
}

HistoryRow GameSession::historyRow(const db::HistoryEntry& entry) const
{
    HistoryRow row;
    row.seq = entry.seq;
    row.kind = entry.kind;
    row.text = describeAction(withContext(entry.action, m_contexts.value(entry.parent)));
    row.legal = entry.verdict.value(u"legal"_s).toBool(true);
    row.reasons = entry.verdict.value(u"reasons"_s).toArray().toVariantList();
    for (const QJsonValue& die : entry.dice)
        row.dice.append(die.toInt());
    row.recordedAt = entry.recordedAt;
    return row;
}

void GameSession::appendHistory(const game::Action& action, const rules::Verdict& verdict, qint64 seq,
                                qint64 parent)
{
    // The row as the log now holds it, without reading the log again.
    db::HistoryEntry entry;
    entry.seq = seq;
    entry.parent = parent;
    entry.kind = QString::fromUtf8(game::kindName(action).data(), qsizetype(game::kindName(action).size()));
    entry.format = game::actionFormatVersion;
    entry.action = db::actionToJson(action);
    for (int die : game::diceOf(action))
        entry.dice.append(die);
    entry.verdict = db::verdictToJson(verdict);
    entry.recordedAt = QDateTime::currentDateTimeUtc();
    m_entries.append(entry);
    m_rows.append(historyRow(entry));
}

void GameSession::publishHistory()
{
    if (!m_historyRead)
        return;
    // Statuses follow from the line and head alone: on the line before head is done, after it undone,
    // off the line abandoned.
    std::unordered_map<qint64, std::size_t> position;
    const std::vector<qint64>& line = m_log->line();
    for (std::size_t i = 0; i < line.size(); ++i)
        position.emplace(line[i], i);
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        const auto found = position.find(m_entries[i].seq);
        m_entries[i].status = found == position.end()              ? db::ActionStatus::Abandoned
                              : found->second < m_log->headCount() ? db::ActionStatus::Done
                                                                   : db::ActionStatus::Undone;
        HistoryRow& row = m_rows[i];
        row.status = db::statusName(m_entries[i].status);
        row.onLine = m_entries[i].status != db::ActionStatus::Abandoned;
        row.head = m_entries[i].seq == m_log->head();
    }
    m_history.setRows(m_rows);
}

QString GameSession::entryText(qint64 seq) const
{
    for (const db::HistoryEntry& entry : m_entries)
        if (entry.seq == seq)
            return describeAction(withContext(entry.action, m_contexts.value(entry.parent)));
    return {};
}

}  // namespace arbiter::app

// GameSession's history: the rows of the history model, kept in step with the core's entries without
// describing every action again after each tap, and the views that replay the recorded actions
// (before/after, levels chart).

#include "action_text.h"
#include "gamesession.h"
#include "verdict_views.h"

#include "db/codec/game_json.h"
#include "rules/game/apply.h"

#include <QJsonArray>

#include <map>

namespace arbiter::app {

using namespace Qt::StringLiterals;
namespace game = rules::game;

QVariantMap GameSession::beforeAfter(qint64 seq)
{
    if (!m_core.hasGame())
        return {};
    const QList<db::HistoryEntry>& entries = m_core.history();
    const auto entry = std::find_if(entries.begin(), entries.end(),
                                    [seq](const db::HistoryEntry& e) { return e.seq == seq; });
    if (entry == entries.end())
        return {};
    const qint64 parent = entry->parent;
    std::optional<game::GameState> before;
    std::optional<game::GameState> after;
    if (parent == 0)
        before = game::startGame(m_core.game()->setup());
    m_core.replayHistory([&](const db::HistoryEntry& row, const game::GameState& state) {
        if (row.seq == parent)
            before = state;
        if (row.seq == seq)
            after = state;
    });
    if (!before || !after)
        return {};
    QVariantList changes;
    for (const QString& line : describeChanges(*before, *after))
        changes.append(line);
    return {{u"changes"_s, changes}};
}

QVariantList GameSession::levelSeries()
{
    if (!m_core.hasGame())
        return {};
    // The line in effect, in order: its levels after each action, by player name.
    const std::vector<qint64>& line = m_core.game()->line();
    const std::size_t count = m_core.game()->headCount();
    std::map<qint64, std::size_t> position;
    for (std::size_t i = 0; i < count; ++i)
        position[line[i]] = i + 1;
    std::vector<game::GameState> states(count + 1);
    states[0] = game::startGame(m_core.game()->setup());
    m_core.replayHistory([&](const db::HistoryEntry& row, const game::GameState& state) {
        if (const auto found = position.find(row.seq); found != position.end())
            states[found->second] = state;
    });
    // The chart counts turns: the start (turn 0), then where each turn ended, the turn in play where it
    // stands now. A turn's last state is the one before the next turn's first.
    std::vector<const game::GameState*> turnEnds{&states[0]};
    QVariantList turns{0};
    for (std::size_t i = 1; i < states.size(); ++i) {
        const bool last = i + 1 == states.size();
        if (last || states[i + 1].turn != states[i].turn) {
            turnEnds.push_back(&states[i]);
            turns.append(states[i].turn);
        }
    }
    QStringList names;
    for (const game::GameState& state : states)
        for (const game::Player& player : state.players)
            if (!names.contains(QString::fromStdString(player.name)))
                names.append(QString::fromStdString(player.name));
    QVariantList series;
    for (qsizetype seat = 0; seat < names.size(); ++seat) {
        QVariantList levels;
        for (const game::GameState* state : turnEnds) {
            const game::Player* player = game::findPlayer(*state, names[seat].toStdString());
            levels.append(player ? QVariant(player->level) : QVariant());  // null: not at the table then
        }
        series.append(QVariantMap{{u"name"_s, names[seat]},
                                  {u"colour"_s, colourOf(names[seat], static_cast<int>(seat))},
                                  {u"turns"_s, turns},
                                  {u"levels"_s, levels}});
    }
    return series;
}

void GameSession::ensureHistory()
{
    if (!m_core.hasGame() || m_historyShown)
        return;
    m_historyShown = true;
    syncHistory();
}

void GameSession::syncHistory()
{
    if (!m_historyShown || !m_core.hasGame()) {
        m_rows.clear();
        m_history.setRows({});
        return;
    }
    const QList<db::HistoryEntry>& entries = m_core.history();
    // Rows never change once recorded: those still at their place keep their words.
    qsizetype kept = 0;
    while (kept < m_rows.size() && kept < entries.size() && m_rows[kept].seq == entries[kept].seq)
        ++kept;
    m_rows.resize(kept);
    m_rows.reserve(entries.size());
    for (qsizetype i = kept; i < entries.size(); ++i)
        m_rows.append(historyRow(entries[i]));
    // Statuses follow from the line and head alone, as the core marked them.
    for (qsizetype i = 0; i < entries.size(); ++i) {
        HistoryRow& row = m_rows[i];
        row.status = db::statusName(entries[i].status);
        row.onLine = entries[i].status != db::ActionStatus::Abandoned;
        row.head = entries[i].seq == m_core.head();
    }
    m_history.setRows(m_rows);
}

HistoryRow GameSession::historyRow(const db::HistoryEntry& entry)
{
    HistoryRow row;
    row.seq = entry.seq;
    row.kind = entry.kind;
    const std::optional<game::Action> action = readStoredAction(entry.action, entry.format);
    row.text = action ? describeAction(*action, m_contexts.before(entry))
                      : describeAction(entry.action, entry.format);
    row.legal = entry.verdict.value(u"legal"_s).toBool(true);
    row.reasons = reasonList(entry.verdict.value(u"reasons"_s).toArray());
    for (const QJsonValue& die : entry.dice)
        row.dice.append(die.toInt());
    row.recordedAt = entry.recordedAt;
    return row;
}

QString GameSession::entryText(qint64 seq) const
{
    for (const HistoryRow& row : m_rows)
        if (row.seq == seq)
            return row.text;
    return {};
}

}  // namespace arbiter::app

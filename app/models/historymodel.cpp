#include "app/models/historymodel.h"

#include "app/history/action_text.h"
#include "app/history/change_text.h"
#include "app/views/table_words.h"
#include "app/views/verdict_view.h"

#include "db/codec/game_json.h"
#include "rules/game/apply.h"

#include <QJsonArray>
#include <QLocale>

#include <map>

namespace arbiter::app {

using namespace Qt::StringLiterals;
namespace game = rules::game;

HistoryModel::HistoryModel(SessionCore& core, ActionContexts& contexts, const views::HeadViews& views,
                           QObject* parent)
    : RowListModel(parent), m_core(core), m_contexts(contexts), m_views(views)
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

void HistoryModel::show()
{
    if (!m_core.hasGame() || m_shown)
        return;
    m_shown = true;
    sync();
}

void HistoryModel::follow(Areas areas)
{
    if (areas.testFlag(Area::Game)) {
        m_shown = false;
        m_rows.clear();
    }
    if (areas & (Area::Game | Area::History))
        sync();
}

void HistoryModel::sync()
{
    if (!m_shown || !m_core.hasGame()) {
        setRows({});
        return;
    }
    const QList<db::HistoryEntry>& entries = m_core.history();
    // Rows never change once recorded: those still at their place keep their words.
    QList<HistoryRow> rows = m_rows;
    qsizetype kept = 0;
    while (kept < rows.size() && kept < entries.size() && rows[kept].seq == entries[kept].seq)
        ++kept;
    rows.resize(kept);
    rows.reserve(entries.size());
    for (qsizetype i = kept; i < entries.size(); ++i)
        rows.append(rowOf(entries[i]));
    // Statuses follow from the line and head alone, as the core marked them.
    for (qsizetype i = 0; i < entries.size(); ++i) {
        HistoryRow& row = rows[i];
        row.status = db::statusName(entries[i].status);
        row.onLine = entries[i].status != db::ActionStatus::Abandoned;
        row.head = entries[i].seq == m_core.head();
    }
    setRows(std::move(rows));
}

HistoryRow HistoryModel::rowOf(const db::HistoryEntry& entry)
{
    HistoryRow row;
    row.seq = entry.seq;
    row.kind = entry.kind;
    const std::optional<game::Action> action = db::readStoredAction(entry.action, entry.format);
    row.text = action ? describeAction(*action, m_contexts.before(entry))
                      : describeAction(entry.action, entry.format);
    row.legal = entry.verdict.value(u"legal"_s).toBool(true);
    row.reasons = views::storedReasonViews(entry.verdict.value(u"reasons"_s).toArray());
    for (const QJsonValue& die : entry.dice)
        row.dice.append(die.toInt());
    row.recordedAt = entry.recordedAt;
    return row;
}

QString HistoryModel::textOf(qint64 seq) const
{
    for (const HistoryRow& row : m_rows)
        if (row.seq == seq)
            return row.text;
    return {};
}

QVariantMap HistoryModel::beforeAfter(qint64 seq)
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

QVariantList HistoryModel::levelSeries()
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
        series.append(QVariantMap{
            {u"name"_s, names[seat]},
            {u"colour"_s,
             m_views.colours().value(names[seat], views::defaultPlayerColour(static_cast<int>(seat)))},
            {u"turns"_s, turns},
            {u"levels"_s, levels}});
    }
    return series;
}

}  // namespace arbiter::app

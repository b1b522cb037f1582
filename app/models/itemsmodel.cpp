#include "app/models/itemsmodel.h"

#include "app/session/session_views.h"

#include "app/views/reason_view.h"

#include "db/codec/munchkin_json.h"
#include "rules/game/inspect.h"

namespace arbiter::app {

namespace {

namespace game = rules::game;
namespace mk = rules::munchkin;

QList<ItemRow> itemRows(const game::GameState* state, const QString& name)
{
    if (!state)
        return {};
    const std::string wanted = name.toStdString();
    for (const game::Player& player : state->players) {
        if (player.name != wanted)
            continue;
        const mk::EquipResult equipment = game::judgeEquipment(*state, player);
        QList<ItemRow> rows;
        for (std::size_t i = 0; i < player.items.size(); ++i) {
            const mk::Item& item = player.items[i];
            ItemRow row;
            row.name = QString::fromStdString(item.name);
            row.slot = db::nameOf(db::slotNames, item.slot);
            row.big = item.big;
            row.bonus = item.bonus;
            row.gold = item.gold;
            row.equipped = item.equipped;
            row.lifter = db::nameOf(db::lifterNames, item.lifter);
            // The rulings come in the order of the Items, one each.
            if (i < equipment.items.size()) {
                const mk::ItemRuling& ruling = equipment.items[i];
                row.counts = ruling.counts;
                row.lifter = db::nameOf(db::lifterNames, ruling.lifter);
                row.reasons = views::reasonViews(ruling.verdict.reasons);
            }
            rows.append(row);
        }
        return rows;
    }
    return {};
}

}  // namespace

ItemsModel::ItemsModel(QObject* parent) : RowListModel(parent)
{}

int ItemsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant ItemsModel::data(const QModelIndex& index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const ItemRow& row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return row.name;
    case SlotRole:
        return row.slot;
    case BigRole:
        return row.big;
    case BonusRole:
        return row.bonus;
    case GoldRole:
        return row.gold;
    case EquippedRole:
        return row.equipped;
    case CountsRole:
        return row.counts;
    case LifterRole:
        return row.lifter;
    case ReasonsRole:
        return row.reasons;
    default:
        return {};
    }
}

QHash<int, QByteArray> ItemsModel::roleNames() const
{
    return {{NameRole, "name"},     {SlotRole, "slot"},     {BigRole, "big"},
            {BonusRole, "bonus"},   {GoldRole, "gold"},     {EquippedRole, "equipped"},
            {CountsRole, "counts"}, {LifterRole, "lifter"}, {ReasonsRole, "reasons"}};
}

QVariantMap ItemsModel::get(int row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    QVariantMap entry;
    const QHash<int, QByteArray> roles = roleNames();
    for (auto it = roles.cbegin(); it != roles.cend(); ++it)
        entry.insert(QString::fromUtf8(it.value()), data(index(row), it.key()));
    return entry;
}

void ItemsModel::setSession(GameSession* session)
{
    if (m_session == session)
        return;
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    if (m_session) {
        // Items are on the players' cards: the table's area (another game counts as a table change too).
        connect(m_session, &GameSession::tableChanged, this, &ItemsModel::refresh);
        // A session going away leaves no Items to list; its state is gone by then.
        connect(m_session, &QObject::destroyed, this, [this] {
            m_session = nullptr;
            refresh();
            Q_EMIT sessionChanged();
        });
    }
    refresh();
    Q_EMIT sessionChanged();
}

void ItemsModel::setPlayer(const QString& player)
{
    if (m_player == player)
        return;
    m_player = player;
    refresh();
    Q_EMIT playerChanged();
}

void ItemsModel::refresh()
{
    QList<ItemRow> rows = itemRows(m_session ? m_session->currentState() : nullptr, m_player);
    const auto changed =
        changedRows(m_rows, rows, [](const ItemRow& a, const ItemRow& b) { return a.name == b.name; });
    replaceRows(changed, [this, &rows] { m_rows = std::move(rows); });
}

}  // namespace arbiter::app

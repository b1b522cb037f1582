#include "app/models/playersmodel.h"

namespace arbiter::app {

PlayersModel::PlayersModel(QObject* parent) : RowListModel(parent)
{}

int PlayersModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant PlayersModel::data(const QModelIndex& index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const PlayerRow& row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return row.name;
    case ColourRole:
        return row.colour;
    case SexRole:
        return row.sex;
    case LevelRole:
        return row.level;
    case GearRole:
        return row.gear;
    case StrengthRole:
        return row.strength;
    case GearNumberRole:
        return row.gearNumber;
    case CardsRole:
        return row.cards;
    case ItemCountRole:
        return row.itemCount;
    case EquippedCountRole:
        return row.equippedCount;
    case RidesRole:
        return row.rides;
    case HirelingsRole:
        return row.hirelings;
    case CursesRole:
        return row.curses;
    case DeadRole:
        return row.dead;
    case CurrentRole:
        return row.current;
    case FightingRole:
        return row.fighting;
    case WinnerRole:
        return row.winner;
    case SeatRole:
        return index.row();
    default:
        return {};
    }
}

QHash<int, QByteArray> PlayersModel::roleNames() const
{
    return {{NameRole, "name"},
            {ColourRole, "colour"},
            {SexRole, "sex"},
            {LevelRole, "level"},
            {GearRole, "gear"},
            {StrengthRole, "strength"},
            {GearNumberRole, "gearNumber"},
            {CardsRole, "cards"},
            {ItemCountRole, "itemCount"},
            {EquippedCountRole, "equippedCount"},
            {RidesRole, "rides"},
            {HirelingsRole, "hirelings"},
            {CursesRole, "curses"},
            {DeadRole, "dead"},
            {CurrentRole, "current"},
            {FightingRole, "fighting"},
            {WinnerRole, "winner"},
            {SeatRole, "seat"}};
}

QStringList PlayersModel::names() const
{
    QStringList result;
    for (const PlayerRow& row : m_rows)
        result.append(row.name);
    return result;
}

QVariantMap PlayersModel::get(int row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    QVariantMap entry;
    const QHash<int, QByteArray> roles = roleNames();
    for (auto it = roles.cbegin(); it != roles.cend(); ++it)
        entry.insert(QString::fromUtf8(it.value()), data(index(row), it.key()));
    return entry;
}

void PlayersModel::setPlayers(QList<PlayerRow> rows)
{
    const auto changed =
        changedRows(m_rows, rows, [](const PlayerRow& a, const PlayerRow& b) { return a.name == b.name; });
    replaceRows(changed, [this, &rows] { m_rows = std::move(rows); });
    if (!changed)  // a reset: the players or their seats may differ
        Q_EMIT namesChanged();
}

}  // namespace arbiter::app

#include "app/panic/panicboardmodel.h"

#include "app/session/gamesession.h"
#include "app/views/panic_words.h"

#include "db/codec/munchkin_json.h"
#include "rules/game/state.h"
#include "rules/panic/catalogue.h"

namespace arbiter::app {

using namespace Qt::StringLiterals;
namespace pn = rules::panic;
using db::toQString;

namespace {

QList<int> arcsWhere(const std::array<bool, pn::arcCount>& flags)
{
    QList<int> arcs;
    for (std::size_t i = 0; i < flags.size(); ++i)
        if (flags[i])
            arcs.append(static_cast<int>(i) + 1);
    return arcs;
}

}  // namespace

PanicBoardModel::PanicBoardModel(QObject* parent) : RowListModel(parent)
{}

int PanicBoardModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant PanicBoardModel::data(const QModelIndex& index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const PanicMonsterRow& row = m_rows.at(index.row());
    switch (role) {
    case IdRole:
        return row.id;
    case Qt::DisplayRole:
    case NameRole:
        return row.name;
    case ArcRole:
        return row.arc;
    case RingRole:
        return row.ring;
    case HealthRole:
        return row.health;
    case MaxHealthRole:
        return row.maxHealth;
    case PointsRole:
        return row.points;
    case ColourRole:
        return row.colour;
    case TreasuresRole:
        return row.treasures;
    case GluedRole:
        return row.glued;
    case UnslayableRole:
        return row.unslayable;
    case SpaceRole:
        return row.space;
    default:
        return {};
    }
}

QHash<int, QByteArray> PanicBoardModel::roleNames() const
{
    return {{IdRole, "monsterId"},
            {NameRole, "name"},
            {ArcRole, "arc"},
            {RingRole, "ring"},
            {HealthRole, "health"},
            {MaxHealthRole, "maxHealth"},
            {PointsRole, "points"},
            {ColourRole, "colour"},
            {TreasuresRole, "treasures"},
            {GluedRole, "glued"},
            {UnslayableRole, "unslayable"},
            {SpaceRole, "space"}};
}

QVariantMap PanicBoardModel::rowMap(const PanicMonsterRow& row) const
{
    return {{u"id"_s, row.id},
            {u"name"_s, row.name},
            {u"arc"_s, row.arc},
            {u"ring"_s, row.ring},
            {u"health"_s, row.health},
            {u"maxHealth"_s, row.maxHealth},
            {u"points"_s, row.points},
            {u"colour"_s, row.colour},
            {u"treasures"_s, row.treasures},
            {u"glued"_s, row.glued},
            {u"unslayable"_s, row.unslayable},
            {u"space"_s, row.space}};
}

QVariantMap PanicBoardModel::monster(const QString& id) const
{
    for (const PanicMonsterRow& row : m_rows)
        if (row.id == id)
            return rowMap(row);
    return {};
}

QVariantList PanicBoardModel::monsters() const
{
    QVariantList list;
    for (const PanicMonsterRow& row : m_rows)
        list.append(rowMap(row));
    return list;
}

QStringList PanicBoardModel::ids() const
{
    QStringList list;
    for (const PanicMonsterRow& row : m_rows)
        list.append(row.id);
    return list;
}

void PanicBoardModel::setSession(GameSession* session)
{
    if (m_session == session)
        return;
    disconnect(m_boardConnection);
    m_session = session;
    // Only the board's area (another game opening counts as one) rebuilds the rows.
    if (session)
        m_boardConnection = connect(session, &GameSession::boardChanged, this, &PanicBoardModel::refresh);
    Q_EMIT sessionChanged();
    refresh();
}

void PanicBoardModel::refresh()
{
    const rules::game::GameState* state = m_session ? m_session->currentState() : nullptr;
    const bool panic = state && state->panic;
    const pn::Board board = panic ? state->panic->board : pn::Board{};
    QList<PanicMonsterRow> rows;
    if (panic) {
        for (const pn::BoardMonster& monster : board.monsters) {
            PanicMonsterRow row;
            row.id = toQString(monster.id);
            row.name = toQString(monster.name);
            row.arc = monster.arc;
            row.ring = toQString(pn::ringName(monster.ring));
            row.health = monster.health;
            row.maxHealth = monster.maxHealth();
            row.points = monster.points;
            row.colour = toQString(pn::colourName(board.colourOf(monster.arc)));
            const pn::MonsterToken* token = pn::findMonsterToken(monster.name);
            row.treasures = token ? token->treasures : 0;
            row.glued = monster.glued;
            row.unslayable = monster.unslayable;
            row.space = views::panicSpaceText(row.arc, row.ring);
            rows.append(std::move(row));
        }
    }
    QStringList colours;
    for (int arc = 1; arc <= pn::arcCount; ++arc)
        colours.append(toQString(pn::colourName(board.colourOf(arc))));
    QStringList discarded;
    if (panic)
        for (const std::string& name : state->panic->slainOrDiscarded)
            discarded.append(toQString(name));

    const auto sameMonster = [](const PanicMonsterRow& a, const PanicMonsterRow& b) { return a.id == b.id; };
    const bool rowsChanged = rows != m_rows;
    const bool structuresChanged = m_towers != arcsWhere(board.towers) || m_walls != arcsWhere(board.walls)
                                   || m_fortified != arcsWhere(board.fortified);
    const bool asleepChanged = m_asleep != board.sleep;
    const bool coloursChanged = m_arcColours != colours;
    const bool discardedChanged = m_discarded != discarded;
    if (rowsChanged)
        replaceRows(changedRows(m_rows, rows, sameMonster), [&] { m_rows = std::move(rows); });
    m_towers = arcsWhere(board.towers);
    m_walls = arcsWhere(board.walls);
    m_fortified = arcsWhere(board.fortified);
    m_asleep = board.sleep;
    m_arcColours = colours;
    m_discarded = discarded;
    if (rowsChanged)
        Q_EMIT monstersChanged();
    if (structuresChanged)
        Q_EMIT this->structuresChanged();
    if (asleepChanged)
        Q_EMIT this->asleepChanged();
    if (coloursChanged)
        Q_EMIT arcColoursChanged();
    if (discardedChanged)
        Q_EMIT this->discardedChanged();
    if (rowsChanged || structuresChanged || asleepChanged || coloursChanged || discardedChanged)
        Q_EMIT boardChanged();
}

}  // namespace arbiter::app

#include "gamesmodel.h"

#include "rules/munchkin/edition.h"

#include <QLocale>

#include <algorithm>

namespace arbiter::app {

using namespace Qt::StringLiterals;

QString editionDisplayName(const QString& edition)
{
    if (edition == u"panic")
        return QStringLiteral("Munchkin Panic");
    if (const auto known = rules::munchkin::editionFromId(edition.toStdString()))
        return QString::fromUtf8(rules::munchkin::profile(*known).name);
    return edition;
}

QString joinedNames(const QStringList& names)
{
    if (names.size() < 2)
        return names.join(QString());
    return GamesModel::tr("%1 and %2").arg(names.mid(0, names.size() - 1).join(u", "), names.last());
}

namespace {

// "today 21:40", "yesterday 21:40", or the date for anything older.
QString whenText(const QDateTime& utc)
{
    const QDateTime local = utc.toLocalTime();
    const QLocale locale;
    const qint64 days = local.date().daysTo(QDate::currentDate());
    const QString time = locale.toString(local.time(), QLocale::ShortFormat);
    if (days == 0)
        return GamesModel::tr("today %1").arg(time);
    if (days == 1)
        return GamesModel::tr("yesterday %1").arg(time);
    return locale.toString(local.date(), QLocale::ShortFormat);
}

}  // namespace

GamesModel::GamesModel(QObject* parent) : QAbstractListModel(parent)
{}

int GamesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_games.size());
}

QVariant GamesModel::data(const QModelIndex& index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const db::GameRow& game = m_games.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return game.name;
    case GameIdRole:
        return game.id;
    case EditionRole:
        return game.edition;
    case EditionNameRole:
        return editionDisplayName(game.edition);
    case PlayersRole:
        return joinedNames(game.players);
    case PlayerCountRole:
        return static_cast<int>(game.players.size());
    case LastPlayedRole:
        return game.lastPlayedAt.toLocalTime();
    case LastPlayedTextRole:
        return whenText(game.lastPlayedAt);
    case ActionCountRole:
        return game.actionCount;
    default:
        return {};
    }
}

QHash<int, QByteArray> GamesModel::roleNames() const
{
    return {{GameIdRole, "gameId"},          {NameRole, "name"},
            {EditionRole, "edition"},        {EditionNameRole, "editionName"},
            {PlayersRole, "players"},        {PlayerCountRole, "playerCount"},
            {LastPlayedRole, "lastPlayed"},  {LastPlayedTextRole, "lastPlayedText"},
            {ActionCountRole, "actionCount"}};
}

void GamesModel::setGames(QList<db::GameRow> games)
{
    beginResetModel();
    m_games = std::move(games);
    endResetModel();
}

QString GamesModel::unusedName(const QString& base) const
{
    const auto taken = [this](const QString& name) {
        return std::ranges::any_of(m_games, [&name](const db::GameRow& game) { return game.name == name; });
    };
    QString name = base;
    for (int copy = 2; taken(name); ++copy)
        name = u"%1 (%2)"_s.arg(base).arg(copy);
    return name;
}

}  // namespace arbiter::app

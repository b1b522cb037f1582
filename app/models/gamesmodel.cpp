#include "app/models/gamesmodel.h"

#include "app/session/session_p.h"

#include "db/codec/game_json.h"
#include "rules/munchkin/edition.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLocale>
#include <QSaveFile>

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

GamesModel::GamesModel(SessionCore& core, QObject* parent) : QAbstractListModel(parent), m_core(core)
{
    connect(&m_core, &SessionCore::gamesChanged, this, [this] { setGames(m_core.games()); });
    setGames(m_core.games());
}

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

QString GamesModel::defaultGameName() const
{
    return unusedName(tr("Game of %1").arg(QLocale().toString(QDate::currentDate(), QLocale::LongFormat)));
}

views::VerdictView GamesModel::newGame(const QVariantMap& setupMap)
{
    if (!m_core.hasFile())
        return views::VerdictView::failure(tr("No log file is open."));
    views::VerdictView problem;
    const std::optional<rules::game::GameSetup> setup = detail::readMap<rules::game::GameSetup>(
        setupMap, problem, [](db::JsonReader& r) { return db::setupFromJson(r); });
    if (!setup)
        return problem;
    return views::verdictView(m_core.newGame(*setup));
}

views::VerdictView GamesModel::newGame(const SetupRequest& setup)
{
    if (!m_core.hasFile())
        return views::VerdictView::failure(tr("No log file is open."));
    if (!setup.valid())
        return views::VerdictView::failure(
            setup.field().isEmpty() ? setup.error() : u"%1: %2"_s.arg(setup.field(), setup.error()),
            setup.field());
    return views::verdictView(m_core.newGame(*setup.setup()));
}

views::VerdictView GamesModel::renameGame(qint64 id, const QString& name)
{
    const SessionVerdict renamed = m_core.renameGame(id, name.trimmed());
    if (renamed.failed())
        return views::verdictView(renamed);
    return views::VerdictView::success(tr("Renamed to %1.").arg(name.trimmed()));
}

views::VerdictView GamesModel::deleteGame(qint64 id)
{
    const SessionVerdict deleted = m_core.deleteGame(id);
    if (deleted.failed())
        return views::verdictView(deleted);
    return views::VerdictView::success(tr("The game was deleted."));
}

views::VerdictView GamesModel::exportGame(qint64 id, const QUrl& file)
{
    if (!m_core.hasFile())
        return views::VerdictView::failure(tr("No log file is open."));
    db::StoreResult<QJsonObject> exported = m_core.exportGame(id);
    if (!exported)
        return views::VerdictView::failure(exported.error().message, exported.error().field);
    const QString path = detail::localPath(file);
    // QSaveFile: a failed write leaves any earlier file of that name as it was.
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly)
        || out.write(QJsonDocument(exported.value()).toJson(QJsonDocument::Indented)) < 0 || !out.commit())
        return views::VerdictView::failure(tr("Could not write %1: %2").arg(path, out.errorString()),
                                           u"file"_s);
    return views::VerdictView::success(tr("Exported to %1.").arg(QDir::toNativeSeparators(path)));
}

views::VerdictView GamesModel::importGame(const QUrl& file)
{
    if (!m_core.hasFile())
        return views::VerdictView::failure(tr("No log file is open."));
    const QString path = detail::localPath(file);
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly))
        return views::VerdictView::failure(tr("Could not read %1: %2").arg(path, in.errorString()),
                                           u"file"_s);
    // A file of another kind (not JSON, a card pack, any other JSON) is named as such, in words.
    const QString name = QFileInfo(path).fileName();
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(in.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return views::VerdictView::failure(
            tr("%1 is not an Arbiter game export. It is not even JSON text.").arg(name), u"file"_s);
    const QString notAnExport = tr("%1 is not an Arbiter game export.").arg(name);
    if (!document.isObject())
        return views::VerdictView::failure(notAnExport, u"file"_s);
    const SessionVerdict imported = m_core.importGame(document.object());
    if (imported.failed() && imported.field == u"format"_s)
        return views::VerdictView::failure(notAnExport, u"file"_s);
    if (imported.failed())
        return views::verdictView(imported);
    return views::VerdictView::success(tr("Imported %1.").arg(m_core.game()->row().name));
}

}  // namespace arbiter::app

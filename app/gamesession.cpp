#include "gamesession.h"

#include "action_text.h"
#include "logging.h"
#include "panic_views.h"
#include "session_p.h"
#include "session_views.h"

#include "db/codec/game_json.h"
#include "db/codec/json_reader.h"
#include "db/codec/munchkin_json.h"
#include "db/store/replay.h"
#include "rules/game/apply.h"
#include "rules/game/inspect.h"
#include "rules/munchkin/edition.h"
#include "rules/munchkin/timing.h"

#include <QColor>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>

namespace arbiter::app {

using namespace Qt::StringLiterals;
namespace game = rules::game;
namespace mk = rules::munchkin;
using detail::failure;
using detail::readAction;
using detail::readMap;
using detail::success;

namespace {

// A file: URL from a dialog, or a plain path from a test or the command line.
QString localPath(const QUrl& file)
{
    return file.isLocalFile() ? file.toLocalFile() : file.toString();
}

}  // namespace

GameSession::GameSession(QObject* parent) : QObject(parent), m_dice(std::random_device{}())
{
    // A commit by another process shows within about half a second (a PRAGMA per tick, no file read).
    m_follow.setInterval(followIntervalMs);
    connect(&m_follow, &QTimer::timeout, this, &GameSession::followFile);
    m_follow.start();
}

GameSession::~GameSession() = default;

QString GameSession::defaultFilePath()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(folder);
    return folder + u"/arbiter.sqlite"_s;
}

bool GameSession::openFile(const QString& path)
{
    setLog(nullptr);
    m_store.reset();
    m_dataVersion = -1;
    db::StoreResult<std::unique_ptr<db::LogStore>> store = db::LogStore::open(path, db::OpenMode::Write);
    if (!store) {
        m_fileError = store.error().message;
        m_refusedPath = path;
        qCWarning(lcApp) << "could not open" << path << ":" << m_fileError;
        m_games.setGames({});
        Q_EMIT fileChanged();
        return false;
    }
    m_store = std::move(store).value();
    // What this connection sees from now on; only another connection's commit changes it.
    if (db::StoreResult<qint64> version = m_store->dataVersion())
        m_dataVersion = version.value();
    m_fileError.clear();
    m_refusedPath.clear();
    Q_EMIT fileChanged();
    refreshGames();
    if (m_games.rowCount() > 0) {
        db::StoreResult<std::unique_ptr<db::GameLog>> latest = db::GameLog::openLatest(*m_store);
        if (latest)
            setLog(std::move(latest).value());
        else
            setLastVerdict(storeFailure(latest.error()));
    }
    return true;
}

QString GameSession::filePath() const
{
    return m_store ? m_store->path() : m_refusedPath;
}

QVariantMap GameSession::newGame(const QVariantMap& setupMap)
{
    if (!m_store)
        return failure(tr("No log file is open."));
    QVariantMap problem;
    const std::optional<game::GameSetup> setup =
        readMap<game::GameSetup>(setupMap, problem, [](db::JsonReader& r) { return db::setupFromJson(r); });
    if (!setup)
        return problem;
    const rules::Verdict verdict = game::checkSetup(*setup);
    if (!verdict.legal)
        return verdictMap(verdict, false);
    db::StoreResult<qint64> created = db::GameLog::create(*m_store, *setup);
    if (!created)
        return storeFailure(created.error());
    refreshGames();
    if (!openGame(created.value()))
        return failure(tr("The new game could not be opened."));
    return verdictMap(verdict, true);
}

bool GameSession::openGame(qint64 id)
{
    if (!m_store)
        return false;
    db::StoreResult<std::unique_ptr<db::GameLog>> log = db::GameLog::open(*m_store, id);
    if (!log) {
        setLastVerdict(storeFailure(log.error()));
        return false;
    }
    setLog(std::move(log).value());
    return true;
}

void GameSession::closeGame()
{
    setLog(nullptr);
}

QVariantMap GameSession::renameGame(qint64 id, const QString& name)
{
    if (!m_store)
        return failure(tr("No log file is open."));
    if (auto error = m_store->renameGame(id, name.trimmed()))
        return storeFailure(*error);
    refreshGames();
    if (m_log && m_log->id() == id) {
        // The open game keeps its log; only the name on screen changes.
        openGame(id);
    }
    return success(tr("Renamed to %1.").arg(name.trimmed()));
}

QVariantMap GameSession::deleteGame(qint64 id)
{
    if (!m_store)
        return failure(tr("No log file is open."));
    if (m_log && m_log->id() == id)
        setLog(nullptr);
    if (auto error = m_store->deleteGame(id))
        return storeFailure(*error);
    refreshGames();
    return success(tr("The game was deleted."));
}

QVariantMap GameSession::exportGame(qint64 id, const QUrl& file)
{
    if (!m_store)
        return failure(tr("No log file is open."));
    db::StoreResult<std::unique_ptr<db::GameLog>> log = db::GameLog::open(*m_store, id);
    if (!log)
        return storeFailure(log.error());
    db::StoreResult<QJsonObject> exported = log.value()->exportJson();
    if (!exported)
        return storeFailure(exported.error());
    const QString path = localPath(file);
    // QSaveFile: a failed write leaves any earlier file of that name as it was.
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly)
        || out.write(QJsonDocument(exported.value()).toJson(QJsonDocument::Indented)) < 0 || !out.commit())
        return failure(tr("Could not write %1: %2").arg(path, out.errorString()), u"file"_s);
    return success(tr("Exported to %1.").arg(QDir::toNativeSeparators(path)));
}

QVariantMap GameSession::importGame(const QUrl& file)
{
    if (!m_store)
        return failure(tr("No log file is open."));
    const QString path = localPath(file);
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly))
        return failure(tr("Could not read %1: %2").arg(path, in.errorString()), u"file"_s);
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(in.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return failure(tr("%1 is not an exported game: %2")
                           .arg(QFileInfo(path).fileName(), parseError.error != QJsonParseError::NoError
                                                                ? parseError.errorString()
                                                                : tr("not a JSON object")),
                       u"file"_s);
    db::StoreResult<qint64> imported = db::GameLog::importJson(*m_store, document.object());
    if (!imported)
        return storeFailure(imported.error());
    refreshGames();
    openGame(imported.value());
    return success(tr("Imported %1.").arg(gameName()));
}

QVariantMap GameSession::perform(const QVariantMap& actionMap)
{
    QVariantMap problem;
    const std::optional<game::Action> action = readAction(actionMap, problem);
    if (!action) {
        setLastVerdict(problem);
        return problem;
    }
    return performAction(*action);
}

QVariantMap GameSession::perform(const ActionRequest& request)
{
    if (std::optional<QVariantMap> problem = unbuilt(request)) {
        setLastVerdict(*problem);
        return *problem;
    }
    return performAction(*request.action());
}

std::optional<QVariantMap> GameSession::unbuilt(const ActionRequest& request)
{
    if (request.valid())
        return std::nullopt;
    return failure(
        request.field().isEmpty() ? request.error() : u"%1: %2"_s.arg(request.field(), request.error()),
        request.field());
}

QVariantMap GameSession::performAction(const game::Action& action)
{
    if (!m_log) {
        QVariantMap answer = failure(tr("No game is open."));
        setLastVerdict(answer);
        return answer;
    }
    followFile();  // judge against what the file holds now, not what this session last read
    const qint64 parent = m_log->head();
    m_contexts.insert(parent, contextOf(m_log->state()));
    db::StoreResult<db::Recorded> recorded = m_log->record(action);
    if (!recorded) {
        QVariantMap answer = storeFailure(recorded.error());
        setLastVerdict(answer);
        return answer;
    }
    QVariantMap answer = verdictMap(recorded.value().verdict, recorded.value().recorded);
    if (recorded.value().recorded) {
        answer.insert(u"seq"_s, recorded.value().seq);
        const std::size_t count = m_log->headCount();
        const qint64 actualParent = count >= 2 ? m_log->line()[count - 2] : 0;
        if (actualParent != parent)  // another writer came first: the log judged again on its head
            readAgainAfterAnotherWriter();
        else if (m_historyRead)
            appendHistory(action, recorded.value().verdict, recorded.value().seq, parent);
        refreshState();
        refreshGames();
    }
    setLastVerdict(answer);
    return answer;
}

QVariantMap GameSession::preview(const QVariantMap& actionMap) const
{
    if (!m_log)
        return failure(tr("No game is open."));
    QVariantMap problem;
    const std::optional<game::Action> action = readAction(actionMap, problem);
    return action ? previewOf(*action) : problem;
}

const game::GameState* GameSession::currentState() const
{
    return m_log ? &m_log->state() : nullptr;
}

QVariantMap GameSession::preview(const ActionRequest& request) const
{
    if (!m_log)
        return failure(tr("No game is open."));
    if (std::optional<QVariantMap> problem = unbuilt(request))
        return *problem;
    return previewOf(*request.action());
}

QVariantMap GameSession::previewOf(const game::Action& action) const
{
    game::GameState after = m_log->state();
    QVariantMap answer = verdictMap(game::apply(after, action), false);
    if (answer.value(u"legal"_s).toBool()) {
        answer.insert(u"state"_s, db::stateToJson(after).toVariantMap());
        QVariantMap levels;
        for (const game::Player& player : after.players)
            levels.insert(QString::fromStdString(player.name), player.level);
        answer.insert(u"levelsAfter"_s, levels);
    }
    return answer;
}

bool GameSession::undo()
{
    return moveHead([this] { return m_log->undo(); }, tr("Undone"), true);
}

bool GameSession::redo()
{
    return moveHead([this] { return m_log->redo(); }, tr("Redone"), false);
}

bool GameSession::undoTo(qint64 seq)
{
    return moveHead([this, seq] { return m_log->moveTo(seq); }, tr("Now in effect up to"), false);
}

int GameSession::rollDie()
{
    return std::uniform_int_distribution<int>(1, 6)(m_dice);
}

QString GameSession::defaultColour(int seat)
{
    return defaultPlayerColour(seat);
}

QVariantMap GameSession::playerDetails(const QString& name) const
{
    if (!m_log)
        return {};
    const game::GameState& state = m_log->state();
    for (std::size_t seat = 0; seat < state.players.size(); ++seat)
        if (QString::fromStdString(state.players[seat].name) == name)
            return playerView(state, state.players[seat], colourOf(name, static_cast<int>(seat)));
    return {};
}

QVariantList GameSession::editions()
{
    QVariantList list;
    for (const mk::EditionProfile& profile : mk::allEditions())
        list.append(QVariantMap{{u"id"_s, QString::fromUtf8(profile.id)},
                                {u"name"_s, QString::fromUtf8(profile.name)},
                                {u"winningLevel"_s, profile.winningLevel},
                                {u"epicWinningLevel"_s, profile.epicWinningLevel},
                                {u"fasterPlayPrinted"_s, profile.fasterPlayInRulebook},
                                {u"sharedVictoryPrinted"_s, profile.fasterPlayInRulebook},
                                {u"oneShotsSellPrinted"_s, profile.oneShotsSellable},
                                {u"killClaimWaitMs"_s, profile.killClaimWaitMs}});
    return list;
}

// --- properties of the open game ---

qint64 GameSession::gameId() const
{
    return m_log ? m_log->id() : 0;
}

QString GameSession::gameName() const
{
    return m_log ? m_log->row().name : QString();
}

QString GameSession::family() const
{
    if (!m_log)
        return {};
    return m_log->setup().family == game::Family::Panic ? u"panic"_s : u"munchkin"_s;
}

QString GameSession::edition() const
{
    return m_log ? db::editionLabel(m_log->setup()) : QString();
}

QString GameSession::editionName() const
{
    return m_log ? editionDisplayName(edition()) : QString();
}

int GameSession::winningLevel() const
{
    if (!m_log)
        return 10;
    return mk::winningLevel(mk::profile(m_log->state().edition), m_log->state().options);
}

int GameSession::killClaimWaitMs() const
{
    return m_log ? mk::profile(m_log->state().edition).killClaimWaitMs : 2600;
}

bool GameSession::hasLevelBoard() const
{
    return m_log && m_log->setup().family == game::Family::Munchkin
           && m_log->state().edition == mk::Edition::Deluxe;
}

QString GameSession::currentPlayer() const
{
    if (!m_log || m_log->state().players.empty())
        return {};
    const game::GameState& state = m_log->state();
    return QString::fromStdString(state.players.at(state.current).name);
}

QString GameSession::phase() const
{
    return m_stateMap.value(u"phase"_s).toString();
}

QString GameSession::phaseName() const
{
    return phaseDisplayName(phase());
}

QString GameSession::nextPhase() const
{
    if (!m_log || m_log->state().family != game::Family::Munchkin)
        return {};
    const std::vector<mk::Phase> phases = mk::turnPhases(m_log->state().options);
    const auto here = std::find(phases.begin(), phases.end(), m_log->state().phase);
    if (here == phases.end() || here + 1 == phases.end())
        return {};
    for (const auto& named : db::phaseNames)
        if (named.value == *(here + 1))
            return QString::fromUtf8(named.name.data(), qsizetype(named.name.size()));
    return {};
}

int GameSession::turn() const
{
    return m_log ? m_log->state().turn : 0;
}

QStringList GameSession::winners() const
{
    QStringList names;
    if (m_log)
        for (const std::string& name : m_log->state().winners)
            names.append(QString::fromStdString(name));
    return names;
}

bool GameSession::canUndo() const
{
    return m_log && m_log->canUndo();
}

bool GameSession::canRedo() const
{
    return m_log && m_log->canRedo();
}

// --- refreshing ---

QVariantMap GameSession::storeFailure(const db::StoreError& error)
{
    return failure(error.message, error.field);
}

void GameSession::setLastVerdict(QVariantMap verdict)
{
    m_lastVerdict = std::move(verdict);
    Q_EMIT lastVerdictChanged();
}

void GameSession::refreshGames()
{
    if (!m_store) {
        m_games.setGames({});
        return;
    }
    db::StoreResult<QList<db::GameRow>> games = m_store->games();
    if (!games) {
        setLastVerdict(storeFailure(games.error()));
        return;
    }
    m_games.setGames(std::move(games).value());
}

void GameSession::setLog(std::unique_ptr<db::GameLog> log)
{
    m_log = std::move(log);
    m_colours.clear();
    m_contexts.clear();
    m_historyRead = false;
    if (m_log)
        for (const game::SetupPlayer& player : m_log->setup().players)
            if (!player.colour.empty())
                m_colours.insert(QString::fromStdString(player.name), QString::fromStdString(player.colour));
    Q_EMIT gameChanged();
    refreshState();
}

void GameSession::followFile()
{
    if (!m_store)
        return;
    db::StoreResult<qint64> version = m_store->dataVersion();
    if (!version || version.value() == m_dataVersion)
        return;
    m_dataVersion = version.value();
    refreshGames();
    if (!m_log)
        return;
    const qint64 head = m_log->head();
    const qint64 tip = m_log->tip();
    if (std::optional<db::StoreError> error = m_log->refresh()) {
        setLastVerdict(storeFailure(*error));
        return;
    }
    if (m_log->head() == head && m_log->tip() == tip)
        return;
    readAgainAfterAnotherWriter();
    refreshState();
}

void GameSession::readAgainAfterAnotherWriter()
{
    const bool shown = m_historyRead;
    m_historyRead = false;
    if (shown)
        ensureHistory();
}

void GameSession::refreshState()
{
    if (!m_log) {
        m_stateMap.clear();
        m_combatMap = {{u"active"_s, false}};
        m_panicMap.clear();
        m_players.setPlayers({});
        m_history.setRows({});
        m_entries.clear();
        m_rows.clear();
        Q_EMIT stateChanged();
        return;
    }
    const game::GameState& state = m_log->state();
    m_stateMap = db::stateToJson(state).toVariantMap();
    m_players.setPlayers(playerRows(state, m_colours));
    m_combatMap = combatView(state);
    m_panicMap = panicView(state, m_colours);
    publishHistory();
    Q_EMIT stateChanged();
}

QString GameSession::colourOf(const QString& player, int seat) const
{
    return m_colours.value(player, defaultColour(seat));
}

bool GameSession::moveHead(const std::function<std::optional<db::StoreError>()>& move, const QString& label,
                           bool nameTheUndone)
{
    if (!m_log)
        return false;
    const qint64 before = m_log->head();
    if (auto error = move()) {
        setLastVerdict(storeFailure(*error));
        return false;
    }
    const qint64 after = m_log->head();
    // Undo names the action taken back; redo and a jump name the action now last in effect.
    ensureHistory();
    const QString concerned = entryText(nameTheUndone ? before : after);
    refreshState();
    setLastVerdict(success(concerned.isEmpty() ? label : u"%1: %2"_s.arg(label, concerned)));
    return true;
}

}  // namespace arbiter::app

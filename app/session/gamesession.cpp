#include "app/session/gamesession.h"

#include "app/history/action_text.h"
#include "app/session/app_language.h"
#include "app/session/logging.h"
#include "app/session/session_p.h"
#include "app/session/session_views.h"
#include "app/views/preview_view.h"
#include "app/views/table_words.h"

#include "db/codec/game_json.h"
#include "db/codec/json_reader.h"
#include "db/codec/munchkin_json.h"
#include "rules/game/inspect.h"
#include "rules/game/legal_now.h"
#include "rules/munchkin/edition.h"
#include "rules/munchkin/timing.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>

namespace arbiter::app {

using namespace Qt::StringLiterals;
namespace game = rules::game;
namespace mk = rules::munchkin;
using detail::readAction;

namespace {

// A field's path as a player reads it: positions counted from 1 ("cards[3].card" is "cards #4 › card").
// The verdict's `field` keeps the path itself for code.
QString fieldInWords(const QString& path)
{
    static const QRegularExpression indexed(u"^(.*)\\[(\\d+)\\]$"_s);
    QStringList parts = path.split(u'.');
    for (QString& part : parts) {
        const QRegularExpressionMatch match = indexed.match(part);
        if (match.hasMatch())
            part = u"%1 #%2"_s.arg(match.captured(1)).arg(match.captured(2).toInt() + 1);
    }
    return parts.join(u" › "_s);
}

}  // namespace

GameSession::GameSession(QObject* parent)
    : QObject(parent), m_invitation(std::make_unique<TableInvitation>(m_core, m_views, this))
{
    connect(&m_core, &SessionCore::fileChanged, this, &GameSession::fileChanged);
    connect(&m_core, &SessionCore::changed, this, &GameSession::showChange);
    connect(&m_core, &SessionCore::storeFailed, this, [this](const QString& message, const QString& field) {
        setLastVerdict(views::VerdictView::failure(message, field));
    });
    // The words made in C++ (verdicts, the history, the players' lines) are rebuilt in the new language.
    connect(AppLanguage::notifier(), &AppLanguage::changed, this, [this] { showChange(allAreas); });
    showChange(allAreas);
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
    return adoptFile(readFile(path, thread()));
}

SessionCore::FileRead GameSession::readFile(const QString& path, QThread* user)
{
    const qint64 lastOpened = QSettings().value(lastOpenedKey(path), 0).toLongLong();
    return SessionCore::readFile(path, lastOpened, user);
}

bool GameSession::adoptFile(SessionCore::FileRead read)
{
    const QString path = read.path;
    const SessionVerdict opened = m_core.adoptFile(std::move(read));
    if (!m_core.hasFile()) {
        qCWarning(lcApp) << "could not open" << path << ":" << m_core.fileError();
        return false;
    }
    if (opened.failed())  // the file is fine, its latest game is not
        setLastVerdict(views::verdictView(opened));
    return true;
}

QString GameSession::lastOpenedKey(const QString& path)
{
    // One entry per log file, keyed by its full path: '/' would make QSettings groups of its folders.
    const QFileInfo file(path);
    const QString full = file.exists() ? file.canonicalFilePath() : file.absoluteFilePath();
    return u"lastOpenedGame/"_s + QString::fromLatin1(QUrl::toPercentEncoding(full));
}

// The game the app shows is the one it reopens next time, whether or not it was played since.
void GameSession::rememberOpenGame()
{
    QSettings().setValue(lastOpenedKey(m_core.filePath()), m_core.game()->id());
}

bool GameSession::openGame(qint64 id)
{
    const SessionVerdict opened = m_core.openGame(id);
    if (opened.failed())
        setLastVerdict(views::verdictView(opened));
    return !opened.failed();
}

void GameSession::closeGame()
{
    m_core.closeGame();
}

views::VerdictView GameSession::perform(const QVariantMap& actionMap)
{
    views::VerdictView problem;
    const std::optional<game::Action> action = readAction(actionMap, problem);
    if (!action) {
        setLastVerdict(problem);
        return problem;
    }
    return performAction(*action);
}

views::VerdictView GameSession::perform(const ActionRequest& request)
{
    if (std::optional<views::VerdictView> problem = unbuilt(request)) {
        setLastVerdict(*problem);
        return *problem;
    }
    return performAction(*request.action());
}

std::optional<views::VerdictView> GameSession::unbuilt(const ActionRequest& request)
{
    if (request.valid())
        return std::nullopt;
    return views::VerdictView::failure(request.field().isEmpty()
                                           ? request.error()
                                           : u"%1: %2"_s.arg(fieldInWords(request.field()), request.error()),
                                       request.field());
}

views::VerdictView GameSession::performAction(const game::Action& action)
{
    const views::VerdictView answer = views::verdictView(m_core.perform(action));
    setLastVerdict(answer);
    return answer;
}

views::VerdictView GameSession::preview(const QVariantMap& actionMap) const
{
    if (!m_core.hasGame())
        return views::VerdictView::failure(tr("No game is open."));
    views::VerdictView problem;
    const std::optional<game::Action> action = readAction(actionMap, problem);
    return action ? previewOf(*action) : problem;
}

views::VerdictView GameSession::preview(const ActionRequest& request) const
{
    if (!m_core.hasGame())
        return views::VerdictView::failure(tr("No game is open."));
    if (std::optional<views::VerdictView> problem = unbuilt(request))
        return *problem;
    return previewOf(*request.action());
}

views::VerdictView GameSession::previewOf(const game::Action& action) const
{
    return views::previewView(m_core, action);  // the phones' previews are the same (app/views)
}

bool GameSession::undo()
{
    return moveHead([this] { return m_core.undo(); }, tr("Undone"), true);
}

bool GameSession::redo()
{
    return moveHead([this] { return m_core.redo(); }, tr("Redone"), false);
}

bool GameSession::undoTo(qint64 seq)
{
    return moveHead([this, seq] { return m_core.undoTo(seq); }, tr("Now in effect up to"), false);
}

views::PlayerView GameSession::playerDetails(const QString& name) const
{
    if (!m_core.hasGame())
        return {};
    const game::GameState& state = *m_core.state();
    for (std::size_t seat = 0; seat < state.players.size(); ++seat)
        if (QString::fromStdString(state.players[seat].name) == name)
            return views::playerViewOf(state, state.players[seat], colourOf(name, static_cast<int>(seat)));
    return {};
}

// --- properties of the open game ---

qint64 GameSession::gameId() const
{
    return m_core.hasGame() ? m_core.game()->id() : 0;
}

QString GameSession::gameName() const
{
    return m_core.hasGame() ? m_core.game()->row().name : QString();
}

QString GameSession::family() const
{
    if (!m_core.hasGame())
        return {};
    return m_core.game()->setup().family == game::Family::Panic ? u"panic"_s : u"munchkin"_s;
}

QString GameSession::edition() const
{
    return m_core.hasGame() ? db::editionLabel(m_core.game()->setup()) : QString();
}

QString GameSession::editionName() const
{
    return m_core.hasGame() ? editionDisplayName(edition()) : QString();
}

int GameSession::winningLevel() const
{
    if (!m_core.hasGame())
        return 10;
    return mk::winningLevel(mk::profile(m_core.state()->edition), m_core.state()->options);
}

int GameSession::killClaimWaitMs() const
{
    return m_core.hasGame() ? mk::profile(m_core.state()->edition).killClaimWaitMs : 2600;
}

bool GameSession::hasLevelBoard() const
{
    return m_core.hasGame() && m_core.game()->setup().family == game::Family::Munchkin
           && m_core.state()->edition == mk::Edition::Deluxe;
}

QVariantMap GameSession::state() const
{
    if (!m_stateMap)
        m_stateMap = m_core.hasGame() ? db::stateToJson(*m_core.state()).toVariantMap() : QVariantMap();
    return *m_stateMap;
}

QString GameSession::currentPlayer() const
{
    const game::GameState* state = m_core.state();
    if (!state || state->players.empty())
        return {};
    return QString::fromStdString(state->players.at(state->current).name);
}

QString GameSession::phase() const
{
    // As the state's JSON spells it: a Panic game's phases are in its `panic` view.
    const game::GameState* state = m_core.state();
    if (!state || state->panic)
        return {};
    return db::nameOf(db::phaseNames, state->phase);
}

QString GameSession::phaseName() const
{
    return views::phaseDisplayName(phase());
}

QString GameSession::nextPhase() const
{
    const game::GameState* state = m_core.state();
    if (!state || state->family != game::Family::Munchkin)
        return {};
    const std::vector<mk::Phase> phases = mk::turnPhases(state->options);
    const auto here = std::find(phases.begin(), phases.end(), state->phase);
    if (here == phases.end() || here + 1 == phases.end())
        return {};
    return db::nameOf(db::phaseNames, *(here + 1));
}

int GameSession::turn() const
{
    return m_core.hasGame() ? m_core.state()->turn : 0;
}

QStringList GameSession::winners() const
{
    QStringList names;
    if (m_core.hasGame())
        for (const std::string& name : m_core.state()->winners)
            names.append(QString::fromStdString(name));
    return names;
}

// --- following the core ---

void GameSession::setLastVerdict(views::VerdictView verdict)
{
    m_lastVerdict = std::move(verdict);
    Q_EMIT lastVerdictChanged();
}

void GameSession::showChange(Areas areas)
{
    if (areas == Areas(Area::Cards))
        return;  // the card library alone: `cards` follows the core itself, no view of the game changed
    const game::GameState* state = m_core.state();
    if (areas.testFlag(Area::Game) && state)
        rememberOpenGame();
    m_stateMap.reset();
    // Who fights is on the players' cards, and the fight's strengths follow the table.
    const bool table = areas & (Area::Game | Area::Table);
    const bool tableOrCombat = table || areas.testFlag(Area::Combat);
    bool combatShown = false;
    if (tableOrCombat) {
        m_players.setPlayers(state ? playerRows(*state, m_views.colours()) : QList<PlayerRow>());
        const views::CombatView& combat = m_views.combat();
        combatShown = !(combat == m_combat);
        m_combat = combat;
    }
    bool panicShown = false;
    if (table || areas.testFlag(Area::Board)) {
        const views::PanicView& panic = m_views.panic();
        panicShown = !(panic == m_panic);
        m_panic = panic;
    }
    m_history.follow(areas);

    if (areas.testFlag(Area::Game))
        Q_EMIT gameChanged();
    if (table)
        Q_EMIT tableChanged();
    if (combatShown || areas.testFlag(Area::Game))
        Q_EMIT combatChanged();
    if (areas & (Area::Game | Area::Board))
        Q_EMIT boardChanged();
    if (panicShown || areas.testFlag(Area::Game))
        Q_EMIT panicChanged();
    if (areas & (Area::Game | Area::History))
        Q_EMIT historyChanged();
    Q_EMIT stateChanged();
}

QString GameSession::colourOf(const QString& player, int seat) const
{
    return m_views.colours().value(player, views::defaultPlayerColour(seat));
}

bool GameSession::moveHead(const std::function<SessionVerdict()>& move, const QString& label,
                           bool nameTheUndone)
{
    if (!m_core.hasGame())
        return false;
    const qint64 before = m_core.head();
    const SessionVerdict moved = move();
    if (moved.failed()) {
        setLastVerdict(views::verdictView(moved));
        return false;
    }
    // Undo names the action taken back; redo and a jump name the action now last in effect.
    m_history.show();
    const QString concerned = m_history.textOf(nameTheUndone ? before : m_core.head());
    setLastVerdict(
        views::VerdictView::success(concerned.isEmpty() ? label : u"%1: %2"_s.arg(label, concerned)));
    return true;
}

}  // namespace arbiter::app

#include "app/core/session_core.h"

#include "app/i18n/message_text.h"
#include "app/i18n/translations.h"

#include "db/codec/db_words.h"
#include "db/codec/game_json_panic.h"
#include "rules/game/apply.h"
#include "rules/game/setup.h"

#include <QLoggingCategory>

#include <algorithm>

namespace arbiter::app {

using namespace Qt::StringLiterals;
namespace game = rules::game;

Q_LOGGING_CATEGORY(lcSession, "arbiter.session", QtInfoMsg)

SessionCore::SessionCore(QObject* parent) : QObject(parent)
{
    // db's messages (a damaged file, a refused import, a field error) in the reader's language: the app's,
    // or a phone's inside a ScopedLanguage. arbiter-cli makes no core, so its JSON keeps the English.
    db::useWords(&i18n::translate, [](const rules::Reason& reason) { return i18n::reasonText(reason); });
    connect(&m_follow, &QTimer::timeout, this, &SessionCore::followFile);
    setFollowInterval(defaultFollowIntervalMs);
}

SessionCore::~SessionCore() = default;

void SessionCore::setFollowInterval(int ms)
{
    if (ms <= 0) {
        m_follow.stop();
        return;
    }
    m_follow.setInterval(ms);
    m_follow.start();
}

SessionVerdict SessionCore::openFile(const QString& path, qint64 preferredGame)
{
    return adoptFile(readFile(path, preferredGame, thread()));
}

SessionCore::FileRead SessionCore::readFile(const QString& path, qint64 preferredGame, QThread* user)
{
    FileRead read;
    read.path = path;
    db::StoreResult<std::unique_ptr<db::LogStore>> store = db::LogStore::open(path, db::OpenMode::Write);
    if (!store) {
        read.error = store.error();
        return read;
    }
    read.store = std::move(store).value();
    // What this connection sees from now on; only another connection's commit changes it.
    if (db::StoreResult<qint64> version = read.store->dataVersion())
        read.dataVersion = version.value();
    if (db::StoreResult<QString> cards = db::CardLibrary(*read.store).fingerprint())
        read.cardsSeen = cards.value();
    read.log = [&]() -> std::unique_ptr<db::GameLog> {
        db::StoreResult<QList<db::GameRow>> games = read.store->games();
        if (!games) {
            read.error = games.error();
            return nullptr;
        }
        read.games = std::move(games).value();
        const bool preferredHeld = std::ranges::any_of(
            read.games, [preferredGame](const db::GameRow& game) { return game.id == preferredGame; });
        if (!preferredHeld && read.games.isEmpty())
            return nullptr;
        db::StoreResult<std::unique_ptr<db::GameLog>> log =
            preferredHeld ? db::GameLog::open(*read.store, preferredGame)
                          : db::GameLog::openLatest(*read.store);
        if (!log) {
            read.error = log.error();
            return nullptr;
        }
        return std::move(log).value();
    }();
    read.store->moveToThread(user);
    return read;
}

SessionVerdict SessionCore::adoptFile(FileRead read)
{
    setLog(nullptr);
    m_store = std::move(read.store);
    m_foundCards.clear();
    m_dataVersion = read.dataVersion;
    if (!m_store) {
        m_fileError = read.error ? read.error->message : tr("The file could not be opened.");
        m_refusedPath = read.path;
        qCWarning(lcSession) << "could not open" << read.path << ":" << m_fileError;
        m_games.clear();
        Q_EMIT fileChanged();
        Q_EMIT gamesChanged();
        return SessionVerdict::failure(m_fileError, read.error ? read.error->field : QString());
    }
    m_fileError.clear();
    m_refusedPath.clear();
    m_cardsSeen = read.cardsSeen;
    m_games = std::move(read.games);
    Q_EMIT fileChanged();
    Q_EMIT gamesChanged();
    if (read.error)  // the file is open; its games or its game could not be read
        return storeFailure(*read.error);
    if (read.log)
        setLog(std::move(read.log));
    return SessionVerdict::done();
}

QString SessionCore::filePath() const
{
    return m_store ? m_store->path() : m_refusedPath;
}

SessionVerdict SessionCore::newGame(const game::GameSetup& setup)
{
    if (!m_store)
        return SessionVerdict::failure(tr("No log file is open."));
    const rules::Verdict verdict = game::checkSetup(setup);
    if (!verdict.legal) {
        SessionVerdict refused = SessionVerdict::judged(verdict, false);
        refused.field = db::setupField(setup, verdict);  // the New game page shows it beside that field
        return refused;
    }
    db::StoreResult<qint64> created = db::GameLog::create(*m_store, setup);
    if (!created)
        return storeFailure(created.error());
    refreshGames();
    if (openGame(created.value()).failed())
        return SessionVerdict::failure(tr("The new game could not be opened."));
    return SessionVerdict::judged(verdict, true, created.value());
}

SessionVerdict SessionCore::openGame(qint64 id)
{
    if (!m_store)
        return SessionVerdict::failure(tr("No log file is open."));
    db::StoreResult<std::unique_ptr<db::GameLog>> log = db::GameLog::open(*m_store, id);
    if (!log)
        return storeFailure(log.error());
    setLog(std::move(log).value());
    return SessionVerdict::done(id);
}

void SessionCore::closeGame()
{
    setLog(nullptr);
}

SessionVerdict SessionCore::renameGame(qint64 id, const QString& name)
{
    if (!m_store)
        return SessionVerdict::failure(tr("No log file is open."));
    if (rules::Verdict length; !game::checkGameName(name.toStdString(), length))
        return SessionVerdict::failure(i18n::reasonText(*length.firstRefusal()), u"name"_s);
    if (std::optional<db::StoreError> error = m_store->renameGame(id, name))
        return storeFailure(*error);
    refreshGames();
    // The open game keeps its log; reading its row again shows the new name.
    if (m_log && m_log->id() == id)
        return openGame(id);
    return SessionVerdict::done(id);
}

SessionVerdict SessionCore::deleteGame(qint64 id)
{
    if (!m_store)
        return SessionVerdict::failure(tr("No log file is open."));
    if (m_log && m_log->id() == id)
        setLog(nullptr);
    if (std::optional<db::StoreError> error = m_store->deleteGame(id))
        return storeFailure(*error);
    refreshGames();
    return SessionVerdict::done(id);
}

db::StoreResult<QJsonObject> SessionCore::exportGame(qint64 id)
{
    if (!m_store)
        return db::StoreError(db::StoreErrorKind::NotFound, tr("No log file is open."));
    db::StoreResult<std::unique_ptr<db::GameLog>> log = db::GameLog::open(*m_store, id);
    if (!log)
        return log.error();
    return log.value()->exportJson();
}

SessionVerdict SessionCore::importGame(const QJsonObject& exported)
{
    if (!m_store)
        return SessionVerdict::failure(tr("No log file is open."));
    db::StoreResult<qint64> imported = db::GameLog::importJson(*m_store, exported);
    if (!imported)
        return storeFailure(imported.error());
    refreshGames();
    openGame(imported.value());
    return SessionVerdict::done(imported.value());
}

SessionVerdict SessionCore::perform(const game::Action& action)
{
    if (!m_log)
        return SessionVerdict::failure(tr("No game is open."));
    followFile();  // judge against what the file holds now, not what this session last read
    const game::GameState before = m_log->state();
    const qint64 parent = m_log->head();
    const qint64 tip = m_log->tip();
    db::StoreResult<db::Recorded> recorded = m_log->record(action);
    if (!recorded)
        return storeFailure(recorded.error());
    const db::Recorded& result = recorded.value();
    // Another writer came first when the log had to judge the action again on the file's new head: its
    // rows are read again, and the change is announced from what this session showed.
    const std::size_t count = m_log->headCount();
    const qint64 actualParent = result.recorded ? (count >= 2 ? m_log->line()[count - 2] : 0) : m_log->head();
    const bool overtaken = actualParent != parent || (!result.recorded && m_log->tip() != tip);
    if (overtaken && m_historyRead)
        readHistory();
    else if (result.recorded && m_historyRead)
        appendHistory(action, result.verdict, result.seq, parent);
    if (!result.recorded && !overtaken)
        return SessionVerdict::judged(result.verdict, false);
    // Only a legal action that was recorded teaches the library a card.
    const bool cardsChanged = result.recorded && rememberCardOf(action, result.seq);
    markStatuses();
    refreshGames();
    announce(before, cardsChanged ? Areas(Area::History) | Area::Cards : Areas(Area::History));
    return SessionVerdict::judged(result.verdict, result.recorded, result.seq);
}

SessionPreview SessionCore::preview(const game::Action& action) const
{
    if (!m_log)
        return {SessionVerdict::failure(tr("No game is open.")), std::nullopt};
    game::GameState after = m_log->state();
    const rules::Verdict verdict = game::apply(after, action);
    SessionPreview answer{SessionVerdict::judged(verdict, false), std::nullopt};
    if (verdict.legal)
        answer.after = std::move(after);
    return answer;
}

SessionVerdict SessionCore::undo()
{
    return moveHead([this] { return m_log->undo(); });
}

SessionVerdict SessionCore::redo()
{
    return moveHead([this] { return m_log->redo(); });
}

SessionVerdict SessionCore::undoTo(qint64 seq)
{
    return moveHead([this, seq] { return m_log->moveTo(seq); });
}

SessionVerdict SessionCore::moveHead(const std::function<std::optional<db::StoreError>()>& move)
{
    if (!m_log)
        return SessionVerdict::failure(tr("No game is open."));
    const game::GameState before = m_log->state();
    const qint64 head = m_log->head();
    if (std::optional<db::StoreError> error = move())
        return storeFailure(*error);
    if (m_log->head() != head) {
        markStatuses();
        announce(before, Area::History);
    }
    return SessionVerdict::done(m_log->head());
}

Areas SessionCore::followFile()
{
    if (!m_store)
        return {};
    db::StoreResult<qint64> version = m_store->dataVersion();
    if (!version || version.value() == m_dataVersion)
        return {};
    m_dataVersion = version.value();
    refreshGames();
    // Another connection's commit may be a card (a recorded action, `arbiter-cli cards import`).
    const Areas cards = cardsMoved() ? Areas(Area::Cards) : Areas();
    const auto onlyCards = [this, cards] {
        if (cards)
            Q_EMIT changed(cards, head());
        return cards;
    };
    if (!m_log)
        return onlyCards();
    const game::GameState before = m_log->state();
    const qint64 head = m_log->head();
    const qint64 tip = m_log->tip();
    if (std::optional<db::StoreError> error = m_log->refresh()) {
        Q_EMIT storeFailed(error->message, error->field);
        return onlyCards();
    }
    if (m_log->head() == head && m_log->tip() == tip)
        return onlyCards();
    if (m_historyRead)
        readHistory();
    return announce(before, Areas(Area::History) | cards);
}

Areas SessionCore::announce(const game::GameState& before, Areas also)
{
    const Areas areas = also | stateAreasChanged(before, m_log->state());
    qCDebug(lcSession) << "changed:" << areaNames(areas) << "head" << m_log->head();
    Q_EMIT changed(areas, m_log->head());
    return areas;
}

SessionVerdict SessionCore::storeFailure(const db::StoreError& error)
{
    return SessionVerdict::failure(error.message, error.field);
}

void SessionCore::refreshGames()
{
    if (!m_store) {
        m_games.clear();
        Q_EMIT gamesChanged();
        return;
    }
    db::StoreResult<QList<db::GameRow>> games = m_store->games();
    if (!games) {
        Q_EMIT storeFailed(games.error().message, games.error().field);
        return;
    }
    m_games = std::move(games).value();
    Q_EMIT gamesChanged();
}

void SessionCore::setLog(std::unique_ptr<db::GameLog> log)
{
    if (!log && !m_log)
        return;
    m_log = std::move(log);
    m_historyRead = false;
    m_entries.clear();
    Q_EMIT changed(allAreas, head());
}

}  // namespace arbiter::app

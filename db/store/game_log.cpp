#include "db/store/game_log.h"
#include "db/codec/db_words.h"

#include "db/codec/game_json.h"
#include "db/codec/game_json_panic.h"
#include "db/codec/munchkin_json.h"
#include "db/store/log_chain.h"
#include "db/store/log_check.h"
#include "db/store/logging.h"
#include "db/store/replay.h"
#include "rules/game/apply.h"
#include "rules/munchkin/edition.h"

#include <QUuid>

#include <algorithm>
#include <functional>
#include <unordered_map>

using namespace Qt::StringLiterals;

namespace arbiter::db {

namespace game = rules::game;

namespace {

// Recent head states kept beside the snapshot checkpoints, so undo and redo next to them are instant.
constexpr std::size_t recentCheckpoints = 8;

StoreError badRequest(const QString& message)
{
    return {StoreErrorKind::BadRequest, message};
}

// The dice as a compact JSON array of integers, "[]" when none: the bytes QJsonDocument writes for
// them, without building a document for every action.
QByteArray diceJson(const game::Action& action)
{
    QByteArray dice("[");
    for (int die : game::diceOf(action)) {
        if (dice.size() > 1)
            dice += ',';
        dice += QByteArray::number(die);
    }
    return dice += ']';
}

}  // namespace

QString statusName(ActionStatus status)
{
    switch (status) {
    case ActionStatus::Done:
        return u"done"_s;
    case ActionStatus::Undone:
        return u"undone"_s;
    case ActionStatus::Abandoned:
        return u"abandoned"_s;
    }
    return {};
}

GameLog::GameLog(LogStore& store, GameRow game, game::GameSetup setup)
    : m_store(store), m_game(std::move(game)), m_setup(std::move(setup))
{}

StoreResult<qint64> GameLog::create(LogStore& store, const game::GameSetup& setup)
{
    const rules::Verdict verdict = game::checkSetup(setup);
    if (!verdict.legal)
        return StoreError{StoreErrorKind::BadRequest,
                          DbErrors::tr("The setup is refused: %1").arg(refusalText(verdict)),
                          setupField(setup, verdict)};
    NewGameRow row;
    row.uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
    row.name = toQString(setup.name);
    row.edition = editionLabel(setup);
    for (const game::SetupPlayer& player : setup.players)
        row.players.append(toQString(player.name));
    row.setup = compact(setupToJson(setup));
    row.createdAt = QDateTime::currentDateTimeUtc();
    return store.createGame(row);
}

StoreResult<std::unique_ptr<GameLog>> GameLog::open(LogStore& store, qint64 gameId)
{
    StoreResult<GameRow> row = store.game(gameId);
    if (!row)
        return row.error();
    JsonIssues issues;
    std::optional<game::GameSetup> setup = parseStrictly<game::GameSetup>(
        row.value().setup, issues, [](JsonReader& reader) { return setupFromJson(reader); });
    if (!setup)
        return StoreError{StoreErrorKind::Damaged,
                          DbErrors::tr("The setup of game %1 in %2 cannot be read (%3).")
                              .arg(QString::number(gameId), store.path(),
                                   issues.error() ? issues.error()->message : QString())};
    std::unique_ptr<GameLog> log(new GameLog(store, std::move(row).value(), std::move(*setup)));
    if (std::optional<StoreError> error = log->rebuild())
        return *error;
    return log;
}

StoreResult<std::unique_ptr<GameLog>> GameLog::openLatest(LogStore& store)
{
    StoreResult<QList<GameRow>> games = store.games();
    if (!games)
        return games.error();
    if (games.value().isEmpty())
        return StoreError{StoreErrorKind::NotFound, DbErrors::tr("%1 holds no game yet.").arg(store.path())};
    return open(store, games.value().first().id);
}

StoreError GameLog::replayError(qint64 seq, const QString& why) const
{
    StoreError error{StoreErrorKind::Damaged,
                     DbErrors::tr("Action %1 of game %2 in %3 cannot be replayed: %4")
                         .arg(QString::number(seq), QString::number(m_game.id), m_store.path(), why)};
    error.damage = DamageSite{m_game.id, seq, u"payload"_s, why};
    return error;
}

std::optional<StoreError> GameLog::loadLine()
{
    // Every row follows the one before it (parent == seq - 1) except where a line jumps after an
    // undo: those few rows and tip give the whole line without reading every row.
    StoreResult<QList<std::pair<qint64, qint64>>> branches = m_store.branches(m_game.id);
    if (!branches)
        return branches.error();
    std::unordered_map<qint64, qint64> jumps;
    for (const auto& [seq, parent] : branches.value())
        jumps.emplace(seq, parent);
    m_line.clear();
    m_line.reserve(static_cast<std::size_t>(m_game.tip));
    for (qint64 seq = m_game.tip; seq != 0;) {
        if (seq < 0 || m_line.size() > static_cast<std::size_t>(m_game.tip))
            return replayError(seq, DbErrors::tr("its line from the start is broken."));
        m_line.push_back(seq);
        const auto jump = jumps.find(seq);
        seq = jump == jumps.end() ? seq - 1 : jump->second;
    }
    std::ranges::reverse(m_line);
    if (m_game.head == 0) {
        m_headIndex = 0;
        return std::nullopt;
    }
    const auto head = std::ranges::find(m_line, m_game.head);
    if (head == m_line.end())
        return replayError(m_game.head, DbErrors::tr("the head cursor is not on the line to the tip."));
    m_headIndex = static_cast<std::size_t>(head - m_line.begin()) + 1;
    return std::nullopt;
}

std::optional<StoreError> GameLog::checkLineAgainstRows(const CheckedGame& rows)
{
    // The line comes from the partial index actions_branches; the parents from the rows themselves. A
    // damaged index page that SQLite's quick_check does not compare with its table (rows listed as
    // jumps, or jumps missing) would replay another line: it is refused instead.
    // The rows checked clean, so their seqs are 1..n: a row is at its place.
    const auto parentOf = [&rows](qint64 seq) -> std::optional<qint64> {
        const RowLink* row = rows.at(seq);
        return row ? std::optional<qint64>(row->parent) : std::nullopt;
    };
    qint64 expected = 0;
    for (const qint64 seq : m_line) {
        const std::optional<qint64> parent = parentOf(seq);
        if (!parent || *parent != expected) {
            StoreError error{
                StoreErrorKind::Damaged,
                DbErrors::tr(
                    "Game %1 in %2 is damaged: Game %1, action %3, parent: the file's index of where "
                    "the line jumps (actions_branches) disagrees with the rows; nothing was replayed.")
                    .arg(QString::number(m_game.id), m_store.path(), QString::number(seq))};
            error.damage = DamageSite{m_game.id, seq, u"parent"_s,
                                      DbErrors::tr("the index actions_branches disagrees with the rows.")};
            return error;
        }
        expected = seq;
    }
    return std::nullopt;
}

std::optional<StoreError> GameLog::rebuild()
{
    // The game's rows as verify checks them, before anything is shown or written: a damaged game is
    // refused, not replayed as if it were true, and a write never builds on it (docs/log.md).
    StoreResult<CheckedGame> rows = checkGameQuickly(m_store, m_game);
    if (!rows)
        return rows.error();
    if (!rows.value().problems.isEmpty())
        return damagedGame(m_store.path(), rows.value().problems);
    if (std::optional<StoreError> error = loadLine())
        return error;
    if (std::optional<StoreError> error = checkLineAgainstRows(rows.value()))
        return error;
    m_checkedRows = rows.value().rows.size();
    m_chainDigests = rows.value().digests;
    m_checkpoints.clear();
    m_actions.clear();
    m_checkpoints.emplace(0, game::startGame(m_setup));

    // Snapshots the state may rest on: of this engine, on the line, no later than head, newest first.
    std::unordered_map<qint64, std::size_t> position;
    for (std::size_t i = 0; i < m_headIndex; ++i)
        position.emplace(m_line[i], i + 1);
    StoreResult<QList<SnapshotRow>> snapshots = m_store.snapshotIndex(m_game.id);
    if (!snapshots)
        return snapshots.error();
    std::map<std::size_t, qint64, std::greater<>> candidates;
    for (const SnapshotRow& snapshot : snapshots.value()) {
        const auto at = position.find(snapshot.seq);
        if (snapshot.engine == engineVersion && at != position.end())
            candidates.emplace(at->second, snapshot.seq);
    }
    // A snapshot is a cache and never decides: it is used only when it is the very state the chain
    // recorded with its action. Any other (damaged, edited with its checksum, unchained) is passed over
    // and the state comes from replay. A few tries: snapshots are rarely wrong.
    constexpr int tries = 3;
    int tried = 0;
    for (auto candidate = candidates.begin(); candidate != candidates.end() && tried < tries;
         ++candidate, ++tried) {
        StoreResult<SnapshotRow> snapshot = m_store.snapshot(m_game.id, candidate->second);
        if (!snapshot)
            return snapshot.error();
        // The checksum first: a damaged snapshot costs no read of the rows after it.
        const bool vouched = snapshot.value().intact && chainVouchesFor(candidate->first, snapshot.value());
        JsonIssues issues;
        std::optional<game::GameState> state;
        if (vouched)
            state = parseStrictly<game::GameState>(snapshot.value().state, issues,
                                                   [](JsonReader& reader) { return stateFromJson(reader); });
        if (state && game::stateIsOk(*state)) {
            m_checkpoints.emplace(candidate->first, std::move(*state));
            break;
        }
        qCWarning(lcDb) << "snapshot at action" << candidate->second << "of game" << m_game.id << "in"
                        << m_store.path() << "is not the state its chain recorded: ignored (verify names it)";
    }
    StoreResult<game::GameState> atHead = stateAt(m_headIndex);
    if (!atHead)
        return atHead.error();
    m_state = std::move(atHead).value();
    return std::nullopt;
}

StoreResult<std::vector<game::Action>> GameLog::actionsInEffect()
{
    if (std::optional<StoreError> error = fetchActions(0, m_headIndex))
        return *error;
    std::vector<game::Action> actions;
    actions.reserve(m_headIndex);
    for (std::size_t i = 0; i < m_headIndex; ++i)
        actions.push_back(m_actions.at(i));
    return actions;
}

std::optional<StoreError> GameLog::fetchActions(std::size_t from, std::size_t to)
{
    std::size_t first = from;
    while (first < to && m_actions.contains(first))
        ++first;
    if (first >= to)
        return std::nullopt;
    StoreResult<QList<ActionRow>> rows = m_store.rows(m_game.id, m_line[first], m_line[to - 1]);
    if (!rows)
        return rows.error();
    std::unordered_map<qint64, const ActionRow*> bySeq;
    for (const ActionRow& row : rows.value())
        bySeq.emplace(row.seq, &row);
    for (std::size_t i = first; i < to; ++i) {
        if (m_actions.contains(i))
            continue;
        const auto row = bySeq.find(m_line[i]);
        if (row == bySeq.end())
            return replayError(m_line[i], DbErrors::tr("its row is missing."));
        JsonIssues issues;
        const int format = row->second->action.format;
        // Strictly: an unknown field in a stored action means its bytes were changed.
        std::optional<game::Action> action = parseStrictly<game::Action>(
            row->second->action.payload, issues,
            [format](JsonReader& reader) { return actionFromJson(reader, format); });
        if (!action)
            return replayError(m_line[i], issues.error()
                                              ? issues.error()->field + u": "_s + issues.error()->message
                                              : DbErrors::tr("it cannot be read."));
        m_actions.emplace(i, std::move(*action));
    }
    return std::nullopt;
}

bool GameLog::chainVouchesFor(std::size_t count, const SnapshotRow& snapshot) const
{
    if (!m_game.chained || m_game.chain.isEmpty() || count == 0 || count > m_line.size())
        return false;  // a file before format 4, read as it is: no chain to vouch
    // The rows were checked by checkGameQuickly() up to the anchor on the last rebuild: their seqs are
    // 1..n, and the snapshot row's state_digest is the one hashed into the chain.
    const qint64 seq = m_line[count - 1];
    const auto digest = std::lower_bound(
        m_chainDigests.cbegin(), m_chainDigests.cend(), seq,
        [](const std::pair<qint64, QString>& row, qint64 wanted) { return row.first < wanted; });
    return seq >= 1 && static_cast<std::size_t>(seq) <= m_checkedRows && digest != m_chainDigests.cend()
           && digest->first == seq && digest->second == chain::digestOf(snapshot.state);
}

StoreResult<game::GameState> GameLog::stateAt(std::size_t count)
{
    auto checkpoint = std::prev(m_checkpoints.upper_bound(count));
    if (checkpoint->first == count)
        return checkpoint->second;
    const std::size_t from = checkpoint->first;
    game::GameState state = checkpoint->second;
    if (std::optional<StoreError> error = fetchActions(from, count))
        return *error;
    for (std::size_t i = from; i < count; ++i) {
        const rules::Verdict verdict = game::apply(state, m_actions.at(i));
        if (!verdict.legal)
            return replayError(m_line[i],
                               DbErrors::tr("the referee refuses it now: %1").arg(refusalText(verdict)));
        if ((i + 1) % snapshotInterval == 0)
            m_checkpoints.insert_or_assign(i + 1, state);
    }
    return state;
}

std::optional<StoreError> GameLog::refresh()
{
    StoreResult<GameRow> row = m_store.game(m_game.id);
    if (!row)
        return row.error();
    if (row.value().head == m_game.head && row.value().tip == m_game.tip)
        return std::nullopt;
    m_game = std::move(row).value();
    return rebuild();
}

StoreResult<Recorded> GameLog::record(const game::Action& action)
{
    // Each try judges against the state at the head this log last read; the store writes only if the
    // file still has that head. A busy table rarely needs a second try, never many.
    constexpr int tries = 8;
    for (int attempt = 1;; ++attempt) {
        StoreResult<Recorded> result = recordOnce(action);
        if (result || result.error().kind != StoreErrorKind::Moved || attempt == tries)
            return result;
        if (std::optional<StoreError> error = refresh())
            return *error;
    }
}

StoreResult<Recorded> GameLog::recordOnce(const game::Action& action)
{
    // apply() leaves a refused state untouched, so the state at head can take the action in place:
    // no copy of the whole table per action. Only a failed write has to put it back.
    Recorded result;
    result.verdict = game::apply(m_state, action);
    if (!result.verdict.legal)
        return result;

    NewActionRow row;
    row.kind = toQString(game::kindName(action));
    row.format = game::actionFormatVersion;
    row.payload = compact(actionToJson(action));
    row.dice = diceJson(action);
    row.verdict = verdictJson(result.verdict);
    row.recordedAt = QDateTime::currentDateTimeUtc();
    const std::size_t count = m_headIndex + 1;
    std::optional<SnapshotRow> snapshot;
    if (count % snapshotInterval == 0)
        snapshot = SnapshotRow{0, engineVersion, compact(stateToJson(m_state)), true};
    StoreResult<qint64> seq = m_store.append(m_game.id, row, snapshot, cursors());
    if (!seq) {
        StoreResult<game::GameState> before = stateAt(m_headIndex);
        if (before)
            m_state = std::move(before).value();
        else
            qCWarning(lcDb) << "could not rebuild the state after a failed write:" << before.error().message;
        return seq.error();
    }

    // What was beyond head belonged to the redo branch just abandoned.
    m_line.resize(m_headIndex);
    m_line.push_back(seq.value());
    m_actions.erase(m_actions.lower_bound(m_headIndex), m_actions.end());
    m_checkpoints.erase(m_checkpoints.upper_bound(m_headIndex), m_checkpoints.end());
    m_actions.emplace(m_headIndex, action);
    m_headIndex = count;
    if (snapshot)
        m_checkpoints.insert_or_assign(count, m_state);
    m_game.head = m_game.tip = seq.value();
    m_game.lastPlayedAt = row.recordedAt;
    ++m_game.actionCount;
    result.recorded = true;
    result.seq = seq.value();
    return result;
}

std::optional<StoreError> GameLog::undo()
{
    // Undo and redo act on the file's head: another writer may have moved it since this log read it.
    if (std::optional<StoreError> error = refresh())
        return error;
    if (!canUndo())
        return badRequest(DbErrors::tr("There is nothing to undo."));
    return moveTo(m_headIndex >= 2 ? m_line[m_headIndex - 2] : 0);
}

std::optional<StoreError> GameLog::redo()
{
    if (std::optional<StoreError> error = refresh())
        return error;
    if (!canRedo())
        return badRequest(DbErrors::tr("There is nothing to redo."));
    return moveTo(m_line[m_headIndex]);
}

std::optional<StoreError> GameLog::moveTo(qint64 seq)
{
    // A move judged against cursors another writer changed is tried once more on the file's own.
    std::optional<StoreError> error = moveToOnce(seq);
    if (!error || error->kind != StoreErrorKind::Moved)
        return error;
    if (std::optional<StoreError> refreshed = refresh())
        return refreshed;
    return moveToOnce(seq);
}

std::optional<StoreError> GameLog::moveToOnce(qint64 seq)
{
    std::size_t count = 0;
    if (seq != 0) {
        const auto found = std::ranges::find(m_line, seq);
        if (found == m_line.end())
            return badRequest(
                DbErrors::tr(
                    "Action %1 is not on the current line of game %2: only its actions can be undone "
                    "or redone to.")
                    .arg(QString::number(seq), QString::number(m_game.id)));
        count = static_cast<std::size_t>(found - m_line.begin()) + 1;
    }
    if (count == m_headIndex)
        return std::nullopt;
    StoreResult<game::GameState> state = stateAt(count);
    if (!state)
        return state.error();
    if (std::optional<StoreError> error = m_store.moveHead(m_game.id, seq, cursors()))
        return error;

    // Keep the state left behind, so stepping back is instant; forget the oldest such extras.
    m_checkpoints.insert_or_assign(m_headIndex, std::move(m_state));
    std::vector<std::size_t> extras;
    for (const auto& [at, kept] : m_checkpoints)
        if (at != 0 && at % snapshotInterval != 0)
            extras.push_back(at);
    for (std::size_t i = 0; i + recentCheckpoints < extras.size(); ++i)
        m_checkpoints.erase(extras[i]);

    m_state = std::move(state).value();
    m_headIndex = count;
    m_game.head = seq;
    return std::nullopt;
}

}  // namespace arbiter::db

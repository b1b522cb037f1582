#include "db/cli/log_command.h"

#include "db/cli/stats_command.h"

#include "db/codec/game_json.h"
#include "db/codec/munchkin_json.h"
#include "db/store/file_probe.h"
#include "db/store/game_log.h"
#include "db/store/log_audit.h"
#include "db/store/log_sql.h"
#include "db/store/logging.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QScopeGuard>

#include <algorithm>
#include <array>
#include <exception>

using namespace Qt::StringLiterals;

namespace arbiter::db {

namespace {

constexpr std::array verbNames = {
    Named<LogVerb>{"new", LogVerb::New},
    Named<LogVerb>{"do", LogVerb::Do},
    Named<LogVerb>{"undo", LogVerb::Undo},
    Named<LogVerb>{"redo", LogVerb::Redo},
    Named<LogVerb>{"state", LogVerb::State},
    Named<LogVerb>{"history", LogVerb::History},
    Named<LogVerb>{"export", LogVerb::Export},
    Named<LogVerb>{"import", LogVerb::Import},
    Named<LogVerb>{"verify", LogVerb::Verify},
    Named<LogVerb>{"list", LogVerb::List},
    Named<LogVerb>{"rebuild-snapshots", LogVerb::RebuildSnapshots},
    Named<LogVerb>{"stats", LogVerb::Stats},
};

// The exit codes (docs/log.md, "Exit codes and errors"): what the caller can do differs for each.
enum Exit : int {
    exitRefused = 2,     // the request: a field of the JSON, --game, --to, nothing to undo
    exitTryAgain = 3,    // in use, or moved by other writers
    exitNoFile = 4,      // the log (or its folder) does not exist
    exitNotALog = 5,     // not SQLite at all, or another program's SQLite file
    exitNewer = 6,       // written by a newer Arbiter
    exitDamaged = 7,     // truncated, fails SQLite's check, an unreadable -wal or row
    exitReadOnly = 8,    // the file or its folder cannot be written
    exitDiskFull = 9,    // no room left on the disk
    exitFileError = 10,  // anything else the file system or SQLite reported
};

QJsonObject damageJson(const DamageSite& damage)
{
    // The shape of a verify problem, so a caller reads a refusal and verify alike.
    return {{u"game"_s, damage.game},
            {u"seq"_s, damage.seq},
            {u"field"_s, damage.field},
            {u"message"_s, damage.message}};
}

LogOutcome refusal(const QString& field, const QString& message, int exitCode = exitRefused,
                   const std::optional<DamageSite>& damage = std::nullopt)
{
    QJsonObject error{{u"message"_s, message}, {u"field"_s, field}};
    if (damage)
        error[u"problem"_s] = damageJson(*damage);
    QString line = field.isEmpty() ? message : field + u": "_s + message;
    line.replace(u'\n', u' ').replace(u'\r', u' ');
    return {exitCode, QJsonDocument(QJsonObject{{u"error"_s, error}}).toJson(QJsonDocument::Compact),
            u"arbiter-cli log: "_s + line};
}

// File-level errors are about --db, each kind with its exit code; a missing game is about --game (a
// missing file is refused by run()); a refused request about `field`.
LogOutcome refusal(const StoreError& error, const QString& field)
{
    if (error.kind == StoreErrorKind::BadRequest)
        return refusal(error.field.isEmpty() ? field : error.field, error.message);
    if (error.kind == StoreErrorKind::NotFound)
        return refusal(u"--game"_s, error.message);
    return refusal(u"--db"_s, error.message, fileRefusalExitCode(error.kind), error.damage);
}

// A refusal of LogStore::open(): there NotFound is the file itself.
LogOutcome openRefusal(const StoreError& error)
{
    if (error.kind == StoreErrorKind::NotFound)
        return refusal(u"--db"_s, error.message, exitNoFile);
    return refusal(error, QString());
}

LogOutcome answer(const QJsonObject& object, QJsonDocument::JsonFormat format = QJsonDocument::Compact)
{
    return {0, QJsonDocument(object).toJson(format).trimmed(), QString()};
}

// The JSON object on stdin, or a refusal naming what is wrong with it.
std::optional<QJsonObject> readInput(const QByteArray& input, LogOutcome& refused)
{
    if (input.size() > maxLogInputBytes) {
        refused = refusal(QString(), u"the input is larger than %1 bytes"_s.arg(maxLogInputBytes));
        return std::nullopt;
    }
    if (input.trimmed().isEmpty()) {
        refused = refusal(QString(), u"the input is empty: expected one JSON object on stdin"_s);
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(input, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        refused =
            refusal(QString(), u"the input is not valid JSON: %1 at offset %2"_s.arg(parseError.errorString())
                                   .arg(parseError.offset));
        return std::nullopt;
    }
    if (!document.isObject()) {
        refused = refusal(QString(), u"the input must be a JSON object"_s);
        return std::nullopt;
    }
    return document.object();
}

QJsonObject cursors(const GameLog& log)
{
    return {{u"game"_s, log.id()},
            {u"head"_s, log.head()},
            {u"tip"_s, log.tip()},
            {u"canUndo"_s, log.canUndo()},
            {u"canRedo"_s, log.canRedo()}};
}

QJsonArray warningsJson(const JsonIssues& issues)
{
    QJsonArray warnings;
    for (const FieldIssue& warning : issues.warnings())
        warnings.append(QJsonObject{{u"field"_s, warning.field}, {u"message"_s, warning.message}});
    return warnings;
}

QJsonObject gameJson(const GameRow& game)
{
    QJsonArray players;
    for (const QString& name : game.players)
        players.append(name);
    return {{u"game"_s, game.id},
            {u"uuid"_s, game.uuid},
            {u"name"_s, game.name},
            {u"edition"_s, game.edition},
            {u"players"_s, players},
            {u"createdAt"_s, game.createdAt.toUTC().toString(Qt::ISODateWithMs)},
            {u"lastPlayedAt"_s, game.lastPlayedAt.toUTC().toString(Qt::ISODateWithMs)},
            {u"actions"_s, game.actionCount},
            {u"head"_s, game.head},
            {u"tip"_s, game.tip}};
}

LogOutcome newGame(LogStore& store, const QByteArray& input)
{
    LogOutcome refused;
    const std::optional<QJsonObject> object = readInput(input, refused);
    if (!object)
        return refused;
    JsonIssues issues;
    JsonReader reader(*object, QString(), &issues);
    const std::optional<rules::game::GameSetup> setup = setupFromJson(reader);
    // (the reader above has finished the request: its unknown fields are warned once)
    if (!setup || issues.failed())
        return refusal(issues.error()->field, issues.error()->message);
    StoreResult<qint64> id = GameLog::create(store, *setup);
    if (!id)
        return refusal(id.error(), u"players"_s);
    StoreResult<GameRow> row = store.game(id.value());
    if (!row)
        return refusal(row.error(), QString());
    QJsonObject result = gameJson(row.value());
    if (!issues.warnings().isEmpty())
        result[u"warnings"_s] = warningsJson(issues);
    return answer(result);
}

LogOutcome recordAction(GameLog& log, const QByteArray& input)
{
    LogOutcome refused;
    const std::optional<QJsonObject> object = readInput(input, refused);
    if (!object)
        return refused;
    JsonIssues issues;
    JsonReader reader(*object, QString(), &issues);
    const std::optional<rules::game::Action> action = actionFromJson(reader);
    // (the reader above has finished the request: its unknown fields are warned once)
    if (!action || issues.failed())
        return refusal(issues.error()->field, issues.error()->message);
    StoreResult<Recorded> recorded = log.record(*action);
    if (!recorded)
        return refusal(recorded.error(), QString());
    QJsonObject result = cursors(log);
    result[u"kind"_s] = toQString(rules::game::kindName(*action));
    result[u"recorded"_s] = recorded.value().recorded;
    if (recorded.value().recorded)
        result[u"seq"_s] = recorded.value().seq;
    writeVerdict(result, recorded.value().verdict);
    if (!issues.warnings().isEmpty())
        result[u"warnings"_s] = warningsJson(issues);
    return answer(result);
}

LogOutcome moveCursor(GameLog& log, const LogRequest& request)
{
    const bool undo = request.verb == LogVerb::Undo;
    std::optional<StoreError> error;
    if (!request.to) {
        error = undo ? log.undo() : log.redo();
    } else {
        const auto& line = log.line();
        const auto at = std::ranges::find(line, *request.to);
        if (*request.to != 0 && at == line.end())
            return refusal(u"--to"_s, u"action %1 is not on the current line of game %2"_s.arg(
                                          QString::number(*request.to), QString::number(log.id())));
        const std::size_t position = *request.to == 0 ? 0 : static_cast<std::size_t>(at - line.begin()) + 1;
        const std::size_t headPosition = log.headCount();
        if (undo && position > headPosition)
            return refusal(u"--to"_s, u"action %1 comes after the head (%2): use redo"_s.arg(
                                          QString::number(*request.to), QString::number(log.head())));
        if (!undo && position < headPosition)
            return refusal(u"--to"_s, u"action %1 comes before the head (%2): use undo"_s.arg(
                                          QString::number(*request.to), QString::number(log.head())));
        error = log.moveTo(*request.to);
    }
    if (error)
        return refusal(*error, undo ? u"undo"_s : u"redo"_s);
    return answer(cursors(log));
}

QJsonObject historyJson(qint64 game, qint64 head, qint64 tip, const QList<HistoryEntry>& entries)
{
    QJsonArray actions;
    for (const HistoryEntry& entry : entries)
        actions.append(QJsonObject{{u"seq"_s, entry.seq},
                                   {u"parent"_s, entry.parent},
                                   {u"status"_s, statusName(entry.status)},
                                   {u"kind"_s, entry.kind},
                                   {u"format"_s, entry.format},
                                   {u"action"_s, entry.action},
                                   {u"dice"_s, entry.dice},
                                   {u"verdict"_s, entry.verdict},
                                   {u"recordedAt"_s, entry.recordedAt.toUTC().toString(Qt::ISODateWithMs)}});
    QJsonObject result{{u"game"_s, game}, {u"head"_s, head}, {u"tip"_s, tip}};
    result[u"actions"_s] = actions;
    return result;
}

QJsonObject problemJson(const AuditProblem& problem)
{
    return {{u"game"_s, problem.game},
            {u"seq"_s, problem.seq},
            {u"field"_s, problem.field},
            {u"message"_s, problem.message}};
}

// verify: every game of the file (or --game), from the rows; the file is only read.
LogOutcome verifyLog(LogStore& store, std::optional<qint64> game)
{
    if (game) {
        StoreResult<GameRow> row = store.game(*game);
        if (!row)
            return refusal(u"--game"_s, row.error().message);
    }
    StoreResult<AuditReport> audit = auditLog(store, game);
    if (!audit)
        return refusal(audit.error(), QString());
    const AuditReport& report = audit.value();
    QJsonArray games;
    QStringList sentences;
    int actions = 0;
    int snapshots = 0;
    if (report.integrity != QStringList{u"ok"_s})
        sentences.append(u"SQLite's integrity check failed: "_s + report.integrity.join(u"; "_s));
    for (const GameAudit& audited : report.games) {
        QJsonArray problems;
        for (const AuditProblem& problem : audited.problems) {
            problems.append(problemJson(problem));
            sentences.append(problem.text());
        }
        actions += audited.actions;
        snapshots += audited.snapshotsChecked;
        games.append(QJsonObject{{u"game"_s, audited.game},
                                 {u"name"_s, audited.name},
                                 {u"ok"_s, audited.problems.isEmpty()},
                                 {u"chained"_s, audited.chained},
                                 {u"actions"_s, audited.actions},
                                 {u"snapshotsChecked"_s, audited.snapshotsChecked},
                                 {u"problems"_s, problems}});
    }
    LogOutcome outcome = answer({{u"ok"_s, report.ok()},
                                 {u"integrity"_s, QJsonArray::fromStringList(report.integrity)},
                                 {u"actions"_s, actions},
                                 {u"snapshots"_s, QJsonObject{{u"checked"_s, snapshots}}},
                                 {u"games"_s, games},
                                 {u"problems"_s, QJsonArray::fromStringList(sentences)}});
    if (!report.ok()) {
        outcome.exitCode = 1;
        outcome.diagnostic = u"arbiter-cli log: verify found problems: "_s + sentences.join(u" "_s);
    }
    return outcome;
}

// The game --game names, or the most recently played one, without opening (replaying) it.
StoreResult<GameRow> chosenGame(LogStore& store, std::optional<qint64> game)
{
    if (game)
        return store.game(*game);
    StoreResult<QList<GameRow>> games = store.games();
    if (!games)
        return games.error();
    if (games.value().isEmpty())
        return StoreError{StoreErrorKind::NotFound, u"%1 holds no game yet."_s.arg(store.path())};
    return games.value().first();
}

// One game's report with --game, else the records of every game of the file.
LogOutcome stats(LogStore& store, std::optional<qint64> game)
{
    if (!game) {
        StoreResult<QJsonObject> records = fileStatsJson(store);
        return records ? answer(records.value()) : refusal(records.error(), QString());
    }
    StoreResult<GameRow> row = store.game(*game);
    if (!row)
        return row.error().kind == StoreErrorKind::NotFound ? refusal(u"--game"_s, row.error().message)
                                                            : refusal(row.error(), QString());
    StoreResult<QJsonObject> report = gameStatsJson(store, row.value());
    return report ? answer(report.value()) : refusal(report.error(), QString());
}

LogOutcome rebuildGameSnapshots(LogStore& store, std::optional<qint64> game)
{
    StoreResult<GameRow> row = chosenGame(store, game);
    if (!row)
        return refusal(u"--game"_s, row.error().message);
    StoreResult<SnapshotRepair> repair = rebuildSnapshots(store, row.value().id);
    if (!repair)
        return refusal(repair.error(), QString());
    return answer({{u"game"_s, row.value().id},
                   {u"rewritten"_s, repair.value().rewritten},
                   {u"dropped"_s, repair.value().dropped}});
}

// history and export of a game that cannot be opened: every row as stored, and why it cannot be played.
LogOutcome readDamaged(LogStore& store, const GameRow& game, LogVerb verb, const StoreError& why)
{
    if (verb == LogVerb::Export) {
        StoreResult<QJsonObject> exported = GameLog::exportStored(store, game);
        if (!exported)
            return refusal(exported.error(), QString());
        return answer(exported.value(), QJsonDocument::Indented);
    }
    StoreResult<QList<HistoryEntry>> entries = GameLog::storedHistory(store, game);
    if (!entries)
        return refusal(entries.error(), QString());
    QJsonObject result = historyJson(game.id, game.head, game.tip, entries.value());
    result[u"damaged"_s] = why.message;
    if (why.damage)
        result[u"problem"_s] = damageJson(*why.damage);
    LogOutcome outcome = answer(result);
    outcome.diagnostic =
        u"arbiter-cli log: the game cannot be played, its rows are listed as stored: "_s + why.message;
    return outcome;
}

OpenMode modeOf(LogVerb verb)
{
    switch (verb) {
    case LogVerb::State:
    case LogVerb::History:
    case LogVerb::Export:
    case LogVerb::List:
    case LogVerb::Stats:
    case LogVerb::Verify:  // never writes: rebuild-snapshots does
        return OpenMode::Read;
    case LogVerb::New:
    case LogVerb::Do:
    case LogVerb::Undo:
    case LogVerb::Redo:
    case LogVerb::Import:
    case LogVerb::RebuildSnapshots:
        break;
    }
    return OpenMode::Write;
}

LogOutcome importGame(LogStore& store, const QByteArray& input)
{
    LogOutcome refused;
    const std::optional<QJsonObject> object = readInput(input, refused);
    if (!object)
        return refused;
    StoreResult<qint64> id = GameLog::importJson(store, *object);
    if (!id)
        return refusal(id.error(), QString());
    StoreResult<GameRow> row = store.game(id.value());
    if (!row)
        return refusal(row.error(), QString());
    return answer(gameJson(row.value()));
}

// `new` and `import` on a log that does not exist yet (or is empty): the log is made under a temporary
// name beside it, the game added, and only then is it put in place, so a full disk or a refused
// request leaves no empty log behind. nullopt when another process made the log meanwhile: the game
// then goes into that one.
std::optional<LogOutcome> onNewFile(const LogRequest& request)
{
    const QString path = QFileInfo(request.database).absoluteFilePath();
    const QString temp = detail::temporaryName(path);
    const auto cleanup = qScopeGuard([&temp] {
        for (const QString& suffix : {u""_s, u"-wal"_s, u"-shm"_s, u"-journal"_s})
            QFile::remove(temp + suffix);
    });
    LogOutcome outcome;
    {
        StoreResult<std::unique_ptr<LogStore>> opened = LogStore::open(temp, OpenMode::Write);
        if (!opened)
            outcome = openRefusal(opened.error());
        else if (request.verb == LogVerb::New)
            outcome = newGame(*opened.value(), request.input);
        else
            outcome = importGame(*opened.value(), request.input);
    }
    // Closing copied the game into the file and removed the -wal, unless there was no room to.
    if (outcome.exitCode == 0 && QFileInfo(temp + u"-wal"_s).size() > 0) {
        outcome = refusal(
            detail::nearlyFull(QFileInfo(path).absolutePath())
                ? detail::diskFull(path)
                : StoreError{StoreErrorKind::Io, u"%1 cannot be created: SQLite could not complete it."_s.arg(
                                                     detail::quoted(path))},
            QString());
    }
    if (outcome.exitCode != 0) {
        outcome.output.replace(temp.toUtf8(), path.toUtf8());
        outcome.diagnostic.replace(temp, path);
        return outcome;
    }
    StoreResult<bool> placed = detail::placeNewFile(temp, path);
    if (!placed)
        return openRefusal(placed.error());
    if (!placed.value())
        return std::nullopt;
    return outcome;
}

bool isNewFile(const QString& path)
{
    const QFileInfo info(path);
    return !info.exists() || (info.isFile() && info.size() == 0);
}

LogOutcome run(const LogRequest& request)
{
    if (request.database.isEmpty())
        return refusal(u"--db"_s, u"no log file given: use --db FILE"_s);
    if ((request.verb == LogVerb::New || request.verb == LogVerb::Import) && isNewFile(request.database)) {
        if (std::optional<LogOutcome> made = onNewFile(request))
            return *made;
    }
    StoreResult<std::unique_ptr<LogStore>> opened = LogStore::open(request.database, modeOf(request.verb));
    if (!opened)
        return openRefusal(opened.error());
    LogStore& store = *opened.value();

    switch (request.verb) {
    case LogVerb::New:
        return newGame(store, request.input);
    case LogVerb::List: {
        StoreResult<QList<GameRow>> games = store.games();
        if (!games)
            return refusal(games.error(), QString());
        QJsonArray list;
        for (const GameRow& game : games.value()) {
            QJsonObject entry = gameJson(game);
            // Listed all the same, marked: a damaged game is never shown as if it were sound.
            StoreResult<QList<AuditProblem>> problems = checkGameRows(store, game);
            if (!problems)
                return refusal(problems.error(), QString());
            if (!problems.value().isEmpty()) {
                const StoreError damaged = damagedGame(store.path(), problems.value());
                entry[u"damaged"_s] = damaged.message;
                entry[u"problem"_s] = damageJson(*damaged.damage);
            }
            list.append(entry);
        }
        return answer({{u"games"_s, list}});
    }
    case LogVerb::Import:
        return importGame(store, request.input);
    case LogVerb::Verify:
        return verifyLog(store, request.game);
    case LogVerb::RebuildSnapshots:
        return rebuildGameSnapshots(store, request.game);
    case LogVerb::Stats:
        return stats(store, request.game);
    default:
        break;
    }

    StoreResult<GameRow> row = chosenGame(store, request.game);
    if (!row)
        return row.error().kind == StoreErrorKind::NotFound ? refusal(u"--game"_s, row.error().message)
                                                            : refusal(row.error(), QString());
    if (request.raw)
        return readDamaged(store, row.value(), LogVerb::Export, {});
    StoreResult<std::unique_ptr<GameLog>> log = GameLog::open(store, row.value().id);
    if (!log) {
        // A damaged row stops the game, not the reading of what was recorded.
        if (log.error().kind == StoreErrorKind::Damaged && request.verb == LogVerb::History)
            return readDamaged(store, row.value(), request.verb, log.error());
        StoreError error = log.error();
        if (error.kind == StoreErrorKind::Damaged && request.verb == LogVerb::Export)
            error.message += u" `export --raw` gives its rows as they are stored."_s;
        return refusal(error, QString());
    }
    GameLog& game = *log.value();
    switch (request.verb) {
    case LogVerb::Do:
        return recordAction(game, request.input);
    case LogVerb::Undo:
    case LogVerb::Redo:
        return moveCursor(game, request);
    case LogVerb::State: {
        QJsonObject result = cursors(game);
        result[u"state"_s] = stateToJson(game.state());
        return answer(result);
    }
    case LogVerb::History: {
        StoreResult<QList<HistoryEntry>> entries = game.history();
        if (!entries)
            return refusal(entries.error(), QString());
        return answer(historyJson(game.id(), game.head(), game.tip(), entries.value()));
    }
    case LogVerb::Export: {
        StoreResult<QJsonObject> exported = game.exportJson();
        if (!exported)
            return refusal(exported.error(), QString());
        return answer(exported.value(), QJsonDocument::Indented);
    }
    case LogVerb::New:
    case LogVerb::Import:
    case LogVerb::List:
    case LogVerb::Verify:
    case LogVerb::RebuildSnapshots:
    case LogVerb::Stats:
        break;
    }
    return refusal(QString(), u"unhandled verb"_s);
}

}  // namespace

std::optional<LogVerb> logVerbFromName(const QString& name)
{
    for (const Named<LogVerb>& entry : verbNames)
        if (name == QLatin1StringView(entry.name.data(), static_cast<qsizetype>(entry.name.size())))
            return entry.value;
    return std::nullopt;
}

bool logVerbReadsInput(LogVerb verb)
{
    return verb == LogVerb::New || verb == LogVerb::Do || verb == LogVerb::Import;
}

LogOutcome runLog(const LogRequest& request)
{
    try {
        return run(request);
    } catch (const std::exception& error) {
        // Nothing below throws by design; running out of memory is the one way to get here.
        qCWarning(lcDb) << "log command failed:" << error.what();
        return refusal(QString(), u"internal error: %1"_s.arg(QString::fromUtf8(error.what())), 1);
    }
}

int fileRefusalExitCode(StoreErrorKind kind)
{
    switch (kind) {
    case StoreErrorKind::InUse:
    case StoreErrorKind::Moved:  // only after several tries, each against the file's newest head
        return exitTryAgain;
    case StoreErrorKind::NotSqlite:
    case StoreErrorKind::Foreign:
        return exitNotALog;
    case StoreErrorKind::TooNew:
        return exitNewer;
    case StoreErrorKind::Damaged:
        return exitDamaged;
    case StoreErrorKind::ReadOnly:
        return exitReadOnly;
    case StoreErrorKind::DiskFull:
        return exitDiskFull;
    case StoreErrorKind::BadRequest:
    case StoreErrorKind::NotFound:
    case StoreErrorKind::Io:
        break;
    }
    return exitFileError;
}

}  // namespace arbiter::db

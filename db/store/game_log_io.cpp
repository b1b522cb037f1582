// GameLog's whole-game operations: the history, export, import and verify; and reading a game whose
// rows cannot all be replayed (history and export, raw).

#include "db/codec/db_words.h"
#include "db/codec/game_json.h"
#include "db/codec/game_json_panic.h"
#include "db/codec/munchkin_json.h"
#include "db/store/game_log.h"
#include "db/store/log_audit.h"
#include "db/store/logging.h"
#include "db/store/replay.h"
#include "rules/munchkin/edition.h"

#include <QJsonDocument>
#include <QSet>
#include <QUuid>

#include <algorithm>
#include <unordered_map>
#include <vector>

using namespace Qt::StringLiterals;

namespace arbiter::db {

namespace game = rules::game;

namespace {

const QString exportFormatName = u"arbiter-game"_s;
constexpr int maxImportedActions = 1'000'000;

QString isoTime(const QDateTime& time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
}

StoreError importError(const JsonIssues& issues)
{
    const FieldIssue& issue = *issues.error();
    return {StoreErrorKind::BadRequest, issue.message, issue.field};
}

QDateTime readTime(JsonReader& reader, const QString& key)
{
    const QString text = reader.string(key, Need::Required, 64);
    if (reader.failed())
        return {};
    QDateTime time = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!time.isValid())
        reader.fail(key, DbErrors::tr("\"%1\" is not an ISO 8601 date and time").arg(text));
    return time.toUTC();
}

// One action of an export, read and decoded.
struct ImportedAction {
    ActionRow row;
    game::Action action;
};

QJsonObject parseObject(const QByteArray& bytes)
{
    return QJsonDocument::fromJson(bytes).object();
}

// Every row as a history entry: on the line (seq -> its position, from 1) and in effect up to headIndex.
QList<HistoryEntry> entriesOf(const QList<ActionRow>& rows,
                              const std::unordered_map<qint64, std::size_t>& position, std::size_t headIndex)
{
    QList<HistoryEntry> entries;
    entries.reserve(rows.size());
    for (const ActionRow& row : rows) {
        HistoryEntry entry;
        entry.seq = row.seq;
        entry.parent = row.parent;
        const auto at = position.find(row.seq);
        entry.status = at == position.end()      ? ActionStatus::Abandoned
                       : at->second <= headIndex ? ActionStatus::Done
                                                 : ActionStatus::Undone;
        entry.kind = row.action.kind;
        entry.format = row.action.format;
        entry.action = parseObject(row.action.payload);
        entry.dice = QJsonDocument::fromJson(row.action.dice).array();
        entry.verdict = parseObject(row.action.verdict);
        entry.recordedAt = row.action.recordedAt;
        entries.append(std::move(entry));
    }
    return entries;
}

QJsonObject exportObject(const GameRow& game, const QJsonObject& setup, const QList<HistoryEntry>& entries)
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
                                   {u"recordedAt"_s, isoTime(entry.recordedAt)}});
    const QJsonObject gameObject{{u"uuid"_s, game.uuid},
                                 {u"name"_s, game.name},
                                 {u"edition"_s, game.edition},
                                 {u"createdAt"_s, isoTime(game.createdAt)},
                                 {u"lastPlayedAt"_s, isoTime(game.lastPlayedAt)},
                                 {u"setup"_s, setup},
                                 {u"head"_s, game.head},
                                 {u"tip"_s, game.tip}};
    return QJsonObject{{u"format"_s, exportFormatName},
                       {u"version"_s, GameLog::exportVersion},
                       {u"game"_s, gameObject},
                       {u"actions"_s, actions}};
}

}  // namespace

StoreResult<QList<HistoryEntry>> GameLog::history()
{
    StoreResult<QList<ActionRow>> rows = m_store.actions(m_game.id);
    if (!rows)
        return rows.error();
    std::unordered_map<qint64, std::size_t> position;
    for (std::size_t i = 0; i < m_line.size(); ++i)
        position.emplace(m_line[i], i + 1);
    return entriesOf(rows.value(), position, m_headIndex);
}

StoreResult<QJsonObject> GameLog::exportJson()
{
    StoreResult<QList<HistoryEntry>> entries = history();
    if (!entries)
        return entries.error();
    return exportObject(m_game, setupToJson(m_setup), entries.value());
}

StoreResult<QList<HistoryEntry>> GameLog::storedHistory(LogStore& store, const GameRow& game)
{
    StoreResult<QList<ActionRow>> rows = store.actions(game.id);
    if (!rows)
        return rows.error();
    // The line from the parents alone: walked back from tip, as far as the rows go.
    std::unordered_map<qint64, qint64> parentOf;
    for (const ActionRow& row : rows.value())
        parentOf.emplace(row.seq, row.parent);
    std::vector<qint64> line;
    for (auto at = parentOf.find(game.tip); at != parentOf.end() && line.size() < parentOf.size();
         at = parentOf.find(at->second))
        line.push_back(at->first);
    std::ranges::reverse(line);
    std::unordered_map<qint64, std::size_t> position;
    std::size_t headIndex = 0;
    for (std::size_t i = 0; i < line.size(); ++i) {
        position.emplace(line[i], i + 1);
        if (line[i] == game.head)
            headIndex = i + 1;
    }
    return entriesOf(rows.value(), position, headIndex);
}

StoreResult<QJsonObject> GameLog::exportStored(LogStore& store, const GameRow& game)
{
    StoreResult<QList<HistoryEntry>> entries = storedHistory(store, game);
    if (!entries)
        return entries.error();
    return exportObject(game, parseObject(game.setup), entries.value());
}

StoreResult<qint64> GameLog::importJson(LogStore& store, const QJsonObject& exported)
{
    JsonIssues issues;
    JsonReader top(exported, QString(), &issues);
    const QString format = top.string(u"format"_s, Need::Required);
    if (!top.failed() && format != exportFormatName)
        top.fail(u"format"_s, DbErrors::tr("\"%1\" is not an Arbiter game export (expected \"%2\")")
                                  .arg(format, exportFormatName));
    const int version = top.requiredInteger(u"version"_s, 1, 1'000'000);
    if (!top.failed() && version > exportVersion)
        top.fail(u"version"_s,
                 DbErrors::tr("version %1 was written by a newer Arbiter; this one reads up to version %2")
                     .arg(QString::number(version), QString::number(exportVersion)));

    NewGameRow row;
    std::optional<game::GameSetup> setup;
    qint64 head = 0;
    qint64 tip = 0;
    if (std::optional<JsonReader> gameObject = top.object(u"game"_s, Need::Required)) {
        row.uuid = gameObject->string(u"uuid"_s, Need::Required, 64);
        if (!gameObject->failed() && QUuid::fromString(row.uuid).isNull())
            gameObject->fail(u"uuid"_s, DbErrors::tr("\"%1\" is not a UUID").arg(row.uuid));
        // The name the table gave the game (it may have been renamed since its setup).
        row.name = gameObject->string(u"name"_s, Need::Optional);
        gameObject->string(u"edition"_s, Need::Optional);
        row.createdAt = readTime(*gameObject, u"createdAt"_s);
        if (gameObject->has(u"lastPlayedAt"_s))
            readTime(*gameObject, u"lastPlayedAt"_s);
        if (std::optional<JsonReader> setupObject = gameObject->object(u"setup"_s, Need::Required))
            setup = setupFromJson(*setupObject);
        head = gameObject->integer(u"head"_s, 0, maxImportedActions, 0);
        tip = gameObject->integer(u"tip"_s, 0, maxImportedActions, 0);
        gameObject->finish();
    }
    if (top.failed())
        return importError(issues);

    std::vector<ImportedAction> imported;
    QSet<qint64> seqs;
    qint64 lastSeq = 0;
    for (JsonReader object : top.objects(u"actions"_s, Need::Optional, 0, maxImportedActions)) {
        ImportedAction entry;
        entry.row.seq = object.requiredInteger(u"seq"_s, 1, maxImportedActions);
        entry.row.parent = object.integer(u"parent"_s, 0, maxImportedActions, 0);
        if (!object.failed() && entry.row.seq <= lastSeq)
            object.fail(u"seq"_s, DbErrors::tr("actions must come in increasing seq order"));
        if (!object.failed() && entry.row.parent != 0 && !seqs.contains(entry.row.parent))
            object.fail(u"parent"_s,
                        DbErrors::tr("%1 is not the seq of an earlier action").arg(entry.row.parent));
        entry.row.action.format = object.integer(u"format"_s, 1, 1'000'000, game::actionFormatVersion);
        const QString kind = object.string(u"kind"_s, Need::Required, 64);
        object.has(u"status"_s);   // derived from the cursors on import
        object.has(u"dice"_s);     // derived from the action
        object.has(u"verdict"_s);  // recomputed by replay
        if (object.has(u"recordedAt"_s))
            entry.row.action.recordedAt = readTime(object, u"recordedAt"_s);
        std::optional<JsonReader> actionObject = object.object(u"action"_s, Need::Required);
        std::optional<game::Action> action;
        if (actionObject && !object.failed())
            action = actionFromJson(*actionObject, entry.row.action.format);
        if (action && toQString(game::kindName(*action)) != kind)
            object.fail(u"kind"_s, DbErrors::tr("\"%1\" does not match the action's own kind").arg(kind));
        object.finish();
        if (object.failed() || !action)
            return importError(issues);
        lastSeq = entry.row.seq;
        seqs.insert(entry.row.seq);
        entry.row.action.kind = kind;
        entry.row.action.format = game::actionFormatVersion;  // stored in today's format
        entry.row.action.payload = compact(actionToJson(*action));
        entry.action = std::move(*action);
        imported.push_back(std::move(entry));
    }
    top.finish();
    if (top.failed() || !setup)
        return importError(issues);

    const rules::Verdict setupVerdict = game::checkSetup(*setup);
    if (!setupVerdict.legal) {
        const QString field = setupField(*setup, setupVerdict);
        return StoreError{StoreErrorKind::BadRequest, refusalText(setupVerdict),
                          field.isEmpty() ? u"game.setup"_s : u"game.setup."_s + field};
    }

    // Every action, abandoned ones too, must replay legally; the verdicts are the referee's own.
    std::vector<TreeRow> tree;
    tree.reserve(imported.size());
    for (const ImportedAction& entry : imported)
        tree.push_back({entry.row.seq, entry.row.parent, &entry.action});
    std::optional<TreeReplayFailure> failure = replayTree(
        game::startGame(*setup), tree, [&](std::size_t i, const rules::Verdict& verdict, const auto&) {
            imported[i].row.action.verdict = compact(verdictToJson(verdict));
        });
    if (failure)
        return StoreError{StoreErrorKind::BadRequest,
                          DbErrors::tr("%1: %2", "why an action is refused, then the referee's reason")
                              .arg(failure->why, refusalText(failure->verdict)),
                          u"actions[%1].action"_s.arg(failure->index)};

    QList<ActionRow> rows;
    rows.reserve(static_cast<qsizetype>(imported.size()));
    for (ImportedAction& entry : imported) {
        entry.row.action.dice = [&] {
            QJsonArray dice;
            for (int die : game::diceOf(entry.action))
                dice.append(die);
            return QJsonDocument(dice).toJson(QJsonDocument::Compact);
        }();
        if (!entry.row.action.recordedAt.isValid())
            entry.row.action.recordedAt = row.createdAt;
        rows.append(std::move(entry.row));
    }
    if (row.name.isEmpty())
        row.name = toQString(setup->name);
    row.edition = editionLabel(*setup);
    for (const game::SetupPlayer& player : setup->players)
        row.players.append(toQString(player.name));
    row.setup = compact(setupToJson(*setup));
    return store.importGame(row, rows, head, tip);
}

StoreResult<VerifyReport> GameLog::verify()
{
    StoreResult<AuditReport> audit = auditLog(m_store, m_game.id);
    if (!audit)
        return audit.error();
    VerifyReport report;
    report.integrity = audit.value().integrity;
    if (report.integrity != QStringList{u"ok"_s})
        report.problems.append(
            DbErrors::tr("SQLite's integrity check failed: %1").arg(report.integrity.join(u"; "_s)));
    const GameAudit& game = audit.value().games.first();
    report.actions = game.actions;
    report.snapshotsChecked = game.snapshotsChecked;
    for (const AuditProblem& problem : game.problems)
        report.problems.append(problem.text());
    if (game.stateAtHead && !(*game.stateAtHead == m_state))
        report.problems.append(DbErrors::tr("The state at head differs from a full replay."));
    report.ok = report.problems.isEmpty();
    return report;
}

}  // namespace arbiter::db

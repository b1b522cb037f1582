// GameLog's whole-game operations: export, import and verify.

#include "db/game_json.h"
#include "db/game_json_panic.h"
#include "db/game_log.h"
#include "db/logging.h"
#include "db/munchkin_json.h"
#include "db/replay.h"
#include "rules/munchkin/edition.h"

#include <QJsonDocument>
#include <QSet>
#include <QUuid>

#include <unordered_map>

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
        reader.fail(key, u"\"%1\" is not an ISO 8601 date and time"_s.arg(text));
    return time.toUTC();
}

// One action of an export, read and decoded.
struct ImportedAction {
    ActionRow row;
    game::Action action;
};

}  // namespace

StoreResult<QJsonObject> GameLog::exportJson()
{
    StoreResult<QList<HistoryEntry>> entries = history();
    if (!entries)
        return entries.error();
    QJsonArray actions;
    for (const HistoryEntry& entry : entries.value())
        actions.append(QJsonObject{{u"seq"_s, entry.seq},
                                   {u"parent"_s, entry.parent},
                                   {u"status"_s, statusName(entry.status)},
                                   {u"kind"_s, entry.kind},
                                   {u"format"_s, entry.format},
                                   {u"action"_s, entry.action},
                                   {u"dice"_s, entry.dice},
                                   {u"verdict"_s, entry.verdict},
                                   {u"recordedAt"_s, isoTime(entry.recordedAt)}});
    const QJsonObject gameObject{{u"uuid"_s, m_game.uuid},
                                 {u"name"_s, m_game.name},
                                 {u"edition"_s, m_game.edition},
                                 {u"createdAt"_s, isoTime(m_game.createdAt)},
                                 {u"lastPlayedAt"_s, isoTime(m_game.lastPlayedAt)},
                                 {u"setup"_s, setupToJson(m_setup)},
                                 {u"head"_s, m_game.head},
                                 {u"tip"_s, m_game.tip}};
    return QJsonObject{{u"format"_s, exportFormatName},
                       {u"version"_s, exportVersion},
                       {u"game"_s, gameObject},
                       {u"actions"_s, actions}};
}

StoreResult<qint64> GameLog::importJson(LogStore& store, const QJsonObject& exported)
{
    JsonIssues issues;
    JsonReader top(exported, QString(), &issues);
    const QString format = top.string(u"format"_s, Need::Required);
    if (!top.failed() && format != exportFormatName)
        top.fail(u"format"_s,
                 u"\"%1\" is not an Arbiter game export (expected \"%2\")"_s.arg(format, exportFormatName));
    const int version = top.requiredInteger(u"version"_s, 1, 1'000'000);
    if (!top.failed() && version > exportVersion)
        top.fail(u"version"_s,
                 u"version %1 was written by a newer Arbiter; this one reads up to version %2"_s.arg(
                     QString::number(version), QString::number(exportVersion)));

    NewGameRow row;
    std::optional<game::GameSetup> setup;
    qint64 head = 0;
    qint64 tip = 0;
    if (std::optional<JsonReader> gameObject = top.object(u"game"_s, Need::Required)) {
        row.uuid = gameObject->string(u"uuid"_s, Need::Required, 64);
        if (!gameObject->failed() && QUuid::fromString(row.uuid).isNull())
            gameObject->fail(u"uuid"_s, u"\"%1\" is not a UUID"_s.arg(row.uuid));
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
            object.fail(u"seq"_s, u"actions must come in increasing seq order"_s);
        if (!object.failed() && entry.row.parent != 0 && !seqs.contains(entry.row.parent))
            object.fail(u"parent"_s, u"%1 is not the seq of an earlier action"_s.arg(entry.row.parent));
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
            object.fail(u"kind"_s, u"\"%1\" does not match the action's own kind"_s.arg(kind));
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
        const QString field = panicSetupField(*setup, setupVerdict);
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
        return StoreError{StoreErrorKind::BadRequest, failure->why + u": "_s + refusalText(failure->verdict),
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
    VerifyReport report;
    StoreResult<QStringList> integrity = m_store.integrityCheck();
    if (!integrity)
        return integrity.error();
    report.integrity = integrity.value();
    if (report.integrity != QStringList{u"ok"_s}) {
        report.ok = false;
        report.problems.append(u"SQLite's integrity check failed: "_s + report.integrity.join(u"; "_s));
    }

    StoreResult<QList<ActionRow>> rows = m_store.actions(m_game.id);
    if (!rows)
        return rows.error();
    std::vector<game::Action> actions;
    actions.reserve(static_cast<std::size_t>(rows.value().size()));
    std::vector<TreeRow> tree;
    for (const ActionRow& row : rows.value()) {
        JsonIssues issues;
        const int format = row.action.format;
        std::optional<game::Action> action = parseStored<game::Action>(
            row.action.payload, issues,
            [format](JsonReader& reader) { return actionFromJson(reader, format); });
        if (!action) {
            report.ok = false;
            report.problems.append(u"Action %1 cannot be read: %2"_s.arg(
                QString::number(row.seq), issues.error() ? issues.error()->message : QString()));
            return report;
        }
        actions.push_back(std::move(*action));
    }
    for (qsizetype i = 0; i < rows.value().size(); ++i)
        tree.push_back({rows.value()[i].seq, rows.value()[i].parent, &actions[static_cast<std::size_t>(i)]});

    StoreResult<QList<SnapshotRow>> snapshots = m_store.snapshots(m_game.id);
    if (!snapshots)
        return snapshots.error();
    std::unordered_map<qint64, const SnapshotRow*> snapshotAt;
    for (const SnapshotRow& snapshot : snapshots.value())
        snapshotAt.emplace(snapshot.seq, &snapshot);

    std::optional<game::GameState> atHead;
    if (m_game.head == 0)
        atHead = game::startGame(m_setup);
    std::vector<SnapshotRow> rebuilt;
    std::optional<TreeReplayFailure> failure = replayTree(
        game::startGame(m_setup), tree,
        [&](std::size_t i, const rules::Verdict&, const game::GameState& state) {
            const qint64 seq = tree[i].seq;
            ++report.actions;
            if (seq == m_game.head)
                atHead = state;
            const auto snapshot = snapshotAt.find(seq);
            if (snapshot == snapshotAt.end())
                return;
            ++report.snapshotsChecked;
            JsonIssues issues;
            std::optional<game::GameState> stored = parseStored<game::GameState>(
                snapshot->second->state, issues, [](JsonReader& reader) { return stateFromJson(reader); });
            const bool agrees = snapshot->second->intact && snapshot->second->engine == engineVersion
                                && stored && *stored == state;
            if (!agrees) {
                report.problems.append(u"The snapshot after action %1 disagrees with replay."_s.arg(seq));
                rebuilt.push_back({seq, engineVersion, compact(stateToJson(state)), true});
            }
        });
    if (failure) {
        report.ok = false;
        report.problems.append(u"Action %1 cannot be replayed: %2: %3"_s.arg(
            QString::number(tree[failure->index].seq), failure->why, refusalText(failure->verdict)));
        return report;
    }
    if (!atHead || !(*atHead == m_state)) {
        report.ok = false;
        report.problems.append(u"The state at head differs from a full replay."_s);
    }
    for (const SnapshotRow& snapshot : rebuilt) {
        if (m_store.mode() != OpenMode::Write)
            break;
        if (std::optional<StoreError> error = m_store.putSnapshot(m_game.id, snapshot))
            report.problems.append(u"The snapshot after action %1 could not be rebuilt: %2"_s.arg(
                QString::number(snapshot.seq), error->message));
        else
            ++report.snapshotsRebuilt;
    }
    return report;
}

}  // namespace arbiter::db

#include "db/store/log_audit.h"
#include "db/codec/db_words.h"

#include "db/codec/game_json.h"
#include "db/codec/munchkin_json.h"
#include "db/store/game_log.h"
#include "db/store/log_chain.h"
#include "rules/game/apply.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <unordered_map>

using namespace Qt::StringLiterals;

namespace arbiter::db {

namespace game = rules::game;

namespace {

// A stored ruling reduced to what it decides: legal or not, and the rules it cites in order. The
// sentences may be worded better in a later version; the decision may not change.
QString rulingOf(const QJsonObject& verdict)
{
    QStringList rules;
    for (const QJsonValue& reason : verdict.value(u"reasons"_s).toArray())
        rules.append(reason.toObject().value(u"rule"_s).toString());
    return u"legal: %1; rules: %2"_s.arg(verdict.value(u"legal"_s).toBool() ? u"yes"_s : u"no"_s,
                                         rules.isEmpty() ? u"none"_s : rules.join(u", "_s));
}

QString rulingOf(const QByteArray& stored)
{
    const QJsonDocument document = QJsonDocument::fromJson(stored);
    return document.isObject() ? rulingOf(document.object()) : u"unreadable"_s;
}

QString diceText(const QJsonArray& dice)
{
    return QString::fromUtf8(QJsonDocument(dice).toJson(QJsonDocument::Compact));
}

QString diceText(const std::vector<int>& dice)
{
    QJsonArray array;
    for (int die : dice)
        array.append(die);
    return diceText(array);
}

// Replays every row of a game, abandoned branches too, each on the state after its parent. A row
// that cannot be read or is refused breaks its branch: what follows it is not replayed.
class TreeReplay {
public:
    TreeReplay(const QList<ActionRow>& rows, game::GameState start) : m_rows(rows)
    {
        for (const ActionRow& row : rows)
            ++m_children[row.parent];
        m_waiting.emplace(0, std::move(start));
    }

    // onRow(row, action, verdict, stateAfter) for each replayed row; onBroken(row, field, why) for a
    // row that breaks its branch; onUnreached(row, brokenSeq) for each row after one.
    template <typename OnRow, typename OnBroken, typename OnUnreached>
    void run(OnRow onRow, OnBroken onBroken, OnUnreached onUnreached)
    {
        std::unordered_map<qint64, qint64> brokenRoot;  // seq -> the broken row its branch follows
        for (const ActionRow& row : m_rows) {
            const auto parent = m_waiting.find(row.parent);
            if (parent == m_waiting.end()) {
                const auto root = brokenRoot.find(row.parent);
                const qint64 broken = root == brokenRoot.end() ? row.parent : root->second;
                brokenRoot.emplace(row.seq, broken);
                onUnreached(row, broken);
                continue;
            }
            game::GameState state;
            if (--m_children[row.parent] == 0) {
                state = std::move(parent->second);
                m_waiting.erase(parent);
            } else {
                state = parent->second;
            }
            JsonIssues issues;
            const int format = row.action.format;
            std::optional<game::Action> action = parseStrictly<game::Action>(
                row.action.payload, issues,
                [format](JsonReader& reader) { return actionFromJson(reader, format); });
            if (!action) {
                const FieldIssue issue = issues.error().value_or(FieldIssue{});
                onBroken(row, issue.field.isEmpty() ? u"payload"_s : u"payload."_s + issue.field,
                         DbErrors::tr("it cannot be read: %1").arg(issue.message));
                brokenRoot.emplace(row.seq, row.seq);
                continue;
            }
            const rules::Verdict verdict = game::apply(state, *action);
            if (!verdict.legal) {
                onBroken(row, u"payload"_s,
                         DbErrors::tr("the referee refuses it: %1").arg(refusalText(verdict)));
                brokenRoot.emplace(row.seq, row.seq);
                continue;
            }
            onRow(row, *action, verdict, state);
            if (m_children.contains(row.seq))
                m_waiting.insert_or_assign(row.seq, std::move(state));
        }
    }

private:
    const QList<ActionRow>& m_rows;
    std::unordered_map<qint64, int> m_children;
    std::unordered_map<qint64, game::GameState> m_waiting;
};

std::optional<game::GameSetup> readSetup(const GameRow& row, FieldIssue& issue)
{
    JsonIssues issues;
    std::optional<game::GameSetup> setup = parseStrictly<game::GameSetup>(
        row.setup, issues, [](JsonReader& reader) { return setupFromJson(reader); });
    if (!setup)
        issue = issues.error().value_or(FieldIssue{});
    return setup;
}

class GameAuditor {
public:
    GameAuditor(LogStore& store, GameRow game, QList<ActionRow> rows)
        : m_store(store), m_game(std::move(game)), m_rows(std::move(rows))
    {
        m_audit.game = m_game.id;
        m_audit.name = m_game.name;
        m_audit.chained = m_game.chained;
        for (const ActionRow& row : m_rows)
            m_bySeq.insert(row.seq, &row);
    }

    StoreResult<GameAudit> run()
    {
        m_audit.problems = rowProblems(m_game, m_rows);
        FieldIssue setupIssue;
        const std::optional<game::GameSetup> setup = readSetup(m_game, setupIssue);
        if (!setup) {
            add(0, setupIssue.field.isEmpty() ? u"setup"_s : u"setup."_s + setupIssue.field,
                DbErrors::tr("the setup cannot be read, so no action was replayed: %1")
                    .arg(setupIssue.message));
            return m_audit;
        }
        StoreResult<QList<SnapshotRow>> snapshots = m_store.snapshots(m_game.id);
        if (!snapshots)
            return snapshots.error();
        QHash<qint64, const SnapshotRow*> snapshotAt;
        for (const SnapshotRow& snapshot : snapshots.value()) {
            snapshotAt.insert(snapshot.seq, &snapshot);
            if (!m_bySeq.contains(snapshot.seq))
                add(snapshot.seq, u"snapshot"_s,
                    DbErrors::tr("a snapshot of an action the game does not have."));
        }
        if (m_game.head == 0)
            m_audit.stateAtHead = game::startGame(*setup);
        QHash<qint64, int> unreached;
        TreeReplay(m_rows, game::startGame(*setup))
            .run(
                [&](const ActionRow& row, const game::Action& action, const rules::Verdict& verdict,
                    const game::GameState& state) {
                    ++m_audit.actions;
                    checkReplayed(row, action, verdict);
                    if (const SnapshotRow* snapshot = snapshotAt.value(row.seq))
                        checkSnapshot(row, *snapshot, state);
                    if (row.seq == m_game.head)
                        m_audit.stateAtHead = state;
                },
                [&](const ActionRow& row, const QString& field, const QString& why) {
                    add(row.seq, field, why);
                },
                [&](const ActionRow&, qint64 broken) { ++unreached[broken]; });
        for (auto at = unreached.cbegin(); at != unreached.cend(); ++at)
            if (m_bySeq.contains(at.key()))
                add(at.key(), u"parent"_s,
                    DbErrors::tr("%n later action(s) follow it and were not replayed.", nullptr, at.value()));
        return m_audit;
    }

private:
    void add(qint64 seq, const QString& field, const QString& message)
    {
        m_audit.problems.append({m_game.id, seq, field, message});
    }

    void checkReplayed(const ActionRow& row, const game::Action& action, const rules::Verdict& verdict)
    {
        const QString kind = toQString(game::kindName(action));
        if (kind != row.action.kind)
            add(row.seq, u"kind"_s,
                DbErrors::tr("the row says “%1” but its payload is “%2”.").arg(row.action.kind, kind));
        const QString stored = rulingOf(row.action.verdict);
        const QString replayed = rulingOf(verdictToJson(verdict));
        if (stored != replayed)
            add(row.seq, u"verdict"_s,
                DbErrors::tr("the stored ruling (%1) is not the referee's (%2).").arg(stored, replayed));
        const QString storedDice = diceText(QJsonDocument::fromJson(row.action.dice).array());
        const QString rolled = diceText(game::diceOf(action));
        if (storedDice != rolled)
            add(row.seq, u"dice"_s,
                DbErrors::tr("the stored dice %1 are not the action's %2.").arg(storedDice, rolled));
    }

    void checkSnapshot(const ActionRow& row, const SnapshotRow& snapshot, const game::GameState& state)
    {
        if (snapshot.engine != GameLog::engineVersion)
            return;  // another engine's: never used, nothing to compare
        ++m_audit.snapshotsChecked;
        if (!snapshot.intact) {
            add(row.seq, u"snapshot"_s,
                DbErrors::tr("the snapshot's checksum does not match its state. It is ignored: the game "
                             "opens by replay."));
            return;
        }
        JsonIssues issues;
        const std::optional<game::GameState> stored = parseStrictly<game::GameState>(
            snapshot.state, issues, [](JsonReader& reader) { return stateFromJson(reader); });
        if (!stored)
            add(row.seq, u"snapshot"_s,
                DbErrors::tr("the snapshot cannot be read. It is ignored: the game opens by replay."));
        else if (!(*stored == state))
            add(row.seq, u"snapshot"_s,
                DbErrors::tr(
                    "the snapshot's state differs from replay. It is ignored: the game opens by replay."));
        else if (m_audit.chained && row.stateDigest != chain::digestOf(snapshot.state))
            add(row.seq, u"snapshot"_s,
                DbErrors::tr("the snapshot is not the one the chain recorded with the action. It is ignored: "
                             "the game opens by replay."));
    }

    LogStore& m_store;
    GameRow m_game;
    QList<ActionRow> m_rows;
    QHash<qint64, const ActionRow*> m_bySeq;
    GameAudit m_audit;
};

}  // namespace

bool AuditReport::ok() const
{
    return integrity == QStringList{u"ok"_s} && problems().isEmpty();
}

QList<AuditProblem> AuditReport::problems() const
{
    QList<AuditProblem> all;
    for (const GameAudit& audit : games)
        all.append(audit.problems);
    return all;
}

StoreResult<GameAudit> auditGame(LogStore& store, qint64 game)
{
    StoreResult<GameRow> row = store.game(game);
    if (!row)
        return row.error();
    StoreResult<QList<ActionRow>> rows = store.actions(game);
    if (!rows)
        return rows.error();
    return GameAuditor(store, std::move(row).value(), std::move(rows).value()).run();
}

StoreResult<AuditReport> auditLog(LogStore& store, std::optional<qint64> game)
{
    AuditReport report;
    StoreResult<QStringList> integrity = store.integrityCheck();
    if (!integrity)
        return integrity.error();
    report.integrity = integrity.value();
    QList<qint64> ids;
    if (game) {
        ids.append(*game);
    } else {
        StoreResult<QList<GameRow>> games = store.games();
        if (!games)
            return games.error();
        for (const GameRow& row : games.value())
            ids.append(row.id);
        std::sort(ids.begin(), ids.end());  // oldest first: the order they were made
    }
    for (qint64 id : ids) {
        StoreResult<GameAudit> audit = auditGame(store, id);
        if (!audit)
            return audit.error();
        report.games.append(std::move(audit).value());
    }
    return report;
}

StoreResult<SnapshotRepair> rebuildSnapshots(LogStore& store, qint64 game)
{
    StoreResult<GameRow> row = store.game(game);
    if (!row)
        return row.error();
    FieldIssue issue;
    const std::optional<game::GameSetup> setup = readSetup(row.value(), issue);
    if (!setup) {
        return StoreError{
            StoreErrorKind::Damaged,
            DbErrors::tr("The setup of game %1 cannot be read (%2), so no state can be replayed.")
                .arg(game)
                .arg(issue.message)};
    }
    StoreResult<QList<SnapshotRow>> snapshots = store.snapshots(game);
    if (!snapshots)
        return snapshots.error();
    QHash<qint64, const SnapshotRow*> snapshotAt;
    for (const SnapshotRow& snapshot : snapshots.value())
        snapshotAt.insert(snapshot.seq, &snapshot);
    StoreResult<QList<ActionRow>> rows = store.actions(game);
    if (!rows)
        return rows.error();

    QList<SnapshotRow> rewrite;
    QHash<qint64, bool> reached;
    TreeReplay(rows.value(), game::startGame(*setup))
        .run(
            [&](const ActionRow& action, const game::Action&, const rules::Verdict&,
                const game::GameState& state) {
                const SnapshotRow* snapshot = snapshotAt.value(action.seq);
                if (!snapshot)
                    return;
                reached.insert(action.seq, true);
                const QByteArray replayed = compact(stateToJson(state));
                if (!snapshot->intact || snapshot->engine != GameLog::engineVersion
                    || snapshot->state != replayed)
                    rewrite.append({action.seq, GameLog::engineVersion, replayed, true});
            },
            [](const ActionRow&, const QString&, const QString&) {}, [](const ActionRow&, qint64) {});
    SnapshotRepair repair;
    for (const SnapshotRow& snapshot : rewrite) {
        if (std::optional<StoreError> error = store.putSnapshot(game, snapshot))
            return *error;
        ++repair.rewritten;
    }
    for (const SnapshotRow& snapshot : snapshots.value()) {
        if (reached.contains(snapshot.seq))
            continue;
        if (std::optional<StoreError> error = store.dropSnapshot(game, snapshot.seq))
            return *error;
        ++repair.dropped;
    }
    return repair;
}

}  // namespace arbiter::db

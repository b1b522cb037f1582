#include "db/store/log_check.h"
#include "db/codec/db_words.h"

#include "db/store/log_chain.h"

#include <QHash>

#include <algorithm>
#include <type_traits>
#include <utility>
#include <vector>

using namespace Qt::StringLiterals;

namespace arbiter::db {

namespace {

// A row's hash as the checks compare it. A RowLink keeps only a hash of 64 digits: any other fails its
// own row, so the check finds a problem and names it from the rows read whole.
QString hashOf(const ActionRow& row)
{
    return row.hash;
}

QString hashOf(const RowLink& row)
{
    return row.hashed ? QString::fromLatin1(row.hash.data(), 64) : QString();
}

// The leaves of `rows` (seq order or not), in ascending seq: chain::leavesOf() for either kind of row.
template <typename Rows>
QList<chain::Leaf> leavesOf(const Rows& rows)
{
    std::vector<qint64> parents;
    parents.reserve(static_cast<std::size_t>(rows.size()));
    for (const auto& row : rows)
        parents.push_back(row.parent);
    std::sort(parents.begin(), parents.end());
    QList<chain::Leaf> leaves;
    for (const auto& row : rows) {
        if (!std::binary_search(parents.cbegin(), parents.cend(), row.seq))
            leaves.append({row.seq, hashOf(row)});
    }
    std::sort(leaves.begin(), leaves.end(),
              [](const chain::Leaf& a, const chain::Leaf& b) { return a.seq < b.seq; });
    return leaves;
}

// The checks over every row of a game: whole rows (QList<ActionRow>, hashed here) or the links opening a
// game keeps (std::vector<RowLink>, hashed as they were read).
template <typename Rows>
class RowChecker {
    using Row = std::remove_cvref_t<decltype(*std::declval<const Rows&>().begin())>;

public:
    RowChecker(const GameRow& game, const Rows& rows) : m_game(game), m_rows(rows)
    {
        // Rows come in seq order: a row is found at its place when the seqs have no gap, else by a search.
        m_sorted = std::is_sorted(rows.cbegin(), rows.cend(),
                                  [](const Row& a, const Row& b) { return a.seq < b.seq; });
        if (!m_sorted) {
            m_bySeq.reserve(static_cast<qsizetype>(rows.size()));
            for (const Row& row : rows)
                m_bySeq.insert(row.seq, &row);
        }
    }

    QList<AuditProblem> run()
    {
        checkSeqs();
        if (m_game.chained)
            checkChain();
        checkCursors();
        return m_problems;
    }

private:
    void add(qint64 seq, const QString& field, const QString& message)
    {
        m_problems.append({m_game.id, seq, field, message});
    }

    void checkSeqs()
    {
        qint64 expected = 1;
        for (const Row& row : m_rows) {
            if (row.seq > expected) {
                add(expected, u"seq"_s,
                    row.seq == expected + 1 ? DbErrors::tr("this action's row is missing.")
                                            : DbErrors::tr("the rows of actions %1 to %2 are missing.")
                                                  .arg(expected)
                                                  .arg(row.seq - 1));
            }
            expected = row.seq + 1;
        }
    }

    void checkChain()
    {
        const QString genesis = chain::genesis(m_game.uuid, m_game.edition, m_game.setup);
        for (const Row& row : m_rows) {
            const Row* parent = rowAt(row.parent);
            if (row.parent != 0 && !parent) {
                add(row.seq, u"parent"_s,
                    DbErrors::tr("it follows action %1, which the game does not have.").arg(row.parent));
                continue;
            }
            if (!matches(row, parent, genesis)) {
                add(row.seq, u"hash"_s,
                    DbErrors::tr("the row no longer matches the hash written with it: its kind, payload, "
                                 "dice, verdict, "
                                 "time or place in the game changed afterwards."));
            }
        }
        if (m_game.anchored) {
            checkAnchor(genesis);
            return;
        }
        const bool none = m_rows.begin() == m_rows.end();
        const QString last = none ? genesis : hashOf(m_rows.back());
        if (m_game.chain != last) {
            add(0, u"chain"_s,
                none ? DbErrors::tr("the game's anchor does not match its setup: the setup changed, or its "
                                    "actions were removed.")
                     : DbErrors::tr("the game's anchor does not match its last action (%1): actions written "
                                    "after it were "
                                    "removed, or the game's row changed.")
                           .arg(m_rows.back().seq));
        }
    }

    // Format 6: the anchor over the genesis, created_at, the cursors and every leaf. When it does not
    // match, what changed is named from games.anchor_of, the inputs the last write made it from.
    void checkAnchor(const QString& genesis)
    {
        const chain::AnchorInputs now{m_game.createdAtStored, m_game.head, m_game.tip, leavesOf(m_rows)};
        const std::optional<chain::AnchorInputs> recorded = chain::readInputs(m_game.anchorOf);
        if (m_game.chain == chain::anchor(genesis, now)) {
            if (recorded != now)
                add(0, u"anchor_of"_s,
                    DbErrors::tr("what the game's anchor was made of is not what the game has."));
            return;
        }
        if (m_game.chain.isEmpty())
            add(0, u"chain"_s, DbErrors::tr("the game's anchor is empty."));
        if (!recorded) {
            if (!m_game.chain.isEmpty())
                add(0, u"chain"_s,
                    DbErrors::tr("the game's anchor does not match its row, cursors and actions."));
            add(0, u"anchor_of"_s, DbErrors::tr("what the game's anchor was made of does not read."));
            return;
        }
        const qsizetype before = m_problems.size();
        const auto recordedOther = [this](const QString& field, const QString& is, const QString& was) {
            add(0, field,
                DbErrors::tr(
                    "%1 is “%2”, but the game's anchor was made with “%3”: it changed outside Arbiter.")
                    .arg(field, is, was));
        };
        if (recorded->createdAt != now.createdAt)
            recordedOther(u"created_at"_s, now.createdAt, recorded->createdAt);
        if (recorded->head != now.head)
            recordedOther(u"head"_s, QString::number(now.head), QString::number(recorded->head));
        if (recorded->tip != now.tip)
            recordedOther(u"tip"_s, QString::number(now.tip), QString::number(recorded->tip));
        if (recorded->leaves != now.leaves)
            nameLeaves(now.leaves, recorded->leaves);
        if (m_problems.size() == before && !m_game.chain.isEmpty()) {
            add(0, u"chain"_s,
                DbErrors::tr(
                    "the game's anchor does not match its setup, row, cursors and actions: the anchor or the "
                    "setup changed."));
        }
    }

    // The leaves the game's rows have against those the anchor was made with.
    void nameLeaves(const QList<chain::Leaf>& leaves, const QList<chain::Leaf>& recorded)
    {
        QHash<qint64, QString> now;
        for (const chain::Leaf& leaf : leaves)
            now.insert(leaf.seq, leaf.hash);
        for (const chain::Leaf& leaf : recorded) {
            const auto found = now.constFind(leaf.seq);
            if (found == now.cend()) {
                add(leaf.seq, u"seq"_s,
                    rowAt(leaf.seq) != nullptr
                        ? DbErrors::tr(
                            "the game's anchor recorded this action as the end of a line, and now another "
                            "row follows it.")
                        : DbErrors::tr("the game's anchor recorded this action, and its row is gone."));
            } else if (*found != leaf.hash) {
                add(leaf.seq, u"hash"_s,
                    DbErrors::tr(
                        "the row's hash is not the one the game's anchor recorded: the row was changed and "
                        "its hash written again."));
            }
            now.remove(leaf.seq);
        }
        QList<qint64> extra = now.keys();
        std::sort(extra.begin(), extra.end());
        for (const qint64 seq : extra) {
            add(seq, u"seq"_s,
                DbErrors::tr(
                    "the game's anchor did not record this action as the end of a line: rows after it were "
                    "removed, or it was added."));
        }
    }

    void checkCursors()
    {
        if (m_game.tip == 0) {
            if (m_game.head != 0)
                add(0, u"head"_s, DbErrors::tr("head is action %1 while tip is the start.").arg(m_game.head));
            return;
        }
        if (!rowAt(m_game.tip)) {
            add(0, u"tip"_s, DbErrors::tr("tip is action %1, which the game does not have.").arg(m_game.tip));
            return;
        }
        bool headOnLine = m_game.head == 0;
        for (const Row* row = rowAt(m_game.tip); row && !headOnLine; row = rowAt(row->parent))
            headOnLine = row->seq == m_game.head;
        if (!headOnLine)
            add(0, u"head"_s,
                DbErrors::tr("head (%1) is not on the line to tip (%2).").arg(m_game.head).arg(m_game.tip));
    }

    // Whether the row's hash recomputes after its parent's (the genesis for the first row).
    static bool matches(const ActionRow& row, const ActionRow* parent, const QString& genesis)
    {
        return chain::rowHash(parent ? parent->hash : genesis, row.seq, row.parent, row.action,
                              row.stateDigest)
               == row.hash;
    }
    static bool matches(const RowLink& row, const RowLink*, const QString&) { return row.hashed; }

    const GameRow& m_game;
    const Rows& m_rows;
    bool m_sorted = true;
    QHash<qint64, const Row*> m_bySeq;  // only when the rows are not in seq order

    const Row* rowAt(qint64 seq) const
    {
        if (!m_sorted)
            return m_bySeq.value(seq);
        const auto size = static_cast<qint64>(m_rows.size());
        if (seq >= 1 && seq <= size && m_rows[seq - 1].seq == seq)
            return &m_rows[seq - 1];
        const auto found = std::lower_bound(m_rows.cbegin(), m_rows.cend(), seq,
                                            [](const Row& row, qint64 wanted) { return row.seq < wanted; });
        return found != m_rows.cend() && found->seq == seq ? &*found : nullptr;
    }
    QList<AuditProblem> m_problems;
};

}  // namespace

QString AuditProblem::text() const
{
    const QString where =
        seq == 0 ? DbErrors::tr("Game %1").arg(game) : DbErrors::tr("Game %1, action %2").arg(game).arg(seq);
    return u"%1, %2: %3"_s.arg(where, field, message);
}

QList<AuditProblem> rowProblems(const GameRow& game, const QList<ActionRow>& rows)
{
    return RowChecker(game, rows).run();
}

StoreResult<CheckedGame> checkGameQuickly(LogStore& store, const GameRow& game)
{
    // Each row hashed from SQLite's own bytes as it is read, keeping only what the rest of the check and
    // the opening need (RowLink): no copy of a payload, verdict or time, no JSON, no allocation per row.
    CheckedGame checked;
    checked.rows.reserve(static_cast<std::size_t>(game.actionCount));
    const QByteArray genesis = chain::genesis(game.uuid, game.edition, game.setup).toLatin1();
    std::optional<StoreError> error = store.visitActions(game.id, [&](const ActionRowView& view) {
        RowLink& row = checked.rows.emplace_back();
        row.seq = view.seq;
        row.parent = view.parent;
        const bool whole = view.hash.size() == 64;
        if (whole)
            std::copy_n(view.hash.data(), 64, row.hash.data());
        if (!view.stateDigest.isEmpty())
            checked.digests.append({view.seq, QString::fromUtf8(view.stateDigest)});
        if (!game.chained || !whole)
            return;  // a hash of any other length fails its own row (chain::rowHashMatches())
        // Rows come in seq order and a parent's seq is lower: it is already read, at its place when the
        // seqs have no gap (else found by a search; a parent the game lacks is named by the check).
        const RowLink* parent = nullptr;
        if (view.parent > 0) {
            const auto read = checked.rows.cend() - 1;  // not the row itself
            const auto at = static_cast<std::size_t>(view.parent - 1);
            if (at < checked.rows.size() - 1 && checked.rows[at].seq == view.parent) {
                parent = &checked.rows[at];
            } else {
                const auto found = std::lower_bound(
                    checked.rows.cbegin(), read, view.parent,
                    [](const RowLink& candidate, qint64 seq) { return candidate.seq < seq; });
                if (found != read && found->seq == view.parent)
                    parent = &*found;
            }
        }
        // A parent whose hash did not check cannot vouch for its child's (its own row fails already).
        if (view.parent == 0)
            row.hashed = chain::rowHashMatches(genesis, view);
        else if (parent && parent->hashed)
            row.hashed = chain::rowHashMatches(QByteArrayView(parent->hash.data(), 64), view);
    });
    if (error)
        return *error;
    checked.problems = RowChecker(game, checked.rows).run();
    if (!checked.problems.isEmpty()) {
        // Damage: the problems as verify names them, from the whole rows.
        StoreResult<QList<AuditProblem>> named = checkGameRows(store, game);
        if (!named)
            return named.error();
        checked.problems = named.value();
        if (checked.problems.isEmpty())  // the rows changed between the two reads: say so, not clean
            checked.problems.append(
                {game.id, 0, u"hash"_s, DbErrors::tr("the rows changed while they were checked.")});
    }
    return checked;
}

StoreResult<QList<AuditProblem>> checkGameRows(LogStore& store, const GameRow& game)
{
    StoreResult<QList<ActionRow>> rows = store.actions(game.id);
    if (!rows)
        return rows.error();
    return rowProblems(game, rows.value());
}

StoreError damagedGame(const QString& path, const QList<AuditProblem>& problems)
{
    const AuditProblem& first = problems.first();
    const QString message =
        problems.size() > 1
            ? DbErrors::tr(
                  "Game %1 in %2 is damaged: %3 (%n more problem(s): `arbiter-cli log verify` lists them)",
                  nullptr, static_cast<int>(problems.size() - 1))
                  .arg(QString::number(first.game), path, first.text())
            : DbErrors::tr("Game %1 in %2 is damaged: %3")
                  .arg(QString::number(first.game), path, first.text());
    StoreError error{StoreErrorKind::Damaged, message};
    error.damage = DamageSite{first.game, first.seq, first.field, first.message};
    return error;
}

}  // namespace arbiter::db

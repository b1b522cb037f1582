// Generated, seeded, bounded damage to a real log (issue 30): bit flips in every page, truncations, an
// edit of every column, cursor and anchor edits, damage to every part of a -wal. For each variant and
// each verb: the game is refused (naming the file, or its game, row and field), or it is unaffected and
// shown exactly as before; it is never shown as the game while its rows differ, never written on, and
// verify is never clean while its rows differ. The rows are read as the truth with a plain SQLite table
// scan (NOT INDEXED), so index damage cannot hide from the comparison. Prints its counts.

#include "db/codec/game_json.h"
#include "db/store/game_log.h"
#include "db/store/log_audit.h"
#include "db/store/log_chain.h"
#include "tests/db/log_test_support.h"
#include "tests/support/table_fixtures.h"

#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

#include <array>
#include <functional>
#include <map>
#include <random>

using namespace Qt::StringLiterals;
using namespace arbiter::db;
using namespace arbiter::db::test;
namespace act = arbiter::rules::game::actions;
namespace mk = arbiter::rules::munchkin;

namespace {

constexpr unsigned seed = 30;

// On tmpfs where there is one: every write is synced, and the suite should take seconds.
QString tempPattern(const QString& name)
{
    const QString base = QFileInfo(u"/dev/shm"_s).isWritable() ? u"/dev/shm"_s : QDir::tempPath();
    return base + u"/tst_log_damage-"_s + name + u"-XXXXXX"_s;
}

// The rows as SQLite's table scan reads them. `chained` and `cursors` are what the chain and its anchor
// cover (format 6: the cursors, every leaf and created_at too); `outside` what docs/file-format.md lists
// as outside them.
struct View {
    bool readable = false;
    QStringList chained;
    QStringList cursors;
    QStringList cache;  // the snapshots: they never decide, verify compares each with replay
    QStringList outside;
    bool operator==(const View&) const = default;
};

QStringList selectAll(const QSqlDatabase& db, const QString& sql, bool& ok)
{
    QSqlQuery query(db);
    QStringList rows;
    if (!query.exec(sql)) {
        ok = false;
        return rows;
    }
    while (query.next()) {
        QStringList columns;
        for (int i = 0; i < query.record().count(); ++i)
            columns.append(query.value(i).toString());
        rows.append(columns.join(u'|'));
    }
    ok = ok && !query.lastError().isValid();
    return rows;
}

View rawView(const QString& path)
{
    // Read from a copy, so the variant itself gains no -shm and loses no -wal.
    QTemporaryDir dir(tempPattern(u"view"_s));
    const QString copy = dir.filePath(u"view.arbiter"_s);
    QFile::copy(path, copy);
    if (QFile::exists(path + u"-wal"_s))
        QFile::copy(path + u"-wal"_s, copy + u"-wal"_s);
    View view;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"view"_s);
        db.setDatabaseName(copy);
        bool ok = db.open();
        if (ok) {
            view.chained =
                selectAll(
                    db,
                    u"SELECT id, uuid, edition, setup, created_at, chain, anchor_of FROM games NOT INDEXED "
                    u"ORDER BY id"_s,
                    ok)
                + selectAll(db,
                            u"SELECT game_id, seq, parent, kind, format, payload, dice, verdict, "
                            u"recorded_at, hash, state_digest FROM actions NOT INDEXED ORDER BY 1, 2"_s,
                            ok);
            // Not the engine: a snapshot of another engine is never used nor compared (docs/file-format.md).
            view.cache = selectAll(
                db, u"SELECT game_id, seq, state, checksum FROM snapshots NOT INDEXED ORDER BY 1, 2"_s, ok);
            view.cursors = selectAll(db, u"SELECT id, head, tip FROM games NOT INDEXED ORDER BY id"_s, ok);
            view.outside = selectAll(
                db, u"SELECT id, name, players, last_played_at FROM games NOT INDEXED ORDER BY id"_s, ok);
        }
        view.readable = ok;
        db.close();
    }
    QSqlDatabase::removeDatabase(u"view"_s);
    return view;
}

// Whether every game's tip is 0 or one of its rows and its head on the line from the start to tip,
// worked out from the rows as read (seq and parent of each), independently of the store's own check.
bool cursorsConsistent(const View& view)
{
    QHash<QString, qint64> parentOf;  // "game|seq" -> parent
    for (const QString& row : view.chained) {
        const QStringList columns = row.split(u'|');
        if (columns.size() == 11)  // an action row: game_id, seq, parent, ...
            parentOf.insert(columns[0] + u'|' + columns[1], columns[2].toLongLong());
    }
    for (const QString& cursors : view.cursors) {
        const QStringList columns = cursors.split(u'|');
        const QString game = columns.value(0);
        const qint64 head = columns.value(1).toLongLong();
        qint64 at = columns.value(2).toLongLong();
        if (at != 0 && !parentOf.contains(game + u'|' + QString::number(at)))
            return false;
        bool onLine = head == 0;
        for (int steps = 0; at > 0 && !onLine && steps <= parentOf.size(); ++steps) {
            onLine = at == head;
            at = parentOf.value(game + u'|' + QString::number(at), -1);
        }
        if (!onLine)
            return false;
    }
    return true;
}

// What a sound log shows: the rows, and the state, export and history at its head.
struct Reference {
    View view;
    QByteArray state;
    QByteArray exported;
};

QByteArray json(const QJsonObject& object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

QByteArray exportedOf(GameLog& log)
{
    StoreResult<QJsonObject> exported = log.exportJson();
    return exported ? json(exported.value()) : QByteArray("refused");
}

Reference referenceOf(const QString& path)
{
    Reference reference{rawView(path), {}, {}};
    auto store = openStoreOrDie(path, OpenMode::Read);
    auto log = GameLog::open(*store, 1);
    if (!log)
        qFatal("reference: %s", qPrintable(log.error().message));
    reference.state = json(stateToJson(log.value()->state()));
    reference.exported = exportedOf(*log.value());
    return reference;
}

void writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

struct Variant {
    QString category;
    QString name;
    QByteArray file;
    QByteArray wal;     // empty: none
    QStringList sql;    // run on the copy (triggers dropped first), as the sqlite3 shell would
    qint64 rehash = 0;  // then this row's hash is written again from its columns, as a forger would
};

struct Counts {
    std::map<QString, int> variants;  // per category
    std::map<QString, int> outcomes;  // "verb: refused (file)" and so on
    int consistentCursor = 0;  // rows equal, cursors moved to another consistent place: refused (format 6)
    QStringList violations;
};

}  // namespace

class TestLogDamage : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir{tempPattern(u"suite"_s)};
    int m_copies = 0;
    QList<Reference> m_references;  // the states a variant may show: the sound ones
    Counts m_counts;

    QString place(const Variant& variant)
    {
        const QString folder = m_dir.filePath(u"v%1"_s.arg(++m_copies));
        QDir().mkpath(folder);
        const QString path = folder + u"/log.arbiter"_s;
        writeBytes(path, variant.file);
        if (!variant.wal.isEmpty())
            writeBytes(path + u"-wal"_s, variant.wal);
        if (!variant.sql.isEmpty()) {
            {
                QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"edit"_s);
                db.setDatabaseName(path);
                if (!db.open())
                    qFatal("edit: cannot open");
                QSqlQuery query(db);
                for (const QString& sql : QStringList{u"DROP TRIGGER IF EXISTS actions_never_updated"_s,
                                                      u"DROP TRIGGER IF EXISTS actions_never_deleted"_s}
                                              + variant.sql)
                    if (!query.exec(sql))
                        qFatal("%s: %s", qPrintable(sql), qPrintable(query.lastError().text()));
                if (variant.rehash != 0)
                    rehashRow(db, variant.rehash);
                db.close();
            }
            QSqlDatabase::removeDatabase(u"edit"_s);
        }
        return path;
    }

    // The row's hash made again from its columns and its parent's stored hash (chain::rowHash(), as
    // docs/file-format.md gives it): the row then checks against its parent on its own.
    static void rehashRow(const QSqlDatabase& db, qint64 seq)
    {
        QSqlQuery row(db);
        row.prepare(
            u"SELECT a.parent, a.kind, a.format, a.payload, a.dice, a.verdict, a.recorded_at, "
            u"a.state_digest, p.hash FROM actions a JOIN actions p ON p.game_id = a.game_id "
            u"AND p.seq = a.parent WHERE a.game_id = 1 AND a.seq = ?"_s);
        row.addBindValue(seq);
        if (!row.exec() || !row.next())
            qFatal("rehash: no row %lld", static_cast<long long>(seq));
        const NewActionRow action{row.value(1).toString(),          row.value(2).toInt(),
                                  row.value(3).toString().toUtf8(), row.value(4).toString().toUtf8(),
                                  row.value(5).toString().toUtf8(), QDateTime(),
                                  row.value(6).toString()};
        const QString hash = chain::rowHash(row.value(8).toString(), seq, row.value(0).toLongLong(), action,
                                            row.value(7).toString());
        row.finish();
        QSqlQuery update(db);
        update.prepare(u"UPDATE actions SET hash = ? WHERE game_id = 1 AND seq = ?"_s);
        update.addBindValue(hash);
        update.addBindValue(seq);
        if (!update.exec())
            qFatal("rehash: %s", qPrintable(update.lastError().text()));
    }

    void violation(const Variant& variant, const QString& what)
    {
        m_counts.violations.append(variant.category + u" / "_s + variant.name + u": "_s + what);
    }
    void count(const QString& outcome) { ++m_counts.outcomes[outcome]; }

    // Runs every verb on its own copy of the variant and checks each outcome.
    void check(const Variant& variant)
    {
        ++m_counts.variants[variant.category];
        const QString path = place(variant);
        const View truth = rawView(path);
        // The sound log these rows are, if any; or rows that differ only in a snapshot (never used unless
        // vouched for), or only where the docs say the checks do not look (name, players, last played).
        // Cursors moved to another consistent place are no sound log: the anchor covers them.
        const Reference* match = nullptr;
        bool cursorsMoved = false;
        bool cacheOnly = false;
        bool outsideOnly = false;
        for (const Reference& reference : m_references) {
            if (!truth.readable || truth.chained != reference.view.chained)
                continue;
            if (truth.cursors != reference.view.cursors) {
                // Counted apart when they still make sense (tip a row, head on its line): an undo nobody did.
                cursorsMoved = cursorsConsistent(truth);
                continue;
            }
            match = &reference;
            cacheOnly = truth.cache != reference.view.cache;
            outsideOnly = truth.outside != reference.view.outside;
        }
        bool clean = false;
        {
            auto store = LogStore::open(path, OpenMode::Read);
            if (!store) {
                count(u"open: refused, the file named"_s);
            } else {
                StoreResult<AuditReport> audit = auditLog(*store.value());
                clean = audit && audit.value().ok();
                auto log = GameLog::open(*store.value(), 1);
                if (!log) {
                    // A row SQLite itself cannot read is refused naming the file; any other by game,
                    // row and field, as verify names it.
                    const StoreError& error = log.error();
                    if (error.damage && cursorsMoved)
                        ++m_counts.consistentCursor;
                    if (error.damage)
                        count(u"state, export: refused naming game, row and field"_s);
                    else if (error.message.contains(path))
                        count(u"state, export: refused naming the file"_s);
                    else
                        violation(variant, u"refused without naming the row: "_s + error.message);
                } else if (match) {
                    if (json(stateToJson(log.value()->state())) != match->state)
                        violation(variant, u"state differs from the sound log's"_s);
                    if (!outsideOnly && exportedOf(*log.value()) != match->exported)
                        violation(variant, u"export differs from the sound log's"_s);
                    count(outsideOnly ? u"state: identical; name, players, last played outside (documented)"_s
                                      : u"state, export: unaffected and identical"_s);
                } else {
                    violation(variant, u"shown as the game while its rows differ"_s);
                }
            }
        }
        if ((!match || cacheOnly) && clean)
            violation(variant, u"verify is clean while the rows differ"_s);
        count(clean ? u"verify: clean"_s : u"verify: names a problem or refuses"_s);
        for (const QString& verb : {u"do"_s, u"undo"_s, u"redo"_s})
            checkWrite(variant, verb, match != nullptr);
    }

    void checkWrite(const Variant& variant, const QString& verb, bool sound)
    {
        const QString path = place(variant);
        const View before = rawView(path);
        bool written = false;
        {
            auto store = LogStore::open(path, OpenMode::Write);
            if (store) {
                auto log = GameLog::open(*store.value(), 1);
                if (log) {
                    GameLog& game = *log.value();
                    if (verb == u"do"_s) {
                        StoreResult<Recorded> done =
                            game.record(act::ChangeLevel{"Bob", 1, mk::LevelSource::GoUpALevel, false});
                        written = done && done.value().recorded;
                    } else {
                        written = (verb == u"undo"_s ? game.undo() : game.redo()) == std::nullopt;
                    }
                }
            }
        }
        if (written) {
            count(verb + u": written on a sound log"_s);
            if (!sound)
                violation(variant, verb + u" wrote on a damaged log"_s);
            return;
        }
        count(verb + u": refused"_s);
        const View after = rawView(path);
        if (before.readable && (after.chained != before.chained || after.cursors != before.cursors))
            violation(variant, verb + u" was refused but the rows changed"_s);
    }

    static QString buildLog(const QString& path, int actions)
    {
        auto store = openStoreOrDie(path);
        StoreResult<qint64> id =
            GameLog::create(*store, arbiter::testing::munchkinTable("Damage", {"Ann", "Bob", "Cy"}));
        auto log = std::move(GameLog::open(*store, id.value())).value();
        for (int i = 0; i < actions; ++i) {
            const bool up = i % 2 == 0;
            if (!log
                     ->record(act::ChangeLevel{
                         "Ann", up ? 1 : -1, up ? mk::LevelSource::GoUpALevel : mk::LevelSource::Card, false})
                     .value()
                     .recorded)
                qFatal("the sound log could not be written");
        }
        // An abandoned branch, then one action undone: every status of a row is in the file.
        log->undo();
        log->undo();
        log->record(act::ChangeLevel{"Bob", 1, mk::LevelSource::GoUpALevel, false});
        log->record(act::ChangeLevel{"Bob", 1, mk::LevelSource::GoUpALevel, false});
        log->undo();
        return path;
    }

private slots:
    void damageIsNeverShownNorWrittenOn()
    {
        QVERIFY(m_dir.isValid());
        std::mt19937 random(seed);
        const QString sound = buildLog(m_dir.filePath(u"sound.arbiter"_s), 104);
        QVERIFY(!QFile::exists(sound + u"-wal"_s));
        const QByteArray file = fileBytes(sound);
        m_references = {referenceOf(sound)};
        QVERIFY(m_references[0].view.readable);

        // A log whose last transactions are only in its -wal, as a crash leaves it; and the same log
        // before its last transaction, which a torn -wal may rightly lose.
        const QString walLog = m_dir.filePath(u"wal.arbiter"_s);
        QFile::copy(sound, walLog);
        QByteArray walFile, walBytes;
        {
            auto store = openStoreOrDie(walLog);
            auto log = std::move(GameLog::open(*store, 1)).value();
            for (int i = 0; i < 5; ++i) {
                if (i == 4) {
                    QFile::copy(walLog, walLog + u".before"_s);
                    QFile::copy(walLog + u"-wal"_s, walLog + u".before-wal"_s);
                }
                QVERIFY(log->record(act::ChangeLevel{
                                        "Ann", i % 2 ? -1 : 1,
                                        i % 2 ? mk::LevelSource::Card : mk::LevelSource::GoUpALevel, false})
                            .value()
                            .recorded);
            }
            walFile = fileBytes(walLog);
            walBytes = fileBytes(walLog + u"-wal"_s);
        }
        QVERIFY(walBytes.size() > 32);
        {
            const QString before = m_dir.filePath(u"before/log.arbiter"_s);
            QDir().mkpath(m_dir.filePath(u"before"_s));
            QFile::copy(walLog + u".before"_s, before);
            QFile::copy(walLog + u".before-wal"_s, before + u"-wal"_s);
            m_references.append(referenceOf(before));
            const QString after = m_dir.filePath(u"after/log.arbiter"_s);
            QDir().mkpath(m_dir.filePath(u"after"_s));
            writeBytes(after, walFile);
            writeBytes(after + u"-wal"_s, walBytes);
            m_references.append(referenceOf(after));
        }

        QList<Variant> variants;
        const qsizetype pageSize = 4096;
        for (qsizetype page = 0; page * pageSize < file.size(); ++page) {
            for (int flip = 0; flip < 2; ++flip) {
                QByteArray damaged = file;
                const qsizetype at = page * pageSize + static_cast<qsizetype>(random() % pageSize);
                damaged[at] = static_cast<char>(damaged[at] ^ (1 << (random() % 8)));
                variants.append({u"bit flip"_s, u"page %1 byte %2"_s.arg(page + 1).arg(at), damaged, {}, {}});
            }
        }
        for (const qsizetype size : {qsizetype(0), qsizetype(50), qsizetype(100), pageSize, file.size() / 2,
                                     file.size() - pageSize, file.size() - 1})
            variants.append({u"truncation"_s, u"%1 bytes"_s.arg(size), file.left(size), {}, {}});

        const auto edit = [&](const QString& name, const QStringList& sql) {
            variants.append({u"row edit"_s, name, file, {}, sql});
        };
        // One character of a text changed (its sixth, or one added to a shorter text).
        const QString charFlip =
            u"CASE WHEN length(%1) >= 6 THEN substr(%1, 1, 5) || char(unicode(substr(%1, 6, 1)) + "
            u"CASE WHEN unicode(substr(%1, 6, 1)) % 2 THEN -1 ELSE 1 END) || substr(%1, 7) ELSE %1 || 'x' END"_s;
        for (const QString& column : {u"uuid"_s, u"name"_s, u"edition"_s, u"setup"_s, u"created_at"_s,
                                      u"last_played_at"_s, u"players"_s})
            edit(u"games."_s + column, {u"UPDATE games SET %1 = %2"_s.arg(column, charFlip.arg(column))});
        // 104 actions, two undone and abandoned by 105 and 106, 106 undone: head 105, tip 106. A done row,
        // the snapshot's (100), the undone tip and the abandoned leaf.
        const qint64 undone = 106;
        const qint64 abandoned = 104;
        for (const qint64 seq : {qint64(50), qint64(100), undone, abandoned}) {
            for (const QString& column : {u"kind"_s, u"payload"_s, u"dice"_s, u"verdict"_s, u"recorded_at"_s,
                                          u"hash"_s, u"state_digest"_s})
                edit(u"actions.%1 of %2"_s.arg(column).arg(seq),
                     {u"UPDATE actions SET %1 = %2 WHERE seq = %3"_s.arg(column, charFlip.arg(column))
                          .arg(seq)});
            for (const QString& column : {u"parent"_s, u"format"_s})
                edit(u"actions.%1 of %2"_s.arg(column).arg(seq),
                     {u"UPDATE actions SET %1 = %1 - 1 WHERE seq = %2"_s.arg(column).arg(seq)});
            edit(u"actions.seq of %1"_s.arg(seq),
                 {u"UPDATE actions SET seq = 1000 WHERE seq = %1"_s.arg(seq)});
            edit(u"row %1 deleted"_s.arg(seq), {u"DELETE FROM actions WHERE seq = %1"_s.arg(seq)});
        }
        for (const QString& column : {u"state"_s, u"checksum"_s})
            edit(u"snapshots."_s + column,
                 {u"UPDATE snapshots SET %1 = %2"_s.arg(column, charFlip.arg(column))});
        edit(u"snapshots.engine"_s, {u"UPDATE snapshots SET engine = engine + 1"_s});
        for (const QString& cursors :
             {u"head = 0"_s, u"head = 1"_s, u"head = 106"_s, u"head = 104"_s, u"head = 200"_s, u"head = -1"_s,
              u"tip = 104"_s, u"tip = 105"_s, u"tip = 0"_s, u"tip = 300"_s, u"head = 104, tip = 104"_s})
            variants.append({u"cursor edit"_s, cursors, file, {}, {u"UPDATE games SET "_s + cursors}});
        for (const QString& anchor :
             {charFlip.arg(u"chain"_s), u"''"_s, u"(SELECT hash FROM actions WHERE seq = 105)"_s})
            variants.append({u"anchor edit"_s, anchor, file, {}, {u"UPDATE games SET chain = "_s + anchor}});
        variants.append({u"anchor edit"_s,
                         u"anchor_of"_s,
                         file,
                         {},
                         {u"UPDATE games SET anchor_of = "_s + charFlip.arg(u"anchor_of"_s)}});
        variants.append({u"row edit"_s,
                         u"games.created_at emptied"_s,
                         file,
                         {},
                         {u"UPDATE games SET created_at = ''"_s}});
        // A leaf edited and its own hash written again: the abandoned leaf and the undone tip.
        for (const qint64 seq : {abandoned, undone}) {
            for (const QString& column : {u"recorded_at"_s, u"payload"_s})
                variants.append(
                    {u"forged leaf"_s,
                     u"actions.%1 of %2, its hash recomputed"_s.arg(column).arg(seq),
                     file,
                     {},
                     {u"UPDATE actions SET %1 = %2 WHERE seq = %3"_s.arg(column, charFlip.arg(column))
                          .arg(seq)},
                     seq});
        }

        // The -wal: every header byte, and per frame one of its salts, checksums or page bytes.
        const qsizetype frameSize = 24 + pageSize;
        const qsizetype frames = (walBytes.size() - 32) / frameSize;
        for (qsizetype at = 0; at < 32; ++at) {
            QByteArray damaged = walBytes;
            damaged[at] = static_cast<char>(damaged[at] ^ (1 << (random() % 8)));
            variants.append({u"wal header"_s, u"byte %1"_s.arg(at), walFile, damaged, {}});
        }
        for (qsizetype frame = 0; frame < frames; ++frame) {
            const qsizetype base = 32 + frame * frameSize;
            const std::array<std::pair<const char*, qsizetype>, 3> parts{
                {{"salt", 8 + static_cast<qsizetype>(random() % 8)},
                 {"checksum", 16 + static_cast<qsizetype>(random() % 8)},
                 {"page", 24 + static_cast<qsizetype>(random() % pageSize)}}};
            // One part of each frame, chosen by the seed, and the salts of every commit frame.
            const bool commit = walBytes.mid(base + 4, 4) != QByteArray(4, '\0');
            const auto chosen = parts[random() % parts.size()];
            const QList<std::pair<const char*, qsizetype>> picked =
                commit && chosen.second >= 16 ? QList{chosen, parts[0]} : QList{chosen};
            for (const auto& [part, offset] : picked) {
                QByteArray damaged = walBytes;
                damaged[base + offset] = static_cast<char>(damaged[base + offset] ^ (1 << (random() % 8)));
                variants.append({u"wal frame"_s,
                                 u"frame %1 %2"_s.arg(frame + 1).arg(QLatin1StringView(part)),
                                 walFile,
                                 damaged,
                                 {}});
            }
        }
        for (const qsizetype size : {qsizetype(16), 32 + frameSize / 2, walBytes.size() - frameSize / 2})
            variants.append({u"wal truncation"_s, u"%1 bytes"_s.arg(size), walFile, walBytes.left(size), {}});

        for (const Variant& variant : variants)
            check(variant);

        QStringList report;
        for (const auto& [category, n] : m_counts.variants)
            report.append(u"%1: %2"_s.arg(category).arg(n));
        qInfo("damage suite (seed %u): %lld variants (%s)", seed, static_cast<long long>(variants.size()),
              qPrintable(report.join(u", "_s)));
        for (const auto& [outcome, n] : m_counts.outcomes)
            qInfo("  %-52s %d", qPrintable(outcome), n);
        qInfo("  cursors moved consistently, refused naming the cursor: %d", m_counts.consistentCursor);
        qInfo("  violations: %lld", static_cast<long long>(m_counts.violations.size()));
        QVERIFY2(m_counts.violations.isEmpty(), qPrintable(m_counts.violations.mid(0, 40).join(u"\n"_s)));
    }
};

QTEST_GUILESS_MAIN(TestLogDamage)
#include "tst_log_damage.moc"

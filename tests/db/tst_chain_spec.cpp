// docs/file-format.md, "The hash chain", as an outside auditor would read it: a small implementation of
// its construction written from the page alone (it calls nothing in db/), run over every row, snapshot
// and game of the committed fixtures: a format-4 file (the anchor on the highest seq's row) and a
// format-6 one (the anchor over created_at, the cursors and every leaf). A doc that drifts from the code
// fails here.

#include <QCryptographicHash>
#include <QFile>
#include <QHash>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using namespace Qt::StringLiterals;

namespace {

const QString fixture4 = QStringLiteral(QT_TESTCASE_SOURCEDIR "/data/arbiter-v4.sqlite");
// make-v5-fixture.sh's steps, run with the first format-6 build.
const QString fixture6 = QStringLiteral(QT_TESTCASE_SOURCEDIR "/data/arbiter-v6.sqlite");

// "bytes": the length as 8 bytes big-endian, then the bytes; "number": the 8 bytes of the value alone.
class Spec {
public:
    Spec& bytes(const QByteArray& value)
    {
        number(value.size());
        m_hash.addData(value);
        return *this;
    }
    Spec& text(const QString& value) { return bytes(value.toUtf8()); }
    Spec& number(qint64 value)
    {
        char big[8];
        qToBigEndian<qint64>(value, big);
        m_hash.addData(QByteArrayView(big, 8));
        return *this;
    }
    QString hex() { return QString::fromLatin1(m_hash.result().toHex()); }

private:
    QCryptographicHash m_hash{QCryptographicHash::Sha256};
};

}  // namespace

class TestChainSpec : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void everyStoredHashFollowsTheDocs_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<int>("format");
        QTest::addColumn<int>("actions");
        QTest::newRow("format 4") << fixture4 << 4 << 109;
        QTest::newRow("format 6") << fixture6 << 6 << 111;
    }

    void everyStoredHashFollowsTheDocs()
    {
        QFETCH(QString, fixture);
        QFETCH(int, format);
        QFETCH(int, actions);
        QVERIFY(m_dir.isValid());
        const QString path = m_dir.filePath(u"v%1.sqlite"_s.arg(format));
        QVERIFY(QFile::copy(fixture, path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        int rows = 0, digests = 0, games = 0;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"spec"_s);
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery version(u"PRAGMA user_version"_s, db);
            QVERIFY(version.next());
            QCOMPARE(version.value(0).toInt(), format);
            QSqlQuery game(
                format >= 6
                    ? u"SELECT id, uuid, edition, setup, chain, created_at, head, tip, anchor_of FROM games "
                      u"ORDER BY id"_s
                    : u"SELECT id, uuid, edition, setup, chain FROM games ORDER BY id"_s,
                db);
            while (game.next()) {
                const qint64 id = game.value(0).toLongLong();
                const QString genesis = Spec()
                                            .text(u"arbiter-game/1"_s)
                                            .text(game.value(1).toString())
                                            .text(game.value(2).toString())
                                            .text(game.value(3).toString())
                                            .hex();
                QHash<qint64, QString> hashOf;
                QList<qint64> seqs;
                QSet<qint64> parents;
                QString last = genesis;
                QSqlQuery action(db);
                action.prepare(
                    u"SELECT seq, parent, kind, format, payload, dice, verdict, recorded_at, state_digest, "
                    u"hash "
                    u"FROM actions WHERE game_id = ? ORDER BY seq"_s);
                action.addBindValue(id);
                QVERIFY(action.exec());
                while (action.next()) {
                    const qint64 seq = action.value(0).toLongLong();
                    const qint64 parent = action.value(1).toLongLong();
                    const QString dice = action.value(5).toString();
                    const QString hash = Spec()
                                             .text(u"arbiter-action/1"_s)
                                             .text(parent == 0 ? genesis : hashOf.value(parent))
                                             .number(seq)
                                             .number(parent)
                                             .text(action.value(2).toString())
                                             .number(action.value(3).toLongLong())
                                             .text(action.value(4).toString())
                                             .text(dice.isEmpty() ? u"[]"_s : dice)
                                             .text(action.value(6).toString())
                                             .text(action.value(7).toString())
                                             .text(action.value(8).toString())
                                             .hex();
                    QCOMPARE(hash, action.value(9).toString());
                    hashOf.insert(seq, hash);
                    seqs.append(seq);
                    parents.insert(parent);
                    last = hash;
                    ++rows;
                }
                if (format < 6) {
                    QCOMPARE(game.value(4).toString(), last);  // the anchor: the highest seq's hash
                } else {
                    // The anchor: the genesis, created_at, head, tip, then every leaf (a row no row
                    // follows) in ascending seq; anchor_of lists the same.
                    Spec anchor;
                    anchor.text(u"arbiter-anchor/1"_s)
                        .text(genesis)
                        .text(game.value(5).toString())
                        .number(game.value(6).toLongLong())
                        .number(game.value(7).toLongLong());
                    QStringList inputs = {game.value(6).toString(), game.value(7).toString(),
                                          game.value(5).toString()};
                    QList<qint64> leaves;
                    for (const qint64 seq : seqs) {
                        if (!parents.contains(seq))
                            leaves.append(seq);
                    }
                    anchor.number(leaves.size());
                    for (const qint64 leaf : leaves) {
                        anchor.number(leaf).text(hashOf.value(leaf));
                        inputs.append(u"%1:%2"_s.arg(leaf).arg(hashOf.value(leaf)));
                    }
                    QCOMPARE(game.value(4).toString(), anchor.hex());
                    QCOMPARE(game.value(8).toString(), inputs.join(u' '));
                    if (id == 1)
                        QCOMPARE(leaves, (QList<qint64>{106, 107, 109}));  // two abandoned, the tip
                }
                ++games;
            }
            QSqlQuery snapshot(
                u"SELECT s.state, a.state_digest FROM snapshots s JOIN actions a ON a.game_id = s.game_id "
                u"AND a.seq = s.seq"_s,
                db);
            while (snapshot.next()) {
                QCOMPARE(Spec().text(u"arbiter-state/1"_s).text(snapshot.value(0).toString()).hex(),
                         snapshot.value(1).toString());
                ++digests;
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(u"spec"_s);
        QCOMPARE(games, 2);
        QCOMPARE(rows, actions);
        QCOMPARE(digests, 1);
    }
};

QTEST_GUILESS_MAIN(TestChainSpec)
#include "tst_chain_spec.moc"

// docs/file-format.md, "The hash chain", as an outside auditor would read it: a small implementation of
// its construction written from the page alone (it calls nothing in db/), run over every row, snapshot
// and game of the committed fixture. A doc that drifts from the code fails here.

#include <QCryptographicHash>
#include <QFile>
#include <QHash>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using namespace Qt::StringLiterals;

namespace {

const QString fixture4 = QStringLiteral(QT_TESTCASE_SOURCEDIR "/data/arbiter-v4.sqlite");

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
    void everyStoredHashFollowsTheDocs()
    {
        QVERIFY(m_dir.isValid());
        const QString path = m_dir.filePath(u"v4.sqlite"_s);
        QVERIFY(QFile::copy(fixture4, path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        int rows = 0, digests = 0, games = 0;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"spec"_s);
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery game(u"SELECT id, uuid, edition, setup, chain FROM games ORDER BY id"_s, db);
            while (game.next()) {
                const qint64 id = game.value(0).toLongLong();
                const QString genesis = Spec()
                                            .text(u"arbiter-game/1"_s)
                                            .text(game.value(1).toString())
                                            .text(game.value(2).toString())
                                            .text(game.value(3).toString())
                                            .hex();
                QHash<qint64, QString> hashOf;
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
                    last = hash;
                    ++rows;
                }
                QCOMPARE(game.value(4).toString(), last);  // the anchor: the highest seq's hash
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
        QCOMPARE(rows, 109);
        QCOMPARE(digests, 1);
    }
};

QTEST_GUILESS_MAIN(TestChainSpec)
#include "tst_chain_spec.moc"

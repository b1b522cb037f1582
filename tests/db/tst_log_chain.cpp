// The hash chain's own rules that the fixture cannot show (tst_chain_spec checks the docs' construction
// against stored rows): a column is hashed as the store binds it, which is its UTF-8 decoding, so a hash
// made before a row is written matches the one made from the row read back, whatever bytes it held.

#include <QTest>

#include "db/store/log_chain.h"

using namespace Qt::StringLiterals;
namespace chain = arbiter::db::chain;
using arbiter::db::NewActionRow;

namespace {

NewActionRow rowWith(const QByteArray& payload)
{
    NewActionRow row;
    row.kind = u"change-level"_s;
    row.payload = payload;
    row.dice = "[]";
    row.verdict = R"({"legal":true})";
    row.recordedAtStored = u"2026-11-27T21:54:18.123Z"_s;
    return row;
}

}  // namespace

class TestLogChain : public QObject {
    Q_OBJECT

private slots:
    void columnsAreHashedAsTheirDecoding_data()
    {
        QTest::addColumn<QByteArray>("payload");
        QTest::addRow("ASCII") << QByteArray(R"({"player":"Ann"})");
        QTest::addRow("accents and CJK") << QByteArray(R"({"player":"Zwölf Äxte — 斧"})");
        QTest::addRow("byte order mark") << QByteArray("\xEF\xBB\xBF{}");
        QTest::addRow("invalid byte") << QByteArray("{\"player\":\"\xFF\"}");
        QTest::addRow("cut multi-byte") << QByteArray("{\"player\":\"\xC3");
        QTest::addRow("surrogate half") << QByteArray("\xED\xA0\x80");
        QTest::addRow("overlong slash") << QByteArray("\xC0\xAF");
    }

    // The hash of the bytes as given equals the hash of what binding them stores: the fast path for
    // valid UTF-8 must agree with the round trip for every input.
    void columnsAreHashedAsTheirDecoding()
    {
        QFETCH(QByteArray, payload);
        const QByteArray asBound = QString::fromUtf8(payload).toUtf8();
        const QString genesis = chain::genesis(u"uuid"_s, u"deluxe"_s, payload);
        QCOMPARE(chain::rowHash(genesis, 1, 0, rowWith(payload), QString()),
                 chain::rowHash(genesis, 1, 0, rowWith(asBound), QString()));
        QCOMPARE(genesis, chain::genesis(u"uuid"_s, u"deluxe"_s, asBound));
        QCOMPARE(chain::digestOf(payload), chain::digestOf(asBound));
    }

    // Different stored text hashes differently: the fast path does not lose a byte.
    void oneByteChangesTheHash()
    {
        const QString genesis = chain::genesis(u"uuid"_s, u"deluxe"_s, "{}");
        QVERIFY(chain::rowHash(genesis, 1, 0, rowWith(R"({"player":"Ann"})"), QString())
                != chain::rowHash(genesis, 1, 0, rowWith(R"({"player":"Anm"})"), QString()));
        QVERIFY(chain::rowHash(genesis, 1, 0, rowWith("{\"player\":\"\xC3\xB6\"}"), QString())
                != chain::rowHash(genesis, 1, 0, rowWith("{\"player\":\"\xC3\xB7\"}"), QString()));
    }

    // The stamp is written by hand (the append's hot path): it must be Qt's ISO form to the byte, since
    // the chain hashes the text the file holds.
    void stampIsQtsIsoText_data()
    {
        QTest::addColumn<QDateTime>("time");
        QTest::addRow("UTC") << QDateTime(QDate(2026, 11, 27), QTime(21, 54, 18, 123), Qt::UTC);
        QTest::addRow("midnight, no ms") << QDateTime(QDate(2024, 3, 1), QTime(0, 0), Qt::UTC);
        QTest::addRow("early year") << QDateTime(QDate(7, 1, 9), QTime(1, 2, 3, 4), Qt::UTC);
        QTest::addRow("last ms of 9999") << QDateTime(QDate(9999, 12, 31), QTime(23, 59, 59, 999), Qt::UTC);
        QTest::addRow("offset") << QDateTime(QDate(2025, 6, 30), QTime(23, 30, 5, 67), Qt::OffsetFromUTC,
                                             3600);
        QTest::addRow("local") << QDateTime(QDate(2025, 1, 2), QTime(3, 4, 5, 6), Qt::LocalTime);
    }

    void stampIsQtsIsoText()
    {
        QFETCH(QDateTime, time);
        QCOMPARE(chain::stamp(time), time.toUTC().toString(Qt::ISODateWithMs));
    }

    void stampOfNoTimeIsNow()
    {
        const QDateTime before = QDateTime::currentDateTimeUtc().addMSecs(-1);
        const QDateTime stamped = QDateTime::fromString(chain::stamp(QDateTime()), Qt::ISODateWithMs);
        QVERIFY(stamped.isValid());
        QVERIFY(stamped >= before && stamped <= QDateTime::currentDateTimeUtc().addMSecs(1));
    }
};

QTEST_GUILESS_MAIN(TestLogChain)
#include "tst_log_chain.moc"

// The table server's limits with real clients on loopback (docs/phones.md, "Limits"): connections that
// never say hello, the number of phones and of connections from one address, the message rate per seat and
// per address across reconnections, a phone that stops reading, a seat the new game does not have, and
// the page's origin. The limits are made small so each is reached in a few messages; every wait is on a
// condition, bounded in time.

#include "raw_client.h"
#include "table_fixture.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTest>

using namespace arbiter;
using namespace Qt::StringLiterals;

namespace {

QJsonObject setup(const QStringList& players)
{
    QJsonArray seats;
    for (const QString& name : players)
        seats.append(QJsonObject{{u"name"_s, name}});
    return {{u"name"_s, u"Limits"_s},
            {u"family"_s, u"munchkin"_s},
            {u"edition"_s, u"deluxe"_s},
            {u"players"_s, seats}};
}

QJsonObject hello(const QString& token)
{
    return {{u"type"_s, u"hello"_s}, {u"protocol"_s, 1}, {u"token"_s, token}};
}

QJsonObject levelChange(const QString& player, int amount)
{
    return {{u"kind"_s, u"change-level"_s},
            {u"player"_s, player},
            {u"amount"_s, amount},
            {u"source"_s, u"card"_s}};
}

bool waitFor(const std::function<bool()>& done, int ms = 10000)
{
    QElapsedTimer timer;
    timer.start();
    while (!done() && timer.elapsed() < ms)
        QTest::qWait(5);
    return done();
}

int countOf(const PhoneClient& phone, const QString& type)
{
    return static_cast<int>(
        std::count_if(phone.received.begin(), phone.received.end(),
                      [&type](const QJsonObject& got) { return got.value(u"type"_s) == type; }));
}

}  // namespace

class TableLimitsTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    TableFixture m_table;
    int m_files = 0;

    bool open(const app::net::TableLimits& limits)
    {
        if (!m_table.open(m_dir, u"limits-%1.arbiter"_s.arg(++m_files),
                          setup({u"Ann"_s, u"Bob"_s, u"Cid"_s})))
            return false;
        m_table.server->setLimits(limits);
        return true;
    }

private Q_SLOTS:
    void cleanup()
    {
        m_table.server.reset();
        m_table.core.reset();
    }

    void aConnectionThatNeverSaysHelloIsClosed()
    {
        app::net::TableLimits limits;
        limits.helloMs = 300;
        QVERIFY(open(limits));
        PhoneClient silent(m_table.server->port());
        QVERIFY(silent.waitConnected());
        QCOMPARE(silent.next(u"bye"_s).value(u"reason"_s).toString(), u"no-hello"_s);
        QVERIFY(silent.waitClosed());
    }

    void connectionsWaitingForHelloDoNotLockPhonesOut()
    {
        app::net::TableLimits limits;
        limits.maxWaiting = 4;
        limits.helloMs = 60000;
        QVERIFY(open(limits));
        // Ten connections that answer pings and never say hello: the oldest go to make room.
        std::vector<std::unique_ptr<PhoneClient>> idle;
        for (int i = 0; i < 10; ++i) {
            idle.push_back(std::make_unique<PhoneClient>(m_table.server->port()));
            QVERIFY(idle.back()->waitConnected());
        }
        QVERIFY(waitFor([&] { return m_table.server->connectionCount() <= limits.maxWaiting; }));
        QCOMPARE(idle.front()->next(u"bye"_s).value(u"reason"_s).toString(), u"no-hello"_s);
        // A phone still joins, and the page is still served.
        const auto ann = m_table.seated(u"Ann"_s);
        QVERIFY(ann);
        QNetworkAccessManager network;
        std::unique_ptr<QNetworkReply> page(
            network.get(QNetworkRequest(QUrl(u"http://127.0.0.1:%1/"_s.arg(m_table.server->port())))));
        QVERIFY(waitFor([&] { return page->isFinished(); }));
        QCOMPARE(page->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
    }

    void onlyPhonesPastHelloCountAgainstTheLimit()
    {
        app::net::TableLimits limits;
        limits.maxPhones = 2;
        QVERIFY(open(limits));
        PhoneClient waiting(m_table.server->port());  // not past hello: does not count
        QVERIFY(waiting.waitConnected());
        const auto ann = m_table.seated(u"Ann"_s);
        const auto bob = m_table.seated(u"Bob"_s);
        QVERIFY(ann && bob);
        QCOMPARE(m_table.server->phoneCount(), 2);
        waiting.sendJson(hello(m_table.tokenOf(u"Cid"_s)));
        QCOMPARE(waiting.next(u"bye"_s).value(u"reason"_s).toString(), u"full"_s);
        QVERIFY(waiting.waitClosed());
    }

    void oneAddressGetsAFewConnections()
    {
        app::net::TableLimits limits;
        limits.maxPerAddress = 3;
        limits.limitLoopback = true;  // loopback stands for a phone's address here
        QVERIFY(open(limits));
        std::vector<std::unique_ptr<PhoneClient>> phones;
        for (int i = 0; i < 3; ++i) {
            phones.push_back(std::make_unique<PhoneClient>(m_table.server->port()));
            QVERIFY(phones.back()->waitConnected());
        }
        QVERIFY(waitFor([&] { return m_table.server->connectionCount() == 3; }));
        PhoneClient fourth(m_table.server->port());
        QVERIFY(!fourth.waitConnected(2000));
        // One goes, another may come.
        phones.front()->socket.close();
        QVERIFY(waitFor([&] { return m_table.server->connectionCount() == 2; }));
        PhoneClient again(m_table.server->port());
        QVERIFY(again.waitConnected());
    }

    void theRateLimitOutlivesAReconnection()
    {
        // A seat's bucket: 10 messages, then 2 a second. Refilled, it would take 5 seconds.
        app::net::TableLimits limits;
        limits.burstMessages = 5;
        limits.messagesPerSecond = 1;
        QVERIFY(open(limits));
        auto ann = m_table.seated(u"Ann"_s);  // its hello is charged to its connection, not to the seat
        QVERIFY(ann);
        for (int i = 0; i < 12; ++i)
            ann->sendJson({{u"type"_s, u"ping"_s}, {u"t"_s, i}});
        QCOMPARE(ann->next(u"error"_s).value(u"field"_s).toString(), u"type"_s);
        ann.reset();
        ann = m_table.seated(u"Ann"_s);
        QVERIFY(ann);
        for (int i = 0; i < 8; ++i)
            ann->sendJson({{u"type"_s, u"ping"_s}, {u"t"_s, i}});
        QCOMPARE(ann->next(u"error"_s).value(u"field"_s).toString(), u"type"_s);
        QVERIFY2(countOf(*ann, u"pong"_s) < 8, qPrintable(QString::number(countOf(*ann, u"pong"_s))));
    }

    void theRateLimitIsPerAddressToo()
    {
        app::net::TableLimits limits;
        limits.burstMessages = 5;
        limits.messagesPerSecond = 1;
        limits.limitLoopback = true;
        QVERIFY(open(limits));
        // Watchers (no seat) from one address share its bucket, however often they reconnect.
        const auto watcher = [&] {
            auto phone = std::make_unique<PhoneClient>(m_table.server->port());
            phone->waitConnected();
            phone->sendJson({{u"type"_s, u"hello"_s},
                             {u"protocol"_s, 1},
                             {u"invite"_s, m_table.server->seatBook().code()}});
            return phone;
        };
        auto first = watcher();
        for (int i = 0; i < 6; ++i)
            first->sendJson({{u"type"_s, u"ping"_s}});
        QCOMPARE(first->next(u"error"_s).value(u"field"_s).toString(), u"type"_s);
        first.reset();
        auto second = watcher();
        QCOMPARE(second->next(u"error"_s).value(u"field"_s).toString(), u"type"_s);  // its hello dropped
        QVERIFY(second->next(u"welcome"_s, 200).isEmpty());
    }

    void aPhoneThatStopsReadingIsBoundedThenClosed()
    {
        app::net::TableLimits limits;
        limits.coalesceBytes = 32 * 1024;
        limits.maxQueuedBytes = 128 * 1024;
        limits.slowReaderMs = 500;
        QVERIFY(open(limits));
        const auto bob = m_table.seated(u"Bob"_s);
        QVERIFY(bob);
        RawClient reader;
        QVERIFY(reader.open(m_table.server->port()));
        reader.sendJson(hello(m_table.tokenOf(u"Ann"_s)));
        QVERIFY(waitFor([&] { return m_table.server->phoneCount() == 2; }));
        reader.stopReading();
        // The tablet keeps changing the table and Ann's phone asks for the whole table now and then: its
        // queue grows to the bound, then it is closed; Bob's phone goes on.
        int changes = 0;
        QElapsedTimer timer;
        timer.start();
        while (m_table.server->phoneCount() == 2 && changes < 3000 && timer.elapsed() < 60000) {
            QVERIFY(m_table.perform(levelChange(u"Cid"_s, changes % 2 == 0 ? 1 : -1)));
            if (++changes % 10 == 0)
                reader.sendJson({{u"type"_s, u"resync"_s}});
            QTest::qWait(1);
        }
        QCOMPARE(m_table.server->phoneCount(), 1);
        QVERIFY2(m_table.server->peakQueuedBytes() <= limits.maxQueuedBytes + 16 * 1024,
                 qPrintable(QString::number(m_table.server->peakQueuedBytes())));
        QVERIFY(m_table.server->peakQueuedBytes() > limits.coalesceBytes);  // the bound was reached
        QVERIFY(waitFor([&] { return bob->received.size() > 0 && bob->socket.isValid(); }));
        const qint64 head = m_table.core->head();
        QVERIFY(waitFor([&] {
            return std::any_of(bob->received.begin(), bob->received.end(), [head](const QJsonObject& got) {
                return got.value(u"head"_s).toInteger() == head;
            });
        }));
    }

    void aPhoneThatReadsAgainGetsTheTableAsItIs()
    {
        app::net::TableLimits limits;
        limits.coalesceBytes = 32 * 1024;
        limits.slowReaderMs = 60000;
        QVERIFY(open(limits));
        RawClient reader;
        QVERIFY(reader.open(m_table.server->port()));
        reader.sendJson(hello(m_table.tokenOf(u"Ann"_s)));
        QVERIFY(waitFor([&] { return m_table.server->phoneCount() == 1; }));
        reader.stopReading();
        int changes = 0;
        while (m_table.server->peakQueuedBytes() <= limits.coalesceBytes && changes < 3000) {
            QVERIFY(m_table.perform(levelChange(u"Cid"_s, changes++ % 2 == 0 ? 1 : -1)));
            QTest::qWait(1);
        }
        for (int i = 0; i < 20; ++i)  // held back now: none of these is queued
            QVERIFY(m_table.perform(levelChange(u"Cid"_s, changes++ % 2 == 0 ? 1 : -1)));
        const qint64 head = m_table.core->head();
        const QList<QJsonObject> got = reader.readUntil(
            [head](const QJsonObject& message) { return message.value(u"head"_s).toInteger() == head; });
        QVERIFY(!got.isEmpty());
        QCOMPARE(got.back().value(u"type"_s).toString(), u"snapshot"_s);
        QCOMPARE(got.back().value(u"head"_s).toInteger(), head);
        QVERIFY2(got.size() < changes,
                 qPrintable(u"%1 messages for %2 changes"_s.arg(got.size()).arg(changes)));
        QCOMPARE(m_table.server->phoneCount(), 1);
    }

    void aPhoneWhoseSeatIsGoneIsToldSo()
    {
        QVERIFY(open({}));
        const QString bobsToken = m_table.tokenOf(u"Bob"_s);
        const auto ann = m_table.seated(u"Ann"_s);
        const auto bob = m_table.seated(u"Bob"_s);
        QVERIFY(ann && bob);
        db::JsonIssues issues;
        db::JsonReader reader(setup({u"Ann"_s, u"Cid"_s}), QString(), &issues);
        QVERIFY(m_table.core->newGame(db::setupFromJson(reader).value()).recorded);
        const QJsonObject bye = bob->next(u"bye"_s);
        QCOMPARE(bye.value(u"reason"_s).toString(), u"seat-gone"_s);
        QCOMPARE(bye.value(u"invite"_s).toString(), m_table.server->seatBook().code());  // back to picking
        QVERIFY(bob->waitClosed());
        QVERIFY(!ann->next(u"snapshot"_s).isEmpty());  // Ann plays on
        QVERIFY(!m_table.server->seatBook().isTaken(u"Bob"_s));
        PhoneClient again(m_table.server->port());
        QVERIFY(again.waitConnected());
        again.sendJson(hello(bobsToken));
        QCOMPARE(again.next(u"bye"_s).value(u"reason"_s).toString(), u"token-unknown"_s);
        // A token kept for a seat the open game does not have (the app started again on another game):
        // told at its hello, and forgotten.
        const QString stray = m_table.tokenOf(u"Zed"_s);
        PhoneClient late(m_table.server->port());
        QVERIFY(late.waitConnected());
        late.sendJson(hello(stray));
        QCOMPARE(late.next(u"bye"_s).value(u"reason"_s).toString(), u"seat-gone"_s);
        QVERIFY(!m_table.server->seatBook().isTaken(u"Zed"_s));
    }

    void onlyTheTablesOwnPageMayOpenTheWebSocket()
    {
        QVERIFY(open({}));
        const quint16 port = m_table.server->port();
        for (const QString& origin : {u"http://evil.example"_s, u"http://127.0.0.1:%1"_s.arg(port + 1),
                                      u"https://127.0.0.1:%1"_s.arg(port)}) {
            QWebSocket socket(origin);
            QList<QJsonObject> got;
            connect(&socket, &QWebSocket::textMessageReceived, this, [&got](const QString& text) {
                got.append(QJsonDocument::fromJson(text.toUtf8()).object());
            });
            socket.open(QUrl(u"ws://127.0.0.1:%1/ws"_s.arg(port)));
            QVERIFY2(waitFor([&] { return !got.isEmpty(); }), qPrintable(origin));
            QCOMPARE(got.front().value(u"reason"_s).toString(), u"origin"_s);
        }
        // The page's own origin, and a client with none, are let in.
        QWebSocket own(u"http://127.0.0.1:%1"_s.arg(port));
        own.open(QUrl(u"ws://127.0.0.1:%1/ws"_s.arg(port)));
        QVERIFY(waitFor([&] { return own.state() == QAbstractSocket::ConnectedState; }));
        QList<QJsonObject> got;
        connect(&own, &QWebSocket::textMessageReceived, this,
                [&got](const QString& text) { got.append(QJsonDocument::fromJson(text.toUtf8()).object()); });
        own.sendTextMessage(QString::fromUtf8(QJsonDocument(hello(m_table.tokenOf(u"Ann"_s))).toJson()));
        QVERIFY(waitFor([&] { return !got.isEmpty(); }));
        QCOMPARE(got.front().value(u"type"_s).toString(), u"welcome"_s);
    }
};

QTEST_GUILESS_MAIN(TableLimitsTest)
#include "tst_table_limits.moc"

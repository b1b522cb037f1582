// The game's report on the phones (docs/phones.md, `report`), with real clients on loopback: the figures of
// a short game played through the session, one replay per head however many phones ask, a new report after
// a change, a flood of requests dropped like any other, and a malformed request refused naming its field.
// Every wait is on a condition, bounded in time.

#include "table_fixture.h"

#include "app/views/gadget_json.h"
#include "app/views/report_view.h"

#include <QTest>

using namespace arbiter;
using namespace Qt::StringLiterals;

namespace {

QJsonObject deluxeSetup()
{
    return jsonOf(
        "{'name': 'Report', 'family': 'munchkin', 'edition': 'deluxe', 'players': "
        "[{'name': 'Ann', 'sex': 'female'}, {'name': 'Bob', 'sex': 'male'}, {'name': 'Cid'}]}");
}

QJsonObject panicSetup()
{
    return jsonOf(
        "{'name': 'Siege', 'family': 'panic', 'options': {'mode': 'standard', 'variants': [], "
        "'houseRules': []}, 'players': [{'name': 'Ann'}, {'name': 'Bob'}, {'name': 'Cid'}]}");
}

const QJsonObject reportRequest{{u"type"_s, u"report"_s}};

// One player's entry of a report, by name; empty when the report has no such player.
QJsonObject playerOf(const QJsonObject& report, const QString& name)
{
    for (const QJsonValue& player : report.value(u"players"_s).toArray())
        if (player[u"name"_s].toString() == name)
            return player.toObject();
    return {};
}

int countOf(const PhoneClient& phone, const QString& type)
{
    return static_cast<int>(
        std::count_if(phone.received.begin(), phone.received.end(),
                      [&type](const QJsonObject& got) { return got.value(u"type"_s) == type; }));
}

}  // namespace

class TableReportTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    TableFixture m_table;
    int m_files = 0;

    bool open(const QJsonObject& setup, const app::net::TableLimits& limits = {})
    {
        if (!m_table.open(m_dir, u"report-%1.arbiter"_s.arg(++m_files), setup))
            return false;
        m_table.server->setLimits(limits);
        return true;
    }

    // The tablet's own report of the open game, as the phones' JSON.
    QJsonObject tabletsReport()
    {
        const db::StoreResult<app::views::GameReportView> view = app::views::openGameReport(*m_table.core);
        return view ? app::views::jsonOf(view.value()) : QJsonObject();
    }

    // `phone` asks for the report; its answer.
    static QJsonObject ask(PhoneClient& phone)
    {
        phone.sendJson(reportRequest);
        return phone.next(u"report"_s);
    }

private Q_SLOTS:
    void cleanup()
    {
        m_table.server.reset();
        m_table.core.reset();
    }

    void aPhoneGetsTheReportOfTheGamePlayed()
    {
        QVERIFY(open(deluxeSetup()));
        QVERIFY(m_table.perform(
            jsonOf("{'kind': 'change-level', 'player': 'Ann', 'amount': 4, 'source': 'card'}")));
        const auto ann = m_table.seated(u"Ann"_s);
        const auto bob = m_table.seated(u"Bob"_s);
        QVERIFY(ann && bob);
        // Ann, Level 5, fights a Level 3 Monster worth 2 Levels from her phone, and wins.
        QVERIFY(m_table
                    .act(*ann, jsonOf("{'kind': 'start-combat', 'monster': {'name': 'Lame Goblin', 'level': "
                                      "3, 'treasures': 1, 'levels': 2}}"))
                    .value(u"recorded"_s)
                    .toBool());
        const QJsonObject won = m_table.act(*ann, jsonOf("{'kind': 'resolve-combat'}"));
        QVERIFY2(won.value(u"recorded"_s).toBool(), QJsonDocument(won).toJson().constData());
        QCOMPARE(m_table.server->reportsBuilt(), 0);  // nobody asked yet: nothing replayed

        const QJsonObject answer = ask(*ann);
        QVERIFY2(!answer.isEmpty(), "no report came");
        QCOMPARE(answer.value(u"head"_s).toInteger(), m_table.core->head());
        const QJsonObject report = answer.value(u"report"_s).toObject();
        QVERIFY(report.value(u"valid"_s).toBool());
        QVERIFY(!report.value(u"panic"_s).toBool());
        QCOMPARE(report.value(u"gameName"_s).toString(), u"Report"_s);
        QVERIFY(report.value(u"winners"_s).toArray().isEmpty());
        QCOMPARE(report.value(u"wonBy"_s).toString(), QString());
        const QJsonObject annsFigures = playerOf(report, u"Ann"_s);
        QCOMPARE(annsFigures.value(u"kills"_s).toInt(), 1);
        QCOMPARE(annsFigures.value(u"levelsByKills"_s).toInt(), 2);  // the Monster's Levels
        QCOMPARE(annsFigures.value(u"levelsByCards"_s).toInt(), 4);
        QCOMPARE(annsFigures.value(u"finalLevel"_s).toInt(), 7);
        QVERIFY(!annsFigures.value(u"colour"_s).toString().isEmpty());
        QCOMPARE(playerOf(report, u"Bob"_s).value(u"kills"_s).toInt(), 0);
        QCOMPARE(report.value(u"players"_s).toArray().size(), 3);
        const QJsonObject fight = report.value(u"biggestFight"_s).toObject();
        QVERIFY(fight.value(u"decided"_s).toBool());
        QCOMPARE(fight.value(u"fighter"_s).toString(), u"Ann"_s);
        QCOMPARE(fight.value(u"monsters"_s).toArray(), QJsonArray{u"Lame Goblin"_s});
        QVERIFY(fight.value(u"won"_s).toBool());
        QCOMPARE(fight.value(u"playerStrength"_s).toInt(), 5);
        QCOMPARE(fight.value(u"monsterStrength"_s).toInt(), 3);
        // The tablet's own view, property by property: the phones get the same report.
        QCOMPARE(report, tabletsReport());
        QCOMPARE(m_table.server->reportsBuilt(), 1);

        // At the same head, from the same phone or another: the same answer, not replayed again.
        QCOMPARE(ask(*ann), answer);
        QCOMPARE(ask(*bob), answer);
        QCOMPARE(m_table.server->reportsBuilt(), 1);

        // A new action: another report, once.
        QVERIFY(m_table.perform(
            jsonOf("{'kind': 'change-level', 'player': 'Bob', 'amount': 1, 'source': 'go-up-a-level'}")));
        QVERIFY(!bob->next(u"changes"_s).isEmpty());
        const QJsonObject after = ask(*bob);
        QCOMPARE(after.value(u"head"_s).toInteger(), m_table.core->head());
        QVERIFY(after.value(u"head"_s).toInteger() > answer.value(u"head"_s).toInteger());
        QCOMPARE(playerOf(after.value(u"report"_s).toObject(), u"Bob"_s).value(u"levelsByCards"_s).toInt(),
                 1);
        QCOMPARE(ask(*ann), after);
        QCOMPARE(m_table.server->reportsBuilt(), 2);

        // Undone on the tablet: the line is back where it was, and so is the report.
        QVERIFY(m_table.core->undo().recorded);
        QVERIFY(!bob->next(u"snapshot"_s).isEmpty());
        const QJsonObject undone = ask(*bob);
        QCOMPARE(undone.value(u"head"_s).toInteger(), answer.value(u"head"_s).toInteger());
        QCOMPARE(undone.value(u"report"_s).toObject(), report);
        QCOMPARE(m_table.server->reportsBuilt(), 3);
    }

    void aWatcherGetsItToo()
    {
        // A phone that only holds the invitation watches the table: it sees the report like the players.
        QVERIFY(open(deluxeSetup()));
        PhoneClient watcher(m_table.server->port());
        QVERIFY(watcher.waitConnected());
        watcher.sendJson(reportRequest);  // before its hello: refused, nothing replayed
        QCOMPARE(watcher.next(u"error"_s).value(u"field"_s).toString(), u"type"_s);
        QCOMPARE(m_table.server->reportsBuilt(), 0);
        watcher.sendJson(
            {{u"type"_s, u"hello"_s}, {u"protocol"_s, 1}, {u"invite"_s, m_table.server->seatBook().code()}});
        QVERIFY(!watcher.next(u"snapshot"_s).isEmpty());
        const QJsonObject answer = ask(watcher);
        QCOMPARE(answer.value(u"head"_s).toInteger(), 0);
        QCOMPARE(answer.value(u"report"_s).toObject(), tabletsReport());
        QCOMPARE(m_table.server->reportsBuilt(), 1);
    }

    void aPanicReportHasTheCastle()
    {
        QVERIFY(open(panicSetup()));
        for (const char* step : {"{'kind': 'panic-place-monster', 'token': 'Gazebo', 'arc': 5}",
                                 "{'kind': 'panic-place-monster', 'token': 'Net Troll', 'arc': 1}"})
            QVERIFY2(m_table.perform(jsonOf(step)), step);
        const auto cid = m_table.seated(u"Cid"_s);
        QVERIFY(cid);
        const QJsonObject report = ask(*cid).value(u"report"_s).toObject();
        QVERIFY(report.value(u"panic"_s).toBool());
        QCOMPARE(report.value(u"mode"_s).toString(), u"standard"_s);
        QVERIFY(!report.value(u"castleFell"_s).toBool());
        QVERIFY(report.value(u"structuresLost"_s).isArray());
        QVERIFY(playerOf(report, u"Cid"_s).value(u"trophies"_s).isArray());
        QCOMPARE(report, tabletsReport());
    }

    void anotherGameIsAnotherReport()
    {
        QVERIFY(open(deluxeSetup()));
        const auto ann = m_table.seated(u"Ann"_s);
        QVERIFY(ann);
        QCOMPARE(ask(*ann).value(u"report"_s).toObject().value(u"gameName"_s).toString(), u"Report"_s);
        // Renamed on the tablet at the same head: the name the report carries follows.
        QVERIFY(m_table.core->renameGame(m_table.core->game()->id(), u"Friday"_s).recorded);
        QVERIFY(!ann->next(u"snapshot"_s).isEmpty());
        QCOMPARE(ask(*ann).value(u"report"_s).toObject().value(u"gameName"_s).toString(), u"Friday"_s);
        QCOMPARE(m_table.server->reportsBuilt(), 2);
    }

    void aFloodOfReportRequestsIsDroppedThenClosed()
    {
        // A seat's bucket: 10 messages, then 2 a second; a connection is closed after 200 dropped.
        app::net::TableLimits limits;
        limits.burstMessages = 5;
        limits.messagesPerSecond = 1;
        QVERIFY(open(deluxeSetup(), limits));
        const auto ann = m_table.seated(u"Ann"_s);
        const auto bob = m_table.seated(u"Bob"_s);
        QVERIFY(ann && bob);
        const int sent = app::net::TableServer::floodStrikes + 20;
        for (int i = 0; i < sent; ++i)
            ann->sendJson(reportRequest);
        // Waited for without taking the messages, so what came before the bye is still there to count.
        QTRY_VERIFY_WITH_TIMEOUT(ann->closed, 10000);
        const auto bye = std::find_if(ann->received.begin(), ann->received.end(), [](const QJsonObject& got) {
            return got.value(u"type"_s) == u"bye"_s;
        });
        QVERIFY(bye != ann->received.end());
        QCOMPARE(bye->value(u"reason"_s).toString(), u"flood"_s);
        // Answered only within the seat's allowance, told that the rest was dropped, and replayed once.
        const int answered = countOf(*ann, u"report"_s);
        const int warnings = static_cast<int>(
            std::count_if(ann->received.begin(), ann->received.end(), [](const QJsonObject& got) {
                return got.value(u"type"_s) == u"error"_s && got.value(u"field"_s) == u"type"_s;
            }));
        QVERIFY2(answered >= 1 && answered < sent - app::net::TableServer::floodStrikes,
                 qPrintable(QString::number(answered)));
        QVERIFY2(warnings >= 1, qPrintable(QString::number(warnings)));
        QCOMPARE(m_table.server->reportsBuilt(), 1);
        // Another seat is not held up, and gets the same report without another replay.
        QVERIFY(!ask(*bob).isEmpty());
        QCOMPARE(m_table.server->reportsBuilt(), 1);
    }

    void aMalformedReportRequestIsRefusedNamingTheField()
    {
        QVERIFY(open(deluxeSetup()));
        const auto ann = m_table.seated(u"Ann"_s);
        QVERIFY(ann);
        ann->sendJson({{u"type"_s, u"report"_s}, {u"head"_s, 3}});
        const QJsonObject refused = ann->next(u"error"_s);
        QCOMPARE(refused.value(u"field"_s).toString(), u"head"_s);
        QVERIFY(refused.value(u"error"_s).toString().contains(u"report"_s));
        ann->sendJson({{u"type"_s, u"Report"_s}});
        QCOMPARE(ann->next(u"error"_s).value(u"field"_s).toString(), u"type"_s);
        QCOMPARE(m_table.server->reportsBuilt(), 0);
        QCOMPARE(countOf(*ann, u"report"_s), 0);
        // The connection stays open, and a well-formed request is answered.
        QVERIFY(!ask(*ann).isEmpty());
        QCOMPARE(m_table.server->reportsBuilt(), 1);
    }
};

QTEST_GUILESS_MAIN(TableReportTest)
#include "tst_table_report.moc"

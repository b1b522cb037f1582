// Help and deals from phones (docs/phones.md, "Offers"), with real phones on loopback: a helper offers, the
// fighter or Panic's current player accepts, and only then may an action name that helper; each side of a
// lost fight enters its own run-away dice.

#include "table_fixture.h"

#include <QTest>

using namespace arbiter;
using namespace Qt::StringLiterals;

namespace {

QJsonObject munchkinSetup()
{
    return jsonOf(
        "{'name': 'Fight', 'family': 'munchkin', 'edition': 'deluxe', 'players': "
        "[{'name': 'Ann', 'sex': 'female'}, {'name': 'Bob', 'sex': 'male'}, {'name': 'Cid'}]}");
}

QJsonObject panicSetup()
{
    return jsonOf(
        "{'name': 'Siege', 'family': 'panic', 'options': {'mode': 'standard', 'variants': [], "
        "'houseRules': []}, 'players': [{'name': 'Ann'}, {'name': 'Bob'}, {'name': 'Cid'}]}");
}

// A Net Troll (Level 10) against Ann, at Level 1: a fight she loses unless helped a lot.
const char* netTroll =
    "{'kind': 'start-combat', 'monster': {'name': 'Net Troll', 'level': 10, 'treasures': 3, "
    "'levels': 1}}";

QJsonObject runAway(const QString& runner, int roll)
{
    return {{u"kind"_s, u"run-away"_s},
            {u"rolls"_s, QJsonArray{QJsonObject{
                             {u"monster"_s, u"Net Troll"_s}, {u"runner"_s, runner}, {u"roll"_s, roll}}}}};
}

QJsonObject hit(const QString& card, const QString& helper = {})
{
    QJsonObject play{{u"card"_s, card}};
    QJsonObject action{{u"kind"_s, u"panic-hit"_s}, {u"target"_s, u"Net Troll"_s}};
    if (!helper.isEmpty()) {
        play.insert(u"byHelper"_s, true);
        action.insert(u"helper"_s, helper);
    }
    action.insert(u"attack"_s, QJsonArray{play});
    return action;
}

QJsonObject accept(const QString& helper, const QString& id)
{
    return {{u"type"_s, u"accept"_s}, {u"id"_s, id}, {u"helper"_s, helper}};
}

// The next `offers` a phone is shown that lists an offer (the one after its hello may list none yet).
QJsonObject nextOffers(PhoneClient& phone)
{
    for (QJsonObject offers = phone.next(u"offers"_s); !offers.isEmpty(); offers = phone.next(u"offers"_s)) {
        if (!offers.value(u"offers"_s).toArray().isEmpty())
            return offers;
    }
    return {};
}

// Waits until the server has so many offers standing.
bool waitForOffers(const app::net::TableServer& server, int count)
{
    QElapsedTimer timer;
    timer.start();
    while (server.offers().value(u"offers"_s).toArray().size() != count && timer.elapsed() < 5000)
        QTest::qWait(5);
    return server.offers().value(u"offers"_s).toArray().size() == count;
}

}  // namespace

class TableOffersTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    TableFixture m_table;

private Q_SLOTS:
    void cleanup()
    {
        m_table.server.reset();
        m_table.core.reset();
    }

    void helpIsOfferedAndTheFighterAccepts()
    {
        QVERIFY(m_table.open(m_dir, u"help.arbiter"_s, munchkinSetup()));
        QVERIFY(m_table.perform(jsonOf(netTroll)));
        const auto ann = m_table.seated(u"Ann"_s);
        const auto bob = m_table.seated(u"Bob"_s);
        const auto cid = m_table.seated(u"Cid"_s);
        QVERIFY(ann && bob && cid);
        // A phone no longer makes itself a helper.
        const QJsonObject itself = m_table.act(*bob, jsonOf("{'kind': 'ask-for-help', 'helper': 'Bob'}"));
        QCOMPARE(itself.value(u"field"_s).toString(), u"action.kind"_s);
        QVERIFY(!m_table.core->state()->combat->helper);

        bob->sendJson({{u"type"_s, u"offer"_s}, {u"what"_s, u"my Sword"_s}});
        const QJsonObject offers = nextOffers(*ann);
        QCOMPARE(offers.value(u"to"_s).toString(), u"Ann"_s);
        QCOMPARE(offers.value(u"offers"_s).toArray().size(), 1);
        QCOMPARE(offers.value(u"offers"_s)[0][u"from"_s].toString(), u"Bob"_s);
        QCOMPARE(offers.value(u"offers"_s)[0][u"what"_s].toString(), u"my Sword"_s);
        QCOMPARE(m_table.server->offers().value(u"offers"_s).toArray().size(), 1);  // the tablet sees it
        // So do the other players' phones: Cid sees what Bob offered Ann.
        const QJsonObject seen = nextOffers(*cid);
        QCOMPARE(seen.value(u"to"_s).toString(), u"Ann"_s);
        QCOMPARE(seen.value(u"offers"_s)[0][u"from"_s].toString(), u"Bob"_s);
        QCOMPARE(seen.value(u"offers"_s)[0][u"what"_s].toString(), u"my Sword"_s);

        // The fighter offers nothing to herself; an offer taken back is gone, and made again.
        ann->sendJson({{u"type"_s, u"offer"_s}});
        QCOMPARE(ann->next(u"error"_s).value(u"field"_s).toString(), u"type"_s);
        cid->sendJson({{u"type"_s, u"offer"_s}});
        QCOMPARE(nextOffers(*ann).value(u"offers"_s).toArray().size(), 2);
        cid->sendJson({{u"type"_s, u"offer"_s}, {u"withdraw"_s, true}});
        QVERIFY(waitForOffers(*m_table.server, 1));
        cid->sendJson(accept(u"Cid"_s, u"c0"_s));
        QCOMPARE(cid->next(u"result"_s).value(u"field"_s).toString(), u"type"_s);  // not Cid's to accept
        ann->sendJson(accept(u"Cid"_s, u"a0"_s));
        QCOMPARE(ann->next(u"result"_s).value(u"field"_s).toString(), u"helper"_s);  // taken back
        // Only the fighter accepts, and only an offer made.
        cid->sendJson(accept(u"Bob"_s, u"c1"_s));
        QCOMPARE(cid->next(u"result"_s).value(u"field"_s).toString(), u"type"_s);
        ann->sendJson(accept(u"Cid"_s, u"a1"_s));
        QCOMPARE(ann->next(u"result"_s).value(u"field"_s).toString(), u"helper"_s);
        QVERIFY(!m_table.core->state()->combat->helper);
        // The fighter (on her phone) accepts: the log records Bob's help.
        ann->sendJson(accept(u"Bob"_s, u"a2"_s));
        const QJsonObject accepted = ann->next(u"result"_s);
        QVERIFY2(accepted.value(u"recorded"_s).toBool(), QJsonDocument(accepted).toJson().constData());
        QCOMPARE(QString::fromStdString(m_table.core->state()->combat->helper.value_or("")), u"Bob"_s);
        // With a helper in, the offers are over.
        QJsonObject over = bob->next(u"offers"_s);
        while (!over.isEmpty() && !over.value(u"to"_s).isNull())
            over = bob->next(u"offers"_s);
        QVERIFY(over.value(u"offers"_s).toArray().isEmpty());
        QVERIFY(m_table.server->offers().value(u"to"_s).isNull());
    }

    void theTabletAcceptsAnOffer()
    {
        QVERIFY(m_table.open(m_dir, u"tablet.arbiter"_s, munchkinSetup()));
        QVERIFY(m_table.perform(jsonOf(netTroll)));
        const auto cid = m_table.seated(u"Cid"_s);
        QVERIFY(cid);
        QVERIFY(!m_table.server->acceptOffer(u"Cid"_s).isEmpty());  // nothing offered yet
        cid->sendJson({{u"type"_s, u"offer"_s}});
        QVERIFY(!nextOffers(*cid).isEmpty());
        QCOMPARE(m_table.server->acceptOffer(u"Cid"_s), QString());
        QCOMPARE(QString::fromStdString(m_table.core->state()->combat->helper.value_or("")), u"Cid"_s);
    }

    void eachSideEntersItsOwnRunAwayDice()
    {
        QVERIFY(m_table.open(m_dir, u"run.arbiter"_s, munchkinSetup()));
        QVERIFY(m_table.perform(jsonOf(netTroll)));
        QVERIFY(m_table.perform(jsonOf("{'kind': 'ask-for-help', 'helper': 'Bob'}")));
        QVERIFY(m_table.perform(jsonOf("{'kind': 'resolve-combat'}")));
        QVERIFY(m_table.core->state()->combat->runningAway);
        const auto ann = m_table.seated(u"Ann"_s);
        const auto bob = m_table.seated(u"Bob"_s);
        const auto cid = m_table.seated(u"Cid"_s);
        QVERIFY(ann && bob && cid);
        const qint64 head = m_table.core->head();
        // Nobody enters another runner's dice (and death) for them.
        QCOMPARE(m_table.act(*bob, runAway(u"fighter"_s, 1)).value(u"field"_s).toString(),
                 u"action.rolls[0].runner"_s);
        QCOMPARE(m_table.act(*ann, runAway(u"helper"_s, 1)).value(u"field"_s).toString(),
                 u"action.rolls[0].runner"_s);
        QCOMPARE(m_table.act(*cid, runAway(u"fighter"_s, 6)).value(u"field"_s).toString(), u"action.kind"_s);
        // Ann's die is in and waits for Bob's; nothing is recorded yet.
        ann->sendJson({{u"type"_s, u"act"_s},
                       {u"id"_s, u"ann-run"_s},
                       {u"against"_s, head},
                       {u"action"_s, runAway(u"fighter"_s, 6)}});
        const QJsonObject waiting = ann->next(u"result"_s);
        QCOMPARE(waiting.value(u"waiting"_s).toString(), u"Bob"_s);
        QVERIFY(!waiting.value(u"recorded"_s).toBool());
        QCOMPARE(m_table.core->head(), head);
        QCOMPARE(bob->next(u"offers"_s).value(u"runAwayIn"_s).toArray(), QJsonArray{u"Ann"_s});
        // Bob's die completes the run: one run-away with both, and both phones are answered.
        const QJsonObject done = m_table.act(*bob, runAway(u"helper"_s, 6));
        QVERIFY2(done.value(u"recorded"_s).toBool(), QJsonDocument(done).toJson().constData());
        QCOMPARE(m_table.core->head(), head + 1);
        QVERIFY(!m_table.core->state()->combat);
        const QJsonObject annAnswer = ann->next(u"result"_s);
        QCOMPARE(annAnswer.value(u"id"_s).toString(), u"ann-run"_s);
        QCOMPARE(annAnswer.value(u"seq"_s).toInteger(), head + 1);
        QCOMPARE(m_table.core->history().back().action.value(u"rolls"_s).toArray().size(), 2);
    }

    void aRunAwayPartIsDroppedWhenTheGameMovesOn()
    {
        QVERIFY(m_table.open(m_dir, u"stale.arbiter"_s, munchkinSetup()));
        QVERIFY(m_table.perform(jsonOf(netTroll)));
        QVERIFY(m_table.perform(jsonOf("{'kind': 'ask-for-help', 'helper': 'Bob'}")));
        QVERIFY(m_table.perform(jsonOf("{'kind': 'resolve-combat'}")));
        const auto ann = m_table.seated(u"Ann"_s);
        QVERIFY(ann);
        QCOMPARE(m_table.act(*ann, runAway(u"fighter"_s, 6)).value(u"waiting"_s).toString(), u"Bob"_s);
        QVERIFY(m_table.perform(jsonOf("{'kind': 'change-level', 'player': 'Cid', 'amount': 1}")));
        const QJsonObject dropped = ann->next(u"result"_s);
        QCOMPARE(dropped.value(u"field"_s).toString(), u"against"_s);
        QVERIFY(m_table.server->offers().value(u"runAwayIn"_s).toArray().isEmpty());
    }

    void aPanicHelperIsTheTablesWordNotThePhones()
    {
        QVERIFY(m_table.open(m_dir, u"panic.arbiter"_s, panicSetup()));
        for (const char* step : {"{'kind': 'panic-place-monster', 'token': 'Gazebo', 'arc': 5}",
                                 "{'kind': 'panic-place-monster', 'token': 'Net Troll', 'arc': 1}",
                                 "{'kind': 'panic-place-monster', 'token': 'Large Angry Chicken', 'arc': 3}",
                                 "{'kind': 'panic-place-monster', 'token': 'Shrieking Geek', 'arc': 6}",
                                 "{'kind': 'panic-discard-draw', 'discards': 0}",
                                 "{'kind': 'panic-next-phase', 'phase': 'play-cards'}"})
            QVERIFY2(m_table.perform(jsonOf(step)), step);
        const auto ann = m_table.seated(u"Ann"_s);
        const auto bob = m_table.seated(u"Bob"_s);
        const auto cid = m_table.seated(u"Cid"_s);
        QVERIFY(ann && bob && cid);
        const qint64 head = m_table.core->head();
        // Bob, whose turn it is not, names himself helper: refused before the referee, nothing written.
        QCOMPARE(m_table.act(*bob, hit(u"Red Archer"_s, u"Bob"_s)).value(u"field"_s).toString(),
                 u"action.helper"_s);
        QCOMPARE(m_table.act(*bob, hit(u"Red Archer"_s)).value(u"field"_s).toString(), u"action.kind"_s);
        QCOMPARE(m_table.act(*ann, hit(u"Red Archer"_s, u"Cid"_s)).value(u"field"_s).toString(),
                 u"action.helper"_s);
        QCOMPARE(m_table.core->head(), head);

        // Bob offers a deal, Cid cannot accept it for Ann, Ann accepts.
        bob->sendJson({{u"type"_s, u"offer"_s}, {u"what"_s, u"a Red Archer"_s}});
        QCOMPARE(nextOffers(*ann).value(u"offers"_s)[0][u"from"_s].toString(), u"Bob"_s);
        cid->sendJson(accept(u"Bob"_s, u"c1"_s));
        QCOMPARE(cid->next(u"result"_s).value(u"field"_s).toString(), u"type"_s);
        ann->sendJson(accept(u"Bob"_s, u"a1"_s));
        const QJsonObject accepted = ann->next(u"result"_s);
        QVERIFY(accepted.value(u"accepted"_s).toBool());
        QJsonObject shown = nextOffers(*cid);
        while (!shown.isEmpty() && !shown.value(u"offers"_s)[0][u"accepted"_s].toBool())
            shown = nextOffers(*cid);
        QVERIFY(!shown.isEmpty());
        // Now Bob's Hit under the deal goes to the referee; Cid still may not name Bob nor hit.
        QCOMPARE(m_table.act(*cid, hit(u"Red Archer"_s, u"Bob"_s)).value(u"field"_s).toString(),
                 u"action.kind"_s);
        const QJsonObject helped = m_table.act(*bob, hit(u"Red Archer"_s, u"Bob"_s));
        QVERIFY2(helped.value(u"recorded"_s).toBool(), QJsonDocument(helped).toJson().constData());
        QCOMPARE(m_table.core->head(), head + 1);
    }
};

QTEST_GUILESS_MAIN(TableOffersTest)
#include "tst_table_offers.moc"

// The table's card library on the phones (docs/phones.md, "The card library"), with real phones on
// loopback: a remembered monster is found by three letters and fought with the very object the answer
// gives, a new one needs only its Level, a bad search is refused naming its field, and an answer is bounded.

#include "table_fixture.h"

#include "db/codec/card_json.h"

#include <QTest>

using namespace arbiter;
using namespace Qt::StringLiterals;
namespace mk = arbiter::rules::munchkin;

namespace {

QJsonObject cardsQuery(const QJsonValue& query, const QJsonValue& kind = {})
{
    QJsonObject message{{u"type"_s, u"cards"_s}, {u"query"_s, query}};
    if (!kind.isNull())
        message.insert(u"kind"_s, kind);
    return message;
}

db::LibraryCard monsterCard(const QString& name, int level, const QString& badStuff = {})
{
    mk::Monster monster;
    monster.name = name.toStdString();
    monster.level = level;
    monster.treasures = 3;
    monster.tags = {"Undead"};
    return {u"deluxe"_s, monster, badStuff};
}

}  // namespace

class TableCardsTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    TableFixture m_table;

private Q_SLOTS:
    void init()
    {
        static int games = 0;
        QVERIFY(m_table.open(m_dir, u"cards%1.arbiter"_s.arg(++games),
                             jsonOf("{'name': 'Cards', 'edition': 'deluxe', 'players': "
                                    "[{'name': 'Ann'}, {'name': 'Bob'}]}")));
    }
    void cleanup()
    {
        m_table.server.reset();
        m_table.core.reset();
    }

    void aRememberedMonsterInThreeLettersIsFoughtAsTheTabletWould()
    {
        QVERIFY(!m_table.core->saveCard(monsterCard(u"Net Troll"_s, 10, u"Lose 2 levels"_s)).failed());
        QVERIFY(!m_table.core->saveCard(monsterCard(u"Plutonium Dragon"_s, 20)).failed());
        db::LibraryCard enraged{u"deluxe"_s, mk::Enhancer{"Enraged", 5, 1}, {}};
        QVERIFY(!m_table.core->saveCard(enraged).failed());
        const auto ann = m_table.seated(u"Ann"_s);
        QVERIFY(ann);

        ann->sendJson(cardsQuery(u"net"_s, u"monster"_s));
        const QJsonObject found = ann->next(u"cards"_s);
        QCOMPARE(found.value(u"query"_s).toString(), u"net"_s);
        const QJsonArray cards = found.value(u"cards"_s).toArray();
        QCOMPARE(cards.size(), 1);
        const QJsonObject troll = cards[0].toObject();
        QCOMPARE(troll.value(u"name"_s).toString(), u"Net Troll"_s);
        QCOMPARE(troll.value(u"kind"_s).toString(), u"monster"_s);
        QCOMPARE(troll.value(u"badStuff"_s).toString(), u"Lose 2 levels"_s);
        QCOMPARE(troll.value(u"monster"_s)[u"level"_s].toInt(), 10);
        QCOMPARE(troll.value(u"monster"_s)[u"tags"_s].toArray(), QJsonArray{u"Undead"_s});

        // The card's object is the action's field as it is.
        const QJsonObject fought =
            m_table.act(*ann, {{u"kind"_s, u"start-combat"_s}, {u"monster"_s, troll.value(u"monster"_s)}});
        QVERIFY2(fought.value(u"recorded"_s).toBool(), qPrintable(textOf(fought)));
        const mk::Monster inTheFight = m_table.core->state()->combat->monsters.at(0);
        QCOMPARE(inTheFight, std::get<mk::Monster>(monsterCard(u"Net Troll"_s, 10).data));

        // Another kind's search finds the enhancer, which Bob plays as found.
        const auto bob = m_table.seated(u"Bob"_s);
        QVERIFY(bob);
        bob->sendJson(cardsQuery(u"enr"_s, u"enhancer"_s));
        const QJsonArray enhancers = bob->next(u"cards"_s).value(u"cards"_s).toArray();
        QCOMPARE(enhancers.size(), 1);
        const QJsonObject played = m_table.act(*bob, {{u"kind"_s, u"add-enhancer"_s},
                                                      {u"monster"_s, 0},
                                                      {u"enhancer"_s, enhancers[0][u"enhancer"_s]}});
        QVERIFY2(played.value(u"recorded"_s).toBool(), qPrintable(textOf(played)));
        QCOMPARE(m_table.core->state()->combat->monsters.at(0).enhancers.at(0),
                 (mk::Enhancer{"Enraged", 5, 1}));
    }

    void aNewMonsterNeedsOnlyItsLevel()
    {
        const auto ann = m_table.seated(u"Ann"_s);
        QVERIFY(ann);
        const QJsonObject fought =
            m_table.act(*ann, jsonOf("{'kind': 'start-combat', 'monster': {'level': 8}}"));
        QVERIFY2(fought.value(u"recorded"_s).toBool(), qPrintable(textOf(fought)));
        QCOMPARE(m_table.core->state()->combat->monsters.at(0).name, "Level 8 monster");
        // A quick bonus from a chip is named as the tablet names it, and neither is a card to offer.
        const QJsonObject played = m_table.act(
            *ann, jsonOf("{'kind': 'play-one-shot', 'side': 'players', 'card': {'name': '', 'bonus': 3}}"));
        QVERIFY2(played.value(u"recorded"_s).toBool(), qPrintable(textOf(played)));
        QCOMPARE(m_table.core->state()->combat->playerSide.at(0).name, "One-shot +3");
        ann->sendJson(cardsQuery(QString()));
        QCOMPARE(ann->next(u"cards"_s).value(u"cards"_s).toArray().size(), 0);
        // A level that is not a number is the codec's to name.
        const QJsonObject bad =
            m_table.act(*ann, jsonOf("{'kind': 'add-monster', 'monster': {'level': 'x'}}"));
        QCOMPARE(bad.value(u"field"_s).toString(), u"action.monster.level"_s);
    }

    void aBadSearchIsRefusedNamingItsField()
    {
        const auto ann = m_table.seated(u"Ann"_s);
        QVERIFY(ann);
        ann->sendJson(cardsQuery(QString(41, u'a')));
        QCOMPARE(ann->next(u"error"_s).value(u"field"_s).toString(), u"query"_s);
        ann->sendJson(cardsQuery(3));
        QCOMPARE(ann->next(u"error"_s).value(u"field"_s).toString(), u"query"_s);
        ann->sendJson(cardsQuery(u"net"_s, u"dragon"_s));
        QCOMPARE(ann->next(u"error"_s).value(u"field"_s).toString(), u"kind"_s);
        ann->sendJson({{u"type"_s, u"cards"_s}, {u"text"_s, u"net"_s}});
        QCOMPARE(ann->next(u"error"_s).value(u"field"_s).toString(), u"text"_s);
    }

    void anAnswerIsBounded()
    {
        for (int i = 1; i <= 30; ++i)
            QVERIFY(!m_table.core->saveCard(monsterCard(u"Orc %1"_s.arg(i), i)).failed());
        const auto bob = m_table.seated(u"Bob"_s);
        QVERIFY(bob);
        bob->sendJson(cardsQuery(u"orc"_s));
        QCOMPARE(bob->next(u"cards"_s).value(u"cards"_s).toArray().size(), app::net::maxCardsAnswered);
    }

    void panicHasNoLibrary()
    {
        cleanup();
        QVERIFY(m_table.open(
            m_dir, u"panic-cards.arbiter"_s,
            jsonOf("{'name': 'Siege', 'family': 'panic', 'players': [{'name': 'Ann'}, {'name': 'Bob'}]}")));
        const auto ann = m_table.seated(u"Ann"_s);
        QVERIFY(ann);
        ann->sendJson(cardsQuery(u"net"_s));
        QCOMPARE(ann->next(u"error"_s).value(u"field"_s).toString(), u"type"_s);
    }
};

QTEST_GUILESS_MAIN(TableCardsTest)
#include "tst_table_cards.moc"

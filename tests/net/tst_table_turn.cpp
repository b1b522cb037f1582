// A whole turn from the players' phones, the tablet untouched (issue 26): a fight with cards from three
// phones, the win claimed, the next player's character card, death and looting, and a Munchkin Panic turn
// from set-up to end-turn. Each action is sent in the shape docs/phones.md gives the page, and the log then
// holds exactly those actions.

#include "table_fixture.h"

#include <QTest>

using namespace arbiter;
using namespace Qt::StringLiterals;

namespace {

struct Step {
    const char* seat;
    const char* action;
};

}  // namespace

class TableTurnTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // Each step from its seat's phone, recorded one after the other; the log then holds just those actions.
    void play(TableFixture& table, const QList<Step>& steps)
    {
        std::map<QString, std::unique_ptr<PhoneClient>> phones;
        for (const Step& step : steps) {
            auto& phone = phones[QString::fromUtf8(step.seat)];
            if (!phone)
                phone = table.seated(QString::fromUtf8(step.seat));
            QVERIFY(phone);
            const QJsonObject result = table.act(*phone, jsonOf(step.action));
            QVERIFY2(result.value(u"recorded"_s).toBool(),
                     qPrintable(QString::fromUtf8(step.seat) + u": "_s + QString::fromUtf8(step.action)
                                + u" -> "_s + textOf(result)));
        }
        const QList<db::HistoryEntry>& history = table.core->history();
        QStringList logged;
        for (const db::HistoryEntry& entry : history)
            logged.append(entry.kind);
        QStringList sent;
        for (const Step& step : steps)
            sent.append(jsonOf(step.action).value(u"kind"_s).toString());
        QCOMPARE(logged, sent);
    }

private Q_SLOTS:
    void aCardGameTurnFromThePhones()
    {
        TableFixture table;
        QVERIFY(table.open(m_dir, u"turn.arbiter"_s,
                           jsonOf("{'name': 'Turn', 'edition': 'deluxe', 'players': "
                                  "[{'name': 'Ann'}, {'name': 'Bob'}, {'name': 'Cid'}]}")));
        const qint64 before = table.core->head();
        play(table,
             {
                 {"Ann", "{'kind': 'start-combat', 'monster': {'level': 2}}"},
                 {"Bob",
                  "{'kind': 'add-enhancer', 'monster': 0, 'enhancer': {'name': 'Enraged', 'bonus': 1, "
                  "'treasures': 1}}"},
                 {"Bob",
                  "{'kind': 'add-monster', 'monster': {'name': 'Lame Goblin', 'level': 1, 'tags': "
                  "['Goblin'], 'joinedBy': 'wandering-monster'}}"},
                 {"Cid",
                  "{'kind': 'play-one-shot', 'side': 'players', 'card': {'name': 'Potion of Might', "
                  "'bonus': 5}}"},
                 {"Cid",
                  "{'kind': 'gain-curse', 'player': 'Bob', 'curse': {'name': 'Chicken on Your Head', "
                  "'combatBonus': -1}}"},
                 {"Ann", "{'kind': 'resolve-combat'}"},
                 {"Ann", "{'kind': 'end-turn'}"},
                 {"Bob", "{'kind': 'play-character-card', 'player': 'Bob', 'card': 'Elf'}"},
                 {"Bob", "{'kind': 'gain-hireling', 'player': 'Bob', 'hireling': 'Hireling'}"},
                 {"Bob", "{'kind': 'next-phase', 'phase': 'look-for-trouble-or-loot-the-room'}"},
                 {"Bob",
                  "{'kind': 'apply-bad-stuff', 'player': 'Bob', 'badStuff': {'levels': 1, 'items': [], "
                  "'death': false}}"},
                 {"Bob", "{'kind': 'die', 'player': 'Bob'}"},
                 {"Bob", "{'kind': 'loot-body', 'deceased': 'Bob', 'cardsInHand': 3}"},
                 {"Bob", "{'kind': 'end-turn'}"},
             });
        QCOMPARE(table.core->head(), before + 14);
        QCOMPARE(table.core->state()->players[0].level, 3);  // Ann killed two monsters
    }

    // A lost fight from the phones: the caught fighter's phone reads what it still owes (view.settling: the
    // monster that caught it), and once its Bad Stuff is in, the fight is settled and the view says no more.
    void aLostFightIsSettledFromThePhone()
    {
        TableFixture table;
        QVERIFY(table.open(m_dir, u"lost.arbiter"_s,
                           jsonOf("{'name': 'Lost', 'edition': 'deluxe', 'players': [{'name': 'Ann'}, "
                                  "{'name': 'Bob'}]}")));
        const auto ann = table.seated(u"Ann"_s);
        const auto bob = table.seated(u"Bob"_s);
        QVERIFY(ann && bob);
        const auto recorded = [&](const char* action) {
            const QJsonObject result = table.act(*ann, jsonOf(action));
            return result.value(u"recorded"_s).toBool() ? bob->next(u"changes"_s).value(u"view"_s).toObject()
                                                        : QJsonObject{{u"refused"_s, result}};
        };
        recorded("{'kind': 'start-combat', 'monster': {'name': 'Big Troll', 'level': 18}}");
        recorded("{'kind': 'resolve-combat'}");
        const QJsonObject caught = recorded(
            "{'kind': 'run-away', 'rolls': [{'monster': 'Big Troll', 'runner': 'fighter', 'roll': 1}]}");
        const QJsonObject settling = caught.value(u"settling"_s).toObject();
        QVERIFY2(settling.value(u"open"_s).toBool(), qPrintable(textOf(caught)));
        QCOMPARE(settling.value(u"unsettled"_s).toArray(), (QJsonArray{u"Ann"_s}));
        const QJsonObject runner = settling.value(u"caught"_s).toArray().at(0).toObject();
        QCOMPARE(runner.value(u"monsterNames"_s).toArray(), (QJsonArray{u"Big Troll"_s}));
        const QJsonObject settled = recorded(
            "{'kind': 'apply-bad-stuff', 'player': 'Ann', 'badStuff': {'levels': 1, 'items': [], 'death': "
            "false}}");
        QVERIFY2(!settled.value(u"settling"_s)[u"open"_s].toBool(), qPrintable(textOf(settled)));
    }

    void aRideFromThePhoneInNightmare()
    {
        TableFixture table;
        QVERIFY(table.open(
            m_dir, u"ride.arbiter"_s,
            jsonOf("{'name': 'Rides', 'edition': 'nightmare', 'players': [{'name': 'Ann'}, {'name': "
                   "'Bob'}]}")));
        play(table,
             {{"Bob", "{'kind': 'gain-ride', 'player': 'Bob', 'ride': {'name': 'Pale Horse', 'bonus': 2}}"}});
    }

    void aPanicTurnFromThePhones()
    {
        TableFixture table;
        QVERIFY(table.open(m_dir, u"panic-turn.arbiter"_s,
                           jsonOf("{'name': 'Siege', 'family': 'panic', 'players': "
                                  "[{'name': 'Ann'}, {'name': 'Bob'}, {'name': 'Cid'}]}")));
        play(table,
             {
                 {"Ann", "{'kind': 'panic-place-monster', 'token': 'Gazebo', 'arc': 5}"},
                 {"Ann", "{'kind': 'panic-place-monster', 'token': 'Net Troll', 'arc': 1}"},
                 {"Ann", "{'kind': 'panic-place-monster', 'token': 'Large Angry Chicken', 'arc': 3}"},
                 {"Ann", "{'kind': 'panic-place-monster', 'token': 'Shrieking Geek', 'arc': 6}"},
                 {"Ann", "{'kind': 'panic-discard-draw', 'discards': 1}"},
                 {"Ann", "{'kind': 'panic-charity'}"},
                 {"Ann", "{'kind': 'panic-next-phase', 'phase': 'play-cards'}"},
                 {"Ann", "{'kind': 'panic-hit', 'target': 'Net Troll', 'attack': [{'card': 'Red Archer'}]}"},
                 {"Bob", "{'kind': 'panic-fortify', 'arc': 3}"},
                 {"Ann", "{'kind': 'panic-next-phase', 'phase': 'add-treasure'}"},
                 {"Ann", "{'kind': 'panic-next-phase', 'phase': 'move-monsters'}"},
                 {"Ann", "{'kind': 'panic-move-monsters'}"},
                 {"Ann", "{'kind': 'panic-next-phase', 'phase': 'place-monsters'}"},
                 {"Ann", "{'kind': 'panic-place-monster', 'token': 'Undead Horse', 'arc': 2}"},
                 {"Ann", "{'kind': 'panic-place-monster', 'token': 'King Tut', 'arc': 4}"},
                 {"Ann", "{'kind': 'panic-place-monster', 'token': '3,872 Orcs', 'arc': 1}"},
                 {"Ann", "{'kind': 'end-turn'}"},
             });
        QCOMPARE(table.core->state()->current, 1u);
    }
};

QTEST_GUILESS_MAIN(TableTurnTest)
#include "tst_table_turn.moc"

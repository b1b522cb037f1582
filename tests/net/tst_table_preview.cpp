// A phone's preview of Move Monsters (docs/phones.md, "preview"), issue 26: two Monsters hit one Wall at
// once, the current player's phone is shown the question with its candidates, answers it, and records the
// move with that choice; another seat is refused naming the field, and nothing is recorded by a preview.

#include "table_fixture.h"

#include <QJsonArray>
#include <QTest>

using namespace arbiter;
using namespace Qt::StringLiterals;

class TablePreviewTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    TableFixture m_table;
    int m_requests = 0;

    // Ann's turn in Move Monsters, set by the tablet: the Gazebo and the Pit Bull in the green Swordsman
    // space of arc 3 both hit Wall 3; the Bullrog walks on from the Forest of arc 5.
    bool openTwoMonstersOnOneWall()
    {
        if (!m_table.open(m_dir, u"preview.arbiter"_s,
                          jsonOf("{'name': 'Siege', 'family': 'panic', 'players': [{'name': 'Ann'}, {'name': "
                                 "'Bob'}]}")))
            return false;
        for (const char* step :
             {"{'kind': 'panic-place-monster', 'token': 'Net Troll', 'arc': 1}",
              "{'kind': 'panic-place-monster', 'token': 'Bullrog', 'arc': 2}",
              "{'kind': 'panic-place-monster', 'token': 'Pukachu', 'arc': 4}",
              "{'kind': 'panic-place-monster', 'token': 'Shrieking Geek', 'arc': 6}",
              "{'kind': 'panic-discard-draw'}", "{'kind': 'panic-next-phase', 'phase': 'move-monsters'}",
              "{'kind': 'panic-set-board', 'board': {'monsters': ["
              "{'id': 'Gazebo', 'name': 'Gazebo', 'arc': 3, 'ring': 'swordsman', 'health': 3},"
              "{'id': 'Pit Bull', 'name': 'Pit Bull', 'arc': 3, 'ring': 'swordsman', 'health': 2},"
              "{'id': 'Bullrog', 'name': 'Bullrog', 'arc': 5, 'ring': 'forest', 'health': 3}]}}"}) {
            if (!m_table.perform(jsonOf(step)))
                return false;
        }
        return true;
    }

    // A phone seated as `player` reading `language` (empty: the tablet's), past its snapshot.
    std::unique_ptr<PhoneClient> seated(const QString& player, const QString& language = {})
    {
        auto phone = std::make_unique<PhoneClient>(m_table.server->port());
        if (!phone->waitConnected())
            return nullptr;
        QJsonObject hello{{u"type"_s, u"hello"_s}, {u"protocol"_s, 1}, {u"token"_s, m_table.tokenOf(player)}};
        if (!language.isEmpty())
            hello.insert(u"language"_s, language);
        phone->sendJson(hello);
        if (phone->next(u"snapshot"_s).isEmpty())
            return nullptr;
        return phone;
    }

    // A `preview` of `action` from `phone`; its answer (a `preview`, or an `error` for a broken message).
    QJsonObject preview(PhoneClient& phone, const QJsonObject& action,
                        const QString& answerType = u"preview"_s)
    {
        const QString id = u"p%1"_s.arg(++m_requests);
        phone.sendJson({{u"type"_s, u"preview"_s}, {u"id"_s, id}, {u"action"_s, action}});
        const QJsonObject answer = phone.next(answerType);
        if (answerType == u"preview"_s && answer.value(u"id"_s).toString() != id)
            return {};
        return answer;
    }

    static QStringList texts(const QJsonArray& events)
    {
        QStringList all;
        for (const QJsonValue& event : events)
            all.append(event.toObject().value(u"text"_s).toString());
        return all;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(openTwoMonstersOnOneWall());
    }

    void theCurrentPlayerIsAskedWhichMonsterTakesTheHit()
    {
        auto ann = seated(u"Ann"_s);
        QVERIFY(ann);
        const qint64 head = m_table.core->head();
        const QJsonObject asked = preview(*ann, jsonOf("{'kind': 'panic-move-monsters'}"));
        QVERIFY2(!asked.isEmpty(), "no preview answered");
        QVERIFY(!asked.value(u"legal"_s).toBool());
        QCOMPARE(asked.value(u"error"_s).toString(), QString());
        QCOMPARE(asked.value(u"head"_s).toInteger(), head);
        QStringList rules;
        for (const QJsonValue& reason : asked.value(u"reasons"_s).toArray())
            rules.append(reason.toObject().value(u"rule"_s).toString());
        QVERIFY2(rules.contains(u"game.panic-pending-choice"_s), qPrintable(textOf(asked)));
        const QJsonArray pending = asked.value(u"pending"_s).toArray();
        QCOMPARE(pending.size(), 1);
        const QJsonObject wall = pending.at(0).toObject();
        QCOMPARE(wall.value(u"structure"_s).toString(), u"wall:3"_s);
        QCOMPARE(wall.value(u"kind"_s).toString(), u"wall"_s);
        QCOMPARE(wall.value(u"arc"_s).toInt(), 3);
        QStringList candidates;
        for (const QJsonValue& candidate : wall.value(u"candidates"_s).toArray())
            candidates.append(candidate.toString());
        candidates.sort();
        QCOMPARE(candidates, (QStringList{u"Gazebo"_s, u"Pit Bull"_s}));
        // Meanwhile, only what no answer changes: the Bullrog's step, in words and by kind.
        const QJsonArray events = asked.value(u"events"_s).toArray();
        QCOMPARE(events.size(), 1);
        QCOMPARE(events.at(0).toObject().value(u"type"_s).toString(), u"monster-moved"_s);
        QVERIFY2(texts(events).at(0).contains(u"Bullrog"_s), qPrintable(textOf(asked)));

        // Answered: legal, nothing pending, the Wall falls to the Pit Bull. Still nothing recorded.
        const QJsonObject answered =
            preview(*ann, jsonOf("{'kind': 'panic-move-monsters', 'choices': {'wall:3': 'Pit Bull'}}"));
        QVERIFY2(answered.value(u"legal"_s).toBool(), qPrintable(textOf(answered)));
        QVERIFY(answered.value(u"pending"_s).toArray().isEmpty());
        QVERIFY2(texts(answered.value(u"events"_s).toArray()).contains(u"Wall 3 is destroyed by Pit Bull"_s),
                 qPrintable(textOf(answered)));
        QCOMPARE(m_table.core->head(), head);
    }

    void inThePhonesLanguage()
    {
        auto ann = seated(u"Ann"_s, u"de"_s);
        QVERIFY(ann);
        const QJsonObject answered =
            preview(*ann, jsonOf("{'kind': 'panic-move-monsters', 'choices': {'wall:3': 'Pit Bull'}}"));
        QVERIFY2(
            texts(answered.value(u"events"_s).toArray()).contains(u"Mauer 3 wird durch Pit Bull zerstört"_s),
            qPrintable(textOf(answered)));
    }

    void refusedNamingTheField()
    {
        auto bob = seated(u"Bob"_s);
        QVERIFY(bob);
        // Not Bob's turn: the authority of the action itself.
        const QJsonObject notHis = preview(*bob, jsonOf("{'kind': 'panic-move-monsters'}"));
        QVERIFY(!notHis.value(u"legal"_s).toBool());
        QCOMPARE(notHis.value(u"field"_s).toString(), u"action.kind"_s);
        QVERIFY(!notHis.value(u"error"_s).toString().isEmpty());
        QVERIFY(notHis.value(u"pending"_s).toArray().isEmpty());

        auto ann = seated(u"Ann"_s);
        QVERIFY(ann);
        QCOMPARE(preview(*ann, jsonOf("{'kind': 'panic-sleep'}")).value(u"field"_s).toString(),
                 u"action.kind"_s);
        QCOMPARE(
            preview(*ann, jsonOf("{'kind': 'panic-move-monsters', 'steps': 2}")).value(u"field"_s).toString(),
            u"action.steps"_s);
        // A message without its id is no request: an error naming the field.
        ann->sendJson({{u"type"_s, u"preview"_s}, {u"action"_s, jsonOf("{'kind': 'panic-move-monsters'}")}});
        QCOMPARE(ann->next(u"error"_s).value(u"field"_s).toString(), u"id"_s);
    }

    void theMoveIsRecordedWithItsChoice()
    {
        auto ann = seated(u"Ann"_s);
        QVERIFY(ann);
        const QJsonObject result =
            m_table.act(*ann, jsonOf("{'kind': 'panic-move-monsters', 'choices': {'wall:3': 'Pit Bull'}}"));
        QVERIFY2(result.value(u"recorded"_s).toBool(), qPrintable(textOf(result)));
        const db::HistoryEntry& last = m_table.core->history().constLast();
        QCOMPARE(last.kind, u"panic-move-monsters"_s);
        QCOMPARE(last.action.value(u"choices"_s).toObject(), jsonOf("{'wall:3': 'Pit Bull'}"));
    }

    void aCurseTokenIsPreviewedToo()
    {
        auto ann = seated(u"Ann"_s);
        QVERIFY(ann);
        QVERIFY(m_table.act(*ann, jsonOf("{'kind': 'panic-next-phase', 'phase': 'place-monsters'}"))
                    .value(u"recorded"_s)
                    .toBool());
        const qint64 head = m_table.core->head();
        const QJsonObject curse =
            preview(*ann, jsonOf("{'kind': 'panic-draw-curse', 'curse': 'all-clockwise'}"));
        QVERIFY2(curse.value(u"legal"_s).toBool(), qPrintable(textOf(curse)));
        QVERIFY(curse.value(u"pending"_s).toArray().isEmpty());
        QVERIFY2(!curse.value(u"events"_s).toArray().isEmpty(), qPrintable(textOf(curse)));
        QCOMPARE(m_table.core->head(), head);
    }
};

QTEST_GUILESS_MAIN(TablePreviewTest)
#include "tst_table_preview.moc"

// Who may send what, over the real server (docs/phones.md, "What a phone may do"): every action kind, as
// its example in docs/actions.md and docs/panic-actions.md gives it, is sent by real phones from every
// seat of a real game. The seat its kind's actor names (rules/game/action_fields.h) gets past the
// authority (the referee may still refuse it, with its reasons); every other seat is refused naming the
// field, and nothing refused is written. A new kind gets its row from its example.

#include "table_fixture.h"

#include "rules/game/action_fields.h"

#include <QFile>
#include <QTest>

#include <set>

using namespace arbiter;
using namespace Qt::StringLiterals;
namespace game = arbiter::rules::game;

namespace {

const QStringList seats = {u"Ann"_s, u"Bob"_s, u"Cid"_s};
// Ann fights (or plays Panic's turn); a kind a field names is sent naming Bob, so the seat it is for is
// never the current player's by chance.
const QString current = u"Ann"_s;
const QString named = u"Bob"_s;

// The first ```json example of each action kind in one of the action docs.
QMap<QString, QJsonObject> examplesIn(const QString& file)
{
    QMap<QString, QJsonObject> examples;
    QFile doc(QStringLiteral(ARBITER_DOCS_DIR "/") + file);
    if (!doc.open(QIODevice::ReadOnly))
        return {};
    const QList<QByteArray> lines = doc.readAll().split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines[i].trimmed() != "```json")
            continue;
        QByteArray block;
        while (++i < lines.size() && lines[i].trimmed() != "```")
            block += lines[i] + '\n';
        const QJsonObject object = QJsonDocument::fromJson(block).object();
        const QString kind = object.value(u"kind"_s).toString();
        if (!kind.isEmpty() && !examples.contains(kind))
            examples.insert(kind, object);
    }
    return examples;
}

std::optional<game::Action> actionOf(const QJsonObject& json)
{
    db::JsonIssues issues;
    db::JsonReader reader(json, QString(), &issues);
    std::optional<game::Action> action = db::actionFromJson(reader);
    if (issues.failed())
        return std::nullopt;
    return action;
}

// The example made to fit the test's game: the field naming the actor names Bob, a run-away is the
// fighter's roll against the fight's monster, and a Hit names no helper (deals: tst_table_offers).
QJsonObject fitted(QJsonObject example, const game::Actor& actor)
{
    const QString kind = example.value(u"kind"_s).toString();
    if (actor.kind == game::ActorKind::NamedPlayer)
        example.insert(QString::fromLatin1(actor.field.data(), static_cast<qsizetype>(actor.field.size())),
                       named);
    if (kind == u"run-away"_s)
        example = jsonOf(
            "{'kind': 'run-away', 'rolls': [{'monster': 'Net Troll', 'runner': 'fighter', 'roll': 5}]}");
    if (kind == u"panic-hit"_s)
        example =
            jsonOf("{'kind': 'panic-hit', 'target': 'Net Troll', 'attack': [{'card': 'Red Swordsman'}]}");
    return example;
}

// What the authority refuses: an error naming a field of the action, before any reasons of the referee.
bool refusedByAuthority(const QJsonObject& result, const QString& field)
{
    return !result.value(u"recorded"_s).toBool() && result.value(u"reasons"_s).toArray().isEmpty()
           && !result.value(u"error"_s).toString().isEmpty() && result.value(u"field"_s).toString() == field;
}

// Past the authority: recorded, or refused by the referee with its reasons (never an error on a field).
bool pastAuthority(const QJsonObject& result)
{
    return result.value(u"recorded"_s).toBool()
           || (result.value(u"error"_s).toString().isEmpty()
               && !result.value(u"reasons"_s).toArray().isEmpty());
}

}  // namespace

class TableAuthorityTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::set<QString> m_covered;

    // Sends every kind of `examples` from every seat of the game open in `table`.
    void sendEveryKind(TableFixture& table, const QMap<QString, QJsonObject>& examples)
    {
        table.server->setLimits([] {
            app::net::TableLimits limits;
            limits.burstMessages = 10000;  // the test's requests come as fast as the answers
            return limits;
        }());
        std::map<QString, std::unique_ptr<PhoneClient>> phones;
        for (const QString& seat : seats) {
            phones[seat] = table.seated(seat);
            QVERIFY(phones[seat]);
        }
        for (auto example = examples.begin(); example != examples.end(); ++example) {
            const std::optional<game::Action> parsed = actionOf(example.value());
            QVERIFY2(parsed, qPrintable(example.key()));
            const game::Actor actor = game::actorOf(*parsed);
            const QJsonObject action = fitted(example.value(), actor);
            const QString kind = example.key();
            m_covered.insert(kind);
            for (const QString& seat : seats) {
                const qint64 head = table.core->head();
                const qsizetype rows = table.core->history().size();
                const QJsonObject result = table.act(*phones[seat], action);
                const QString said = kind + u" from "_s + seat + u": "_s + textOf(result);
                QString refusedOn;  // the field the authority names; empty when this seat may send it
                switch (actor.kind) {
                case game::ActorKind::Table:
                case game::ActorKind::Agreement:
                    refusedOn = u"action.kind"_s;
                    break;
                case game::ActorKind::CurrentPlayer:
                case game::ActorKind::EachRoll:
                    refusedOn = seat == current ? QString() : u"action.kind"_s;
                    break;
                case game::ActorKind::NamedPlayer:
                    refusedOn =
                        seat == named
                            ? QString()
                            : u"action."_s + QString::fromLatin1(actor.field.data(), actor.field.size());
                    break;
                case game::ActorKind::AnySeat:
                    break;
                }
                if (refusedOn.isEmpty()) {
                    QVERIFY2(pastAuthority(result), qPrintable(said));
                } else {
                    QVERIFY2(refusedByAuthority(result, refusedOn), qPrintable(said));
                    QCOMPARE(table.core->head(), head);
                    QCOMPARE(table.core->history().size(), rows);
                }
                if (table.core->head() != head)  // recorded: the tablet undoes it, for the next seat
                    QVERIFY2(!table.core->undo().failed(), qPrintable(said));
                QCOMPARE(table.core->head(), head);
            }
        }
    }

private Q_SLOTS:
    void cardGameKindsFromEverySeat()
    {
        const QMap<QString, QJsonObject> examples = examplesIn(u"actions.md"_s);
        QVERIFY(examples.size() > 30);
        TableFixture table;
        QVERIFY(table.open(m_dir, u"cards.arbiter"_s,
                           jsonOf("{'name': 'Every kind', 'edition': 'deluxe', 'players': "
                                  "[{'name': 'Ann'}, {'name': 'Bob'}, {'name': 'Cid'}]}")));
        // In a fight, so the fighter's kinds and the run-away have their seat.
        QVERIFY(table.perform(jsonOf(
            "{'kind': 'start-combat', 'monster': {'name': 'Net Troll', 'level': 10, 'treasures': 3}}")));
        QElapsedTimer timer;
        timer.start();
        sendEveryKind(table, examples);
        qInfo("%lld card-game kinds from 3 seats in %lld ms", static_cast<long long>(examples.size()),
              static_cast<long long>(timer.elapsed()));
    }

    void panicKindsFromEverySeat()
    {
        const QMap<QString, QJsonObject> examples = examplesIn(u"panic-actions.md"_s);
        QVERIFY(examples.size() > 15);
        TableFixture table;
        QVERIFY(table.open(m_dir, u"panic.arbiter"_s,
                           jsonOf("{'name': 'Every kind', 'family': 'panic', 'players': "
                                  "[{'name': 'Ann'}, {'name': 'Bob'}, {'name': 'Cid'}]}")));
        for (const char* step : {"{'kind': 'panic-place-monster', 'token': 'Gazebo', 'arc': 5}",
                                 "{'kind': 'panic-place-monster', 'token': 'Net Troll', 'arc': 1}",
                                 "{'kind': 'panic-place-monster', 'token': 'Large Angry Chicken', 'arc': 3}",
                                 "{'kind': 'panic-place-monster', 'token': 'Shrieking Geek', 'arc': 6}"})
            QVERIFY2(table.perform(jsonOf(step)), step);
        sendEveryKind(table, examples);
    }

    // Run after both families: every kind the rules know had its row.
    void everyKindHadItsRow()
    {
        for (std::string_view kind : game::kindNames())
            QVERIFY2(
                m_covered.contains(QString::fromLatin1(kind.data(), static_cast<qsizetype>(kind.size()))),
                kind.data());
    }

    // A phone's run-away roll is its own side's: the fighter may not enter the helper's.
    void aRollOfTheOtherSideIsRefusedNamingIt()
    {
        TableFixture table;
        QVERIFY(table.open(m_dir, u"rolls.arbiter"_s,
                           jsonOf("{'name': 'Rolls', 'edition': 'deluxe', 'players': "
                                  "[{'name': 'Ann'}, {'name': 'Bob'}]}")));
        QVERIFY(
            table.perform(jsonOf("{'kind': 'start-combat', 'monster': {'name': 'Net Troll', 'level': 10}}")));
        const auto ann = table.seated(u"Ann"_s);
        QVERIFY(ann);
        const qint64 head = table.core->head();
        const QJsonObject result = table.act(
            *ann,
            jsonOf(
                "{'kind': 'run-away', 'rolls': [{'monster': 'Net Troll', 'runner': 'helper', 'roll': 5}]}"));
        QVERIFY2(refusedByAuthority(result, u"action.rolls[0].runner"_s), qPrintable(textOf(result)));
        QCOMPARE(table.core->head(), head);
    }
};

QTEST_GUILESS_MAIN(TableAuthorityTest)
#include "tst_table_authority.moc"

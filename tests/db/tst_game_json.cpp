// The actions' JSON: see tst_game_json.h.

#include "tst_game_json.h"

#include "game_json_fixtures.h"
#include "panic_samples.h"
#include "rules/game/action_fields.h"

#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>
#include <QTest>

#include <map>
#include <set>
#include <string>
#include <utility>

using namespace Qt::StringLiterals;
using namespace arbiter;
using namespace arbiter::testing::json;
using db::JsonIssues;
using db::JsonReader;

namespace mk = rules::munchkin;
namespace game = rules::game;
namespace act = rules::game::actions;

void TestGameJson::actionRoundTrip_data()
{
    QTest::addColumn<int>("sample");
    const std::vector<game::Action> all = samples();
    for (std::size_t i = 0; i < all.size(); ++i)
        QTest::addRow("%s", std::string(game::kindName(all[i])).c_str()) << static_cast<int>(i);
}

void TestGameJson::actionRoundTrip()
{
    QFETCH(int, sample);
    const game::Action action = samples().at(static_cast<std::size_t>(sample));
    const QByteArray json = db::compact(db::actionToJson(action));
    QVERIFY(!json.contains('\n'));
    JsonIssues issues;
    const std::optional<game::Action> back = readAction(json, issues);
    QVERIFY2(back && issues.warnings().isEmpty(), qPrintable(describe(issues) + u" in "_s + json));
    QVERIFY2(*back == action, json.constData());
    QCOMPARE(db::compact(db::actionToJson(*back)), json);
}

void TestGameJson::samplesCoverEveryKind()
{
    std::set<std::size_t> kinds;
    for (const game::Action& action : samples())
        kinds.insert(action.index());
    QCOMPARE(kinds.size(), std::variant_size_v<game::ActionVariant>);
}

// The codec writes each kind from its description (rules/game/action_fields.h): the samples of a kind, with
// every field away from its default, write exactly the described fields. The two Panic kinds read by hand
// flatten a nested rules value; their keys are listed here.
void TestGameJson::writtenFieldsAreTheDescribedOnes()
{
    std::map<std::size_t, QSet<QString>> writtenByKind;
    std::map<std::size_t, QSet<QString>> describedByKind;
    for (const game::Action& action : samples()) {
        QSet<QString>& written = writtenByKind[action.index()];
        for (const QString& key : db::actionToJson(action).keys())
            if (key != u"kind"_s)
                written.insert(key);
        QSet<QString>& described = describedByKind[action.index()];
        if (action.is<act::PanicHit>())
            described = {u"target"_s, u"attack"_s,   u"potions"_s,    u"specials"_s,  u"enhancers"_s,
                         u"helper"_s, u"trophyTo"_s, u"treasureTo"_s, u"enhancedBy"_s};
        else if (action.is<act::PanicDrawCurse>())
            described = {u"curse"_s, u"roll"_s, u"cancelledBy"_s, u"choices"_s};
        else
            for (std::string_view name : game::fieldNamesOf(action))
                described.insert(QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size())));
    }
    QCOMPARE(writtenByKind.size(), std::variant_size_v<game::ActionVariant>);
    for (const auto& [kind, written] : writtenByKind) {
        const std::string name(game::kindNames()[kind]);
        for (const QString& key : written)
            QVERIFY2(describedByKind[kind].contains(key),
                     qPrintable(key + u" is written but not described in "_s + QString::fromStdString(name)));
        for (const QString& key : describedByKind[kind])
            QVERIFY2(written.contains(key), qPrintable(key + u" is described, but no sample of "_s
                                                       + QString::fromStdString(name) + u" writes it"_s));
    }
}

void TestGameJson::docExample_data()
{
    QTest::addColumn<QByteArray>("json");
    const QList<DocExample> blocks = docExamples();
    QVERIFY2(!blocks.isEmpty(), "docs/actions.md and docs/panic-actions.md have no ```json examples");
    for (const DocExample& block : blocks)
        QTest::addRow("%s", qPrintable(block.where)) << block.json;
}

void TestGameJson::docExample()
{
    QFETCH(QByteArray, json);
    const QJsonObject object = QJsonDocument::fromJson(json).object();
    JsonIssues issues;
    if (object.contains(u"kind"_s)) {
        const std::optional<game::Action> action = readAction(json, issues);
        QVERIFY2(action && issues.warnings().isEmpty(), qPrintable(describe(issues)));
        JsonIssues again;
        QCOMPARE(readAction(db::compact(db::actionToJson(*action)), again), action);
    } else if (object.contains(u"turn"_s)) {
        const std::optional<game::GameState> state = readState(json, issues);
        QVERIFY2(state && issues.warnings().isEmpty(), qPrintable(describe(issues)));
        JsonIssues again;
        QCOMPARE(readState(db::compact(db::stateToJson(*state)), again), state);
    } else {
        const std::optional<game::GameSetup> setup = readSetup(json, issues);
        QVERIFY2(setup && issues.warnings().isEmpty(), qPrintable(describe(issues)));
        JsonIssues again;
        QCOMPARE(readSetup(db::compact(db::setupToJson(*setup)), again), setup);
    }
}

void TestGameJson::docsCoverEveryKind()
{
    std::set<std::string> documented;
    for (const DocExample& example : docExamples()) {
        const QJsonObject object = QJsonDocument::fromJson(example.json).object();
        if (object.contains(u"kind"_s))
            documented.insert(object.value(u"kind"_s).toString().toStdString());
    }
    for (std::string_view kind : game::kindNames())
        QVERIFY2(documented.count(std::string(kind)) == 1,
                 ("the action docs have no example of " + std::string(kind)).c_str());
}

void TestGameJson::malformedAction_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("field");
    const QByteArray longName(201, 'x');
    QTest::newRow("not json") << QByteArray("{\"kind\":") << QString();
    QTest::newRow("an array") << QByteArray("[1]") << QString();
    QTest::newRow("no kind") << QByteArray("{}") << u"kind"_s;
    QTest::newRow("unknown kind") << QByteArray(R"({"kind":"fly"})") << u"kind"_s;
    QTest::newRow("roll 7") << QByteArray(R"({"kind":"roll-die","roll":7})") << u"roll"_s;
    QTest::newRow("roll missing") << QByteArray(R"({"kind":"roll-die","player":"Ann"})") << u"roll"_s;
    QTest::newRow("kind not a string") << QByteArray(R"({"kind":3})") << u"kind"_s;
    QTest::newRow("no player") << QByteArray(R"({"kind":"change-level"})") << u"player"_s;
    QTest::newRow("blank player") << QByteArray(R"({"kind":"die","player":"  "})") << u"player"_s;
    QTest::newRow("long name") << QByteArray(R"({"kind":"die","player":")" + longName + R"("})")
                               << u"player"_s;
    QTest::newRow("amount") << QByteArray(R"({"kind":"change-level","player":"A","amount":100})")
                            << u"amount"_s;
    QTest::newRow("source") << QByteArray(R"({"kind":"change-level","player":"A","source":"magic"})")
                            << u"source"_s;
    QTest::newRow("cardAllowsWin") << QByteArray(R"({"kind":"change-level","player":"A","cardAllowsWin":1})")
                                   << u"cardAllowsWin"_s;
    QTest::newRow("seat") << QByteArray(R"({"kind":"add-player","name":"A","seat":12})") << u"seat"_s;
    QTest::newRow("sex") << QByteArray(R"({"kind":"set-sex","player":"A","sex":"other"})") << u"sex"_s;
    QTest::newRow("cause") << QByteArray(R"({"kind":"discard-character-card","player":"A","card":"Elf",)"
                                         R"("cause":"boredom"})")
                           << u"cause"_s;
    QTest::newRow("no item") << QByteArray(R"({"kind":"gain-item","player":"A"})") << u"item"_s;
    QTest::newRow("item a name") << QByteArray(R"({"kind":"gain-item","player":"A","item":"Sword"})")
                                 << u"item"_s;
    QTest::newRow("item slot") << QByteArray(
        R"({"kind":"gain-item","player":"A","item":{"name":"S","slot":"hat"}})")
                               << u"item.slot"_s;
    QTest::newRow("item onlyFor") << QByteArray(
        R"({"kind":"gain-item","player":"A","item":{"name":"S","onlyFor":{"race":"Elf","class":"Thief"}}})")
                                  << u"item.onlyFor"_s;
    QTest::newRow("item lifter") << QByteArray(
        R"({"kind":"gain-item","player":"A","item":{"name":"S","lifter":"x"}})")
                                 << u"item.lifter"_s;
    QTest::newRow("equip item object")
        << QByteArray(R"({"kind":"equip-item","player":"A","item":{"name":"S"}})") << u"item"_s;
    QTest::newRow("equipped") << QByteArray(
        R"({"kind":"equip-item","player":"A","item":"S","equipped":"yes"})")
                              << u"equipped"_s;
    QTest::newRow("trade to") << QByteArray(R"({"kind":"trade-item","from":"A","item":"S"})") << u"to"_s;
    QTest::newRow("gear high") << QByteArray(R"({"kind":"set-gear","player":"A","gear":1001})") << u"gear"_s;
    QTest::newRow("gear negative") << QByteArray(R"({"kind":"set-gear","player":"A","gear":-1})")
                                   << u"gear"_s;
    QTest::newRow("sell gold") << QByteArray(
        R"({"kind":"sell-items","player":"A","fromHand":[{"name":"P","gold":-5}]})")
                               << u"fromHand[0].gold"_s;
    QTest::newRow("sell items") << QByteArray(R"({"kind":"sell-items","player":"A","items":["S",""]})")
                                << u"items[1]"_s;
    QTest::newRow("ride bonus") << QByteArray(
        R"({"kind":"gain-ride","player":"A","ride":{"name":"H","bonus":21}})")
                                << u"ride.bonus"_s;
    QTest::newRow("curse bonus") << QByteArray(
        R"({"kind":"gain-curse","player":"A","curse":{"name":"C","combatBonus":101}})")
                                 << u"curse.combatBonus"_s;
    QTest::newRow("lose curse object")
        << QByteArray(R"({"kind":"lose-curse","player":"A","curse":{"name":"C"}})") << u"curse"_s;
    QTest::newRow("no phase") << QByteArray(R"({"kind":"next-phase"})") << u"phase"_s;
    QTest::newRow("phase") << QByteArray(R"({"kind":"next-phase","phase":"lunch"})") << u"phase"_s;
    QTest::newRow("no hand") << QByteArray(R"({"kind":"charity"})") << u"hand"_s;
    QTest::newRow("hand limit") << QByteArray(R"({"kind":"charity","hand":6,"handLimit":0})")
                                << u"handLimit"_s;
    QTest::newRow("bigger share") << QByteArray(R"({"kind":"charity","hand":6,"biggerShare":[""]})")
                                  << u"biggerShare[0]"_s;
    QTest::newRow("no monster") << QByteArray(R"({"kind":"start-combat"})") << u"monster"_s;
    QTest::newRow("monster level") << QByteArray(R"({"kind":"start-combat","monster":{"name":"T"}})")
                                   << u"monster.level"_s;
    QTest::newRow("monster versus") << QByteArray(
        R"({"kind":"add-monster","monster":{"name":"T","level":2,"versus":[{"bonus":2}]}})")
                                    << u"monster.versus[0]"_s;
    QTest::newRow("monster enhancer") << QByteArray(
        R"({"kind":"add-monster","monster":{"name":"T","level":2,"enhancers":[{"name":"E","treasures":11}]}})")
                                      << u"monster.enhancers[0].treasures"_s;
    QTest::newRow("joinedBy") << QByteArray(
        R"({"kind":"add-monster","monster":{"name":"T","level":2,"joinedBy":"air"}})")
                              << u"monster.joinedBy"_s;
    QTest::newRow("enhancer index") << QByteArray(
        R"({"kind":"add-enhancer","monster":-1,"enhancer":{"name":"E"}})")
                                    << u"monster"_s;
    QTest::newRow("enhancer bonus") << QByteArray(
        R"({"kind":"add-enhancer","monster":0,"enhancer":{"name":"E","bonus":101}})")
                                    << u"enhancer.bonus"_s;
    QTest::newRow("eliminate index") << QByteArray(R"({"kind":"eliminate-monster","monster":64})")
                                     << u"monster"_s;
    QTest::newRow("side") << QByteArray(R"({"kind":"play-one-shot","side":"both","card":{"name":"C"}})")
                          << u"side"_s;
    QTest::newRow("card name") << QByteArray(R"({"kind":"play-one-shot","card":{"bonus":2}})")
                               << u"card.name"_s;
    QTest::newRow("no helper") << QByteArray(R"({"kind":"ask-for-help"})") << u"helper"_s;
    QTest::newRow("bonus fraction") << QByteArray(R"({"kind":"set-combat-bonus","player":"A","bonus":1.5})")
                                    << u"bonus"_s;
    QTest::newRow("roll 7") << QByteArray(
        R"({"kind":"run-away","rolls":[{"monster":"T","roll":3},{"monster":"T","roll":7}]})")
                            << u"rolls[1].roll"_s;
    QTest::newRow("roll missing") << QByteArray(R"({"kind":"run-away","rolls":[{"monster":"T"}]})")
                                  << u"rolls[0].roll"_s;
    QTest::newRow("runner") << QByteArray(
        R"({"kind":"run-away","rolls":[{"monster":"T","roll":3,"runner":"cat"}]})")
                            << u"rolls[0].runner"_s;
    QTest::newRow("bad stuff levels")
        << QByteArray(R"({"kind":"run-away","rolls":[{"monster":"T","roll":1,"badStuff":{"levels":21}}]})")
        << u"rolls[0].badStuff.levels"_s;
    QTest::newRow("no bad stuff") << QByteArray(R"({"kind":"apply-bad-stuff","player":"A"})")
                                  << u"badStuff"_s;
    QTest::newRow("bad stuff death") << QByteArray(
        R"({"kind":"apply-bad-stuff","player":"A","badStuff":{"death":"yes"}})")
                                     << u"badStuff.death"_s;
    QTest::newRow("no deceased") << QByteArray(R"({"kind":"loot-body"})") << u"deceased"_s;
    QTest::newRow("cards in hand") << QByteArray(R"({"kind":"loot-body","deceased":"C","cardsInHand":201})")
                                   << u"cardsInHand"_s;
    QTest::newRow("tie roll") << QByteArray(
        R"({"kind":"loot-body","deceased":"C","tieRolls":[{"player":"A","roll":0}]})")
                              << u"tieRolls[0].roll"_s;
}

void TestGameJson::malformedAction()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, field);
    JsonIssues issues;
    QVERIFY(!readAction(json, issues));
    QVERIFY(issues.error());
    QCOMPARE(issues.error()->field, field);
    QVERIFY(!issues.error()->message.isEmpty());
}

void TestGameJson::newerFormatRefused()
{
    const QByteArray json = R"({"kind":"end-turn"})";
    JsonIssues issues;
    QVERIFY(!readAction(json, issues, game::actionFormatVersion + 1));
    QVERIFY(issues.error());
    QCOMPARE(issues.error()->field, u"format"_s);
    QVERIFY2(issues.error()->message.contains(u"newer Arbiter"_s), qPrintable(issues.error()->message));
    JsonIssues current;
    QVERIFY(readAction(json, current, game::actionFormatVersion));

    JsonIssues unknownKind;
    QVERIFY(!readAction(R"({"kind":"fly"})", unknownKind));
    QVERIFY2(unknownKind.error()->message.contains(u"\"loot-body\""_s),
             qPrintable(unknownKind.error()->message));
}

void TestGameJson::unknownFieldsWarn()
{
    JsonIssues issues;
    const std::optional<game::Action> action = readAction(
        R"({"kind":"gain-item","player":"A","colour":"red","item":{"name":"S","weight":3}})", issues);
    QVERIFY(action);
    QCOMPARE(issues.warnings().size(), 2);
    QStringList fields{issues.warnings()[0].field, issues.warnings()[1].field};
    fields.sort();
    QCOMPARE(fields, (QStringList{u"colour"_s, u"item.weight"_s}));
}

void TestGameJson::optionalFieldsLeftOut()
{
    // Defaults are written; an optional without a value is left out.
    const QJsonObject player = db::actionToJson(act::AddPlayer{"Dee", mk::Sex::Unspecified, std::nullopt});
    QCOMPARE(player, (QJsonObject{{u"kind"_s, u"add-player"_s}, {u"name"_s, u"Dee"_s}}));
    const QJsonObject level = db::actionToJson(act::ChangeLevel{"Ann"});
    QCOMPARE(level, (QJsonObject{{u"kind"_s, u"change-level"_s},
                                 {u"player"_s, u"Ann"_s},
                                 {u"amount"_s, 1},
                                 {u"source"_s, u"go-up-a-level"_s},
                                 {u"cardAllowsWin"_s, false}}));
    const QJsonObject gear = db::actionToJson(act::SetGear{"Ann", std::nullopt});
    QVERIFY(!gear.contains(u"gear"_s));
    JsonIssues issues;
    const std::optional<game::Action> read = readAction(db::compact(gear), issues);
    QVERIFY(read);
    QCOMPARE(read->getIf<act::SetGear>()->gear, std::nullopt);
}

QTEST_GUILESS_MAIN(TestGameJson)

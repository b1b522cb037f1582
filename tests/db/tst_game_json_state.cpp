// The setup's, the state's and the verdict's JSON: see tst_game_json.h.

#include "tst_game_json.h"

#include "db/codec/reason_json.h"
#include "game_json_fixtures.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace arbiter;
using namespace arbiter::testing::json;
using db::JsonIssues;
using db::JsonReader;

namespace mk = rules::munchkin;
namespace game = rules::game;
namespace act = rules::game::actions;

Q_DECLARE_METATYPE(arbiter::rules::Verdict)

void TestGameJson::setupRoundTrip()
{
    game::GameSetup setup;
    setup.name = "Friday at Ann's";
    setup.edition = mk::Edition::Nightmare;
    setup.options = {true, false, true};
    setup.players = {{"Ann", mk::Sex::Female, std::nullopt, {}},
                     {"Bob", mk::Sex::Male, std::nullopt, {}},
                     {"Cid", mk::Sex::Unspecified, std::nullopt, {}}};
    const QByteArray json = db::compact(db::setupToJson(setup));
    JsonIssues issues;
    const std::optional<game::GameSetup> back = readSetup(json, issues);
    QVERIFY2(back && issues.warnings().isEmpty(), qPrintable(describe(issues)));
    QCOMPARE(*back == setup, true);
    // A setup without a roll for who starts keeps its bytes: no rollOff written.
    QVERIFY(!json.contains("rollOff"));

    // With one, every die comes back round by round.
    setup.starter = "Bob";
    setup.rollOff = {{{{"Ann", 6}, {"Bob", 6}, {"Cid", 2}}}, {{{"Ann", 3}, {"Bob", 5}}}};
    const QByteArray rolled = db::compact(db::setupToJson(setup));
    QVERIFY(rolled.contains(R"("rollOff":[{"rolls":[{"player":"Ann","roll":6},)"));
    JsonIssues again;
    const std::optional<game::GameSetup> rolledBack = readSetup(rolled, again);
    QVERIFY2(rolledBack && again.warnings().isEmpty(), qPrintable(describe(again)));
    QCOMPARE(*rolledBack == setup, true);

    JsonIssues brief;
    const std::optional<game::GameSetup> minimal =
        readSetup(R"({"name":"G","edition":"pathfinder","players":[{"name":"Ann"}]})", brief);
    QVERIFY(minimal);
    QVERIFY(minimal->edition == mk::Edition::Pathfinder);
    QCOMPARE(minimal->options == mk::Options{}, true);
}

void TestGameJson::malformedSetup_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("field");
    QTest::newRow("panic character") << QByteArray(
        R"({"name":"G","edition":"panic","options":{"mode":"more-munchkin"},"players":[{"name":"A","character":"Paladin"}]})")
                                     << u"players[0].character"_s;
    QTest::newRow("panic mode") << QByteArray(
        R"({"name":"G","family":"panic","options":{"mode":"co-op"},"players":[{"name":"A"}]})")
                                << u"options.mode"_s;
    QTest::newRow("unknown edition") << QByteArray(
        R"({"name":"G","edition":"classic","players":[{"name":"A"}]})")
                                     << u"edition"_s;
    QTest::newRow("no edition") << QByteArray(R"({"name":"G","players":[{"name":"A"}]})") << u"edition"_s;
    QTest::newRow("no name") << QByteArray(R"({"edition":"deluxe","players":[{"name":"A"}]})") << u"name"_s;
    QTest::newRow("family") << QByteArray(R"({"name":"G","family":"chess","edition":"deluxe","players":[]})")
                            << u"family"_s;
    QTest::newRow("option") << QByteArray(
        R"({"name":"G","edition":"deluxe","options":{"epic":"no"},"players":[]})")
                            << u"options.epic"_s;
    QTest::newRow("no players") << QByteArray(R"({"name":"G","edition":"deluxe","players":[]})")
                                << u"players"_s;
    QByteArray thirteen = R"({"name":"G","edition":"deluxe","players":[)";
    for (int i = 0; i < 13; ++i)
        thirteen += (i ? "," : "") + QByteArray(R"({"name":"P)") + QByteArray::number(i) + "\"}";
    QTest::newRow("13 players") << thirteen + "]}" << u"players"_s;
    QTest::newRow("same name") << QByteArray(
        R"({"name":"G","edition":"deluxe","players":[{"name":"A"},{"name":"A"}]})")
                               << u"players[1].name"_s;
    QTest::newRow("player sex") << QByteArray(
        R"({"name":"G","edition":"deluxe","players":[{"name":"A","sex":"F"}]})")
                                << u"players[0].sex"_s;
    QTest::newRow("colour name") << QByteArray(
        R"({"name":"G","edition":"deluxe","players":[{"name":"A","colour":"red"}]})")
                                 << u"players[0].colour"_s;
    QTest::newRow("colour digits") << QByteArray(
        R"({"name":"G","edition":"deluxe","players":[{"name":"A","colour":"#12345g"}]})")
                                   << u"players[0].colour"_s;
    QTest::newRow("starter") << QByteArray(
        R"({"name":"G","edition":"deluxe","players":[{"name":"A"}],"starter":""})")
                             << u"starter"_s;
    QTest::newRow("roll-off die") << QByteArray(
        R"({"name":"G","edition":"deluxe","players":[{"name":"A"}],"rollOff":[{"rolls":[{"player":"A","roll":7}]}]})")
                                  << u"rollOff[0].rolls[0].roll"_s;
    QTest::newRow("roll-off player") << QByteArray(
        R"({"name":"G","edition":"deluxe","players":[{"name":"A"}],"rollOff":[{"rolls":[{"roll":3}]}]})")
                                     << u"rollOff[0].rolls[0].player"_s;
    QTest::newRow("roll-off empty round")
        << QByteArray(R"({"name":"G","edition":"deluxe","players":[{"name":"A"}],"rollOff":[{"rolls":[]}]})")
        << u"rollOff[0].rolls"_s;
}

void TestGameJson::malformedSetup()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, field);
    JsonIssues issues;
    QVERIFY(!readSetup(json, issues));
    QVERIFY(issues.error());
    QCOMPARE(issues.error()->field, field);
}

void TestGameJson::stateRoundTrip_data()
{
    QTest::addColumn<int>("which");
    QTest::newRow("default") << 0;
    QTest::newRow("rich, in a fight") << 1;
    QTest::newRow("over, no fight") << 2;
    QTest::newRow("fight without helper") << 3;
}

void TestGameJson::stateRoundTrip()
{
    QFETCH(int, which);
    game::GameState state;
    if (which >= 1)
        state = richState();
    if (which == 2)
        state.combat.reset();
    if (which == 3) {
        state.combat->helper.reset();
        state.combat->monsters.clear();
        state.winners.clear();
    }
    const QByteArray json = db::compact(db::stateToJson(state));
    JsonIssues issues;
    const std::optional<game::GameState> back = readState(json, issues);
    QVERIFY2(back && issues.warnings().isEmpty(), qPrintable(describe(issues)));
    QVERIFY2(*back == state, json.constData());
    QCOMPARE(db::compact(db::stateToJson(*back)), json);
}

void TestGameJson::malformedState_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("field");
    QTest::newRow("current past the players")
        << QByteArray(R"({"edition":"deluxe","players":[{"name":"A"},{"name":"B"}],"current":2})")
        << u"current"_s;
    QTest::newRow("level") << QByteArray(R"({"edition":"deluxe","players":[{"name":"A","level":101}]})")
                           << u"players[0].level"_s;
    QTest::newRow("character card") << QByteArray(
        R"({"edition":"deluxe","players":[{"name":"A","character":{"classes":[""]}}]})")
                                    << u"players[0].character.classes[0]"_s;
    QTest::newRow("item") << QByteArray(
        R"({"edition":"deluxe","players":[{"name":"A","items":[{"bonus":1}]}]})")
                          << u"players[0].items[0].name"_s;
    QTest::newRow("fighter") << QByteArray(R"({"edition":"deluxe","combat":{}})") << u"combat.fighter"_s;
    QTest::newRow("monster") << QByteArray(
        R"({"edition":"deluxe","combat":{"fighter":"A","monsters":[{"name":"T","level":-1}]}})")
                             << u"combat.monsters[0].level"_s;
    QTest::newRow("turn") << QByteArray(R"({"edition":"deluxe","turn":0})") << u"turn"_s;
}

void TestGameJson::malformedState()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, field);
    JsonIssues issues;
    QVERIFY(!readState(json, issues));
    QVERIFY(issues.error());
    QCOMPARE(issues.error()->field, field);
}

void TestGameJson::verdict()
{
    rules::Verdict verdict;
    verdict.refuse("game.not-your-turn", ARBITER_MESSAGE("test.turn", "It is %1's turn."),
                   std::string("Bob"));
    const QJsonObject json = db::verdictToJson(verdict);
    QCOMPARE(json.value(u"legal"_s), QJsonValue(false));
    // The English text, and what it was rendered from for a translation.
    QCOMPARE(json.value(u"reasons"_s).toArray(),
             (QJsonArray{QJsonObject{{u"args"_s, QJsonArray{QJsonObject{{u"text"_s, u"Bob"_s}}}},
                                     {u"message"_s, u"test.turn"_s},
                                     {u"pattern"_s, u"It is %1's turn."_s},
                                     {u"refuses"_s, true},
                                     {u"rule"_s, u"game.not-your-turn"_s},
                                     {u"text"_s, u"It is Bob's turn."_s}}}));
    QCOMPARE(db::verdictToJson(rules::Verdict{}),
             (QJsonObject{{u"legal"_s, true}, {u"reasons"_s, QJsonArray{}}}));
}

void TestGameJson::verdictBytes_data()
{
    QTest::addColumn<rules::Verdict>("verdict");
    const auto refused = [](std::vector<rules::Reason> reasons) {
        rules::Verdict verdict;
        verdict.legal = false;
        verdict.reasons = std::move(reasons);
        return verdict;
    };
    QTest::addRow("legal, no reason") << rules::Verdict{};
    QTest::addRow("legal, two reasons") << rules::Verdict{
        true,
        {{"combat.monsters-win-ties", "Ann (level 4) loses to the Net Troll (10)."}, {"game.turn", "ok"}}};
    QTest::addRow("refused") << refused({{"game.not-your-turn", "It is Bob's turn.", true}});
    QTest::addRow("refusing and not")
        << refused({{"a.b", "first"}, {"c.d", "second", true}, {"e.f", "", false}});
    QTest::addRow("escapes") << refused({{"x", "a \"quoted\" \\ back\nslash\ttab\r\b\f", true}});
    QTest::addRow("control characters") << refused({{"x", std::string("\x01 \x1f \x7f end"), true}});
    QTest::addRow("non-ASCII") << rules::Verdict{true, {{"x", "Ann’s Élan, 𝄞 and ☃"}}};
    QTest::addRow("not UTF-8") << rules::Verdict{true, {{"x", "bad \xff\xfe bytes \xc3"}}};
    // A reason with its message and an argument of every kind, a plural's count among them.
    rules::Verdict messages;
    messages.note("a.b", ARBITER_MESSAGE_N("test.all", "%1 %2 %3 %4 %5 %6 and %n Item(s)."),
                  std::string("Ann \"A\""), 3, rules::Signed{-2}, rules::Seconds{2600},
                  std::vector<std::string>{"Bea", "Cy"}, ARBITER_MESSAGE("phase.charity", "Charity"),
                  rules::Count{2});
    messages.refuse("c.d", ARBITER_MESSAGE("test.none", "No arguments."));
    QTest::addRow("messages") << messages;
}

void TestGameJson::verdictBytes()
{
    // What an append stores is written by hand: byte for byte what the QJsonObject route writes.
    QFETCH(rules::Verdict, verdict);
    QCOMPARE(db::verdictJson(verdict), db::compact(db::verdictToJson(verdict)));
    // Read back, a reason with a message renders its English text again (the history's translation).
    for (const QJsonValue& json : db::verdictToJson(verdict).value(u"reasons"_s).toArray()) {
        const db::StoredReason stored = db::storedReason(json.toObject());
        if (stored.hasMessage())
            QCOMPARE(
                QString::fromStdString(rules::renderEnglish(stored.message(), stored.args, stored.count)),
                stored.text);
    }
}

void TestGameJson::replaySpeed()
{
    // Opening a game replays up to 10,000 stored actions: reading them must not be what the player waits for.
    QList<QByteArray> stored;
    const std::vector<game::Action> all = samples();
    for (int i = 0; i < 10'000; ++i)
        stored.append(db::compact(db::actionToJson(all[static_cast<std::size_t>(i) % all.size()])));
    QElapsedTimer timer;
    timer.start();
    int read = 0;
    for (const QByteArray& json : stored) {
        JsonIssues issues;
        read += readAction(json, issues).has_value() ? 1 : 0;
    }
    const qint64 elapsed = timer.elapsed();
    qInfo("read 10,000 stored actions in %lld ms", static_cast<long long>(elapsed));
    QCOMPARE(read, 10'000);
    QVERIFY2(elapsed < 10'000, "far too slow for opening a game");
}

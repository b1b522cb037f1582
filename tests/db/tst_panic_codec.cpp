// The Munchkin Panic checks of `arbiter::db::runCheck` in process, and the Panic JSON shapes of
// db/codec/panic_json.h on their own: answers with the values of the rulebook (the rows are in
// panic_codec_rows.cpp), refusals with the field at fault (panic_codec_error_rows.cpp), the exact keys
// docs/cli.md documents, catalogued rule ids, warnings, board and options round trips, every event type,
// and the request/answer examples of docs/cli.md's Panic section.

#include "db/cli/check_codec.h"
#include "db/codec/panic_json.h"
#include "db/codec/reason_json.h"
#include "panic_codec_rows.h"
#include "rules/game/rule_catalogue.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <string>

using namespace Qt::StringLiterals;
using arbiter::db::CheckOutcome;
using arbiter::db::JsonIssues;
using arbiter::db::JsonReader;
using arbiter::db::Need;
using arbiter::db::runCheck;
namespace rp = arbiter::rules::panic;

namespace {

QJsonObject parseObject(const QByteArray& json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return QJsonObject{{u"<not an object>"_s, QString::fromUtf8(json)}};
    return document.object();
}

QString compact(const QJsonValue& value)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact));
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

// Whether `actual` has everything `expected` has: objects may hold more keys, arrays match entry by entry.
// With `docs` (docs/cli.md's examples), the string "..." matches anything, a key "..." is skipped, an
// array entry "..." stands for any number of entries, and a reason's text is only an illustration.
bool contains(const QJsonValue& actual, const QJsonValue& expected, const QString& path, QString* why,
              bool docs = false)
{
    const QJsonValue dots(u"..."_s);
    if (docs && expected == dots)
        return true;
    if (expected.isObject() && actual.isObject()) {
        const QJsonObject want = expected.toObject();
        const bool reason = docs && want.contains(u"rule"_s) && want.contains(u"text"_s);
        for (auto it = want.begin(); it != want.end(); ++it) {
            if (docs && (it.key() == u"..." || (reason && it.key() == u"text")))
                continue;
            if (!actual.toObject().contains(it.key())) {
                *why = path + u'.' + it.key() + u": missing"_s;
                return false;
            }
            if (!contains(actual.toObject().value(it.key()), it.value(), path + u'.' + it.key(), why, docs))
                return false;
        }
        return true;
    }
    if (expected.isArray() && actual.isArray()) {
        const QJsonArray want = expected.toArray();
        const QJsonArray have = actual.toArray();
        // The entries before a "..." match the start of `have`, those after it the end.
        qsizetype gap = -1;
        for (qsizetype i = 0; docs && gap < 0 && i < want.size(); ++i)
            if (want.at(i) == dots)
                gap = i;
        const qsizetype head = gap < 0 ? want.size() : gap;
        const qsizetype tail = gap < 0 ? 0 : want.size() - gap - 1;
        if (gap < 0 ? have.size() == want.size() : have.size() >= head + tail) {
            for (qsizetype i = 0; i < head; ++i)
                if (!contains(have.at(i), want.at(i), path + u'[' + QString::number(i) + u']', why, docs))
                    return false;
            for (qsizetype i = 0; i < tail; ++i) {
                const qsizetype at = have.size() - tail + i;
                if (!contains(have.at(at), want.at(gap + 1 + i), path + u'[' + QString::number(at) + u']',
                              why, docs))
                    return false;
            }
            return true;
        }
    }
    if (actual == expected)
        return true;
    *why = path + u": expected "_s + compact(expected) + u", got "_s + compact(actual);
    return false;
}

// Every reason anywhere in an answer.
void collectReasons(const QJsonValue& value, QList<QJsonObject>* out)
{
    if (value.isArray()) {
        for (const QJsonValue& item : value.toArray())
            collectReasons(item, out);
    } else if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (it.key() == u"reasons")
                for (const QJsonValue& reason : it.value().toArray())
                    out->append(reason.toObject());
            else
                collectReasons(it.value(), out);
        }
    }
}

// The keys docs/cli.md documents for each Panic answer, besides check, edition, options, legal, reasons;
// `board` comes only with a legal hit or move that has no pending choice.
QStringList documentedKeys(const QString& check)
{
    if (check == u"panic.hit")
        return {u"target"_s,    u"damage"_s,          u"healthAfter"_s,       u"slain"_s, u"trophyPoints"_s,
                u"treasures"_s, u"helperTreasures"_s, u"enhancerTreasures"_s, u"cards"_s};
    if (check == u"panic.move")
        return {u"events"_s, u"pending"_s, u"towersLeft"_s, u"gameLost"_s};
    if (check == u"panic.curse")
        return {u"events"_s, u"pending"_s, u"towersLeft"_s, u"gameLost"_s, u"curse"_s, u"squished"_s};
    if (check == u"panic.charity")
        return {u"limit"_s, u"excess"_s, u"gifts"_s, u"leftovers"_s, u"choice"_s, u"discard"_s};
    if (check == u"panic.score")
        return {u"over"_s, u"playersWon"_s, u"standings"_s, u"masterMunchkin"_s, u"tiedForMaster"_s};
    return {};
}

// Reads `json` through the API the game log uses; `board` is the key read.
struct Read {
    std::optional<rp::Board> board;
    JsonIssues issues;
};
void readBoard(const QByteArray& json, Read& read)
{
    JsonReader reader(parseObject(json), QString(), &read.issues);
    read.board = arbiter::db::readPanicBoard(reader, u"board"_s, Need::Optional);
}

QJsonObject boardObject(const rp::Board& board)
{
    return arbiter::db::toJson(board);
}

}  // namespace

class TestPanicCodec : public QObject {
    Q_OBJECT

private slots:
    void answers_data();
    void answers();
    void errors_data();
    void errors();
    void warnings();
    void boardRoundTrip_data();
    void boardRoundTrip();
    void boardDefaults();
    void optionsRoundTrip_data();
    void optionsRoundTrip();
    void eventsToJson();
    void choicesAndPending();
    void docsExamples();
};

void TestPanicCodec::answers_data()
{
    panic_codec::addAnswerColumns();
    panic_codec::addHitRows();
    panic_codec::addMoveRows();
    panic_codec::addCurseRows();
    panic_codec::addCharityRows();
    panic_codec::addScoreRows();
}

void TestPanicCodec::answers()
{
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, expect);
    QFETCH(QStringList, cites);
    QFETCH(QStringList, absent);

    const CheckOutcome outcome = runCheck(request);
    QVERIFY2(outcome.exitCode == 0, outcome.output.constData());
    QVERIFY(outcome.diagnostic.isEmpty());
    QVERIFY(!outcome.output.contains('\n'));
    const QJsonObject answer = parseObject(outcome.output);
    const QString shown = QString::fromUtf8(outcome.output);

    // Exactly the documented keys, the spec's among them.
    const QString check = parseObject(request)[u"check"_s].toString();
    QStringList keys =
        documentedKeys(check) + QStringList{u"check"_s, u"edition"_s, u"options"_s, u"legal"_s, u"reasons"_s};
    if (answer.contains(u"board"_s))
        keys.append(u"board"_s);
    QCOMPARE(sorted(answer.keys()), sorted(keys));
    QCOMPARE(answer[u"check"_s].toString(), check);
    QCOMPARE(answer[u"edition"_s].toString(), u"panic"_s);
    QVERIFY(answer[u"legal"_s].isBool());
    const bool boardExpected = answer[u"legal"_s].toBool() && answer[u"pending"_s].toArray().isEmpty();
    if (check == u"panic.hit" || check == u"panic.move" || check == u"panic.curse")
        QVERIFY2(answer.contains(u"board"_s) == boardExpected, qPrintable(shown));

    QString why;
    QVERIFY2(contains(answer, parseObject(expect), QString(), &why), qPrintable(why + u"\n"_s + shown));
    for (const QString& key : absent)
        QVERIFY2(!answer.contains(key), qPrintable(key + u" in "_s + shown));

    QList<QJsonObject> reasons;
    collectReasons(answer, &reasons);
    QVERIFY2(!reasons.isEmpty(), "every Panic answer cites a rule");
    QStringList cited;
    for (const QJsonObject& reason : std::as_const(reasons)) {
        // `refuses` only on a reason that makes the ruling illegal, and then true.
        if (reason.contains(u"refuses"_s))
            QCOMPARE(reason[u"refuses"_s], QJsonValue(true));
        // Each reason carries its message, pattern and args (and a plural's count): the text rendered again.
        QStringList reasonKeys{u"args"_s, u"message"_s, u"pattern"_s, u"rule"_s, u"text"_s};
        for (const QString& optional : {u"count"_s, u"refuses"_s})
            if (reason.contains(optional))
                reasonKeys.append(optional);
        reasonKeys.sort();
        QCOMPARE(sorted(reason.keys()), reasonKeys);
        const arbiter::db::StoredReason stored = arbiter::db::storedReason(reason);
        QCOMPARE(QString::fromStdString(
                     arbiter::rules::renderEnglish(stored.message(), stored.args, stored.count)),
                 reason[u"text"_s].toString());
        const QString rule = reason[u"rule"_s].toString();
        QVERIFY2(arbiter::rules::findRule(rule.toStdString()) != nullptr,
                 qPrintable(u"unknown rule "_s + rule));
        QVERIFY2(!reason[u"text"_s].toString().trimmed().isEmpty(), qPrintable(rule));
        cited.append(rule);
    }
    for (const QString& rule : cites)
        QVERIFY2(cited.contains(rule), qPrintable(u"does not cite "_s + rule + u"\n"_s + shown));

    // Deterministic, and the same when pretty-printed.
    QCOMPARE(runCheck(request).output, outcome.output);
    QCOMPARE(runCheck(QJsonDocument(parseObject(request)).toJson(QJsonDocument::Indented)).output,
             outcome.output);
}

void TestPanicCodec::errors_data()
{
    panic_codec::addErrorColumns();
    panic_codec::addBoardErrorRows();
    panic_codec::addHitErrorRows();
    panic_codec::addOtherErrorRows();
}

void TestPanicCodec::errors()
{
    QFETCH(QByteArray, request);
    QFETCH(QString, field);
    QFETCH(QString, message);
    const CheckOutcome outcome = runCheck(request);
    QCOMPARE(outcome.exitCode, 2);
    const QJsonObject answer = parseObject(outcome.output);
    QCOMPARE(answer.keys(), QStringList{u"error"_s});
    QCOMPARE(answer[u"error"_s][u"field"_s].toString(), field);
    const QString text = answer[u"error"_s][u"message"_s].toString();
    QVERIFY2(text.startsWith(message), qPrintable(text));
    QCOMPARE(outcome.diagnostic, u"arbiter-cli: "_s + field + u": "_s + text);
}

// Unknown fields anywhere in a Panic request are warnings, and change nothing else.
void TestPanicCodec::warnings()
{
    const QByteArray noisy =
        panic_codec::request("hit", R"("options":{"mode":"standard","epic":true},"colour":"red",
        "board":{"monsters":[{"id":"pb","name":"Pit Bull","arc":2,"ring":"swordsman","hp":2}],"gate":true,
                 "arcs":{"red":[1,2],"green":[3,4],"blue":[5,6],"purple":[]}},
        "target":"pb","attack":[{"card":"Red Swordsman","wepon":"Spiky Knees"}])");
    const QByteArray clean = panic_codec::request("hit", R"("options":{"mode":"standard"},
        "board":{"monsters":[{"id":"pb","name":"Pit Bull","arc":2,"ring":"swordsman"}],
                 "arcs":{"red":[1,2],"green":[3,4],"blue":[5,6]}},
        "target":"pb","attack":[{"card":"Red Swordsman"}])");
    const CheckOutcome outcome = runCheck(noisy);
    QVERIFY2(outcome.exitCode == 0, outcome.output.constData());
    QJsonObject answer = parseObject(outcome.output);
    QStringList fields;
    for (const QJsonValue& warning : answer[u"warnings"_s].toArray()) {
        QCOMPARE(warning[u"message"_s].toString(), u"unknown field, ignored"_s);
        fields.append(warning[u"field"_s].toString());
    }
    QCOMPARE(sorted(fields), sorted({u"options.epic"_s, u"colour"_s, u"board.monsters[0].hp"_s,
                                     u"board.gate"_s, u"board.arcs.purple"_s, u"attack[0].wepon"_s}));
    answer.remove(u"warnings"_s);
    const CheckOutcome cleanOutcome = runCheck(clean);
    QCOMPARE(cleanOutcome.exitCode, 0);
    QCOMPARE(answer, parseObject(cleanOutcome.output));
    QVERIFY(!parseObject(cleanOutcome.output).contains(u"warnings"_s));
}

void TestPanicCodec::boardRoundTrip_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::newRow("every field") << QByteArray(R"({"board":{"arcs":{"red":[2,5],"green":[1,6],"blue":[3,4]},
        "towers":[1,2,4],"walls":[2,4,5,6],"fortified":[4,6],"sleep":true,
        "monsters":[{"id":"a","name":"Net Troll","arc":3,"ring":"castle","health":6,"points":4,"enhancement":3,
                     "glued":true,"unslayable":true},
                    {"id":"b","name":"3,872 Orcs","arc":6,"ring":"forest"},
                    {"id":"c","name":"Plutonium Dragon","arc":1,"ring":"archer","health":1}]}})");
    QTest::newRow("empty board") << QByteArray(R"({"board":{}})");
    QTest::newRow("nothing standing") << QByteArray(R"({"board":{"towers":[],"walls":[],"fortified":[]}})");
}

// toJson() writes every field, and readPanicBoard() reads it back to the same board.
void TestPanicCodec::boardRoundTrip()
{
    QFETCH(QByteArray, request);
    Read first;
    readBoard(request, first);
    // (The message is built only on failure: error() is empty when the read succeeded.)
    if (first.issues.failed())
        QFAIL(qPrintable(first.issues.error()->field + u": "_s + first.issues.error()->message));
    QVERIFY(first.board.has_value());
    const QJsonObject written = boardObject(*first.board);
    QCOMPARE(sorted(written.keys()),
             sorted({u"arcs"_s, u"towers"_s, u"walls"_s, u"fortified"_s, u"monsters"_s, u"sleep"_s}));
    Read second;
    readBoard(QJsonDocument(QJsonObject{{u"board"_s, written}}).toJson(), second);
    QVERIFY(!second.issues.failed());
    QVERIFY(second.issues.warnings().isEmpty());
    QCOMPARE(*second.board, *first.board);
    QCOMPARE(boardObject(*second.board), written);
    QString why;
    QVERIFY2(contains(written, parseObject(request)[u"board"_s], u"board"_s, &why), qPrintable(why));
}

void TestPanicCodec::boardDefaults()
{
    Read read;
    readBoard(R"({"board":{"monsters":[{"id":"nt","name":"Net Troll","arc":2,"ring":"knight"}]}})", read);
    QVERIFY(!read.issues.failed());
    const rp::Board& board = *read.board;
    // Absent towers and walls: all six stand; absent fortified: none; absent arcs: red 1-2, green 3-4, blue
    // 5-6.
    QCOMPARE(board.towersLeft(), 6);
    for (int arc = 1; arc <= 6; ++arc) {
        QVERIFY(board.wall(arc));
        QVERIFY(!board.fortifiedAt(arc));
    }
    QCOMPARE(board.colourOf(1), rp::Colour::Red);
    QCOMPARE(board.colourOf(4), rp::Colour::Green);
    QCOMPARE(board.colourOf(6), rp::Colour::Blue);
    QVERIFY(!board.sleep);
    // A Monster's points are the token's, its health its full health, no Glue, no enhancement.
    QCOMPARE(board.monsters.size(), std::size_t(1));
    QCOMPARE(board.monsters[0].points, 4);
    QCOMPARE(board.monsters[0].health, 4);
    QCOMPARE(board.monsters[0].enhancement, 0);
    QVERIFY(!board.monsters[0].glued && !board.monsters[0].unslayable);

    // An empty list means none stand.
    Read empty;
    readBoard(R"({"board":{"towers":[],"walls":[]}})", empty);
    QCOMPARE(empty.board->towersLeft(), 0);
    QVERIFY(!empty.board->wall(3));

    // An absent optional board is no board and no error; null means absent.
    for (const QByteArray& json : {QByteArray("{}"), QByteArray(R"({"board":null})")}) {
        Read none;
        readBoard(json, none);
        QVERIFY(!none.board.has_value());
        QVERIFY(!none.issues.failed());
    }
    // An error leaves no board.
    Read bad;
    readBoard(R"({"board":{"towers":[1,1]}})", bad);
    QVERIFY(!bad.board.has_value());
    QCOMPARE(bad.issues.error()->field, u"board.towers[1]"_s);
}

void TestPanicCodec::optionsRoundTrip_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("expect");
    QTest::newRow("defaults") << QByteArray("{}")
                              << QByteArray(R"({"mode":"standard","variants":[],"houseRules":[]})");
    QTest::newRow("top-level mode") << QByteArray(R"({"mode":"solitaire"})")
                                    << QByteArray(R"({"mode":"solitaire","variants":[],"houseRules":[]})");
    QTest::newRow("both modes agree")
        << QByteArray(R"({"mode":"more-munchkin","options":{"mode":"more-munchkin"}})")
        << QByteArray(R"({"mode":"more-munchkin","variants":[],"houseRules":[]})");
    QTest::newRow("every switch") << QByteArray(
        R"({"options":{"mode":"more-munchkin","houseRules":["slay-strict"],
        "variants":["less-panic:characters","less-munchkin","more-panic:smaller-hand","more-panic:no-starting-treasure",
                    "more-panic:no-walls","more-panic:no-treasure-reshuffle","more-panic:enhancers","less-panic:weapons",
                    "less-panic:negotiations","less-panic:bigger-hand","less-panic:two-treasures","less-panic:place-two",
                    "less-panic:expansion-cards","less-munchkin"]}})")
                                  << QByteArray(R"({"mode":"more-munchkin","houseRules":["slay-strict"],
        "variants":["less-munchkin","more-panic:smaller-hand","more-panic:no-starting-treasure","more-panic:no-walls",
                    "more-panic:no-treasure-reshuffle","more-panic:enhancers","less-panic:weapons",
                    "less-panic:negotiations","less-panic:bigger-hand","less-panic:two-treasures",
                    "less-panic:place-two","less-panic:expansion-cards","less-panic:characters"]})");
}

// readPanicOptions() and toJson() agree; the written options read back the same.
void TestPanicCodec::optionsRoundTrip()
{
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, expect);
    JsonIssues issues;
    JsonReader reader(parseObject(request), QString(), &issues);
    const rp::Options options = arbiter::db::readPanicOptions(reader);
    QVERIFY(!issues.failed());
    const QJsonObject written = arbiter::db::toJson(options);
    QCOMPARE(written, parseObject(expect));
    JsonIssues again;
    JsonReader back(QJsonObject{{u"options"_s, written}}, QString(), &again);
    QVERIFY(arbiter::db::readPanicOptions(back) == options);
    QVERIFY(!again.failed());
    QCOMPARE(options.variants.lessMunchkin, written[u"variants"_s].toArray().contains(u"less-munchkin"_s));
}

// Every event type, with the fields docs/cli.md lists for it.
void TestPanicCodec::eventsToJson()
{
    using T = rp::EventType;
    const rp::Space archer{3, rp::Ring::Archer};
    const rp::Space knight{3, rp::Ring::Knight};
    const auto event = [](T type, std::string monster = {}, std::string by = {}, int arc = 0) {
        rp::Event made;
        made.type = type;
        made.monster = std::move(monster);
        made.by = std::move(by);
        made.arc = arc;
        return made;
    };
    rp::Event moved = event(T::MonsterMoved, "m1");
    moved.from = archer;
    moved.to = knight;
    rp::Event damaged = event(T::MonsterDamaged, "m2");
    damaged.health = 1;
    rp::Event stopped = event(T::RockStopped, {}, {}, 2);
    stopped.ring = rp::Ring::Swordsman;
    rp::Event more = event(T::PlaceMoreMonsters);
    more.count = 1;
    const std::vector<rp::Event> events = {
        moved,
        event(T::MonsterHeld, "m1"),
        damaged,
        event(T::MonsterKilled, "m2"),
        event(T::MonsterSquished, "m3"),
        event(T::WallDestroyed, {}, "m2", 3),
        event(T::FortifyRemoved, {}, "m2", 4),
        event(T::TowerDestroyed, {}, "m1", 5),
        event(T::WallDestroyed, {}, {}, 2),  // by the Huge Rock: no `by`
        event(T::RockRolled, {}, {}, 2),
        stopped,
        event(T::CurseCancelled),
        more,
        event(T::LoseHelp),
    };
    const QJsonArray expected = QJsonDocument::fromJson(R"([
        {"type":"monster-moved","id":"m1","from":{"arc":3,"ring":"archer"},"to":{"arc":3,"ring":"knight"}},
        {"type":"monster-held","id":"m1"},
        {"type":"monster-damaged","id":"m2","health":1},
        {"type":"monster-killed","id":"m2"},
        {"type":"monster-squished","id":"m3"},
        {"type":"wall-destroyed","arc":3,"by":"m2"},
        {"type":"fortify-removed","arc":4,"by":"m2"},
        {"type":"tower-destroyed","arc":5,"by":"m1"},
        {"type":"wall-destroyed","arc":2},
        {"type":"rock-rolled","arc":2},
        {"type":"rock-stopped","arc":2,"ring":"swordsman"},
        {"type":"curse-cancelled"},
        {"type":"place-more-monsters","count":1},
        {"type":"lose-help"}])")
                                    .array();
    const QJsonArray written = arbiter::db::toJson(std::span<const rp::Event>(events));
    QCOMPARE(written.size(), expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i)
        QCOMPARE(written.at(i).toObject(), expected.at(i).toObject());
}

void TestPanicCodec::choicesAndPending()
{
    JsonIssues issues;
    JsonReader reader(parseObject(R"({"choices":{"wall:3":"m2","tower:6":"m1","wall:4":null}})"), QString(),
                      &issues);
    const rp::Choices choices = arbiter::db::readChoices(reader, u"choices"_s);
    reader.finish();
    QVERIFY(!issues.failed());
    QVERIFY(issues.warnings().isEmpty());
    QCOMPARE(choices.size(), std::size_t(2));  // null is no choice
    QCOMPARE(choices.at("wall:3"), std::string("m2"));
    QCOMPARE(arbiter::db::toJson(choices), parseObject(R"({"wall:3":"m2","tower:6":"m1"})"));

    const std::vector<rp::PendingChoice> pending = {{"wall:3", {"m1", "m2"}},
                                                    {"tower:4", {"m3", "m4", "m5"}}};
    QCOMPARE(arbiter::db::toJson(std::span<const rp::PendingChoice>(pending)),
             QJsonDocument::fromJson(R"([{"structure":"wall:3","candidates":["m1","m2"]},
                                         {"structure":"tower:4","candidates":["m3","m4","m5"]}])")
                 .array());
}

// docs/cli.md's Panic section: every request example is answered as the example after it shows.
void TestPanicCodec::docsExamples()
{
    QFile file(QStringLiteral(ARBITER_DOCS_DIR) + u"/cli.md"_s);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    const qsizetype start = text.indexOf(u"\n## Munchkin Panic"_s);
    const qsizetype stop = text.indexOf(u"\n## `arbiter-cli rules`"_s, start);
    QVERIFY(start >= 0 && stop > start);
    const QString section = text.mid(start, stop - start);
    static const QRegularExpression block(u"```json\\n(.*?)```"_s,
                                          QRegularExpression::DotMatchesEverythingOption);
    QList<QJsonObject> blocks;
    for (auto it = block.globalMatch(section); it.hasNext();)
        blocks.append(parseObject(it.next().captured(1).toUtf8()));
    QSet<QString> checked;
    for (qsizetype i = 0; i + 1 < blocks.size(); ++i) {
        const QString check = blocks[i][u"check"_s].toString();
        if (!check.startsWith(u"panic.") || !blocks[i + 1].contains(u"legal"_s))
            continue;
        const CheckOutcome outcome = runCheck(QJsonDocument(blocks[i]).toJson());
        QVERIFY2(outcome.exitCode == 0, outcome.output.constData());
        QString why;
        QVERIFY2(contains(parseObject(outcome.output), blocks[i + 1], check, &why, true),
                 qPrintable(why + u"\n"_s + QString::fromUtf8(outcome.output)));
        checked.insert(check);
    }
    QCOMPARE(sorted(checked.values()), sorted({u"panic.hit"_s, u"panic.move"_s, u"panic.curse"_s,
                                               u"panic.charity"_s, u"panic.score"_s}));
}

QTEST_GUILESS_MAIN(TestPanicCodec)
#include "tst_panic_codec.moc"

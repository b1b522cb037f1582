// The validating JSON reader of the check codec on its own: typed reads, field paths, the first error,
// and unknown keys as warnings. Expected messages are the ones docs/cli.md promises ("must be an integer
// from 1 to 10, got 11"), written out here rather than taken from a run of the code.

#include "db/codec/json_reader.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QTest>

#include <array>
#include <optional>

using namespace Qt::StringLiterals;
using arbiter::db::FieldIssue;
using arbiter::db::JsonIssues;
using arbiter::db::JsonReader;
using arbiter::db::Named;
using arbiter::db::Need;

namespace {

enum class Sex { Male, Female };

constexpr std::array sexes = {Named<Sex>{"male", Sex::Male}, Named<Sex>{"female", Sex::Female}};

// Parses a JSON object for a row; a row whose text is not an object is a mistake in the test.
QJsonObject parse(const QByteArray& json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        qFatal("test data is not a JSON object: %s", json.constData());
    return document.object();
}

// The error a reader reported as "field: message", or "" when there is none.
QString errorText(const JsonIssues& issues)
{
    if (!issues.error())
        return QString();
    return issues.error()->field + u": "_s + issues.error()->message;
}

QStringList warningFields(const JsonIssues& issues)
{
    QStringList fields;
    for (const FieldIssue& warning : issues.warnings())
        fields.append(warning.field);
    fields.sort();
    return fields;
}

// A request of a made-up shape, read the way the Munchkin checks read theirs:
// {"monsters": [1..3 of {"name", "level" 0..100, "tags" (at most 2), "enhancers": [0..2 of {"bonus"}]}],
//  "options": {"epic"}}
void readSample(JsonReader& request)
{
    for (JsonReader monster : request.objects(u"monsters"_s, Need::Required, 1, 3)) {
        monster.string(u"name"_s, Need::Required);
        monster.requiredInteger(u"level"_s, 0, 100);
        monster.strings(u"tags"_s, 2);
        for (JsonReader enhancer : monster.objects(u"enhancers"_s, Need::Optional, 0, 2)) {
            enhancer.integer(u"bonus"_s, -100, 100, 0);
            enhancer.finish();
        }
        monster.finish();
    }
    if (std::optional<JsonReader> options = request.object(u"options"_s, Need::Optional)) {
        options->boolean(u"epic"_s);
        options->finish();
    }
    request.finish();
}

}  // namespace

class TestJsonReader : public QObject {
    Q_OBJECT

private slots:
    void fieldPath_data();
    void fieldPath();
    void integer_data();
    void integer();
    void requiredInteger_data();
    void requiredInteger();
    void boolean_data();
    void boolean();
    void string_data();
    void string();
    void stringLengthCountsCharacters();
    void strings_data();
    void strings();
    void choice_data();
    void choice();
    void nestedPaths_data();
    void nestedPaths();
    void unknownKeys_data();
    void unknownKeys();
    void unknownEmptyKeyPath();
    void nullIsAbsent();
    void onlyFirstErrorKept();
    void readsAfterErrorGiveFallback();
    void nameOf();
};

void TestJsonReader::fieldPath_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("expected");
    QTest::addRow("top-level field") << QString() << u"check"_s << u"check"_s;
    QTest::addRow("the request itself") << QString() << QString() << QString();
    QTest::addRow("nested field") << u"fighter"_s << u"level"_s << u"fighter.level"_s;
    QTest::addRow("the nested object itself")
        << u"monsters[0].versus[1]"_s << QString() << u"monsters[0].versus[1]"_s;
    QTest::addRow("field of an array entry")
        << u"monsters[1].enhancers[0]"_s << u"bonus"_s << u"monsters[1].enhancers[0].bonus"_s;
}

void TestJsonReader::fieldPath()
{
    QFETCH(QString, path);
    QFETCH(QString, key);
    QFETCH(QString, expected);
    JsonIssues issues;
    JsonReader reader(QJsonObject(), path, &issues);
    QCOMPARE(reader.path(), path);
    QCOMPARE(reader.fieldPath(key), expected);
    reader.fail(key, u"bad"_s);
    QVERIFY(issues.failed());
    QCOMPARE(issues.error()->field, expected);
}

void TestJsonReader::integer_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("min");
    QTest::addColumn<int>("max");
    QTest::addColumn<int>("fallback");
    QTest::addColumn<int>("value");
    QTest::addColumn<QString>("error");
    const QString range = u"fighter.level: must be an integer from 1 to 10, got "_s;
    QTest::addRow("whole number") << QByteArray(R"({"level": 4})") << 1 << 10 << 1 << 4 << QString();
    QTest::addRow("4.0 is whole") << QByteArray(R"({"level": 4.0})") << 1 << 10 << 1 << 4 << QString();
    QTest::addRow("lowest") << QByteArray(R"({"level": 1})") << 1 << 10 << 7 << 1 << QString();
    QTest::addRow("highest") << QByteArray(R"({"level": 10})") << 1 << 10 << 7 << 10 << QString();
    QTest::addRow("negative range") << QByteArray(R"({"level": -100})") << -100 << 200 << 0 << -100
                                    << QString();
    QTest::addRow("absent gives fallback") << QByteArray(R"({"other": 4})") << 1 << 10 << 7 << 7 << QString();
    QTest::addRow("null gives fallback")
        << QByteArray(R"({"level": null})") << 1 << 10 << 7 << 7 << QString();
    QTest::addRow("fraction") << QByteArray(R"({"level": 4.5})") << 1 << 10 << 7 << 7 << range + u"4.5"_s;
    QTest::addRow("string") << QByteArray(R"({"level": "4"})") << 1 << 10 << 7 << 7 << range + u"a string"_s;
    QTest::addRow("true") << QByteArray(R"({"level": true})") << 1 << 10 << 7 << 7 << range + u"true"_s;
    QTest::addRow("array") << QByteArray(R"({"level": [4]})") << 1 << 10 << 7 << 7 << range + u"an array"_s;
    QTest::addRow("object") << QByteArray(R"({"level": {}})") << 1 << 10 << 7 << 7 << range + u"an object"_s;
    QTest::addRow("above range") << QByteArray(R"({"level": 11})") << 1 << 10 << 7 << 7 << range + u"11"_s;
    QTest::addRow("below range") << QByteArray(R"({"level": 0})") << 1 << 10 << 7 << 7 << range + u"0"_s;
    QTest::addRow("1e9") << QByteArray(R"({"level": 1e9})") << 1 << 10 << 7 << 7 << range + u"1000000000"_s;
    QTest::addRow("beyond int") << QByteArray(R"({"level": 1e300})") << 1 << 10 << 7 << 7
                                << range + u"1e+300"_s;
    QTest::addRow("other range in message")
        << QByteArray(R"({"level": 201})") << -100 << 200 << 0 << 0
        << u"fighter.level: must be an integer from -100 to 200, got 201"_s;
}

void TestJsonReader::integer()
{
    QFETCH(QByteArray, json);
    QFETCH(int, min);
    QFETCH(int, max);
    QFETCH(int, fallback);
    QFETCH(int, value);
    QFETCH(QString, error);
    JsonIssues issues;
    JsonReader reader(parse(json), u"fighter"_s, &issues);
    QCOMPARE(reader.integer(u"level"_s, min, max, fallback), value);
    QCOMPARE(errorText(issues), error);
    QCOMPARE(reader.failed(), !error.isEmpty());
}

void TestJsonReader::requiredInteger_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("value");
    QTest::addColumn<QString>("error");
    const QString required = u"fighter.level: is required: an integer from 1 to 10"_s;
    QTest::addRow("present") << QByteArray(R"({"level": 5})") << 5 << QString();
    QTest::addRow("absent") << QByteArray(R"({"lvl": 5})") << 1 << required;
    QTest::addRow("null is missing") << QByteArray(R"({"level": null})") << 1 << required;
    QTest::addRow("out of range") << QByteArray(R"({"level": 12})") << 1
                                  << u"fighter.level: must be an integer from 1 to 10, got 12"_s;
    QTest::addRow("fraction") << QByteArray(R"({"level": 9.25})") << 1
                              << u"fighter.level: must be an integer from 1 to 10, got 9.25"_s;
}

void TestJsonReader::requiredInteger()
{
    QFETCH(QByteArray, json);
    QFETCH(int, value);
    QFETCH(QString, error);
    JsonIssues issues;
    JsonReader reader(parse(json), u"fighter"_s, &issues);
    QCOMPARE(reader.requiredInteger(u"level"_s, 1, 10), value);
    QCOMPARE(errorText(issues), error);
}

void TestJsonReader::boolean_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<bool>("fallback");
    QTest::addColumn<bool>("value");
    QTest::addColumn<QString>("error");
    const QString wrong = u"options.epic: must be true or false, got "_s;
    QTest::addRow("true") << QByteArray(R"({"epic": true})") << false << true << QString();
    QTest::addRow("false") << QByteArray(R"({"epic": false})") << true << false << QString();
    QTest::addRow("absent, fallback false") << QByteArray("{}") << false << false << QString();
    QTest::addRow("absent, fallback true") << QByteArray("{}") << true << true << QString();
    QTest::addRow("null gives fallback") << QByteArray(R"({"epic": null})") << true << true << QString();
    QTest::addRow("1 is no bool") << QByteArray(R"({"epic": 1})") << false << false << wrong + u"1"_s;
    QTest::addRow("0 is no bool") << QByteArray(R"({"epic": 0})") << true << true << wrong + u"0"_s;
    QTest::addRow("\"true\" is no bool")
        << QByteArray(R"({"epic": "true"})") << false << false << wrong + u"a string"_s;
    QTest::addRow("array is no bool")
        << QByteArray(R"({"epic": [true]})") << false << false << wrong + u"an array"_s;
}

void TestJsonReader::boolean()
{
    QFETCH(QByteArray, json);
    QFETCH(bool, fallback);
    QFETCH(bool, value);
    QFETCH(QString, error);
    JsonIssues issues;
    JsonReader reader(parse(json), u"options"_s, &issues);
    QCOMPARE(reader.boolean(u"epic"_s, fallback), value);
    QCOMPARE(errorText(issues), error);
}

void TestJsonReader::string_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<bool>("required");
    QTest::addColumn<int>("maxLength");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("error");
    const QByteArray longest = QByteArray(200, 'x');
    const QByteArray tooLong = QByteArray(201, 'x');
    QTest::addRow("name") << QByteArray(R"({"name": "Net Troll"})") << true << 200 << u"Net Troll"_s
                          << QString();
    QTest::addRow("inner spaces kept")
        << QByteArray(R"({"name": " Net Troll "})") << true << 200 << u" Net Troll "_s << QString();
    QTest::addRow("200 characters") << "{\"name\": \"" + longest + "\"}" << true << 200
                                    << QString::fromLatin1(longest) << QString();
    QTest::addRow("201 characters") << "{\"name\": \"" + tooLong + "\"}" << true << 200 << QString()
                                    << u"monsters[0].name: must be at most 200 characters long, got 201"_s;
    QTest::addRow("own limit") << QByteArray(R"({"name": "abcdef"})") << true << 5 << QString()
                               << u"monsters[0].name: must be at most 5 characters long, got 6"_s;
    QTest::addRow("empty") << QByteArray(R"({"name": ""})") << false << 200 << QString()
                           << u"monsters[0].name: must not be empty"_s;
    QTest::addRow("blank") << QByteArray(R"({"name": " \t "})") << true << 200 << QString()
                           << u"monsters[0].name: must not be empty"_s;
    QTest::addRow("absent optional") << QByteArray("{}") << false << 200 << QString() << QString();
    QTest::addRow("null optional") << QByteArray(R"({"name": null})") << false << 200 << QString()
                                   << QString();
    QTest::addRow("absent required") << QByteArray("{}") << true << 200 << QString()
                                     << u"monsters[0].name: is required: a string"_s;
    QTest::addRow("null required") << QByteArray(R"({"name": null})") << true << 200 << QString()
                                   << u"monsters[0].name: is required: a string"_s;
    QTest::addRow("number") << QByteArray(R"({"name": 5})") << true << 200 << QString()
                            << u"monsters[0].name: must be a string, got 5"_s;
    QTest::addRow("object") << QByteArray(R"({"name": {"name": "x"}})") << false << 200 << QString()
                            << u"monsters[0].name: must be a string, got an object"_s;
}

void TestJsonReader::string()
{
    QFETCH(QByteArray, json);
    QFETCH(bool, required);
    QFETCH(int, maxLength);
    QFETCH(QString, value);
    QFETCH(QString, error);
    JsonIssues issues;
    JsonReader reader(parse(json), u"monsters[0]"_s, &issues);
    QCOMPARE(reader.string(u"name"_s, required ? Need::Required : Need::Optional, maxLength), value);
    QCOMPARE(errorText(issues), error);
}

// docs/cli.md: names are "strings of at most 200 characters". A character outside the Basic Multilingual
// Plane (an emoji, many CJK Extension B ideographs) is one character but two UTF-16 code units.
void TestJsonReader::stringLengthCountsCharacters()
{
    const QString name = QString(150, QChar(u'x')).replace(u"x"_s, QString::fromUcs4(U"\U0001F409"));
    QCOMPARE(name.toUcs4().size(), 150);
    const QByteArray json = "{\"name\": \"" + name.toUtf8() + "\"}";
    JsonIssues issues;
    JsonReader reader(parse(json), u"monsters[0]"_s, &issues);
    const QString read = reader.string(u"name"_s, Need::Required);
    QCOMPARE(errorText(issues), QString());
    QCOMPARE(read, name);
}

void TestJsonReader::strings_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QStringList>("value");
    QTest::addColumn<QString>("error");
    const QByteArray tooLong = QByteArray(201, 'x');
    QTest::addRow("two tags") << QByteArray(R"({"tags": ["Undead", "Dragon"]})")
                              << QStringList{u"Undead"_s, u"Dragon"_s} << QString();
    QTest::addRow("empty list") << QByteArray(R"({"tags": []})") << QStringList() << QString();
    QTest::addRow("absent") << QByteArray("{}") << QStringList() << QString();
    QTest::addRow("null") << QByteArray(R"({"tags": null})") << QStringList() << QString();
    QTest::addRow("not an array") << QByteArray(R"({"tags": "Undead"})") << QStringList()
                                  << u"monsters[1].tags: must be an array of strings, got a string"_s;
    QTest::addRow("over the cap") << QByteArray(R"({"tags": ["a", "b", "c"]})") << QStringList()
                                  << u"monsters[1].tags: must have at most 2 entries, got 3"_s;
    QTest::addRow("number entry") << QByteArray(R"({"tags": ["Undead", 3]})") << QStringList()
                                  << u"monsters[1].tags[1]: must be a string, got 3"_s;
    QTest::addRow("blank entry") << QByteArray(R"({"tags": [" "]})") << QStringList()
                                 << u"monsters[1].tags[0]: must not be empty"_s;
    QTest::addRow("long entry") << "{\"tags\": [\"a\", \"" + tooLong + "\"]}" << QStringList()
                                << u"monsters[1].tags[1]: must be at most 200 characters long"_s;
}

void TestJsonReader::strings()
{
    QFETCH(QByteArray, json);
    QFETCH(QStringList, value);
    QFETCH(QString, error);
    JsonIssues issues;
    JsonReader reader(parse(json), u"monsters[1]"_s, &issues);
    QCOMPARE(reader.strings(u"tags"_s, 2), value);
    QCOMPARE(errorText(issues), error);
}

void TestJsonReader::choice_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<bool>("required");
    QTest::addColumn<int>("value");  // -1: nothing chosen
    QTest::addColumn<QString>("error");
    const QString oneOf = u"fighter.sex: must be one of \"male\", \"female\", got "_s;
    QTest::addRow("male") << QByteArray(R"({"sex": "male"})") << true << int(Sex::Male) << QString();
    QTest::addRow("female") << QByteArray(R"({"sex": "female"})") << false << int(Sex::Female) << QString();
    QTest::addRow("absent optional") << QByteArray("{}") << false << -1 << QString();
    QTest::addRow("null optional") << QByteArray(R"({"sex": null})") << false << -1 << QString();
    QTest::addRow("absent required") << QByteArray("{}") << true << -1
                                     << u"fighter.sex: is required: one of \"male\", \"female\""_s;
    QTest::addRow("null required") << QByteArray(R"({"sex": null})") << true << -1
                                   << u"fighter.sex: is required: one of \"male\", \"female\""_s;
    QTest::addRow("case matters") << QByteArray(R"({"sex": "Male"})") << false << -1 << oneOf + u"\"Male\""_s;
    QTest::addRow("unknown value named")
        << QByteArray(R"({"sex": "robot"})") << true << -1 << oneOf + u"\"robot\""_s;
    QTest::addRow("number") << QByteArray(R"({"sex": 1})") << false << -1 << oneOf + u"1"_s;
    QTest::addRow("long value not echoed")
        << "{\"sex\": \"" + QByteArray(201, 'm') + "\"}" << false << -1 << oneOf + u"a string"_s;
}

void TestJsonReader::choice()
{
    QFETCH(QByteArray, json);
    QFETCH(bool, required);
    QFETCH(int, value);
    QFETCH(QString, error);
    JsonIssues issues;
    JsonReader reader(parse(json), u"fighter"_s, &issues);
    const std::optional<Sex> sex = reader.choice(u"sex"_s, sexes, required ? Need::Required : Need::Optional);
    QCOMPARE(sex ? int(*sex) : -1, value);
    QCOMPARE(errorText(issues), error);

    // The overload with a fallback gives it whenever nothing valid was chosen.
    JsonIssues moreIssues;
    JsonReader again(parse(json), u"fighter"_s, &moreIssues);
    QCOMPARE(int(again.choice(u"sex"_s, sexes, Sex::Female)), value < 0 ? int(Sex::Female) : value);
}

void TestJsonReader::nestedPaths_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("error");
    QTest::addRow("valid") << QByteArray(R"({"monsters": [{"name": "A", "level": 1},
        {"name": "B", "level": 2, "tags": ["Undead"], "enhancers": [{"bonus": 5}, {}]}],
        "options": {"epic": true}})")
                           << QString();
    QTest::addRow("enhancer bonus of the second monster")
        << QByteArray(R"({"monsters": [{"name": "A", "level": 1},
            {"name": "B", "level": 2, "enhancers": [{"bonus": 4.5}]}]})")
        << u"monsters[1].enhancers[0].bonus: must be an integer from -100 to 100, got 4.5"_s;
    QTest::addRow("second enhancer")
        << QByteArray(R"({"monsters": [{"name": "A", "level": 1,
        "enhancers": [{"bonus": 1}, {"bonus": 101}]}]})")
        << u"monsters[0].enhancers[1].bonus: must be an integer from -100 to 100, got 101"_s;
    QTest::addRow("tag of the third monster") << QByteArray(R"({"monsters": [{"name": "A", "level": 1},
        {"name": "B", "level": 1}, {"name": "C", "level": 1, "tags": ["x", false]}]})")
                                              << u"monsters[2].tags[1]: must be a string, got false"_s;
    QTest::addRow("required field of an entry")
        << QByteArray(R"({"monsters": [{"level": 1}]})") << u"monsters[0].name: is required: a string"_s;
    QTest::addRow("entry not an object") << QByteArray(R"({"monsters": [{"name": "A", "level": 1}, 5]})")
                                         << u"monsters[1]: must be an object, got 5"_s;
    QTest::addRow("enhancers not an array")
        << QByteArray(R"({"monsters": [{"name": "A", "level": 1,
        "enhancers": {"bonus": 1}}]})")
        << u"monsters[0].enhancers: must be an array of objects, got an object"_s;
    QTest::addRow("enhancers over the cap") << QByteArray(R"({"monsters": [{"name": "A", "level": 1,
        "enhancers": [{}, {}, {}]}]})") << u"monsters[0].enhancers: must have at most 2 entries, got 3"_s;
    QTest::addRow("list missing") << QByteArray(R"({"options": {}})")
                                  << u"monsters: is required: an array of objects"_s;
    QTest::addRow("list null") << QByteArray(R"({"monsters": null})")
                               << u"monsters: is required: an array of objects"_s;
    QTest::addRow("list empty") << QByteArray(R"({"monsters": []})")
                                << u"monsters: must have at least 1 entry"_s;
    QTest::addRow("list over the cap")
        << QByteArray(R"({"monsters": [{"name": "A", "level": 1}, {"name": "B", "level": 1},
            {"name": "C", "level": 1}, {"name": "D", "level": 1}]})")
        << u"monsters: must have at most 3 entries, got 4"_s;
    QTest::addRow("nested object not an object")
        << QByteArray(R"({"monsters": [{"name": "A", "level": 1}], "options": true})")
        << u"options: must be an object, got true"_s;
    QTest::addRow("field of a nested object")
        << QByteArray(R"({"monsters": [{"name": "A", "level": 1}], "options": {"epic": "yes"}})")
        << u"options.epic: must be true or false, got a string"_s;
}

void TestJsonReader::nestedPaths()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, error);
    JsonIssues issues;
    JsonReader request(parse(json), QString(), &issues);
    readSample(request);
    QCOMPARE(errorText(issues), error);
}

void TestJsonReader::unknownKeys_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QStringList>("warnings");
    QTest::addRow("none") << QByteArray(R"({"monsters": [{"name": "A", "level": 1}]})") << QStringList();
    QTest::addRow("null known fields are known")
        << QByteArray(R"({"monsters": [{"name": "A", "level": 1, "tags": null, "enhancers": null}],
            "options": null})")
        << QStringList();
    QTest::addRow("top level") << QByteArray(R"({"monsters": [{"name": "A", "level": 1}], "colour": "red"})")
                               << QStringList{u"colour"_s};
    QTest::addRow("unknown null value")
        << QByteArray(R"({"monsters": [{"name": "A", "level": 1}], "x": null})") << QStringList{u"x"_s};
    QTest::addRow("nested object") << QByteArray(R"({"monsters": [{"name": "A", "level": 1}],
        "options": {"epik": true}})")
                                   << QStringList{u"options.epik"_s};
    QTest::addRow("array entries") << QByteArray(R"({"monsters": [{"name": "A", "level": 1, "lvl": 3},
        {"name": "B", "level": 1, "enhancers": [{"bouns": 2}]}]})")
                                   << QStringList{u"monsters[0].lvl"_s, u"monsters[1].enhancers[0].bouns"_s};
    QTest::addRow("case matters") << QByteArray(R"({"Monsters": [], "monsters": [{"Name": "A", "name": "A",
        "level": 1}]})") << QStringList{u"Monsters"_s, u"monsters[0].Name"_s};
}

void TestJsonReader::unknownKeys()
{
    QFETCH(QByteArray, json);
    QFETCH(QStringList, warnings);
    JsonIssues issues;
    JsonReader request(parse(json), QString(), &issues);
    readSample(request);
    QCOMPARE(errorText(issues), QString());  // never an error
    QCOMPARE(warningFields(issues), warnings);
    for (const FieldIssue& warning : issues.warnings())
        QCOMPARE(warning.message, u"unknown field, ignored"_s);
}

// A warning for an unknown key names that key. An empty key ("") is a legal JSON object key.
void TestJsonReader::unknownEmptyKeyPath()
{
    JsonIssues issues;
    JsonReader fighter(parse(R"({"level": 3, "": 1})"), u"fighter"_s, &issues);
    fighter.integer(u"level"_s, 1, 10, 1);
    fighter.finish();
    QCOMPARE(issues.warnings().size(), 1);
    QVERIFY2(issues.warnings().first().field != u"fighter"_s, qPrintable(issues.warnings().first().field));
}

void TestJsonReader::nullIsAbsent()
{
    const QJsonObject object = parse(R"({"level": null, "epic": null, "name": null, "tags": null,
        "options": null, "monsters": null, "sex": null})");
    JsonIssues issues;
    JsonReader reader(object, u"fighter"_s, &issues);
    QVERIFY(!reader.has(u"level"_s));
    QCOMPARE(reader.integer(u"level"_s, 1, 10, 3), 3);
    QCOMPARE(reader.boolean(u"epic"_s, true), true);
    QCOMPARE(reader.string(u"name"_s, Need::Optional), QString());
    QCOMPARE(reader.strings(u"tags"_s, 4), QStringList());
    QVERIFY(!reader.object(u"options"_s, Need::Optional).has_value());
    QVERIFY(reader.objects(u"monsters"_s, Need::Optional, 1, 4).isEmpty());
    QVERIFY(!reader.choice(u"sex"_s, sexes, Need::Optional).has_value());
    reader.finish();
    QVERIFY(!issues.failed());
    QVERIFY(issues.warnings().isEmpty());

    // The same keys absent read the same, while present values are read.
    JsonIssues moreIssues;
    JsonReader present(parse(R"({"level": 9, "options": {}, "monsters": [{}]})"), u"fighter"_s, &moreIssues);
    QVERIFY(present.has(u"level"_s));
    QCOMPARE(present.integer(u"level"_s, 1, 10, 3), 9);
    QVERIFY(present.object(u"options"_s, Need::Optional).has_value());
    QCOMPARE(present.objects(u"monsters"_s, Need::Optional, 1, 4).size(), 1);
    QVERIFY(!moreIssues.failed());
}

void TestJsonReader::onlyFirstErrorKept()
{
    JsonIssues issues;
    JsonReader fighter(parse(R"({"level": 11, "gear": "3", "sex": "x"})"), u"fighter"_s, &issues);
    fighter.integer(u"level"_s, 1, 10, 1);
    fighter.integer(u"gear"_s, -100, 200, 0);
    fighter.choice(u"sex"_s, sexes, Need::Optional);
    fighter.fail(QString(), u"later"_s);
    QCOMPARE(errorText(issues), u"fighter.level: must be an integer from 1 to 10, got 11"_s);

    // The same through JsonIssues directly; warnings still accumulate and are not errors.
    JsonIssues direct;
    direct.warn(u"a"_s, u"w1"_s);
    QVERIFY(!direct.failed());
    direct.fail(u"b"_s, u"first"_s);
    direct.fail(u"c"_s, u"second"_s);
    direct.warn(u"d"_s, u"w2"_s);
    QCOMPARE(direct.error()->field, u"b"_s);
    QCOMPARE(direct.error()->message, u"first"_s);
    QCOMPARE(direct.warnings().size(), 2);
}

// json_reader.h: "After an error every read returns its fallback, so a caller can read a whole request
// and look at the outcome once."
void TestJsonReader::readsAfterErrorGiveFallback()
{
    JsonIssues issues;
    JsonReader fighter(parse(R"({"gear": 4.5, "level": 5, "epic": true, "name": "Ann"})"), u"fighter"_s,
                       &issues);
    QCOMPARE(fighter.integer(u"gear"_s, -100, 200, 0), 0);
    QVERIFY(fighter.failed());
    QCOMPARE(fighter.integer(u"level"_s, 1, 10, 1), 1);
    QCOMPARE(fighter.boolean(u"epic"_s), false);
    QCOMPARE(fighter.string(u"name"_s, Need::Optional), QString());
    QCOMPARE(errorText(issues), u"fighter.gear: must be an integer from -100 to 200, got 4.5"_s);
}

void TestJsonReader::nameOf()
{
    QCOMPARE(arbiter::db::nameOf(sexes, Sex::Female), u"female"_s);
    QCOMPARE(arbiter::db::nameOf(sexes, Sex::Male), u"male"_s);
    constexpr std::array onlyMale = {Named<Sex>{"male", Sex::Male}};
    QCOMPARE(arbiter::db::nameOf(onlyMale, Sex::Female), QString());
}

QTEST_GUILESS_MAIN(TestJsonReader)
#include "tst_json_reader.moc"

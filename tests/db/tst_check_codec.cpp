// `arbiter::db::runCheck` in process: the shape of every answer (the keys docs/cli.md documents and the
// field names spec/referee-cli.md makes binding), reasons that point into the rules reference, errors,
// warnings, determinism and the request size limit. The requests are the examples of docs/cli.md and of
// the spec; the expected values are the ones those documents print.

#include "db/cli/check_codec.h"
#include "db/codec/reason_json.h"
#include "rules/game/rule_catalogue.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QMap>
#include <QTest>

#include <string>

using namespace Qt::StringLiterals;
using arbiter::db::CheckOutcome;
using arbiter::db::maxCheckRequestBytes;
using arbiter::db::runCheck;

namespace {

// A list field of an answer and the keys of each of its entries.
using ListKeys = QMap<QString, QStringList>;

const QStringList verdictKeys = {u"check"_s, u"edition"_s, u"legal"_s, u"reasons"_s};

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

QStringList keysOf(const QJsonObject& object)
{
    return sorted(object.keys());
}

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

// Whether `actual` has everything `expected` has (objects may hold more keys, arrays match entry by
// entry); `why` names the first difference.
bool contains(const QJsonValue& actual, const QJsonValue& expected, const QString& path, QString* why)
{
    if (expected.isObject() && actual.isObject()) {
        const QJsonObject want = expected.toObject();
        for (auto it = want.begin(); it != want.end(); ++it)
            if (!contains(actual.toObject().value(it.key()), it.value(), path + u'.' + it.key(), why))
                return false;
        return true;
    }
    if (expected.isArray() && actual.isArray() && expected.toArray().size() == actual.toArray().size()) {
        for (qsizetype i = 0; i < expected.toArray().size(); ++i)
            if (!contains(actual.toArray().at(i), expected.toArray().at(i),
                          path + u'[' + QString::number(i) + u']', why))
                return false;
        return true;
    }
    if (actual == expected)
        return true;
    *why = path + u": expected "_s + compact(expected) + u", got "_s + compact(actual);
    return false;
}

// Every "reasons" array anywhere in an answer, with its path.
void collectReasons(const QJsonValue& value, const QString& path, QList<QPair<QString, QJsonValue>>* out)
{
    if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i)
            collectReasons(array.at(i), path + u'[' + QString::number(i) + u']', out);
    } else if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString child = path.isEmpty() ? it.key() : path + u'.' + it.key();
            if (it.key() == u"reasons")
                out->append({child, it.value()});
            else
                collectReasons(it.value(), child, out);
        }
    }
}

bool knownRule(const QString& id)
{
    const std::string utf8 = id.toStdString();
    return !id.isEmpty() && arbiter::rules::findRule(utf8) != nullptr;
}

// Checks what every outcome must be, whatever the request: one line, and a diagnostic only on refusal.
void verifyOutcomeShape(const CheckOutcome& outcome)
{
    QVERIFY2(!outcome.output.contains('\n'), outcome.output.constData());
    QVERIFY2(!outcome.output.contains('\r'), outcome.output.constData());
    QVERIFY(!outcome.diagnostic.contains(u'\n'));
    QCOMPARE(outcome.diagnostic.isEmpty(), outcome.exitCode == 0);
}

// A request of docs/cli.md or the spec that must be answered.
void addValidRows()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QStringList>("keys");       // exactly the keys docs/cli.md documents
    QTest::addColumn<QStringList>("specKeys");   // the names spec/referee-cli.md makes binding
    QTest::addColumn<ListKeys>("listKeys");      // list fields: exactly the keys of each entry
    QTest::addColumn<ListKeys>("specListKeys");  // list fields: the spec's names for each entry
    QTest::addColumn<QByteArray>("expect");      // values docs/cli.md prints for the example

    const QStringList combatKeys =
        verdictKeys + QStringList{u"outcome"_s,           u"playerStrength"_s,     u"monsterStrength"_s,
                                  u"winsTies"_s,          u"levelsGained"_s,       u"treasures"_s,
                                  u"fighterLevelAfter"_s, u"helperLevelsGained"_s, u"helperTreasures"_s,
                                  u"gameWon"_s,           u"helperWins"_s,         u"rewards"_s,
                                  u"claimWaitSeconds"_s};
    const QStringList combatSpec = {u"outcome"_s,           u"playerStrength"_s, u"monsterStrength"_s,
                                    u"levelsGained"_s,      u"treasures"_s,      u"helperLevelsGained"_s,
                                    u"fighterLevelAfter"_s, u"gameWon"_s,        u"helperWins"_s,
                                    u"reasons"_s,           u"legal"_s};
    const ListKeys rewards = {{u"rewards"_s, {u"monster"_s, u"levels"_s, u"treasures"_s}}};
    QTest::addRow("combat (docs)")
        << QByteArray(R"({"check":"combat","edition":"deluxe",
            "fighter":{"level":4,"gear":3,"classes":["Warrior"],"abilityBonus":3},
            "playerSide":[{"name":"Magic Missile","bonus":5}],
            "monsters":[{"name":"Net Troll","level":10,"treasures":3,
                         "enhancers":[{"name":"Enraged","bonus":5,"treasures":1}]}]})")
        << combatKeys << combatSpec << rewards << ListKeys()
        << QByteArray(
               R"({"legal":true,"outcome":"win","playerStrength":15,"monsterStrength":15,"winsTies":true,
            "levelsGained":1,"treasures":4,"fighterLevelAfter":5,"helperLevelsGained":0,"helperTreasures":0,
            "gameWon":false,"helperWins":false,"rewards":[{"monster":"Net Troll","levels":1,"treasures":4}]})");
    QTest::addRow("combat with a helper (spec)") << QByteArray(
        R"({"check": "combat", "edition": "deluxe", "options": {"epic": false, "sharedVictory": false},
 "inCombatTurnOf": "fighter",
 "fighter": {"level": 4, "gear": 3, "classes": ["Warrior"], "races": [], "factions": [], "citizenships": [],
             "sex": "male", "rides": [{"name": "Sled", "bonus": 1}], "winsTies": false, "abilityBonus": 3},
 "helper":  {"level": 2, "gear": 2, "races": ["Elf"]},
 "playerSide": [{"name": "Magic Missile", "bonus": 5}],
 "monsters": [{"name": "Net Troll", "level": 10, "treasures": 3, "levels": 1, "tags": ["Undead"],
               "enhancers": [{"name": "Enraged", "bonus": 5, "treasures": 1}],
               "versus": [{"race": "Elf", "bonus": 4}, {"class": "Cleric", "bonus": -3}, {"sex": "female", "bonus": 2}],
               "levelOnly": false}]})") << combatKeys + QStringList{u"helperLevelAfter"_s}
                                                 << combatSpec << rewards << ListKeys()
                                                 << QByteArray(R"({"check":"combat","edition":"deluxe"})");

    QTest::addRow("runaway (docs)")
        << QByteArray(R"({"check":"runaway","edition":"deluxe","fighterLevel":5,
            "rolls":[{"monster":"Net Troll","roll":4,"modifier":1},
                     {"monster":"Gazebo","roll":2,"badStuff":{"levels":2}}]})")
        << verdictKeys + QStringList{u"results"_s,        u"fighterLevelAfter"_s, u"helperLevelAfter"_s,
                                     u"fighterDead"_s,    u"helperDead"_s,        u"fighterItemsLost"_s,
                                     u"helperItemsLost"_s}
        << QStringList{u"results"_s, u"reasons"_s}
        << ListKeys{{u"results"_s,
                     {u"monster"_s, u"runner"_s, u"escaped"_s, u"skipped"_s, u"total"_s, u"reasons"_s}}}
        << ListKeys{{u"results"_s, {u"monster"_s, u"escaped"_s, u"reasons"_s}}}
        << QByteArray(R"({"legal":true,"fighterLevelAfter":3,"fighterDead":false,"helperDead":false,
            "fighterItemsLost":[],"helperItemsLost":[],"helperLevelAfter":1,
            "results":[{"monster":"Net Troll","runner":"fighter","escaped":true,"skipped":false,"total":5},
                       {"monster":"Gazebo","runner":"fighter","escaped":false,"skipped":false,"total":2}]})");

    QTest::addRow("charity (docs)")
        << QByteArray(R"({"check":"charity","edition":"deluxe","giver":"Ann","hand":8,
            "players":[{"name":"Ann","level":3},{"name":"Bob","level":1},{"name":"Cid","level":1},
                       {"name":"Dee","level":4}]})")
        << verdictKeys
               + QStringList{u"limit"_s, u"excess"_s, u"discard"_s, u"gifts"_s, u"leftovers"_s, u"choice"_s}
        << QStringList{u"excess"_s, u"discard"_s, u"gifts"_s, u"choice"_s, u"reasons"_s}
        << ListKeys{{u"gifts"_s, {u"to"_s, u"count"_s}}} << ListKeys{{u"gifts"_s, {u"to"_s, u"count"_s}}}
        << QByteArray(R"({"legal":true,"limit":5,"excess":3,"discard":0,
            "gifts":[{"to":"Bob","count":1},{"to":"Cid","count":1}],"leftovers":1,"choice":["Bob","Cid"]})");

    const QStringList sellKeys =
        verdictKeys + QStringList{u"goldTotal"_s,  u"levelsGained"_s, u"goldUsed"_s,
                                  u"goldWasted"_s, u"levelAfter"_s,   u"maxLevels"_s};
    const QStringList sellSpec = {u"legal"_s,      u"levelsGained"_s, u"goldUsed"_s,
                                  u"goldWasted"_s, u"levelAfter"_s,   u"reasons"_s};
    QTest::addRow("sell (docs)") << QByteArray(R"({"check":"sell","edition":"deluxe","level":8,
            "items":[{"name":"Flaming Armor","gold":400},{"name":"Bad-Ass Bandanna","gold":400},
                     {"name":"Sneaky Bastard Sword","gold":300}]})")
                                 << sellKeys << sellSpec << ListKeys() << ListKeys()
                                 << QByteArray(
                                        R"({"legal":true,"goldTotal":1100,"levelsGained":1,"goldUsed":1000,
            "goldWasted":100,"levelAfter":9,"maxLevels":1})");
    QTest::addRow("sell in combat (spec)")
        << QByteArray(R"({"check":"sell","edition":"deluxe","level":8,"items":[{"name":"Crown","gold":1100}],
            "ownTurn":true,"inCombat":true})")
        << sellKeys << sellSpec << ListKeys() << ListKeys() << QByteArray(R"({"legal":false})");

    QTest::addRow("equip (docs)")
        << QByteArray(R"({"check":"equip","edition":"deluxe","character":{"classes":["Wizard"]},
            "items":[{"name":"Horny Helmet","slot":"headgear","bonus":1},
                     {"name":"Bad-Ass Bandanna","slot":"headgear","bonus":3},
                     {"name":"Mace of Sharpness","slot":"1hand","bonus":4,"onlyFor":{"class":"Cleric"}}]})")
        << verdictKeys + QStringList{u"effectiveGear"_s, u"items"_s}
        << QStringList{u"legal"_s, u"effectiveGear"_s, u"items"_s}
        << ListKeys{{u"items"_s, {u"name"_s, u"counts"_s, u"lifter"_s, u"reasons"_s}}}
        << ListKeys{{u"items"_s, {u"counts"_s, u"reasons"_s}}}
        << QByteArray(R"({"legal":false,"effectiveGear":1,
            "items":[{"name":"Horny Helmet","counts":true,"lifter":"none","reasons":[]},
                     {"name":"Bad-Ass Bandanna","counts":false,"lifter":"none"},
                     {"name":"Mace of Sharpness","counts":false,"lifter":"none"}]})");

    QTest::addRow("levelup (docs)") << QByteArray(
        R"({"check":"levelup","edition":"deluxe","level":9,"source":"go-up-a-level"})")
                                    << verdictKeys + QStringList{u"levelAfter"_s, u"wins"_s}
                                    << QStringList{u"legal"_s, u"levelAfter"_s, u"reasons"_s} << ListKeys()
                                    << ListKeys() << QByteArray(R"({"legal":false,"levelAfter":9,"wins":false,
            "reasons":[{"rule":"levels.go-up-a-level",
                        "text":"Go Up a Level cannot give the winning level (Level 10)."}]})");

    QTest::addRow("loot (docs)")
        << QByteArray(R"({"check":"loot","edition":"deluxe","deceased":"Ann","cards":2,
            "players":[{"name":"Ann","level":5},{"name":"Bob","level":7},{"name":"Cid","level":3},
                       {"name":"Dee","level":3}]})")
        << verdictKeys + QStringList{u"order"_s, u"tiesToRoll"_s, u"discarded"_s, u"kept"_s} << QStringList()
        << ListKeys{{u"order"_s, {u"player"_s, u"getsCard"_s}}} << ListKeys()
        << QByteArray(R"({"legal":true,"discarded":0,"tiesToRoll":[["Cid","Dee"]],
            "order":[{"player":"Bob","getsCard":true},{"player":"Cid","getsCard":true},
                     {"player":"Dee","getsCard":false}]})");

    QTest::addRow("timing (docs)")
        << QByteArray(R"({"check":"timing","edition":"deluxe","action":"change-equipped","inCombat":true})")
        << verdictKeys << QStringList() << ListKeys() << ListKeys()
        << QByteArray(R"({"legal":false,"reasons":[{"rule":"equip.no-change-in-combat"}]})");
    QTest::addRow("trade (docs)") << QByteArray(
        R"({"check":"trade","edition":"nightmare","includesRide":true})")
                                  << verdictKeys << QStringList() << ListKeys() << ListKeys()
                                  << QByteArray(R"({"legal":false,"reasons":[{"rule":"trade.no-rides"}]})");
    QTest::addRow("character (docs)")
        << QByteArray(R"({"check":"character","edition":"cthulhu","character":{"classes":["Cultist"]},
            "discard":"Cultist","cause":"card","cultistsInPlay":1})")
        << verdictKeys << QStringList() << ListKeys() << ListKeys()
        << QByteArray(R"({"legal":false,"reasons":[{"rule":"cultist.only-cultist-protected"}]})");
    QTest::addRow("become-cultist (docs)")
        << QByteArray(R"({"check":"become-cultist","edition":"cthulhu","character":{"classes":["Professor"]},
            "cultistsInDiscardPile":1})")
        << verdictKeys + QStringList{u"takesCultist"_s, u"classesDiscarded"_s, u"chooseOneToDiscard"_s}
        << QStringList() << ListKeys() << ListKeys()
        << QByteArray(R"({"legal":true,"takesCultist":true,"classesDiscarded":["Professor"],
            "reasons":[{"rule":"cultist.become"}]})");
    QTest::addRow("cultists (docs)")
        << QByteArray(R"({"check":"cultists","edition":"cthulhu",
            "players":[{"name":"Ann","level":5,"cultist":true},{"name":"Bob","level":3,"cultist":true},
                       {"name":"Cid","level":9}]})")
        << verdictKeys
               + QStringList{u"gameOver"_s, u"winners"_s, u"holdout"_s, u"holdoutLevelAfter"_s,
                             u"holdoutWins"_s}
        << QStringList() << ListKeys() << ListKeys()
        << QByteArray(
               R"({"legal":true,"gameOver":true,"winners":["Cid"],"holdout":"Cid","holdoutLevelAfter":10,
            "holdoutWins":true,"reasons":[{"rule":"cultist.last-non-cultist"}]})");
    QTest::addRow("edition (docs)")
        << QByteArray(R"({"check":"edition","edition":"nightmare","options":{"fasterPlay":true}})")
        << verdictKeys
               + QStringList{u"name"_s,
                             u"characterCards"_s,
                             u"cultists"_s,
                             u"maxRides"_s,
                             u"bigItems"_s,
                             u"bigItemRace"_s,
                             u"hirelings"_s,
                             u"tribalRules"_s,
                             u"knownMonsters"_s,
                             u"winsTiesClass"_s,
                             u"killClaimWaitSeconds"_s,
                             u"winningLevel"_s,
                             u"handLimit"_s,
                             u"fasterPlayInRulebook"_s,
                             u"phases"_s,
                             u"lootTheRoomDraws"_s}
        << QStringList()
        << ListKeys{{u"characterCards"_s, {u"kind"_s, u"doublingCard"_s, u"cards"_s}},
                    {u"tribalRules"_s, {u"joinedBy"_s, u"rule"_s}}}
        << ListKeys()
        << QByteArray(R"({"legal":true,"name":"Munchkin The Nightmare Before Christmas","maxRides":1,
            "bigItems":false,"hirelings":false,"killClaimWaitSeconds":2.6,"winningLevel":10,
            "lootTheRoomDraws":"treasure",
            "phases":["listen-at-the-door","kick-open-the-door","look-for-trouble-or-loot-the-room","charity"]})");
}

}  // namespace

class TestCheckCodec : public QObject {
    Q_OBJECT

private slots:
    void answerKeys_data() { addValidRows(); }
    void answerKeys();
    void reasonsAreCatalogued_data() { addValidRows(); }
    void reasonsAreCatalogued();
    void deterministic_data() { addValidRows(); }
    void deterministic();
    void errors_data();
    void errors();
    void warnings_data();
    void warnings();
    void nullMeansAbsent_data();
    void nullMeansAbsent();
    void requestSizeLimit_data();
    void requestSizeLimit();
};

void TestCheckCodec::answerKeys()
{
    QFETCH(QByteArray, request);
    QFETCH(QStringList, keys);
    QFETCH(QStringList, specKeys);
    QFETCH(ListKeys, listKeys);
    QFETCH(ListKeys, specListKeys);
    QFETCH(QByteArray, expect);

    const CheckOutcome outcome = runCheck(request);
    verifyOutcomeShape(outcome);
    QVERIFY2(outcome.exitCode == 0, outcome.output.constData());
    const QJsonObject answer = parseObject(outcome.output);
    QCOMPARE(keysOf(answer), sorted(keys));
    for (const QString& key : specKeys)
        QVERIFY2(answer.contains(key), qPrintable(u"spec field missing: "_s + key));
    QCOMPARE(answer[u"check"_s], parseObject(request)[u"check"_s]);
    QCOMPARE(answer[u"edition"_s], parseObject(request)[u"edition"_s]);
    QVERIFY(answer[u"legal"_s].isBool());

    for (auto it = listKeys.begin(); it != listKeys.end(); ++it) {
        const QJsonArray list = answer[it.key()].toArray();
        QVERIFY2(!list.isEmpty(), qPrintable(it.key() + u" is empty: its entries cannot be checked"_s));
        for (const QJsonValue& entry : list)
            QCOMPARE(keysOf(entry.toObject()), sorted(it.value()));
    }
    for (auto it = specListKeys.begin(); it != specListKeys.end(); ++it)
        for (const QString& key : it.value())
            QVERIFY2(answer[it.key()].toArray().first().toObject().contains(key),
                     qPrintable(u"spec field missing: "_s + it.key() + u"[]."_s + key));

    QString why;
    QVERIFY2(contains(answer, parseObject(expect), QString(), &why), qPrintable(why));
}

// Every reason, in the verdict and in per-roll or per-Item rulings, is {rule, text} (and `refuses` on a
// refusal) with a non-empty text
// and a rule id of the rules reference; so are the rule ids the edition check lists for tribal joining.
void TestCheckCodec::reasonsAreCatalogued()
{
    QFETCH(QByteArray, request);
    const CheckOutcome outcome = runCheck(request);
    QCOMPARE(outcome.exitCode, 0);
    const QJsonObject answer = parseObject(outcome.output);
    QList<QPair<QString, QJsonValue>> lists;
    collectReasons(answer, QString(), &lists);
    QVERIFY(!lists.isEmpty());
    QVERIFY2(answer[u"reasons"_s].isArray(), "the verdict has no reasons array");
    int count = 0;
    for (const auto& [path, reasons] : std::as_const(lists)) {
        QVERIFY2(reasons.isArray(), qPrintable(path));
        for (const QJsonValue& reason : reasons.toArray()) {
            ++count;
            const QJsonObject object = reason.toObject();
            // `refuses` appears only on a reason that makes the ruling illegal, and then it is true.
            // Every reason says what its text was rendered from (message, pattern, args; count for a plural):
            // rendering the pattern with the args gives the text back, so a caller can translate it.
            QStringList keys{u"args"_s, u"message"_s, u"pattern"_s, u"rule"_s, u"text"_s};
            if (object.contains(u"count"_s))
                keys.append(u"count"_s);
            if (object.contains(u"refuses"_s)) {
                QCOMPARE(object[u"refuses"_s], QJsonValue(true));
                keys.append(u"refuses"_s);
            }
            keys.sort();
            QCOMPARE(keysOf(object), keys);
            const arbiter::db::StoredReason stored = arbiter::db::storedReason(object);
            QVERIFY2(stored.hasMessage(), qPrintable(path));
            QCOMPARE(QString::fromStdString(
                         arbiter::rules::renderEnglish(stored.message(), stored.args, stored.count)),
                     object[u"text"_s].toString());
            QVERIFY2(object[u"text"_s].isString() && !object[u"text"_s].toString().trimmed().isEmpty(),
                     qPrintable(path));
            QVERIFY2(knownRule(object[u"rule"_s].toString()),
                     qPrintable(path + u": unknown rule "_s + object[u"rule"_s].toString()));
        }
    }
    QVERIFY2(count > 0, "every documented example cites at least one rule");
    for (const QJsonValue& rule : answer[u"tribalRules"_s].toArray())
        QVERIFY2(knownRule(rule[u"rule"_s].toString()), qPrintable(rule[u"rule"_s].toString()));
}

void TestCheckCodec::deterministic()
{
    QFETCH(QByteArray, request);
    const CheckOutcome first = runCheck(request);
    const CheckOutcome second = runCheck(request);
    QCOMPARE(first.exitCode, 0);
    QCOMPARE(second.exitCode, first.exitCode);
    QCOMPARE(second.output, first.output);
    QCOMPARE(second.diagnostic, first.diagnostic);
    // The same request with its keys in another order and pretty-printed reads the same.
    const QByteArray reordered = QJsonDocument(parseObject(request)).toJson(QJsonDocument::Indented);
    QCOMPARE(runCheck(reordered).output, first.output);
}

void TestCheckCodec::errors_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message");  // the start of the message
    const QByteArray fighter = R"("fighter":{"level":4},"monsters":[{"name":"Net Troll","level":10}])";
    const auto combat = [](const QByteArray& fields) {
        return R"({"check":"combat","edition":"deluxe",)" + fields + '}';
    };
    QTest::addRow("empty") << QByteArray() << QString() << u"the request is empty"_s;
    QTest::addRow("white space") << QByteArray(" \n\t ") << QString() << u"the request is empty"_s;
    QTest::addRow("not JSON") << QByteArray(R"({"check":)") << QString()
                              << u"the request is not valid JSON"_s;
    QTest::addRow("trailing garbage")
        << QByteArray(R"({"check":"levelup"} x)") << QString() << u"the request is not valid JSON"_s;
    QTest::addRow("array") << QByteArray("[1]") << QString() << u"the request must be a JSON object"_s;
    QTest::addRow("number") << QByteArray("5") << QString() << QString();
    QTest::addRow("missing check") << QByteArray(R"({"edition":"deluxe"})") << u"check"_s << u"is required"_s;
    QTest::addRow("unknown check") << QByteArray(R"({"check":"fight","edition":"deluxe"})") << u"check"_s
                                   << u"unknown check \"fight\""_s;
    QTest::addRow("check not a string")
        << QByteArray(R"({"check":3,"edition":"deluxe"})") << u"check"_s << u"must be a string"_s;
    QTest::addRow("panic check without a board") << QByteArray(R"({"check":"panic.hit","edition":"panic"})")
                                                 << u"board"_s << u"is required: an object"_s;
    QTest::addRow("panic edition") << QByteArray(R"({"check":"levelup","edition":"panic","level":1})")
                                   << u"edition"_s << u"\"panic\" is Munchkin Panic"_s;
    QTest::addRow("unknown edition") << QByteArray(R"({"check":"edition","edition":"Deluxe"})")
                                     << u"edition"_s << u"unknown edition \"Deluxe\""_s;
    QTest::addRow("options not an object")
        << combat(fighter + R"(,"options":[])") << u"options"_s << u"must be an object"_s;
    QTest::addRow("options.epic") << combat(fighter + R"(,"options":{"epic":"yes"})") << u"options.epic"_s
                                  << u"must be true or false"_s;
    QTest::addRow("fighter.level") << combat(R"("fighter":{"level":11},"monsters":[{"name":"A","level":1}])")
                                   << u"fighter.level"_s << u"must be an integer from 1 to 10, got 11"_s;
    QTest::addRow("epic fighter.level")
        << combat(R"("options":{"epic":true},"fighter":{"level":21},"monsters":[{"name":"A","level":1}])")
        << u"fighter.level"_s << u"must be an integer from 1 to 20, got 21"_s;
    QTest::addRow("fighter missing") << combat(R"("monsters":[{"name":"A","level":1}])") << u"fighter"_s
                                     << u"is required"_s;
    QTest::addRow("enhancer bonus") << combat(R"("fighter":{"level":4},"monsters":[{"name":"A","level":1},
            {"name":"B","level":2,"enhancers":[{"name":"E","bonus":4.5}]}])")
                                    << u"monsters[1].enhancers[0].bonus"_s
                                    << u"must be an integer from -100 to 100, got 4.5"_s;
    QTest::addRow("versus with two attributes")
        << combat(R"("fighter":{"level":4},"monsters":[{"name":"A","level":1,
            "versus":[{"race":"Elf","bonus":1},{"race":"Elf","class":"Cleric","bonus":2}]}])")
        << u"monsters[0].versus[1]"_s << u"must name exactly one of"_s;
    QTest::addRow("no monsters") << combat(R"("fighter":{"level":4},"monsters":[])") << u"monsters"_s
                                 << u"must have at least 1 entry"_s;
    QTest::addRow("helper and helpers")
        << combat(fighter + R"(,"helper":{"level":1},"helpers":[{"level":2}])") << u"helpers"_s
        << u"give either"_s;
    QTest::addRow("first error kept")
        << combat(R"("fighter":{"level":0},"monsters":[{"name":"A","level":-1}])") << u"fighter.level"_s
        << u"must be an integer from 1 to 10, got 0"_s;
    QTest::addRow("runaway roll") << QByteArray(R"({"check":"runaway","edition":"deluxe",
            "rolls":[{"monster":"A","roll":6},{"monster":"B","roll":7}]})")
                                  << u"rolls[1].roll"_s << u"must be an integer from 1 to 6, got 7"_s;
    QTest::addRow("duplicate player") << QByteArray(R"({"check":"charity","edition":"deluxe","giver":"Ann",
            "hand":6,"players":[{"name":"Ann","level":1},{"name":"Bob","level":1},{"name":"Ann","level":2}]})")
                                      << u"players[2].name"_s << u"\"Ann\" names another player too"_s;
    QTest::addRow("giver not a player") << QByteArray(R"({"check":"charity","edition":"deluxe","giver":"Zed",
            "hand":6,"players":[{"name":"Ann","level":1}]})")
                                        << u"giver"_s << u"\"Zed\" is not one of the players"_s;
    QTest::addRow("too many items") << [] {
        QByteArray items;
        for (int i = 0; i < 201; ++i)
            items += (i ? "," : "") + QByteArray(R"({"name":"I","gold":100})");
        return R"({"check":"sell","edition":"deluxe","level":3,"items":[)" + items + "]}";
    }() << u"items"_s << u"must have at most 200 entries, got 201"_s;
    QTest::addRow("levelup source case") << QByteArray(R"({"check":"levelup","edition":"deluxe","level":3,
            "source":"Kill"})") << u"source"_s
                                         << u"must be one of \"go-up-a-level\", \"sell\", \"kill\""_s;
    QTest::addRow("levelup level null") << QByteArray(R"({"check":"levelup","edition":"deluxe","level":null,
            "source":"kill"})") << u"level"_s
                                        << u"is required"_s;
    QTest::addRow("levelup level string") << QByteArray(R"({"check":"levelup","edition":"deluxe","level":"4",
            "source":"kill"})") << u"level"_s
                                          << u"must be an integer from 1 to 10, got a string"_s;
    QTest::addRow("timing action") << QByteArray(R"({"check":"timing","edition":"deluxe","action":"dance"})")
                                   << u"action"_s << u"must be one of"_s;
    QTest::addRow("equip slot") << QByteArray(R"({"check":"equip","edition":"deluxe",
            "items":[{"name":"Hat","slot":"head"}]})")
                                << u"items[0].slot"_s << u"must be one of"_s;
    QTest::addRow("play and discard") << QByteArray(R"({"check":"character","edition":"cthulhu",
            "character":{},"play":"Elf","discard":"Dwarf"})")
                                      << u"discard"_s << u"give either"_s;
    QTest::addRow("name too long") << QByteArray(R"({"check":"cultists","edition":"cthulhu","players":[
            {"name":")" + QByteArray(201, 'a') + R"(","level":1}]})")
                                   << u"players[0].name"_s << u"must be at most 200 characters long"_s;
}

void TestCheckCodec::errors()
{
    QFETCH(QByteArray, request);
    QFETCH(QString, field);
    QFETCH(QString, message);
    const CheckOutcome outcome = runCheck(request);
    verifyOutcomeShape(outcome);
    QCOMPARE(outcome.exitCode, 2);
    const QJsonObject answer = parseObject(outcome.output);
    QCOMPARE(keysOf(answer), QStringList{u"error"_s});
    const QJsonObject error = answer[u"error"_s].toObject();
    QCOMPARE(keysOf(error), (QStringList{u"field"_s, u"message"_s}));
    QVERIFY(error[u"field"_s].isString() && error[u"message"_s].isString());
    QCOMPARE(error[u"field"_s].toString(), field);
    const QString text = error[u"message"_s].toString();
    QVERIFY(!text.isEmpty());
    QVERIFY2(text.startsWith(message), qPrintable(text));

    QVERIFY2(outcome.diagnostic.startsWith(u"arbiter-cli: "_s), qPrintable(outcome.diagnostic));
    QString line = field.isEmpty() ? text : field + u": "_s + text;
    line.replace(u'\n', u' ').replace(u'\r', u' ');
    QCOMPARE(outcome.diagnostic, u"arbiter-cli: "_s + line);

    const CheckOutcome again = runCheck(request);
    QCOMPARE(again.output, outcome.output);
    QCOMPARE(again.exitCode, outcome.exitCode);
}

void TestCheckCodec::warnings_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("clean");  // the same request without its unknown fields
    QTest::addColumn<QStringList>("fields");
    const QByteArray levelup = R"({"check":"levelup","edition":"deluxe","level":4,"source":"kill"})";
    QTest::addRow("top level") << QByteArray(R"({"check":"levelup","edition":"deluxe","level":4,
            "source":"kill","colour":"red"})")
                               << levelup << QStringList{u"colour"_s};
    QTest::addRow("unknown field set to null") << QByteArray(R"({"check":"levelup","edition":"deluxe",
            "level":4,"source":"kill","colour":null})")
                                               << levelup << QStringList{u"colour"_s};
    QTest::addRow("options") << QByteArray(R"({"check":"levelup","edition":"deluxe","level":4,"source":"kill",
            "options":{"epik":true}})")
                             << levelup << QStringList{u"options.epik"_s};
    const QByteArray combat = R"({"check":"combat","edition":"deluxe","fighter":{"level":4},
            "monsters":[{"name":"A","level":1},{"name":"B","level":2,"enhancers":[{"name":"E","bonus":1}]}]})";
    QTest::addRow("nested and in lists")
        << QByteArray(R"({"check":"combat","edition":"deluxe",
            "fighter":{"level":4,"lvl":5},
            "monsters":[{"name":"A","level":1},{"name":"B","level":2,"enhancers":[{"name":"E","bonus":1,"bouns":2}]}]})")
        << combat << QStringList{u"fighter.lvl"_s, u"monsters[1].enhancers[0].bouns"_s};
    QTest::addRow("Item restriction") << QByteArray(R"({"check":"equip","edition":"deluxe",
            "items":[{"name":"Mace","slot":"1hand","onlyFor":{"class":"Cleric","level":3}}]})")
                                      << QByteArray(R"({"check":"equip","edition":"deluxe",
            "items":[{"name":"Mace","slot":"1hand","onlyFor":{"class":"Cleric"}}]})")
                                      << QStringList{u"items[0].onlyFor.level"_s};
    QTest::addRow("a player and a field of another check")
        << QByteArray(R"({"check":"cultists","edition":"cthulhu","hand":3,
            "players":[{"name":"Ann","level":5,"cultist":true},{"name":"Bob","level":9,"age":40}]})")
        << QByteArray(R"({"check":"cultists","edition":"cthulhu",
            "players":[{"name":"Ann","level":5,"cultist":true},{"name":"Bob","level":9}]})")
        << QStringList{u"hand"_s, u"players[1].age"_s};
    QTest::addRow("edition check") << QByteArray(R"({"check":"edition","edition":"pathfinder","level":3})")
                                   << QByteArray(R"({"check":"edition","edition":"pathfinder"})")
                                   << QStringList{u"level"_s};
}

void TestCheckCodec::warnings()
{
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, clean);
    QFETCH(QStringList, fields);
    const CheckOutcome outcome = runCheck(request);
    verifyOutcomeShape(outcome);
    QVERIFY2(outcome.exitCode == 0, outcome.output.constData());
    QJsonObject answer = parseObject(outcome.output);
    QStringList reported;
    for (const QJsonValue& warning : answer[u"warnings"_s].toArray()) {
        QCOMPARE(keysOf(warning.toObject()), (QStringList{u"field"_s, u"message"_s}));
        QCOMPARE(warning[u"message"_s].toString(), u"unknown field, ignored"_s);
        reported.append(warning[u"field"_s].toString());
    }
    QCOMPARE(sorted(reported), sorted(fields));

    // An unknown field changes nothing else, and a request without one has no "warnings".
    const CheckOutcome cleanOutcome = runCheck(clean);
    QCOMPARE(cleanOutcome.exitCode, 0);
    const QJsonObject cleanAnswer = parseObject(cleanOutcome.output);
    QVERIFY(!cleanAnswer.contains(u"warnings"_s));
    answer.remove(u"warnings"_s);
    QCOMPARE(answer, cleanAnswer);
}

// docs/cli.md: "null means absent. An optional field set to null takes its default."
void TestCheckCodec::nullMeansAbsent_data()
{
    QTest::addColumn<QByteArray>("withNull");
    QTest::addColumn<QByteArray>("without");
    QTest::addColumn<QByteArray>("expect");
    QTest::addRow("levelup amount defaults to 1")
        << QByteArray(R"({"check":"levelup","edition":"deluxe","level":4,"source":"kill","amount":null})")
        << QByteArray(R"({"check":"levelup","edition":"deluxe","level":4,"source":"kill"})")
        << QByteArray(R"({"levelAfter":5})");
    QTest::addRow("sell ownTurn defaults to true")
        << QByteArray(R"({"check":"sell","edition":"deluxe","level":3,"items":[{"name":"I","gold":1000}],
            "ownTurn":null})")
        << QByteArray(R"({"check":"sell","edition":"deluxe","level":3,"items":[{"name":"I","gold":1000}]})")
        << QByteArray(R"({"legal":true,"levelAfter":4})");
    QTest::addRow("options null") << QByteArray(R"({"check":"edition","edition":"deluxe","options":null})")
                                  << QByteArray(R"({"check":"edition","edition":"deluxe"})")
                                  << QByteArray(R"({"winningLevel":10})");
    QTest::addRow("helper null: no helper")
        << QByteArray(R"({"check":"combat","edition":"deluxe","fighter":{"level":4},"helper":null,
            "monsters":[{"name":"A","level":1,"levels":null}]})")
        << QByteArray(R"({"check":"combat","edition":"deluxe","fighter":{"level":4},
            "monsters":[{"name":"A","level":1}]})")
        << QByteArray(R"({"outcome":"win","levelsGained":1})");
    QTest::addRow("equip item equipped defaults to true")
        << QByteArray(R"({"check":"equip","edition":"deluxe","character":null,
            "items":[{"name":"Hat","slot":"headgear","bonus":2,"equipped":null,"onlyFor":null}]})")
        << QByteArray(
               R"({"check":"equip","edition":"deluxe","items":[{"name":"Hat","slot":"headgear","bonus":2}]})")
        << QByteArray(R"({"effectiveGear":2})");
}

void TestCheckCodec::nullMeansAbsent()
{
    QFETCH(QByteArray, withNull);
    QFETCH(QByteArray, without);
    QFETCH(QByteArray, expect);
    const CheckOutcome nulled = runCheck(withNull);
    QVERIFY2(nulled.exitCode == 0, nulled.output.constData());
    QCOMPARE(nulled.output, runCheck(without).output);
    QString why;
    QVERIFY2(contains(parseObject(nulled.output), parseObject(expect), QString(), &why), qPrintable(why));
    QVERIFY(!parseObject(nulled.output).contains(u"helperLevelAfter"_s));
}

void TestCheckCodec::requestSizeLimit_data()
{
    QTest::addColumn<qsizetype>("size");
    QTest::addColumn<int>("exitCode");
    QTest::addRow("well under") << qsizetype(1000) << 0;
    QTest::addRow("one byte under") << maxCheckRequestBytes - 1 << 0;
    QTest::addRow("exactly 1 MiB") << maxCheckRequestBytes << 0;
    QTest::addRow("one byte over") << maxCheckRequestBytes + 1 << 2;
    QTest::addRow("far over") << 4 * maxCheckRequestBytes << 2;
}

// A valid request padded with white space (inside the object, so it is read) to `size` bytes.
void TestCheckCodec::requestSizeLimit()
{
    QFETCH(qsizetype, size);
    QFETCH(int, exitCode);
    QCOMPARE(maxCheckRequestBytes, qsizetype(1024 * 1024));
    const QByteArray head = R"({"check":"levelup","edition":"deluxe","level":4,"source":"kill")";
    QByteArray request = head + QByteArray(size - head.size() - 1, ' ') + '}';
    QCOMPARE(request.size(), size);
    const CheckOutcome outcome = runCheck(request);
    verifyOutcomeShape(outcome);
    QCOMPARE(outcome.exitCode, exitCode);
    const QJsonObject answer = parseObject(outcome.output);
    if (exitCode == 0) {
        QCOMPARE(answer[u"levelAfter"_s].toInt(), 5);
        return;
    }
    QCOMPARE(answer[u"error"_s][u"field"_s].toString(), QString());
    QCOMPARE(answer[u"error"_s][u"message"_s].toString(), u"the request is larger than 1048576 bytes"_s);
    QCOMPARE(outcome.diagnostic, u"arbiter-cli: the request is larger than 1048576 bytes"_s);
}

QTEST_GUILESS_MAIN(TestCheckCodec)
#include "tst_check_codec.moc"

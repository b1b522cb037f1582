// The game log's JSON (db/codec/game_json.h): every action kind, the setup and the tracked state round trip
// exactly; every example of docs/actions.md reads without a problem, and every kind has one; a
// malformed action names its field; an action from a newer Arbiter is refused.

#include "db/codec/game_json.h"
#include "panic_samples.h"
#include "rules/game/action_fields.h"

#include <QElapsedTimer>
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
using db::JsonIssues;
using db::JsonReader;

namespace mk = rules::munchkin;
namespace game = rules::game;
namespace act = rules::game::actions;

namespace {

QString describe(const JsonIssues& issues)
{
    QStringList lines;
    if (issues.error())
        lines.append(u"error %1: %2"_s.arg(issues.error()->field, issues.error()->message));
    for (const db::FieldIssue& warning : issues.warnings())
        lines.append(u"warning %1: %2"_s.arg(warning.field, warning.message));
    return lines.join(u"; ");
}

std::optional<game::Action> readAction(const QByteArray& json, JsonIssues& issues,
                                       int format = game::actionFormatVersion)
{
    return db::parseStored<game::Action>(json, issues,
                                         [format](JsonReader& r) { return db::actionFromJson(r, format); });
}

std::optional<game::GameSetup> readSetup(const QByteArray& json, JsonIssues& issues)
{
    return db::parseStored<game::GameSetup>(json, issues, [](JsonReader& r) { return db::setupFromJson(r); });
}

std::optional<game::GameState> readState(const QByteArray& json, JsonIssues& issues)
{
    return db::parseStored<game::GameState>(json, issues, [](JsonReader& r) { return db::stateFromJson(r); });
}

mk::Item richItem()
{
    mk::Item item;
    item.name = "Mace of Sharpness";
    item.slot = mk::Slot::TwoHands;
    item.big = true;
    item.bonus = -7;
    item.equipped = false;
    item.onlyFor = mk::Attribute{mk::Attribute::Kind::Class, "Cleric"};
    item.forbiddenFor = mk::Attribute{mk::Attribute::Kind::Sex, "male"};
    item.lifter = mk::Lifter::Hireling;
    return item;
}

mk::Monster richMonster()
{
    mk::Monster monster;
    monster.name = "Net Troll";
    monster.level = 0;
    monster.treasures = 4;
    monster.levels = 2;
    monster.tags = {"Undead", "Goblin"};
    monster.enhancers = {{"Enraged", 5, 1}, {"Baby", -5, -1}};
    monster.versus = {{{mk::Attribute::Kind::Race, "Elf"}, 3}, {{mk::Attribute::Kind::Sex, "female"}, -2}};
    monster.levelOnly = true;
    monster.eliminated = true;
    monster.joinedBy = mk::JoinedBy::WanderingMonster;
    return monster;
}

mk::Monster monster(std::string name, int level, mk::JoinedBy joinedBy = mk::JoinedBy::Door)
{
    mk::Monster result;
    result.name = std::move(name);
    result.level = level;
    result.joinedBy = joinedBy;
    return result;
}

// One action of every kind, each field away from its default.
std::vector<game::Action> samples()
{
    mk::RunAwayRoll caught{"Net Troll", mk::Runner::Helper, 2, -3, mk::BadStuff{3, {"Horny Helmet"}, true}};
    std::vector<game::Action> all{
        act::AddPlayer{"Dee", mk::Sex::Female, 3},
        act::RemovePlayer{"Cid"},
        act::SetSex{"Bob", mk::Sex::Male},
        act::ChangeLevel{"Ann", -3, mk::LevelSource::LastNonCultist, true},
        act::PlayCharacterCard{"Ann", "Elf"},
        act::DiscardCharacterCard{"Bob", "Cultist", mk::DiscardCause::DivineIntervention},
        act::BecomeCultist{"Bob", "Monster Whacker"},
        act::GainItem{"Ann", richItem()},
        act::EquipItem{"Ann", "Horny Helmet", false},
        act::LoseItem{"Bob", "Boots"},
        act::TradeItem{"Ann", "Bob", "Sword"},
        act::SetGear{"Cid", 1000},
        act::SellItems{"Ann", {"Horny Helmet", "Flaming Armor"}, {{"Potion", 300, true, true}}},
        act::GainRide{"Bob", {"Pale Horse", -4}},
        act::LoseRide{"Bob", "Pale Horse"},
        act::GainHireling{"Ann", "Hireling"},
        act::LoseHireling{"Ann", "Hireling"},
        act::GainCurse{"Bob", {"Chicken on Your Head", -100}},
        act::LoseCurse{"Bob", "Chicken on Your Head"},
        act::NextPhase{mk::Phase::Charity},
        act::Charity{17, 6, {"Cid", "Dee"}},
        act::EndTurn{},
        act::StartCombat{richMonster()},
        act::AddMonster{monster("Ghoul", 100, mk::JoinedBy::Goth)},
        act::AddEnhancer{63, {"Ancient", 10, -10}},
        act::PlayOneShot{game::Side::Monsters, {"Halitosis", -100}},
        act::EliminateMonster{5},
        act::AskForHelp{"Bob"},
        act::SetCombatBonus{"Ann", 100},
        act::ResolveCombat{},
        act::RunAway{{{"Net Troll", mk::Runner::Fighter, 6, 10, std::nullopt}, caught}, true},
        act::RunAway{{caught}, true, false},
        act::ApplyBadStuff{"Cid", {20, {"Flaming Armor", "Boots"}, true}},
        act::Die{"Cid"},
        act::LootBody{"Cid", 200, {{"Ann", 1}, {"Bob", 6}}},
    };
    const std::vector<game::Action> panic = panic_samples::panicSamples();
    all.insert(all.end(), panic.begin(), panic.end());
    all.push_back(act::RollDie{"Ann", 4, "who starts"});
    all.push_back(act::RollDie{std::nullopt, 1, {}});
    return all;
}

// A rich game: Cthulhu, a fight with a helper and enhanced monsters, a dead player, a winner.
game::GameState richState()
{
    game::GameState state;
    state.edition = mk::Edition::Cthulhu;
    state.options = {true, true, true};
    game::Player ann;
    ann.name = "Ann";
    ann.character.classes = {"Monster Whacker", "Professor"};
    ann.character.races = {"Elf"};
    ann.character.factions = {"Miskatonic"};
    ann.character.citizenships = {"Arkham"};
    ann.character.sex = mk::Sex::Female;
    ann.character.superMunchkin = true;
    ann.character.halfBreed = true;
    ann.character.doubleLife = true;
    ann.character.dualCitizenship = true;
    ann.level = 100;
    mk::Item helmet;
    helmet.name = "Horny Helmet";
    helmet.slot = mk::Slot::Headgear;
    helmet.bonus = 1;
    ann.items = {richItem(), helmet};
    ann.rides = {{"Pale Horse", 2}};
    ann.hirelings = {"Hireling"};
    ann.curses = {{"Chicken on Your Head", -1}, {"Duck of Doom", 0}};
    game::Player bob;
    bob.name = "Bob";
    bob.character.sex = mk::Sex::Male;
    bob.gear = 0;
    game::Player cid;
    cid.name = "Cid";
    cid.level = 3;
    cid.gear = 1000;
    cid.dead = true;
    cid.bodyLooted = true;
    state.players = {ann, bob, cid};
    state.current = 1;
    state.turn = 42;
    state.phase = mk::Phase::ListenAtTheDoor;
    game::CombatState combat;
    combat.fighter = "Bob";
    combat.helper = "Ann";
    combat.fighterBonus = -100;
    combat.helperBonus = 100;
    combat.playerSide = {{"Magic Missile", 5}, {"Cotion of Ponfusion", 0}};
    combat.monsterSide = {{"Halitosis", -3}};
    combat.monsters = {richMonster(), monster("Ghoul", 5)};
    combat.runningAway = true;
    state.combat = combat;
    state.cultistsInDiscardPile = 2;
    state.winners = {"Ann", "Bob"};
    return state;
}

// A ```json block of the action docs: "panic-actions.md:12" and its text.
struct DocExample {
    QString where;
    QByteArray json;
};

// The ```json blocks of docs/actions.md and docs/panic-actions.md.
QList<DocExample> docExamples()
{
    QList<DocExample> blocks;
    for (const QString& name : {u"actions.md"_s, u"panic-actions.md"_s}) {
        QFile file(QStringLiteral(ARBITER_DOCS_DIR "/") + name);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        const QList<QByteArray> lines = file.readAll().split('\n');
        for (qsizetype i = 0; i < lines.size(); ++i) {
            if (lines[i].trimmed() != "```json")
                continue;
            QByteArray block;
            const qsizetype start = i + 2;
            while (++i < lines.size() && lines[i].trimmed() != "```")
                block += lines[i] + '\n';
            blocks.append({name + u':' + QString::number(start), block});
        }
    }
    return blocks;
}

}  // namespace

class TestGameJson : public QObject {
    Q_OBJECT

private slots:
    void actionRoundTrip_data();
    void actionRoundTrip();
    void samplesCoverEveryKind();
    void writtenFieldsAreTheDescribedOnes();
    void docExample_data();
    void docExample();
    void docsCoverEveryKind();
    void malformedAction_data();
    void malformedAction();
    void newerFormatRefused();
    void unknownFieldsWarn();
    void optionalFieldsLeftOut();
    void setupRoundTrip();
    void malformedSetup_data();
    void malformedSetup();
    void stateRoundTrip_data();
    void stateRoundTrip();
    void malformedState_data();
    void malformedState();
    void verdict();
    void replaySpeed();
};

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
    verdict.refuse("game.not-your-turn", "It is Bob's turn.");
    const QJsonObject json = db::verdictToJson(verdict);
    QCOMPARE(json.value(u"legal"_s), QJsonValue(false));
    QCOMPARE(json.value(u"reasons"_s).toArray(),
             (QJsonArray{QJsonObject{{u"refuses"_s, true},
                                     {u"rule"_s, u"game.not-your-turn"_s},
                                     {u"text"_s, u"It is Bob's turn."_s}}}));
    QCOMPARE(db::verdictToJson(rules::Verdict{}),
             (QJsonObject{{u"legal"_s, true}, {u"reasons"_s, QJsonArray{}}}));
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

QTEST_GUILESS_MAIN(TestGameJson)
#include "tst_game_json.moc"

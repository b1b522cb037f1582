// describeAction(): every action kind in words, for the history, from the typed action and the context
// the state before it gives (who is current, who fights).

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <string_view>
#include <utility>
#include <variant>

#include "app/history/action_text.h"
#include "app/history/change_text.h"
#include "app/views/action_contexts.h"
#include "db/codec/game_json.h"
#include "rules/game/action.h"

using arbiter::app::ActionContext;
using arbiter::app::describeAction;
using arbiter::db::readStoredAction;
namespace game = arbiter::rules::game;

Q_DECLARE_METATYPE(arbiter::app::ActionContext)

namespace {

QJsonObject parse(const char* json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(json), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON: %s in %s", qPrintable(error.errorString()), json);
    return document.object();
}

// One example of every kind, as docs/actions.md and docs/panic-actions.md write them.
const QHash<QString, const char*>& examples()
{
    static const QHash<QString, const char*> examples = {
        {"add-player", R"({"kind": "add-player", "name": "Dee", "sex": "female", "seat": 1})"},
        {"remove-player", R"({"kind": "remove-player", "player": "Cid"})"},
        {"set-sex", R"({"kind": "set-sex", "player": "Bob", "sex": "female"})"},
        {"change-level",
         R"({"kind": "change-level", "player": "Ann", "amount": 1, "source": "go-up-a-level"})"},
        {"play-character-card", R"({"kind": "play-character-card", "player": "Ann", "card": "Elf"})"},
        {"discard-character-card",
         R"({"kind": "discard-character-card", "player": "Bob", "card": "Cultist", "cause": "divine-intervention"})"},
        {"become-cultist",
         R"({"kind": "become-cultist", "player": "Bob", "discardClass": "Monster Whacker"})"},
        {"gain-item", R"({"kind": "gain-item", "player": "Ann", "item": {"name": "Mace of Sharpness",
            "slot": "1hand", "bonus": 4, "gold": 600, "equipped": true, "onlyFor": {"class": "Cleric"}}})"},
        {"equip-item",
         R"({"kind": "equip-item", "player": "Ann", "item": "Horny Helmet", "equipped": false})"},
        {"lose-item", R"({"kind": "lose-item", "player": "Bob", "item": "Boots of Butt-Kicking"})"},
        {"trade-item",
         R"({"kind": "trade-item", "from": "Ann", "to": "Bob", "item": "Sneaky Bastard Sword"})"},
        {"set-gear", R"({"kind": "set-gear", "player": "Cid", "gear": 7})"},
        {"sell-items", R"({"kind": "sell-items", "player": "Ann", "items": ["Horny Helmet", "Flaming Armor"],
            "fromHand": [{"name": "Potion of Halitosis", "gold": 100, "oneShot": true, "fromHand": true}]})"},
        {"gain-ride",
         R"({"kind": "gain-ride", "player": "Bob", "ride": {"name": "Pale Horse", "bonus": 2}})"},
        {"lose-ride", R"({"kind": "lose-ride", "player": "Bob", "ride": "Pale Horse"})"},
        {"gain-hireling", R"({"kind": "gain-hireling", "player": "Ann", "hireling": "Hireling"})"},
        {"lose-hireling", R"({"kind": "lose-hireling", "player": "Ann", "hireling": "Hireling"})"},
        {"gain-curse",
         R"({"kind": "gain-curse", "player": "Bob", "curse": {"name": "Chicken on Your Head", "combatBonus": -1}})"},
        {"lose-curse", R"({"kind": "lose-curse", "player": "Bob", "curse": "Chicken on Your Head"})"},
        {"next-phase", R"({"kind": "next-phase", "phase": "look-for-trouble-or-loot-the-room"})"},
        {"charity", R"({"kind": "charity", "hand": 8, "handLimit": 6, "biggerShare": ["Cid"]})"},
        {"end-turn", R"({"kind": "end-turn"})"},
        {"start-combat",
         R"({"kind": "start-combat", "monster": {"name": "Net Troll", "level": 10, "treasures": 3}})"},
        {"add-monster", R"({"kind": "add-monster",
            "monster": {"name": "Ghoulfiends", "level": 8, "treasures": 2, "joinedBy": "undead"}})"},
        {"add-enhancer",
         R"({"kind": "add-enhancer", "monster": 0, "enhancer": {"name": "Enraged", "bonus": 5, "treasures": 1}})"},
        {"play-one-shot",
         R"({"kind": "play-one-shot", "side": "monsters", "card": {"name": "Potion of Halitosis", "bonus": -2}})"},
        {"eliminate-monster", R"({"kind": "eliminate-monster", "monster": 1})"},
        {"ask-for-help", R"({"kind": "ask-for-help", "helper": "Bob"})"},
        {"set-combat-bonus", R"({"kind": "set-combat-bonus", "player": "Ann", "bonus": 3})"},
        {"resolve-combat", R"({"kind": "resolve-combat"})"},
        {"run-away",
         R"({"kind": "run-away", "rolls": [{"monster": "Net Troll", "runner": "fighter", "roll": 5}]})"},
        {"apply-bad-stuff", R"({"kind": "apply-bad-stuff", "player": "Cid",
            "badStuff": {"levels": 1, "items": ["Flaming Armor"], "death": false}})"},
        {"die", R"({"kind": "die", "player": "Cid"})"},
        {"loot-body", R"({"kind": "loot-body", "deceased": "Cid", "cardsInHand": 4,
            "tieRolls": [{"player": "Ann", "roll": 3}, {"player": "Bob", "roll": 6}]})"},
        {"roll-die", R"({"kind": "roll-die", "player": "Bob", "roll": 5, "purpose": "who starts"})"},
        {"panic-place-monster", R"({"kind": "panic-place-monster", "token": "Undead Horse", "arc": 3})"},
        {"panic-draw-curse", R"({"kind": "panic-draw-curse", "curse": "huge-rock", "roll": 4})"},
        {"panic-discard-draw", R"({"kind": "panic-discard-draw", "discards": 1})"},
        {"panic-charity", R"({"kind": "panic-charity", "biggerShare": ["Seth"]})"},
        {"panic-hit", R"({"kind": "panic-hit", "target": "Net Troll",
            "attack": [{"card": "Red Swordsman", "weapons": ["Buckler of Swashing"], "weaponsByHelper": true}],
            "helper": "Seth", "treasureTo": "Seth"})"},
        {"panic-move-monster", R"({"kind": "panic-move-monster", "monster": "Net Troll",
            "by": "Cotion of Ponfusion", "arc": 1, "ring": "swordsman"})"},
        {"panic-remove-monster",
         R"({"kind": "panic-remove-monster", "monster": "Wannabe Vampire", "by": "Cleric"})"},
        {"panic-glue", R"({"kind": "panic-glue", "monster": "Shrieking Geek"})"},
        {"panic-sleep", R"({"kind": "panic-sleep"})"},
        {"panic-fortify", R"({"kind": "panic-fortify", "arc": 3})"},
        {"panic-move-monsters", R"({"kind": "panic-move-monsters", "choices": {"wall:1": "Gazebo"}})"},
        {"panic-set-hand",
         R"({"kind": "panic-set-hand", "player": "Joan", "castleCards": 2, "treasure": 1})"},
        {"panic-addition-error",
         R"({"kind": "panic-addition-error", "player": "Gloria", "trophy": "Plutonium Dragon"})"},
        {"panic-set-board",
         R"({"kind": "panic-set-board", "board": {"walls": [1, 2, 3, 4, 6], "fortified": [2],
            "monsters": [{"id": "Gazebo", "name": "Gazebo", "arc": 5, "ring": "knight", "health": 3},
                         {"id": "Net Troll", "name": "Net Troll", "arc": 1, "ring": "archer", "health": 3}]}})"},
        {"panic-set-trophies",
         R"({"kind": "panic-set-trophies", "player": "Joan", "trophies": ["King Tut", "3,872 Orcs"]})"},
        {"panic-curse-card",
         R"({"kind": "panic-curse-card", "card": "Lightning Curse", "player": "Marshall", "target": "Gloria"})"},
        {"panic-special-card", R"({"kind": "panic-special-card", "card": "Illusion", "player": "Joan",
            "monster": "Net Troll", "replacement": "Bullrog"})"},
        {"panic-next-phase", R"({"kind": "panic-next-phase", "phase": "play-cards"})"},
    };
    return examples;
}

const QString generic = QStringLiteral("(an action this version does not describe)");

// Who the state had acting: the current player, the fighter and helper, the fight's monsters and how it
// stood before the action.
ActionContext contextOf(const QString& current, const QString& fighter = {}, const QString& helper = {},
                        const QStringList& monsters = {}, const QString& outcome = {})
{
    ActionContext context;
    context.current = current;
    context.fighter = fighter;
    context.helper = helper;
    context.monsters = monsters;
    context.outcome = outcome;
    return context;
}

// The sentence of a default-made action of every kind: names left empty still give a sentence.
template <std::size_t... I>
QStringList defaultMadeSentences(std::index_sequence<I...>)
{
    return {describeAction(game::Action(std::variant_alternative_t<I, game::ActionVariant>{}),
                           ActionContext{})...};
}

}  // namespace

class TestActionText : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyKindHasASentence_data();
    void everyKindHasASentence();
    void everyDefaultMadeKindHasASentence();
    void exactText_data();
    void exactText();
    void runAwaySaysWhoEscaped_data();
    void runAwaySaysWhoEscaped();
    void unreadable_data();
    void unreadable();
};

void TestActionText::everyKindHasASentence_data()
{
    QTest::addColumn<QString>("kind");
    for (std::string_view kind : game::kindNames()) {
        const QString name = QString::fromLatin1(kind.data(), static_cast<qsizetype>(kind.size()));
        QTest::addRow("%s", qPrintable(name)) << name;
    }
}

void TestActionText::everyKindHasASentence()
{
    QFETCH(QString, kind);
    QVERIFY2(examples().contains(kind),
             qPrintable(QStringLiteral("no example of %1 in this test").arg(kind)));
    const QJsonObject json = parse(examples().value(kind));
    QCOMPARE(json.value(u"kind").toString(), kind);
    const std::optional<game::Action> action = readStoredAction(json, game::actionFormatVersion);
    QVERIFY2(action, qPrintable(QStringLiteral("the codec does not read the example of %1").arg(kind)));

    const QString text = describeAction(*action, ActionContext{});
    QVERIFY2(!text.contains(generic), qPrintable(text));
    QVERIFY2(text.endsWith(u'.'), qPrintable(text));
    QVERIFY2(text.at(0).isUpper() || text.at(0).isDigit(), qPrintable(text));
    // A stored row read through the fallback says the same.
    QCOMPARE(describeAction(json), text);
}

// A kind added to ActionVariant without its describe() does not compile; one whose sentence comes out
// empty for a default-made action fails here.
void TestActionText::everyDefaultMadeKindHasASentence()
{
    const QStringList sentences =
        defaultMadeSentences(std::make_index_sequence<std::variant_size_v<game::ActionVariant>>());
    QCOMPARE(sentences.size(), static_cast<qsizetype>(game::kindNames().size()));
    for (qsizetype i = 0; i < sentences.size(); ++i) {
        const QString& text = sentences.at(i);
        const std::string_view kind = game::kindNames()[static_cast<std::size_t>(i)];
        const QString context =
            QString::fromLatin1(kind.data(), static_cast<qsizetype>(kind.size())) + u": "_qs + text;
        QVERIFY2(text.size() > 1 && !text.contains(generic), qPrintable(context));
        QVERIFY2(text.endsWith(u'.'), qPrintable(context));
        QVERIFY2(text.at(0).isUpper() || text.at(0).isDigit(), qPrintable(context));
    }
}

void TestActionText::exactText_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<ActionContext>("context");
    QTest::addColumn<QString>("expected");

    const auto row = [](const char* name, const char* json, const char* expected,
                        const ActionContext& context = {}) {
        QTest::newRow(name) << QString::fromUtf8(json) << context << QString::fromUtf8(expected);
    };
    row("go up a level",
        R"({"kind": "change-level", "player": "Ann", "amount": 1, "source": "go-up-a-level"})",
        "Ann goes up 1 level (Go Up a Level).");
    row("go down", R"({"kind": "change-level", "player": "Bob", "amount": -2, "source": "card"})",
        "Bob goes down 2 levels (a card).");
    row("level from a kill", R"({"kind": "change-level", "player": "Cid", "amount": 2, "source": "kill"})",
        "Cid goes up 2 levels (a kill).");
    row("gain boots", R"({"kind": "gain-item", "player": "Bob", "item": {"name": "Boots of Butt-Kicking",
        "slot": "footgear", "big": false, "bonus": 2, "gold": 0, "equipped": true, "lifter": "auto"}})",
        "Bob gains Boots of Butt-Kicking (Footgear, +2, equipped).");
    row("gain a mace", examples().value("gain-item"),
        "Ann gains Mace of Sharpness (1 Hand, +4, 600 Gold, only for Cleric, equipped).");
    row("gain a big carried item", R"({"kind": "gain-item", "player": "Ann", "item": {"name": "Ladder",
        "big": true, "bonus": 3, "equipped": false}})",
        "Ann gains Ladder (Big, +3, carried).");
    row("fight", R"({"kind": "start-combat", "monster": {"name": "Net Troll", "level": 10}})",
        "Ann fights Net Troll (Level 10).", contextOf(u"Ann"_qs));
    row("fight without a name", examples().value("start-combat"),
        "The current player fights Net Troll (Level 10).");
    row("run away",
        R"({"kind": "run-away", "rolls": [{"monster": "Net Troll", "runner": "fighter", "roll": 3}]})",
        "Ann runs away: 3 against Net Troll.", contextOf(u"Ann"_qs, u"Ann"_qs));
    row("run away caught", R"({"kind": "run-away", "rolls": [
        {"monster": "Net Troll", "runner": "fighter", "roll": 5},
        {"monster": "Net Troll", "runner": "helper", "roll": 2, "modifier": 1,
         "badStuff": {"levels": 2, "items": ["Horny Helmet"], "death": false}}]})",
        "Ann runs away: 5 against Net Troll. Bob runs away: 2 (+1) against Net Troll (if caught: loses 2 "
        "levels "
        "and Horny Helmet).",
        contextOf(u"Ann"_qs, u"Ann"_qs, u"Bob"_qs));
    row("roll who starts", R"({"kind": "roll-die", "player": "Cid", "roll": 4, "purpose": "who starts"})",
        "Cid rolled 4 (who starts).");
    row("roll by nobody", R"({"kind": "roll-die", "roll": 6})", "A die was rolled: 6.");
    row("sell", examples().value("sell-items"),
        "Ann sells Horny Helmet, Flaming Armor and Potion of Halitosis (100 Gold, from the hand).");
    row("trade", examples().value("trade-item"), "Ann trades Sneaky Bastard Sword to Bob.");
    row("curse", examples().value("gain-curse"), "Bob is cursed: Chicken on Your Head (-1 in combat).");
    row("next phase", examples().value("next-phase"),
        "The current player moves on to Look for Trouble or Loot the Room.");
    row("charity", examples().value("charity"),
        "Charity: the current player has 8 cards in hand (limit 6); Cid gets the bigger share.");
    row("end turn", examples().value("end-turn"), "The turn ends.");
    row("end of Ann's turn", examples().value("end-turn"), "Ann's turn ends.", contextOf(u"Ann"_qs));
    row("add player", examples().value("add-player"), "Dee (female) joins the game in seat 2.");
    row("enhancer", R"({"kind": "add-enhancer", "monster": 0,
        "enhancer": {"name": "Enraged", "bonus": 5, "treasures": 1}})",
        "Enraged (+5, +1 Treasure) is played on Net Troll.",
        contextOf(u"Ann"_qs, u"Ann"_qs, {}, {u"Net Troll"_qs}));
    row("eliminate", examples().value("eliminate-monster"), "Monster 2 leaves the fight without a kill.");
    row("help", R"({"kind": "ask-for-help", "helper": "Bob"})", "Bob helps Ann fight.",
        contextOf(u"Ann"_qs, u"Ann"_qs));
    // The history says who won: the context holds the outcome judged before the fight was resolved.
    row("fight won", R"({"kind": "resolve-combat"})", "Ann beats Lame Goblin.",
        contextOf(u"Ann"_qs, u"Ann"_qs, {}, {u"Lame Goblin"_qs}, u"win"_qs));
    row("fight won with help", R"({"kind": "resolve-combat"})", "Ann and Bob beat Net Troll and Lame Goblin.",
        contextOf(u"Ann"_qs, u"Ann"_qs, u"Bob"_qs, {u"Net Troll"_qs, u"Lame Goblin"_qs}, u"win"_qs));
    row("fight lost", R"({"kind": "resolve-combat"})", "Net Troll wins the fight: Ann must run away.",
        contextOf(u"Ann"_qs, u"Ann"_qs, {}, {u"Net Troll"_qs}, u"lose"_qs));
    row("fight lost to two", R"({"kind": "resolve-combat"})",
        "Net Troll and Gazebo win the fight: Ann and Bob must run away.",
        contextOf(u"Ann"_qs, u"Ann"_qs, u"Bob"_qs, {u"Net Troll"_qs, u"Gazebo"_qs}, u"lose"_qs));
    row("fight not judged", R"({"kind": "resolve-combat"})", "Ann's fight is resolved.",
        contextOf(u"Ann"_qs, u"Ann"_qs));
    row("bad stuff", examples().value("apply-bad-stuff"), "Bad Stuff: Cid loses 1 level and Flaming Armor.");
    row("death by bad stuff", R"({"kind": "apply-bad-stuff", "player": "Cid", "badStuff": {"death": true}})",
        "Bad Stuff: Cid dies.");
    row("loot", examples().value("loot-body"),
        "Cid's body is looted (4 cards in hand; ties: Ann rolled 3 and Bob rolled 6).");
    row("panic place", examples().value("panic-place-monster"), "Undead Horse is placed on arc 3.");
    row("panic draw", examples().value("panic-discard-draw"),
        "The current player discards 1 card and draws up to a full hand.");
    row("panic draw without discard", R"({"kind": "panic-discard-draw"})",
        "Joan discards nothing and draws up to a full hand.", contextOf(u"Joan"_qs));
    row("panic wizard moves", R"({"kind": "panic-move-monster", "monster": "Net Troll", "by": "Wizard",
        "arc": 4, "ring": "knight", "roll": 5})",
        "The Wizard (rolled 5) moves Net Troll to the Knight ring of arc 4.");
    row("panic wizard misses", R"({"kind": "panic-move-monster", "monster": "Net Troll", "by": "Wizard",
        "arc": 1, "ring": "archer", "roll": 2})",
        "The Wizard rolls 2: Net Troll stays where it is.");
    row("panic obscure rules", R"({"kind": "panic-special-card", "card": "Invoke Obscure Rules",
        "player": "Joan", "monster": "King Tut"})",
        "Joan plays Invoke Obscure Rules and takes King Tut as a Trophy.");
    row("panic humongous", R"({"kind": "panic-special-card", "card": "Humongous Monster Enhancer",
        "player": "Gloria"})",
        "Gloria plays Humongous Monster Enhancer: every Monster is back to full health.");
    row("panic illusion", examples().value("panic-special-card"),
        "Joan plays Illusion: Net Troll is replaced by Bullrog.");
    row("panic rock", examples().value("panic-draw-curse"), "Curse token drawn: Huge Rock, rolled 4.");
    row("panic hit", examples().value("panic-hit"),
        "The current player attacks Net Troll: Red Swordsman with Buckler of Swashing (helped by Seth; "
        "Treasure to Seth).");
    row("panic move", examples().value("panic-move-monster"),
        "Cotion of Ponfusion moves Net Troll to the Swordsman ring of arc 1.");
    row("panic move all", examples().value("panic-move-monsters"),
        "The Monsters move; Gazebo takes the hit at the Wall of arc 1.");
    row("panic phase", examples().value("panic-next-phase"), "The current player moves on to Play Cards.");
    row("panic board", examples().value("panic-set-board"),
        "The board is set as it stands: 2 Monsters, 6 Towers, 5 Walls and 1 Fortify token.");
}

void TestActionText::exactText()
{
    QFETCH(QString, json);
    QFETCH(ActionContext, context);
    QFETCH(QString, expected);
    const QJsonObject object = QJsonDocument::fromJson(json.toUtf8()).object();
    QVERIFY2(!object.isEmpty(), qPrintable(json));
    const std::optional<game::Action> action = readStoredAction(object, game::actionFormatVersion);
    QVERIFY2(action, qPrintable(json));
    QCOMPARE(describeAction(*action, context), expected);
}

using namespace Qt::StringLiterals;

// With the fight's context, each roll says what the referee ruled: 5 or more escapes (Deluxe rulebook,
// Running Away), whatever Bad Stuff the table entered beside it.
void TestActionText::runAwaySaysWhoEscaped_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("expected");
    const QString badStuff = u"\"badStuff\": {\"levels\": 2, \"items\": [], \"death\": false}"_s;
    QTest::newRow("escapes with 5, Bad Stuff entered")
        << u"{\"kind\": \"run-away\", \"rolls\": [{\"monster\": \"Net Troll\", \"runner\": \"fighter\", \"roll\": 5, "_s
               + badStuff + u"}]}"_s
        << u"Ann runs away: 5 against Net Troll, escapes."_s;
    QTest::newRow("caught with 4")
        << u"{\"kind\": \"run-away\", \"rolls\": [{\"monster\": \"Net Troll\", \"runner\": \"fighter\", \"roll\": 4, "_s
               + badStuff + u"}]}"_s
        << u"Ann runs away: 4 against Net Troll, caught: loses 2 levels."_s;
    QTest::newRow("a modifier makes the escape")
        << u"{\"kind\": \"run-away\", \"rolls\": [{\"monster\": \"Net Troll\", \"runner\": \"helper\", \"roll\": 4, \"modifier\": 1}]}"_s
        << u"Bob runs away: 4 (+1) against Net Troll, escapes."_s;
    QTest::newRow("caught, no Bad Stuff entered")
        << u"{\"kind\": \"run-away\", \"rolls\": [{\"monster\": \"Net Troll\", \"runner\": \"fighter\", \"roll\": 1}]}"_s
        << u"Ann runs away: 1 against Net Troll, caught."_s;
}

void TestActionText::runAwaySaysWhoEscaped()
{
    QFETCH(QString, json);
    QFETCH(QString, expected);
    ActionContext fight = contextOf(u"Ann"_s, u"Ann"_s, u"Bob"_s, {u"Net Troll"_s});
    fight.edition = arbiter::rules::munchkin::Edition::Deluxe;
    const QJsonObject object = QJsonDocument::fromJson(json.toUtf8()).object();
    const std::optional<game::Action> action = readStoredAction(object, game::actionFormatVersion);
    QVERIFY2(action, qPrintable(json));
    QCOMPARE(describeAction(*action, fight), expected);
}

// A stored row this version cannot read (a kind it does not know, a newer format, fields the codec
// refuses) still has a line in the history.
void TestActionText::unreadable_data()
{
    QTest::addColumn<QJsonObject>("action");
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("expected");
    const int format = game::actionFormatVersion;
    QTest::newRow("new kind") << QJsonObject{{u"kind"_qs, u"summon-cthulhu"_qs}} << format
                              << u"summon-cthulhu (an action this version does not describe)"_qs;
    QTest::newRow("no kind") << QJsonObject{} << format
                             << u"An action (an action this version does not describe)"_qs;
    QTest::newRow("newer format") << parse(examples().value("end-turn")) << format + 1
                                  << u"end-turn (an action this version does not describe)"_qs;
    QTest::newRow("a field missing") << QJsonObject{{u"kind"_qs, u"change-level"_qs}} << format
                                     << u"change-level (an action this version does not describe)"_qs;
}

void TestActionText::unreadable()
{
    QFETCH(QJsonObject, action);
    QFETCH(int, format);
    QFETCH(QString, expected);
    QVERIFY(!readStoredAction(action, format));
    QCOMPARE(describeAction(action, format), expected);
}

QTEST_APPLESS_MAIN(TestActionText)
#include "tst_action_text.moc"

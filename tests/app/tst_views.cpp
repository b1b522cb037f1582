// The typed views (app/views/): the fight and the players as typed values judged by the referee, the one
// serializer that writes any view as JSON for the phones under the names QML reads, and GameSession handing
// QML the typed view rather than a map of the codec's stored JSON.

#include "app/session/gamesession.h"
#include "app/views/action_kind.h"
#include "app/views/combat_view.h"
#include "app/views/gadget_json.h"
#include "app/views/legal_view.h"
#include "app/views/player_view.h"
#include "app/views/reason_view.h"
#include "app/views/who_starts_view.h"
#include "rules/game/apply.h"
#include "rules/game/legal_now.h"
#include "rules/game/setup.h"

#include <QJsonArray>
#include <QMetaEnum>
#include <QMetaProperty>
#include <QTest>

using namespace Qt::StringLiterals;
namespace views = arbiter::app::views;
namespace game = arbiter::rules::game;
namespace mk = arbiter::rules::munchkin;

namespace {

game::GameState played(std::vector<game::Action> actions)
{
    game::GameSetup setup;
    for (const char* name : {"Ann", "Bob", "Cid"})
        setup.players.push_back({name, mk::Sex::Unspecified, std::nullopt, {}});
    game::GameState state = game::startGame(setup);
    for (const game::Action& action : actions) {
        if (!game::apply(state, action).legal)
            qFatal("fixture: %s is refused", std::string(game::kindName(action)).c_str());
    }
    return state;
}

mk::Monster netTroll()
{
    mk::Monster monster;
    monster.name = "Net Troll";
    monster.level = 10;
    monster.treasures = 3;
    monster.tags = {"Troll"};
    monster.enhancers = {{"Ancient", 10, 2}};
    return monster;
}

mk::Item item(const char* name, mk::Slot slot, int bonus, bool equipped)
{
    mk::Item item;
    item.name = name;
    item.slot = slot;
    item.bonus = bonus;
    item.equipped = equipped;
    return item;
}

// Ann: Level 3, an Elf with two Items equipped (the second forbidden to Elves), a Ride and a Curse; Bob
// keeps one gear number; Cid is dead.
game::GameState table()
{
    mk::Item cloak = item("Cloak of Obscurity", mk::Slot::None, 4, true);
    cloak.forbiddenFor = mk::Attribute{mk::Attribute::Kind::Race, "Elf"};
    game::GameState state = played(
        {game::actions::ChangeLevel{"Ann", 2}, game::actions::PlayCharacterCard{"Ann", "Elf"},
         game::actions::GainItem{"Ann", item("Leather Armor", mk::Slot::Armor, 1, true)},
         game::actions::GainItem{"Ann", cloak}, game::actions::GainCurse{"Ann", {"Chicken on Your Head", -1}},
         game::actions::SetGear{"Bob", 5}, game::actions::Die{"Cid"}});
    state.players[0].rides.push_back({"Pony", 1});  // Munchkin Deluxe has no Rides: set, not played
    return state;
}

const game::Player& seat(const game::GameState& state, std::size_t index)
{
    return state.players.at(index);
}

}  // namespace

class TestViews : public QObject {
    Q_OBJECT

private slots:
    void noFightIsInactive()
    {
        const views::CombatView view = views::combatViewOf(played({}));
        QVERIFY(!view.active);
        QVERIFY(view.monsters.isEmpty());
        QVERIFY(!view.takes.isValid());
    }

    void aFightIsTypedAndJudged()
    {
        const views::CombatView view = views::combatViewOf(
            played({game::actions::StartCombat{netTroll()}, game::actions::AskForHelp{"Bob"}}));
        QVERIFY(view.active);
        QCOMPARE(view.fighter, u"Ann"_s);
        QCOMPARE(view.helper, u"Bob"_s);
        QCOMPARE(view.monsters.size(), 1);
        const views::MonsterView troll = view.monsters.first().value<views::MonsterView>();
        QCOMPARE(troll.name, u"Net Troll"_s);
        QCOMPARE(troll.tags, QStringList{u"Troll"_s});
        QCOMPARE(troll.joinedBy, u"door"_s);
        QCOMPARE(troll.enhancers.first().value<views::CardView>().treasures, 2);
        // Two Level 1 players against Level 10 + 10: the referee's judgement, with what it takes.
        QVERIFY(view.judged);
        QCOMPARE(view.playerStrength, 2);
        QCOMPARE(view.monsterStrength, 20);
        QCOMPARE(view.outcome, u"lose"_s);
        const views::TakesView takes = view.takes.value<views::TakesView>();
        QVERIFY(takes.playersNeed);
        QCOMPARE(takes.amount, 19);
        // The fighter and the helper each against the one monster.
        QCOMPARE(view.runAway.size(), 2);
        QCOMPARE(view.runAway.at(1).value<views::EscapeView>().player, u"Bob"_s);
    }

    // The phones' JSON is the same view under the same names, nested lists and gadgets included.
    void theOneSerializerWritesEveryProperty()
    {
        const views::CombatView view = views::combatViewOf(played({game::actions::StartCombat{netTroll()}}));
        const QJsonObject json = views::jsonOf(view);
        const QMetaObject& meta = views::CombatView::staticMetaObject;
        QCOMPARE(json.size(), meta.propertyCount() - meta.propertyOffset());
        QCOMPARE(json.value(u"fighter"_s).toString(), u"Ann"_s);
        QCOMPARE(json.value(u"monsterStrength"_s).toInt(), 20);
        QCOMPARE(json.value(u"monsters"_s)[0][u"name"_s].toString(), u"Net Troll"_s);
        QCOMPARE(json.value(u"monsters"_s)[0][u"tags"_s].toArray(), QJsonArray{u"Troll"_s});
        QCOMPARE(json.value(u"monsters"_s)[0][u"enhancers"_s][0][u"bonus"_s].toInt(), 10);
        QCOMPARE(json.value(u"takes"_s)[u"amount"_s].toInt(), 20);
        QCOMPARE(json.value(u"runAway"_s)[0][u"runner"_s].toString(), u"fighter"_s);
        QVERIFY(views::jsonOf(views::combatViewOf(played({}))).value(u"takes"_s).isNull());
    }

    // A player from the rules' Player: each Item with the referee's ruling, gear null unless kept as one
    // number, the character cards by kind and as named.
    void aPlayerIsTyped()
    {
        const game::GameState state = table();
        const views::PlayerView ann = views::playerViewOf(state, seat(state, 0), u"#c62828"_s);
        QCOMPARE(ann.name, u"Ann"_s);
        QCOMPARE(ann.level, 3);
        QVERIFY(!ann.gear.isValid());
        QVERIFY(ann.current);
        QVERIFY(!ann.dead);
        QCOMPARE(ann.colour, u"#c62828"_s);
        QCOMPARE(ann.character.races, QStringList{u"Elf"_s});
        QVERIFY(!ann.character.sex.isValid());
        QCOMPARE(ann.cards, QStringList{u"Elf"_s});
        QCOMPARE(ann.items.size(), 2);
        const views::ItemView armor = ann.items.at(0).value<views::ItemView>();
        QCOMPARE(armor.name, u"Leather Armor"_s);
        QCOMPARE(armor.slot, u"armor"_s);
        QVERIFY(armor.counts);
        QVERIFY(!armor.onlyFor.isValid());
        const views::ItemView cloak = ann.items.at(1).value<views::ItemView>();
        QVERIFY(cloak.equipped);
        QVERIFY(!cloak.counts);
        QVERIFY(!cloak.reasons.isEmpty());
        QVERIFY(!cloak.reasons.first().value<views::ReasonView>().text.isEmpty());
        QCOMPARE(cloak.forbiddenFor.toMap().value(u"race"_s).toString(), u"Elf"_s);
        QCOMPARE(ann.effectiveGear, 1);
        QCOMPARE(ann.strength, 3);  // Level 3 + Leather Armor - the Curse
        QCOMPARE(ann.rides.first().value<views::RideView>().name, u"Pony"_s);
        QCOMPARE(ann.curses.first().value<views::CurseView>().combatBonus, -1);
        QVERIFY(ann.may.value(u"die"_s).toBool());

        const views::PlayerView bob = views::playerViewOf(state, seat(state, 1), QString());
        QCOMPARE(bob.gear.toInt(), 5);
        QCOMPARE(bob.effectiveGear, 5);
        QVERIFY(!bob.current);
        const views::PlayerView cid = views::playerViewOf(state, seat(state, 2), QString());
        QVERIFY(cid.dead);
        QVERIFY(!cid.may.value(u"die"_s).toBool());
    }

    // The phones' entry of a player: every property, nested ones included; an absent gear is null.
    void aPlayersJsonHasEveryProperty()
    {
        const game::GameState state = table();
        const QJsonObject ann = views::jsonOf(views::playerViewOf(state, seat(state, 0), u"#c62828"_s));
        const QMetaObject& meta = views::PlayerView::staticMetaObject;
        QCOMPARE(ann.size(), meta.propertyCount() - meta.propertyOffset());
        for (int i = meta.propertyOffset(); i < meta.propertyCount(); ++i)
            QVERIFY2(ann.contains(QLatin1StringView(meta.property(i).name())), meta.property(i).name());
        QVERIFY(ann.value(u"gear"_s).isNull());
        QCOMPARE(ann.value(u"level"_s).toInt(), 3);
        QCOMPARE(ann.value(u"character"_s)[u"races"_s].toArray(), QJsonArray{u"Elf"_s});
        QVERIFY(ann.value(u"character"_s)[u"sex"_s].isNull());
        QCOMPARE(ann.value(u"items"_s)[0][u"counts"_s].toBool(), true);
        QCOMPARE(ann.value(u"items"_s)[0][u"lifter"_s].toString(), u"none"_s);
        QVERIFY(ann.value(u"items"_s)[0][u"onlyFor"_s].isNull());
        QCOMPARE(ann.value(u"items"_s)[1][u"forbiddenFor"_s][u"race"_s].toString(), u"Elf"_s);
        QVERIFY(!ann.value(u"items"_s)[1][u"reasons"_s][0][u"text"_s].toString().isEmpty());
        QCOMPARE(ann.value(u"rides"_s)[0][u"bonus"_s].toInt(), 1);
        QCOMPARE(ann.value(u"curses"_s)[0][u"name"_s].toString(), u"Chicken on Your Head"_s);
        QVERIFY(ann.value(u"may"_s).isObject());
        QCOMPARE(
            views::jsonOf(views::playerViewOf(state, seat(state, 1), QString())).value(u"gear"_s).toInt(), 5);
        QVERIFY(
            views::jsonOf(views::playerViewOf(state, seat(state, 2), QString())).value(u"dead"_s).toBool());
    }

    // What QML binds to is a typed view, not a map of stored JSON.
    void sessionHandsQmlTheTypedView()
    {
        const QMetaObject& meta = arbiter::app::GameSession::staticMetaObject;
        const QMetaProperty combat = meta.property(meta.indexOfProperty("combat"));
        QVERIFY(combat.isValid());
        QCOMPARE(combat.metaType(), QMetaType::fromType<views::CombatView>());
        const QMetaMethod details = meta.method(meta.indexOfMethod("playerDetails(QString)"));
        QVERIFY(details.isValid());
        QCOMPARE(details.returnMetaType(), QMetaType::fromType<views::PlayerView>());
        const QMetaProperty whoStarts = meta.property(meta.indexOfProperty("whoStarts"));
        QCOMPARE(whoStarts.metaType(), QMetaType::fromType<views::WhoStartsView>());
    }

    // The action kinds' enum is derived from rules' one list: same count, same order, and each key written
    // as JSON is the name the log gives the kind.
    void everyActionKindHasItsEnumValue()
    {
        const QMetaEnum kinds = QMetaEnum::fromType<views::ActionKinds::Kind>();
        const std::span<const std::string_view> names = game::kindNames();
        QCOMPARE(std::size_t(kinds.keyCount()), names.size());
        for (std::size_t index = 0; index < names.size(); ++index) {
            QCOMPARE(kinds.value(int(index)), int(index));
            views::KindNowView entry;
            entry.kind = static_cast<views::ActionKinds::Kind>(index);
            const QString name = QString::fromUtf8(names[index].data(), qsizetype(names[index].size()));
            QCOMPARE(views::jsonOf(entry).value(u"kind"_s).toString(), name);
            QCOMPARE(views::actionKindNamed(names[index]), std::optional(entry.kind));
        }
        QCOMPARE(views::actionKindNamed("no-such-kind"), std::nullopt);
        QCOMPARE(views::actionKindOf(game::actions::SellItems{}), views::ActionKinds::SellItems);
    }

    // The legality view has an entry for every kind at the kind's index; the referee's answer fills those of
    // the family's table, the others stay unavailable.
    void theLegalityViewIsIndexedByKind()
    {
        const game::GameState state = played({});
        const game::LegalNow now = game::legalNow(state);
        const views::LegalNowView view = views::legalNowViewOf(now);
        QCOMPARE(std::size_t(view.kinds.size()), game::kindNames().size());
        for (qsizetype index = 0; index < view.kinds.size(); ++index)
            QCOMPARE(int(view.kinds[index].value<views::KindNowView>().kind), int(index));
        const game::KindNow* start = now.find("start-combat");
        QVERIFY(start != nullptr && start->available);
        const views::KindNowView shown = view.of(views::ActionKinds::StartCombat);
        QVERIFY(shown.available);
        QCOMPARE(shown.players, QStringList{u"Ann"_s});
        QVERIFY(!view.of(views::ActionKinds::PanicHit).available);
        const game::KindNow* resolve = now.find("resolve-combat");
        QVERIFY(resolve != nullptr && !resolve->available);
        QCOMPARE(view.of(views::ActionKinds::ResolveCombat).reasons.size(),
                 qsizetype(resolve->reasons.size()));
    }

    // No answer QML reads is a map: verdicts, previews, legality, the settling of a fight and the game's
    // options are typed views. A map added on purpose would be listed here.
    void sessionAnswersAreTyped()
    {
        const QSet<QByteArray> stillMaps;
        const QMetaObject& meta = arbiter::app::GameSession::staticMetaObject;
        const QMetaType map = QMetaType::fromType<QVariantMap>();
        for (int index = meta.propertyOffset(); index < meta.propertyCount(); ++index) {
            const QMetaProperty property = meta.property(index);
            QVERIFY2(property.metaType() != map || stillMaps.contains(property.name()), property.name());
        }
        for (int index = meta.methodOffset(); index < meta.methodCount(); ++index) {
            const QMetaMethod method = meta.method(index);
            QVERIFY2(method.returnMetaType() != map || stillMaps.contains(method.name()),
                     method.methodSignature().constData());
        }
        for (const char* name : {"lastVerdict", "legalNow", "settling"})
            QVERIFY2(meta.property(meta.indexOfProperty(name)).metaType() != map, name);
    }

    // GameSession keeps one job: the history's rows and what replaying them tells are the history model's.
    void theHistoryIsTheModelsJob()
    {
        const QMetaObject& session = arbiter::app::GameSession::staticMetaObject;
        const QMetaObject& history = arbiter::app::HistoryModel::staticMetaObject;
        for (const char* method : {"beforeAfter(qint64)", "levelSeries()"}) {
            QVERIFY2(history.indexOfMethod(method) >= 0, method);
            QVERIFY2(session.indexOfMethod(method) < 0, method);
        }
    }
};

QTEST_GUILESS_MAIN(TestViews)
#include "tst_views.moc"

// The typed views (app/views/): the fight as typed values judged by the referee, the one serializer that
// writes any view as JSON for the phones under the names QML reads, and GameSession handing QML the typed
// view rather than a map of the codec's stored JSON.

#include "app/gamesession.h"
#include "app/views/combat_view.h"
#include "app/views/gadget_json.h"
#include "rules/game/apply.h"
#include "rules/game/setup.h"

#include <QJsonArray>
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

    // What QML binds to is a typed view, not a map of stored JSON.
    void sessionHandsQmlTheTypedView()
    {
        const QMetaObject& meta = arbiter::app::GameSession::staticMetaObject;
        const QMetaProperty combat = meta.property(meta.indexOfProperty("combat"));
        QVERIFY(combat.isValid());
        QCOMPARE(combat.metaType(), QMetaType::fromType<views::CombatView>());
    }
};

QTEST_GUILESS_MAIN(TestViews)
#include "tst_views.moc"

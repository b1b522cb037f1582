// Each action kind described once (rules/game/action_fields.h): every kind has a description whose actor
// names one of its own fields, checkFields() names the field a bad value is in, and seatMayRecord() lets a
// seat record what its kind's actor says and nothing else.

#include "game_apply_fixtures.h"

#include "rules/game/action_fields.h"

#include <QTest>

#include <set>
#include <utility>
#include <variant>

Q_DECLARE_METATYPE(arbiter::rules::game::Action)

using namespace Qt::StringLiterals;
using namespace arbiter::rules;
using namespace arbiter::rules::game;
using namespace arbiter::rules::test::apply_fixtures;
namespace mk = arbiter::rules::munchkin;

namespace {

// A default-made action of every kind, in the variant's order.
template <std::size_t... I>
std::vector<Action> everyKind(std::index_sequence<I...>)
{
    return {Action(std::variant_alternative_t<I, ActionVariant>{})...};
}
std::vector<Action> everyKind()
{
    return everyKind(std::make_index_sequence<std::variant_size_v<ActionVariant>>{});
}

act::ChangeLevel levelUp(std::string player, int amount)
{
    act::ChangeLevel change;
    change.player = std::move(player);
    change.amount = amount;
    return change;
}
act::RunAway runAway(std::vector<mk::RunAwayRoll> rolls, bool sacrificeRide = false)
{
    act::RunAway run;
    run.rolls = std::move(rolls);
    run.sacrificeRide = sacrificeRide;
    return run;
}
act::AddPlayer seat(std::string name)
{
    act::AddPlayer add;
    add.name = std::move(name);
    return add;
}

std::string fieldOf(const std::optional<FieldProblem>& problem)
{
    return problem ? problem->field : std::string();
}

GameState inAFight()
{
    GameState state = deluxe();
    state.combat = CombatState{};
    state.combat->fighter = state.players[0].name;
    state.combat->helper = state.players[1].name;
    state.combat->runningAway = true;
    return state;
}

}  // namespace

class TestActionFields : public QObject {
    Q_OBJECT

private slots:
    void everyKindIsDescribed()
    {
        const std::vector<Action> kinds = everyKind();
        QCOMPARE(kinds.size(), kindNames().size());
        for (const Action& action : kinds) {
            const Actor actor = actorOf(action);
            const std::vector<std::string_view> fields = fieldNamesOf(action);
            const std::set<std::string_view> distinct(fields.begin(), fields.end());
            QVERIFY2(distinct.size() == fields.size(), kindName(action).data());
            if (actor.kind == ActorKind::NamedPlayer)
                QVERIFY2(distinct.contains(actor.field), kindName(action).data());
            else
                QVERIFY2(actor.field.empty(), kindName(action).data());
        }
    }

    // Every kind a player takes on their own is someone's: only corrections and seating are the table's.
    void onlySeatingAndCorrectionsAreTheTables()
    {
        std::set<std::string_view> table;
        for (const Action& action : everyKind())
            if (actorOf(action).kind == ActorKind::Table)
                table.insert(kindName(action));
        QCOMPARE(table, (std::set<std::string_view>{"add-player", "remove-player", "panic-set-board",
                                                    "panic-set-trophies"}));
    }

    void checkFieldsNamesTheField_data()
    {
        QTest::addColumn<Action>("action");
        QTest::addColumn<QString>("field");  // "" when every field is fine
        QTest::newRow("a level up") << Action(levelUp("Ann", 1)) << QString();
        QTest::newRow("a blank player") << Action(levelUp("  ", 1)) << u"player"_s;
        QTest::newRow("a hundred levels") << Action(levelUp("Ann", 100)) << u"amount"_s;
        QTest::newRow("the lowest level change") << Action(levelUp("Ann", -99)) << QString();
        QTest::newRow("a blank Item in a sale")
            << Action(act::SellItems{"Ann", {"Helmet", ""}, {}}) << u"items[1]"_s;
        QTest::newRow("too many Items in a sale")
            << Action(act::SellItems{"Ann", std::vector<std::string>(201, "Helmet"), {}}) << u"items"_s;
        QTest::newRow("a tie roll of 7")
            << Action(act::LootBody{"Ann", 3, {act::TieRoll{"Bea", 7}}}) << u"tieRolls[0].roll"_s;
        QTest::newRow("a tie rolled by nobody")
            << Action(act::LootBody{"Ann", 3, {act::TieRoll{"", 2}}}) << u"tieRolls[0].player"_s;
        QTest::newRow("a die of 0") << Action(act::RollDie{std::nullopt, 0, ""}) << u"roll"_s;
        QTest::newRow("a blank roller") << Action(act::RollDie{std::string(" "), 3, ""}) << u"player"_s;
        QTest::newRow("no purpose is fine") << Action(act::RollDie{std::nullopt, 3, ""}) << QString();
        QTest::newRow("a Panic arc of 7") << Action(act::PanicFortify{7}) << u"arc"_s;
        QTest::newRow("a name too long")
            << Action(act::Die{std::string(limits::nameLength + 1, 'a')}) << u"player"_s;
        QTest::newRow("a hand of -1") << Action(act::Charity{-1, std::nullopt, {}}) << u"hand"_s;
        QTest::newRow("a hand limit of 0") << Action(act::Charity{5, 0, {}}) << u"handLimit"_s;
        QTest::newRow("a gear of 1001") << Action(act::SetGear{"Ann", 1001}) << u"gear"_s;
        QTest::newRow("the 65th monster") << Action(act::EliminateMonster{64}) << u"monster"_s;
    }
    void checkFieldsNamesTheField()
    {
        QFETCH(Action, action);
        QFETCH(QString, field);
        const std::optional<FieldProblem> problem = checkFields(action);
        QCOMPARE(QString::fromStdString(fieldOf(problem)), field);
        if (problem)
            QVERIFY(!problem->message.empty());
    }

    // Ann's turn in a fight she lost with Bea's help; Cy watches.
    void aSeatRecordsWhatItsActorSays_data()
    {
        QTest::addColumn<Action>("action");
        QTest::addColumn<QString>("seat");
        QTest::addColumn<QString>("field");  // "" when the seat may record it
        QTest::newRow("own level") << Action(levelUp("Bea", 1)) << u"Bea"_s << QString();
        QTest::newRow("another's level") << Action(levelUp("Ann", 1)) << u"Bea"_s << u"player"_s;
        QTest::newRow("the fighter resolves") << Action(act::ResolveCombat{}) << u"Ann"_s << QString();
        QTest::newRow("the helper resolves") << Action(act::ResolveCombat{}) << u"Bea"_s << u"kind"_s;
        QTest::newRow("a Wandering Monster from anyone") << Action(act::AddMonster{}) << u"Cy"_s << QString();
        QTest::newRow("help named by the fighter") << Action(act::AskForHelp{"Bea"}) << u"Ann"_s << u"kind"_s;
        QTest::newRow("help named by the helper") << Action(act::AskForHelp{"Bea"}) << u"Bea"_s << u"kind"_s;
        QTest::newRow("a seat added by a phone") << Action(seat("Eve")) << u"Ann"_s << u"kind"_s;
        QTest::newRow("the giver of an Item")
            << Action(act::TradeItem{"Bea", "Cy", "Helmet"}) << u"Bea"_s << QString();
        QTest::newRow("the taker of an Item")
            << Action(act::TradeItem{"Bea", "Cy", "Helmet"}) << u"Cy"_s << u"from"_s;
        mk::RunAwayRoll fighterRoll;
        fighterRoll.monster = "Net Troll";
        fighterRoll.runner = mk::Runner::Fighter;
        mk::RunAwayRoll helperRoll = fighterRoll;
        helperRoll.runner = mk::Runner::Helper;
        QTest::newRow("the fighter's own die") << Action(runAway({fighterRoll})) << u"Ann"_s << QString();
        QTest::newRow("the fighter's die from the helper")
            << Action(runAway({fighterRoll})) << u"Bea"_s << u"rolls[0].runner"_s;
        QTest::newRow("the helper's own die") << Action(runAway({helperRoll})) << u"Bea"_s << QString();
        QTest::newRow("a die from outside the fight")
            << Action(runAway({fighterRoll})) << u"Cy"_s << u"kind"_s;
        QTest::newRow("the helper sacrifices a Ride")
            << Action(runAway({}, true)) << u"Bea"_s << u"sacrificeRide"_s;
        QTest::newRow("a die nobody claimed")
            << Action(act::RollDie{std::nullopt, 3, ""}) << u"Ann"_s << u"player"_s;
    }
    void aSeatRecordsWhatItsActorSays()
    {
        QFETCH(Action, action);
        QFETCH(QString, seat);
        QFETCH(QString, field);
        const std::optional<FieldProblem> problem = seatMayRecord(action, inAFight(), seat.toStdString());
        QCOMPARE(QString::fromStdString(fieldOf(problem)), field);
    }

    // Out of a fight the current player is the player whose turn it is.
    void outOfAFightTheTurnsPlayerActs()
    {
        const GameState state = deluxe();
        const std::string current = state.players[state.current].name;
        const std::string other = state.players[(state.current + 1) % state.players.size()].name;
        QVERIFY(!seatMayRecord(act::EndTurn{}, state, current));
        QCOMPARE(fieldOf(seatMayRecord(act::EndTurn{}, state, other)), std::string("kind"));
        QVERIFY(!seatMayRecord(act::StartCombat{}, state, current));
        QCOMPARE(fieldOf(seatMayRecord(act::StartCombat{}, state, other)), std::string("kind"));
    }
};

QTEST_APPLESS_MAIN(TestActionFields)
#include "tst_action_fields.moc"

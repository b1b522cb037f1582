// apply(state, action) for every action kind, legal and refused: a refused action leaves the state exactly
// as it was, a legal one changes it as documented at the top of rules/game/apply.cpp, and every reason cites
// a rule id of the catalogue.

#include "game_apply_combat_cases.h"
#include "game_apply_fixtures.h"

#include <QTest>

#include <functional>
#include <set>

using namespace arbiter::rules;
using namespace arbiter::rules::game;
using namespace arbiter::rules::test;
using namespace arbiter::rules::test::apply_fixtures;

namespace {

std::vector<Case> cases()
{
    using S = mk::Slot;
    const std::string longName(limits::nameLength + 1, 'x');
    std::vector<Case> all = {
        // --- the table ---
        {"add a player", deluxe, act::AddPlayer{"Dan", mk::Sex::Unspecified, std::nullopt}, true,
         "game.player-count",
         [](const GameState& s) { return s.players.size() == 4 && s.players[3].name == "Dan"; }},
        {"add a player before the current seat", deluxe, act::AddPlayer{"Dan", mk::Sex::Female, 0}, true, "",
         [](const GameState& s) { return s.players[0].name == "Dan" && s.players[s.current].name == "Ann"; }},
        {"add a duplicate name",
         deluxe,
         act::AddPlayer{"Bea", mk::Sex::Unspecified, std::nullopt},
         false,
         "game.duplicate-name",
         {}},
        {"add a blank name",
         deluxe,
         act::AddPlayer{"  ", mk::Sex::Unspecified, std::nullopt},
         false,
         "game.blank-name",
         {}},
        {"add a too-long name",
         deluxe,
         act::AddPlayer{longName, mk::Sex::Unspecified, std::nullopt},
         false,
         "game.name-length",
         {}},
        {"add at a seat that does not exist",
         deluxe,
         act::AddPlayer{"Dan", mk::Sex::Male, 9},
         false,
         "game.index-range",
         {}},
        {"add to a full table",
         fullTable,
         act::AddPlayer{"Dan", mk::Sex::Unspecified, std::nullopt},
         false,
         "game.player-count",
         {}},
        {"remove a player", deluxe, act::RemovePlayer{"Bea"}, true, "",
         [](const GameState& s) { return s.players.size() == 2 && !findPlayer(s, "Bea"); }},
        {"remove the current player", deluxe, act::RemovePlayer{"Ann"}, true, "game.phase",
         [](const GameState& s) { return s.players[s.current].name == "Bea" && s.turn == 2; }},
        {"remove an unknown player", deluxe, act::RemovePlayer{"Zed"}, false, "game.unknown-player", {}},
        {"remove the last player",
         [] { return freshGame(Edition::Deluxe, {}, {"Ann"}); },
         act::RemovePlayer{"Ann"},
         false,
         "game.player-count",
         {}},
        {"remove the fighter", fighting, act::RemovePlayer{"Ann"}, false, "game.combat-in-progress", {}},
        {"set sex", deluxe, act::SetSex{"Bea", mk::Sex::Female}, true, "",
         [](const GameState& s) { return who(s, "Bea").character.sex == mk::Sex::Female; }},
        {"set sex of nobody", deluxe, act::SetSex{"Zed", mk::Sex::Female}, false, "game.unknown-player", {}},

        // --- levels ---
        {"go up a level", deluxe, level("Ann", 1), true, "levels.go-up-a-level",
         [](const GameState& s) { return who(s, "Ann").level == 2; }},
        {"go up a level to the winning level", annAtNine, level("Ann", 1), false, "levels.go-up-a-level", {}},
        {"a kill to the winning level wins", annAtNine, level("Ann", 1, mk::LevelSource::Kill), true,
         "levels.winning-level",
         [](const GameState& s) { return s.winners == std::vector<std::string>{"Ann"}; }},
        {"the dead do not level", beaDead, level("Bea", 1), false, "levels.dead", {}},
        {"a level change out of range", deluxe, level("Ann", 500), false, "game.limit", {}},
        {"nothing after the game is won", won, act::EndTurn{}, false, "game.over", {}},

        // --- character cards ---
        {"play a Race on your turn", deluxe, act::PlayCharacterCard{"Ann", "Elf"}, true, "timing.own-turn",
         [](const GameState& s) { return who(s, "Ann").character.races == std::vector<std::string>{"Elf"}; }},
        {"play a card just received",
         deluxe,
         act::PlayCharacterCard{"Bea", "Elf"},
         true,
         "timing.just-received",
         {}},
        {"a second Race without Half-Breed",
         [] {
             return played(deluxe(), {act::PlayCharacterCard{"Ann", "Elf"}});
         },
         act::PlayCharacterCard{"Ann", "Dwarf"},
         false,
         "character.one-per-kind",
         {}},
        {"a helper plays a card in combat",
         [] { return played(fighting(), {act::AskForHelp{"Bea"}}); },
         act::PlayCharacterCard{"Bea", "Elf"},
         false,
         "timing.not-in-combat",
         {}},
        {"a card of another box",
         deluxe,
         act::PlayCharacterCard{"Ann", "Professor"},
         false,
         "character.edition-cards",
         {}},
        {"the dead play no cards",
         beaDead,
         act::PlayCharacterCard{"Bea", "Elf"},
         false,
         "game.dead-player",
         {}},
        {"discard a Race",
         [] {
             return played(deluxe(), {act::PlayCharacterCard{"Ann", "Elf"}});
         },
         act::DiscardCharacterCard{"Ann", "Elf"}, true, "character.discard-any-time",
         [](const GameState& s) { return who(s, "Ann").character.races.empty(); }},
        {"discard a card not in play",
         deluxe,
         act::DiscardCharacterCard{"Ann", "Elf"},
         false,
         "game.not-in-play",
         {}},
        {"discard Half-Breed holding two Races",
         [] {
             return played(deluxe(),
                           {act::PlayCharacterCard{"Ann", "Elf"}, act::PlayCharacterCard{"Ann", "Half-Breed"},
                            act::PlayCharacterCard{"Ann", "Dwarf"}});
         },
         act::DiscardCharacterCard{"Ann", "Half-Breed"},
         false,
         "character.one-per-kind",
         {}},
        {"Half-Breed goes with the last Race",
         [] {
             return played(deluxe(), {act::PlayCharacterCard{"Ann", "Elf"},
                                      act::PlayCharacterCard{"Ann", "Half-Breed"}});
         },
         act::DiscardCharacterCard{"Ann", "Elf"}, true, "character.doubler-needs-card",
         [](const GameState& s) { return !who(s, "Ann").character.halfBreed; }},
        {"a Cultist does not quit",
         [] {
             return played(cthulhu(), {act::PlayCharacterCard{"Ann", "Cultist"}});
         },
         act::DiscardCharacterCard{"Ann", "Cultist"},
         false,
         "cultist.no-voluntary-discard",
         {}},
        {"Divine Intervention puts the Cultist on its pile",
         [] {
             return played(cthulhu(), {act::PlayCharacterCard{"Ann", "Cultist"}});
         },
         act::DiscardCharacterCard{"Ann", "Cultist", mk::DiscardCause::DivineIntervention}, true,
         "cultist.own-discard-pile", [](const GameState& s) { return s.cultistsInDiscardPile == 1; }},
        {"become a Cultist with an empty pile", cthulhu, act::BecomeCultist{"Ann", ""}, true,
         "cultist.become", [](const GameState& s) { return who(s, "Ann").character.classes.empty(); }},
        {"become a Cultist from the pile", cultistPileOfOne, act::BecomeCultist{"Ann", ""}, true,
         "cultist.become",
         [](const GameState& s) {
             return who(s, "Ann").character.classes == std::vector<std::string>{"Cultist"}
                    && s.cultistsInDiscardPile == 0;
         }},
        {"no Cultists in Deluxe",
         deluxe,
         act::BecomeCultist{"Ann", ""},
         false,
         "character.edition-cards",
         {}},
        {"Super Munchkin must name the Class that goes",
         [] {
             return played(cultistPileOfOne(), {act::PlayCharacterCard{"Ann", "Super Munchkin"},
                                                act::PlayCharacterCard{"Ann", "Investigator"}});
         },
         act::BecomeCultist{"Ann", "Nobody"},
         false,
         "cultist.become",
         {}},

        // --- Items ---
        {"gain an Item", deluxe, gain("Ann", item("Dagger", S::OneHand, 3)), true, "timing.own-turn",
         [](const GameState& s) { return who(s, "Ann").items.size() == 1; }},
        {"a second suit of Armor equipped",
         armed,
         gain("Ann", item("Flaming Armor", S::Armor, 2)),
         false,
         "equip.armor",
         {}},
        {"the fighter gains an Item",
         fighting,
         gain("Ann", item("Sword", S::OneHand, 2)),
         false,
         "timing.not-in-combat",
         {}},
        {"the dead receive no Items",
         beaDead,
         gain("Bea", item("Sword", S::OneHand, 2)),
         false,
         "death.dead-receive-nothing",
         {}},
        {"an Item for a gear-number player",
         [] {
             return played(deluxe(), {act::SetGear{"Cy", 4}});
         },
         gain("Cy", item("Sword", S::OneHand, 2)),
         false,
         "game.gear-mode",
         {}},
        {"an Item without a name",
         deluxe,
         gain("Ann", item(" ", S::OneHand, 2)),
         false,
         "game.blank-name",
         {}},
        {"an Item bonus out of range",
         deluxe,
         gain("Ann", item("Sword", S::OneHand, 500)),
         false,
         "game.limit",
         {}},
        {"unequip an Item", armed, act::EquipItem{"Ann", "Dagger", false}, true, "timing.not-in-combat",
         [](const GameState& s) { return !who(s, "Ann").items[0].equipped; }},
        {"equip an Item not in play", armed, act::EquipItem{"Ann", "Sword"}, false, "game.not-in-play", {}},
        {"change gear in combat",
         fighting,
         act::EquipItem{"Ann", "Dagger", false},
         false,
         "equip.no-change-in-combat",
         {}},
        {"lose an Item", armed, act::LoseItem{"Ann", "Dagger"}, true, "",
         [](const GameState& s) { return who(s, "Ann").items.size() == 1; }},
        {"lose an Item not in play", armed, act::LoseItem{"Ann", "Sword"}, false, "game.not-in-play", {}},
        {"trade an Item", armed, act::TradeItem{"Ann", "Cy", "Dagger"}, true, "trade.from-table",
         [](const GameState& s) {
             return who(s, "Ann").items.size() == 1 && who(s, "Cy").items.size() == 1
                    && !who(s, "Cy").items[0].equipped;
         }},
        {"trade with oneself", armed, act::TradeItem{"Ann", "Ann", "Dagger"}, false, "game.same-player", {}},
        {"trade in combat",
         fighting,
         act::TradeItem{"Ann", "Cy", "Dagger"},
         false,
         "trade.not-in-combat",
         {}},
        {"trade a second Big item",
         [] { return played(armed(), {gain("Ann", item("Chainsaw", S::None, 3, true, false))}); },
         act::TradeItem{"Ann", "Bea", "Chainsaw"},
         false,
         "equip.big-item",
         {}},
        {"keep a gear number", armed, act::SetGear{"Cy", 7}, true, "timing.not-in-combat",
         [](const GameState& s) { return who(s, "Cy").gear == 7; }},
        {"a gear number over Items", armed, act::SetGear{"Ann", 7}, false, "game.gear-mode", {}},
        {"itemise again",
         [] {
             return played(deluxe(), {act::SetGear{"Cy", 4}});
         },
         act::SetGear{"Cy", std::nullopt}, true, "", [](const GameState& s) { return !who(s, "Cy").gear; }},
        {"a gear number out of range", deluxe, act::SetGear{"Cy", 5000}, false, "game.limit", {}},
        {"sell from the table and the hand", armed,
         act::SellItems{"Ann", {"Dagger"}, {{"Potion", 400, false, true}}}, true, "sell.rate",
         [](const GameState& s) { return who(s, "Ann").level == 2 && who(s, "Ann").items.size() == 1; }},
        {"sell on another's turn",
         armed,
         act::SellItems{"Bea", {}, {{"Potion", 1000, false, true}}},
         false,
         "sell.own-turn",
         {}},
        {"sell Items at their own Gold value", armed, act::SellItems{"Ann", {"Dagger", "Leather Armor"}, {}},
         true, "sell.rate",
         [](const GameState& s) { return who(s, "Ann").level == 2 && who(s, "Ann").items.empty(); }},
        {"sell an Item not in play",
         armed,
         act::SellItems{"Ann", {"Sword"}, {}},
         false,
         "game.not-in-play",
         {}},
        {"sell for too little",
         armed,
         act::SellItems{"Ann", {}, {{"Potion", 900, false, true}}},
         false,
         "sell.minimum",
         {}},

        // --- Rides, Hirelings, Curses ---
        {"gain a Ride", nightmare, act::GainRide{"Ann", {"Sled", 1}}, true, "timing.any-time",
         [](const GameState& s) { return who(s, "Ann").rides.size() == 1; }},
        {"a second Ride",
         [] { return played(nightmare(), {act::GainRide{"Ann", {"Sled", 1}}}); },
         act::GainRide{"Ann", {"Coffin Cart", 2}},
         false,
         "equip.one-ride",
         {}},
        {"no Rides in Deluxe",
         deluxe,
         act::GainRide{"Ann", {"Sled", 1}},
         false,
         "character.edition-cards",
         {}},
        {"lose a Ride",
         [] {
             return played(nightmare(), {act::GainRide{"Ann", {"Sled", 1}}});
         },
         act::LoseRide{"Ann", "Sled"}, true, "",
         [](const GameState& s) { return who(s, "Ann").rides.empty(); }},
        {"lose a Ride not in play", nightmare, act::LoseRide{"Ann", "Sled"}, false, "game.not-in-play", {}},
        {"gain a Hireling", deluxe, act::GainHireling{"Ann", "Hireling"}, true, "timing.any-time",
         [](const GameState& s) { return who(s, "Ann").hirelings.size() == 1; }},
        {"no Hirelings in Cthulhu",
         cthulhu,
         act::GainHireling{"Ann", "Hireling"},
         false,
         "character.edition-cards",
         {}},
        {"lose a Hireling",
         [] {
             return played(deluxe(), {act::GainHireling{"Ann", "Hireling"}});
         },
         act::LoseHireling{"Ann", "Hireling"}, true, "",
         [](const GameState& s) { return who(s, "Ann").hirelings.empty(); }},
        {"lose a Hireling not in play",
         deluxe,
         act::LoseHireling{"Ann", "Hireling"},
         false,
         "game.not-in-play",
         {}},
        {"gain a Curse", deluxe, act::GainCurse{"Bea", {"Chicken on Your Head", -1}}, true, "timing.any-time",
         [](const GameState& s) { return who(s, "Bea").curses.size() == 1; }},
        {"the dead receive no Curse",
         beaDead,
         act::GainCurse{"Bea", {"Chicken on Your Head", -1}},
         false,
         "death.dead-receive-nothing",
         {}},
        {"lose a Curse",
         [] {
             return played(deluxe(), {act::GainCurse{"Bea", {"Chicken on Your Head", -1}}});
         },
         act::LoseCurse{"Bea", "Chicken on Your Head"}, true, "",
         [](const GameState& s) { return who(s, "Bea").curses.empty(); }},
        {"lose a Curse not in play",
         deluxe,
         act::LoseCurse{"Bea", "Chicken on Your Head"},
         false,
         "game.not-in-play",
         {}},

        // --- the turn ---
        {"move on a phase", deluxe, act::NextPhase{Phase::LookForTroubleOrLootTheRoom}, true, "game.phase",
         [](const GameState& s) { return s.phase == Phase::LookForTroubleOrLootTheRoom; }},
        {"a phase back",
         [] { return played(lootingTheRoom(), {act::NextPhase{Phase::Charity}}); },
         act::NextPhase{Phase::KickOpenTheDoor},
         false,
         "game.phase",
         {}},
        {"Listen at the Door without Faster Play",
         deluxe,
         act::NextPhase{Phase::ListenAtTheDoor},
         false,
         "game.phase",
         {}},
        {"move on during a combat",
         fighting,
         act::NextPhase{Phase::Charity},
         false,
         "game.combat-in-progress",
         {}},
        {"end the turn straight from the door", deluxe, act::EndTurn{}, false, "game.phase", {}},
        {"end the turn", lootingTheRoom, act::EndTurn{}, true, "game.phase",
         [](const GameState&
                s) { return s.current == 1 && s.turn == 2 && s.phase == Phase::KickOpenTheDoor; }},
        {"end the turn during a combat", fighting, act::EndTurn{}, false, "game.combat-in-progress", {}},
        {"a die rolled for who starts", deluxe, act::RollDie{"Bea", 6, "who starts"}, true, "game.die-roll",
         [](const GameState& s) { return s == deluxe(); }},
        {"a die rolled by nobody in particular", fighting, act::RollDie{std::nullopt, 1, {}}, true,
         "game.die-roll", [](const GameState& s) { return s == fighting(); }},
        {"a die shows 1 to 6", deluxe, act::RollDie{"Bea", 7, {}}, false, "game.die-roll", {}},
        {"a die rolled by a stranger", deluxe, act::RollDie{"Zed", 3, {}}, false, "game.unknown-player", {}},
        {"a blank purpose", deluxe, act::RollDie{"Bea", 3, "  "}, false, "game.blank-name", {}},
        {"the dead come back when a turn begins",
         [] { return played(beaDead(), {act::NextPhase{Phase::LookForTroubleOrLootTheRoom}}); },
         act::EndTurn{}, true, "game.new-character",
         [](const GameState& s) { return !who(s, "Bea").dead && who(s, "Bea").items.empty(); }},
        {"charity straight from the door",
         deluxe,
         act::Charity{7, std::nullopt, {}},
         false,
         "game.phase",
         {}},
        {"charity", lootingTheRoom, act::Charity{7, std::nullopt, {}}, true, "charity.hand-limit",
         [](const GameState& s) { return s.phase == Phase::Charity; }},
        {"charity during a combat",
         fighting,
         act::Charity{7, std::nullopt, {}},
         false,
         "game.combat-in-progress",
         {}},
        {"charity with a wrong pick",
         [] { return played(lootingTheRoom(), {level("Ann", 2)}); },
         act::Charity{7, std::nullopt, {"Zed"}},
         false,
         "charity.even-split",
         {}},
        {"charity with a negative hand",
         lootingTheRoom,
         act::Charity{-1, std::nullopt, {}},
         false,
         "game.limit",
         {}},

    };
    for (Case& fight : combatCases())
        all.push_back(std::move(fight));
    return all;
}

}  // namespace

class TestGameApply : public QObject {
    Q_OBJECT

private slots:
    void apply_data();
    void apply();
    void everyKindIsCovered();
    void setup_data();
    void setup();
    void startGameFollowsTheSetup();
};

void TestGameApply::apply_data()
{
    QTest::addColumn<int>("row");
    const std::vector<Case> all = cases();
    for (std::size_t i = 0; i < all.size(); ++i)
        QTest::addRow("%s", all[i].name) << static_cast<int>(i);
}

void TestGameApply::apply()
{
    QFETCH(int, row);
    const Case c = cases()[static_cast<std::size_t>(row)];
    GameState state = c.state();
    QVERIFY(stateIsOk(state));
    const GameState before = state;
    const Verdict verdict = game::apply(state, c.action);

    ARBITER_COMPARE_LEGAL(verdict, c.legal);
    // legal agrees with the reasons: refused exactly when one refuses (every kind, both ways: see below).
    QVERIFY(verdict.legal == (verdict.firstRefusal() == nullptr));
    if (*c.cites)
        ARBITER_VERIFY_CITES(verdict, c.cites);
    for (const Reason& reason : verdict.reasons) {
        QVERIFY2(findRule(reason.rule), reason.rule.data());
        QVERIFY(!reason.text.empty());
    }
    QVERIFY(stateIsOk(state));
    if (!c.legal) {
        QVERIFY2(!verdict.reasons.empty(), "a refusal must give its reason");
        QVERIFY2(state == before, "a refused action must leave the state unchanged");
        // The refusal's sentence names what it is about and ends with a full stop.
        for (const Reason& reason : verdict.reasons)
            QVERIFY(reason.text.back() == '.');
    } else if (c.check) {
        QVERIFY2(c.check(state), "the legal action did not change the state as documented");
    }
}

void TestGameApply::everyKindIsCovered()
{
    std::set<std::size_t> legal;
    std::set<std::size_t> refused;
    for (const Case& c : cases())
        (c.legal ? legal : refused).insert(c.action.index());
    // The card games' kinds and roll-die; the Panic kinds are covered by tst_panic_apply.
    const auto kinds = static_cast<std::size_t>(std::ranges::count_if(
        game::actionKinds(),
        [](const game::ActionKindDescriptor& kind) { return kind.family != Family::Panic; }));
    QCOMPARE(legal.size(), kinds);
    // EndTurn and ResolveCombat have no arguments, but every kind has a refusal too.
    QCOMPARE(refused.size(), kinds);
}

void TestGameApply::setup_data()
{
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<QString>("cites");

    QTest::addRow("three players") << QStringList{"Ann", "Bea", "Cy"} << true << "game.player-count";
    QTest::addRow("one player") << QStringList{"Ann"} << true << "";
    QTest::addRow("nobody") << QStringList{} << false << "game.player-count";
    QTest::addRow("thirteen") << QStringList{"a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m"}
                              << false << "game.player-count";
    QTest::addRow("twins") << QStringList{"Ann", "Ann"} << false << "game.duplicate-name";
    QTest::addRow("blank") << QStringList{"Ann", " "} << false << "game.blank-name";
    QTest::addRow("too long") << QStringList{QString(201, u'x')} << false << "game.name-length";
}

void TestGameApply::setup()
{
    QFETCH(QStringList, names);
    QFETCH(bool, legal);
    QFETCH(QString, cites);

    GameSetup setup;
    for (const QString& name : names)
        setup.players.push_back({name.toStdString(), mk::Sex::Unspecified, std::nullopt, {}});
    const Verdict verdict = checkSetup(setup);
    ARBITER_COMPARE_LEGAL(verdict, legal);
    if (!cites.isEmpty())
        ARBITER_VERIFY_CITES(verdict, cites);
    if (legal)
        QVERIFY(stateIsOk(startGame(setup)));
}

void TestGameApply::startGameFollowsTheSetup()
{
    GameSetup setup;
    setup.edition = Edition::Pathfinder;
    setup.options.fasterPlay = true;
    setup.players = {{"Ann", mk::Sex::Female, std::nullopt, {}}, {"Bea", mk::Sex::Male, std::nullopt, {}}};
    const GameState state = startGame(setup);
    QCOMPARE(state.players.size(), std::size_t{2});
    QVERIFY(state.players[0].character.sex == mk::Sex::Female);
    QCOMPARE(state.players[1].level, 1);
    QCOMPARE(state.current, std::size_t{0});
    QCOMPARE(state.turn, 1);
    QVERIFY(state.phase == Phase::ListenAtTheDoor);
    QVERIFY(state.edition == Edition::Pathfinder);
    QVERIFY(!state.combat);
    QVERIFY(stateIsOk(state));
}

QTEST_APPLESS_MAIN(TestGameApply)
#include "tst_game_apply.moc"

// legalNow(): what the table may do now, kind by kind, with who may do it and why not. The rows cite the
// rulebooks (file and words); the sweeps play seeded random games and check that no action apply() accepts
// is ever reported unavailable to the player who took it, and no timing refusal is reported available.

#include "panic_apply_fixtures.h"

#include "rules/game/legal_now.h"
#include "tests/support/random_game.h"
#include "tests/support/random_panic_game.h"

#include <QTest>

#include <random>
#include <set>

Q_DECLARE_METATYPE(arbiter::rules::game::GameState)

using namespace arbiter::rules;
using namespace arbiter::rules::game;
using namespace arbiter::rules::test;
using namespace arbiter::rules::test::apply_fixtures;

namespace {

using Names = std::vector<std::string>;

// --- the tables the rows are judged at ---
GameState lookingForTrouble()
{
    return played(deluxe(), {act::NextPhase{Phase::LookForTroubleOrLootTheRoom}});
}
GameState atCharity()
{
    return played(lookingForTrouble(), {act::Charity{}});
}
GameState listening()
{
    mk::Options options;
    options.fasterPlay = true;
    return freshGame(Edition::Deluxe, options);
}
GameState helpedFight()
{
    return played(fighting(), {act::AskForHelp{"Bea"}});
}
GameState annDead()
{
    return played(deluxe(), {act::Die{"Ann"}});
}
GameState fightingWithoutBea()
{
    return played(beaDead(), {act::StartCombat{monster("Orc", 2)}});
}
GameState fightingArmedAlone()  // only Ann has Items, and she is fighting
{
    return played(deluxe(),
                  {gain("Ann", item("Dagger", mk::Slot::OneHand, 3)), act::StartCombat{monster("Orc", 2)}});
}
act::RunAway annEscapesBeaCaught()
{
    return {{{"Net Troll", mk::Runner::Fighter, 6, 0, std::nullopt},
             {"Net Troll", mk::Runner::Helper, 1, 0, std::nullopt}},
            false,
            true};
}
GameState afterRun()  // Ann escaped the Net Troll, Bea was caught
{
    return played(losingWithHelp(), {annEscapesBeaCaught()});
}

struct Row {
    const char* name;
    const char* rulebook;  // the rulebook file and the words the row follows
    std::function<GameState()> state;
    Names caughtByLastRun;
    const char* kind;
    bool available;
    Names players;      // who may take it, when available
    const char* cites;  // a rule id the reasons cite, when unavailable
};

Row offered(const char* name, const char* rulebook, std::function<GameState()> state, const char* kind,
            Names players, Names caughtByLastRun = {})
{
    return {name, rulebook, std::move(state), std::move(caughtByLastRun), kind, true, std::move(players), ""};
}
Row refused(const char* name, const char* rulebook, std::function<GameState()> state, const char* kind,
            const char* cites, Names caughtByLastRun = {})
{
    return {name, rulebook, std::move(state), std::move(caughtByLastRun), kind, false, {}, cites};
}

std::vector<Row> rows()
{
    return {
        // The turn's own actions: the current player's, phase by phase.
        offered("fight at Kick Open the Door",
                "(1) Kick Open The Door ... If it's a monster, you must fight it.", deluxe, "start-combat",
                {"Ann"}),
        offered("fight when looking for trouble",
                "Look For Trouble: Play a monster *from your hand* and fight it", lookingForTrouble,
                "start-combat", {"Ann"}),
        refused("no fight during Charity",
                "(3) Charity ... As soon as you are finished with Charity, the next player's turn begins.",
                atCharity, "start-combat", "game.phase"),
        refused("no fight while listening at the door",
                "Listen At The Door ... draw a face-down Door card ... Then arrange cards and Kick Open The "
                "Door normally.",
                listening, "start-combat", "game.phase"),
        refused("no second fight",
                "Wandering Monster allow your rivals to send other monsters to join the fight", fighting,
                "start-combat", "game.combat-in-progress"),
        refused("the dead do not fight", "When the next player begins his turn, your new character appears",
                annDead, "start-combat", "game.dead-player"),
        refused("nothing once the game is won", "The first player to reach Level 10 wins", won,
                "start-combat", "game.over"),
        offered("move on outside combat", "(2) Look For Trouble/Loot The Room", deluxe, "next-phase",
                {"Ann"}),
        refused("no moving on mid-fight",
                "If you fought a monster in phase 1, skip this phase and go to phase 3.", fighting,
                "next-phase", "game.combat-in-progress"),
        refused("nothing after Charity",
                "As soon as you are finished with Charity, the next player's turn begins.", atCharity,
                "next-phase", "game.phase"),
        refused("Charity waits for the fight",
                "If you fought a monster in phase 1, skip this phase and go to phase 3.", fighting, "charity",
                "game.combat-in-progress"),
        refused(
            "no Charity straight from the door",
            "(2) Look For Trouble/Loot The Room ... If you did NOT draw a monster ... you have two choices",
            deluxe, "charity", "game.phase"),
        refused(
            "no end of turn straight from the door",
            "(2) Look For Trouble/Loot The Room ... If you did NOT draw a monster ... you have two choices",
            deluxe, "end-turn", "game.phase"),
        offered("Charity after looting the room",
                "(3) Charity: If you have more than five cards in your hand", lookingForTrouble, "charity",
                {"Ann"}),
        refused("no Charity from a dead current player",
                "Dead characters cannot receive cards for any reason, not even Charity", annDead, "charity",
                "charity.dead-giver"),
        offered("a dead current player's turn ends",
                "When the next player begins his turn, your new character appears", annDead, "end-turn",
                {"Ann"}),
        offered("the turn ends after Charity",
                "As soon as you are finished with Charity, the next player's turn begins.", atCharity,
                "end-turn", {"Ann"}),
        refused("no end of turn before the run",
                "Once you have resolved all Run Away rolls, discard the monster(s).", losing, "end-turn",
                "game.combat-in-progress"),
        // The fight: cards anyone plays, the fighter's calls.
        offered("a monster joins a fight",
                "Wandering Monster allow your rivals to send other monsters to join the fight", fighting,
                "add-monster", {}),
        refused("no monster joins without a fight", "send other monsters to join the fight", deluxe,
                "add-monster", "game.no-combat"),
        refused("no monster joins a lost fight",
                "If the monster's combat strength is equal to yours, or greater, you lose the combat and "
                "must Run Away",
                losing, "add-monster", "game.running-away"),
        offered("Enhancers in any combat", "Monster Enhancers may be played by any player during any combat.",
                fighting, "add-enhancer", {}),
        refused("no Enhancer without a combat",
                "Monster Enhancers may be played by any player during any combat.", atCharity, "add-enhancer",
                "game.no-combat"),
        offered("one-shots into a fight", "Most of these are used during combat to strengthen the munchkins",
                fighting, "play-one-shot", {}),
        offered("ask anyone for help", "you may ask any other player to help you", fighting, "ask-for-help",
                {"Bea", "Cy"}),
        refused("only one helper", "Only one player can help you", helpedFight, "ask-for-help",
                "combat.one-helper"),
        offered("the dead do not help", "your new character appears and can help others in combat",
                fightingWithoutBea, "ask-for-help", {"Cy"}),
        offered("the fighter resolves the fight", "To fight a monster, compare its combat strength to yours.",
                fighting, "resolve-combat", {"Ann"}),
        refused("no run from a fight not lost", "If nobody will help you ... you must Run Away.", fighting,
                "run-away", "game.running-away"),
        offered("run from a lost fight", "you lose the combat and must Run Away", losing, "run-away",
                {"Ann"}),
        offered(
            "both run",
            "If two players are cooperating and still can't defeat the monster(s), they must both Run Away.",
            losingWithHelp, "run-away", {"Ann", "Bea"}),
        // Bad Stuff and death: for the caught.
        refused("no Bad Stuff in a fight not lost",
                "If you fail to Run Away from a monster, it does Bad Stuff to you", fighting,
                "apply-bad-stuff", "badstuff.caught"),
        offered("Bad Stuff for the fighter who lost",
                "If you fail to Run Away from a monster, it does Bad Stuff to you", losing, "apply-bad-stuff",
                {"Ann"}),
        offered("Bad Stuff for both who lost", "The monster(s) CAN catch them both.", losingWithHelp,
                "apply-bad-stuff", {"Ann", "Bea"}),
        offered("Bad Stuff for the helper caught",
                "suffer Bad Stuff from each one that catches you as soon as it catches you", afterRun,
                "apply-bad-stuff", {"Bea"}, {"Bea"}),
        refused("no Bad Stuff once the run is forgotten",
                "If you fail to Run Away from a monster, it does Bad Stuff to you", afterRun,
                "apply-bad-stuff", "badstuff.caught"),
        offered("death for the helper caught",
                "This may vary from losing an Item, to losing one or more levels, to Death", afterRun, "die",
                {"Bea"}, {"Bea"}),
        refused("no death at the door", "If you fail to Run Away from a monster, it does Bad Stuff to you",
                deluxe, "die", "badstuff.caught"),
        // A player's own cards.
        offered("sell on your own turn", "At any point during your turn except during combat or Running Away",
                deluxe, "sell-items", {"Ann"}),
        refused("no selling in combat", "At any point during your turn except during combat or Running Away",
                fighting, "sell-items", "sell.not-in-combat"),
        refused("no selling while running",
                "At any point during your turn except during combat or Running Away", losing, "sell-items",
                "sell.not-in-combat"),
        refused("no selling to Level 10", "You may *not* sell Items to go to Level 10.", annAtNine,
                "sell-items", "sell.not-winning-level"),
        offered("Go Up a Level in combat",
                "Go Up a Level cards may be played on yourself or any other player at any time, even during "
                "combat.",
                fighting, "change-level", {"Ann", "Bea", "Cy"}),
        offered("gear changes outside the fight",
                "as long as you are not in combat: ... Change which Items you have equipped.", fighting,
                "equip-item", {"Bea"}),
        refused("no gear change in the fight", "You may not alter the status of your Items during a combat",
                fightingArmedAlone, "equip-item", "equip.no-change-in-combat"),
        refused("nothing to equip", "All Items you have in play are considered \"carried.\"", deluxe,
                "equip-item", "game.not-in-play"),
        offered("an Item received outside the fight",
                "Play a card that you have just received ... as long as you are not in combat", fighting,
                "gain-item", {"Bea", "Cy"}),
    };
}

QByteArray describe(const KindNow& now)
{
    QByteArray out = now.available ? "available [" : "unavailable [";
    for (const std::string& player : now.players)
        out += QByteArray::fromStdString(player) + ' ';
    out += "] reasons [";
    for (const Reason& reason : now.reasons)
        out += QByteArray(reason.rule.data(), static_cast<qsizetype>(reason.rule.size())) + ' ';
    return out + ']';
}

template <typename Kind, typename... Kinds>
constexpr bool isOneOf = (std::is_same_v<Kind, Kinds> || ...);

// Who takes an action, as legalNow's `players` lists them; empty for cards anyone plays.
std::optional<std::string> actorOf(const GameState& state, const Action& action)
{
    const std::string current = state.players[state.current].name;
    return action.visit([&](const auto& a) -> std::optional<std::string> {
        using A = std::decay_t<decltype(a)>;
        if constexpr (isOneOf<A, act::StartCombat, act::NextPhase, act::Charity, act::EndTurn,
                              act::ResolveCombat, act::RunAway>)
            return current;
        else if constexpr (std::is_same_v<A, act::AskForHelp>)
            return a.helper;
        else if constexpr (isOneOf<A, act::SellItems, act::ChangeLevel, act::EquipItem, act::GainItem,
                                   act::SetCombatBonus>)
            return a.player;
        else
            return std::nullopt;
    });
}

// The rule ids that refuse an action for its timing: the moment, not what the action says. A few ids judge
// what the action says for some kinds: the phase a next-phase asks for (never backwards), the Loaded Die
// at set-up.
bool timingRefusal(std::string_view kind, const Verdict& verdict)
{
    static const std::set<std::string_view> timing = {
        "game.over",         "game.phase",         "game.combat-in-progress",   "game.no-combat",
        "game.running-away", "game.panic-setup",   "timing.own-turn",           "timing.not-in-combat",
        "sell.own-turn",     "sell.not-in-combat", "equip.no-change-in-combat", "panic.play-cards-only",
        "panic.phases"};
    const Reason* refusal = verdict.firstRefusal();
    if (!refusal || !timing.contains(refusal->rule))
        return false;
    const bool phaseAskedFor =
        (kind == "next-phase" || kind == "panic-next-phase") && refusal->rule == "game.phase";
    const bool loadedDieAtSetUp = kind == "panic-place-monster" && refusal->rule == "game.panic-setup";
    return !phaseAskedFor && !loadedDieAtSetUp;
}

struct SweepResult {
    int states = 0;
    int checked = 0;
    std::set<std::string_view> acceptedKinds;
    QString failure;
};

// Judges every action a random game makes against legalNow() in the state it was made for.
void sweepOne(const GameState& state, const Action& action, const Verdict& verdict, const LegalNow& now,
              SweepResult& result)
{
    const std::string_view kind = kindName(action);
    const KindNow* entry = now.find(kind);
    if (!entry || !result.failure.isEmpty())
        return;
    ++result.checked;
    const std::optional<std::string> actor = actorOf(state, action);
    const bool listed =
        !actor || entry->players.empty()
        || std::find(entry->players.begin(), entry->players.end(), *actor) != entry->players.end();
    // Bad Stuff and death are the screen's to narrow: apply() takes them at any time.
    const bool narrowed = kind == "apply-bad-stuff" || kind == "die";
    if (verdict.legal && !narrowed && (!entry->available || !listed)) {
        result.acceptedKinds.insert(kind);
        result.failure = QStringLiteral("apply() accepted %1 by %2 but legalNow says %3")
                             .arg(toQString(kind), toQString(actor.value_or("anyone")),
                                  QString::fromLatin1(describe(*entry)));
        return;
    }
    if (verdict.legal)
        result.acceptedKinds.insert(kind);
    if (!verdict.legal && timingRefusal(kind, verdict) && entry->available && listed
        && (!actor || !entry->players.empty()))
        result.failure =
            QStringLiteral("apply() refused %1 for its timing (%2) but legalNow says %3")
                .arg(toQString(kind), QString::fromLatin1(arbiter::rules::test::describe(verdict)),
                     QString::fromLatin1(describe(*entry)));
}

}  // namespace

class TestLegalNow : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void kinds_data()
    {
        QTest::addColumn<int>("row");
        const std::vector<Row> all = rows();
        for (std::size_t i = 0; i < all.size(); ++i)
            QTest::newRow(all[i].name) << static_cast<int>(i);
    }

    // 003_11fe419b31259b9c.txt (Munchkin Deluxe), the words in each row.
    void kinds()
    {
        QFETCH(int, row);
        const std::vector<Row> all = rows();
        const Row& r = all[static_cast<std::size_t>(row)];
        const LegalNow now = legalNow(r.state(), r.caughtByLastRun);
        const KindNow* entry = now.find(r.kind);
        QVERIFY2(entry, r.kind);
        QVERIFY2(entry->available == r.available, describe(*entry) + " (" + r.rulebook + ")");
        if (r.available) {
            QCOMPARE(entry->players, r.players);
            QVERIFY(entry->reasons.empty());
        } else {
            QVERIFY(entry->players.empty());
            QVERIFY2(
                std::any_of(entry->reasons.begin(), entry->reasons.end(),
                            [&r](const Reason& reason) { return reason.rule == r.cites && reason.refuses; }),
                describe(*entry) + " should cite " + r.cites);
        }
        for (const Reason& reason : entry->reasons)
            QVERIFY2(findRule(reason.rule), reason.rule.data());
    }

    // 003_11fe419b31259b9c.txt: "If two players are cooperating and still can't defeat the monster(s), they
    // must both Run Away ... The monster(s) CAN catch them both." and "You escape on a 5 or more."
    void caught_data()
    {
        QTest::addColumn<int>("fighterRoll");
        QTest::addColumn<int>("helperRoll");
        QTest::addColumn<QStringList>("caught");
        QTest::newRow("both escape") << 5 << 6 << QStringList{};
        QTest::newRow("the fighter is caught") << 4 << 5 << QStringList{"Ann"};
        QTest::newRow("the helper is caught") << 6 << 1 << QStringList{"Bea"};
        QTest::newRow("both are caught") << 1 << 4 << QStringList{"Ann", "Bea"};
    }
    void caught()
    {
        QFETCH(int, fighterRoll);
        QFETCH(int, helperRoll);
        QFETCH(QStringList, caught);
        const GameState before = losingWithHelp();
        // While the fight is lost and not yet run from, both are caught.
        QCOMPARE(legalNow(before).caught, (Names{"Ann", "Bea"}));
        const act::RunAway run{{{"Net Troll", mk::Runner::Fighter, fighterRoll, 0, std::nullopt},
                                {"Net Troll", mk::Runner::Helper, helperRoll, 0, std::nullopt}},
                               false,
                               true};
        Names expected;
        for (const QString& name : caught)
            expected.push_back(name.toStdString());
        QCOMPARE(caughtByRun(before, run), expected);
        // After the run the state has no fight: the caught are those the run names.
        const GameState after = played(before, {run});
        QCOMPARE(legalNow(after, caughtByRun(before, run)).caught, expected);
        QVERIFY(legalNow(after).caught.empty());
    }

    // 001_773ee46f21d8dace.txt (Nightmare): "Rides can be sacrificed to allow automatic escape ... you can
    // even decide whether or not your helper automatically escapes when you sacrifice a Ride."
    void rideSacrificeCatchesNobodyTakenAlong()
    {
        act::RunAway run{{}, true, true};
        QVERIFY(caughtByRun(mk::Edition::Nightmare, run, "Ann", std::string("Bea")).empty());
        run.helperEscapesWithRide = false;
        run.rolls = {{"Pumpkin", mk::Runner::Helper, 2, 0, std::nullopt}};
        QCOMPARE(caughtByRun(mk::Edition::Nightmare, run, "Ann", std::string("Bea")), (Names{"Bea"}));
    }

    // The player page's kinds (playerNow), judged by apply(). Deluxe rulebook: "Dead characters cannot
    // receive cards for any reason, not even Charity, and cannot level up or win the game"; once a player has
    // won, nothing more is recorded.
    void playerPage_data()
    {
        QTest::addColumn<GameState>("state");
        QTest::addColumn<QString>("player");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<bool>("available");
        QTest::addColumn<QString>("rule");
        GameState over = deluxe();
        over.winners = {"Bea"};
        const GameState cursed = played(deluxe(), {act::GainCurse{"Ann", {"Chicken on Your Head", -1}}});
        QTest::addRow("alive: a card may kill") << deluxe() << "Ann"
                                                << "die" << true << "";
        QTest::addRow("dead: no second death") << annDead() << "Ann"
                                               << "die" << false << "game.dead-player";
        QTest::addRow("dead: no Ride") << annDead() << "Ann"
                                       << "gain-ride" << false << "death.dead-receive-nothing";
        QTest::addRow("dead: no Hireling") << annDead() << "Ann"
                                           << "gain-hireling" << false << "death.dead-receive-nothing";
        QTest::addRow("dead: no Curse") << annDead() << "Ann"
                                        << "gain-curse" << false << "death.dead-receive-nothing";
        QTest::addRow("dead: no Race or Class") << annDead() << "Ann"
                                                << "play-character-card" << false << "game.dead-player";
        QTest::addRow("alive: a Race or Class") << deluxe() << "Ann"
                                                << "play-character-card" << true << "";
        QTest::addRow("no character card to discard")
            << deluxe() << "Ann"
            << "discard-character-card" << false << "game.not-in-play";
        QTest::addRow("no Curse to lose") << deluxe() << "Ann"
                                          << "lose-curse" << false << "game.not-in-play";
        QTest::addRow("a Curse to lose") << cursed << "Ann"
                                         << "lose-curse" << true << "";
        QTest::addRow("someone else's Curse") << cursed << "Bea"
                                              << "lose-curse" << false << "game.not-in-play";
        QTest::addRow("no Ride in Deluxe") << deluxe() << "Ann"
                                           << "gain-ride" << false << "character.edition-cards";
        QTest::addRow("game over: no Curse") << over << "Ann"
                                             << "gain-curse" << false << "game.over";
        QTest::addRow("game over: no death") << over << "Ann"
                                             << "die" << false << "game.over";
        QTest::addRow("game over: no sex change") << over << "Ann"
                                                  << "set-sex" << false << "game.over";
        // The gear switch and its - and +: a single gear number only without Items in play.
        const GameState armed =
            played(deluxe(), {act::GainItem{"Ann", item("Flaming Armor", mk::Slot::Armor, 2)}});
        QTest::addRow("a gear number") << deluxe() << "Ann"
                                       << "set-gear" << true << "";
        QTest::addRow("no gear number with Items in play") << armed << "Ann"
                                                           << "set-gear" << false << "game.gear-mode";
        QTest::addRow("game over: no gear number") << over << "Ann"
                                                   << "set-gear" << false << "game.over";
    }

    void playerPage()
    {
        QFETCH(GameState, state);
        QFETCH(QString, player);
        QFETCH(QString, kind);
        QFETCH(bool, available);
        QFETCH(QString, rule);
        const std::vector<KindNow> kinds = playerNow(state, player.toStdString());
        QCOMPARE(kinds.size(), std::size_t{11});
        const auto found = std::find_if(kinds.begin(), kinds.end(), [&kind](const KindNow& now) {
            return now.kind == kind.toStdString();
        });
        QVERIFY(found != kinds.end());
        QCOMPARE(found->available, available);
        QCOMPARE(found->players, available ? Names{player.toStdString()} : Names{});
        if (!available) {
            QVERIFY(!found->reasons.empty());
            QCOMPARE(QString::fromUtf8(found->reasons.front().rule.data(),
                                       static_cast<qsizetype>(found->reasons.front().rule.size())),
                     rule);
        }
    }

    void playerPageIsForTheCardGames()
    {
        QVERIFY(playerNow(deluxe(), "Nobody").empty());
        std::mt19937 rng(3);
        const GameState panic = startGame(arbiter::testing::randomPanicSetup(rng));
        QVERIFY(playerNow(panic, panic.players.front().name).empty());
    }

    // Settling a run keeps its runners caught; anything else moves the game on.
    void settling()
    {
        QVERIFY(settlesARun("apply-bad-stuff"));
        QVERIFY(settlesARun("die"));
        QVERIFY(settlesARun("loot-body"));
        QVERIFY(!settlesARun("end-turn"));
        QVERIFY(!settlesARun("start-combat"));
    }

    // 000_4423e94206228086.txt (Munchkin Panic): "Each player's turn consists of these 6 phases" and "Unless
    // a card says that it can be played at any time, it must be played during the Play Cards phase."
    void panic_data()
    {
        QTest::addColumn<int>("table");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<bool>("available");
        QTest::addColumn<QString>("cites");
        // 0: set-up, 1: Discard and Draw, 2: Play Cards, 3: Move Monsters, 4: Place Monsters, 5: three placed
        QTest::newRow("set-up places Monsters") << 0 << "panic-place-monster" << true << "";
        QTest::newRow("no discard at set-up") << 0 << "panic-discard-draw" << false << "game.panic-setup";
        QTest::newRow("discard in phase 1") << 1 << "panic-discard-draw" << true << "";
        QTest::newRow("no hit in phase 1") << 1 << "panic-hit" << false << "panic.play-cards-only";
        QTest::newRow("hit in Play Cards") << 2 << "panic-hit" << true << "";
        QTest::newRow("no Charity in Play Cards") << 2 << "panic-charity" << false << "game.phase";
        QTest::newRow("Sleep Potion in Play Cards") << 2 << "panic-sleep" << true << "";
        QTest::newRow("no Sleep Potion in Move Monsters")
            << 3 << "panic-sleep" << false << "panic.play-cards-only";
        QTest::newRow("Glue at any time") << 3 << "panic-glue" << true << "";
        QTest::newRow("the Monsters move in phase 5") << 3 << "panic-move-monsters" << true << "";
        QTest::newRow("no placing before phase 6") << 3 << "panic-place-monster" << false << "game.phase";
        QTest::newRow("placing in phase 6") << 4 << "panic-place-monster" << true << "";
        QTest::newRow("no end of turn before placing") << 4 << "end-turn" << false << "panic.monsters-placed";
        QTest::newRow("nothing later than phase 6") << 4 << "panic-next-phase" << false << "game.phase";
        // "draw Monsters until the right number are in the Forest": a Curse on the way, nothing after.
        QTest::newRow("a Curse while placing") << 4 << "panic-draw-curse" << true << "";
        QTest::newRow("no Curse once the Forest is full")
            << 5 << "panic-draw-curse" << false << "panic.monsters-placed";
        QTest::newRow("no Monster once the Forest is full")
            << 5 << "panic-place-monster" << false << "panic.monsters-placed";
        QTest::newRow("the turn ends with the Forest full") << 5 << "end-turn" << true << "";
        QTest::newRow("no Place Monsters before the Monsters moved")
            << 3 << "panic-next-phase" << false << "game.phase";
    }
    void panic()
    {
        using namespace arbiter::rules::test::panic_apply;
        QFETCH(int, table);
        QFETCH(QString, kind);
        QFETCH(bool, available);
        QFETCH(QString, cites);
        const std::function<GameState()> tables[] = {settingUp, firstTurn, playCards,
                                                     moving,    placing,   threePlaced};
        const LegalNow now = legalNow(tables[table]());
        const KindNow* entry = now.find(kind.toStdString());
        QVERIFY(entry);
        QVERIFY2(entry->available == available, describe(*entry));
        if (!available)
            QVERIFY2(std::any_of(entry->reasons.begin(), entry->reasons.end(),
                                 [&cites](const Reason& r) { return toQString(r.rule) == cites; }),
                     describe(*entry));
        QVERIFY(!now.find("start-combat"));
    }

    // Seeded random card games: every action apply() accepts was available to the player who took it, and
    // no action refused for its timing was offered to its player.
    void sweepCardGames()
    {
        SweepResult result;
        for (std::uint32_t seed = 1; seed <= 12; ++seed) {
            std::mt19937 rng(seed);
            GameState state = startGame(arbiter::testing::randomSetup(rng));
            Names caughtByLastRun;
            for (int step = 0; step < 400 && result.failure.isEmpty(); ++step) {
                if (!state.winners.empty()) {
                    state = startGame(arbiter::testing::randomSetup(rng));
                    caughtByLastRun.clear();
                }
                const Action action = arbiter::testing::randomAction(state, rng);
                const LegalNow now = legalNow(state, caughtByLastRun);
                ++result.states;
                GameState after = state;
                const Verdict verdict = apply(after, action);
                sweepOne(state, action, verdict, now, result);
                if (verdict.legal) {
                    if (const auto* run = action.getIf<act::RunAway>())
                        caughtByLastRun = caughtByRun(state, *run);
                    else if (!settlesARun(kindName(action)))
                        caughtByLastRun.clear();
                    state = std::move(after);
                }
            }
        }
        QVERIFY2(result.failure.isEmpty(), qPrintable(result.failure));
        // The sweep reached the fight, the run, the turn and a player's cards.
        for (const std::string_view kind : {"start-combat", "resolve-combat", "run-away", "end-turn",
                                            "sell-items", "equip-item", "ask-for-help", "add-enhancer"})
            QVERIFY2(result.acceptedKinds.contains(kind), kind.data());
        QVERIFY(result.checked > 1000);
    }

    void sweepPanicGames()
    {
        SweepResult result;
        for (std::uint32_t seed = 1; seed <= 6; ++seed) {
            std::mt19937 rng(seed);
            GameState state = startGame(arbiter::testing::randomPanicSetup(rng));
            for (int step = 0; step < 400 && result.failure.isEmpty(); ++step) {
                if (!state.winners.empty() || state.panic->gameLost)
                    break;
                const Action action = arbiter::testing::randomPanicAction(state, rng);
                const LegalNow now = legalNow(state);
                GameState after = state;
                const Verdict verdict = apply(after, action);
                sweepOne(state, action, verdict, now, result);
                if (verdict.legal)
                    state = std::move(after);
            }
        }
        QVERIFY2(result.failure.isEmpty(), qPrintable(result.failure));
        for (const std::string_view kind : {"panic-place-monster", "panic-discard-draw", "panic-hit",
                                            "panic-move-monsters", "panic-next-phase", "end-turn"})
            QVERIFY2(result.acceptedKinds.contains(kind), kind.data());
    }
};

QTEST_APPLESS_MAIN(TestLegalNow)
#include "tst_legal_now.moc"

// reportOf(): what each player did, counted by replaying the line of actions. A worked evening of
// Deluxe whose figures follow from the rulebook (a won fight gives the monster's Level; 1,000 Gold of
// Items sold buy a Level), and random games whose Levels add up and whose counts equal an independent
// count over the same actions.

#include "game_apply_fixtures.h"

#include "rules/game/inspect_panic.h"
#include "rules/game/report.h"
#include "tests/support/random_game.h"
#include "tests/support/random_panic_game.h"

#include <QTest>

#include <map>
#include <random>

using namespace arbiter::rules;
using namespace arbiter::rules::test;
using namespace arbiter::rules::test::apply_fixtures;
using game::GameReport;
using game::PlayerReport;

namespace {

game::GameSetup threePlayers()
{
    game::GameSetup setup;
    for (const char* name : {"Ann", "Bea", "Cy"})
        setup.players.push_back({name, mk::Sex::Unspecified, std::nullopt, {}});
    return setup;
}

const PlayerReport& of(const GameReport& report, const char* name)
{
    for (const PlayerReport& player : report.players)
        if (player.name == name)
            return player;
    qFatal("no report for %s", name);
}

// The line's report from stretches cut at `cuts` (positions on the line), each replayed from the state
// the whole replay reaches there, as the log replays from its snapshots: it must equal reportOf.
GameReport fromStretches(const game::GameSetup& setup, const std::vector<game::Action>& line,
                         std::vector<std::size_t> cuts)
{
    cuts.insert(cuts.begin(), 0);
    cuts.push_back(line.size());
    std::vector<game::ReportPart> parts;
    game::GameState state = game::startGame(setup);
    std::size_t at = 0;
    for (std::size_t k = 0; k + 1 < cuts.size(); ++k) {
        for (; at < cuts[k]; ++at)
            game::apply(state, line[at]);
        const std::span<const game::Action> stretch(line.data() + cuts[k], cuts[k + 1] - cuts[k]);
        parts.push_back(game::reportPart(state, stretch));
    }
    return game::mergeReport(setup.family, std::move(parts));
}

}  // namespace

class TestGameReport : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Ann (+4 gear) kills a Level 2 Orc (Deluxe: "you go up one level for each monster killed"), sells
    // 1,200 Gold of Items for a Level ("you may sell Items ... for a level per 1,000 Gold"); Bea goes up
    // two Levels by cards; Cy takes a Curse; then Ann, helped by Bea, loses to the Net Troll and both run.
    void aWorkedEvening()
    {
        const std::vector<game::Action> line = {
            gain("Ann", item("Dagger", mk::Slot::OneHand, 3)),
            gain("Ann", item("Leather Armor", mk::Slot::Armor, 1)),
            act::StartCombat{monster("Orc", 2)},
            act::PlayOneShot{game::Side::Players, mk::CombatCard{"Potion of Idiotic Bravery", 2}},
            act::ResolveCombat{},
            act::SellItems{"Ann", {"Dagger", "Leather Armor"}, {}},
            level("Bea", 2),
            act::GainCurse{"Cy", {"Chicken on Your Head", -1}},
        };
        const GameReport report = game::reportOf(threePlayers(), line);
        QCOMPARE(report.actions, static_cast<int>(line.size()));
        const PlayerReport& ann = of(report, "Ann");
        QCOMPARE(ann.kills, 1);
        QCOMPARE(ann.levelsByKills, 1);
        QCOMPARE(ann.levelsBySelling, 1);
        QCOMPARE(ann.itemsSold, 2);
        QCOMPARE(ann.finalLevel, 3);
        QCOMPARE(of(report, "Bea").levelsByCards, 2);
        QCOMPARE(of(report, "Bea").kills, 0);
        QCOMPARE(of(report, "Cy").cursesSuffered, 1);
        QVERIFY(report.biggestFight.has_value());
        QCOMPARE(report.biggestFight->fighter, std::string("Ann"));
        QCOMPARE(report.biggestFight->monsterStrength, 2);
        QCOMPARE(report.biggestFight->playerStrength, 1 + 4 + 2);
        QCOMPARE(report.biggestFight->cardsPlayed, 1);
        QCOMPARE(report.biggestFight->cards, std::vector<std::string>{"Potion of Idiotic Bravery"});
        QVERIFY(report.biggestFight->won);
        QCOMPARE(report.wonBy, game::WinBy::NotYet);
        QCOMPARE(report.wonOnTurn, 0);
    }

    // Deluxe: the winning Level 10 must come from killing a monster. Ann at Level 9 kills a Level 1
    // monster: she wins by a fight, on the first turn.
    void aGameWonByAFight()
    {
        const GameReport report = game::reportOf(
            threePlayers(),
            {level("Ann", 8), act::StartCombat{monster("Lame Goblin", 1)}, act::ResolveCombat{}});
        QCOMPARE(report.actions, 3);
        QCOMPARE(report.winners, std::vector<std::string>{"Ann"});
        QCOMPARE(report.wonBy, game::WinBy::Fight);
        QCOMPARE(report.wonOnTurn, 1);
        QCOMPARE(of(report, "Ann").levelsByKills, 1);
    }

    // A lost fight with a helper: help given and received, both ran, the one the Troll caught counted.
    void aLostFightWithHelp()
    {
        const std::vector<game::Action> line = {
            gain("Bea", item("Huge Rock", mk::Slot::TwoHands, 3, true)),
            act::StartCombat{monster("Net Troll", 10, 3)},
            act::AskForHelp{"Bea"},
            act::ResolveCombat{},
            // Escape on 5 or 6: Ann rolls 6 and gets away, Bea rolls 2 and is caught.
            act::RunAway{{{"Net Troll", mk::Runner::Fighter, 6, 0, std::nullopt},
                          {"Net Troll", mk::Runner::Helper, 2, 0, std::nullopt}}},
        };
        const GameReport report = game::reportOf(threePlayers(), line);
        QCOMPARE(report.actions, static_cast<int>(line.size()));
        const PlayerReport& ann = of(report, "Ann");
        const PlayerReport& bea = of(report, "Bea");
        QCOMPARE(ann.helpReceived, 1);
        QCOMPARE(bea.helpGiven, 1);
        QCOMPARE(ann.ranAway, 1);
        QCOMPARE(bea.ranAway, 1);
        QCOMPARE(ann.caught, 0);
        QCOMPARE(bea.caught, 1);
        QCOMPARE(ann.kills, 0);
        QVERIFY(report.biggestFight.has_value());
        QVERIFY(!report.biggestFight->won);
        QCOMPARE(report.biggestFight->monsterStrength, 10);
        QCOMPARE(report.biggestFight->helper, std::optional<std::string>("Bea"));
    }

    // A refused action ends the replay: what came before it is the report.
    void aRefusedActionEndsTheReplay()
    {
        const GameReport report =
            game::reportOf(threePlayers(), {level("Ann", 2), act::Die{"Nobody"}, level("Bea", 1)});
        QCOMPARE(report.actions, 1);
        QCOMPARE(of(report, "Ann").levelsByCards, 2);
        QCOMPARE(of(report, "Bea").levelsByCards, 0);
        // Cut after the refusal too: the stretch after a refused one is left out.
        const std::vector<game::Action> line{level("Ann", 2), act::Die{"Nobody"}, level("Bea", 1)};
        QVERIFY(fromStretches(threePlayers(), line, {1}) == report);
        QVERIFY(fromStretches(threePlayers(), line, {2}) == report);
    }

    // Random legal games: every Level is accounted for (start at 1, gained by kills, sales and cards, lost),
    // and curses, sales, help and run-aways equal a count made straight from the actions.
    void randomGamesAddUp()
    {
        std::mt19937 rng(2811);
        std::map<std::string, int> seen;  // over every game: each count must have been tried
        for (int game = 0; game < 40; ++game) {
            const game::GameSetup setup = arbiter::testing::randomSetup(rng);
            game::GameState state = game::startGame(setup);
            std::vector<game::Action> line;
            std::map<std::string, int> curses, sold, helped, ran;
            for (int step = 0; step < 150 && state.winners.empty(); ++step) {
                const game::Action action = arbiter::testing::randomAction(state, rng);
                game::GameState next = state;
                if (!game::apply(next, action).legal)
                    continue;
                if (const auto* curse = action.getIf<act::GainCurse>())
                    ++curses[curse->player];
                if (const auto* sale = action.getIf<act::SellItems>())
                    sold[sale->player] += static_cast<int>(sale->items.size() + sale->fromHand.size());
                if (const auto* help = action.getIf<act::AskForHelp>())
                    ++helped[help->helper];
                if (action.getIf<act::RunAway>() && state.combat) {
                    ++ran[state.combat->fighter];
                    if (state.combat->helper)
                        ++ran[*state.combat->helper];
                }
                line.push_back(action);
                state = std::move(next);
            }
            const GameReport report = game::reportOf(setup, line);
            QCOMPARE(report.actions, static_cast<int>(line.size()));
            QVERIFY(fromStretches(setup, line, {line.size() / 3, line.size() / 2, line.size() * 4 / 5})
                    == report);
            QCOMPARE(report.winners, state.winners);
            QCOMPARE(report.wonBy != game::WinBy::NotYet, !state.winners.empty());
            QVERIFY(report.wonBy != game::WinBy::CastleStood);
            for (const PlayerReport& player : report.players) {
                const game::Player* now = game::findPlayer(state, player.name);
                if (!now)
                    continue;
                QCOMPARE(player.finalLevel, now->level);
                QCOMPARE(1 + player.levelsByKills + player.levelsBySelling + player.levelsByCards
                             - player.levelsLost,
                         now->level);
                QCOMPARE(player.cursesSuffered, curses[player.name]);
                QCOMPARE(player.itemsSold, sold[player.name]);
                QCOMPARE(player.helpGiven, helped[player.name]);
                QCOMPARE(player.ranAway, ran[player.name]);
                QVERIFY(player.caught <= player.ranAway);
                QVERIFY(player.kills >= 0 && player.deaths >= 0);
                seen["curses"] += player.cursesSuffered;
                seen["sold"] += player.itemsSold;
                seen["help"] += player.helpGiven;
                seen["ran"] += player.ranAway;
                seen["caught"] += player.caught;
                seen["kills"] += player.kills;
                seen["deaths"] += player.deaths;
                seen["by kills"] += player.levelsByKills;
                seen["by selling"] += player.levelsBySelling;
                seen["by cards"] += player.levelsByCards;
                seen["lost"] += player.levelsLost;
            }
        }
        for (const char* count : {"curses", "sold", "help", "ran", "caught", "kills", "deaths", "by kills",
                                  "by selling", "by cards", "lost"})
            QVERIFY2(seen[count] > 0, count);
    }

    // Random Munchkin Panic games: each player's kills and Trophies are their seat's, every Tower and Wall
    // that stands no more was counted as lost on a turn of the game, the end and the Master Munchkin agree.
    void randomPanicGames()
    {
        std::mt19937 rng(2911);
        int lost = 0;
        for (int game = 0; game < 30; ++game) {
            const game::GameSetup setup = arbiter::testing::randomPanicSetup(rng);
            game::GameState state = game::startGame(setup);
            std::vector<game::Action> line;
            for (int step = 0; step < 300 && state.winners.empty() && !state.panic->gameLost; ++step) {
                const game::Action action = arbiter::testing::randomPanicAction(state, rng);
                game::GameState next = state;
                if (!game::apply(next, action).legal)
                    continue;
                line.push_back(action);
                state = std::move(next);
            }
            const GameReport report = game::reportOf(setup, line);
            QCOMPARE(report.actions, static_cast<int>(line.size()));
            QVERIFY(fromStretches(setup, line, {line.size() / 4, line.size() / 2}) == report);
            QCOMPARE(report.castleFell, state.panic->gameLost);
            QCOMPARE(report.wonBy == game::WinBy::CastleStood, !state.winners.empty());
            QCOMPARE(report.masterMunchkin, game::panicStanding(state).masterMunchkin);
            for (std::size_t seat = 0; seat < state.players.size(); ++seat) {
                const PlayerReport& player = of(report, state.players[seat].name.c_str());
                QCOMPARE(player.kills, state.panic->seats[seat].kills);
                QCOMPARE(player.trophies.size(), state.panic->seats[seat].trophies.size());
            }
            int standing = 0;
            for (int arc = 1; arc <= 6; ++arc)
                standing += (state.panic->board.tower(arc) ? 1 : 0) + (state.panic->board.wall(arc) ? 1 : 0);
            QVERIFY(static_cast<int>(report.structuresLost.size()) >= 12 - standing);
            for (const game::StructureLoss& loss : report.structuresLost) {
                QVERIFY(loss.arc >= 1 && loss.arc <= 6);
                QVERIFY(loss.turn >= 1 && loss.turn <= state.turn);
            }
            lost += static_cast<int>(report.structuresLost.size());
        }
        QVERIFY2(lost > 0, "no structure fell in any random game");
    }
};

QTEST_GUILESS_MAIN(TestGameReport)
#include "tst_game_report.moc"

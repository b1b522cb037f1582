// Rulings in the game log that an outside check against the rulebooks found wrong, each row citing the
// paragraph it follows (file in shared/seeds and a few of its words): one-shots sold for their Gold
// where the rulebook makes them Items, the last non-Cultist's level granted once and only by the table
// reaching it, the Nightmare Ride sacrifice leaving the helper behind, and Charity or the end of a turn
// waiting for phase 2 (the end of a turn from it recorded with the reason why). Each row failed before its
// fix.

#include "game_apply_fixtures.h"
#include "table_trust_readings.h"

#include <QTest>

using namespace arbiter::rules;
using namespace arbiter::rules::game;
using namespace arbiter::rules::test;
using namespace arbiter::rules::test::apply_fixtures;

namespace {

using trust_readings::Reading;

mk::SaleItem oneShot(const char* name, int gold)
{
    return {name, gold, true, true};
}

GameState deluxeSellingOneShots()
{
    mk::Options options;
    options.sellOneShots = true;
    return freshGame(Edition::Deluxe, options);
}

// Cthulhu: Ann and Bea Cultists, so Cy (Level 1) is the last non-Cultist and went up to Level 2.
GameState cyRewarded()
{
    return played(cthulhu(),
                  {act::PlayCharacterCard{"Ann", "Cultist"}, act::PlayCharacterCard{"Bea", "Cultist"}});
}

// Nightmare: Ann rides a Sled, Bea (Level 3) helps her and the Net Troll wins: they must run.
GameState nightmareLostWithHelp()
{
    return played(nightmare(), {act::GainRide{"Ann", {"Sled", 1}}, level("Bea", 2),
                                act::StartCombat{monster("Net Troll", 10, 3)}, act::AskForHelp{"Bea"},
                                act::ResolveCombat{}});
}

act::RunAway rideSacrificed(bool helperAlong, std::vector<mk::RunAwayRoll> rolls)
{
    act::RunAway run;
    run.sacrificeRide = true;
    run.helperEscapesWithRide = helperAlong;
    run.rolls = std::move(rolls);
    return run;
}

mk::RunAwayRoll helperRoll(int roll, int levelsLost)
{
    mk::RunAwayRoll r{"Net Troll", mk::Runner::Helper, roll, 0, std::nullopt};
    if (levelsLost > 0)
        r.badStuff = mk::BadStuff{levelsLost, {}, false};
    return r;
}

std::vector<Reading> readings()
{
    constexpr const char* nightmareOneShots =
        "001_773ee46f21d8dace.txt, ONE-SHOT ITEMS: a card that says \"Usable once only\" is considered a "
        "One-Shot Item; ITEMS: Items have a Gold Piece value; SELLING ITEMS FOR LEVELS";
    constexpr const char* deluxeOneShots =
        "003_11fe419b31259b9c.txt, \"ONE-SHOT\" TREASURES: is often called a \"one-shot\" Treasure (no word "
        "on selling it), Selling Items for Levels";
    constexpr const char* cultists =
        "004_912bad36ff09a3b7.txt, More Scary Cultist Rules: If all the players become Cultists but one, "
        "the non-Cultist player gets a level";
    constexpr const char* ride =
        "001_773ee46f21d8dace.txt, RIDES: Rides can be sacrificed to allow automatic escape ... If "
        "someone was helping ... escapes when you sacrifice a Ride. The choice is yours!";
    constexpr const char* phases =
        "003_11fe419b31259b9c.txt, Turn Phases: (2) Look For Trouble/Loot The Room: If you fought a monster "
        "in phase 1, skip this phase ... If you did NOT draw a monster ... you have two choices: either Look "
        "For Trouble or Loot The Room; (3) Charity; Arbiter sees no cards, so Charity may be played untapped";
    return {
        {"Nightmare: a one-shot sells for its Gold",
         nightmareOneShots,
         {"", nightmare,
          act::SellItems{"Ann", {}, {oneShot("Potion of Halitosis", 600), oneShot("Ghost Pepper", 400)}},
          true, "sell.one-shots", [](const GameState& s) { return who(s, "Ann").level == 2; }}},
        {"Pathfinder: a one-shot with a Gold value sells",
         "002_434019697eb2f40c.txt, \"One-Shot\" Treasures: One-shot Items with a Gold Piece value may be "
         "sold "
         "for levels",
         {"", [] { return freshGame(Edition::Pathfinder); },
          act::SellItems{"Ann", {}, {oneShot("Potion of Fire", 1000)}}, true, "sell.one-shots",
          [](const GameState& s) { return who(s, "Ann").level == 2; }}},
        {"Deluxe: one-shot Treasures add no Gold",
         deluxeOneShots,
         {"",
          deluxe,
          act::SellItems{"Ann", {}, {oneShot("Potion of Halitosis", 1000)}},
          false,
          "sell.minimum",
          {}}},
        {"Deluxe, house rule sellOneShots: they sell",
         deluxeOneShots,
         {"", deluxeSellingOneShots, act::SellItems{"Ann", {}, {oneShot("Potion of Halitosis", 1000)}}, true,
          "sell.one-shots", [](const GameState& s) { return who(s, "Ann").level == 2; }}},
        {"Cthulhu: the last non-Cultist's level is not claimed with nobody a Cultist",
         cultists,
         {"",
          cthulhu,
          level("Cy", 1, mk::LevelSource::LastNonCultist),
          false,
          "cultist.last-non-cultist",
          {}}},
        {"Cthulhu: the level cannot be claimed a second time by hand",
         cultists,
         {"",
          cyRewarded,
          level("Cy", 1, mk::LevelSource::LastNonCultist),
          false,
          "cultist.last-non-cultist",
          {}}},
        {"Cthulhu: the table reaching all Cultists but one grants it",
         cultists,
         {"",
          [] {
              return played(cthulhu(), {act::PlayCharacterCard{"Ann", "Cultist"}});
          },
          act::PlayCharacterCard{"Bea", "Cultist"}, true, "cultist.last-non-cultist",
          [](const GameState& s) { return who(s, "Cy").level == 2 && s.lastNonCultistRewarded; }}},
        {"Cthulhu: cured and converted again, no second level",
         cultists,
         {"",
          [] {
              return played(cyRewarded(), {act::DiscardCharacterCard{"Bea", "Cultist",
                                                                     mk::DiscardCause::DivineIntervention}});
          },
          act::BecomeCultist{"Bea", ""}, true, "cultist.last-non-cultist",
          [](const GameState& s) { return who(s, "Cy").level == 2; }}},
        {"Nightmare: the helper left behind is caught and takes the Bad Stuff",
         ride,
         {"", nightmareLostWithHelp, rideSacrificed(false, {helperRoll(2, 2)}), true,
          "runaway.ride-sacrifice",
          [](const GameState& s) {
              return who(s, "Bea").level == 1 && who(s, "Ann").level == 1 && who(s, "Ann").rides.empty();
          }}},
        {"Nightmare: the helper left behind must roll",
         ride,
         {"", nightmareLostWithHelp, rideSacrificed(false, {}), false, "game.run-away-roll", {}}},
        {"Nightmare: the helper taken along escapes without a roll",
         ride,
         {"", nightmareLostWithHelp, rideSacrificed(true, {}), true, "runaway.ride-sacrifice",
          [](const GameState& s) { return who(s, "Bea").level == 3 && !s.combat; }}},
        {"Charity waits for Look for Trouble or Loot the Room",
         phases,
         {"", deluxe, act::Charity{7, std::nullopt, {}}, false, "game.phase", {}}},
        {"The end of a turn waits for Look for Trouble or Loot the Room",
         phases,
         {"", deluxe, act::EndTurn{}, false, "game.phase", {}}},
        {"The end of a turn from Loot the Room says why it is recorded",
         phases,
         {"", lootingTheRoom, act::EndTurn{}, true, "game.phases-taken-as-played",
          [](const GameState& s) { return s.current == 1 && s.turn == 2; }}},
    };
}

std::vector<Reading> allReadings()
{
    std::vector<Reading> all = readings();
    for (Reading& reading : trust_readings::tableTrustReadings())
        all.push_back(std::move(reading));
    return all;
}

}  // namespace

class TestRulebookReadings : public QObject {
    Q_OBJECT

private slots:
    void reading_data()
    {
        QTest::addColumn<int>("row");
        const std::vector<Reading> all = allReadings();
        for (std::size_t i = 0; i < all.size(); ++i)
            QTest::addRow("%s", all[i].name) << static_cast<int>(i);
    }

    void reading()
    {
        QFETCH(int, row);
        const Reading reading = allReadings()[static_cast<std::size_t>(row)];
        const Case& c = reading.apply;
        GameState state = c.state();
        const GameState before = state;
        const Verdict verdict = game::apply(state, c.action);
        const QByteArray context = QByteArray(reading.source) + "\n" + describe(verdict);
        QVERIFY2(verdict.legal == c.legal, context.constData());
        if (*c.cites != '\0')
            QVERIFY2(verdict.cites(c.cites), context.constData());
        QVERIFY2(verdict.legal == (verdict.firstRefusal() == nullptr), context.constData());
        QVERIFY(stateIsOk(state));
        if (!c.legal)
            QVERIFY2(state == before, "a refused action must leave the state unchanged");
        else if (c.check)
            QVERIFY2(c.check(state), context.constData());
    }
};

QTEST_APPLESS_MAIN(TestRulebookReadings)
#include "tst_rulebook_readings.moc"

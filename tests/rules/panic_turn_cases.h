#pragma once
// The Charity and end-of-game rows of tst_panic_turn, and the helpers that build their tables: options by the
// names the CLI uses, players with their Trophies. Expected values come from the rulebook.

#include "rules_test_support.h"

#include "rules/panic/turn.h"

#include <QStringList>
#include <QTest>

#include <optional>
#include <string>
#include <vector>

namespace arbiter::rules::test::panic_turn {

using namespace arbiter::rules::panic;

using CharityTable = std::vector<CharityPlayer>;
using ScoreTable = std::vector<ScorePlayer>;

}  // namespace arbiter::rules::test::panic_turn

Q_DECLARE_METATYPE(arbiter::rules::test::panic_turn::CharityTable)
Q_DECLARE_METATYPE(arbiter::rules::test::panic_turn::ScoreTable)

namespace arbiter::rules::test::panic_turn {

// "more-munchkin" + {"less-panic:bigger-hand"}: the options a row names.
inline Options optionsOf(const QString& mode, const QStringList& variants)
{
    Options options;
    const std::optional<Mode> parsed = modeFromName(mode.toStdString());
    if (!parsed)
        qFatal("unknown mode %s", qPrintable(mode));
    options.mode = *parsed;
    for (const QString& name : variants) {
        bool known = false;
        for (const VariantName& variant : variantNames())
            if (toQString(variant.name) == name) {
                options.variants.*variant.flag = true;
                known = true;
            }
        if (!known)
            qFatal("unknown variant %s", qPrintable(name));
    }
    return options;
}

inline std::optional<Character> characterOf(const QString& name)
{
    return name.isEmpty() ? std::nullopt : characterFromName(name.toStdString());
}

inline CharityPlayer charityPlayer(const char* name, int treasure, std::vector<int> trophies,
                                   int additionErrors = 0)
{
    return CharityPlayer{name, treasure, std::move(trophies), additionErrors};
}

inline ScorePlayer scorer(const char* name, std::vector<int> trophies,
                          std::optional<int> kills = std::nullopt, QString character = {},
                          int treasureInHand = 0, int additionErrors = 0)
{
    return ScorePlayer{name,           std::move(trophies),    additionErrors,
                       treasureInHand, characterOf(character), kills};
}

// Joan's table in the sample turn: Joan 3+1 = 4 points, Gloria 5, Marshall and Seth 2 each.
inline CharityTable joansTable(int joansTreasure, int marshallsErrors = 0)
{
    return {charityPlayer("Joan", joansTreasure, {3, 1}), charityPlayer("Gloria", 0, {5}),
            charityPlayer("Marshall", 1, {2}, marshallsErrors), charityPlayer("Seth", 2, {1, 1})};
}

inline const QStringList none;

// The columns and rows of TestPanicTurn::charity_data().
inline void charityRows()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<CharityTable>("players");
    QTest::addColumn<QString>("giver");
    QTest::addColumn<QString>("biggerShare");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<int>("limit");
    QTest::addColumn<int>("excess");
    QTest::addColumn<int>("discard");
    QTest::addColumn<QStringList>("gifts");
    QTest::addColumn<int>("leftovers");
    QTest::addColumn<QStringList>("choice");
    QTest::addColumn<QStringList>("cites");

    const QStringList lowest = {"panic.charity-limit", "panic.charity-lowest-trophies"};
    const QStringList split = {"panic.charity-limit", "panic.charity-lowest-trophies", "panic.charity-split"};
    const QStringList giverLowest = {"panic.charity-giver-lowest"};
    const QStringList tie = {"Marshall", "Seth"};
    const QStringList bad = {"panic.charity-split"};
    // Joan holds 4 Treasure against a limit of 3 and picks Marshall or Seth (2 points each) for the card.
    QTest::newRow("sample: Joan's choice") << "standard" << joansTable(4) << "Joan"
                                           << "" << true << 3 << 1 << 0 << none << 1 << tie << split;
    QTest::newRow("sample: Joan picks Seth")
        << "standard" << joansTable(4) << "Joan"
        << "Seth" << true << 3 << 1 << 0 << QStringList{"Seth:1"} << 0 << none << split;
    QTest::newRow("bigger share to Gloria") << "standard" << joansTable(4) << "Joan"
                                            << "Gloria" << false << 3 << 1 << 0 << none << 0 << none << bad;
    QTest::newRow("bigger share to Joan") << "standard" << joansTable(4) << "Joan"
                                          << "Joan" << false << 3 << 1 << 0 << none << 0 << none << bad;
    QTest::newRow("within the limit")
        << "standard" << joansTable(3) << "Joan"
        << "" << true << 3 << 0 << 0 << none << 0 << none << QStringList{"panic.charity-limit"};
    QTest::newRow("a share with nothing given") << "standard" << joansTable(3) << "Joan"
                                                << "Seth" << false << 3 << 0 << 0 << none << 0 << none << bad;
    QTest::newRow("2 split evenly") << "standard" << joansTable(5) << "Joan"
                                    << "" << true << 3 << 2 << 0 << QStringList{"Marshall:1", "Seth:1"} << 0
                                    << none << split;
    QTest::newRow("3 to 2 players") << "standard" << joansTable(6) << "Joan"
                                    << "" << true << 3 << 3 << 0 << QStringList{"Marshall:1", "Seth:1"} << 1
                                    << tie << split;
    QTest::newRow("3 to 2, Marshall picked")
        << "standard" << joansTable(6) << "Joan"
        << "Marshall" << true << 3 << 3 << 0 << QStringList{"Marshall:2", "Seth:1"} << 0 << none << split;
    QTest::newRow("addition error breaks the tie")
        << "standard" << joansTable(5, 1) << "Joan"
        << "" << true << 3 << 2 << 0 << QStringList{"Seth:2"} << 0 << none
        << QStringList{"panic.addition-error", "panic.charity-lowest-trophies"};
    const CharityTable threeTied = {charityPlayer("Ann", 5, {5}), charityPlayer("Bob", 0, {1}),
                                    charityPlayer("Cid", 0, {1}), charityPlayer("Dan", 0, {1})};
    QTest::newRow("2 cards, 3 tied") << "standard" << threeTied << "Ann"
                                     << "" << true << 3 << 2 << 0 << none << 2
                                     << QStringList{"Bob", "Cid", "Dan"} << split;
    QTest::newRow("2 cards, 3 tied, Cid picked")
        << "standard" << threeTied << "Ann"
        << "Cid" << true << 3 << 2 << 0 << QStringList{"Cid:1"} << 1 << QStringList{"Bob", "Dan"} << split;
    // The giver with the fewest points discards; a giver tied for fewest gives to the others tied.
    const CharityTable giverSoleLowest = {charityPlayer("Ann", 5, {1}), charityPlayer("Bob", 0, {2}),
                                          charityPlayer("Cid", 0, {4})};
    QTest::newRow("giver lowest discards") << "standard" << giverSoleLowest << "Ann"
                                           << "" << true << 3 << 2 << 2 << none << 0 << none << giverLowest;
    QTest::newRow("no share of a discard") << "standard" << giverSoleLowest << "Ann"
                                           << "Bob" << false << 3 << 2 << 2 << none << 0 << none << bad;
    const CharityTable giverTied = {charityPlayer("Ann", 5, {2}), charityPlayer("Bob", 0, {2}),
                                    charityPlayer("Cid", 0, {3}), charityPlayer("Dan", 0, {5})};
    QTest::newRow("giver tied gives to the tie")
        << "standard" << giverTied << "Ann"
        << "" << true << 3 << 2 << 0 << QStringList{"Bob:2"} << 0 << none << giverLowest;
    const CharityTable soleLowest = {charityPlayer("Ann", 5, {3, 1}), charityPlayer("Bob", 0, {5}),
                                     charityPlayer("Cid", 0, {2}), charityPlayer("Dan", 0, {3})};
    QTest::newRow("one lowest takes all")
        << "standard" << soleLowest << "Ann"
        << "" << true << 3 << 2 << 0 << QStringList{"Cid:2"} << 0 << none << lowest;
    QTest::newRow("giver later in the list")
        << "standard" << CharityTable{soleLowest[2], soleLowest[3], soleLowest[0], soleLowest[1]} << "Ann"
        << "" << true << 3 << 2 << 0 << QStringList{"Cid:2"} << 0 << none << lowest;
    // Limits by player count and mode.
    const CharityTable pair = {charityPlayer("Ann", 6, {3}), charityPlayer("Bob", 0, {1})};
    QTest::newRow("2 players keep 4")
        << "standard" << pair << "Ann"
        << "" << true << 4 << 2 << 0 << QStringList{"Bob:2"} << 0 << none << lowest;
    QTest::newRow("more munchkin, 2 players")
        << "more-munchkin" << pair << "Ann"
        << "" << true << 4 << 2 << 0 << QStringList{"Bob:2"} << 0 << none << lowest;
    CharityTable six = soleLowest;
    six.push_back(charityPlayer("Eve", 0, {4}));
    six.push_back(charityPlayer("Fay", 0, {4}));
    QTest::newRow("6 players keep 3")
        << "standard" << six << "Ann"
        << "" << true << 3 << 2 << 0 << QStringList{"Cid:2"} << 0 << none << lowest;
    QTest::newRow("solitaire discards") << "solitaire" << CharityTable{charityPlayer("Ann", 6, {})} << "Ann"
                                        << "" << true << 4 << 2 << 2 << none << 0 << none
                                        << QStringList{"panic.charity-limit", "panic.mode-solitaire"};
    QTest::newRow("solitaire for 2") << "solitaire" << pair << "Ann"
                                     << "" << false << 0 << 0 << 0 << none << 0 << none
                                     << QStringList{"panic.mode-solitaire"};
    // Tables the referee refuses.
    QTest::newRow("unknown giver") << "standard" << joansTable(4) << "Zed"
                                   << "" << false << 0 << 0 << 0 << none << 0 << none
                                   << QStringList{"panic.charity-limit"};
    QTest::newRow("a 6-point Trophy")
        << "standard" << CharityTable{pair[0], charityPlayer("Bob", 0, {6})} << "Ann"
        << "" << false << 0 << 0 << 0 << none << 0 << none << QStringList{"panic.trophy-points"};
    QTest::newRow("two players named Ann")
        << "standard" << CharityTable{pair[0], pair[0]} << "Ann"
        << "" << false << 0 << 0 << 0 << none << 0 << none << QStringList{"panic.player-count"};
}

// The columns and rows of TestPanicTurn::score_data().
inline void scoreRows()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QStringList>("variants");
    QTest::addColumn<int>("towers");
    QTest::addColumn<int>("monsters");
    QTest::addColumn<ScoreTable>("players");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<bool>("over");
    QTest::addColumn<bool>("won");
    QTest::addColumn<QStringList>("standings");  // "name:points/kills", highest first
    QTest::addColumn<QString>("master");
    QTest::addColumn<QStringList>("tied");
    QTest::addColumn<QStringList>("cites");

    const ScoreTable table = {scorer("Bob", {5, 2}), scorer("Ann", {3, 1, 4})};
    const QStringList ranked = {"Ann:8/3", "Bob:7/2"};
    const QStringList standard = {"panic.end-standard", "panic.trophy-points"};
    const QStringList moreMunchkin = {"panic.end-more-munchkin"};
    QTest::newRow("won: most points") << "standard" << none << 2 << 0 << table << true << true << true
                                      << ranked << "Ann" << none << standard;
    QTest::newRow("lost: no Master Munchkin")
        << "standard" << none << 0 << 5 << table << true << true << false << ranked << "" << none << standard;
    QTest::newRow("lost with the last Monster")
        << "standard" << none << 0 << 0 << table << true << true << false << ranked << "" << none << standard;
    QTest::newRow("running count") << "standard" << none << 3 << 10 << table << true << false << false
                                   << ranked << "" << none << standard;
    QTest::newRow("points tie, more kills")
        << "standard" << none << 1 << 0 << ScoreTable{scorer("Ann", {4, 4}), scorer("Bob", {2, 2, 2, 2})}
        << true << true << true << QStringList{"Bob:8/4", "Ann:8/2"} << "Bob" << none
        << QStringList{"panic.body-count"};
    QTest::newRow("thumb war") << "standard" << none << 1 << 0
                               << ScoreTable{scorer("Ann", {4, 4}), scorer("Bob", {3, 5}), scorer("Cid", {1})}
                               << true << true << true << QStringList{"Ann:8/2", "Bob:8/2", "Cid:1/1"} << ""
                               << QStringList{"Ann", "Bob"} << QStringList{"panic.body-count"};
    QTest::newRow("kills given") << "standard" << none << 1 << 0
                                 << ScoreTable{scorer("Ann", {5}, 1), scorer("Bob", {5}, 3)} << true << true
                                 << true << QStringList{"Bob:5/3", "Ann:5/1"} << "Bob" << none
                                 << QStringList{"panic.body-count"};
    QTest::newRow("addition errors") << "standard" << none << 1 << 0
                                     << ScoreTable{scorer("Ann", {4}), scorer("Bob", {3}, {}, {}, 0, 2)}
                                     << true << true << true << QStringList{"Bob:5/1", "Ann:4/1"} << "Bob"
                                     << none << QStringList{"panic.addition-error"};
    QTest::newRow("treasure is no points")
        << "standard" << none << 1 << 0 << ScoreTable{scorer("Ann", {3}), scorer("Bob", {2}, {}, {}, 5)}
        << true << true << true << QStringList{"Ann:3/1", "Bob:2/1"} << "Ann" << none << standard;
    // More Munchkin: the most points wins however the Castle fared.
    const ScoreTable halfling = {scorer("Ann", {5}), scorer("Hal", {3}, {}, "Halfling", 3)};
    QTest::newRow("more munchkin: Castle fell")
        << "more-munchkin" << none << 0 << 12 << halfling << true << true << true
        << QStringList{"Hal:6/1", "Ann:5/1"} << "Hal" << none
        << QStringList{"panic.end-more-munchkin", "panic.halfling-treasure-points"};
    QTest::newRow("more munchkin: Monsters gone") << "more-munchkin" << none << 3 << 0 << table << true
                                                  << true << true << ranked << "Ann" << none << moreMunchkin;
    QTest::newRow("more munchkin: going on") << "more-munchkin" << none << 3 << 4 << table << true << false
                                             << false << ranked << "" << none << moreMunchkin;
    QTest::newRow("Halfling, characters option")
        << "standard" << QStringList{"less-panic:characters"} << 1 << 0 << halfling << true << true << true
        << QStringList{"Hal:6/1", "Ann:5/1"} << "Hal" << none
        << QStringList{"panic.halfling-treasure-points"};
    QTest::newRow("Halfling without characters")
        << "standard" << none << 1 << 0 << halfling << false << false << false << none << "" << none
        << QStringList{"panic.characters-in-play"};
    // Solitaire: the Castle's survival is the result.
    const ScoreTable alone = {scorer("Ann", {3, 2})};
    const QStringList solo = {"panic.end-standard", "panic.mode-solitaire"};
    QTest::newRow("solitaire won") << "solitaire" << none << 1 << 0 << alone << true << true << true
                                   << QStringList{"Ann:5/2"} << "" << none << solo;
    QTest::newRow("solitaire lost") << "solitaire" << none << 0 << 3 << alone << true << true << false
                                    << QStringList{"Ann:5/2"} << "" << none << solo;
    QTest::newRow("solitaire for 2") << "solitaire" << none << 1 << 0 << table << false << false << false
                                     << none << "" << none << QStringList{"panic.mode-solitaire"};
    QTest::newRow("standard alone") << "standard" << none << 1 << 0 << alone << false << false << false
                                    << none << "" << none << QStringList{"panic.mode-solitaire"};
    // Counts out of range.
    QTest::newRow("7 Towers") << "standard" << none << 7 << 0 << table << false << false << false << none
                              << "" << none << QStringList{"panic.end-standard"};
    QTest::newRow("40 Monsters") << "more-munchkin" << none << 2 << 40 << table << false << false << false
                                 << none << "" << none << moreMunchkin;
    QTest::newRow("-1 Towers") << "standard" << none << -1 << 0 << table << false << false << false << none
                               << "" << none << QStringList{"panic.end-standard"};
    QTest::newRow("a 6-point Trophy")
        << "standard" << none << 1 << 0 << ScoreTable{scorer("Ann", {6}), scorer("Bob", {1})} << false
        << false << false << none << "" << none << QStringList{"panic.trophy-points"};
}

}  // namespace arbiter::rules::test::panic_turn

// Munchkin Panic's turn: hand sizes by player count and option, what each phase allows, drawing up, Charity
// by Trophy points, deals for help, the Wizard, placing Monsters and the final count. Expected values come
// from the rulebook (the set-up and phase charts and the Standard sample turn of Joan's 4-player game).

#include "panic_turn_cases.h"
#include "rules_test_support.h"

#include "rules/panic/rule_entries.h"
#include "rules/panic/turn.h"

#include <QTest>

#include <set>
#include <string>
#include <vector>

using namespace arbiter::rules;
using namespace arbiter::rules::panic;
using namespace arbiter::rules::test;
using namespace arbiter::rules::test::panic_turn;

Q_DECLARE_METATYPE(arbiter::rules::panic::Phase)
Q_DECLARE_METATYPE(arbiter::rules::panic::Play)
Q_DECLARE_METATYPE(arbiter::rules::panic::DiscardDraw)
Q_DECLARE_METATYPE(arbiter::rules::panic::Negotiation)
Q_DECLARE_METATYPE(arbiter::rules::panic::Placement)

namespace {

// Empty when every reason cites a catalogued id in one sentence; otherwise what is wrong.
QByteArray reasonProblems(const Verdict& verdict)
{
    QByteArray problems;
    for (const Reason& reason : verdict.reasons) {
        if (findRule(reason.rule) == nullptr)
            problems +=
                "uncatalogued " + QByteArray(reason.rule.data(), qsizetype(reason.rule.size())) + "; ";
        if (reason.text.empty() || reason.text.back() != '.')
            problems += "not a sentence: " + QByteArray::fromStdString(reason.text) + "; ";
    }
    return problems;
}

#define VERIFY_VERDICT(verdict, legal, cites)                 \
    do {                                                      \
        ARBITER_COMPARE_LEGAL(verdict, legal);                \
        ARBITER_VERIFY_CITES_ALL(verdict, cites);             \
        const QByteArray problems_ = reasonProblems(verdict); \
        QVERIFY2(problems_.isEmpty(), problems_.constData()); \
    } while (false)

DiscardDraw drawUp(int players, int handBefore, int discards, QString character = {}, bool title = false)
{
    DiscardDraw request;
    request.players = players;
    request.handBefore = handBefore;
    request.discards = discards;
    request.character = characterOf(character);
    request.reallyImpressiveTitle = title;
    return request;
}

DiscardDraw withCleric(DiscardDraw request)
{
    request.clericTakesFromDiscards = true;
    return request;
}

DiscardDraw withThief(DiscardDraw request)
{
    request.thiefTakesACard = true;
    return request;
}

Negotiation deal(int players, int dealsThisTurn, bool loseHelp = false, bool gazebo = false)
{
    return Negotiation{dealsThisTurn, loseHelp, gazebo, players};
}

Placement placing(int players, int placedThisTurn, int arc, int placeOneMore = 0, bool loadedDie = false)
{
    return Placement{players, placedThisTurn, placeOneMore, arc, loadedDie};
}

}  // namespace

class TestPanicTurn : public QObject {
    Q_OBJECT

private slots:
    void handSizes_data();
    void handSizes();
    void timing_data();
    void timing();
    void discardAndDraw_data();
    void discardAndDraw();
    void trophyPoints_data();
    void trophyPoints();
    void charity_data();
    void charity();
    void negotiate_data();
    void negotiate();
    void wizardMove_data();
    void wizardMove();
    void placeMonster_data();
    void placeMonster();
    void score_data();
    void score();
    void catalogue();
};

void TestPanicTurn::handSizes_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QStringList>("variants");
    QTest::addColumn<int>("players");
    QTest::addColumn<QString>("character");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<int>("castle");
    QTest::addColumn<int>("treasure");
    QTest::addColumn<int>("limit");
    QTest::addColumn<int>("placed");
    QTest::addColumn<QStringList>("cites");

    const QStringList chart = {"panic.hand-size", "panic.starting-treasure", "panic.charity-limit",
                               "panic.monsters-placed", "panic.setup-monsters"};
    // The set-up chart (Castle cards, Treasure), the Charity limit and the phase 6 chart.
    QTest::newRow("2 players") << "standard" << none << 2 << "" << true << 6 << 1 << 4 << 3 << chart;
    QTest::newRow("3 players") << "standard" << none << 3 << "" << true << 5 << 1 << 3 << 3 << chart;
    QTest::newRow("sample: 4 players") << "standard" << none << 4 << "" << true << 5 << 1 << 3 << 3 << chart;
    QTest::newRow("5 players") << "standard" << none << 5 << "" << true << 5 << 1 << 3 << 3 << chart;
    QTest::newRow("6 players") << "standard" << none << 6 << "" << true << 5 << 0 << 3 << 2 << chart;
    QTest::newRow("solitaire") << "solitaire" << none << 1 << "" << true << 6 << 1 << 4 << 3 << chart;
    QTest::newRow("more munchkin, 4")
        << "more-munchkin" << none << 4 << "" << true << 5 << 1 << 3 << 3 << chart;
    QTest::newRow("more munchkin, 2")
        << "more-munchkin" << none << 2 << "" << true << 6 << 1 << 4 << 3 << chart;
    // Who may play which game.
    const QStringList solo = {"panic.mode-solitaire"};
    QTest::newRow("no players") << "standard" << none << 0 << "" << false << 0 << 0 << 0 << 0
                                << QStringList{"panic.player-count"};
    QTest::newRow("7 players") << "standard" << none << 7 << "" << false << 0 << 0 << 0 << 0
                               << QStringList{"panic.player-count"};
    QTest::newRow("standard alone") << "standard" << none << 1 << "" << false << 0 << 0 << 0 << 0 << solo;
    QTest::newRow("more munchkin alone")
        << "more-munchkin" << none << 1 << "" << false << 0 << 0 << 0 << 0 << solo;
    QTest::newRow("solitaire for 2") << "solitaire" << none << 2 << "" << false << 0 << 0 << 0 << 0 << solo;
    // More Panic and Less Panic options.
    const QStringList more = {"panic.more-panic"};
    const QStringList less = {"panic.less-panic"};
    QTest::newRow("smaller hand, 4") << "standard" << QStringList{"more-panic:smaller-hand"} << 4 << ""
                                     << true << 4 << 1 << 3 << 3 << more;
    QTest::newRow("smaller hand, solitaire") << "solitaire" << QStringList{"more-panic:smaller-hand"} << 1
                                             << "" << true << 5 << 1 << 4 << 3 << more;
    QTest::newRow("bigger hand, 2") << "standard" << QStringList{"less-panic:bigger-hand"} << 2 << "" << true
                                    << 7 << 1 << 4 << 3 << less;
    QTest::newRow("smaller and bigger cancel")
        << "standard" << QStringList{"more-panic:smaller-hand", "less-panic:bigger-hand"} << 4 << "" << true
        << 5 << 1 << 3 << 3 << QStringList{"panic.more-panic", "panic.less-panic"};
    QTest::newRow("no starting treasure") << "standard" << QStringList{"more-panic:no-starting-treasure"} << 4
                                          << "" << true << 5 << 0 << 3 << 3 << more;
    QTest::newRow("two treasures, 6") << "standard" << QStringList{"less-panic:two-treasures"} << 6 << ""
                                      << true << 5 << 2 << 3 << 2 << less;
    QTest::newRow("no and two treasures")
        << "standard" << QStringList{"more-panic:no-starting-treasure", "less-panic:two-treasures"} << 4 << ""
        << false << 5 << 0 << 0 << 0 << QStringList{"panic.starting-treasure"};
    QTest::newRow("place two, 4") << "standard" << QStringList{"less-panic:place-two"} << 4 << "" << true << 5
                                  << 1 << 3 << 2 << less;
    QTest::newRow("place two, 6") << "standard" << QStringList{"less-panic:place-two"} << 6 << "" << true << 5
                                  << 0 << 3 << 2 << less;
    // The Dwarf's extra card, only where Character cards are used.
    const QStringList dwarf = {"panic.dwarf-hand"};
    QTest::newRow("Dwarf, 4") << "more-munchkin" << none << 4 << "Dwarf" << true << 6 << 1 << 3 << 3 << dwarf;
    QTest::newRow("Dwarf, 2, characters option") << "standard" << QStringList{"less-panic:characters"} << 2
                                                 << "Dwarf" << true << 7 << 1 << 4 << 3 << dwarf;
    QTest::newRow("Dwarf, solitaire with characters") << "solitaire" << QStringList{"less-panic:characters"}
                                                      << 1 << "Dwarf" << true << 7 << 1 << 4 << 3 << dwarf;
    QTest::newRow("Wizard keeps 5") << "more-munchkin" << none << 4 << "Wizard" << true << 5 << 1 << 3 << 3
                                    << chart;
    QTest::newRow("Dwarf without characters") << "standard" << none << 4 << "Dwarf" << false << 0 << 0 << 0
                                              << 0 << QStringList{"panic.characters-in-play"};
}

void TestPanicTurn::handSizes()
{
    QFETCH(QString, mode);
    QFETCH(QStringList, variants);
    QFETCH(int, players);
    QFETCH(QString, character);
    QFETCH(bool, legal);
    QFETCH(int, castle);
    QFETCH(int, treasure);
    QFETCH(int, limit);
    QFETCH(int, placed);
    QFETCH(QStringList, cites);

    const HandSizes sizes = panic::handSizes(optionsOf(mode, variants), players, characterOf(character));
    VERIFY_VERDICT(sizes.verdict, legal, cites);
    QCOMPARE(sizes.setupMonsters, 4);
    if (!legal)
        return;
    QCOMPARE(sizes.castleCards, castle);
    QCOMPARE(sizes.startingTreasure, treasure);
    QCOMPARE(sizes.treasureLimit, limit);
    QCOMPARE(sizes.monstersPerTurn, placed);
}

void TestPanicTurn::timing_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QStringList>("variants");
    QTest::addColumn<Phase>("phase");
    QTest::addColumn<Play>("play");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<QString>("rule");

    // Where the rulebook puts each kind of play (More Munchkin, so the Enhancers and the Wizard exist).
    struct Allowed {
        const char* name;
        Play play;
        std::set<Phase> phases;
        const char* rule;
    };
    const std::set<Phase> every(allPhases.begin(), allPhases.end());
    const Allowed table[] = {
        {"Hit card", Play::HitCard, {Phase::PlayCards}, "panic.play-cards-only"},
        {"Potion", Play::Potion, {Phase::PlayCards}, "panic.play-cards-only"},
        {"any-time card", Play::AnyTimeCard, every, "panic.any-time"},
        {"Invisibility Potion",
         Play::InvisibilityPotion,
         {Phase::PlaceMonsters},
         "panic.invisibility-timing"},
        {"Enhancer", Play::Enhancer, {Phase::PlayCards}, "panic.enhancer-timing"},
        {"negotiating", Play::Negotiate, {Phase::PlayCards}, "panic.one-deal"},
        {"Wizard move", Play::WizardMove, {Phase::PlayCards}, "panic.wizard-move"},
        {"discard and draw", Play::DiscardAndDraw, {Phase::DiscardAndDraw}, "panic.phases"},
        {"Charity", Play::Charity, {Phase::GiveCharity}, "panic.phases"},
        {"claiming Treasure", Play::ClaimTreasure, {Phase::AddTreasure}, "panic.phases"},
        {"moving Monsters", Play::MoveMonsters, {Phase::MoveMonsters}, "panic.phases"},
        {"placing a Monster", Play::PlaceMonster, {Phase::PlaceMonsters}, "panic.phases"},
    };
    for (const Allowed& allowed : table)
        for (const Phase phase : allPhases)
            QTest::addRow("%s in %s", allowed.name, phaseName(phase).data())
                << "more-munchkin" << none << phase << allowed.play << (allowed.phases.count(phase) > 0)
                << allowed.rule;

    // The sample turn: the Blue Archer drawn with the Swiss Army Polearm in phase 4 must wait.
    QTest::newRow("sample: Blue Archer in phase 4")
        << "standard" << none << Phase::AddTreasure << Play::HitCard << false << "panic.play-cards-only";
    QTest::newRow("sample: Swiss Army Polearm in phase 4")
        << "standard" << none << Phase::AddTreasure << Play::AnyTimeCard << true << "panic.any-time";
    QTest::newRow("solitaire: no deals")
        << "solitaire" << none << Phase::PlayCards << Play::Negotiate << false << "panic.mode-solitaire";
    QTest::newRow("standard: no Enhancers")
        << "standard" << none << Phase::PlayCards << Play::Enhancer << false << "panic.enhancer-timing";
    QTest::newRow("enhancers option") << "standard" << QStringList{"more-panic:enhancers"} << Phase::PlayCards
                                      << Play::Enhancer << true << "panic.enhancer-timing";
    QTest::newRow("standard: no Wizard")
        << "standard" << none << Phase::PlayCards << Play::WizardMove << false << "panic.characters-in-play";
    QTest::newRow("characters option: Wizard")
        << "standard" << QStringList{"less-panic:characters"} << Phase::PlayCards << Play::WizardMove << true
        << "panic.wizard-move";
}

void TestPanicTurn::timing()
{
    QFETCH(QString, mode);
    QFETCH(QStringList, variants);
    QFETCH(Phase, phase);
    QFETCH(Play, play);
    QFETCH(bool, legal);
    QFETCH(QString, rule);

    const Verdict verdict = panic::timing(optionsOf(mode, variants), phase, play);
    VERIFY_VERDICT(verdict, legal, QStringList{rule});
}

void TestPanicTurn::discardAndDraw_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QStringList>("variants");
    QTest::addColumn<DiscardDraw>("request");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<int>("handSize");
    QTest::addColumn<int>("draws");
    QTest::addColumn<QStringList>("cites");

    const QStringList drawn = {"panic.hand-size", "panic.discard-draw"};
    const QStringList title = {"panic.really-impressive-title"};
    const QStringList chars = {"less-panic:characters"};
    // Joan keeps her 3 Castle cards and draws up to 5.
    QTest::newRow("sample: Joan draws 2") << "standard" << none << drawUp(4, 3, 0) << true << 5 << 2 << drawn;
    QTest::newRow("discard 1 of 3") << "standard" << none << drawUp(4, 3, 1) << true << 5 << 3 << drawn;
    QTest::newRow("discard 2 of 3") << "standard" << none << drawUp(4, 3, 2) << false << 5 << 4
                                    << QStringList{"panic.discard-draw"};
    QTest::newRow("title: discard 4 of 5")
        << "standard" << none << drawUp(4, 5, 4, {}, true) << true << 5 << 4 << title;
    QTest::newRow("title, no discard")
        << "standard" << none << drawUp(4, 3, 0, {}, true) << true << 5 << 2 << title;
    QTest::newRow("2 players") << "standard" << none << drawUp(2, 3, 0) << true << 6 << 3 << drawn;
    QTest::newRow("6 players") << "standard" << none << drawUp(6, 5, 1) << true << 5 << 1 << drawn;
    QTest::newRow("solitaire") << "solitaire" << none << drawUp(1, 3, 0) << true << 6 << 3 << drawn;
    QTest::newRow("hand over its size") << "standard" << none << drawUp(4, 7, 1) << true << 5 << 0 << drawn;
    QTest::newRow("more discards than cards") << "standard" << none << drawUp(4, 3, 4, {}, true) << false << 5
                                              << 0 << QStringList{"panic.discard-draw"};
    QTest::newRow("smaller hand") << "standard" << QStringList{"more-panic:smaller-hand"} << drawUp(4, 3, 0)
                                  << true << 4 << 1 << QStringList{"panic.more-panic"};
    QTest::newRow("bigger hand, 6") << "standard" << QStringList{"less-panic:bigger-hand"} << drawUp(6, 3, 0)
                                    << true << 6 << 3 << QStringList{"panic.less-panic"};
    QTest::newRow("Dwarf") << "more-munchkin" << none << drawUp(4, 3, 0, "Dwarf") << true << 6 << 3
                           << QStringList{"panic.dwarf-hand"};
    QTest::newRow("Dwarf without characters") << "standard" << none << drawUp(4, 3, 0, "Dwarf") << false << 0
                                              << 0 << QStringList{"panic.characters-in-play"};
    // The Cleric's and the Thief's card is one of the cards drawn up.
    const QStringList cleric = {"panic.cleric-draw"};
    const QStringList thief = {"panic.thief-draw"};
    QTest::newRow("Cleric keeps a discard")
        << "more-munchkin" << none << withCleric(drawUp(4, 3, 0, "Cleric")) << true << 5 << 1 << cleric;
    QTest::newRow("Cleric, characters option")
        << "standard" << chars << withCleric(drawUp(2, 2, 1, "Cleric")) << true << 6 << 4 << cleric;
    QTest::newRow("Cleric with a full hand")
        << "more-munchkin" << none << withCleric(drawUp(4, 5, 0, "Cleric")) << false << 5 << 0 << cleric;
    QTest::newRow("Thief as Cleric") << "more-munchkin" << none << withCleric(drawUp(4, 3, 0, "Thief"))
                                     << false << 5 << 2 << cleric;
    QTest::newRow("Thief takes a card")
        << "more-munchkin" << none << withThief(drawUp(4, 3, 1, "Thief")) << true << 5 << 2 << thief;
    QTest::newRow("Thief option, no Thief")
        << "more-munchkin" << none << withThief(drawUp(4, 3, 0, "Elf")) << false << 5 << 2 << thief;
    QTest::newRow("Thief alone") << "solitaire" << chars << withThief(drawUp(1, 3, 0, "Thief")) << false << 6
                                 << 3 << thief;
    QTest::newRow("no players") << "standard" << none << drawUp(0, 3, 0) << false << 0 << 0
                                << QStringList{"panic.player-count"};
}

void TestPanicTurn::discardAndDraw()
{
    QFETCH(QString, mode);
    QFETCH(QStringList, variants);
    QFETCH(DiscardDraw, request);
    QFETCH(bool, legal);
    QFETCH(int, handSize);
    QFETCH(int, draws);
    QFETCH(QStringList, cites);

    const DiscardDrawResult result = panic::discardAndDraw(optionsOf(mode, variants), request);
    VERIFY_VERDICT(result.verdict, legal, cites);
    QCOMPARE(result.handSize, handSize);
    if (legal)
        QCOMPARE(result.draws, draws);
}

void TestPanicTurn::trophyPoints_data()
{
    QTest::addColumn<CharityTable>("player");
    QTest::addColumn<int>("points");

    // The Charity example: Trophies of 1, 3 and 4 points count 8; Joan's King Tut and Orcs count 4.
    QTest::newRow("1, 3 and 4") << CharityTable{charityPlayer("A", 0, {1, 3, 4})} << 8;
    QTest::newRow("sample: Joan") << CharityTable{charityPlayer("Joan", 4, {3, 1})} << 4;
    QTest::newRow("no Trophies") << CharityTable{charityPlayer("A", 0, {})} << 0;
    QTest::newRow("addition error") << CharityTable{charityPlayer("A", 0, {1, 3, 4}, 1)} << 9;
}

void TestPanicTurn::trophyPoints()
{
    QFETCH(CharityTable, player);
    QFETCH(int, points);
    QCOMPARE(panic::trophyPoints(player.front()), points);
}

void TestPanicTurn::charity_data()
{
    panic_turn::charityRows();
}

void TestPanicTurn::charity()
{
    QFETCH(QString, mode);
    QFETCH(CharityTable, players);
    QFETCH(QString, giver);
    QFETCH(QString, biggerShare);
    QFETCH(bool, legal);
    QFETCH(int, limit);
    QFETCH(int, excess);
    QFETCH(int, discard);
    QFETCH(QStringList, gifts);
    QFETCH(int, leftovers);
    QFETCH(QStringList, choice);
    QFETCH(QStringList, cites);

    const std::optional<std::string> share =
        biggerShare.isEmpty() ? std::nullopt : std::optional(biggerShare.toStdString());
    const CharityResult result = panic::charity(optionsOf(mode, {}), players, giver.toStdString(), share);
    VERIFY_VERDICT(result.verdict, legal, cites);
    QCOMPARE(result.limit, limit);
    QCOMPARE(result.excess, excess);
    if (!legal)
        return;
    QCOMPARE(result.discard, discard);
    QCOMPARE(giftsOf(result), gifts);
    QCOMPARE(result.leftovers, leftovers);
    QCOMPARE(namesOf(result.choice), choice);
    // Every card over the limit is given, discarded or still to place, once.
    int given = 0;
    for (const Gift& gift : result.gifts)
        given += gift.count;
    QCOMPARE(given + result.discard + result.leftovers, result.excess);
}

void TestPanicTurn::negotiate_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QStringList>("variants");
    QTest::addColumn<Negotiation>("request");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<QStringList>("cites");

    const QStringList oneDeal = {"panic.one-deal"};
    QTest::newRow("sample: Joan deals with Seth") << "standard" << none << deal(4, 0) << true << oneDeal;
    QTest::newRow("a second deal") << "standard" << none << deal(4, 1) << false << oneDeal;
    QTest::newRow("negotiations option") << "standard" << QStringList{"less-panic:negotiations"} << deal(4, 2)
                                         << true << QStringList{"panic.less-panic"};
    QTest::newRow("lose help held") << "standard" << none << deal(4, 0, true) << false
                                    << QStringList{"panic.lose-help"};
    QTest::newRow("against the Gazebo")
        << "standard" << none << deal(4, 0, false, true) << false << QStringList{"panic.help-gazebo"};
    QTest::newRow("solitaire") << "solitaire" << none << deal(1, 0) << false
                               << QStringList{"panic.mode-solitaire"};
    QTest::newRow("less munchkin") << "standard" << QStringList{"less-munchkin"} << deal(3, 0) << true
                                   << QStringList{"panic.one-deal", "panic.less-munchkin"};
    QTest::newRow("more munchkin") << "more-munchkin" << none << deal(5, 0) << true << oneDeal;
    QTest::newRow("no one to deal with") << "standard" << none << deal(1, 0) << false << oneDeal;
    QTest::newRow("negative deals") << "standard" << none << deal(4, -1) << false << oneDeal;
}

void TestPanicTurn::negotiate()
{
    QFETCH(QString, mode);
    QFETCH(QStringList, variants);
    QFETCH(Negotiation, request);
    QFETCH(bool, legal);
    QFETCH(QStringList, cites);

    VERIFY_VERDICT(panic::negotiate(optionsOf(mode, variants), request), legal, cites);
}

void TestPanicTurn::wizardMove_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QStringList>("variants");
    QTest::addColumn<QString>("character");
    QTest::addColumn<int>("roll");
    QTest::addColumn<bool>("used");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<bool>("moves");
    QTest::addColumn<QStringList>("cites");

    const QStringList wizard = {"panic.wizard-move"};
    for (int roll = 1; roll <= 6; ++roll)
        QTest::addRow("roll %d", roll)
            << "more-munchkin" << none << "Wizard" << roll << false << true << (roll >= 4) << wizard;
    QTest::newRow("roll 0") << "more-munchkin" << none << "Wizard" << 0 << false << false << false << wizard;
    QTest::newRow("roll 7") << "more-munchkin" << none << "Wizard" << 7 << false << false << false << wizard;
    QTest::newRow("second roll") << "more-munchkin" << none << "Wizard" << 5 << true << false << false
                                 << wizard;
    QTest::newRow("the Elf") << "more-munchkin" << none << "Elf" << 5 << false << false << false << wizard;
    QTest::newRow("no character") << "more-munchkin" << none << "" << 5 << false << false << false << wizard;
    QTest::newRow("standard") << "standard" << none << "Wizard" << 5 << false << false << false
                              << QStringList{"panic.characters-in-play"};
    QTest::newRow("characters option") << "standard" << QStringList{"less-panic:characters"} << "Wizard" << 4
                                       << false << true << true << wizard;
}

void TestPanicTurn::wizardMove()
{
    QFETCH(QString, mode);
    QFETCH(QStringList, variants);
    QFETCH(QString, character);
    QFETCH(int, roll);
    QFETCH(bool, used);
    QFETCH(bool, legal);
    QFETCH(bool, moves);
    QFETCH(QStringList, cites);

    const Verdict verdict =
        panic::wizardMove(optionsOf(mode, variants), characterOf(character), WizardMove{roll, used});
    VERIFY_VERDICT(verdict, legal, cites);
    QCOMPARE(legal && wizardRollSucceeds(roll), moves);
}

void TestPanicTurn::placeMonster_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QStringList>("variants");
    QTest::addColumn<Placement>("request");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<int>("toPlace");
    QTest::addColumn<QStringList>("cites");

    const QStringList placed = {"panic.monsters-placed"};
    // Joan places 3 in her 4-player game, the Undead Horse first in arc 3; the Curses drawn do not count.
    QTest::newRow("sample: Undead Horse") << "standard" << none << placing(4, 0, 3) << true << 3 << placed;
    QTest::newRow("sample: Pukachu, third") << "standard" << none << placing(4, 2, 5) << true << 3 << placed;
    QTest::newRow("a fourth") << "standard" << none << placing(4, 3, 1) << false << 3 << placed;
    QTest::newRow("place 1 more drawn") << "standard" << none << placing(4, 3, 1, 1) << true << 4 << placed;
    QTest::newRow("5 players") << "standard" << none << placing(5, 2, 6) << true << 3 << placed;
    QTest::newRow("6 players, a third") << "standard" << none << placing(6, 2, 2) << false << 2 << placed;
    QTest::newRow("place two") << "standard" << QStringList{"less-panic:place-two"} << placing(4, 2, 2)
                               << false << 2 << QStringList{"panic.less-panic", "panic.monsters-placed"};
    QTest::newRow("solitaire") << "solitaire" << none << placing(1, 2, 4) << true << 3 << placed;
    QTest::newRow("loaded die") << "standard" << none << placing(4, 0, 6, 0, true) << true << 3
                                << QStringList{"panic.loaded-die"};
    QTest::newRow("arc 0") << "standard" << none << placing(4, 0, 0) << false << 3 << placed;
    QTest::newRow("arc 7, loaded die")
        << "standard" << none << placing(4, 0, 7, 0, true) << false << 3 << placed;
    QTest::newRow("negative count") << "standard" << none << placing(4, -1, 2) << false << 0 << placed;
    QTest::newRow("7 players") << "standard" << none << placing(7, 0, 2) << false << 0
                               << QStringList{"panic.player-count"};
}

void TestPanicTurn::placeMonster()
{
    QFETCH(QString, mode);
    QFETCH(QStringList, variants);
    QFETCH(Placement, request);
    QFETCH(bool, legal);
    QFETCH(int, toPlace);
    QFETCH(QStringList, cites);

    const PlacementResult result = panic::placeMonster(optionsOf(mode, variants), request);
    VERIFY_VERDICT(result.verdict, legal, cites);
    QCOMPARE(result.monstersToPlace, toPlace);
}

void TestPanicTurn::score_data()
{
    panic_turn::scoreRows();
}

void TestPanicTurn::score()
{
    QFETCH(QString, mode);
    QFETCH(QStringList, variants);
    QFETCH(int, towers);
    QFETCH(int, monsters);
    QFETCH(ScoreTable, players);
    QFETCH(bool, legal);
    QFETCH(bool, over);
    QFETCH(bool, won);
    QFETCH(QStringList, standings);
    QFETCH(QString, master);
    QFETCH(QStringList, tied);
    QFETCH(QStringList, cites);

    const ScoreResult result = panic::score(optionsOf(mode, variants), towers, monsters, players);
    VERIFY_VERDICT(result.verdict, legal, cites);
    if (!legal)
        return;
    QCOMPARE(result.over, over);
    QCOMPARE(result.playersWon, won);
    QStringList ranked;
    for (const Standing& standing : result.standings)
        ranked << QString("%1:%2/%3")
                      .arg(QString::fromStdString(standing.name))
                      .arg(standing.points)
                      .arg(standing.kills);
    QCOMPARE(ranked, standings);
    QCOMPARE(QString::fromStdString(result.masterMunchkin.value_or("")), master);
    QCOMPARE(namesOf(result.tiedForMaster), tied);
}

// The turn's table: complete entries, sorted, each id found in the merged catalogue.
void TestPanicTurn::catalogue()
{
    const std::span<const RuleEntry> entries = turnRules();
    QVERIFY(!entries.empty());
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const RuleEntry& entry = entries[i];
        QVERIFY2(entry.id.starts_with("panic."), entry.id.data());
        QVERIFY(!entry.title.empty() && !entry.summary.empty() && !entry.section.empty());
        QCOMPARE(toQString(entry.rulebook), QString("Panic"));
        if (i > 0)
            QVERIFY2(entries[i - 1].id < entry.id, entry.id.data());
        const RuleEntry* found = findRule(entry.id);
        QVERIFY2(found != nullptr && found->summary == entry.summary, entry.id.data());
    }
}

QTEST_APPLESS_MAIN(TestPanicTurn)
#include "tst_panic_turn.moc"

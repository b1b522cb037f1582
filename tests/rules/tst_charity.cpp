// Charity: the cards over the hand limit go to the lowest-Level living players, split as evenly as possible.

#include "rules_test_support.h"

#include "rules/munchkin/charity.h"

#include <QTest>

#include <string>
#include <utility>
#include <vector>

using namespace arbiter::rules::munchkin;
using namespace arbiter::rules::test;

Q_DECLARE_METATYPE(arbiter::rules::munchkin::Charity)

namespace {

CharityPlayer seat(const std::string& name, int level, bool dead = false)
{
    CharityPlayer p;
    p.name = name;
    p.level = level;
    p.dead = dead;
    return p;
}

// Ann always gives; she must be one of the players.
Charity charityOf(int hand, std::vector<CharityPlayer> players, std::vector<std::string> biggerShare = {})
{
    Charity c;
    c.giver = "Ann";
    c.hand = hand;
    c.players = std::move(players);
    c.biggerShare = std::move(biggerShare);
    return c;
}

Charity withLimit(Charity c, int limit)
{
    c.handLimit = limit;
    return c;
}

}  // namespace

class TestCharity : public QObject {
    Q_OBJECT

private slots:
    void charity_data();
    void charity();
};

void TestCharity::charity_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<Charity>("request");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<int>("limit");
    QTest::addColumn<int>("excess");
    QTest::addColumn<int>("discard");
    QTest::addColumn<QStringList>("gifts");
    QTest::addColumn<int>("leftovers");
    QTest::addColumn<QStringList>("choice");
    QTest::addColumn<QStringList>("cites");

    const QStringList none;
    const QStringList toLowest = {"charity.hand-limit", "charity.lowest-level"};
    const QStringList split = {"charity.lowest-level", "charity.even-split"};
    const QStringList discards = {"charity.hand-limit", "charity.giver-lowest-discards"};
    // Bob and Cid tie for lowest; Dan sits above them.
    const std::vector<CharityPlayer> tiedPair = {seat("Ann", 5), seat("Bob", 2), seat("Cid", 2),
                                                 seat("Dan", 3)};
    const std::vector<CharityPlayer> tiedThree = {seat("Ann", 5), seat("Bob", 1), seat("Cid", 1),
                                                  seat("Dan", 1)};

    // Charity reads the same in all four rulebooks: "give the excess cards to the player with the lowest
    // Level. If players are tied for lowest, divide the cards as evenly as possible, but it's up to you who
    // gets the bigger set(s) of leftovers. If YOU are the lowest or tied for lowest, just discard the
    // excess."
    for (const EditionProfile& p : allEditions()) {
        const QByteArray id(p.id.data(), static_cast<qsizetype>(p.id.size()));
        const Edition e = p.edition;
        QTest::addRow("%s: five cards is no Charity", id.constData())
            << e << charityOf(5, {seat("Ann", 3), seat("Bob", 1)}) << true << 5 << 0 << 0 << none << 0 << none
            << none;
        QTest::addRow("%s: a short hand", id.constData())
            << e << charityOf(2, {seat("Ann", 3), seat("Bob", 1)}) << true << 5 << 0 << 0 << none << 0 << none
            << none;
        QTest::addRow("%s: the one lowest takes all", id.constData())
            << e << charityOf(8, {seat("Ann", 5), seat("Bob", 2), seat("Cid", 3)}) << true << 5 << 3 << 0
            << QStringList{"Bob:3"} << 0 << none << toLowest;
        QTest::addRow("%s: the giver is lowest", id.constData())
            << e << charityOf(7, {seat("Ann", 1), seat("Bob", 2), seat("Cid", 3)}) << true << 5 << 2 << 2
            << none << 0 << none << discards;
        QTest::addRow("%s: the giver tied for lowest", id.constData())
            << e << charityOf(8, {seat("Ann", 2), seat("Bob", 2), seat("Cid", 4)}) << true << 5 << 3 << 3
            << none << 0 << none << discards;
        QTest::addRow("%s: an even split", id.constData())
            << e << charityOf(9, tiedPair) << true << 5 << 4 << 0 << QStringList{"Bob:2", "Cid:2"} << 0
            << none << split;
        QTest::addRow("%s: one card left to choose", id.constData())
            << e << charityOf(8, tiedPair) << true << 5 << 3 << 0 << QStringList{"Bob:1", "Cid:1"} << 1
            << QStringList{"Bob", "Cid"} << split;
        QTest::addRow("%s: fewer cards than the lowest", id.constData())
            << e << charityOf(6, tiedThree) << true << 5 << 1 << 0 << none << 1
            << QStringList{"Bob", "Cid", "Dan"} << split;
        QTest::addRow("%s: the giver picks the bigger share", id.constData())
            << e << charityOf(8, tiedPair, {"Cid"}) << true << 5 << 3 << 0 << QStringList{"Bob:1", "Cid:2"}
            << 0 << none << split;
        QTest::addRow("%s: two leftovers picked", id.constData())
            << e << charityOf(10, tiedThree, {"Bob", "Dan"}) << true << 5 << 5 << 0
            << QStringList{"Bob:2", "Cid:1", "Dan:2"} << 0 << none << split;
        QTest::addRow("%s: two leftovers to choose", id.constData())
            << e << charityOf(10, tiedThree) << true << 5 << 5 << 0 << QStringList{"Bob:1", "Cid:1", "Dan:1"}
            << 2 << QStringList{"Bob", "Cid", "Dan"} << split;
        QTest::addRow("%s: the one card picked", id.constData())
            << e << charityOf(6, tiedThree, {"Dan"}) << true << 5 << 1 << 0 << QStringList{"Dan:1"} << 0
            << none << split;
        // A pick that does not fit the leftovers is refused.
        QTest::addRow("%s: pick of the wrong size", id.constData())
            << e << charityOf(8, tiedPair, {"Bob", "Cid"}) << false << 5 << 3 << 0 << QStringList() << -1
            << none << QStringList{"charity.even-split"};
        QTest::addRow("%s: pick of a player not lowest", id.constData())
            << e << charityOf(8, tiedPair, {"Dan"}) << false << 5 << 3 << 0 << QStringList() << -1 << none
            << QStringList{"charity.even-split"};
        QTest::addRow("%s: pick names one player twice", id.constData())
            << e << charityOf(10, tiedThree, {"Bob", "Bob"}) << false << 5 << 5 << 0 << QStringList() << -1
            << none << QStringList{"charity.even-split"};
        QTest::addRow("%s: pick with nothing left over", id.constData())
            << e << charityOf(9, tiedPair, {"Bob"}) << false << 5 << 4 << 0 << QStringList() << -1 << none
            << QStringList{"charity.even-split"};
        QTest::addRow("%s: a card raised the hand limit", id.constData())
            << e << withLimit(charityOf(8, {seat("Ann", 5), seat("Bob", 2)}), 6) << true << 6 << 2 << 0
            << QStringList{"Bob:2"} << 0 << none << toLowest;
        // "Dead characters cannot receive cards for any reason, not even Charity".
        QTest::addRow("%s: a dead lowest is skipped", id.constData())
            << e << charityOf(7, {seat("Ann", 5), seat("Bob", 1, true), seat("Cid", 2), seat("Dan", 3)})
            << true << 5 << 2 << 0 << QStringList{"Cid:2"} << 0 << none
            << QStringList{"charity.lowest-level", "death.dead-receive-nothing"};
        QTest::addRow("%s: a dead tie is skipped", id.constData())
            << e << charityOf(7, {seat("Ann", 5), seat("Bob", 2, true), seat("Cid", 2)}) << true << 5 << 2
            << 0 << QStringList{"Cid:2"} << 0 << none << QStringList{"death.dead-receive-nothing"};
        QTest::addRow("%s: only the dead are lower", id.constData())
            << e << charityOf(7, {seat("Ann", 3), seat("Bob", 1, true), seat("Cid", 4)}) << true << 5 << 2
            << 2 << none << 0 << none << QStringList{"charity.giver-lowest-discards"};
        QTest::addRow("%s: everyone else is dead", id.constData())
            << e << charityOf(7, {seat("Ann", 5), seat("Bob", 1, true)}) << true << 5 << 2 << 2 << none << 0
            << none << QStringList{"charity.giver-lowest-discards"};
        QTest::addRow("%s: the giver in the middle of the list", id.constData())
            << e << charityOf(7, {seat("Bob", 2), seat("Ann", 4), seat("Cid", 2)}) << true << 5 << 2 << 0
            << QStringList{"Bob:1", "Cid:1"} << 0 << none << split;
    }
}

void TestCharity::charity()
{
    QFETCH(Edition, edition);
    QFETCH(Charity, request);
    QFETCH(bool, legal);
    QFETCH(int, limit);
    QFETCH(int, excess);
    QFETCH(int, discard);
    QFETCH(QStringList, gifts);
    QFETCH(int, leftovers);
    QFETCH(QStringList, choice);
    QFETCH(QStringList, cites);

    const CharityResult result = judgeCharity(profile(edition), request);
    ARBITER_COMPARE_LEGAL(result.verdict, legal);
    ARBITER_VERIFY_CITES_ALL(result.verdict, cites);
    QCOMPARE(result.limit, limit);
    QCOMPARE(result.excess, excess);
    if (!legal)
        return;  // a refused pick fixes no gifts
    QCOMPARE(result.discard, discard);
    QCOMPARE(giftsOf(result), gifts);
    QCOMPARE(result.leftovers, leftovers);
    QCOMPARE(namesOf(result.choice), choice);

    // Every card over the limit is accounted for exactly once.
    int given = 0;
    for (const Gift& g : result.gifts) {
        QVERIFY2(g.count > 0, "gifts list only players who get cards");
        QVERIFY2(g.to != request.giver, "the giver gives nothing to himself");
        given += g.count;
    }
    QCOMPARE(given + result.leftovers + result.discard, result.excess);

    // The verdict names who gets how many, so the table can read the split off the screen.
    for (const Gift& g : result.gifts) {
        const std::string share = g.to + " " + std::to_string(g.count) + (g.count == 1 ? " card" : " cards");
        const bool named = std::any_of(
            result.verdict.reasons.begin(), result.verdict.reasons.end(),
            [&share](const arbiter::rules::Reason& r) { return r.text.find(share) != std::string::npos; });
        QVERIFY2(named, share.c_str());
    }
}

QTEST_APPLESS_MAIN(TestCharity)
#include "tst_charity.moc"

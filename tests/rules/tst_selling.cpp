// Selling Items for levels: 1000 Gold Pieces a level, no change, never to the winning level.

#include "rules_test_support.h"

#include "rules/munchkin/selling.h"

#include <QTest>

#include <string>
#include <vector>

using namespace arbiter::rules::munchkin;
using namespace arbiter::rules::test;

Q_DECLARE_METATYPE(arbiter::rules::munchkin::Sale)

namespace {

constexpr int unchecked = -1;

SaleItem item(const std::string& name, int gold, bool oneShot = false, bool fromHand = false)
{
    SaleItem i;
    i.name = name;
    i.gold = gold;
    i.oneShot = oneShot;
    i.fromHand = fromHand;
    return i;
}

Sale saleOf(int level, std::vector<SaleItem> items)
{
    Sale s;
    s.level = level;
    s.items = std::move(items);
    return s;
}

Sale offTurn(Sale s)
{
    s.ownTurn = false;
    return s;
}

Sale inCombat(Sale s)
{
    s.inCombat = true;
    return s;
}

Sale runningAway(Sale s)
{
    s.runningAway = true;
    return s;
}

Sale dead(Sale s)
{
    s.dead = true;
    return s;
}

}  // namespace

class TestSelling : public QObject {
    Q_OBJECT

private slots:
    void sale_data();
    void sale();
};

void TestSelling::sale_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<bool>("epic");
    QTest::addColumn<Sale>("request");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<int>("goldTotal");
    QTest::addColumn<int>("levelsGained");
    QTest::addColumn<int>("goldUsed");
    QTest::addColumn<int>("goldWasted");
    QTest::addColumn<int>("levelAfter");
    QTest::addColumn<int>("maxLevels");
    QTest::addColumn<QStringList>("cites");

    const Sale thousand = saleOf(3, {item("Sword", 600), item("Helmet", 400)});
    for (const EditionProfile& p : allEditions()) {
        const QByteArray id(p.id.data(), static_cast<qsizetype>(p.id.size()));
        const Edition e = p.edition;
        const bool pathfinder = e == Edition::Pathfinder;
        // "discard Items worth a total of at least 1,000 Gold Pieces and immediately go up one level".
        QTest::addRow("%s: 1000 Gold buys a level", id.constData())
            << e << false << thousand << true << 1000 << 1 << 1000 << 0 << 4 << 6 << QStringList{"sell.rate"};
        // "If you discard (for instance) 1,100 Gold Pieces worth, you don't get change."
        QTest::addRow("%s: no change from 1100", id.constData())
            << e << false << saleOf(3, {item("Sword", 600), item("Boots", 500)}) << true << 1100 << 1 << 1000
            << 100 << 4 << 6 << QStringList{"sell.rate", "sell.no-change"};
        // "if you can manage 2,000 worth, you can go up two levels at once".
        QTest::addRow("%s: 2000 buys two levels", id.constData())
            << e << false << saleOf(3, {item("Armor", 1200), item("Boots", 800)}) << true << 2000 << 2 << 2000
            << 0 << 5 << 6 << QStringList{"sell.rate"};
        QTest::addRow("%s: 2900 buys two levels", id.constData())
            << e << false << saleOf(2, {item("Armor", 1200), item("Staff", 900), item("Boots", 800)}) << true
            << 2900 << 2 << 2000 << 900 << 4 << 7 << QStringList{"sell.rate", "sell.no-change"};
        // "You may sell Items from your hand as well as those you are carrying."
        QTest::addRow("%s: Items from the hand", id.constData())
            << e << false << saleOf(3, {item("Sword", 600, false, true), item("Helmet", 400)}) << true << 1000
            << 1 << 1000 << 0 << 4 << 6 << QStringList{"sell.rate"};
        QTest::addRow("%s: under 1000 Gold", id.constData())
            << e << false << saleOf(3, {item("Sword", 600), item("Helmet", 300)}) << false << 900 << 0 << 0
            << 0 << 3 << unchecked << QStringList{"sell.minimum"};
        // The boundary itself, one Gold either side: 999 buys nothing, 1,000 and 1,999 one level.
        QTest::addRow("%s: 999 Gold is refused", id.constData())
            << e << false << saleOf(3, {item("Sword", 600), item("Helmet", 399)}) << false << 999 << 0 << 0
            << 0 << 3 << unchecked << QStringList{"sell.minimum"};
        QTest::addRow("%s: 1000 Gold in one Item", id.constData())
            << e << false << saleOf(3, {item("Armor", 1000)}) << true << 1000 << 1 << 1000 << 0 << 4 << 6
            << QStringList{"sell.rate"};
        QTest::addRow("%s: 1999 Gold is still one level", id.constData())
            << e << false << saleOf(3, {item("Armor", 1000), item("Boots", 999)}) << true << 1999 << 1 << 1000
            << 999 << 4 << 6 << QStringList{"sell.rate", "sell.no-change"};
        // "'No Value' cards are the same as zero Gold Pieces."
        QTest::addRow("%s: No Value is worth nothing", id.constData())
            << e << false << saleOf(3, {item("Rubber Chicken", 0), item("Pointy Hat", 0)}) << false << 0 << 0
            << 0 << 0 << 3 << unchecked << QStringList{"sell.minimum"};
        // "You may not sell Items to go to Level 10."
        QTest::addRow("%s: never to Level 10", id.constData())
            << e << false << saleOf(9, {item("Armor", 1000)}) << false << 1000 << 0 << 0 << 0 << 9 << 0
            << QStringList{"sell.not-winning-level"};
        QTest::addRow("%s: two levels from 8 would reach 10", id.constData())
            << e << false << saleOf(8, {item("Armor", 1200), item("Boots", 800)}) << false << 2000 << 0 << 0
            << 0 << 8 << 1 << QStringList{"sell.not-winning-level"};
        QTest::addRow("%s: from 8 to 9", id.constData())
            << e << false << saleOf(8, {item("Armor", 1500)}) << true << 1500 << 1 << 1000 << 500 << 9 << 1
            << QStringList{"sell.rate", "sell.no-change"};
        // "At any point during your turn except during combat or Running Away".
        QTest::addRow("%s: not on another's turn", id.constData())
            << e << false << offTurn(thousand) << false << unchecked << 0 << 0 << 0 << 3 << unchecked
            << QStringList{"sell.own-turn"};
        QTest::addRow("%s: not in combat", id.constData())
            << e << false << inCombat(thousand) << false << unchecked << 0 << 0 << 0 << 3 << unchecked
            << QStringList{"sell.not-in-combat"};
        QTest::addRow("%s: not while running away", id.constData())
            << e << false << runningAway(thousand) << false << unchecked << 0 << 0 << 0 << 3 << unchecked
            << QStringList{"sell.not-in-combat"};
        // "Dead characters ... cannot level up".
        QTest::addRow("%s: the dead sell nothing", id.constData())
            << e << false << dead(thousand) << false << unchecked << 0 << 0 << 0 << 3 << unchecked
            << QStringList{"levels.dead"};
        // Pathfinder: "One-shot Items with a Gold Piece value may be sold for levels, just like other
        // Treasures." Nightmare: a card that says "Usable once only" is "considered a One-Shot Item", and
        // Items have a Gold Piece value. Deluxe and Cthulhu only call them one-shot Treasures: not sold.
        const bool sells = pathfinder || e == Edition::Nightmare;
        QTest::addRow("%s: a one-shot tips the sale", id.constData())
            << e << false << saleOf(3, {item("Potion", 500, true), item("Sword", 500)}) << sells
            << (sells ? 1000 : 500) << (sells ? 1 : 0) << (sells ? 1000 : 0) << 0 << (sells ? 4 : 3)
            << unchecked
            << (sells ? QStringList{"sell.one-shots", "sell.rate"}
                      : QStringList{"sell.one-shots", "sell.minimum"});
        QTest::addRow("%s: a one-shot adds a level", id.constData())
            << e << false << saleOf(3, {item("Potion", 1000, true), item("Armor", 1000)}) << true
            << (sells ? 2000 : 1000) << (sells ? 2 : 1) << (sells ? 2000 : 1000) << 0 << (sells ? 5 : 4) << 6
            << QStringList{"sell.one-shots", "sell.rate"};
        // Epic: the winning level is 20, so selling past 9 is fine.
        QTest::addRow("%s: epic: sell from 9 to 10", id.constData())
            << e << true << saleOf(9, {item("Armor", 1000)}) << true << 1000 << 1 << 1000 << 0 << 10 << 10
            << QStringList{"sell.rate"};
        QTest::addRow("%s: epic: never to Level 20", id.constData())
            << e << true << saleOf(19, {item("Armor", 1000)}) << false << 1000 << 0 << 0 << 0 << 19 << 0
            << QStringList{"sell.not-winning-level"};
        QTest::addRow("%s: epic: three levels from 17 reach 20", id.constData())
            << e << true << saleOf(17, {item("Armor", 3000)}) << false << 3000 << 0 << 0 << 0 << 17 << 2
            << QStringList{"sell.not-winning-level"};
    }
}

void TestSelling::sale()
{
    QFETCH(Edition, edition);
    QFETCH(bool, epic);
    QFETCH(Sale, request);
    QFETCH(bool, legal);
    QFETCH(int, goldTotal);
    QFETCH(int, levelsGained);
    QFETCH(int, goldUsed);
    QFETCH(int, goldWasted);
    QFETCH(int, levelAfter);
    QFETCH(int, maxLevels);
    QFETCH(QStringList, cites);

    Options options;
    options.epic = epic;
    const SaleResult result = judgeSale(profile(edition), options, request);
    ARBITER_COMPARE_LEGAL(result.verdict, legal);
    ARBITER_VERIFY_CITES_ALL(result.verdict, cites);
    if (goldTotal != unchecked)
        QCOMPARE(result.goldTotal, goldTotal);
    QCOMPARE(result.levelsGained, levelsGained);
    QCOMPARE(result.goldUsed, goldUsed);
    QCOMPARE(result.goldWasted, goldWasted);
    QCOMPARE(result.levelAfter, levelAfter);
    if (maxLevels != unchecked)
        QCOMPARE(result.maxLevels, maxLevels);
    if (legal) {
        QCOMPARE(result.goldUsed, result.levelsGained * goldPerLevel);
        if (result.goldWasted == 0)
            ARBITER_VERIFY_NOT_CITES(result.verdict, "sell.no-change");
    }
    bool anyOneShot = false;
    for (const SaleItem& i : request.items)
        anyOneShot = anyOneShot || i.oneShot;
    if (!anyOneShot && goldTotal != unchecked)
        ARBITER_VERIFY_NOT_CITES(result.verdict, "sell.one-shots");
}

QTEST_APPLESS_MAIN(TestSelling)
#include "tst_selling.moc"

// Death: what the dead keep, and Looting the Body, highest Level first, one card each.

#include "rules_test_support.h"

#include "rules/munchkin/death.h"

#include <QTest>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

using namespace arbiter::rules::munchkin;
using namespace arbiter::rules::test;

Q_DECLARE_METATYPE(arbiter::rules::munchkin::LootRequest)

namespace {

Looter seat(const std::string& name, int level, int tieRoll = 0, bool dead = false)
{
    Looter l;
    l.name = name;
    l.level = level;
    l.tieRoll = tieRoll;
    l.dead = dead;
    return l;
}

Looter deadSeat(const std::string& name, int level)
{
    return seat(name, level, 0, true);
}

// Ann has died; the body holds `cards`.
LootRequest body(std::vector<Looter> others, int cards)
{
    LootRequest r;
    r.deceased = "Ann";
    r.players = std::move(others);
    r.players.insert(r.players.begin(), seat("Ann", 5, 0, true));
    r.cardsOnBody = cards;
    return r;
}

// "Cid:card" or "Bob:none" per looter, in looting order.
QStringList orderOf(const LootResult& r)
{
    QStringList out;
    for (const LootPick& pick : r.order)
        out << QString::fromStdString(pick.player)
                   + (pick.getsCard ? QStringLiteral(":card") : QStringLiteral(":none"));
    return out;
}

// "Bob+Dan" per tie group, names sorted inside a group, groups in the result's order.
QStringList tiesOf(const LootResult& r)
{
    QStringList out;
    for (const std::vector<std::string>& group : r.tiesToRoll) {
        QStringList names;
        for (const std::string& n : group)
            names << QString::fromStdString(n);
        names.sort();
        out << names.join(u'+');
    }
    return out;
}

}  // namespace

class TestDeath : public QObject {
    Q_OBJECT

private slots:
    void keptOnDeath_data();
    void keptOnDeath();
    void looting_data();
    void looting();
};

void TestDeath::keptOnDeath_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<QStringList>("mentioned");
    QTest::addColumn<QStringList>("notMentioned");

    // Deluxe: "You keep your Class(es), Race(s), and Level ... If you have Half-Breed or Super Munchkin, keep
    // those as well." Cthulhu: "Class(es) and Level ... If you have Super Munchkin, keep that as well."
    // Nightmare: "Citizenship(s) and Level ... If you have a Dual Citizenship, keep that as well."
    QTest::addRow("deluxe") << Edition::Deluxe << QStringList{"Level", "Half-Breed", "Super Munchkin"}
                            << QStringList{"Dual Citizenship", "Double Life"};
    QTest::addRow("cthulhu") << Edition::Cthulhu << QStringList{"Level", "Super Munchkin"}
                             << QStringList{"Half-Breed", "Dual Citizenship", "Double Life"};
    QTest::addRow("nightmare") << Edition::Nightmare << QStringList{"Level", "Dual Citizenship"}
                               << QStringList{"Half-Breed", "Super Munchkin", "Double Life"};
    QTest::addRow("pathfinder") << Edition::Pathfinder
                                << QStringList{"Level", "Super Munchkin", "Double Life"}
                                << QStringList{"Half-Breed", "Dual Citizenship"};
}

void TestDeath::keptOnDeath()
{
    QFETCH(Edition, edition);
    QFETCH(QStringList, mentioned);
    QFETCH(QStringList, notMentioned);

    const std::vector<std::string> kept = arbiter::rules::munchkin::keptOnDeath(profile(edition));
    QVERIFY(!kept.empty());
    QStringList all;
    for (const std::string& k : kept) {
        QVERIFY2(!k.empty(), "an empty entry in what the dead keep");
        all << QString::fromStdString(k);
    }
    const QString text = all.join(u'\n');
    for (const QString& word : mentioned)
        QVERIFY2(text.contains(word), qPrintable(QStringLiteral("%1 not mentioned in: %2").arg(word, text)));
    for (const QString& word : notMentioned)
        QVERIFY2(!text.contains(word),
                 qPrintable(QStringLiteral("%1 is another box's card: %2").arg(word, text)));
}

void TestDeath::looting_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<LootRequest>("request");
    QTest::addColumn<QStringList>("order");
    QTest::addColumn<QStringList>("ties");
    QTest::addColumn<int>("discarded");
    QTest::addColumn<QStringList>("cites");

    // The same in every rulebook: "Starting with the player with the highest Level, everyone else chooses one
    // card . . . in case of ties in Level, roll a die. If your corpse runs out of cards, tough. Once everyone
    // gets one card, discard the rest." and "Dead characters cannot receive cards for any reason".
    const QStringList noTies;
    const std::vector<Looter> three = {seat("Bob", 3), seat("Cid", 7), seat("Dan", 4)};
    for (const EditionProfile& p : allEditions()) {
        const QByteArray id(p.id.data(), static_cast<qsizetype>(p.id.size()));
        const Edition e = p.edition;
        QTest::addRow("%s: highest Level first, rest discarded", id.constData())
            << e << body(three, 5) << QStringList{"Cid:card", "Dan:card", "Bob:card"} << noTies << 2
            << QStringList{"death.loot-order", "death.loot-one-each"};
        QTest::addRow("%s: the body runs out", id.constData())
            << e << body(three, 2) << QStringList{"Cid:card", "Dan:card", "Bob:none"} << noTies << 0
            << QStringList{"death.loot-order"};
        QTest::addRow("%s: one card each exactly", id.constData())
            << e << body(three, 3) << QStringList{"Cid:card", "Dan:card", "Bob:card"} << noTies << 0
            << QStringList{"death.loot-order"};
        QTest::addRow("%s: nothing on the body", id.constData())
            << e << body(three, 0) << QStringList{"Cid:none", "Dan:none", "Bob:none"} << noTies << 0
            << QStringList{"death.loot-order"};
        QTest::addRow("%s: a tie settled by the die", id.constData())
            << e << body({seat("Bob", 3, 2), seat("Cid", 7), seat("Dan", 3, 5)}, 2)
            << QStringList{"Cid:card", "Dan:card", "Bob:none"} << noTies << 0
            << QStringList{"death.loot-tie-roll"};
        QTest::addRow("%s: three tied, all rolled", id.constData())
            << e << body({seat("Bob", 3, 1), seat("Cid", 3, 6), seat("Dan", 3, 3)}, 4)
            << QStringList{"Cid:card", "Dan:card", "Bob:card"} << noTies << 1
            << QStringList{"death.loot-tie-roll"};
        QTest::addRow("%s: a die does not beat a Level", id.constData())
            << e << body({seat("Bob", 3, 6), seat("Cid", 7, 1)}, 1) << QStringList{"Cid:card", "Bob:none"}
            << noTies << 0 << QStringList{"death.loot-order"};
        QTest::addRow("%s: a tie not yet rolled", id.constData())
            << e << body({seat("Bob", 3), seat("Cid", 7), seat("Dan", 3)}, 3)
            << QStringList{"Cid:card", "Bob:card", "Dan:card"} << QStringList{"Bob+Dan"} << 0
            << QStringList{"death.loot-tie-roll"};
        QTest::addRow("%s: a tie rolled equal", id.constData())
            << e << body({seat("Bob", 3, 4), seat("Cid", 7), seat("Dan", 3, 4)}, 3)
            << QStringList{"Cid:card", "Bob:card", "Dan:card"} << QStringList{"Bob+Dan"} << 0
            << QStringList{"death.loot-tie-roll"};
        QTest::addRow("%s: only one of a tie rolled", id.constData())
            << e << body({seat("Bob", 3, 6), seat("Cid", 7), seat("Dan", 3)}, 3)
            << QStringList{"Cid:card", "Bob:card", "Dan:card"} << QStringList{"Bob+Dan"} << 0
            << QStringList{"death.loot-tie-roll"};
        QTest::addRow("%s: two tie groups", id.constData())
            << e << body({seat("Bob", 3), seat("Cid", 7), seat("Dan", 3), seat("Eve", 7)}, 6)
            << QStringList{"Cid:card", "Eve:card", "Bob:card", "Dan:card"}
            << QStringList{"Cid+Eve", "Bob+Dan"} << 2
            << QStringList{"death.loot-tie-roll", "death.loot-one-each"};
        QTest::addRow("%s: the dead loot nothing", id.constData())
            << e << body({deadSeat("Bob", 9), seat("Cid", 7), seat("Dan", 4)}, 3)
            << QStringList{"Cid:card", "Dan:card"} << noTies << 1
            << QStringList{"death.dead-receive-nothing", "death.loot-one-each"};
        QTest::addRow("%s: a dead player in a tie", id.constData())
            << e << body({deadSeat("Bob", 4), seat("Cid", 7), seat("Dan", 4)}, 3)
            << QStringList{"Cid:card", "Dan:card"} << noTies << 1
            << QStringList{"death.dead-receive-nothing"};
        QTest::addRow("%s: nobody left to loot", id.constData())
            << e << body({deadSeat("Bob", 9)}, 3) << QStringList{} << noTies << 3 << QStringList{};
    }
}

void TestDeath::looting()
{
    QFETCH(Edition, edition);
    QFETCH(LootRequest, request);
    QFETCH(QStringList, order);
    QFETCH(QStringList, ties);
    QFETCH(int, discarded);
    QFETCH(QStringList, cites);

    const LootResult result = judgeLooting(profile(edition), request);
    QCOMPARE(orderOf(result), order);
    QCOMPARE(tiesOf(result), ties);
    QCOMPARE(result.discarded, discarded);
    ARBITER_VERIFY_CITES_ALL(result.verdict, cites);
    const auto deceased =
        std::find_if(result.order.begin(), result.order.end(),
                     [&request](const LootPick& pick) { return pick.player == request.deceased; });
    QVERIFY2(deceased == result.order.end(), "the deceased does not loot his own body");
}

QTEST_APPLESS_MAIN(TestDeath)
#include "tst_death.moc"

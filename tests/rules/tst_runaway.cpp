// Running Away and Bad Stuff: a roll per monster per player, 5 or more escapes, and what catching does.

#include "rules_test_support.h"

#include "rules/munchkin/runaway.h"

#include <QTest>

#include <optional>
#include <string>
#include <vector>

using namespace arbiter::rules::munchkin;
using namespace arbiter::rules::test;

Q_DECLARE_METATYPE(arbiter::rules::munchkin::RunAway)

namespace {

QByteArray idOf(const EditionProfile& p)
{
    return QByteArray(p.id.data(), static_cast<qsizetype>(p.id.size()));
}

RunAwayRoll roll(const std::string& monster, Runner runner, int die, int modifier = 0)
{
    RunAwayRoll r;
    r.monster = monster;
    r.runner = runner;
    r.roll = die;
    r.modifier = modifier;
    return r;
}

RunAwayRoll losing(RunAwayRoll r, int levels)
{
    BadStuff bad = r.badStuff.value_or(BadStuff{});
    bad.levels = levels;
    r.badStuff = bad;
    return r;
}

RunAwayRoll taking(RunAwayRoll r, const std::vector<std::string>& items)
{
    BadStuff bad = r.badStuff.value_or(BadStuff{});
    bad.items = items;
    r.badStuff = bad;
    return r;
}

RunAwayRoll killing(RunAwayRoll r)
{
    BadStuff bad = r.badStuff.value_or(BadStuff{});
    bad.death = true;
    r.badStuff = bad;
    return r;
}

RunAway running(int fighterLevel, std::vector<RunAwayRoll> rolls, int helperLevel = 1)
{
    RunAway r;
    r.fighterLevel = fighterLevel;
    r.helperLevel = helperLevel;
    r.rolls = std::move(rolls);
    return r;
}

RunAway withModifiers(RunAway r, int fighter, int helper)
{
    r.fighterModifier = fighter;
    r.helperModifier = helper;
    return r;
}

RunAway sacrificingRide(RunAway r, bool helperEscapes)
{
    r.sacrificeRide = true;
    r.helperEscapesWithRide = helperEscapes;
    return r;
}

QStringList toQStringList(const std::vector<std::string>& items)
{
    QStringList out;
    for (const std::string& item : items)
        out << QString::fromStdString(item);
    return out;
}

// "escaped 5", "caught 3", "skipped"; an expectation without a number leaves the total open.
QString describeRoll(const RollResult& r, bool withTotal)
{
    if (r.skipped)
        return QStringLiteral("skipped");
    const QString word = r.escaped ? QStringLiteral("escaped") : QStringLiteral("caught");
    return withTotal ? word + u' ' + QString::number(r.total) : word;
}

bool citedAnywhere(const RunAwayResult& result, const QString& rule)
{
    const std::string id = rule.toStdString();
    if (result.verdict.cites(id))
        return true;
    for (const RollResult& r : result.results)
        if (r.verdict.cites(id))
            return true;
    return false;
}

constexpr Runner F = Runner::Fighter;
constexpr Runner H = Runner::Helper;

}  // namespace

class TestRunAway : public QObject {
    Q_OBJECT

private slots:
    void runAway_data();
    void runAway();
};

void TestRunAway::runAway_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<RunAway>("request");
    QTest::addColumn<QStringList>("rolls");
    QTest::addColumn<int>("fighterLevelAfter");
    QTest::addColumn<int>("helperLevelAfter");
    QTest::addColumn<bool>("fighterDead");
    QTest::addColumn<bool>("helperDead");
    QTest::addColumn<QStringList>("fighterItemsLost");
    QTest::addColumn<QStringList>("helperItemsLost");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<QStringList>("cites");

    const QStringList none;
    for (const EditionProfile& p : allEditions()) {
        const QByteArray id = idOf(p);
        const Edition e = p.edition;
        // "Roll the die. You escape on a 5 or more."
        QTest::addRow("%s: a 5 escapes", id.constData())
            << e << running(3, {losing(roll("Orc", F, 5), 1)}) << QStringList{"escaped 5"} << 3 << 1 << false
            << false << none << none << true << QStringList{"runaway.roll"};
        QTest::addRow("%s: a 4 is caught", id.constData())
            << e << running(3, {losing(roll("Orc", F, 4), 1)}) << QStringList{"caught 4"} << 2 << 1 << false
            << false << none << none << true << QStringList{"runaway.roll", "badstuff.levels"};
        // "some monsters give you a bonus or penalty to your roll for that monster only".
        QTest::addRow("%s: the monster's bonus to escape", id.constData())
            << e << running(3, {roll("Slug", F, 3, 2)}) << QStringList{"escaped 5"} << 3 << 1 << false
            << false << none << none << true << QStringList{"runaway.roll"};
        QTest::addRow("%s: the monster's penalty", id.constData())
            << e << running(3, {roll("Hound", F, 6, -2)}) << QStringList{"caught 4"} << 3 << 1 << false
            << false << none << none << true << QStringList{"runaway.roll"};
        // "Some ... abilities and some Treasures make it easier or harder to Run Away from all monsters."
        QTest::addRow("%s: the fighter's bonus against all", id.constData())
            << e << withModifiers(running(3, {roll("Orc", F, 4), roll("Gnome", F, 4)}), 1, 0)
            << QStringList{"escaped 5", "escaped 5"} << 3 << 1 << false << false << none << none << true
            << QStringList{"runaway.roll", "runaway.each-monster"};
        // "They roll separately": each runner with his own modifiers.
        QTest::addRow("%s: the fighter's bonus is not the helper's", id.constData())
            << e << withModifiers(running(3, {roll("Orc", F, 3), losing(roll("Orc", H, 3), 1)}, 4), 2, 0)
            << QStringList{"escaped 5", "caught 3"} << 3 << 3 << false << false << none << none << true
            << QStringList{"runaway.roll", "runaway.helper-rolls", "badstuff.levels"};
        QTest::addRow("%s: the helper's bonus is his own", id.constData())
            << e << withModifiers(running(3, {roll("Orc", F, 4), roll("Orc", H, 4)}, 4), 0, 1)
            << QStringList{"caught 4", "escaped 5"} << 3 << 4 << false << false << none << none << true
            << QStringList{"runaway.helper-rolls"};
        QTest::addRow("%s: bonus and penalty together", id.constData())
            << e << withModifiers(running(3, {roll("Hound", F, 5, -2)}), 1, 0) << QStringList{"caught 4"} << 3
            << 1 << false << false << none << none << true << QStringList{"runaway.roll"};
        // "Nothing can reduce a player below Level 1".
        QTest::addRow("%s: Bad Stuff stops at Level 1", id.constData())
            << e << running(2, {losing(roll("Troll", F, 1), 3)}) << QStringList{"caught 1"} << 1 << 1 << false
            << false << none << none << true << QStringList{"badstuff.levels"};
        // "suffer Bad Stuff from each one that catches you as soon as it catches you".
        QTest::addRow("%s: two monsters catch in turn", id.constData())
            << e << running(5, {losing(roll("Orc", F, 2), 1), losing(roll("Gnome", F, 1), 2)})
            << QStringList{"caught 2", "caught 1"} << 2 << 1 << false << false << none << none << true
            << QStringList{"badstuff.levels"};
        QTest::addRow("%s: Items lost in order", id.constData())
            << e
            << running(4, {taking(roll("Harpy", F, 1), {"Helmet"}),
                           taking(roll("Rust Monster", F, 2), {"Boots", "Sword"})})
            << QStringList{"caught 1", "caught 2"} << 4 << 1 << false << false
            << QStringList{"Helmet", "Boots", "Sword"} << none << true << QStringList{"badstuff.items"};
        QTest::addRow("%s: an escape does no Bad Stuff", id.constData())
            << e << running(4, {killing(taking(losing(roll("Dragon", F, 6), 2), {"Helmet"}))})
            << QStringList{"escaped 6"} << 4 << 1 << false << false << none << none << true
            << QStringList{"runaway.roll"};
        // Death: "Once you have died, you don't have to Run Away from any remaining monsters."
        QTest::addRow("%s: death ends the running", id.constData())
            << e << running(6, {killing(roll("Dragon", F, 2)), taking(roll("Harpy", F, 1), {"Shield"})})
            << QStringList{"caught 2", "skipped"} << 6 << 1 << true << false << none << none << true
            << QStringList{"badstuff.death", "death.no-more-running"};
        QTest::addRow("%s: the helper still runs from a dead fighter's monsters", id.constData())
            << e
            << running(6,
                       {killing(roll("Dragon", F, 1)), losing(roll("Dragon", H, 3), 1), roll("Orc", F, 6),
                        taking(roll("Orc", H, 2), {"Boots"})},
                       4)
            << QStringList{"caught 1", "caught 3", "skipped", "caught 2"} << 6 << 3 << true << false << none
            << QStringList{"Boots"} << true
            << QStringList{"badstuff.death", "death.no-more-running", "runaway.helper-rolls",
                           "badstuff.items"};
        // "The monster(s) CAN catch them both."
        QTest::addRow("%s: one monster catches both", id.constData())
            << e << running(5, {losing(roll("Orc", F, 1), 1), losing(roll("Orc", H, 2), 1)}, 4)
            << QStringList{"caught 1", "caught 2"} << 4 << 3 << false << false << none << none << true
            << QStringList{"badstuff.levels", "runaway.helper-rolls"};
        QTest::addRow("%s: a dead helper runs no more", id.constData())
            << e
            << running(5, {killing(roll("Dragon", H, 4)), roll("Orc", F, 5), losing(roll("Orc", H, 1), 1)}, 4)
            << QStringList{"caught 4", "escaped 5", "skipped"} << 5 << 4 << false << true << none << none
            << true << QStringList{"badstuff.death", "death.no-more-running"};

        // Nightmare, Rides: "Rides can be sacrificed to allow automatic escape for you from all monsters in a
        // combat ... you can even decide whether or not your helper automatically escapes".
        if (e == Edition::Nightmare) {
            QTest::addRow("%s: a sacrificed Ride escapes everything", id.constData())
                << e
                << sacrificingRide(running(5,
                                           {losing(roll("Oogie Boogie", F, 1), 2),
                                            killing(roll("Lock", F, 2)), losing(roll("Lock", H, 1), 1)},
                                           3),
                                   true)
                << QStringList{"escaped", "escaped", "escaped"} << 5 << 3 << false << false << none << none
                << true << QStringList{"runaway.ride-sacrifice"};
            QTest::addRow("%s: the helper left behind", id.constData())
                << e
                << sacrificingRide(
                       running(5, {losing(roll("Lock", F, 1), 2), losing(roll("Lock", H, 1), 1)}, 3), false)
                << QStringList{"escaped", "caught 1"} << 5 << 2 << false << false << none << none << true
                << QStringList{"runaway.ride-sacrifice", "badstuff.levels"};
            QTest::addRow("%s: the helper left behind may still escape", id.constData())
                << e << sacrificingRide(running(5, {roll("Lock", F, 1), roll("Lock", H, 5)}, 3), false)
                << QStringList{"escaped", "escaped 5"} << 5 << 3 << false << false << none << none << true
                << QStringList{"runaway.ride-sacrifice"};
        } else {
            QTest::addRow("%s: no Rides to sacrifice", id.constData())
                << e << sacrificingRide(running(5, {losing(roll("Orc", F, 1), 2)}), true)
                << QStringList{"caught 1"} << 3 << 1 << false << false << none << none << false
                << QStringList{"runaway.ride-sacrifice"};
        }
    }
}

void TestRunAway::runAway()
{
    QFETCH(Edition, edition);
    QFETCH(RunAway, request);
    QFETCH(QStringList, rolls);
    QFETCH(int, fighterLevelAfter);
    QFETCH(int, helperLevelAfter);
    QFETCH(bool, fighterDead);
    QFETCH(bool, helperDead);
    QFETCH(QStringList, fighterItemsLost);
    QFETCH(QStringList, helperItemsLost);
    QFETCH(bool, legal);
    QFETCH(QStringList, cites);

    const RunAwayResult result = judgeRunAway(profile(edition), request);
    ARBITER_COMPARE_LEGAL(result.verdict, legal);
    QCOMPARE(result.results.size(), request.rolls.size());
    QStringList got;
    for (qsizetype i = 0; i < rolls.size(); ++i) {
        const RollResult& r = result.results[static_cast<std::size_t>(i)];
        QCOMPARE(QString::fromStdString(r.monster),
                 QString::fromStdString(request.rolls[std::size_t(i)].monster));
        QVERIFY(r.runner == request.rolls[static_cast<std::size_t>(i)].runner);
        if (r.skipped)
            QVERIFY2(!r.escaped, "a skipped roll is no escape");
        got << describeRoll(r, rolls[i].contains(u' '));
    }
    QCOMPARE(got, rolls);
    QCOMPARE(result.fighterLevelAfter, fighterLevelAfter);
    QCOMPARE(result.helperLevelAfter, helperLevelAfter);
    QCOMPARE(result.fighterDead, fighterDead);
    QCOMPARE(result.helperDead, helperDead);
    QCOMPARE(toQStringList(result.fighterItemsLost), fighterItemsLost);
    QCOMPARE(toQStringList(result.helperItemsLost), helperItemsLost);
    for (const QString& rule : cites)
        QVERIFY2(citedAnywhere(result, rule),
                 qPrintable(QStringLiteral("expected %1 among the reasons, got %2")
                                .arg(rule, QString::fromUtf8(describe(result.verdict)))));
}

QTEST_APPLESS_MAIN(TestRunAway)
#include "tst_runaway.moc"

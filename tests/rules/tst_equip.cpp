// Equipping Items: slot limits, Big items, Hirelings, Rides and Cheat!, restrictions, and what still counts.

#include "rules_test_support.h"

#include "rules/munchkin/equip.h"

#include <QTest>

#include <string>
#include <utility>
#include <vector>

using namespace arbiter::rules::munchkin;
using namespace arbiter::rules::test;

Q_DECLARE_METATYPE(arbiter::rules::munchkin::EquipRequest)

namespace {

constexpr int unchecked = -1;

Item gear(const std::string& name, Slot slot, int bonus)
{
    Item i;
    i.name = name;
    i.slot = slot;
    i.bonus = bonus;
    return i;
}

Item big(Item i)
{
    i.big = true;
    return i;
}

Item carried(Item i)
{
    i.equipped = false;
    return i;
}

Item onlyFor(Item i, Attribute::Kind kind, const std::string& value)
{
    i.onlyFor = Attribute{kind, value};
    return i;
}

Item forbiddenFor(Item i, Attribute::Kind kind, const std::string& value)
{
    i.forbiddenFor = Attribute{kind, value};
    return i;
}

Item liftedBy(Item i, Lifter lifter)
{
    i.lifter = lifter;
    return i;
}

EquipRequest equip(std::vector<Item> items)
{
    EquipRequest r;
    r.items = std::move(items);
    return r;
}

EquipRequest hirelings(EquipRequest r, int count)
{
    r.hirelings = count;
    return r;
}

EquipRequest cheat(EquipRequest r)
{
    r.cheat = true;
    return r;
}

EquipRequest rides(EquipRequest r, int count)
{
    r.rides = count;
    return r;
}

EquipRequest duringCombat(EquipRequest r)
{
    r.inCombat = true;
    return r;
}

EquipRequest as(EquipRequest r, Character character)
{
    r.character = std::move(character);
    return r;
}

Character holding(CardKind kind, const std::vector<std::string>& cards, bool doubled = false)
{
    Character c;
    cardsOf(c, kind) = cards;
    setDoubled(c, kind, doubled);
    return c;
}

Character ofSex(Sex sex)
{
    Character c;
    c.sex = sex;
    return c;
}

QString lifterName(Lifter lifter)
{
    switch (lifter) {
    case Lifter::Auto:
        return QStringLiteral("auto");
    case Lifter::None:
        return QStringLiteral("none");
    case Lifter::Cheat:
        return QStringLiteral("cheat");
    case Lifter::Hireling:
        return QStringLiteral("hireling");
    }
    return QStringLiteral("?");
}

// "Hat:yes:hireling" per Item: whether its bonus counts and what lifts it.
QStringList rulingsOf(const EquipResult& r)
{
    QStringList out;
    for (const ItemRuling& i : r.items)
        out << QString::fromStdString(i.name) + (i.counts ? QStringLiteral(":yes:") : QStringLiteral(":no:"))
                   + lifterName(i.lifter);
    return out;
}

const Item helmet = gear("Helmet", Slot::Headgear, 1);
const Item hat = gear("Hat", Slot::Headgear, 2);
const Item cap = gear("Cap", Slot::Headgear, 3);
const Item ladder = big(gear("Ladder", Slot::None, 2));
const Item cannon = big(gear("Cannon", Slot::None, 3));
const Item ram = big(gear("Ram", Slot::None, 4));

}  // namespace

class TestEquip : public QObject {
    Q_OBJECT

private slots:
    void judge_data();
    void judge();
};

void TestEquip::judge_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<EquipRequest>("request");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<int>("effectiveGear");
    QTest::addColumn<QStringList>("rulings");  // empty: not fixed by the row
    QTest::addColumn<QStringList>("cites");

    const QStringList any;
    for (const EditionProfile& p : allEditions()) {
        const QByteArray id(p.id.data(), static_cast<qsizetype>(p.id.size()));
        const Edition e = p.edition;
        // "you may equip only one Headgear, one suit of Armor, one pair of Footgear, and two '1 Hand' Items
        // (or one '2 Hands' Item)".
        QTest::addRow("%s: one of each", id.constData())
            << e
            << equip({helmet, gear("Mail", Slot::Armor, 2), gear("Boots", Slot::Footgear, 1),
                      gear("Sword", Slot::OneHand, 2), gear("Shield", Slot::OneHand, 1)})
            << true << 7
            << QStringList{"Helmet:yes:none", "Mail:yes:none", "Boots:yes:none", "Sword:yes:none",
                           "Shield:yes:none"}
            << any;
        QTest::addRow("%s: a 2 Hands Item", id.constData())
            << e << equip({gear("Staff", Slot::TwoHands, 4), helmet}) << true << 5
            << QStringList{"Staff:yes:none", "Helmet:yes:none"} << any;
        QTest::addRow("%s: two Headgear", id.constData())
            << e << equip({helmet, hat}) << false << 1 << QStringList{"Helmet:yes:none", "Hat:no:none"}
            << QStringList{"equip.headgear"};
        QTest::addRow("%s: two Armors", id.constData())
            << e << equip({gear("Mail", Slot::Armor, 2), gear("Plate", Slot::Armor, 3)}) << false << 2
            << QStringList{"Mail:yes:none", "Plate:no:none"} << QStringList{"equip.armor"};
        QTest::addRow("%s: two Footgear", id.constData())
            << e << equip({gear("Boots", Slot::Footgear, 1), gear("Sandals", Slot::Footgear, 2)}) << false
            << 1 << QStringList{"Boots:yes:none", "Sandals:no:none"} << QStringList{"equip.footgear"};
        QTest::addRow("%s: three hands", id.constData())
            << e
            << equip({gear("Sword", Slot::OneHand, 2), gear("Dagger", Slot::OneHand, 1),
                      gear("Buckler", Slot::OneHand, 3)})
            << false << 3 << QStringList{"Sword:yes:none", "Dagger:yes:none", "Buckler:no:none"}
            << QStringList{"equip.hands"};
        QTest::addRow("%s: 1 Hand and 2 Hands", id.constData())
            << e << equip({gear("Sword", Slot::OneHand, 2), gear("Staff", Slot::TwoHands, 4)}) << false << 2
            << QStringList{"Sword:yes:none", "Staff:no:none"} << QStringList{"equip.hands"};
        // "If you are carrying two Headgear cards, for instance, you can equip only one of them at a time."
        QTest::addRow("%s: the second Headgear only carried", id.constData())
            << e << equip({helmet, carried(hat)}) << true << 1
            << QStringList{"Helmet:yes:none", "Hat:no:none"} << QStringList{"equip.carried"};
        QTest::addRow("%s: Items without a slot", id.constData())
            << e
            << equip(
                   {gear("Ring", Slot::None, 1), gear("Amulet", Slot::None, 1), gear("Cloak", Slot::None, 1)})
            << true << 3 << QStringList{"Ring:yes:none", "Amulet:yes:none", "Cloak:yes:none"} << any;
        QTest::addRow("%s: no changes during combat", id.constData())
            << e << duringCombat(equip({helmet})) << false << unchecked << any
            << QStringList{"equip.no-change-in-combat"};
        // "unless you have a card that lets you ignore these limits, such as ... Cheat!"
        QTest::addRow("%s: Cheat! lifts one Item", id.constData())
            << e << cheat(equip({helmet, hat})) << true << 3
            << QStringList{"Helmet:yes:none", "Hat:yes:cheat"} << QStringList{"equip.cheat"};
        QTest::addRow("%s: one Cheat! lifts one Item only", id.constData())
            << e << cheat(equip({helmet, hat, cap})) << false << 3
            << QStringList{"Helmet:yes:none", "Hat:yes:cheat", "Cap:no:none"}
            << QStringList{"equip.cheat", "equip.headgear"};
        QTest::addRow("%s: a Cheat! asked by name", id.constData())
            << e << cheat(equip({helmet, liftedBy(hat, Lifter::Cheat)})) << true << 3
            << QStringList{"Helmet:yes:none", "Hat:yes:cheat"} << QStringList{"equip.cheat"};
        QTest::addRow("%s: a Cheat! that is not there", id.constData())
            << e << equip({helmet, liftedBy(hat, Lifter::Cheat)}) << false << 1
            << QStringList{"Helmet:yes:none", "Hat:no:none"} << any;

        // Restrictions on the edition's own character cards: "Its bonus only counts for someone who is, at
        // the moment, a Cleric."
        const CardKind kind = p.characterCards.front().kind;
        const Attribute::Kind attr = attributeKind(kind);
        const std::string a = firstCard(p, kind);
        const std::string b = secondCard(p, kind);
        const Item restricted = onlyFor(gear("Mace", Slot::OneHand, 3), attr, a);
        const Item forbidden = forbiddenFor(gear("Robe", Slot::Armor, 2), attr, a);
        QTest::addRow("%s: only for a card you have", id.constData())
            << e << as(equip({restricted}), holding(kind, {a})) << true << 3 << QStringList{"Mace:yes:none"}
            << any;
        QTest::addRow("%s: only for a card you lack", id.constData())
            << e << as(equip({restricted}), holding(kind, {b})) << true << 0 << QStringList{"Mace:no:none"}
            << QStringList{"equip.only-for"};
        QTest::addRow("%s: Cheat! ignores the restriction", id.constData())
            << e << cheat(as(equip({liftedBy(restricted, Lifter::Cheat)}), holding(kind, {b}))) << true << 3
            << QStringList{"Mace:yes:cheat"} << QStringList{"equip.cheat"};
        QTest::addRow("%s: forbidden to a card you have", id.constData())
            << e << as(equip({forbidden}), holding(kind, {a})) << true << 0 << QStringList{"Robe:no:none"}
            << QStringList{"equip.forbidden-for"};
        QTest::addRow("%s: forbidden to a card you lack", id.constData())
            << e << as(equip({forbidden}), holding(kind, {b})) << true << 2 << QStringList{"Robe:yes:none"}
            << any;
        // A doubler on a single card: "you can equip Items forbidden to that Class" (Deluxe, Cthulhu,
        // Pathfinder); Nightmare's Dual Citizenship lists only the monster bonuses.
        const bool lifts = p.doublerIgnoresForbiddenItems;
        QTest::addRow("%s: doubled single card and a forbidden Item", id.constData())
            << e << as(equip({forbidden}), holding(kind, {a}, true)) << true << (lifts ? 2 : 0)
            << QStringList{lifts ? "Robe:yes:none" : "Robe:no:none"}
            << QStringList{lifts ? "equip.doubler-advantages" : "equip.forbidden-for"};
        QTest::addRow("%s: doubled two cards and a forbidden Item", id.constData())
            << e << as(equip({forbidden}), holding(kind, {a, b}, true)) << true << 0
            << QStringList{"Robe:no:none"} << QStringList{"equip.forbidden-for"};
        QTest::addRow("%s: only for women, worn by a woman", id.constData())
            << e
            << as(equip({onlyFor(gear("Tiara", Slot::Headgear, 2), Attribute::Kind::Sex, "female")}),
                  ofSex(Sex::Female))
            << true << 2 << QStringList{"Tiara:yes:none"} << any;
        QTest::addRow("%s: only for women, worn by a man", id.constData())
            << e
            << as(equip({onlyFor(gear("Tiara", Slot::Headgear, 2), Attribute::Kind::Sex, "female")}),
                  ofSex(Sex::Male))
            << true << 0 << QStringList{"Tiara:no:none"} << QStringList{"equip.only-for"};
        QTest::addRow("%s: forbidden to men, worn by a man", id.constData())
            << e
            << as(equip({forbiddenFor(gear("Gown", Slot::Armor, 3), Attribute::Kind::Sex, "male")}),
                  ofSex(Sex::Male))
            << true << 0 << QStringList{"Gown:no:none"} << QStringList{"equip.forbidden-for"};

        if (p.hasHirelings) {
            // Deluxe and Pathfinder: "such as Hireling or Cheat!".
            QTest::addRow("%s: a Hireling carries the extra Headgear", id.constData())
                << e << hirelings(equip({helmet, hat}), 1) << true << 3
                << QStringList{"Helmet:yes:none", "Hat:yes:hireling"} << QStringList{"equip.hireling"};
            QTest::addRow("%s: Hireling first, then Cheat!", id.constData())
                << e << cheat(hirelings(equip({helmet, hat, cap}), 1)) << true << 6
                << QStringList{"Helmet:yes:none", "Hat:yes:hireling", "Cap:yes:cheat"}
                << QStringList{"equip.hireling", "equip.cheat"};
            QTest::addRow("%s: two Hirelings", id.constData())
                << e << hirelings(equip({helmet, hat, cap}), 2) << true << 6
                << QStringList{"Helmet:yes:none", "Hat:yes:hireling", "Cap:yes:hireling"}
                << QStringList{"equip.hireling"};
            QTest::addRow("%s: a Hireling asked by name", id.constData())
                << e << cheat(hirelings(equip({helmet, liftedBy(hat, Lifter::Hireling)}), 1)) << true << 3
                << QStringList{"Helmet:yes:none", "Hat:yes:hireling"} << QStringList{"equip.hireling"};
            QTest::addRow("%s: a Hireling that is not there", id.constData())
                << e << cheat(equip({helmet, liftedBy(hat, Lifter::Hireling)})) << false << 1
                << QStringList{"Helmet:yes:none", "Hat:no:none"} << any;
        } else {
            QTest::addRow("%s: no Hirelings in this box", id.constData())
                << e << hirelings(equip({helmet}), 1) << false << unchecked << any
                << QStringList{"character.edition-cards"};
        }

        if (p.hasBigItems) {
            // "You may carry any number of Small items, but only one Big one."
            QTest::addRow("%s: one Big item", id.constData())
                << e << equip({ladder, helmet}) << true << 3
                << QStringList{"Ladder:yes:none", "Helmet:yes:none"} << any;
            QTest::addRow("%s: two Big items", id.constData())
                << e << equip({ladder, cannon}) << false << unchecked << any << QStringList{"equip.big-item"};
            QTest::addRow("%s: a carried Big item still counts as Big", id.constData())
                << e << equip({ladder, carried(cannon)}) << false << unchecked << any
                << QStringList{"equip.big-item"};
            QTest::addRow("%s: a Hireling carries the second Big item", id.constData())
                << e << hirelings(equip({ladder, cannon}), 1) << true << 5
                << QStringList{"Ladder:yes:none", "Cannon:yes:hireling"} << QStringList{"equip.hireling"};
            QTest::addRow("%s: Cheat! for the second Big item", id.constData())
                << e << cheat(equip({ladder, cannon})) << true << 5
                << QStringList{"Ladder:yes:none", "Cannon:yes:cheat"} << QStringList{"equip.cheat"};
            QTest::addRow("%s: three Big items, one lifter", id.constData())
                << e << cheat(equip({ladder, cannon, ram})) << false << unchecked << any
                << QStringList{"equip.big-item"};
            const bool dwarves = !p.bigItemRace.empty();
            // Deluxe: "something lets you have more than one Big item (for instance, the Dwarf race)";
            // Pathfinder has no Dwarves.
            QTest::addRow("%s: a Dwarf and three Big items", id.constData())
                << e << as(equip({ladder, cannon, ram}), holding(CardKind::Race, {"Dwarf"})) << dwarves
                << (dwarves ? 9 : unchecked)
                << (dwarves ? QStringList{"Ladder:yes:none", "Cannon:yes:none", "Ram:yes:none"} : any)
                << QStringList{dwarves ? "equip.big-item-race" : "equip.big-item"};
        } else {
            QTest::addRow("%s: no Big-item limit", id.constData())
                << e << equip({ladder, cannon, ram}) << true << 9
                << QStringList{"Ladder:yes:none", "Cannon:yes:none", "Ram:yes:none"}
                << QStringList{"equip.no-big-items"};
        }
    }

    // Nightmare: "unless you have a card that lets you ignore these limits, such as a Ride or Cheat!", and
    // "You may have one Ride for your character."
    const Edition n = Edition::Nightmare;
    QTest::addRow("nightmare: a Ride carries the extra Headgear")
        << n << rides(equip({helmet, hat}), 1) << true << 3
        << QStringList{"Helmet:yes:none", "Hat:yes:hireling"} << QStringList{"equip.hireling"};
    QTest::addRow("nightmare: Ride first, then Cheat!")
        << n << cheat(rides(equip({helmet, hat, cap}), 1)) << true << 6
        << QStringList{"Helmet:yes:none", "Hat:yes:hireling", "Cap:yes:cheat"}
        << QStringList{"equip.hireling", "equip.cheat"};
    QTest::addRow("nightmare: a Ride with nothing to carry")
        << n << rides(equip({helmet}), 1) << true << 1 << QStringList{"Helmet:yes:none"} << any;
    QTest::addRow("nightmare: two Rides")
        << n << rides(equip({helmet}), 2) << false << unchecked << any << QStringList{"equip.one-ride"};
}

void TestEquip::judge()
{
    QFETCH(Edition, edition);
    QFETCH(EquipRequest, request);
    QFETCH(bool, legal);
    QFETCH(int, effectiveGear);
    QFETCH(QStringList, rulings);
    QFETCH(QStringList, cites);

    const EquipResult result = judgeEquip(profile(edition), request);
    ARBITER_COMPARE_LEGAL(result.verdict, legal);
    // A rule may be cited on the whole request or on the Item it concerns.
    arbiter::rules::Verdict all = result.verdict;
    for (const ItemRuling& ruling : result.items)
        all.append(ruling.verdict);
    ARBITER_VERIFY_CITES_ALL(all, cites);
    if (effectiveGear != unchecked)
        QCOMPARE(result.effectiveGear, effectiveGear);
    if (!rulings.isEmpty())
        QCOMPARE(rulingsOf(result), rulings);

    // The gear is the sum of what counts, whatever the row fixes.
    if (!request.inCombat && result.items.size() == request.items.size()) {
        int sum = 0;
        for (std::size_t i = 0; i < result.items.size(); ++i)
            if (result.items[i].counts)
                sum += request.items[i].bonus;
        QCOMPARE(result.effectiveGear, sum);
    }
}

QTEST_APPLESS_MAIN(TestEquip)
#include "tst_equip.moc"

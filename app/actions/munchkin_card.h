#pragma once
// The cards a Munchkin action carries, as QML value types a page fills property by property and hands
// to a MunchkinActions builder. A choice (a slot, a lifter, how a monster joined, a runner) is its id
// ("headgear", "auto", "door", "fighter"); the builder checks it against the codec's id tables and
// refuses an unknown one, naming the field. Get a fresh card from MunchkinActions.itemCard() and the
// like, or declare a `property itemCard ...` of a form.

#include <QObject>
#include <QString>
#include <QStringList>

namespace arbiter::app {

// An Item put into play (gain-item).
class ItemCard {
    Q_GADGET
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString slot MEMBER slot)  // "headgear", "armor", "footgear", "1hand", "2hands", "none"
    Q_PROPERTY(bool big MEMBER big)
    Q_PROPERTY(int bonus MEMBER bonus)
    Q_PROPERTY(int gold MEMBER gold)
    Q_PROPERTY(bool equipped MEMBER equipped)
    Q_PROPERTY(QString lifter MEMBER lifter)  // "auto", "none", "cheat", "hireling"
    // A restriction: the kind ("race", "class", "faction", "citizenship", "sex") and the card or sex it
    // names; no restriction while the name is empty.
    Q_PROPERTY(QString onlyForKind MEMBER onlyForKind)
    Q_PROPERTY(QString onlyFor MEMBER onlyFor)
    Q_PROPERTY(QString forbiddenForKind MEMBER forbiddenForKind)
    Q_PROPERTY(QString forbiddenFor MEMBER forbiddenFor)

public:
    QString name;
    QString slot = QStringLiteral("none");
    bool big = false;
    int bonus = 0;
    int gold = 0;
    bool equipped = true;
    QString lifter = QStringLiteral("auto");
    QString onlyForKind = QStringLiteral("class");
    QString onlyFor;
    QString forbiddenForKind = QStringLiteral("class");
    QString forbiddenFor;

    friend bool operator==(const ItemCard&, const ItemCard&) = default;
};

// A monster card entering a fight (start-combat, add-monster).
class MonsterCard {
    Q_GADGET
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int level MEMBER level)
    Q_PROPERTY(int treasures MEMBER treasures)
    Q_PROPERTY(int levels MEMBER levels)  // the levels its death is worth
    Q_PROPERTY(QStringList tags MEMBER tags)
    Q_PROPERTY(bool levelOnly MEMBER levelOnly)
    // "door", "look-for-trouble", "wandering-monster", "undead", "goblin", "demon", "goth"
    Q_PROPERTY(QString joinedBy MEMBER joinedBy)
    // A bonus against a race, class, faction, citizenship or sex ("+5 against Elves"): the kind, the card
    // or sex it names, and the bonus; none while versusValue is empty.
    Q_PROPERTY(QString versusKind MEMBER versusKind)
    Q_PROPERTY(QString versusValue MEMBER versusValue)
    Q_PROPERTY(int versusBonus MEMBER versusBonus)

public:
    QString name;
    int level = 1;
    int treasures = 0;
    int levels = 1;
    QStringList tags;
    bool levelOnly = false;
    QString joinedBy = QStringLiteral("door");
    QString versusKind = QStringLiteral("race");
    QString versusValue;
    int versusBonus = 0;

    friend bool operator==(const MonsterCard&, const MonsterCard&) = default;
};

// A card sold straight from the hand (sell-items).
class SaleCard {
    Q_GADGET
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int gold MEMBER gold)
    Q_PROPERTY(bool oneShot MEMBER oneShot)

public:
    QString name;
    int gold = 0;
    bool oneShot = false;

    friend bool operator==(const SaleCard&, const SaleCard&) = default;
};

// One die of a run-away: a runner against a monster, and that monster's Bad Stuff if it catches them
// (none when nothing is lost).
class RunAwayRollCard {
    Q_GADGET
    Q_PROPERTY(QString monster MEMBER monster)
    Q_PROPERTY(QString runner MEMBER runner)  // "fighter" or "helper"
    Q_PROPERTY(int roll MEMBER roll)
    Q_PROPERTY(int modifier MEMBER modifier)
    Q_PROPERTY(int levelsLost MEMBER levelsLost)
    Q_PROPERTY(QStringList itemsLost MEMBER itemsLost)
    Q_PROPERTY(bool death MEMBER death)

public:
    QString monster;
    QString runner = QStringLiteral("fighter");
    int roll = 1;
    int modifier = 0;
    int levelsLost = 0;
    QStringList itemsLost;
    bool death = false;

    friend bool operator==(const RunAwayRollCard&, const RunAwayRollCard&) = default;
};

}  // namespace arbiter::app

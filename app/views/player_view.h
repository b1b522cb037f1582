#pragma once
// One player as typed values, built from the state's Player and the referee's rulings on it, and shared by
// the tablet (GameSession::playerDetails, read by the player's page and the fight's panels) and the phones
// (each entry of the table's `players`, written as JSON by gadget_json.h). The names are the ones the
// screens and the phone page read; nothing here is the codec's stored JSON.

#include "rules/game/state.h"
#include "rules/munchkin/types.h"

#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <QVariantList>
#include <QVariantMap>

namespace arbiter::app::views {

struct CharacterView {  // the character cards in play, by kind
    Q_GADGET
    Q_PROPERTY(QStringList classes MEMBER classes)
    Q_PROPERTY(QStringList races MEMBER races)
    Q_PROPERTY(QStringList factions MEMBER factions)
    Q_PROPERTY(QStringList citizenships MEMBER citizenships)
    Q_PROPERTY(QVariant sex MEMBER sex)  // "male" or "female"; null when unspecified
    Q_PROPERTY(bool superMunchkin MEMBER superMunchkin)
    Q_PROPERTY(bool halfBreed MEMBER halfBreed)
    Q_PROPERTY(bool doubleLife MEMBER doubleLife)
    Q_PROPERTY(bool dualCitizenship MEMBER dualCitizenship)

public:
    QStringList classes;
    QStringList races;
    QStringList factions;
    QStringList citizenships;
    QVariant sex;
    bool superMunchkin = false;
    bool halfBreed = false;
    bool doubleLife = false;
    bool dualCitizenship = false;

    friend bool operator==(const CharacterView&, const CharacterView&) = default;
};

struct ItemView {  // an Item in play, with the referee's ruling on it
    Q_GADGET
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString slot MEMBER slot)  // "headgear", "armor", "footgear", "1hand", "2hands", "none"
    Q_PROPERTY(bool big MEMBER big)
    Q_PROPERTY(int bonus MEMBER bonus)
    Q_PROPERTY(int gold MEMBER gold)
    Q_PROPERTY(bool equipped MEMBER equipped)
    // A restriction as {"race": "Elf"} (one of race, class, faction, citizenship, sex); null when none.
    Q_PROPERTY(QVariant onlyFor MEMBER onlyFor)
    Q_PROPERTY(QVariant forbiddenFor MEMBER forbiddenFor)
    // The ruling: whether the bonus counts, who carries the Big Item ("cheat", "hireling", "auto", "none")
    // and why.
    Q_PROPERTY(bool counts MEMBER counts)
    Q_PROPERTY(QString lifter MEMBER lifter)
    Q_PROPERTY(QVariantList reasons MEMBER reasons)  // ReasonView

public:
    QString name;
    QString slot;
    bool big = false;
    int bonus = 0;
    int gold = 0;
    bool equipped = false;
    QVariant onlyFor;
    QVariant forbiddenFor;
    bool counts = false;
    QString lifter;
    QVariantList reasons;

    friend bool operator==(const ItemView&, const ItemView&) = default;
};

struct RideView {
    Q_GADGET
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int bonus MEMBER bonus)

public:
    QString name;
    int bonus = 0;

    friend bool operator==(const RideView&, const RideView&) = default;
};

struct CurseView {  // a Curse that stays on its victim
    Q_GADGET
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int combatBonus MEMBER combatBonus)

public:
    QString name;
    int combatBonus = 0;

    friend bool operator==(const CurseView&, const CurseView&) = default;
};

struct PlayerView {  // an empty name: no such player
    Q_GADGET
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(arbiter::app::views::CharacterView character MEMBER character)
    Q_PROPERTY(int level MEMBER level)
    Q_PROPERTY(QVariant gear MEMBER gear)        // the single gear number; null when Items are entered
    Q_PROPERTY(QVariantList items MEMBER items)  // ItemView, in the order of play
    Q_PROPERTY(QVariantList rides MEMBER rides)  // RideView
    Q_PROPERTY(QStringList hirelings MEMBER hirelings)
    Q_PROPERTY(QVariantList curses MEMBER curses)  // CurseView
    Q_PROPERTY(bool dead MEMBER dead)
    Q_PROPERTY(bool bodyLooted MEMBER bodyLooted)
    Q_PROPERTY(QString colour MEMBER colour)
    Q_PROPERTY(QStringList cards MEMBER cards)  // the character cards as named: "Elf", "Super Munchkin"
    Q_PROPERTY(int effectiveGear MEMBER effectiveGear)
    Q_PROPERTY(int strength MEMBER strength)
    Q_PROPERTY(QVariantList equipReasons MEMBER equipReasons)  // ReasonView: the ruling on the whole set
    Q_PROPERTY(bool current MEMBER current)                    // whose turn it is
    // The player page's kinds ("set-sex", "die", "gain-ride"...), each true when the referee would take
    // one of its actions for this player now (rules::game::playerNow); empty in Munchkin Panic.
    Q_PROPERTY(QVariantMap may MEMBER may)

public:
    QString name;
    CharacterView character;
    int level = 0;
    QVariant gear;
    QVariantList items;
    QVariantList rides;
    QStringList hirelings;
    QVariantList curses;
    bool dead = false;
    bool bodyLooted = false;
    QString colour;
    QStringList cards;
    int effectiveGear = 0;
    int strength = 0;
    QVariantList equipReasons;
    bool current = false;
    QVariantMap may;

    friend bool operator==(const PlayerView&, const PlayerView&) = default;
};

// The character cards as the card shows them: "Elf", "Warrior", "Super Munchkin".
QStringList characterCards(const rules::munchkin::Character& character);

// `player` of `state`, in `colour`, with the referee's rulings on its Items and what its page may do.
PlayerView playerViewOf(const rules::game::GameState& state, const rules::game::Player& player,
                        const QString& colour);

}  // namespace arbiter::app::views

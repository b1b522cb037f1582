#pragma once
// A Munchkin Panic attack as typed values: the referee's ruling on each card and on the whole hit (the Hit
// dialog's preview), and the cards the dialog offers under the game's options. Every number comes from
// rules/ (rules/game/inspect_panic.h); nothing here is the codec's stored JSON.

#include "app/views/panic_move_view.h"
#include "app/views/verdict_view.h"
#include "rules/game/action.h"
#include "rules/game/state.h"

#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QVariantList>

namespace arbiter::app::views {

struct HitCardRulingView {  // one card of the attack as the referee rules on it
    Q_GADGET
    Q_PROPERTY(QString card MEMBER card)
    Q_PROPERTY(int damage MEMBER damage)
    Q_PROPERTY(bool legal MEMBER legal)
    Q_PROPERTY(QVariantList reasons MEMBER reasons)  // ReasonView

public:
    QString card;
    int damage = 0;
    bool legal = false;
    QVariantList reasons;

    friend bool operator==(const HitCardRulingView&, const HitCardRulingView&) = default;
};

struct PanicHitView {  // inactive when the attack has no Monster to hit
    Q_GADGET
    Q_PROPERTY(bool active MEMBER active)
    Q_PROPERTY(int damage MEMBER damage)
    Q_PROPERTY(int healthBefore MEMBER healthBefore)
    Q_PROPERTY(int healthAfter MEMBER healthAfter)
    Q_PROPERTY(bool slain MEMBER slain)
    Q_PROPERTY(int trophyPoints MEMBER trophyPoints)
    Q_PROPERTY(int treasures MEMBER treasures)
    Q_PROPERTY(int helperTreasures MEMBER helperTreasures)
    Q_PROPERTY(QVariantList cards MEMBER cards)  // HitCardRulingView

public:
    bool active = false;
    int damage = 0;
    int healthBefore = 0;
    int healthAfter = 0;
    bool slain = false;
    int trophyPoints = 0;
    int treasures = 0;
    int helperTreasures = 0;
    QVariantList cards;

    friend bool operator==(const PanicHitView&, const PanicHitView&) = default;
};

// preview() of a panic-hit with the ruling on each card.
struct HitPreviewView : VerdictView {
    Q_GADGET
    Q_PROPERTY(arbiter::app::views::PanicHitView hit MEMBER hit)

public:
    PanicHitView hit;

    friend bool operator==(const HitPreviewView&, const HitPreviewView&) = default;
};

// preview() of panic-move-monsters or panic-draw-curse with what would move; `move` is empty (no events, no
// board) for another action.
struct MovePreviewView : VerdictView {
    Q_GADGET
    Q_PROPERTY(arbiter::app::views::PanicMoveView move MEMBER move)

public:
    PanicMoveView move;

    friend bool operator==(const MovePreviewView&, const MovePreviewView&) = default;
};

struct HitCardOfferView {  // a Hit card of the Castle deck
    Q_GADGET
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString ring MEMBER ring)      // "archer", ...; "" for any ring
    Q_PROPERTY(QString colour MEMBER colour)  // "red", ...; "" for any colour
    Q_PROPERTY(bool worksInCastle MEMBER worksInCastle)

public:
    QString name;
    QString ring;
    QString colour;
    bool worksInCastle = false;

    friend bool operator==(const HitCardOfferView&, const HitCardOfferView&) = default;
};

struct WeaponOfferView {  // the damage a Weapon adds on each kind of Hit card
    Q_GADGET
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int swordsman MEMBER swordsman)
    Q_PROPERTY(int knight MEMBER knight)
    Q_PROPERTY(int archer MEMBER archer)

public:
    QString name;
    int swordsman = 0;
    int knight = 0;
    int archer = 0;

    friend bool operator==(const WeaponOfferView&, const WeaponOfferView&) = default;
};

struct PotionOfferView {
    Q_GADGET
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int damage MEMBER damage)  // 0 for a Potion that does something else

public:
    QString name;
    int damage = 0;

    friend bool operator==(const PotionOfferView&, const PotionOfferView&) = default;
};

struct EnhancerOfferView {  // a Monster Enhancer and the health it adds
    Q_GADGET
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int health MEMBER health)

public:
    QString name;
    int health = 0;

    friend bool operator==(const EnhancerOfferView&, const EnhancerOfferView&) = default;
};

struct PanicCardsView {  // the cards the Hit dialog offers under the game's options
    Q_GADGET
    Q_PROPERTY(QVariantList hitCards MEMBER hitCards)  // HitCardOfferView
    Q_PROPERTY(QStringList castleSpecials MEMBER castleSpecials)
    Q_PROPERTY(QVariantList weapons MEMBER weapons)  // WeaponOfferView
    Q_PROPERTY(QVariantList potions MEMBER potions)  // PotionOfferView
    Q_PROPERTY(QStringList treasureSpecials MEMBER treasureSpecials)
    Q_PROPERTY(QVariantList enhancers MEMBER enhancers)  // EnhancerOfferView

public:
    QVariantList hitCards;
    QStringList castleSpecials;
    QVariantList weapons;
    QVariantList potions;
    QStringList treasureSpecials;
    QVariantList enhancers;

    friend bool operator==(const PanicCardsView&, const PanicCardsView&) = default;
};

// The referee's ruling on an attack, card by card; inactive without its target.
PanicHitView panicHitView(const rules::game::GameState& state, const rules::game::actions::PanicHit& action);
// The cards a Panic game offers; empty for a card game.
PanicCardsView panicCardsView(const rules::game::GameState& state);

}  // namespace arbiter::app::views

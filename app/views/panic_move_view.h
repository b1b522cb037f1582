#pragma once
// What a Move Monsters phase or a Curse token would do, as typed values for the board's preview: each event
// with its kind (a Q_ENUM, PanicEvent.MonsterMoved in QML, "monster-moved" in JSON as the log spells it),
// the questions still open, and the board after. Built by app/panic_views.cpp, which words each event.

#include "app/views/panic_view.h"
#include "rules/panic/movement.h"

#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <QVariantList>

namespace arbiter::app::views {

struct PanicEvents {
    Q_GADGET

public:
    enum Kind {
        MonsterMoved,
        MonsterHeld,
        MonsterDamaged,
        MonsterKilled,
        MonsterSquished,
        WallDestroyed,
        FortifyRemoved,
        TowerDestroyed,
        RockRolled,
        RockStopped,
        CurseCancelled,
        PlaceMoreMonsters,
        LoseHelp
    };
    Q_ENUM(Kind)
};

PanicEvents::Kind eventKindOf(rules::panic::EventType type);

struct SpaceView {
    Q_GADGET
    Q_PROPERTY(int arc MEMBER arc)
    Q_PROPERTY(QString ring MEMBER ring)

public:
    int arc = 0;
    QString ring;

    friend bool operator==(const SpaceView&, const SpaceView&) = default;
};

struct PanicEventView {
    Q_GADGET
    Q_PROPERTY(arbiter::app::views::PanicEvents::Kind type MEMBER type)
    Q_PROPERTY(QString id MEMBER id)      // the Monster concerned, when one is
    Q_PROPERTY(QString by MEMBER by)      // the Monster that hit the structure; "" for the Huge Rock
    Q_PROPERTY(int arc MEMBER arc)        // the structure's or the rock's arc
    Q_PROPERTY(QString ring MEMBER ring)  // where the rock stopped
    Q_PROPERTY(arbiter::app::views::SpaceView from MEMBER from)
    Q_PROPERTY(arbiter::app::views::SpaceView to MEMBER to)
    Q_PROPERTY(int health MEMBER health)  // what a damaged Monster has left
    Q_PROPERTY(int count MEMBER count)    // Monsters more to place
    Q_PROPERTY(QString text MEMBER text)  // in words, for the list

public:
    PanicEvents::Kind type = PanicEvents::MonsterMoved;
    QString id;
    QString by;
    int arc = 0;
    QString ring;
    SpaceView from;
    SpaceView to;
    int health = 0;
    int count = 0;
    QString text;

    friend bool operator==(const PanicEventView&, const PanicEventView&) = default;
};

struct PendingChoiceView {  // a structure hit by several Monsters at once: which one takes the damage?
    Q_GADGET
    Q_PROPERTY(QString structure MEMBER structure)  // "wall:3"
    Q_PROPERTY(QString kind MEMBER kind)            // "wall" or "tower"
    Q_PROPERTY(int arc MEMBER arc)
    Q_PROPERTY(QStringList candidates MEMBER candidates)

public:
    QString structure;
    QString kind;
    int arc = 0;
    QStringList candidates;

    friend bool operator==(const PendingChoiceView&, const PendingChoiceView&) = default;
};

struct PanicMoveView {
    Q_GADGET
    Q_PROPERTY(bool legal MEMBER legal)
    Q_PROPERTY(QVariantList reasons MEMBER reasons)  // ReasonView
    // While a question is open, only what happens whatever the players answer.
    Q_PROPERTY(QVariantList events MEMBER events)    // PanicEventView
    Q_PROPERTY(QVariantList pending MEMBER pending)  // PendingChoiceView
    Q_PROPERTY(QVariant board MEMBER board)  // the PanicBoardView after, once legal and nothing is pending
    Q_PROPERTY(int towersLeft MEMBER towersLeft)
    Q_PROPERTY(bool gameLost MEMBER gameLost)

public:
    bool legal = false;
    QVariantList reasons;
    QVariantList events;
    QVariantList pending;
    QVariant board;
    int towersLeft = 0;
    bool gameLost = false;

    friend bool operator==(const PanicMoveView&, const PanicMoveView&) = default;
};

}  // namespace arbiter::app::views

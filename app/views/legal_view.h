#pragma once
// What the referee lets the table do now, as typed values (rules/game/legal_now.h): for each kind of action
// whether it would be taken, by whom and why not, and whom the monsters caught. Built once per change of head
// by HeadViews, for the tablet's buttons and the phones' alike.

#include "app/views/action_kind.h"
#include "rules/game/legal_now.h"

#include <QMetaType>
#include <QStringList>
#include <QVariantList>

namespace arbiter::app::views {

struct KindNowView {
    Q_GADGET
    Q_PROPERTY(arbiter::app::views::ActionKinds::Kind kind MEMBER kind)
    Q_PROPERTY(bool available MEMBER available)
    Q_PROPERTY(QStringList players MEMBER players)   // who may take it now, in seat order
    Q_PROPERTY(QVariantList reasons MEMBER reasons)  // ReasonView: why not, when unavailable

public:
    ActionKinds::Kind kind = ActionKinds::AddPlayer;
    bool available = false;
    QStringList players;
    QVariantList reasons;

    friend bool operator==(const KindNowView&, const KindNowView&) = default;
};

struct LegalNowView {
    Q_GADGET
    // One KindNowView per ActionKind, in the enum's order, so QML reads
    // `legalNow.kinds[ActionKind.SellItems]`; a kind the game's family has no button for is unavailable.
    Q_PROPERTY(QVariantList kinds MEMBER kinds)
    // Whom the monsters caught (a lost fight's fighter and helper, or those a failed run caught): Bad Stuff
    // and death default to them.
    Q_PROPERTY(QStringList caught MEMBER caught)

public:
    QVariantList kinds;
    QStringList caught;

    KindNowView of(ActionKinds::Kind kind) const;

    friend bool operator==(const LegalNowView&, const LegalNowView&) = default;
};

LegalNowView legalNowViewOf(const rules::game::LegalNow& now);

}  // namespace arbiter::app::views

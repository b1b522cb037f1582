#pragma once
// The action builders of app/actions/ (arbiter_actions, Qt Core alone) made known to QML: the builders as
// singletons (`MunchkinActions.changeLevel(...)`, `PanicActions.glue(...)`, `GameSetups.munchkin(...)`) and
// what they take and give as value types (`property itemCard card`, `request.valid`). Registered
// here, in the QML module, with QML_FOREIGN, so the builders themselves need no Qt Qml.

#include "app/actions/action_request.h"
#include "app/actions/munchkin_actions.h"
#include "app/actions/munchkin_card.h"
#include "app/actions/panic_actions.h"
#include "app/actions/panic_hit_card.h"
#include "app/actions/panic_monster_card.h"
#include "app/actions/setup_request.h"

#include <QObject>
#include <qqmlregistration.h>

namespace arbiter::app {

// The builders. A singleton is made by the type's default constructor, once per engine.
struct MunchkinActionsForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::MunchkinActions)
    QML_NAMED_ELEMENT(MunchkinActions)
    QML_SINGLETON
};
struct PanicActionsForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::PanicActions)
    QML_NAMED_ELEMENT(PanicActions)
    QML_SINGLETON
};
struct GameSetupsForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::GameSetups)
    QML_NAMED_ELEMENT(GameSetups)
    QML_SINGLETON
};

// What they give: an action or a new game's setup, or the argument at fault.
struct ActionRequestForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::ActionRequest)
    QML_VALUE_TYPE(actionRequest)
};
struct SetupRequestForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::SetupRequest)
    QML_VALUE_TYPE(setupRequest)
};

// The cards they take (munchkin_card.h, panic_hit_card.h, panic_monster_card.h).
struct ItemCardForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::ItemCard)
    QML_VALUE_TYPE(itemCard)
};
struct MonsterCardForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::MonsterCard)
    QML_VALUE_TYPE(monsterCard)
};
struct SaleCardForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::SaleCard)
    QML_VALUE_TYPE(saleCard)
};
struct RunAwayRollCardForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::RunAwayRollCard)
    QML_VALUE_TYPE(runAwayRoll)
};
struct PanicHitCardForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::PanicHitCard)
    QML_VALUE_TYPE(panicHitCard)
};
struct PanicMonsterCardForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::PanicMonsterCard)
    QML_VALUE_TYPE(panicMonsterCard)
};

}  // namespace arbiter::app

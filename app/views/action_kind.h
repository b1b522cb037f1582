#pragma once
// The kinds of action as an enum QML compares with and passes around (`ActionKind.SellItems`), in the order
// of rules/game/action.h's ActionVariant, so a kind's value is its index there; JSON spells each as the log
// does
// ("sell-items", by gadget_json.h's kebab-case of the key). tst_action_kinds holds the enum to rules' list.

#include "rules/game/action.h"

#include <QMetaType>

#include <optional>
#include <string_view>

namespace arbiter::app::views {

struct ActionKinds {
    Q_GADGET

public:
    enum Kind {
        AddPlayer,
        RemovePlayer,
        SetSex,
        ChangeLevel,
        PlayCharacterCard,
        DiscardCharacterCard,
        BecomeCultist,
        GainItem,
        EquipItem,
        LoseItem,
        TradeItem,
        SetGear,
        SellItems,
        GainRide,
        LoseRide,
        GainHireling,
        LoseHireling,
        GainCurse,
        LoseCurse,
        NextPhase,
        Charity,
        EndTurn,
        StartCombat,
        AddMonster,
        AddEnhancer,
        PlayOneShot,
        EliminateMonster,
        AskForHelp,
        SetCombatBonus,
        ResolveCombat,
        RunAway,
        ApplyBadStuff,
        Die,
        LootBody,
        PanicPlaceMonster,
        PanicDrawCurse,
        PanicDiscardDraw,
        PanicCharity,
        PanicHit,
        PanicMoveMonster,
        PanicRemoveMonster,
        PanicGlue,
        PanicSleep,
        PanicFortify,
        PanicMoveMonsters,
        PanicSetHand,
        PanicAdditionError,
        PanicSetBoard,
        PanicSetTrophies,
        PanicCurseCard,
        PanicSpecialCard,
        PanicNextPhase,
        RollDie
    };
    Q_ENUM(Kind)
};

inline ActionKinds::Kind actionKindOf(const rules::game::Action& action)
{
    return static_cast<ActionKinds::Kind>(action.index());
}
// The kind the log spells `name`; nullopt for a name no kind has.
std::optional<ActionKinds::Kind> actionKindNamed(std::string_view name);

}  // namespace arbiter::app::views

#pragma once
// The typed views of app/views/ made known to QML as value types, so a page reads
// `session.combat.monsters[0].name` or `session.playerDetails(name).items[0].counts` from a typed value, and
// a misspelt property is a warning QML can name.

#include "app/views/action_kind.h"
#include "app/views/combat_view.h"
#include "app/views/game_options_view.h"
#include "app/views/legal_view.h"
#include "app/views/panic_hit_view.h"
#include "app/views/panic_move_view.h"
#include "app/views/panic_view.h"
#include "app/views/player_view.h"
#include "app/views/reason_view.h"
#include "app/views/report_view.h"
#include "app/views/settling_view.h"
#include "app/views/verdict_view.h"
#include "app/views/who_starts_view.h"

#include <QObject>
#include <qqmlregistration.h>

namespace arbiter::app {

struct ReasonViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::ReasonView)
    QML_VALUE_TYPE(reasonView)
};
struct CardViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::CardView)
    QML_VALUE_TYPE(cardView)
};
struct VersusViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::VersusView)
    QML_VALUE_TYPE(versusView)
};
struct MonsterViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::MonsterView)
    QML_VALUE_TYPE(monsterView)
};
struct TakesViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::TakesView)
    QML_VALUE_TYPE(takesView)
};
struct EscapeViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::EscapeView)
    QML_VALUE_TYPE(escapeView)
};
struct CombatViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::CombatView)
    QML_VALUE_TYPE(combatView)
};
struct CharacterViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::CharacterView)
    QML_VALUE_TYPE(characterView)
};
struct ItemViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::ItemView)
    QML_VALUE_TYPE(itemView)
};
struct RideViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::RideView)
    QML_VALUE_TYPE(rideView)
};
struct CurseViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::CurseView)
    QML_VALUE_TYPE(curseView)
};
struct ReportPlayerViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::ReportPlayerView)
    QML_VALUE_TYPE(reportPlayerView)
};
struct BiggestFightViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::BiggestFightView)
    QML_VALUE_TYPE(biggestFightView)
};
struct StructureLossViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::StructureLossView)
    QML_VALUE_TYPE(structureLossView)
};
struct GameReportViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::GameReportView)
    QML_VALUE_TYPE(gameReportView)
};
struct PlayerRecordViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::PlayerRecordView)
    QML_VALUE_TYPE(playerRecordView)
};
struct MonsterCountViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::MonsterCountView)
    QML_VALUE_TYPE(monsterCountView)
};
struct GameSummaryViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::GameSummaryView)
    QML_VALUE_TYPE(gameSummaryView)
};
struct KindRecordsViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::KindRecordsView)
    QML_VALUE_TYPE(kindRecordsView)
};
struct RecordsViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::RecordsView)
    QML_VALUE_TYPE(recordsView)
};
struct PlayerViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::PlayerView)
    QML_VALUE_TYPE(playerView)
};

struct PanicMonsterViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::PanicMonsterView)
    QML_VALUE_TYPE(panicMonsterView)
};
struct PanicBoardViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::PanicBoardView)
    QML_VALUE_TYPE(panicBoardView)
};
struct TrophyViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::TrophyView)
    QML_VALUE_TYPE(trophyView)
};
struct PanicSeatViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::PanicSeatView)
    QML_VALUE_TYPE(panicSeatView)
};
struct BagMonsterViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::BagMonsterView)
    QML_VALUE_TYPE(bagMonsterView)
};
struct BagCurseViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::BagCurseView)
    QML_VALUE_TYPE(bagCurseView)
};
struct StandingViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::StandingView)
    QML_VALUE_TYPE(standingView)
};
struct PanicViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::PanicView)
    QML_VALUE_TYPE(panicView)
};

struct StarterRollViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::StarterRollView)
    QML_VALUE_TYPE(starterRollView)
};
struct RollOffRoundViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::RollOffRoundView)
    QML_VALUE_TYPE(rollOffRoundView)
};
struct GameOptionsViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::GameOptionsView)
    QML_VALUE_TYPE(gameOptionsView)
};
struct WhoStartsViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::WhoStartsView)
    QML_VALUE_TYPE(whoStartsView)
};

// The phases of a Munchkin Panic turn as an enum QML compares with: `panic.phase === PanicPhase.PlayCards`.
class PanicPhaseQml : public QObject {
    Q_OBJECT
    QML_NAMED_ELEMENT(PanicPhase)
    QML_UNCREATABLE("PanicPhase only names the phases of a Munchkin Panic turn.")
    QML_EXTENDED_NAMESPACE(arbiter::app::views::PanicPhases)
};

struct SpaceViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::SpaceView)
    QML_VALUE_TYPE(spaceView)
};
struct PanicEventViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::PanicEventView)
    QML_VALUE_TYPE(panicEventView)
};
struct PendingChoiceViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::PendingChoiceView)
    QML_VALUE_TYPE(pendingChoiceView)
};
struct PanicMoveViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::PanicMoveView)
    QML_VALUE_TYPE(panicMoveView)
};

// What happens as Monsters move, as an enum QML compares with: `event.type === PanicEvent.WallDestroyed`.
class PanicEventQml : public QObject {
    Q_OBJECT
    QML_NAMED_ELEMENT(PanicEvent)
    QML_UNCREATABLE("PanicEvent only names what happens as Monsters move.")
    QML_EXTENDED_NAMESPACE(arbiter::app::views::PanicEvents)
};

// The referee's answers (app/views/verdict_view.h, panic_hit_view.h, who_starts_view.h).
struct VerdictViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::VerdictView)
    QML_VALUE_TYPE(verdictView)
};
struct LevelAfterViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::LevelAfterView)
    QML_VALUE_TYPE(levelAfterView)
};
struct HitCardRulingViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::HitCardRulingView)
    QML_VALUE_TYPE(hitCardRulingView)
};
struct PanicHitViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::PanicHitView)
    QML_VALUE_TYPE(panicHitView)
};
struct HitPreviewViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::HitPreviewView)
    QML_VALUE_TYPE(hitPreviewView)
};
struct MovePreviewViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::MovePreviewView)
    QML_VALUE_TYPE(movePreviewView)
};
struct HitCardOfferViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::HitCardOfferView)
    QML_VALUE_TYPE(hitCardOfferView)
};
struct WeaponOfferViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::WeaponOfferView)
    QML_VALUE_TYPE(weaponOfferView)
};
struct PotionOfferViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::PotionOfferView)
    QML_VALUE_TYPE(potionOfferView)
};
struct EnhancerOfferViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::EnhancerOfferView)
    QML_VALUE_TYPE(enhancerOfferView)
};
struct PanicCardsViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::PanicCardsView)
    QML_VALUE_TYPE(panicCardsView)
};
struct RollOffRulingViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::RollOffRulingView)
    QML_VALUE_TYPE(rollOffRulingView)
};

// What the table may do now and a lost fight being settled (legal_view.h, settling_view.h).
struct KindNowViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::KindNowView)
    QML_VALUE_TYPE(kindNowView)
};
struct LegalNowViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::LegalNowView)
    QML_VALUE_TYPE(legalNowView)
};
struct CatchingMonsterViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::CatchingMonsterView)
    QML_VALUE_TYPE(catchingMonsterView)
};
struct CaughtRunnerViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::CaughtRunnerView)
    QML_VALUE_TYPE(caughtRunnerView)
};
struct SettlingViewForeign {
    Q_GADGET
    QML_FOREIGN(arbiter::app::views::SettlingView)
    QML_VALUE_TYPE(settlingView)
};

// The kinds of action as an enum QML compares with and indexes by: `legalNow.kinds[ActionKind.SellItems]`. An
// uncreatable object type extended by the enum's namespace, not a foreign namespace: qmllint 6.4 resolves
// the enums of the one and not of the other.
class ActionKindQml : public QObject {
    Q_OBJECT
    QML_NAMED_ELEMENT(ActionKind)
    QML_UNCREATABLE("ActionKind only names the kinds of action.")
    QML_EXTENDED_NAMESPACE(arbiter::app::views::ActionKinds)
};

}  // namespace arbiter::app

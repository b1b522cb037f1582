#pragma once
// Shared pieces of describeAction() (action_text.cpp) and its Panic half (action_text_panic.cpp): one
// describe() per kind of rules::game::Action, taking the typed action and who the state says is acting.
// A name left empty (a default-made action) gives a neutral word ("Someone"), never an empty sentence.

#include "rules/game/action.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::app {
struct ActionContext;
}

namespace arbiter::app::action_text {

namespace act = rules::game::actions;

QString fromView(std::string_view text);
// The name, or `fallback` when it is empty or absent.
QString nameOr(const std::string& name, const QString& fallback);
QString nameOr(const std::optional<std::string>& name, const QString& fallback);

// "Ann", "Ann and Bob", "Ann, Bob and Cid".
QString listOf(const QStringList& items);
// "1 level", "3 levels".
QString counted(int count, const QString& singular, const QString& plural);
// "+2", "-1", "+0".
QString signedNumber(int value);

// Every kind has its describe(); a kind without one picks this template and does not compile.
template <typename Kind>
QString describe(const Kind& action, const ActionContext& context) = delete;

// The Munchkin Panic kinds (action_text_panic.cpp); the card games' are in action_text.cpp.
QString describe(const act::PanicPlaceMonster& a, const ActionContext& c);
QString describe(const act::PanicDrawCurse& a, const ActionContext& c);
QString describe(const act::PanicDiscardDraw& a, const ActionContext& c);
QString describe(const act::PanicCharity& a, const ActionContext& c);
QString describe(const act::PanicHit& a, const ActionContext& c);
QString describe(const act::PanicMoveMonster& a, const ActionContext& c);
QString describe(const act::PanicRemoveMonster& a, const ActionContext& c);
QString describe(const act::PanicGlue& a, const ActionContext& c);
QString describe(const act::PanicSleep& a, const ActionContext& c);
QString describe(const act::PanicFortify& a, const ActionContext& c);
QString describe(const act::PanicMoveMonsters& a, const ActionContext& c);
QString describe(const act::PanicSetHand& a, const ActionContext& c);
QString describe(const act::PanicAdditionError& a, const ActionContext& c);
QString describe(const act::PanicSetBoard& a, const ActionContext& c);
QString describe(const act::PanicSetTrophies& a, const ActionContext& c);
QString describe(const act::PanicCurseCard& a, const ActionContext& c);
QString describe(const act::PanicSpecialCard& a, const ActionContext& c);
QString describe(const act::PanicNextPhase& a, const ActionContext& c);

}  // namespace arbiter::app::action_text

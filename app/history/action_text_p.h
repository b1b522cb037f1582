#pragma once
// Shared pieces of describeAction() (action_text.cpp) and its Panic half (action_text_panic.cpp): one
// describe() per kind of rules::game::Action, taking the typed action and who the state says is acting.
// A name left empty (a default-made action) gives a neutral word ("Someone"), never an empty sentence.
//
// The sentences are translated (docs/translating.md): each is one pattern of the context ActionWords,
// with %1..%9 for the names and numbers and %n for a count, so that a translator words and orders the
// whole sentence. Names of players, cards and Items are data, never translated.

#include "app/i18n/translations.h"
#include "rules/game/action.h"
#include "rules/panic/types.h"

#include <QCoreApplication>
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

// The translation context of the history's sentences (lupdate reads it from the macro): write
// ActionWords::tr("...") with the pattern itself in the call.
struct ActionWords {
    ARBITER_TR_FUNCTIONS(ActionWords)
};

// A pattern with %n as tr() returned it. Without the English plural forms loaded (the tests, the command
// line) tr() returns the source as written, "2 level(s)": its "(s)" then takes its "s" when the count is
// not 1, as the rules' English does (rules/core/message.cpp). A translation has no "(s)" to resolve.
QString plural(QString pattern, int n);

QString fromView(std::string_view text);
// The name, or `fallback` when it is empty or absent.
QString nameOr(const std::string& name, const QString& fallback);
QString nameOr(const std::optional<std::string>& name, const QString& fallback);

// "Ann", "Ann and Bob", "Ann, Bob and Cid", the "and" in the language of the translations.
QString listOf(const QStringList& items);
// A number in the language's digits: "3", "1,000".
QString number(int value);
// "+2", "-1", "+0".
QString signedNumber(int value);
// A Munchkin Panic phase's name as the rules' reasons name it ("Play Cards"), translated as they are.
QString panicPhaseName(rules::panic::Phase phase);

// Who acts, as the subject of a sentence: the name, or "Someone" when the action leaves it empty.
QString who(const std::string& name);
// Who acts when the action itself does not say: the context's current player.
QString currentPlayer(const ActionContext& c);

// Every kind has its describe(); a kind without one picks this template and does not compile.
template <typename Kind>
QString describe(const Kind& action, const ActionContext& context) = delete;

// Items, Rides, Hirelings and Curses (action_text_items.cpp).
QString describe(const act::GainItem& a, const ActionContext& c);
QString describe(const act::EquipItem& a, const ActionContext& c);
QString describe(const act::LoseItem& a, const ActionContext& c);
QString describe(const act::TradeItem& a, const ActionContext& c);
QString describe(const act::SetGear& a, const ActionContext& c);
QString describe(const act::SellItems& a, const ActionContext& c);
QString describe(const act::GainRide& a, const ActionContext& c);
QString describe(const act::LoseRide& a, const ActionContext& c);
QString describe(const act::GainHireling& a, const ActionContext& c);
QString describe(const act::LoseHireling& a, const ActionContext& c);
QString describe(const act::GainCurse& a, const ActionContext& c);
QString describe(const act::LoseCurse& a, const ActionContext& c);

// The Munchkin Panic kinds (action_text_panic.cpp); the other card-game kinds are in action_text.cpp.
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

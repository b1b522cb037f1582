#pragma once
// What the referee lets the table do now, and what it takes to turn the fight, as QML values
// (rules/game/legal_now.h, rules/munchkin/what_it_takes.h). Presentation only: every answer is the
// referee's.

#include "app/views/combat_view.h"
#include "rules/game/legal_now.h"
#include "rules/game/state.h"

#include <QVariantMap>

namespace arbiter::app {

// {kind: {available, players: [names], reasons: [{rule, text}]}}, one entry per kind of the family's table.
QVariantMap legalNowView(const rules::game::LegalNow& now);

// One runner's chance with a modifier on the die (`runner`, `player` and `monster` left empty).
views::EscapeView escapeChanceView(rules::munchkin::Edition edition, int modifier, bool helper,
                                   bool sacrificeRide, bool helperEscapesWithRide);

}  // namespace arbiter::app

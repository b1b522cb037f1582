#pragma once
// What it takes to escape the fight, as a QML value (rules/munchkin/what_it_takes.h). Presentation only:
// every answer is the referee's. What the table may do now is the shared LegalNowView
// (app/views/legal_view.h).

#include "app/views/combat_view.h"
#include "rules/munchkin/edition.h"

namespace arbiter::app {

// One runner's chance with a modifier on the die (`runner`, `player` and `monster` left empty).
views::EscapeView escapeChanceView(rules::munchkin::Edition edition, int modifier, bool helper,
                                   bool sacrificeRide, bool helperEscapesWithRide);

}  // namespace arbiter::app

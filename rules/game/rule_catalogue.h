#pragma once
// The rules reference: every rule id a Reason may cite, from the card games' table and Munchkin
// Panic's, merged. The app shows it; the CLI's reasons point into it; a test checks that every id the
// referee cites is listed here.

#include "rules/core/rule_entry.h"

#include <span>
#include <string_view>

namespace arbiter::rules {

std::span<const RuleEntry> ruleCatalogue();

// nullptr when the id is unknown.
const RuleEntry* findRule(std::string_view id);

}  // namespace arbiter::rules

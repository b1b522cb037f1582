#pragma once
// The rules reference: every rule id a Reason may cite, with a summary in the project's own
// words and where the rule stands in the rulebooks. The app shows it; the CLI's reasons point
// into it; a test checks that every id the referee cites is listed here.

#include <span>
#include <string_view>

namespace arbiter::rules {

struct RuleEntry {
    std::string_view id;        // stable, e.g. "charity.lowest-level"
    std::string_view title;     // a few words for a list
    std::string_view summary;   // the rule in our own words
    std::string_view rulebook;  // "Deluxe", "Cthulhu", "Nightmare", "Pathfinder", "All", "Panic" ...
    std::string_view section;   // the rulebook section the rule comes from
};

std::span<const RuleEntry> ruleCatalogue();
// nullptr when the id is unknown.
const RuleEntry* findRule(std::string_view id);

}  // namespace arbiter::rules

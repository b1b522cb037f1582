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

// Whether a table of entries is sorted by id with no id twice: each table states it in a static_assert,
// so a misplaced entry fails the build instead of a lookup.
constexpr bool sortedById(std::span<const RuleEntry> entries)
{
    for (std::size_t i = 1; i < entries.size(); ++i)
        if (!(entries[i - 1].id < entries[i].id))
            return false;
    return true;
}
// nullptr when the id is unknown.
const RuleEntry* findRule(std::string_view id);

}  // namespace arbiter::rules

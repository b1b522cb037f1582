#pragma once
// One entry of the rules reference (rules/game/rule_catalogue.h assembles them): a rule id a Reason may
// cite, with a summary in the project's own words and where the rule stands in the rulebooks. Each
// family keeps its own sorted table of entries.

#include "rules/core/message.h"

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

// Whether a table of entries is sorted by id with no id twice: each table states it in a static_assert,
// so a misplaced entry fails the build instead of a lookup.
constexpr bool sortedById(std::span<const RuleEntry> entries)
{
    for (std::size_t i = 1; i < entries.size(); ++i)
        if (!(entries[i - 1].id < entries[i].id))
            return false;
    return true;
}

}  // namespace arbiter::rules

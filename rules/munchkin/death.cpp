#include "rules/munchkin/death.h"

#include "rules/core/text.h"

#include <algorithm>

namespace arbiter::rules::munchkin {

using text::num;

std::vector<std::string> keptOnDeath(const EditionProfile& profile)
{
    std::vector<std::string> kept;
    for (const CharacterCardKind& kind : profile.characterCards) {
        kept.push_back(toString(kind.kind) + " cards");
        kept.push_back(text::str(kind.doublingCard));
    }
    kept.emplace_back("Level");
    kept.emplace_back("Curses on the character");
    if (profile.hasCultists)
        kept.emplace_back("(Monster Enhancers played on a dying Cultist are discarded)");
    return kept;
}

LootResult judgeLooting(const EditionProfile& profile, const LootRequest& request)
{
    LootResult result;
    std::string kept;
    for (const std::string& part : keptOnDeath(profile))
        kept += (kept.empty() ? "" : ", ") + part;
    result.verdict.note("death.keep", request.deceased + " keeps: " + kept + ".");
    std::vector<Looter> looters;
    bool skippedDead = false;
    for (const Looter& player : request.players) {
        if (player.name == request.deceased)
            continue;
        if (player.dead) {
            skippedDead = true;
            continue;
        }
        looters.push_back(player);
    }
    if (skippedDead)
        result.verdict.note("death.dead-receive-nothing", "Dead players take nothing from the body.");

    // Highest Level first; a tie is broken by the rolls when every tied player rolled a different number.
    std::stable_sort(looters.begin(), looters.end(),
                     [](const Looter& a, const Looter& b) { return a.level > b.level; });
    result.verdict.note("death.loot-order", "The body is looted highest Level first.");
    for (std::size_t begin = 0; begin < looters.size();) {
        std::size_t end = begin + 1;
        while (end < looters.size() && looters[end].level == looters[begin].level)
            ++end;
        if (end - begin > 1) {
            std::vector<int> rolls;
            for (std::size_t i = begin; i < end; ++i)
                rolls.push_back(looters[i].tieRoll);
            std::sort(rolls.begin(), rolls.end());
            const bool decided =
                rolls.front() > 0 && std::adjacent_find(rolls.begin(), rolls.end()) == rolls.end();
            if (decided) {
                std::stable_sort(looters.begin() + static_cast<long>(begin),
                                 looters.begin() + static_cast<long>(end),
                                 [](const Looter& a, const Looter& b) { return a.tieRoll > b.tieRoll; });
                result.verdict.note(
                    "death.loot-tie-roll",
                    "Players tied at Level " + num(looters[begin].level) + " go in order of their rolls.");
            } else {
                std::vector<std::string> group;
                for (std::size_t i = begin; i < end; ++i)
                    group.push_back(looters[i].name);
                result.verdict.note("death.loot-tie-roll",
                                    "Players tied at Level " + num(looters[begin].level)
                                        + " must roll a die (again) to settle who goes first.");
                result.tiesToRoll.push_back(std::move(group));
            }
        }
        begin = end;
    }

    int cards = request.cardsOnBody;
    for (const Looter& looter : looters) {
        result.order.push_back({looter.name, cards > 0});
        cards = std::max(0, cards - 1);
    }
    result.discarded = cards;
    result.verdict.note("death.loot-one-each",
                        "Each living player takes one card; "
                            + (result.discarded > 0 ? text::plural(result.discarded, "card is", "cards are")
                                                          + " left and discarded."
                                                    : std::string("the body has nothing left.")));
    return result;
}

}  // namespace arbiter::rules::munchkin

#include "rules/munchkin/charity.h"

#include "rules/core/text.h"

#include <algorithm>
#include <climits>
#include <set>

namespace arbiter::rules::munchkin {

using text::num;

CharityResult judgeCharity(const EditionProfile& profile, const Charity& request)
{
    CharityResult result;
    Verdict& verdict = result.verdict;
    const auto giver = std::find_if(request.players.begin(), request.players.end(),
                                    [&](const CharityPlayer& p) { return p.name == request.giver; });
    // The body was looted: a dead player holds no hand, so there is nothing to give or discard.
    if (giver != request.players.end() && giver->dead) {
        verdict.refuse("charity.dead-giver", request.giver + " is dead: a dead player has no hand to give "
                                                             "Charity from.");
        return result;
    }
    result.limit = request.handLimit.value_or(profile.handLimit);
    result.excess = std::max(0, request.hand - result.limit);
    if (result.excess == 0) {
        verdict.note("charity.hand-limit", "A hand of " + num(request.hand) + " is within the limit of "
                                               + num(result.limit) + ": no Charity.");
        return result;
    }
    verdict.note("charity.hand-limit", "A hand of " + num(request.hand) + " is " + num(result.excess)
                                           + " over the limit of " + num(result.limit) + ".");

    const int giverLevel = giver != request.players.end() ? giver->level : 1;

    int lowest = INT_MAX;
    bool skippedDead = false;
    for (const CharityPlayer& player : request.players) {
        if (player.name == request.giver)
            continue;
        if (player.dead) {
            skippedDead = true;
            continue;
        }
        lowest = std::min(lowest, player.level);
    }
    if (skippedDead)
        verdict.note("death.dead-receive-nothing", "Dead players receive no Charity.");

    if (lowest == INT_MAX || giverLevel <= lowest) {
        result.discard = result.excess;
        verdict.note("charity.giver-lowest-discards",
                     request.giver + " is the lowest Level (or tied for it), so the "
                         + text::plural(result.excess, "card is", "cards are") + " discarded.");
        return result;
    }

    std::vector<std::string> recipients;
    for (const CharityPlayer& player : request.players)
        if (player.name != request.giver && !player.dead && player.level == lowest)
            recipients.push_back(player.name);
    const int share = result.excess / static_cast<int>(recipients.size());
    result.leftovers = result.excess % static_cast<int>(recipients.size());
    verdict.note("charity.lowest-level", "The excess goes to the lowest-Level living "
                                             + std::string(recipients.size() == 1 ? "player" : "players")
                                             + " (Level " + num(lowest) + "): " + text::listOf(recipients)
                                             + ".");

    // The giver's pick for the leftovers must name exactly that many distinct recipients.
    std::vector<std::string> picked;
    if (!request.biggerShare.empty()) {
        const std::set<std::string> distinct(request.biggerShare.begin(), request.biggerShare.end());
        const bool valid =
            static_cast<int>(distinct.size()) == result.leftovers
            && distinct.size() == request.biggerShare.size()
            && std::all_of(distinct.begin(), distinct.end(), [&](const std::string& name) {
                   return std::find(recipients.begin(), recipients.end(), name) != recipients.end();
               });
        if (valid)
            picked = request.biggerShare;
        else
            verdict.refuse("charity.even-split",
                           "The bigger share must go to exactly "
                               + text::plural(result.leftovers, "player", "different players")
                               + " among those tied for lowest.");
    }

    for (const std::string& name : recipients) {
        const bool extra = std::find(picked.begin(), picked.end(), name) != picked.end();
        const int count = share + (extra ? 1 : 0);
        if (count > 0)
            result.gifts.push_back({name, count});
    }
    if (!result.gifts.empty()) {
        std::vector<std::string> shares;
        for (const Gift& gift : result.gifts)
            shares.push_back(gift.to + " " + text::plural(gift.count, "card", "cards"));
        verdict.note("charity.lowest-level", request.giver + " gives " + text::listOf(shares) + ".");
    }
    if (!picked.empty()) {
        result.leftovers = 0;
    } else if (result.leftovers > 0) {
        result.choice = recipients;
    }
    if (recipients.size() > 1)
        verdict.note("charity.even-split",
                     "The cards are split as evenly as possible: " + num(share) + " each"
                         + (result.leftovers > 0 ? ", and the giver chooses who gets the "
                                                       + num(result.leftovers) + " left over."
                            : picked.empty() ? "."
                                             : ", with the extra cards to the giver's choice."));
    return result;
}

}  // namespace arbiter::rules::munchkin

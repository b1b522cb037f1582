#include "rules/munchkin/charity.h"

#include <algorithm>
#include <climits>
#include <set>

namespace arbiter::rules::munchkin {

CharityResult judgeCharity(const EditionProfile& profile, const Charity& request)
{
    CharityResult result;
    Verdict& verdict = result.verdict;
    const auto giver = std::find_if(request.players.begin(), request.players.end(),
                                    [&](const CharityPlayer& p) { return p.name == request.giver; });
    // The body was looted: a dead player holds no hand, so there is nothing to give or discard.
    if (giver != request.players.end() && giver->dead) {
        verdict.refuse("charity.dead-giver",
                       ARBITER_MESSAGE("charity.dead-giver.no-hand",
                                       "%1 is dead: a dead player has no hand to give Charity from."),
                       request.giver);
        return result;
    }
    result.limit = request.handLimit.value_or(profile.handLimit);
    result.excess = std::max(0, request.hand - result.limit);
    if (result.excess == 0) {
        verdict.note("charity.hand-limit",
                     ARBITER_MESSAGE("charity.hand-limit.within",
                                     "A hand of %1 is within the limit of %2: no Charity."),
                     request.hand, result.limit);
        return result;
    }
    verdict.note("charity.hand-limit",
                 ARBITER_MESSAGE("charity.hand-limit.over", "A hand of %1 is %2 over the limit of %3."),
                 request.hand, result.excess, result.limit);

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
        verdict.note("death.dead-receive-nothing", ARBITER_MESSAGE("death.dead-receive-nothing.charity",
                                                                   "Dead players receive no Charity."));

    if (lowest == INT_MAX || giverLevel <= lowest) {
        result.discard = result.excess;
        verdict.note("charity.giver-lowest-discards",
                     ARBITER_MESSAGE_N("charity.giver-lowest-discards.discards",
                                       "%1 is the lowest Level (or tied for it), so the %n card(s) must be "
                                       "discarded."),
                     request.giver, Count{result.excess});
        return result;
    }

    std::vector<std::string> recipients;
    for (const CharityPlayer& player : request.players)
        if (player.name != request.giver && !player.dead && player.level == lowest)
            recipients.push_back(player.name);
    const int share = result.excess / static_cast<int>(recipients.size());
    result.leftovers = result.excess % static_cast<int>(recipients.size());
    verdict.note("charity.lowest-level",
                 ARBITER_MESSAGE_N("charity.lowest-level.recipients",
                                   "The excess goes to the lowest-Level living player(s) (Level %1): %2."),
                 Count{static_cast<int>(recipients.size())}, lowest, recipients);

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
            verdict.refuse(
                "charity.even-split",
                ARBITER_MESSAGE_N("charity.even-split.bigger-share",
                                  "The bigger share must go to exactly %n different player(s) among "
                                  "those tied for lowest."),
                Count{result.leftovers});
    }

    for (const std::string& name : recipients) {
        const bool extra = std::find(picked.begin(), picked.end(), name) != picked.end();
        const int count = share + (extra ? 1 : 0);
        if (count > 0)
            result.gifts.push_back({name, count});
    }
    // One sentence per recipient: each share is a number of cards with its own plural.
    for (const Gift& gift : result.gifts)
        verdict.note("charity.lowest-level",
                     ARBITER_MESSAGE_N("charity.lowest-level.gives", "%1 gives %2 %n card(s)."),
                     request.giver, gift.to, Count{gift.count});
    if (!picked.empty()) {
        result.leftovers = 0;
    } else if (result.leftovers > 0) {
        result.choice = recipients;
    }
    if (recipients.size() > 1) {
        if (result.leftovers > 0)
            verdict.note("charity.even-split",
                         ARBITER_MESSAGE("charity.even-split.giver-chooses",
                                         "The cards are split as evenly as possible: %1 each, and the giver "
                                         "chooses who gets the %2 left over."),
                         share, result.leftovers);
        else if (picked.empty())
            verdict.note("charity.even-split",
                         ARBITER_MESSAGE("charity.even-split.even",
                                         "The cards are split as evenly as possible: %1 each."),
                         share);
        else
            verdict.note("charity.even-split",
                         ARBITER_MESSAGE("charity.even-split.picked",
                                         "The cards are split as evenly as possible: %1 each, with the extra "
                                         "cards to the giver's choice."),
                         share);
    }
    return result;
}

}  // namespace arbiter::rules::munchkin

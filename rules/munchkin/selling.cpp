#include "rules/munchkin/selling.h"

#include "rules/core/text.h"

#include <algorithm>

namespace arbiter::rules::munchkin {

using text::num;

SaleResult judgeSale(const EditionProfile& profile, const Options& options, const Sale& sale)
{
    SaleResult result;
    Verdict& verdict = result.verdict;
    result.levelAfter = sale.level;
    const int win = winningLevel(profile, options);

    if (sale.dead)
        verdict.refuse("levels.dead", "A dead character cannot sell Items for levels.");
    if (!sale.ownTurn)
        verdict.refuse("sell.own-turn", "Items can be sold for levels only on your own turn.");
    if (sale.inCombat || sale.runningAway)
        verdict.refuse("sell.not-in-combat",
                       std::string("Items cannot be sold ")
                           + (sale.inCombat ? "during a combat." : "while running away."));

    const bool oneShotsCount = oneShotsSell(profile, options);
    bool oneShots = false;
    bool fromHand = false;
    for (const SaleItem& item : sale.items) {
        fromHand = fromHand || item.fromHand;
        if (item.oneShot) {
            oneShots = true;
            if (!oneShotsCount)
                continue;
        }
        result.goldTotal += item.gold;
    }
    if (oneShots)
        verdict.note("sell.one-shots",
                     profile.oneShotsSellable
                         ? text::str(profile.rulebook)
                               + "'s rulebook counts one-shots as Items: they sell for their Gold like any other."
                     : options.sellOneShots
                         ? "House rule: one-shots sell for their Gold like Items, which "
                               + text::str(profile.rulebook) + "'s rulebook leaves open."
                         : text::str(profile.rulebook)
                               + "'s rulebook calls one-shots Treasures, not Items: they add no Gold to a "
                                 "sale (the house rule sellOneShots counts them).");
    if (fromHand)
        verdict.note("sell.from-hand", "Items may be sold from the hand as well as from the table.");

    const int levels = result.goldTotal / goldPerLevel;
    result.maxLevels = std::max(0, win - 1 - sale.level);
    if (levels == 0)
        verdict.refuse("sell.minimum", num(result.goldTotal) + " Gold is less than the " + num(goldPerLevel)
                                           + " a level costs.");
    else if (levels > result.maxLevels)
        verdict.refuse("sell.not-winning-level",
                       num(result.goldTotal) + " Gold would buy " + text::plural(levels, "level", "levels")
                           + ", but selling cannot reach Level " + num(win) + ": at most "
                           + text::plural(result.maxLevels, "level", "levels") + " from Level "
                           + num(sale.level) + ".");

    if (!verdict.legal)
        return result;
    result.levelsGained = levels;
    result.goldUsed = levels * goldPerLevel;
    result.goldWasted = result.goldTotal - result.goldUsed;
    result.levelAfter = sale.level + levels;
    verdict.note("sell.rate", num(result.goldTotal) + " Gold buys " + text::plural(levels, "level", "levels")
                                  + ": Level " + num(sale.level) + " to " + num(result.levelAfter) + ".");
    if (result.goldWasted > 0)
        verdict.note("sell.no-change", num(result.goldWasted) + " Gold is lost: there is no change.");
    return result;
}

}  // namespace arbiter::rules::munchkin

#include "rules/munchkin/selling.h"

#include <algorithm>

namespace arbiter::rules::munchkin {

SaleResult judgeSale(const EditionProfile& profile, const Options& options, const Sale& sale)
{
    SaleResult result;
    Verdict& verdict = result.verdict;
    result.levelAfter = sale.level;
    const int win = winningLevel(profile, options);

    if (sale.dead)
        verdict.refuse("levels.dead", ARBITER_MESSAGE("levels.dead.no-selling",
                                                      "A dead character cannot sell Items for levels."));
    if (!sale.ownTurn)
        verdict.refuse("sell.own-turn",
                       ARBITER_MESSAGE("sell.own-turn.sale-not-own-turn",
                                       "Items can be sold for levels only on your own turn."));
    if (sale.inCombat || sale.runningAway)
        verdict.refuse("sell.not-in-combat",
                       sale.inCombat ? ARBITER_MESSAGE("sell.not-in-combat.sale-in-combat",
                                                       "Items cannot be sold during a combat.")
                                     : ARBITER_MESSAGE("sell.not-in-combat.sale-running-away",
                                                       "Items cannot be sold while running away."));

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
        verdict.note(
            "sell.one-shots",
            profile.oneShotsSellable
                ? ARBITER_MESSAGE("sell.one-shots.rulebook-sells",
                                  "%1's rulebook counts one-shots as Items: they sell for their Gold like "
                                  "any other.")
            : options.sellOneShots
                ? ARBITER_MESSAGE("sell.one-shots.house-rule",
                                  "House rule: one-shots sell for their Gold like Items, which %1's "
                                  "rulebook leaves open.")
                : ARBITER_MESSAGE("sell.one-shots.rulebook-keeps",
                                  "%1's rulebook calls one-shots Treasures, not Items: they add no Gold "
                                  "to a sale (the house rule sellOneShots counts them)."),
            profile.rulebook);
    if (fromHand)
        verdict.note("sell.from-hand",
                     ARBITER_MESSAGE("sell.from-hand.hand-and-table",
                                     "Items may be sold from the hand as well as from the table."));

    const int levels = result.goldTotal / goldPerLevel;
    result.maxLevels = std::max(0, win - 1 - sale.level);
    if (levels == 0)
        verdict.refuse(
            "sell.minimum",
            ARBITER_MESSAGE("sell.minimum.too-little-gold", "%1 Gold is less than the %2 a level costs."),
            result.goldTotal, goldPerLevel);
    else if (levels > result.maxLevels && levels == 1)  // then not a single level may be sold
        verdict.refuse(
            "sell.not-winning-level",
            ARBITER_MESSAGE("sell.not-winning-level.sale-one-level",
                            "%1 Gold would buy 1 level, but selling cannot reach Level %2: at most 0 "
                            "levels from Level %3."),
            result.goldTotal, win, sale.level);
    else if (levels > result.maxLevels)
        verdict.refuse(
            "sell.not-winning-level",
            ARBITER_MESSAGE_N("sell.not-winning-level.sale-levels",
                              "%1 Gold would buy %2 levels, but selling cannot reach Level %3: at most "
                              "%n level(s) from Level %4."),
            result.goldTotal, levels, win, Count{result.maxLevels}, sale.level);

    if (!verdict.legal)
        return result;
    result.levelsGained = levels;
    result.goldUsed = levels * goldPerLevel;
    result.goldWasted = result.goldTotal - result.goldUsed;
    result.levelAfter = sale.level + levels;
    verdict.note("sell.rate",
                 ARBITER_MESSAGE_N("sell.rate.gold-buys-levels", "%1 Gold buys %n level(s): Level %2 to %3."),
                 result.goldTotal, Count{levels}, sale.level, result.levelAfter);
    if (result.goldWasted > 0)
        verdict.note("sell.no-change",
                     ARBITER_MESSAGE("sell.no-change.gold-lost", "%1 Gold is lost: there is no change."),
                     result.goldWasted);
    return result;
}

}  // namespace arbiter::rules::munchkin

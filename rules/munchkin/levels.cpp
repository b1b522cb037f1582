#include "rules/munchkin/levels.h"

#include "rules/core/text.h"

#include <algorithm>

namespace arbiter::rules::munchkin {

using text::num;

int clampLevel(int level, int amount, int cap)
{
    return std::clamp(level + amount, 1, std::max(1, cap));
}

LevelChangeResult checkLevelChange(const EditionProfile& profile, const Options& options,
                                   const LevelChange& change)
{
    LevelChangeResult result;
    result.levelAfter = change.level;
    const int win = winningLevel(profile, options);

    if (change.source == LevelSource::LastNonCultist && !profile.hasCultists) {
        result.verdict.refuse(
            "character.edition-cards",
            "Only Munchkin Cthulhu has Cultists, so no one gains a level for being the last non-Cultist.");
        return result;
    }
    if (change.source == LevelSource::LastNonCultist && change.amount != 1) {
        result.verdict.refuse(
            "cultist.last-non-cultist",
            "The last player who is not a Cultist gains exactly one level, not " + num(change.amount) + ".");
        return result;
    }
    if (change.dead && change.amount > 0) {
        result.verdict.refuse("levels.dead", "A dead character cannot go up a level.");
        return result;
    }
    if (change.amount <= 0) {
        result.levelAfter = clampLevel(change.level, change.amount, win);
        if (change.level + change.amount < 1)
            result.verdict.note("levels.floor-one",
                                "Level " + num(change.level) + " " + num(change.amount)
                                    + " would fall below 1, so the player stops at Level 1.");
        return result;
    }

    const int target = change.level + change.amount;
    if (target < win) {
        result.levelAfter = target;
        if (change.source == LevelSource::GoUpALevel)
            result.verdict.note("levels.go-up-a-level", "Go Up a Level takes the player from Level "
                                                            + num(change.level) + " to " + num(target) + ".");
        return result;
    }

    // The change reaches the winning level: only a kill (or a card that says so) may do that.
    switch (change.source) {
    case LevelSource::Kill:
        result.verdict.note("levels.win-by-kill-only",
                            "The level comes from a kill, which may reach the winning level.");
        break;
    case LevelSource::LastNonCultist:
        result.verdict.note(
            "cultist.last-non-cultist",
            "The last player who is not a Cultist gains a level, and it may be the winning one.");
        break;
    case LevelSource::Card:
        if (!change.cardAllowsWin) {
            result.verdict.refuse(
                "levels.win-by-kill-only",
                "Level " + num(win) + " wins the game and can only be reached by killing a monster.");
            return result;
        }
        result.verdict.note("levels.card-win", "The card says it may give the winning level.");
        break;
    case LevelSource::GoUpALevel:
        if (!(change.cardAllowsWin && profile.goUpALevelMayWinWhenCardSays)) {
            result.verdict.refuse("levels.go-up-a-level",
                                  "Go Up a Level cannot give the winning level (Level " + num(win) + ").");
            return result;
        }
        result.verdict.note("levels.card-win", "This Go Up a Level card says it may give the winning level.");
        break;
    case LevelSource::Sell:
        result.verdict.refuse(
            "sell.not-winning-level",
            "Selling Items cannot take a player to the winning level (Level " + num(win) + ").");
        return result;
    }
    result.levelAfter = win;
    result.wins = true;
    result.verdict.note("levels.winning-level",
                        "Level " + num(win) + " is the winning level: the game is won.");
    return result;
}

}  // namespace arbiter::rules::munchkin

#include "rules/munchkin/levels.h"

#include <algorithm>

namespace arbiter::rules::munchkin {

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
            ARBITER_MESSAGE("character.edition-cards.no-last-non-cultist",
                            "Only Munchkin Cthulhu has Cultists, so no one gains a level for being the last "
                            "non-Cultist."));
        return result;
    }
    if (change.source == LevelSource::LastNonCultist && change.amount != 1) {
        result.verdict.refuse(
            "cultist.last-non-cultist",
            ARBITER_MESSAGE("cultist.last-non-cultist.exactly-one",
                            "The last player who is not a Cultist gains exactly one level, not %1."),
            change.amount);
        return result;
    }
    if (change.dead && change.amount > 0) {
        result.verdict.refuse("levels.dead", ARBITER_MESSAGE("levels.dead.no-level-up",
                                                             "A dead character cannot go up a level."));
        return result;
    }
    if (change.amount <= 0) {
        result.levelAfter = clampLevel(change.level, change.amount, win);
        if (change.level + change.amount < 1)
            result.verdict.note(
                "levels.floor-one",
                ARBITER_MESSAGE("levels.floor-one.stops-at-one",
                                "Level %1 %2 would fall below 1, so the player stops at Level 1."),
                change.level, change.amount);
        return result;
    }

    const int target = change.level + change.amount;
    if (target < win) {
        result.levelAfter = target;
        if (change.source == LevelSource::GoUpALevel)
            result.verdict.note("levels.go-up-a-level",
                                ARBITER_MESSAGE("levels.go-up-a-level.from-to",
                                                "Go Up a Level takes the player from Level %1 to %2."),
                                change.level, target);
        return result;
    }

    // The change reaches the winning level: only a kill (or a card that says so) may do that.
    switch (change.source) {
    case LevelSource::Kill:
        result.verdict.note(
            "levels.win-by-kill-only",
            ARBITER_MESSAGE("levels.win-by-kill-only.kill",
                            "The level comes from a kill, which may reach the winning level."));
        break;
    case LevelSource::LastNonCultist:
        result.verdict.note(
            "cultist.last-non-cultist",
            ARBITER_MESSAGE(
                "cultist.last-non-cultist.may-win",
                "The last player who is not a Cultist gains a level, and it may be the winning one."));
        break;
    case LevelSource::Card:
        if (!change.cardAllowsWin) {
            result.verdict.refuse(
                "levels.win-by-kill-only",
                ARBITER_MESSAGE("levels.win-by-kill-only.card",
                                "Level %1 wins the game and can only be reached by killing a monster."),
                win);
            return result;
        }
        result.verdict.note(
            "levels.card-win",
            ARBITER_MESSAGE("levels.card-win.card", "The card says it may give the winning level."));
        break;
    case LevelSource::GoUpALevel:
        if (!(change.cardAllowsWin && profile.goUpALevelMayWinWhenCardSays)) {
            result.verdict.refuse("levels.go-up-a-level",
                                  ARBITER_MESSAGE("levels.go-up-a-level.not-winning",
                                                  "Go Up a Level cannot give the winning level (Level %1)."),
                                  win);
            return result;
        }
        result.verdict.note("levels.card-win",
                            ARBITER_MESSAGE("levels.card-win.go-up-a-level",
                                            "This Go Up a Level card says it may give the winning level."));
        break;
    case LevelSource::Sell:
        result.verdict.refuse(
            "sell.not-winning-level",
            ARBITER_MESSAGE("sell.not-winning-level.level-change",
                            "Selling Items cannot take a player to the winning level (Level %1)."),
            win);
        return result;
    }
    result.levelAfter = win;
    result.wins = true;
    result.verdict.note(
        "levels.winning-level",
        ARBITER_MESSAGE("levels.winning-level.won", "Level %1 is the winning level: the game is won."), win);
    return result;
}

}  // namespace arbiter::rules::munchkin

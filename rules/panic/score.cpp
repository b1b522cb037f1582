// Trophy points: Charity in phase 2 goes by them, and the end of the game ranks the players by them.

#include "rules/panic/turn.h"

#include "rules/core/text.h"

#include <algorithm>
#include <numeric>
#include <set>
#include <string_view>

namespace arbiter::rules::panic {
namespace {

using text::listOf;
using text::num;
using text::plural;

constexpr int lowestTrophy = 1;   // a Trophy counts the highest number on its token
constexpr int highestTrophy = 5;  // the Plutonium Dragon
constexpr int towerCount = 6;
constexpr int monsterTokenCount = 39;

// Trophies are worth 1 to 5; counts cannot be negative; names must tell the players apart.
bool checkTrophies(const std::string& name, const std::vector<int>& trophies, int additionErrors,
                   Verdict& verdict)
{
    for (const int trophy : trophies)
        if (trophy < lowestTrophy || trophy > highestTrophy) {
            verdict.refuse("panic.trophy-points", name + " holds a Trophy worth " + num(trophy)
                                                      + "; Monsters are worth 1 to 5 points.");
            return false;
        }
    if (additionErrors < 0) {
        verdict.refuse("panic.addition-error",
                       name + " cannot have " + num(additionErrors) + " Convenient Addition Errors.");
        return false;
    }
    return true;
}

void noteAdditionErrors(const std::string& name, int additionErrors, Verdict& verdict)
{
    if (additionErrors > 0)
        verdict.note("panic.addition-error",
                     name + " has "
                         + plural(additionErrors, "Convenient Addition Error", "Convenient Addition Errors")
                         + ": +" + plural(additionErrors, "Trophy point", "Trophy points") + ".");
}

bool checkNames(const std::vector<std::string>& names, Verdict& verdict)
{
    const std::set<std::string> distinct(names.begin(), names.end());
    if (distinct.size() == names.size())
        return true;
    verdict.refuse("panic.player-count", "Every player needs a name of their own.");
    return false;
}

// Picks the recipients of an uneven split: biggerShare takes one odd card, the rest stay the giver's choice.
void splitAmong(const std::vector<std::string>& recipients, const std::optional<std::string>& biggerShare,
                CharityResult& result)
{
    const int count = static_cast<int>(recipients.size());
    const int share = result.excess / count;
    result.leftovers = result.excess % count;
    if (result.leftovers > 0)
        result.choice = recipients;
    std::optional<std::string> picked;
    if (biggerShare) {
        if (std::find(result.choice.begin(), result.choice.end(), *biggerShare) == result.choice.end()) {
            result.verdict.refuse("panic.charity-split",
                                  *biggerShare + " is not one of the players who may get an odd card.");
            return;
        }
        picked = biggerShare;
        --result.leftovers;
        result.choice.erase(std::find(result.choice.begin(), result.choice.end(), *biggerShare));
        if (result.leftovers == 0)
            result.choice.clear();
    }
    for (const std::string& name : recipients) {
        const int cards = share + (name == picked ? 1 : 0);
        if (cards > 0)
            result.gifts.push_back({name, cards});
    }
    if (count == 1)
        return;
    std::string text = "The " + plural(result.excess, "card is", "cards are") + " split as evenly as possible"
                       + (share > 0 ? ": " + num(share) + " each" : " between " + num(count) + " players");
    if (picked)
        text += ", with an odd card to " + *picked;
    if (result.leftovers > 0)
        text += ", and the giver gives " + plural(result.leftovers, "odd card", "odd cards") + " to "
                + (result.leftovers == 1 ? "one" : "different ones") + " of " + listOf(result.choice);
    result.verdict.note("panic.charity-split", text + ".");
}

}  // namespace

int trophyPoints(const CharityPlayer& player)
{
    return std::accumulate(player.trophies.begin(), player.trophies.end(), 0) + player.additionErrors;
}

CharityResult charity(const Options& options, const std::vector<CharityPlayer>& players,
                      const std::string& giver, const std::optional<std::string>& biggerShare)
{
    CharityResult result;
    Verdict& verdict = result.verdict;
    const HandSizes sizes = handSizes(options, static_cast<int>(players.size()));
    if (!sizes.verdict.legal) {
        verdict.append(sizes.verdict);
        return result;
    }
    std::vector<std::string> names;
    for (const CharityPlayer& player : players) {
        names.push_back(player.name);
        if (!checkTrophies(player.name, player.trophies, player.additionErrors, verdict))
            return result;
        if (player.treasure < 0) {
            verdict.refuse("panic.charity-limit",
                           player.name + " cannot hold " + num(player.treasure) + " Treasure cards.");
            return result;
        }
    }
    if (!checkNames(names, verdict))
        return result;
    const auto giving =
        std::find_if(players.begin(), players.end(), [&](const CharityPlayer& p) { return p.name == giver; });
    if (giving == players.end()) {
        verdict.refuse("panic.charity-limit",
                       "No player named " + giver + " is at the table to give Charity.");
        return result;
    }

    result.limit = sizes.treasureLimit;
    result.excess = std::max(0, giving->treasure - result.limit);
    verdict.note("panic.charity-limit", giver + " holds " + num(giving->treasure)
                                            + " Treasure cards against a limit of " + num(result.limit) + ": "
                                            + num(result.excess) + " over.");
    if (result.excess == 0) {
        if (biggerShare)
            verdict.refuse("panic.charity-split", "Nothing is given, so no one gets a bigger share.");
        return result;
    }
    if (options.mode == Mode::Solitaire) {
        result.discard = result.excess;
        verdict.note("panic.mode-solitaire", "Alone at the table, " + giver + " discards the "
                                                 + plural(result.excess, "card", "cards")
                                                 + " over the limit.");
        if (biggerShare)
            verdict.refuse("panic.charity-split", "Discarded cards give no one a bigger share.");
        return result;
    }

    const int giverPoints = trophyPoints(*giving);
    int lowest = giverPoints;
    for (const CharityPlayer& player : players)
        lowest = std::min(lowest, trophyPoints(player));
    std::vector<std::string> recipients;
    for (const CharityPlayer& player : players)
        if (player.name != giver && trophyPoints(player) == lowest)
            recipients.push_back(player.name);
    std::string points;
    for (const CharityPlayer& player : players)
        points += (points.empty() ? "" : ", ") + player.name + " " + num(trophyPoints(player));
    verdict.note("panic.trophy-points", "Trophy points: " + points + ".");
    for (const CharityPlayer& player : players)
        noteAdditionErrors(player.name, player.additionErrors, verdict);

    if (recipients.empty()) {
        result.discard = result.excess;
        verdict.note("panic.charity-giver-lowest",
                     giver + " has the fewest Trophy points (" + num(giverPoints) + "), so the "
                         + plural(result.excess, "card is", "cards are") + " discarded.");
        if (biggerShare)
            verdict.refuse("panic.charity-split", "Discarded cards give no one a bigger share.");
        return result;
    }
    if (giverPoints == lowest)
        verdict.note("panic.charity-giver-lowest",
                     giver + " shares the fewest Trophy points (" + num(lowest)
                         + ") and gives to the other lowest: " + listOf(recipients) + ".");
    else
        verdict.note("panic.charity-lowest-trophies", "The fewest Trophy points among the others is "
                                                          + num(lowest) + ": " + listOf(recipients) + ".");
    splitAmong(recipients, biggerShare, result);
    return result;
}

ScoreResult score(const Options& options, int towersLeft, int monstersLeft,
                  const std::vector<ScorePlayer>& players)
{
    ScoreResult result;
    Verdict& verdict = result.verdict;
    const HandSizes sizes = handSizes(options, static_cast<int>(players.size()));
    if (!sizes.verdict.legal) {
        verdict.append(sizes.verdict);
        return result;
    }
    const bool moreMunchkin = options.mode == Mode::MoreMunchkin;
    const std::string_view endRule = moreMunchkin ? "panic.end-more-munchkin" : "panic.end-standard";
    if (towersLeft < 0 || towersLeft > towerCount)
        verdict.refuse(endRule, "The Castle has 0 to 6 Towers, not " + num(towersLeft) + ".");
    if (monstersLeft < 0 || monstersLeft > monsterTokenCount)
        verdict.refuse(endRule, "There are 0 to 39 Monster tokens left, not " + num(monstersLeft) + ".");
    std::vector<std::string> names;
    for (const ScorePlayer& player : players) {
        names.push_back(player.name);
        if (!checkTrophies(player.name, player.trophies, player.additionErrors, verdict))
            return result;
        if (player.treasureInHand < 0 || player.kills.value_or(0) < 0)
            verdict.refuse("panic.body-count",
                           player.name + " cannot hold a negative count of cards or kills.");
        if (player.character && !charactersInPlay(options))
            verdict.refuse("panic.characters-in-play", "The " + std::string(characterName(*player.character))
                                                           + " is a Character card, used only in More Munchkin or "
                                                             "with less-panic:characters.");
    }
    checkNames(names, verdict);
    if (!verdict.legal)
        return result;

    // Who won the Castle's fight, and whether there is a Master Munchkin to name.
    if (moreMunchkin) {
        result.over = towersLeft == 0 || monstersLeft == 0;
        result.playersWon = result.over;  // the most points wins whatever befell the Castle
        verdict.note(endRule, result.over
                                  ? "With " + plural(towersLeft, "Tower", "Towers") + " and "
                                        + plural(monstersLeft, "Monster", "Monsters")
                                        + " left the game is over: the most Trophy points wins."
                                  : "The game goes on: " + plural(towersLeft, "Tower", "Towers") + " and "
                                        + plural(monstersLeft, "Monster", "Monsters") + " are left.");
    } else {
        result.over = towersLeft == 0 || monstersLeft == 0;
        result.playersWon = towersLeft > 0 && monstersLeft == 0;
        const std::string text =
            towersLeft == 0     ? "The last Tower is down: the players lose and no one is Master Munchkin."
            : result.playersWon ? "Every Monster is gone with " + plural(towersLeft, "Tower", "Towers")
                                      + " standing: the players win."
                                : "The game goes on: " + plural(towersLeft, "Tower", "Towers") + " and "
                                      + plural(monstersLeft, "Monster", "Monsters") + " are left.";
        verdict.note(endRule, text);
    }

    for (const ScorePlayer& player : players) {
        Standing standing{player.name, 0, player.kills.value_or(static_cast<int>(player.trophies.size()))};
        standing.points =
            std::accumulate(player.trophies.begin(), player.trophies.end(), 0) + player.additionErrors;
        if (player.character == Character::Halfling && player.treasureInHand > 0) {
            standing.points += player.treasureInHand;
            verdict.note("panic.halfling-treasure-points",
                         "The Halfling " + player.name + " adds "
                             + plural(player.treasureInHand, "point", "points")
                             + " for the Treasure cards in hand.");
        }
        result.standings.push_back(standing);
    }
    for (const ScorePlayer& player : players)
        noteAdditionErrors(player.name, player.additionErrors, verdict);
    std::stable_sort(result.standings.begin(), result.standings.end(),
                     [](const Standing& a, const Standing& b) {
                         return a.points != b.points ? a.points > b.points : a.kills > b.kills;
                     });
    std::string ranking;
    for (const Standing& standing : result.standings)
        ranking += (ranking.empty() ? "" : ", ") + standing.name + " " + num(standing.points) + " ("
                   + plural(standing.kills, "kill", "kills") + ")";
    verdict.note("panic.trophy-points", "Trophy points: " + ranking + ".");

    const bool namesMaster = options.mode == Mode::Solitaire ? false
                             : moreMunchkin                  ? result.over
                                                             : result.playersWon;
    if (options.mode == Mode::Solitaire && result.over)
        verdict.note("panic.mode-solitaire",
                     "Solitaire names no Master Munchkin: the Castle's fate is the result.");
    if (!namesMaster)
        return result;
    const Standing& top = result.standings.front();
    std::vector<std::string> tied;
    bool tiedOnPoints = false;
    for (const Standing& standing : result.standings) {
        tiedOnPoints = tiedOnPoints || (&standing != &top && standing.points == top.points);
        if (standing.points == top.points && standing.kills == top.kills)
            tied.push_back(standing.name);
    }
    if (tiedOnPoints)
        verdict.note("panic.body-count", "A tie at " + plural(top.points, "point", "points")
                                             + " goes to the most Monsters slain.");
    if (tied.size() > 1) {
        result.tiedForMaster = tied;
        verdict.note("panic.body-count", listOf(tied) + " tie on points and kills: a thumb war decides.");
    } else {
        result.masterMunchkin = top.name;
        verdict.note(endRule, top.name + " is the Master Munchkin with "
                                  + plural(top.points, "point", "points") + ".");
    }
    return result;
}

}  // namespace arbiter::rules::panic

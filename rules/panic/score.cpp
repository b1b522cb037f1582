// Trophy points: Charity in phase 2 goes by them, and the end of the game ranks the players by them.

#include "rules/panic/turn.h"

#include <algorithm>
#include <numeric>
#include <set>
#include <string_view>

namespace arbiter::rules::panic {
namespace {

constexpr int lowestTrophy = 1;   // a Trophy counts the highest number on its token
constexpr int highestTrophy = 5;  // the Plutonium Dragon
constexpr int towerCount = 6;
constexpr int monsterTokenCount = 39;

constexpr Message noBiggerShareOfDiscards =
    ARBITER_MESSAGE("panic.charity-split.discarded", "Discarded cards give no one a bigger share.");
// Also said by turn.cpp, under the same id.
constexpr Message characterNotInPlay =
    ARBITER_MESSAGE("panic.characters-in-play.not-in-game",
                    "The %1 is a Character card, used only in More Munchkin or with less-panic:characters.");
constexpr Message gameGoesOn =
    ARBITER_MESSAGE_N("panic.end.goes-on", "The game goes on: %1 of 6 Towers and %n Monster(s) are left.");

// Trophies are worth 1 to 5; counts cannot be negative; names must tell the players apart.
bool checkTrophies(const std::string& name, const std::vector<int>& trophies, int additionErrors,
                   Verdict& verdict)
{
    for (const int trophy : trophies)
        if (trophy < lowestTrophy || trophy > highestTrophy) {
            verdict.refuse("panic.trophy-points",
                           ARBITER_MESSAGE("panic.trophy-points.bad-trophy",
                                           "%1 holds a Trophy worth %2; Monsters are worth 1 to 5 points."),
                           name, trophy);
            return false;
        }
    if (additionErrors < 0) {
        verdict.refuse(
            "panic.addition-error",
            ARBITER_MESSAGE("panic.addition-error.negative", "%1 cannot have %2 Convenient Addition Errors."),
            name, additionErrors);
        return false;
    }
    return true;
}

void noteAdditionErrors(const std::string& name, int additionErrors, Verdict& verdict)
{
    if (additionErrors > 0)
        verdict.note("panic.addition-error",
                     ARBITER_MESSAGE_N("panic.addition-error.points",
                                       "%1 has %n Convenient Addition Error(s): +%n Trophy point(s)."),
                     name, Count{additionErrors});
}

bool checkNames(const std::vector<std::string>& names, Verdict& verdict)
{
    const std::set<std::string> distinct(names.begin(), names.end());
    if (distinct.size() == names.size())
        return true;
    verdict.refuse("panic.player-count", ARBITER_MESSAGE("panic.player-count.same-name",
                                                         "Every player needs a name of their own."));
    return false;
}

// How the cards of an uneven split go, in one sentence: each case its own, so that a translation can
// word the whole of it. `share` cards each (0 when there are fewer cards than recipients), one odd card
// to `picked` if the giver named someone, and `leftovers` odd cards still to give among `choice`.
void noteSplit(int excess, int count, int share, const std::optional<std::string>& picked, int leftovers,
               const std::vector<std::string>& choice, Verdict& verdict)
{
    constexpr std::string_view rule = "panic.charity-split";
    if (share > 0) {  // as many cards as recipients or more: always 2 cards or more
        if (!picked) {
            if (leftovers == 0)
                verdict.note(rule,
                             ARBITER_MESSAGE("panic.charity-split.even",
                                             "The %1 cards are split as evenly as possible: %2 each."),
                             excess, share);
            else if (leftovers == 1)
                verdict.note(
                    rule,
                    ARBITER_MESSAGE("panic.charity-split.each-one-odd",
                                    "The %1 cards are split as evenly as possible: %2 each, and the giver "
                                    "gives 1 odd card to one of %3."),
                    excess, share, choice);
            else
                verdict.note(
                    rule,
                    ARBITER_MESSAGE_N("panic.charity-split.each-odd",
                                      "The %1 cards are split as evenly as possible: %2 each, and the "
                                      "giver gives %n odd card(s) to different ones of %3."),
                    excess, share, Count{leftovers}, choice);
        } else if (leftovers == 0) {
            verdict.note(
                rule,
                ARBITER_MESSAGE("panic.charity-split.each-picked",
                                "The %1 cards are split as evenly as possible: %2 each, with an odd card "
                                "to %3."),
                excess, share, *picked);
        } else if (leftovers == 1) {
            verdict.note(
                rule,
                ARBITER_MESSAGE("panic.charity-split.each-picked-one-odd",
                                "The %1 cards are split as evenly as possible: %2 each, with an odd card "
                                "to %3, and the giver gives 1 odd card to one of %4."),
                excess, share, *picked, choice);
        } else {
            verdict.note(
                rule,
                ARBITER_MESSAGE_N("panic.charity-split.each-picked-odd",
                                  "The %1 cards are split as evenly as possible: %2 each, with an odd "
                                  "card to %3, and the giver gives %n odd card(s) to different ones of "
                                  "%4."),
                excess, share, *picked, Count{leftovers}, choice);
        }
        return;
    }
    // Fewer cards than recipients: every card is an odd card.
    if (!picked) {
        if (excess == 1)
            verdict.note(
                rule,
                ARBITER_MESSAGE("panic.charity-split.one-card",
                                "The 1 card is split as evenly as possible between %1 players, and the "
                                "giver gives 1 odd card to one of %2."),
                count, choice);
        else
            verdict.note(
                rule,
                ARBITER_MESSAGE_N("panic.charity-split.few-cards",
                                  "The %1 cards are split as evenly as possible between %2 players, and "
                                  "the giver gives %n odd card(s) to different ones of %3."),
                excess, count, Count{leftovers}, choice);
    } else if (leftovers == 0) {  // the only card, to the player named
        verdict.note(
            rule,
            ARBITER_MESSAGE("panic.charity-split.one-card-picked",
                            "The 1 card is split as evenly as possible between %1 players, with an odd "
                            "card to %2."),
            count, *picked);
    } else if (leftovers == 1) {
        verdict.note(
            rule,
            ARBITER_MESSAGE("panic.charity-split.few-picked-one-odd",
                            "The %1 cards are split as evenly as possible between %2 players, with an odd "
                            "card to %3, and the giver gives 1 odd card to one of %4."),
            excess, count, *picked, choice);
    } else {
        verdict.note(
            rule,
            ARBITER_MESSAGE_N("panic.charity-split.few-picked-odd",
                              "The %1 cards are split as evenly as possible between %2 players, with an "
                              "odd card to %3, and the giver gives %n odd card(s) to different ones of "
                              "%4."),
            excess, count, *picked, Count{leftovers}, choice);
    }
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
                                  ARBITER_MESSAGE("panic.charity-split.not-eligible",
                                                  "%1 is not one of the players who may get an odd card."),
                                  *biggerShare);
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
    noteSplit(result.excess, count, share, picked, result.leftovers, result.choice, result.verdict);
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
            verdict.refuse(
                "panic.charity-limit",
                ARBITER_MESSAGE("panic.charity-limit.negative", "%1 cannot hold %2 Treasure cards."),
                player.name, player.treasure);
            return result;
        }
    }
    if (!checkNames(names, verdict))
        return result;
    const auto giving =
        std::find_if(players.begin(), players.end(), [&](const CharityPlayer& p) { return p.name == giver; });
    if (giving == players.end()) {
        verdict.refuse("panic.charity-limit",
                       ARBITER_MESSAGE("panic.charity-limit.unknown-giver",
                                       "No player named %1 is at the table to give Charity."),
                       giver);
        return result;
    }

    result.limit = sizes.treasureLimit;
    result.excess = std::max(0, giving->treasure - result.limit);
    verdict.note("panic.charity-limit",
                 ARBITER_MESSAGE("panic.charity-limit.over",
                                 "%1 holds %2 Treasure cards against a limit of %3: %4 over."),
                 giver, giving->treasure, result.limit, result.excess);
    if (result.excess == 0) {
        if (biggerShare)
            verdict.refuse("panic.charity-split", ARBITER_MESSAGE("panic.charity-split.nothing-given",
                                                                  "Nothing is given, so no one gets a bigger "
                                                                  "share."));
        return result;
    }
    if (options.mode == Mode::Solitaire) {
        result.discard = result.excess;
        verdict.note("panic.mode-solitaire",
                     ARBITER_MESSAGE_N("panic.mode-solitaire.discards",
                                       "Alone at the table, %1 discards the %n card(s) over the limit."),
                     giver, Count{result.excess});
        if (biggerShare)
            verdict.refuse("panic.charity-split", noBiggerShareOfDiscards);
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
    // Names and numbers only ("Ann 3, Bea 2"): no word of it needs a translation.
    std::string points;
    for (const CharityPlayer& player : players)
        points += (points.empty() ? "" : ", ") + player.name + " " + std::to_string(trophyPoints(player));
    verdict.note("panic.trophy-points", ARBITER_MESSAGE("panic.trophy-points.charity", "Trophy points: %1."),
                 points);
    for (const CharityPlayer& player : players)
        noteAdditionErrors(player.name, player.additionErrors, verdict);

    if (recipients.empty()) {
        result.discard = result.excess;
        verdict.note("panic.charity-giver-lowest",
                     ARBITER_MESSAGE_N("panic.charity-giver-lowest.discards",
                                       "%1 has the fewest Trophy points (%2) and discards the %n card(s)."),
                     giver, giverPoints, Count{result.excess});
        if (biggerShare)
            verdict.refuse("panic.charity-split", noBiggerShareOfDiscards);
        return result;
    }
    if (giverPoints == lowest)
        verdict.note(
            "panic.charity-giver-lowest",
            ARBITER_MESSAGE("panic.charity-giver-lowest.shares",
                            "%1 shares the fewest Trophy points (%2) and gives to the other lowest: %3."),
            giver, lowest, recipients);
    else
        verdict.note("panic.charity-lowest-trophies",
                     ARBITER_MESSAGE("panic.charity-lowest-trophies.recipients",
                                     "The fewest Trophy points among the others is %1: %2."),
                     lowest, recipients);
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
        verdict.refuse(endRule,
                       ARBITER_MESSAGE("panic.end.bad-towers", "The Castle has 0 to 6 Towers, not %1."),
                       towersLeft);
    if (monstersLeft < 0 || monstersLeft > monsterTokenCount)
        verdict.refuse(
            endRule,
            ARBITER_MESSAGE("panic.end.bad-monsters", "There are 0 to 39 Monster tokens left, not %1."),
            monstersLeft);
    std::vector<std::string> names;
    for (const ScorePlayer& player : players) {
        names.push_back(player.name);
        if (!checkTrophies(player.name, player.trophies, player.additionErrors, verdict))
            return result;
        if (player.treasureInHand < 0 || player.kills.value_or(0) < 0)
            verdict.refuse("panic.body-count",
                           ARBITER_MESSAGE("panic.body-count.negative",
                                           "%1 cannot hold a negative count of cards or kills."),
                           player.name);
        if (player.character && !charactersInPlay(options))
            verdict.refuse("panic.characters-in-play", characterNotInPlay, characterName(*player.character));
    }
    checkNames(names, verdict);
    if (!verdict.legal)
        return result;

    // Who won the Castle's fight, and whether there is a Master Munchkin to name.
    if (moreMunchkin) {
        result.over = towersLeft == 0 || monstersLeft == 0;
        result.playersWon = result.over;  // the most points wins whatever befell the Castle
        if (towersLeft == 0)
            verdict.note(endRule,
                         ARBITER_MESSAGE_N("panic.end-more-munchkin.castle-down",
                                           "With 0 Towers and %n Monster(s) left the game is over: the most "
                                           "Trophy points wins."),
                         Count{monstersLeft});
        else if (monstersLeft == 0)
            verdict.note(endRule,
                         ARBITER_MESSAGE_N("panic.end-more-munchkin.monsters-gone",
                                           "With %n Tower(s) and 0 Monsters left the game is over: the most "
                                           "Trophy points wins."),
                         Count{towersLeft});
        else
            verdict.note(endRule, gameGoesOn, towersLeft, Count{monstersLeft});
    } else {
        result.over = towersLeft == 0 || monstersLeft == 0;
        result.playersWon = towersLeft > 0 && monstersLeft == 0;
        if (towersLeft == 0)
            verdict.note(endRule, ARBITER_MESSAGE("panic.end-standard.players-lose",
                                                  "The last Tower is down: the players lose and no one is "
                                                  "Master Munchkin."));
        else if (result.playersWon)
            verdict.note(
                endRule,
                ARBITER_MESSAGE_N("panic.end-standard.players-win",
                                  "Every Monster is gone with %n Tower(s) standing: the players win."),
                Count{towersLeft});
        else
            verdict.note(endRule, gameGoesOn, towersLeft, Count{monstersLeft});
    }

    for (const ScorePlayer& player : players) {
        Standing standing{player.name, 0, player.kills.value_or(static_cast<int>(player.trophies.size()))};
        standing.points =
            std::accumulate(player.trophies.begin(), player.trophies.end(), 0) + player.additionErrors;
        if (player.character == Character::Halfling && player.treasureInHand > 0) {
            standing.points += player.treasureInHand;
            verdict.note(
                "panic.halfling-treasure-points",
                ARBITER_MESSAGE_N("panic.halfling-treasure-points.adds",
                                  "The Halfling %1 adds %n point(s) for the Treasure cards in hand."),
                player.name, Count{player.treasureInHand});
        }
        result.standings.push_back(standing);
    }
    for (const ScorePlayer& player : players)
        noteAdditionErrors(player.name, player.additionErrors, verdict);
    std::stable_sort(result.standings.begin(), result.standings.end(),
                     [](const Standing& a, const Standing& b) {
                         return a.points != b.points ? a.points > b.points : a.kills > b.kills;
                     });
    // Names and numbers only ("Ann 8 (3), Bob 7 (2)"): the pattern says what the numbers are.
    std::string ranking;
    for (const Standing& standing : result.standings)
        ranking += (ranking.empty() ? "" : ", ") + standing.name + " " + std::to_string(standing.points)
                   + " (" + std::to_string(standing.kills) + ")";
    verdict.note("panic.trophy-points",
                 ARBITER_MESSAGE("panic.trophy-points.ranking", "Trophy points (kills): %1."), ranking);

    const bool namesMaster = options.mode == Mode::Solitaire ? false
                             : moreMunchkin                  ? result.over
                                                             : result.playersWon;
    if (options.mode == Mode::Solitaire && result.over)
        verdict.note("panic.mode-solitaire",
                     ARBITER_MESSAGE("panic.mode-solitaire.no-master",
                                     "Solitaire names no Master Munchkin: the Castle's fate is the result."));
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
        verdict.note("panic.body-count",
                     ARBITER_MESSAGE_N("panic.body-count.tie-on-points",
                                       "A tie at %n point(s) goes to the most Monsters slain."),
                     Count{top.points});
    if (tied.size() > 1) {
        result.tiedForMaster = tied;
        verdict.note(
            "panic.body-count",
            ARBITER_MESSAGE("panic.body-count.thumb-war", "%1 tie on points and kills: a thumb war decides."),
            tied);
    } else {
        result.masterMunchkin = top.name;
        verdict.note(
            endRule,
            ARBITER_MESSAGE_N("panic.end.master-munchkin", "%1 is the Master Munchkin with %n point(s)."),
            top.name, Count{top.points});
    }
    return result;
}

}  // namespace arbiter::rules::panic

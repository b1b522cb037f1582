#include "rules/munchkin/death.h"

#include "rules/munchkin/character_cards.h"

#include <algorithm>

namespace arbiter::rules::munchkin {

namespace {

constexpr Message levelTerm = ARBITER_MESSAGE("death.keep.term-level", "Level");
constexpr Message cursesTerm = ARBITER_MESSAGE("death.keep.term-curses", "Curses on the character");
constexpr Message cultistEnhancersTerm = ARBITER_MESSAGE(
    "death.keep.term-cultist-enhancers", "(Monster Enhancers played on a dying Cultist are discarded)");

// The sentence of death.keep for the edition's shape: how many kinds of character card it has (each
// named with its doubling card), whether it has Cultists, and whether the player dies now.
Message keptMessage(std::size_t kinds, bool cultists, bool dying)
{
    if (kinds == 1 && !cultists)
        return dying ? ARBITER_MESSAGE("death.keep.dies-one-kind",
                                       "%1 dies and keeps: %2, %3, Level, Curses on the character.")
                     : ARBITER_MESSAGE("death.keep.one-kind",
                                       "%1 keeps: %2, %3, Level, Curses on the character.");
    if (kinds == 1)
        return dying ? ARBITER_MESSAGE("death.keep.dies-one-kind-cultist",
                                       "%1 dies and keeps: %2, %3, Level, Curses on the character, (Monster "
                                       "Enhancers played on a dying Cultist are discarded).")
                     : ARBITER_MESSAGE("death.keep.one-kind-cultist",
                                       "%1 keeps: %2, %3, Level, Curses on the character, (Monster Enhancers "
                                       "played on a dying Cultist are discarded).");
    if (kinds == 2 && !cultists)
        return dying ? ARBITER_MESSAGE("death.keep.dies-two-kinds",
                                       "%1 dies and keeps: %2, %3, %4, %5, Level, Curses on the character.")
                     : ARBITER_MESSAGE("death.keep.two-kinds",
                                       "%1 keeps: %2, %3, %4, %5, Level, Curses on the character.");
    if (kinds == 2)
        return dying ? ARBITER_MESSAGE("death.keep.dies-two-kinds-cultist",
                                       "%1 dies and keeps: %2, %3, %4, %5, Level, Curses on the character, "
                                       "(Monster Enhancers played on a dying Cultist are discarded).")
                     : ARBITER_MESSAGE("death.keep.two-kinds-cultist",
                                       "%1 keeps: %2, %3, %4, %5, Level, Curses on the character, (Monster "
                                       "Enhancers played on a dying Cultist are discarded).");
    // No box has another number of kinds: a general sentence, should one come.
    return dying ? ARBITER_MESSAGE("death.keep.dies-character-cards",
                                   "%1 dies and keeps: character cards, Level, Curses on the character.")
                 : ARBITER_MESSAGE("death.keep.character-cards",
                                   "%1 keeps: character cards, Level, Curses on the character.");
}

}  // namespace

std::vector<MessageArg> keptOnDeathTerms(const EditionProfile& profile)
{
    std::vector<MessageArg> kept;
    for (const CharacterCardKind& kind : profile.characterCards) {
        kept.push_back(messageArg(cardsTerm(kind.kind)));
        kept.push_back(messageArg(kind.doublingCard));
    }
    kept.push_back(messageArg(levelTerm));
    kept.push_back(messageArg(cursesTerm));
    if (profile.hasCultists)
        kept.push_back(messageArg(cultistEnhancersTerm));
    return kept;
}

std::vector<std::string> keptOnDeath(const EditionProfile& profile)
{
    std::vector<std::string> kept;
    for (const MessageArg& part : keptOnDeathTerms(profile))
        kept.push_back(englishArg(part));
    return kept;
}

void noteKeptOnDeath(Verdict& verdict, const EditionProfile& profile, const std::string& player, bool dying)
{
    const std::span<const CharacterCardKind> kinds = profile.characterCards;
    const Message message = keptMessage(kinds.size(), profile.hasCultists, dying);
    if (kinds.size() == 1)
        verdict.note("death.keep", message, player, cardsTerm(kinds[0].kind), kinds[0].doublingCard);
    else if (kinds.size() == 2)
        verdict.note("death.keep", message, player, cardsTerm(kinds[0].kind), kinds[0].doublingCard,
                     cardsTerm(kinds[1].kind), kinds[1].doublingCard);
    else
        verdict.note("death.keep", message, player);
}

LootResult judgeLooting(const EditionProfile& profile, const LootRequest& request)
{
    LootResult result;
    noteKeptOnDeath(result.verdict, profile, request.deceased, false);
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
        result.verdict.note(
            "death.dead-receive-nothing",
            ARBITER_MESSAGE("death.dead-receive-nothing.body", "Dead players take nothing from the body."));

    // Highest Level first; a tie is broken by the rolls when every tied player rolled a different number.
    std::stable_sort(looters.begin(), looters.end(),
                     [](const Looter& a, const Looter& b) { return a.level > b.level; });
    result.verdict.note("death.loot-order", ARBITER_MESSAGE("death.loot-order.highest-first",
                                                            "The body is looted highest Level first."));
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
                result.verdict.note("death.loot-tie-roll",
                                    ARBITER_MESSAGE("death.loot-tie-roll.by-rolls",
                                                    "Players tied at Level %1 go in order of their rolls."),
                                    looters[begin].level);
            } else {
                std::vector<std::string> group;
                for (std::size_t i = begin; i < end; ++i)
                    group.push_back(looters[i].name);
                result.verdict.note("death.loot-tie-roll",
                                    ARBITER_MESSAGE("death.loot-tie-roll.must-roll",
                                                    "Players tied at Level %1 must roll a die (again) to "
                                                    "settle who goes first."),
                                    looters[begin].level);
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
    if (result.discarded > 0)
        result.verdict.note("death.loot-one-each",
                            ARBITER_MESSAGE_N("death.loot-one-each.discarded",
                                              "Each living player takes one card; %n card(s) left over must "
                                              "be discarded."),
                            Count{result.discarded});
    else
        result.verdict.note("death.loot-one-each",
                            ARBITER_MESSAGE("death.loot-one-each.nothing-left",
                                            "Each living player takes one card; the body has nothing left."));
    return result;
}

}  // namespace arbiter::rules::munchkin

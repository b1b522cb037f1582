#include "rules/munchkin/character_cards.h"

#include "rules/core/text.h"
#include "rules/munchkin/levels.h"

#include <algorithm>
#include <array>

namespace arbiter::rules::munchkin {

using text::num;

namespace {

constexpr std::string_view cultist = "Cultist";
constexpr std::array allKinds = {CardKind::Race, CardKind::Class, CardKind::Faction, CardKind::Citizenship};

int limitFor(const Character& character, CardKind kind)
{
    return character.doubled(kind) ? 2 : 1;
}

std::optional<CardKind> doublerKind(const EditionProfile& profile, std::string_view card)
{
    for (const CharacterCardKind& kind : profile.characterCards)
        if (kind.doublingCard == card)
            return kind.kind;
    return std::nullopt;
}

}  // namespace

Verdict checkCharacter(const EditionProfile& profile, const Character& character)
{
    Verdict verdict;
    for (CardKind kind : allKinds) {
        const std::vector<std::string>& cards = character.cards(kind);
        const std::string kindName = toString(kind);
        if (!cards.empty() && !editionHasKind(profile, kind)) {
            verdict.refuse("character.edition-cards",
                           text::str(profile.name) + " has no " + kindName + " cards.");
            continue;
        }
        if (character.doubled(kind) && cards.empty())
            verdict.refuse("character.doubler-needs-card", text::str(doublingCardFor(profile, kind))
                                                               + " needs a " + kindName
                                                               + " card to be attached to.");
        if (static_cast<int>(cards.size()) > limitFor(character, kind))
            verdict.refuse("character.one-per-kind",
                           num(static_cast<int>(cards.size())) + " " + kindName
                               + " cards are in play, but at most " + num(limitFor(character, kind))
                               + " may be"
                               + (character.doubled(kind)
                                      ? "."
                                      : " without " + text::str(doublingCardFor(profile, kind)) + "."));
        for (std::size_t i = 0; i < cards.size(); ++i)
            if (std::find(cards.begin() + static_cast<long>(i) + 1, cards.end(), cards[i]) != cards.end())
                verdict.refuse("character.no-copies",
                               "Two copies of " + cards[i] + " cannot be in play at once.");
    }
    if (verdict.legal)
        verdict.note("character.one-per-kind", "The character cards in play are a legal combination.");
    return verdict;
}

Verdict checkCombatantCards(const EditionProfile& profile, const Character& character, std::size_t rides,
                            std::string_view who)
{
    Verdict verdict;
    for (const Reason& reason : checkCharacter(profile, character).reasons)
        if (reason.refuses && reason.rule != "character.doubler-needs-card")
            verdict.refuse(reason.rule, text::str(who) + ": " + reason.text);
    if (profile.hasRides && rides > static_cast<std::size_t>(profile.maxRides))
        verdict.refuse("equip.one-ride", text::str(who) + " rides " + num(static_cast<int>(rides))
                                             + " Rides, but " + text::str(profile.name) + " allows "
                                             + num(profile.maxRides) + " at a time.");
    return verdict;
}

Verdict checkPlayCard(const EditionProfile& profile, const Character& character, const std::string& card)
{
    Verdict verdict;
    if (const std::optional<CardKind> doubled = doublerKind(profile, card)) {
        if (character.cards(*doubled).empty())
            verdict.refuse("character.doubler-needs-card",
                           card + " needs a " + toString(*doubled) + " card in play to attach to.");
        else if (character.doubled(*doubled))
            verdict.refuse("character.no-copies", card + " is already in play.");
        else
            verdict.note("character.doubler",
                         card + " lets the character hold a second " + toString(*doubled) + " card.");
        return verdict;
    }
    const std::optional<CardKind> kind = kindOfCard(profile, card);
    if (!kind) {
        verdict.refuse("character.edition-cards",
                       card + " is not a character card of " + text::str(profile.name) + ".");
        return verdict;
    }
    const std::vector<std::string>& held = character.cards(*kind);
    if (std::find(held.begin(), held.end(), card) != held.end()) {
        verdict.refuse("character.no-copies", "A second " + card + " cannot be played.");
        return verdict;
    }
    if (static_cast<int>(held.size()) < limitFor(character, *kind)) {
        verdict.note("character.one-per-kind", card + " may be played: there is room for it.");
        return verdict;
    }
    // No room: the card in play would have to go first, and a Cultist cannot be discarded by choice.
    if (profile.hasCultists && std::find(held.begin(), held.end(), cultist) != held.end() && held.size() == 1)
        verdict.refuse("cultist.no-voluntary-discard",
                       "A Cultist cannot discard his Class to play " + card + ".");
    else
        verdict.refuse("character.one-per-kind",
                       "Only " + num(limitFor(character, *kind)) + " " + toString(*kind)
                           + " card may be in play: discard one before playing " + card + ".");
    return verdict;
}

Verdict checkDiscardCard(const EditionProfile& profile, const std::string& card, DiscardCause cause,
                         int cultistsInPlay)
{
    Verdict verdict;
    if (!profile.hasCultists || card != cultist) {
        verdict.note("character.discard-any-time", card + " may be discarded at any time, even in combat.");
        return verdict;
    }
    switch (cause) {
    case DiscardCause::Voluntary:
        verdict.refuse("cultist.no-voluntary-discard", "A Cultist can never quit by choice.");
        return verdict;
    case DiscardCause::CardEffect:
        if (cultistsInPlay <= 1) {
            verdict.refuse("cultist.only-cultist-protected",
                           "The only Cultist in play loses the Class to nothing but Divine Intervention.");
            return verdict;
        }
        break;
    case DiscardCause::DivineIntervention:
        break;
    }
    verdict.note("cultist.own-discard-pile", "The Cultist card goes to the Cultist discard pile.");
    return verdict;
}

BecomeCultistResult becomeCultist(const EditionProfile& profile, const Character& character,
                                  int cultistsInDiscardPile)
{
    BecomeCultistResult result;
    if (!profile.hasCultists) {
        result.verdict.refuse("character.edition-cards", text::str(profile.name) + " has no Cultists.");
        return result;
    }
    if (character.has(CardKind::Class, text::str(cultist))) {
        result.verdict.note("cultist.become", "Already a Cultist: nothing more happens.");
        return result;
    }
    if (cultistsInDiscardPile <= 0) {
        result.verdict.note("cultist.become",
                            "No Cultist waits in the Cultist discard pile: escaped, this time.");
        return result;
    }
    result.takesCultist = true;
    // Super Munchkin holds two Classes: one beside the Cultist, and the player decides which stays.
    if (character.superMunchkin && character.classes.size() == 2)
        result.chooseOneToDiscard = character.classes;
    else if (!(character.superMunchkin && character.classes.size() == 1))
        result.classesDiscarded = character.classes;
    const std::string consequence = !result.chooseOneToDiscard.empty()
                                        ? ", and discard one of " + result.chooseOneToDiscard[0] + " and "
                                              + result.chooseOneToDiscard[1] + " to make room."
                                    : !result.classesDiscarded.empty() ? ", which replaces the Class in play."
                                                                       : ".";
    result.verdict.note("cultist.become",
                        "The player must take a Cultist from the Cultist discard pile" + consequence);
    return result;
}

CultistEnding judgeCultists(const EditionProfile& profile, const Options& options,
                            const std::vector<CultistPlayer>& players)
{
    CultistEnding ending;
    if (!profile.hasCultists) {
        ending.verdict.refuse("character.edition-cards", text::str(profile.name) + " has no Cultists.");
        return ending;
    }
    const auto cultists =
        std::count_if(players.begin(), players.end(), [](const CultistPlayer& p) { return p.cultist; });
    const auto total = static_cast<long>(players.size());
    if (total > 0 && cultists == total) {
        int best = 0;
        for (const CultistPlayer& player : players)
            best = std::max(best, player.level);
        for (const CultistPlayer& player : players)
            if (player.level == best)
                ending.winners.push_back(player.name);
        ending.gameOver = true;
        ending.verdict.note("cultist.all-cultists",
                            "Every player is a Cultist: the game ends and Level " + num(best) + " wins.");
    } else if (total >= 2 && cultists == total - 1) {
        const auto holdout =
            std::find_if(players.begin(), players.end(), [](const CultistPlayer& p) { return !p.cultist; });
        const int win = winningLevel(profile, options);
        ending.holdout = holdout->name;
        ending.holdoutLevelAfter = clampLevel(holdout->level, 1, win);
        ending.holdoutWins = ending.holdoutLevelAfter >= win;
        ending.gameOver = ending.holdoutWins;
        if (ending.holdoutWins)
            ending.winners.push_back(holdout->name);
        ending.verdict.note("cultist.last-non-cultist",
                            holdout->name + " is the last non-Cultist and goes up to Level "
                                + num(ending.holdoutLevelAfter)
                                + (ending.holdoutWins ? ", winning the game." : "."));
    }
    return ending;
}

}  // namespace arbiter::rules::munchkin

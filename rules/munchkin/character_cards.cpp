#include "rules/munchkin/character_cards.h"

#include "rules/munchkin/levels.h"

#include <algorithm>
#include <array>
#include <optional>

namespace arbiter::rules::munchkin {

namespace {

constexpr std::string_view cultist = "Cultist";
constexpr std::array allKinds = {CardKind::Race, CardKind::Class, CardKind::Faction, CardKind::Citizenship};

constexpr Message noKind = ARBITER_MESSAGE("character.edition-cards.no-kind", "%1 has no %2.");
constexpr Message combatantNoKind =
    ARBITER_MESSAGE("character.edition-cards.combatant-no-kind", "%1: %2 has no %3.");
constexpr Message tooManyDoubled =
    ARBITER_MESSAGE("character.one-per-kind.too-many-doubled", "%1 %2 are in play, but at most %3 may be.");
constexpr Message combatantTooManyDoubled = ARBITER_MESSAGE(
    "character.one-per-kind.combatant-too-many-doubled", "%1: %2 %3 are in play, but at most %4 may be.");
constexpr Message tooMany = ARBITER_MESSAGE("character.one-per-kind.too-many",
                                            "%1 %2 are in play, but at most %3 may be without %4.");
constexpr Message combatantTooMany = ARBITER_MESSAGE(
    "character.one-per-kind.combatant-too-many", "%1: %2 %3 are in play, but at most %4 may be without %5.");
constexpr Message twoCopies =
    ARBITER_MESSAGE("character.no-copies.two-copies", "Two copies of %1 cannot be in play at once.");
constexpr Message combatantTwoCopies = ARBITER_MESSAGE("character.no-copies.combatant-two-copies",
                                                       "%1: Two copies of %2 cannot be in play at once.");
constexpr Message noCultists = ARBITER_MESSAGE("character.edition-cards.no-cultists", "%1 has no Cultists.");

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

// A refusal of checkCharacter: `plain` on its own, or `forCombatant` with `who` (the fighter, the
// helper) as its first argument.
template <typename... Args>
void refuseFor(Verdict& verdict, const std::optional<MessageArg>& who, std::string_view rule, Message plain,
               Message forCombatant, Args&&... args)
{
    if (who)
        verdict.refuse(rule, forCombatant, *who, std::forward<Args>(args)...);
    else
        verdict.refuse(rule, plain, std::forward<Args>(args)...);
}

// The character's cards in this edition; for a combatant (`who` set) only the refusals that matter in
// a fight, each naming who is at fault.
Verdict judgeCharacter(const EditionProfile& profile, const Character& character,
                       const std::optional<MessageArg>& who)
{
    Verdict verdict;
    for (CardKind kind : allKinds) {
        const std::vector<std::string>& cards = character.cards(kind);
        if (!cards.empty() && !editionHasKind(profile, kind)) {
            refuseFor(verdict, who, "character.edition-cards", noKind, combatantNoKind, profile.name,
                      cardsTerm(kind));
            continue;
        }
        if (!who && character.doubled(kind) && cards.empty())
            verdict.refuse(
                "character.doubler-needs-card",
                ARBITER_MESSAGE("character.doubler-needs-card.attach", "%1 needs a %2 to be attached to."),
                doublingCardFor(profile, kind), cardTerm(kind));
        if (static_cast<int>(cards.size()) > limitFor(character, kind)) {
            if (character.doubled(kind))
                refuseFor(verdict, who, "character.one-per-kind", tooManyDoubled, combatantTooManyDoubled,
                          cards.size(), cardsTerm(kind), limitFor(character, kind));
            else
                refuseFor(verdict, who, "character.one-per-kind", tooMany, combatantTooMany, cards.size(),
                          cardsTerm(kind), limitFor(character, kind), doublingCardFor(profile, kind));
        }
        for (std::size_t i = 0; i < cards.size(); ++i)
            if (std::find(cards.begin() + static_cast<long>(i) + 1, cards.end(), cards[i]) != cards.end())
                refuseFor(verdict, who, "character.no-copies", twoCopies, combatantTwoCopies, cards[i]);
    }
    if (verdict.legal && !who)
        verdict.note("character.one-per-kind",
                     ARBITER_MESSAGE("character.one-per-kind.legal",
                                     "The character cards in play are a legal combination."));
    return verdict;
}

Verdict judgeCombatantCards(const EditionProfile& profile, const Character& character, std::size_t rides,
                            const MessageArg& who)
{
    Verdict verdict = judgeCharacter(profile, character, who);
    if (profile.hasRides && rides > static_cast<std::size_t>(profile.maxRides))
        verdict.refuse("equip.one-ride",
                       ARBITER_MESSAGE_N("equip.one-ride.combatant-rides",
                                         "%1 rides %n Ride(s), but %2 allows %3 at a time."),
                       who, Count{static_cast<int>(rides)}, profile.name, profile.maxRides);
    return verdict;
}

}  // namespace

Message cardTerm(CardKind kind)
{
    switch (kind) {
    case CardKind::Race:
        return ARBITER_MESSAGE("character.term.race-card", "Race card");
    case CardKind::Class:
        return ARBITER_MESSAGE("character.term.class-card", "Class card");
    case CardKind::Faction:
        return ARBITER_MESSAGE("character.term.faction-card", "Faction card");
    case CardKind::Citizenship:
        break;
    }
    return ARBITER_MESSAGE("character.term.citizenship-card", "Citizenship card");
}

Message cardsTerm(CardKind kind)
{
    switch (kind) {
    case CardKind::Race:
        return ARBITER_MESSAGE("character.term.race-cards", "Race cards");
    case CardKind::Class:
        return ARBITER_MESSAGE("character.term.class-cards", "Class cards");
    case CardKind::Faction:
        return ARBITER_MESSAGE("character.term.faction-cards", "Faction cards");
    case CardKind::Citizenship:
        break;
    }
    return ARBITER_MESSAGE("character.term.citizenship-cards", "Citizenship cards");
}

Verdict checkCharacter(const EditionProfile& profile, const Character& character)
{
    return judgeCharacter(profile, character, std::nullopt);
}

Verdict checkCombatantCards(const EditionProfile& profile, const Character& character, std::size_t rides,
                            Message who)
{
    return judgeCombatantCards(profile, character, rides, messageArg(who));
}

Verdict checkPlayCard(const EditionProfile& profile, const Character& character, const std::string& card)
{
    Verdict verdict;
    if (const std::optional<CardKind> doubled = doublerKind(profile, card)) {
        if (character.cards(*doubled).empty())
            verdict.refuse("character.doubler-needs-card",
                           ARBITER_MESSAGE("character.doubler-needs-card.in-play",
                                           "%1 needs a %2 in play to attach to."),
                           card, cardTerm(*doubled));
        else if (character.doubled(*doubled))
            verdict.refuse("character.no-copies",
                           ARBITER_MESSAGE("character.no-copies.already-in-play", "%1 is already in play."),
                           card);
        else
            verdict.note(
                "character.doubler",
                ARBITER_MESSAGE("character.doubler.second-card", "%1 lets the character hold a second %2."),
                card, cardTerm(*doubled));
        return verdict;
    }
    const std::optional<CardKind> kind = kindOfCard(profile, card);
    if (!kind) {
        verdict.refuse("character.edition-cards",
                       ARBITER_MESSAGE("character.edition-cards.not-a-character-card",
                                       "%1 is not a character card of %2."),
                       card, profile.name);
        return verdict;
    }
    const std::vector<std::string>& held = character.cards(*kind);
    if (std::find(held.begin(), held.end(), card) != held.end()) {
        verdict.refuse("character.no-copies",
                       ARBITER_MESSAGE("character.no-copies.second-copy", "A second %1 cannot be played."),
                       card);
        return verdict;
    }
    const int limit = limitFor(character, *kind);
    if (static_cast<int>(held.size()) < limit) {
        verdict.note(
            "character.one-per-kind",
            ARBITER_MESSAGE("character.one-per-kind.room", "%1 may be played: there is room for it."), card);
        return verdict;
    }
    // No room: the card in play would have to go first, and a Cultist cannot be discarded by choice.
    if (profile.hasCultists && std::find(held.begin(), held.end(), cultist) != held.end() && held.size() == 1)
        verdict.refuse("cultist.no-voluntary-discard",
                       ARBITER_MESSAGE("cultist.no-voluntary-discard.to-play",
                                       "A Cultist cannot discard his Class to play %1."),
                       card);
    else
        verdict.refuse("character.one-per-kind",
                       ARBITER_MESSAGE("character.one-per-kind.discard-first",
                                       "Only %1 %2 may be in play: discard one before playing %3."),
                       limit, limit == 1 ? cardTerm(*kind) : cardsTerm(*kind), card);
    return verdict;
}

Verdict checkDiscardCard(const EditionProfile& profile, const std::string& card, DiscardCause cause,
                         int cultistsInPlay)
{
    Verdict verdict;
    if (!profile.hasCultists || card != cultist) {
        verdict.note("character.discard-any-time",
                     ARBITER_MESSAGE("character.discard-any-time.any-time",
                                     "%1 may be discarded at any time, even in combat."),
                     card);
        return verdict;
    }
    switch (cause) {
    case DiscardCause::Voluntary:
        verdict.refuse(
            "cultist.no-voluntary-discard",
            ARBITER_MESSAGE("cultist.no-voluntary-discard.never", "A Cultist can never quit by choice."));
        return verdict;
    case DiscardCause::CardEffect:
        if (cultistsInPlay <= 1) {
            verdict.refuse("cultist.only-cultist-protected",
                           ARBITER_MESSAGE("cultist.only-cultist-protected.divine-intervention-only",
                                           "The only Cultist in play loses the Class to nothing but Divine "
                                           "Intervention."));
            return verdict;
        }
        break;
    case DiscardCause::DivineIntervention:
        break;
    }
    verdict.note("cultist.own-discard-pile",
                 ARBITER_MESSAGE("cultist.own-discard-pile.goes-there",
                                 "The Cultist card goes to the Cultist discard pile."));
    return verdict;
}

BecomeCultistResult becomeCultist(const EditionProfile& profile, const Character& character,
                                  int cultistsInDiscardPile)
{
    BecomeCultistResult result;
    if (!profile.hasCultists) {
        result.verdict.refuse("character.edition-cards", noCultists, profile.name);
        return result;
    }
    if (character.has(CardKind::Class, cultist)) {
        result.verdict.note("cultist.become", ARBITER_MESSAGE("cultist.become.already-cultist",
                                                              "Already a Cultist: nothing more happens."));
        return result;
    }
    if (cultistsInDiscardPile <= 0) {
        result.verdict.note(
            "cultist.become",
            ARBITER_MESSAGE("cultist.become.escaped",
                            "No Cultist waits in the Cultist discard pile: escaped, this time."));
        return result;
    }
    result.takesCultist = true;
    // Super Munchkin holds two Classes: one beside the Cultist, and the player decides which stays.
    if (character.superMunchkin && character.classes.size() == 2)
        result.chooseOneToDiscard = character.classes;
    else if (!(character.superMunchkin && character.classes.size() == 1))
        result.classesDiscarded = character.classes;
    if (!result.chooseOneToDiscard.empty())
        result.verdict.note("cultist.become",
                            ARBITER_MESSAGE("cultist.become.choose-class",
                                            "The player must take a Cultist from the Cultist discard pile, "
                                            "and discard one of %1 and %2 to make room."),
                            result.chooseOneToDiscard[0], result.chooseOneToDiscard[1]);
    else if (!result.classesDiscarded.empty())
        result.verdict.note("cultist.become",
                            ARBITER_MESSAGE("cultist.become.replaces-class",
                                            "The player must take a Cultist from the Cultist discard pile, "
                                            "which replaces the Class in play."));
    else
        result.verdict.note("cultist.become",
                            ARBITER_MESSAGE("cultist.become.take",
                                            "The player must take a Cultist from the Cultist discard pile."));
    return result;
}

CultistEnding judgeCultists(const EditionProfile& profile, const Options& options,
                            const std::vector<CultistPlayer>& players)
{
    CultistEnding ending;
    if (!profile.hasCultists) {
        ending.verdict.refuse("character.edition-cards", noCultists, profile.name);
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
                            ARBITER_MESSAGE("cultist.all-cultists.game-ends",
                                            "Every player is a Cultist: the game ends and Level %1 wins."),
                            best);
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
        if (ending.holdoutWins)
            ending.verdict.note("cultist.last-non-cultist",
                                ARBITER_MESSAGE("cultist.last-non-cultist.wins",
                                                "%1 is the last non-Cultist and goes up to Level %2, winning "
                                                "the game."),
                                holdout->name, ending.holdoutLevelAfter);
        else
            ending.verdict.note("cultist.last-non-cultist",
                                ARBITER_MESSAGE("cultist.last-non-cultist.goes-up",
                                                "%1 is the last non-Cultist and goes up to Level %2."),
                                holdout->name, ending.holdoutLevelAfter);
    }
    return ending;
}

}  // namespace arbiter::rules::munchkin

#include "rules/panic/turn.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace arbiter::rules::panic {
namespace {

int phaseNumber(Phase phase)
{
    return static_cast<int>(phase) + 1;
}

// Also said by score (score.cpp), under the same id.
constexpr Message characterNotInPlay =
    ARBITER_MESSAGE("panic.characters-in-play.not-in-game",
                    "The %1 is a Character card, used only in More Munchkin or with less-panic:characters.");
constexpr Message noWizard = ARBITER_MESSAGE(
    "panic.characters-in-play.no-wizard",
    "There is no Wizard without the Character cards of More Munchkin or less-panic:characters.");

// The box is for 1 to 6 players, and a lone player plays the Solitaire game (More Munchkin, a race for
// the most Trophy points, therefore needs 2 or more).
bool checkPlayers(const Options& options, int players, Verdict& verdict)
{
    if (players < 1 || players > maxPlayers) {
        verdict.refuse(
            "panic.player-count",
            ARBITER_MESSAGE("panic.player-count.out-of-box", "Munchkin Panic is for 1 to 6 players, not %1."),
            players);
        return false;
    }
    const PlayerRange range = playerRange(options);
    if (players >= range.fewest && players <= range.most)
        return true;
    if (options.mode == Mode::Solitaire)
        verdict.refuse("panic.mode-solitaire",
                       ARBITER_MESSAGE_N("panic.mode-solitaire.alone",
                                         "Solitaire is played alone, not by %n player(s)."),
                       Count{players});
    else
        verdict.refuse("panic.mode-solitaire",
                       ARBITER_MESSAGE("panic.mode-solitaire.lone-player",
                                       "A lone player plays the Solitaire game, not %1."),
                       modeName(options.mode));
    return false;
}

// A character is only at the table when the expansion's Character cards are.
bool checkCharacter(const Options& options, std::optional<Character> character, Verdict& verdict)
{
    if (!character || charactersInPlay(options))
        return true;
    verdict.refuse("panic.characters-in-play", characterNotInPlay, characterName(*character));
    return false;
}

// The Castle hand of phase 1 for a valid player count.
int castleHand(const Options& options, int players, std::optional<Character> character, Verdict& verdict)
{
    int hand = players <= 2 ? 6 : 5;
    verdict.note(
        "panic.hand-size",
        ARBITER_MESSAGE_N("panic.hand-size.players", "With %n player(s) the hand is %1 Castle cards."),
        Count{players}, hand);
    if (options.variants.smallerHand) {
        --hand;
        verdict.note("panic.more-panic",
                     ARBITER_MESSAGE("panic.more-panic.smaller-hand",
                                     "more-panic:smaller-hand takes 1 Castle card off the hand: %1."),
                     hand);
    }
    if (options.variants.biggerHand) {
        ++hand;
        verdict.note("panic.less-panic",
                     ARBITER_MESSAGE("panic.less-panic.bigger-hand",
                                     "less-panic:bigger-hand adds 1 Castle card to the hand: %1."),
                     hand);
    }
    if (character == Character::Dwarf && charactersInPlay(options)) {
        ++hand;
        verdict.note("panic.dwarf-hand",
                     ARBITER_MESSAGE("panic.dwarf-hand.one-more", "The Dwarf holds 1 Castle card more: %1."),
                     hand);
    }
    return hand;
}

int startingTreasure(const Options& options, int players, Verdict& verdict)
{
    const Variants& variants = options.variants;
    if (variants.noStartingTreasure && variants.twoStartingTreasures) {
        verdict.refuse(
            "panic.starting-treasure",
            ARBITER_MESSAGE("panic.starting-treasure.both-variants",
                            "more-panic:no-starting-treasure and less-panic:two-treasures cannot both be "
                            "chosen."));
        return 0;
    }
    if (variants.noStartingTreasure) {
        verdict.note(
            "panic.more-panic",
            ARBITER_MESSAGE("panic.more-panic.no-starting-treasure",
                            "more-panic:no-starting-treasure: every player starts with 0 Treasure."));
        return 0;
    }
    if (variants.twoStartingTreasures) {
        verdict.note("panic.less-panic",
                     ARBITER_MESSAGE("panic.less-panic.two-treasures",
                                     "less-panic:two-treasures: every player starts with 2 Treasure cards."));
        return 2;
    }
    // A full table starts with no Treasure, any other with 1 card each.
    if (players == maxPlayers) {
        verdict.note("panic.starting-treasure",
                     ARBITER_MESSAGE_N("panic.starting-treasure.none",
                                       "With %n player(s) each starts with 0 Treasure cards."),
                     Count{players});
        return 0;
    }
    verdict.note("panic.starting-treasure",
                 ARBITER_MESSAGE_N("panic.starting-treasure.one",
                                   "With %n player(s) each starts with 1 Treasure card."),
                 Count{players});
    return 1;
}

int treasureLimit(const Options& options, int players, Verdict& verdict)
{
    const int limit = players <= 2 ? 4 : 3;
    if (options.mode == Mode::Solitaire)
        verdict.note("panic.charity-limit",
                     ARBITER_MESSAGE("panic.charity-limit.solitaire",
                                     "In Solitaire a hand may keep %1 Treasure cards in phase 2."),
                     limit);
    else
        verdict.note("panic.charity-limit",
                     ARBITER_MESSAGE_N("panic.charity-limit.players",
                                       "With %n player(s) a hand may keep %1 Treasure cards in phase 2."),
                     Count{players}, limit);
    return limit;
}

int monstersPerTurn(const Options& options, int players, Verdict& verdict)
{
    const int usual = players == maxPlayers ? 2 : 3;
    verdict.note("panic.monsters-placed",
                 ARBITER_MESSAGE_N("panic.monsters-placed.players",
                                   "With %n player(s) %1 Monsters are placed each turn."),
                 Count{players}, usual);
    if (!options.variants.placeTwo)
        return usual;
    verdict.note("panic.less-panic",
                 ARBITER_MESSAGE("panic.less-panic.place-two",
                                 "less-panic:place-two: 2 Monsters are placed each turn."));
    return 2;
}

}  // namespace

CharacterCheck checkCharacters(const Options& options, std::span<const SeatCharacter> seats)
{
    CharacterCheck check;
    std::array<bool, allCharacters.size()> taken{};
    for (std::size_t i = 0; i < seats.size() && check.verdict.legal; ++i) {
        const std::optional<Character> character = seats[i].character;
        if (!character)
            continue;
        const std::string_view player = seats[i].player;
        const std::string_view name = characterName(*character);
        if (!charactersInPlay(options)) {
            check.verdict.refuse(
                "panic.characters-in-play",
                ARBITER_MESSAGE("panic.characters-in-play.given",
                                "%1 is given the %2, but this game has no Character cards: they "
                                "come with More Munchkin or less-panic:characters."),
                player, name);
        } else if (bool& held = taken[static_cast<std::size_t>(*character)]; held) {
            check.verdict.refuse(
                "panic.character-each",
                ARBITER_MESSAGE("panic.character-each.taken",
                                "%1 is given the %2, which another player already holds: the box "
                                "has one card of each Character."),
                player, name);
        } else {
            held = true;
            continue;
        }
        check.seat = i;
    }
    return check;
}

PlayerRange playerRange(const Options& options)
{
    if (options.mode == Mode::Solitaire)
        return {1, 1};
    return {2, maxPlayers};
}

HandSizes handSizes(const Options& options, int players, std::optional<Character> character)
{
    HandSizes sizes;
    Verdict& verdict = sizes.verdict;
    if (!checkPlayers(options, players, verdict) || !checkCharacter(options, character, verdict))
        return sizes;
    sizes.castleCards = castleHand(options, players, character, verdict);
    sizes.startingTreasure = startingTreasure(options, players, verdict);
    sizes.treasureLimit = treasureLimit(options, players, verdict);
    sizes.monstersPerTurn = monstersPerTurn(options, players, verdict);
    verdict.note("panic.setup-monsters",
                 ARBITER_MESSAGE("panic.setup-monsters.archer-ring",
                                 "Set-up places %1 Monsters in the Archer ring, each arc by a die roll."),
                 sizes.setupMonsters);
    return sizes;
}

Verdict timing(const Options& options, Phase phase, Play play)
{
    Verdict verdict;
    // A play tied to one phase: legal there, refused elsewhere. `what` is the play, the sentence's subject.
    const auto onlyIn = [&](Phase allowed, std::string_view rule, Message what) {
        if (phase == allowed)
            verdict.note(rule, ARBITER_MESSAGE("panic.phases.belongs", "%1 belongs to phase %2 (%3)."), what,
                         phaseNumber(phase), phaseTerm(phase));
        else
            verdict.refuse(rule,
                           ARBITER_MESSAGE("panic.phases.belongs-elsewhere",
                                           "%1 belongs to phase %2 (%3), not phase %4 (%5)."),
                           what, phaseNumber(allowed), phaseTerm(allowed), phaseNumber(phase),
                           phaseTerm(phase));
    };
    switch (play) {
    case Play::HitCard:
        onlyIn(Phase::PlayCards, "panic.play-cards-only",
               ARBITER_MESSAGE("panic.play.hit-card", "Playing a Hit card, Weapon or Play Cards Special"));
        break;
    case Play::Potion:
        onlyIn(Phase::PlayCards, "panic.play-cards-only",
               ARBITER_MESSAGE("panic.play.potion", "Playing a Potion"));
        break;
    case Play::AnyTimeCard:
        verdict.note("panic.any-time",
                     ARBITER_MESSAGE("panic.any-time.any-phase",
                                     "A card marked for any time may be played in phase %1 (%2)."),
                     phaseNumber(phase), phaseTerm(phase));
        break;
    case Play::InvisibilityPotion:
        onlyIn(
            Phase::PlaceMonsters, "panic.invisibility-timing",
            ARBITER_MESSAGE("panic.play.invisibility", "The Invisibility Potion, cancelling a drawn Curse,"));
        break;
    case Play::Enhancer:
        if (!enhancersInPlay(options)) {
            verdict.refuse("panic.enhancer-timing",
                           ARBITER_MESSAGE("panic.enhancer-timing.not-in-game",
                                           "Monster Enhancers are only in the game in More Munchkin or with "
                                           "more-panic:enhancers."));
            break;
        }
        onlyIn(Phase::PlayCards, "panic.enhancer-timing",
               ARBITER_MESSAGE("panic.play.enhancer", "Enhancing a Monster under another player's attack"));
        break;
    case Play::Negotiate:
        if (options.mode == Mode::Solitaire)
            verdict.refuse("panic.mode-solitaire",
                           ARBITER_MESSAGE("panic.mode-solitaire.no-deal-partner",
                                           "Solitaire has no other player to make a deal with."));
        onlyIn(Phase::PlayCards, "panic.one-deal",
               ARBITER_MESSAGE("panic.play.negotiate", "Negotiating for help"));
        break;
    case Play::WizardMove:
        if (!charactersInPlay(options))
            verdict.refuse("panic.characters-in-play", noWizard);
        onlyIn(Phase::PlayCards, "panic.wizard-move",
               ARBITER_MESSAGE("panic.play.wizard-move", "The Wizard's move"));
        break;
    case Play::DiscardAndDraw:
        onlyIn(Phase::DiscardAndDraw, "panic.phases",
               ARBITER_MESSAGE("panic.play.discard-and-draw", "Discarding and drawing up"));
        break;
    case Play::Charity:
        onlyIn(Phase::GiveCharity, "panic.phases", ARBITER_MESSAGE("panic.play.charity", "Giving Charity"));
        break;
    case Play::ClaimTreasure:
        onlyIn(Phase::AddTreasure, "panic.phases",
               ARBITER_MESSAGE("panic.play.claim-treasure", "Adding earned Treasure to the hand"));
        break;
    case Play::MoveMonsters:
        onlyIn(Phase::MoveMonsters, "panic.phases",
               ARBITER_MESSAGE("panic.play.move-monsters", "Moving the Monsters"));
        break;
    case Play::PlaceMonster:
        onlyIn(Phase::PlaceMonsters, "panic.phases",
               ARBITER_MESSAGE("panic.play.place-monster", "Placing Monsters in the Forest"));
        break;
    }
    return verdict;
}

DiscardDrawResult discardAndDraw(const Options& options, const DiscardDraw& request)
{
    DiscardDrawResult result;
    Verdict& verdict = result.verdict;
    if (!checkPlayers(options, request.players, verdict)
        || !checkCharacter(options, request.character, verdict))
        return result;
    result.handSize = castleHand(options, request.players, request.character, verdict);

    if (request.handBefore < 0 || request.discards < 0 || request.discards > request.handBefore) {
        verdict.refuse(
            "panic.discard-draw",
            ARBITER_MESSAGE("panic.discard-draw.bad-count", "A hand of %1 cannot discard %2 Castle cards."),
            request.handBefore, request.discards);
        return result;
    }
    if (request.reallyImpressiveTitle)
        verdict.note("panic.really-impressive-title",
                     ARBITER_MESSAGE("panic.really-impressive-title.any-number",
                                     "Really Impressive Title lets any number be discarded: %1 this time."),
                     request.discards);
    else if (request.discards > 1)
        verdict.refuse(
            "panic.discard-draw",
            ARBITER_MESSAGE("panic.discard-draw.only-one",
                            "Only 1 Castle card may be discarded, not %1, unless Really Impressive Title "
                            "is played."),
            request.discards);

    const int kept = request.handBefore - request.discards;
    const int needed = std::max(0, result.handSize - kept);
    result.draws = needed;
    verdict.note("panic.discard-draw",
                 ARBITER_MESSAGE_N("panic.discard-draw.draw-up",
                                   "Keeping %1 of %2 Castle cards, the hand draws %n card(s) up to %3."),
                 kept, request.handBefore, Count{needed}, result.handSize);
    if (kept > result.handSize)
        verdict.note("panic.discard-draw",
                     ARBITER_MESSAGE("panic.discard-draw.over-size",
                                     "A hand over its size keeps its extra cards; it just "
                                     "draws none."));

    // The Cleric's and the Thief's card is one of the cards drawn up, so the deck gives one fewer. Each
    // says its own sentences: what the Character may do is the heart of each one.
    struct CharacterDrawSays {
        Message notThisCharacter;  // another Character, or none, asks for it
        Message handFull;          // nothing to draw up
        Message counted;           // %n cards drawn up, %1 of them from the deck
    };
    const auto characterDraw = [&](bool asked, Character who, std::string_view rule,
                                   const CharacterDrawSays& says) {
        if (!asked)
            return;
        if (request.character != who) {
            verdict.refuse(rule, says.notThisCharacter);
            return;
        }
        if (needed == 0) {
            verdict.refuse(rule, says.handFull);
            return;
        }
        result.draws = needed - 1;
        verdict.note(rule, says.counted, Count{needed}, result.draws);
    };
    characterDraw(
        request.clericTakesFromDiscards, Character::Cleric, "panic.cleric-draw",
        {ARBITER_MESSAGE("panic.cleric-draw.only-cleric",
                         "Only the Cleric may keep 1 of the 3 bottom Castle discards."),
         ARBITER_MESSAGE("panic.cleric-draw.hand-full",
                         "The Cleric may keep 1 of the 3 bottom Castle discards only while drawing up, "
                         "and this hand is already full."),
         ARBITER_MESSAGE_N("panic.cleric-draw.counted",
                           "The Cleric may keep 1 of the 3 bottom Castle discards, counted as 1 of %n "
                           "card(s) drawn up, leaving %1 to draw from the deck.")});
    if (request.thiefTakesACard && request.players < 2)
        verdict.refuse("panic.thief-draw",
                       ARBITER_MESSAGE("panic.thief-draw.alone",
                                       "The Thief has no other player to take a Castle card "
                                       "from."));
    else
        characterDraw(
            request.thiefTakesACard, Character::Thief, "panic.thief-draw",
            {ARBITER_MESSAGE("panic.thief-draw.only-thief",
                             "Only the Thief may take 1 Castle card from another player's hand."),
             ARBITER_MESSAGE("panic.thief-draw.hand-full",
                             "The Thief may take 1 Castle card from another player's hand only while "
                             "drawing up, and this hand is already full."),
             ARBITER_MESSAGE_N("panic.thief-draw.counted",
                               "The Thief may take 1 Castle card from another player's hand, counted as 1 "
                               "of %n card(s) drawn up, leaving %1 to draw from the deck.")});
    return result;
}

Verdict negotiate(const Options& options, const Negotiation& request)
{
    Verdict verdict;
    if (options.mode == Mode::Solitaire) {
        verdict.refuse("panic.mode-solitaire",
                       ARBITER_MESSAGE("panic.mode-solitaire.no-deals",
                                       "Solitaire has no negotiated deals: there is no one to deal with."));
        return verdict;
    }
    if (request.players < 2)
        verdict.refuse("panic.one-deal",
                       ARBITER_MESSAGE_N("panic.one-deal.no-partner",
                                         "With %n player(s) there is no other player to deal with."),
                       Count{request.players});
    if (request.loseHelp)
        verdict.refuse(
            "panic.lose-help",
            ARBITER_MESSAGE("panic.lose-help.no-negotiating",
                            "A player holding the Lose Help token may not negotiate help this turn."));
    if (request.targetFightsAlone)
        verdict.refuse(
            "panic.help-gazebo",
            ARBITER_MESSAGE("panic.help-gazebo.alone",
                            "The Gazebo must be fought alone: no help may be negotiated against it."));
    if (request.dealsThisTurn < 0) {
        verdict.refuse("panic.one-deal",
                       ARBITER_MESSAGE("panic.one-deal.negative", "A turn cannot have %1 deals."),
                       request.dealsThisTurn);
    } else if (options.variants.manyNegotiations) {
        verdict.note("panic.less-panic",
                     ARBITER_MESSAGE("panic.less-panic.negotiations",
                                     "less-panic:negotiations allows deal %1 this turn."),
                     request.dealsThisTurn + 1);
    } else if (request.dealsThisTurn >= 1) {
        verdict.refuse("panic.one-deal",
                       ARBITER_MESSAGE("panic.one-deal.already-made",
                                       "Only 1 deal per turn is allowed and %1 is already made."),
                       request.dealsThisTurn);
    } else {
        verdict.note("panic.one-deal",
                     ARBITER_MESSAGE("panic.one-deal.this-turn",
                                     "One deal with 1 other player for 1 card: this is the turn's "
                                     "deal."));
    }
    if (options.variants.lessMunchkin)
        verdict.note(
            "panic.less-munchkin",
            ARBITER_MESSAGE("panic.less-munchkin.trade",
                            "Under Less Munchkin the table may trade 1 card with 1 other player instead of "
                            "negotiating."));
    return verdict;
}

Verdict wizardMove(const Options& options, std::optional<Character> character, const WizardMove& request)
{
    Verdict verdict;
    if (!charactersInPlay(options)) {
        verdict.refuse("panic.characters-in-play", noWizard);
        return verdict;
    }
    if (!character)
        verdict.refuse(
            "panic.wizard-move",
            ARBITER_MESSAGE("panic.wizard-move.no-character",
                            "Only the Wizard may roll to move a Monster, not a player with no Character."));
    else if (*character != Character::Wizard)
        verdict.refuse("panic.wizard-move",
                       ARBITER_MESSAGE("panic.wizard-move.other-character",
                                       "Only the Wizard may roll to move a Monster, not the %1."),
                       characterName(*character));
    if (request.usedThisTurn)
        verdict.refuse("panic.wizard-move",
                       ARBITER_MESSAGE("panic.wizard-move.used",
                                       "The Wizard's roll is once per turn and it is already used."));
    if (request.roll < 1 || request.roll > 6) {
        verdict.refuse("panic.wizard-move",
                       ARBITER_MESSAGE("panic.wizard-move.bad-roll", "A die roll is 1 to 6, not %1."),
                       request.roll);
        return verdict;
    }
    if (!verdict.legal)
        return verdict;
    if (wizardRollSucceeds(request.roll))
        verdict.note(
            "panic.wizard-move",
            ARBITER_MESSAGE("panic.wizard-move.succeeds",
                            "A roll of %1 succeeds: move any 1 Monster to another place on the board."),
            request.roll);
    else
        verdict.note(
            "panic.wizard-move",
            ARBITER_MESSAGE("panic.wizard-move.fails",
                            "A roll of %1 fails (4 to 6 needed): no Monster moves, and the roll is used."),
            request.roll);
    return verdict;
}

PlacementResult placeMonster(const Options& options, const Placement& request)
{
    PlacementResult result;
    Verdict& verdict = result.verdict;
    if (!checkPlayers(options, request.players, verdict))
        return result;
    const int usual = monstersPerTurn(options, request.players, verdict);
    if (request.placeOneMoreDrawn < 0 || request.placedThisTurn < 0) {
        verdict.refuse("panic.monsters-placed",
                       ARBITER_MESSAGE("panic.monsters-placed.negative",
                                       "Counts of Monsters placed and tokens drawn cannot be negative."));
        return result;
    }
    result.monstersToPlace = usual + request.placeOneMoreDrawn;
    if (request.placeOneMoreDrawn > 0)
        verdict.note("panic.monsters-placed",
                     ARBITER_MESSAGE("panic.monsters-placed.one-more",
                                     "The Place 1 More Monster token raises this turn's count to %1."),
                     result.monstersToPlace);
    if (request.placedThisTurn >= result.monstersToPlace)
        verdict.refuse("panic.monsters-placed",
                       ARBITER_MESSAGE("panic.monsters-placed.all-placed",
                                       "All %1 Monsters of this turn are already placed."),
                       result.monstersToPlace);
    else
        verdict.note("panic.monsters-placed",
                     ARBITER_MESSAGE("panic.monsters-placed.this-one", "This is Monster %1 of %2 this turn."),
                     request.placedThisTurn + 1, result.monstersToPlace);
    if (request.arc < 1 || request.arc > arcCount) {
        verdict.refuse(
            "panic.monsters-placed",
            ARBITER_MESSAGE("panic.monsters-placed.bad-arc", "Forest arcs are numbered 1 to 6, not %1."),
            request.arc);
    } else if (request.loadedDie) {
        verdict.note(
            "panic.loaded-die",
            ARBITER_MESSAGE("panic.loaded-die.chosen-arc", "The Loaded Die chose arc %1 instead of a roll."),
            request.arc);
    } else {
        verdict.note("panic.monsters-placed",
                     ARBITER_MESSAGE("panic.monsters-placed.rolled-arc",
                                     "The die roll puts the Monster in arc %1 of the Forest."),
                     request.arc);
    }
    return result;
}

}  // namespace arbiter::rules::panic

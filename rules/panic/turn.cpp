#include "rules/panic/turn.h"

#include "rules/core/text.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace arbiter::rules::panic {
namespace {

using text::num;
using text::plural;

// "phase 4 (Add Treasure)": how the reasons name a phase.
std::string phaseTitle(Phase phase)
{
    const auto index = static_cast<int>(phase);
    return "phase " + num(index + 1) + " (" + std::string(describe(phase).name) + ")";
}

// The box is for 1 to 6 players, and a lone player plays the Solitaire game (More Munchkin, a race for
// the most Trophy points, therefore needs 2 or more).
bool checkPlayers(const Options& options, int players, Verdict& verdict)
{
    if (players < 1 || players > maxPlayers) {
        verdict.refuse("panic.player-count",
                       "Munchkin Panic is for 1 to 6 players, not " + num(players) + ".");
        return false;
    }
    const PlayerRange range = playerRange(options);
    if (players >= range.fewest && players <= range.most)
        return true;
    if (options.mode == Mode::Solitaire)
        verdict.refuse("panic.mode-solitaire",
                       "Solitaire is played alone, not by " + plural(players, "player", "players") + ".");
    else
        verdict.refuse("panic.mode-solitaire", "A lone player plays the Solitaire game, not "
                                                   + std::string(modeName(options.mode)) + ".");
    return false;
}

// A character is only at the table when the expansion's Character cards are.
bool checkCharacter(const Options& options, std::optional<Character> character, Verdict& verdict)
{
    if (!character || charactersInPlay(options))
        return true;
    verdict.refuse("panic.characters-in-play",
                   "The " + std::string(characterName(*character))
                       + " is a Character card, used only in More Munchkin or with less-panic:characters.");
    return false;
}

// The Castle hand of phase 1 for a valid player count.
int castleHand(const Options& options, int players, std::optional<Character> character, Verdict& verdict)
{
    int hand = players <= 2 ? 6 : 5;
    verdict.note("panic.hand-size", "With " + plural(players, "player", "players") + " the hand is "
                                        + num(hand) + " Castle cards.");
    if (options.variants.smallerHand) {
        --hand;
        verdict.note("panic.more-panic",
                     "more-panic:smaller-hand takes 1 Castle card off the hand: " + num(hand) + ".");
    }
    if (options.variants.biggerHand) {
        ++hand;
        verdict.note("panic.less-panic",
                     "less-panic:bigger-hand adds 1 Castle card to the hand: " + num(hand) + ".");
    }
    if (character == Character::Dwarf && charactersInPlay(options)) {
        ++hand;
        verdict.note("panic.dwarf-hand", "The Dwarf holds 1 Castle card more: " + num(hand) + ".");
    }
    return hand;
}

int startingTreasure(const Options& options, int players, Verdict& verdict)
{
    const Variants& variants = options.variants;
    if (variants.noStartingTreasure && variants.twoStartingTreasures) {
        verdict.refuse("panic.starting-treasure",
                       "more-panic:no-starting-treasure and less-panic:two-treasures cannot both be chosen.");
        return 0;
    }
    if (variants.noStartingTreasure) {
        verdict.note("panic.more-panic",
                     "more-panic:no-starting-treasure: every player starts with 0 Treasure.");
        return 0;
    }
    if (variants.twoStartingTreasures) {
        verdict.note("panic.less-panic",
                     "less-panic:two-treasures: every player starts with 2 Treasure cards.");
        return 2;
    }
    const int treasure = players == maxPlayers ? 0 : 1;
    verdict.note("panic.starting-treasure", "With " + plural(players, "player", "players")
                                                + " each starts with "
                                                + plural(treasure, "Treasure card", "Treasure cards") + ".");
    return treasure;
}

int treasureLimit(const Options& options, int players, Verdict& verdict)
{
    const int limit = players <= 2 ? 4 : 3;
    const std::string table = options.mode == Mode::Solitaire
                                  ? std::string("In Solitaire")
                                  : "With " + plural(players, "player", "players");
    verdict.note("panic.charity-limit",
                 table + " a hand may keep " + num(limit) + " Treasure cards in phase 2.");
    return limit;
}

int monstersPerTurn(const Options& options, int players, Verdict& verdict)
{
    const int usual = players == maxPlayers ? 2 : 3;
    verdict.note("panic.monsters-placed", "With " + plural(players, "player", "players") + " " + num(usual)
                                              + " Monsters are placed each turn.");
    if (!options.variants.placeTwo)
        return usual;
    verdict.note("panic.less-panic", "less-panic:place-two: 2 Monsters are placed each turn.");
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
        const std::string player(seats[i].player);
        const std::string name(characterName(*character));
        if (!charactersInPlay(options)) {
            check.verdict.refuse("panic.characters-in-play",
                                 player + " is given the " + name
                                     + ", but this game has no Character cards: they come with More Munchkin "
                                       "or less-panic:characters.");
        } else if (bool& held = taken[static_cast<std::size_t>(*character)]; held) {
            check.verdict.refuse("panic.character-each", player + " is given the " + name
                                                             + ", which another player already holds: the box "
                                                               "has one card of each Character.");
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
    verdict.note("panic.setup-monsters", "Set-up places " + num(sizes.setupMonsters)
                                             + " Monsters in the Archer ring, each arc by a die roll.");
    return sizes;
}

Verdict timing(const Options& options, Phase phase, Play play)
{
    Verdict verdict;
    const std::string now = phaseTitle(phase);
    // A play tied to one phase: legal there, refused elsewhere.
    const auto onlyIn = [&](Phase allowed, std::string_view rule, const std::string& what) {
        if (phase == allowed)
            verdict.note(rule, what + " belongs to " + now + ".");
        else
            verdict.refuse(rule, what + " belongs to " + phaseTitle(allowed) + ", not " + now + ".");
    };
    switch (play) {
    case Play::HitCard:
        onlyIn(Phase::PlayCards, "panic.play-cards-only", "Playing a Hit card, Weapon or Play Cards Special");
        break;
    case Play::Potion:
        onlyIn(Phase::PlayCards, "panic.play-cards-only", "Playing a Potion");
        break;
    case Play::AnyTimeCard:
        verdict.note("panic.any-time", "A card marked for any time may be played in " + now + ".");
        break;
    case Play::InvisibilityPotion:
        onlyIn(Phase::PlaceMonsters, "panic.invisibility-timing",
               "The Invisibility Potion, cancelling a drawn Curse,");
        break;
    case Play::Enhancer:
        if (!enhancersInPlay(options)) {
            verdict.refuse(
                "panic.enhancer-timing",
                "Monster Enhancers are only in the game in More Munchkin or with more-panic:enhancers.");
            break;
        }
        onlyIn(Phase::PlayCards, "panic.enhancer-timing",
               "Enhancing a Monster under another player's attack");
        break;
    case Play::Negotiate:
        if (options.mode == Mode::Solitaire)
            verdict.refuse("panic.mode-solitaire", "Solitaire has no other player to make a deal with.");
        onlyIn(Phase::PlayCards, "panic.one-deal", "Negotiating for help");
        break;
    case Play::WizardMove:
        if (!charactersInPlay(options))
            verdict.refuse(
                "panic.characters-in-play",
                "There is no Wizard without the Character cards of More Munchkin or less-panic:characters.");
        onlyIn(Phase::PlayCards, "panic.wizard-move", "The Wizard's move");
        break;
    case Play::DiscardAndDraw:
        onlyIn(Phase::DiscardAndDraw, "panic.phases", "Discarding and drawing up");
        break;
    case Play::Charity:
        onlyIn(Phase::GiveCharity, "panic.phases", "Giving Charity");
        break;
    case Play::ClaimTreasure:
        onlyIn(Phase::AddTreasure, "panic.phases", "Adding earned Treasure to the hand");
        break;
    case Play::MoveMonsters:
        onlyIn(Phase::MoveMonsters, "panic.phases", "Moving the Monsters");
        break;
    case Play::PlaceMonster:
        onlyIn(Phase::PlaceMonsters, "panic.phases", "Placing Monsters in the Forest");
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
        verdict.refuse("panic.discard-draw", "A hand of " + num(request.handBefore) + " cannot discard "
                                                 + num(request.discards) + " Castle cards.");
        return result;
    }
    if (request.reallyImpressiveTitle)
        verdict.note("panic.really-impressive-title", "Really Impressive Title lets any number be discarded: "
                                                          + num(request.discards) + " this time.");
    else if (request.discards > 1)
        verdict.refuse("panic.discard-draw", "Only 1 Castle card may be discarded, not "
                                                 + num(request.discards)
                                                 + ", unless Really Impressive Title is played.");

    const int kept = request.handBefore - request.discards;
    const int needed = std::max(0, result.handSize - kept);
    result.draws = needed;
    verdict.note("panic.discard-draw", "Keeping " + num(kept) + " of " + num(request.handBefore)
                                           + " Castle cards, " + plural(needed, "card is", "cards are")
                                           + " drawn up to " + num(result.handSize) + ".");
    if (kept > result.handSize)
        verdict.note("panic.discard-draw", "A hand over its size keeps its extra cards; it just draws none.");

    // The Cleric's and the Thief's card is one of the cards drawn up, so the deck gives one fewer.
    const auto characterDraw = [&](bool asked, Character who, std::string_view rule, const std::string& how) {
        if (!asked)
            return;
        if (request.character != who) {
            verdict.refuse(rule, "Only the " + std::string(characterName(who)) + " may " + how + ".");
            return;
        }
        if (needed == 0) {
            verdict.refuse(rule, "The " + std::string(characterName(who)) + " may " + how
                                     + " only while drawing up, and this hand is already full.");
            return;
        }
        result.draws = needed - 1;
        verdict.note(rule, "The " + std::string(characterName(who)) + " may " + how + ", counted as 1 of "
                               + plural(needed, "card", "cards") + " drawn up, leaving " + num(result.draws)
                               + " to draw from the deck.");
    };
    characterDraw(request.clericTakesFromDiscards, Character::Cleric, "panic.cleric-draw",
                  "keep 1 of the 3 bottom Castle discards");
    if (request.thiefTakesACard && request.players < 2)
        verdict.refuse("panic.thief-draw", "The Thief has no other player to take a Castle card from.");
    else
        characterDraw(request.thiefTakesACard, Character::Thief, "panic.thief-draw",
                      "take 1 Castle card from another player's hand");
    return result;
}

Verdict negotiate(const Options& options, const Negotiation& request)
{
    Verdict verdict;
    if (options.mode == Mode::Solitaire) {
        verdict.refuse("panic.mode-solitaire",
                       "Solitaire has no negotiated deals: there is no one to deal with.");
        return verdict;
    }
    if (request.players < 2)
        verdict.refuse("panic.one-deal", "With " + plural(request.players, "player", "players")
                                             + " there is no other player to deal with.");
    if (request.loseHelp)
        verdict.refuse("panic.lose-help",
                       "A player holding the Lose Help token may not negotiate help this turn.");
    if (request.targetFightsAlone)
        verdict.refuse("panic.help-gazebo",
                       "The Gazebo must be fought alone: no help may be negotiated against it.");
    if (request.dealsThisTurn < 0) {
        verdict.refuse("panic.one-deal", "A turn cannot have " + num(request.dealsThisTurn) + " deals.");
    } else if (options.variants.manyNegotiations) {
        verdict.note("panic.less-panic",
                     "less-panic:negotiations allows deal " + num(request.dealsThisTurn + 1) + " this turn.");
    } else if (request.dealsThisTurn >= 1) {
        verdict.refuse("panic.one-deal", "Only 1 deal per turn is allowed and " + num(request.dealsThisTurn)
                                             + " is already made.");
    } else {
        verdict.note("panic.one-deal", "One deal with 1 other player for 1 card: this is the turn's deal.");
    }
    if (options.variants.lessMunchkin)
        verdict.note(
            "panic.less-munchkin",
            "Under Less Munchkin the table may trade 1 card with 1 other player instead of negotiating.");
    return verdict;
}

Verdict wizardMove(const Options& options, std::optional<Character> character, const WizardMove& request)
{
    Verdict verdict;
    if (!charactersInPlay(options)) {
        verdict.refuse(
            "panic.characters-in-play",
            "There is no Wizard without the Character cards of More Munchkin or less-panic:characters.");
        return verdict;
    }
    if (character != Character::Wizard) {
        const std::string who =
            character ? "the " + std::string(characterName(*character)) : "a player with no Character";
        verdict.refuse("panic.wizard-move", "Only the Wizard may roll to move a Monster, not " + who + ".");
    }
    if (request.usedThisTurn)
        verdict.refuse("panic.wizard-move", "The Wizard's roll is once per turn and it is already used.");
    if (request.roll < 1 || request.roll > 6) {
        verdict.refuse("panic.wizard-move", "A die roll is 1 to 6, not " + num(request.roll) + ".");
        return verdict;
    }
    if (!verdict.legal)
        return verdict;
    if (wizardRollSucceeds(request.roll))
        verdict.note("panic.wizard-move",
                     "A roll of " + num(request.roll)
                         + " succeeds: move any 1 Monster to another place on the board.");
    else
        verdict.note("panic.wizard-move",
                     "A roll of " + num(request.roll)
                         + " fails (4 to 6 needed): no Monster moves, and the roll is used.");
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
                       "Counts of Monsters placed and tokens drawn cannot be negative.");
        return result;
    }
    result.monstersToPlace = usual + request.placeOneMoreDrawn;
    if (request.placeOneMoreDrawn > 0)
        verdict.note("panic.monsters-placed", "The Place 1 More Monster token raises this turn's count to "
                                                  + num(result.monstersToPlace) + ".");
    if (request.placedThisTurn >= result.monstersToPlace)
        verdict.refuse("panic.monsters-placed",
                       "All " + num(result.monstersToPlace) + " Monsters of this turn are already placed.");
    else
        verdict.note("panic.monsters-placed", "This is Monster " + num(request.placedThisTurn + 1) + " of "
                                                  + num(result.monstersToPlace) + " this turn.");
    if (request.arc < 1 || request.arc > arcCount) {
        verdict.refuse("panic.monsters-placed",
                       "Forest arcs are numbered 1 to 6, not " + num(request.arc) + ".");
    } else if (request.loadedDie) {
        verdict.note("panic.loaded-die",
                     "The Loaded Die chose arc " + num(request.arc) + " instead of a roll.");
    } else {
        verdict.note("panic.monsters-placed",
                     "The die roll puts the Monster in arc " + num(request.arc) + " of the Forest.");
    }
    return result;
}

}  // namespace arbiter::rules::panic

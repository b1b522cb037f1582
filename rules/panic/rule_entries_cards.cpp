#include "rules/panic/rule_entries.h"

#include <array>

namespace arbiter::rules::panic {
namespace {

// The cards that move or remove one Monster, as the game log applies them. Kept sorted by id.
constexpr std::array entries = std::to_array<RuleEntry>({
    {"panic.card-cleric-booga", ARBITER_TEXT("Rule title", "Cleric: booga booga"),
     ARBITER_TEXT("Rule summary",
                  "In their Play Cards phase a Cleric may send the Wannabe Vampire off the board and keep "
                  "its Treasure, "
                  "which joins the hand in Add Treasure; no Trophy is taken."),
     ARBITER_TEXT("Rulebook", "Panic"), "More Munchkin Mini-Expansion: Character Cards"},
    {"panic.card-cotion-of-ponfusion", ARBITER_TEXT("Rule title", "Cotion of Ponfusion"),
     ARBITER_TEXT("Rule summary",
                  "In the Play Cards phase it sends one Monster that is not in the Forest into the Swordsman "
                  "ring of its "
                  "own arc."),
     ARBITER_TEXT("Rulebook", "Panic"), "Treasure Cards: Potions"},
    {"panic.card-curse", ARBITER_TEXT("Rule title", "Curse cards"),
     ARBITER_TEXT(
         "Rule summary",
         "A Curse card may be played at any time on another player: the Duck of Doom and Chicken on Your "
         "Head "
         "take "
         "one of their Treasure cards, the Truly Obnoxious Curse takes everyone's Hit cards of a colour or "
         "ring; "
         "Sandals of Protection or the Wishing Ring cancel it. None are in the deck with Less Munchkin or in "
         "Solitaire."),
     ARBITER_TEXT("Rulebook", "Panic"), "Castle Cards: Curses"},
    {"panic.card-drive-him-back", ARBITER_TEXT("Rule title", "Drive Him Back!"),
     ARBITER_TEXT("Rule summary",
                  "In the Play Cards phase it sends one Monster from any ring, the Castle included, back to "
                  "the Forest "
                  "of its own arc."),
     ARBITER_TEXT("Rulebook", "Panic"), "Castle Cards: Specials"},
    {"panic.card-fortify-wall", ARBITER_TEXT("Rule title", "Fortify Wall"),
     ARBITER_TEXT(
         "Rule summary",
         "At any time it puts a Fortify token on a standing Wall that has none; only two tokens exist."),
     ARBITER_TEXT("Rulebook", "Panic"), "Castle Cards: Specials"},
    {"panic.card-glue", ARBITER_TEXT("Rule title", "Flask of Glue"),
     ARBITER_TEXT("Rule summary",
                  "At any time it sticks one Monster outside the Forest in place until the end of the turn: "
                  "it does not "
                  "move in the Move Monsters phase, for Curse tokens or for cards; there is one Glue token."),
     ARBITER_TEXT("Rulebook", "Panic"), "Castle Cards: Specials"},
    {"panic.card-held-in-place", ARBITER_TEXT("Rule title", "Held Monsters stay put"),
     ARBITER_TEXT("Rule summary",
                  "A Monster under the Flask of Glue or the Sleep Potion cannot be moved or sent away by a "
                  "card or the "
                  "Wizard until the turn ends."),
     ARBITER_TEXT("Rulebook", "Panic"), "Castle Cards: Specials; Treasure Cards: Potions"},
    {"panic.card-humongous", ARBITER_TEXT("Rule title", "Humongous Monster Enhancer"),
     ARBITER_TEXT("Rule summary",
                  "At any time every Monster on the board returns to its full health, Enhancer health "
                  "included, and its "
                  "player draws a Treasure card for each Monster restored."),
     ARBITER_TEXT("Rulebook", "Panic"), "More Munchkin Mini-Expansion: Treasure Cards"},
    {"panic.card-illusion", ARBITER_TEXT("Rule title", "Illusion"),
     ARBITER_TEXT(
         "Rule summary",
         "In the Play Cards phase a Monster in the Swordsman, Knight or Archer ring is discarded and another "
         "Monster from anywhere on the board takes its space; it needs two Monsters on the board."),
     ARBITER_TEXT("Rulebook", "Panic"), "More Munchkin Mini-Expansion: Castle Card"},
    {"panic.card-invoke-obscure-rules", ARBITER_TEXT("Rule title", "Invoke Obscure Rules"),
     ARBITER_TEXT(
         "Rule summary",
         "At any time a Monster from the discard pile becomes the player's Trophy, without its Treasure."),
     ARBITER_TEXT("Rulebook", "Panic"), "Treasure Cards: Specials"},
    {"panic.card-lightning", ARBITER_TEXT("Rule title", "Lightning Curse"),
     ARBITER_TEXT("Rule summary",
                  "The curser picks a player with more Trophy points and swaps their own lowest Trophy for "
                  "that player's "
                  "highest (Addition Errors count and travel with it; with no Trophy they give nothing); an "
                  "owner with "
                  "several tied Trophies picks which one goes."),
     ARBITER_TEXT("Rulebook", "Panic"), "Castle Cards: Curses"},
    {"panic.card-out-to-lunch", ARBITER_TEXT("Rule title", "Out to Lunch"),
     ARBITER_TEXT(
         "Rule summary",
         "In the Play Cards phase it discards one Monster that is not in the Forest, with no Trophy, and its "
         "player gains two Treasure cards in Add Treasure."),
     ARBITER_TEXT("Rulebook", "Panic"), "Castle Cards: Specials"},
    {"panic.card-sleep-potion", ARBITER_TEXT("Rule title", "Sleep Potion"),
     ARBITER_TEXT("Rule summary",
                  "Played in the Play Cards phase, it keeps every Monster on the board where it is for the "
                  "rest of the "
                  "turn; they can still be hit."),
     ARBITER_TEXT("Rulebook", "Panic"), "Treasure Cards: Potions"},
    {"panic.card-wandering-monster", ARBITER_TEXT("Rule title", "Wandering Monster"),
     ARBITER_TEXT(
         "Rule summary",
         "At any time it moves one Monster into an arc of another colour, staying in the same ring."),
     ARBITER_TEXT("Rulebook", "Panic"), "Castle Cards: Specials"},
    {"panic.card-wizard-move", ARBITER_TEXT("Rule title", "The Wizard's move"),
     ARBITER_TEXT("Rule summary",
                  "Once in their Play Cards phase a Wizard may roll: on 4 to 6 one Monster moves anywhere on "
                  "the board."),
     ARBITER_TEXT("Rulebook", "Panic"), "More Munchkin Mini-Expansion: Character Cards"},
});

static_assert(sortedById(entries), "the Panic card rules must stay sorted by id");

}  // namespace

std::span<const RuleEntry> cardRules()
{
    return entries;
}

}  // namespace arbiter::rules::panic

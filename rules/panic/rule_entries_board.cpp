#include "rules/panic/rule_entries.h"

#include <algorithm>
#include <array>

namespace arbiter::rules::panic {
namespace {

// Kept sorted by id (checked below and by tst_catalogue).
constexpr std::array entries = std::to_array<RuleEntry>({
    {"panic.curse-all-clockwise", ARBITER_TEXT("Rule title", "All Monsters move clockwise"),
     ARBITER_TEXT("Rule summary",
                  "Every Monster not held by Glue moves one arc clockwise without changing ring, the Forest "
                  "included; in "
                  "the Castle ring it runs into the Tower of the next space as in the Move Monsters phase."),
     ARBITER_TEXT("Rulebook", "Panic"), "Tokens: Curse Tokens"},
    {"panic.curse-cancelled", ARBITER_TEXT("Rule title", "Cancelling a Curse token"),
     ARBITER_TEXT("Rule summary",
                  "A Curse token from the bag can be cancelled by the Invisibility Potion or the Wishing "
                  "Ring and then "
                  "does "
                  "nothing; Sandals of Protection only stop Curse cards played on you."),
     ARBITER_TEXT("Rulebook", "Panic"), "Treasure Cards: Potions; Specials; Weapons"},
    {"panic.curse-colour-moves", ARBITER_TEXT("Rule title", "Monsters in one colour move"),
     ARBITER_TEXT("Rule summary",
                  "The red, green and blue tokens move every Monster in the arcs of that colour one space, "
                  "exactly as in "
                  "the Move Monsters phase, Walls and Towers included."),
     ARBITER_TEXT("Rulebook", "Panic"), "Tokens: Curse Tokens"},
    {"panic.curse-huge-rock", ARBITER_TEXT("Rule title", "Huge Rock"),
     ARBITER_TEXT("Rule summary",
                  "A die roll picks the arc; the rock squishes every Monster in its path (no Trophy, Glue "
                  "and Sleep do "
                  "not "
                  "help) and stops at the first Wall or Tower it destroys, or loses itself on a Fortify "
                  "token; with no "
                  "structure in its arc it crosses the Castle to the opposite arc, and out of the board if "
                  "nothing stops "
                  "it there."),
     ARBITER_TEXT("Rulebook", "Panic"), "Tokens: Curse Tokens"},
    {"panic.curse-lose-help", ARBITER_TEXT("Rule title", "Lose help"),
     ARBITER_TEXT(
         "Rule summary",
         "Whoever draws this token may not negotiate help on their next turn; it is not in the bag for "
         "Solitaire."),
     ARBITER_TEXT("Rulebook", "Panic"), "Tokens: Curse Tokens; Solitaire Play"},
    {"panic.curse-place-one-more", ARBITER_TEXT("Rule title", "Place 1 more Monster"),
     ARBITER_TEXT("Rule summary", "The player places one Monster more than usual this turn."),
     ARBITER_TEXT("Rulebook", "Panic"), "Tokens: Curse Tokens"},
    {"panic.curse-roll-move", ARBITER_TEXT("Rule title", "Roll the die: that arc moves"),
     ARBITER_TEXT(
         "Rule summary",
         "A die roll picks an arc and every Monster in it moves one space as in the Move Monsters phase."),
     ARBITER_TEXT("Rulebook", "Panic"), "Tokens: Curse Tokens"},
    {"panic.fortify", ARBITER_TEXT("Rule title", "Fortify token"),
     ARBITER_TEXT("Rule summary",
                  "A Monster or the Huge Rock hitting a fortified Wall removes the token instead of the "
                  "Wall; the Monster "
                  "still takes 1 damage and stays outside, the rock is discarded."),
     ARBITER_TEXT("Rulebook", "Panic"), "Castle Cards: Specials (Fortify Wall)"},
    {"panic.glue", ARBITER_TEXT("Rule title", "Flask of Glue holds"),
     ARBITER_TEXT("Rule summary",
                  "A glued Monster moves neither in the Move Monsters phase nor by a Curse token, though the "
                  "Huge Rock "
                  "still squishes it."),
     ARBITER_TEXT("Rulebook", "Panic"), "Castle Cards: Specials (Flask of Glue)"},
    {"panic.last-tower", ARBITER_TEXT("Rule title", "The last Tower"),
     ARBITER_TEXT("Rule summary",
                  "When no Tower is left standing the game is over: the players lose, except in More "
                  "Munchkin where the "
                  "Trophy count still names a winner."),
     ARBITER_TEXT("Rulebook", "Panic"), "Ending the Game"},
    {"panic.lowest-point-no-structure-damage", ARBITER_TEXT("Rule title", "Big Monsters at their lowest"),
     ARBITER_TEXT(
         "Rule summary",
         "A 4- or 5-point Monster at 1 health takes no damage from a Wall or Tower it hits; the structure is "
         "destroyed all the same."),
     ARBITER_TEXT("Rulebook", "Panic"), "Order of Play: 5. Move Monsters"},
    {"panic.move-castle-clockwise", ARBITER_TEXT("Rule title", "Moving inside the Castle"),
     ARBITER_TEXT(
         "Rule summary",
         "A Monster in the Castle ring moves one space clockwise, from arc 6 to arc 1, and hits the Tower "
         "standing "
         "there."),
     ARBITER_TEXT("Rulebook", "Panic"), "Order of Play: 5. Move Monsters"},
    {"panic.move-inward", ARBITER_TEXT("Rule title", "Moving towards the Castle"),
     ARBITER_TEXT(
         "Rule summary",
         "In the Move Monsters phase every Monster moves one ring inwards at the same time: Forest, Archer, "
         "Knight, Swordsman, then through its arc's Wall into the Castle."),
     ARBITER_TEXT("Rulebook", "Panic"), "Order of Play: 5. Move Monsters"},
    {"panic.sleep", ARBITER_TEXT("Rule title", "Sleep Potion holds all"),
     ARBITER_TEXT("Rule summary",
                  "After a Sleep Potion no Monster moves for the rest of the turn, whether by the Move "
                  "Monsters phase or "
                  "by "
                  "a Curse token; the Huge Rock still rolls."),
     ARBITER_TEXT("Rulebook", "Panic"), "Treasure Cards: Potions (Sleep Potion)"},
    {"panic.structure-choice", ARBITER_TEXT("Rule title", "Several Monsters, one structure"),
     ARBITER_TEXT(
         "Rule summary",
         "When several Monsters hit the same Wall or Tower at once, the players pick the one that takes the "
         "damage; the others share its fate of staying outside or moving in."),
     ARBITER_TEXT("Rulebook", "Panic"), "Order of Play: 5. Move Monsters"},
    {"panic.structure-kill", ARBITER_TEXT("Rule title", "Dying on a structure"),
     ARBITER_TEXT("Rule summary",
                  "A Monster whose last health goes on a Wall or Tower is discarded: nobody gets its Trophy "
                  "or Treasure."),
     ARBITER_TEXT("Rulebook", "Panic"), "Hitting and Slaying Monsters: Getting Trophies"},
    {"panic.tower-damage", ARBITER_TEXT("Rule title", "Hitting a Tower"),
     ARBITER_TEXT(
         "Rule summary",
         "A Monster that hits a Tower destroys it, takes 1 damage and, if still alive, moves into the empty "
         "space."),
     ARBITER_TEXT("Rulebook", "Panic"), "Order of Play: 5. Move Monsters"},
    {"panic.wall-damage", ARBITER_TEXT("Rule title", "Hitting a Wall"),
     ARBITER_TEXT("Rule summary",
                  "A Monster that hits a Wall destroys it, takes 1 damage and stays in the Swordsman ring."),
     ARBITER_TEXT("Rulebook", "Panic"), "Order of Play: 5. Move Monsters"},
});

static_assert(sortedById(entries), "the board rules must stay sorted by id");

}  // namespace

std::span<const RuleEntry> boardRules()
{
    return entries;
}

}  // namespace arbiter::rules::panic

#include "rules/panic/rule_entries.h"

#include <algorithm>
#include <array>

namespace arbiter::rules::panic {
namespace {

// Kept sorted by id (checked below and by tst_catalogue).
constexpr std::array entries = std::to_array<RuleEntry>({
    {"panic.curse-all-clockwise", "All Monsters move clockwise",
     "Every Monster not held by Glue moves one arc clockwise without changing ring, the Forest included; in "
     "the Castle ring it runs into the Tower of the next space as in the Move Monsters phase.",
     "Panic", "Tokens: Curse Tokens"},
    {"panic.curse-cancelled", "Cancelling a Curse token",
     "A Curse token from the bag can be cancelled by the Invisibility Potion or the Wishing Ring and then "
     "does "
     "nothing; Sandals of Protection only stop Curse cards played on you.",
     "Panic", "Treasure Cards: Potions; Specials; Weapons"},
    {"panic.curse-colour-moves", "Monsters in one colour move",
     "The red, green and blue tokens move every Monster in the arcs of that colour one space, exactly as in "
     "the Move Monsters phase, Walls and Towers included.",
     "Panic", "Tokens: Curse Tokens"},
    {"panic.curse-huge-rock", "Huge Rock",
     "A die roll picks the arc; the rock squishes every Monster in its path (no Trophy, Glue and Sleep do "
     "not "
     "help) and stops at the first Wall or Tower it destroys, or loses itself on a Fortify token; with no "
     "structure in its arc it crosses the Castle to the opposite arc, and out of the board if nothing stops "
     "it there.",
     "Panic", "Tokens: Curse Tokens"},
    {"panic.curse-lose-help", "Lose help",
     "Whoever draws this token may not negotiate help on their next turn; it is not in the bag for "
     "Solitaire.",
     "Panic", "Tokens: Curse Tokens; Solitaire Play"},
    {"panic.curse-place-one-more", "Place 1 more Monster",
     "The player places one Monster more than usual this turn.", "Panic", "Tokens: Curse Tokens"},
    {"panic.curse-roll-move", "Roll the die: that arc moves",
     "A die roll picks an arc and every Monster in it moves one space as in the Move Monsters phase.",
     "Panic", "Tokens: Curse Tokens"},
    {"panic.fortify", "Fortify token",
     "A Monster or the Huge Rock hitting a fortified Wall removes the token instead of the Wall; the Monster "
     "still takes 1 damage and stays outside, the rock is discarded.",
     "Panic", "Castle Cards: Specials (Fortify Wall)"},
    {"panic.glue", "Flask of Glue holds",
     "A glued Monster moves neither in the Move Monsters phase nor by a Curse token, though the Huge Rock "
     "still squishes it.",
     "Panic", "Castle Cards: Specials (Flask of Glue)"},
    {"panic.last-tower", "The last Tower",
     "When no Tower is left standing the game is over: the players lose, except in More Munchkin where the "
     "Trophy count still names a winner.",
     "Panic", "Ending the Game"},
    {"panic.lowest-point-no-structure-damage", "Big Monsters at their lowest",
     "A 4- or 5-point Monster at 1 health takes no damage from a Wall or Tower it hits; the structure is "
     "destroyed all the same.",
     "Panic", "Order of Play: 5. Move Monsters"},
    {"panic.move-castle-clockwise", "Moving inside the Castle",
     "A Monster in the Castle ring moves one space clockwise, from arc 6 to arc 1, and hits the Tower "
     "standing "
     "there.",
     "Panic", "Order of Play: 5. Move Monsters"},
    {"panic.move-inward", "Moving towards the Castle",
     "In the Move Monsters phase every Monster moves one ring inwards at the same time: Forest, Archer, "
     "Knight, Swordsman, then through its arc's Wall into the Castle.",
     "Panic", "Order of Play: 5. Move Monsters"},
    {"panic.sleep", "Sleep Potion holds all",
     "After a Sleep Potion no Monster moves for the rest of the turn, whether by the Move Monsters phase or "
     "by "
     "a Curse token; the Huge Rock still rolls.",
     "Panic", "Treasure Cards: Potions (Sleep Potion)"},
    {"panic.structure-choice", "Several Monsters, one structure",
     "When several Monsters hit the same Wall or Tower at once, the players pick the one that takes the "
     "damage; the others share its fate of staying outside or moving in.",
     "Panic", "Order of Play: 5. Move Monsters"},
    {"panic.structure-kill", "Dying on a structure",
     "A Monster whose last health goes on a Wall or Tower is discarded: nobody gets its Trophy or Treasure.",
     "Panic", "Hitting and Slaying Monsters: Getting Trophies"},
    {"panic.tower-damage", "Hitting a Tower",
     "A Monster that hits a Tower destroys it, takes 1 damage and, if still alive, moves into the empty "
     "space.",
     "Panic", "Order of Play: 5. Move Monsters"},
    {"panic.wall-damage", "Hitting a Wall",
     "A Monster that hits a Wall destroys it, takes 1 damage and stays in the Swordsman ring.", "Panic",
     "Order of Play: 5. Move Monsters"},
});

static_assert(sortedById(entries), "the board rules must stay sorted by id");

}  // namespace

std::span<const RuleEntry> boardRules()
{
    return entries;
}

}  // namespace arbiter::rules::panic

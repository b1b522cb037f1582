#pragma once
// The Curse token rows of tst_panic_move. Expected values come from the rulebook's "Tokens" section, the
// Fortify Wall, Flask of Glue, Sleep Potion, Invisibility Potion and Wishing Ring cards, and "Solitaire
// Play".

#include "panic_move_support.h"

namespace arbiter::rules::test::panic_move {

// The eight Curse tokens, cancelled or not.
inline void addCurseRows()
{
    const Options standard;
    const QString all = "panic.curse-all-clockwise";
    const QString colour = "panic.curse-colour-moves";
    const QString rolled = "panic.curse-roll-move";
    const QString rock = "panic.curse-huge-rock";
    const QString cancel = "panic.curse-cancelled";

    // All Monsters move clockwise: every ring, the Forest too; in the Castle into the next Tower.
    addCurse("all clockwise: every ring", standard,
             on({mon("m1", "Potted Plant", 1, 6, forest), mon("m2", "Harpies", 2, 2, archer),
                 mon("m3", "Bigfoot", 3, 3, swordsman), mon("m4", "King Tut", 3, 1, castle)},
                {.walls = {1}, .towers = {1}}),
             token(CurseToken::AllClockwise), {},
             {.monsters = {"m1 1 forest 1", "m2 3 archer 2", "m3 4 swordsman 3", "m4 2 castle 2"},
              .structures = "towers 3456 walls 23456 fortify -",
              .events = {"tower-destroyed 2 by m4", "damaged m4 2", "moved m1 6 forest>1 forest",
                         "moved m2 2 archer>3 archer", "moved m3 3 swordsman>4 swordsman",
                         "moved m4 1 castle>2 castle"},
              .cites = {all, "panic.tower-damage", "panic.move-castle-clockwise"},
              .absent = {"panic.wall-damage", "panic.move-inward"},
              .towersLeft = 4});
    addCurse("all clockwise: glue holds", standard,
             on({glued(mon("m1", "Net Troll", 4, 2, knight)), mon("m2", "Pit Bull", 2, 2, knight)}),
             token(CurseToken::AllClockwise), {},
             {.monsters = {"m1 2 knight 4", "m2 3 knight 2"},
              .events = {"held m1", "moved m2 2 knight>3 knight"},
              .cites = {all, "panic.glue"}});
    const Board twoInCastle = on({mon("m1", "Lawyers", 3, 3, castle), mon("m2", "Platycore", 3, 3, castle)},
                                 {.walls = {3}, .towers = {3}});
    addCurse("all clockwise: two on one tower, not chosen", standard, twoInCastle,
             token(CurseToken::AllClockwise), {},
             {.cites = {all, "panic.structure-choice"}, .pending = {"tower:4 m1 m2"}, .towersLeft = 5});
    addCurse("all clockwise: two on one tower, chosen", standard, twoInCastle,
             token(CurseToken::AllClockwise), {{"tower:4", "m2"}},
             {.monsters = {"m1 4 castle 3", "m2 4 castle 2"},
              .structures = "towers 1256 walls 12456 fortify -",
              .events = {"tower-destroyed 4 by m2", "damaged m2 2", "moved m1 3 castle>4 castle",
                         "moved m2 3 castle>4 castle"},
              .cites = {all, "panic.structure-choice", "panic.tower-damage"},
              .towersLeft = 4});
    addCurse("all clockwise: sleep holds all", standard,
             on({mon("m1", "Potted Plant", 1, 6, forest)}, {.sleep = true}), token(CurseToken::AllClockwise),
             {}, {.monsters = {"m1 6 forest 1"}, .events = {}, .cites = {all, "panic.sleep"}});
    // Monsters in one colour move one space as in the Move Monsters phase (red 1-2, green 3-4, blue 5-6).
    addCurse(
        "move green", standard,
        on({mon("m1", "Shrieking Geek", 3, 3, archer), mon("m2", "Bigfoot", 3, 4, swordsman),
            mon("m3", "Potted Plant", 1, 1, archer), mon("m4", "Undead Horse", 2, 4, castle),
            mon("m5", "Harpies", 2, 5, archer)},
           {.towers = {4}}),
        token(CurseToken::MoveGreen), {},
        {.monsters = {"m1 3 knight 3", "m2 4 swordsman 2", "m3 1 archer 1", "m4 5 castle 1", "m5 5 archer 2"},
         .structures = "towers 1236 walls 12356 fortify -",
         .events = {"wall-destroyed 4 by m2", "damaged m2 2", "tower-destroyed 5 by m4", "damaged m4 1",
                    "moved m1 3 archer>3 knight", "moved m4 4 castle>5 castle"},
         .cites = {colour, "panic.wall-damage", "panic.tower-damage", "panic.move-inward",
                   "panic.move-castle-clockwise"},
         .towersLeft = 4});
    addCurse("move red", standard,
             on({mon("m1", "Maul Rat", 1, 1, forest), mon("m2", "Mr. Bones", 2, 2, knight),
                 mon("m3", "Pit Bull", 2, 3, forest)}),
             token(CurseToken::MoveRed), {},
             {.monsters = {"m1 1 archer 1", "m2 2 swordsman 2", "m3 3 forest 2"},
              .events = {"moved m1 1 forest>1 archer", "moved m2 2 knight>2 swordsman"},
              .cites = {colour, "panic.move-inward"}});
    addCurse("move blue into a fortify token", standard,
             on({mon("m1", "Face Sucker", 3, 6, swordsman)}, {.fortified = {6}}), token(CurseToken::MoveBlue),
             {},
             {.monsters = {"m1 6 swordsman 2"},
              .events = {"fortify-removed 6 by m1", "damaged m1 2"},
              .cites = {colour, "panic.fortify"}});
    Board recoloured = on({mon("m1", "Maul Rat", 1, 1, archer), mon("m2", "Harpies", 2, 5, archer)});
    recoloured.colours = {Colour::Blue, Colour::Blue, Colour::Red, Colour::Red, Colour::Green, Colour::Green};
    addCurse("move blue follows the board's colours", standard, recoloured, token(CurseToken::MoveBlue), {},
             {.monsters = {"m1 1 knight 1", "m2 5 archer 2"},
              .events = {"moved m1 1 archer>1 knight"},
              .cites = {colour, "panic.move-inward"}});
    addCurse("move blue: glue holds", standard, on({glued(mon("m1", "Leperchaun", 3, 5, knight))}),
             token(CurseToken::MoveBlue), {},
             {.monsters = {"m1 5 knight 3"}, .events = {"held m1"}, .cites = {colour, "panic.glue"}});
    // Roll the die: the Monsters of that arc move.
    const Board arcFour = on({mon("m1", "Potted Plant", 1, 4, forest), mon("m2", "Gazebo", 3, 4, castle),
                              mon("m3", "Harpies", 2, 3, forest)},
                             {.walls = {4}, .towers = {4, 5}});
    addCurse("roll 4: arc 4 moves", standard, arcFour, token(CurseToken::RollMove, 4), {},
             {.monsters = {"m1 4 archer 1", "m2 5 castle 3", "m3 3 forest 2"},
              .structures = "towers 1236 walls 12356 fortify -",
              .events = {"moved m1 4 forest>4 archer", "moved m2 4 castle>5 castle"},
              .cites = {rolled, "panic.move-inward", "panic.move-castle-clockwise"},
              .towersLeft = 4});
    addCurse("roll-move without a roll", standard, arcFour, token(CurseToken::RollMove), {},
             {.events = {}, .cites = {rolled}, .towersLeft = 4, .legal = false});
    addCurse("roll-move with a 7", standard, arcFour, token(CurseToken::RollMove, 7), {},
             {.events = {}, .cites = {rolled}, .towersLeft = 4, .legal = false});
    addCurse("roll-move with a 0", standard, arcFour, token(CurseToken::RollMove, 0), {},
             {.events = {}, .cites = {rolled}, .towersLeft = 4, .legal = false});
    addCurse("roll-move under sleep", standard,
             on({mon("m1", "Potted Plant", 1, 4, forest)}, {.sleep = true}), token(CurseToken::RollMove, 4),
             {}, {.monsters = {"m1 4 forest 1"}, .events = {}, .cites = {rolled, "panic.sleep"}});
    // The Huge Rock: squishes its arc and stops at the first Fortify token, Wall or Tower.
    addCurse(
        "huge rock into the wall", standard,
        on({mon("m1", "Net Troll", 4, 2, knight), mon("m2", "Potted Plant", 1, 2, forest),
            glued(mon("m3", "Harpies", 2, 2, archer)), mon("m4", "Bigfoot", 3, 2, swordsman),
            mon("m5", "Pukachu", 3, 3, archer), mon("m6", "King Tut", 3, 1, swordsman)}),
        token(CurseToken::HugeRock, 2), {},
        {.monsters = {"m5 3 archer 3", "m6 1 swordsman 3"},
         .structures = "towers 123456 walls 13456 fortify -",
         .events = {"rock-rolled 2", "squished m2 2 forest", "squished m3 2 archer", "squished m1 2 knight",
                    "squished m4 2 swordsman", "wall-destroyed 2", "rock-stopped 2 swordsman"},
         .cites = {rock},
         .absent = {"panic.structure-kill"},
         .squished = {"m2", "m3", "m1", "m4"}});
    addCurse(
        "huge rock into a fortify token", standard,
        on({mon("m1", "Pit Bull", 2, 5, archer)}, {.fortified = {5}}), token(CurseToken::HugeRock, 5), {},
        {.monsters = {},
         .events = {"rock-rolled 5", "squished m1 5 archer", "fortify-removed 5", "rock-stopped 5 swordsman"},
         .cites = {rock, "panic.fortify"},
         .squished = {"m1"}});
    addCurse(
        "huge rock into a tower", standard, on({mon("m1", "Bullrog", 3, 3, swordsman)}, {.walls = {3}}),
        token(CurseToken::HugeRock, 3), {},
        {.structures = "towers 12456 walls 12456 fortify -",
         .events = {"rock-rolled 3", "squished m1 3 swordsman", "tower-destroyed 3", "rock-stopped 3 castle"},
         .cites = {rock},
         .squished = {"m1"},
         .towersLeft = 5});
    addCurse(
        "huge rock across the castle into the far tower", standard,
        on({mon("m1", "Gazebo", 3, 1, castle), mon("m2", "Lawyers", 3, 4, swordsman)},
           {.walls = {1}, .towers = {1}}),
        token(CurseToken::HugeRock, 1), {},
        {.monsters = {"m2 4 swordsman 3"},
         .structures = "towers 2356 walls 23456 fortify -",
         .events = {"rock-rolled 1", "squished m1 1 castle", "tower-destroyed 4", "rock-stopped 4 castle"},
         .cites = {rock},
         .squished = {"m1"},
         .towersLeft = 4});
    addCurse("huge rock hits the far wall from inside", standard,
             on({mon("m1", "King Tut", 3, 6, knight), mon("m2", "Mr. Bones", 2, 3, castle),
                 mon("m3", "Pit Bull", 2, 3, swordsman)},
                {.walls = {6}, .towers = {6, 3}}),
             token(CurseToken::HugeRock, 6), {},
             {.monsters = {"m3 3 swordsman 2"},
              .structures = "towers 1245 walls 1245 fortify -",
              .events = {"rock-rolled 6", "squished m1 6 knight", "squished m2 3 castle", "wall-destroyed 3",
                         "rock-stopped 3 castle"},
              .cites = {rock},
              .squished = {"m1", "m2"},
              .towersLeft = 4});
    addCurse("huge rock stopped by the far fortify token", standard,
             on({mon("m1", "Harpies", 2, 5, swordsman)}, {.walls = {2}, .towers = {2, 5}, .fortified = {5}}),
             token(CurseToken::HugeRock, 2), {},
             {.monsters = {"m1 5 swordsman 2"},
              .structures = "towers 1346 walls 13456 fortify -",
              .events = {"rock-rolled 2", "fortify-removed 5", "rock-stopped 5 castle"},
              .cites = {rock, "panic.fortify"},
              .towersLeft = 4});
    addCurse("huge rock rolls through both arcs", standard,
             on({mon("m1", "Potted Plant", 1, 4, forest), mon("m2", "Gazebo", 3, 4, castle),
                 mon("m3", "King Tut", 3, 1, castle), mon("m4", "Net Troll", 4, 1, knight),
                 mon("m5", "Maul Rat", 1, 1, forest), mon("m6", "Pit Bull", 2, 2, forest)},
                {.walls = {1, 4}, .towers = {1, 4}}),
             token(CurseToken::HugeRock, 4), {},
             {.monsters = {"m6 2 forest 2"},
              .structures = "towers 2356 walls 2356 fortify -",
              .events = {"rock-rolled 4", "squished m1 4 forest", "squished m2 4 castle",
                         "squished m3 1 castle", "squished m4 1 knight", "squished m5 1 forest"},
              .cites = {rock},
              .squished = {"m1", "m2", "m3", "m4", "m5"},
              .towersLeft = 4});
    addCurse(
        "huge rock under the sleep potion", standard,
        on({mon("m1", "Pit Bull", 2, 2, archer)}, {.sleep = true}), token(CurseToken::HugeRock, 2), {},
        {.structures = "towers 123456 walls 13456 fortify -",
         .events = {"rock-rolled 2", "squished m1 2 archer", "wall-destroyed 2", "rock-stopped 2 swordsman"},
         .cites = {rock},
         .absent = {"panic.sleep"},
         .squished = {"m1"}});
    addCurse("huge rock without a roll", standard, on({}), token(CurseToken::HugeRock), {},
             {.events = {}, .cites = {rock}, .legal = false});
    addCurse("huge rock fells the last tower", standard, on({}, {.walls = {3}, .towers = {1, 2, 4, 5, 6}}),
             token(CurseToken::HugeRock, 3), {},
             {.structures = "towers - walls 12456 fortify -",
              .events = {"rock-rolled 3", "tower-destroyed 3", "rock-stopped 3 castle"},
              .cites = {rock, "panic.last-tower"},
              .towersLeft = 0,
              .gameLost = true});
    // Tokens that move nothing.
    const Board one = on({mon("m1", "Pit Bull", 2, 2, archer)});
    addCurse(
        "place one more", standard, one, token(CurseToken::PlaceOneMore), {},
        {.monsters = {"m1 2 archer 2"}, .events = {"place-more 1"}, .cites = {"panic.curse-place-one-more"}});
    addCurse("place one more takes no choice", standard, one, token(CurseToken::PlaceOneMore),
             {{"wall:2", "m1"}}, {.events = {}, .cites = {"panic.structure-choice"}, .legal = false});
    addCurse("lose help", standard, one, token(CurseToken::LoseHelp), {},
             {.monsters = {"m1 2 archer 2"}, .events = {"lose-help"}, .cites = {"panic.curse-lose-help"}});
    addCurse("lose help is not in a solitaire bag", inMode(Mode::Solitaire), one, token(CurseToken::LoseHelp),
             {}, {.events = {}, .cites = {"panic.curse-lose-help"}, .legal = false});
    // Cancelled tokens.
    addCurse("invisibility potion cancels the huge rock", standard, one,
             token(CurseToken::HugeRock, 2, "Invisibility Potion"), {},
             {.monsters = {"m1 2 archer 2"}, .events = {"cancelled"}, .cites = {cancel}, .absent = {rock}});
    addCurse("wishing ring cancels all clockwise", standard, one,
             token(CurseToken::AllClockwise, std::nullopt, "Wishing Ring"), {},
             {.monsters = {"m1 2 archer 2"}, .events = {"cancelled"}, .cites = {cancel}, .absent = {all}});
    addCurse("sandals of protection cannot cancel a token", standard, one,
             token(CurseToken::MoveRed, std::nullopt, "Sandals of Protection"), {},
             {.events = {}, .cites = {cancel}, .legal = false});
    addCurse("another card cannot cancel a token", standard, one,
             token(CurseToken::LoseHelp, std::nullopt, "Hoard!"), {},
             {.events = {}, .cites = {cancel}, .legal = false});
}

}  // namespace arbiter::rules::test::panic_move

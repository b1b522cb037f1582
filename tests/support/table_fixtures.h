#pragma once
// The small tables and actions most tests start from, in one place: a Munchkin table of named players, a
// Munchkin Panic table, a level gained and a fight against a plain Monster. Pure C++, rules only.

#include "rules/game/action.h"
#include "rules/game/state.h"

#include <string>
#include <vector>

namespace arbiter::testing {

// A Munchkin game called `name` (Deluxe unless told), its players seated in the order given.
rules::game::GameSetup munchkinTable(std::string name, std::vector<rules::game::SetupPlayer> players,
                                     rules::munchkin::Edition edition = rules::munchkin::Edition::Deluxe);
// The same, the players by name alone (no sex given).
rules::game::GameSetup munchkinTable(std::string name, const std::vector<std::string>& players,
                                     rules::munchkin::Edition edition = rules::munchkin::Edition::Deluxe);

// A Munchkin Panic game called `name`: the standard game, no characters.
rules::game::GameSetup panicTable(std::string name, const std::vector<std::string>& players);

// `who` goes up `levels` levels as the Go Up a Level card says (never to the winning level).
rules::game::Action goUpALevel(std::string who, int levels = 1);

// The current player kicks open a door on a Monster of that level and Treasures, with nothing else on it.
rules::game::Action fightMonster(std::string monster, int level, int treasures);

}  // namespace arbiter::testing

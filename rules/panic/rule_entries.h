#pragma once
// The Munchkin Panic part of the rules catalogue, in four tables each kept sorted by id; the
// catalogue (rules/game/rule_catalogue.h) merges them with the card games' rules. Every id starts
// with "panic.".

#include "rules/core/rule_entry.h"

#include <span>

namespace arbiter::rules::panic {

std::span<const RuleEntry> boardRules();  // the board, movement, structures, Curse tokens
std::span<const RuleEntry> hitRules();    // Hit cards, Weapons, Potions, Specials, Enhancers, characters
std::span<const RuleEntry> turnRules();   // set-up, phases, drawing, Charity, help, placing, the end, modes
std::span<const RuleEntry> cardRules();   // cards that move, hold or remove one Monster (the game log)   //
                                          // set-up, phases, drawing, Charity, help, placing, the end, modes

}  // namespace arbiter::rules::panic

#pragma once
// What apply.cpp, apply_items.cpp and apply_combat.cpp share: lookups that refuse with a "game.*" reason,
// range checks, and one handler per action kind (doApply). Not part of the rules' API.
//
// Every handler checks first, against the const state, and returns at the first refusal; it mutates only
// once the action is known to be legal, so a refused action never changes the state.

#include "rules/core/verdict.h"
#include "rules/game/action.h"
#include "rules/game/field_terms.h"
#include "rules/game/state.h"

#include <string>
#include <string_view>
#include <vector>

namespace arbiter::rules::game::detail {

namespace mk = munchkin;

// Bounds for numbers the limits of state.h do not cover.
inline constexpr int maxHand = 1000;    // cards in a hand (Charity, Looting the Body)
inline constexpr int maxGold = 100000;  // Gold of one card sold
inline constexpr int dieFaces = 6;

const mk::EditionProfile& profileOf(const GameState& state);

// A phase's name as a term of a reason's message.
Message phaseTerm(mk::Phase phase);

// The player called `name`, or nullptr after refusing with game.unknown-player.
const Player* requirePlayer(const GameState& state, std::string_view name, Verdict& verdict);
// The seat of a player known to exist.
std::size_t seatOf(const GameState& state, std::string_view name);

// Refuses a blank or over-long name (game.blank-name, game.name-too-long); `what` names the field, as
// a term that starts the sentence ("An Item's name").
bool checkName(std::string_view name, Message what, Verdict& verdict);
// Refuses a number outside [low, high] with game.limit; `what` names the number ("An Item's bonus").
bool checkRange(int value, int low, int high, Message what, Verdict& verdict);
// Refuses a die outside 1..6 with game.die-roll.
bool checkDie(int roll, const MessageArg& who, Verdict& verdict);

// Whether the named player is the fighter or the helper of the combat in progress.
bool inCombat(const GameState& state, std::string_view name);
bool runningAway(const GameState& state, std::string_view name);
bool isCultist(const GameState& state, const Player& player);
int cultistsInPlay(const GameState& state);

// The Items of `player` replaced by `items`, as judgeEquip sees them. An Item placed on Cheat! brings its
// Cheat! card with it (the state does not track Cheat! cards separately).
mk::EquipRequest equipRequest(const Player& player, std::vector<mk::Item> items);
// The gear a player fights with: the single gear number if kept, else the equipped Items that count.
int gearOf(const GameState& state, const Player& player);
// One side of a fight as judgeCombat sees it: Level, gear, the fight's ability bonus plus persistent Curses.
mk::Combatant combatantOf(const GameState& state, const Player& player, int bonus);
// The first Item called `name`, or nullptr.
const mk::Item* findItem(const Player& player, std::string_view name);
// Removes the first Item called `name`; false when there is none.
bool removeItem(Player& player, std::string_view name);

// Mutations shared by several handlers (called only once an action is legal).
void endCombat(GameState& state);  // the fight is over: the turn moves on to Charity
void killPlayer(GameState& state, std::size_t seat, Verdict& verdict);
void clearBody(Player& player);  // everything but the kept cards leaves play
void startTurn(GameState& state, std::size_t seat, Verdict& verdict);
// Cthulhu: after the Cultists changed, the all-but-one and all-Cultists endings.
void cultistEndings(GameState& state, int cultistsBefore, Verdict& verdict);

// --- the handlers, one per action kind ---
// apply.cpp: the table, levels, character cards, the turn
Verdict doApply(GameState& state, const actions::AddPlayer& action);
Verdict doApply(GameState& state, const actions::RemovePlayer& action);
Verdict doApply(GameState& state, const actions::SetSex& action);
Verdict doApply(GameState& state, const actions::ChangeLevel& action);
Verdict doApply(GameState& state, const actions::PlayCharacterCard& action);
Verdict doApply(GameState& state, const actions::DiscardCharacterCard& action);
Verdict doApply(GameState& state, const actions::BecomeCultist& action);
Verdict doApply(GameState& state, const actions::NextPhase& action);
Verdict doApply(GameState& state, const actions::Charity& action);
Verdict doApply(GameState& state, const actions::EndTurn& action);
Verdict doApply(GameState& state, const actions::RollDie& action);
// apply_items.cpp: Items, gear, sales, Rides, Hirelings, Curses
Verdict doApply(GameState& state, const actions::GainItem& action);
Verdict doApply(GameState& state, const actions::EquipItem& action);
Verdict doApply(GameState& state, const actions::LoseItem& action);
Verdict doApply(GameState& state, const actions::TradeItem& action);
Verdict doApply(GameState& state, const actions::SetGear& action);
Verdict doApply(GameState& state, const actions::SellItems& action);
Verdict doApply(GameState& state, const actions::GainRide& action);
Verdict doApply(GameState& state, const actions::LoseRide& action);
Verdict doApply(GameState& state, const actions::GainHireling& action);
Verdict doApply(GameState& state, const actions::LoseHireling& action);
Verdict doApply(GameState& state, const actions::GainCurse& action);
Verdict doApply(GameState& state, const actions::LoseCurse& action);
// apply_combat.cpp: combat, running away, Bad Stuff, death and looting
Verdict doApply(GameState& state, const actions::StartCombat& action);
Verdict doApply(GameState& state, const actions::AddMonster& action);
Verdict doApply(GameState& state, const actions::AddEnhancer& action);
Verdict doApply(GameState& state, const actions::PlayOneShot& action);
Verdict doApply(GameState& state, const actions::EliminateMonster& action);
Verdict doApply(GameState& state, const actions::AskForHelp& action);
Verdict doApply(GameState& state, const actions::SetCombatBonus& action);
Verdict doApply(GameState& state, const actions::ResolveCombat& action);
Verdict doApply(GameState& state, const actions::RunAway& action);
Verdict doApply(GameState& state, const actions::ApplyBadStuff& action);
Verdict doApply(GameState& state, const actions::Die& action);
Verdict doApply(GameState& state, const actions::LootBody& action);
// apply_panic.cpp, apply_panic_board.cpp: Munchkin Panic
void startPanicGame(GameState& state, const GameSetup& setup);
Verdict checkPanicSetup(const GameSetup& setup);
Verdict endPanicTurn(GameState& state);
bool panicStateIsOk(const GameState& state);
Verdict doApply(GameState& state, const actions::PanicPlaceMonster& action);
Verdict doApply(GameState& state, const actions::PanicDrawCurse& action);
Verdict doApply(GameState& state, const actions::PanicDiscardDraw& action);
Verdict doApply(GameState& state, const actions::PanicCharity& action);
Verdict doApply(GameState& state, const actions::PanicHit& action);
Verdict doApply(GameState& state, const actions::PanicMoveMonster& action);
Verdict doApply(GameState& state, const actions::PanicRemoveMonster& action);
Verdict doApply(GameState& state, const actions::PanicGlue& action);
Verdict doApply(GameState& state, const actions::PanicSleep& action);
Verdict doApply(GameState& state, const actions::PanicFortify& action);
Verdict doApply(GameState& state, const actions::PanicMoveMonsters& action);
Verdict doApply(GameState& state, const actions::PanicSetHand& action);
Verdict doApply(GameState& state, const actions::PanicAdditionError& action);
Verdict doApply(GameState& state, const actions::PanicSetBoard& action);
Verdict doApply(GameState& state, const actions::PanicSetTrophies& action);
// apply_panic_cards.cpp
Verdict doApply(GameState& state, const actions::PanicCurseCard& action);
Verdict doApply(GameState& state, const actions::PanicSpecialCard& action);
Verdict doApply(GameState& state, const actions::PanicNextPhase& action);

}  // namespace arbiter::rules::game::detail

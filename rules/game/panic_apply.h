#pragma once
// What apply_panic.cpp and apply_panic_board.cpp share. Not part of the rules' API.

#include "rules/core/verdict.h"
#include "rules/game/state.h"
#include "rules/panic/turn.h"

#include <string_view>
#include <vector>

namespace arbiter::rules::game::detail {

PanicTable& tableOf(GameState& state);
const PanicTable& tableOf(const GameState& state);
PanicSeat& currentSeat(GameState& state);
PanicSeat* seatNamed(GameState& state, std::string_view name);

// Refusals with "game.panic-setup" / "game.phase" / the timing rules; false when refused.
bool refuseInSetup(const PanicTable& table, std::string_view what, Verdict& verdict);
bool requirePhase(const PanicTable& table, panic::Phase phase, std::string_view what, Verdict& verdict);
bool checkTiming(const PanicTable& table, panic::Play play, Verdict& verdict);

int monsterTokensOut(const PanicTable& table);
// The Monsters this turn's Place Monsters phase puts in the Forest: the usual count for the table's
// size, plus each Place 1 More token drawn.
int monstersToPlace(const GameState& state);
// Monster and Curse tokens the bag holds at the start under these options (the Lose Help token is out
// of Solitaire's bag).
int tokensInGame(const panic::Options& options);
// The seats as the Trophy count sees them.
std::vector<panic::ScorePlayer> scorePlayers(const GameState& state);
// After a legal action: a lost, won or scored ending sets gameLost or the winners.
void checkPanicEnding(GameState& state, Verdict& verdict);

}  // namespace arbiter::rules::game::detail

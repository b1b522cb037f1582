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

// What a refusal in set-up or out of phase names as the action held back: the sentence's subject.
namespace panic_action {
inline constexpr Message PlayingACard = ARBITER_MESSAGE("panic-action.playing-a-card", "Playing a card");
inline constexpr Message DiscardingAndDrawing =
    ARBITER_MESSAGE("panic-action.discarding-and-drawing-up", "Discarding and drawing up");
inline constexpr Message Charity = ARBITER_MESSAGE("panic-action.charity", "Charity");
inline constexpr Message MovingOn =
    ARBITER_MESSAGE("panic-action.moving-on-to-another-phase", "Moving on to another phase");
inline constexpr Message EndingTheTurn = ARBITER_MESSAGE("panic-action.ending-the-turn", "Ending the turn");
inline constexpr Message PlacingAMonster =
    ARBITER_MESSAGE("panic-action.placing-a-monster", "Placing a Monster");
inline constexpr Message DrawingACurseToken =
    ARBITER_MESSAGE("panic-action.drawing-a-curse-token", "Drawing a Curse token");
inline constexpr Message MovingTheMonsters =
    ARBITER_MESSAGE("panic-action.moving-the-monsters", "Moving the Monsters");
inline constexpr Message MovingAMonster =
    ARBITER_MESSAGE("panic-action.moving-a-monster", "Moving a Monster");
}  // namespace panic_action

// Refusals with "game.panic-setup" / "game.phase" / the timing rules; false when refused.
bool refuseInSetup(const PanicTable& table, Message what, Verdict& verdict);
bool requirePhase(const PanicTable& table, panic::Phase phase, Message what, Verdict& verdict);
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

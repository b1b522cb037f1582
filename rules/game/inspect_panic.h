#pragma once
// Read-only rulings on a Munchkin Panic state, for the board screen: what an attack would do, what the
// Move Monsters phase or a Curse token would do before anyone moves the plastic, what is still in the
// bag, the hand limits of the turn and the Trophy count as it stands.

#include "rules/game/action.h"
#include "rules/game/state.h"
#include "rules/panic/hit.h"
#include "rules/panic/movement.h"
#include "rules/panic/turn.h"

#include <optional>
#include <string_view>
#include <vector>

namespace arbiter::rules::game {

// The Hit as the table plays it: the current seat's character, and the helper's when the action names
// a seated helper. apply() and judgePanicHit() both rule on this, so a preview cannot differ.
panic::Hit panicHitAsPlayed(const GameState& state, const actions::PanicHit& action);

// The attack as checkHit() rules on it with the seats' characters filled in, as apply() does: each Hit
// card's damage, the total, the health after, and what a slain Monster pays. The timing, the deal and
// the spoils are apply()'s to check (GameSession::preview); nullopt without the target on the board.
std::optional<panic::HitResult> judgePanicHit(const GameState& state, const actions::PanicHit& action);

// What panic-move-monsters or panic-draw-curse would do to the board now, with the choices the action
// carries: the events to draw, the structures still waiting for a choice, and the board after once
// nothing is pending. nullopt for any other action, or a Curse drawn outside the game's bag.
std::optional<panic::MoveResult> judgePanicMove(const GameState& state, const Action& action);

// What judgePanicMove's move does whatever the players answer: while choices are pending, the events of
// the Monsters no question is about and of the structures hit by one Monster (a Curse's own events too),
// so a preview can draw them before the players have chosen. With nothing pending, all of its events;
// none when the move is refused or is not a move.
std::vector<panic::Event> panicEventsWhateverChosen(const GameState& state, const Action& action);

// The Monster tokens still in the bag, in the box's order, and the Curse tokens of this game not yet
// drawn.
std::vector<std::string_view> panicMonstersInBag(const GameState& state);
std::vector<panic::CurseToken> panicCursesInBag(const GameState& state);

// The current player's hand size and Charity limit, and how many Monsters this turn places (its Place
// 1 More tokens included).
panic::HandSizes panicHandSizes(const GameState& state);
int panicMonstersToPlace(const GameState& state);

// The Trophy count now: standings, the Master Munchkin so far, and whether the game is over.
panic::ScoreResult panicStanding(const GameState& state);

}  // namespace arbiter::rules::game

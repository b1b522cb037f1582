#pragma once
// The tracked state of a Munchkin Panic game: the board, each seat's character, Trophies and card
// counts, the turn's phase and what has been used up this turn, and the tokens out of the bag.
// GameState::players holds the seats' names (in the same order as `seats`), so turn order, names
// and winners work the same way in both families.

#include "rules/panic/board.h"
#include "rules/panic/types.h"

#include <optional>
#include <string>
#include <vector>

namespace arbiter::rules::game {

struct Trophy {
    std::string token;       // the slain Monster's name
    int points = 1;          // its highest number
    int additionErrors = 0;  // Convenient Addition Error cards placed under it
    friend bool operator==(const Trophy&, const Trophy&) = default;
};

struct PanicSeat {
    std::optional<panic::Character> character;
    std::vector<Trophy> trophies;
    int kills = 0;            // body count: Monsters slain, Trophies traded away or not
    int castleCards = 0;      // Castle cards in hand, as counted at the table
    int treasure = 0;         // Treasure cards in hand
    int treasureWaiting = 0;  // earned this turn under Trophies: joins the hand in Add Treasure
    bool loseHelp = false;    // holds a Lose Help token until their next Play Cards phase ends
    friend bool operator==(const PanicSeat&, const PanicSeat&) = default;
};

struct PanicTable {
    panic::Options options;
    panic::Board board;
    std::vector<PanicSeat> seats;  // parallel to GameState::players
    // Set-up (4 Monsters in the Archer ring) runs before the first turn; then the six phases.
    bool settingUp = true;
    panic::Phase phase = panic::Phase::DiscardAndDraw;
    std::vector<std::string> tokensOut;         // every token drawn from the bag, Monsters and Curses
    std::vector<std::string> slainOrDiscarded;  // Monsters off the board for good
    int placedThisTurn = 0;
    int placeOneMore = 0;  // Place 1 More tokens drawn this turn
    int dealsThisTurn = 0;
    bool wizardMoved = false;
    bool monstersMoved = false;  // the Move Monsters phase has been applied this turn
    bool gameLost = false;       // the last Tower fell

    friend bool operator==(const PanicTable&, const PanicTable&) = default;
};

}  // namespace arbiter::rules::game

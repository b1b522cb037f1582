#pragma once
// After the game: what each player did, the biggest fight and, in Munchkin Panic, what the Castle lost,
// all counted by replaying the game's line of actions (from its setup to its head). Nothing is stored
// beside the actions: an undone or abandoned action is not on the line and never counts.

#include "rules/game/action.h"
#include "rules/game/state.h"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace arbiter::rules::game {

struct PlayerReport {
    std::string name;
    int finalLevel = 1;
    bool dead = false;  // dead when the line ends
    // Munchkin (card games).
    int kills = 0;            // Monsters slain in fights they won, as fighter or helper
    int levelsByKills = 0;    // Levels a won fight gave them
    int levelsBySelling = 0;  // Levels bought with Items sold
    int levelsByCards = 0;    // every other Level gained (Go Up a Level, a Class's power, a correction...)
    int levelsLost = 0;       // Bad Stuff, Curses, corrections
    int helpGiven = 0;        // fights they agreed to help in
    int helpReceived = 0;     // their fights in which someone helped
    int ranAway = 0;          // run-aways they rolled for
    int caught = 0;           // of those, the ones in which a Monster caught them
    int deaths = 0;
    int cursesSuffered = 0;
    int itemsSold = 0;
    // Munchkin Panic.
    int trophyPoints = 0;
    std::vector<std::string> trophies;  // the slain Monsters' tokens

    friend bool operator==(const PlayerReport&, const PlayerReport&) = default;
};

// The fight whose Monsters were the strongest when it was decided (won or lost).
struct FightReport {
    int turn = 1;
    std::string fighter;
    std::optional<std::string> helper;
    std::vector<std::string> monsters;
    int playerStrength = 0;
    int monsterStrength = 0;
    bool won = false;
    int cardsPlayed = 0;             // one-shots and Enhancers played into it, by either side
    std::vector<std::string> cards;  // ... their names, the players' side first

    friend bool operator==(const FightReport&, const FightReport&) = default;
};

// A Tower or Wall of the Castle that fell, on which turn.
struct StructureLoss {
    int turn = 1;
    int arc = 1;
    bool tower = false;  // false: a Wall

    friend bool operator==(const StructureLoss&, const StructureLoss&) = default;
};

// One Monster of a decided fight, and whether the players won that fight.
struct FightTally {
    std::string monster;
    bool won = false;

    friend bool operator==(const FightTally&, const FightTally&) = default;
};

// How the game was won: the action that made its first winners.
enum class WinBy {
    NotYet,       // nobody has won (yet)
    Fight,        // the winning Level came from a won fight (card games)
    OtherLevel,   // ... from a card or another Level change (Divine Intervention, a correction)
    CastleStood,  // Munchkin Panic: every Monster gone with the Castle standing
};

struct GameReport {
    Family family = Family::Munchkin;
    WinBy wonBy = WinBy::NotYet;
    int wonOnTurn = 0;  // the turn the game was won in; 0 while nobody has won
    int actions = 0;    // on the line
    int turns = 1;      // the turn the line ends in
    std::vector<std::string> winners;
    std::vector<PlayerReport> players;  // in seat order
    std::optional<FightReport> biggestFight;
    std::vector<FightTally> fights;  // every decided fight's Monsters, in the order fought
    // Munchkin Panic.
    std::vector<StructureLoss> structuresLost;
    bool castleFell = false;  // the players lost together
    std::optional<std::string> masterMunchkin;

    friend bool operator==(const GameReport&, const GameReport&) = default;
};

// Replays `line` from `setup`. An action the referee refuses (a line that was never legal) ends the
// replay there: the report covers what was legal up to it.
GameReport reportOf(const GameSetup& setup, const std::vector<Action>& line);

// A stretch of the line, replayed from `start` (the state before its first action, e.g. a snapshot the
// log vouches for): what it adds to the report, and the state it ends in. Stretches of one line can be
// replayed apart (on several threads) and merged in line order: the merge equals reportOf.
struct ReportPart {
    GameReport counts;         // the counts of the stretch alone (no end-of-line figures)
    GameState end;             // the state after its last legal action
    std::size_t accepted = 0;  // its actions before a refusal (all of them when none)
    bool refused = false;      // a refusal ends the line's report here
};
ReportPart reportPart(GameState start, std::span<const Action> actions);
// The parts of one line in line order; those after a refused part are left out.
GameReport mergeReport(Family family, std::vector<ReportPart> parts);

}  // namespace arbiter::rules::game

#pragma once
// The tracked state of a game: what the players entered, in seat order, with the turn, its phase
// and the combat in progress. Replaying a game's actions from its setup rebuilds this exactly.
//
// `family` tells which part is in use: the card games' players, phases and combat, or Munchkin Panic's
// table (`panic`, with the seats' names in `players`).

#include "rules/game/panic_state.h"
#include "rules/game/roll_off.h"
#include "rules/munchkin/combat.h"
#include "rules/munchkin/edition.h"
#include "rules/munchkin/equip.h"
#include "rules/munchkin/timing.h"

#include <optional>
#include <string>
#include <vector>

namespace arbiter::rules::game {

enum class Family { Munchkin, Panic };

// A Curse that stays on its victim until removed ("-2 in your next combat", Chicken on Your Head).
struct Curse {
    std::string name;
    int combatBonus = 0;  // what it adds to its victim's combat strength; usually negative

    friend bool operator==(const Curse&, const Curse&) = default;
};

struct Player {
    std::string name;  // unique at the table; actions name players by it
    munchkin::Character character;
    int level = 1;
    // A player who does not enter every card keeps one gear number instead; then `items` is empty.
    std::optional<int> gear;
    std::vector<munchkin::Item> items;  // carried (equipped == false) or equipped
    std::vector<munchkin::Ride> rides;
    std::vector<std::string> hirelings;
    std::vector<Curse> curses;
    bool dead = false;
    bool bodyLooted = false;  // dead, and the others have taken their cards

    friend bool operator==(const Player&, const Player&) = default;
};

enum class Side { Players, Monsters };

struct CombatState {
    std::string fighter;
    std::optional<std::string> helper;
    int fighterBonus = 0;  // ability bonuses for this fight (Berserking, discards...)
    int helperBonus = 0;
    std::vector<munchkin::CombatCard> playerSide;
    std::vector<munchkin::CombatCard> monsterSide;
    std::vector<munchkin::Monster> monsters;
    bool runningAway = false;  // the fight was lost: the players must roll to run away

    friend bool operator==(const CombatState&, const CombatState&) = default;
};

struct GameState {
    Family family = Family::Munchkin;
    munchkin::Edition edition = munchkin::Edition::Deluxe;
    munchkin::Options options;
    std::vector<Player> players;  // in seat order
    std::size_t current = 0;      // whose turn it is: an index into players
    int turn = 1;                 // counts turns from 1
    munchkin::Phase phase = munchkin::Phase::KickOpenTheDoor;
    std::optional<CombatState> combat;
    int cultistsInDiscardPile = 0;        // Cthulhu: Cultist cards waiting in their own pile
    bool lastNonCultistRewarded = false;  // Cthulhu: the all-but-one level was granted (once a game)
    std::vector<std::string> winners;     // the game is over once anyone has won
    std::optional<PanicTable> panic;      // Family::Panic only

    friend bool operator==(const GameState&, const GameState&) = default;
};

// How a game starts: the edition, its options and the players in seat order.
struct SetupPlayer {
    std::string name;
    munchkin::Sex sex = munchkin::Sex::Unspecified;
    std::optional<panic::Character> character;  // Munchkin Panic with the expansion's characters
    std::string colour;  // the player's colour on screen ("#rrggbb"); the rules ignore it

    friend bool operator==(const SetupPlayer&, const SetupPlayer&) = default;
};

struct GameSetup {
    std::string name;  // what the table calls this game ("Friday at Ann's")
    Family family = Family::Munchkin;
    munchkin::Edition edition = munchkin::Edition::Deluxe;
    munchkin::Options options;
    panic::Options panicOptions;  // Family::Panic only
    std::vector<SetupPlayer> players;
    std::optional<std::string> starter;  // who takes the first turn; the first seat when absent
    // The dice rolled for who starts, round by round (roll_off.h); empty when the table picked the starter.
    std::vector<RollOffRound> rollOff;

    friend bool operator==(const GameSetup&, const GameSetup&) = default;
};

// Limits a setup and the actions keep a game within; beyond them an action is refused.
namespace limits {
inline constexpr std::size_t players = 12;
inline constexpr std::size_t nameLength = 200;  // in bytes of UTF-8
inline constexpr std::size_t itemsPerPlayer = 200;
inline constexpr std::size_t monstersInCombat = 64;
inline constexpr std::size_t cardsPerSide = 64;
inline constexpr int gear = 1000;
inline constexpr int bonus = 100;  // on one card, either sign
}  // namespace limits

const Player* findPlayer(const GameState& state, std::string_view name);
Player* findPlayer(GameState& state, std::string_view name);

}  // namespace arbiter::rules::game

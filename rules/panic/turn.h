#pragma once
// The turn around the board: hand sizes and starting Treasure by player count, the six phases and what
// may be played in each, discarding and drawing up, Charity by Trophy points, negotiating help,
// placing Monsters, the end of the game and the Trophy count that names the Master Munchkin.

#include "rules/core/verdict.h"
#include "rules/panic/types.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::rules::panic {

inline constexpr int maxPlayers = 6;

// How many play a mode: Solitaire is for one player; Standard and More Munchkin, played against each
// other for Trophy points, for 2 to maxPlayers (panic.player-count, panic.mode-solitaire).
struct PlayerRange {
    int fewest = 2;
    int most = maxPlayers;

    friend bool operator==(const PlayerRange&, const PlayerRange&) = default;
};
PlayerRange playerRange(const Options& options);

// --- set-up ---
struct HandSizes {
    Verdict verdict;      // illegal for 0 or more than 6 players, or 1 player outside Solitaire
    int castleCards = 0;  // the hand drawn up to in phase 1
    int startingTreasure = 0;
    int treasureLimit = 0;    // Charity limit in phase 2
    int monstersPerTurn = 0;  // placed in phase 6
    int setupMonsters = 4;    // placed in the Archer ring at set-up
};
HandSizes handSizes(const Options& options, int players, std::optional<Character> character = std::nullopt);

// The players' Character cards at set-up, in seating order (no card: nullopt). A card needs the Character
// cards in the game (panic.characters-in-play), and the box holds one of each (panic.character-each).
struct SeatCharacter {
    std::string_view player;
    std::optional<Character> character;
};
struct CharacterCheck {
    Verdict verdict;
    std::optional<std::size_t> seat;  // the first player at fault, when the verdict refuses
};
CharacterCheck checkCharacters(const Options& options, std::span<const SeatCharacter> seats);

// --- phases ---
// What a player is doing; timing() says whether it may be done in the given phase.
enum class Play {
    HitCard,             // Hit cards, Weapons, the Play Cards Specials (Super Munchkin, Drive Him Back!...)
    Potion,              // Idiotic Bravery, Halitosis, Cotion of Ponfusion, Sleep Potion
    AnyTimeCard,         // Curse cards, Flask of Glue, Fortify Wall, Wandering Monster, Hoard!...
    InvisibilityPotion,  // only while Monsters are being drawn (phase 6)
    Enhancer,            // during or right after another player's attack
    Negotiate,           // deals for help: Play Cards phase only
    WizardMove,          // once per turn in Play Cards
    DiscardAndDraw,      // phase 1
    Charity,             // phase 2
    ClaimTreasure,       // phase 4
    MoveMonsters,        // phase 5
    PlaceMonster,        // phase 6
};
Verdict timing(const Options& options, Phase phase, Play play);

// Phase 1: discard one Castle card (any number with Really Impressive Title) and draw up.
struct DiscardDraw {
    int handBefore = 0;  // Castle cards held
    int discards = 0;
    bool reallyImpressiveTitle = false;
    std::optional<Character> character;
    int players = 1;
    bool clericTakesFromDiscards = false;  // Cleric: keep 1 of 3 from the bottom of the discards
    bool thiefTakesACard = false;          // Thief: take 1 Castle card from another player
};
struct DiscardDrawResult {
    Verdict verdict;
    int handSize = 0;  // what the hand is drawn up to
    int draws = 0;     // cards drawn from the Castle deck
};
DiscardDrawResult discardAndDraw(const Options& options, const DiscardDraw& request);

// Phase 2: Charity by Trophy points.
struct CharityPlayer {
    std::string name;
    int treasure = 0;           // Treasure cards in hand
    std::vector<int> trophies;  // points of each Trophy
    int additionErrors = 0;     // Convenient Addition Error cards under the Trophies (+1 each)
};
struct Gift {
    std::string to;
    int count = 0;
    friend bool operator==(const Gift&, const Gift&) = default;
};
struct CharityResult {
    Verdict verdict;  // illegal: unknown giver, the bigger share to someone who may not have it
    int limit = 0;
    int excess = 0;
    std::vector<Gift> gifts;          // the even split; `choice` says who may get the odd card
    std::vector<std::string> choice;  // the giver picks one of these for the extra card
    int discard = 0;
    int leftovers = 0;  // odd cards not yet placed: the giver gives each to a different player in `choice`
};
int trophyPoints(const CharityPlayer& player);
CharityResult charity(const Options& options, const std::vector<CharityPlayer>& players,
                      const std::string& giver, const std::optional<std::string>& biggerShare = std::nullopt);

// Phase 3: one deal with one other player for one card (more with less-panic:negotiations); none
// while a Lose Help token is held, with the Gazebo, or in Solitaire.
struct Negotiation {
    int dealsThisTurn = 0;  // deals already made this turn
    bool loseHelp = false;
    bool targetFightsAlone = false;
    int players = 1;
};
Verdict negotiate(const Options& options, const Negotiation& request);

// Wizard: once per turn in Play Cards, a roll of 4-6 moves one Monster anywhere on the board.
struct WizardMove {
    int roll = 1;
    bool usedThisTurn = false;
};
Verdict wizardMove(const Options& options, std::optional<Character> character, const WizardMove& request);
// Whether a legal Wizard roll moves a Monster (4-6); a roll of 1-3 is used up and moves nothing.
inline constexpr bool wizardRollSucceeds(int roll)
{
    return roll >= 4 && roll <= 6;
}

// Phase 6: how many Monsters are placed, and where: the die roll, or the Loaded Die's choice.
struct Placement {
    int players = 1;
    int placedThisTurn = 0;
    int placeOneMoreDrawn = 0;  // Place 1 More tokens drawn this turn
    int arc = 1;
    bool loadedDie = false;
};
struct PlacementResult {
    Verdict verdict;
    int monstersToPlace = 0;  // in all this turn
};
PlacementResult placeMonster(const Options& options, const Placement& request);

// --- the end ---
struct ScorePlayer {
    std::string name;
    std::vector<int> trophies;
    int additionErrors = 0;
    int treasureInHand = 0;  // a Halfling's cards count a point each
    std::optional<Character> character;
    std::optional<int> kills;  // body count; the number of Trophies when absent
};
struct Standing {
    std::string name;
    int points = 0;
    int kills = 0;
};
struct ScoreResult {
    Verdict verdict;
    bool over = false;
    bool playersWon = false;
    std::vector<Standing> standings;  // highest first, ties by body count
    std::optional<std::string> masterMunchkin;
    std::vector<std::string> tiedForMaster;  // equal points and kills: the table settles it
};
ScoreResult score(const Options& options, int towersLeft, int monstersLeft,
                  const std::vector<ScorePlayer>& players);

}  // namespace arbiter::rules::panic

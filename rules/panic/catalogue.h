#pragma once
// The components of the Munchkin Panic box as data: the 39 tokens of the Monster bag, the Castle
// deck, the Treasure deck and the More Munchkin characters. Checks look cards up here by name, so a
// misspelt card is refused instead of guessed.

#include "rules/panic/types.h"

#include <optional>
#include <span>
#include <string_view>

namespace arbiter::rules::panic {

struct MonsterToken {
    std::string_view name;
    int points = 1;                        // highest number on the token: starting health and Trophy value
    int treasures = 1;                     // gold dots: Treasure cards drawn when it is slain
    std::optional<Character> nemesisOf{};  // black border: a character's limit (More Munchkin)
    bool fightAlone = false;               // the Gazebo: no help against it
};

enum class CastleKind { Hit, Curse, Special };

struct CastleCard {
    std::string_view name;
    CastleKind kind = CastleKind::Hit;
    // Hit cards: a ring and a colour ("Red Knight"), a colour only (Hero: Swordsman, Knight or Archer
    // of that colour) or a ring only (Any Color).
    std::optional<Ring> ring{};
    std::optional<Colour> colour{};
    // No copy count: the box has 45 Castle cards, 12 of them named once (4 Curses, 8 Specials), but the
    // rulebook does not say how the other 33 split among the 15 Hit cards.
    bool expansion = false;      // More Munchkin (Illusion)
    bool worksInCastle = false;  // the Tower icon: its text reaches Monsters in the Castle ring
    bool anyTime = false;        // its text lets it be played in any phase
};

enum class TreasureKind { Weapon, Potion, Special, Enhancer };

struct TreasureCard {
    std::string_view name;
    TreasureKind kind = TreasureKind::Weapon;
    // Weapons: damage added in the Swordsman, Knight and Archer rings (0: no use there). A Hit card
    // that hits a Monster in a ring is always a card of that ring, its colour's Hero or its Any Color
    // card, so the ring alone decides the bonus.
    int swordsman = 0;
    int knight = 0;
    int archer = 0;
    // Potions: damage dealt anywhere but the Forest (Idiotic Bravery 1, Halitosis 2).
    int damage = 0;
    // Enhancers: health added to a Monster under attack.
    int health = 0;
    bool expansion = false;  // More Munchkin (Chainsaw, Dagger, the Enhancers)
    bool anyTime = false;    // its text lets it be played in any phase
    bool defensive = false;  // Sandals of Protection: cancels a Curse card, never hits

    int bonusIn(Ring ring) const;
};

// "a Weapon", "a Hit card", "a Castle Special": how a sentence names a card's kind.
std::string_view kindLabel(TreasureKind kind);
std::string_view kindLabel(CastleKind kind);

std::span<const MonsterToken> monsterTokens();        // 31
std::span<const CurseTokenDescriptor> curseTokens();  // 8, with their names (types.h)
std::span<const CastleCard> castleCards();            // each name once: 15 Hit, 4 Curse, 8 + 1 Special
std::span<const TreasureCard> treasureCards();        // 28 + 7, each printed once

// The bag: 31 Monster tokens and the Curse tokens (types.h), so a new Curse token counts itself in.
inline constexpr int monsterTokensInBag = 31;
inline constexpr int tokensInBag = monsterTokensInBag + static_cast<int>(allCurseTokens.size());

// Exact name first, then the same name in any letter case; nullptr when the box has no such card.
const MonsterToken* findMonsterToken(std::string_view name);
const CastleCard* findCastleCard(std::string_view name);
const TreasureCard* findTreasureCard(std::string_view name);

// Whether a card is in the game under these options (expansion cards, Curse cards with Less Munchkin
// or in Solitaire, Help Me Out Here! and Sandals of Protection in Solitaire, the Lose Help token).
bool inGame(const Options& options, const CastleCard& card);
bool inGame(const Options& options, const TreasureCard& card);
bool inGame(const Options& options, CurseToken curse);

}  // namespace arbiter::rules::panic

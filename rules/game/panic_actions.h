#pragma once
// The Munchkin Panic part of the action vocabulary (kinds "panic-..."). Like every action, each holds
// the outside inputs it needs (die rolls, the players' choices), so a replay gives the same board.

#include "rules/panic/hit.h"
#include "rules/panic/movement.h"
#include "rules/panic/types.h"

#include <optional>
#include <string>
#include <vector>

namespace arbiter::rules::game::actions {

// Set-up and phase 6: a Monster token drawn from the bag and placed by the die (or the Loaded Die):
// in the Archer ring during set-up, in the Forest afterwards. Its id on the board is its name.
struct PanicPlaceMonster {
    std::string token;
    int arc = 1;  // the die roll, or the Loaded Die's choice
    bool loadedDie = false;
    friend bool operator==(const PanicPlaceMonster&, const PanicPlaceMonster&) = default;
};
// Phase 6: a Curse token drawn and resolved (or cancelled by a Potion or the Wishing Ring).
struct PanicDrawCurse {
    panic::CurseDraw draw;
    panic::Choices choices;  // which Monster takes the damage where several hit one structure
    friend bool operator==(const PanicDrawCurse& a, const PanicDrawCurse& b)
    {
        return a.draw.curse == b.draw.curse && a.draw.roll == b.draw.roll
               && a.draw.cancelledBy == b.draw.cancelledBy && a.choices == b.choices;
    }
};
// Phase 1: discard (one, or more with Really Impressive Title) and draw up to the hand size.
struct PanicDiscardDraw {
    int discards = 0;
    bool reallyImpressiveTitle = false;
    bool clericKeepsOne = false;                // Cleric: one of three from the bottom of the discards
    std::optional<std::string> thiefTakesFrom;  // Thief: one Castle card from this player's hand
    friend bool operator==(const PanicDiscardDraw&, const PanicDiscardDraw&) = default;
};
// Phase 2: the current player's excess Treasure goes to the lowest Trophy count.
struct PanicCharity {
    std::vector<std::string> biggerShare;  // who gets the odd cards of an uneven split, one each
    friend bool operator==(const PanicCharity&, const PanicCharity&) = default;
};
// Phase 3: an attack on one Monster. A helper is the one negotiated deal; the deal says who takes
// the Trophy and who the Treasure (the current player when unnamed).
struct PanicHit {
    panic::Hit hit;  // character fields are filled from the seats, not from the action
    std::optional<std::string> helper;
    std::optional<std::string> trophyTo;
    std::optional<std::string> treasureTo;
    std::optional<std::string> enhancedBy;  // the player whose Enhancers were played (draws their cards)
    friend bool operator==(const PanicHit& a, const PanicHit& b)
    {
        const auto cards = [](const panic::Hit& h) {
            std::vector<std::tuple<std::string, std::vector<std::string>, bool, bool>> out;
            for (const panic::HitCardPlay& play : h.attack)
                out.emplace_back(play.card, play.weapons, play.byHelper, play.weaponsByHelper);
            return out;
        };
        return a.hit.target == b.hit.target && cards(a.hit) == cards(b.hit) && a.hit.potions == b.hit.potions
               && a.hit.specials == b.hit.specials && a.hit.enhancers == b.hit.enhancers
               && a.helper == b.helper && a.trophyTo == b.trophyTo && a.treasureTo == b.treasureTo
               && a.enhancedBy == b.enhancedBy;
    }
};
// A card or ability that moves one Monster: Cotion of Ponfusion (to the Swordsman ring), Drive Him
// Back! (to the Forest), Wandering Monster (another arc, same ring), the Wizard (anywhere, on 4-6).
struct PanicMoveMonster {
    std::string monster;
    std::string by;  // "Cotion of Ponfusion", "Drive Him Back!", "Wandering Monster", "Wizard"
    int arc = 1;
    panic::Ring ring = panic::Ring::Forest;
    std::optional<int> roll;  // the Wizard's die
    friend bool operator==(const PanicMoveMonster&, const PanicMoveMonster&) = default;
};
// A Monster off the board without a Trophy: Out to Lunch (2 Treasure), the Cleric's "booga booga"
// on the Wannabe Vampire (its Treasure).
struct PanicRemoveMonster {
    std::string monster;
    std::string by;  // "Out to Lunch", "Cleric"
    friend bool operator==(const PanicRemoveMonster&, const PanicRemoveMonster&) = default;
};
struct PanicGlue {  // Flask of Glue on one Monster, for the rest of the turn
    std::string monster;
    friend bool operator==(const PanicGlue&, const PanicGlue&) = default;
};
struct PanicSleep {  // Sleep Potion: nothing moves for the rest of the turn
    friend bool operator==(const PanicSleep&, const PanicSleep&) = default;
};
struct PanicFortify {  // Fortify Wall: a token on a standing Wall
    int arc = 1;
    friend bool operator==(const PanicFortify&, const PanicFortify&) = default;
};
// Phase 5, with the players' choices where several Monsters hit one structure.
struct PanicMoveMonsters {
    panic::Choices choices;
    friend bool operator==(const PanicMoveMonsters&, const PanicMoveMonsters&) = default;
};
// Cards counted at the table: draws from Hoard!, Swiss Army Polearm, Curse cards, corrections.
struct PanicSetHand {
    std::string player;
    std::optional<int> castleCards;
    std::optional<int> treasure;
    friend bool operator==(const PanicSetHand&, const PanicSetHand&) = default;
};
struct PanicAdditionError {  // Convenient Addition Error under one of the player's Trophies
    std::string player;
    std::string trophy;
    friend bool operator==(const PanicAdditionError&, const PanicAdditionError&) = default;
};
// Corrections, for a table that starts the app mid-game or fixes a mis-entry: the board as it stands
// (checked like any board; its Monsters count as drawn from the bag) and a player's Trophies.
struct PanicSetBoard {
    panic::Board board;
    friend bool operator==(const PanicSetBoard&, const PanicSetBoard&) = default;
};
struct PanicSetTrophies {
    std::string player;
    std::vector<std::string> trophies;  // Monster token names
    friend bool operator==(const PanicSetTrophies&, const PanicSetTrophies&) = default;
};
// A Curse card of the Castle deck played by `player` on `target` (Lightning: the target must have more
// Trophy points; the curser's lowest Trophy goes for the target's highest, `give` and `take` naming them
// where several tie). Sandals of Protection or the Wishing Ring may cancel it.
struct PanicCurseCard {
    std::string card;  // "Duck of Doom Curse", "Truly Obnoxious Curse", "Lightning Curse", "Chicken on Your
                       // Head Curse"
    std::string player;
    std::optional<std::string> target;  // Duck of Doom, Lightning, Chicken on Your Head (whose card is taken)
    std::optional<std::string> give;    // Lightning: the curser's Trophy given (lowest; needed on a tie)
    std::optional<std::string> take;    // Lightning: the target's Trophy taken (highest; needed on a tie)
    std::string cancelledBy;            // "Sandals of Protection" or "Wishing Ring"
    friend bool operator==(const PanicCurseCard&, const PanicCurseCard&) = default;
};
// Cards that change Trophies or the board outside an attack: Invoke Obscure Rules (a Monster from the
// discards becomes `player`'s Trophy, without Treasure), the Humongous Monster Enhancer (every Monster
// back to full health, a Treasure per Monster restored) and Illusion (`monster` is discarded and
// `replacement` takes its space).
struct PanicSpecialCard {
    std::string card;  // "Invoke Obscure Rules", "Humongous Monster Enhancer", "Illusion"
    std::string player;
    std::optional<std::string> monster;      // Invoke Obscure Rules, Illusion
    std::optional<std::string> replacement;  // Illusion
    friend bool operator==(const PanicSpecialCard&, const PanicSpecialCard&) = default;
};
struct PanicNextPhase {  // the current player moves on to a later phase of the turn
    panic::Phase phase = panic::Phase::GiveCharity;
    friend bool operator==(const PanicNextPhase&, const PanicNextPhase&) = default;
};

}  // namespace arbiter::rules::game::actions

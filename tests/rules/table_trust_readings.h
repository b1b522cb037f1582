#pragma once
// Rulings a new table tripped over (issue 24), as rows of tst_rulebook_readings, each citing the
// paragraph it follows: a monster "joining" a fight by Look for Trouble, the dead giving Charity or
// selling, a Munchkin Panic deal bigger than one card, the attacker enhancing their own target, and a
// token drawn from the bag after the Forest was full.

#include "game_apply_fixtures.h"
#include "panic_apply_fixtures.h"

#include <vector>

namespace arbiter::rules::test::trust_readings {

namespace act = arbiter::rules::game::actions;
namespace pn = arbiter::rules::panic;
using apply_fixtures::Case;
using gm::GameState;

struct Reading {
    const char* name;
    const char* source;  // the rulebook paragraph: file and words
    Case apply;
};

inline mk::Monster joining(const char* name, int level, mk::JoinedBy how)
{
    mk::Monster m = apply_fixtures::monster(name, level);
    m.joinedBy = how;
    return m;
}

inline GameState annDead()  // Deluxe: Ann, the current player, died in her Kick Open the Door phase
{
    return played(apply_fixtures::armed(), {act::Die{"Ann"}});
}

// A Panic attack in Ann's Play Cards phase on the Net Troll (Archer ring of arc 1) with Bea's help.
inline act::PanicHit dealHit(std::vector<pn::HitCardPlay> cards)
{
    act::PanicHit action;
    action.hit.target = "Net Troll";
    action.hit.attack = std::move(cards);
    action.helper = "Bea";
    return action;
}

inline act::PanicHit enhancedBy(const char* player)
{
    act::PanicHit action = panic_apply::hit("Net Troll", "Red Archer");
    action.hit.enhancers = {"Baby Monster Enhancer"};
    action.enhancedBy = player;
    return action;
}

inline std::vector<Reading> tableTrustReadings()
{
    using namespace apply_fixtures;
    using namespace panic_apply;
    constexpr const char* lookForTrouble =
        "003_11fe419b31259b9c.txt, Look For Trouble: Play a monster *from your hand* and fight it, just as "
        "if you had found it when you kicked open the door; Fighting Multiple Monsters: Some cards (notably "
        "Wandering Monster) allow your rivals to send other monsters to join the fight";
    constexpr const char* dead =
        "003_11fe419b31259b9c.txt, DEATH: Dead characters cannot receive cards for any reason, not even "
        "Charity, and cannot level up or win the game; Looting The Body: Lay out your hand beside the cards "
        "you had in play";
    constexpr const char* nextTurn =
        "003_11fe419b31259b9c.txt, DEATH: When the next player begins his turn, your new character appears";
    constexpr const char* oneCard =
        "000_4423e94206228086.txt, Negotiating for Help: you may make a deal with just 1 other player for 1 "
        "card ... Or you may play a Weapon when the helping player plays a Hit card";
    constexpr const char* enhancers =
        "000_4423e94206228086.txt, Monster Enhancers: Use these cards to help a Monster under attack by "
        "another player";
    constexpr const char* bag =
        "000_4423e94206228086.txt, 6. Place Monsters: draw Monsters until the right number are in the "
        "Forest; a Curse token drawn on the way is resolved and the drawing goes on";
    const auto inFight = [] { return played(armed(), {act::StartCombat{monster("Net Troll", 10, 3)}}); };
    return {
        {"A second monster cannot join a fight by Look for Trouble",
         lookForTrouble,
         {"",
          inFight,
          act::AddMonster{joining("Potted Plant", 1, mk::JoinedBy::LookForTrouble)},
          false,
          "combat.join-look-for-trouble",
          {}}},
        {"A second monster joins by Wandering Monster",
         lookForTrouble,
         {"", inFight, act::AddMonster{joining("Potted Plant", 1, mk::JoinedBy::WanderingMonster)}, true,
          "combat.join-wandering", [](const GameState& s) { return s.combat->monsters.size() == 2; }}},
        {"Look for Trouble starts the current player's own fight",
         lookForTrouble,
         {"", [] { return played(armed(), {act::NextPhase{mk::Phase::LookForTroubleOrLootTheRoom}}); },
          act::StartCombat{joining("Potted Plant", 1, mk::JoinedBy::LookForTrouble)}, true, "",
          [](const GameState& s) { return s.combat.has_value(); }}},
        {"A dead current player has no hand to give Charity from",
         dead,
         {"", annDead, act::Charity{7, std::nullopt, {}}, false, "charity.dead-giver", {}}},
        {"A dead player sells nothing for a level",
         dead,
         {"", annDead, act::SellItems{"Ann", {"Dagger"}, {}}, false, "levels.dead", {}}},
        {"A dead player goes up no level", dead, {"", annDead, level("Ann", 1), false, "levels.dead", {}}},
        {"The dead current player's turn ends and the next player's begins with Ann's new character",
         nextTurn,
         {"", annDead, act::EndTurn{}, true, "game.new-character",
          [](const GameState& s) { return s.current == 1 && !who(s, "Ann").dead; }}},
        {"Panic: a helper's Hit card and a Weapon on it are 2 cards",
         oneCard,
         {"",
          playCards,
          dealHit({{"Red Archer", {"Magic Missile"}, true, true}}),
          false,
          "panic.one-deal",
          {}}},
        {"Panic: a helper's Weapons on two of the current player's Hit cards are 2 cards",
         oneCard,
         {"",
          playCards,
          dealHit({{"Red Archer", {"Magic Missile"}, false, true},
                   {"Red Hero", {"Eleven-Foot Pole"}, false, true}}),
          false,
          "panic.one-deal",
          {}}},
        {"Panic: the current player's Weapon on the helper's Hit card keeps the deal at 1 card",
         oneCard,
         {"", playCards, dealHit({{"Red Archer", {"Magic Missile"}, true, false}}), true, "panic.one-deal",
          [](const GameState& s) { return s.panic->dealsThisTurn == 1; }}},
        {"Panic: the attacker cannot enhance the Monster they attack",
         enhancers,
         {"", wizardPlays, enhancedBy("Ann"), false, "panic.enhancer-timing", {}}},
        {"Panic: another player enhances the Monster under attack",
         enhancers,
         {"", wizardPlays, enhancedBy("Cy"), true, "panic.hit-enhancer-health", {}}},
        {"Panic: no Curse token comes out of the bag once the Forest is full",
         bag,
         {"", threePlaced, curse(T::LoseHelp), false, "panic.monsters-placed", {}}},
        {"Panic: nor after a Place 1 More Monster token was met",
         bag,
         {"",
          [] { return play(onePlusAndThreePlaced(), {place("King Tut", 5)}); },
          curse(T::LoseHelp),
          false,
          "panic.monsters-placed",
          {}}},
        {"Panic: a Place 1 More Monster token keeps the bag open for one more",
         bag,
         {"", onePlusAndThreePlaced, curse(T::LoseHelp), true, "panic.curse-lose-help",
          [](const GameState& s) { return s.panic->placedThisTurn == 3; }}},
        {"Panic: a Curse drawn on the way is resolved and the drawing goes on",
         bag,
         {"", placing, curse(T::LoseHelp), true, "panic.curse-lose-help",
          [](const GameState& s) { return s.panic->placedThisTurn == 0; }}},
    };
}

}  // namespace arbiter::rules::test::trust_readings

#pragma once
// Fixtures of tst_game_apply: small games built by applying actions, and the shape of a test case.

#include "game_test_support.h"

#include <functional>
#include <vector>

namespace arbiter::rules::test::apply_fixtures {

namespace gm = arbiter::rules::game;
namespace act = arbiter::rules::game::actions;
using gm::Action;
using gm::findPlayer;
using gm::GameState;
using gm::Player;
using mk::Edition;
using mk::Phase;

using Check = std::function<bool(const GameState&)>;

struct Case {
    const char* name;
    std::function<GameState()> state;
    Action action;
    bool legal;
    const char* cites;  // a rule id the verdict must cite; empty for none in particular
    Check check;        // what a legal action must have done
};

inline mk::Item item(const char* name, mk::Slot slot, int bonus, bool big = false, bool equipped = true,
                     int gold = 600)
{
    mk::Item i;
    i.name = name;
    i.slot = slot;
    i.bonus = bonus;
    i.gold = gold;
    i.big = big;
    i.equipped = equipped;
    return i;
}

inline mk::Monster monster(const char* name, int level, int treasures = 1)
{
    mk::Monster m;
    m.name = name;
    m.level = level;
    m.treasures = treasures;
    return m;
}

inline mk::Monster undead(mk::Monster m, mk::JoinedBy joinedBy = mk::JoinedBy::Undead)
{
    m.tags.emplace_back("Undead");
    m.joinedBy = joinedBy;
    return m;
}

inline const Player& who(const GameState& state, const char* name)
{
    return *findPlayer(state, name);
}

inline act::GainItem gain(const char* player, mk::Item i)
{
    return {player, std::move(i)};
}

inline act::ChangeLevel level(const char* player, int amount,
                              mk::LevelSource source = mk::LevelSource::GoUpALevel)
{
    return {player, amount, source, false};
}

// --- fixtures ---
inline GameState deluxe()
{
    return freshGame();
}
// Ann's first turn past the door: no monster was fought, so she is in Look for Trouble/Loot the Room, where
// Charity and the end of the turn may come.
inline GameState lootingTheRoom()
{
    return played(deluxe(), {act::NextPhase{Phase::LookForTroubleOrLootTheRoom}});
}
inline GameState cthulhu()
{
    return freshGame(Edition::Cthulhu);
}
inline GameState nightmare()
{
    return freshGame(Edition::Nightmare);
}
inline GameState armed()  // Ann with a Dagger (+3) and Leather Armor (+1), Bea with a Big Huge Rock
{
    return played(deluxe(), {gain("Ann", item("Dagger", mk::Slot::OneHand, 3)),
                             gain("Ann", item("Leather Armor", mk::Slot::Armor, 1)),
                             gain("Bea", item("Huge Rock", mk::Slot::TwoHands, 3, true))});
}
inline GameState fighting()  // Ann (Level 1, +4 gear) against a Level 2 Orc
{
    return played(armed(), {act::StartCombat{monster("Orc", 2)}});
}
inline GameState losing()  // Ann lost to the Net Troll and must run
{
    return played(armed(), {act::StartCombat{monster("Net Troll", 10, 3)}, act::ResolveCombat{}});
}
inline GameState losingWithHelp()
{
    return played(armed(), {act::StartCombat{monster("Net Troll", 10, 3)}, act::AskForHelp{"Bea"},
                            act::ResolveCombat{}});
}
inline GameState beaDead()
{
    return played(armed(), {act::Die{"Bea"}});
}
inline GameState annAtNine()
{
    return played(armed(), {level("Ann", 8)});
}
inline GameState won()
{
    return played(annAtNine(), {level("Ann", 1, mk::LevelSource::Kill)});
}
inline GameState fullTable()
{
    return played(deluxe(), {act::AddPlayer{"D1", mk::Sex::Unspecified, std::nullopt},
                             act::AddPlayer{"D2", mk::Sex::Unspecified, std::nullopt},
                             act::AddPlayer{"D3", mk::Sex::Unspecified, std::nullopt},
                             act::AddPlayer{"D4", mk::Sex::Unspecified, std::nullopt},
                             act::AddPlayer{"D5", mk::Sex::Unspecified, std::nullopt},
                             act::AddPlayer{"D6", mk::Sex::Unspecified, std::nullopt},
                             act::AddPlayer{"D7", mk::Sex::Unspecified, std::nullopt},
                             act::AddPlayer{"D8", mk::Sex::Unspecified, std::nullopt},
                             act::AddPlayer{"D9", mk::Sex::Unspecified, std::nullopt}});
}
inline GameState cultistPileOfOne()  // Cthulhu: Bea was a Cultist until Divine Intervention
{
    return played(cthulhu(),
                  {act::PlayCharacterCard{"Ann", "Professor"}, act::PlayCharacterCard{"Bea", "Cultist"},
                   act::DiscardCharacterCard{"Bea", "Cultist", mk::DiscardCause::DivineIntervention}});
}

}  // namespace arbiter::rules::test::apply_fixtures

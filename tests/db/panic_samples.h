#pragma once
// One Munchkin Panic action of every kind for tst_game_json, each field away from its default.

#include "rules/game/action.h"

#include <vector>

namespace panic_samples {

namespace game = arbiter::rules::game;
namespace act = arbiter::rules::game::actions;
namespace pn = arbiter::rules::panic;

inline act::PanicHit panicHit()
{
    act::PanicHit hit;
    hit.hit.target = "Net Troll";
    hit.hit.attack = {{"Red Swordsman", {"Buckler of Swashing"}, false, true}, {"Red Hero", {}, true, false}};
    hit.hit.potions = {"Potion of Halitosis"};
    hit.hit.specials = {"Wishing Ring"};
    hit.hit.enhancers = {"Baby Monster Enhancer"};
    hit.helper = "Bob";
    hit.trophyTo = "Ann";
    hit.treasureTo = "Bob";
    hit.enhancedBy = "Cid";
    return hit;
}

inline pn::Board panicBoard()
{
    pn::Board board;
    board.towers[2] = false;
    board.walls[0] = false;
    board.fortified[3] = true;
    pn::BoardMonster troll;
    troll.id = "Net Troll";
    troll.name = "Net Troll";
    troll.arc = 2;
    troll.ring = pn::Ring::Knight;
    troll.points = 4;
    troll.health = 5;
    troll.enhancement = 1;
    troll.glued = true;
    board.monsters.push_back(troll);
    return board;
}

inline std::vector<game::Action> panicSamples()
{
    return {
        act::PanicPlaceMonster{"Net Troll", 4, true},
        act::PanicDrawCurse{{pn::CurseToken::HugeRock, 5, "Wishing Ring"}, {{"wall:3", "Gazebo"}}},
        act::PanicDiscardDraw{2, true, true, "Bob"},
        act::PanicCharity{{"Bob", "Cid"}},
        panicHit(),
        act::PanicMoveMonster{"Gazebo", "Wizard", 2, pn::Ring::Castle, 5},
        act::PanicRemoveMonster{"Pukachu", "Out to Lunch"},
        act::PanicGlue{"Bullrog"},
        act::PanicSleep{},
        act::PanicFortify{6},
        act::PanicMoveMonsters{{{"tower:1", "Net Troll"}}},
        act::PanicSetHand{"Ann", 4, std::nullopt},
        act::PanicSetHand{"Bob", std::nullopt, 7},
        act::PanicAdditionError{"Ann", "Gazebo"},
        act::PanicSetBoard{panicBoard()},
        act::PanicSetTrophies{"Bob", {"King Tut", "3,872 Orcs"}},
        act::PanicCurseCard{"Lightning Curse", "Ann", "Bob", "Pit Bull", "Gazebo", "Sandals of Protection"},
        act::PanicSpecialCard{"Illusion", "Ann", "Gazebo", "Bullrog"},
        act::PanicNextPhase{pn::Phase::MoveMonsters},
    };
}

}  // namespace panic_samples

#pragma once
// Rows of tst_panic_apply: a turn in Place Monsters with only Curse tokens left in the bag, and
// the Panic set-ups whose Character cards are refused.

#include "panic_apply_fixtures.h"

#include <QMetaType>

#include <optional>
#include <string>
#include <vector>

Q_DECLARE_METATYPE(std::vector<arbiter::rules::game::SetupPlayer>)

namespace arbiter::rules::test::panic_apply {

// From 000_4423e94206228086.txt ("6. Place Monsters": a Curse drawn is resolved and another
// token drawn; "Ending the Game": the game ends once all 39 tokens are played). Ann's first turn in Place
// Monsters with no Monster placed yet and every Monster token out of the bag: the set-up four discarded by
// a correction, 26 Trophies and the Potted Plant in arc 1's Forest. The first `curses` Curse tokens are
// drawn (rolls in arc 4, away from the Potted Plant); the bag holds the other 8 - `curses`.
inline GameState onlyCursesInBag(int curses)
{
    std::vector<Action> actions = setUpFour();
    actions.push_back(to(P::MoveMonsters));
    actions.push_back(act::PanicMoveMonsters{});
    actions.push_back(to(P::PlaceMonsters));
    actions.push_back(act::PanicSetBoard{boardOf({monster("Potted Plant", 1, R::Forest, 1)})});
    std::vector<std::string> trophies;
    for (const pn::MonsterToken& token : pn::monsterTokens())
        if (token.name != "Potted Plant" && token.name != "Net Troll" && token.name != "Large Angry Chicken"
            && token.name != "Gazebo" && token.name != "Shrieking Geek")
            trophies.emplace_back(token.name);
    actions.push_back(act::PanicSetTrophies{"Ann", trophies});
    for (int i = 0; i < curses; ++i) {
        const T token = pn::allCurseTokens[static_cast<std::size_t>(i)];
        actions.push_back(
            curse(token, token == T::HugeRock || token == T::RollMove ? std::optional(4) : std::nullopt));
    }
    return play(table(pn::Mode::Standard, {player("Ann"), player("Bea")}), actions);
}

}  // namespace arbiter::rules::test::panic_apply

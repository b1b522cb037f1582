#pragma once
// The attack cases of tst_panic_hit: a board with one Monster "m1", the cards played on it, and what the
// rulebook says comes of it. Points, Treasure and bonuses are the rulebook's (the Monster chart, the
// card texts), not the code's.

#include "rules/panic/board.h"
#include "rules/panic/hit.h"
#include "rules/panic/types.h"

#include <QStringList>

#include <string>
#include <utility>
#include <vector>

namespace arbiter::rules::test::panic_hit {

namespace pn = arbiter::rules::panic;

constexpr pn::Ring forest = pn::Ring::Forest;
constexpr pn::Ring archer = pn::Ring::Archer;
constexpr pn::Ring knight = pn::Ring::Knight;
constexpr pn::Ring sword = pn::Ring::Swordsman;
constexpr pn::Ring castle = pn::Ring::Castle;

struct Expect {
    bool legal = true;
    int damage = 0;
    int health = 0;  // healthAfter
    bool slain = false;
    int trophy = 0;
    int treasures = 0;
    int helperTreasures = 0;
    int enhancerTreasures = 0;
};

inline Expect refused()
{
    return {.legal = false};
}

inline Expect hurt(int damage, int health, int enhancerTreasures = 0)
{
    return {.damage = damage, .health = health, .enhancerTreasures = enhancerTreasures};
}

inline Expect slays(int damage, int trophy, int treasures)
{
    return {.damage = damage, .slain = true, .trophy = trophy, .treasures = treasures};
}

inline Expect withHelperTreasures(Expect expect, int cards)
{
    expect.helperTreasures = cards;
    return expect;
}

inline Expect withEnhancerTreasures(Expect expect, int cards)
{
    expect.enhancerTreasures = cards;
    return expect;
}

// Monster m1 with its printed points (arcs 1-2 red, 3-4 green, 5-6 blue).
inline pn::BoardMonster monster(std::string name, int points, int arc, pn::Ring ring, int health)
{
    pn::BoardMonster m;
    m.id = "m1";
    m.name = std::move(name);
    m.points = points;
    m.arc = arc;
    m.ring = ring;
    m.health = health;
    return m;
}

inline pn::BoardMonster unslayable(pn::BoardMonster m)
{
    m.unslayable = true;
    return m;
}

// A board holding just `m`; a Monster in the Castle stands where its arc's Tower fell.
inline pn::Board boardOf(const pn::BoardMonster& m)
{
    pn::Board board;
    board.monsters.push_back(m);
    if (m.ring == pn::Ring::Castle)
        board.towers[static_cast<std::size_t>(m.arc - 1)] = false;
    return board;
}

inline pn::Options standard()
{
    return {};
}

inline pn::Options moreMunchkin()
{
    pn::Options options;
    options.mode = pn::Mode::MoreMunchkin;
    return options;
}

inline pn::Options solitaire()
{
    pn::Options options;
    options.mode = pn::Mode::Solitaire;
    return options;
}

inline pn::Options with(pn::Options options, bool pn::Variants::*flag)
{
    options.variants.*flag = true;
    return options;
}

inline pn::Options strict()
{
    pn::Options options;
    options.slayRule = pn::SlayRule::KillingBlowNeedsFullAttack;
    return options;
}

// The cards of one attack on m1, built up a card at a time.
struct Plan {
    pn::Hit hit;

    Plan() { hit.target = "m1"; }

    Plan card(std::string name, std::vector<std::string> weapons = {}) const
    {
        return add({std::move(name), std::move(weapons), false, false});
    }
    // The helper plays the Hit card and its Weapons.
    Plan helperCard(std::string name, std::vector<std::string> weapons = {}) const
    {
        Plan plan = add({std::move(name), std::move(weapons), true, true});
        plan.hit.helped = true;
        return plan;
    }
    // The current player's Hit card, boosted by the helper's Weapon.
    Plan helperWeapon(std::string name, std::string weapon) const
    {
        Plan plan = add({std::move(name), {std::move(weapon)}, false, true});
        plan.hit.helped = true;
        return plan;
    }
    Plan potion(std::string name) const
    {
        Plan plan = *this;
        plan.hit.potions.push_back(std::move(name));
        return plan;
    }
    Plan special(std::string name) const
    {
        Plan plan = *this;
        plan.hit.specials.push_back(std::move(name));
        return plan;
    }
    Plan enhancer(std::string name) const
    {
        Plan plan = *this;
        plan.hit.enhancers.push_back(std::move(name));
        return plan;
    }
    Plan as(pn::Character character) const
    {
        Plan plan = *this;
        plan.hit.character = character;
        return plan;
    }
    Plan helper(pn::Character character) const
    {
        Plan plan = *this;
        plan.hit.helperCharacter = character;
        plan.hit.helped = true;
        return plan;
    }
    Plan helped() const
    {
        Plan plan = *this;
        plan.hit.helped = true;
        return plan;
    }
    // As sent by a caller that marked the helper's cards but not `helped` itself.
    Plan unflagged() const
    {
        Plan plan = *this;
        plan.hit.helped = false;
        return plan;
    }
    Plan target(std::string id) const
    {
        Plan plan = *this;
        plan.hit.target = std::move(id);
        return plan;
    }

private:
    Plan add(pn::HitCardPlay play) const
    {
        Plan plan = *this;
        plan.hit.attack.push_back(std::move(play));
        return plan;
    }
};

struct Case {
    const char* name = "";
    pn::Options options;
    pn::Board board;
    Plan plan;
    Expect expect;
    QStringList cites;
    std::vector<int> cardDamages{};  // checked when given: each card's ruling, in play order
};

inline Case row(const char* name, pn::Options options, pn::Board board, Plan plan, Expect expect,
                QStringList cites, std::vector<int> cardDamages = {})
{
    return {name,   std::move(options), std::move(board),      std::move(plan),
            expect, std::move(cites),   std::move(cardDamages)};
}

// The 4-point Net Troll, 2 Treasure; the 3-point Bullrog and King Tut, 1 Treasure each.
inline pn::BoardMonster netTroll(int arc, pn::Ring ring, int health)
{
    return monster("Net Troll", 4, arc, ring, health);
}
inline pn::BoardMonster bullrog(int arc, pn::Ring ring, int health)
{
    return monster("Bullrog", 3, arc, ring, health);
}
inline pn::BoardMonster kingTut(int arc, pn::Ring ring, int health)
{
    return monster("King Tut", 3, arc, ring, health);
}
inline pn::BoardMonster dragon(int arc, pn::Ring ring, int health)
{
    return monster("Plutonium Dragon", 5, arc, ring, health);
}

}  // namespace arbiter::rules::test::panic_hit

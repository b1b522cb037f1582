#pragma once
// Small builders for combats, so that a data row reads like the table: "a Level 4 Warrior with +3 gear
// against a Level 10 monster worth 3 Treasures".

#include "rules/munchkin/combat.h"

#include <QMetaType>

#include <string>
#include <utility>
#include <vector>

Q_DECLARE_METATYPE(arbiter::rules::munchkin::Combat)
Q_DECLARE_METATYPE(arbiter::rules::munchkin::Options)

namespace arbiter::rules::test {

using munchkin::Combat;
using munchkin::Combatant;
using munchkin::Monster;

inline Combatant player(int level, int gear = 0, int ability = 0)
{
    Combatant c;
    c.level = level;
    c.gear = gear;
    c.abilityBonus = ability;
    return c;
}

inline Combatant withClass(Combatant c, const std::string& name)
{
    c.character.classes.push_back(name);
    return c;
}

inline Combatant withRace(Combatant c, const std::string& name)
{
    c.character.races.push_back(name);
    return c;
}

inline Combatant withCitizenship(Combatant c, const std::string& name)
{
    c.character.citizenships.push_back(name);
    return c;
}

inline Combatant withRide(Combatant c, const std::string& name, int bonus)
{
    c.rides.push_back({name, bonus});
    return c;
}

inline Combatant winningTies(Combatant c)
{
    c.winsTies = true;
    return c;
}

inline Monster monster(const std::string& name, int level, int treasures = 1, int levels = 1)
{
    Monster m;
    m.name = name;
    m.level = level;
    m.treasures = treasures;
    m.levels = levels;
    return m;
}

inline Monster enhanced(Monster m, const std::string& name, int bonus, int treasures)
{
    m.enhancers.push_back({name, bonus, treasures});
    return m;
}

inline Monster withVersus(Monster m, munchkin::Attribute::Kind kind, const std::string& value, int bonus)
{
    munchkin::VersusBonus v;
    v.when.kind = kind;
    v.when.value = value;
    v.bonus = bonus;
    m.versus.push_back(v);
    return m;
}

inline Monster tagged(Monster m, const std::string& tag)
{
    m.tags.push_back(tag);
    return m;
}

inline Monster joinedBy(Monster m, munchkin::JoinedBy how)
{
    m.joinedBy = how;
    return m;
}

inline Monster eliminated(Monster m)
{
    m.eliminated = true;
    return m;
}

inline Monster levelOnly(Monster m)
{
    m.levelOnly = true;
    return m;
}

inline Combat fight(Combatant fighter, std::vector<Monster> monsters)
{
    Combat c;
    c.fighter = std::move(fighter);
    c.monsters = std::move(monsters);
    return c;
}

inline Combat helpedBy(Combat c, Combatant helper)
{
    c.helper = std::move(helper);
    return c;
}

inline Combat forPlayers(Combat c, const std::string& card, int bonus)
{
    c.playerSide.push_back({card, bonus});
    return c;
}

inline Combat forMonsters(Combat c, const std::string& card, int bonus)
{
    c.monsterSide.push_back({card, bonus});
    return c;
}

inline munchkin::Options epicGame()
{
    munchkin::Options o;
    o.epic = true;
    return o;
}

inline munchkin::Options sharedVictoryOn(bool epic = false)
{
    munchkin::Options o;
    o.sharedVictory = true;
    o.epic = epic;
    return o;
}

}  // namespace arbiter::rules::test

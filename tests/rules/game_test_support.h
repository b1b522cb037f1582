#pragma once
// Helpers for the tests of rules/game: fixtures built by applying actions, and a 64-bit signature of a
// state (FNV-1a over every field) for determinism checks.

#include "rules_test_support.h"

#include "rules/game/apply.h"

#include <QtGlobal>

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

namespace arbiter::rules::test {

namespace gm = arbiter::rules::game;

// A fresh game with the named players (Ann, Bea, Cy by default), Ann to play.
inline gm::GameState freshGame(mk::Edition edition = mk::Edition::Deluxe, mk::Options options = {},
                               std::initializer_list<const char*> names = {"Ann", "Bea", "Cy"})
{
    gm::GameSetup setup;
    setup.edition = edition;
    setup.options = options;
    for (const char* name : names)
        setup.players.push_back({name, mk::Sex::Unspecified, std::nullopt, {}});
    if (!gm::checkSetup(setup).legal)
        qFatal("fixture: the setup is refused");
    return gm::startGame(setup);
}

// Applies every action, which must all be legal (a fixture that does not build is a broken test).
inline gm::GameState played(gm::GameState state, std::initializer_list<gm::Action> actions)
{
    for (const gm::Action& action : actions) {
        const Verdict verdict = gm::apply(state, action);
        if (!verdict.legal)
            qFatal("fixture: %s refused: %s", std::string(gm::kindName(action)).c_str(),
                   describe(verdict).constData());
    }
    return state;
}

// FNV-1a, 64 bits: a signature of a state that is the same on every machine.
class StateHash {
public:
    void bytes(const void* data, std::size_t size)
    {
        const auto* p = static_cast<const unsigned char*>(data);
        for (std::size_t i = 0; i < size; ++i) {
            value_ ^= p[i];
            value_ *= 1099511628211ULL;
        }
    }
    void add(std::int64_t number) { bytes(&number, sizeof number); }
    void add(bool flag) { add(std::int64_t{flag ? 1 : 0}); }
    void add(int number) { add(std::int64_t{number}); }
    void add(std::size_t number) { add(static_cast<std::int64_t>(number)); }
    void add(std::string_view text)
    {
        add(text.size());
        bytes(text.data(), text.size());
    }
    void add(const std::string& text) { add(std::string_view(text)); }
    template <typename Enum>
    requires std::is_enum_v<Enum>
    void add(Enum e) { add(static_cast<std::int64_t>(e)); }
    template <typename T>
    void add(const std::optional<T>& maybe)
    {
        add(maybe.has_value());
        if (maybe)
            add(*maybe);
    }
    template <typename T>
    void add(const std::vector<T>& list)
    {
        add(list.size());
        for (const T& entry : list)
            add(entry);
    }
    void add(const mk::Attribute& a)
    {
        add(a.kind);
        add(a.value);
    }
    void add(const mk::Character& c)
    {
        add(c.races);
        add(c.classes);
        add(c.factions);
        add(c.citizenships);
        add(c.sex);
        add(c.halfBreed);
        add(c.superMunchkin);
        add(c.doubleLife);
        add(c.dualCitizenship);
    }
    void add(const mk::Item& i)
    {
        add(i.name);
        add(i.slot);
        add(i.big);
        add(i.bonus);
        add(i.equipped);
        add(i.onlyFor);
        add(i.forbiddenFor);
        add(i.lifter);
    }
    void add(const mk::Ride& r)
    {
        add(r.name);
        add(r.bonus);
    }
    void add(const mk::CombatCard& c)
    {
        add(c.name);
        add(c.bonus);
    }
    void add(const mk::Enhancer& e)
    {
        add(e.name);
        add(e.bonus);
        add(e.treasures);
    }
    void add(const mk::VersusBonus& v)
    {
        add(v.when);
        add(v.bonus);
    }
    void add(const mk::Monster& m)
    {
        add(m.name);
        add(m.level);
        add(m.treasures);
        add(m.levels);
        add(m.tags);
        add(m.enhancers);
        add(m.versus);
        add(m.levelOnly);
        add(m.eliminated);
        add(m.joinedBy);
    }
    void add(const gm::Curse& c)
    {
        add(c.name);
        add(c.combatBonus);
    }
    void add(const gm::Player& p)
    {
        add(p.name);
        add(p.character);
        add(p.level);
        add(p.gear);
        add(p.items);
        add(p.rides);
        add(p.hirelings);
        add(p.curses);
        add(p.dead);
        add(p.bodyLooted);
    }
    void add(const gm::CombatState& c)
    {
        add(c.fighter);
        add(c.helper);
        add(c.fighterBonus);
        add(c.helperBonus);
        add(c.playerSide);
        add(c.monsterSide);
        add(c.monsters);
        add(c.runningAway);
    }
    void add(const gm::GameState& s)
    {
        add(s.family);
        add(s.edition);
        add(s.options.epic);
        add(s.options.sharedVictory);
        add(s.options.fasterPlay);
        add(s.players);
        add(s.current);
        add(s.turn);
        add(s.phase);
        add(s.combat);
        add(s.cultistsInDiscardPile);
        add(s.lastNonCultistRewarded);
        add(s.winners);
    }

    std::uint64_t value() const { return value_; }

private:
    std::uint64_t value_ = 14695981039346656037ULL;
};

inline std::uint64_t hashOf(const gm::GameState& state)
{
    StateHash hash;
    hash.add(state);
    return hash.value();
}

}  // namespace arbiter::rules::test

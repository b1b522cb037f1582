// Prints how long the referee takes per combat verdict and per charity verdict.
// A benchmark, not a test: it asserts nothing about time. `--quick` runs a few iterations so CI
// can check that it still builds and runs.

#include "rules/munchkin/charity.h"
#include "rules/munchkin/combat.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>

namespace {

using namespace arbiter::rules::munchkin;
using Clock = std::chrono::steady_clock;

// A busy combat: fighter and helper with classes and races, two monsters with enhancers and
// "versus" bonuses, one-shots on both sides. Every reason is built, as the CLI and app need them.
Combat busyCombat()
{
    Combat combat;
    combat.fighter.level = 6;
    combat.fighter.gear = 7;
    combat.fighter.abilityBonus = 2;
    combat.fighter.character.classes = {"Warrior"};
    combat.fighter.character.races = {"Dwarf"};
    Combatant helper;
    helper.level = 4;
    helper.gear = 3;
    helper.character.races = {"Elf"};
    combat.helper = helper;
    combat.playerSide = {{"Magic Missile", 5}, {"Potion of Halitosis", 2}};
    combat.monsterSide = {{"Ichor", 2}};
    Monster troll;
    troll.name = "Net Troll";
    troll.level = 10;
    troll.treasures = 3;
    troll.enhancers = {{"Enraged", 5, 1}};
    troll.versus = {{{Attribute::Kind::Race, "Elf"}, 4}, {{Attribute::Kind::Class, "Cleric"}, -3}};
    Monster slime;
    slime.name = "Drooling Slime";
    slime.level = 1;
    slime.treasures = 1;
    slime.joinedBy = JoinedBy::WanderingMonster;
    slime.versus = {{{Attribute::Kind::Race, "Elf"}, 4}};
    combat.monsters = {troll, slime};
    return combat;
}

Charity busyCharity()
{
    Charity charity;
    charity.giver = "Ann";
    charity.hand = 11;
    charity.players = {
        {"Ann", 5, false}, {"Bob", 2, false}, {"Cy", 2, false}, {"Di", 2, false}, {"Ed", 1, true}};
    return charity;
}

// Runs `work` `iterations` times, five rounds, and returns the best round's nanoseconds per call.
template <typename Work>
double bestNanosPerCall(long iterations, Work&& work)
{
    double best = 1e300;
    for (int round = 0; round < 5; ++round) {
        const auto start = Clock::now();
        for (long i = 0; i < iterations; ++i)
            work();
        const std::chrono::duration<double, std::nano> spent = Clock::now() - start;
        best = std::min(best, spent.count() / static_cast<double>(iterations));
    }
    return best;
}

}  // namespace

int main(int argc, char** argv)
{
    const bool quick = argc > 1 && std::strcmp(argv[1], "--quick") == 0;
    const long iterations = quick ? 200 : 200000;
    const EditionProfile& deluxe = profile(Edition::Deluxe);
    const Combat combat = busyCombat();
    const Charity charity = busyCharity();

    // The sink keeps the optimiser from dropping the work.
    long sink = 0;
    const double combatNs = bestNanosPerCall(iterations, [&] {
        const CombatResult result = judgeCombat(deluxe, Options{}, combat);
        sink += result.playerStrength + static_cast<long>(result.verdict.reasons.size());
    });
    const double charityNs = bestNanosPerCall(iterations, [&] {
        const CharityResult result = judgeCharity(deluxe, charity);
        sink += result.excess + static_cast<long>(result.verdict.reasons.size());
    });

    std::printf("combat verdict:  %8.0f ns (2 monsters, helper, %zu reasons; target < 2000 ns)\n", combatNs,
                judgeCombat(deluxe, Options{}, combat).verdict.reasons.size());
    std::printf("charity verdict: %8.0f ns (4 living players, one dead; target < 2000 ns)\n", charityNs);
    std::printf("(iterations per round: %ld, best of 5 rounds; sink %ld)\n", iterations, sink);
    return 0;
}

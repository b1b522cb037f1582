// Prints how long the referee takes for one Munchkin Panic Move Monsters phase on a busy board, next to
// the cost of copying that board alone (every phase returns a new Board, so a copy is its floor).
// A benchmark, not a test: it asserts nothing about time. `--quick` runs a few iterations so CI can
// check that it still builds and runs.

#include "rules/panic/movement.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <vector>

namespace {

using namespace arbiter::rules::panic;
using Clock = std::chrono::steady_clock;

BoardMonster token(const char* id, const char* name, int points, int arc, Ring ring)
{
    BoardMonster monster;
    monster.id = id;
    monster.name = name;
    monster.points = points;
    monster.health = points;
    monster.arc = arc;
    monster.ring = ring;
    return monster;
}

// 20 Monsters in every ring: two on the Wall of arc 1, one on the Fortify token of arc 2, two on the
// Tower of arc 4 (from the Castle and from the Swordsman ring), two in the Castle on the Tower of arc 6,
// one walking into an empty Castle space, one glued. Every structure hit by several has its choice.
Board busyBoard()
{
    Board board;
    board.walls[2] = board.walls[3] = board.walls[4] = false;
    board.towers[2] = board.towers[4] = false;
    board.fortified[1] = true;
    board.monsters = {
        token("m1", "Potted Plant", 1, 1, Ring::Forest),
        token("m2", "Gelatinous Octahedron", 3, 2, Ring::Forest),
        token("m3", "Large Angry Chicken", 2, 4, Ring::Forest),
        token("m4", "Unspeakably Awful Indescribable Horror", 4, 6, Ring::Forest),
        token("m5", "Insurance Salesman", 3, 1, Ring::Archer),
        token("m6", "3,872 Orcs", 1, 3, Ring::Archer),
        token("m7", "Wannabe Vampire", 3, 5, Ring::Archer),
        token("m8", "Plutonium Dragon", 5, 6, Ring::Archer),
        token("m9", "Shrieking Geek", 3, 2, Ring::Knight),
        token("m10", "Drooling Slime", 1, 3, Ring::Knight),
        token("m11", "Squidzilla", 4, 5, Ring::Knight),
        token("m12", "Bigfoot", 3, 1, Ring::Swordsman),
        token("m13", "Net Troll", 4, 1, Ring::Swordsman),
        token("m14", "Mr. Bones", 2, 2, Ring::Swordsman),
        token("m15", "King Tut", 3, 4, Ring::Swordsman),
        token("m16", "Floating Nose", 2, 5, Ring::Swordsman),
        token("m17", "Flying Frogs", 2, 3, Ring::Castle),
        token("m18", "Face Sucker", 3, 5, Ring::Castle),
        token("m19", "Hippogriff", 4, 5, Ring::Castle),
        token("m20", "Wight Brothers", 4, 6, Ring::Knight),
    };
    board.monsters.back().glued = true;
    return board;
}

struct Spread {
    double median = 0;
    double p90 = 0;
};

// Times `samples` batches of `batch` calls and returns the median and 90th percentile in microseconds per
// call.
template <typename Work>
Spread microsPerCall(int samples, int batch, Work&& work)
{
    std::vector<double> micros;
    micros.reserve(static_cast<std::size_t>(samples));
    for (int sample = 0; sample < samples; ++sample) {
        const auto start = Clock::now();
        for (int i = 0; i < batch; ++i)
            work();
        const std::chrono::duration<double, std::micro> spent = Clock::now() - start;
        micros.push_back(spent.count() / batch);
    }
    std::sort(micros.begin(), micros.end());
    const auto at = [&](double fraction) {
        return micros[static_cast<std::size_t>(fraction * static_cast<double>(micros.size() - 1))];
    };
    return {at(0.5), at(0.9)};
}

}  // namespace

int main(int argc, char** argv)
{
    const bool quick = argc > 1 && std::strcmp(argv[1], "--quick") == 0;
    const int samples = quick ? 20 : 2000;
    const int batch = quick ? 10 : 100;
    const Board board = busyBoard();
    const Choices choices = {{"wall:1", "m13"}, {"tower:4", "m17"}, {"tower:6", "m18"}};

    const MoveResult check = moveMonsters(board, choices);
    if (!check.verdict.legal || !check.pending.empty()) {
        std::fprintf(stderr, "bench_panic: the busy board did not give a board (pending or refused)\n");
        return 1;
    }

    // The sink keeps the optimiser from dropping the work.
    long sink = 0;
    for (int warmUp = 0; warmUp < batch; ++warmUp)
        sink += static_cast<long>(moveMonsters(board, choices).events.size());
    const Spread phase = microsPerCall(samples, batch, [&] {
        const MoveResult result = moveMonsters(board, choices);
        sink += static_cast<long>(result.events.size() + result.verdict.reasons.size());
    });
    const Spread copy = microsPerCall(samples, batch, [&] {
        const Board copied = board;
        sink += static_cast<long>(copied.monsters.size());
    });

    std::printf(
        "move monsters phase: median %6.2f us, p90 %6.2f us (20 Monsters, %zu events, %zu reasons; "
        "target < 5 us)\n",
        phase.median, phase.p90, check.events.size(), check.verdict.reasons.size());
    std::printf("board copy baseline: median %6.2f us, p90 %6.2f us\n", copy.median, copy.p90);
    std::printf("phase / copy:        %6.1fx (median)\n", copy.median > 0 ? phase.median / copy.median : 0.0);
    std::printf("(%d samples of %d calls; sink %ld)\n", samples, batch, sink);
    return 0;
}

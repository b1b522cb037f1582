// Seeded random games through apply(): after every action the state keeps its invariants, a refused action
// leaves the state exactly as it was, every cited rule id is in the catalogue, the games progress (fights
// won and lost, levels, deaths, turns, games won), and the same seed replays to the same state. The
// determinism signature (a hash of every state along the way) is printed like Stockfish's bench count.

#include "game_test_support.h"

#include "tests/support/random_game.h"

#include <QTest>

#include <cinttypes>
#include <random>
#include <set>

using namespace arbiter::rules;
using namespace arbiter::rules::game;
using namespace arbiter::rules::test;

namespace {

struct Run {
    std::uint64_t signature = 0;  // hash of every state after every action, folded together
    GameState last;
    int actions = 0;
    int refused = 0;
    int combatsWon = 0;
    int combatsLost = 0;
    int runs = 0;
    int levelChanges = 0;
    int deaths = 0;
    int looted = 0;
    int turns = 0;
    int gamesWon = 0;
    std::set<std::size_t> legalKinds;
    std::set<std::size_t> refusedKinds;
    QString failure;  // the first broken promise, empty when none
};

void fail(Run& run, const QString& what, const Action& action, const Verdict& verdict)
{
    if (run.failure.isEmpty())
        run.failure = QStringLiteral("action %1 (%2): %3 %4")
                          .arg(run.actions)
                          .arg(toQString(kindName(action)), what, QString::fromLatin1(describe(verdict)));
}

Run play(std::uint32_t seed, int actions)
{
    Run run;
    std::mt19937 rng(seed);
    GameSetup setup = arbiter::testing::randomSetup(rng);
    GameState state = startGame(setup);
    StateHash signature;
    for (; run.actions < actions; ++run.actions) {
        if (!state.winners.empty()) {  // the caller of randomAction starts a new game
            ++run.gamesWon;
            setup = arbiter::testing::randomSetup(rng);
            if (!checkSetup(setup).legal)
                run.failure = QStringLiteral("a random setup is refused");
            state = startGame(setup);
        }
        const Action action = arbiter::testing::randomAction(state, rng);
        const GameState before = state;
        const Verdict verdict = apply(state, action);
        for (const Reason& reason : verdict.reasons)
            if (!findRule(reason.rule) || reason.text.empty())
                fail(run, QStringLiteral("cites an unknown rule or gives no text: ") + toQString(reason.rule),
                     action, verdict);
        if (verdict.legal != (verdict.firstRefusal() == nullptr))
            fail(run, QStringLiteral("disagrees with its reasons on legal"), action, verdict);
        if (!verdict.legal) {
            ++run.refused;
            run.refusedKinds.insert(action.index());
            if (!(state == before))
                fail(run, QStringLiteral("was refused but changed the state"), action, verdict);
            if (verdict.reasons.empty())
                fail(run, QStringLiteral("was refused without a reason"), action, verdict);
        } else {
            run.legalKinds.insert(action.index());
            if (action.is<actions::ResolveCombat>())
                ++(state.combat ? run.combatsLost : run.combatsWon);
            if (action.is<actions::RunAway>())
                ++run.runs;
            if (action.is<actions::LootBody>())
                ++run.looted;
            if (state.turn > before.turn)
                ++run.turns;
            for (const Player& player : state.players) {
                const Player* earlier = findPlayer(before, player.name);
                if (!earlier)
                    continue;
                run.levelChanges += earlier->level != player.level ? 1 : 0;
                run.deaths += !earlier->dead && player.dead ? 1 : 0;
            }
        }
        if (!stateIsOk(state))
            fail(run, QStringLiteral("broke an invariant"), action, verdict);
        signature.add(hashOf(state));
    }
    run.signature = signature.value();
    run.last = std::move(state);
    return run;
}

}  // namespace

class TestGameRandom : public QObject {
    Q_OBJECT

private slots:
    void randomGames_data();
    void randomGames();
    void sameSeedSameGame();
    void generatorIsDeterministic();
};

void TestGameRandom::randomGames_data()
{
    QTest::addColumn<uint>("seed");
    QTest::addColumn<int>("actions");

    QTest::addRow("seed 1") << 1u << 10000;
    QTest::addRow("seed 42") << 42u << 10000;
    QTest::addRow("seed 20240601") << 20240601u << 10000;
}

void TestGameRandom::randomGames()
{
    QFETCH(uint, seed);
    QFETCH(int, actions);

    const Run run = play(seed, actions);
    QVERIFY2(run.failure.isEmpty(), qPrintable(run.failure));
    QCOMPARE(run.actions, actions);
    qInfo(
        "seed %u: %d actions, %d refused, %d fights won, %d lost, %d runs, %d level changes, %d deaths, "
        "%d bodies looted, %d turns, %d games won; signature %016" PRIx64,
        seed, run.actions, run.refused, run.combatsWon, run.combatsLost, run.runs, run.levelChanges,
        run.deaths, run.looted, run.turns, run.gamesWon, run.signature);

    // The games must go somewhere.
    QVERIFY(run.combatsWon >= 50);
    QVERIFY(run.combatsLost >= 50);
    QVERIFY(run.runs >= 50);
    QVERIFY(run.levelChanges >= 200);
    QVERIFY(run.deaths >= 10);
    QVERIFY(run.looted >= 5);
    QVERIFY(run.turns >= 200);
    QVERIFY(run.gamesWon >= 1);
    // Mostly legal, some refused on purpose.
    QVERIFY2(run.refused * 100 >= actions * 5 && run.refused * 100 <= actions * 35,
             qPrintable(QStringLiteral("%1 of %2 refused").arg(run.refused).arg(actions)));
    // Every card-game kind of action comes up, legal, and most of them refused too (Panic games are
    // tst_panic_random's).
    const auto cardGameKinds = std::ranges::count_if(actionKinds(), [](const ActionKindDescriptor& kind) {
        return kind.family != Family::Panic && kind.id != "roll-die";  // the generator rolls no loose die
    });
    QCOMPARE(static_cast<std::ptrdiff_t>(run.legalKinds.size()), cardGameKinds);
    QVERIFY2(run.refusedKinds.size() >= 18, qPrintable(QString::number(run.refusedKinds.size())));
}

void TestGameRandom::sameSeedSameGame()
{
    const Run first = play(7, 10000);
    const Run second = play(7, 10000);
    QVERIFY2(first.failure.isEmpty(), qPrintable(first.failure));
    QCOMPARE(first.signature, second.signature);
    QVERIFY(first.last == second.last);
    QCOMPARE(hashOf(first.last), hashOf(second.last));
    qInfo("determinism signature (seed 7, 10000 actions): %016" PRIx64, first.signature);

    const Run other = play(8, 10000);
    QVERIFY(other.signature != first.signature);
}

void TestGameRandom::generatorIsDeterministic()
{
    // The generator alone, without apply(): the same seed gives the same setups and actions.
    std::mt19937 a(99);
    std::mt19937 b(99);
    QVERIFY(arbiter::testing::randomSetup(a) == arbiter::testing::randomSetup(b));
    const GameState state = freshGame();
    for (int i = 0; i < 1000; ++i)
        QVERIFY(arbiter::testing::randomAction(state, a) == arbiter::testing::randomAction(state, b));
    for (int i = 0; i < 1000; ++i) {
        const int value = arbiter::testing::roll(a, -3, 4);
        QVERIFY(value >= -3 && value <= 4);
    }
}

QTEST_APPLESS_MAIN(TestGameRandom)
#include "tst_game_random.moc"

// Seeded random Munchkin Panic games through game::apply: 3000 attempted actions per seed over several
// games (won and lost), legal or not.
// After each one: a refused action left the state exactly as it was, a legal one kept stateIsOk; the same
// seed played twice gives the same game; replaying only the accepted actions rebuilds the same state.

#include "rules/game/apply.h"
#include "tests/support/random_panic_game.h"

#include <QTest>

#include <random>

namespace game = arbiter::rules::game;
namespace act = arbiter::rules::game::actions;
namespace pn = arbiter::rules::panic;

namespace {

// One game: its setup, the actions the referee accepted, and where it ended.
struct Game {
    game::GameSetup setup;
    std::vector<game::Action> accepted;
    game::GameState state;
};

struct Played {
    std::vector<Game> games;
    int refused = 0;
    int won = 0;
    int lost = 0;
};

bool over(const game::GameState& state)
{
    return !state.winners.empty() || state.panic->gameLost;
}

// Plays `attempts` random actions, starting a new game whenever one ends.
Played play(unsigned seed, int attempts)
{
    std::mt19937 rng(seed);
    Played played;
    for (int i = 0; i < attempts; ++i) {
        if (played.games.empty() || over(played.games.back().state)) {
            if (!played.games.empty())
                ++(played.games.back().state.panic->gameLost ? played.lost : played.won);
            const game::GameSetup setup = arbiter::testing::randomPanicSetup(rng);
            played.games.push_back({setup, {}, game::startGame(setup)});
        }
        Game& current = played.games.back();
        const game::Action action = arbiter::testing::randomPanicAction(current.state, rng);
        const game::GameState before = current.state;
        const arbiter::rules::Verdict verdict = game::apply(current.state, action);
        const std::string kind(game::kindName(action));
        if (verdict.reasons.empty())
            qFatal("attempt %d (%s) gave no reasons", i, kind.c_str());
        // legal and the reasons agree: refused exactly when a reason refuses.
        if (verdict.legal != (verdict.firstRefusal() == nullptr))
            qFatal("attempt %d (%s): legal disagrees with its reasons", i, kind.c_str());
        if (verdict.legal) {
            if (!game::stateIsOk(current.state))
                qFatal("attempt %d (%s) broke the state", i, kind.c_str());
            current.accepted.push_back(action);
        } else {
            ++played.refused;
            if (!(current.state == before))
                qFatal("attempt %d (%s) was refused but changed the state", i, kind.c_str());
        }
    }
    return played;
}

}  // namespace

class TestPanicRandom : public QObject {
    Q_OBJECT

private slots:
    void seededGames_data()
    {
        QTest::addColumn<unsigned>("seed");
        for (unsigned seed : {1u, 7u, 42u, 99u, 2026u, 4242u, 77777u, 123456u})
            QTest::newRow(std::to_string(seed).c_str()) << seed;
    }

    void seededGames()
    {
        QFETCH(unsigned, seed);
        const Played first = play(seed, 3000);
        const Played second = play(seed, 3000);
        QCOMPARE(first.games.size(), second.games.size());
        for (std::size_t i = 0; i < first.games.size(); ++i) {
            QVERIFY(first.games[i].state == second.games[i].state);
            QCOMPARE(first.games[i].accepted.size(), second.games[i].accepted.size());
        }
        QVERIFY(first.refused > 0);

        // Each game's accepted actions alone replay to the same state.
        std::size_t accepted = 0;
        for (const Game& played : first.games) {
            game::GameState replayed = game::startGame(played.setup);
            for (const game::Action& action : played.accepted)
                QVERIFY(game::apply(replayed, action).legal);
            QVERIFY(replayed == played.state);
            accepted += played.accepted.size();
        }
        qInfo("seed %u: %zu games (%d won, %d lost), %zu actions accepted, %d refused", seed,
              first.games.size(), first.won, first.lost, accepted, first.refused);
        QVERIFY2(accepted > 1000, qPrintable(QString::number(accepted)));
        QVERIFY(first.won + first.lost >= 1);  // at least one game played to its end
    }
};

QTEST_APPLESS_MAIN(TestPanicRandom)
#include "tst_panic_random.moc"

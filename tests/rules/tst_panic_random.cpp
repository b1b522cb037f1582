// Seeded random Munchkin Panic games through game::apply: thousands of attempted actions, legal or not.
// After each one: a refused action left the state exactly as it was, a legal one kept stateIsOk; the same
// seed played twice gives the same game; replaying only the accepted actions rebuilds the same state.

#include "rules/game/apply.h"
#include "rules/panic/catalogue.h"
#include "rules/panic/movement.h"

#include <QTest>

#include <random>

namespace game = arbiter::rules::game;
namespace act = arbiter::rules::game::actions;
namespace pn = arbiter::rules::panic;

namespace {

class PanicGamePlayer {
public:
    explicit PanicGamePlayer(unsigned seed) : m_random(seed) {}

    int below(int n) { return std::uniform_int_distribution<int>(0, n - 1)(m_random); }
    int die() { return below(6) + 1; }
    template <typename T>
    const T& pick(const std::vector<T>& list)
    {
        return list[static_cast<std::size_t>(below(static_cast<int>(list.size())))];
    }

    // Choices for every structure a move would make pending, picked at random among its candidates.
    pn::Choices answer(const std::vector<pn::PendingChoice>& pending)
    {
        pn::Choices choices;
        for (const pn::PendingChoice& choice : pending)
            choices[choice.structure] = pick(choice.candidates);
        return choices;
    }

    game::Action next(const game::GameState& state)
    {
        const game::PanicTable& table = *state.panic;
        std::vector<std::string> bag;
        for (const pn::MonsterToken& token : pn::monsterTokens())
            if (std::find(table.tokensOut.begin(), table.tokensOut.end(), token.name)
                == table.tokensOut.end())
                bag.emplace_back(token.name);
        std::vector<std::string> onBoard;
        for (const pn::BoardMonster& monster : table.board.monsters)
            onBoard.push_back(monster.id);
        const std::string someone =
            state.players[static_cast<std::size_t>(below(static_cast<int>(state.players.size())))].name;
        if (table.settingUp || below(40) == 0)
            return act::PanicPlaceMonster{bag.empty() ? "Gazebo" : pick(bag), die(), below(5) == 0};
        switch (table.phase) {
        case pn::Phase::DiscardAndDraw:
            return act::PanicDiscardDraw{below(3), below(4) == 0, false, std::nullopt};
        case pn::Phase::GiveCharity:
            if (below(2) == 0)
                return act::PanicCharity{below(2) == 0 ? std::vector<std::string>{someone}
                                                       : std::vector<std::string>{}};
            return act::PanicNextPhase{pn::Phase::PlayCards};
        case pn::Phase::PlayCards:
            return playCard(state, onBoard, someone);
        case pn::Phase::AddTreasure:
            return act::PanicNextPhase{pn::Phase::MoveMonsters};
        case pn::Phase::MoveMonsters:
            if (table.monstersMoved || below(8) == 0)
                return act::PanicNextPhase{pn::Phase::PlaceMonsters};
            return act::PanicMoveMonsters{answer(pn::moveMonsters(table.board, {}).pending)};
        case pn::Phase::PlaceMonsters:
            if (below(6) == 0) {
                const pn::CurseDraw draw{pn::allCurseTokens[static_cast<std::size_t>(below(8))], die(), {}};
                return act::PanicDrawCurse{
                    draw, answer(pn::resolveCurse(table.options, table.board, draw, {}).pending)};
            }
            if (below(4) == 0 || bag.empty())
                return act::EndTurn{};
            return act::PanicPlaceMonster{pick(bag), die(), below(8) == 0};
        }
        return act::EndTurn{};
    }

private:
    game::Action playCard(const game::GameState& state, const std::vector<std::string>& onBoard,
                          const std::string& someone)
    {
        const int roll = below(12);
        if (onBoard.empty() || roll == 0)
            return act::PanicNextPhase{below(2) == 0 ? pn::Phase::AddTreasure : pn::Phase::MoveMonsters};
        const std::string& target = pick(onBoard);
        const pn::BoardMonster& monster = *state.panic->board.find(target);
        switch (roll) {
        case 1:
            return act::PanicGlue{target};
        case 2:
            return act::PanicFortify{die()};
        case 3:
            return act::PanicMoveMonster{target, below(2) == 0 ? "Cotion of Ponfusion" : "Wandering Monster",
                                         die(), pn::allRings[static_cast<std::size_t>(below(5))],
                                         std::nullopt};
        case 4:
            return act::PanicMoveMonster{target, "Drive Him Back!", monster.arc, pn::Ring::Forest,
                                         std::nullopt};
        case 5:
            return act::PanicRemoveMonster{target, "Out to Lunch"};
        case 6:
            return act::PanicSleep{};
        default:
            break;
        }
        std::vector<std::string> hitCards;
        for (const pn::CastleCard& card : pn::castleCards())
            if (card.kind == pn::CastleKind::Hit)
                hitCards.emplace_back(card.name);
        std::vector<std::string> weapons;
        for (const pn::TreasureCard& card : pn::treasureCards())
            if (card.kind == pn::TreasureKind::Weapon && !card.expansion)
                weapons.emplace_back(card.name);
        act::PanicHit hit;
        hit.hit.target = target;
        for (int i = below(3) + 1; i > 0; --i)
            hit.hit.attack.push_back(
                {pick(hitCards),
                 below(2) == 0 ? std::vector<std::string>{pick(weapons)} : std::vector<std::string>{}, false,
                 false});
        if (below(4) == 0)
            hit.hit.potions.push_back(below(2) == 0 ? "Potion of Halitosis" : "Potion of Idiotic Bravery");
        if (below(5) == 0)
            hit.helper = someone;
        return hit;
    }

    std::mt19937 m_random;
};

game::GameSetup randomSetup(std::mt19937& random)
{
    game::GameSetup setup;
    setup.family = game::Family::Panic;
    const int players = 2 + static_cast<int>(random() % 5);
    for (int i = 0; i < players; ++i)
        setup.players.push_back({"P" + std::to_string(i + 1), {}, std::nullopt});
    return setup;
}

struct Played {
    game::GameState state;
    std::vector<game::Action> accepted;
    int refused = 0;
};

Played play(unsigned seed, int attempts)
{
    std::mt19937 setupRandom(seed);
    const game::GameSetup setup = randomSetup(setupRandom);
    Played played{game::startGame(setup), {}, 0};
    PanicGamePlayer player(seed * 7919u + 1u);
    for (int i = 0; i < attempts; ++i) {
        if (!played.state.winners.empty() || played.state.panic->gameLost)
            break;
        const game::Action action = player.next(played.state);
        const game::GameState before = played.state;
        const arbiter::rules::Verdict verdict = game::apply(played.state, action);
        if (verdict.reasons.empty())
            qFatal("attempt %d (%s) gave no reasons", i, std::string(game::kindName(action)).c_str());
        if (verdict.legal) {
            if (!game::stateIsOk(played.state))
                qFatal("attempt %d (%s) broke the state", i, std::string(game::kindName(action)).c_str());
            played.accepted.push_back(action);
        } else {
            ++played.refused;
            if (!(played.state == before))
                qFatal("attempt %d (%s) was refused but changed the state", i,
                       std::string(game::kindName(action)).c_str());
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
        const Played first = play(seed, 4000);
        const Played second = play(seed, 4000);
        QVERIFY(first.state == second.state);
        QCOMPARE(first.accepted.size(), second.accepted.size());
        QVERIFY(first.accepted.size() > 100);
        QVERIFY(first.refused > 0);

        // The accepted actions alone replay to the same state.
        std::mt19937 setupRandom(seed);
        game::GameState replayed = game::startGame(randomSetup(setupRandom));
        for (const game::Action& action : first.accepted)
            QVERIFY(game::apply(replayed, action).legal);
        QVERIFY(replayed == first.state);
        qInfo("seed %u: %zu accepted, %d refused, turn %d, %zu tokens out", seed, first.accepted.size(),
              first.refused, first.state.turn, first.state.panic->tokensOut.size());
    }
};

QTEST_APPLESS_MAIN(TestPanicRandom)
#include "tst_panic_random.moc"

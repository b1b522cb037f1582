#include "tests/support/random_panic_game.h"

#include "rules/panic/catalogue.h"
#include "rules/panic/movement.h"
#include "tests/support/random_game.h"

#include <algorithm>

namespace arbiter::testing {

namespace game = rules::game;
namespace act = rules::game::actions;
namespace pn = rules::panic;

namespace {

class PanicGamePlayer {
public:
    explicit PanicGamePlayer(std::mt19937& rng) : m_random(rng) {}

    int below(int n) { return roll(m_random, 0, n - 1); }
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

    // 0 to 3 names, repeats possible: who gets the odd cards of a split (often wrong on purpose).
    std::vector<std::string> someNames(const game::GameState& state)
    {
        std::vector<std::string> names;
        for (int i = below(4); i > 0; --i)
            names.push_back(
                state.players[static_cast<std::size_t>(below(static_cast<int>(state.players.size())))].name);
        return names;
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
                return act::PanicCharity{someNames(state)};
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
                const pn::CurseToken curse = pn::allCurseTokens[static_cast<std::size_t>(below(8))];
                const bool rolls = curse == pn::CurseToken::HugeRock || curse == pn::CurseToken::RollMove;
                // Now and then a roll where none belongs, or none where one does: refused.
                const bool withRoll = below(12) == 0 ? !rolls : rolls;
                const pn::CurseDraw draw{curse, withRoll ? std::optional<int>(die()) : std::nullopt, {}};
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
        // Mostly cards that reach the target, so Monsters fall and games last; now and then any Hit card.
        std::vector<std::string> hitCards;
        std::vector<std::string> reaching;
        const pn::Colour colour = state.panic->board.colourOf(monster.arc);
        for (const pn::CastleCard& card : pn::castleCards()) {
            if (card.kind != pn::CastleKind::Hit)
                continue;
            hitCards.emplace_back(card.name);
            const bool ringFits = card.ring
                                      ? *card.ring == monster.ring
                                      : monster.ring != pn::Ring::Forest && monster.ring != pn::Ring::Castle;
            if (ringFits && (!card.colour || *card.colour == colour))
                reaching.emplace_back(card.name);
        }
        if (!reaching.empty() && below(5) != 0)
            hitCards = reaching;
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

    std::mt19937& m_random;
};

}  // namespace

game::GameSetup randomPanicSetup(std::mt19937& rng)
{
    game::GameSetup setup;
    setup.name = "Random Panic";
    setup.family = game::Family::Panic;
    const int players = roll(rng, 2, 6);
    for (int i = 0; i < players; ++i)
        setup.players.push_back({"P" + std::to_string(i + 1), {}, std::nullopt, {}});
    return setup;
}

game::Action randomPanicAction(const game::GameState& state, std::mt19937& rng)
{
    PanicGamePlayer player(rng);
    return player.next(state);
}

}  // namespace arbiter::testing

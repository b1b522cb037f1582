#include "rules/game/inspect_panic.h"

#include "rules/game/panic_apply.h"
#include "rules/panic/catalogue.h"

#include <algorithm>
#include <set>

namespace arbiter::rules::game {

namespace pn = panic;

namespace {

bool isOut(const PanicTable& table, std::string_view token)
{
    return std::find(table.tokensOut.begin(), table.tokensOut.end(), token) != table.tokensOut.end();
}

const PanicSeat* seatOf(const GameState& state, std::string_view name)
{
    for (std::size_t i = 0; i < state.players.size(); ++i)
        if (state.players[i].name == name)
            return &state.panic->seats[i];
    return nullptr;
}

}  // namespace

pn::Hit panicHitAsPlayed(const GameState& state, const actions::PanicHit& action)
{
    pn::Hit hit = action.hit;
    if (!state.panic || state.current >= state.panic->seats.size())
        return hit;
    hit.character = state.panic->seats[state.current].character;
    hit.helped = action.helper.has_value();
    if (action.helper)
        if (const PanicSeat* helper = seatOf(state, *action.helper))
            hit.helperCharacter = helper->character;
    return hit;
}

std::optional<pn::HitResult> judgePanicHit(const GameState& state, const actions::PanicHit& action)
{
    if (!state.panic || !state.panic->board.find(action.hit.target))
        return std::nullopt;
    return pn::checkHit(state.panic->options, state.panic->board, panicHitAsPlayed(state, action));
}

std::optional<pn::MoveResult> judgePanicMove(const GameState& state, const Action& action)
{
    if (!state.panic)
        return std::nullopt;
    const PanicTable& table = *state.panic;
    if (const auto* move = action.getIf<actions::PanicMoveMonsters>())
        return pn::moveMonsters(table.board, move->choices);
    if (const auto* curse = action.getIf<actions::PanicDrawCurse>()) {
        if (!pn::inGame(table.options, curse->draw.curse))
            return std::nullopt;
        return pn::resolveCurse(table.options, table.board, curse->draw, curse->choices);
    }
    return std::nullopt;
}

std::vector<pn::Event> panicEventsWhateverChosen(const GameState& state, const Action& action)
{
    const std::optional<pn::MoveResult> asked = judgePanicMove(state, action);
    if (!asked || !asked->verdict.legal)
        return {};
    if (asked->pending.empty())
        return asked->events;

    // Answer every question with its first candidate, then leave out what the answers could change: the
    // candidates themselves (damaged, killed or moving on) and the structures they were asked about.
    Action provisional = action;
    pn::Choices* choices = nullptr;
    if (auto* move = provisional.getIf<actions::PanicMoveMonsters>())
        choices = &move->choices;
    else if (auto* curse = provisional.getIf<actions::PanicDrawCurse>())
        choices = &curse->choices;
    if (!choices)
        return {};
    std::set<std::string, std::less<>> undecidedMonsters;
    std::set<std::string, std::less<>> undecidedStructures;
    for (const pn::PendingChoice& choice : asked->pending) {
        choices->emplace(choice.structure, choice.candidates.front());
        undecidedStructures.insert(choice.structure);
        undecidedMonsters.insert(choice.candidates.begin(), choice.candidates.end());
    }
    const std::optional<pn::MoveResult> answered = judgePanicMove(state, provisional);
    if (!answered || !answered->verdict.legal || !answered->pending.empty())
        return {};
    std::vector<pn::Event> settled;
    for (const pn::Event& event : answered->events) {
        std::string structure;
        if (event.type == pn::EventType::TowerDestroyed)
            structure = pn::structureKey(true, event.arc);
        else if (event.type == pn::EventType::WallDestroyed || event.type == pn::EventType::FortifyRemoved)
            structure = pn::structureKey(false, event.arc);
        if (undecidedStructures.contains(structure) || undecidedMonsters.contains(event.monster))
            continue;
        settled.push_back(event);
    }
    return settled;
}

std::vector<std::string_view> panicMonstersInBag(const GameState& state)
{
    std::vector<std::string_view> bag;
    if (!state.panic)
        return bag;
    for (const pn::MonsterToken& token : pn::monsterTokens())
        if (!isOut(*state.panic, token.name))
            bag.push_back(token.name);
    return bag;
}

std::vector<pn::CurseToken> panicCursesInBag(const GameState& state)
{
    std::vector<pn::CurseToken> bag;
    if (!state.panic)
        return bag;
    for (pn::CurseToken curse : pn::allCurseTokens)
        if (pn::inGame(state.panic->options, curse) && !isOut(*state.panic, pn::curseTokenName(curse)))
            bag.push_back(curse);
    return bag;
}

pn::HandSizes panicHandSizes(const GameState& state)
{
    if (!state.panic)
        return {};
    return pn::handSizes(state.panic->options, static_cast<int>(state.players.size()),
                         state.panic->seats[state.current].character);
}

int panicMonstersToPlace(const GameState& state)
{
    if (!state.panic)
        return 0;
    pn::Placement placement;
    placement.players = static_cast<int>(state.players.size());
    placement.placeOneMoreDrawn = state.panic->placeOneMore;
    return pn::placeMonster(state.panic->options, placement).monstersToPlace;
}

pn::ScoreResult panicStanding(const GameState& state)
{
    if (!state.panic)
        return {};
    const PanicTable& table = *state.panic;
    const int bag = detail::tokensInGame(table.options) - static_cast<int>(table.tokensOut.size());
    const int monstersLeft = std::max(0, bag) + static_cast<int>(table.board.monsters.size());
    return pn::score(table.options, table.board.towersLeft(), std::min(monstersLeft, pn::tokensInBag),
                     detail::scorePlayers(state));
}

}  // namespace arbiter::rules::game

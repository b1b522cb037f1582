// playerNow(): a player's own page judged by the referee, kind by kind (see legal_now.h).

#include "rules/game/apply.h"
#include "rules/game/inspect.h"
#include "rules/game/legal_now.h"
#include "rules/munchkin/edition.h"

#include <vector>

namespace arbiter::rules::game {

namespace mk = munchkin;

namespace {

// The first legal one of `probes`, or the first one's refusals when none is: one kind of the page.
KindNow judgedByProbes(std::string_view kind, const GameState& state, const std::string& player,
                       const std::vector<Action>& probes, const Reason& nothing)
{
    KindNow now;
    now.kind = kind;
    for (const Action& probe : probes) {
        GameState copy = state;
        const Verdict verdict = apply(copy, probe);
        if (verdict.legal) {
            now.available = true;
            now.players = {player};
            now.reasons.clear();
            return now;
        }
        if (now.reasons.empty())
            for (const Reason& reason : verdict.reasons)
                if (reason.refuses)
                    now.reasons.push_back(reason);
    }
    if (probes.empty())
        now.reasons = {nothing};
    return now;
}

Reason notInPlay(const std::string& player, std::string_view what)
{
    return {"game.not-in-play", player + " has no " + std::string(what) + " in play.", true};
}

// Every card of the box the page could be asked to play: each kind's cards and its doubling card.
std::vector<Action> characterCardProbes(const GameState& state, const std::string& player)
{
    std::vector<Action> probes;
    for (const mk::CharacterCardKind& kind : mk::profile(state.edition).characterCards) {
        for (const std::string_view card : kind.cards)
            probes.push_back(actions::PlayCharacterCard{player, std::string(card)});
        if (!kind.doublingCard.empty())
            probes.push_back(actions::PlayCharacterCard{player, std::string(kind.doublingCard)});
    }
    return probes;
}

std::vector<Action> discardProbes(const Player& player, const GameState& state)
{
    std::vector<Action> probes;
    for (const mk::CharacterCardKind& kind : mk::profile(state.edition).characterCards) {
        for (const std::string& card : player.character.cards(kind.kind))
            probes.push_back(actions::DiscardCharacterCard{player.name, card, mk::DiscardCause::Voluntary});
        if (player.character.doubled(kind.kind))
            probes.push_back(actions::DiscardCharacterCard{player.name, std::string(kind.doublingCard),
                                                           mk::DiscardCause::Voluntary});
    }
    return probes;
}

template <typename Lose, typename Cards, typename NameOf>
std::vector<Action> loseProbes(const std::string& player, const Cards& cards, NameOf nameOf)
{
    std::vector<Action> probes;
    for (const auto& card : cards)
        probes.push_back(Lose{player, nameOf(card)});
    return probes;
}

}  // namespace

std::vector<KindNow> playerNow(const GameState& state, const std::string& name)
{
    const Player* player = findPlayer(state, name);
    if (!player || state.family == Family::Panic)
        return {};
    const Reason none{};
    std::vector<KindNow> kinds;
    kinds.push_back(
        judgedByProbes("set-sex", state, name,
                       {actions::SetSex{name, mk::Sex::Female}, actions::SetSex{name, mk::Sex::Male}}, none));
    kinds.push_back(judgedByProbes("die", state, name, {actions::Die{name}}, none));
    kinds.push_back(
        judgedByProbes("play-character-card", state, name, characterCardProbes(state, name), none));
    kinds.push_back(judgedByProbes("discard-character-card", state, name, discardProbes(*player, state),
                                   notInPlay(name, "character cards")));
    kinds.push_back(judgedByProbes("gain-ride", state, name, {actions::GainRide{name, {"A Ride", 0}}}, none));
    kinds.push_back(judgedByProbes(
        "lose-ride", state, name,
        loseProbes<actions::LoseRide>(name, player->rides, [](const mk::Ride& ride) { return ride.name; }),
        notInPlay(name, "Rides")));
    kinds.push_back(
        judgedByProbes("gain-hireling", state, name, {actions::GainHireling{name, "A Hireling"}}, none));
    kinds.push_back(judgedByProbes("lose-hireling", state, name,
                                   loseProbes<actions::LoseHireling>(
                                       name, player->hirelings, [](const std::string& card) { return card; }),
                                   notInPlay(name, "Hirelings")));
    kinds.push_back(
        judgedByProbes("gain-curse", state, name, {actions::GainCurse{name, {"A Curse", 0}}}, none));
    kinds.push_back(judgedByProbes(
        "lose-curse", state, name,
        loseProbes<actions::LoseCurse>(name, player->curses, [](const Curse& curse) { return curse.name; }),
        notInPlay(name, "Curses")));
    return kinds;
}

}  // namespace arbiter::rules::game

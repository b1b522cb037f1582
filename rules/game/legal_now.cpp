// legalNow(): each kind judged by apply() on a copy of the state, with a representative action, or by the
// phase and timing checks apply() itself runs first (Munchkin Panic's cards, whose real actions need tokens
// and cards the table has not named yet). See legal_now.h.

#include "rules/game/legal_now.h"

#include "rules/game/action_fields.h"

#include "rules/game/apply.h"
#include "rules/game/apply_internal.h"
#include "rules/game/inspect.h"
#include "rules/game/panic_apply.h"
#include "rules/panic/catalogue.h"

#include <algorithm>
#include <array>
#include <functional>

namespace arbiter::rules::game {

namespace mk = munchkin;
namespace pn = panic;

namespace {

constexpr std::string_view caughtRule = "badstuff.caught";

std::vector<Reason> refusalsOf(const Verdict& verdict)
{
    std::vector<Reason> refusals;
    for (const Reason& reason : verdict.reasons)
        if (reason.refuses)
            refusals.push_back(reason);
    return refusals;
}

// apply() on a copy: the referee's whole verdict, the state left untouched.
Verdict tryOn(const GameState& state, const Action& action)
{
    GameState copy = state;
    return apply(copy, action);
}

KindNow fromVerdict(std::string_view kind, const Verdict& verdict, std::vector<std::string> actors)
{
    KindNow now;
    now.kind = kind;
    now.available = verdict.legal;
    if (now.available)
        now.players = std::move(actors);
    else
        now.reasons = refusalsOf(verdict);
    return now;
}

KindNow judged(std::string_view kind, const GameState& state, const Action& action,
               std::vector<std::string> actors = {})
{
    return fromVerdict(kind, tryOn(state, action), std::move(actors));
}

// The players in seat order, the current player's refusal explaining a kind nobody may take.
std::vector<std::size_t> seatsCurrentFirst(const GameState& state)
{
    std::vector<std::size_t> seats;
    seats.push_back(state.current);
    for (std::size_t seat = 0; seat < state.players.size(); ++seat)
        if (seat != state.current)
            seats.push_back(seat);
    return seats;
}

// A kind whose action names a player: each candidate in turn, accepted when one of its probes is.
// `probes` gives the representative actions for a player; none means the player has nothing to act on,
// and `nothing` then says why.
KindNow perPlayer(std::string_view kind, const GameState& state, const std::vector<std::string>& candidates,
                  const std::function<std::vector<Action>(const Player&)>& probes,
                  const std::function<Reason(const Player&)>& nothing = {})
{
    KindNow now;
    now.kind = kind;
    std::vector<Reason> explanation;
    for (const std::size_t seat : seatsCurrentFirst(state)) {
        const Player& player = state.players[seat];
        if (std::find(candidates.begin(), candidates.end(), player.name) == candidates.end())
            continue;
        const std::vector<Action> actions = probes(player);
        bool accepted = false;
        std::vector<Reason> refused;
        for (const Action& action : actions) {
            const Verdict verdict = tryOn(state, action);
            if (verdict.legal) {
                accepted = true;
                break;
            }
            if (refused.empty())
                refused = refusalsOf(verdict);
        }
        if (actions.empty() && nothing)
            refused = {nothing(player)};
        if (accepted)
            now.players.push_back(player.name);
        else if (explanation.empty())
            explanation = std::move(refused);
    }
    now.available = !now.players.empty();
    // Seat order for the screens, whoever was tried first.
    std::vector<std::string> ordered;
    for (const Player& player : state.players)
        if (std::find(now.players.begin(), now.players.end(), player.name) != now.players.end())
            ordered.push_back(player.name);
    now.players = std::move(ordered);
    if (!now.available)
        now.reasons = std::move(explanation);
    return now;
}

std::vector<std::string> everyone(const GameState& state)
{
    std::vector<std::string> names;
    for (const Player& player : state.players)
        names.push_back(player.name);
    return names;
}

std::string currentName(const GameState& state)
{
    return state.players[state.current].name;
}

mk::Monster probeMonster(mk::JoinedBy joinedBy)
{
    mk::Monster monster;
    monster.name = "A monster";
    monster.level = 1;
    monster.treasures = 1;
    monster.joinedBy = joinedBy;
    return monster;
}

// The phase after this one, or this one in the last phase (which apply() then refuses: never backwards).
mk::Phase phaseAfter(const GameState& state)
{
    const std::vector<mk::Phase> phases = mk::turnPhases(state.options);
    const auto here = std::find(phases.begin(), phases.end(), state.phase);
    return here == phases.end() || here + 1 == phases.end() ? state.phase : *(here + 1);
}

std::vector<std::string> combatants(const GameState& state)
{
    std::vector<std::string> names;
    if (state.combat) {
        names.push_back(state.combat->fighter);
        if (state.combat->helper)
            names.push_back(*state.combat->helper);
    }
    return names;
}

// The caught in seat order: the lost fight's runners, or those the last run left caught.
std::vector<std::string> caughtNow(const GameState& state, const std::vector<std::string>& caughtByLastRun)
{
    const std::vector<std::string> named =
        state.combat && state.combat->runningAway ? combatants(state) : caughtByLastRun;
    std::vector<std::string> caught;
    for (const Player& player : state.players)
        if (std::find(named.begin(), named.end(), player.name) != named.end())
            caught.push_back(player.name);
    return caught;
}

std::vector<KindNow> munchkinKinds(const GameState& state, const std::vector<std::string>& caught)
{
    std::vector<KindNow> kinds;
    const std::vector<std::string> current{currentName(state)};
    const std::vector<std::string> all = everyone(state);

    // The turn: the current player's.
    kinds.push_back(judged(kindNameOf<actions::StartCombat>(), state,
                           actions::StartCombat{probeMonster(mk::JoinedBy::Door)}, current));
    kinds.push_back(
        judged(kindNameOf<actions::NextPhase>(), state, actions::NextPhase{phaseAfter(state)}, current));
    kinds.push_back(judged("charity", state, actions::Charity{}, current));
    kinds.push_back(judged(kindNameOf<actions::EndTurn>(), state, actions::EndTurn{}, current));

    // The fight: cards anyone may play, the fighter's calls, the run.
    kinds.push_back(judged(kindNameOf<actions::AddMonster>(), state,
                           actions::AddMonster{probeMonster(mk::JoinedBy::WanderingMonster)}));
    kinds.push_back(
        judged(kindNameOf<actions::AddEnhancer>(), state, actions::AddEnhancer{0, {"An Enhancer", 5, 1}}));
    kinds.push_back(judged(kindNameOf<actions::PlayOneShot>(), state,
                           actions::PlayOneShot{Side::Players, {"A one-shot", 2}}));
    std::size_t standing = 0;
    if (state.combat)
        while (standing + 1 < state.combat->monsters.size() && state.combat->monsters[standing].eliminated)
            ++standing;
    kinds.push_back(
        judged(kindNameOf<actions::EliminateMonster>(), state, actions::EliminateMonster{standing}));
    std::vector<std::string> helpers;
    for (const std::string& name : all)
        if (name != (state.combat ? state.combat->fighter : currentName(state)))
            helpers.push_back(name);
    kinds.push_back(perPlayer(kindNameOf<actions::AskForHelp>(), state, helpers, [](const Player& player) {
        return std::vector<Action>{actions::AskForHelp{player.name}};
    }));
    const std::string fighter = state.combat ? state.combat->fighter : currentName(state);
    kinds.push_back(judged(kindNameOf<actions::SetCombatBonus>(), state, actions::SetCombatBonus{fighter, 0},
                           combatants(state)));
    kinds.push_back(judged(kindNameOf<actions::ResolveCombat>(), state, actions::ResolveCombat{}, {fighter}));
    actions::RunAway run;
    for (const mk::DieToRoll& die : diceToRunAway(state, false, true))
        run.rolls.push_back({die.monster, die.runner, 6, 0, std::nullopt});
    kinds.push_back(judged(kindNameOf<actions::RunAway>(), state, run, combatants(state)));

    // Bad Stuff and death: for the caught only (badstuff.caught), as apply() accepts them.
    kinds.push_back(perPlayer(kindNameOf<actions::ApplyBadStuff>(), state, caught, [](const Player& player) {
        return std::vector<Action>{actions::ApplyBadStuff{player.name, {1, {}, false}}};
    }));
    kinds.push_back(perPlayer(kindNameOf<actions::Die>(), state, caught, [](const Player& player) {
        return std::vector<Action>{actions::Die{player.name}};
    }));
    if (caught.empty())
        for (KindNow* kind : {&kinds[kinds.size() - 2], &kinds.back()})
            kind->reasons = {refusal(
                caughtRule, ARBITER_MESSAGE("badstuff.caught.nobody-caught",
                                            "Nobody has been caught by a monster: Bad Stuff and death "
                                            "follow a lost fight or a failed run."))};

    // A player's own cards.
    const auto nothingInPlay = [](const Player& player) {
        return refusal("game.not-in-play",
                       ARBITER_MESSAGE("game.not-in-play.no-items-in-play", "%1 has no Items in play."),
                       player.name);
    };
    kinds.push_back(perPlayer(
        kindNameOf<actions::SellItems>(), state, all,
        [](const Player& player) {
            actions::SellItems sale;
            sale.player = player.name;
            sale.fromHand.push_back({"Gold", mk::goldPerLevel, false, true});
            return std::vector<Action>{sale};
        },
        nothingInPlay));
    kinds.push_back(perPlayer(
        kindNameOf<actions::ChangeLevel>(), state, all,
        [](const Player& player) {
            return std::vector<Action>{actions::ChangeLevel{player.name, 1, mk::LevelSource::Card, false},
                                       actions::ChangeLevel{player.name, -1, mk::LevelSource::Card, false}};
        },
        nothingInPlay));
    kinds.push_back(perPlayer(
        kindNameOf<actions::EquipItem>(), state, all,
        [](const Player& player) {
            std::vector<Action> toggles;
            for (const mk::Item& item : player.items)
                toggles.push_back(actions::EquipItem{player.name, item.name, !item.equipped});
            return toggles;
        },
        nothingInPlay));
    kinds.push_back(perPlayer(
        kindNameOf<actions::GainItem>(), state, all,
        [](const Player& player) {
            mk::Item item;
            item.name = "An Item";
            item.equipped = false;
            return std::vector<Action>{actions::GainItem{player.name, item}};
        },
        nothingInPlay));
    return kinds;
}

// --- Munchkin Panic ---

KindNow phaseCheck(std::string_view kind, const GameState& state, pn::Phase phase, Message what,
                   std::vector<std::string> actors)
{
    Verdict verdict;
    detail::requirePhase(*state.panic, phase, what, verdict);
    return fromVerdict(kind, verdict, std::move(actors));
}

KindNow timingCheck(std::string_view kind, const GameState& state, pn::Play play)
{
    Verdict verdict;
    detail::checkTiming(*state.panic, play, verdict);
    return fromVerdict(kind, verdict, {});
}

// Drawing a Curse token, judged on one still in the bag (with a roll where it needs one): refused once
// the turn's Monsters are all in the Forest. A pending choice only waits for the players' answer.
KindNow curseDraw(const GameState& state, const std::vector<std::string>& current)
{
    const PanicTable& table = *state.panic;
    const auto bagged =
        std::find_if(pn::allCurseTokens.begin(), pn::allCurseTokens.end(), [&](pn::CurseToken curse) {
            const std::string name(pn::curseTokenName(curse));
            return pn::inGame(table.options, curse)
                   && std::find(table.tokensOut.begin(), table.tokensOut.end(), name)
                          == table.tokensOut.end();
        });
    if (bagged == pn::allCurseTokens.end()) {
        KindNow none;
        none.kind = kindNameOf<actions::PanicDrawCurse>();
        none.reasons = {refusal("game.panic-token", ARBITER_MESSAGE("game.panic-token.no-curse-token-left",
                                                                    "Every Curse token is out of the bag."))};
        return none;
    }
    actions::PanicDrawCurse draw;
    draw.draw.curse = *bagged;
    if (pn::describe(*bagged).needsRoll)
        draw.draw.roll = 1;
    KindNow kind = judged(kindNameOf<actions::PanicDrawCurse>(), state, draw, current);
    if (!kind.available && std::all_of(kind.reasons.begin(), kind.reasons.end(), [](const Reason& reason) {
            return reason.rule == "game.panic-pending-choice";
        })) {
        kind.available = true;
        kind.reasons.clear();
        kind.players = current;
    }
    return kind;
}

std::vector<KindNow> panicKinds(const GameState& state)
{
    std::vector<KindNow> kinds;
    const PanicTable& table = *state.panic;
    const std::vector<std::string> current{currentName(state)};

    // Placing: set-up's Monsters, then phase 6's, while a Monster token is left in the bag.
    const std::span<const pn::MonsterToken> tokens = pn::monsterTokens();
    const auto bagged = std::find_if(tokens.begin(), tokens.end(), [&table](const pn::MonsterToken& token) {
        return std::find(table.tokensOut.begin(), table.tokensOut.end(), token.name) == table.tokensOut.end();
    });
    if (bagged == tokens.end()) {
        KindNow none;
        none.kind = kindNameOf<actions::PanicPlaceMonster>();
        none.reasons = {
            refusal("game.panic-token", ARBITER_MESSAGE("game.panic-token.no-monster-token-left",
                                                        "Every Monster token is out of the bag."))};
        kinds.push_back(std::move(none));
    } else {
        kinds.push_back(judged(kindNameOf<actions::PanicPlaceMonster>(), state,
                               actions::PanicPlaceMonster{std::string(bagged->name), 1, false}, current));
    }
    kinds.push_back(curseDraw(state, current));
    kinds.push_back(phaseCheck(kindNameOf<actions::PanicDiscardDraw>(), state, pn::Phase::DiscardAndDraw,
                               detail::panic_action::DiscardingAndDrawing, current));
    kinds.push_back(phaseCheck(kindNameOf<actions::PanicCharity>(), state, pn::Phase::GiveCharity,
                               detail::panic_action::Charity, current));
    // Moving the Monsters: the players' choices come with the real action, so only they may be missing.
    KindNow move =
        judged(kindNameOf<actions::PanicMoveMonsters>(), state, actions::PanicMoveMonsters{}, current);
    if (!move.available && std::all_of(move.reasons.begin(), move.reasons.end(), [](const Reason& reason) {
            return reason.rule == "game.panic-pending-choice";
        })) {
        move.available = true;
        move.reasons.clear();
        move.players = current;
    }
    kinds.push_back(std::move(move));
    const pn::Phase later = table.phase == pn::Phase::PlaceMonsters
                                ? table.phase
                                : static_cast<pn::Phase>(static_cast<int>(table.phase) + 1);
    kinds.push_back(
        judged(kindNameOf<actions::PanicNextPhase>(), state, actions::PanicNextPhase{later}, current));
    kinds.push_back(judged(kindNameOf<actions::EndTurn>(), state, actions::EndTurn{}, current));

    // Cards, by the phase the rulebook times them in.
    kinds.push_back(timingCheck(kindNameOf<actions::PanicHit>(), state, pn::Play::HitCard));
    kinds.push_back(timingCheck(kindNameOf<actions::PanicRemoveMonster>(), state, pn::Play::HitCard));
    kinds.push_back(timingCheck(kindNameOf<actions::PanicSleep>(), state, pn::Play::Potion));
    kinds.push_back(timingCheck(kindNameOf<actions::PanicMoveMonster>(), state, pn::Play::AnyTimeCard));
    kinds.push_back(timingCheck(kindNameOf<actions::PanicGlue>(), state, pn::Play::AnyTimeCard));
    kinds.push_back(timingCheck(kindNameOf<actions::PanicFortify>(), state, pn::Play::AnyTimeCard));
    kinds.push_back(timingCheck(kindNameOf<actions::PanicCurseCard>(), state, pn::Play::AnyTimeCard));
    {
        Verdict verdict;
        detail::refuseInSetup(table, detail::panic_action::PlayingACard, verdict);
        kinds.push_back(fromVerdict(kindNameOf<actions::PanicSpecialCard>(), verdict, {}));
    }
    // Counting a hand at the table: any time.
    kinds.push_back(judged(kindNameOf<actions::PanicSetHand>(), state,
                           actions::PanicSetHand{currentName(state), {}, {}}));
    return kinds;
}

// --- the player page (playerNow) ---
// game.not-in-play for a player with nothing of a kind to lose: `sentence` has %1 for the player.
Reason notInPlay(const std::string& player, Message sentence)
{
    return refusal("game.not-in-play", sentence, player);
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
    const std::vector<std::string> only{name};
    // One kind of the page: the table's perPlayer() with this player as the only candidate.
    const auto kind = [&](std::string_view id, std::vector<Action> probes,
                          std::optional<Reason> nothing = {}) {
        std::function<Reason(const Player&)> why;
        if (nothing)
            why = [reason = *nothing](const Player&) { return reason; };
        return perPlayer(
            id, state, only, [&probes](const Player&) { return probes; }, why);
    };
    const auto named = [](const auto& card) { return card.name; };
    const auto itself = [](const std::string& card) { return card; };
    return {
        kind(kindNameOf<actions::SetSex>(),
             {actions::SetSex{name, mk::Sex::Female}, actions::SetSex{name, mk::Sex::Male}}),
        kind(kindNameOf<actions::Die>(), {actions::Die{name}}),
        kind(kindNameOf<actions::PlayCharacterCard>(), characterCardProbes(state, name)),
        kind(kindNameOf<actions::DiscardCharacterCard>(), discardProbes(*player, state),
             notInPlay(name, ARBITER_MESSAGE("game.not-in-play.no-character-cards-in-play",
                                             "%1 has no character cards in play."))),
        kind(kindNameOf<actions::GainRide>(), {actions::GainRide{name, {"A Ride", 0}}}),
        kind(kindNameOf<actions::LoseRide>(), loseProbes<actions::LoseRide>(name, player->rides, named),
             notInPlay(name,
                       ARBITER_MESSAGE("game.not-in-play.no-rides-in-play", "%1 has no Rides in play."))),
        kind(kindNameOf<actions::GainHireling>(), {actions::GainHireling{name, "A Hireling"}}),
        kind(kindNameOf<actions::LoseHireling>(),
             loseProbes<actions::LoseHireling>(name, player->hirelings, itself),
             notInPlay(name, ARBITER_MESSAGE("game.not-in-play.no-hirelings-in-play",
                                             "%1 has no Hirelings in play."))),
        // Keeping the number it shows (or, with Items, the one they add up to): what the gear switch and
        // its - and + ask, refused while Items are in play or the timing forbids a change of equipment.
        kind(kindNameOf<actions::SetGear>(), {actions::SetGear{name, player->gear.value_or(0)}}),
        kind(kindNameOf<actions::GainCurse>(), {actions::GainCurse{name, {"A Curse", 0}}}),
        kind(kindNameOf<actions::LoseCurse>(), loseProbes<actions::LoseCurse>(name, player->curses, named),
             notInPlay(name,
                       ARBITER_MESSAGE("game.not-in-play.no-curses-in-play", "%1 has no Curses in play."))),
    };
}

const KindNow* LegalNow::find(std::string_view kind) const
{
    const auto found =
        std::find_if(kinds.begin(), kinds.end(), [kind](const KindNow& now) { return now.kind == kind; });
    return found == kinds.end() ? nullptr : &*found;
}

LegalNow legalNow(const GameState& state, const std::vector<std::string>& caughtByLastRun)
{
    LegalNow now;
    if (state.players.empty())
        return now;
    if (state.family == Family::Munchkin)
        now.caught = caughtNow(state, caughtByLastRun);
    now.kinds =
        state.family == Family::Panic && state.panic ? panicKinds(state) : munchkinKinds(state, now.caught);
    // The end of the game refuses everything (game.over): apply()'s own answer to a die rolled.
    const Verdict gate = tryOn(state, actions::RollDie{std::nullopt, 1, ""});
    if (!gate.legal)
        for (KindNow& kind : now.kinds) {
            kind.available = false;
            kind.players.clear();
            kind.reasons = refusalsOf(gate);
        }
    return now;
}

std::vector<std::string> caughtByRun(mk::Edition edition, const actions::RunAway& run,
                                     const std::string& fighter, const std::optional<std::string>& helper)
{
    mk::RunAway request;
    request.rolls = run.rolls;
    request.sacrificeRide = run.sacrificeRide;
    request.helperEscapesWithRide = run.helperEscapesWithRide;
    const mk::RunAwayResult result = mk::judgeRunAway(mk::profile(edition), request);
    bool fighterCaught = false;
    bool helperCaught = false;
    for (const mk::RollResult& roll : result.results)
        if (!roll.escaped && !roll.skipped)
            (roll.runner == mk::Runner::Fighter ? fighterCaught : helperCaught) = true;
    std::vector<std::string> caught;
    if (fighterCaught)
        caught.push_back(fighter);
    if (helperCaught && helper)
        caught.push_back(*helper);
    return caught;
}

std::vector<std::string> caughtByRun(const GameState& before, const actions::RunAway& run)
{
    if (!before.combat)
        return {};
    return caughtByRun(before.edition, run, before.combat->fighter, before.combat->helper);
}

std::vector<CaughtRunner> settlingOfRun(mk::Edition edition, const actions::RunAway& run,
                                        const std::string& fighter, const std::optional<std::string>& helper,
                                        const std::vector<Action>& since)
{
    mk::RunAway request;
    request.rolls = run.rolls;
    request.sacrificeRide = run.sacrificeRide;
    request.helperEscapesWithRide = run.helperEscapesWithRide;
    const mk::RunAwayResult result = mk::judgeRunAway(mk::profile(edition), request);
    // The fighter's catches, then the helper's: results follow the rolls one for one.
    std::array<CaughtRunner, 2> runners{CaughtRunner{fighter, {}, false},
                                        CaughtRunner{helper.value_or(std::string()), {}, false}};
    for (std::size_t i = 0; i < result.results.size() && i < run.rolls.size(); ++i) {
        const mk::RollResult& rolled = result.results[i];
        if (rolled.escaped || rolled.skipped)
            continue;
        CaughtRunner& runner = runners[rolled.runner == mk::Runner::Fighter ? 0 : 1];
        runner.monsters.push_back(rolled.monster);
        if (run.rolls[i].badStuff)
            runner.settled = true;
    }
    std::vector<CaughtRunner> caught;
    for (std::size_t index = 0; index < runners.size(); ++index)
        if (!runners[index].monsters.empty() && (index == 0 || helper))
            caught.push_back(std::move(runners[index]));
    for (const Action& action : since) {
        std::string named;
        if (const auto* bad = action.getIf<actions::ApplyBadStuff>())
            named = bad->player;
        else if (const auto* death = action.getIf<actions::Die>())
            named = death->player;
        for (CaughtRunner& runner : caught)
            if (runner.player == named)
                runner.settled = true;
    }
    return caught;
}

bool settlesARun(std::string_view kind)
{
    static const std::array settling = {kindNameOf<actions::ApplyBadStuff>(), kindNameOf<actions::Die>(),
                                        kindNameOf<actions::LootBody>(),      kindNameOf<actions::RollDie>(),
                                        kindNameOf<actions::LoseItem>(),      kindNameOf<actions::LoseRide>(),
                                        kindNameOf<actions::LoseHireling>()};
    return std::find(settling.begin(), settling.end(), kind) != settling.end();
}

}  // namespace arbiter::rules::game

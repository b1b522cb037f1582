// Munchkin Panic in the game log: set-up, the phases of a turn, drawing up, Charity, hand counts and
// the end of the game. The board actions (placing, Curses, hits, moves) are in apply_panic_board.cpp.
//
// Semantics the log adds to the rulebook:
// - A game starts in set-up: four panic-place-monster actions put Monsters in the Archer ring; the first
//   turn (Discard and Draw) begins once they are placed.
// - panic-next-phase moves on to a later phase. Passing Add Treasure puts the Treasure earned this turn
//   into the hands; leaving Give Charity needs the hand within the limit; leaving Move Monsters needs the
//   Monsters moved; leaving Play Cards ends the current player's Lose Help.
// - end-turn is legal in Place Monsters once the turn's Monsters are placed, or short of them only when
//   the bag is empty: with Curse tokens alone left in it they are drawn first (panic-draw-curse), as the
//   rulebook resolves each Curse and draws again. Glue, Sleep and the Ancient Enhancer's protection end
//   with the turn.
// - After every action the end is checked: the last Tower falling loses a Standard or Solitaire game
//   (More Munchkin ends and scores), and a board cleared with every token drawn wins it.

#include "rules/game/apply_internal.h"
#include "rules/game/inspect_panic.h"
#include "rules/game/panic_apply.h"
#include "rules/game/setup.h"
#include "rules/panic/catalogue.h"
#include "rules/panic/turn.h"

#include <algorithm>
#include <array>
#include <set>
#include <vector>

namespace arbiter::rules::game::detail {

namespace pn = panic;

namespace {}  // namespace

// --- shared with apply_panic_board.cpp ---

PanicTable& tableOf(GameState& state)
{
    return *state.panic;
}

const PanicTable& tableOf(const GameState& state)
{
    return *state.panic;
}

PanicSeat& currentSeat(GameState& state)
{
    return state.panic->seats[state.current];
}

PanicSeat* seatNamed(GameState& state, std::string_view name)
{
    for (std::size_t i = 0; i < state.players.size(); ++i)
        if (state.players[i].name == name)
            return &state.panic->seats[i];
    return nullptr;
}

bool refuseInSetup(const PanicTable& table, Message what, Verdict& verdict)
{
    if (!table.settingUp)
        return false;
    verdict.refuse("game.panic-setup",
                   ARBITER_MESSAGE("game.panic-setup.waits",
                                   "%1 waits until set-up has placed its Monsters in the Archer ring."),
                   what);
    return true;
}

bool requirePhase(const PanicTable& table, pn::Phase phase, Message what, Verdict& verdict)
{
    if (refuseInSetup(table, what, verdict))
        return false;
    if (table.phase == phase)
        return true;
    verdict.refuse(
        "game.phase",
        ARBITER_MESSAGE("game.phase.panic-other-phase", "%1 belongs to the %2 phase; this turn is in %3."),
        what, pn::phaseTerm(phase), pn::phaseTerm(table.phase));
    return false;
}

bool checkTiming(const PanicTable& table, pn::Play play, Verdict& verdict)
{
    if (refuseInSetup(table, panic_action::PlayingACard, verdict))
        return false;
    const Verdict timing = pn::timing(table.options, table.phase, play);
    verdict.append(timing);
    return timing.legal;
}

int monsterTokensOut(const PanicTable& table)
{
    return static_cast<int>(
        std::count_if(table.tokensOut.begin(), table.tokensOut.end(),
                      [](const std::string& t) { return pn::findMonsterToken(t) != nullptr; }));
}

int monstersToPlace(const GameState& state)
{
    const PanicTable& table = tableOf(state);
    const int players = static_cast<int>(state.players.size());
    return pn::handSizes(table.options, players).monstersPerTurn + table.placeOneMore;
}

int tokensInGame(const pn::Options& options)
{
    int count = static_cast<int>(pn::monsterTokens().size());
    for (pn::CurseToken curse : pn::allCurseTokens)
        count += pn::inGame(options, curse) ? 1 : 0;
    return count;
}

std::vector<pn::ScorePlayer> scorePlayers(const GameState& state)
{
    std::vector<pn::ScorePlayer> players;
    for (std::size_t i = 0; i < state.players.size(); ++i) {
        const PanicSeat& seat = state.panic->seats[i];
        pn::ScorePlayer player;
        player.name = state.players[i].name;
        for (const Trophy& trophy : seat.trophies) {
            player.trophies.push_back(trophy.points);
            player.additionErrors += trophy.additionErrors;
        }
        player.treasureInHand = seat.treasure + seat.treasureWaiting;
        player.character = seat.character;
        player.kills = seat.kills;
        players.push_back(std::move(player));
    }
    return players;
}

void checkPanicEnding(GameState& state, Verdict& verdict)
{
    PanicTable& table = tableOf(state);
    const pn::ScoreResult result = panicStanding(state);
    if (!result.over)
        return;
    verdict.append(result.verdict);
    if (!result.playersWon) {
        table.gameLost = true;
        return;
    }
    if (result.masterMunchkin)
        state.winners = {*result.masterMunchkin};
    else if (!result.tiedForMaster.empty())
        state.winners = result.tiedForMaster;
    else  // Solitaire names no Master Munchkin: the lone player has won
        for (const Player& player : state.players)
            state.winners.push_back(player.name);
}

// --- set-up ---

Verdict checkPanicSetup(const GameSetup& setup)
{
    Verdict verdict;
    const int players = static_cast<int>(setup.players.size());
    verdict.append(pn::handSizes(setup.panicOptions, players).verdict);
    std::set<std::string_view> names;
    std::vector<pn::SeatCharacter> seats;
    for (std::size_t seat = 0; seat < setup.players.size(); ++seat) {
        const SetupPlayer& player = setup.players[seat];
        checkPlayerName(player.name, seat, verdict);
        if (!names.insert(player.name).second)
            verdict.refuse(
                "game.duplicate-name",
                ARBITER_MESSAGE("game.duplicate-name.two-players", "Two players are called \"%1\"."),
                player.name);
        seats.push_back({player.name, player.character});
    }
    verdict.append(pn::checkCharacters(setup.panicOptions, seats).verdict);
    checkGameName(setup.name, verdict);
    if (verdict.legal)
        verdict.note("game.player-count",
                     ARBITER_MESSAGE("game.player-count.panic-can-start",
                                     "A game of Munchkin Panic (%1) for %2 can start."),
                     pn::modeName(setup.panicOptions.mode), players);
    return verdict;
}

void startPanicGame(GameState& state, const GameSetup& setup)
{
    PanicTable table;
    table.options = setup.panicOptions;
    if (table.options.variants.noWalls)
        table.board.walls = {};
    const int players = static_cast<int>(setup.players.size());
    for (const SetupPlayer& player : setup.players) {
        const pn::HandSizes sizes = pn::handSizes(table.options, players, player.character);
        PanicSeat seat;
        seat.character = player.character;
        seat.castleCards = sizes.castleCards;
        seat.treasure = sizes.startingTreasure;
        table.seats.push_back(std::move(seat));
    }
    state.panic = std::move(table);
}

// --- the turn ---

Verdict doApply(GameState& state, const actions::PanicDiscardDraw& action)
{
    Verdict verdict;
    PanicTable& table = tableOf(state);
    if (!requirePhase(table, pn::Phase::DiscardAndDraw, panic_action::DiscardingAndDrawing, verdict))
        return verdict;
    PanicSeat& seat = currentSeat(state);
    pn::DiscardDraw request;
    request.handBefore = seat.castleCards;
    request.discards = action.discards;
    request.reallyImpressiveTitle = action.reallyImpressiveTitle;
    request.character = seat.character;
    request.players = static_cast<int>(state.players.size());
    request.clericTakesFromDiscards = action.clericKeepsOne;
    request.thiefTakesACard = action.thiefTakesFrom.has_value();
    PanicSeat* robbed = nullptr;
    if (action.thiefTakesFrom) {
        if (!requirePlayer(state, *action.thiefTakesFrom, verdict))
            return verdict;
        robbed = seatNamed(state, *action.thiefTakesFrom);
        if (robbed == &seat || robbed->castleCards < 1) {
            if (robbed == &seat)
                verdict.refuse("panic.thief-draw",
                               ARBITER_MESSAGE("panic.thief-draw.own-hand",
                                               "A Thief takes a card from another player's hand."));
            else
                verdict.refuse("panic.thief-draw",
                               ARBITER_MESSAGE("panic.thief-draw.no-castle-card", "%1 holds no Castle card."),
                               *action.thiefTakesFrom);
            return verdict;
        }
    }
    const pn::DiscardDrawResult result = pn::discardAndDraw(table.options, request);
    verdict.append(result.verdict);
    if (!verdict.legal)
        return verdict;
    const int taken = (action.clericKeepsOne ? 1 : 0) + (robbed ? 1 : 0);
    seat.castleCards = std::max(seat.castleCards - action.discards + result.draws + taken, 0);
    if (robbed)
        --robbed->castleCards;
    if (action.reallyImpressiveTitle)
        seat.treasure = std::max(seat.treasure - 1, 0);
    table.phase = pn::Phase::GiveCharity;
    return verdict;
}

Verdict doApply(GameState& state, const actions::PanicCharity& action)
{
    Verdict verdict;
    PanicTable& table = tableOf(state);
    if (!requirePhase(table, pn::Phase::GiveCharity, panic_action::Charity, verdict))
        return verdict;
    std::vector<pn::CharityPlayer> players;
    for (const pn::ScorePlayer& player : scorePlayers(state))
        players.push_back(
            {player.name, seatNamed(state, player.name)->treasure, player.trophies, player.additionErrors});
    const std::string& giver = state.players[state.current].name;
    const std::optional<std::string> first =
        action.biggerShare.empty() ? std::nullopt : std::optional<std::string>(action.biggerShare.front());
    pn::CharityResult result = pn::charity(table.options, players, giver, first);
    verdict.append(result.verdict);
    if (!verdict.legal)
        return verdict;
    // The referee places the first odd card; each further name takes one more from those still tied.
    for (std::size_t i = 1; i < action.biggerShare.size(); ++i) {
        const std::string& name = action.biggerShare[i];
        const auto pick = std::find(result.choice.begin(), result.choice.end(), name);
        if (pick == result.choice.end() || result.leftovers == 0) {
            if (result.leftovers == 0)
                verdict.refuse("panic.charity-split",
                               ARBITER_MESSAGE("panic.charity-split.none-left",
                                               "%1 cannot get another odd card: none is left."),
                               name);
            else
                verdict.refuse("panic.charity-split",
                               ARBITER_MESSAGE("panic.charity-split.not-tied",
                                               "%1 cannot get another odd card: the odd cards go to %2."),
                               name, result.choice);
            return verdict;
        }
        result.choice.erase(pick);
        --result.leftovers;
        const auto gift = std::find_if(result.gifts.begin(), result.gifts.end(),
                                       [&](const pn::Gift& each) { return each.to == name; });
        if (gift == result.gifts.end())
            result.gifts.push_back({name, 1});
        else
            ++gift->count;
    }
    if (result.leftovers > 0) {
        if (result.leftovers == 1)
            verdict.refuse("panic.charity-split",
                           ARBITER_MESSAGE("panic.charity-split.name-one",
                                           "The split is uneven: name who gets the odd card left (%1)."),
                           result.choice);
        else
            verdict.refuse("panic.charity-split",
                           ARBITER_MESSAGE_N("panic.charity-split.name-each",
                                             "The split is uneven: name who gets each of the %n odd card(s) "
                                             "left (%1)."),
                           Count{result.leftovers}, result.choice);
        return verdict;
    }
    currentSeat(state).treasure -= result.excess;
    for (const pn::Gift& gift : result.gifts)
        seatNamed(state, gift.to)->treasure += gift.count;
    return verdict;
}

Verdict doApply(GameState& state, const actions::PanicSetHand& action)
{
    Verdict verdict;
    if (!requirePlayer(state, action.player, verdict))
        return verdict;
    if (action.castleCards && !checkRange(*action.castleCards, 0, maxHand, field::HandOfCastleCards, verdict))
        return verdict;
    if (action.treasure && !checkRange(*action.treasure, 0, maxHand, field::HandOfTreasureCards, verdict))
        return verdict;
    PanicSeat& seat = *seatNamed(state, action.player);
    if (action.castleCards)
        seat.castleCards = *action.castleCards;
    if (action.treasure)
        seat.treasure = *action.treasure;
    verdict.note("game.limit",
                 ARBITER_MESSAGE("game.limit.panic-hand", "%1 now holds %2 Castle and %3 Treasure cards."),
                 action.player, seat.castleCards, seat.treasure);
    return verdict;
}

Verdict doApply(GameState& state, const actions::PanicAdditionError& action)
{
    Verdict verdict;
    if (!requirePlayer(state, action.player, verdict))
        return verdict;
    PanicSeat& seat = *seatNamed(state, action.player);
    const auto trophy = std::find_if(seat.trophies.begin(), seat.trophies.end(),
                                     [&](const Trophy& t) { return t.token == action.trophy; });
    if (trophy == seat.trophies.end()) {
        verdict.refuse("panic.addition-error",
                       ARBITER_MESSAGE("panic.addition-error.no-trophy",
                                       "%1 has no Trophy called \"%2\" to put it under."),
                       action.player, action.trophy);
        return verdict;
    }
    if (seat.treasure < 1) {
        verdict.refuse("panic.addition-error",
                       ARBITER_MESSAGE("panic.addition-error.no-treasure",
                                       "%1 holds no Treasure card, so no Convenient Addition Error to play."),
                       action.player);
        return verdict;
    }
    --seat.treasure;
    ++trophy->additionErrors;
    verdict.note("panic.addition-error",
                 ARBITER_MESSAGE("panic.addition-error.played",
                                 "Convenient Addition Error under %1 adds 1 to %2's Trophy points."),
                 action.trophy, action.player);
    return verdict;
}

Verdict doApply(GameState& state, const actions::PanicNextPhase& action)
{
    Verdict verdict;
    PanicTable& table = tableOf(state);
    if (refuseInSetup(table, panic_action::MovingOn, verdict))
        return verdict;
    if (action.phase <= table.phase) {
        verdict.refuse(
            "game.phase",
            ARBITER_MESSAGE("game.phase.panic-not-later", "The turn is in %1; %2 is not later in it."),
            pn::phaseTerm(table.phase), pn::phaseTerm(action.phase));
        return verdict;
    }
    const int players = static_cast<int>(state.players.size());
    PanicSeat& seat = currentSeat(state);
    const int limit = pn::handSizes(table.options, players, seat.character).treasureLimit;
    if (table.phase <= pn::Phase::GiveCharity && action.phase > pn::Phase::GiveCharity
        && seat.treasure > limit) {
        verdict.refuse(
            "panic.charity-limit",
            ARBITER_MESSAGE("panic.charity-limit.give-charity-first",
                            "%1 holds %2 Treasure cards, more than the %3 allowed after Charity: give "
                            "Charity first."),
            state.players[state.current].name, seat.treasure, limit);
        return verdict;
    }
    if (!table.monstersMoved && action.phase > pn::Phase::MoveMonsters) {
        verdict.refuse("game.phase",
                       ARBITER_MESSAGE("game.phase.panic-monsters-must-move",
                                       "The Monsters must move (panic-move-monsters) before the "
                                       "turn goes on to placing new ones."));
        return verdict;
    }
    if (table.phase <= pn::Phase::PlayCards && action.phase > pn::Phase::PlayCards)
        seat.loseHelp = false;
    if (table.phase < pn::Phase::AddTreasure && action.phase >= pn::Phase::AddTreasure)
        for (PanicSeat& each : table.seats) {
            each.treasure += each.treasureWaiting;
            each.treasureWaiting = 0;
        }
    table.phase = action.phase;
    verdict.note("game.phase", ARBITER_MESSAGE("game.phase.panic-moves-on", "The turn moves on to %1."),
                 pn::phaseTerm(action.phase));
    return verdict;
}

Verdict endPanicTurn(GameState& state)
{
    Verdict verdict;
    PanicTable& table = tableOf(state);
    if (!requirePhase(table, pn::Phase::PlaceMonsters, panic_action::EndingTheTurn, verdict))
        return verdict;
    const int toPlace = monstersToPlace(state);
    // Short of the count, the turn goes on drawing while the bag holds anything: a Curse drawn is
    // resolved and the draw goes on, so the turn ends early only on an empty bag.
    const int inBag = tokensInGame(table.options) - static_cast<int>(table.tokensOut.size());
    if (table.placedThisTurn < toPlace && inBag > 0) {
        const int monstersInBag = static_cast<int>(pn::monsterTokens().size()) - monsterTokensOut(table);
        if (monstersInBag > 0)
            verdict.refuse("panic.monsters-placed",
                           ARBITER_MESSAGE("panic.monsters-placed.short",
                                           "Only %1 of the %2 Monsters of this turn are placed."),
                           table.placedThisTurn, toPlace);
        else
            verdict.refuse(
                "panic.keep-drawing",
                ARBITER_MESSAGE_N("panic.keep-drawing.curses-left",
                                  "Only %1 of the %2 Monsters of this turn are placed, and the Monster "
                                  "bag still holds %n token(s), all Curses: draw and resolve them "
                                  "(panic-draw-curse) before the turn ends."),
                table.placedThisTurn, toPlace, Count{inBag});
        return verdict;
    }
    for (pn::BoardMonster& monster : table.board.monsters) {
        monster.glued = false;
        monster.unslayable = false;
    }
    table.board.sleep = false;
    table.placedThisTurn = 0;
    table.placeOneMore = 0;
    table.dealsThisTurn = 0;
    table.wizardMoved = false;
    table.monstersMoved = false;
    table.phase = pn::Phase::DiscardAndDraw;
    state.current = (state.current + 1) % state.players.size();
    ++state.turn;
    verdict.note("game.phase", ARBITER_MESSAGE("game.phase.panic-next-turn", "It is %1's turn."),
                 state.players[state.current].name);
    return verdict;
}

bool panicStateIsOk(const GameState& state)
{
    if (!state.panic || state.players.empty()
        || state.players.size() > static_cast<std::size_t>(pn::maxPlayers))
        return false;
    const PanicTable& table = *state.panic;
    if (table.seats.size() != state.players.size() || state.current >= state.players.size() || state.turn < 1)
        return false;
    if (state.combat || !pn::checkBoard(table.board).legal)
        return false;
    std::set<std::string_view> tokens;
    for (const std::string& token : table.tokensOut)
        if (!tokens.insert(token).second)
            return false;
    for (const pn::BoardMonster& monster : table.board.monsters)
        if (!tokens.contains(monster.name))
            return false;
    for (const PanicSeat& seat : table.seats) {
        if (seat.castleCards < 0 || seat.treasure < 0 || seat.treasureWaiting < 0 || seat.kills < 0)
            return false;
        for (const Trophy& trophy : seat.trophies)
            if (trophy.points < 1 || trophy.additionErrors < 0)
                return false;
    }
    return table.placedThisTurn >= 0 && table.placeOneMore >= 0 && table.dealsThisTurn >= 0;
}

}  // namespace arbiter::rules::game::detail

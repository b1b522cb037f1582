#include "app/views/panic_view.h"

#include "app/i18n/message_text.h"
#include "app/views/panic_move_view.h"

#include "db/codec/munchkin_json.h"
#include "rules/game/inspect_panic.h"
#include "rules/panic/board.h"
#include "rules/panic/catalogue.h"

namespace arbiter::app::views {

namespace game = rules::game;
namespace pn = rules::panic;
using db::toQString;

namespace {

// The rules' phases and the view's enum are the same six in the same order.
constexpr bool samePhase(pn::Phase rules, PanicPhases::Phase view)
{
    return static_cast<int>(rules) == static_cast<int>(view);
}
static_assert(samePhase(pn::Phase::DiscardAndDraw, PanicPhases::DiscardAndDraw)
              && samePhase(pn::Phase::GiveCharity, PanicPhases::GiveCharity)
              && samePhase(pn::Phase::PlayCards, PanicPhases::PlayCards)
              && samePhase(pn::Phase::AddTreasure, PanicPhases::AddTreasure)
              && samePhase(pn::Phase::MoveMonsters, PanicPhases::MoveMonsters)
              && samePhase(pn::Phase::PlaceMonsters, PanicPhases::PlaceMonsters));

QList<int> arcsWhere(const std::array<bool, pn::arcCount>& standing)
{
    QList<int> arcs;
    for (int arc = 1; arc <= pn::arcCount; ++arc)
        if (standing[static_cast<std::size_t>(arc - 1)])
            arcs.append(arc);
    return arcs;
}

PanicMonsterView monsterView(const pn::Board& board, const pn::BoardMonster& monster)
{
    const pn::MonsterToken* token = pn::findMonsterToken(monster.name);
    return PanicMonsterView{toQString(monster.id),
                            toQString(monster.name),
                            monster.arc,
                            toQString(pn::ringName(monster.ring)),
                            monster.health,
                            monster.maxHealth(),
                            monster.points,
                            monster.enhancement,
                            monster.glued,
                            monster.unslayable,
                            toQString(pn::colourName(board.colourOf(monster.arc))),
                            token ? token->treasures : 0};
}

PanicSeatView seatView(const game::GameState& state, std::size_t index, const pn::ScoreResult& standing,
                       const QHash<QString, QString>& colours)
{
    const game::PanicSeat& seat = state.panic->seats[index];
    const std::string& player = state.players[index].name;
    PanicSeatView view;
    view.name = toQString(player);
    view.colour = colours.value(view.name);
    view.character = seat.character ? toQString(pn::characterName(*seat.character)) : QString();
    view.castleCards = seat.castleCards;
    view.treasure = seat.treasure;
    view.treasureWaiting = seat.treasureWaiting;
    view.loseHelp = seat.loseHelp;
    view.kills = seat.kills;
    for (const pn::Standing& entry : standing.standings)
        if (entry.name == player)
            view.points = entry.points;
    for (const game::Trophy& trophy : seat.trophies)
        view.trophies.append(
            QVariant::fromValue(TrophyView{toQString(trophy.token), trophy.points, trophy.additionErrors}));
    view.isCurrent = index == state.current;
    return view;
}

}  // namespace

static_assert(static_cast<int>(pn::EventType::MonsterMoved) == PanicEvents::MonsterMoved
              && static_cast<int>(pn::EventType::WallDestroyed) == PanicEvents::WallDestroyed
              && static_cast<int>(pn::EventType::RockStopped) == PanicEvents::RockStopped
              && static_cast<int>(pn::EventType::LoseHelp) == PanicEvents::LoseHelp);

PanicEvents::Kind eventKindOf(pn::EventType type)
{
    return static_cast<PanicEvents::Kind>(type);
}

PanicPhases::Phase phaseOf(pn::Phase phase)
{
    return static_cast<PanicPhases::Phase>(phase);
}

PanicBoardView panicBoardViewOf(const pn::Board& board)
{
    PanicBoardView view;
    for (int arc = 1; arc <= pn::arcCount; ++arc)
        view.colours.append(toQString(pn::colourName(board.colourOf(arc))));
    view.towers = arcsWhere(board.towers);
    view.walls = arcsWhere(board.walls);
    view.fortified = arcsWhere(board.fortified);
    for (const pn::BoardMonster& monster : board.monsters)
        view.monsters.append(QVariant::fromValue(monsterView(board, monster)));
    view.sleep = board.sleep;
    view.towersLeft = board.towersLeft();
    return view;
}

PanicView panicViewOf(const game::GameState& state, const QHash<QString, QString>& colours)
{
    PanicView view;
    if (!state.panic)
        return view;
    const game::PanicTable& table = *state.panic;
    view.active = true;
    view.mode = toQString(pn::modeName(table.options.mode));
    view.settingUp = table.settingUp;
    view.phase = phaseOf(table.phase);
    view.phaseName = i18n::messageText(pn::phaseTerm(table.phase));  // in the reader's language
    view.current = toQString(state.players[state.current].name);
    view.turn = state.turn;
    view.board = panicBoardViewOf(table.board);

    const pn::ScoreResult standing = game::panicStanding(state);
    for (std::size_t i = 0; i < state.players.size(); ++i)
        view.seats.append(QVariant::fromValue(seatView(state, i, standing, colours)));

    const pn::HandSizes sizes = game::panicHandSizes(state);
    view.handSize = sizes.castleCards;
    view.treasureLimit = sizes.treasureLimit;
    view.overLimit = table.seats[state.current].treasure > sizes.treasureLimit;
    view.monstersToPlace = table.settingUp ? sizes.setupMonsters : game::panicMonstersToPlace(state);
    view.placedThisTurn =
        table.settingUp ? static_cast<int>(table.board.monsters.size()) : table.placedThisTurn;
    view.monstersMoved = table.monstersMoved;
    view.dealsThisTurn = table.dealsThisTurn;
    view.wizardMoved = table.wizardMoved;

    for (std::string_view name : game::panicMonstersInBag(state)) {
        const pn::MonsterToken* token = pn::findMonsterToken(name);
        view.bagMonsters.append(
            QVariant::fromValue(BagMonsterView{toQString(name), token->points, token->treasures}));
    }
    for (pn::CurseToken curse : game::panicCursesInBag(state)) {
        const pn::CurseTokenDescriptor& token = pn::describe(curse);
        view.bagCurses.append(QVariant::fromValue(BagCurseView{toQString(token.id), toQString(token.name),
                                                               toQString(token.label), token.needsRoll}));
    }
    for (const std::string& name : table.slainOrDiscarded)
        view.discarded.append(toQString(name));

    for (const pn::Standing& entry : standing.standings)
        view.standings.append(
            QVariant::fromValue(StandingView{toQString(entry.name), entry.points, entry.kills}));
    view.masterMunchkin = standing.masterMunchkin ? toQString(*standing.masterMunchkin) : QString();
    for (const std::string& name : standing.tiedForMaster)
        view.tiedForMaster.append(toQString(name));
    view.over = table.gameLost || !state.winners.empty();
    view.playersWon = !state.winners.empty();
    view.gameLost = table.gameLost;
    return view;
}

}  // namespace arbiter::app::views

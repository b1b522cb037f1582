// PanicActions' corrections of the board (panic-set-board): a whole board from typed Monster cards, or the
// board at head with one thing changed. Built here from the state, so QML never copies the stored board.

#include "app/actions/head_state.h"
#include "app/actions/panic_actions.h"

#include "db/codec/munchkin_json.h"
#include "rules/game/state.h"
#include "rules/panic/catalogue.h"

#include <array>
#include <variant>

namespace arbiter::app {

using namespace Qt::StringLiterals;
namespace act = rules::game::actions;
namespace pn = rules::panic;
using db::toStd;

namespace {

// The open Panic game's board at head, or the refusal naming `session`.
std::variant<pn::Board, ActionRequest> boardAtHead(const QObject* session)
{
    const auto* head = dynamic_cast<const HeadState*>(session);
    const rules::game::GameState* state = head ? head->currentState() : nullptr;
    if (!state || !state->panic)
        return ActionRequest::refused(u"session"_s, u"no Munchkin Panic game is open"_s);
    return state->panic->board;
}

ActionRequest noMonster(const QString& monster)
{
    return ActionRequest::refused(u"monster"_s, u"no Monster \"%1\" on the board"_s.arg(monster));
}

std::optional<ActionRequest> arcsInto(const QList<int>& arcs, const QString& field,
                                      std::array<bool, pn::arcCount>& out)
{
    out.fill(false);
    for (qsizetype i = 0; i < arcs.size(); ++i) {
        if (arcs[i] < 1 || arcs[i] > pn::arcCount)
            return ActionRequest::refused(u"%1[%2]"_s.arg(field).arg(i),
                                          u"arc %1 is not on the board (1 to 6)"_s.arg(arcs[i]));
        out[static_cast<std::size_t>(arcs[i] - 1)] = true;
    }
    return std::nullopt;
}

}  // namespace

PanicMonsterCard PanicActions::monsterCard(const QString& token, int arc, const QString& ring, int health,
                                           bool glued) const
{
    return PanicMonsterCard{token, arc, ring, health, glued};
}

ActionRequest PanicActions::setBoard(const QVariantList& monsters) const
{
    act::PanicSetBoard action;
    for (qsizetype i = 0; i < monsters.size(); ++i) {
        const QString field = u"monsters[%1]"_s.arg(i);
        if (monsters[i].metaType() != QMetaType::fromType<PanicMonsterCard>())
            return ActionRequest::refused(field, u"not a Monster made by PanicActions.monsterCard()"_s);
        const auto card = monsters[i].value<PanicMonsterCard>();
        const pn::MonsterToken* token = pn::findMonsterToken(toStd(card.token));
        if (!token)
            return ActionRequest::refused(field + u".token"_s,
                                          u"\"%1\" is no Monster token of Munchkin Panic"_s.arg(card.token));
        const std::optional<pn::Ring> ring = pn::ringFromName(toStd(card.ring));
        if (!ring)
            return ActionRequest::refused(field + u".ring"_s,
                                          u"\"%1\" is no ring of the board"_s.arg(card.ring));
        if (card.arc < 1 || card.arc > pn::arcCount)
            return ActionRequest::refused(field + u".arc"_s,
                                          u"arc %1 is not on the board (1 to 6)"_s.arg(card.arc));
        if (card.health < 0 || card.health > token->points)
            return ActionRequest::refused(
                field + u".health"_s,
                u"%1 has 1 to %2 health, not %3"_s.arg(card.token).arg(token->points).arg(card.health));
        pn::BoardMonster monster;
        monster.id = std::string(token->name);
        monster.name = monster.id;
        monster.arc = card.arc;
        monster.ring = *ring;
        monster.points = token->points;
        monster.health = card.health == 0 ? token->points : card.health;
        monster.glued = card.glued;
        action.board.monsters.push_back(std::move(monster));
    }
    return ActionRequest(std::move(action));
}

ActionRequest PanicActions::correctMonster(QObject* session, const QString& monster, int arc,
                                           const QString& ring) const
{
    auto board = boardAtHead(session);
    if (auto* refused = std::get_if<ActionRequest>(&board))
        return *refused;
    pn::Board& next = std::get<pn::Board>(board);
    pn::BoardMonster* found = next.find(toStd(monster));
    if (!found)
        return noMonster(monster);
    if (arc < 1 || arc > pn::arcCount)
        return ActionRequest::refused(u"arc"_s, u"arc %1 is not on the board (1 to 6)"_s.arg(arc));
    const std::optional<pn::Ring> to = pn::ringFromName(toStd(ring));
    if (!to)
        return ActionRequest::refused(u"ring"_s, u"\"%1\" is no ring of the board"_s.arg(ring));
    found->arc = arc;
    found->ring = *to;
    return ActionRequest(act::PanicSetBoard{std::move(next)});
}

ActionRequest PanicActions::removeByCorrection(QObject* session, const QString& monster) const
{
    auto board = boardAtHead(session);
    if (auto* refused = std::get_if<ActionRequest>(&board))
        return *refused;
    pn::Board& next = std::get<pn::Board>(board);
    const std::string id = toStd(monster);
    const auto erased = std::erase_if(next.monsters, [&](const pn::BoardMonster& m) { return m.id == id; });
    if (erased == 0)
        return noMonster(monster);
    return ActionRequest(act::PanicSetBoard{std::move(next)});
}

ActionRequest PanicActions::correctStructures(QObject* session, const QList<int>& towers,
                                              const QList<int>& walls, const QList<int>& fortified) const
{
    auto board = boardAtHead(session);
    if (auto* refused = std::get_if<ActionRequest>(&board))
        return *refused;
    pn::Board& next = std::get<pn::Board>(board);
    if (auto refused = arcsInto(towers, u"towers"_s, next.towers))
        return *refused;
    if (auto refused = arcsInto(walls, u"walls"_s, next.walls))
        return *refused;
    if (auto refused = arcsInto(fortified, u"fortified"_s, next.fortified))
        return *refused;
    return ActionRequest(act::PanicSetBoard{std::move(next)});
}

}  // namespace arbiter::app

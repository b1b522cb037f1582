#include "rules/panic/movement.h"

#include "rules/panic/movement_internal.h"

#include <array>

namespace arbiter::rules::panic {

namespace detail {
namespace {

// Every structure a Monster can hit has a slot, in the documented event order: by arc, and in an arc the
// Wall (met first from outside) before the Tower.
constexpr int slotCount = 2 * arcCount;
constexpr int slotOf(bool tower, int arc)
{
    return (arc - 1) * 2 + (tower ? 1 : 0);
}
constexpr bool slotIsTower(int slot)
{
    return slot % 2 == 1;
}
constexpr int slotArc(int slot)
{
    return slot / 2 + 1;
}

std::optional<int> slotFromKey(std::string_view key)
{
    bool tower = false;
    if (key.starts_with("wall:")) {
        key.remove_prefix(5);
    } else if (key.starts_with("tower:")) {
        tower = true;
        key.remove_prefix(6);
    } else {
        return std::nullopt;
    }
    if (key.size() != 1 || key[0] < '1' || key[0] > '0' + arcCount)
        return std::nullopt;
    return slotOf(tower, key[0] - '0');
}

// The 4- and 5-point Monsters at their lowest point value shrug off Walls and Towers.
bool takesStructureDamage(const BoardMonster& monster)
{
    return !(monster.points >= 4 && monster.health == 1);
}

// One Monster's part in the step.
struct Plan {
    Space to;
    int slot = -1;       // the structure it hits, -1 for none
    bool moves = false;  // ends the step in `to`, unless it dies on the structure
    bool held = false;   // glued: stays put
    bool gone = false;   // died on the structure
};

Plan planFor(const Board& board, const BoardMonster& monster, Step step)
{
    Plan plan;
    plan.moves = true;
    if (monster.ring == Ring::Castle) {
        const int next = clockwise(monster.arc);
        plan.to = {next, Ring::Castle};
        if (board.tower(next))
            plan.slot = slotOf(true, next);
        return plan;
    }
    if (step == Step::Clockwise) {
        plan.to = {clockwise(monster.arc), monster.ring};
        return plan;
    }
    if (monster.ring != Ring::Swordsman) {
        plan.to = {monster.arc, static_cast<Ring>(static_cast<int>(monster.ring) + 1)};
        return plan;
    }
    if (board.wall(monster.arc)) {
        plan.moves = false;  // whatever happens to the Wall, the Monster stays in the Swordsman ring
        plan.slot = slotOf(false, monster.arc);
        return plan;
    }
    plan.to = {monster.arc, Ring::Castle};
    if (board.tower(monster.arc))
        plan.slot = slotOf(true, monster.arc);
    return plan;
}

std::string idsHitting(const Board& board, const std::vector<Plan>& plans, int slot)
{
    std::string ids;
    for (std::size_t i = 0; i < plans.size(); ++i) {
        if (plans[i].slot != slot)
            continue;
        if (!ids.empty())
            ids += ", ";
        ids += board.monsters[i].id;
    }
    return ids;
}

// Everything the step knows about the structures hit.
struct Hits {
    std::array<int, slotCount> count{};
    std::array<int, slotCount> taker{};  // index of the Monster that takes the damage
    std::array<bool, slotCount> chosen{};
};

void validateChoices(const Board& board, const std::vector<Plan>& plans, const Choices& choices, Hits& hits,
                     Verdict& verdict)
{
    for (const auto& [key, id] : choices) {
        const std::optional<int> slot = slotFromKey(key);
        if (!slot || hits.count[static_cast<std::size_t>(*slot)] == 0) {
            verdict.refuse(
                "panic.structure-choice",
                ARBITER_MESSAGE(
                    "panic.structure-choice.nothing-hit-in-move",
                    "The choice for \"%1\" names no Wall or Tower that a Monster hits in this move."),
                key);
            continue;
        }
        const std::size_t s = static_cast<std::size_t>(*slot);
        int found = -1;
        for (std::size_t i = 0; i < plans.size() && found < 0; ++i)
            if (plans[i].slot == *slot && board.monsters[i].id == id)
                found = static_cast<int>(i);
        if (found < 0) {
            verdict.refuse("panic.structure-choice",
                           ARBITER_MESSAGE("panic.structure-choice.not-a-hitter",
                                           "\"%1\" is not among the Monsters hitting %2 (%3)."),
                           id, key, idsHitting(board, plans, *slot));
            continue;
        }
        hits.taker[s] = found;
        hits.chosen[s] = true;
    }
}

void collectPending(const Board& board, const std::vector<Plan>& plans, const Hits& hits, MoveResult& result)
{
    for (int slot = 0; slot < slotCount; ++slot) {
        const std::size_t s = static_cast<std::size_t>(slot);
        if (hits.count[s] < 2 || hits.chosen[s])
            continue;
        PendingChoice choice;
        choice.structure = structureKey(slotIsTower(slot), slotArc(slot));
        bool matters = false;
        for (std::size_t i = 0; i < plans.size(); ++i) {
            if (plans[i].slot != slot)
                continue;
            choice.candidates.push_back(board.monsters[i].id);
            matters = matters || takesStructureDamage(board.monsters[i]);
        }
        if (!matters)
            continue;  // none of them can take damage: the first one in board order stands for all
        result.verdict.note(
            "panic.structure-choice",
            ARBITER_MESSAGE_N("panic.structure-choice.pending",
                              "%1 is hit by %n Monster(s) at once (%2): the players must choose"
                              " which one takes the damage."),
            choice.structure, Count{hits.count[s]}, idsHitting(board, plans, slot));
        result.pending.push_back(std::move(choice));
    }
}

// The structure in `slot` is hit: it falls (or loses its Fortify token) and one Monster takes the damage.
void resolveHit(int slot, const Hits& hits, std::vector<Plan>& plans, MoveResult& result)
{
    const std::size_t s = static_cast<std::size_t>(slot);
    const int arc = slotArc(slot);
    const std::size_t arcIndex = static_cast<std::size_t>(arc - 1);
    const int group = hits.count[s];
    const std::size_t who = static_cast<std::size_t>(hits.taker[s]);
    Board& after = result.board;
    BoardMonster& hitter = after.monsters[who];  // each Monster hits at most one structure: health as before

    Event structure;
    structure.arc = arc;
    structure.by = hitter.id;
    Verdict& verdict = result.verdict;
    std::string_view rule;
    if (slotIsTower(slot)) {
        after.towers[arcIndex] = false;
        structure.type = EventType::TowerDestroyed;
        rule = "panic.tower-damage";
        const bool survives = !takesStructureDamage(hitter) || hitter.health > 1;
        if (group > 1)
            verdict.note(
                rule,
                ARBITER_MESSAGE_N("panic.tower-damage.group",
                                  "%n Monster(s) hit the Tower of arc %1 at once: it is destroyed and"
                                  " those still alive move into its space."),
                Count{group}, arc);
        else if (survives)
            verdict.note(rule,
                         ARBITER_MESSAGE("panic.tower-damage.moves-in",
                                         "%1 destroys the Tower of arc %2 and moves into its space."),
                         monsterText(hitter), arc);
        else
            verdict.note(rule,
                         ARBITER_MESSAGE("panic.tower-damage.destroys", "%1 destroys the Tower of arc %2."),
                         monsterText(hitter), arc);
    } else if (after.fortified[arcIndex]) {
        after.fortified[arcIndex] = false;
        structure.type = EventType::FortifyRemoved;
        rule = "panic.fortify";
        if (group > 1)
            verdict.note(
                rule,
                ARBITER_MESSAGE_N("panic.fortify.group",
                                  "%n Monster(s) hit the fortified Wall of arc %1 at once: the Fortify"
                                  " token is removed, the Wall stands and they all stay in the"
                                  " Swordsman ring."),
                Count{group}, arc);
        else
            verdict.note(rule,
                         ARBITER_MESSAGE("panic.fortify.token-removed",
                                         "%1 hits the fortified Wall of arc %2: the Fortify token is removed,"
                                         " the Wall stands and the Monster stays in the Swordsman ring."),
                         monsterText(hitter), arc);
    } else {
        after.walls[arcIndex] = false;
        structure.type = EventType::WallDestroyed;
        rule = "panic.wall-damage";
        if (group > 1)
            verdict.note(rule,
                         ARBITER_MESSAGE_N("panic.wall-damage.group",
                                           "%n Monster(s) hit the Wall of arc %1 at once: it is destroyed and"
                                           " they all stay in the Swordsman ring."),
                         Count{group}, arc);
        else
            verdict.note(rule,
                         ARBITER_MESSAGE("panic.wall-damage.destroys",
                                         "%1 destroys the Wall of arc %2 and stays in the Swordsman ring."),
                         monsterText(hitter), arc);
    }
    result.events.push_back(std::move(structure));

    if (group > 1) {
        const std::string key = structureKey(slotIsTower(slot), arc);
        if (hits.chosen[s])
            verdict.note("panic.structure-choice",
                         ARBITER_MESSAGE("panic.structure-choice.chosen",
                                         "The players chose %1 to take the damage for %2."),
                         monsterText(hitter), key);
        else
            verdict.note(
                "panic.structure-choice",
                ARBITER_MESSAGE_N("panic.structure-choice.nothing-to-choose",
                                  "None of the %n Monster(s) hitting %1 can take damage from it, so there"
                                  " is nothing to choose."),
                Count{group}, key);
    }

    if (!takesStructureDamage(hitter)) {
        verdict.note("panic.lowest-point-no-structure-damage",
                     ARBITER_MESSAGE("panic.lowest-point-no-structure-damage.no-damage",
                                     "%1 is a %2-point Monster at 1 health and takes no damage from the"
                                     " structure."),
                     monsterText(hitter), hitter.points);
        return;
    }
    Event damage;
    damage.monster = hitter.id;
    hitter.health -= 1;
    damage.health = hitter.health;
    if (hitter.health > 0) {
        damage.type = EventType::MonsterDamaged;
        // One sentence whichever structure it was: the reason still cites that structure's rule.
        verdict.note(rule,
                     ARBITER_MESSAGE("panic.structure-damage.monster-damaged",
                                     "%1 takes 1 damage and has %2 health left."),
                     monsterText(hitter), hitter.health);
    } else {
        damage.type = EventType::MonsterKilled;
        plans[who].gone = true;
        verdict.note("panic.structure-kill",
                     ARBITER_MESSAGE("panic.structure-kill.discarded",
                                     "%1 dies on the structure and is discarded: no Trophy and no Treasure."),
                     monsterText(hitter));
    }
    result.events.push_back(std::move(damage));
}

}  // namespace

std::string monsterText(const BoardMonster& monster)
{
    // The id only where it tells two tokens of one name apart ("Goblin (Goblin 2)").
    if (monster.name.empty() || monster.id == monster.name)
        return monster.name.empty() ? monster.id : monster.name;
    std::string text;
    text.reserve(monster.name.size() + monster.id.size() + 3);
    text.append(monster.name).append(" (").append(monster.id).append(")");
    return text;
}

std::string_view ringTitle(Ring ring)
{
    switch (ring) {
    case Ring::Forest:
        return "Forest";
    case Ring::Archer:
        return "Archer";
    case Ring::Knight:
        return "Knight";
    case Ring::Swordsman:
        return "Swordsman";
    case Ring::Castle:
        return "Castle";
    }
    return {};
}

void refuseUnusedChoices(const Choices& choices, Verdict& verdict)
{
    for (const auto& entry : choices)
        verdict.refuse(
            "panic.structure-choice",
            ARBITER_MESSAGE("panic.structure-choice.nothing-hit",
                            "The choice for \"%1\" names no Wall or Tower that a Monster hits here."),
            entry.first);
}

void stepMonsters(const Board& board, Step step, const MoverFilter& filter, const Choices& choices,
                  MoveResult& result)
{
    Verdict& verdict = result.verdict;
    for (const BoardMonster& monster : board.monsters)
        if (monster.arc < 1 || monster.arc > arcCount)
            verdict.refuse("panic.move-inward",
                           ARBITER_MESSAGE("panic.move-inward.bad-arc",
                                           "%1 stands in arc %2, but the board's arcs are numbered 1 to %3."),
                           monster.id, monster.arc, arcCount);
    if (!verdict.legal) {
        result.board = board;
        return;
    }

    const std::size_t count = board.monsters.size();
    std::vector<Plan> plans(count);
    Hits hits;
    hits.taker.fill(-1);
    for (std::size_t i = 0; i < count; ++i) {
        const BoardMonster& monster = board.monsters[i];
        if (!filter.admits(board, monster))
            continue;
        if (monster.glued) {
            plans[i].held = true;
            verdict.note(
                "panic.glue",
                ARBITER_MESSAGE("panic.glue.held", "%1 is stuck with the Flask of Glue and does not move."),
                monsterText(monster));
            continue;
        }
        plans[i] = planFor(board, monster, step);
        if (plans[i].slot < 0)
            continue;
        const std::size_t s = static_cast<std::size_t>(plans[i].slot);
        if (hits.count[s]++ == 0)
            hits.taker[s] = static_cast<int>(i);  // without a choice, the first in board order
    }

    validateChoices(board, plans, choices, hits, verdict);
    result.board = board;
    if (!verdict.legal)
        return;  // refused: nothing pending, nothing moved
    collectPending(board, plans, hits, result);
    if (!result.pending.empty())
        return;

    result.events.reserve(count + 2 * slotCount);
    for (int slot = 0; slot < slotCount; ++slot)
        if (hits.count[static_cast<std::size_t>(slot)] > 0)
            resolveHit(slot, hits, plans, result);

    int inward = 0;
    int alongRing = 0;
    int inCastle = 0;
    std::vector<BoardMonster>& monsters = result.board.monsters;
    for (std::size_t i = 0; i < count; ++i) {
        const Plan& plan = plans[i];
        BoardMonster& monster = monsters[i];
        if (plan.held) {
            Event held;
            held.type = EventType::MonsterHeld;
            held.monster = monster.id;
            result.events.push_back(std::move(held));
            continue;
        }
        if (!plan.moves || plan.gone)
            continue;
        Event moved;
        moved.type = EventType::MonsterMoved;
        moved.monster = monster.id;
        moved.from = {monster.arc, monster.ring};
        moved.to = plan.to;
        result.events.push_back(std::move(moved));
        if (monster.ring == Ring::Castle)
            ++inCastle;
        else if (step == Step::Inward)
            ++inward;
        else
            ++alongRing;
        monster.arc = plan.to.arc;
        monster.ring = plan.to.ring;
    }
    std::size_t kept = 0;
    for (std::size_t i = 0; i < count; ++i) {
        if (plans[i].gone)
            continue;
        if (kept != i)
            monsters[kept] = std::move(monsters[i]);
        ++kept;
    }
    monsters.resize(kept);

    if (inward > 0)
        verdict.note("panic.move-inward",
                     ARBITER_MESSAGE_N("panic.move-inward.moved",
                                       "%n Monster(s) moved one ring closer to the Castle."),
                     Count{inward});
    if (alongRing > 0)
        verdict.note("panic.curse-all-clockwise",
                     ARBITER_MESSAGE_N("panic.curse-all-clockwise.moved",
                                       "%n Monster(s) moved one arc clockwise without changing ring."),
                     Count{alongRing});
    if (inCastle > 0)
        verdict.note("panic.move-castle-clockwise",
                     ARBITER_MESSAGE_N("panic.move-castle-clockwise.moved",
                                       "%n Monster(s) in the Castle ring moved one space clockwise."),
                     Count{inCastle});
}

void settleTowers(MoveResult& result, std::optional<Mode> mode)
{
    result.towersLeft = result.board.towersLeft();
    result.gameLost = result.verdict.legal && result.pending.empty() && result.towersLeft == 0;
    if (!result.gameLost)
        return;
    if (mode == Mode::MoreMunchkin)
        result.verdict.note(
            "panic.last-tower",
            ARBITER_MESSAGE("panic.last-tower.trophy-count",
                            "No Tower stands, so the game ends: the Trophy count decides the winner."));
    else if (mode)
        result.verdict.note("panic.last-tower",
                            ARBITER_MESSAGE("panic.last-tower.players-lose",
                                            "No Tower stands, so the game ends: the players lose."));
    else
        result.verdict.note(
            "panic.last-tower",
            ARBITER_MESSAGE("panic.last-tower.any-mode",
                            "No Tower stands, so the game ends: the players lose (in More Munchkin"
                            " the Trophy count decides instead)."));
}

}  // namespace detail

std::string structureKey(bool tower, int arc)
{
    std::string key = tower ? "tower:" : "wall:";
    key += std::to_string(arc);
    return key;
}

MoveResult moveMonsters(const Board& board, const Choices& choices)
{
    MoveResult result;
    if (board.monsters.empty()) {
        result.verdict.note("panic.move-inward",
                            ARBITER_MESSAGE("panic.move-inward.empty-board",
                                            "No Monster is on the board, so nothing moves."));
        detail::refuseUnusedChoices(choices, result.verdict);
        result.board = board;
    } else if (board.sleep) {
        result.verdict.note(
            "panic.sleep",
            ARBITER_MESSAGE("panic.sleep.no-move",
                            "The Sleep Potion was played this turn: no Monster moves (%1 on the"
                            " board)."),
            board.monsters.size());
        detail::refuseUnusedChoices(choices, result.verdict);
        result.board = board;
    } else {
        detail::stepMonsters(board, detail::Step::Inward, {}, choices, result);
    }
    detail::settleTowers(result, std::nullopt);
    return result;
}

}  // namespace arbiter::rules::panic

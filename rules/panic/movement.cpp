#include "rules/panic/movement.h"

#include "rules/core/text.h"
#include "rules/panic/movement_internal.h"

#include <array>

namespace arbiter::rules::panic {

using text::Line;

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

Line& countOf(Line& line, int count, std::string_view one, std::string_view many)
{
    return line << count << " " << (count == 1 ? one : many);
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
            verdict.refuse("panic.structure-choice",
                           Line() << "The choice for \"" << key
                                  << "\" names no Wall or Tower that a Monster hits in this move.");
            continue;
        }
        const std::size_t s = static_cast<std::size_t>(*slot);
        int found = -1;
        for (std::size_t i = 0; i < plans.size() && found < 0; ++i)
            if (plans[i].slot == *slot && board.monsters[i].id == id)
                found = static_cast<int>(i);
        if (found < 0) {
            verdict.refuse("panic.structure-choice",
                           Line() << "\"" << id << "\" is not among the Monsters hitting " << key << " ("
                                  << idsHitting(board, plans, *slot) << ").");
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
        Line line;
        line << choice.structure << " is hit by " << hits.count[s] << " Monsters at once ("
             << idsHitting(board, plans, slot) << "): the players must choose which one takes the damage.";
        result.verdict.note("panic.structure-choice", line);
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
    std::string_view rule;
    Line line;
    if (group == 1)
        line << monsterText(hitter);
    else
        countOf(line, group, "Monster", "Monsters") << " hit";
    if (slotIsTower(slot)) {
        after.towers[arcIndex] = false;
        structure.type = EventType::TowerDestroyed;
        rule = "panic.tower-damage";
        const bool survives = !takesStructureDamage(hitter) || hitter.health > 1;
        if (group > 1)
            line << " the Tower of arc " << arc
                 << " at once: it is destroyed and those still alive move into its space.";
        else
            line << " destroys the Tower of arc " << arc << (survives ? " and moves into its space." : ".");
    } else if (after.fortified[arcIndex]) {
        after.fortified[arcIndex] = false;
        structure.type = EventType::FortifyRemoved;
        rule = "panic.fortify";
        line << (group == 1 ? " hits" : "") << " the fortified Wall of arc " << arc
             << (group == 1 ? "" : " at once") << ": the Fortify token is removed, the Wall stands and "
             << (group == 1 ? "the Monster stays" : "they all stay") << " in the Swordsman ring.";
    } else {
        after.walls[arcIndex] = false;
        structure.type = EventType::WallDestroyed;
        rule = "panic.wall-damage";
        if (group > 1)
            line << " the Wall of arc " << arc
                 << " at once: it is destroyed and they all stay in the Swordsman ring.";
        else
            line << " destroys the Wall of arc " << arc << " and stays in the Swordsman ring.";
    }
    result.verdict.note(rule, line);
    result.events.push_back(std::move(structure));

    if (group > 1) {
        const std::string key = structureKey(slotIsTower(slot), arc);
        if (hits.chosen[s])
            result.verdict.note("panic.structure-choice", Line()
                                                              << "The players chose " << monsterText(hitter)
                                                              << " to take the damage for " << key << ".");
        else
            result.verdict.note("panic.structure-choice",
                                Line() << "None of the " << group << " Monsters hitting " << key
                                       << " can take damage from it, so there is nothing to choose.");
    }

    if (!takesStructureDamage(hitter)) {
        result.verdict.note("panic.lowest-point-no-structure-damage",
                            Line() << monsterText(hitter) << " is a " << hitter.points
                                   << "-point Monster at 1 health and takes no damage from the structure.");
        return;
    }
    Event damage;
    damage.monster = hitter.id;
    hitter.health -= 1;
    damage.health = hitter.health;
    if (hitter.health > 0) {
        damage.type = EventType::MonsterDamaged;
        result.verdict.note(rule, Line() << monsterText(hitter) << " takes 1 damage and has " << hitter.health
                                         << " health left.");
    } else {
        damage.type = EventType::MonsterKilled;
        plans[who].gone = true;
        result.verdict.note("panic.structure-kill", Line() << monsterText(hitter)
                                                           << " dies on the structure and is discarded: no "
                                                              "Trophy and no Treasure.");
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
        verdict.refuse("panic.structure-choice",
                       Line() << "The choice for \"" << entry.first
                              << "\" names no Wall or Tower that a Monster hits here.");
}

void stepMonsters(const Board& board, Step step, const MoverFilter& filter, const Choices& choices,
                  MoveResult& result)
{
    Verdict& verdict = result.verdict;
    for (const BoardMonster& monster : board.monsters)
        if (monster.arc < 1 || monster.arc > arcCount)
            verdict.refuse("panic.move-inward", Line() << monster.id << " stands in arc " << monster.arc
                                                       << ", but the board's arcs are numbered 1 to 6.");
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
            verdict.note("panic.glue", Line() << monsterText(monster)
                                              << " is stuck with the Flask of Glue and does not move.");
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

    if (inward > 0) {
        Line line;
        countOf(line, inward, "Monster moves", "Monsters move") << " one ring closer to the Castle.";
        verdict.note("panic.move-inward", line);
    }
    if (alongRing > 0) {
        Line line;
        countOf(line, alongRing, "Monster moves", "Monsters move")
            << (alongRing == 1 ? " one arc clockwise in its ring." : " one arc clockwise in their rings.");
        verdict.note("panic.curse-all-clockwise", line);
    }
    if (inCastle > 0) {
        Line line;
        countOf(line, inCastle, "Monster", "Monsters")
            << " in the Castle ring " << (inCastle == 1 ? "moves" : "move") << " one space clockwise.";
        verdict.note("panic.move-castle-clockwise", line);
    }
}

void settleTowers(MoveResult& result, std::optional<Mode> mode)
{
    result.towersLeft = result.board.towersLeft();
    result.gameLost = result.verdict.legal && result.pending.empty() && result.towersLeft == 0;
    if (!result.gameLost)
        return;
    std::string_view outcome = "the players lose (in More Munchkin the Trophy count decides instead).";
    if (mode == Mode::MoreMunchkin)
        outcome = "the Trophy count decides the winner.";
    else if (mode)
        outcome = "the players lose.";
    result.verdict.note("panic.last-tower", Line() << "No Tower stands, so the game ends: " << outcome);
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
        result.verdict.note("panic.move-inward", "No Monster is on the board, so nothing moves.");
        detail::refuseUnusedChoices(choices, result.verdict);
        result.board = board;
    } else if (board.sleep) {
        result.verdict.note("panic.sleep",
                            Line() << "The Sleep Potion was played this turn: no Monster moves ("
                                   << static_cast<int>(board.monsters.size()) << " on the board).");
        detail::refuseUnusedChoices(choices, result.verdict);
        result.board = board;
    } else {
        detail::stepMonsters(board, detail::Step::Inward, {}, choices, result);
    }
    detail::settleTowers(result, std::nullopt);
    return result;
}

}  // namespace arbiter::rules::panic

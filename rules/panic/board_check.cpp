#include "rules/panic/board.h"
#include "rules/panic/catalogue.h"

#include <set>
#include <string>

namespace arbiter::rules::panic {
namespace {

// How a reason names a Monster: "Goblin (m3)", a name and an id as entered. In a game log a Monster's id
// is its name: say it once.
std::string monsterLabel(const BoardMonster& monster)
{
    return monster.id == monster.name ? monster.name : monster.name + " (" + monster.id + ")";
}

void checkStructures(const Board& board, Verdict& verdict)
{
    if (board.fortifyTokensInPlay() > maxFortifyTokens)
        verdict.refuse(
            "panic.board-fortify",
            ARBITER_MESSAGE("panic.board-fortify.too-many", "The box has %1 Fortify tokens, not %2."),
            maxFortifyTokens, board.fortifyTokensInPlay());
    for (int arc = 1; arc <= arcCount; ++arc)
        if (board.fortifiedAt(arc) && !board.wall(arc))
            verdict.refuse("panic.board-fortify",
                           ARBITER_MESSAGE("panic.board-fortify.no-wall",
                                           "A Fortify token sits on arc %1's Wall, which is not standing."),
                           arc);
}

void checkMonster(const BoardMonster& monster, Verdict& verdict)
{
    if (monster.arc < 1 || monster.arc > arcCount)
        verdict.refuse(
            "panic.board-arc",
            ARBITER_MESSAGE("panic.board-arc.outside", "%1 is in arc %2, but the arcs are numbered 1 to %3."),
            monsterLabel(monster), monster.arc, arcCount);
    const MonsterToken* token = findMonsterToken(monster.name);
    if (token == nullptr) {
        verdict.refuse("panic.board-token",
                       ARBITER_MESSAGE("panic.board-token.unknown",
                                       "Monster %1 is \"%2\", which is not a Monster token in the box."),
                       monster.id, monster.name);
    } else if (token->points != monster.points) {
        verdict.refuse("panic.board-token",
                       ARBITER_MESSAGE("panic.board-token.points", "%1 is printed with %2 points, not %3."),
                       monsterLabel(monster), token->points, monster.points);
    }
    if (monster.enhancement < 0)
        verdict.refuse("panic.board-health",
                       ARBITER_MESSAGE("panic.board-health.negative-enhancement",
                                       "%1 has an enhancement of %2; Enhancers only add health."),
                       monsterLabel(monster), monster.enhancement);
    if (monster.health < 1 || monster.health > monster.maxHealth())
        verdict.refuse(
            "panic.board-health",
            ARBITER_MESSAGE("panic.board-health.out-of-range", "%1 has %2 health; it must be from 1 to %3."),
            monsterLabel(monster), monster.health, monster.maxHealth());
}

}  // namespace

Verdict checkBoard(const Board& board)
{
    Verdict verdict;
    checkStructures(board, verdict);
    if (board.monsters.size() > maxMonstersOnBoard)
        verdict.refuse("panic.board-count",
                       ARBITER_MESSAGE("panic.board-count.too-many",
                                       "The bag holds %1 tokens, so the board cannot hold %2 Monsters."),
                       maxMonstersOnBoard, board.monsters.size());

    std::set<std::string, std::less<>> ids;
    std::set<std::string, std::less<>> tokens;
    for (const BoardMonster& monster : board.monsters) {
        if (monster.id.empty())
            verdict.refuse("panic.board-ids",
                           ARBITER_MESSAGE("panic.board-ids.missing", "The %1 on the board has no id."),
                           monster.name);
        else if (!ids.insert(monster.id).second)
            verdict.refuse("panic.board-ids",
                           ARBITER_MESSAGE("panic.board-ids.shared", "Two Monsters share the id %1."),
                           monster.id);

        checkMonster(monster, verdict);

        const MonsterToken* token = findMonsterToken(monster.name);
        if (token != nullptr && !tokens.insert(std::string(token->name)).second)
            verdict.refuse("panic.board-unique-token",
                           ARBITER_MESSAGE("panic.board-unique-token.twice",
                                           "The box has one %1 token, but the board shows it twice."),
                           token->name);

        const bool arcKnown = monster.arc >= 1 && monster.arc <= arcCount;
        if (arcKnown && monster.ring == Ring::Castle && board.tower(monster.arc))
            verdict.refuse("panic.board-tower-space",
                           ARBITER_MESSAGE("panic.board-tower-space.tower-stands",
                                           "%1 is in the Castle space of arc %2, where a Tower stands."),
                           monsterLabel(monster), monster.arc);
    }
    return verdict;
}

}  // namespace arbiter::rules::panic

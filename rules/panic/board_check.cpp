#include "rules/panic/board.h"
#include "rules/panic/catalogue.h"

#include "rules/core/text.h"

#include <set>
#include <string>

namespace arbiter::rules::panic {
namespace {

using text::num;

std::string quoted(const BoardMonster& monster)
{
    // In a game log a Monster's id is its name: say it once.
    return monster.id == monster.name ? monster.name : monster.name + " (" + monster.id + ")";
}

void checkStructures(const Board& board, Verdict& verdict)
{
    if (board.fortifyTokensInPlay() > maxFortifyTokens)
        verdict.refuse("panic.board-fortify", "The box has " + num(maxFortifyTokens) + " Fortify tokens, not "
                                                  + num(board.fortifyTokensInPlay()) + ".");
    for (int arc = 1; arc <= arcCount; ++arc)
        if (board.fortifiedAt(arc) && !board.wall(arc))
            verdict.refuse("panic.board-fortify",
                           "A Fortify token sits on arc " + num(arc) + "'s Wall, which is not standing.");
}

void checkMonster(const BoardMonster& monster, Verdict& verdict)
{
    if (monster.arc < 1 || monster.arc > arcCount)
        verdict.refuse("panic.board-arc", quoted(monster) + " is in arc " + num(monster.arc)
                                              + ", but the arcs are numbered 1 to " + num(arcCount) + ".");
    const MonsterToken* token = findMonsterToken(monster.name);
    if (token == nullptr) {
        verdict.refuse("panic.board-token", "Monster " + monster.id + " is \"" + monster.name
                                                + "\", which is not a Monster token in the box.");
    } else if (token->points != monster.points) {
        verdict.refuse("panic.board-token", quoted(monster) + " is printed with " + num(token->points)
                                                + " points, not " + num(monster.points) + ".");
    }
    if (monster.enhancement < 0)
        verdict.refuse("panic.board-health", quoted(monster) + " has an enhancement of "
                                                 + num(monster.enhancement) + "; Enhancers only add health.");
    if (monster.health < 1 || monster.health > monster.maxHealth())
        verdict.refuse("panic.board-health", quoted(monster) + " has " + num(monster.health)
                                                 + " health; it must be from 1 to " + num(monster.maxHealth())
                                                 + ".");
}

}  // namespace

Verdict checkBoard(const Board& board)
{
    Verdict verdict;
    checkStructures(board, verdict);
    if (board.monsters.size() > maxMonstersOnBoard)
        verdict.refuse("panic.board-count", "The bag holds " + num(static_cast<int>(maxMonstersOnBoard))
                                                + " tokens, so the board cannot hold "
                                                + num(static_cast<int>(board.monsters.size()))
                                                + " Monsters.");

    std::set<std::string, std::less<>> ids;
    std::set<std::string, std::less<>> tokens;
    for (const BoardMonster& monster : board.monsters) {
        if (monster.id.empty())
            verdict.refuse("panic.board-ids", "The " + monster.name + " on the board has no id.");
        else if (!ids.insert(monster.id).second)
            verdict.refuse("panic.board-ids", "Two Monsters share the id " + monster.id + ".");

        checkMonster(monster, verdict);

        const MonsterToken* token = findMonsterToken(monster.name);
        if (token != nullptr && !tokens.insert(std::string(token->name)).second)
            verdict.refuse("panic.board-unique-token", "The box has one " + std::string(token->name)
                                                           + " token, but the board shows it twice.");

        const bool arcKnown = monster.arc >= 1 && monster.arc <= arcCount;
        if (arcKnown && monster.ring == Ring::Castle && board.tower(monster.arc))
            verdict.refuse("panic.board-tower-space", quoted(monster) + " is in the Castle space of arc "
                                                          + num(monster.arc) + ", where a Tower stands.");
    }
    return verdict;
}

}  // namespace arbiter::rules::panic

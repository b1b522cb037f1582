// Munchkin Panic, Monsters moving: the Move Monsters phase (one ring inward, clockwise in the Castle),
// Walls, Fortify tokens and Towers, the players' choice when several Monsters hit one structure, Glue and
// Sleep, and the eight Curse tokens. Expected values come from the rulebook ("Order of Play: 5. Move
// Monsters", "Tokens", the Fortify Wall, Flask of Glue and Sleep Potion cards, and the sample turn).

#include "panic_move_curse_rows.h"
#include "panic_move_support.h"
#include "rules_test_support.h"

#include "rules/panic/movement.h"
#include "rules/panic/rule_entries.h"

#include <QTest>

#include <string>
#include <vector>

using namespace arbiter::rules;
using namespace arbiter::rules::panic;
using namespace arbiter::rules::test::panic_move;
using arbiter::rules::test::toQString;

class TestPanicMove : public QObject {
    Q_OBJECT

private slots:
    void moveMonsters_data();
    void moveMonsters();
    void curses_data();
    void curses();
    void sampleTurn_data();
    void sampleTurn();
    void determinism_data();
    void determinism();
    void structureKeys();
    void catalogue();
    void emptyBoard();
    void monsterNamedOnce();
};

void TestPanicMove::moveMonsters_data()
{
    QTest::addColumn<Board>("board");
    QTest::addColumn<Choices>("choices");
    addColumns();
    const QString move = "panic.move-inward";
    const QString clockwise = "panic.move-castle-clockwise";
    const QString wall = "panic.wall-damage";
    const QString fortify = "panic.fortify";
    const QString tower = "panic.tower-damage";
    const QString choice = "panic.structure-choice";
    const QString kill = "panic.structure-kill";
    const QString lowest = "panic.lowest-point-no-structure-damage";
    // Three Monsters against the Wall of arc 3: 1, 3 and 4 health.
    const Board threeOnWall =
        on({mon("m1", "Lame Goblin", 1, 3, swordsman), mon("m2", "Bigfoot", 3, 3, swordsman),
            mon("m3", "Net Troll", 4, 3, swordsman)});
    const Board threeOnWallAndMore =
        on({mon("m1", "Lame Goblin", 1, 3, swordsman), mon("m2", "Bigfoot", 3, 3, swordsman),
            mon("m3", "Net Troll", 4, 3, swordsman), mon("m4", "Pukachu", 3, 1, archer)});
    // Two Monsters on the Tower of arc 6 (from Castle 5) and two on the Wall of arc 2.
    const Board twoGroups = on({mon("m1", "Pit Bull", 2, 5, castle), mon("m2", "Mr. Bones", 2, 5, castle),
                                mon("m3", "Harpies", 2, 2, swordsman), mon("m4", "Bullrog", 3, 2, swordsman)},
                               {.walls = {5}, .towers = {5}});

    // One ring inward: Forest, Archer, Knight, Swordsman.
    addMove("forest to archer", on({mon("m1", "Potted Plant", 1, 2, forest)}), {},
            {.monsters = {"m1 2 archer 1"}, .events = {"moved m1 2 forest>2 archer"}, .cites = {move}});
    addMove("each outer ring one step",
            on({mon("m1", "Maul Rat", 1, 1, forest), mon("m2", "Harpies", 2, 3, archer),
                mon("m3", "Bigfoot", 3, 6, knight, 2)}),
            {},
            {.monsters = {"m1 1 archer 1", "m2 3 knight 2", "m3 6 swordsman 2"},
             .events = {"moved m1 1 forest>1 archer", "moved m2 3 archer>3 knight",
                        "moved m3 6 knight>6 swordsman"},
             .cites = {move}});
    // Walls: destroyed, 1 damage, the Monster stays in the Swordsman ring.
    addMove("swordsman hits its wall", on({mon("m1", "Bigfoot", 3, 4, swordsman)}), {},
            {.monsters = {"m1 4 swordsman 2"},
             .structures = "towers 123456 walls 12356 fortify -",
             .events = {"wall-destroyed 4 by m1", "damaged m1 2"},
             .cites = {wall},
             .absent = {move}});
    addMove("a 1-health Monster dies on the wall", on({mon("m1", "Potted Plant", 1, 1, swordsman)}), {},
            {.structures = "towers 123456 walls 23456 fortify -",
             .events = {"wall-destroyed 1 by m1", "killed m1"},
             .cites = {wall, kill}});
    addMove("a 3-point Monster at 1 health is not spared", on({mon("m1", "Bullrog", 3, 4, swordsman, 1)}), {},
            {.structures = "towers 123456 walls 12356 fortify -",
             .events = {"wall-destroyed 4 by m1", "killed m1"},
             .cites = {wall, kill},
             .absent = {lowest}});
    // Fortify: the token goes instead of the Wall; the Monster still takes 1 damage.
    addMove("a fortified wall loses its token",
            on({mon("m1", "Mr. Bones", 2, 2, swordsman)}, {.fortified = {2}}), {},
            {.monsters = {"m1 2 swordsman 1"},
             .events = {"fortify-removed 2 by m1", "damaged m1 1"},
             .cites = {fortify},
             .absent = {wall}});
    addMove("dying on a fortify token",
            on({mon("m1", "Lame Goblin", 1, 5, swordsman)}, {.fortified = {1, 5}}), {},
            {.structures = "towers 123456 walls 123456 fortify 1",
             .events = {"fortify-removed 5 by m1", "killed m1"},
             .cites = {fortify, kill}});
    // Towers: destroyed, 1 damage, the survivor takes the space.
    addMove("through a fallen wall into a tower",
            on({mon("m1", "King Tut", 3, 5, swordsman)}, {.walls = {5}}), {},
            {.monsters = {"m1 5 castle 2"},
             .structures = "towers 12346 walls 12346 fortify -",
             .events = {"tower-destroyed 5 by m1", "damaged m1 2", "moved m1 5 swordsman>5 castle"},
             .cites = {tower, move},
             .towersLeft = 5});
    addMove("into an empty castle space",
            on({mon("m1", "Pit Bull", 2, 3, swordsman)}, {.walls = {3}, .towers = {3}}), {},
            {.monsters = {"m1 3 castle 2"},
             .structures = "towers 12456 walls 12456 fortify -",
             .events = {"moved m1 3 swordsman>3 castle"},
             .cites = {move},
             .absent = {tower},
             .towersLeft = 5});
    addMove("dying on a tower", on({mon("m1", "Drooling Slime", 1, 2, swordsman)}, {.walls = {2}}), {},
            {.structures = "towers 13456 walls 13456 fortify -",
             .events = {"tower-destroyed 2 by m1", "killed m1"},
             .cites = {tower, kill},
             .towersLeft = 5});
    // In the Castle ring: one space clockwise, 6 wraps to 1.
    addMove("castle: clockwise into a tower",
            on({mon("m1", "Floating Nose", 2, 3, castle)}, {.walls = {3}, .towers = {3}}), {},
            {.monsters = {"m1 4 castle 1"},
             .structures = "towers 1256 walls 12456 fortify -",
             .events = {"tower-destroyed 4 by m1", "damaged m1 1", "moved m1 3 castle>4 castle"},
             .cites = {clockwise, tower},
             .towersLeft = 4});
    addMove("castle: clockwise into an empty space",
            on({mon("m1", "Undead Horse", 2, 2, castle)}, {.walls = {2}, .towers = {2, 3}}), {},
            {.monsters = {"m1 3 castle 2"},
             .structures = "towers 1456 walls 13456 fortify -",
             .events = {"moved m1 2 castle>3 castle"},
             .cites = {clockwise},
             .towersLeft = 4});
    addMove("castle: arc 6 on to the tower of arc 1",
            on({mon("m1", "Wannabe Vampire", 3, 6, castle)}, {.walls = {6}, .towers = {6}}), {},
            {.monsters = {"m1 1 castle 2"},
             .structures = "towers 2345 walls 12345 fortify -",
             .events = {"tower-destroyed 1 by m1", "damaged m1 2", "moved m1 6 castle>1 castle"},
             .cites = {clockwise, tower},
             .towersLeft = 4});
    addMove("castle: arc 6 on to an empty arc 1",
            on({mon("m1", "Wannabe Vampire", 3, 6, castle)}, {.walls = {6}, .towers = {6, 1}}), {},
            {.monsters = {"m1 1 castle 3"},
             .structures = "towers 2345 walls 12345 fortify -",
             .events = {"moved m1 6 castle>1 castle"},
             .cites = {clockwise},
             .towersLeft = 4});
    // Several Monsters on one structure: the players choose who takes the damage.
    addMove("three on one wall, the players pick Bigfoot", threeOnWall, {{"wall:3", "m2"}},
            {.monsters = {"m1 3 swordsman 1", "m2 3 swordsman 2", "m3 3 swordsman 4"},
             .structures = "towers 123456 walls 12456 fortify -",
             .events = {"wall-destroyed 3 by m2", "damaged m2 2"},
             .cites = {choice, wall}});
    addMove("three on one wall, the players pick the Goblin", threeOnWall, {{"wall:3", "m1"}},
            {.monsters = {"m2 3 swordsman 3", "m3 3 swordsman 4"},
             .structures = "towers 123456 walls 12456 fortify -",
             .events = {"wall-destroyed 3 by m1", "killed m1"},
             .cites = {choice, wall, kill}});
    addMove("three on one wall, not chosen yet", threeOnWall, {},
            {.events = {}, .cites = {choice}, .pending = {"wall:3 m1 m2 m3"}});
    // Simultaneous: the Monster from Castle 2 and the two from Swordsman 3 all reach the Tower of arc 3.
    addMove("three on one tower, all move in",
            on({mon("m1", "Flying Frogs", 2, 2, castle), mon("m2", "Face Sucker", 3, 3, swordsman),
                mon("m3", "Plutonium Dragon", 5, 3, swordsman)},
               {.walls = {2, 3}, .towers = {2}}),
            {{"tower:3", "m3"}},
            {.monsters = {"m1 3 castle 2", "m2 3 castle 3", "m3 3 castle 4"},
             .structures = "towers 1456 walls 1456 fortify -",
             .events = {"tower-destroyed 3 by m3", "damaged m3 4", "moved m1 2 castle>3 castle",
                        "moved m2 3 swordsman>3 castle", "moved m3 3 swordsman>3 castle"},
             .cites = {choice, tower, clockwise, move},
             .towersLeft = 4});
    addMove("the one killed on a tower does not move in",
            on({mon("m1", "Maul Rat", 1, 4, swordsman), mon("m2", "Gazebo", 3, 3, castle)},
               {.walls = {4}, .towers = {3}}),
            {{"tower:4", "m1"}},
            {.monsters = {"m2 4 castle 3"},
             .structures = "towers 1256 walls 12356 fortify -",
             .events = {"tower-destroyed 4 by m1", "killed m1", "moved m2 3 castle>4 castle"},
             .cites = {choice, tower, kill},
             .towersLeft = 4});
    addMove("two pending choices in arc order", twoGroups, {},
            {.cites = {choice}, .pending = {"wall:2 m3 m4", "tower:6 m1 m2"}, .towersLeft = 5});
    addMove("one answered, one still pending", twoGroups, {{"wall:2", "m3"}},
            {.cites = {choice}, .pending = {"tower:6 m1 m2"}, .towersLeft = 5});
    addMove("both answered", twoGroups, {{"wall:2", "m4"}, {"tower:6", "m1"}},
            {.monsters = {"m1 6 castle 1", "m2 6 castle 2", "m3 2 swordsman 2", "m4 2 swordsman 2"},
             .structures = "towers 1234 walls 1346 fortify -",
             .events = {"wall-destroyed 2 by m4", "damaged m4 2", "tower-destroyed 6 by m1", "damaged m1 1",
                        "moved m1 5 castle>6 castle", "moved m2 5 castle>6 castle"},
             .cites = {choice, wall, tower, clockwise},
             .towersLeft = 4});
    // Choices that do not fit the move are refused.
    addMove("a choice for a structure nobody hits", on({mon("m1", "Potted Plant", 1, 1, forest)}),
            {{"wall:3", "m1"}}, {.events = {}, .cites = {choice}, .legal = false});
    addMove("a choice for a Monster that is not a candidate", threeOnWallAndMore, {{"wall:3", "m4"}},
            {.events = {}, .cites = {choice}, .legal = false});
    addMove("a choice for a Monster not on the board", threeOnWall, {{"wall:3", "m9"}},
            {.events = {}, .cites = {choice}, .legal = false});
    addMove("a choice with a malformed key", threeOnWall, {{"wall:3", "m1"}, {"gate:1", "m1"}},
            {.events = {}, .cites = {choice}, .legal = false});
    addMove("a lone hitter may be named", on({mon("m1", "Bigfoot", 3, 4, swordsman)}), {{"wall:4", "m1"}},
            {.monsters = {"m1 4 swordsman 2"},
             .structures = "towers 123456 walls 12356 fortify -",
             .events = {"wall-destroyed 4 by m1", "damaged m1 2"},
             .cites = {wall}});
    addMove("a lone hitter, another Monster named",
            on({mon("m1", "Bigfoot", 3, 4, swordsman), mon("m2", "Potted Plant", 1, 4, forest)}),
            {{"wall:4", "m2"}}, {.events = {}, .cites = {choice}, .legal = false});
    addMove("a Monster outside arcs 1 to 6 is refused", on({mon("m1", "Potted Plant", 1, 9, forest)}), {},
            {.events = {}, .cites = {move}, .legal = false});
    // 4- and 5-point Monsters at their lowest value take no damage from structures.
    addMove("a 4-point Monster at 1 health breaks the wall unhurt",
            on({mon("m1", "Net Troll", 4, 1, swordsman, 1)}), {},
            {.monsters = {"m1 1 swordsman 1"},
             .structures = "towers 123456 walls 23456 fortify -",
             .events = {"wall-destroyed 1 by m1"},
             .cites = {wall, lowest},
             .absent = {kill}});
    addMove("a 5-point Monster at 1 health takes the tower's space",
            on({mon("m1", "Plutonium Dragon", 5, 6, swordsman, 1)}, {.walls = {6}}), {},
            {.monsters = {"m1 6 castle 1"},
             .structures = "towers 12345 walls 12345 fortify -",
             .events = {"tower-destroyed 6 by m1", "moved m1 6 swordsman>6 castle"},
             .cites = {tower, lowest},
             .towersLeft = 5});
    addMove("a 4-point Monster above its lowest takes damage",
            on({mon("m1", "Squidzilla", 4, 2, swordsman, 2)}), {},
            {.monsters = {"m1 2 swordsman 1"},
             .structures = "towers 123456 walls 13456 fortify -",
             .events = {"wall-destroyed 2 by m1", "damaged m1 1"},
             .cites = {wall},
             .absent = {lowest}});
    addMove(
        "two big Monsters at their lowest: nothing to choose",
        on({mon("m1", "Hippogriff", 4, 5, swordsman, 1), mon("m2", "Plutonium Dragon", 5, 5, swordsman, 1)}),
        {},
        {.monsters = {"m1 5 swordsman 1", "m2 5 swordsman 1"},
         .structures = "towers 123456 walls 12346 fortify -",
         .events = {"wall-destroyed 5 by m1"},
         .cites = {wall, choice, lowest}});
    const Board trollAndHarpies =
        on({mon("m1", "Net Troll", 4, 3, swordsman, 1), mon("m2", "Harpies", 2, 3, swordsman)});
    addMove("a big Monster at its lowest may be picked", trollAndHarpies, {{"wall:3", "m1"}},
            {.monsters = {"m1 3 swordsman 1", "m2 3 swordsman 2"},
             .structures = "towers 123456 walls 12456 fortify -",
             .events = {"wall-destroyed 3 by m1"},
             .cites = {choice, wall, lowest}});
    addMove("one could be hurt: the choice is asked", trollAndHarpies, {},
            {.cites = {choice}, .pending = {"wall:3 m1 m2"}});
    // Flask of Glue and Sleep Potion.
    addMove("glue holds one Monster",
            on({glued(mon("m1", "Net Troll", 4, 3, knight)), mon("m2", "Potted Plant", 1, 3, archer)}), {},
            {.monsters = {"m1 3 knight 4", "m2 3 knight 1"},
             .events = {"held m1", "moved m2 3 archer>3 knight"},
             .cites = {"panic.glue", move}});
    addMove(
        "a glued Monster does not hit its wall", on({glued(mon("m1", "Bigfoot", 3, 2, swordsman))}), {},
        {.monsters = {"m1 2 swordsman 3"}, .events = {"held m1"}, .cites = {"panic.glue"}, .absent = {wall}});
    addMove("a glued Monster is no candidate",
            on({glued(mon("m1", "Bigfoot", 3, 3, swordsman)), mon("m2", "Harpies", 2, 3, swordsman)}), {},
            {.monsters = {"m1 3 swordsman 3", "m2 3 swordsman 1"},
             .structures = "towers 123456 walls 12456 fortify -",
             .events = {"wall-destroyed 3 by m2", "damaged m2 1", "held m1"},
             .cites = {"panic.glue", wall},
             .absent = {choice}});
    const Board asleep = on({mon("m1", "Potted Plant", 1, 1, forest), mon("m2", "King Tut", 3, 4, swordsman)},
                            {.sleep = true});
    addMove("sleep: nothing moves", asleep, {},
            {.monsters = {"m1 1 forest 1", "m2 4 swordsman 3"},
             .events = {},
             .cites = {"panic.sleep"},
             .absent = {move, wall}});
    addMove("sleep: a choice hits nothing", asleep, {{"wall:4", "m2"}},
            {.events = {}, .cites = {"panic.sleep", choice}, .legal = false});
    // The end of the Castle.
    addMove("the last tower falls", on({mon("m1", "King Tut", 3, 6, castle)}, {.towers = {2, 3, 4, 5, 6}}),
            {},
            {.monsters = {"m1 1 castle 2"},
             .structures = "towers - walls 123456 fortify -",
             .events = {"tower-destroyed 1 by m1", "damaged m1 2", "moved m1 6 castle>1 castle"},
             .cites = {tower, "panic.last-tower"},
             .towersLeft = 0,
             .gameLost = true});
    addMove("one tower still stands", on({mon("m1", "King Tut", 3, 4, castle)}, {.towers = {2, 3, 4, 5, 6}}),
            {},
            {.monsters = {"m1 5 castle 3"},
             .structures = "towers 1 walls 123456 fortify -",
             .events = {"moved m1 4 castle>5 castle"},
             .cites = {clockwise},
             .absent = {"panic.last-tower"},
             .towersLeft = 1});
    // Documented order: structures by arc, then Monsters in board order.
    addMove("events: structures by arc, then board order",
            on({mon("m1", "Potted Plant", 1, 1, forest), mon("m2", "Bigfoot", 3, 5, swordsman),
                mon("m3", "Harpies", 2, 2, swordsman)}),
            {},
            {.monsters = {"m1 1 archer 1", "m2 5 swordsman 2", "m3 2 swordsman 1"},
             .structures = "towers 123456 walls 1346 fortify -",
             .events = {"wall-destroyed 2 by m3", "damaged m3 1", "wall-destroyed 5 by m2", "damaged m2 2",
                        "moved m1 1 forest>1 archer"},
             .cites = {wall, move}});
}

void TestPanicMove::moveMonsters()
{
    QFETCH(Board, board);
    QFETCH(Choices, choices);
    verifyResult(panic::moveMonsters(board, choices));
}

void TestPanicMove::curses_data()
{
    QTest::addColumn<Options>("options");
    QTest::addColumn<Board>("board");
    QTest::addColumn<CurseDraw>("draw");
    QTest::addColumn<Choices>("choices");
    addColumns();
    addCurseRows();
}

void TestPanicMove::curses()
{
    QFETCH(Options, options);
    QFETCH(Board, board);
    QFETCH(CurseDraw, draw);
    QFETCH(Choices, choices);
    verifyResult(resolveCurse(options, board, draw, choices));
}

// The rulebook's sample turn: the Shrieking Geek (hit down to 2) in a Blue Archer space moves to the Blue
// Knight space in Move Monsters; then the Undead Horse is placed in arc 3 and the "Monsters in Blue move
// 1 space" token takes the Geek to the Blue Swordsman space; the Lose Help token follows.
void TestPanicMove::sampleTurn_data()
{
    QTest::addColumn<int>("blueArc");
    QTest::newRow("blue arc 5") << 5;
    QTest::newRow("blue arc 6") << 6;
}

void TestPanicMove::sampleTurn()
{
    QFETCH(int, blueArc);
    const QString arc = QString::number(blueArc);
    const Board start = on({mon("m1", "Shrieking Geek", 3, blueArc, archer, 2)});

    MoveResult moved = panic::moveMonsters(start, {});
    ARBITER_COMPARE_LEGAL(moved.verdict, true);
    QCOMPARE(eventsOf(moved), QStringList{"moved m1 " + arc + " archer>" + arc + " knight"});
    QCOMPARE(monstersOf(moved.board), QStringList{"m1 " + arc + " knight 2"});

    moved.board.monsters.push_back(mon("m2", "Undead Horse", 2, 3, forest));
    const MoveResult blue = resolveCurse({}, moved.board, token(CurseToken::MoveBlue), {});
    ARBITER_COMPARE_LEGAL(blue.verdict, true);
    ARBITER_VERIFY_CITES(blue.verdict, "panic.curse-colour-moves");
    QCOMPARE(eventsOf(blue), QStringList{"moved m1 " + arc + " knight>" + arc + " swordsman"});
    QCOMPARE(monstersOf(blue.board), (QStringList{"m1 " + arc + " swordsman 2", "m2 3 forest 2"}));

    const MoveResult loseHelp = resolveCurse({}, blue.board, token(CurseToken::LoseHelp), {});
    QCOMPARE(eventsOf(loseHelp), QStringList{"lose-help"});
    QCOMPARE(loseHelp.board, blue.board);
}

// The same question asked twice gets the same answer, reasons included.
void TestPanicMove::determinism_data()
{
    QTest::addColumn<Board>("board");
    QTest::addColumn<std::optional<CurseToken>>("curse");
    QTest::addColumn<Choices>("choices");
    // Three Monsters on the Tower of arc 3, a big one at its lowest on a Wall, glue, a Fortify token.
    const Board busy =
        on({mon("m1", "Flying Frogs", 2, 2, castle), mon("m2", "Face Sucker", 3, 3, swordsman),
            mon("m3", "Plutonium Dragon", 5, 3, swordsman), mon("m4", "Net Troll", 4, 5, swordsman, 1),
            glued(mon("m5", "Pit Bull", 2, 1, knight)), mon("m6", "Potted Plant", 1, 6, forest),
            mon("m7", "Bigfoot", 3, 6, swordsman)},
           {.walls = {2, 3}, .towers = {2}, .fortified = {6}});
    QTest::newRow("move monsters") << busy << std::optional<CurseToken>() << Choices{{"tower:3", "m2"}};
    QTest::newRow("all clockwise") << busy << std::optional<CurseToken>(CurseToken::AllClockwise)
                                   << Choices{};
    QTest::newRow("huge rock") << busy << std::optional<CurseToken>(CurseToken::HugeRock) << Choices{};
}

void TestPanicMove::determinism()
{
    QFETCH(Board, board);
    QFETCH(std::optional<CurseToken>, curse);
    QFETCH(Choices, choices);
    const auto rule = [&] {
        return curse ? resolveCurse({}, board, token(*curse, 3), choices)
                     : panic::moveMonsters(board, choices);
    };
    const MoveResult first = rule();
    const MoveResult second = rule();
    ARBITER_COMPARE_LEGAL(first.verdict, true);
    QVERIFY(first.pending.empty());
    QVERIFY(!first.events.empty());
    QCOMPARE(second.verdict.legal, first.verdict.legal);
    QVERIFY(second.verdict.reasons == first.verdict.reasons);
    QVERIFY(second.board == first.board);
    QCOMPARE(eventsOf(second), eventsOf(first));
    QVERIFY(second.events == first.events);
    QVERIFY(second.squished == first.squished);
    QCOMPARE(second.towersLeft, first.towersLeft);
}

void TestPanicMove::structureKeys()
{
    QCOMPARE(toQString(structureKey(false, 3)), QStringLiteral("wall:3"));
    QCOMPARE(toQString(structureKey(true, 4)), QStringLiteral("tower:4"));
    QCOMPARE(toQString(structureKey(true, 6)), QStringLiteral("tower:6"));
}

// The board rules are in the catalogue, under "panic.", sorted.
void TestPanicMove::catalogue()
{
    const std::span<const RuleEntry> rules = boardRules();
    QVERIFY(!rules.empty());
    for (std::size_t i = 0; i < rules.size(); ++i) {
        const RuleEntry& entry = rules[i];
        QVERIFY2(entry.id.starts_with("panic."), std::string(entry.id).c_str());
        QVERIFY2(findRule(entry.id) != nullptr, std::string(entry.id).c_str());
        QCOMPARE(toQString(entry.rulebook), QStringLiteral("Panic"));
        if (i > 0)
            QVERIFY(rules[i - 1].id < entry.id);
    }
}

// A phase with no Monster on the board still gives a ruling that says why nothing happened.
void TestPanicMove::emptyBoard()
{
    const MoveResult result = arbiter::rules::panic::moveMonsters(Board{}, {});
    QVERIFY(result.verdict.legal);
    QVERIFY(result.verdict.cites("panic.move-inward"));
    QVERIFY(result.events.empty());
    QVERIFY(result.board == Board{});
    QVERIFY(!arbiter::rules::panic::moveMonsters(Board{}, {{"wall:1", "m1"}}).verdict.legal);
}

// A reason names a Monster by its name, with its id only where the id differs (two tokens of one name).
void TestPanicMove::monsterNamedOnce()
{
    const auto glueText = [](const char* id) {
        const MoveResult result = panic::moveMonsters(on({glued(mon(id, "Net Troll", 4, 3, knight))}), {});
        for (const auto& reason : result.verdict.reasons)
            if (reason.rule == "panic.glue")
                return reason.text;
        return std::string();
    };
    QCOMPARE(glueText("Net Troll"),
             std::string("Net Troll is stuck with the Flask of Glue and does not move."));
    QCOMPARE(glueText("Net Troll 2"),
             std::string("Net Troll (Net Troll 2) is stuck with the Flask of Glue and does not move."));
}

QTEST_APPLESS_MAIN(TestPanicMove)
#include "tst_panic_move.moc"

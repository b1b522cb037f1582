#pragma once
// Helpers of tst_panic_move: boards built from a few Monsters and the structures missing, results turned
// into short readable lines ("moved m1 3 archer>3 knight"), and the columns every row checks.

#include "rules_test_support.h"

#include "rules/game/rule_catalogue.h"
#include "rules/panic/board.h"
#include "rules/panic/movement.h"
#include "rules/panic/types.h"

#include <QString>
#include <QStringList>
#include <QTest>

#include <optional>
#include <string>
#include <utility>
#include <vector>

Q_DECLARE_METATYPE(arbiter::rules::panic::Board)
Q_DECLARE_METATYPE(arbiter::rules::panic::Choices)
Q_DECLARE_METATYPE(arbiter::rules::panic::Options)
Q_DECLARE_METATYPE(arbiter::rules::panic::CurseDraw)
Q_DECLARE_METATYPE(std::optional<arbiter::rules::panic::CurseToken>)

namespace arbiter::rules::test::panic_move {

using namespace arbiter::rules::panic;
using arbiter::rules::findRule;
using arbiter::rules::Reason;

inline constexpr Ring forest = Ring::Forest;
inline constexpr Ring archer = Ring::Archer;
inline constexpr Ring knight = Ring::Knight;
inline constexpr Ring swordsman = Ring::Swordsman;
inline constexpr Ring castle = Ring::Castle;

// A token on the board; health defaults to its points (just placed).
inline BoardMonster mon(const char* id, const char* name, int points, int arc, Ring ring, int health = 0)
{
    BoardMonster m;
    m.id = id;
    m.name = name;
    m.points = points;
    m.health = health > 0 ? health : points;
    m.arc = arc;
    m.ring = ring;
    return m;
}

inline BoardMonster glued(BoardMonster m)
{
    m.glued = true;
    return m;
}

// What is missing from a fresh Castle (and what is fortified).
struct Damage {
    std::vector<int> walls = {};
    std::vector<int> towers = {};
    std::vector<int> fortified = {};
    bool sleep = false;
};

inline Board on(std::vector<BoardMonster> monsters, const Damage& damage = {})
{
    Board board;
    board.monsters = std::move(monsters);
    for (int arc : damage.walls)
        board.walls[static_cast<std::size_t>(arc - 1)] = false;
    for (int arc : damage.towers)
        board.towers[static_cast<std::size_t>(arc - 1)] = false;
    for (int arc : damage.fortified)
        board.fortified[static_cast<std::size_t>(arc - 1)] = true;
    board.sleep = damage.sleep;
    return board;
}

inline CurseDraw token(CurseToken curse, std::optional<int> roll = std::nullopt, std::string cancelledBy = {})
{
    CurseDraw draw;
    draw.curse = curse;
    draw.roll = roll;
    draw.cancelledBy = std::move(cancelledBy);
    return draw;
}

inline Options inMode(Mode mode)
{
    Options options;
    options.mode = mode;
    return options;
}

inline QString spaceText(const Space& space)
{
    return QString::number(space.arc) + u' ' + toQString(ringName(space.ring));
}

// "m1 3 knight 2": id, arc, ring, health.
inline QStringList monstersOf(const Board& board)
{
    QStringList out;
    for (const BoardMonster& m : board.monsters)
        out << toQString(m.id) + u' ' + spaceText({m.arc, m.ring}) + u' ' + QString::number(m.health);
    return out;
}

inline QString arcsOf(const std::array<bool, arcCount>& standing)
{
    QString out;
    for (int arc = 1; arc <= arcCount; ++arc)
        if (standing[static_cast<std::size_t>(arc - 1)])
            out += QString::number(arc);
    return out.isEmpty() ? QStringLiteral("-") : out;
}

// "towers 123456 walls 12456 fortify 2"
inline QString structuresOf(const Board& board)
{
    return "towers " + arcsOf(board.towers) + " walls " + arcsOf(board.walls) + " fortify "
           + arcsOf(board.fortified);
}

inline QString eventText(const Event& e)
{
    const QString id = toQString(e.monster);
    const QString by = e.by.empty() ? QString() : " by " + toQString(e.by);
    switch (e.type) {
    case EventType::MonsterMoved:
        return "moved " + id + u' ' + spaceText(e.from) + u'>' + spaceText(e.to);
    case EventType::MonsterHeld:
        return "held " + id;
    case EventType::MonsterDamaged:
        return "damaged " + id + u' ' + QString::number(e.health);
    case EventType::MonsterKilled:
        return "killed " + id;
    case EventType::MonsterSquished:
        return "squished " + id + u' ' + spaceText(e.from);
    case EventType::WallDestroyed:
        return "wall-destroyed " + QString::number(e.arc) + by;
    case EventType::FortifyRemoved:
        return "fortify-removed " + QString::number(e.arc) + by;
    case EventType::TowerDestroyed:
        return "tower-destroyed " + QString::number(e.arc) + by;
    case EventType::RockRolled:
        return "rock-rolled " + QString::number(e.arc);
    case EventType::RockStopped:
        return "rock-stopped " + spaceText({e.arc, e.ring});
    case EventType::CurseCancelled:
        return "cancelled";
    case EventType::PlaceMoreMonsters:
        return "place-more " + QString::number(e.count);
    case EventType::LoseHelp:
        return "lose-help";
    }
    return "?";
}

inline QStringList eventsOf(const MoveResult& result)
{
    QStringList out;
    for (const Event& e : result.events)
        out << eventText(e);
    return out;
}

// "wall:3 m1 m2 m3"
inline QStringList pendingOf(const MoveResult& result)
{
    QStringList out;
    for (const PendingChoice& p : result.pending) {
        QString line = toQString(p.structure);
        for (const std::string& id : p.candidates)
            line += u' ' + toQString(id);
        out << line;
    }
    return out;
}

inline const QString intact = QStringLiteral("towers 123456 walls 123456 fortify -");

// What a ruling must say. `monsters` and `structures` are only checked when the ruling gives a board
// (legal, nothing pending).
struct Expect {
    QStringList monsters = {};
    QString structures = intact;
    QStringList events = {};
    QStringList cites = {};
    QStringList absent = {};  // rules that must not be cited
    QStringList pending = {};
    QStringList squished = {};
    int towersLeft = 6;
    bool gameLost = false;
    bool legal = true;
};

inline void addColumns()
{
    QTest::addColumn<bool>("legal");
    QTest::addColumn<QStringList>("monsters");
    QTest::addColumn<QString>("structures");
    QTest::addColumn<QStringList>("events");
    QTest::addColumn<QStringList>("pending");
    QTest::addColumn<QStringList>("squished");
    QTest::addColumn<int>("towersLeft");
    QTest::addColumn<bool>("gameLost");
    QTest::addColumn<QStringList>("cites");
    QTest::addColumn<QStringList>("absent");
}

inline QTestData& expecting(QTestData& row, const Expect& e)
{
    return row << e.legal << e.monsters << e.structures << e.events << e.pending << e.squished << e.towersLeft
               << e.gameLost << e.cites << e.absent;
}

inline void addMove(const char* name, const Board& board, const Choices& choices, const Expect& e)
{
    expecting(QTest::newRow(name) << board << choices, e);
}

inline void addCurse(const char* name, const Options& options, const Board& board, const CurseDraw& draw,
                     const Choices& choices, const Expect& e)
{
    expecting(QTest::newRow(name) << options << board << draw << choices, e);
}

// Checks a result against the row's expected columns; every cited rule must be in the catalogue.
inline void verifyResult(const MoveResult& result)
{
    QFETCH(bool, legal);
    QFETCH(QStringList, monsters);
    QFETCH(QString, structures);
    QFETCH(QStringList, events);
    QFETCH(QStringList, pending);
    QFETCH(QStringList, squished);
    QFETCH(int, towersLeft);
    QFETCH(bool, gameLost);
    QFETCH(QStringList, cites);
    QFETCH(QStringList, absent);

    ARBITER_COMPARE_LEGAL(result.verdict, legal);
    ARBITER_VERIFY_CITES_ALL(result.verdict, cites);
    for (const QString& rule : absent)
        ARBITER_VERIFY_NOT_CITES(result.verdict, rule);
    for (const Reason& reason : result.verdict.reasons) {
        QVERIFY2(findRule(reason.rule) != nullptr, std::string(reason.rule).c_str());
        QVERIFY2(!reason.text.empty(), std::string(reason.rule).c_str());
    }
    QCOMPARE(pendingOf(result), pending);
    QCOMPARE(eventsOf(result), events);
    QCOMPARE(namesOf(result.squished), squished);
    QCOMPARE(result.towersLeft, towersLeft);
    QCOMPARE(result.gameLost, gameLost);
    if (legal && pending.isEmpty()) {
        QCOMPARE(monstersOf(result.board), monsters);
        QCOMPARE(structuresOf(result.board), structures);
    }
}

}  // namespace arbiter::rules::test::panic_move

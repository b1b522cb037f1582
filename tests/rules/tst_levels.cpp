// Level changes: the floor at Level 1, and the winning level that only a kill reaches.

#include "rules_test_support.h"

#include "rules/munchkin/levels.h"

#include <QTest>

using namespace arbiter::rules::munchkin;

Q_DECLARE_METATYPE(arbiter::rules::munchkin::LevelSource)

namespace {

constexpr int anyLevel = -1;
constexpr int any = anyLevel;  // the row does not fix the level after the change

// Flags of a row's level change.
enum RowFlag { none = 0, allowsWin = 1, dead = 2, epic = 4, deadWin = dead | allowsWin };

struct Row {
    const char* name;
    LevelSource source;
    int level;
    int amount;
    int flags;
    bool legal;
    int levelAfter;
    bool wins;
    QStringList cites;
};

constexpr LevelSource Kill = LevelSource::Kill;
constexpr LevelSource Card = LevelSource::Card;
constexpr LevelSource GoUp = LevelSource::GoUpALevel;
constexpr LevelSource Sell = LevelSource::Sell;

// Rows that read the same in every edition: the "Conflicts Between Cards and Rules" list, Go Up a Level,
// selling, Death and the Epic goal are printed alike in all four rulebooks.
// clang-format off
QList<Row> commonRows()
{
    const QStringList win = {"levels.winning-level"};
    const QStringList floor = {"levels.floor-one"};
    const QStringList killOnly = {"levels.win-by-kill-only"};
    const QStringList goUp = {"levels.go-up-a-level"};
    const QStringList noSale = {"sell.not-winning-level"};
    const QStringList isDead = {"levels.dead"};
    const QStringList cardWin = {"levels.card-win"};
    return {
        {"kill goes up one",                   Kill, 5,  1,  none,      true,  6,   false, {}},
        {"two-level monster",                  Kill, 7,  2,  none,      true,  9,   false, {}},
        {"kill to Level 10 wins",              Kill, 9,  1,  none,      true,  10,  true,  win},
        {"two-level kill from 8 wins",         Kill, 8,  2,  none,      true,  10,  true,  win},
        {"kill past 10 stops at 10",           Kill, 9,  2,  none,      true,  10,  true,  win},
        {"Bad Stuff stops at Level 1",         Card, 3,  -5, none,      true,  1,   false, floor},
        {"Level 1 cannot lose a level",        Card, 1,  -1, none,      true,  1,   false, floor},
        {"curse loses two",                    Card, 5,  -2, none,      true,  3,   false, {}},
        {"curse to exactly 1",                 Card, 3,  -2, none,      true,  1,   false, {}},
        {"card gains below 10",                Card, 4,  2,  none,      true,  6,   false, {}},
        {"card cannot give Level 10",          Card, 9,  1,  none,      false, any, false, killOnly},
        {"card cannot jump past 10",           Card, 8,  3,  none,      false, any, false, killOnly},
        {"card that says so gives the win",    Card, 9,  1,  allowsWin, true,  10,  true,  cardWin},
        {"Go Up a Level to 9",                 GoUp, 8,  1,  none,      true,  9,   false, {}},
        {"Go Up a Level at 1",                 GoUp, 1,  1,  none,      true,  2,   false, {}},
        {"Go Up a Level never gives 10",       GoUp, 9,  1,  none,      false, 9,   false, goUp},
        {"two Go Up a Level from 8",           GoUp, 8,  2,  none,      false, 8,   false, goUp},
        {"sell to 9",                          Sell, 8,  1,  none,      true,  9,   false, {}},
        {"sell two levels to 9",               Sell, 7,  2,  none,      true,  9,   false, {}},
        {"never sell to 10",                   Sell, 9,  1,  none,      false, any, false, noSale},
        {"never sell past 10",                 Sell, 7,  3,  none,      false, any, false, noSale},
        {"the dead cannot kill up",            Kill, 4,  1,  dead,      false, any, false, isDead},
        {"the dead take no Go Up a Level",     GoUp, 4,  1,  dead,      false, any, false, isDead},
        {"the dead cannot win by card",        Card, 9,  1,  deadWin,   false, any, false, isDead},
        {"the dead still lose levels",         Card, 3,  -1, dead,      true,  2,   false, {}},
        {"epic: Level 10 is no win",           Kill, 9,  1,  epic,      true,  10,  false, {}},
        {"epic: kill to Level 20 wins",        Kill, 19, 1,  epic,      true,  20,  true,  win},
        {"epic: kill past 20 stops at 20",     Kill, 19, 2,  epic,      true,  20,  true,  win},
        {"epic: Go Up a Level to 10",          GoUp, 9,  1,  epic,      true,  10,  false, {}},
        {"epic: Go Up a Level never gives 20", GoUp, 19, 1,  epic,      false, 19,  false, goUp},
        {"epic: sell to 19",                   Sell, 17, 2,  epic,      true,  19,  false, {}},
        {"epic: never sell to 20",             Sell, 19, 1,  epic,      false, any, false, noSale},
        {"epic: card to 10 is fine",           Card, 9,  1,  epic,      true,  10,  false, {}},
        {"epic: card cannot give 20",          Card, 19, 1,  epic,      false, any, false, killOnly},
    };
}
// clang-format on

}  // namespace

class TestLevels : public QObject {
    Q_OBJECT

private slots:
    void levelChange_data();
    void levelChange();
    void clampLevel_data();
    void clampLevel();
    void rulebookNightmareGoUpALevelMayGiveWinWhenNoted();
};

void TestLevels::levelChange_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<LevelSource>("source");
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("amount");
    QTest::addColumn<bool>("cardAllowsWin");
    QTest::addColumn<bool>("dead");
    QTest::addColumn<bool>("epic");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<int>("levelAfter");
    QTest::addColumn<bool>("wins");
    QTest::addColumn<QStringList>("cites");

    const QList<Row> rows = commonRows();
    for (const EditionProfile& p : allEditions()) {
        const QByteArray id(p.id.data(), static_cast<qsizetype>(p.id.size()));
        for (const Row& r : rows)
            QTest::addRow("%s: %s", id.constData(), r.name)
                << p.edition << r.source << r.level << r.amount << ((r.flags & allowsWin) != 0)
                << ((r.flags & dead) != 0) << ((r.flags & epic) != 0) << r.legal << r.levelAfter << r.wins
                << r.cites;

        // Where the Nightmare rulebook adds "unless specifically noted otherwise", see the rulebook test.
        if (p.edition != Edition::Nightmare)
            QTest::addRow("%s: Go Up a Level never gives 10, whatever the card", id.constData())
                << p.edition << LevelSource::GoUpALevel << 9 << 1 << true << false << false << false << 9
                << false << QStringList{"levels.go-up-a-level"};

        // Cthulhu: "If all the players become Cultists but one, the non-Cultist player gets a level, and this
        // can be the winning level." Other boxes have no Cultists.
        if (p.edition == Edition::Cthulhu) {
            QTest::addRow("%s: last non-Cultist goes up", id.constData())
                << p.edition << LevelSource::LastNonCultist << 4 << 1 << false << false << false << true << 5
                << false << QStringList{};
            QTest::addRow("%s: last non-Cultist may win", id.constData())
                << p.edition << LevelSource::LastNonCultist << 9 << 1 << false << false << false << true << 10
                << true << QStringList{"cultist.last-non-cultist"};
            QTest::addRow("%s: last non-Cultist in Epic", id.constData())
                << p.edition << LevelSource::LastNonCultist << 9 << 1 << false << false << true << true << 10
                << false << QStringList{};
        } else {
            QTest::addRow("%s: no Cultists in this box", id.constData())
                << p.edition << LevelSource::LastNonCultist << 4 << 1 << false << false << false << false
                << anyLevel << false << QStringList{"character.edition-cards"};
        }
    }
}

void TestLevels::levelChange()
{
    QFETCH(Edition, edition);
    QFETCH(LevelSource, source);
    QFETCH(int, level);
    QFETCH(int, amount);
    QFETCH(bool, cardAllowsWin);
    QFETCH(bool, dead);
    QFETCH(bool, epic);
    QFETCH(bool, legal);
    QFETCH(int, levelAfter);
    QFETCH(bool, wins);
    QFETCH(QStringList, cites);

    LevelChange change;
    change.level = level;
    change.amount = amount;
    change.source = source;
    change.cardAllowsWin = cardAllowsWin;
    change.dead = dead;
    Options options;
    options.epic = epic;

    const LevelChangeResult result = checkLevelChange(profile(edition), options, change);
    ARBITER_COMPARE_LEGAL(result.verdict, legal);
    if (levelAfter != anyLevel)
        QCOMPARE(result.levelAfter, levelAfter);
    QCOMPARE(result.wins, wins);
    ARBITER_VERIFY_CITES_ALL(result.verdict, cites);
    if (!wins)
        ARBITER_VERIFY_NOT_CITES(result.verdict, "levels.winning-level");
    if (!legal)
        QVERIFY2(!result.verdict.reasons.empty(), "a refusal must give its reason");
}

void TestLevels::clampLevel_data()
{
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("amount");
    QTest::addColumn<int>("cap");
    QTest::addColumn<int>("expected");

    QTest::addRow("plain gain") << 5 << 2 << 10 << 7;
    QTest::addRow("plain loss") << 5 << -2 << 10 << 3;
    QTest::addRow("floor at 1") << 3 << -5 << 10 << 1;
    QTest::addRow("already 1") << 1 << -1 << 10 << 1;
    QTest::addRow("cap at 10") << 9 << 3 << 10 << 10;
    QTest::addRow("exactly the cap") << 8 << 2 << 10 << 10;
    QTest::addRow("epic cap") << 18 << 5 << 20 << 20;
    QTest::addRow("no change") << 4 << 0 << 10 << 4;
}

void TestLevels::clampLevel()
{
    QFETCH(int, level);
    QFETCH(int, amount);
    QFETCH(int, cap);
    QFETCH(int, expected);

    QCOMPARE(arbiter::rules::munchkin::clampLevel(level, amount, cap), expected);
}

// The Nightmare rulebook (Other Treasures): "You cannot play a Go Up a Level card to give a player the
// winning level, unless specifically noted otherwise!" The engine brief refuses every Go Up a Level to the
// winning level; this test holds the rulebook reading for a card that notes it may.
void TestLevels::rulebookNightmareGoUpALevelMayGiveWinWhenNoted()
{
    LevelChange change;
    change.level = 9;
    change.amount = 1;
    change.source = LevelSource::GoUpALevel;
    change.cardAllowsWin = true;

    const LevelChangeResult result = checkLevelChange(profile(Edition::Nightmare), Options{}, change);
    ARBITER_COMPARE_LEGAL(result.verdict, true);
    QCOMPARE(result.levelAfter, 10);
    QVERIFY(result.wins);
}

QTEST_APPLESS_MAIN(TestLevels)
#include "tst_levels.moc"

// Munchkin Panic: the box's components (tokens, Castle and Treasure cards), the board as the box allows
// it, and hitting Monsters: Hit cards, Weapons, Potions, Specials, Enhancers, the slay rule and the
// characters' limits, down to the rulebook's sample turn.

#include "panic_box_rows.h"
#include "panic_hit_cases.h"
#include "panic_hit_rows.h"
#include "rules_test_support.h"

#include "rules/panic/board.h"
#include "rules/panic/catalogue.h"
#include "rules/panic/hit.h"
#include "rules/panic/rule_entries.h"

#include <QTest>

#include <algorithm>
#include <string>
#include <vector>

using namespace arbiter::rules;
using namespace arbiter::rules::test;
using namespace arbiter::rules::test::panic_hit;

Q_DECLARE_METATYPE(arbiter::rules::panic::Board)
Q_DECLARE_METATYPE(arbiter::rules::test::panic_hit::Plan)
Q_DECLARE_METATYPE(arbiter::rules::test::panic_hit::Case)
Q_DECLARE_METATYPE(arbiter::rules::test::panic_hit::BoardCase)
Q_DECLARE_METATYPE(arbiter::rules::test::panic_hit::ApplyCase)

namespace {

// Every rule a verdict cites is in the catalogue, and every reason is a sentence.
void verifyCatalogued(const Verdict& verdict)
{
    for (const Reason& reason : verdict.reasons) {
        QVERIFY2(findRule(reason.rule) != nullptr,
                 ("not in the catalogue: " + std::string(reason.rule)).c_str());
        QVERIFY2(!reason.text.empty() && reason.text.back() == '.', reason.text.c_str());
    }
}

void addRows(const std::vector<Case>& cases)
{
    for (const Case& row : cases)
        QTest::newRow(row.name) << row;
}

}  // namespace

class TestPanicHit : public QObject {
    Q_OBJECT

private slots:
    void monsterNamedOnce();
    void counts_data();
    void counts();
    void monsterChart_data();
    void monsterChart();
    void curseTokens();
    void curseTokenNamesLiveOnce_data();
    void curseTokenNamesLiveOnce();
    void castleCards_data();
    void castleCards();
    void weapons_data();
    void weapons();
    void otherTreasure_data();
    void otherTreasure();
    void find_data();
    void find();
    void inGame_data();
    void inGame();
    void checkBoard_data();
    void checkBoard();
    void hit_data();
    void hit();
    void sampleTurn_data();
    void sampleTurn();
    void applyHit_data();
    void applyHit();
    void ruleTable();
};

void TestPanicHit::counts_data()
{
    addCountsRows();
}

void TestPanicHit::counts()
{
    QFETCH(int, actual);
    QFETCH(int, expected);
    QCOMPARE(actual, expected);
}

void TestPanicHit::monsterChart_data()
{
    addMonsterChartRows();
}

void TestPanicHit::monsterChart()
{
    QFETCH(QString, name);
    QFETCH(int, points);
    QFETCH(int, treasures);
    QFETCH(QString, nemesisOf);
    QFETCH(bool, alone);

    const pn::MonsterToken* token = pn::findMonsterToken(name.toStdString());
    QVERIFY(token != nullptr);
    QCOMPARE(toQString(token->name), name);
    QCOMPARE(token->points, points);
    QCOMPARE(token->treasures, treasures);
    QCOMPARE(token->nemesisOf ? toQString(pn::characterName(*token->nemesisOf)) : QString(), nemesisOf);
    QCOMPARE(token->fightAlone, alone);
}

void TestPanicHit::curseTokens()
{
    // One token for each Curse the rulebook lists, with its printed name.
    const std::vector<std::pair<pn::CurseToken, QString>> printed = {
        {pn::CurseToken::AllClockwise, "All Monsters move clockwise"},
        {pn::CurseToken::HugeRock, "Huge Rock"},
        {pn::CurseToken::LoseHelp, "Lose help on your next turn"},
        {pn::CurseToken::MoveBlue, "Monsters in Blue move 1 space"},
        {pn::CurseToken::MoveGreen, "Monsters in Green move 1 space"},
        {pn::CurseToken::MoveRed, "Monsters in Red move 1 space"},
        {pn::CurseToken::PlaceOneMore, "Place 1 more Monster"},
        {pn::CurseToken::RollMove, "Roll the die"},
    };
    const auto tokens = pn::curseTokens();
    QCOMPARE(tokens.size(), printed.size());
    for (const auto& [curse, name] : printed) {
        const auto it = std::find_if(tokens.begin(), tokens.end(), [&](const pn::CurseTokenDescriptor& info) {
            return info.curse == curse;
        });
        QVERIFY(it != tokens.end());
        QCOMPARE(toQString(it->name), name);
    }
}

// One row per token in the descriptor table: its id round-trips, and a roll is needed exactly where the
// rulebook's Curse list says to roll the die.
void TestPanicHit::curseTokenNamesLiveOnce_data()
{
    QTest::addColumn<int>("curse");
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("needsRoll");
    const auto row = [](pn::CurseToken curse, const char* id, bool rolls) {
        QTest::newRow(id) << static_cast<int>(curse) << QString::fromLatin1(id) << rolls;
    };
    // 000_4423e94206228086.txt, Curse tokens: "After you draw the Huge Rock, roll the die to determine
    // which arc the rock rolls down"; "Roll the die. All Monsters in the corresponding arc move".
    row(pn::CurseToken::HugeRock, "huge-rock", true);
    row(pn::CurseToken::RollMove, "roll-move", true);
    row(pn::CurseToken::AllClockwise, "all-clockwise", false);
    row(pn::CurseToken::LoseHelp, "lose-help", false);
    row(pn::CurseToken::MoveRed, "move-red", false);
    row(pn::CurseToken::MoveGreen, "move-green", false);
    row(pn::CurseToken::MoveBlue, "move-blue", false);
    row(pn::CurseToken::PlaceOneMore, "place-one-more", false);
}

void TestPanicHit::curseTokenNamesLiveOnce()
{
    QFETCH(int, curse);
    QFETCH(QString, id);
    QFETCH(bool, needsRoll);
    const pn::CurseTokenDescriptor& token = pn::describe(static_cast<pn::CurseToken>(curse));
    QCOMPARE(static_cast<int>(token.curse), curse);
    QCOMPARE(toQString(token.id), id);
    QCOMPARE(toQString(pn::curseTokenName(token.curse)), id);
    QCOMPARE(pn::curseTokenFromName(token.id), std::optional(token.curse));
    QCOMPARE(token.needsRoll, needsRoll);
    QVERIFY(!token.label.empty());
    QVERIFY(toQString(token.title).startsWith(toQString(token.name)));
}

void TestPanicHit::castleCards_data()
{
    addCastleCardsRows();
}

void TestPanicHit::castleCards()
{
    QFETCH(QString, name);
    QFETCH(int, kind);
    QFETCH(QString, ring);
    QFETCH(QString, colour);
    QFETCH(bool, worksInCastle);
    QFETCH(bool, anyTime);
    QFETCH(bool, expansion);

    const pn::CastleCard* card = pn::findCastleCard(name.toStdString());
    QVERIFY(card != nullptr);
    QCOMPARE(static_cast<int>(card->kind), kind);
    QCOMPARE(card->ring ? toQString(pn::ringName(*card->ring)) : QString(), ring);
    QCOMPARE(card->colour ? toQString(pn::colourName(*card->colour)) : QString(), colour);
    QCOMPARE(card->worksInCastle, worksInCastle);
    QCOMPARE(card->anyTime, anyTime);
    QCOMPARE(card->expansion, expansion);
}

void TestPanicHit::weapons_data()
{
    addWeaponsRows();
}

void TestPanicHit::weapons()
{
    QFETCH(QString, name);
    QFETCH(int, swordsman);
    QFETCH(int, knight);
    QFETCH(int, archer);
    QFETCH(bool, expansion);

    const pn::TreasureCard* card = pn::findTreasureCard(name.toStdString());
    QVERIFY(card != nullptr);
    QCOMPARE(card->kind, pn::TreasureKind::Weapon);
    QCOMPARE(card->bonusIn(pn::Ring::Swordsman), swordsman);
    QCOMPARE(card->bonusIn(pn::Ring::Knight), knight);
    QCOMPARE(card->bonusIn(pn::Ring::Archer), archer);
    QCOMPARE(card->bonusIn(pn::Ring::Forest), 0);
    QCOMPARE(card->bonusIn(pn::Ring::Castle), 0);
    QCOMPARE(card->expansion, expansion);
    QCOMPARE(card->defensive, name == "Sandals of Protection");
}

void TestPanicHit::otherTreasure_data()
{
    addOtherTreasureRows();
}

void TestPanicHit::otherTreasure()
{
    QFETCH(QString, name);
    QFETCH(int, kind);
    QFETCH(int, damage);
    QFETCH(int, health);

    const pn::TreasureCard* card = pn::findTreasureCard(name.toStdString());
    QVERIFY(card != nullptr);
    QCOMPARE(static_cast<int>(card->kind), kind);
    QCOMPARE(card->damage, damage);
    QCOMPARE(card->health, health);
    QCOMPARE(card->expansion, card->kind == pn::TreasureKind::Enhancer);
}

void TestPanicHit::find_data()
{
    addFindRows();
}

void TestPanicHit::find()
{
    QFETCH(QString, query);
    QFETCH(QString, monster);
    QFETCH(QString, castle);
    QFETCH(QString, treasure);

    const std::string name = query.toStdString();
    const pn::MonsterToken* token = pn::findMonsterToken(name);
    const pn::CastleCard* castleCard = pn::findCastleCard(name);
    const pn::TreasureCard* treasureCard = pn::findTreasureCard(name);
    QCOMPARE(token ? toQString(token->name) : QString(), monster);
    QCOMPARE(castleCard ? toQString(castleCard->name) : QString(), castle);
    QCOMPARE(treasureCard ? toQString(treasureCard->name) : QString(), treasure);
}

void TestPanicHit::inGame_data()
{
    addInGameRows();
}

void TestPanicHit::inGame()
{
    QFETCH(pn::Options, options);
    QFETCH(QString, card);
    QFETCH(bool, expected);

    if (card.startsWith(u"token:")) {
        const auto curse = pn::curseTokenFromName(card.mid(6).toStdString());
        QVERIFY(curse.has_value());
        QCOMPARE(pn::inGame(options, *curse), expected);
    } else if (const pn::CastleCard* castle = pn::findCastleCard(card.toStdString())) {
        QCOMPARE(pn::inGame(options, *castle), expected);
    } else {
        const pn::TreasureCard* treasure = pn::findTreasureCard(card.toStdString());
        QVERIFY(treasure != nullptr);
        QCOMPARE(pn::inGame(options, *treasure), expected);
    }
}

void TestPanicHit::checkBoard_data()
{
    QTest::addColumn<BoardCase>("row");
    for (const BoardCase& row : boardCases())
        QTest::newRow(row.name) << row;
}

void TestPanicHit::checkBoard()
{
    QFETCH(BoardCase, row);
    const Verdict verdict = pn::checkBoard(row.board);
    ARBITER_COMPARE_LEGAL(verdict, row.legal);
    ARBITER_VERIFY_CITES_ALL(verdict, row.cites);
    verifyCatalogued(verdict);
}

namespace {

// Checks one attack against the rulebook's outcome, then what applyHit() makes of it.
void verifyCase(const Case& row)
{
    const pn::Hit& hit = row.plan.hit;
    const pn::HitResult result = pn::checkHit(row.options, row.board, hit);
    ARBITER_COMPARE_LEGAL(result.verdict, row.expect.legal);
    ARBITER_VERIFY_CITES_ALL(result.verdict, row.cites);
    verifyCatalogued(result.verdict);
    for (const pn::CardRuling& card : result.cards) {
        verifyCatalogued(card.verdict);
        // The overall verdict carries every card's reasons.
        for (const Reason& reason : card.verdict.reasons)
            QVERIFY(std::find(result.verdict.reasons.begin(), result.verdict.reasons.end(), reason)
                    != result.verdict.reasons.end());
    }

    pn::Board after = row.board;
    pn::applyHit(after, hit, result);
    if (!row.expect.legal) {
        QCOMPARE(after, row.board);
        return;
    }
    const std::size_t played =
        hit.attack.size() + hit.potions.size() + hit.specials.size() + hit.enhancers.size();
    QCOMPARE(result.cards.size(), played);
    if (!row.cardDamages.empty()) {
        std::vector<int> damages;
        for (const pn::CardRuling& card : result.cards)
            damages.push_back(card.damage);
        QCOMPARE(damages, row.cardDamages);
    }
    QCOMPARE(result.damage, row.expect.damage);
    QCOMPARE(result.slain, row.expect.slain);
    QCOMPARE(result.healthAfter, row.expect.health);
    QCOMPARE(result.trophyPoints, row.expect.trophy);
    QCOMPARE(result.treasures, row.expect.treasures);
    QCOMPARE(result.helperTreasures, row.expect.helperTreasures);
    QCOMPARE(result.enhancerTreasures, row.expect.enhancerTreasures);

    const pn::BoardMonster* target = after.find(hit.target);
    QCOMPARE(target == nullptr, row.expect.slain);
    if (target != nullptr)
        QCOMPARE(target->health, row.expect.health);
    const Verdict board = pn::checkBoard(after);
    QVERIFY2(board.legal, describe(board).constData());
}

}  // namespace

void TestPanicHit::hit_data()
{
    QTest::addColumn<Case>("row");
    addRows(cardCases());
    addRows(slayCases());
    addRows(characterCases());
    addRows(enhancerCases());
}

void TestPanicHit::hit()
{
    QFETCH(Case, row);
    verifyCase(row);
}

void TestPanicHit::sampleTurn_data()
{
    QTest::addColumn<Case>("row");
    addRows(sampleTurnCases());
}

void TestPanicHit::sampleTurn()
{
    QFETCH(Case, row);
    verifyCase(row);
}

void TestPanicHit::applyHit_data()
{
    QTest::addColumn<ApplyCase>("row");
    for (const ApplyCase& row : applyCases())
        QTest::newRow(row.name) << row;
}

void TestPanicHit::applyHit()
{
    QFETCH(ApplyCase, row);
    const pn::HitResult result = pn::checkHit(moreMunchkin(), row.before, row.plan.hit);
    pn::Board board = row.before;
    pn::applyHit(board, row.plan.hit, result);
    QCOMPARE(board, row.after);
}

void TestPanicHit::ruleTable()
{
    const auto entries = pn::hitRules();
    QVERIFY(!entries.empty());
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const RuleEntry& entry = entries[i];
        const QByteArray id(entry.id.data(), static_cast<qsizetype>(entry.id.size()));
        QVERIFY2(entry.id.starts_with("panic."), id.constData());
        QVERIFY2(i == 0 || entries[i - 1].id < entry.id, id.constData());
        QVERIFY2(!entry.title.empty() && !entry.summary.empty() && !entry.section.empty(), id.constData());
        QCOMPARE(toQString(entry.rulebook), QString("Panic"));
        const RuleEntry* listed = findRule(entry.id);
        QVERIFY2(listed != nullptr && listed->summary == entry.summary, id.constData());
    }
}

// In a game log a Monster's id is its token's name: the reasons name it once, not "Lame Goblin (Lame
// Goblin)"; a board with ids of its own (the CLI's "m1") still gives the id.
void TestPanicHit::monsterNamedOnce()
{
    for (const std::string id : {"Lame Goblin", "m1"}) {
        pn::BoardMonster goblin = monster("Lame Goblin", 1, 1, sword, 1);
        goblin.id = id;
        Plan plan = Plan().card("Red Swordsman");
        plan.hit.target = id;
        const pn::HitResult result = pn::checkHit(standard(), boardOf(goblin), plan.hit);
        QVERIFY(result.verdict.legal);
        std::string said;
        for (const Reason& reason : result.verdict.reasons)
            said += reason.text + " ";
        QVERIFY2(said.find("Lame Goblin") != std::string::npos, said.c_str());
        QVERIFY2(said.find("Lame Goblin (Lame Goblin)") == std::string::npos, said.c_str());
        QVERIFY2((said.find("Lame Goblin (m1)") != std::string::npos) == (id == "m1"), said.c_str());
    }
}

QTEST_APPLESS_MAIN(TestPanicHit)
#include "tst_panic_hit.moc"

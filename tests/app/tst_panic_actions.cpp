// PanicActions: each builder gives the action the referee expects, an unknown name is refused with the
// argument at fault (never guessed at), and the board corrections change only what they say on a
// mid-game board.

#include <QTemporaryDir>
#include <QTest>

#include "app/actions/panic_actions.h"
#include "app/session/gamesession.h"
#include "panic_midgame.h"

#include "rules/game/state.h"

using arbiter::app::ActionRequest;
using arbiter::app::GameSession;
using arbiter::app::PanicActions;
using arbiter::app::PanicHitCard;
using arbiter::app::PanicMonsterCard;
namespace act = arbiter::rules::game::actions;
namespace pn = arbiter::rules::panic;
using namespace Qt::StringLiterals;

namespace {

ActionRequest expected(arbiter::rules::game::Action action)
{
    return ActionRequest(std::move(action));
}

PanicHitCard play(const QString& card, const QStringList& weapons = {}, bool byHelper = false,
                  bool weaponsByHelper = false)
{
    return PanicHitCard{card, weapons, byHelper, weaponsByHelper};
}

QVariantList hitCards(std::initializer_list<PanicHitCard> cards)
{
    QVariantList list;
    for (const PanicHitCard& card : cards)
        list.append(QVariant::fromValue(card));
    return list;
}

const act::PanicSetBoard& setBoardOf(const ActionRequest& request)
{
    return *request.action()->getIf<act::PanicSetBoard>();
}

}  // namespace

class TstPanicActions : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void builds_data();
    void builds();
    void refused_data();
    void refused();
    void setBoard();
    void corrections();
    void correctionsNeedAPanicGame();

private:
    PanicActions m_actions;
};

void TstPanicActions::builds_data()
{
    QTest::addColumn<ActionRequest>("built");
    QTest::addColumn<ActionRequest>("action");
    QTest::addColumn<QString>("kind");
    const PanicActions& a = m_actions;

    QTest::addRow("place") << a.placeMonster(u"Net Troll"_s, 3, false)
                           << expected(act::PanicPlaceMonster{"Net Troll", 3, false})
                           << u"panic-place-monster"_s;
    QTest::addRow("place, Loaded Die")
        << a.placeMonster(u"Squidzilla"_s, 2, true) << expected(act::PanicPlaceMonster{"Squidzilla", 2, true})
        << u"panic-place-monster"_s;
    act::PanicDrawCurse rock;
    rock.draw = {pn::CurseToken::HugeRock, 4, "Wishing Ring"};
    rock.choices = {{"wall:4", "Gazebo"}};
    QTest::addRow("curse, rolled, cancelled, a choice")
        << a.drawCurse(u"huge-rock"_s, 4, u"Wishing Ring"_s, {{u"wall:4"_s, u"Gazebo"_s}}) << expected(rock)
        << u"panic-draw-curse"_s;
    act::PanicDrawCurse more;
    more.draw.curse = pn::CurseToken::PlaceOneMore;
    QTest::addRow("curse, no roll") << a.drawCurse(u"place-one-more"_s, 0, {}, {}) << expected(more)
                                    << u"panic-draw-curse"_s;
    QTest::addRow("discard and draw")
        << a.discardDraw(1, true, false, {}) << expected(act::PanicDiscardDraw{1, true, false, std::nullopt})
        << u"panic-discard-draw"_s;
    QTest::addRow("discard and draw, Thief")
        << a.discardDraw(0, false, true, u"Gloria"_s)
        << expected(act::PanicDiscardDraw{0, false, true, "Gloria"}) << u"panic-discard-draw"_s;
    QTest::addRow("charity") << a.charity({u"Seth"_s}) << expected(act::PanicCharity{{"Seth"}})
                             << u"panic-charity"_s;

    act::PanicHit alone;
    alone.hit.target = "Net Troll";
    alone.hit.attack = {{"Red Archer", {"Boots of Butt-Kicking"}, false, false}};
    alone.hit.potions = {"Potion of Halitosis"};
    QTest::addRow("hit") << a.hit(u"Net Troll"_s,
                                  hitCards({play(u"Red Archer"_s, {u"Boots of Butt-Kicking"_s})}),
                                  {u"Potion of Halitosis"_s}, {}, {}, u"Gloria"_s, {}, u"Joan"_s, u"Joan"_s)
                         << expected(alone) << u"panic-hit"_s;
    act::PanicHit helped;
    helped.hit.target = "Net Troll";
    helped.hit.attack = {{"Red Hero", {}, true, false}, {"Any Color Archer", {}, false, true}};
    helped.helper = "Seth";
    helped.trophyTo = "Joan";
    helped.treasureTo = "Seth";
    QTest::addRow("hit with a helper")
        << a.hit(u"Net Troll"_s,
                 hitCards({play(u"Red Hero"_s, {}, true), play(u"Any Color Archer"_s, {}, false, true)}), {},
                 {}, {}, {}, u"Seth"_s, u"Joan"_s, u"Seth"_s)
        << expected(helped) << u"panic-hit"_s;
    act::PanicHit enhanced;
    enhanced.hit.target = "Bullrog";
    enhanced.hit.specials = {"Super Munchkin"};
    enhanced.hit.enhancers = {"Baby Monster Enhancer"};
    enhanced.enhancedBy = "Gloria";
    QTest::addRow("hit with Enhancers, no helper's switches") << a.hit(
        u"Bullrog"_s, {}, {}, {u"Super Munchkin"_s}, {u"Baby Monster Enhancer"_s}, u"Gloria"_s, {}, u"Joan"_s,
        u"Joan"_s) << expected(enhanced) << u"panic-hit"_s;

    QTest::addRow("move, Cotion") << a.moveMonster(u"Gazebo"_s, u"Cotion of Ponfusion"_s, 5, u"swordsman"_s,
                                                   0)
                                  << expected(act::PanicMoveMonster{"Gazebo", "Cotion of Ponfusion", 5,
                                                                    pn::Ring::Swordsman, std::nullopt})
                                  << u"panic-move-monster"_s;
    QTest::addRow("move, Wizard") << a.moveMonster(u"Gazebo"_s, u"Wizard"_s, 2, u"knight"_s, 5)
                                  << expected(
                                         act::PanicMoveMonster{"Gazebo", "Wizard", 2, pn::Ring::Knight, 5})
                                  << u"panic-move-monster"_s;
    QTest::addRow("remove") << a.removeMonster(u"Gazebo"_s, u"Out to Lunch"_s)
                            << expected(act::PanicRemoveMonster{"Gazebo", "Out to Lunch"})
                            << u"panic-remove-monster"_s;
    QTest::addRow("glue") << a.glue(u"Gazebo"_s) << expected(act::PanicGlue{"Gazebo"}) << u"panic-glue"_s;
    QTest::addRow("sleep") << a.sleep() << expected(act::PanicSleep{}) << u"panic-sleep"_s;
    QTest::addRow("fortify") << a.fortify(2) << expected(act::PanicFortify{2}) << u"panic-fortify"_s;
    act::PanicMoveMonsters move;
    move.choices = {{"tower:1", "m2"}};
    QTest::addRow("move monsters") << a.moveMonsters({{u"tower:1"_s, u"m2"_s}}) << expected(move)
                                   << u"panic-move-monsters"_s;
    QTest::addRow("castle cards") << a.setCastleCards(u"Joan"_s, 3)
                                  << expected(act::PanicSetHand{"Joan", 3, std::nullopt})
                                  << u"panic-set-hand"_s;
    QTest::addRow("treasure") << a.setTreasure(u"Joan"_s, 0)
                              << expected(act::PanicSetHand{"Joan", std::nullopt, 0}) << u"panic-set-hand"_s;
    QTest::addRow("addition error") << a.additionError(u"Joan"_s, u"King Tut"_s)
                                    << expected(act::PanicAdditionError{"Joan", "King Tut"})
                                    << u"panic-addition-error"_s;
    QTest::addRow("trophies") << a.setTrophies(u"Gloria"_s, {u"Pit Bull"_s, u"Floating Nose"_s})
                              << expected(act::PanicSetTrophies{"Gloria", {"Pit Bull", "Floating Nose"}})
                              << u"panic-set-trophies"_s;
    QTest::addRow("Lightning Curse") << a.curseCard(u"Lightning Curse"_s, u"Joan"_s, u"Gloria"_s,
                                                    u"King Tut"_s, {}, u"Wishing Ring"_s)
                                     << expected(act::PanicCurseCard{"Lightning Curse", "Joan", "Gloria",
                                                                     "King Tut", std::nullopt,
                                                                     "Wishing Ring"})
                                     << u"panic-curse-card"_s;
    QTest::addRow("Truly Obnoxious Curse")
        << a.curseCard(u"Truly Obnoxious Curse"_s, u"Joan"_s, {}, {}, {}, {})
        << expected(act::PanicCurseCard{
               "Truly Obnoxious Curse", "Joan", std::nullopt, std::nullopt, std::nullopt, {}})
        << u"panic-curse-card"_s;
    QTest::addRow("Illusion") << a.specialCard(u"Illusion"_s, u"Joan"_s, u"Gazebo"_s, u"Net Troll"_s)
                              << expected(act::PanicSpecialCard{"Illusion", "Joan", "Gazebo", "Net Troll"})
                              << u"panic-special-card"_s;
    QTest::addRow("Humongous") << a.specialCard(u"Humongous Monster Enhancer"_s, u"Joan"_s, {}, {})
                               << expected(act::PanicSpecialCard{"Humongous Monster Enhancer", "Joan",
                                                                 std::nullopt, std::nullopt})
                               << u"panic-special-card"_s;
    QTest::addRow("next phase") << a.nextPhase(u"move-monsters"_s)
                                << expected(act::PanicNextPhase{pn::Phase::MoveMonsters})
                                << u"panic-next-phase"_s;
    QTest::addRow("end turn") << a.endTurn() << expected(act::EndTurn{}) << u"end-turn"_s;
}

void TstPanicActions::builds()
{
    QFETCH(ActionRequest, built);
    QFETCH(ActionRequest, action);
    QFETCH(QString, kind);
    QVERIFY2(built.valid(), qPrintable(built.field() + u": "_s + built.error()));
    QCOMPARE(built.kind(), kind);
    QVERIFY(*built.action() == *action.action());
    QVERIFY(PanicActions::same(built, action));
}

void TstPanicActions::refused_data()
{
    QTest::addColumn<ActionRequest>("built");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("says");
    const PanicActions& a = m_actions;

    QTest::addRow("token") << a.placeMonster(u"Net Trol"_s, 3, false) << u"token"_s << u"Net Trol"_s;
    QTest::addRow("arc") << a.placeMonster(u"Net Troll"_s, 7, false) << u"arc"_s << u"7"_s;
    QTest::addRow("curse token") << a.drawCurse(u"huge-rocks"_s, 4, {}, {}) << u"curse"_s << u"huge-rocks"_s;
    QTest::addRow("roll") << a.drawCurse(u"huge-rock"_s, 9, {}, {}) << u"roll"_s << u"9"_s;
    QTest::addRow("cancelled by") << a.drawCurse(u"huge-rock"_s, 4, u"Red Archer"_s, {}) << u"cancelledBy"_s
                                  << u"Red Archer"_s;
    QTest::addRow("choice") << a.moveMonsters({{u"gate:1"_s, u"m1"_s}}) << u"choices"_s << u"gate:1"_s;
    QTest::addRow("hit card") << a.hit(u"Gazebo"_s, hitCards({play(u"Red Archer"_s), play(u"Blue Hroe"_s)}),
                                       {}, {}, {}, {}, {}, {}, {})
                              << u"cards[1].card"_s << u"Blue Hroe"_s;
    QTest::addRow("weapon") << a.hit(u"Gazebo"_s,
                                     hitCards({play(u"Red Archer"_s, {u"Potion of Halitosis"_s})}), {}, {},
                                     {}, {}, {}, {}, {})
                            << u"cards[0].weapons[0]"_s << u"Potion of Halitosis"_s;
    QTest::addRow("hit card as a map")
        << a.hit(u"Gazebo"_s, {QVariantMap{{u"card"_s, u"Red Archer"_s}}}, {}, {}, {}, {}, {}, {}, {})
        << u"cards[0]"_s << u"hitCard"_s;
    QTest::addRow("potion") << a.hit(u"Gazebo"_s, {}, {u"Potion of Glue"_s}, {}, {}, {}, {}, {}, {})
                            << u"potions[0]"_s << u"Potion of Glue"_s;
    QTest::addRow("ring") << a.moveMonster(u"Gazebo"_s, u"Wizard"_s, 2, u"moat"_s, 5) << u"ring"_s
                          << u"moat"_s;
    QTest::addRow("trophy token") << a.setTrophies(u"Joan"_s, {u"King Tut"_s, u"Queen Tut"_s})
                                  << u"trophies[1]"_s << u"Queen Tut"_s;
    QTest::addRow("curse card") << a.curseCard(u"Duck Curse"_s, u"Joan"_s, u"Gloria"_s, {}, {}, {})
                                << u"card"_s << u"Duck Curse"_s;
    QTest::addRow("special card") << a.specialCard(u"Red Archer"_s, u"Joan"_s, {}, {}) << u"card"_s
                                  << u"Red Archer"_s;
    QTest::addRow("phase") << a.nextPhase(u"lunch"_s) << u"phase"_s << u"lunch"_s;
    QTest::addRow("hand") << a.setTreasure(u"Joan"_s, -1) << u"count"_s << u"0"_s;
    // Checked by the kinds' descriptions (rules/game/action_fields.h), not by the builders themselves.
    QTest::addRow("glue on nothing") << a.glue(u" "_s) << u"monster"_s << u"empty"_s;
    QTest::addRow("a hand of 201") << a.setTreasure(u"Joan"_s, 201) << u"treasure"_s
                                   << u"between 0 and 200"_s;
    QTest::addRow("an Addition Error for nobody")
        << a.additionError(QString(), u"Gazebo"_s) << u"player"_s << u"empty"_s;
    QTest::addRow("board token") << a.setBoard(
        {QVariant::fromValue(a.monsterCard(u"Gazebbo"_s, 1, u"forest"_s, 0, false))})
                                 << u"monsters[0].token"_s << u"Gazebbo"_s;
    QTest::addRow("board health") << a.setBoard(
        {QVariant::fromValue(a.monsterCard(u"Gazebo"_s, 1, u"forest"_s, 9, false))})
                                  << u"monsters[0].health"_s << u"9"_s;
}

void TstPanicActions::refused()
{
    QFETCH(ActionRequest, built);
    QFETCH(QString, field);
    QFETCH(QString, says);
    QVERIFY(!built.valid());
    QCOMPARE(built.kind(), QString());
    QCOMPARE(built.field(), field);
    QVERIFY2(built.error().contains(says), qPrintable(built.error()));
}

void TstPanicActions::setBoard()
{
    const ActionRequest request = m_actions.setBoard(
        {QVariant::fromValue(m_actions.monsterCard(u"Gazebo"_s, 5, u"knight"_s, 2, true)),
         QVariant::fromValue(m_actions.monsterCard(u"Net Troll"_s, 1, u"archer"_s, 0, false))});
    QVERIFY(request.valid());
    const pn::Board& board = setBoardOf(request).board;
    QCOMPARE(board.monsters.size(), 2u);
    const pn::BoardMonster& gazebo = board.monsters[0];
    QCOMPARE(gazebo.id, "Gazebo");
    QCOMPARE(gazebo.name, "Gazebo");
    QCOMPARE(gazebo.arc, 5);
    QVERIFY(gazebo.ring == pn::Ring::Knight);
    QCOMPARE(gazebo.health, 2);
    QCOMPARE(gazebo.points, 3);
    QVERIFY(gazebo.glued);
    QCOMPARE(board.monsters[1].health, 4);  // 0: full health
    QCOMPARE(board.towersLeft(), 6);
    QVERIFY(board.walls == (std::array<bool, pn::arcCount>{true, true, true, true, true, true}));
}

void TstPanicActions::corrections()
{
    QTemporaryDir dir;
    GameSession session;
    QVERIFY(session.openFile(dir.filePath(u"midgame.sqlite"_s)));
    const QString failed = arbiter::testing::buildPanicMidGame(session);
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    const pn::Board before = session.currentState()->panic->board;

    // One Monster to another space: the rest of the board (health, Glue, structures) as it stood.
    ActionRequest moved = m_actions.correctMonster(&session, u"Gazebo"_s, 2, u"forest"_s);
    QVERIFY2(moved.valid(), qPrintable(moved.error()));
    QCOMPARE(moved.kind(), u"panic-set-board"_s);
    pn::Board expected = before;
    expected.find("Gazebo")->arc = 2;
    expected.find("Gazebo")->ring = pn::Ring::Forest;
    QVERIFY(setBoardOf(moved).board == expected);
    QVERIFY(session.perform(moved).recorded);
    QVERIFY(session.currentState()->panic->board == expected);

    // One Monster off the board.
    const ActionRequest removed = m_actions.removeByCorrection(&session, u"Shrieking Geek"_s);
    QVERIFY(removed.valid());
    pn::Board without = expected;
    std::erase_if(without.monsters, [](const pn::BoardMonster& m) { return m.id == "Shrieking Geek"; });
    QVERIFY(setBoardOf(removed).board == without);
    QCOMPARE(setBoardOf(removed).board.monsters.size(), before.monsters.size() - 1);
    QVERIFY(session.perform(removed).recorded);

    // The structures: Wall 2 rebuilt, the Fortify token gone; the Monsters stay.
    const ActionRequest walls =
        m_actions.correctStructures(&session, {1, 2, 3, 5, 6}, {1, 2, 3, 4, 5, 6}, {});
    QVERIFY(walls.valid());
    pn::Board rebuilt = without;
    rebuilt.walls = {true, true, true, true, true, true};
    rebuilt.fortified = {};
    QVERIFY(setBoardOf(walls).board == rebuilt);
    QVERIFY(session.perform(walls).recorded);

    // A Monster that is not there, a space off the board.
    const ActionRequest missing = m_actions.correctMonster(&session, u"Shrieking Geek"_s, 1, u"forest"_s);
    QCOMPARE(missing.field(), u"monster"_s);
    QCOMPARE(m_actions.removeByCorrection(&session, u"Nobody"_s).field(), u"monster"_s);
    QCOMPARE(m_actions.correctMonster(&session, u"Gazebo"_s, 0, u"forest"_s).field(), u"arc"_s);
    QCOMPARE(m_actions.correctMonster(&session, u"Gazebo"_s, 1, u"moat"_s).field(), u"ring"_s);
    QCOMPARE(m_actions.correctStructures(&session, {7}, {}, {}).field(), u"towers[0]"_s);
}

void TstPanicActions::correctionsNeedAPanicGame()
{
    QCOMPARE(m_actions.correctMonster(nullptr, u"Gazebo"_s, 1, u"forest"_s).field(), u"session"_s);
    GameSession session;  // no file, no game
    QCOMPARE(m_actions.removeByCorrection(&session, u"Gazebo"_s).field(), u"session"_s);
    QCOMPARE(m_actions.correctStructures(&session, {}, {}, {}).field(), u"session"_s);
    // An unbuilt request is refused by the session with its field, without asking the referee.
    const auto verdict = session.perform(m_actions.nextPhase(u"lunch"_s));
    QVERIFY(!verdict.legal);
    QCOMPARE(verdict.field, u"phase"_s);
}

QTEST_GUILESS_MAIN(TstPanicActions)
#include "tst_panic_actions.moc"

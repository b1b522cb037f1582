// The read-only questions the app asks of a Munchkin Panic table (rules/game/inspect_panic.h): a preview
// must say what apply() will do. panicHitAsPlayed() is what apply() rules on; panicEventsWhateverChosen()
// shows the moves that no pending choice can change.

#include "panic_apply_fixtures.h"

#include "rules/game/inspect_panic.h"

#include <QTest>

using namespace arbiter::rules;
using namespace arbiter::rules::game;
using namespace arbiter::rules::test::panic_apply;

namespace {

// Move Monsters with a question: the Net Troll and the Gazebo both hit Wall 1; the Bullrog alone hits
// Wall 3; the Pit Bull walks from the Forest of arc 5 into its Archer space.
GameState wallOneAsked()
{
    return play(moving(),
                {act::PanicSetBoard{boardOf(
                    {monster("Net Troll", 1, R::Swordsman, 4), monster("Gazebo", 1, R::Swordsman, 3),
                     monster("Bullrog", 3, R::Swordsman, 3), monster("Pit Bull", 5, R::Forest, 2)})}});
}

act::PanicMoveMonsters answered(const char* monster)
{
    act::PanicMoveMonsters move;
    move.choices.emplace("wall:1", monster);
    return move;
}

bool concerns(const pn::Event& event, std::string_view monster)
{
    return event.monster == monster || event.by == monster;
}

// Whether `part` appears in `whole` in the same order (other events may sit between).
bool inOrderWithin(const std::vector<pn::Event>& part, const std::vector<pn::Event>& whole)
{
    auto next = whole.begin();
    for (const pn::Event& event : part) {
        next = std::find(next, whole.end(), event);
        if (next == whole.end())
            return false;
        ++next;
    }
    return true;
}

}  // namespace

class TestPanicInspect : public QObject {
    Q_OBJECT

private slots:
    void eventsWhileAChoiceIsPending();
    void eventsWithEveryChoiceMade();
    void noEventsForARefusedMoveOrAnotherAction();
    void theHitAsPlayedCarriesBothCharacters();
};

void TestPanicInspect::eventsWhileAChoiceIsPending()
{
    const GameState state = wallOneAsked();
    const std::optional<pn::MoveResult> asked = judgePanicMove(state, act::PanicMoveMonsters{});
    QVERIFY(asked);
    QCOMPARE(asked->pending.size(), std::size_t{1});
    QVERIFY(asked->events.empty());  // the referee moves nothing before the answer

    const std::vector<pn::Event> settled = panicEventsWhateverChosen(state, act::PanicMoveMonsters{});
    // Wall 3 falls under the Bullrog, which loses 1 health; the Pit Bull steps into the Archer ring.
    const auto wallThree = std::find_if(settled.begin(), settled.end(), [](const pn::Event& e) {
        return e.type == pn::EventType::WallDestroyed && e.arc == 3 && e.by == "Bullrog";
    });
    QVERIFY(wallThree != settled.end());
    QVERIFY(std::any_of(settled.begin(), settled.end(), [](const pn::Event& e) {
        return e.type == pn::EventType::MonsterDamaged && e.monster == "Bullrog" && e.health == 2;
    }));
    QVERIFY(std::any_of(settled.begin(), settled.end(), [](const pn::Event& e) {
        return e.type == pn::EventType::MonsterMoved && e.monster == "Pit Bull"
               && e.from == pn::Space{5, R::Forest} && e.to == pn::Space{5, R::Archer};
    }));
    // Nothing about Wall 1 or the two Monsters the question is about.
    for (const pn::Event& event : settled) {
        QVERIFY(!concerns(event, "Net Troll") && !concerns(event, "Gazebo"));
        QVERIFY(!(event.type == pn::EventType::WallDestroyed && event.arc == 1));
    }
    // And it is true whichever answer the players give.
    for (const char* taker : {"Net Troll", "Gazebo"}) {
        const std::optional<pn::MoveResult> result = judgePanicMove(state, answered(taker));
        QVERIFY(result && result->verdict.legal && result->pending.empty());
        QVERIFY2(inOrderWithin(settled, result->events), taker);
    }
}

void TestPanicInspect::eventsWithEveryChoiceMade()
{
    const GameState state = wallOneAsked();
    const std::optional<pn::MoveResult> result = judgePanicMove(state, answered("Gazebo"));
    QVERIFY(result && result->pending.empty());
    const std::vector<pn::Event> events = panicEventsWhateverChosen(state, answered("Gazebo"));
    QVERIFY(events == result->events);
    QVERIFY(std::any_of(events.begin(), events.end(), [](const pn::Event& e) {
        return e.type == pn::EventType::WallDestroyed && e.arc == 1 && e.by == "Gazebo";
    }));
}

void TestPanicInspect::noEventsForARefusedMoveOrAnotherAction()
{
    const GameState state = wallOneAsked();
    // The Bullrog does not hit Wall 1: the ruling is refused, so nothing is shown.
    QVERIFY(panicEventsWhateverChosen(state, answered("Bullrog")).empty());
    QVERIFY(panicEventsWhateverChosen(state, to(P::PlaceMonsters)).empty());
}

void TestPanicInspect::theHitAsPlayedCarriesBothCharacters()
{
    // More Munchkin: Ann is the Wizard, Bea the Elf.
    const GameState state = wizardPlays();
    const pn::Hit alone = panicHitAsPlayed(state, hit("Net Troll", "Red Archer"));
    QCOMPARE(alone.character, std::optional{pn::Character::Wizard});
    QVERIFY(!alone.helped);
    QVERIFY(!alone.helperCharacter);
    const pn::Hit withBea = panicHitAsPlayed(state, helped(hit("Net Troll", "Red Archer"), "Bea"));
    QVERIFY(withBea.helped);
    QCOMPARE(withBea.helperCharacter, std::optional{pn::Character::Elf});
    // Without characters in the game (Standard), none is filled in.
    const pn::Hit standard = panicHitAsPlayed(playCards(), helped(hit("Net Troll", "Red Archer"), "Bea"));
    QVERIFY(!standard.character && !standard.helperCharacter);
}

QTEST_APPLESS_MAIN(TestPanicInspect)
#include "tst_panic_inspect.moc"

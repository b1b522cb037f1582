#pragma once
// Fixtures of tst_panic_apply: Munchkin Panic tables built by applying actions as a table would record
// them, builders for the actions, and what the checks read off a table.

#include "game_apply_fixtures.h"

#include "rules/panic/catalogue.h"

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::rules::test::panic_apply {

namespace pn = arbiter::rules::panic;
namespace act = arbiter::rules::game::actions;
using apply_fixtures::Case;
using apply_fixtures::Check;
using gm::Action;
using gm::GameSetup;
using gm::GameState;
using gm::PanicSeat;
using gm::SetupPlayer;
using gm::Trophy;
using R = pn::Ring;
using P = pn::Phase;
using T = pn::CurseToken;

using Fixture = std::function<GameState()>;

// --- building actions ---
inline act::PanicPlaceMonster place(const char* token, int arc, bool loadedDie = false)
{
    return {token, arc, loadedDie};
}
inline act::PanicNextPhase to(P phase)
{
    return {phase};
}
inline act::PanicDrawCurse curse(T token, std::optional<int> roll = std::nullopt,
                                 const char* cancelledBy = "", pn::Choices choices = {})
{
    return {{token, roll, cancelledBy}, std::move(choices)};
}
inline act::PanicHit hit(const char* target, const char* card, std::vector<std::string> weapons = {})
{
    act::PanicHit action;
    action.hit.target = target;
    action.hit.attack.push_back({card, std::move(weapons), false, false});
    return action;
}
inline act::PanicHit helped(act::PanicHit action, const char* helper)
{
    action.helper = helper;
    return action;
}
inline act::PanicMoveMonster move(const char* monster, const char* by, int arc, R ring,
                                  std::optional<int> roll = std::nullopt)
{
    return {monster, by, arc, ring, roll};
}
inline pn::BoardMonster monster(const char* name, int arc, R ring, int health)
{
    pn::BoardMonster m;
    m.id = name;
    m.name = name;
    m.arc = arc;
    m.ring = ring;
    m.points = pn::findMonsterToken(name)->points;
    m.health = health;
    return m;
}
inline pn::Board boardOf(std::vector<pn::BoardMonster> monsters)
{
    pn::Board board;
    board.monsters = std::move(monsters);
    return board;
}

// --- building tables ---
inline GameState play(GameState state, const std::vector<Action>& actions)
{
    for (const Action& action : actions) {
        const Verdict verdict = gm::apply(state, action);
        if (!verdict.legal)
            qFatal("fixture: %s refused: %s", std::string(gm::kindName(action)).c_str(),
                   describe(verdict).constData());
    }
    return state;
}
inline SetupPlayer player(const char* name, std::optional<pn::Character> character = std::nullopt)
{
    return {name, mk::Sex::Unspecified, character, {}};
}
inline GameState table(pn::Mode mode, std::vector<SetupPlayer> players)
{
    GameSetup setup;
    setup.name = "Panic";
    setup.family = gm::Family::Panic;
    setup.panicOptions.mode = mode;
    setup.players = std::move(players);
    if (!gm::checkSetup(setup).legal)
        qFatal("fixture: the Panic setup is refused");
    return gm::startGame(setup);
}
// Set-up as the rulebook's sample has it: four Monsters in the Archer ring, each arc by a roll.
inline std::vector<Action> setUpFour(const char* third = "Gazebo")
{
    return {place("Net Troll", 1), place("Large Angry Chicken", 3), place(third, 5),
            place("Shrieking Geek", 6)};
}
// The Move Monsters phase of a turn with nothing else done, then three Monsters placed and the turn ended.
inline std::vector<Action> quietTurn(const char* first, const char* second, const char* third)
{
    return {to(P::MoveMonsters), act::PanicMoveMonsters{}, to(P::PlaceMonsters), place(first, 1),
            place(second, 2),    place(third, 4),          act::EndTurn{}};
}

// Standard, 3 players: 5 Castle cards and 1 Treasure each, Charity limit 3, 3 Monsters placed a turn.
inline GameState settingUp()
{
    return table(pn::Mode::Standard, {player("Ann"), player("Bea"), player("Cy")});
}
inline GameState threeInArcherRing()
{
    std::vector<Action> three = setUpFour();
    three.pop_back();
    return play(settingUp(), three);
}
// Ann's first turn; the Net Troll (4) in arc 1, the Large Angry Chicken (2) in arc 3, the Gazebo (3) in arc 5
// and the Shrieking Geek (3) in arc 6, all in the Archer ring.
inline GameState firstTurn()
{
    return play(settingUp(), setUpFour());
}
inline GameState playCards()
{
    return play(firstTurn(), {to(P::PlayCards)});
}
inline GameState moving()
{
    return play(firstTurn(), {to(P::MoveMonsters)});
}
inline GameState placing()  // the four Monsters have stepped into the Knight ring
{
    return play(moving(), {act::PanicMoveMonsters{}, to(P::PlaceMonsters)});
}
inline GameState threePlaced()
{
    return play(placing(), {place("Pit Bull", 1), place("Maul Rat", 2), place("Potted Plant", 4)});
}
inline GameState onePlusAndThreePlaced()
{
    return play(placing(), {curse(T::PlaceOneMore), place("Pit Bull", 1), place("Maul Rat", 2),
                            place("Potted Plant", 4)});
}
// The Net Troll and the Gazebo both in the Swordsman space of arc 1, before its Wall.
inline pn::Board crowd()
{
    return boardOf({monster("Net Troll", 1, R::Swordsman, 4), monster("Gazebo", 1, R::Swordsman, 3)});
}
inline GameState crowdedWall()
{
    return play(placing(), {act::PanicSetBoard{crowd()}});
}
inline GameState shortHand()  // Ann holds 3 Castle cards
{
    return play(firstTurn(), {act::PanicSetHand{"Ann", 3, std::nullopt}});
}
inline GameState charityDue(int treasure)
{
    return play(firstTurn(), {to(P::GiveCharity), act::PanicSetHand{"Ann", std::nullopt, treasure}});
}
// Four players on no Trophy points: Ann's 2 cards over the limit of 3 go to the three others, who each
// start with 1 Treasure; one of them gets none.
inline GameState fourAtCharity(int treasure)
{
    GameState four = table(pn::Mode::Standard, {player("Ann"), player("Bea"), player("Cy"), player("Dee")});
    return play(play(four, setUpFour()),
                {to(P::GiveCharity), act::PanicSetHand{"Ann", std::nullopt, treasure}});
}
inline GameState charityWithTrophies()  // Ann 2 points, Bea 3, Cy 0
{
    return play(charityDue(4),
                {act::PanicSetTrophies{"Ann", {"Pit Bull"}}, act::PanicSetTrophies{"Bea", {"King Tut"}}});
}
inline act::PanicHit
deal()  // Bea's Eleven-Foot Pole on Ann's Green Archer; Bea takes the Trophy, Ann the Treasure
{
    act::PanicHit action = helped(hit("Large Angry Chicken", "Green Archer", {"Eleven-Foot Pole"}), "Bea");
    action.hit.attack.front().weaponsByHelper = true;
    action.trophyTo = "Bea";
    action.treasureTo = "Ann";
    return action;
}
inline GameState dealMade()
{
    return play(playCards(), {deal()});
}
inline GameState slewChicken()  // two Hit cards, no Weapon: 1 Treasure waiting under the Trophy
{
    act::PanicHit twoCards = hit("Large Angry Chicken", "Green Archer");
    twoCards.hit.attack.push_back({"Any Color Archer", {}, false, false});
    return play(playCards(), {twoCards});
}
inline GameState glued()
{
    return play(playCards(), {act::PanicGlue{"Net Troll"}});
}
inline GameState asleep()
{
    return play(playCards(), {act::PanicSleep{}});
}
inline GameState drivenBack()  // the Gazebo back in the Forest of arc 5
{
    return play(playCards(), {move("Gazebo", "Drive Him Back!", 5, R::Forest)});
}
inline GameState trophyHolder()  // Ann holds King Tut and 1 Treasure card
{
    return play(playCards(), {act::PanicSetTrophies{"Ann", {"King Tut"}}});
}
inline GameState twoFortified()
{
    return play(firstTurn(), {act::PanicFortify{1}, act::PanicFortify{2}});
}
inline GameState wallThreeDown()
{
    pn::Board board = boardOf({monster("Net Troll", 1, R::Archer, 4)});
    board.walls[2] = false;
    return play(firstTurn(), {act::PanicSetBoard{board}});
}
inline GameState towerAhead()  // the Net Troll before arc 2's fallen Wall
{
    pn::Board board = boardOf({monster("Net Troll", 2, R::Swordsman, 4)});
    board.walls[1] = false;
    return play(moving(), {act::PanicSetBoard{board}});
}
inline pn::Board
lastTowerBoard()  // only arc 1's Tower stands, its Wall is down and the Net Troll is before it
{
    pn::Board board = boardOf({monster("Net Troll", 1, R::Swordsman, 4)});
    board.towers = {true, false, false, false, false, false};
    board.walls[0] = false;
    return board;
}
inline GameState lastTower()
{
    return play(moving(), {act::PanicSetBoard{lastTowerBoard()}});
}
inline GameState lost()
{
    return play(lastTower(), {act::PanicMoveMonsters{}});
}
inline GameState stuckAndAsleepPlaced()
{
    return play(playCards(), {act::PanicGlue{"Net Troll"}, act::PanicSleep{}, to(P::MoveMonsters),
                              act::PanicMoveMonsters{}, to(P::PlaceMonsters), place("Pit Bull", 1),
                              place("Maul Rat", 2), place("Potted Plant", 4)});
}
// Ann draws Lose Help in her first turn; Bea and Cy play quiet turns; Ann is back in Play Cards. The
// Pit Bull she placed in arc 1 has reached the Knight ring.
inline GameState loseHelpNextTurn()
{
    std::vector<Action> actions = {
        to(P::MoveMonsters),  act::PanicMoveMonsters{}, to(P::PlaceMonsters),     curse(T::LoseHelp),
        place("Pit Bull", 1), place("Maul Rat", 2),     place("Potted Plant", 4), act::EndTurn{}};
    for (const auto& turn : {quietTurn("Mr. Bones", "Bullrog", "King Tut"),
                             quietTurn("Lame Goblin", "Drooling Slime", "Floating Nose")})
        actions.insert(actions.end(), turn.begin(), turn.end());
    actions.push_back(to(P::PlayCards));
    return play(firstTurn(), actions);
}
// More Munchkin with Ann's character; the Wannabe Vampire (the Cleric's nemesis) in arc 5.
inline GameState moreMunchkin(pn::Character ann)
{
    const GameState setUp =
        table(pn::Mode::MoreMunchkin, {player("Ann", ann), player("Bea", pn::Character::Elf), player("Cy")});
    return play(setUp, setUpFour("Wannabe Vampire"));
}
inline GameState wizardPlays()
{
    return play(moreMunchkin(pn::Character::Wizard), {to(P::PlayCards)});
}
inline GameState clericPlays()
{
    return play(moreMunchkin(pn::Character::Cleric), {to(P::PlayCards)});
}
inline GameState moreMunchkinLastTower()  // Bea holds King Tut (3 points), the others nothing
{
    return play(moreMunchkin(pn::Character::Wizard),
                {to(P::MoveMonsters), act::PanicSetBoard{lastTowerBoard()},
                 act::PanicSetTrophies{"Bea", {"King Tut"}}});
}
inline GameState damagedInMoreMunchkin()  // the Net Troll hit once: 3 of 4 health
{
    return play(wizardPlays(), {hit("Net Troll", "Red Archer")});
}
inline GameState drawingWith(pn::Character ann)  // More Munchkin, Ann's first turn with 3 Castle cards
{
    return play(moreMunchkin(ann), {act::PanicSetHand{"Ann", 3, std::nullopt}});
}
inline GameState tiedHighest()  // Ann 2 points; Bea King Tut and Bullrog, 3 each
{
    return play(charityWithTrophies(), {act::PanicSetTrophies{"Bea", {"King Tut", "Bullrog"}}});
}
inline bool holds(const GameState& s, std::size_t index, const char* token)
{
    for (const gm::Trophy& trophy : s.panic->seats[index].trophies)
        if (trophy.token == token)
            return true;
    return false;
}
inline act::PanicCurseCard curseCard(const char* card, const char* player, std::optional<std::string> target,
                                     std::optional<std::string> take = std::nullopt,
                                     std::string cancelledBy = {})
{
    return {card, player, std::move(target), std::nullopt, std::move(take), std::move(cancelledBy)};
}
inline act::PanicSpecialCard special(const char* card, const char* player, std::optional<std::string> monster,
                                     std::optional<std::string> replacement = std::nullopt)
{
    return {card, player, std::move(monster), std::move(replacement)};
}
inline GameState solitairePlacing()
{
    return play(
        table(pn::Mode::Solitaire, {player("Ann")}),
        {place("Net Troll", 1), place("Large Angry Chicken", 3), place("Gazebo", 5),
         place("Shrieking Geek", 6), to(P::MoveMonsters), act::PanicMoveMonsters{}, to(P::PlaceMonsters)});
}
// Every token is drawn: the set-up four are cleared off, the Curses drawn on an empty board, the other
// Monsters recorded as Trophies and the Potted Plant (1 health) left alone in arc 1's Archer space; then
// the next turn's Play Cards. Standard: Ann (54 points) and Bea (16), Bea to play. Solitaire: Ann alone,
// without the Lose Help token, which is not in the bag.
inline GameState lastMonsterIn(pn::Mode mode)
{
    const bool alone = mode == pn::Mode::Solitaire;
    std::vector<std::string> anns = {"Plutonium Dragon",
                                     "Hippogriff",
                                     "Squidzilla",
                                     "Wight Brothers",
                                     "Unspeakably Awful Indescribable Horror",
                                     "Bigfoot",
                                     "Bullrog",
                                     "Face Sucker",
                                     "Gelatinous Octahedron",
                                     "Insurance Salesman",
                                     "King Tut",
                                     "Lawyers",
                                     "Leperchaun",
                                     "Platycore",
                                     "Pukachu",
                                     "Wannabe Vampire"};
    std::vector<std::string> beas = {"3,872 Orcs",    "Drooling Slime", "Lame Goblin", "Maul Rat",
                                     "Floating Nose", "Flying Frogs",   "Harpies",     "Mr. Bones",
                                     "Pit Bull",      "Undead Horse"};
    if (alone) {
        anns.insert(anns.end(), beas.begin(), beas.end());
        beas.clear();
    }
    std::vector<Action> actions = setUpFour();
    for (const Action& action :
         std::vector<Action>{to(P::MoveMonsters), act::PanicMoveMonsters{}, to(P::PlaceMonsters),
                             act::PanicSetBoard{pn::Board{}}, act::PanicSetTrophies{"Ann", anns}})
        actions.push_back(action);
    for (const T token : pn::allCurseTokens)
        if (!(alone && token == T::LoseHelp))
            actions.push_back(
                curse(token, token == T::HugeRock || token == T::RollMove ? std::optional(2) : std::nullopt));
    if (!alone)
        actions.push_back(act::PanicSetTrophies{"Bea", beas});
    for (const Action& action :
         std::vector<Action>{act::PanicSetBoard{boardOf({monster("Potted Plant", 1, R::Archer, 1)})},
                             act::EndTurn{}, to(P::PlayCards)})
        actions.push_back(action);
    const std::vector<SetupPlayer> players = alone ? std::vector<SetupPlayer>{player("Ann")}
                                                   : std::vector<SetupPlayer>{player("Ann"), player("Bea")};
    return play(table(mode, players), actions);
}
inline GameState lastMonster()
{
    return lastMonsterIn(pn::Mode::Standard);
}
inline GameState won()
{
    return play(lastMonster(), {hit("Potted Plant", "Red Archer")});
}

// --- reading tables ---
inline const PanicSeat& seat(const GameState& s, std::size_t index)
{
    return s.panic->seats[index];
}
inline bool contains(const std::vector<std::string>& list, std::string_view entry)
{
    return std::find(list.begin(), list.end(), entry) != list.end();
}
// The Monster stands in that space (with that health, when given).
inline bool at(const GameState& s, const char* name, R ring, int arc, int health = 0)
{
    const pn::BoardMonster* m = s.panic->board.find(name);
    return m && m->ring == ring && m->arc == arc && (health == 0 || m->health == health);
}
inline bool gone(const GameState& s, const char* name)  // off the board for good
{
    return !s.panic->board.find(name) && contains(s.panic->slainOrDiscarded, name);
}
inline bool inKnightRing(const GameState& s)  // where placing() left the set-up four
{
    return at(s, "Net Troll", R::Knight, 1) && at(s, "Large Angry Chicken", R::Knight, 3)
           && at(s, "Gazebo", R::Knight, 5) && at(s, "Shrieking Geek", R::Knight, 6);
}
inline bool inArcherRing(const GameState& s)  // where set-up put them
{
    return at(s, "Net Troll", R::Archer, 1) && at(s, "Large Angry Chicken", R::Archer, 3)
           && at(s, "Gazebo", R::Archer, 5) && at(s, "Shrieking Geek", R::Archer, 6);
}
inline bool isTrophy(const PanicSeat& seat, const char* token, int points)
{
    return std::any_of(seat.trophies.begin(), seat.trophies.end(),
                       [&](const Trophy& t) { return t.token == token && t.points == points; });
}

inline Case legal(const char* name, Fixture state, Action action, const char* cites, Check check)
{
    return {name, std::move(state), std::move(action), true, cites, std::move(check)};
}
inline Case refused(const char* name, Fixture state, Action action, const char* cites)
{
    return {name, std::move(state), std::move(action), false, cites, {}};
}

}  // namespace arbiter::rules::test::panic_apply

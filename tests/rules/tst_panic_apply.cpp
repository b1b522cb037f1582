// apply(state, action) for every Munchkin Panic action kind, legal and refused: a refused action leaves the
// state exactly as it was, a legal one changes it as the rulebook and the log's semantics (the header of
// rules/game/apply_panic.cpp) say, and every reason cites a rule id of the catalogue. The tables are built
// by applying actions, as a table would record them.

#include "panic_apply_fixtures.h"
#include "panic_bag_and_setup_cases.h"

#include "rules/panic/turn.h"

#include <QTest>

#include <set>

using namespace Qt::StringLiterals;
using namespace arbiter::rules;
using namespace arbiter::rules::game;
using namespace arbiter::rules::test;
using namespace arbiter::rules::test::panic_apply;

namespace {

std::vector<Case> cases()
{
    return {
        // --- set-up and placing Monsters ---
        legal("set-up places in the Archer ring", settingUp, place("Net Troll", 2), "game.panic-setup",
              [](const GameState& s) {
                  return at(s, "Net Troll", R::Archer, 2, 4) && s.panic->tokensOut.size() == 1
                         && s.panic->settingUp;
              }),
        legal("the fourth Monster ends set-up", threeInArcherRing, place("Shrieking Geek", 6),
              "game.panic-setup",
              [](const GameState& s) {
                  return !s.panic->settingUp && s.panic->phase == P::DiscardAndDraw && inArcherRing(s)
                         && s.current == 0 && s.turn == 1;
              }),
        legal("place a Monster in the Forest", placing, place("Pit Bull", 2), "panic.monsters-placed",
              [](const GameState& s) {
                  return at(s, "Pit Bull", R::Forest, 2, 2) && s.panic->placedThisTurn == 1;
              }),
        legal("the Loaded Die picks the arc", placing, place("Plutonium Dragon", 4, true), "panic.loaded-die",
              [](const GameState& s) {
                  // the Loaded Die is a Treasure card: it leaves Ann's hand of 1
                  return at(s, "Plutonium Dragon", R::Forest, 4, 5) && seat(s, 0).treasure == 0;
              }),
        legal("Place 1 More allows a fourth Monster", onePlusAndThreePlaced, place("Bullrog", 6),
              "panic.monsters-placed", [](const GameState& s) { return s.panic->placedThisTurn == 4; }),
        refused("a token already out of the bag", placing, place("Net Troll", 2), "game.panic-token"),
        refused("a fourth Monster of three", threePlaced, place("Bullrog", 6), "panic.monsters-placed"),
        refused("the Loaded Die at set-up", settingUp, place("Net Troll", 2, true), "game.panic-setup"),
        refused("a set-up roll of 7", settingUp, place("Net Troll", 7), "game.die-roll"),
        refused("a Curse token is no Monster", placing, place("huge-rock", 1), "game.panic-token"),
        refused("place a Monster while playing cards", playCards, place("Pit Bull", 1), "game.phase"),

        // --- actions waiting for set-up ---
        refused("a Curse token at set-up", settingUp, curse(T::LoseHelp), "game.panic-setup"),
        refused("discard at set-up", settingUp, act::PanicDiscardDraw{0, false, false, std::nullopt},
                "game.panic-setup"),
        refused("charity at set-up", settingUp, act::PanicCharity{}, "game.panic-setup"),
        refused("glue at set-up", threeInArcherRing, act::PanicGlue{"Net Troll"}, "game.panic-setup"),
        refused("move a Monster at set-up", threeInArcherRing,
                move("Net Troll", "Wandering Monster", 3, R::Archer), "game.panic-setup"),
        refused("fortify at set-up", settingUp, act::PanicFortify{1}, "game.panic-setup"),
        refused("move on at set-up", settingUp, to(P::PlayCards), "game.panic-setup"),
        refused("end the turn at set-up", settingUp, act::EndTurn{}, "game.panic-setup"),

        // --- Curse tokens (the four in the Knight ring: arcs 1, 3, 5, 6) ---
        legal("all Monsters move clockwise", placing, curse(T::AllClockwise), "panic.curse-all-clockwise",
              [](const GameState& s) {
                  return at(s, "Net Troll", R::Knight, 2) && at(s, "Large Angry Chicken", R::Knight, 4)
                         && at(s, "Gazebo", R::Knight, 6) && at(s, "Shrieking Geek", R::Knight, 1)
                         && contains(s.panic->tokensOut, "all-clockwise");
              }),
        legal("Monsters in Red move", placing, curse(T::MoveRed), "panic.curse-colour-moves",
              [](const GameState& s) {
                  return at(s, "Net Troll", R::Swordsman, 1) && at(s, "Large Angry Chicken", R::Knight, 3)
                         && at(s, "Gazebo", R::Knight, 5);
              }),
        legal("Monsters in Green move", placing, curse(T::MoveGreen), "panic.curse-colour-moves",
              [](const GameState& s) {
                  return at(s, "Large Angry Chicken", R::Swordsman, 3) && at(s, "Net Troll", R::Knight, 1);
              }),
        legal("Monsters in Blue move", placing, curse(T::MoveBlue), "panic.curse-colour-moves",
              [](const GameState& s) {
                  return at(s, "Gazebo", R::Swordsman, 5) && at(s, "Shrieking Geek", R::Swordsman, 6)
                         && at(s, "Net Troll", R::Knight, 1);
              }),
        legal("roll the die: arc 3 moves", placing, curse(T::RollMove, 3), "panic.curse-roll-move",
              [](const GameState& s) {
                  return at(s, "Large Angry Chicken", R::Swordsman, 3) && at(s, "Net Troll", R::Knight, 1);
              }),
        legal("the Huge Rock down arc 1", placing, curse(T::HugeRock, 1), "panic.curse-huge-rock",
              [](const GameState& s) {
                  const pn::Board& b = s.panic->board;
                  return gone(s, "Net Troll") && !b.wall(1) && b.wall(2) && b.towersLeft() == 6
                         && b.monsters.size() == 3 && seat(s, 0).trophies.empty();
              }),
        legal("Lose Help", placing, curse(T::LoseHelp), "panic.curse-lose-help",
              [](const GameState& s) {
                  return seat(s, 0).loseHelp && !seat(s, 1).loseHelp && inKnightRing(s);
              }),
        legal("Place 1 More", placing, curse(T::PlaceOneMore), "panic.curse-place-one-more",
              [](const GameState& s) { return s.panic->placeOneMore == 1 && inKnightRing(s); }),
        legal(
            "the Wishing Ring cancels a token", placing, curse(T::MoveBlue, std::nullopt, "Wishing Ring"),
            "panic.curse-cancelled",
            [](const GameState& s) { return inKnightRing(s) && contains(s.panic->tokensOut, "move-blue"); }),
        legal("the players choose who takes the Wall's damage", crowdedWall,
              curse(T::MoveRed, std::nullopt, "", {{"wall:1", "Gazebo"}}), "panic.structure-choice",
              [](const GameState& s) {
                  return at(s, "Gazebo", R::Swordsman, 1, 2) && at(s, "Net Troll", R::Swordsman, 1, 4)
                         && !s.panic->board.wall(1);
              }),
        refused("two Monsters hit one Wall and no one chose", crowdedWall, curse(T::MoveRed),
                "game.panic-pending-choice"),
        refused("a token drawn twice", onePlusAndThreePlaced, curse(T::PlaceOneMore), "game.panic-token"),
        refused("Sandals of Protection cancel no token", placing,
                curse(T::MoveBlue, std::nullopt, "Sandals of Protection"), "panic.curse-cancelled"),
        refused("the Huge Rock without a roll", placing, curse(T::HugeRock), "panic.curse-huge-rock"),
        refused("a roll for a token that rolls none", placing, curse(T::MoveRed, 4), "game.die-roll"),
        refused("no Lose Help in Solitaire", solitairePlacing, curse(T::LoseHelp), "game.panic-token"),
        refused("a Curse token while playing cards", playCards, curse(T::MoveRed), "game.phase"),

        // --- discard and draw ---
        legal("discard 1 and draw up", shortHand, act::PanicDiscardDraw{1, false, false, std::nullopt},
              "panic.discard-draw",
              [](const GameState& s) {
                  return seat(s, 0).castleCards == 5 && s.panic->phase == P::GiveCharity;
              }),
        legal("Really Impressive Title discards 3", shortHand,
              act::PanicDiscardDraw{3, true, false, std::nullopt}, "panic.really-impressive-title",
              [](const GameState& s) { return seat(s, 0).castleCards == 5 && seat(s, 0).treasure == 0; }),
        refused("discard 2 without the Title", shortHand,
                act::PanicDiscardDraw{2, false, false, std::nullopt}, "panic.discard-draw"),
        refused("discard more than the hand", shortHand, act::PanicDiscardDraw{4, true, false, std::nullopt},
                "panic.discard-draw"),
        refused("discard while playing cards", playCards,
                act::PanicDiscardDraw{0, false, false, std::nullopt}, "game.phase"),

        // --- Charity (nobody has a Trophy unless said) ---
        legal(
            "the giver shares the lowest count", [] { return charityDue(5); }, act::PanicCharity{},
            "panic.charity-giver-lowest",
            [](const GameState& s) {
                return seat(s, 0).treasure == 3 && seat(s, 1).treasure == 2 && seat(s, 2).treasure == 2;
            }),
        legal(
            "the giver picks who gets the odd card", [] { return charityDue(4); }, act::PanicCharity{{"Cy"}},
            "panic.charity-split",
            [](const GameState& s) {
                return seat(s, 0).treasure == 3 && seat(s, 1).treasure == 1 && seat(s, 2).treasure == 2;
            }),
        legal("Charity goes to the fewest Trophy points", charityWithTrophies, act::PanicCharity{},
              "panic.charity-lowest-trophies",
              [](const GameState& s) { return seat(s, 1).treasure == 1 && seat(s, 2).treasure == 2; }),
        refused(
            "an odd card and no pick", [] { return charityDue(4); }, act::PanicCharity{},
            "panic.charity-split"),
        refused(
            "the odd card to the giver", [] { return charityDue(4); }, act::PanicCharity{{"Ann"}},
            "panic.charity-split"),
        legal(
            "two odd cards named one each", [] { return fourAtCharity(5); },
            act::PanicCharity{{"Bea", "Dee"}}, "panic.charity-split",
            [](const GameState& s) {
                return seat(s, 0).treasure == 3 && seat(s, 1).treasure == 2 && seat(s, 2).treasure == 1
                       && seat(s, 3).treasure == 2;
            }),
        refused(
            "two odd cards and one name", [] { return fourAtCharity(5); }, act::PanicCharity{{"Bea"}},
            "panic.charity-split"),
        refused(
            "one player named for both odd cards", [] { return fourAtCharity(5); },
            act::PanicCharity{{"Bea", "Bea"}}, "panic.charity-split"),
        refused("Charity while playing cards", playCards, act::PanicCharity{}, "game.phase"),

        // --- Curse cards and the Specials outside an attack ---
        legal("Lightning swaps the lowest for the highest", charityWithTrophies,
              curseCard("Lightning Curse", "Ann", "Bea"), "panic.card-lightning",
              [](const GameState& s) { return holds(s, 0, "King Tut") && holds(s, 1, "Pit Bull"); }),
        refused("Lightning on fewer points", charityWithTrophies, curseCard("Lightning Curse", "Bea", "Ann"),
                "panic.card-lightning"),
        refused("Lightning on a tie nobody named", tiedHighest, curseCard("Lightning Curse", "Ann", "Bea"),
                "panic.card-lightning"),
        legal("Lightning takes the Trophy Bea names", tiedHighest,
              curseCard("Lightning Curse", "Ann", "Bea", "Bullrog"), "panic.card-lightning",
              [](const GameState& s) { return holds(s, 0, "Bullrog") && holds(s, 1, "King Tut"); }),
        legal("the Duck of Doom takes a Treasure card", firstTurn,
              curseCard("Duck of Doom Curse", "Ann", "Bea"), "panic.card-curse",
              [](const GameState& s) {
                  return seat(s, 0).treasure == 2 && seat(s, 1).treasure == 0 && seat(s, 0).castleCards == 4;
              }),
        refused(
            "the Duck of Doom on an empty hand",
            [] {
                return play(firstTurn(), {act::PanicSetHand{"Bea", std::nullopt, 0}});
            },
            curseCard("Duck of Doom Curse", "Ann", "Bea"), "panic.card-curse"),
        legal("Sandals of Protection cancel a Curse card", firstTurn,
              curseCard("Duck of Doom Curse", "Ann", "Bea", std::nullopt, "Sandals of Protection"),
              "panic.card-curse",
              [](const GameState& s) { return seat(s, 0).treasure == 1 && seat(s, 1).treasure == 0; }),
        legal("the Truly Obnoxious Curse", firstTurn, curseCard("Truly Obnoxious Curse", "Ann", std::nullopt),
              "panic.card-curse", [](const GameState& s) { return seat(s, 0).castleCards == 4; }),
        refused("a Curse card on oneself", firstTurn, curseCard("Duck of Doom Curse", "Ann", "Ann"),
                "game.same-player"),
        refused("no Curse cards in Solitaire", solitairePlacing,
                curseCard("Truly Obnoxious Curse", "Ann", std::nullopt), "panic.less-munchkin"),
        legal(
            "Invoke Obscure Rules",
            [] {
                return play(playCards(), {act::PanicRemoveMonster{"Net Troll", "Out to Lunch"}});
            },
            special("Invoke Obscure Rules", "Bea", "Net Troll"), "panic.card-invoke-obscure-rules",
            [](const GameState& s) { return holds(s, 1, "Net Troll") && seat(s, 1).treasure == 0; }),
        refused("Invoke Obscure Rules on a Trophy", slewChicken,
                special("Invoke Obscure Rules", "Bea", "Large Angry Chicken"),
                "panic.card-invoke-obscure-rules"),
        legal("the Humongous Enhancer heals the board", damagedInMoreMunchkin,
              special("Humongous Monster Enhancer", "Bea", std::nullopt), "panic.card-humongous",
              [](const GameState& s) {
                  return at(s, "Net Troll", R::Archer, 1, 4) && seat(s, 1).treasure == 1;
              }),
        refused("the Humongous Enhancer in Standard", playCards,
                special("Humongous Monster Enhancer", "Bea", std::nullopt), "panic.hit-not-in-game"),
        legal("Illusion", wizardPlays, special("Illusion", "Ann", "Net Troll", "Wannabe Vampire"),
              "panic.card-illusion",
              [](const GameState& s) {
                  return gone(s, "Net Troll") && at(s, "Wannabe Vampire", R::Archer, 1);
              }),
        refused("Illusion with one Monster for both parts", wizardPlays,
                special("Illusion", "Ann", "Net Troll", "Net Troll"), "panic.card-illusion"),
        refused("a Special recorded elsewhere", playCards, special("Super Munchkin", "Ann", "Net Troll"),
                "game.panic-card"),
        legal(
            "the Cleric keeps one of the discards", [] { return drawingWith(pn::Character::Cleric); },
            act::PanicDiscardDraw{0, false, true, std::nullopt}, "panic.cleric-draw",
            [](const GameState& s) { return seat(s, 0).castleCards == 5; }),
        legal(
            "the Thief takes a Castle card", [] { return drawingWith(pn::Character::Thief); },
            act::PanicDiscardDraw{0, false, false, "Bea"}, "panic.thief-draw",
            [](const GameState& s) { return seat(s, 0).castleCards == 5 && seat(s, 1).castleCards == 4; }),
        refused(
            "the Thief robs himself", [] { return drawingWith(pn::Character::Thief); },
            act::PanicDiscardDraw{0, false, false, "Ann"}, "panic.thief-draw"),

        // --- hits and deals ---
        legal("a Red Archer hits the Net Troll", playCards, hit("Net Troll", "Red Archer"),
              "panic.hit-damage",
              [](const GameState& s) {
                  return at(s, "Net Troll", R::Archer, 1, 3) && seat(s, 0).castleCards == 4;
              }),
        legal("a slain Monster is a Trophy", playCards,
              hit("Large Angry Chicken", "Green Archer", {"Eleven-Foot Pole"}), "panic.hit-trophy",
              [](const GameState& s) {
                  const PanicSeat& ann = seat(s, 0);
                  return gone(s, "Large Angry Chicken") && isTrophy(ann, "Large Angry Chicken", 2)
                         && ann.kills == 1 && ann.treasureWaiting == 1 && ann.treasure == 0
                         && ann.castleCards == 4;
              }),
        legal("a deal: the helper's Weapon, the Trophy to the helper", playCards, deal(), "panic.one-deal",
              [](const GameState& s) {
                  const PanicSeat& ann = seat(s, 0);
                  const PanicSeat& bea = seat(s, 1);
                  return isTrophy(bea, "Large Angry Chicken", 2) && bea.kills == 1 && ann.trophies.empty()
                         && ann.treasureWaiting == 1 && bea.treasureWaiting == 0 && bea.treasure == 0
                         && ann.treasure == 1 && s.panic->dealsThisTurn == 1;
              }),
        // The helper's character comes from the helper's seat (More Munchkin: Bea is the Elf).
        legal("the Elf who helped draws 1 Treasure more", wizardPlays, deal(), "panic.hit-elf-helper",
              [](const GameState& s) {
                  return isTrophy(seat(s, 1), "Large Angry Chicken", 2) && seat(s, 1).treasureWaiting == 1
                         && seat(s, 0).treasureWaiting == 1;
              }),
        refused("a second deal", dealMade, helped(hit("Net Troll", "Red Archer"), "Cy"), "panic.one-deal"),
        refused("no help while holding Lose Help", loseHelpNextTurn,
                helped(hit("Pit Bull", "Red Knight"), "Bea"), "panic.lose-help"),
        refused(
            "the Treasure to someone outside the deal", playCards,
            [] {
                act::PanicHit action = deal();
                action.treasureTo = "Cy";
                return action;
            }(),
            "game.unknown-player"),
        refused("no help against the Gazebo", playCards, helped(hit("Gazebo", "Blue Archer"), "Bea"),
                "panic.help-gazebo"),
        refused("one's own helper", playCards, helped(hit("Net Troll", "Red Archer"), "Ann"),
                "game.same-player"),
        refused("a Red Swordsman in the Archer ring", playCards, hit("Net Troll", "Red Swordsman"),
                "panic.hit-ring-colour"),
        refused("a Monster not on the board", playCards, hit("Pit Bull", "Red Archer"),
                "game.panic-unknown-monster"),
        refused("a Hit card outside Play Cards", moving, hit("Net Troll", "Red Archer"),
                "panic.play-cards-only"),

        // --- cards that move one Monster ---
        legal("Cotion of Ponfusion", playCards, move("Net Troll", "Cotion of Ponfusion", 1, R::Swordsman),
              "game.panic-board",
              [](const GameState& s) {
                  return at(s, "Net Troll", R::Swordsman, 1, 4) && seat(s, 0).treasure == 0;
              }),
        legal(
            "Drive Him Back!", playCards, move("Gazebo", "Drive Him Back!", 5, R::Forest), "game.panic-board",
            [](const GameState& s) { return at(s, "Gazebo", R::Forest, 5) && seat(s, 0).castleCards == 4; }),
        legal("Wandering Monster, at any time", moving, move("Net Troll", "Wandering Monster", 3, R::Archer),
              "panic.any-time", [](const GameState& s) { return at(s, "Net Troll", R::Archer, 3); }),
        legal("the Wizard rolls 3: nothing moves", wizardPlays, move("Net Troll", "Wizard", 4, R::Knight, 3),
              "panic.wizard-move",
              [](const GameState& s) { return at(s, "Net Troll", R::Archer, 1) && s.panic->wizardMoved; }),
        legal("the Wizard rolls 5", wizardPlays, move("Net Troll", "Wizard", 4, R::Knight, 5),
              "panic.card-wizard-move",
              [](const GameState& s) { return at(s, "Net Troll", R::Knight, 4) && s.panic->wizardMoved; }),
        refused("a glued Monster", glued, move("Net Troll", "Cotion of Ponfusion", 1, R::Swordsman),
                "panic.card-held-in-place"),
        refused("Wandering Monster under the Sleep Potion", asleep,
                move("Net Troll", "Wandering Monster", 3, R::Archer), "panic.card-held-in-place"),
        refused("Cotion of Ponfusion into another arc", playCards,
                move("Net Troll", "Cotion of Ponfusion", 2, R::Swordsman), "panic.card-cotion-of-ponfusion"),
        refused("Drive Him Back! into another arc", playCards,
                move("Gazebo", "Drive Him Back!", 4, R::Forest), "panic.card-drive-him-back"),
        refused("Wandering Monster within its colour", playCards,
                move("Net Troll", "Wandering Monster", 2, R::Archer), "panic.card-wandering-monster"),
        refused(
            "the Wizard's second roll",
            [] { return play(wizardPlays(), {move("Net Troll", "Wizard", 4, R::Knight, 3)}); },
            move("Net Troll", "Wizard", 4, R::Knight, 6), "panic.wizard-move"),
        refused("the Wizard cannot put a Monster on a Tower", wizardPlays,
                move("Net Troll", "Wizard", 2, R::Castle, 5), "game.panic-board"),
        refused("no Wizard in a Standard game", playCards, move("Net Troll", "Wizard", 4, R::Knight, 5),
                "panic.characters-in-play"),
        refused("a card that moves no Monster", playCards, move("Net Troll", "Super Munchkin", 1, R::Castle),
                "game.panic-card"),

        // --- Monsters off the board without a Trophy ---
        legal("Out to Lunch", playCards, act::PanicRemoveMonster{"Net Troll", "Out to Lunch"},
              "panic.card-out-to-lunch",
              [](const GameState& s) {
                  const PanicSeat& ann = seat(s, 0);
                  return gone(s, "Net Troll") && ann.treasureWaiting == 2 && ann.trophies.empty()
                         && ann.kills == 0 && ann.castleCards == 4;
              }),
        legal("the Cleric's booga booga", clericPlays, act::PanicRemoveMonster{"Wannabe Vampire", "Cleric"},
              "panic.card-cleric-booga",
              [](const GameState& s) {
                  return gone(s, "Wannabe Vampire") && seat(s, 0).treasureWaiting == 1
                         && seat(s, 0).trophies.empty();
              }),
        refused("a card that removes no Monster", playCards, act::PanicRemoveMonster{"Net Troll", "Hoard!"},
                "game.panic-card"),
        refused("Out to Lunch in the Forest", drivenBack, act::PanicRemoveMonster{"Gazebo", "Out to Lunch"},
                "panic.card-out-to-lunch"),
        refused("Out to Lunch on a glued Monster", glued,
                act::PanicRemoveMonster{"Net Troll", "Out to Lunch"}, "panic.card-held-in-place"),
        refused("Out to Lunch outside Play Cards", moving,
                act::PanicRemoveMonster{"Net Troll", "Out to Lunch"}, "panic.play-cards-only"),
        refused("booga booga on the Net Troll", clericPlays, act::PanicRemoveMonster{"Net Troll", "Cleric"},
                "panic.card-cleric-booga"),
        refused("booga booga without the Cleric", wizardPlays,
                act::PanicRemoveMonster{"Wannabe Vampire", "Cleric"}, "panic.card-cleric-booga"),

        // --- Flask of Glue, Sleep Potion, Fortify Wall ---
        legal("glue a Monster", playCards, act::PanicGlue{"Net Troll"}, "panic.card-glue",
              [](const GameState& s) { return s.panic->board.find("Net Troll")->glued; }),
        refused("the one Glue token is in use", glued, act::PanicGlue{"Gazebo"}, "panic.card-glue"),
        refused("no Glue in the Forest", drivenBack, act::PanicGlue{"Gazebo"}, "panic.card-glue"),
        legal("the Sleep Potion", playCards, act::PanicSleep{}, "panic.card-sleep-potion",
              [](const GameState& s) { return s.panic->board.sleep && seat(s, 0).treasure == 0; }),
        refused("a second Sleep Potion", asleep, act::PanicSleep{}, "panic.card-sleep-potion"),
        refused("a Sleep Potion outside Play Cards", moving, act::PanicSleep{}, "panic.play-cards-only"),
        legal("fortify a Wall", firstTurn, act::PanicFortify{2}, "panic.card-fortify-wall",
              [](const GameState& s) {
                  return s.panic->board.fortifiedAt(2) && s.panic->board.fortifyTokensInPlay() == 1;
              }),
        refused("a third Fortify token", twoFortified, act::PanicFortify{3}, "panic.card-fortify-wall"),
        refused("fortify a fortified Wall", twoFortified, act::PanicFortify{1}, "panic.card-fortify-wall"),
        refused("fortify a fallen Wall", wallThreeDown, act::PanicFortify{3}, "panic.card-fortify-wall"),

        // --- the Move Monsters phase ---
        legal("the Monsters step inward", moving, act::PanicMoveMonsters{}, "panic.move-inward",
              [](const GameState& s) { return inKnightRing(s) && s.panic->monstersMoved; }),
        legal(
            "a glued Monster stays", [] { return play(glued(), {to(P::MoveMonsters)}); },
            act::PanicMoveMonsters{}, "panic.glue",
            [](const GameState& s) {
                return at(s, "Net Troll", R::Archer, 1) && at(s, "Large Angry Chicken", R::Knight, 3);
            }),
        legal(
            "nothing moves under the Sleep Potion", [] { return play(asleep(), {to(P::MoveMonsters)}); },
            act::PanicMoveMonsters{}, "panic.sleep",
            [](const GameState& s) { return inArcherRing(s) && s.panic->monstersMoved; }),
        legal("a Tower falls", towerAhead, act::PanicMoveMonsters{}, "panic.tower-damage",
              [](const GameState& s) {
                  return !s.panic->board.tower(2) && at(s, "Net Troll", R::Castle, 2, 3)
                         && !s.panic->gameLost;
              }),
        legal("the last Tower falls: the players lose", lastTower, act::PanicMoveMonsters{},
              "panic.end-standard",
              [](const GameState& s) { return s.panic->gameLost && s.winners.empty(); }),
        legal("More Munchkin: the last Tower ends and scores", moreMunchkinLastTower,
              act::PanicMoveMonsters{}, "panic.end-more-munchkin",
              [](const GameState& s) {
                  return s.winners == std::vector<std::string>{"Bea"} && !s.panic->gameLost;
              }),
        refused(
            "the Monsters move twice", [] { return play(moving(), {act::PanicMoveMonsters{}}); },
            act::PanicMoveMonsters{}, "game.phase"),
        refused("move the Monsters while playing cards", playCards, act::PanicMoveMonsters{}, "game.phase"),
        refused("a choice for a Wall no one hits", moving, act::PanicMoveMonsters{{{"wall:2", "Net Troll"}}},
                "panic.structure-choice"),
        refused("nothing after the last Tower", lost, to(P::PlaceMonsters), "game.over"),

        // --- counts and corrections ---
        legal("count a hand", playCards, act::PanicSetHand{"Bea", 2, 4}, "game.limit",
              [](const GameState& s) { return seat(s, 1).castleCards == 2 && seat(s, 1).treasure == 4; }),
        legal("count only the Treasure", playCards, act::PanicSetHand{"Ann", std::nullopt, 3}, "game.limit",
              [](const GameState& s) { return seat(s, 0).castleCards == 5 && seat(s, 0).treasure == 3; }),
        refused("the hand of nobody", playCards, act::PanicSetHand{"Zed", 1, 1}, "game.unknown-player"),
        refused("a negative hand", playCards, act::PanicSetHand{"Ann", -1, std::nullopt}, "game.limit"),
        legal("Convenient Addition Error", trophyHolder, act::PanicAdditionError{"Ann", "King Tut"},
              "panic.addition-error",
              [](const GameState& s) {
                  return seat(s, 0).trophies.front().additionErrors == 1 && seat(s, 0).treasure == 0;
              }),
        refused("an Addition Error under no Trophy", playCards, act::PanicAdditionError{"Ann", "King Tut"},
                "panic.addition-error"),
        refused(
            "an Addition Error without a Treasure card",
            [] {
                return play(trophyHolder(), {act::PanicSetHand{"Ann", std::nullopt, 0}});
            },
            act::PanicAdditionError{"Ann", "King Tut"}, "panic.addition-error"),
        legal("set the board", playCards,
              act::PanicSetBoard{
                  boardOf({monster("Net Troll", 2, R::Knight, 2), monster("Pit Bull", 4, R::Forest, 2)})},
              "game.panic-board",
              [](const GameState& s) {
                  return at(s, "Net Troll", R::Knight, 2, 2) && at(s, "Pit Bull", R::Forest, 4, 2)
                         && s.panic->board.monsters.size() == 2 && gone(s, "Gazebo")
                         && contains(s.panic->tokensOut, "Pit Bull");
              }),
        refused("an id that is not the token's name", playCards, act::PanicSetBoard{[] {
                    pn::Board board = boardOf({monster("Net Troll", 2, R::Knight, 2)});
                    board.monsters.front().id = "m1";
                    return board;
                }()},
                "game.panic-board"),
        refused("a board no table could show", playCards,
                act::PanicSetBoard{boardOf({monster("Net Troll", 1, R::Archer, 9)})}, "panic.board-health"),
        refused("a slain Monster back on the board", slewChicken,
                act::PanicSetBoard{boardOf({monster("Large Angry Chicken", 3, R::Archer, 2)})},
                "game.panic-token"),
        legal("record Trophies", playCards, act::PanicSetTrophies{"Bea", {"King Tut", "Bigfoot"}},
              "game.panic-board",
              [](const GameState& s) {
                  const PanicSeat& bea = seat(s, 1);
                  return isTrophy(bea, "King Tut", 3) && isTrophy(bea, "Bigfoot", 3) && bea.kills == 2
                         && contains(s.panic->tokensOut, "Bigfoot")
                         && contains(s.panic->slainOrDiscarded, "King Tut");
              }),
        refused("a Trophy still on the board", playCards, act::PanicSetTrophies{"Bea", {"Net Troll"}},
                "game.panic-token"),
        refused("a Trophy another player holds", trophyHolder, act::PanicSetTrophies{"Bea", {"King Tut"}},
                "game.panic-token"),
        refused("a Trophy of no token", playCards, act::PanicSetTrophies{"Bea", {"Balrog"}},
                "game.panic-token"),

        // --- the phases and the end of the turn ---
        legal(
            "move on to Give Charity over the limit",
            [] {
                return play(firstTurn(), {act::PanicSetHand{"Ann", std::nullopt, 5}});
            },
            to(P::GiveCharity), "game.phase",
            [](const GameState& s) { return s.panic->phase == P::GiveCharity; }),
        legal("move on to Play Cards", firstTurn, to(P::PlayCards), "game.phase",
              [](const GameState& s) { return s.panic->phase == P::PlayCards; }),
        legal("Add Treasure takes what was earned", slewChicken, to(P::AddTreasure), "game.phase",
              [](const GameState& s) { return seat(s, 0).treasure == 2 && seat(s, 0).treasureWaiting == 0; }),
        legal("leaving Play Cards ends Lose Help", loseHelpNextTurn, to(P::AddTreasure), "game.phase",
              [](const GameState& s) { return !seat(s, 0).loseHelp; }),
        refused("a phase back", playCards, to(P::GiveCharity), "game.phase"),
        refused("the same phase", playCards, to(P::PlayCards), "game.phase"),
        refused("past Move Monsters before they move", playCards, to(P::PlaceMonsters), "game.phase"),
        refused(
            "past Charity over the limit", [] { return charityDue(5); }, to(P::PlayCards),
            "panic.charity-limit"),
        legal("end the turn", threePlaced, act::EndTurn{}, "game.phase",
              [](const GameState& s) {
                  return s.current == 1 && s.turn == 2 && s.panic->phase == P::DiscardAndDraw
                         && s.panic->placedThisTurn == 0 && !s.panic->monstersMoved;
              }),
        legal("Glue and Sleep end with the turn", stuckAndAsleepPlaced, act::EndTurn{}, "game.phase",
              [](const GameState& s) {
                  return !s.panic->board.sleep && !s.panic->board.find("Net Troll")->glued && s.current == 1;
              }),
        refused("end the turn before placing", placing, act::EndTurn{}, "panic.monsters-placed"),
        refused("end the turn while playing cards", playCards, act::EndTurn{}, "game.phase"),
        // With only Curse tokens left the draw goes on (000_4423e94206228086.txt, "6. Place
        // Monsters": "If you draw a Curse ... resolve it and draw another Monster to place").
        refused(
            "rulebook 6. Place Monsters: end the turn with 8 Curse tokens in the bag",
            [] { return onlyCursesInBag(0); }, act::EndTurn{}, "panic.keep-drawing"),
        refused(
            "rulebook Curse Tokens, keep drawing: end the turn with 1 Curse token in the bag",
            [] { return onlyCursesInBag(7); }, act::EndTurn{}, "panic.keep-drawing"),
        legal(
            "rulebook Ending the Game, all 39 tokens played: the empty bag ends the turn short",
            [] { return onlyCursesInBag(8); }, act::EndTurn{}, "game.phase",
            [](const GameState& s) { return s.current == 1 && s.panic->phase == P::DiscardAndDraw; }),

        // --- the families and the end of the game ---
        refused("a Munchkin action in a Panic game", playCards, act::ChangeLevel{"Ann", 1, {}, false},
                "game.wrong-family"),
        refused(
            "a Panic action in a Munchkin game", [] { return freshGame(); }, act::PanicSleep{},
            "game.wrong-family"),
        legal("the last Monster slain names the Master Munchkin", lastMonster,
              hit("Potted Plant", "Red Archer"), "panic.end-standard",
              [](const GameState& s) {
                  return s.winners == std::vector<std::string>{"Ann"}
                         && isTrophy(seat(s, 1), "Potted Plant", 1) && s.panic->board.monsters.empty();
              }),
        legal(
            "Solitaire: the last Monster slain wins", [] { return lastMonsterIn(pn::Mode::Solitaire); },
            hit("Potted Plant", "Red Archer"), "panic.end-standard",
            [](const GameState& s) {
                return s.winners == std::vector<std::string>{"Ann"} && !s.panic->gameLost;
            }),
        refused("nothing after the win", won, act::EndTurn{}, "game.over"),
    };
}

}  // namespace

class TestPanicApply : public QObject {
    Q_OBJECT

private slots:
    void apply_data();
    void apply();
    void everyPanicKindIsCovered();
    void endTurnNamesTheBag_data();
    void endTurnNamesTheBag();
    void setupRefusals_data();
    void setupRefusals();
};

void TestPanicApply::apply_data()
{
    QTest::addColumn<int>("row");
    const std::vector<Case> all = cases();
    for (std::size_t i = 0; i < all.size(); ++i)
        QTest::addRow("%s", all[i].name) << static_cast<int>(i);
}

void TestPanicApply::apply()
{
    QFETCH(int, row);
    const Case c = cases()[static_cast<std::size_t>(row)];
    GameState state = c.state();
    QVERIFY(stateIsOk(state));
    const GameState before = state;
    const Verdict verdict = gm::apply(state, c.action);

    ARBITER_COMPARE_LEGAL(verdict, c.legal);
    // legal agrees with the reasons: refused exactly when one refuses (every Panic kind, both ways).
    QVERIFY(verdict.legal == (verdict.firstRefusal() == nullptr));
    if (*c.cites)
        ARBITER_VERIFY_CITES(verdict, c.cites);
    for (const Reason& reason : verdict.reasons) {
        QVERIFY2(findRule(reason.rule), reason.rule.data());
        QVERIFY2(!reason.text.empty() && reason.text.back() == '.', reason.text.c_str());
    }
    QVERIFY(stateIsOk(state));
    if (!c.legal)
        QVERIFY2(state == before, "a refused action must leave the state unchanged");
    else
        QVERIFY2(c.check(state), "the legal action did not change the state as documented");
}

void TestPanicApply::everyPanicKindIsCovered()
{
    std::set<std::size_t> legal;
    std::set<std::size_t> refused;
    for (const Case& c : cases())
        (c.legal ? legal : refused).insert(c.action.index());
    const std::size_t endTurn = Action(act::EndTurn{}).index();
    for (std::size_t kind = 0; kind < actionKinds().size(); ++kind) {
        if (actionKinds()[kind].family != Family::Panic)
            continue;
        const std::string name(actionKinds()[kind].id);
        QVERIFY2(legal.contains(kind), ("no legal case of " + name).c_str());
        QVERIFY2(refused.contains(kind), ("no refused case of " + name).c_str());
    }
    QVERIFY2(legal.contains(endTurn) && refused.contains(endTurn),
             "end-turn needs a legal and a refused case");
}

// From 000_4423e94206228086.txt, "6. Place Monsters"): the refusal says how many tokens are left.
void TestPanicApply::endTurnNamesTheBag_data()
{
    QTest::addColumn<int>("drawn");
    QTest::addColumn<QString>("says");
    QTest::newRow("rulebook 6. Place Monsters: 8 Curse tokens left") << 0 << u"still holds 8 tokens"_s;
    QTest::newRow("rulebook Curse Tokens: 1 Curse token left") << 7 << u"still holds 1 token,"_s;
}

void TestPanicApply::endTurnNamesTheBag()
{
    QFETCH(int, drawn);
    QFETCH(QString, says);
    GameState state = onlyCursesInBag(drawn);
    const Verdict verdict = gm::apply(state, act::EndTurn{});
    QVERIFY(!verdict.legal);
    const Reason* why = verdict.firstRefusal();
    QVERIFY(why);
    QCOMPARE(std::string(why->rule), std::string("panic.keep-drawing"));
    QVERIFY2(QString::fromStdString(why->text).contains(says), why->text.c_str());
}

// A refused Panic set-up names the rule actually broken, and the first player at fault
// (000_4423e94206228086.txt, "More Munchkin Mini-Expansion", "Character Cards": each player picks a
// Character; the 7 Character cards of the box).
void TestPanicApply::setupRefusals_data()
{
    using C = pn::Character;
    QTest::addColumn<int>("mode");
    QTest::addColumn<bool>("characters");  // less-panic:characters
    QTest::addColumn<std::vector<SetupPlayer>>("players");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<int>("seat");  // -1: legal
    const auto standard = static_cast<int>(pn::Mode::Standard);
    const auto more = static_cast<int>(pn::Mode::MoreMunchkin);
    QTest::newRow("rulebook More Munchkin Mini-Expansion: a Character in Standard")
        << standard << false << std::vector{player("Ann"), player("Bea", C::Warrior)}
        << u"panic.characters-in-play"_s << 1;
    QTest::newRow("rulebook Less Panic, play with the Character cards: a Character allowed")
        << standard << true << std::vector{player("Ann"), player("Bea", C::Warrior)} << QString() << -1;
    QTest::newRow("rulebook Character Cards, pick a Character: two Wizards")
        << more << false << std::vector{player("Ann", C::Wizard), player("Bea", C::Wizard)}
        << u"panic.character-each"_s << 1;
    QTest::newRow("rulebook Character Cards: the third player repeats the first")
        << more << false
        << std::vector{player("Ann", C::Elf), player("Bea"), player("Cy", C::Elf), player("Dee", C::Elf)}
        << u"panic.character-each"_s << 2;
    QTest::newRow("rulebook Character Cards: two different Characters")
        << more << false << std::vector{player("Ann", C::Elf), player("Bea", C::Dwarf)} << QString() << -1;
}

void TestPanicApply::setupRefusals()
{
    QFETCH(int, mode);
    QFETCH(bool, characters);
    QFETCH(std::vector<SetupPlayer>, players);
    QFETCH(QString, rule);
    QFETCH(int, seat);
    GameSetup setup;
    setup.name = "Panic";
    setup.family = gm::Family::Panic;
    setup.panicOptions.mode = static_cast<pn::Mode>(mode);
    setup.panicOptions.variants.characters = characters;
    setup.players = players;
    const Verdict verdict = checkSetup(setup);
    ARBITER_COMPARE_LEGAL(verdict, seat < 0);
    std::vector<pn::SeatCharacter> seats;
    for (const SetupPlayer& each : players)
        seats.push_back({each.name, each.character});
    const pn::CharacterCheck check = pn::checkCharacters(setup.panicOptions, seats);
    QCOMPARE(check.verdict.legal, seat < 0);
    if (seat < 0) {
        QVERIFY(!check.seat);
        return;
    }
    const Reason* why = verdict.firstRefusal();
    QVERIFY(why);
    QCOMPARE(QString::fromUtf8(why->rule.data(), static_cast<qsizetype>(why->rule.size())), rule);
    QVERIFY2(findRule(why->rule), why->rule.data());
    QVERIFY(check.seat);
    QCOMPARE(static_cast<int>(*check.seat), seat);
    QVERIFY2(why->text.find(players[static_cast<std::size_t>(seat)].name) != std::string::npos,
             why->text.c_str());
}

QTEST_APPLESS_MAIN(TestPanicApply)
#include "tst_panic_apply.moc"

// Munchkin Panic in the game log: the actions that change the board. Each asks the Panic referee
// (rules/panic) and, when it rules the action legal, writes its result into the tracked table.

#include "rules/game/apply_internal.h"
#include "rules/game/inspect_panic.h"
#include "rules/game/panic_apply.h"
#include "rules/panic/catalogue.h"
#include "rules/panic/hit.h"
#include "rules/panic/movement.h"
#include "rules/panic/turn.h"

#include <algorithm>

namespace arbiter::rules::game::detail {

namespace pn = panic;

namespace {

// A ring as a term of a message that names a space with its arc ("%1 of arc %2": "the Archer ring of
// arc 3", "the Forest of arc 1"), as pn::spaceName writes it.
Message ringTerm(pn::Ring ring)
{
    switch (ring) {
    case pn::Ring::Forest:
        return ARBITER_MESSAGE("panic-ring.the-forest", "the Forest");
    case pn::Ring::Archer:
        return ARBITER_MESSAGE("panic-ring.the-archer-ring", "the Archer ring");
    case pn::Ring::Knight:
        return ARBITER_MESSAGE("panic-ring.the-knight-ring", "the Knight ring");
    case pn::Ring::Swordsman:
        return ARBITER_MESSAGE("panic-ring.the-swordsman-ring", "the Swordsman ring");
    case pn::Ring::Castle:
        return ARBITER_MESSAGE("panic-ring.the-castle", "the Castle");
    }
    return ARBITER_MESSAGE("panic-ring.the-forest", "the Forest");
}

constexpr Message NotAMonsterToken =
    ARBITER_MESSAGE("game.panic-token.not-a-monster-token", "\"%1\" is not a Monster token of the box.");
constexpr Message MonsterPlaced =
    ARBITER_MESSAGE("panic.monsters-placed.placed-in", "%1 (%2 health) is placed in %3 of arc %4.");
constexpr Message MonsterMoves =
    ARBITER_MESSAGE("game.panic-board.monster-moves", "%1 moves from %2 of arc %3 to %4 of arc %5.");

const pn::BoardMonster* requireMonster(const PanicTable& table, std::string_view id, Verdict& verdict)
{
    const pn::BoardMonster* monster = table.board.find(id);
    if (!monster)
        verdict.refuse(
            "game.panic-unknown-monster",
            ARBITER_MESSAGE("game.panic-unknown-monster.not-on-board", "No Monster \"%1\" is on the board."),
            id);
    return monster;
}

// Glue and Sleep keep a Monster where it is against every card that moves or removes it.
bool refuseHeld(const PanicTable& table, const pn::BoardMonster& monster, Verdict& verdict)
{
    if (!monster.glued && !table.board.sleep)
        return false;
    if (monster.glued)
        verdict.refuse("panic.card-held-in-place",
                       ARBITER_MESSAGE("panic.card-held-in-place.glued",
                                       "%1 is stuck with the Flask of Glue until the end of the turn."),
                       monster.name);
    else
        verdict.refuse("panic.card-held-in-place",
                       ARBITER_MESSAGE("panic.card-held-in-place.asleep",
                                       "%1 sleeps under the Sleep Potion until the end of the turn."),
                       monster.name);
    return true;
}

// A board that breaks its own rules after a change is refused as a whole.
bool boardStillStands(const pn::Board& board, Verdict& verdict)
{
    const Verdict check = pn::checkBoard(board);
    if (check.legal)
        return true;
    const Reason* why = check.firstRefusal();
    if (!why) {
        verdict.refuse("game.panic-board",
                       ARBITER_MESSAGE("game.panic-board.not-valid", "The board would not be valid."));
        return false;
    }
    // The board check's own sentence, cited as the game log's rule.
    Reason reason = *why;
    reason.rule = "game.panic-board";
    reason.refuses = true;
    verdict.legal = false;
    verdict.reasons.push_back(std::move(reason));
    return false;
}

// Cards played leave the hand; the counts are the table's own and never go below zero (a miscount is
// fixed with panic-set-hand, not by refusing a legal play).
void spend(int& count, std::size_t cards)
{
    count = std::max(0, count - static_cast<int>(cards));
}

void spendHitCards(GameState& state, const actions::PanicHit& action)
{
    PanicSeat& own = currentSeat(state);
    PanicSeat* helper = action.helper ? seatNamed(state, *action.helper) : nullptr;
    for (const pn::HitCardPlay& play : action.hit.attack) {
        spend((play.byHelper && helper ? *helper : own).castleCards, 1);
        spend((play.weaponsByHelper && helper ? *helper : own).treasure, play.weapons.size());
    }
    spend(own.treasure, action.hit.potions.size());
    spend(own.castleCards, action.hit.specials.size());
    if (action.enhancedBy)
        spend(seatNamed(state, *action.enhancedBy)->treasure, action.hit.enhancers.size());
}

void removeMonster(PanicTable& table, std::string_view id)
{
    std::erase_if(table.board.monsters, [&](const pn::BoardMonster& monster) { return monster.id == id; });
    table.slainOrDiscarded.emplace_back(id);
}

// The events of a Move Monsters phase or a Curse written into the table.
bool takeMove(GameState& state, const pn::MoveResult& result, Verdict& verdict)
{
    verdict.append(result.verdict);
    if (!verdict.legal)
        return false;
    if (!result.pending.empty()) {
        std::string structures;
        for (const pn::PendingChoice& pending : result.pending)
            structures += (structures.empty() ? "" : ", ") + pending.structure;
        verdict.refuse(
            "game.panic-pending-choice",
            ARBITER_MESSAGE("game.panic-pending-choice.which-monster",
                            "Several Monsters hit %1: the action must say which one takes the damage."),
            structures);
        return false;
    }
    PanicTable& table = tableOf(state);
    for (const pn::Event& event : result.events) {
        if (event.type == pn::EventType::MonsterKilled || event.type == pn::EventType::MonsterSquished)
            table.slainOrDiscarded.push_back(event.monster);
        else if (event.type == pn::EventType::PlaceMoreMonsters)
            table.placeOneMore += event.count;
        else if (event.type == pn::EventType::LoseHelp)
            currentSeat(state).loseHelp = true;
    }
    table.board = result.board;
    return true;
}

}  // namespace

Verdict doApply(GameState& state, const actions::PanicPlaceMonster& action)
{
    Verdict verdict;
    PanicTable& table = tableOf(state);
    const pn::MonsterToken* token = pn::findMonsterToken(action.token);
    if (!token) {
        verdict.refuse("game.panic-token", NotAMonsterToken, action.token);
        return verdict;
    }
    if (std::find(table.tokensOut.begin(), table.tokensOut.end(), token->name) != table.tokensOut.end()) {
        verdict.refuse(
            "game.panic-token",
            ARBITER_MESSAGE("game.panic-token.monster-drawn", "%1 has already been drawn from the bag."),
            token->name);
        return verdict;
    }
    const int players = static_cast<int>(state.players.size());
    if (table.settingUp) {
        if (action.loadedDie) {
            verdict.refuse(
                "game.panic-setup",
                ARBITER_MESSAGE("game.panic-setup.no-loaded-die",
                                "Set-up places its Monsters by the die; the Loaded Die waits for play."));
            return verdict;
        }
        if (!checkDie(action.arc, messageArg(field::PlacingRoll), verdict))
            return verdict;
    } else {
        if (!requirePhase(table, pn::Phase::PlaceMonsters, panic_action::PlacingAMonster, verdict))
            return verdict;
        pn::Placement placement;
        placement.players = players;
        placement.placedThisTurn = table.placedThisTurn;
        placement.placeOneMoreDrawn = table.placeOneMore;
        placement.arc = action.arc;
        placement.loadedDie = action.loadedDie;
        verdict.append(pn::placeMonster(table.options, placement).verdict);
        if (!verdict.legal)
            return verdict;
    }
    pn::Board board = table.board;
    pn::BoardMonster monster;
    monster.id = std::string(token->name);
    monster.name = monster.id;
    monster.arc = action.arc;
    monster.ring = table.settingUp ? pn::Ring::Archer : pn::Ring::Forest;
    monster.points = token->points;
    monster.health = token->points;
    board.monsters.push_back(monster);
    if (!boardStillStands(board, verdict))
        return verdict;
    table.board = std::move(board);
    table.tokensOut.push_back(monster.id);
    verdict.note(table.settingUp ? "game.panic-setup" : "panic.monsters-placed", MonsterPlaced, monster.name,
                 token->points, ringTerm(monster.ring), monster.arc);
    if (table.settingUp) {
        if (monsterTokensOut(table) >= pn::handSizes(table.options, players).setupMonsters) {
            table.settingUp = false;
            table.phase = pn::Phase::DiscardAndDraw;
            verdict.note("game.panic-setup",
                         ARBITER_MESSAGE("game.panic-setup.done", "Set-up is done: %1 begins."),
                         state.players[state.current].name);
        }
    } else {
        ++table.placedThisTurn;
        if (action.loadedDie)
            spend(currentSeat(state).treasure, 1);
    }
    return verdict;
}

Verdict doApply(GameState& state, const actions::PanicDrawCurse& action)
{
    Verdict verdict;
    PanicTable& table = tableOf(state);
    if (!requirePhase(table, pn::Phase::PlaceMonsters, panic_action::DrawingACurseToken, verdict))
        return verdict;
    // Tokens come out of the bag until the turn's Monsters are in the Forest, and not one more.
    const int toPlace = monstersToPlace(state);
    if (table.placedThisTurn >= toPlace) {
        verdict.refuse(
            "panic.monsters-placed",
            ARBITER_MESSAGE("panic.monsters-placed.all-in-forest",
                            "All %1 Monsters of this turn are in the Forest: nothing more is drawn from "
                            "the bag this turn."),
            toPlace);
        return verdict;
    }
    const std::string name(pn::curseTokenName(action.draw.curse));
    const bool rolls = pn::describe(action.draw.curse).needsRoll;
    if (action.draw.roll && !rolls) {
        verdict.refuse("game.die-roll",
                       ARBITER_MESSAGE("game.die-roll.panic-token-rolls-none",
                                       "The %1 token rolls no die, so the action must not carry a roll."),
                       name);
        return verdict;
    }
    if (!pn::inGame(table.options, action.draw.curse)) {
        verdict.refuse("game.panic-token",
                       ARBITER_MESSAGE("game.panic-token.curse-not-in-mode",
                                       "The %1 token is not in the bag in this mode."),
                       name);
        return verdict;
    }
    if (std::find(table.tokensOut.begin(), table.tokensOut.end(), name) != table.tokensOut.end()) {
        verdict.refuse("game.panic-token",
                       ARBITER_MESSAGE("game.panic-token.curse-drawn",
                                       "The %1 token has already been drawn from the bag."),
                       name);
        return verdict;
    }
    if (!action.draw.cancelledBy.empty() && !checkTiming(table, pn::Play::InvisibilityPotion, verdict)
        && action.draw.cancelledBy == "Invisibility Potion")
        return verdict;
    if (!takeMove(state, pn::resolveCurse(table.options, table.board, action.draw, action.choices), verdict))
        return verdict;
    table.tokensOut.push_back(name);
    checkPanicEnding(state, verdict);
    return verdict;
}

Verdict doApply(GameState& state, const actions::PanicMoveMonsters& action)
{
    Verdict verdict;
    PanicTable& table = tableOf(state);
    if (!requirePhase(table, pn::Phase::MoveMonsters, panic_action::MovingTheMonsters, verdict))
        return verdict;
    if (table.monstersMoved) {
        verdict.refuse("game.phase", ARBITER_MESSAGE("game.phase.panic-monsters-moved",
                                                     "The Monsters have already moved this turn."));
        return verdict;
    }
    if (!takeMove(state, pn::moveMonsters(table.board, action.choices), verdict))
        return verdict;
    table.monstersMoved = true;
    checkPanicEnding(state, verdict);
    return verdict;
}

Verdict doApply(GameState& state, const actions::PanicHit& action)
{
    Verdict verdict;
    PanicTable& table = tableOf(state);
    if (!checkTiming(table, pn::Play::HitCard, verdict))
        return verdict;
    const pn::BoardMonster* target = requireMonster(table, action.hit.target, verdict);
    if (!target)
        return verdict;
    const std::string& current = state.players[state.current].name;
    const pn::Hit hit = panicHitAsPlayed(state, action);
    if (action.helper) {
        if (!requirePlayer(state, *action.helper, verdict))
            return verdict;
        if (*action.helper == current) {
            verdict.refuse(
                "game.same-player",
                ARBITER_MESSAGE("game.same-player.panic-own-helper", "%1 cannot be their own helper."),
                current);
            return verdict;
        }
        const pn::MonsterToken* token = pn::findMonsterToken(target->name);
        pn::Negotiation deal;
        deal.dealsThisTurn = table.dealsThisTurn;
        deal.loseHelp = currentSeat(state).loseHelp;
        deal.targetFightsAlone = token && token->fightAlone;
        deal.players = static_cast<int>(state.players.size());
        verdict.append(pn::negotiate(table.options, deal));
        if (!verdict.legal)
            return verdict;
    }
    for (const std::optional<std::string>& who : {action.trophyTo, action.treasureTo})
        if (who && *who != current && who != action.helper) {
            verdict.refuse(
                "game.unknown-player",
                ARBITER_MESSAGE("game.unknown-player.panic-not-in-attack",
                                "%1 took no part in this attack, so the deal cannot give them its spoils."),
                *who);
            return verdict;
        }
    if (action.enhancedBy && !requirePlayer(state, *action.enhancedBy, verdict))
        return verdict;
    // Enhancers help a Monster under attack by another player: those attacking it cannot enhance it.
    if (action.enhancedBy && (*action.enhancedBy == current || action.enhancedBy == action.helper)) {
        verdict.refuse(
            "panic.enhancer-timing",
            ARBITER_MESSAGE("panic.enhancer-timing.attacker",
                            "%1 is attacking this Monster, and a Monster Enhancer helps a Monster under "
                            "attack by another player."),
            *action.enhancedBy);
        return verdict;
    }
    const pn::HitResult result = pn::checkHit(table.options, table.board, hit);
    verdict.append(result.verdict);
    if (!verdict.legal)
        return verdict;
    const std::string name = target->name;
    const int points = target->points;
    pn::applyHit(table.board, hit, result);
    spendHitCards(state, action);
    if (action.helper)
        ++table.dealsThisTurn;
    if (action.enhancedBy)
        seatNamed(state, *action.enhancedBy)->treasure += result.enhancerTreasures;
    if (result.slain) {
        table.slainOrDiscarded.push_back(name);
        PanicSeat& taker = *seatNamed(state, action.trophyTo.value_or(current));
        taker.trophies.push_back({name, points, 0});
        ++taker.kills;
        seatNamed(state, action.treasureTo.value_or(current))->treasureWaiting += result.treasures;
        if (action.helper)
            seatNamed(state, *action.helper)->treasureWaiting += result.helperTreasures;
    }
    checkPanicEnding(state, verdict);
    return verdict;
}

Verdict doApply(GameState& state, const actions::PanicMoveMonster& action)
{
    Verdict verdict;
    PanicTable& table = tableOf(state);
    if (refuseInSetup(table, panic_action::MovingAMonster, verdict))
        return verdict;
    const pn::BoardMonster* found = requireMonster(table, action.monster, verdict);
    if (!found)
        return verdict;
    const pn::BoardMonster monster = *found;  // a copy: the board it points into is replaced below
    if (!checkRange(action.arc, 1, pn::arcCount, field::Arc, verdict))
        return verdict;
    if (refuseHeld(table, monster, verdict))
        return verdict;
    if (action.by == "Cotion of Ponfusion") {
        if (!checkTiming(table, pn::Play::Potion, verdict))
            return verdict;
        if (monster.ring == pn::Ring::Forest || action.ring != pn::Ring::Swordsman
            || action.arc != monster.arc) {
            verdict.refuse(
                "panic.card-cotion-of-ponfusion",
                ARBITER_MESSAGE("panic.card-cotion-of-ponfusion.wrong-move",
                                "Cotion of Ponfusion takes a Monster outside the Forest to the Swordsman "
                                "ring of its own arc, not %1 from %2 of arc %3 to %4 of arc %5."),
                monster.name, ringTerm(monster.ring), monster.arc, ringTerm(action.ring), action.arc);
            return verdict;
        }
    } else if (action.by == "Drive Him Back!") {
        if (!checkTiming(table, pn::Play::HitCard, verdict))
            return verdict;
        if (action.ring != pn::Ring::Forest || action.arc != monster.arc) {
            verdict.refuse(
                "panic.card-drive-him-back",
                ARBITER_MESSAGE("panic.card-drive-him-back.wrong-move",
                                "Drive Him Back! sends a Monster to the Forest of its own arc, not to %1 "
                                "of arc %2."),
                ringTerm(action.ring), action.arc);
            return verdict;
        }
    } else if (action.by == "Wandering Monster") {
        if (!checkTiming(table, pn::Play::AnyTimeCard, verdict))
            return verdict;
        if (action.ring != monster.ring
            || table.board.colourOf(action.arc) == table.board.colourOf(monster.arc)) {
            verdict.refuse(
                "panic.card-wandering-monster",
                ARBITER_MESSAGE("panic.card-wandering-monster.wrong-move",
                                "Wandering Monster moves a Monster into an arc of another colour in the "
                                "same ring, not %1 from %2 of arc %3 to %4 of arc %5."),
                monster.name, ringTerm(monster.ring), monster.arc, ringTerm(action.ring), action.arc);
            return verdict;
        }
    } else if (action.by == "Wizard") {
        if (!checkTiming(table, pn::Play::WizardMove, verdict))
            return verdict;
        const Verdict wizard = pn::wizardMove(table.options, currentSeat(state).character,
                                              {action.roll.value_or(0), table.wizardMoved});
        verdict.append(wizard);
        if (!verdict.legal)
            return verdict;
        if (!pn::wizardRollSucceeds(action.roll.value_or(0))) {
            table.wizardMoved = true;  // a failed roll is spent and moves nothing
            return verdict;
        }
    } else {
        verdict.refuse(
            "game.panic-card",
            ARBITER_MESSAGE("game.panic-card.not-a-mover",
                            "\"%1\" does not move a Monster: the movers are Cotion of Ponfusion, Drive "
                            "Him Back!, Wandering Monster and the Wizard."),
            action.by);
        return verdict;
    }
    pn::Board board = table.board;
    pn::BoardMonster& moved = *board.find(action.monster);
    moved.arc = action.arc;
    moved.ring = action.ring;
    if (!boardStillStands(board, verdict))
        return verdict;
    table.board = std::move(board);
    if (action.by == "Wizard")
        table.wizardMoved = true;
    if (action.by == "Cotion of Ponfusion")
        spend(currentSeat(state).treasure, 1);
    else if (action.by == "Drive Him Back!")
        spend(currentSeat(state).castleCards, 1);
    verdict.note(action.by == "Wizard" ? "panic.card-wizard-move" : "game.panic-board", MonsterMoves,
                 monster.name, ringTerm(monster.ring), monster.arc, ringTerm(action.ring), action.arc);
    return verdict;
}

Verdict doApply(GameState& state, const actions::PanicRemoveMonster& action)
{
    Verdict verdict;
    PanicTable& table = tableOf(state);
    const pn::BoardMonster* found = requireMonster(table, action.monster, verdict);
    if (!found)
        return verdict;
    const pn::BoardMonster monster = *found;
    int treasures = 0;
    if (action.by == "Out to Lunch") {
        if (!checkTiming(table, pn::Play::HitCard, verdict) || refuseHeld(table, monster, verdict))
            return verdict;
        if (monster.ring == pn::Ring::Forest) {
            verdict.refuse("panic.card-out-to-lunch",
                           ARBITER_MESSAGE("panic.card-out-to-lunch.in-forest",
                                           "Out to Lunch cannot reach %1 in the Forest."),
                           monster.name);
            return verdict;
        }
        treasures = 2;
        spend(currentSeat(state).castleCards, 1);
        verdict.note("panic.card-out-to-lunch",
                     ARBITER_MESSAGE("panic.card-out-to-lunch.played",
                                     "%1 goes out to lunch: 2 Treasure cards in Add Treasure."),
                     monster.name);
    } else if (action.by == "Cleric") {
        if (!checkTiming(table, pn::Play::HitCard, verdict))
            return verdict;
        const pn::MonsterToken* token = pn::findMonsterToken(monster.name);
        if (currentSeat(state).character != pn::Character::Cleric || !token
            || token->nemesisOf != pn::Character::Cleric) {
            verdict.refuse(
                "panic.card-cleric-booga",
                ARBITER_MESSAGE("panic.card-cleric-booga.not-cleric",
                                "Only a Cleric, in their own Play Cards phase, can scare off the Wannabe "
                                "Vampire."));
            return verdict;
        }
        treasures = token->treasures;
        verdict.note("panic.card-cleric-booga",
                     ARBITER_MESSAGE("panic.card-cleric-booga.played",
                                     "Booga booga: %1 flees and leaves %2 Treasure behind."),
                     monster.name, treasures);
    } else {
        verdict.refuse("game.panic-card",
                       ARBITER_MESSAGE("game.panic-card.not-a-remover",
                                       "\"%1\" does not remove a Monster: Out to Lunch and the Cleric do."),
                       action.by);
        return verdict;
    }
    removeMonster(table, monster.id);
    currentSeat(state).treasureWaiting += treasures;
    checkPanicEnding(state, verdict);
    return verdict;
}

Verdict doApply(GameState& state, const actions::PanicGlue& action)
{
    Verdict verdict;
    PanicTable& table = tableOf(state);
    if (!checkTiming(table, pn::Play::AnyTimeCard, verdict))
        return verdict;
    const pn::BoardMonster* monster = requireMonster(table, action.monster, verdict);
    if (!monster)
        return verdict;
    if (monster->ring == pn::Ring::Forest) {
        verdict.refuse(
            "panic.card-glue",
            ARBITER_MESSAGE("panic.card-glue.in-forest", "The Flask of Glue cannot reach %1 in the Forest."),
            monster->name);
        return verdict;
    }
    const auto glued = std::find_if(table.board.monsters.begin(), table.board.monsters.end(),
                                    [](const pn::BoardMonster& m) { return m.glued; });
    if (glued != table.board.monsters.end()) {
        verdict.refuse(
            "panic.card-glue",
            ARBITER_MESSAGE("panic.card-glue.already-used", "The one Glue token is already on %1 this turn."),
            glued->name);
        return verdict;
    }
    table.board.find(action.monster)->glued = true;
    verdict.note(
        "panic.card-glue",
        ARBITER_MESSAGE("panic.card-glue.played", "%1 is stuck in %2 of arc %3 until the end of the turn."),
        monster->name, ringTerm(monster->ring), monster->arc);
    return verdict;
}

Verdict doApply(GameState& state, const actions::PanicSleep& /*action*/)
{
    Verdict verdict;
    PanicTable& table = tableOf(state);
    if (!checkTiming(table, pn::Play::Potion, verdict))
        return verdict;
    if (table.board.sleep) {
        verdict.refuse("panic.card-sleep-potion", ARBITER_MESSAGE("panic.card-sleep-potion.already-asleep",
                                                                  "The Monsters already sleep this turn."));
        return verdict;
    }
    table.board.sleep = true;
    spend(currentSeat(state).treasure, 1);
    verdict.note("panic.card-sleep-potion",
                 ARBITER_MESSAGE("panic.card-sleep-potion.played",
                                 "Every Monster stays where it is for the rest of the turn."));
    return verdict;
}

Verdict doApply(GameState& state, const actions::PanicFortify& action)
{
    Verdict verdict;
    PanicTable& table = tableOf(state);
    if (!checkTiming(table, pn::Play::AnyTimeCard, verdict)
        || !checkRange(action.arc, 1, pn::arcCount, field::Arc, verdict))
        return verdict;
    if (!table.board.wall(action.arc)) {
        verdict.refuse(
            "panic.card-fortify-wall",
            ARBITER_MESSAGE("panic.card-fortify-wall.not-standing", "the Wall of arc %1 is not standing."),
            action.arc);
        return verdict;
    }
    if (table.board.fortifiedAt(action.arc)) {
        verdict.refuse("panic.card-fortify-wall",
                       ARBITER_MESSAGE("panic.card-fortify-wall.already-fortified",
                                       "the Wall of arc %1 is already fortified."),
                       action.arc);
        return verdict;
    }
    if (table.board.fortifyTokensInPlay() >= pn::maxFortifyTokens) {
        verdict.refuse("panic.card-fortify-wall",
                       ARBITER_MESSAGE("panic.card-fortify-wall.no-token-left",
                                       "Both Fortify tokens are already on Walls."));
        return verdict;
    }
    table.board.fortified[static_cast<std::size_t>(action.arc - 1)] = true;
    verdict.note(
        "panic.card-fortify-wall",
        ARBITER_MESSAGE("panic.card-fortify-wall.played", "A Fortify token goes on the Wall of arc %1."),
        action.arc);
    return verdict;
}

// --- corrections ---

Verdict doApply(GameState& state, const actions::PanicSetBoard& action)
{
    Verdict verdict;
    PanicTable& table = tableOf(state);
    const Verdict check = pn::checkBoard(action.board);
    verdict.append(check);
    if (!verdict.legal)
        return verdict;
    for (const pn::BoardMonster& monster : action.board.monsters)
        if (monster.id != monster.name) {
            verdict.refuse(
                "game.panic-board",
                ARBITER_MESSAGE("game.panic-board.id-is-name",
                                "In a game log a Monster's id is its token's name: \"%1\" should be "
                                "\"%2\"."),
                monster.id, monster.name);
            return verdict;
        }
    for (const pn::BoardMonster& monster : action.board.monsters)
        if (std::find(table.slainOrDiscarded.begin(), table.slainOrDiscarded.end(), monster.name)
            != table.slainOrDiscarded.end()) {
            verdict.refuse("game.panic-token",
                           ARBITER_MESSAGE("game.panic-token.left-for-good",
                                           "%1 has left the board for good; it cannot come back."),
                           monster.name);
            return verdict;
        }
    for (const pn::BoardMonster& monster : action.board.monsters)
        if (std::find(table.tokensOut.begin(), table.tokensOut.end(), monster.name) == table.tokensOut.end())
            table.tokensOut.push_back(monster.name);
    // Monsters taken off the board by the correction are out of the game, as if discarded.
    for (const pn::BoardMonster& monster : table.board.monsters)
        if (!action.board.find(monster.id))
            table.slainOrDiscarded.push_back(monster.name);
    table.board = action.board;
    verdict.note("game.panic-board",
                 ARBITER_MESSAGE("game.panic-board.set",
                                 "The board is set as the players see it: %1 Monsters, %2 Towers."),
                 table.board.monsters.size(), table.board.towersLeft());
    checkPanicEnding(state, verdict);
    return verdict;
}

Verdict doApply(GameState& state, const actions::PanicSetTrophies& action)
{
    Verdict verdict;
    if (!requirePlayer(state, action.player, verdict))
        return verdict;
    PanicTable& table = tableOf(state);
    std::vector<Trophy> trophies;
    for (const std::string& name : action.trophies) {
        const pn::MonsterToken* token = pn::findMonsterToken(name);
        if (!token) {
            verdict.refuse("game.panic-token", NotAMonsterToken, name);
            return verdict;
        }
        if (table.board.find(token->name)) {
            verdict.refuse("game.panic-token",
                           ARBITER_MESSAGE("game.panic-token.still-on-board", "%1 is still on the board."),
                           token->name);
            return verdict;
        }
        for (std::size_t i = 0; i < table.seats.size(); ++i)
            for (const Trophy& held : table.seats[i].trophies)
                if (held.token == token->name && state.players[i].name != action.player) {
                    verdict.refuse(
                        "game.panic-token",
                        ARBITER_MESSAGE("game.panic-token.held-by-another", "%1 already holds %2."),
                        state.players[i].name, held.token);
                    return verdict;
                }
        trophies.push_back({std::string(token->name), token->points, 0});
    }
    PanicSeat& seat = *seatNamed(state, action.player);
    for (const Trophy& trophy : trophies) {
        if (std::find(table.tokensOut.begin(), table.tokensOut.end(), trophy.token) == table.tokensOut.end())
            table.tokensOut.push_back(trophy.token);
        if (std::find(table.slainOrDiscarded.begin(), table.slainOrDiscarded.end(), trophy.token)
            == table.slainOrDiscarded.end())
            table.slainOrDiscarded.push_back(trophy.token);
    }
    seat.kills = std::max(seat.kills, static_cast<int>(trophies.size()));
    seat.trophies = std::move(trophies);
    verdict.note("game.panic-board", ARBITER_MESSAGE("game.panic-board.trophies-set", "%1 has %2 Trophies."),
                 action.player, seat.trophies.size());
    return verdict;
}

}  // namespace arbiter::rules::game::detail

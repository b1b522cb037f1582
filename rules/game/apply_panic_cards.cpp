// Munchkin Panic in the game log: the Castle deck's Curse cards, played by one player on another, and
// the Specials that change Trophies or the board outside an attack (Invoke Obscure Rules, the
// Humongous Monster Enhancer, Illusion).

#include "rules/core/text.h"
#include "rules/game/apply_internal.h"
#include "rules/game/panic_apply.h"
#include "rules/panic/catalogue.h"

#include <algorithm>

namespace arbiter::rules::game::detail {

namespace pn = panic;
using text::num;

namespace {

int pointsOf(const Trophy& trophy)
{
    return trophy.points + trophy.additionErrors;
}

int trophyPoints(const PanicSeat& seat)
{
    int total = 0;
    for (const Trophy& trophy : seat.trophies)
        total += pointsOf(trophy);
    return total;
}

bool heldAsTrophy(const GameState& state, std::string_view token)
{
    for (const PanicSeat& seat : state.panic->seats)
        for (const Trophy& trophy : seat.trophies)
            if (trophy.token == token)
                return true;
    return false;
}

// The Trophy at the lowest (or highest) count; when several share it, `named` must say which, as the
// owner decides. Null after a refusal; the end of the list when the seat has no Trophy.
const Trophy* pickTrophy(const PanicSeat& seat, bool lowest, const std::optional<std::string>& named,
                         const std::string& owner, Verdict& verdict)
{
    if (seat.trophies.empty())
        return nullptr;
    const auto compare = [](const Trophy& a, const Trophy& b) { return pointsOf(a) < pointsOf(b); };
    const auto extreme = lowest ? std::min_element(seat.trophies.begin(), seat.trophies.end(), compare)
                                : std::max_element(seat.trophies.begin(), seat.trophies.end(), compare);
    std::vector<std::string> tied;
    for (const Trophy& trophy : seat.trophies)
        if (pointsOf(trophy) == pointsOf(*extreme))
            tied.push_back(trophy.token);
    if (!named && tied.size() == 1)
        return &*extreme;
    for (const Trophy& trophy : seat.trophies)
        if (named && trophy.token == *named && pointsOf(trophy) == pointsOf(*extreme))
            return &trophy;
    verdict.refuse("panic.card-lightning", owner + "'s " + (lowest ? "lowest" : "highest") + " Trophies are "
                                               + joinNames(tied) + " (" + num(pointsOf(*extreme))
                                               + " points): " + owner + " names the one that changes hands.");
    return nullptr;
}

Verdict lightning(const actions::PanicCurseCard& action, PanicSeat& curser, PanicSeat& target)
{
    Verdict verdict;
    const int mine = trophyPoints(curser);
    const int theirs = trophyPoints(target);
    if (theirs <= mine) {
        verdict.refuse("panic.card-lightning", *action.target + " has " + num(theirs)
                                                   + " Trophy points, not more than " + action.player + "'s "
                                                   + num(mine) + ".");
        return verdict;
    }
    if (target.trophies.empty())
        return verdict;  // unreachable: more points means a Trophy
    const Trophy* give = pickTrophy(curser, true, action.give, action.player, verdict);
    if (!verdict.legal)
        return verdict;
    const Trophy* take = pickTrophy(target, false, action.take, *action.target, verdict);
    if (!verdict.legal)
        return verdict;
    const Trophy taken = *take;
    std::optional<Trophy> given;
    if (give)
        given = *give;
    std::erase(target.trophies, taken);
    if (given) {
        std::erase(curser.trophies, *given);
        target.trophies.push_back(*given);
    }
    curser.trophies.push_back(taken);
    verdict.note("panic.card-lightning",
                 action.player + " takes " + taken.token + " (" + num(pointsOf(taken)) + ") from "
                     + *action.target
                     + (given ? " for " + given->token + " (" + num(pointsOf(*given)) + ")."
                              : ", giving nothing back: " + action.player + " has no Trophy."));
    return verdict;
}

}  // namespace

Verdict doApply(GameState& state, const actions::PanicCurseCard& action)
{
    Verdict verdict;
    PanicTable& table = tableOf(state);
    const pn::CastleCard* card = pn::findCastleCard(action.card);
    if (!card || card->kind != pn::CastleKind::Curse) {
        verdict.refuse("game.panic-card", quoted(action.card) + " is not a Curse card of the Castle deck.");
        return verdict;
    }
    if (!pn::inGame(table.options, *card)) {
        verdict.refuse("panic.less-munchkin",
                       "The Curse cards are out of the Castle deck in this game ("
                           + std::string(pn::modeName(table.options.mode))
                           + (table.options.variants.lessMunchkin ? ", Less Munchkin)." : ")."));
        return verdict;
    }
    if (!checkTiming(table, pn::Play::AnyTimeCard, verdict) || !requirePlayer(state, action.player, verdict))
        return verdict;
    const std::string name(card->name);
    const bool needsTarget = name != "Truly Obnoxious Curse";
    if (needsTarget != action.target.has_value()) {
        verdict.refuse("panic.card-curse", needsTarget
                                               ? "The " + name + " names the player it curses."
                                               : "The Truly Obnoxious Curse falls on every player at once.");
        return verdict;
    }
    if (action.target
        && (!requirePlayer(state, *action.target, verdict) || *action.target == action.player)) {
        if (verdict.legal)
            verdict.refuse("game.same-player", action.player + " cannot curse themselves.");
        return verdict;
    }
    PanicSeat& curser = *seatNamed(state, action.player);
    PanicSeat* target = action.target ? seatNamed(state, *action.target) : nullptr;
    if (!action.cancelledBy.empty()) {
        if (action.cancelledBy != "Sandals of Protection" && action.cancelledBy != "Wishing Ring") {
            verdict.refuse("game.panic-card",
                           "Only Sandals of Protection or the Wishing Ring cancel a Curse card, not "
                               + quoted(action.cancelledBy) + ".");
            return verdict;
        }
        curser.castleCards = std::max(curser.castleCards - 1, 0);
        if (target)
            target->treasure = std::max(target->treasure - 1, 0);
        verdict.note("panic.card-curse", action.cancelledBy + " cancels the " + name + ".");
        return verdict;
    }
    if (name == "Lightning Curse") {
        verdict.append(lightning(action, curser, *target));
        if (!verdict.legal)
            return verdict;
    } else if (name == "Duck of Doom Curse" || name == "Chicken on Your Head Curse") {
        if (target->treasure < 1) {
            verdict.refuse("panic.card-curse", *action.target + " holds no Treasure card to hand over.");
            return verdict;
        }
        --target->treasure;
        ++curser.treasure;
        verdict.note("panic.card-curse",
                     action.player + " takes one of " + *action.target + "'s Treasure cards (" + name + ").");
    } else {
        verdict.note("panic.card-curse", "Every player hands " + action.player
                                             + " the Hit cards of the colour or ring named; count the hands with "
                                               "panic-set-hand.");
    }
    curser.castleCards = std::max(curser.castleCards - 1, 0);
    return verdict;
}

Verdict doApply(GameState& state, const actions::PanicSpecialCard& action)
{
    Verdict verdict;
    PanicTable& table = tableOf(state);
    if (refuseInSetup(table, "Playing a card", verdict) || !requirePlayer(state, action.player, verdict))
        return verdict;
    PanicSeat& player = *seatNamed(state, action.player);
    if (action.card == "Invoke Obscure Rules") {
        const std::string wanted = action.monster.value_or("");
        const bool discarded = std::find(table.slainOrDiscarded.begin(), table.slainOrDiscarded.end(), wanted)
                               != table.slainOrDiscarded.end();
        const pn::MonsterToken* token = pn::findMonsterToken(wanted);
        if (!token || !discarded || heldAsTrophy(state, wanted)) {
            verdict.refuse(
                "panic.card-invoke-obscure-rules",
                quoted(wanted) + " is not a Monster in the discard pile (slain Monsters are Trophies).");
            return verdict;
        }
        player.trophies.push_back({wanted, token->points, 0});
        player.treasure = std::max(player.treasure - 1, 0);
        verdict.note("panic.card-invoke-obscure-rules",
                     action.player + " takes " + wanted + " (" + num(token->points)
                         + " points) from the discards as a Trophy, without Treasure.");
        return verdict;
    }
    if (action.card == "Humongous Monster Enhancer") {
        if (!pn::enhancersInPlay(table.options)) {
            verdict.refuse("panic.hit-not-in-game", "The Monster Enhancers are not in this game.");
            return verdict;
        }
        int restored = 0;
        for (pn::BoardMonster& monster : table.board.monsters)
            if (monster.health < monster.maxHealth()) {
                monster.health = monster.maxHealth();
                ++restored;
            }
        player.treasure = std::max(player.treasure - 1, 0) + restored;
        verdict.note("panic.card-humongous", num(restored) + " Monsters are back to full health; "
                                                 + action.player + " draws " + num(restored)
                                                 + " Treasure cards.");
        return verdict;
    }
    if (action.card == "Illusion") {
        if (!pn::expansionCardsInPlay(table.options)) {
            verdict.refuse("panic.hit-not-in-game", "Illusion is not in this game's Castle deck.");
            return verdict;
        }
        if (!checkTiming(table, pn::Play::HitCard, verdict))
            return verdict;
        const pn::BoardMonster* gone = table.board.find(action.monster.value_or(""));
        const pn::BoardMonster* stand = table.board.find(action.replacement.value_or(""));
        if (!gone || !stand || gone == stand || gone->ring == pn::Ring::Forest
            || gone->ring == pn::Ring::Castle) {
            verdict.refuse("panic.card-illusion",
                           "Illusion needs a Monster in the Swordsman, Knight or Archer ring to "
                           "discard and another Monster on the board to take its place.");
            return verdict;
        }
        const pn::BoardMonster before = *gone;
        const std::string replacement = stand->name;
        pn::BoardMonster& moved = *table.board.find(stand->id);
        moved.arc = before.arc;
        moved.ring = before.ring;
        // Erasing shifts the Monsters after it: no reference into the board is used past this line.
        std::erase_if(table.board.monsters, [&](const pn::BoardMonster& m) { return m.id == before.id; });
        table.slainOrDiscarded.push_back(before.name);
        player.castleCards = std::max(player.castleCards - 1, 0);
        verdict.note("panic.card-illusion",
                     before.name + " vanishes and " + replacement + " stands in its place.");
        checkPanicEnding(state, verdict);
        return verdict;
    }
    verdict.refuse("game.panic-card", quoted(action.card)
                                          + " is not one of the Specials recorded this way: Invoke Obscure Rules, the "
                                            "Humongous Monster Enhancer, Illusion.");
    return verdict;
}

}  // namespace arbiter::rules::game::detail

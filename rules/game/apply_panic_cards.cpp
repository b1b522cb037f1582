// Munchkin Panic in the game log: the Castle deck's Curse cards, played by one player on another, and
// the Specials that change Trophies or the board outside an attack (Invoke Obscure Rules, the
// Humongous Monster Enhancer, Illusion).

#include "rules/game/apply_internal.h"
#include "rules/game/panic_apply.h"
#include "rules/panic/catalogue.h"

#include <algorithm>

namespace arbiter::rules::game::detail {

namespace pn = panic;

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
    if (lowest)
        verdict.refuse(
            "panic.card-lightning",
            ARBITER_MESSAGE("panic.card-lightning.name-lowest",
                            "%1's lowest Trophies are %2 (%3 points): %1 names the one that changes "
                            "hands."),
            owner, tied, pointsOf(*extreme));
    else
        verdict.refuse(
            "panic.card-lightning",
            ARBITER_MESSAGE("panic.card-lightning.name-highest",
                            "%1's highest Trophies are %2 (%3 points): %1 names the one that changes "
                            "hands."),
            owner, tied, pointsOf(*extreme));
    return nullptr;
}

Verdict lightning(const actions::PanicCurseCard& action, PanicSeat& curser, PanicSeat& target)
{
    Verdict verdict;
    const int mine = trophyPoints(curser);
    const int theirs = trophyPoints(target);
    if (theirs <= mine) {
        verdict.refuse("panic.card-lightning",
                       ARBITER_MESSAGE("panic.card-lightning.not-more-points",
                                       "%1 has %2 Trophy points, not more than %3's %4."),
                       *action.target, theirs, action.player, mine);
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
    if (given)
        verdict.note("panic.card-lightning",
                     ARBITER_MESSAGE("panic.card-lightning.swapped", "%1 takes %2 (%3) from %4 for %5 (%6)."),
                     action.player, taken.token, pointsOf(taken), *action.target, given->token,
                     pointsOf(*given));
    else
        verdict.note("panic.card-lightning",
                     ARBITER_MESSAGE("panic.card-lightning.taken",
                                     "%1 takes %2 (%3) from %4, giving nothing back: %1 has no Trophy."),
                     action.player, taken.token, pointsOf(taken), *action.target);
    return verdict;
}

}  // namespace

Verdict doApply(GameState& state, const actions::PanicCurseCard& action)
{
    Verdict verdict;
    PanicTable& table = tableOf(state);
    const pn::CastleCard* card = pn::findCastleCard(action.card);
    if (!card || card->kind != pn::CastleKind::Curse) {
        verdict.refuse(
            "game.panic-card",
            ARBITER_MESSAGE("game.panic-card.not-a-curse", "\"%1\" is not a Curse card of the Castle deck."),
            action.card);
        return verdict;
    }
    if (!pn::inGame(table.options, *card)) {
        if (table.options.variants.lessMunchkin)
            verdict.refuse(
                "panic.less-munchkin",
                ARBITER_MESSAGE("panic.less-munchkin.curses-out-less-munchkin",
                                "The Curse cards are out of the Castle deck in this game (%1, Less "
                                "Munchkin)."),
                pn::modeName(table.options.mode));
        else
            verdict.refuse("panic.less-munchkin",
                           ARBITER_MESSAGE("panic.less-munchkin.curses-out",
                                           "The Curse cards are out of the Castle deck in this game (%1)."),
                           pn::modeName(table.options.mode));
        return verdict;
    }
    if (!checkTiming(table, pn::Play::AnyTimeCard, verdict) || !requirePlayer(state, action.player, verdict))
        return verdict;
    const std::string name(card->name);
    const bool needsTarget = name != "Truly Obnoxious Curse";
    if (needsTarget != action.target.has_value()) {
        if (needsTarget)
            verdict.refuse(
                "panic.card-curse",
                ARBITER_MESSAGE("panic.card-curse.needs-target", "The %1 names the player it curses."), name);
        else
            verdict.refuse("panic.card-curse",
                           ARBITER_MESSAGE("panic.card-curse.no-target",
                                           "The Truly Obnoxious Curse falls on every player at once."));
        return verdict;
    }
    if (action.target
        && (!requirePlayer(state, *action.target, verdict) || *action.target == action.player)) {
        if (verdict.legal)
            verdict.refuse(
                "game.same-player",
                ARBITER_MESSAGE("game.same-player.panic-curse-self", "%1 cannot curse themselves."),
                action.player);
        return verdict;
    }
    PanicSeat& curser = *seatNamed(state, action.player);
    PanicSeat* target = action.target ? seatNamed(state, *action.target) : nullptr;
    if (!action.cancelledBy.empty()) {
        if (action.cancelledBy != "Sandals of Protection" && action.cancelledBy != "Wishing Ring") {
            verdict.refuse(
                "game.panic-card",
                ARBITER_MESSAGE("game.panic-card.not-a-curse-cancel",
                                "Only Sandals of Protection or the Wishing Ring cancel a Curse card, not "
                                "\"%1\"."),
                action.cancelledBy);
            return verdict;
        }
        curser.castleCards = std::max(curser.castleCards - 1, 0);
        if (target)
            target->treasure = std::max(target->treasure - 1, 0);
        verdict.note("panic.card-curse", ARBITER_MESSAGE("panic.card-curse.cancelled", "%1 cancels the %2."),
                     action.cancelledBy, name);
        return verdict;
    }
    if (name == "Lightning Curse") {
        verdict.append(lightning(action, curser, *target));
        if (!verdict.legal)
            return verdict;
    } else if (name == "Duck of Doom Curse" || name == "Chicken on Your Head Curse") {
        if (target->treasure < 1) {
            verdict.refuse(
                "panic.card-curse",
                ARBITER_MESSAGE("panic.card-curse.no-treasure", "%1 holds no Treasure card to hand over."),
                *action.target);
            return verdict;
        }
        --target->treasure;
        ++curser.treasure;
        verdict.note(
            "panic.card-curse",
            ARBITER_MESSAGE("panic.card-curse.treasure-taken", "%1 takes one of %2's Treasure cards (%3)."),
            action.player, *action.target, name);
    } else {
        verdict.note(
            "panic.card-curse",
            ARBITER_MESSAGE("panic.card-curse.hit-cards-handed",
                            "Every player hands %1 the Hit cards of the colour or ring named; count the "
                            "hands with panic-set-hand."),
            action.player);
    }
    curser.castleCards = std::max(curser.castleCards - 1, 0);
    return verdict;
}

Verdict doApply(GameState& state, const actions::PanicSpecialCard& action)
{
    Verdict verdict;
    PanicTable& table = tableOf(state);
    if (refuseInSetup(table, panic_action::PlayingACard, verdict)
        || !requirePlayer(state, action.player, verdict))
        return verdict;
    PanicSeat& player = *seatNamed(state, action.player);
    if (action.card == "Invoke Obscure Rules") {
        const std::string wanted = action.monster.value_or("");
        const bool discarded = std::find(table.slainOrDiscarded.begin(), table.slainOrDiscarded.end(), wanted)
                               != table.slainOrDiscarded.end();
        const pn::MonsterToken* token = pn::findMonsterToken(wanted);
        if (!token || !discarded || heldAsTrophy(state, wanted)) {
            verdict.refuse("panic.card-invoke-obscure-rules",
                           ARBITER_MESSAGE("panic.card-invoke-obscure-rules.not-discarded",
                                           "\"%1\" is not a Monster in the discard pile (slain Monsters are "
                                           "Trophies)."),
                           wanted);
            return verdict;
        }
        player.trophies.push_back({wanted, token->points, 0});
        player.treasure = std::max(player.treasure - 1, 0);
        verdict.note(
            "panic.card-invoke-obscure-rules",
            ARBITER_MESSAGE("panic.card-invoke-obscure-rules.played",
                            "%1 takes %2 (%3 points) from the discards as a Trophy, without Treasure."),
            action.player, wanted, token->points);
        return verdict;
    }
    if (action.card == "Humongous Monster Enhancer") {
        if (!pn::enhancersInPlay(table.options)) {
            verdict.refuse("panic.hit-not-in-game",
                           ARBITER_MESSAGE("panic.hit-not-in-game.no-enhancers",
                                           "The Monster Enhancers are not in this game."));
            return verdict;
        }
        int restored = 0;
        for (pn::BoardMonster& monster : table.board.monsters)
            if (monster.health < monster.maxHealth()) {
                monster.health = monster.maxHealth();
                ++restored;
            }
        player.treasure = std::max(player.treasure - 1, 0) + restored;
        verdict.note("panic.card-humongous",
                     ARBITER_MESSAGE("panic.card-humongous.played",
                                     "%1 Monsters are back to full health; %2 draws %1 Treasure cards."),
                     restored, action.player);
        return verdict;
    }
    if (action.card == "Illusion") {
        if (!pn::expansionCardsInPlay(table.options)) {
            verdict.refuse("panic.hit-not-in-game",
                           ARBITER_MESSAGE("panic.hit-not-in-game.no-illusion",
                                           "Illusion is not in this game's Castle deck."));
            return verdict;
        }
        if (!checkTiming(table, pn::Play::HitCard, verdict))
            return verdict;
        const pn::BoardMonster* gone = table.board.find(action.monster.value_or(""));
        const pn::BoardMonster* stand = table.board.find(action.replacement.value_or(""));
        if (!gone || !stand || gone == stand || gone->ring == pn::Ring::Forest
            || gone->ring == pn::Ring::Castle) {
            verdict.refuse(
                "panic.card-illusion",
                ARBITER_MESSAGE("panic.card-illusion.needs-two-monsters",
                                "Illusion needs a Monster in the Swordsman, Knight or Archer ring to "
                                "discard and another Monster on the board to take its place."));
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
                     ARBITER_MESSAGE("panic.card-illusion.played", "%1 vanishes and %2 stands in its place."),
                     before.name, replacement);
        checkPanicEnding(state, verdict);
        return verdict;
    }
    verdict.refuse(
        "game.panic-card",
        ARBITER_MESSAGE("game.panic-card.not-a-special",
                        "\"%1\" is not one of the Specials recorded this way: Invoke Obscure Rules, the "
                        "Humongous Monster Enhancer, Illusion."),
        action.card);
    return verdict;
}

}  // namespace arbiter::rules::game::detail

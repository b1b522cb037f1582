#include "rules/munchkin/timing.h"

namespace arbiter::rules::munchkin {

namespace {

// The sentences of a timing table, one whole sentence per action and case.
struct NotInCombatSentences {
    Message duringCombat;   // refused: "... is not allowed during a combat."
    Message runningAway;    // refused: "... is not allowed while running away."
    Message outsideCombat;  // noted: "... is allowed at any time outside combat."
};

struct OwnTurnSentences {
    Message notOwnTurn;  // refused: "... is allowed only on your own turn."
    Message ownTurn;     // noted: "... is allowed on your own turn."
};

void anyTime(Verdict& verdict, Message sentence)
{
    verdict.note("timing.any-time", sentence);
}

void notInCombat(Verdict& verdict, const TimingContext& context, std::string_view rule,
                 const NotInCombatSentences& sentences)
{
    if (context.inCombat || context.runningAway)
        verdict.refuse(rule, context.inCombat ? sentences.duringCombat : sentences.runningAway);
    else
        verdict.note("timing.not-in-combat", sentences.outsideCombat);
}

void ownTurn(Verdict& verdict, const TimingContext& context, std::string_view rule,
             const OwnTurnSentences& sentences)
{
    if (!context.ownTurn)
        verdict.refuse(rule, sentences.notOwnTurn);
    else
        verdict.note("timing.own-turn", sentences.ownTurn);
}

}  // namespace

Verdict checkTiming(const EditionProfile& profile, TimedAction action, const TimingContext& context)
{
    Verdict verdict;
    switch (action) {
    case TimedAction::DiscardCharacterCard:
        anyTime(verdict,
                ARBITER_MESSAGE("timing.any-time.discard-character-card",
                                "Discarding a character card may be done at any time, even in combat."));
        break;
    case TimedAction::PlayGoUpALevel:
        anyTime(verdict, ARBITER_MESSAGE("timing.any-time.play-go-up-a-level",
                                         "Playing Go Up a Level may be done at any time, even in combat."));
        break;
    case TimedAction::PlayCurse:
        anyTime(verdict, ARBITER_MESSAGE("timing.any-time.play-curse",
                                         "Playing a Curse may be done at any time, even in combat."));
        break;
    case TimedAction::PlayHireling:
        if (profile.hasHirelings)
            anyTime(verdict, ARBITER_MESSAGE("timing.any-time.play-hireling",
                                             "Playing a Hireling may be done at any time, even in combat."));
        else
            verdict.refuse("character.edition-cards",
                           ARBITER_MESSAGE("character.edition-cards.no-hirelings", "%1 has no Hirelings."),
                           profile.name);
        break;
    case TimedAction::PlayRide:
        if (profile.hasRides)
            anyTime(verdict, ARBITER_MESSAGE("timing.any-time.play-ride",
                                             "Playing a Ride may be done at any time, even in combat."));
        else
            verdict.refuse("character.edition-cards",
                           ARBITER_MESSAGE("character.edition-cards.no-rides", "%1 has no Rides."),
                           profile.name);
        break;
    case TimedAction::ChangeEquipped:
        notInCombat(
            verdict, context, "equip.no-change-in-combat",
            {ARBITER_MESSAGE("equip.no-change-in-combat.timing-during-combat",
                             "Changing which Items are equipped is not allowed during a combat."),
             ARBITER_MESSAGE("equip.no-change-in-combat.timing-running-away",
                             "Changing which Items are equipped is not allowed while running away."),
             ARBITER_MESSAGE("timing.not-in-combat.change-equipped",
                             "Changing which Items are equipped is allowed at any time outside combat.")});
        break;
    case TimedAction::PlayJustReceived:
        notInCombat(verdict, context, "timing.not-in-combat",
                    {ARBITER_MESSAGE("timing.not-in-combat.just-received-during-combat",
                                     "Playing a card just received is not allowed during a combat."),
                     ARBITER_MESSAGE("timing.not-in-combat.just-received-running-away",
                                     "Playing a card just received is not allowed while running away."),
                     ARBITER_MESSAGE("timing.not-in-combat.just-received",
                                     "Playing a card just received is allowed at any time outside combat.")});
        if (verdict.legal)
            verdict.note("timing.just-received",
                         ARBITER_MESSAGE("timing.just-received.at-once",
                                         "A card just received may be played at once, even on another "
                                         "player's turn."));
        break;
    case TimedAction::PlayCharacterCard:
        ownTurn(verdict, context, "timing.own-turn",
                {ARBITER_MESSAGE("timing.own-turn.character-card-not-own-turn",
                                 "Playing a new character card is allowed only on your own turn."),
                 ARBITER_MESSAGE("timing.own-turn.character-card",
                                 "Playing a new character card is allowed on your own turn.")});
        break;
    case TimedAction::SellItems:
        ownTurn(verdict, context, "sell.own-turn",
                {ARBITER_MESSAGE("sell.own-turn.timing-not-own-turn",
                                 "Selling Items for levels is allowed only on your own turn."),
                 ARBITER_MESSAGE("timing.own-turn.sell-items",
                                 "Selling Items for levels is allowed on your own turn.")});
        if (context.inCombat || context.runningAway)
            verdict.refuse("sell.not-in-combat",
                           ARBITER_MESSAGE("sell.not-in-combat.timing",
                                           "Items cannot be sold during a combat or while running away."));
        break;
    case TimedAction::PlayItem:
        ownTurn(
            verdict, context, "timing.own-turn",
            {ARBITER_MESSAGE("timing.own-turn.play-item-not-own-turn",
                             "Playing an Item is allowed only on your own turn."),
             ARBITER_MESSAGE("timing.own-turn.play-item", "Playing an Item is allowed on your own turn.")});
        if (context.inCombat)
            verdict.refuse(
                "timing.not-in-combat",
                ARBITER_MESSAGE("timing.not-in-combat.play-item-in-combat",
                                "Items cannot be played during a combat; only some one-shots can."));
        break;
    case TimedAction::PlayOneShot:
        if (context.inCombat)
            verdict.note(
                "timing.any-time",
                ARBITER_MESSAGE("timing.any-time.one-shot-in-combat",
                                "One-shots may be played into any combat, from the hand or the table."));
        else
            ownTurn(verdict, context, "timing.own-turn",
                    {ARBITER_MESSAGE("timing.own-turn.one-shot-not-own-turn",
                                     "Playing a one-shot outside combat is allowed only on your own turn."),
                     ARBITER_MESSAGE("timing.own-turn.one-shot",
                                     "Playing a one-shot outside combat is allowed on your own turn.")});
        break;
    case TimedAction::TradeItem: {
        Trade trade;
        trade.traderInCombat = context.inCombat || context.runningAway;
        trade.partnerInCombat = context.partnerInCombat;
        verdict.append(checkTrade(profile, trade));
        break;
    }
    }
    return verdict;
}

Verdict checkTrade(const EditionProfile& profile, const Trade& trade)
{
    Verdict verdict;
    if (!trade.onlyItems)
        verdict.refuse("trade.items-only", ARBITER_MESSAGE("trade.items-only.no-other-cards",
                                                           "Only Items may be traded, no other cards."));
    if (!trade.itemsInPlay)
        verdict.refuse("trade.from-table",
                       ARBITER_MESSAGE("trade.from-table.not-from-hand",
                                       "Only Items on the table may be traded, never cards from a hand."));
    if (trade.includesRide && profile.hasRides)
        verdict.refuse("trade.no-rides",
                       ARBITER_MESSAGE("trade.no-rides.never-traded", "A Ride can never be traded away."));
    if (trade.traderInCombat || trade.partnerInCombat)
        verdict.refuse(
            "trade.not-in-combat",
            trade.traderInCombat
                ? ARBITER_MESSAGE("trade.not-in-combat.trader", "No trading while you are in combat.")
                : ARBITER_MESSAGE("trade.not-in-combat.partner",
                                  "No trading while your trading partner is in combat."));
    if (verdict.legal)
        verdict.note("trade.from-table",
                     ARBITER_MESSAGE("trade.from-table.stays-in-play",
                                     "Items from the table may be traded; what is received stays in play."));
    return verdict;
}

std::vector<Phase> turnPhases(const Options& options)
{
    std::vector<Phase> phases;
    if (options.fasterPlay)
        phases.push_back(Phase::ListenAtTheDoor);
    phases.insert(phases.end(), {Phase::KickOpenTheDoor, Phase::LookForTroubleOrLootTheRoom, Phase::Charity});
    return phases;
}

Deck lootTheRoomDeck(const Options& options)
{
    return options.fasterPlay ? Deck::Treasure : Deck::Door;
}

Verdict fasterPlayRules(const EditionProfile& profile, const Options& options)
{
    Verdict verdict;
    const bool printed = profile.fasterPlayInRulebook;
    if (options.fasterPlay)
        verdict.note("options.listen-at-the-door",
                     printed
                         ? ARBITER_MESSAGE("options.listen-at-the-door.printed",
                                           "Each turn starts by listening at the door: draw a face-down Door "
                                           "card; looting the room draws a Treasure.")
                         : ARBITER_MESSAGE("options.listen-at-the-door.house-rule",
                                           "Each turn starts by listening at the door: draw a face-down Door "
                                           "card; looting the room draws a Treasure (not printed in this "
                                           "rulebook: a house rule taken from the others)."));
    if (options.sharedVictory)
        verdict.note(
            "combat.shared-victory",
            printed ? ARBITER_MESSAGE("combat.shared-victory.printed",
                                      "A helper wins together with a fighter who reaches the winning level.")
                    : ARBITER_MESSAGE("combat.shared-victory.house-rule",
                                      "A helper wins together with a fighter who reaches the winning level "
                                      "(not printed in this rulebook: a house rule taken from the others)."));
    return verdict;
}

}  // namespace arbiter::rules::munchkin

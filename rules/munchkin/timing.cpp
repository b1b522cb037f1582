#include "rules/munchkin/timing.h"

#include "rules/core/text.h"

namespace arbiter::rules::munchkin {

namespace {

void anyTime(Verdict& verdict, std::string_view what)
{
    verdict.note("timing.any-time", text::str(what) + " may be done at any time, even in combat.");
}

void notInCombat(Verdict& verdict, const TimingContext& context, std::string_view rule, std::string_view what)
{
    if (context.inCombat || context.runningAway)
        verdict.refuse(rule, text::str(what) + " is not allowed "
                                 + (context.inCombat ? "during a combat." : "while running away."));
    else
        verdict.note("timing.not-in-combat", text::str(what) + " is allowed at any time outside combat.");
}

void ownTurn(Verdict& verdict, const TimingContext& context, std::string_view rule, std::string_view what)
{
    if (!context.ownTurn)
        verdict.refuse(rule, text::str(what) + " is allowed only on your own turn.");
    else
        verdict.note("timing.own-turn", text::str(what) + " is allowed on your own turn.");
}

}  // namespace

Verdict checkTiming(const EditionProfile& profile, TimedAction action, const TimingContext& context)
{
    Verdict verdict;
    switch (action) {
    case TimedAction::DiscardCharacterCard:
        anyTime(verdict, "Discarding a character card");
        break;
    case TimedAction::PlayGoUpALevel:
        anyTime(verdict, "Playing Go Up a Level");
        break;
    case TimedAction::PlayCurse:
        anyTime(verdict, "Playing a Curse");
        break;
    case TimedAction::PlayHireling:
        if (profile.hasHirelings)
            anyTime(verdict, "Playing a Hireling");
        else
            verdict.refuse("character.edition-cards", text::str(profile.name) + " has no Hirelings.");
        break;
    case TimedAction::PlayRide:
        if (profile.hasRides)
            anyTime(verdict, "Playing a Ride");
        else
            verdict.refuse("character.edition-cards", text::str(profile.name) + " has no Rides.");
        break;
    case TimedAction::ChangeEquipped:
        notInCombat(verdict, context, "equip.no-change-in-combat", "Changing which Items are equipped");
        break;
    case TimedAction::PlayJustReceived:
        notInCombat(verdict, context, "timing.not-in-combat", "Playing a card just received");
        if (verdict.legal)
            verdict.note("timing.just-received",
                         "A card just received may be played at once, even on another "
                         "player's turn.");
        break;
    case TimedAction::PlayCharacterCard:
        ownTurn(verdict, context, "timing.own-turn", "Playing a new character card");
        break;
    case TimedAction::SellItems:
        ownTurn(verdict, context, "sell.own-turn", "Selling Items for levels");
        if (context.inCombat || context.runningAway)
            verdict.refuse("sell.not-in-combat",
                           "Items cannot be sold during a combat or while running away.");
        break;
    case TimedAction::PlayItem:
        ownTurn(verdict, context, "timing.own-turn", "Playing an Item");
        if (context.inCombat)
            verdict.refuse("timing.not-in-combat",
                           "Items cannot be played during a combat; only some one-shots can.");
        break;
    case TimedAction::PlayOneShot:
        if (context.inCombat)
            verdict.note("timing.any-time",
                         "One-shots may be played into any combat, from the hand or the table.");
        else
            ownTurn(verdict, context, "timing.own-turn", "Playing a one-shot outside combat");
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
        verdict.refuse("trade.items-only", "Only Items may be traded, no other cards.");
    if (!trade.itemsInPlay)
        verdict.refuse("trade.from-table", "Only Items on the table may be traded, never cards from a hand.");
    if (trade.includesRide && profile.hasRides)
        verdict.refuse("trade.no-rides", "A Ride can never be traded away.");
    if (trade.traderInCombat || trade.partnerInCombat)
        verdict.refuse("trade.not-in-combat",
                       std::string("No trading while ")
                           + (trade.traderInCombat ? "you are" : "your trading partner is") + " in combat.");
    if (verdict.legal)
        verdict.note("trade.from-table",
                     "Items from the table may be traded; what is received stays in play.");
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
    const std::string houseRule = profile.fasterPlayInRulebook
                                      ? ""
                                      : " (not printed in this rulebook: a house rule taken from the others)";
    if (options.fasterPlay)
        verdict.note(
            "options.listen-at-the-door",
            "Each turn starts by listening at the door: draw a face-down Door card; looting the room "
            "draws a Treasure"
                + houseRule + ".");
    if (options.sharedVictory)
        verdict.note("combat.shared-victory",
                     "A helper wins together with a fighter who reaches the winning level" + houseRule + ".");
    return verdict;
}

}  // namespace arbiter::rules::munchkin

// apply(): Items, the single gear number, sales, Rides, Hirelings and Curses. Semantics in apply.cpp.

#include "rules/game/apply_internal.h"
#include "rules/munchkin/equip.h"
#include "rules/munchkin/selling.h"
#include "rules/munchkin/timing.h"

#include <algorithm>

namespace arbiter::rules::game::detail {

namespace {

constexpr Message noItemCalled =
    ARBITER_MESSAGE("game.not-in-play.no-item-called", "%1 has no Item called \"%2\".");
constexpr Message deadReceivesNoItems =
    ARBITER_MESSAGE("death.dead-receive-nothing.items", "%1 is dead and cannot receive Items.");
constexpr Message tooManyItems = ARBITER_MESSAGE(
    "game.limit.too-many-items", "%1 already has %2 Items: the most one player may have is %3.");

mk::TimingContext timingFor(const GameState& state, std::string_view name)
{
    mk::TimingContext context;
    context.ownTurn = seatOf(state, name) == state.current;
    context.runningAway = runningAway(state, name);
    context.inCombat = inCombat(state, name) && !context.runningAway;
    return context;
}

// `refusal` says what the dead player cannot receive, with %1 for the player.
bool refuseDeadReceiver(const Player& player, Message refusal, Verdict& verdict)
{
    if (!player.dead)
        return false;
    verdict.refuse("death.dead-receive-nothing", refusal, player.name);
    return true;
}

bool refuseGearMode(const Player& player, Verdict& verdict)
{
    if (!player.gear)
        return false;
    verdict.refuse("game.gear-mode",
                   ARBITER_MESSAGE("game.gear-mode.clear-first",
                                   "%1 keeps a single gear number (%2): clear it before entering Items."),
                   player.name, *player.gear);
    return true;
}

bool checkItem(const mk::Item& item, Verdict& verdict)
{
    return checkName(item.name, field::ItemName, verdict)
           && checkRange(item.bonus, -limits::bonus, limits::bonus, field::ItemBonus, verdict)
           && (!item.onlyFor || checkName(item.onlyFor->value, field::ItemRestriction, verdict))
           && (!item.forbiddenFor || checkName(item.forbiddenFor->value, field::ItemRestriction, verdict));
}

// `refusal` says what the owner (%1) already has too many of: %2 held, %3 the most.
bool roomFor(std::size_t held, std::string_view owner, Message refusal, Verdict& verdict)
{
    if (held < limits::itemsPerPlayer)
        return true;
    verdict.refuse("game.limit", refusal, owner, held, limits::itemsPerPlayer);
    return false;
}

// Appends the equip ruling of `items` for `player`; false when the combination is illegal.
bool equipAllows(const GameState& state, const Player& player, std::vector<mk::Item> items, Verdict& verdict)
{
    mk::EquipResult result = mk::judgeEquip(profileOf(state), equipRequest(player, std::move(items)));
    verdict.append(result.verdict);
    return result.verdict.legal;
}

template <typename Named>
auto findNamed(const std::vector<Named>& list, std::string_view name)
{
    return std::find_if(list.begin(), list.end(), [name](const Named& entry) {
        if constexpr (std::is_same_v<Named, std::string>)
            return entry == name;
        else
            return entry.name == name;
    });
}

}  // namespace

Verdict doApply(GameState& state, const actions::GainItem& action)
{
    Verdict verdict;
    const Player* player = requirePlayer(state, action.player, verdict);
    if (!player || refuseDeadReceiver(*player, deadReceivesNoItems, verdict)
        || refuseGearMode(*player, verdict) || !checkItem(action.item, verdict)
        || !roomFor(player->items.size(), player->name, tooManyItems, verdict))
        return verdict;
    const mk::TimingContext context = timingFor(state, action.player);
    verdict.append(mk::checkTiming(
        profileOf(state), context.ownTurn ? mk::TimedAction::PlayItem : mk::TimedAction::PlayJustReceived,
        context));
    if (!verdict.legal)
        return verdict;
    std::vector<mk::Item> items = player->items;
    items.push_back(action.item);
    if (!equipAllows(state, *player, items, verdict))
        return verdict;
    findPlayer(state, action.player)->items = std::move(items);
    return verdict;
}

Verdict doApply(GameState& state, const actions::EquipItem& action)
{
    Verdict verdict;
    const Player* player = requirePlayer(state, action.player, verdict);
    if (!player)
        return verdict;
    if (player->dead) {
        verdict.refuse("game.dead-player",
                       ARBITER_MESSAGE("game.dead-player.cannot-change-equipped",
                                       "%1 is dead and cannot change what is equipped."),
                       action.player);
        return verdict;
    }
    const mk::Item* item = findItem(*player, action.item);
    if (!item) {
        verdict.refuse("game.not-in-play", noItemCalled, action.player, action.item);
        return verdict;
    }
    verdict.append(
        mk::checkTiming(profileOf(state), mk::TimedAction::ChangeEquipped, timingFor(state, action.player)));
    if (!verdict.legal)
        return verdict;
    std::vector<mk::Item> items = player->items;
    const auto index = static_cast<std::size_t>(item - player->items.data());
    items[index].equipped = action.equipped;
    if (!equipAllows(state, *player, items, verdict))
        return verdict;
    findPlayer(state, action.player)->items = std::move(items);
    return verdict;
}

Verdict doApply(GameState& state, const actions::LoseItem& action)
{
    Verdict verdict;
    const Player* player = requirePlayer(state, action.player, verdict);
    if (!player)
        return verdict;
    if (!findItem(*player, action.item)) {
        verdict.refuse("game.not-in-play", noItemCalled, action.player, action.item);
        return verdict;
    }
    removeItem(*findPlayer(state, action.player), action.item);
    return verdict;
}

Verdict doApply(GameState& state, const actions::TradeItem& action)
{
    Verdict verdict;
    const Player* from = requirePlayer(state, action.from, verdict);
    const Player* to = requirePlayer(state, action.to, verdict);
    if (!from || !to)
        return verdict;
    if (from == to) {
        verdict.refuse("game.same-player",
                       ARBITER_MESSAGE("game.same-player.trade-with-self", "%1 cannot trade with himself."),
                       action.from);
        return verdict;
    }
    if (from->dead) {
        verdict.refuse("game.dead-player",
                       ARBITER_MESSAGE("game.dead-player.cannot-trade", "%1 is dead and cannot trade."),
                       action.from);
        return verdict;
    }
    if (refuseDeadReceiver(*to, deadReceivesNoItems, verdict) || refuseGearMode(*to, verdict)
        || !roomFor(to->items.size(), to->name, tooManyItems, verdict))
        return verdict;
    const mk::Item* item = findItem(*from, action.item);
    if (!item) {
        verdict.refuse("game.not-in-play", noItemCalled, action.from, action.item);
        return verdict;
    }
    mk::Trade trade;
    trade.traderInCombat = inCombat(state, action.from);
    trade.partnerInCombat = inCombat(state, action.to);
    verdict.append(mk::checkTrade(profileOf(state), trade));
    if (!verdict.legal)
        return verdict;
    mk::Item received = *item;
    received.equipped = false;  // it arrives carried: the new owner decides what to equip
    received.lifter = mk::Lifter::Auto;
    std::vector<mk::Item> items = to->items;
    items.push_back(received);
    if (!equipAllows(state, *to, items, verdict))
        return verdict;
    removeItem(*findPlayer(state, action.from), action.item);
    findPlayer(state, action.to)->items = std::move(items);
    return verdict;
}

Verdict doApply(GameState& state, const actions::SetGear& action)
{
    Verdict verdict;
    const Player* player = requirePlayer(state, action.player, verdict);
    if (!player)
        return verdict;
    if (action.gear) {
        if (!checkRange(*action.gear, -limits::gear, limits::gear, field::GearNumber, verdict))
            return verdict;
        if (!player->items.empty()) {
            verdict.refuse("game.gear-mode",
                           ARBITER_MESSAGE("game.gear-mode.items-in-play",
                                           "%1 still has %2 Items in play: lose, sell or trade them before "
                                           "keeping a single gear number."),
                           action.player, player->items.size());
            return verdict;
        }
    }
    verdict.append(
        mk::checkTiming(profileOf(state), mk::TimedAction::ChangeEquipped, timingFor(state, action.player)));
    if (!verdict.legal)
        return verdict;
    findPlayer(state, action.player)->gear = action.gear;
    return verdict;
}

Verdict doApply(GameState& state, const actions::SellItems& action)
{
    Verdict verdict;
    const Player* player = requirePlayer(state, action.player, verdict);
    if (!player)
        return verdict;
    if (action.items.size() + action.fromHand.size() > limits::itemsPerPlayer) {
        verdict.refuse("game.limit",
                       ARBITER_MESSAGE("game.limit.sale-too-big",
                                       "A sale of more than %1 cards is beyond the table's limits."),
                       limits::itemsPerPlayer);
        return verdict;
    }
    // The Items in play, each matched once and sold at its own Gold value; then the cards from the hand.
    std::vector<bool> itemUsed(player->items.size(), false);
    mk::Sale sale;
    for (const std::string& name : action.items) {
        std::size_t index = 0;
        while (index < player->items.size() && (itemUsed[index] || player->items[index].name != name))
            ++index;
        if (index == player->items.size()) {
            verdict.refuse(
                "game.not-in-play",
                ARBITER_MESSAGE("game.not-in-play.no-item-to-sell", "%1 has no Item called \"%2\" to sell."),
                action.player, name);
            return verdict;
        }
        itemUsed[index] = true;
        sale.items.push_back({name, player->items[index].gold, false, false});
    }
    for (const mk::SaleItem& card : action.fromHand) {
        if (!checkName(card.name, field::SoldCardName, verdict)
            || !checkRange(card.gold, 0, maxGold, field::CardGold, verdict))
            return verdict;
        mk::SaleItem sold = card;
        sold.fromHand = true;
        sale.items.push_back(sold);
    }
    const mk::TimingContext context = timingFor(state, action.player);
    sale.level = player->level;
    sale.ownTurn = context.ownTurn;
    sale.inCombat = context.inCombat;
    sale.runningAway = context.runningAway;
    sale.dead = player->dead;
    const mk::SaleResult result = mk::judgeSale(profileOf(state), state.options, sale);
    verdict.append(result.verdict);
    if (!verdict.legal)
        return verdict;
    Player& seller = *findPlayer(state, action.player);
    std::vector<mk::Item> kept;
    for (std::size_t i = 0; i < seller.items.size(); ++i)
        if (!itemUsed[i])
            kept.push_back(std::move(seller.items[i]));
    seller.items = std::move(kept);
    seller.level = result.levelAfter;
    return verdict;
}

Verdict doApply(GameState& state, const actions::GainRide& action)
{
    Verdict verdict;
    const Player* player = requirePlayer(state, action.player, verdict);
    if (!player
        || refuseDeadReceiver(
            *player,
            ARBITER_MESSAGE("death.dead-receive-nothing.ride", "%1 is dead and cannot receive a Ride."),
            verdict)
        || !checkName(action.ride.name, field::RideName, verdict)
        || !checkRange(action.ride.bonus, -limits::bonus, limits::bonus, field::RideBonus, verdict)
        || !roomFor(player->rides.size(), player->name,
                    ARBITER_MESSAGE("game.limit.too-many-rides",
                                    "%1 already has %2 Rides: the most one player may have is %3."),
                    verdict))
        return verdict;
    verdict.append(
        mk::checkTiming(profileOf(state), mk::TimedAction::PlayRide, timingFor(state, action.player)));
    if (!verdict.legal)
        return verdict;
    Player with = *player;
    with.rides.push_back(action.ride);
    if (!equipAllows(state, with, with.items, verdict))
        return verdict;
    findPlayer(state, action.player)->rides.push_back(action.ride);
    return verdict;
}

Verdict doApply(GameState& state, const actions::LoseRide& action)
{
    Verdict verdict;
    const Player* player = requirePlayer(state, action.player, verdict);
    if (!player)
        return verdict;
    const auto found = findNamed(player->rides, action.ride);
    if (found == player->rides.end()) {
        verdict.refuse("game.not-in-play",
                       ARBITER_MESSAGE("game.not-in-play.no-ride-called", "%1 has no Ride called \"%2\"."),
                       action.player, action.ride);
        return verdict;
    }
    const auto index = found - player->rides.begin();
    std::vector<mk::Ride>& rides = findPlayer(state, action.player)->rides;
    rides.erase(rides.begin() + index);
    return verdict;
}

Verdict doApply(GameState& state, const actions::GainHireling& action)
{
    Verdict verdict;
    const Player* player = requirePlayer(state, action.player, verdict);
    if (!player
        || refuseDeadReceiver(*player,
                              ARBITER_MESSAGE("death.dead-receive-nothing.hireling",
                                              "%1 is dead and cannot receive a Hireling."),
                              verdict)
        || !checkName(action.hireling, field::HirelingName, verdict)
        || !roomFor(player->hirelings.size(), player->name,
                    ARBITER_MESSAGE("game.limit.too-many-hirelings",
                                    "%1 already has %2 Hirelings: the most one player may have is %3."),
                    verdict))
        return verdict;
    verdict.append(
        mk::checkTiming(profileOf(state), mk::TimedAction::PlayHireling, timingFor(state, action.player)));
    if (!verdict.legal)
        return verdict;
    findPlayer(state, action.player)->hirelings.push_back(action.hireling);
    return verdict;
}

Verdict doApply(GameState& state, const actions::LoseHireling& action)
{
    Verdict verdict;
    const Player* player = requirePlayer(state, action.player, verdict);
    if (!player)
        return verdict;
    const auto found = findNamed(player->hirelings, action.hireling);
    if (found == player->hirelings.end()) {
        verdict.refuse(
            "game.not-in-play",
            ARBITER_MESSAGE("game.not-in-play.no-hireling-called", "%1 has no Hireling called \"%2\"."),
            action.player, action.hireling);
        return verdict;
    }
    const auto index = found - player->hirelings.begin();
    std::vector<std::string>& hirelings = findPlayer(state, action.player)->hirelings;
    hirelings.erase(hirelings.begin() + index);
    return verdict;
}

Verdict doApply(GameState& state, const actions::GainCurse& action)
{
    Verdict verdict;
    const Player* player = requirePlayer(state, action.player, verdict);
    if (!player
        || refuseDeadReceiver(
            *player,
            ARBITER_MESSAGE("death.dead-receive-nothing.curse", "%1 is dead and cannot receive a Curse."),
            verdict)
        || !checkName(action.curse.name, field::CurseName, verdict)
        || !checkRange(action.curse.combatBonus, -limits::bonus, limits::bonus, field::CurseCombatBonus,
                       verdict)
        || !roomFor(player->curses.size(), player->name,
                    ARBITER_MESSAGE("game.limit.too-many-curses",
                                    "%1 already has %2 Curses: the most one player may have is %3."),
                    verdict))
        return verdict;
    verdict.append(
        mk::checkTiming(profileOf(state), mk::TimedAction::PlayCurse, timingFor(state, action.player)));
    if (!verdict.legal)
        return verdict;
    findPlayer(state, action.player)->curses.push_back(action.curse);
    return verdict;
}

Verdict doApply(GameState& state, const actions::LoseCurse& action)
{
    Verdict verdict;
    const Player* player = requirePlayer(state, action.player, verdict);
    if (!player)
        return verdict;
    const auto found = findNamed(player->curses, action.curse);
    if (found == player->curses.end()) {
        verdict.refuse("game.not-in-play",
                       ARBITER_MESSAGE("game.not-in-play.no-curse-called", "%1 has no Curse called \"%2\"."),
                       action.player, action.curse);
        return verdict;
    }
    const auto index = found - player->curses.begin();
    std::vector<Curse>& curses = findPlayer(state, action.player)->curses;
    curses.erase(curses.begin() + index);
    return verdict;
}

}  // namespace arbiter::rules::game::detail

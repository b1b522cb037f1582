// apply(): Items, the single gear number, sales, Rides, Hirelings and Curses. Semantics in apply.cpp.

#include "rules/core/text.h"
#include "rules/game/apply_internal.h"
#include "rules/munchkin/equip.h"
#include "rules/munchkin/selling.h"
#include "rules/munchkin/timing.h"

#include <algorithm>

namespace arbiter::rules::game::detail {

using text::num;

namespace {

mk::TimingContext timingFor(const GameState& state, std::string_view name)
{
    mk::TimingContext context;
    context.ownTurn = seatOf(state, name) == state.current;
    context.runningAway = runningAway(state, name);
    context.inCombat = inCombat(state, name) && !context.runningAway;
    return context;
}

bool refuseDeadReceiver(const Player& player, std::string_view what, Verdict& verdict)
{
    if (!player.dead)
        return false;
    verdict.refuse("death.dead-receive-nothing",
                   player.name + " is dead and cannot receive " + std::string(what) + ".");
    return true;
}

bool refuseGearMode(const Player& player, Verdict& verdict)
{
    if (!player.gear)
        return false;
    verdict.refuse("game.gear-mode", player.name + " keeps a single gear number (" + num(*player.gear)
                                         + "): clear it before entering Items.");
    return true;
}

bool checkItem(const mk::Item& item, Verdict& verdict)
{
    return checkName(item.name, "An Item's name", verdict)
           && checkRange(item.bonus, -limits::bonus, limits::bonus, "An Item's bonus", verdict)
           && (!item.onlyFor || checkName(item.onlyFor->value, "An Item's restriction", verdict))
           && (!item.forbiddenFor || checkName(item.forbiddenFor->value, "An Item's restriction", verdict));
}

bool roomFor(std::size_t held, std::string_view owner, std::string_view what, Verdict& verdict)
{
    if (held < limits::itemsPerPlayer)
        return true;
    verdict.refuse("game.limit", std::string(owner) + " already has " + std::to_string(held) + " "
                                     + std::string(what) + ": the most one player may have is "
                                     + std::to_string(limits::itemsPerPlayer) + ".");
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
    if (!player || refuseDeadReceiver(*player, "Items", verdict) || refuseGearMode(*player, verdict)
        || !checkItem(action.item, verdict) || !roomFor(player->items.size(), player->name, "Items", verdict))
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
        verdict.refuse("game.dead-player", action.player + " is dead and cannot change what is equipped.");
        return verdict;
    }
    const mk::Item* item = findItem(*player, action.item);
    if (!item) {
        verdict.refuse("game.not-in-play",
                       action.player + " has no Item called " + quoted(action.item) + ".");
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
        verdict.refuse("game.not-in-play",
                       action.player + " has no Item called " + quoted(action.item) + ".");
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
        verdict.refuse("game.same-player", action.from + " cannot trade with himself.");
        return verdict;
    }
    if (from->dead) {
        verdict.refuse("game.dead-player", action.from + " is dead and cannot trade.");
        return verdict;
    }
    if (refuseDeadReceiver(*to, "Items", verdict) || refuseGearMode(*to, verdict)
        || !roomFor(to->items.size(), to->name, "Items", verdict))
        return verdict;
    const mk::Item* item = findItem(*from, action.item);
    if (!item) {
        verdict.refuse("game.not-in-play", action.from + " has no Item called " + quoted(action.item) + ".");
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
        if (!checkRange(*action.gear, -limits::gear, limits::gear, "A gear number", verdict))
            return verdict;
        if (!player->items.empty()) {
            verdict.refuse(
                "game.gear-mode",
                action.player + " still has " + std::to_string(player->items.size())
                    + " Items in play: lose, sell or trade them before keeping a single gear number.");
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
        verdict.refuse("game.limit", "A sale of more than " + std::to_string(limits::itemsPerPlayer)
                                         + " cards is beyond the table's limits.");
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
            verdict.refuse("game.not-in-play",
                           action.player + " has no Item called " + quoted(name) + " to sell.");
            return verdict;
        }
        itemUsed[index] = true;
        sale.items.push_back({name, player->items[index].gold, false, false});
    }
    for (const mk::SaleItem& card : action.fromHand) {
        if (!checkName(card.name, "A sold card's name", verdict)
            || !checkRange(card.gold, 0, maxGold, "A card's Gold", verdict))
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
    if (!player || refuseDeadReceiver(*player, "a Ride", verdict)
        || !checkName(action.ride.name, "A Ride's name", verdict)
        || !checkRange(action.ride.bonus, -limits::bonus, limits::bonus, "A Ride's bonus", verdict)
        || !roomFor(player->rides.size(), player->name, "Rides", verdict))
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
                       action.player + " has no Ride called " + quoted(action.ride) + ".");
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
    if (!player || refuseDeadReceiver(*player, "a Hireling", verdict)
        || !checkName(action.hireling, "A Hireling's name", verdict)
        || !roomFor(player->hirelings.size(), player->name, "Hirelings", verdict))
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
        verdict.refuse("game.not-in-play",
                       action.player + " has no Hireling called " + quoted(action.hireling) + ".");
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
    if (!player || refuseDeadReceiver(*player, "a Curse", verdict)
        || !checkName(action.curse.name, "A Curse's name", verdict)
        || !checkRange(action.curse.combatBonus, -limits::bonus, limits::bonus, "A Curse's combat bonus",
                       verdict)
        || !roomFor(player->curses.size(), player->name, "Curses", verdict))
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
                       action.player + " has no Curse called " + quoted(action.curse) + ".");
        return verdict;
    }
    const auto index = found - player->curses.begin();
    std::vector<Curse>& curses = findPlayer(state, action.player)->curses;
    curses.erase(curses.begin() + index);
    return verdict;
}

}  // namespace arbiter::rules::game::detail

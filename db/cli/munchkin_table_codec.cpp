// The checks of the table between fights: charity, sell, equip, levelup and loot.

#include "db/cli/munchkin_check_codec.h"
#include "rules/munchkin/charity.h"
#include "rules/munchkin/death.h"
#include "rules/munchkin/equip.h"
#include "rules/munchkin/levels.h"
#include "rules/munchkin/selling.h"

using namespace Qt::StringLiterals;

namespace arbiter::db {

namespace mk = rules::munchkin;

namespace {

mk::Charity readCharity(const CheckContext& context, JsonReader& request)
{
    mk::Charity charity;
    const QString giver = request.string(u"giver"_s, Need::Required);
    charity.giver = toStd(giver);
    charity.hand = request.requiredInteger(u"hand"_s, 0, 100);
    if (request.has(u"handLimit"_s))
        charity.handLimit = request.integer(u"handLimit"_s, 1, 20, 5);
    charity.players = readPlayers<mk::CharityPlayer>(
        context, request,
        [](JsonReader& object, mk::CharityPlayer& player) { player.dead = object.boolean(u"dead"_s); });
    requirePlayer(request, u"giver"_s, giver, charity.players);
    const QStringList biggerShare = request.strings(u"biggerShare"_s, limits::players);
    for (qsizetype i = 0; i < biggerShare.size(); ++i)
        requirePlayer(request, u"biggerShare[%1]"_s.arg(i), biggerShare[i], charity.players);
    charity.biggerShare = toStd(biggerShare);
    return charity;
}

mk::Sale readSale(const CheckContext& context, JsonReader& request)
{
    mk::Sale sale;
    sale.level = request.requiredInteger(u"level"_s, 1, context.winningLevel);
    for (const JsonReader& object : request.objects(u"items"_s, Need::Optional, 0, limits::items))
        sale.items.push_back(readSaleItem(object));
    sale.ownTurn = request.boolean(u"ownTurn"_s, true);
    sale.inCombat = request.boolean(u"inCombat"_s);
    sale.runningAway = request.boolean(u"runningAway"_s);
    sale.dead = request.boolean(u"dead"_s);
    return sale;
}

mk::EquipRequest readEquip(const CheckContext& context, JsonReader& request)
{
    mk::EquipRequest equip;
    int ridesListed = 0;
    if (std::optional<JsonReader> character = request.object(u"character"_s, Need::Optional)) {
        const mk::Combatant combatant = readCombatant(*character, context, Need::Optional);
        equip.character = combatant.character;
        ridesListed = static_cast<int>(combatant.rides.size());
    }
    equip.rides = request.integer(u"rides"_s, 0, limits::rides, ridesListed);
    for (const JsonReader& item : request.objects(u"items"_s, Need::Optional, 0, limits::items))
        equip.items.push_back(readItem(item));
    equip.hirelings = request.integer(u"hirelings"_s, 0, 10, 0);
    equip.cheat = request.boolean(u"cheat"_s);
    equip.inCombat = request.boolean(u"inCombat"_s);
    return equip;
}

mk::LootRequest readLoot(const CheckContext& context, JsonReader& request)
{
    mk::LootRequest loot;
    const QString deceased = request.string(u"deceased"_s, Need::Required);
    loot.deceased = toStd(deceased);
    loot.players = readPlayers<mk::Looter>(context, request, [](JsonReader& object, mk::Looter& looter) {
        looter.dead = object.boolean(u"dead"_s);
        looter.tieRoll = object.integer(u"tieRoll"_s, 0, 6, 0);
    });
    requirePlayer(request, u"deceased"_s, deceased, loot.players);
    loot.cardsOnBody = request.integer(u"cards"_s, 0, 200, 0);
    return loot;
}

}  // namespace

void answerCharity(const CheckContext& context, JsonReader& request, QJsonObject& answer)
{
    const mk::Charity charity = readCharity(context, request);
    if (request.failed())
        return;
    const mk::CharityResult result = mk::judgeCharity(context.profile, charity);
    writeVerdict(answer, result.verdict);
    answer[u"limit"_s] = result.limit;
    answer[u"excess"_s] = result.excess;
    answer[u"discard"_s] = result.discard;
    QJsonArray gifts;
    for (const mk::Gift& gift : result.gifts)
        gifts.append(QJsonObject{{u"to"_s, toQString(gift.to)}, {u"count"_s, gift.count}});
    answer[u"gifts"_s] = gifts;
    answer[u"leftovers"_s] = result.leftovers;
    answer[u"choice"_s] = toJson(result.choice);
}

void answerSell(const CheckContext& context, JsonReader& request, QJsonObject& answer)
{
    const mk::Sale sale = readSale(context, request);
    if (request.failed())
        return;
    const mk::SaleResult result = mk::judgeSale(context.profile, context.options, sale);
    writeVerdict(answer, result.verdict);
    answer[u"goldTotal"_s] = result.goldTotal;
    answer[u"levelsGained"_s] = result.levelsGained;
    answer[u"goldUsed"_s] = result.goldUsed;
    answer[u"goldWasted"_s] = result.goldWasted;
    answer[u"levelAfter"_s] = result.levelAfter;
    answer[u"maxLevels"_s] = result.maxLevels;
}

void answerEquip(const CheckContext& context, JsonReader& request, QJsonObject& answer)
{
    const mk::EquipRequest equip = readEquip(context, request);
    if (request.failed())
        return;
    const mk::EquipResult result = mk::judgeEquip(context.profile, equip);
    writeVerdict(answer, result.verdict);
    answer[u"effectiveGear"_s] = result.effectiveGear;
    QJsonArray items;
    for (const mk::ItemRuling& item : result.items)
        items.append(QJsonObject{{u"name"_s, toQString(item.name)},
                                 {u"counts"_s, item.counts},
                                 {u"lifter"_s, nameOf(lifterNames, item.lifter)},
                                 {u"reasons"_s, reasonsToJson(item.verdict)}});
    answer[u"items"_s] = items;
}

void answerLevelUp(const CheckContext& context, JsonReader& request, QJsonObject& answer)
{
    mk::LevelChange change;
    change.level = request.requiredInteger(u"level"_s, 1, context.winningLevel);
    change.source =
        request.choice(u"source"_s, levelSourceNames, Need::Required).value_or(mk::LevelSource::Card);
    // Default 1, not 0: a level change of nothing is never what a caller means.
    change.amount = request.integer(u"amount"_s, -20, 20, 1);
    change.cardAllowsWin = request.boolean(u"cardAllowsWin"_s);
    change.dead = request.boolean(u"dead"_s);
    if (request.failed())
        return;
    const mk::LevelChangeResult result = mk::checkLevelChange(context.profile, context.options, change);
    writeVerdict(answer, result.verdict);
    answer[u"levelAfter"_s] = result.levelAfter;
    answer[u"wins"_s] = result.wins;
}

void answerLoot(const CheckContext& context, JsonReader& request, QJsonObject& answer)
{
    const mk::LootRequest loot = readLoot(context, request);
    if (request.failed())
        return;
    const mk::LootResult result = mk::judgeLooting(context.profile, loot);
    writeVerdict(answer, result.verdict);
    QJsonArray order;
    for (const mk::LootPick& pick : result.order)
        order.append(QJsonObject{{u"player"_s, toQString(pick.player)}, {u"getsCard"_s, pick.getsCard}});
    answer[u"order"_s] = order;
    QJsonArray ties;
    for (const std::vector<std::string>& group : result.tiesToRoll)
        ties.append(toJson(group));
    answer[u"tiesToRoll"_s] = ties;
    answer[u"discarded"_s] = result.discarded;
    answer[u"kept"_s] = toJson(mk::keptOnDeath(context.profile));
}

}  // namespace arbiter::db

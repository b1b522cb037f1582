#include "app/actions/munchkin_actions.h"

#include "app/actions/monster_tags.h"

#include "db/codec/game_json.h"
#include "db/codec/munchkin_json.h"

#include <QCoreApplication>
#include <QMetaType>

#include <optional>
#include <utility>

using namespace Qt::StringLiterals;

namespace arbiter::app {

namespace {

namespace game = rules::game;
namespace act = rules::game::actions;
namespace mk = rules::munchkin;
using db::Named;

QString signedNumber(int value)
{
    return value < 0 ? QString::number(value) : u"+"_s + QString::number(value);
}

template <typename E, std::size_t N>
QString idList(const std::array<Named<E>, N>& table)
{
    QStringList ids;
    for (const Named<E>& entry : table)
        ids.append(
            u"\"%1\""_s.arg(QString::fromUtf8(entry.name.data(), static_cast<qsizetype>(entry.name.size()))));
    return ids.join(u", "_s);
}

// Reads the arguments of one builder; the first problem is the one the request reports.
class Builder {
public:
    // A name the table typed: trimmed, and not empty.
    std::string name(const QString& field, const QString& value)
    {
        const QString trimmed = value.trimmed();
        if (trimmed.isEmpty())
            fail(field, u"is empty"_s);
        return trimmed.toStdString();
    }

    std::vector<std::string> names(const QString& field, const QStringList& values)
    {
        std::vector<std::string> result;
        for (qsizetype i = 0; i < values.size(); ++i)
            result.push_back(name(u"%1[%2]"_s.arg(field).arg(i), values[i]));
        return result;
    }

    template <typename E, std::size_t N>
    E choice(const QString& field, const QString& id, const std::array<Named<E>, N>& table)
    {
        for (const Named<E>& entry : table)
            if (id == QLatin1StringView(entry.name.data(), static_cast<qsizetype>(entry.name.size())))
                return entry.value;
        fail(field, u"\"%1\" is not one of %2"_s.arg(id, idList(table)));
        return table[0].value;
    }

    // A card value of a list argument: an element that is not one is refused, naming it.
    template <typename Card>
    std::optional<Card> card(const QString& field, const QVariant& value, const char* what)
    {
        if (value.metaType() == QMetaType::fromType<Card>())
            return value.value<Card>();
        fail(field, u"is not a %1"_s.arg(QLatin1StringView(what)));
        return std::nullopt;
    }

    void fail(const QString& field, const QString& message)
    {
        if (!m_problem)
            m_problem = FieldIssue{field, message};
    }

    // The request: refused with the first problem, a field its kind's description refuses (ActionRequest's
    // constructor), or when the game log could not store the action and read it back as it was built.
    ActionRequest finish(game::Action action) const
    {
        if (m_problem)
            return ActionRequest::refused(m_problem->field, m_problem->message);
        ActionRequest request(action);
        if (!request.valid())
            return request;
        db::JsonIssues issues;
        db::JsonReader reader(db::actionToJson(action), QString(), &issues);
        const std::optional<game::Action> stored = db::actionFromJson(reader);
        if (issues.failed())
            return ActionRequest::refused(issues.error()->field, issues.error()->message);
        if (!stored || !(*stored == action))
            return ActionRequest::refused(QString(), u"would not read back from the game log as built"_s);
        return request;
    }

private:
    struct FieldIssue {
        QString field;
        QString message;
    };
    std::optional<FieldIssue> m_problem;
};

std::optional<mk::Attribute> restriction(Builder& builder, const QString& field, const QString& kindId,
                                         const QString& value)
{
    if (value.trimmed().isEmpty())
        return std::nullopt;
    mk::Attribute attribute;
    attribute.kind = builder.choice(field + u"Kind"_s, kindId, db::attributeKindNames);
    if (attribute.kind == mk::Attribute::Kind::Sex)
        attribute.value =
            db::nameOf(db::sexNames, builder.choice(field, value.trimmed(), db::sexNames)).toStdString();
    else
        attribute.value = builder.name(field, value);
    return attribute;
}

mk::Monster monsterOf(Builder& builder, const MonsterCard& card)
{
    mk::Monster monster;
    // At a noisy table a monster is often entered by its Level alone: it gets a plain name then.
    const QString name =
        card.name.trimmed().isEmpty() ? MunchkinActions::unnamedMonster(card.level) : card.name;
    monster.name = builder.name(u"monster.name"_s, name);
    monster.level = card.level;
    monster.treasures = card.treasures;
    monster.levels = card.levels;
    monster.tags = builder.names(u"monster.tags"_s, rulesMonsterTags(card.tags));
    monster.levelOnly = card.levelOnly;
    monster.joinedBy = builder.choice(u"monster.joinedBy"_s, card.joinedBy, db::joinedByNames);
    if (const auto versus = restriction(builder, u"monster.versus"_s, card.versusKind, card.versusValue))
        monster.versus.push_back({*versus, card.versusBonus});
    return monster;
}

// A player named by one argument only: die, lose-..., and the like.
template <typename Action>
ActionRequest playerAction(const QString& player)
{
    Builder builder;
    Action action;
    action.player = builder.name(u"player"_s, player);
    return builder.finish(std::move(action));
}

}  // namespace

MunchkinActions::MunchkinActions(QObject* parent) : QObject(parent)
{}

ItemCard MunchkinActions::itemCard()
{
    return {};
}

MonsterCard MunchkinActions::monsterCard()
{
    return {};
}

QString MunchkinActions::unnamedMonster(int level)
{
    return QCoreApplication::translate("MunchkinActions", "Level %1 monster").arg(level);
}

QString MunchkinActions::unnamedOneShot(int bonus)
{
    return QCoreApplication::translate("MunchkinActions", "One-shot %1").arg(signedNumber(bonus));
}

QString MunchkinActions::unnamedEnhancer(int bonus)
{
    return QCoreApplication::translate("MunchkinActions", "Enhancer %1").arg(signedNumber(bonus));
}

SaleCard MunchkinActions::saleCard(const QString& name, int gold)
{
    SaleCard card;
    card.name = name;
    card.gold = gold;
    return card;
}

RunAwayRollCard MunchkinActions::runAwayRoll(const QString& monster, const QString& runner, int roll,
                                             int modifier)
{
    RunAwayRollCard card;
    card.monster = monster;
    card.runner = runner;
    card.roll = roll;
    card.modifier = modifier;
    return card;
}

ActionRequest MunchkinActions::setSex(const QString& player, const QString& sex)
{
    Builder builder;
    act::SetSex action;
    action.player = builder.name(u"player"_s, player);
    action.sex = builder.choice(u"sex"_s, sex, db::sexNames);
    return builder.finish(std::move(action));
}

ActionRequest MunchkinActions::changeLevel(const QString& player, int amount, const QString& source,
                                           bool cardAllowsWin)
{
    Builder builder;
    act::ChangeLevel action;
    action.player = builder.name(u"player"_s, player);
    action.amount = amount;
    action.source = builder.choice(u"source"_s, source, db::levelSourceNames);
    action.cardAllowsWin = cardAllowsWin;
    return builder.finish(std::move(action));
}

ActionRequest MunchkinActions::playCharacterCard(const QString& player, const QString& card)
{
    Builder builder;
    act::PlayCharacterCard action;
    action.player = builder.name(u"player"_s, player);
    action.card = builder.name(u"card"_s, card);
    return builder.finish(std::move(action));
}

ActionRequest MunchkinActions::discardCharacterCard(const QString& player, const QString& card,
                                                    const QString& cause)
{
    Builder builder;
    act::DiscardCharacterCard action;
    action.player = builder.name(u"player"_s, player);
    action.card = builder.name(u"card"_s, card);
    action.cause = builder.choice(u"cause"_s, cause, db::discardCauseNames);
    return builder.finish(std::move(action));
}

ActionRequest MunchkinActions::becomeCultist(const QString& player, const QString& discardClass)
{
    Builder builder;
    act::BecomeCultist action;
    action.player = builder.name(u"player"_s, player);
    action.discardClass = discardClass.trimmed().toStdString();
    return builder.finish(std::move(action));
}

ActionRequest MunchkinActions::gainItem(const QString& player, const ItemCard& item)
{
    Builder builder;
    act::GainItem action;
    action.player = builder.name(u"player"_s, player);
    action.item.name = builder.name(u"item.name"_s, item.name);
    action.item.slot = builder.choice(u"item.slot"_s, item.slot, db::slotNames);
    action.item.big = item.big;
    action.item.bonus = item.bonus;
    action.item.gold = item.gold;
    action.item.equipped = item.equipped;
    action.item.lifter = builder.choice(u"item.lifter"_s, item.lifter, db::lifterNames);
    action.item.onlyFor = restriction(builder, u"item.onlyFor"_s, item.onlyForKind, item.onlyFor);
    action.item.forbiddenFor =
        restriction(builder, u"item.forbiddenFor"_s, item.forbiddenForKind, item.forbiddenFor);
    return builder.finish(std::move(action));
}

ActionRequest MunchkinActions::equipItem(const QString& player, const QString& item, bool equipped)
{
    Builder builder;
    act::EquipItem action;
    action.player = builder.name(u"player"_s, player);
    action.item = builder.name(u"item"_s, item);
    action.equipped = equipped;
    return builder.finish(std::move(action));
}

ActionRequest MunchkinActions::loseItem(const QString& player, const QString& item)
{
    Builder builder;
    act::LoseItem action;
    action.player = builder.name(u"player"_s, player);
    action.item = builder.name(u"item"_s, item);
    return builder.finish(std::move(action));
}

ActionRequest MunchkinActions::tradeItem(const QString& from, const QString& to, const QString& item)
{
    Builder builder;
    act::TradeItem action;
    action.from = builder.name(u"from"_s, from);
    action.to = builder.name(u"to"_s, to);
    action.item = builder.name(u"item"_s, item);
    return builder.finish(std::move(action));
}

ActionRequest MunchkinActions::setGear(const QString& player, int gear)
{
    Builder builder;
    act::SetGear action;
    action.player = builder.name(u"player"_s, player);
    action.gear = gear;
    return builder.finish(std::move(action));
}

ActionRequest MunchkinActions::itemiseGear(const QString& player)
{
    return playerAction<act::SetGear>(player);
}

ActionRequest MunchkinActions::sellItems(const QString& player, const QStringList& items,
                                         const QVariantList& fromHand)
{
    Builder builder;
    act::SellItems action;
    action.player = builder.name(u"player"_s, player);
    action.items = builder.names(u"items"_s, items);
    for (qsizetype i = 0; i < fromHand.size(); ++i) {
        const QString field = u"fromHand[%1]"_s.arg(i);
        if (const std::optional<SaleCard> card = builder.card<SaleCard>(field, fromHand[i], "saleCard")) {
            mk::SaleItem sold;
            sold.name = builder.name(field + u".name"_s, card->name);
            sold.gold = card->gold;
            sold.oneShot = card->oneShot;
            sold.fromHand = true;
            action.fromHand.push_back(std::move(sold));
        }
    }
    return builder.finish(std::move(action));
}

ActionRequest MunchkinActions::gainRide(const QString& player, const QString& ride, int bonus)
{
    Builder builder;
    act::GainRide action;
    action.player = builder.name(u"player"_s, player);
    action.ride.name = builder.name(u"ride"_s, ride);
    action.ride.bonus = bonus;
    return builder.finish(std::move(action));
}

ActionRequest MunchkinActions::loseRide(const QString& player, const QString& ride)
{
    Builder builder;
    act::LoseRide action;
    action.player = builder.name(u"player"_s, player);
    action.ride = builder.name(u"ride"_s, ride);
    return builder.finish(std::move(action));
}

ActionRequest MunchkinActions::gainHireling(const QString& player, const QString& hireling)
{
    Builder builder;
    act::GainHireling action;
    action.player = builder.name(u"player"_s, player);
    action.hireling = builder.name(u"hireling"_s, hireling);
    return builder.finish(std::move(action));
}

ActionRequest MunchkinActions::loseHireling(const QString& player, const QString& hireling)
{
    Builder builder;
    act::LoseHireling action;
    action.player = builder.name(u"player"_s, player);
    action.hireling = builder.name(u"hireling"_s, hireling);
    return builder.finish(std::move(action));
}

ActionRequest MunchkinActions::gainCurse(const QString& player, const QString& curse, int combatBonus)
{
    Builder builder;
    act::GainCurse action;
    action.player = builder.name(u"player"_s, player);
    action.curse.name = builder.name(u"curse"_s, curse);
    action.curse.combatBonus = combatBonus;
    return builder.finish(std::move(action));
}

ActionRequest MunchkinActions::loseCurse(const QString& player, const QString& curse)
{
    Builder builder;
    act::LoseCurse action;
    action.player = builder.name(u"player"_s, player);
    action.curse = builder.name(u"curse"_s, curse);
    return builder.finish(std::move(action));
}

ActionRequest MunchkinActions::nextPhase(const QString& phase)
{
    Builder builder;
    act::NextPhase action;
    action.phase = builder.choice(u"phase"_s, phase, db::phaseNames);
    return builder.finish(action);
}

ActionRequest MunchkinActions::charity(int hand, const QStringList& biggerShare)
{
    Builder builder;
    act::Charity action;
    action.hand = hand;
    action.biggerShare = builder.names(u"biggerShare"_s, biggerShare);
    return builder.finish(std::move(action));
}

ActionRequest MunchkinActions::endTurn()
{
    return Builder().finish(act::EndTurn{});
}

ActionRequest MunchkinActions::rollDie(const QString& player, int roll, const QString& purpose)
{
    Builder builder;
    act::RollDie action;
    if (!player.trimmed().isEmpty())
        action.player = player.trimmed().toStdString();
    action.roll = roll;
    action.purpose = purpose.trimmed().toStdString();
    return builder.finish(std::move(action));
}

ActionRequest MunchkinActions::startCombat(const MonsterCard& monster)
{
    Builder builder;
    act::StartCombat action;
    action.monster = monsterOf(builder, monster);
    return builder.finish(std::move(action));
}

ActionRequest MunchkinActions::addMonster(const MonsterCard& monster)
{
    Builder builder;
    act::AddMonster action;
    action.monster = monsterOf(builder, monster);
    return builder.finish(std::move(action));
}

ActionRequest MunchkinActions::addEnhancer(int monster, const QString& name, int bonus, int treasures)
{
    Builder builder;
    act::AddEnhancer action;
    if (monster < 0)
        builder.fail(u"monster"_s, u"is negative"_s);
    action.monster = static_cast<std::size_t>(std::max(monster, 0));
    action.enhancer.name = builder.name(u"name"_s, name.trimmed().isEmpty() ? unnamedEnhancer(bonus) : name);
    action.enhancer.bonus = bonus;
    action.enhancer.treasures = treasures;
    return builder.finish(std::move(action));
}

ActionRequest MunchkinActions::playOneShot(const QString& side, const QString& name, int bonus)
{
    Builder builder;
    act::PlayOneShot action;
    action.side = builder.choice(u"side"_s, side, db::combatSideNames);
    action.card.name = builder.name(u"name"_s, name.trimmed().isEmpty() ? unnamedOneShot(bonus) : name);
    action.card.bonus = bonus;
    return builder.finish(std::move(action));
}

ActionRequest MunchkinActions::eliminateMonster(int monster)
{
    Builder builder;
    act::EliminateMonster action;
    if (monster < 0)
        builder.fail(u"monster"_s, u"is negative"_s);
    action.monster = static_cast<std::size_t>(std::max(monster, 0));
    return builder.finish(action);
}

ActionRequest MunchkinActions::askForHelp(const QString& helper)
{
    Builder builder;
    act::AskForHelp action;
    action.helper = builder.name(u"helper"_s, helper);
    return builder.finish(std::move(action));
}

ActionRequest MunchkinActions::setCombatBonus(const QString& player, int bonus)
{
    Builder builder;
    act::SetCombatBonus action;
    action.player = builder.name(u"player"_s, player);
    action.bonus = bonus;
    return builder.finish(std::move(action));
}

ActionRequest MunchkinActions::resolveCombat()
{
    return Builder().finish(act::ResolveCombat{});
}

ActionRequest MunchkinActions::runAway(const QVariantList& rolls, bool sacrificeRide,
                                       bool helperEscapesWithRide)
{
    Builder builder;
    act::RunAway action;
    for (qsizetype i = 0; i < rolls.size(); ++i) {
        const QString field = u"rolls[%1]"_s.arg(i);
        const std::optional<RunAwayRollCard> card =
            builder.card<RunAwayRollCard>(field, rolls[i], "runAwayRoll");
        if (!card)
            continue;
        mk::RunAwayRoll roll;
        roll.monster = builder.name(field + u".monster"_s, card->monster);
        roll.runner = builder.choice(field + u".runner"_s, card->runner, db::runnerNames);
        roll.roll = card->roll;
        roll.modifier = card->modifier;
        // Nothing lost is no Bad Stuff at all, as the card reads.
        if (card->levelsLost != 0 || card->death || !card->itemsLost.isEmpty()) {
            mk::BadStuff badStuff;
            badStuff.levels = card->levelsLost;
            badStuff.items = builder.names(field + u".itemsLost"_s, card->itemsLost);
            badStuff.death = card->death;
            roll.badStuff = std::move(badStuff);
        }
        action.rolls.push_back(std::move(roll));
    }
    action.sacrificeRide = sacrificeRide;
    action.helperEscapesWithRide = helperEscapesWithRide;
    return builder.finish(std::move(action));
}

ActionRequest MunchkinActions::applyBadStuff(const QString& player, int levels, const QStringList& items,
                                             bool death)
{
    Builder builder;
    act::ApplyBadStuff action;
    action.player = builder.name(u"player"_s, player);
    action.badStuff.levels = levels;
    action.badStuff.items = builder.names(u"items"_s, items);
    action.badStuff.death = death;
    return builder.finish(std::move(action));
}

ActionRequest MunchkinActions::die(const QString& player)
{
    return playerAction<act::Die>(player);
}

ActionRequest MunchkinActions::lootBody(const QString& deceased, int cardsInHand,
                                        const QStringList& tiePlayers, const QList<int>& tieRolls)
{
    Builder builder;
    act::LootBody action;
    action.deceased = builder.name(u"deceased"_s, deceased);
    action.cardsInHand = cardsInHand;
    if (tiePlayers.size() != tieRolls.size())
        builder.fail(u"tieRolls"_s,
                     u"has %1 rolls for %2 players"_s.arg(tieRolls.size()).arg(tiePlayers.size()));
    for (qsizetype i = 0; i < std::min(tiePlayers.size(), tieRolls.size()); ++i) {
        act::TieRoll roll;
        roll.player = builder.name(u"tiePlayers[%1]"_s.arg(i), tiePlayers[i]);
        roll.roll = tieRolls[i];
        action.tieRolls.push_back(std::move(roll));
    }
    return builder.finish(std::move(action));
}

}  // namespace arbiter::app

// The card games' Items, Rides, Hirelings and Curses in words (the other kinds: action_text.cpp).

#include "app/history/action_text_p.h"

#include "db/codec/munchkin_json.h"

using namespace Qt::StringLiterals;

namespace arbiter::app::action_text {

namespace {

namespace mk = rules::munchkin;

QString slotWord(mk::Slot slot)
{
    //: An Item's slot, as the cards print it.
    switch (slot) {
    case mk::Slot::Headgear:
        return ActionWords::tr("Headgear");
    case mk::Slot::Armor:
        return ActionWords::tr("Armor");
    case mk::Slot::Footgear:
        return ActionWords::tr("Footgear");
    case mk::Slot::OneHand:
        return ActionWords::tr("1 Hand");
    case mk::Slot::TwoHands:
        return ActionWords::tr("2 Hands");
    case mk::Slot::None:
        break;
    }
    return {};
}

// An Item's onlyFor: a Class "Cleric" -> "only for Cleric", the sex female -> "only for females".
QString onlyForWords(const std::optional<mk::Attribute>& attribute)
{
    if (!attribute)
        return {};
    if (attribute->kind == mk::Attribute::Kind::Sex)
        return attribute->value == "female" ? ActionWords::tr("only for females")
                                            : ActionWords::tr("only for males");
    return ActionWords::tr("only for %1").arg(QString::fromStdString(attribute->value));
}

// An Item's forbiddenFor: "not for Dwarf", "not for males".
QString notForWords(const std::optional<mk::Attribute>& attribute)
{
    if (!attribute)
        return {};
    if (attribute->kind == mk::Attribute::Kind::Sex)
        return attribute->value == "female" ? ActionWords::tr("not for females")
                                            : ActionWords::tr("not for males");
    return ActionWords::tr("not for %1").arg(QString::fromStdString(attribute->value));
}

// The Item's card in a few labels, each worded on its own: "1 Hand, +4, 600 Gold, only for Cleric,
// equipped".
QString itemDetails(const mk::Item& item)
{
    QStringList parts;
    if (const QString slot = slotWord(item.slot); !slot.isEmpty())
        parts.append(slot);
    if (item.big)
        //: A Big Item (only one may be carried).
        parts.append(ActionWords::tr("Big"));
    if (item.bonus != 0 || !parts.isEmpty())
        parts.append(signedNumber(item.bonus));
    if (item.gold > 0)
        parts.append(ActionWords::tr("%1 Gold").arg(number(item.gold)));
    if (const QString only = onlyForWords(item.onlyFor); !only.isEmpty())
        parts.append(only);
    if (const QString forbidden = notForWords(item.forbiddenFor); !forbidden.isEmpty())
        parts.append(forbidden);
    if (item.lifter == mk::Lifter::Cheat)
        parts.append(ActionWords::tr("with Cheat!"));
    else if (item.lifter == mk::Lifter::Hireling)
        parts.append(ActionWords::tr("carried by the Hireling"));
    //: How an Item is worn, in the list of its details.
    parts.append(item.equipped ? ActionWords::tr("equipped") : ActionWords::tr("carried"));
    return parts.join(u", "_s);
}

QString itemName(const std::string& name)
{
    //: Stands for an Item's name the action leaves empty, as the object of a sentence.
    return nameOr(name, ActionWords::tr("an Item"));
}

}  // namespace

QString describe(const act::GainItem& a, const ActionContext&)
{
    return ActionWords::tr("%1 gains %2 (%3).")
        .arg(who(a.player), itemName(a.item.name), itemDetails(a.item));
}

QString describe(const act::EquipItem& a, const ActionContext&)
{
    return a.equipped
               ? ActionWords::tr("%1 equips %2.").arg(who(a.player), itemName(a.item))
               : ActionWords::tr("%1 takes off %2 and carries it.").arg(who(a.player), itemName(a.item));
}

QString describe(const act::LoseItem& a, const ActionContext&)
{
    return ActionWords::tr("%1 loses %2.").arg(who(a.player), itemName(a.item));
}

QString describe(const act::TradeItem& a, const ActionContext&)
{
    //: Stands for a player's name the action leaves empty, as the object of a sentence.
    const QString to = nameOr(a.to, ActionWords::tr("someone", "object"));
    return ActionWords::tr("%1 trades %2 to %3.").arg(who(a.from), itemName(a.item), to);
}

QString describe(const act::SetGear& a, const ActionContext&)
{
    if (!a.gear)
        return ActionWords::tr("%1 lists their Items again instead of a gear number.").arg(who(a.player));
    return ActionWords::tr("%1's gear counts %2.").arg(who(a.player), signedNumber(*a.gear));
}

QString describe(const act::SellItems& a, const ActionContext&)
{
    QStringList sold = db::toQStringList(a.items);
    for (const mk::SaleItem& card : a.fromHand)
        //: A card sold from the hand, in the list of what is sold.
        sold.append(ActionWords::tr("%1 (%2 Gold, from the hand)")
                        .arg(nameOr(card.name, ActionWords::tr("a card")), number(card.gold)));
    if (sold.isEmpty())
        return ActionWords::tr("%1 sells nothing.").arg(who(a.player));
    return ActionWords::tr("%1 sells %2.").arg(who(a.player), listOf(sold));
}

QString describe(const act::GainRide& a, const ActionContext&)
{
    return ActionWords::tr("%1 gains the Ride %2 (%3).")
        .arg(who(a.player), nameOr(a.ride.name, u"?"_s), signedNumber(a.ride.bonus));
}

QString describe(const act::LoseRide& a, const ActionContext&)
{
    return ActionWords::tr("%1 loses the Ride %2.").arg(who(a.player), nameOr(a.ride, u"?"_s));
}

QString describe(const act::GainHireling& a, const ActionContext&)
{
    return ActionWords::tr("%1 hires %2.")
        .arg(who(a.player), nameOr(a.hireling, ActionWords::tr("a Hireling")));
}

QString describe(const act::LoseHireling& a, const ActionContext&)
{
    return ActionWords::tr("%1 leaves %2.")
        .arg(nameOr(a.hireling, ActionWords::tr("A Hireling")),
             nameOr(a.player, ActionWords::tr("their player")));
}

QString describe(const act::GainCurse& a, const ActionContext&)
{
    const QString curse = nameOr(a.curse.name, ActionWords::tr("a Curse"));
    if (const int bonus = a.curse.combatBonus; bonus != 0)
        return ActionWords::tr("%1 is cursed: %2 (%3 in combat).")
            .arg(who(a.player), curse, signedNumber(bonus));
    return ActionWords::tr("%1 is cursed: %2.").arg(who(a.player), curse);
}

QString describe(const act::LoseCurse& a, const ActionContext&)
{
    return ActionWords::tr("%1 is rid of %2.")
        .arg(who(a.player), nameOr(a.curse, ActionWords::tr("a Curse")));
}

}  // namespace arbiter::app::action_text

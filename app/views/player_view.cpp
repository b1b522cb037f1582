#include "app/views/player_view.h"

#include "app/views/reason_view.h"

#include "db/codec/munchkin_json.h"
#include "rules/game/inspect.h"
#include "rules/game/legal_now.h"

#include <algorithm>

namespace arbiter::app::views {

namespace game = rules::game;
namespace mk = rules::munchkin;
using namespace Qt::StringLiterals;

using db::toQString;

namespace {

QStringList strings(const std::vector<std::string>& list)
{
    QStringList result;
    result.reserve(static_cast<qsizetype>(list.size()));
    for (const std::string& text : list)
        result.append(toQString(text));
    return result;
}

CharacterView characterView(const mk::Character& character)
{
    CharacterView view;
    view.classes = strings(character.classes);
    view.races = strings(character.races);
    view.factions = strings(character.factions);
    view.citizenships = strings(character.citizenships);
    if (character.sex != mk::Sex::Unspecified)
        view.sex = db::nameOf(db::sexNames, character.sex);
    view.superMunchkin = character.superMunchkin;
    view.halfBreed = character.halfBreed;
    view.doubleLife = character.doubleLife;
    view.dualCitizenship = character.dualCitizenship;
    return view;
}

// A restriction as the Item card says it, {"race": "Elf"}; null without one.
QVariant restriction(const std::optional<mk::Attribute>& attribute)
{
    if (!attribute)
        return {};
    return QVariantMap{{db::nameOf(db::attributeKindNames, attribute->kind), toQString(attribute->value)}};
}

// The Item and the referee's ruling on it (none when the rulings ran short, which judgeEquipment does not).
ItemView itemView(const mk::Item& item, const mk::ItemRuling* ruling)
{
    ItemView view;
    view.name = toQString(item.name);
    view.slot = db::nameOf(db::slotNames, item.slot);
    view.big = item.big;
    view.bonus = item.bonus;
    view.gold = item.gold;
    view.equipped = item.equipped;
    view.onlyFor = restriction(item.onlyFor);
    view.forbiddenFor = restriction(item.forbiddenFor);
    view.lifter = db::nameOf(db::lifterNames, ruling ? ruling->lifter : item.lifter);
    if (ruling) {
        view.counts = ruling->counts;
        view.reasons = reasonViews(ruling->verdict.reasons);
    }
    return view;
}

QVariantMap mayOf(const game::GameState& state, const game::Player& player)
{
    QVariantMap may;
    for (const game::KindNow& kind : game::playerNow(state, player.name))
        may.insert(toQString(kind.kind), kind.available);
    return may;
}

}  // namespace

QStringList characterCards(const mk::Character& character)
{
    QStringList cards;
    for (const auto* list :
         {&character.races, &character.classes, &character.factions, &character.citizenships})
        cards.append(strings(*list));
    if (character.halfBreed)
        cards.append(u"Half-Breed"_s);
    if (character.superMunchkin)
        cards.append(u"Super Munchkin"_s);
    if (character.doubleLife)
        cards.append(u"Double Life"_s);
    if (character.dualCitizenship)
        cards.append(u"Dual Citizenship"_s);
    return cards;
}

PlayerView playerViewOf(const game::GameState& state, const game::Player& player, const QString& colour)
{
    PlayerView view;
    view.name = toQString(player.name);
    view.character = characterView(player.character);
    view.level = player.level;
    if (player.gear)
        view.gear = *player.gear;
    const mk::EquipResult equipment = game::judgeEquipment(state, player);
    // The rulings come in the order of the Items, one each.
    for (std::size_t i = 0; i < player.items.size(); ++i)
        view.items.append(QVariant::fromValue(
            itemView(player.items[i], i < equipment.items.size() ? &equipment.items[i] : nullptr)));
    for (const mk::Ride& ride : player.rides)
        view.rides.append(QVariant::fromValue(RideView{toQString(ride.name), ride.bonus}));
    view.hirelings = strings(player.hirelings);
    for (const game::Curse& curse : player.curses)
        view.curses.append(QVariant::fromValue(CurseView{toQString(curse.name), curse.combatBonus}));
    view.dead = player.dead;
    view.bodyLooted = player.bodyLooted;
    view.colour = colour;
    view.cards = characterCards(player.character);
    view.effectiveGear = equipment.effectiveGear;
    view.strength = game::baseStrength(state, player);
    view.equipReasons = reasonViews(equipment.verdict.reasons);
    view.current = state.current < state.players.size() && state.players[state.current].name == player.name;
    view.may = mayOf(state, player);
    return view;
}

}  // namespace arbiter::app::views

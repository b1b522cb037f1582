#include "session_views.h"
// Panic's lines of describeChanges(); the Panic views need only verdict_views.h, never this file.
#include "panic_views.h"
#include "session_legal.h"

#include "db/codec/game_json.h"
#include "db/codec/json_reader.h"
#include "db/codec/munchkin_json.h"
#include "rules/game/inspect.h"
#include "rules/munchkin/edition.h"
#include "rules/munchkin/runaway.h"
#include "rules/munchkin/timing.h"

#include <QJsonArray>

namespace arbiter::app {

using namespace Qt::StringLiterals;
namespace game = rules::game;
namespace mk = rules::munchkin;

namespace {

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

// The character cards as the card shows them: "Elf", "Warrior", "Super Munchkin".
QStringList cardsOf(const mk::Character& character)
{
    QStringList cards;
    for (const auto* list :
         {&character.races, &character.classes, &character.factions, &character.citizenships})
        for (const std::string& card : *list)
            cards.append(qs(card));
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

QString sexName(mk::Sex sex)
{
    switch (sex) {
    case mk::Sex::Male:
        return u"male"_s;
    case mk::Sex::Female:
        return u"female"_s;
    case mk::Sex::Unspecified:
        break;
    }
    return {};
}

QString lifterName(mk::Lifter lifter)
{
    switch (lifter) {
    case mk::Lifter::Cheat:
        return u"cheat"_s;
    case mk::Lifter::Hireling:
        return u"hireling"_s;
    case mk::Lifter::Auto:
        return u"auto"_s;
    case mk::Lifter::None:
        break;
    }
    return u"none"_s;
}

}  // namespace

QString phaseDisplayName(const QString& phaseId)
{
    for (const rules::munchkin::PhaseDescriptor& phase : rules::munchkin::phaseTable)
        if (phaseId == db::toQString(phase.id))
            return db::toQString(phase.name);
    return phaseId;
}

QString defaultPlayerColour(int seat)
{
    // Twelve colours that stay apart on the light and the dark theme.
    static const QStringList colours = {u"#c62828"_s, u"#1565c0"_s, u"#2e7d32"_s, u"#f9a825"_s,
                                        u"#6a1b9a"_s, u"#ef6c00"_s, u"#00838f"_s, u"#ad1457"_s,
                                        u"#795548"_s, u"#546e7a"_s, u"#9e9d24"_s, u"#283593"_s};
    const qsizetype n = colours.size();
    return colours.at(((seat % n) + n) % n);
}

QList<PlayerRow> playerRows(const game::GameState& state, const QHash<QString, QString>& colours)
{
    QList<PlayerRow> rows;
    const bool cardGame = state.family == game::Family::Munchkin;
    for (std::size_t seat = 0; seat < state.players.size(); ++seat) {
        const game::Player& player = state.players[seat];
        PlayerRow row;
        row.name = qs(player.name);
        row.colour = colours.value(row.name, defaultPlayerColour(static_cast<int>(seat)));
        row.sex = sexName(player.character.sex);
        row.level = player.level;
        if (cardGame) {
            row.gear = game::judgeEquipment(state, player).effectiveGear;
            row.strength = game::baseStrength(state, player);
        }
        row.gearNumber = player.gear.has_value();
        row.cards = cardsOf(player.character);
        row.itemCount = static_cast<int>(player.items.size());
        row.equippedCount = static_cast<int>(std::count_if(player.items.begin(), player.items.end(),
                                                           [](const mk::Item& i) { return i.equipped; }));
        for (const mk::Ride& ride : player.rides)
            row.rides.append(qs(ride.name));
        for (const std::string& hireling : player.hirelings)
            row.hirelings.append(qs(hireling));
        for (const game::Curse& curse : player.curses)
            row.curses.append(qs(curse.name));
        row.dead = player.dead;
        row.current = seat == state.current;
        row.fighting =
            state.combat && (state.combat->fighter == player.name || state.combat->helper == player.name);
        row.winner =
            std::find(state.winners.begin(), state.winners.end(), player.name) != state.winners.end();
        rows.append(std::move(row));
    }
    return rows;
}

QVariantMap playerView(const game::GameState& state, const game::Player& player, const QString& colour)
{
    QVariantMap view;
    const QJsonArray players = db::stateToJson(state).value(u"players"_s).toArray();
    for (const QJsonValue& entry : players)
        if (entry.toObject().value(u"name"_s).toString() == qs(player.name))
            view = entry.toObject().toVariantMap();
    const mk::EquipResult equipment = game::judgeEquipment(state, player);
    QVariantList items = view.value(u"items"_s).toList();
    for (qsizetype i = 0; i < items.size(); ++i) {
        QVariantMap item = items[i].toMap();
        // The rulings come in the order of the Items, one each.
        if (static_cast<std::size_t>(i) < equipment.items.size()) {
            const mk::ItemRuling& ruling = equipment.items[static_cast<std::size_t>(i)];
            item.insert(u"counts"_s, ruling.counts);
            item.insert(u"lifter"_s, lifterName(ruling.lifter));
            item.insert(u"reasons"_s, reasonList(ruling.verdict));
        }
        items[i] = item;
    }
    view.insert(u"items"_s, items);
    view.insert(u"colour"_s, colour);
    view.insert(u"cards"_s, cardsOf(player.character));
    view.insert(u"effectiveGear"_s, equipment.effectiveGear);
    view.insert(u"strength"_s, game::baseStrength(state, player));
    view.insert(u"equipReasons"_s, reasonList(equipment.verdict));
    view.insert(u"current"_s,
                state.players.size() > state.current && state.players[state.current].name == player.name);
    return view;
}

ActionContext contextOf(const game::GameState& state)
{
    ActionContext context;
    if (state.current < state.players.size())
        context.current = qs(state.players[state.current].name);
    if (state.family == game::Family::Munchkin)
        context.edition = state.edition;
    if (state.combat) {
        context.fighter = qs(state.combat->fighter);
        context.helper = state.combat->helper ? qs(*state.combat->helper) : QString();
        for (const mk::Monster& monster : state.combat->monsters)
            context.monsters.append(qs(monster.name));
        if (const std::optional<mk::CombatResult> result = game::judgeCurrentCombat(state);
            result && result->verdict.legal && !state.combat->runningAway)
            context.outcome = result->outcome == mk::Outcome::Win ? u"win"_s : u"lose"_s;
    }
    return context;
}

QStringList describeChanges(const game::GameState& before, const game::GameState& after)
{
    if (before.panic && after.panic) {
        QStringList lines = describePanicChanges(before, after);
        if (lines.isEmpty())
            lines.append(QObject::tr("Nothing the table tracks changed"));
        return lines;
    }
    QStringList lines;
    const auto arrow = [](auto from, auto to) { return u"%1 → %2"_s.arg(from).arg(to); };
    for (const game::Player& now : after.players) {
        const QString name = qs(now.name);
        const game::Player* was = game::findPlayer(before, now.name);
        if (!was) {
            lines.append(QObject::tr("%1 joins the game").arg(name));
            continue;
        }
        if (was->level != now.level)
            lines.append(QObject::tr("%1: Level %2").arg(name, arrow(was->level, now.level)));
        const int gearBefore = game::judgeEquipment(before, *was).effectiveGear;
        const int gearAfter = game::judgeEquipment(after, now).effectiveGear;
        if (gearBefore != gearAfter)
            lines.append(QObject::tr("%1: gear %2").arg(name, arrow(gearBefore, gearAfter)));
        if (was->character != now.character) {
            const QString from = cardsOf(was->character).join(u", ");
            const QString to = cardsOf(now.character).join(u", ");
            lines.append(
                QObject::tr("%1: cards %2")
                    .arg(name, arrow(from.isEmpty() ? u"none"_s : from, to.isEmpty() ? u"none"_s : to)));
        }
        for (const mk::Item& item : now.items)
            if (std::find(was->items.begin(), was->items.end(), item) == was->items.end())
                lines.append(QObject::tr("%1: %2 %3")
                                 .arg(name, qs(item.name),
                                      item.equipped ? QObject::tr("equipped") : QObject::tr("carried")));
        for (const mk::Item& item : was->items)
            if (std::none_of(now.items.begin(), now.items.end(),
                             [&item](const mk::Item& i) { return i.name == item.name; }))
                lines.append(QObject::tr("%1: %2 gone").arg(name, qs(item.name)));
        if (was->rides != now.rides || was->hirelings != now.hirelings || was->curses != now.curses)
            lines.append(QObject::tr("%1: Rides, Hirelings or Curses changed").arg(name));
        if (was->dead != now.dead)
            lines.append(now.dead ? QObject::tr("%1 dies").arg(name) : QObject::tr("%1 is back").arg(name));
    }
    for (const game::Player& gone : before.players)
        if (!game::findPlayer(after, gone.name))
            lines.append(QObject::tr("%1 leaves the game").arg(qs(gone.name)));
    if (before.turn != after.turn || before.current != after.current)
        lines.append(
            QObject::tr("Turn %1: %2's turn").arg(after.turn).arg(qs(after.players.at(after.current).name)));
    else if (before.phase != after.phase)
        lines.append(QObject::tr("Phase: %1")
                         .arg(phaseDisplayName(db::stateToJson(after).value(u"phase"_s).toString())));
    if (!before.combat && after.combat)
        lines.append(QObject::tr("A fight begins"));
    else if (before.combat && !after.combat)
        lines.append(QObject::tr("The fight is over"));
    else if (before.combat != after.combat)
        lines.append(QObject::tr("The fight changed"));
    if (before.winners != after.winners && !after.winners.empty())
        lines.append(QObject::tr("The game is won"));
    if (lines.isEmpty())
        lines.append(QObject::tr("Nothing the table tracks changed"));
    return lines;
}

}  // namespace arbiter::app

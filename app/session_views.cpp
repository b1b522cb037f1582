#include "session_views.h"
// Panic's lines of describeChanges(); the Panic views never need this file.
#include "panic_views.h"
#include "session_legal.h"

#include "app/views/player_view.h"

#include "db/codec/game_json.h"
#include "db/codec/json_reader.h"
#include "db/codec/munchkin_json.h"
#include "rules/game/inspect.h"
#include "rules/munchkin/edition.h"
#include "rules/munchkin/runaway.h"
#include "rules/munchkin/timing.h"

namespace arbiter::app {

using namespace Qt::StringLiterals;
namespace game = rules::game;
namespace mk = rules::munchkin;

namespace {

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
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
        row.cards = views::characterCards(player.character);
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
            const QString from = views::characterCards(was->character).join(u", ");
            const QString to = views::characterCards(now.character).join(u", ");
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

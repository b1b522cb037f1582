#include "app/history/change_text.h"

#include "app/i18n/translations.h"

#include "app/i18n/message_text.h"
#include "app/views/player_view.h"

#include "rules/game/inspect.h"
#include "rules/munchkin/timing.h"

#include <QLocale>
#include <QObject>

#include <algorithm>

namespace arbiter::app {

using namespace Qt::StringLiterals;
namespace game = rules::game;
namespace mk = rules::munchkin;

QStringList describeChanges(const game::GameState& before, const game::GameState& after)
{
    if (before.panic && after.panic) {
        QStringList lines = describePanicChanges(before, after);
        if (lines.isEmpty())
            lines.append(i18n::QObjectWords::tr("Nothing the table tracks changed"));
        return lines;
    }
    QStringList lines;
    const auto arrow = [](auto from, auto to) { return u"%1 → %2"_s.arg(from).arg(to); };
    for (const game::Player& now : after.players) {
        const QString name = QString::fromStdString(now.name);
        const game::Player* was = game::findPlayer(before, now.name);
        if (!was) {
            lines.append(i18n::QObjectWords::tr("%1 joins the game").arg(name));
            continue;
        }
        if (was->level != now.level)
            lines.append(i18n::QObjectWords::tr("%1: Level %2").arg(name, arrow(was->level, now.level)));
        const int gearBefore = game::judgeEquipment(before, *was).effectiveGear;
        const int gearAfter = game::judgeEquipment(after, now).effectiveGear;
        if (gearBefore != gearAfter)
            lines.append(i18n::QObjectWords::tr("%1: gear %2").arg(name, arrow(gearBefore, gearAfter)));
        if (was->character != now.character) {
            const QString from = views::characterCards(was->character).join(u", ");
            const QString to = views::characterCards(now.character).join(u", ");
            //: No character card (Race, Class...) in play: "Ann: cards none → Elf".
            const QString none = i18n::QObjectWords::tr("none");
            lines.append(i18n::QObjectWords::tr("%1: cards %2")
                             .arg(name, arrow(from.isEmpty() ? none : from, to.isEmpty() ? none : to)));
        }
        for (const mk::Item& item : now.items)
            if (std::find(was->items.begin(), was->items.end(), item) == was->items.end())
                lines.append((item.equipped ? i18n::QObjectWords::tr("%1: %2 equipped")
                                            : i18n::QObjectWords::tr("%1: %2 carried"))
                                 .arg(name, QString::fromStdString(item.name)));
        for (const mk::Item& item : was->items)
            if (std::none_of(now.items.begin(), now.items.end(),
                             [&item](const mk::Item& i) { return i.name == item.name; }))
                lines.append(
                    i18n::QObjectWords::tr("%1: %2 gone").arg(name, QString::fromStdString(item.name)));
        if (was->rides != now.rides || was->hirelings != now.hirelings || was->curses != now.curses)
            lines.append(i18n::QObjectWords::tr("%1: Rides, Hirelings or Curses changed").arg(name));
        if (was->dead != now.dead)
            lines.append(now.dead ? i18n::QObjectWords::tr("%1 dies").arg(name)
                                  : i18n::QObjectWords::tr("%1 is back").arg(name));
    }
    for (const game::Player& gone : before.players)
        if (!game::findPlayer(after, gone.name))
            lines.append(i18n::QObjectWords::tr("%1 leaves the game").arg(QString::fromStdString(gone.name)));
    if (before.turn != after.turn || before.current != after.current)
        lines.append(i18n::QObjectWords::tr("Turn %1: %2's turn")
                         .arg(QLocale().toString(after.turn),
                              QString::fromStdString(after.players.at(after.current).name)));
    else if (before.phase != after.phase)
        lines.append(
            i18n::QObjectWords::tr("Phase: %1").arg(i18n::messageText(mk::describe(after.phase).name)));
    if (!before.combat && after.combat)
        lines.append(i18n::QObjectWords::tr("A fight begins"));
    else if (before.combat && !after.combat)
        lines.append(i18n::QObjectWords::tr("The fight is over"));
    else if (before.combat != after.combat)
        lines.append(i18n::QObjectWords::tr("The fight changed"));
    if (before.winners != after.winners && !after.winners.empty())
        lines.append(i18n::QObjectWords::tr("The game is won"));
    if (lines.isEmpty())
        lines.append(i18n::QObjectWords::tr("Nothing the table tracks changed"));
    return lines;
}

}  // namespace arbiter::app

// What an action changed on a Munchkin Panic table, one line each, for the history's before/after view.
// It compares two states field by field, so it describes corrections (panic-set-board...) as well as
// play; the action's own sentence (action_text_panic.cpp) says why.

#include "app/history/change_text.h"

#include "app/i18n/translations.h"

#include "app/history/action_text_p.h"
#include "app/views/panic_words.h"

#include "db/codec/munchkin_json.h"

#include <QObject>

#include <algorithm>

namespace arbiter::app {

using namespace Qt::StringLiterals;
namespace game = rules::game;
namespace pn = rules::panic;
using db::toQString;

namespace {

QString arrow(int from, int to)
{
    return u"%1 → %2"_s.arg(from).arg(to);
}

QString where(const pn::BoardMonster& monster)
{
    return views::panicSpaceText(monster.arc, toQString(pn::ringName(monster.ring)));
}

const game::Trophy* findTrophy(const std::vector<game::Trophy>& trophies, const std::string& token)
{
    const auto it = std::find_if(trophies.begin(), trophies.end(),
                                 [&token](const game::Trophy& t) { return t.token == token; });
    return it == trophies.end() ? nullptr : &*it;
}

void boardChanges(const pn::Board& was, const pn::Board& now, QStringList& lines)
{
    for (const pn::BoardMonster& monster : now.monsters) {
        const QString name = toQString(monster.name);
        const pn::BoardMonster* before = was.find(monster.id);
        if (!before) {
            lines.append(i18n::QObjectWords::tr("%1 placed in %2").arg(name, where(monster)));
            continue;
        }
        if (before->arc != monster.arc || before->ring != monster.ring)
            lines.append(i18n::QObjectWords::tr("%1: %2 → %3").arg(name, where(*before), where(monster)));
        if (before->health != monster.health)
            lines.append(
                i18n::QObjectWords::tr("%1: %2 health").arg(name, arrow(before->health, monster.health)));
        if (before->enhancement != monster.enhancement)
            lines.append(i18n::QObjectWords::tr("%1: most health %2")
                             .arg(name, arrow(before->maxHealth(), monster.maxHealth())));
        if (before->glued != monster.glued)
            lines.append(monster.glued ? i18n::QObjectWords::tr("Glue on %1").arg(name)
                                       : i18n::QObjectWords::tr("Glue comes off %1").arg(name));
        if (before->unslayable != monster.unslayable)
            lines.append(monster.unslayable ? i18n::QObjectWords::tr("%1 cannot be slain this turn").arg(name)
                                            : i18n::QObjectWords::tr("%1 can be slain again").arg(name));
    }
    for (const pn::BoardMonster& monster : was.monsters)
        if (!now.find(monster.id))
            lines.append(i18n::QObjectWords::tr("%1 leaves the board").arg(toQString(monster.name)));

    for (int arc = 1; arc <= pn::arcCount; ++arc) {
        if (was.fortifiedAt(arc) != now.fortifiedAt(arc))
            lines.append(now.fortifiedAt(arc) ? i18n::QObjectWords::tr("Fortify token on Wall %1").arg(arc)
                                              : i18n::QObjectWords::tr("Fortify token off Wall %1").arg(arc));
        if (was.wall(arc) != now.wall(arc))
            lines.append(now.wall(arc) ? i18n::QObjectWords::tr("Wall %1 stands again").arg(arc)
                                       : i18n::QObjectWords::tr("Wall %1 destroyed").arg(arc));
        if (was.tower(arc) != now.tower(arc))
            lines.append(now.tower(arc) ? i18n::QObjectWords::tr("Tower %1 stands again").arg(arc)
                                        : i18n::QObjectWords::tr("Tower %1 destroyed").arg(arc));
    }
    if (was.sleep != now.sleep)
        lines.append(now.sleep ? i18n::QObjectWords::tr("Sleep Potion: no Monster moves this turn")
                               : i18n::QObjectWords::tr("The Sleep Potion wears off"));
}

void seatChanges(const QString& name, const game::PanicSeat& was, const game::PanicSeat& now,
                 QStringList& lines)
{
    if (was.character != now.character)
        lines.append(now.character ? i18n::QObjectWords::tr("%1: plays the %2")
                                         .arg(name, toQString(pn::characterName(*now.character)))
                                   : i18n::QObjectWords::tr("%1: no character").arg(name));
    int newTrophies = 0;
    for (const game::Trophy& trophy : now.trophies) {
        const QString token = toQString(trophy.token);
        const game::Trophy* before = findTrophy(was.trophies, trophy.token);
        if (!before) {
            ++newTrophies;
            const int points = trophy.points + trophy.additionErrors;
            lines.append(action_text::plural(
                             i18n::QObjectWords::tr("%1: Trophy %2 (%n point(s))", nullptr, points), points)
                             .arg(name, token));
        } else if (before->additionErrors != trophy.additionErrors) {
            lines.append(i18n::QObjectWords::tr("%1: Addition Errors under %2 %3")
                             .arg(name, token, arrow(before->additionErrors, trophy.additionErrors)));
        }
    }
    for (const game::Trophy& trophy : was.trophies)
        if (!findTrophy(now.trophies, trophy.token))
            lines.append(i18n::QObjectWords::tr("%1: loses Trophy %2").arg(name, toQString(trophy.token)));
    // Each new Trophy is a kill; only a count that says more than the Trophies gets its own line.
    if (now.kills - was.kills != newTrophies)
        lines.append(i18n::QObjectWords::tr("%1: kills %2").arg(name, arrow(was.kills, now.kills)));
    if (was.castleCards != now.castleCards)
        lines.append(
            i18n::QObjectWords::tr("%1: Castle cards %2").arg(name, arrow(was.castleCards, now.castleCards)));
    if (was.treasure != now.treasure)
        lines.append(i18n::QObjectWords::tr("%1: Treasure %2").arg(name, arrow(was.treasure, now.treasure)));
    if (was.treasureWaiting != now.treasureWaiting)
        lines.append(i18n::QObjectWords::tr("%1: Treasure waiting %2")
                         .arg(name, arrow(was.treasureWaiting, now.treasureWaiting)));
    if (was.loseHelp != now.loseHelp)
        lines.append(now.loseHelp ? i18n::QObjectWords::tr("%1: Lose Help").arg(name)
                                  : i18n::QObjectWords::tr("%1: may have help again").arg(name));
}

}  // namespace

QStringList describePanicChanges(const game::GameState& before, const game::GameState& after)
{
    QStringList lines;
    if (!before.panic || !after.panic)
        return lines;
    const game::PanicTable& was = *before.panic;
    const game::PanicTable& now = *after.panic;

    boardChanges(was.board, now.board, lines);
    for (std::size_t i = 0; i < after.players.size(); ++i) {
        const QString name = toQString(after.players[i].name);
        const game::Player* player = game::findPlayer(before, after.players[i].name);
        if (!player || i >= now.seats.size())
            continue;
        const auto seat = static_cast<std::size_t>(player - before.players.data());
        if (seat < was.seats.size())
            seatChanges(name, was.seats[seat], now.seats[i], lines);
    }
    if (const int more = now.placeOneMore - was.placeOneMore; more > 0)
        lines.append(action_text::plural(
            i18n::QObjectWords::tr("%n more Monster(s) to place this turn", nullptr, more), more));

    if (was.settingUp && !now.settingUp)
        lines.append(i18n::QObjectWords::tr("Set-up is done"));
    if (before.turn != after.turn || before.current != after.current)
        lines.append(
            i18n::QObjectWords::tr("Turn %1: %2's turn")
                .arg(action_text::number(after.turn), toQString(after.players.at(after.current).name)));
    else if (was.phase != now.phase || (was.settingUp && !now.settingUp))
        lines.append(i18n::QObjectWords::tr("Phase: %1").arg(action_text::panicPhaseName(now.phase)));

    if (!was.gameLost && now.gameLost)
        lines.append(i18n::QObjectWords::tr("The last Tower has fallen: the game is lost"));
    if (before.winners != after.winners && !after.winners.empty()) {
        QStringList winners;
        for (const std::string& winner : after.winners)
            winners.append(toQString(winner));
        const QString names = action_text::listOf(winners);
        // More Munchkin: the most points win. Otherwise the table won together and the Master Munchkin
        // (or those tied for it, to settle by a thumb war) is named.
        if (now.options.mode == pn::Mode::MoreMunchkin)
            lines.append(winners.size() == 1 ? i18n::QObjectWords::tr("The game is over: %1 wins").arg(names)
                                             : i18n::QObjectWords::tr("The game is over: %1 win").arg(names));
        else
            lines.append(
                winners.size() == 1
                    ? i18n::QObjectWords::tr("The Castle holds: the game is won; %1 is the Master Munchkin")
                          .arg(names)
                    : i18n::QObjectWords::tr("The Castle holds: the game is won; %1 tie for Master Munchkin")
                          .arg(names));
    }
    return lines;
}

}  // namespace arbiter::app

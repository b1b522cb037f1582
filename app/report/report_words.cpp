#include "app/report/report_words.h"

#include "app/models/gamesmodel.h"

#include <QCoreApplication>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace arbiter::app::report_words {

namespace {

QString tr(const char* text, int n = -1)
{
    return QCoreApplication::translate("ReportWords", text, nullptr, n);
}

// "Ann", "Ann and Bea", "Ann, Bea and Cy".
QString names(const QStringList& list)
{
    return joinedNames(list);
}

QString modeTitle(const QString& mode)
{
    if (mode == u"more-munchkin")
        return tr("More Munchkin");
    if (mode == u"solitaire")
        return tr("Solitaire");
    return tr("standard");
}

}  // namespace

QString kindTitle(const QString& edition, const QString& panicMode)
{
    if (edition == u"panic")
        return tr("Munchkin Panic (%1)").arg(modeTitle(panicMode));
    return editionDisplayName(edition);
}

QString outcome(const views::GameReportView& report)
{
    if (report.panic) {
        if (report.castleFell)
            return tr("The Castle fell on turn %1: the players lost together.").arg(report.turns);
        if (report.wonBy.isEmpty())
            return tr("The Castle still stands on turn %1; nobody has won yet.").arg(report.turns);
        if (report.masterMunchkin.isEmpty())
            return tr("The Castle stood: every Monster was gone on turn %1.").arg(report.wonOnTurn);
        return tr("The Castle stood: every Monster was gone on turn %1, and %2 is the Master Munchkin.")
            .arg(report.wonOnTurn)
            .arg(report.masterMunchkin);
    }
    if (report.wonBy.isEmpty())
        return tr("Nobody has won yet; the game stands on turn %1.").arg(report.turns);
    const QString who = names(report.winners);
    if (report.wonBy == u"fight")
        return tr("%1 won on turn %2, reaching the winning Level %3 by killing a Monster.",
                  report.winners.size())
            .arg(who)
            .arg(report.wonOnTurn)
            .arg(report.winningLevel);
    return tr("%1 won on turn %2, reaching the winning Level %3 by a card or a correction.",
              report.winners.size())
        .arg(who)
        .arg(report.wonOnTurn)
        .arg(report.winningLevel);
}

QString biggestFight(const views::BiggestFightView& fight)
{
    if (!fight.decided)
        return tr("No fight was decided.");
    const QString monsters = names(fight.monsters);
    if (fight.helper.isEmpty())
        return fight.won ? tr("Turn %1: %2 against %3, %4 to %5, won.")
                               .arg(fight.turn)
                               .arg(fight.fighter, monsters)
                               .arg(fight.playerStrength)
                               .arg(fight.monsterStrength)
                         : tr("Turn %1: %2 against %3, %4 to %5, lost.")
                               .arg(fight.turn)
                               .arg(fight.fighter, monsters)
                               .arg(fight.playerStrength)
                               .arg(fight.monsterStrength);
    return fight.won ? tr("Turn %1: %2, helped by %3, against %4, %5 to %6, won.")
                           .arg(fight.turn)
                           .arg(fight.fighter, fight.helper, monsters)
                           .arg(fight.playerStrength)
                           .arg(fight.monsterStrength)
                     : tr("Turn %1: %2, helped by %3, against %4, %5 to %6, lost.")
                           .arg(fight.turn)
                           .arg(fight.fighter, fight.helper, monsters)
                           .arg(fight.playerStrength)
                           .arg(fight.monsterStrength);
}

QString fightCards(const views::BiggestFightView& fight)
{
    if (!fight.decided || fight.cards.isEmpty())
        return {};
    return tr("Cards played: %1.").arg(names(fight.cards));
}

QString structureLoss(const views::StructureLossView& loss)
{
    return loss.tower ? tr("Turn %1: the Tower of arc %2 fell.").arg(loss.turn).arg(loss.arc)
                      : tr("Turn %1: the Wall of arc %2 fell.").arg(loss.turn).arg(loss.arc);
}

QString gameLength(int turns, int actions)
{
    return tr("Turns: %1 · Actions: %2").arg(QLocale().toString(turns), QLocale().toString(actions));
}

QList<ReportFigure> playerFigures(const views::ReportPlayerView& player, bool panic)
{
    const auto number = [](int value) { return QLocale().toString(value); };
    if (panic)
        return {{tr("Trophy points"), number(player.trophyPoints)},
                {tr("Kills"), number(player.kills)},
                {tr("Trophies"), player.trophies.isEmpty() ? tr("none") : player.trophies.join(u", "_s)}};
    return {{tr("Level"), number(player.finalLevel)},
            {tr("Kills"), number(player.kills)},
            {tr("Levels by kills"), number(player.levelsByKills)},
            {tr("Levels by selling"), number(player.levelsBySelling)},
            {tr("Levels by cards"), number(player.levelsByCards)},
            {tr("Levels lost"), number(player.levelsLost)},
            {tr("Help given"), number(player.helpGiven)},
            {tr("Help received"), number(player.helpReceived)},
            {tr("Ran away"), number(player.ranAway)},
            {tr("Caught"), number(player.caught)},
            {tr("Deaths"), number(player.deaths)},
            {tr("Curses"), number(player.cursesSuffered)},
            {tr("Items sold"), number(player.itemsSold)}};
}

}  // namespace arbiter::app::report_words

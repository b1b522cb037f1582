#include "app/report/report_words.h"

#include "app/i18n/translations.h"

#include "app/models/gamesmodel.h"

#include <QCoreApplication>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace arbiter::app::report_words {

namespace {

// The context of this file's texts in the translations (lupdate reads it from the macro).
struct ReportWords {
    ARBITER_TR_FUNCTIONS(ReportWords)
};

// "Ann", "Ann and Bea", "Ann, Bea and Cy".
QString names(const QStringList& list)
{
    return joinedNames(list);
}

QString modeTitle(const QString& mode)
{
    if (mode == u"more-munchkin")
        return ReportWords::tr("More Munchkin");
    if (mode == u"solitaire")
        return ReportWords::tr("Solitaire");
    return ReportWords::tr("standard");
}

}  // namespace

QString kindTitle(const QString& edition, const QString& panicMode)
{
    if (edition == u"panic")
        return ReportWords::tr("Munchkin Panic (%1)").arg(modeTitle(panicMode));
    return editionDisplayName(edition);
}

QString outcome(const views::GameReportView& report)
{
    if (report.panic) {
        if (report.castleFell)
            return ReportWords::tr("The Castle fell on turn %1: the players lost together.")
                .arg(report.turns);
        if (report.wonBy.isEmpty())
            return ReportWords::tr("The Castle still stands on turn %1; nobody has won yet.")
                .arg(report.turns);
        if (report.masterMunchkin.isEmpty())
            return ReportWords::tr("The Castle stood: every Monster was gone on turn %1.")
                .arg(report.wonOnTurn);
        return ReportWords::tr(
                   "The Castle stood: every Monster was gone on turn %1, and %2 is the Master Munchkin.")
            .arg(report.wonOnTurn)
            .arg(report.masterMunchkin);
    }
    if (report.wonBy.isEmpty())
        return ReportWords::tr("Nobody has won yet; the game stands on turn %1.").arg(report.turns);
    const QString who = names(report.winners);
    if (report.wonBy == u"fight")
        return ReportWords::tr("%1 won on turn %2, reaching the winning Level %3 by killing a Monster.",
                               nullptr, static_cast<int>(report.winners.size()))
            .arg(who)
            .arg(report.wonOnTurn)
            .arg(report.winningLevel);
    return ReportWords::tr("%1 won on turn %2, reaching the winning Level %3 by a card or a correction.",
                           nullptr, static_cast<int>(report.winners.size()))
        .arg(who)
        .arg(report.wonOnTurn)
        .arg(report.winningLevel);
}

QString biggestFight(const views::BiggestFightView& fight)
{
    if (!fight.decided)
        return ReportWords::tr("No fight was decided.");
    const QString monsters = names(fight.monsters);
    if (fight.helper.isEmpty())
        return fight.won ? ReportWords::tr("Turn %1: %2 against %3, %4 to %5, won.")
                               .arg(fight.turn)
                               .arg(fight.fighter, monsters)
                               .arg(fight.playerStrength)
                               .arg(fight.monsterStrength)
                         : ReportWords::tr("Turn %1: %2 against %3, %4 to %5, lost.")
                               .arg(fight.turn)
                               .arg(fight.fighter, monsters)
                               .arg(fight.playerStrength)
                               .arg(fight.monsterStrength);
    return fight.won ? ReportWords::tr("Turn %1: %2, helped by %3, against %4, %5 to %6, won.")
                           .arg(fight.turn)
                           .arg(fight.fighter, fight.helper, monsters)
                           .arg(fight.playerStrength)
                           .arg(fight.monsterStrength)
                     : ReportWords::tr("Turn %1: %2, helped by %3, against %4, %5 to %6, lost.")
                           .arg(fight.turn)
                           .arg(fight.fighter, fight.helper, monsters)
                           .arg(fight.playerStrength)
                           .arg(fight.monsterStrength);
}

QString fightCards(const views::BiggestFightView& fight)
{
    if (!fight.decided || fight.cards.isEmpty())
        return {};
    return ReportWords::tr("Cards played: %1.").arg(names(fight.cards));
}

QString structureLoss(const views::StructureLossView& loss)
{
    return loss.tower ? ReportWords::tr("Turn %1: the Tower of arc %2 fell.").arg(loss.turn).arg(loss.arc)
                      : ReportWords::tr("Turn %1: the Wall of arc %2 fell.").arg(loss.turn).arg(loss.arc);
}

QString gameLength(int turns, int actions)
{
    return ReportWords::tr("Turns: %1 · Actions: %2")
        .arg(QLocale().toString(turns), QLocale().toString(actions));
}

QList<ReportFigure> playerFigures(const views::ReportPlayerView& player, bool panic)
{
    const auto number = [](int value) { return QLocale().toString(value); };
    if (panic)
        return {{ReportWords::tr("Trophy points"), number(player.trophyPoints)},
                {ReportWords::tr("Kills"), number(player.kills)},
                {ReportWords::tr("Trophies"),
                 player.trophies.isEmpty() ? ReportWords::tr("none") : player.trophies.join(u", "_s)}};
    return {{ReportWords::tr("Level"), number(player.finalLevel)},
            {ReportWords::tr("Kills"), number(player.kills)},
            {ReportWords::tr("Levels by kills"), number(player.levelsByKills)},
            {ReportWords::tr("Levels by selling"), number(player.levelsBySelling)},
            {ReportWords::tr("Levels by cards"), number(player.levelsByCards)},
            {ReportWords::tr("Levels lost"), number(player.levelsLost)},
            {ReportWords::tr("Help given"), number(player.helpGiven)},
            {ReportWords::tr("Help received"), number(player.helpReceived)},
            {ReportWords::tr("Ran away"), number(player.ranAway)},
            {ReportWords::tr("Caught"), number(player.caught)},
            {ReportWords::tr("Deaths"), number(player.deaths)},
            {ReportWords::tr("Curses"), number(player.cursesSuffered)},
            {ReportWords::tr("Items sold"), number(player.itemsSold)}};
}

}  // namespace arbiter::app::report_words

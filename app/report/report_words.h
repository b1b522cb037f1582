#pragma once
// The report's sentences and figure labels, each a whole translatable message with its arguments, shared
// by the report page (through GameReports) and the PNG and PDF (ReportPainter), so both say the same.

#include "app/views/report_view.h"

#include <QList>
#include <QMetaType>
#include <QString>
#include <qqmlregistration.h>

namespace arbiter::app {

// One labelled figure of a player's line: "Kills" and "3".
struct ReportFigure {
    Q_GADGET
    QML_VALUE_TYPE(reportFigure)
    Q_PROPERTY(QString label MEMBER label)
    Q_PROPERTY(QString value MEMBER value)

public:
    QString label;
    QString value;

    friend bool operator==(const ReportFigure&, const ReportFigure&) = default;
};

namespace report_words {

// "Munchkin Deluxe", "Munchkin Panic (More Munchkin)".
QString kindTitle(const QString& edition, const QString& panicMode);
// Who won and how: "Ann won on turn 12, with the Level a won fight gave." / "The Castle fell."
QString outcome(const views::GameReportView& report);
// "Ann, helped by Bea, against the Net Troll on turn 5: 14 against 10, won."
QString biggestFight(const views::BiggestFightView& fight);
// "Cards played: Potion of Idiotic Bravery, Baby." or empty when none was.
QString fightCards(const views::BiggestFightView& fight);
// "Turn 3: the Tower of arc 2."
QString structureLoss(const views::StructureLossView& loss);
// "Turns: 12 · Actions: 340".
QString gameLength(int turns, int actions);
// A player's figures in the report's order: the card games' or Munchkin Panic's.
QList<ReportFigure> playerFigures(const views::ReportPlayerView& player, bool panic);

}  // namespace report_words

}  // namespace arbiter::app

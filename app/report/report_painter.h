#pragma once
// The game's report drawn with QPainter, for sharing: one tall PNG image for a group chat, or a PDF of A4
// pages (QPdfWriter) whose text stays text. Both lay out the same blocks (title, outcome, the Levels
// chart, the players' figures, the biggest fight, what the Castle lost); the PDF starts a new page where
// a block would not fit.

#include "app/views/report_view.h"

#include <QImage>
#include <QString>
#include <QVariantList>

#include <functional>
#include <vector>

class QPainter;

namespace arbiter::app {

struct ReportHeading {
    QString title;     // the game's name
    QString subtitle;  // its edition, length and day
};

class ReportPainter {
public:
    // `levelSeries`: HistoryModel::levelSeries() (the chart; left out when empty).
    ReportPainter(ReportHeading heading, views::GameReportView report, QVariantList levelSeries);

    // The whole report on one image `width` pixels wide, as tall as it needs.
    QImage image(int width) const;
    // Writes the report as a PDF; false with `error` set when the file cannot be written.
    bool writePdf(const QString& path, QString* error) const;
    // The pages writePdf() makes.
    int pdfPages() const;

private:
    struct Block {
        qreal height = 0;
        std::function<void(QPainter&, const QRectF&)> paint;
    };
    std::vector<Block> blocks(qreal width) const;
    static std::vector<std::vector<const Block*>> pages(const std::vector<Block>& blocks, qreal pageHeight);

    ReportHeading m_heading;
    views::GameReportView m_report;
    QVariantList m_levelSeries;
};

}  // namespace arbiter::app

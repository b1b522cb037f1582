#include "app/report/report_painter.h"

#include "app/i18n/translations.h"

#include "app/models/levelchart.h"
#include "app/report/report_words.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace arbiter::app {

namespace {

// The PDF's resolution: one unit is a pixel of a 96 dpi screen, as in the image.
constexpr int pdfDpi = 96;
constexpr qreal margin = 40;
constexpr qreal gap = 14;
const QColor inkColour(0x21, 0x21, 0x21);
const QColor mutedColour(0x55, 0x55, 0x55);
const QColor ruleColour(0xcc, 0xcc, 0xcc);

// The context of this file's texts in the translations (lupdate reads it from the macro).
struct PainterWords {
    ARBITER_TR_FUNCTIONS(ReportPainter)
};

QFont fontOf(qreal pixelSize, bool bold = false)
{
    QFont font(u"DejaVu Sans"_s);
    font.setPixelSize(static_cast<int>(pixelSize));
    font.setBold(bold);
    return font;
}

// A paragraph of `text` wrapped to `width`.
struct Paragraph {
    QString text;
    QFont font;
    QColor colour;

    qreal height(qreal width) const
    {
        return QFontMetricsF(font)
            .boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap | Qt::AlignLeft, text)
            .height();
    }
    void paint(QPainter& painter, const QRectF& area) const
    {
        painter.setFont(font);
        painter.setPen(colour);
        painter.drawText(area, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, text);
    }
};

}  // namespace

ReportPainter::ReportPainter(ReportHeading heading, views::GameReportView report, QVariantList levelSeries)
    : m_heading(std::move(heading)), m_report(std::move(report)), m_levelSeries(std::move(levelSeries))
{}

std::vector<ReportPainter::Block> ReportPainter::blocks(qreal width) const
{
    std::vector<Block> list;
    const auto paragraph = [&list, width](Paragraph text) {
        const qreal height = text.height(width);
        list.push_back(
            {height + gap, [text](QPainter& painter, const QRectF& area) { text.paint(painter, area); }});
    };
    paragraph({m_heading.title, fontOf(30, true), inkColour});
    paragraph({m_heading.subtitle, fontOf(16), mutedColour});
    paragraph({report_words::outcome(m_report), fontOf(20, true), inkColour});

    if (!m_report.panic && !m_levelSeries.isEmpty()) {
        paragraph({PainterWords::tr("Levels, turn by turn"), fontOf(18, true), inkColour});
        const qreal height = std::clamp(width * 0.45, 220.0, 360.0);
        list.push_back({height + gap, [this](QPainter& painter, const QRectF& area) {
                            LevelChart chart;
                            chart.setSeries(m_levelSeries);
                            chart.setTopLevel(m_report.winningLevel);
                            chart.setProperty("textColor", inkColour);
                            chart.setProperty("gridColor", ruleColour);
                            chart.setProperty("fontPixelSize", 14);
                            chart.setProperty("turnTitle", PainterWords::tr("Turn"));
                            chart.setProperty("levelTitle", PainterWords::tr("Level"));
                            chart.setSize({area.width(), area.height() - gap});
                            painter.save();
                            painter.translate(area.topLeft());
                            chart.paint(&painter);
                            painter.restore();
                        }});
    }

    // The players' figures as a table: a row per player (their colour and initial beside the name, so
    // they are told apart by more than colour), a column per figure, the labels wrapped above.
    paragraph({PainterWords::tr("Players"), fontOf(18, true), inkColour});
    std::vector<views::ReportPlayerView> players;
    for (const QVariant& entry : m_report.players)
        players.push_back(entry.value<views::ReportPlayerView>());
    if (!players.empty()) {
        const QFont headFont = fontOf(11, true);
        const QFont cellFont = fontOf(13);
        const QFont nameFont = fontOf(13, true);
        const QList<ReportFigure> labels = report_words::playerFigures(players.front(), m_report.panic);
        const qreal nameWidth = std::min(width * 0.24, 200.0);
        // Munchkin Panic's last column (the Trophies) is words: it takes what the numbers leave.
        const bool wordsLast = m_report.panic;
        const qreal numberWidth = wordsLast ? 90 : (width - nameWidth) / labels.size();
        const auto columnRect = [=](qsizetype column, qreal top, qreal height) {
            const qreal left = nameWidth + column * numberWidth;
            const qreal right = wordsLast && column == labels.size() - 1 ? width : left + numberWidth;
            return QRectF(left + 3, top, right - left - 6, height);
        };
        // Number columns are narrow: their labels stand upright (read bottom to top), one line each.
        const QFontMetricsF headMetrics(headFont);
        qreal headHeight = headMetrics.height();
        for (qsizetype column = 0; column < labels.size(); ++column) {
            const bool words = wordsLast && column == labels.size() - 1;
            headHeight =
                std::max(headHeight, words ? headMetrics.height()
                                           : headMetrics.horizontalAdvance(labels[column].label) + 4);
        }
        const qreal rowHeight = QFontMetricsF(cellFont).height() * 1.6;
        list.push_back(
            {headHeight + 6,
             [labels, headFont, headHeight, columnRect, wordsLast](QPainter& painter, const QRectF& area) {
                 painter.save();
                 painter.translate(area.topLeft());
                 painter.setFont(headFont);
                 painter.setPen(mutedColour);
                 const QFontMetricsF metrics(headFont);
                 for (qsizetype column = 0; column < labels.size(); ++column) {
                     const QRectF cell = columnRect(column, 0, headHeight);
                     if (wordsLast && column == labels.size() - 1) {
                         painter.drawText(cell, Qt::AlignLeft | Qt::AlignBottom, labels[column].label);
                         continue;
                     }
                     painter.save();
                     painter.translate(cell.left() + metrics.ascent(), headHeight);
                     painter.rotate(-90);
                     painter.drawText(QPointF(0, 0), labels[column].label);
                     painter.restore();
                 }
                 painter.setPen(QPen(ruleColour, 1));
                 painter.drawLine(QPointF(0, headHeight + 3), QPointF(area.width(), headHeight + 3));
                 painter.restore();
             }});
        for (const views::ReportPlayerView& player : players) {
            const QList<ReportFigure> figures = report_words::playerFigures(player, m_report.panic);
            const QString name = player.winner || player.masterMunchkin
                                     ? PainterWords::tr("★ %1").arg(player.name)
                                     : player.name;
            qreal height = rowHeight;
            if (wordsLast)
                height = std::max(height, Paragraph{figures.last().value, cellFont, inkColour}.height(
                                              columnRect(figures.size() - 1, 0, 1).width())
                                              + rowHeight - QFontMetricsF(cellFont).height());
            list.push_back(
                {height, [=](QPainter& painter, const QRectF& area) {
                     painter.save();
                     painter.translate(area.topLeft());
                     const qreal disc = 18;
                     const QRectF swatch(0, (rowHeight - disc) / 2, disc, disc);
                     painter.setPen(QPen(inkColour, 1));
                     painter.setBrush(QColor(player.colour));
                     painter.drawEllipse(swatch);
                     painter.setFont(fontOf(10, true));
                     painter.setPen(Qt::white);
                     painter.drawText(swatch, Qt::AlignCenter, player.name.left(1).toUpper());
                     painter.setFont(nameFont);
                     painter.setPen(inkColour);
                     const QFontMetricsF nameMetrics(nameFont);
                     painter.drawText(QRectF(disc + 6, 0, nameWidth - disc - 9, rowHeight),
                                      Qt::AlignLeft | Qt::AlignVCenter,
                                      nameMetrics.elidedText(name, Qt::ElideRight, nameWidth - disc - 9));
                     painter.setFont(cellFont);
                     for (qsizetype column = 0; column < figures.size(); ++column) {
                         const bool words = wordsLast && column == figures.size() - 1;
                         const QRectF cell = columnRect(column, 0, area.height());
                         if (words)
                             Paragraph{figures[column].value, cellFont, inkColour}.paint(
                                 painter, cell.adjusted(0, (rowHeight - nameMetrics.height()) / 2, 0, 0));
                         else
                             painter.drawText(QRectF(cell.left(), 0, cell.width(), rowHeight),
                                              Qt::AlignLeft | Qt::AlignVCenter, figures[column].value);
                     }
                     painter.setPen(QPen(ruleColour, 1));
                     painter.drawLine(QPointF(0, area.height() - 1),
                                      QPointF(area.width(), area.height() - 1));
                     painter.restore();
                 }});
        }
        list.back().height += gap;
    }

    if (!m_report.panic) {
        paragraph({PainterWords::tr("The biggest fight"), fontOf(18, true), inkColour});
        paragraph({report_words::biggestFight(m_report.biggestFight), fontOf(15), inkColour});
        if (const QString cards = report_words::fightCards(m_report.biggestFight); !cards.isEmpty())
            paragraph({cards, fontOf(14), mutedColour});
    } else {
        paragraph({PainterWords::tr("What the Castle lost"), fontOf(18, true), inkColour});
        if (m_report.structuresLost.isEmpty())
            paragraph({PainterWords::tr("No Tower or Wall fell."), fontOf(15), inkColour});
        for (const QVariant& loss : m_report.structuresLost)
            paragraph(
                {report_words::structureLoss(loss.value<views::StructureLossView>()), fontOf(15), inkColour});
    }
    paragraph({PainterWords::tr("Every figure is counted from the game's log by Arbiter."), fontOf(12),
               mutedColour});
    return list;
}

std::vector<std::vector<const ReportPainter::Block*>> ReportPainter::pages(const std::vector<Block>& blocks,
                                                                           qreal pageHeight)
{
    std::vector<std::vector<const Block*>> split(1);
    qreal used = 0;
    for (const Block& block : blocks) {
        if (used + block.height > pageHeight && !split.back().empty()) {
            split.emplace_back();
            used = 0;
        }
        split.back().push_back(&block);
        used += block.height;
    }
    return split;
}

QImage ReportPainter::image(int width) const
{
    const qreal inner = width - 2 * margin;
    const std::vector<Block> list = blocks(inner);
    qreal height = 2 * margin;
    for (const Block& block : list)
        height += block.height;
    QImage image(width, static_cast<int>(std::ceil(height)), QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    qreal y = margin;
    for (const Block& block : list) {
        block.paint(painter, QRectF(margin, y, inner, block.height));
        y += block.height;
    }
    return image;
}

namespace {

QRectF pdfPageArea()
{
    const QSizeF a4 = QPageSize(QPageSize::A4).sizePixels(pdfDpi);
    return QRectF(margin, margin, a4.width() - 2 * margin, a4.height() - 2 * margin);
}

}  // namespace

int ReportPainter::pdfPages() const
{
    const QRectF area = pdfPageArea();
    return static_cast<int>(pages(blocks(area.width()), area.height()).size());
}

bool ReportPainter::writePdf(const QString& path, QString* error) const
{
    QPdfWriter writer(path);
    writer.setResolution(pdfDpi);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    writer.setTitle(m_heading.title);
    writer.setCreator(u"Arbiter"_s);
    QPainter painter;
    if (!painter.begin(&writer)) {
        if (error)
            *error = PainterWords::tr("%1 cannot be written.").arg(path);
        return false;
    }
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF area = pdfPageArea();
    const std::vector<Block> list = blocks(area.width());
    bool first = true;
    for (const std::vector<const Block*>& page : pages(list, area.height())) {
        if (!first)
            writer.newPage();
        first = false;
        qreal y = area.top();
        for (const Block* block : page) {
            block->paint(painter, QRectF(area.left(), y, area.width(), block->height));
            y += block->height;
        }
    }
    return painter.end();
}

}  // namespace arbiter::app

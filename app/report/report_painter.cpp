#include "app/report/report_painter.h"

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

QString tr(const char* text)
{
    return QCoreApplication::translate("ReportPainter", text);
}

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
        paragraph({tr("Levels, turn by turn"), fontOf(18, true), inkColour});
        const qreal height = std::clamp(width * 0.45, 220.0, 360.0);
        list.push_back({height + gap, [this](QPainter& painter, const QRectF& area) {
                            LevelChart chart;
                            chart.setSeries(m_levelSeries);
                            chart.setTopLevel(m_report.winningLevel);
                            chart.setProperty("textColor", inkColour);
                            chart.setProperty("gridColor", ruleColour);
                            chart.setProperty("fontPixelSize", 14);
                            chart.setProperty("turnTitle", tr("Turn"));
                            chart.setProperty("levelTitle", tr("Level"));
                            chart.setSize({area.width(), area.height() - gap});
                            painter.save();
                            painter.translate(area.topLeft());
                            chart.paint(&painter);
                            painter.restore();
                        }});
    }

    // The players' figures: a row of labelled numbers per player, the labels once above.
    paragraph({tr("Players"), fontOf(18, true), inkColour});
    const QFont nameFont = fontOf(15, true);
    const QFont figureFont = fontOf(14);
    for (const QVariant& entry : m_report.players) {
        const auto player = entry.value<views::ReportPlayerView>();
        const QList<ReportFigure> figures = report_words::playerFigures(player, m_report.panic);
        QStringList parts;
        for (const ReportFigure& figure : figures)
            parts.append(tr("%1: %2").arg(figure.label, figure.value));
        const QString line = parts.join(u"   "_s);
        const QString name = player.winner ? tr("%1 (winner)").arg(player.name) : player.name;
        const qreal nameHeight = QFontMetricsF(nameFont).height();
        const qreal textHeight = Paragraph{line, figureFont, inkColour}.height(width - 24);
        const QColor colour(player.colour);
        list.push_back({nameHeight + textHeight + gap, [colour, name, line, nameFont, figureFont, nameHeight,
                                                        textHeight](QPainter& painter, const QRectF& area) {
                            painter.fillRect(QRectF(area.left(), area.top() + 3, 14, 14), colour);
                            painter.setPen(QPen(inkColour, 1));
                            painter.drawRect(QRectF(area.left(), area.top() + 3, 14, 14));
                            Paragraph{name, nameFont, inkColour}.paint(
                                painter, QRectF(area.left() + 24, area.top(), area.width() - 24, nameHeight));
                            Paragraph{line, figureFont, inkColour}.paint(
                                painter, QRectF(area.left() + 24, area.top() + nameHeight, area.width() - 24,
                                                textHeight));
                        }});
    }

    if (!m_report.panic) {
        paragraph({tr("The biggest fight"), fontOf(18, true), inkColour});
        paragraph({report_words::biggestFight(m_report.biggestFight), fontOf(15), inkColour});
        if (const QString cards = report_words::fightCards(m_report.biggestFight); !cards.isEmpty())
            paragraph({cards, fontOf(14), mutedColour});
    } else {
        paragraph({tr("What the Castle lost"), fontOf(18, true), inkColour});
        if (m_report.structuresLost.isEmpty())
            paragraph({tr("No Tower or Wall fell."), fontOf(15), inkColour});
        for (const QVariant& loss : m_report.structuresLost)
            paragraph(
                {report_words::structureLoss(loss.value<views::StructureLossView>()), fontOf(15), inkColour});
    }
    paragraph({tr("Every figure is counted from the game's log by Arbiter."), fontOf(12), mutedColour});
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
            *error = tr("%1 cannot be written.").arg(path);
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

#include "app/models/levelchart.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <array>
#include <cmath>

using namespace Qt::StringLiterals;

namespace arbiter::app {

namespace {

// A dash pattern per seat, repeating after five: a player's line is told apart without its colour.
constexpr std::array<Qt::PenStyle, 5> dashStyles{Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine,
                                                 Qt::DashDotDotLine};

}  // namespace

LevelChart::LevelChart(QQuickItem* parent) : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
    connect(this, &LevelChart::lookChanged, this, [this] { update(); });
}

void LevelChart::setSeries(const QVariantList& series)
{
    m_series = series;
    m_lines.clear();
    m_lastTurn = 0;
    for (const QVariant& entry : series) {
        const QVariantMap player = entry.toMap();
        Line line{player.value(u"name"_s).toString(), player.value(u"colour"_s).value<QColor>(), {}};
        const QVariantList turns = player.value(u"turns"_s).toList();
        const QVariantList levels = player.value(u"levels"_s).toList();
        for (qsizetype i = 0; i < std::min(turns.size(), levels.size()); ++i) {
            m_lastTurn = std::max(m_lastTurn, turns[i].toInt());
            if (levels[i].isValid() && !levels[i].isNull())
                line.points.emplace_back(turns[i].toInt(), levels[i].toInt());
        }
        m_lines.push_back(std::move(line));
    }
    // At most 10 steps between ticks, each a whole number of turns, so every label is exact.
    m_turnStep = std::max(1, (m_lastTurn + 9) / 10);
    m_turnSteps = std::max(1, (m_lastTurn + m_turnStep - 1) / m_turnStep);
    emit seriesChanged();
    update();
}

void LevelChart::setTopLevel(int level)
{
    level = std::max(2, level);
    if (level == m_topLevel)
        return;
    m_topLevel = level;
    emit topLevelChanged();
    update();
}

QString LevelChart::name(int line) const
{
    return validLine(line) ? m_lines[static_cast<std::size_t>(line)].name : QString();
}

int LevelChart::pointCount(int line) const
{
    return validLine(line) ? static_cast<int>(m_lines[static_cast<std::size_t>(line)].points.size()) : 0;
}

QPointF LevelChart::point(int line, int index) const
{
    if (index < 0 || index >= pointCount(line))
        return {};
    return m_lines[static_cast<std::size_t>(line)].points[static_cast<std::size_t>(index)];
}

int LevelChart::dashStyle(int line) const
{
    return validLine(line) ? dashStyles[static_cast<std::size_t>(line) % dashStyles.size()] : Qt::NoPen;
}

qreal LevelChart::lineWidth(int line) const
{
    if (!validLine(line))
        return 0;
    const int lines = count();
    return 2 + (lines > 6 ? 1 : 2) * (lines - 1 - line);
}

void LevelChart::paint(QPainter* painter)
{
    if (m_lines.empty() || width() <= 0 || height() <= 0)
        return;
    QFont font = painter->font();
    font.setPixelSize(m_fontPixelSize);
    painter->setFont(font);
    const QFontMetricsF metrics(font);
    const qreal gap = metrics.height() / 2;

    // The legend takes the bottom rows, as many as its names need.
    const LegendRows legend = legendRows(metrics, width());
    const qreal legendHeight = static_cast<qreal>(legend.size()) * metrics.height() + gap;

    // The level labels on the left, the turn labels and the axis title below.
    const qreal levelLabelWidth = metrics.horizontalAdvance(QString::number(m_topLevel)) + gap;
    const qreal left = metrics.height() + gap + levelLabelWidth;
    const qreal bottom = legendHeight + 2 * metrics.height() + gap;
    const QRectF plot(left, metrics.height() / 2, std::max(1.0, width() - left - gap),
                      std::max(1.0, height() - bottom - metrics.height() / 2));
    const double turnSpan = turnAxisMax();
    const auto at = [&](QPointF value) {
        return QPointF(plot.left() + value.x() / turnSpan * plot.width(),
                       plot.bottom() - (value.y() - 1) / (m_topLevel - 1) * plot.height());
    };

    // The grid, a line per level and per turn step, with their labels.
    painter->setPen(QPen(m_gridColor, 1));
    const int levelEvery = metrics.height() * (m_topLevel - 1) > plot.height() ? 2 : 1;
    for (int level = 1; level <= m_topLevel; ++level) {
        const qreal y = at({0, double(level)}).y();
        painter->setPen(QPen(m_gridColor, 1));
        painter->drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        if ((level - 1) % levelEvery == 0 || level == m_topLevel) {
            painter->setPen(m_textColor);
            painter->drawText(QRectF(left - levelLabelWidth, y - metrics.height() / 2,
                                     levelLabelWidth - gap / 2, metrics.height()),
                              Qt::AlignRight | Qt::AlignVCenter, QString::number(level));
        }
    }
    for (int step = 0; step <= m_turnSteps; ++step) {
        const int turn = step * m_turnStep;
        const qreal x = at({double(turn), 1}).x();
        painter->setPen(QPen(m_gridColor, 1));
        painter->drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        painter->setPen(m_textColor);
        const qreal labelWidth = metrics.horizontalAdvance(QString::number(turn)) + gap;
        painter->drawText(QRectF(x - labelWidth / 2, plot.bottom() + gap / 2, labelWidth, metrics.height()),
                          Qt::AlignCenter, QString::number(turn));
    }
    painter->drawText(
        QRectF(plot.left(), plot.bottom() + gap / 2 + metrics.height(), plot.width(), metrics.height()),
        Qt::AlignCenter, m_turnTitle);
    painter->save();
    painter->translate(metrics.height() / 2, plot.center().y());
    painter->rotate(-90);
    painter->drawText(QRectF(-plot.height() / 2, -metrics.height() / 2, plot.height(), metrics.height()),
                      Qt::AlignCenter, m_levelTitle);
    painter->restore();

    // The lines, the widest first; points on each turn while there are few enough to see.
    painter->setRenderHint(QPainter::Antialiasing);
    const bool showPoints = m_lastTurn < 40;
    for (int index = 0; index < count(); ++index) {
        const Line& line = m_lines[static_cast<std::size_t>(index)];
        QPen pen(line.colour, lineWidth(index), static_cast<Qt::PenStyle>(dashStyle(index)), Qt::FlatCap,
                 Qt::RoundJoin);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        QPainterPath path;
        for (std::size_t i = 0; i < line.points.size(); ++i) {
            if (i == 0)
                path.moveTo(at(line.points[i]));
            else
                path.lineTo(at(line.points[i]));
        }
        painter->drawPath(path);
        if (showPoints) {
            painter->setPen(Qt::NoPen);
            painter->setBrush(line.colour);
            const qreal radius = 3;
            for (const QPointF& value : line.points)
                painter->drawEllipse(at(value), radius, radius);
        }
    }
    paintLegend(painter, legend, QRectF(0, height() - legendHeight + gap, width(), legendHeight - gap));
}

// The legend's entries (a stroke of the line's pen and its player's name) in rows that fit the width.
LevelChart::LegendRows LevelChart::legendRows(const QFontMetricsF& metrics, qreal width) const
{
    const qreal gap = metrics.height() / 2;
    LegendRows rows(1);
    qreal rowWidth = 0;
    for (int index = 0; index < count(); ++index) {
        const qreal entry = 2 * metrics.height() + gap / 2
                            + metrics.horizontalAdvance(m_lines[static_cast<std::size_t>(index)].name)
                            + 2 * gap;
        if (rowWidth > 0 && rowWidth + entry > width) {
            rows.emplace_back();
            rowWidth = 0;
        }
        rows.back().push_back({index, entry});
        rowWidth += entry;
    }
    return rows;
}

void LevelChart::paintLegend(QPainter* painter, const LegendRows& rows, const QRectF& area) const
{
    const QFontMetricsF metrics(painter->font());
    const qreal gap = metrics.height() / 2;
    const qreal swatch = 2 * metrics.height();
    qreal y = area.top();
    for (const std::vector<LegendEntry>& row : rows) {
        qreal total = 0;
        for (const LegendEntry& entry : row)
            total += entry.width;
        qreal x = area.left() + std::max(0.0, (area.width() - total) / 2);
        for (const LegendEntry& entry : row) {
            const Line& line = m_lines[static_cast<std::size_t>(entry.line)];
            const qreal middle = y + metrics.height() / 2;
            painter->setPen(QPen(line.colour, std::min<qreal>(lineWidth(entry.line), 4),
                                 static_cast<Qt::PenStyle>(dashStyle(entry.line)), Qt::FlatCap));
            painter->drawLine(QPointF(x, middle), QPointF(x + swatch, middle));
            painter->setPen(m_textColor);
            painter->drawText(
                QRectF(x + swatch + gap / 2, y, entry.width - swatch - gap / 2, metrics.height()),
                Qt::AlignLeft | Qt::AlignVCenter, line.name);
            x += entry.width;
        }
        y += metrics.height();
    }
}

}  // namespace arbiter::app

#pragma once
// Each player's level turn by turn, drawn with QPainter: the levels page's chart. It replaces Qt Charts,
// which needs a QApplication (Qt Widgets) and cost the whole app memory and start-up time for one page.
// The numbers are the session's (GameSession::levelSeries()); the item only draws them. Lines that run
// together stay apart: each seat has a dash pattern of its own, and the lines drawn first are wider, so
// a line on top of another leaves the other's colour showing along its edges.

#include <QColor>
#include <QPointF>
#include <QQuickPaintedItem>
#include <QString>
#include <QVariantList>
#include <qqmlregistration.h>

#include <vector>

class QFontMetricsF;
class QPainter;

namespace arbiter::app {

class LevelChart : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    // [{name, colour, turns: [0, 1, ...], levels: [...]}]: levelSeries() as it is now.
    Q_PROPERTY(QVariantList series READ series WRITE setSeries NOTIFY seriesChanged)
    // The level axis runs from 1 to this (the game's winning level).
    Q_PROPERTY(int topLevel READ topLevel WRITE setTopLevel NOTIFY topLevelChanged)
    Q_PROPERTY(QColor textColor MEMBER m_textColor NOTIFY lookChanged)
    Q_PROPERTY(QColor gridColor MEMBER m_gridColor NOTIFY lookChanged)
    Q_PROPERTY(int fontPixelSize MEMBER m_fontPixelSize NOTIFY lookChanged)
    Q_PROPERTY(QString turnTitle MEMBER m_turnTitle NOTIFY lookChanged)
    Q_PROPERTY(QString levelTitle MEMBER m_levelTitle NOTIFY lookChanged)
    // The number of lines (players).
    Q_PROPERTY(int count READ count NOTIFY seriesChanged)
    // The turn axis ends here: a whole number of steps of whole turns, at most 10 steps.
    Q_PROPERTY(int turnAxisMax READ turnAxisMax NOTIFY seriesChanged)
    Q_PROPERTY(int turnStep READ turnStep NOTIFY seriesChanged)

public:
    explicit LevelChart(QQuickItem* parent = nullptr);

    QVariantList series() const { return m_series; }
    void setSeries(const QVariantList& series);
    int topLevel() const { return m_topLevel; }
    void setTopLevel(int level);
    int count() const { return static_cast<int>(m_lines.size()); }
    int turnAxisMax() const { return m_turnStep * m_turnSteps; }
    int turnStep() const { return m_turnStep; }

    // What a line shows, for tests and accessibility: its player, its points (turn, level), its pen.
    Q_INVOKABLE QString name(int line) const;
    Q_INVOKABLE int pointCount(int line) const;
    Q_INVOKABLE QPointF point(int line, int index) const;
    Q_INVOKABLE int dashStyle(int line) const;  // a Qt::PenStyle
    Q_INVOKABLE qreal lineWidth(int line) const;

    void paint(QPainter* painter) override;

Q_SIGNALS:
    void seriesChanged();
    void topLevelChanged();
    void lookChanged();

private:
    struct Line {
        QString name;
        QColor colour;
        std::vector<QPointF> points;  // (turn, level); a turn without a level (not yet seated) is left out
    };

    struct LegendEntry {
        int line;
        qreal width;
    };
    using LegendRows = std::vector<std::vector<LegendEntry>>;

    bool validLine(int line) const { return line >= 0 && line < count(); }
    LegendRows legendRows(const QFontMetricsF& metrics, qreal width) const;
    void paintLegend(QPainter* painter, const LegendRows& rows, const QRectF& area) const;

    QVariantList m_series;
    std::vector<Line> m_lines;
    int m_topLevel = 10;
    int m_turnStep = 1;
    int m_turnSteps = 1;
    int m_lastTurn = 0;
    QColor m_textColor{Qt::black};
    QColor m_gridColor{Qt::lightGray};
    int m_fontPixelSize = 16;
    QString m_turnTitle;
    QString m_levelTitle;
};

}  // namespace arbiter::app

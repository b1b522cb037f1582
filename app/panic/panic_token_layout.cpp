#include "app/panic/panic_token_layout.h"

#include <QMap>
#include <QQmlEngine>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <optional>
#include <vector>

namespace arbiter::app {

using namespace Qt::StringLiterals;

namespace {

constexpr qreal pi = std::numbers::pi;

// What a token covers around its disc's centre: the disc, and the name plate on `lines` lines across its
// lower part (PanicMonsterToken draws it so).
struct Extent {
    qreal width;
    qreal above;
    qreal below;
};

Extent tokenExtent(qreal size, qreal plate, int lines, int nameLineHeight)
{
    const qreal below = lines > 0 ? std::max(size / 2, size * 0.12 + lines * nameLineHeight + 4) : size / 2;
    return {std::max(size, plate), size / 2, below};
}

struct Arrangement {
    int rows = 1;
    qreal size = 0;   // the disc's diameter
    qreal plate = 0;  // the name plate's width, 0 for none
    int lines = 0;
    qreal slot = 0;  // from one token's centre to the next along the ring
};

}  // namespace

PanicTokenLayout::PanicTokenLayout(QObject* parent) : QObject(parent)
{}

PanicTokenLayout* PanicTokenLayout::create(QQmlEngine* engine, QJSEngine* /*scriptEngine*/)
{
    return new PanicTokenLayout(engine);
}

// Two boxes w x h whose centres are s apart along the ring at angle a stay apart once
// s >= min(w / |sin a|, h / |cos a|). The richest look that fits wins: names on up to `maxNameLines`
// lines under discs as wide as the ring, then fewer lines and narrower plates, then discs alone (one to
// three rows, as large as the space allows; the name is a tap away).
QVariantMap PanicTokenLayout::layout(const QVariantList& monsters, const QVariantMap& ringInner,
                                     const QVariantMap& ringOuter, qreal radius, qreal centreX, qreal centreY,
                                     int nameLineHeight, int maxNameLines)
{
    // The tokens of each space, in the order given.
    QMap<QString, std::vector<QVariantMap>> groups;
    std::vector<QString> order;
    for (const QVariant& entry : monsters) {
        const QVariantMap monster = entry.toMap();
        const QString key = monster.value(u"arc"_s).toString() + u':' + monster.value(u"ring"_s).toString();
        if (!groups.contains(key))
            order.push_back(key);
        groups[key].push_back(monster);
    }
    QVariantMap places;
    for (const QString& key : order) {
        const std::vector<QVariantMap>& group = groups[key];
        const int count = static_cast<int>(group.size());
        QString ring = group.front().value(u"ring"_s).toString();
        if (!ringInner.contains(ring))
            ring = u"forest"_s;
        const qreal inner = ringInner.value(ring).toDouble() * radius;
        const qreal width = (ringOuter.value(ring).toDouble() - ringInner.value(ring).toDouble()) * radius;
        const int arc = group.front().value(u"arc"_s).toInt();
        const qreal middle = (-90.0 + (arc - 1) * 60.0 + 30) * pi / 180;
        // Neighbours are a chord apart, whose direction turns with them along the ring: take the least
        // favourable direction the chords of `count` tokens spread over the arc may have.
        const qreal spread = pi / 6 * (count - 1) / count;
        qreal across = 1;
        qreal along = 1;
        for (int k = 0; k <= 8; ++k) {
            const qreal direction = middle - spread + spread * k / 4;
            across = std::min(across, std::abs(std::sin(direction)));
            along = std::min(along, std::abs(std::cos(direction)));
        }
        // The room along the ring, kept a little inside the arc's edges.
        const qreal length = (inner + width / 2) * pi / 3 * 0.92;
        constexpr qreal infinity = std::numeric_limits<qreal>::infinity();
        const auto step = [&](const Extent& extent) {
            return std::min(across > 0.01 ? extent.width / across : infinity,
                            along > 0.01 ? (extent.above + extent.below) / along : infinity)
                   * 1.04;
        };
        std::optional<Arrangement> best;
        const qreal size = width * 0.94;
        for (int lines = maxNameLines; lines >= 1 && !best && size >= 40; --lines) {
            for (qreal plate = size * 2.3; plate >= size * 0.99; plate -= size * 0.1) {
                const Extent extent = tokenExtent(size, plate, lines, nameLineHeight);
                // Where the ring runs up and down the screen, a wide plate would reach across the rings
                // beside it: no more than a third of a ring into each.
                const qreal radial = plate * std::abs(std::cos(middle));
                if (count * step(extent) <= length && (radial <= width * 1.66 || plate <= size * 1.05)) {
                    best = Arrangement{1, size, plate, lines, step(extent)};
                    break;
                }
            }
        }
        if (!best) {
            best = Arrangement{};
            for (int rows = 1; rows <= 3; ++rows) {
                const int perRow = (count + rows - 1) / rows;
                const qreal rowLength = (inner + width / rows / 2) * pi / 3 * 0.92;
                const qreal disc = std::min(width / rows * 0.94, rowLength / perRow * 0.92);
                if (disc > best->size)
                    best = Arrangement{rows, disc, 0, 0, rowLength / perRow};
            }
        }
        const int perRow = (count + best->rows - 1) / best->rows;
        for (int i = 0; i < count; ++i) {
            const int column = i % perRow;
            const int row = i / perRow;
            const int inRow = std::min(perRow, count - row * perRow);
            const qreal distance = inner + width - width / best->rows * (row + 0.5);
            // A step along the ring is a chord: the angle that makes the chord `slot` long.
            const qreal angle =
                middle
                + (column - (inRow - 1) / 2.0) * 2 * std::asin(std::min(1.0, best->slot / 2 / distance));
            places.insert(group[static_cast<std::size_t>(i)].value(u"id"_s).toString(),
                          QVariantMap{{u"x"_s, centreX + distance * std::cos(angle)},
                                      {u"y"_s, centreY + distance * std::sin(angle)},
                                      {u"size"_s, best->size},
                                      {u"plate"_s, best->plate},
                                      {u"lines"_s, best->lines}});
        }
    }
    return places;
}

}  // namespace arbiter::app

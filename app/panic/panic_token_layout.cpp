#include "app/panic/panic_token_layout.h"

#include <QFontMetricsF>
#include <QMap>
#include <QQmlEngine>
#include <QRectF>

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

// A name as the widths of its words, measured once: wrapping it is then sums. A pixel is kept spare for
// what kerning across the spaces may add.
struct MeasuredName {
    std::vector<qreal> words;
    qreal space = 0;
};

MeasuredName measure(const QString& name, const QFontMetricsF& metrics)
{
    MeasuredName measured;
    measured.space = metrics.horizontalAdvance(u' ');
    for (const QString& word : name.split(u' ', Qt::SkipEmptyParts))
        measured.words.push_back(metrics.horizontalAdvance(word));
    return measured;
}

// A name wrapped between its words in `textWidth`: how many lines it takes and how wide the widest is
// (lines = INT_MAX when one word alone is wider).
struct Wrapped {
    int lines = 0;
    qreal widest = 0;
};

Wrapped wrap(const MeasuredName& name, qreal textWidth)
{
    constexpr qreal spare = 1;
    Wrapped wrapped;
    qreal line = -1;  // the current line's width; -1 before its first word
    for (const qreal word : name.words) {
        if (line >= 0 && line + name.space + word + spare <= textWidth) {
            line += name.space + word;
            continue;
        }
        if (line >= 0)
            wrapped.widest = std::max(wrapped.widest, line);
        ++wrapped.lines;
        line = word;
    }
    if (line >= 0)
        wrapped.widest = std::max(wrapped.widest, line);
    if (wrapped.widest + spare > textWidth)
        wrapped.lines = std::numeric_limits<int>::max();
    return wrapped;
}

// One space of the board with its tokens, and the looks that fit it, the richest first; the last is
// discs alone.
struct Space {
    std::vector<QVariantMap> group;
    std::vector<MeasuredName> names;  // the group's, in its order
    qreal inner = 0;
    qreal width = 0;
    qreal middle = 0;  // the arc's middle, in radians clockwise from 3 o'clock
    std::vector<Arrangement> options;
    std::size_t chosen = 0;
};

// A token as drawn: its disc, and the plate as wide as the name needs (0: none).
struct Token {
    QString id;
    qreal x = 0;
    qreal y = 0;
    qreal size = 0;
    qreal plate = 0;
    int lines = 0;
    qreal drawnPlate = 0;
};

bool circleMeetsRect(qreal cx, qreal cy, qreal r, const QRectF& rect)
{
    const qreal nearestX = std::clamp(cx, rect.left(), rect.right());
    const qreal nearestY = std::clamp(cy, rect.top(), rect.bottom());
    return std::hypot(cx - nearestX, cy - nearestY) < r - 0.5;
}

QRectF plateOf(const Token& token, int nameLineHeight)
{
    const qreal top = token.y + token.size * 0.12;
    return {token.x - token.drawnPlate / 2, top, token.drawnPlate,
            static_cast<qreal>(token.lines * nameLineHeight + 4)};
}

// Whether two tokens are drawn over one another (disc on disc, plate on disc, plate on plate).
bool tokensMeet(const Token& a, const Token& b, int nameLineHeight)
{
    if (std::hypot(a.x - b.x, a.y - b.y) < (a.size + b.size) / 2 - 0.5)
        return true;
    const bool plateA = a.lines > 0 && a.drawnPlate > 0;
    const bool plateB = b.lines > 0 && b.drawnPlate > 0;
    const QRectF rectA = plateA ? plateOf(a, nameLineHeight) : QRectF();
    const QRectF rectB = plateB ? plateOf(b, nameLineHeight) : QRectF();
    if (plateA && circleMeetsRect(b.x, b.y, b.size / 2, rectA))
        return true;
    if (plateB && circleMeetsRect(a.x, a.y, a.size / 2, rectB))
        return true;
    return plateA && plateB && rectA.adjusted(0.5, 0.5, -0.5, -0.5).intersects(rectB);
}

}  // namespace

PanicTokenLayout::PanicTokenLayout(QObject* parent) : QObject(parent)
{}

PanicTokenLayout* PanicTokenLayout::create(QQmlEngine* engine, QJSEngine* /*scriptEngine*/)
{
    return new PanicTokenLayout(engine);
}

// Two boxes w x h whose centres are s apart along the ring at angle a stay apart once
// s >= min(w / |sin a|, h / |cos a|). Each space takes the richest look that fits it: every name whole
// on as few lines as it can (at most `maxNameLines`, a plate never narrower than a word), under discs as
// wide as the ring; then discs alone (one to three rows, as large as the space allows; the name is a tap
// away). A name is never cut. Where a plate reaches a token of another space, the space with the taller
// plates takes its next look, until nothing meets.
QVariantMap PanicTokenLayout::layout(const QVariantList& monsters, const QVariantMap& ringInner,
                                     const QVariantMap& ringOuter, qreal radius, qreal centreX, qreal centreY,
                                     int nameLineHeight, int maxNameLines, const QFont& nameFont)
{
    const QFontMetricsF metrics(nameFont);
    // The tokens of each space, in the order given.
    QMap<QString, std::size_t> indexOf;
    std::vector<Space> spaces;
    for (const QVariant& entry : monsters) {
        const QVariantMap monster = entry.toMap();
        const QString key = monster.value(u"arc"_s).toString() + u':' + monster.value(u"ring"_s).toString();
        if (!indexOf.contains(key)) {
            indexOf.insert(key, spaces.size());
            spaces.emplace_back();
        }
        Space& space = spaces[indexOf.value(key)];
        space.group.push_back(monster);
        space.names.push_back(measure(monster.value(u"name"_s).toString(), metrics));
    }
    for (Space& space : spaces) {
        const int count = static_cast<int>(space.group.size());
        QString ring = space.group.front().value(u"ring"_s).toString();
        if (!ringInner.contains(ring))
            ring = u"forest"_s;
        space.inner = ringInner.value(ring).toDouble() * radius;
        space.width = (ringOuter.value(ring).toDouble() - ringInner.value(ring).toDouble()) * radius;
        const int arc = space.group.front().value(u"arc"_s).toInt();
        space.middle = (-90.0 + (arc - 1) * 60.0 + 30) * pi / 180;
        // Neighbours are a chord apart, whose direction turns with them along the ring: take the least
        // favourable direction the chords of `count` tokens spread over the arc may have.
        const qreal spread = pi / 6 * (count - 1) / count;
        qreal across = 1;
        qreal along = 1;
        for (int k = 0; k <= 8; ++k) {
            const qreal direction = space.middle - spread + spread * k / 4;
            across = std::min(across, std::abs(std::sin(direction)));
            along = std::min(along, std::abs(std::cos(direction)));
        }
        // The room along the ring, kept a little inside the arc's edges.
        const qreal length = (space.inner + space.width / 2) * pi / 3 * 0.92;
        constexpr qreal infinity = std::numeric_limits<qreal>::infinity();
        // Neighbours keep a little apart; a lone token only has to stay inside the room.
        const qreal apart = count > 1 ? 1.04 : 1.0;
        const auto step = [&](const Extent& extent) {
            return std::min(across > 0.01 ? extent.width / across : infinity,
                            along > 0.01 ? (extent.above + extent.below) / along : infinity)
                   * apart;
        };
        const qreal size = space.width * 0.94;
        for (int lines = 1; lines <= maxNameLines && size >= 40; ++lines) {
            // The narrowest plate that holds every name on `lines` lines, if one that narrow fits.
            for (qreal plate = size * 0.99; plate <= size * 2.3; plate += size * 0.05) {
                const bool holds = std::ranges::all_of(space.names, [&](const MeasuredName& name) {
                    return wrap(name, plate - 8).lines <= lines;
                });
                if (!holds)
                    continue;
                const Extent extent = tokenExtent(size, plate, lines, nameLineHeight);
                // Where the ring runs up and down the screen, a wide plate would reach across the rings
                // beside it: no more than a third of a ring into each.
                const qreal radial = plate * std::abs(std::cos(space.middle));
                if (count * step(extent) <= length && (radial <= space.width * 1.66 || plate <= size * 1.05))
                    space.options.push_back(Arrangement{1, size, plate, lines, step(extent)});
                break;
            }
        }
        Arrangement discs;
        for (int rows = 1; rows <= 3; ++rows) {
            const int perRow = (count + rows - 1) / rows;
            const qreal rowLength = (space.inner + space.width / rows / 2) * pi / 3 * 0.92;
            const qreal disc = std::min(space.width / rows * 0.94, rowLength / perRow * 0.92);
            if (disc > discs.size)
                discs = Arrangement{rows, disc, 0, 0, rowLength / perRow};
        }
        space.options.push_back(discs);
    }

    const auto tokensOf = [&](const Space& space) {
        const Arrangement& best = space.options[space.chosen];
        const int count = static_cast<int>(space.group.size());
        const int perRow = (count + best.rows - 1) / best.rows;
        std::vector<Token> tokens;
        for (int i = 0; i < count; ++i) {
            const int column = i % perRow;
            const int row = i / perRow;
            const int inRow = std::min(perRow, count - row * perRow);
            const qreal distance = space.inner + space.width - space.width / best.rows * (row + 0.5);
            // A step along the ring is a chord: the angle that makes the chord `slot` long.
            const qreal angle =
                space.middle
                + (column - (inRow - 1) / 2.0) * 2 * std::asin(std::min(1.0, best.slot / 2 / distance));
            const QVariantMap& monster = space.group[static_cast<std::size_t>(i)];
            const qreal drawn =
                best.lines > 0 ? std::min(
                    best.plate, wrap(space.names[static_cast<std::size_t>(i)], best.plate - 8).widest + 8)
                               : 0;
            tokens.push_back({monster.value(u"id"_s).toString(), centreX + distance * std::cos(angle),
                              centreY + distance * std::sin(angle), best.size, best.plate, best.lines,
                              drawn});
        }
        return tokens;
    };
    std::vector<std::vector<Token>> drawn;
    for (const Space& space : spaces)
        drawn.push_back(tokensOf(space));
    // Plates that reach another space's token: the space with the taller plates makes do with less.
    for (bool moved = true; moved;) {
        moved = false;
        for (std::size_t a = 0; a < spaces.size() && !moved; ++a) {
            for (std::size_t b = a + 1; b < spaces.size() && !moved; ++b) {
                const bool meet = std::ranges::any_of(drawn[a], [&](const Token& first) {
                    return std::ranges::any_of(drawn[b], [&](const Token& second) {
                        return tokensMeet(first, second, nameLineHeight);
                    });
                });
                if (!meet)
                    continue;
                const auto canGive = [&](std::size_t i) {
                    return spaces[i].chosen + 1 < spaces[i].options.size();
                };
                const auto lines = [&](std::size_t i) { return spaces[i].options[spaces[i].chosen].lines; };
                std::size_t gives = lines(a) >= lines(b) ? a : b;
                if (!canGive(gives))
                    gives = gives == a ? b : a;
                if (!canGive(gives))
                    continue;
                ++spaces[gives].chosen;
                drawn[gives] = tokensOf(spaces[gives]);
                moved = true;
            }
        }
    }

    QVariantMap places;
    for (const std::vector<Token>& tokens : drawn)
        for (const Token& token : tokens)
            places.insert(token.id, QVariantMap{{u"x"_s, token.x},
                                                {u"y"_s, token.y},
                                                {u"size"_s, token.size},
                                                {u"plate"_s, token.plate},
                                                {u"lines"_s, token.lines}});
    return places;
}

}  // namespace arbiter::app

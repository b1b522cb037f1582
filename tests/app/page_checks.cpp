#include "page_checks.h"

#include <QAccessible>
#include <QColor>
#include <QFontMetricsF>
#include <QHash>
#include <QJSValue>
#include <QLineF>
#include <QQmlComponent>
#include <QQmlProperty>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QTextBoundaryFinder>
#include <QTextDocumentFragment>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace arbiter::testing {

namespace {

// An ancestor that may hide part of a text: a clipping item, a Flickable (whose scrollable directions
// may hide content on purpose), or the window.
struct Limit {
    QRectF rect;  // window coordinates
    QString name;
    bool clips = true;
    bool scrollsX = false;
    bool scrollsY = false;
};

QString typeName(const QObject* object)
{
    QString name = QString::fromLatin1(object->metaObject()->className());
    // QML types are called "Label_QMLTYPE_12"; the number changes from run to run.
    static const QRegularExpression suffix(QStringLiteral("_QML(TYPE)?_\\d+$"));
    return name.remove(suffix);
}

// The nearest named ancestor's objectName, then the item's own objectName or type: the ancestor says
// where it is ("continueButton > label"), the item what it is.
QString nameOf(const QQuickItem* item)
{
    const QString own = item->objectName().isEmpty() ? typeName(item) : item->objectName();
    for (const QQuickItem* up = item->parentItem(); up; up = up->parentItem())
        if (!up->objectName().isEmpty())
            return up->objectName() + u" > "_s + own;
    return own;
}

QString shownText(const QQuickItem* item)
{
    const QString text = item->property("text").toString();
    // Text.PlainText is 0; the other formats may carry markup and entities.
    if (item->property("textFormat").toInt() != 0 && (text.contains(u'<') || text.contains(u'&')))
        return QTextDocumentFragment::fromHtml(text).toPlainText();
    return text;
}

QString rectText(const QRectF& r)
{
    return QStringLiteral("(%1,%2 %3x%4)")
        .arg(qRound(r.x()))
        .arg(qRound(r.y()))
        .arg(qRound(r.width()))
        .arg(qRound(r.height()));
}

// The faults of one text against the ancestors that may hide it, innermost first. Once a Flickable
// scrolls in a direction, neither its edges nor those of the ancestors outside it say anything about
// that direction: its content is meant to go past them.
QStringList edgeFaults(const QRectF& painted, const QList<Limit>& limits)
{
    constexpr qreal slack = 1;  // anti-aliasing and rounding
    QStringList faults;
    bool checkX = true;
    bool checkY = true;
    for (auto limit = limits.crbegin(); limit != limits.crend(); ++limit) {
        checkX = checkX && !limit->scrollsX;
        checkY = checkY && !limit->scrollsY;
        if (limit->clips) {
            const QRectF& r = limit->rect;
            if (checkX && painted.left() < r.left() - slack)
                faults.append(u"cut off at the left edge of "_s + limit->name);
            if (checkX && painted.right() > r.right() + slack)
                faults.append(u"cut off at the right edge of "_s + limit->name);
            if (checkY && painted.top() < r.top() - slack)
                faults.append(u"cut off at the top edge of "_s + limit->name);
            if (checkY && painted.bottom() > r.bottom() + slack)
                faults.append(u"cut off at the bottom edge of "_s + limit->name);
        }
    }
    return faults;
}

// The font a Text lays out with: its own, or the size a fontSizeMode fitted it to (which fontInfo tells;
// only then is it asked: fontInfo needs a JS engine, which a control's inner labels lack).
QFont laidOutFont(const QQuickItem* item)
{
    QFont font = item->property("font").value<QFont>();
    if (item->property("fontSizeMode").toInt() != 0) {
        const QJSValue info = item->property("fontInfo").value<QJSValue>();
        if (info.hasProperty(u"pixelSize"_s) && info.property(u"pixelSize"_s).toNumber() > 0)
            font.setPixelSize(info.property(u"pixelSize"_s).toInt());
    }
    return font;
}

// A wrapping text whose line is narrower than one of its words: Qt breaks such a word anywhere
// ("Droolin/g Slime", "Treasure/s"), or lets it run past the line. The words are what lies between the
// places a line may break (spaces, hyphens), as Unicode's line breaking finds them.
QString brokenWord(const QQuickItem* item, const QString& text)
{
    if (item->property("wrapMode").toInt() == 0)  // Text.NoWrap
        return {};
    const qreal line =
        item->width() - item->property("leftPadding").toReal() - item->property("rightPadding").toReal();
    if (line <= 0)
        return {};
    const QFontMetricsF metrics(laidOutFont(item));
    QTextBoundaryFinder breaks(QTextBoundaryFinder::Line, text);
    qsizetype start = 0;
    while (breaks.toNextBoundary() != -1) {
        const qsizetype end = breaks.position();
        const QString word = text.mid(start, end - start).trimmed();
        start = end;
        const qreal width = metrics.horizontalAdvance(word);
        if (!word.isEmpty() && width > line + 0.5)
            return QStringLiteral("the word '%1' (%2 px) is wider than its line (%3 px): broken mid-word")
                .arg(word)
                .arg(width, 0, 'f', 1)
                .arg(line, 0, 'f', 1);
    }
    return {};
}

void collect(QQuickItem* item, qreal parentOpacity, QRectF clip, QList<Limit>& limits,
             QList<VisibleText>& out)
{
    if (!item->isVisible())
        return;
    const qreal opacity = parentOpacity * item->opacity();
    if (opacity < 0.01)
        return;
    const bool flickable = item->inherits("QQuickFlickable");
    const bool pushed = item->clip() || flickable;
    if (pushed) {
        Limit limit{item->mapRectToScene(QRectF(0, 0, item->width(), item->height())), nameOf(item),
                    item->clip()};
        if (flickable) {
            limit.scrollsX = item->property("contentWidth").toReal() > item->width() + 0.5;
            limit.scrollsY = item->property("contentHeight").toReal() > item->height() + 0.5;
        }
        if (limit.clips)
            clip = clip.intersected(limit.rect);
        limits.append(limit);
    }
    if (item->inherits("QQuickText")) {
        const QString text = shownText(item);
        const QColor colour = item->property("color").value<QColor>();
        if (!text.trimmed().isEmpty() && colour.alpha() > 0) {
            VisibleText entry;
            entry.item = item;
            entry.text = text;
            // A Text's bounding rectangle is its laid-out lines (after eliding), placed by its alignment.
            entry.painted = item->mapRectToScene(item->boundingRect());
            entry.shown = entry.painted.intersected(clip);
            entry.opacity = opacity;
            entry.truncated = item->property("truncated").toBool();
            if (!entry.shown.isEmpty())
                entry.faults = edgeFaults(entry.painted, limits);
            if (entry.truncated)
                entry.faults.prepend(QStringLiteral("truncated (elided or past its line limit)"));
            if (const QString broken = brokenWord(item, text); !broken.isEmpty())
                entry.faults.append(broken);
            out.append(entry);
        }
    }
    for (QQuickItem* child : item->childItems())
        collect(child, opacity, clip, limits, out);
    if (pushed)
        limits.removeLast();
}

}  // namespace

QList<VisibleText> visibleTexts(QQuickWindow* window)
{
    QList<VisibleText> texts;
    const QRectF whole(0, 0, window->width(), window->height());
    QList<Limit> limits{{whole, QStringLiteral("the window")}};
    collect(window->contentItem(), 1, whole, limits, texts);
    return texts;
}

QString describe(const VisibleText& text)
{
    QString shown = text.text.simplified();
    if (shown.size() > 60)
        shown = shown.left(57) + u"..."_s;
    return QStringLiteral("%1 '%2' at %3").arg(nameOf(text.item), shown, rectText(text.painted));
}

QStringList layoutFaults(const QList<VisibleText>& texts, qreal tolerance)
{
    QStringList faults;
    for (const VisibleText& text : texts)
        for (const QString& fault : text.faults)
            faults.append(describe(text) + u": "_s + fault);
    // Overlaps: only what is on screen, opaque enough to read, and not one text inside the other.
    constexpr qreal readable = 0.5;
    for (qsizetype i = 0; i < texts.size(); ++i) {
        const VisibleText& a = texts[i];
        if (a.shown.isEmpty() || a.opacity < readable)
            continue;
        for (qsizetype j = i + 1; j < texts.size(); ++j) {
            const VisibleText& b = texts[j];
            if (b.shown.isEmpty() || b.opacity < readable || a.item->isAncestorOf(b.item)
                || b.item->isAncestorOf(a.item))
                continue;
            const QRectF both = a.shown.intersected(b.shown);
            if (both.width() > tolerance && both.height() > tolerance)
                faults.append(
                    QStringLiteral("%1 overlaps %2 by %3").arg(describe(a), describe(b), rectText(both)));
        }
    }
    return faults;
}

namespace {

double luminance(const QColor& colour)
{
    const auto channel = [](double c) {
        return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF())
           + 0.0722 * channel(colour.blueF());
}

double contrast(const QColor& a, const QColor& b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// The colour most of the pixels of `rect` show: behind a line of text, its background.
QColor commonColour(const QImage& image, const QRect& rect)
{
    QHash<QRgb, int> counts;
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        for (int x = rect.left(); x <= rect.right(); ++x)
            ++counts[line[x] | 0xff000000u];
    }
    QRgb best = 0;
    int most = -1;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        if (it.value() > most) {
            most = it.value();
            best = it.key();
        }
    return QColor::fromRgb(best);
}

bool hasLayerEffect(QQuickItem* item)
{
    return QQmlProperty(item, u"layer.enabled"_s).read().toBool()
           && QQmlProperty(item, u"layer.effect"_s).read().value<QQmlComponent*>() != nullptr;
}

// Whether the text, or the background of a control it is in, is drawn through a layer effect.
bool behindLayerEffect(QQuickItem* text)
{
    for (QQuickItem* up = text; up; up = up->parentItem()) {
        if (hasLayerEffect(up))
            return true;
        auto* background = up->property("background").value<QQuickItem*>();
        if (background && hasLayerEffect(background))
            return true;
    }
    return false;
}

}  // namespace

QStringList contrastFaults(const QList<VisibleText>& texts, const QImage& image, bool software,
                           double minRatio)
{
    QStringList faults;
    if (texts.isEmpty() || image.isNull())
        return faults;
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    const qreal scale = image.devicePixelRatio();
    for (const VisibleText& text : texts) {
        if (text.shown.isEmpty() || text.opacity < 0.5 || !text.item->isEnabled()
            || text.item->inherits("QQuickPlaceholderText") || (software && behindLayerEffect(text.item)))
            continue;
        const QRect pixels = QRectF(text.shown.topLeft() * scale, text.shown.size() * scale)
                                 .toAlignedRect()
                                 .intersected(rgb.rect());
        if (pixels.width() < 2 || pixels.height() < 2)
            continue;
        const QColor back = commonColour(rgb, pixels);
        QColor ink = text.item->property("color").value<QColor>();
        const double alpha = ink.alphaF() * text.opacity;
        ink = QColor::fromRgbF(static_cast<float>(ink.redF() * alpha + back.redF() * (1 - alpha)),
                               static_cast<float>(ink.greenF() * alpha + back.greenF() * (1 - alpha)),
                               static_cast<float>(ink.blueF() * alpha + back.blueF() * (1 - alpha)));
        const double ratio = contrast(ink, back);
        if (ratio < minRatio)
            faults.append(QStringLiteral("%1: hard to read, contrast %2:1 (%3 on %4)")
                              .arg(describe(text))
                              .arg(ratio, 0, 'f', 2)
                              .arg(ink.name(), back.name()));
    }
    return faults;
}

QString blankness(const QImage& image, int minColours, double maxShare)
{
    if (image.isNull() || image.width() == 0 || image.height() == 0)
        return QStringLiteral("no image");
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    QHash<QRgb, qint64> counts;
    qint64 total = 0;
    for (int y = 0; y < rgb.height(); y += 2) {
        const auto* line = reinterpret_cast<const QRgb*>(rgb.constScanLine(y));
        for (int x = 0; x < rgb.width(); x += 2) {
            ++counts[line[x]];
            ++total;
        }
    }
    const qint64 most = *std::max_element(counts.cbegin(), counts.cend());
    if (counts.size() < minColours)
        return QStringLiteral("only %1 distinct colours").arg(counts.size());
    if (static_cast<double>(most) > maxShare * static_cast<double>(total))
        return QStringLiteral("one colour covers %1% of it")
            .arg(100.0 * static_cast<double>(most) / total, 0, 'f', 1);
    return {};
}

qreal capHeight(const VisibleText& text)
{
    const QFont font = laidOutFont(text.item);
    // The item's scale on screen, its own and its ancestors'.
    const QPointF top = text.item->mapToScene(QPointF(0, 0));
    const QPointF bottom = text.item->mapToScene(QPointF(0, 1));
    return QFontMetricsF(font).capHeight() * QLineF(top, bottom).length();
}

// Why the floors are what they are. Sizes are given as cap heights (what ISO 9241-3 calls character
// height: a capital letter without accent), turned into pixels with the screen's density.
//  - A tablet (the shorter side at least 600 px): the 10" 1280x800 tablet has sqrt(1280² + 800²) / 10 =
//    151 px per inch, 0.168 mm a pixel. The Panic board lies on the table and is read from about arm's
//    length, 50 cm. A Monster's health is read at a glance all game long: 3 mm, 20.6 minutes of arc at
//    50 cm, in ISO 9241-3's preferred 20-22' for characters that must be read quickly (its minimum is
//    16'). A name is a label read once to tell the Monsters apart: 2 mm, NUREG-0700's minimum for label
//    lettering (0.004 times the viewing distance, 13.75').
//  - A phone (shorter side under 600 px, 412 dp at Android's 160 dp per inch: 0.159 mm a pixel) is held
//    in the hand, 35 cm away: health at ISO's 16' minimum (1.63 mm), names at 0.004 x 35 cm (1.4 mm).
//  - Any text on any screen, read by whoever holds the device (40 cm for a tablet): at least 10',
//    the smallest ISO 9241-3 finds usable, and only where reading is incidental.
QList<TextFloor> readingFloors(const QSize& window)
{
    constexpr double arcMinute = 3.14159265358979 / (180 * 60);
    const bool tablet = std::min(window.width(), window.height()) >= 600;
    const double mmPerPixel = tablet ? 25.4 / 151 : 25.4 / 160;
    const double boardDistance = tablet ? 500 : 350;  // mm
    const double handDistance = tablet ? 400 : 350;
    const double healthMm = tablet ? 3.0 : boardDistance * std::tan(16 * arcMinute);
    const double nameMm = 0.004 * boardDistance;
    const double anyMm = handDistance * std::tan(10 * arcMinute);
    // On a tablet the table asked for more than those minimums after playing (issue 24: ring names of
    // 10 px were not read from across the table): the board's health figures at least 20 px, ring names
    // 14 px, Monster names 16 px (3.4, 2.4 and 2.7 mm at 151 px per inch). On a phone a ring's name is a
    // label like a Monster's.
    const double healthPx = tablet ? std::max(healthMm / mmPerPixel, 20.0) : healthMm / mmPerPixel;
    const double ringPx = tablet ? 14.0 : nameMm / mmPerPixel;
    const double namePx = tablet ? std::max(nameMm / mmPerPixel, 16.0) : nameMm / mmPerPixel;
    return {{u"monster health"_s, {u"health_"_s}, healthPx},
            {u"monster name"_s, {u"monsterName_"_s, u"initials_"_s, u"monsterChip_"_s}, namePx},
            {u"ring name"_s, {u"ringLabel_"_s}, ringPx},
            {u"text"_s, {}, anyMm / mmPerPixel}};
}

namespace {

// Whether the text's objectName, or its nearest named ancestor's, starts with one of `prefixes`.
bool named(const QQuickItem* item, const QStringList& prefixes)
{
    if (prefixes.isEmpty())
        return true;
    for (const QQuickItem* up = item; up; up = up->parentItem()) {
        if (up->objectName().isEmpty())
            continue;
        return std::any_of(prefixes.cbegin(), prefixes.cend(),
                           [up](const QString& prefix) { return up->objectName().startsWith(prefix); });
    }
    return false;
}

}  // namespace

QStringList smallTextFaults(const QList<VisibleText>& texts, const QList<TextFloor>& floors)
{
    QStringList faults;
    for (const VisibleText& text : texts) {
        if (text.shown.isEmpty() || text.opacity < 0.5)
            continue;
        const qreal height = capHeight(text);
        for (const TextFloor& floor : floors)
            if (named(text.item, floor.prefixes) && height < floor.minCapHeight - 0.05)
                faults.append(QStringLiteral("%1: %2 too small, capitals %3 px high, at least %4 px")
                                  .arg(describe(text), floor.what)
                                  .arg(height, 0, 'f', 1)
                                  .arg(floor.minCapHeight, 0, 'f', 1));
    }
    return faults;
}

namespace {

void collectSmallTargets(QQuickItem* item, qreal minSize, const QRectF& window, QStringList& out)
{
    if (!item->isVisible() || item->opacity() < 0.01)
        return;
    const bool tappable = item->inherits("QQuickAbstractButton") || item->inherits("QQuickComboBox")
                          || item->inherits("QQuickSpinBox");
    if (tappable && item->isEnabled()) {
        const QRectF rect = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
        // Scrolled away or hidden under the window's edge: not a target now.
        if (rect.intersects(window) && (rect.width() < minSize - 0.5 || rect.height() < minSize - 0.5))
            out.append(QStringLiteral("%1 '%2' at %3: smaller than %4 px")
                           .arg(nameOf(item), item->property("text").toString(), rectText(rect))
                           .arg(minSize));
    }
    for (QQuickItem* child : item->childItems())
        collectSmallTargets(child, minSize, window, out);
}

}  // namespace

QStringList touchTargetFaults(QQuickWindow* window, qreal minSize)
{
    QStringList faults;
    collectSmallTargets(window->contentItem(), minSize, QRectF(0, 0, window->width(), window->height()),
                        faults);
    return faults;
}

namespace {

bool operable(QAccessible::Role role)
{
    switch (role) {
    case QAccessible::Button:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::EditableText:
    case QAccessible::SpinBox:
    case QAccessible::Slider:
    case QAccessible::MenuItem:
    case QAccessible::Link:
    case QAccessible::ButtonMenu:
        return true;
    default:
        return false;
    }
}

void collectUnnamed(QAccessibleInterface* node, int depth, QStringList& faults)
{
    if (!node || !node->isValid() || depth > 200)
        return;
    const QAccessible::State state = node->state();
    if (state.invisible || state.offscreen)
        return;
    if (operable(node->role()) && !state.disabled && node->text(QAccessible::Name).trimmed().isEmpty()) {
        const QRect where = node->rect();
        const QObject* object = node->object();
        faults.append(
            u"a control without an accessible name: role %1, %2 at %3,%4 %5x%6"_s.arg(int(node->role()))
                .arg(object ? (object->objectName().isEmpty()
                                   ? QString::fromLatin1(object->metaObject()->className())
                                   : object->objectName())
                            : u"?"_s)
                .arg(where.x())
                .arg(where.y())
                .arg(where.width())
                .arg(where.height()));
    }
    for (int i = 0; i < node->childCount(); ++i)
        collectUnnamed(node->child(i), depth + 1, faults);
}

}  // namespace

QStringList unnamedControlFaults(QQuickWindow* window)
{
    QStringList faults;
    collectUnnamed(QAccessible::queryAccessibleInterface(window), 0, faults);
    return faults;
}

namespace {

void collectUnnamedFigures(QQuickItem* item, const QStringList& prefixes, QStringList& faults)
{
    if (!item || !item->isVisible())
        return;
    const QString name = item->objectName();
    if (std::any_of(prefixes.begin(), prefixes.end(),
                    [&name](const QString& p) { return name.startsWith(p); })) {
        const QString shown = item->property("text").toString();
        const QAccessibleInterface* node = QAccessible::queryAccessibleInterface(item);
        const QString spoken = node ? node->text(QAccessible::Name) : QString();
        // The number alone is not enough: the name says whose Level, which strength, which Monster's health.
        if (!shown.isEmpty() && (!spoken.contains(shown) || spoken.trimmed() == shown.trimmed()))
            faults.append(u"%1 shows '%2' but a screen reader hears '%3'"_s.arg(name, shown, spoken));
    }
    for (QQuickItem* child : item->childItems())
        collectUnnamedFigures(child, prefixes, faults);
}

}  // namespace

QStringList unnamedFigureFaults(QQuickWindow* window, const QStringList& prefixes)
{
    QStringList faults;
    collectUnnamedFigures(window->contentItem(), prefixes, faults);
    return faults;
}

QQuickItem* findItem(QQuickItem* root, const QString& objectName)
{
    if (!root)
        return nullptr;
    if (root->objectName() == objectName)
        return root;
    for (QQuickItem* child : root->childItems())
        if (QQuickItem* found = findItem(child, objectName))
            return found;
    return nullptr;
}

}  // namespace arbiter::testing

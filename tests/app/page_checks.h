#pragma once
// What a person sees of a Qt Quick window, for tests that look at whole pages: every visible text with
// the rectangle its letters take on screen, and the layout faults a reader would notice (a text cut off
// by an elide or a clipping edge, a word broken in its middle, a text that leaves the window, two texts
// drawn over each other).

#include <QImage>
#include <QList>
#include <QRectF>
#include <QSize>
#include <QString>
#include <QStringList>

class QQuickItem;
class QQuickWindow;

namespace arbiter::testing {

struct VisibleText {
    QQuickItem* item = nullptr;
    QString text;       // as shown: markup removed
    QRectF painted;     // the laid-out letters, in window coordinates
    QRectF shown;       // `painted` cut to every clipping ancestor and the window (empty: scrolled away)
    qreal opacity = 1;  // the effective opacity: the item's times its ancestors'
    bool truncated = false;
    QStringList faults;  // "cut off at the right edge of homeFlick", ...
};

// Every Text (and Label, and the text of a control) under the window's root item that is visible, not
// fully transparent and not empty, in tree order. Texts scrolled out of a Flickable are listed too,
// with an empty `shown` rectangle.
QList<VisibleText> visibleTexts(QQuickWindow* window);

// "continueButton > label 'Continue ›' at (972,112 119x24)": the nearest named ancestor, the item's
// objectName (or type), its text and where its letters are, in window coordinates.
QString describe(const VisibleText& text);

// The layout faults of a page, one line each: truncated texts, texts outside their clipping ancestors
// or the window (a scrollable direction of a Flickable is allowed to hide them), and pairs of opaque
// texts whose letters overlap by more than `tolerance` pixels both ways.
QStringList layoutFaults(const QList<VisibleText>& texts, qreal tolerance = 2);

// Texts a reader cannot make out on the screenshot `image` of the window: the text's colour (with its
// opacity) against the colour most of its rectangle shows, below `minRatio` (WCAG contrast ratio; 3 is
// the minimum for large text). Disabled controls and placeholders are meant to be faint: not checked.
// Qt Quick's software renderer (QT_QPA_PLATFORM=offscreen) draws no layer effects, so Material's raised
// buttons and panes lose their backgrounds there: with `software`, texts on such a background are left
// out rather than judged against what the screenshot wrongly shows behind them.
QStringList contrastFaults(const QList<VisibleText>& texts, const QImage& image, bool software,
                           double minRatio = 3);

// Whether an image shows something: at least `minColours` distinct colours, and no single colour
// covering more than `maxShare` of it. Empty when it does, else why not.
QString blankness(const QImage& image, int minColours = 12, double maxShare = 0.97);

// How tall a text's capital letters are drawn, in window pixels: the cap height of the font it is laid
// out with (after any fontSizeMode fitting), times the item's scale on screen.
qreal capHeight(const VisibleText& text);

// The smallest cap height, in window pixels, a kind of text may have. `prefixes` pick the texts: those
// whose objectName, or whose nearest named ancestor's, starts with one of them (none: every text).
struct TextFloor {
    QString what;  // "monster health", named in the faults
    QStringList prefixes;
    qreal minCapHeight = 0;
};

// The floors a screen of this size must meet (see page_checks.cpp for the reasoning): the Panic
// board's labels, readable from arm's length on a tablet lying on the table or in the hand on a phone,
// and a general floor for every text.
QList<TextFloor> readingFloors(const QSize& window);

// Texts on screen (not scrolled away, opaque enough to read) whose capitals are drawn smaller than the
// floor that applies to them, one line each with the measured and the required height.
QStringList smallTextFaults(const QList<VisibleText>& texts, const QList<TextFloor>& floors);

// Controls a finger must hit that are smaller than `minSize` pixels either way: every visible, enabled
// button, check box, switch, delegate, combo box and spin box of the window that is on screen.
QStringList touchTargetFaults(QQuickWindow* window, qreal minSize = 48);

// What a screen reader finds (QAccessible's tree from the window, accessibility active): every control a
// user can operate (buttons, check boxes, switches, combo boxes, text fields, spin boxes, sliders, menu
// items) that is shown and has no accessible name, one line each with its role and where it is.
QStringList unnamedControlFaults(QQuickWindow* window);

// The figures that matter (items whose objectName starts with one of `prefixes`: a Level, a strength, a
// Monster's health) that are shown but whose accessible name does not say their number and what it is.
QStringList unnamedFigureFaults(QQuickWindow* window, const QStringList& prefixes);

// The first item under `root` (itself included) with this objectName, or nullptr.
QQuickItem* findItem(QQuickItem* root, const QString& objectName);

}  // namespace arbiter::testing

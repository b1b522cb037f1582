#pragma once
// The machinery of bench_interaction: a tap on a Qt Quick window timed to the swap of the first frame that
// shows its result, the waits between taps (a condition, then no frame drawn for 150 ms), the items found by
// objectName, the minimal Qt Quick Controls window that is the baseline, and the statistics printed.
// Meant for one thread that draws and handles the taps (QSG_RENDER_LOOP=basic, set before the
// QGuiApplication): a frame's check then reads the very state the frame was made from. Every failure ends
// the benchmark (fail()) instead of returning an error.

#include <QObject>
#include <QPoint>
#include <QQmlComponent>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

class QElapsedTimer;
class QEvent;
class QQmlEngine;
class QQuickItem;
class QQuickWindow;

namespace arbiter::bench {

// Prints "bench_interaction: <what>" to stderr and exits with 1.
[[noreturn]] void fail(const QString& what);

// The clock of every figure (nanoseconds); main() starts it.
QElapsedTimer& benchClock();

// Items by objectName, anywhere under the window's content item (items, popups, Loaders' items), a visible
// one first: pages that left the stack may linger until deleted.
bool isShown(const QObject* object);                      // an item's or a Popup's "visible"
QObject* findObject(QObject* root, const QString& name);  // nullptr when there is none
QQuickItem* findItem(QObject* root, const QString& name);
QQuickItem* need(QQuickWindow* window, const QString& name);  // fails when there is none
QObject* needObject(QQuickWindow* window, const QString& name);
bool shownItem(QQuickWindow* window, const QString& name);  // there, and shown
QString textOf(QQuickWindow* window, const QString& name);  // need(name)'s "text"

// Waits until the window has drawn no frame for 150 ms (ripples, transitions and banners done).
void settle(QQuickWindow* window);
// Waits until `done` holds, then settles; the benchmark ends when it does not within 5 s.
void waitFor(QQuickWindow* window, const std::function<bool()>& done, const QString& what);

// A tap on the item as a finger would (press and release at its centre, scrolled into view), untimed;
// after the window settled, unless the tap cannot wait (a countdown that draws all the time).
void tap(QQuickWindow* window, QQuickItem* button, bool settleFirst = true);

// The first frame that shows a result: `act` runs with `shown` checked as each frame is synchronised, then
// the wait (5 s at most) lasts until the swap of the first frame whose check held.
struct FirstFrame {
    qint64 swappedNs = -1;  // benchClock() at that swap; -1 when no frame showed the result within 5 s
    qint64 checkingNs = 0;  // the time the checks took (the benchmark's, not the app's)
    int frames = 0;         // the frames synchronised until the one that showed it
};
FirstFrame firstFrameShowing(QQuickWindow* window, const std::function<bool()>& shown,
                             const std::function<void()>& act);

// A tap at `at` (window coordinates), timed: milliseconds from just before the press to the swap of the
// first frame whose synchronised state shows the result (`shown`), the checks' time taken off. Fails when
// the result shows before the tap or no frame shows it within 5 s.
double timedTapAt(QQuickWindow* window, QPoint at, const std::function<bool()>& shown, const QString& what);
// The same at the button's centre, scrolled into view, once the window settled.
double timedTap(QQuickWindow* window, QQuickItem* button, const std::function<bool()>& shown,
                const QString& what);

// Notes the moment a QML Timer fires (its "triggered" event arrives), before any handler runs: installed
// as the Timer's event filter, `at` is benchClock() then (-1 before).
class FiredAt : public QObject {
public:
    qint64 at = -1;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

// The baseline: a minimal Qt Quick Controls window (1280x800, the application's style) whose Button changes
// a Label, made by the caller's engine and shown at once.
class MinimalWindow {
public:
    explicit MinimalWindow(QQmlEngine& engine);  // fails when the window is not made
    ~MinimalWindow();
    MinimalWindow(const MinimalWindow&) = delete;
    MinimalWindow& operator=(const MinimalWindow&) = delete;

    QQuickWindow* window() const { return m_window; }
    // Times `taps` taps on the Button, each to the frame whose Label changed, into `ms`.
    void timeTaps(int taps, std::vector<double>& ms) const;

private:
    QQmlComponent m_component;
    std::unique_ptr<QObject> m_object;
    QQuickWindow* m_window = nullptr;
};

// The value at `fraction` (0.5 the median, 0.9 the p90) of a non-empty set, the nearest rank.
double percentile(std::vector<double> values, double fraction);

}  // namespace arbiter::bench

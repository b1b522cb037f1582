#include "tests/bench/interaction_timing.h"

#include <QElapsedTimer>
#include <QEvent>
#include <QEventLoop>
#include <QPointer>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSet>
#include <QTest>
#include <QTimer>
#include <QUrl>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

using namespace Qt::StringLiterals;

namespace arbiter::bench {

namespace {

void findObjects(QObject* object, const QString& name, QSet<QObject*>& seen, QObject*& visible,
                 QObject*& hidden)
{
    if (visible || seen.contains(object))
        return;
    seen.insert(object);
    auto* item = qobject_cast<QQuickItem*>(object);
    if (object->objectName() == name && (!item || item->window()))
        (isShown(object) ? visible : hidden) = object;
    if (item)
        for (QQuickItem* child : item->childItems())
            findObjects(child, name, seen, visible, hidden);
    for (QObject* child : object->children())
        findObjects(child, name, seen, visible, hidden);
}

// Scrolls every Flickable around the item so that a tap lands on it.
void ensureVisible(QQuickItem* item)
{
    for (QQuickItem* p = item->parentItem(); p; p = p->parentItem()) {
        if (!p->inherits("QQuickFlickable"))
            continue;
        auto* content = p->property("contentItem").value<QQuickItem*>();
        if (!content)
            continue;
        const qreal top = item->mapToItem(content, QPointF()).y();
        const qreal y = p->property("contentY").toReal();
        if (top < y || top + item->height() > y + p->height())
            p->setProperty("contentY", std::max(0.0, std::min(top - 16, p->property("contentHeight").toReal()
                                                                            - p->height())));
    }
}

QPoint centreOf(QQuickItem* item)
{
    return item->mapToScene(QPointF(item->width() / 2, item->height() / 2)).toPoint();
}

}  // namespace

void fail(const QString& what)
{
    std::fprintf(stderr, "bench_interaction: %s\n", qPrintable(what));
    std::exit(1);
}

QElapsedTimer& benchClock()
{
    static QElapsedTimer timer;
    return timer;
}

bool isShown(const QObject* object)
{
    const auto* item = qobject_cast<const QQuickItem*>(object);
    return item ? item->isVisible() : object->property("visible").toBool();  // a Popup
}

QObject* findObject(QObject* root, const QString& name)
{
    QSet<QObject*> seen;
    QObject* visible = nullptr;
    QObject* hidden = nullptr;
    findObjects(root, name, seen, visible, hidden);
    return visible ? visible : hidden;
}

QQuickItem* findItem(QObject* root, const QString& name)
{
    return qobject_cast<QQuickItem*>(findObject(root, name));
}

QQuickItem* need(QQuickWindow* window, const QString& name)
{
    QQuickItem* item = findItem(window->contentItem(), name);
    if (!item)
        fail(u"no item called "_s + name);
    return item;
}

QObject* needObject(QQuickWindow* window, const QString& name)
{
    QObject* object = findObject(window->contentItem(), name);
    if (!object)
        fail(u"nothing called "_s + name);
    return object;
}

bool shownItem(QQuickWindow* window, const QString& name)
{
    const QObject* object = findObject(window->contentItem(), name);
    return object && isShown(object);
}

QString textOf(QQuickWindow* window, const QString& name)
{
    return need(window, name)->property("text").toString();
}

void settle(QQuickWindow* window)
{
    QElapsedTimer quiet;
    quiet.start();
    QElapsedTimer total;
    total.start();
    const auto drawn =
        QObject::connect(window, &QQuickWindow::frameSwapped, window, [&quiet] { quiet.restart(); });
    while (quiet.elapsed() < 150 && total.elapsed() < 5000)
        QTest::qWait(10);
    QObject::disconnect(drawn);
}

void waitFor(QQuickWindow* window, const std::function<bool()>& done, const QString& what)
{
    QElapsedTimer waited;
    waited.start();
    while (!done()) {
        if (waited.elapsed() > 5000)
            fail(u"waited 5 s in vain for "_s + what);
        QTest::qWait(10);
    }
    settle(window);
}

void tap(QQuickWindow* window, QQuickItem* button, bool settleFirst)
{
    if (!button->isVisible() || !button->isEnabled())
        fail(button->objectName() + u" cannot be tapped"_s);
    ensureVisible(button);
    const QPointer<QQuickItem> alive(button);
    if (settleFirst)
        settle(window);
    if (!alive)
        fail(u"the button went away before the tap"_s);
    QTest::mouseClick(window, Qt::LeftButton, {}, centreOf(button));
}

// With ARBITER_PERF_CONTROL naming the control FIFO of `perf record --control=fifo:... -D -1`, perf
// samples only from a tap to its frame, not the benchmark's waits and searches. ARBITER_PERF_TAP, when
// set, narrows that to the taps whose name contains it (e.g. "Move Monsters").
namespace {
QString currentTap;

void perfControl(const char* command)
{
    static const QByteArray fifo = qgetenv("ARBITER_PERF_CONTROL");
    static const QString only = qEnvironmentVariable("ARBITER_PERF_TAP");
    if (fifo.isEmpty() || !currentTap.contains(only))
        return;
    if (std::FILE* control = std::fopen(fifo.constData(), "w")) {
        std::fputs(command, control);
        std::fclose(control);
    }
}
}  // namespace

FirstFrame firstFrameShowing(QQuickWindow* window, const std::function<bool()>& shown,
                             const std::function<void()>& act)
{
    FirstFrame frame;
    perfControl("enable\n");
    bool inFrame = false;
    QEventLoop loop;
    // The basic render loop (set in main) synchronises and swaps on this thread: the check reads the
    // state this very frame was made from.
    const auto synced = QObject::connect(
        window, &QQuickWindow::afterSynchronizing, window,
        [&] {
            const qint64 before = benchClock().nsecsElapsed();
            inFrame = shown();
            frame.checkingNs += benchClock().nsecsElapsed() - before;
            ++frame.frames;
        },
        Qt::DirectConnection);
    const auto swapped = QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [&] {
            if (inFrame && frame.swappedNs < 0) {
                frame.swappedNs = benchClock().nsecsElapsed();
                loop.quit();
            }
        },
        Qt::DirectConnection);
    act();
    // The first frame may come while `act` still runs (a tap that settles first): its quit() came before
    // exec() and would be lost, but there is nothing left to wait for.
    if (frame.swappedNs < 0) {
        QTimer timeout;
        timeout.setSingleShot(true);
        QObject::connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);
        timeout.start(5000);
        loop.exec();
    }
    perfControl("disable\n");
    QObject::disconnect(synced);
    QObject::disconnect(swapped);
    return frame;
}

double timedTapAt(QQuickWindow* window, QPoint at, const std::function<bool()>& shown, const QString& what)
{
    if (shown())
        fail(what + u": the result shows before the tap"_s);
    qint64 start = 0;
    currentTap = what;
    const FirstFrame frame = firstFrameShowing(window, shown, [&] {
        start = benchClock().nsecsElapsed();
        QTest::mousePress(window, Qt::LeftButton, {}, at);
        QTest::mouseRelease(window, Qt::LeftButton, {}, at);
    });
    currentTap.clear();
    if (frame.swappedNs < 0)
        fail(what + u": no frame showed the result within 5 s of the tap"_s);
    if (qEnvironmentVariableIsSet("ARBITER_BENCH_FRAMES"))
        std::fprintf(stderr, "%s: %d frames, %.2f ms\n", qPrintable(what), frame.frames,
                     static_cast<double>(frame.swappedNs - start - frame.checkingNs) / 1e6);
    return static_cast<double>(frame.swappedNs - start - frame.checkingNs) / 1e6;
}

double timedTap(QQuickWindow* window, QQuickItem* button, const std::function<bool()>& shown,
                const QString& what)
{
    if (!button->isVisible() || !button->isEnabled())
        fail(what + u": "_s + button->objectName() + u" cannot be tapped"_s);
    ensureVisible(button);
    settle(window);
    return timedTapAt(window, centreOf(button), shown, what);
}

bool FiredAt::eventFilter(QObject* watched, QEvent* event)
{
    // QQmlTimer posts itself QEvent::User + 2 when it triggers.
    if (event->type() == QEvent::Type(QEvent::User + 2))
        at = benchClock().nsecsElapsed();
    return QObject::eventFilter(watched, event);
}

MinimalWindow::MinimalWindow(QQmlEngine& engine) : m_component(&engine)
{
    m_component.setData(R"(
import QtQuick
import QtQuick.Controls
ApplicationWindow {
    width: 1280
    height: 800
    visible: true
    property int taps: 0
    Column {
        anchors.centerIn: parent
        spacing: 8
        Label { id: label; objectName: "baselineLabel"; text: "Not tapped yet" }
        Button { objectName: "baselineButton"; text: "Tap"; onClicked: label.text = "Tapped " + (++taps) }
    }
}
)",
                        QUrl(u"qrc:/bench/minimal.qml"_s));
    m_object.reset(m_component.create());
    m_window = qobject_cast<QQuickWindow*>(m_object.get());
    if (!m_window)
        fail(u"the minimal window: "_s + m_component.errorString());
}

MinimalWindow::~MinimalWindow() = default;

void MinimalWindow::timeTaps(int taps, std::vector<double>& ms) const
{
    QQuickItem* button = need(m_window, u"baselineButton"_s);
    for (int i = 0; i < taps; ++i) {
        const QString before = textOf(m_window, u"baselineLabel"_s);
        ms.push_back(timedTap(
            m_window, button, [&] { return textOf(m_window, u"baselineLabel"_s) != before; },
            u"the baseline"_s));
    }
}

double percentile(std::vector<double> values, double fraction)
{
    std::ranges::sort(values);
    const auto at = static_cast<std::size_t>(fraction * static_cast<double>(values.size() - 1) + 0.5);
    return values[std::min(at, values.size() - 1)];
}

}  // namespace arbiter::bench

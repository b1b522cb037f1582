// The baseline of bench_startup: the smallest window a Qt Quick Controls app can show, styled and sized
// like Arbiter's (Material, 1280x800, a Label and a Button), timed the way `arbiter
// --quit-after-first-frame` is: "first-frame-ms: N" (milliseconds since main() began) at the window's
// first frameSwapped, then it quits.

#include <QElapsedTimer>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTimer>

#include <cstdio>

int main(int argc, char* argv[])
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    QGuiApplication app(argc, argv);
    QQuickStyle::setStyle(QStringLiteral("Material"));
    QQmlApplicationEngine engine;
    engine.loadData(R"(
import QtQuick
import QtQuick.Controls
ApplicationWindow {
    width: 1280
    height: 800
    visible: true
    title: "Minimal"
    Column {
        anchors.centerIn: parent
        spacing: 8
        Label { text: "A minimal Qt Quick Controls window" }
        Button { text: "Button" }
    }
}
)");
    auto* window = engine.rootObjects().isEmpty()
                       ? nullptr
                       : qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
    if (!window)
        return 1;
    QObject::connect(
        window, &QQuickWindow::frameSwapped, &app,
        [&sinceStart] {
            std::printf("first-frame-ms: %lld\n", static_cast<long long>(sinceStart.elapsed()));
            std::fflush(stdout);
            QTimer::singleShot(0, qApp, &QCoreApplication::quit);
        },
        Qt::SingleShotConnection);
    return QGuiApplication::exec();
}

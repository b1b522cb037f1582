#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQmlComponent>
#include <QQmlExtensionPlugin>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QThread>
#include <QTimer>
#include <QUrl>

#include <cstdio>
#include <future>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "app/session/app_language.h"
#include "app/session/gamesession.h"
#include "app/session/logging.h"

// The Arbiter QML module is linked statically: register its plugin with the engine.
Q_IMPORT_QML_PLUGIN(ArbiterPlugin)

int main(int argc, char* argv[])
{
    QElapsedTimer sinceStart;
    sinceStart.start();
#ifdef __GLIBC__
    // One malloc arena for the few threads the app runs (QML's loader, the log file's first read): glibc
    // would give each its own, and the board's start took a third of a MiB more memory for it.
    mallopt(M_ARENA_MAX, 1);
#endif
    QGuiApplication app(argc, argv);
    QGuiApplication::setOrganizationName(QStringLiteral("Arbiter"));
    QGuiApplication::setApplicationName(QStringLiteral("Arbiter"));
    QGuiApplication::setApplicationVersion(QStringLiteral(ARBITER_VERSION));
    QQuickStyle::setStyle(QStringLiteral("Material"));
    // The saved language (or the system's) before any text is made.
    arbiter::app::AppLanguage::applySaved();

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Arbiter: the Munchkin referee on the table."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption fileOption(QStringLiteral("file"),
                                        QStringLiteral("The game log to open (default: %1).")
                                            .arg(arbiter::app::GameSession::defaultFilePath()),
                                        QStringLiteral("path"));
    const QCommandLineOption firstFrameOption(
        QStringLiteral("quit-after-first-frame"),
        QStringLiteral(
            "Print the milliseconds from start to each step and to the first frame shown, then quit "
            "(benchmarks)."));
    parser.addOption(fileOption);
    parser.addOption(firstFrameOption);
    parser.process(app);
    // With --quit-after-first-frame, the milliseconds at each step before the first frame too, so a
    // benchmark can say where the start-up goes.
    const bool timed = parser.isSet(firstFrameOption);
    const auto mark = [timed, &sinceStart](const char* step) {
        if (timed)
            std::printf("%s-ms: %lld\n", step, static_cast<long long>(sinceStart.elapsed()));
    };

    // The log file is read on a worker thread while this one compiles the window's QML (about half of
    // the start-up before the first page is made): the start waits for the longer of the two only.
    const QString path =
        parser.isSet(fileOption) ? parser.value(fileOption) : arbiter::app::GameSession::defaultFilePath();
    std::future<arbiter::app::SessionCore::FileRead> reading = std::async(
        std::launch::async,
        [path, gui = QThread::currentThread()] { return arbiter::app::GameSession::readFile(path, gui); });
    arbiter::app::GameSession session;

    QQmlApplicationEngine engine;
    // The module's resources sit under qrc:/Arbiter; Qt 6.4 does not search qrc:/ for imports by itself.
    engine.addImportPath(QStringLiteral("qrc:/"));
    const QUrl url(QStringLiteral("qrc:/Arbiter/qml/Main.qml"));
    {
        // Compiles Main.qml and its imports without the session; load() below reuses what it compiled.
        const QQmlComponent compiled(&engine, url);
        mark("window-compiled");
        session.adoptFile(reading.get());
        mark("session-open");
    }
    engine.setInitialProperties({{QStringLiteral("session"), QVariant::fromValue(&session)}});
    engine.load(url);
    mark("page-made");
    if (engine.rootObjects().isEmpty()) {
        qCCritical(arbiter::app::lcApp)
            << "Could not load" << url.toString() << "- see the QML errors above.";
        return 1;
    }
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
    if (window && arbiter::app::lcTrace().isInfoEnabled())
        // frameSwapped comes from the render thread; the context object queues the call to this one.
        QObject::connect(
            window, &QQuickWindow::frameSwapped, &app, [] { qCInfo(arbiter::app::lcTrace) << "first frame"; },
            Qt::SingleShotConnection);
    if (parser.isSet(firstFrameOption)) {
        if (window)
            QObject::connect(
                window, &QQuickWindow::frameSwapped, &app,
                [&sinceStart] {
                    std::printf("first-frame-ms: %lld\n", static_cast<long long>(sinceStart.elapsed()));
                    std::fflush(stdout);
                    QTimer::singleShot(0, qApp, &QCoreApplication::quit);
                },
                Qt::SingleShotConnection);
    }
    return QGuiApplication::exec();
}

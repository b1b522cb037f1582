#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQmlExtensionPlugin>
#include <QQuickStyle>
#include <QUrl>

#include "logging.h"

// The Arbiter QML module is linked statically: register its plugin with the engine.
Q_IMPORT_QML_PLUGIN(ArbiterPlugin)

int main(int argc, char* argv[])
{
    QGuiApplication app(argc, argv);
    QGuiApplication::setOrganizationName(QStringLiteral("Arbiter"));
    QGuiApplication::setApplicationName(QStringLiteral("Arbiter"));
    QGuiApplication::setApplicationVersion(QStringLiteral(ARBITER_VERSION));
    QQuickStyle::setStyle(QStringLiteral("Material"));

    QQmlApplicationEngine engine;
    // The module's resources sit under qrc:/Arbiter; Qt 6.4 does not search qrc:/ for imports by itself.
    engine.addImportPath(QStringLiteral("qrc:/"));
    const QUrl url(QStringLiteral("qrc:/Arbiter/qml/Main.qml"));
    engine.load(url);
    if (engine.rootObjects().isEmpty()) {
        qCCritical(arbiter::app::lcApp)
            << "Could not load" << url.toString() << "- see the QML errors above.";
        return 1;
    }
    return QGuiApplication::exec();
}

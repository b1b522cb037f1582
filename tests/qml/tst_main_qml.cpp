// Qt Quick Test runner for the QML of the Arbiter module (tst_*.qml files in this directory).

#include <QGuiApplication>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQmlExtensionPlugin>
#include <QQuickStyle>
#include <QTemporaryDir>
#include <QtQuickTest>

// The Arbiter module is linked statically, as in the app: register its plugin with the engine.
Q_IMPORT_QML_PLUGIN(ArbiterPlugin)

class Setup : public QObject {
    Q_OBJECT

public Q_SLOTS:
    void qmlEngineAvailable(QQmlEngine* engine)
    {
        // The module's qmldir and QML files are resources under qrc:/Arbiter.
        engine->addImportPath(QStringLiteral("qrc:/"));
        // A folder for the tests' log files, removed when the run ends. A test has no other way to learn
        // a writable path, so this one value is a context property.
        engine->rootContext()->setContextProperty(QStringLiteral("testDir"), m_dir.path());
    }

private:
    QTemporaryDir m_dir;
};

int main(int argc, char** argv)
{
    // A QGuiApplication, as in the app. Qt Quick Test uses the application that exists rather than making
    // its own.
    QGuiApplication app(argc, argv);
    QGuiApplication::setOrganizationName(QStringLiteral("Arbiter tests"));
    QGuiApplication::setApplicationName(QStringLiteral("tst_main_qml"));
    QQuickStyle::setStyle(QStringLiteral("Material"));
    Setup setup;
    return quick_test_main_with_setup(argc, argv, "tst_main_qml", QUICK_TEST_SOURCE_DIR, &setup);
}

#include "tst_main_qml.moc"

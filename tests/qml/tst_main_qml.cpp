// Qt Quick Test runner for the QML of the Arbiter module (tst_*.qml files in this directory).

#include <QQmlEngine>
#include <QQmlExtensionPlugin>
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
    }
};

QUICK_TEST_MAIN_WITH_SETUP(tst_main_qml, Setup)
#include "tst_main_qml.moc"

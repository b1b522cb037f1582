// The verdict is announced: VerdictBanner is an alert whose accessible name is its headline, and each
// verdict it shows raises an Alert for it through the Announcer (what screen readers speak). Offscreen no
// assistive technology is active, so the alerts are read from the Announcer's own signal, with the name
// QAccessible gives the banner.

#include "app/session/announcer.h"

#include <QAccessible>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQmlExtensionPlugin>
#include <QQuickItem>
#include <QTest>

#include <memory>

Q_IMPORT_QML_PLUGIN(ArbiterPlugin)

using namespace Qt::StringLiterals;

namespace {

struct Heard {
    QObject* object = nullptr;
    QString name;
};

}  // namespace

class TestAnnouncer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void theVerdictIsAnnounced()
    {
        QQmlEngine engine;
        engine.addImportPath(u"qrc:/"_s);
        QQmlComponent component(&engine);
        component.setData("import QtQuick\nimport Arbiter\nVerdictBanner { width: 600 }",
                          QUrl(u"qrc:/probe.qml"_s));
        std::unique_ptr<QObject> banner(component.create());
        QVERIFY2(banner, qPrintable(component.errorString()));
        auto* announcer =
            engine.singletonInstance<arbiter::app::Announcer*>(qmlTypeId("Arbiter", 1, 0, "Announcer"));
        QVERIFY(announcer);
        QList<Heard> alerts;
        connect(announcer, &arbiter::app::Announcer::announced, this,
                [&alerts](QObject* item, const QString& name) {
                    alerts.append({item, name});
                });

        QVariantMap refused{
            {u"legal"_s, false},
            {u"reasons"_s, QVariantList{QVariantMap{{u"text"_s, u"Only the current player"_s}}}}};
        QVERIFY(QMetaObject::invokeMethod(banner.get(), "show", Q_ARG(QVariant, QVariant(refused))));
        QCOMPARE(alerts.size(), 1);
        QObject* spoken = banner->findChild<QObject*>(u"verdictSpoken"_s);
        QVERIFY(spoken);
        QCOMPARE(alerts[0].object, spoken);
        QCOMPARE(alerts[0].name, u"Refused — nothing was recorded"_s);
        QAccessibleInterface* node = QAccessible::queryAccessibleInterface(spoken);
        QVERIFY(node);
        QCOMPARE(node->role(), QAccessible::AlertMessage);
        QVERIFY(node->text(QAccessible::Description).contains(u"Only the current player"_s));

        // A new verdict: announced again, with its own headline.
        QVERIFY(QMetaObject::invokeMethod(
            banner.get(), "show",
            Q_ARG(QVariant, QVariant(QVariantMap{{u"legal"_s, true}, {u"reasons"_s, QVariantList{}}}))));
        QCOMPARE(alerts.size(), 2);
        QCOMPARE(alerts[1].name, u"Recorded"_s);
    }
};

QTEST_MAIN(TestAnnouncer)
#include "tst_announcer.moc"

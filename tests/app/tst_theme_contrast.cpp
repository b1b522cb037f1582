// The theme's text colours against the backgrounds they are drawn on, in both themes: every pair reads
// at 4.5:1 or more (WCAG 2's contrast ratio, from the relative luminance of each colour). The colours
// are read from Theme.qml itself, so a colour changed there is checked here.

#include <QColor>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQmlExtensionPlugin>
#include <QTest>

#include <cmath>
#include <memory>

Q_IMPORT_QML_PLUGIN(ArbiterPlugin)

using namespace Qt::StringLiterals;

namespace {

double channel(double c)
{
    return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double luminance(const QColor& colour)
{
    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF())
           + 0.0722 * channel(colour.blueF());
}

double contrast(const QColor& a, const QColor& b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

}  // namespace

class TestThemeContrast : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void textReads_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("background");
        // Each text colour on each background the pages draw it on.
        const QList<std::pair<QString, QStringList>> pairs{
            {u"text"_s,
             {u"background"_s, u"surface"_s, u"tagBackground"_s, u"legalBackground"_s,
              u"refusedBackground"_s}},
            {u"secondaryText"_s, {u"background"_s, u"surface"_s, u"tagBackground"_s}},
            {u"link"_s, {u"background"_s, u"surface"_s}},
            {u"legal"_s, {u"background"_s, u"surface"_s, u"legalBackground"_s}},
            {u"refused"_s, {u"background"_s, u"surface"_s, u"refusedBackground"_s}},
            {u"undone"_s, {u"background"_s, u"surface"_s, u"tagBackground"_s}},
            // White on the toolbar and on highlighted buttons.
            {u"textOnPrimary"_s, {u"primary"_s, u"accent"_s}},
        };
        for (const bool dark : {false, true})
            for (const auto& [text, backgrounds] : pairs)
                for (const QString& background : backgrounds)
                    QTest::addRow("%s %s on %s", dark ? "dark" : "light", qPrintable(text),
                                  qPrintable(background))
                        << dark << text << background;
    }

    void textReads()
    {
        QFETCH(bool, dark);
        QFETCH(QString, text);
        QFETCH(QString, background);
        QQmlEngine engine;
        engine.addImportPath(u"qrc:/"_s);
        QQmlComponent probe(&engine);
        probe.setData("import QtQml\nimport Arbiter\nQtObject { readonly property QtObject theme: Theme }",
                      QUrl(u"qrc:/contrast-probe.qml"_s));
        std::unique_ptr<QObject> holder(probe.create());
        QVERIFY2(holder, qPrintable(probe.errorString()));
        QObject* theme = holder->property("theme").value<QObject*>();
        QVERIFY(theme);
        QVERIFY(theme->setProperty("dark", dark));
        const QColor fore = theme->property(text.toLatin1()).value<QColor>();
        const QColor back = theme->property(background.toLatin1()).value<QColor>();
        QVERIFY2(fore.isValid() && back.isValid(), "no such colour in Theme.qml");
        const double ratio = contrast(fore, back);
        QVERIFY2(
            ratio >= 4.5,
            qPrintable(
                u"%1 on %2: %3:1 (at least 4.5:1)"_s.arg(fore.name(), back.name()).arg(ratio, 0, 'f', 2)));
    }
};

QTEST_MAIN(TestThemeContrast)
#include "tst_theme_contrast.moc"

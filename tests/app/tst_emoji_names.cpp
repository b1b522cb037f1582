// Players name themselves with emoji ("Bea 🐉"): the name must be drawn with the emoji in colour, not as
// an empty box. Qt Quick falls back to the colour emoji font that packaging/debian-packages.txt installs;
// this draws such a name in a real Qt Quick window (offscreen, software renderer) and looks at the pixels.

#include <QColor>
#include <QImage>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;

class TestEmojiNames : public QObject {
    Q_OBJECT

private slots:
    void emojiInANameIsDrawnInColour()
    {
        QQmlEngine engine;
        QQmlComponent component(&engine);
        component.setData(R"(
            import QtQuick
            Window {
                width: 400; height: 120; visible: true; color: "white"
                Text { x: 10; y: 10; text: "Bea \u{1F409}"; font.pixelSize: 64; color: "black" }
            })"_ba,
                          QUrl());
        std::unique_ptr<QObject> root(component.create());
        QVERIFY2(root, qPrintable(component.errorString()));
        auto* window = qobject_cast<QQuickWindow*>(root.get());
        QVERIFY(window);
        QVERIFY(QTest::qWaitForWindowExposed(window));
        const QImage image = window->grabWindow();
        QVERIFY(!image.isNull());
        // Black letters on white have no hue; the dragon is green. A box or a blank has no colour either.
        int colourful = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QColor pixel = image.pixelColor(x, y);
                colourful += pixel.hsvSaturation() > 120 && pixel.value() > 60 ? 1 : 0;
            }
        QVERIFY2(
            colourful > 200,
            qPrintable(u"only %1 coloured pixels: is fonts-noto-color-emoji installed?"_s.arg(colourful)));
    }
};

QTEST_MAIN(TestEmojiNames)
#include "tst_emoji_names.moc"

#pragma once
// A QR code drawn from its text: libqrencode encodes (level M, 8-bit, case kept), and the item paints
// the dark modules on white with the four-module quiet zone a reader needs, each module a whole number of
// pixels so the code stays crisp at any size.

#include <QQuickPaintedItem>
#include <QString>
#include <qqmlregistration.h>

#include <vector>

namespace arbiter::app {

class QrCodeItem : public QQuickPaintedItem {
    Q_OBJECT
    QML_NAMED_ELEMENT(QrCode)
    Q_PROPERTY(QString text READ text WRITE setText NOTIFY textChanged)
    // The symbol's width in modules (21 for version 1...); 0 without a text, or when it cannot be encoded.
    Q_PROPERTY(int modules READ modules NOTIFY modulesChanged)

public:
    static constexpr int quietZone = 4;  // modules of white around the symbol

    explicit QrCodeItem(QQuickItem* parent = nullptr);

    QString text() const { return m_text; }
    void setText(const QString& text);
    int modules() const { return m_width; }
    // Whether the module at (x, y) is dark (outside the symbol: false); for tests.
    Q_INVOKABLE bool isDark(int x, int y) const;

    void paint(QPainter* painter) override;

Q_SIGNALS:
    void textChanged();
    void modulesChanged();

private:
    void encode();

    QString m_text;
    int m_width = 0;
    std::vector<bool> m_cells;  // dark or not, row by row, m_width * m_width
};

}  // namespace arbiter::app

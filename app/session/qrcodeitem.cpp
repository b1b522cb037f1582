#include "app/session/qrcodeitem.h"

#include <QPainter>

#include <qrencode.h>

#include <algorithm>
#include <memory>

namespace arbiter::app {

QrCodeItem::QrCodeItem(QQuickItem* parent) : QQuickPaintedItem(parent)
{
    // Modules are whole pixels: smoothing would only blur their edges.
    setAntialiasing(false);
    setOpaquePainting(true);
}

void QrCodeItem::setText(const QString& text)
{
    if (text == m_text)
        return;
    m_text = text;
    encode();
    Q_EMIT textChanged();
    update();
}

bool QrCodeItem::isDark(int x, int y) const
{
    if (x < 0 || y < 0 || x >= m_width || y >= m_width)
        return false;
    return m_cells[static_cast<size_t>(y) * static_cast<size_t>(m_width) + static_cast<size_t>(x)];
}

void QrCodeItem::encode()
{
    const int before = m_width;
    m_width = 0;
    m_cells.clear();
    if (!m_text.isEmpty()) {
        const QByteArray utf8 = m_text.toUtf8();
        // Version 0: the smallest symbol that holds the text.
        const std::unique_ptr<QRcode, decltype(&QRcode_free)> code(
            QRcode_encodeString(utf8.constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1), &QRcode_free);
        if (code) {
            m_width = code->width;
            const auto count = static_cast<size_t>(m_width) * static_cast<size_t>(m_width);
            m_cells.resize(count);
            // Bit 0 of each byte says whether the module is dark; the other bits are libqrencode's notes.
            for (size_t i = 0; i < count; ++i)
                m_cells[i] = (code->data[i] & 1) != 0;
        }
    }
    if (m_width != before)
        Q_EMIT modulesChanged();
}

void QrCodeItem::paint(QPainter* painter)
{
    const QRectF area = boundingRect();
    painter->fillRect(area, Qt::white);
    if (m_width == 0)
        return;
    const int span = m_width + 2 * quietZone;
    const int side = static_cast<int>(std::min(area.width(), area.height()));
    // Whole pixels per module, the symbol centred; never below one pixel a module.
    const int module = std::max(1, side / span);
    const int left = static_cast<int>((area.width() - module * span) / 2) + quietZone * module;
    const int top = static_cast<int>((area.height() - module * span) / 2) + quietZone * module;
    for (int y = 0; y < m_width; ++y) {
        for (int x = 0; x < m_width; ++x) {
            if (isDark(x, y))
                painter->fillRect(left + x * module, top + y * module, module, module, Qt::black);
        }
    }
}

}  // namespace arbiter::app

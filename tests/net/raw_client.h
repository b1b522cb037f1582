#pragma once
// A WebSocket client made by hand on a QTcpSocket, for what a QWebSocket will not do: stop reading. It does
// the handshake, sends masked text frames, and reads the server's frames only when told to.

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpSocket>
#include <QTest>

class RawClient {
public:
    // Connected and past the handshake; false when the server did not upgrade.
    bool open(quint16 port)
    {
        // The server runs in this thread: waits run the event loop, never block it.
        socket.connectToHost(QHostAddress::LocalHost, port);
        QElapsedTimer timer;
        timer.start();
        while (socket.state() != QAbstractSocket::ConnectedState && timer.elapsed() < 5000)
            QTest::qWait(5);
        socket.write("GET /ws HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(port)
                     + "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                       "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n");
        while (!m_buffer.contains("\r\n\r\n") && timer.elapsed() < 10000) {
            QTest::qWait(5);
            m_buffer += socket.readAll();
        }
        const qsizetype end = m_buffer.indexOf("\r\n\r\n");
        if (end < 0 || !m_buffer.startsWith("HTTP/1.1 101")) {
            qWarning("no upgrade: %s", m_buffer.left(300).constData());
            return false;
        }
        m_buffer.remove(0, end + 4);
        return true;
    }

    // From now on nothing more is read from the connection: the kernel's buffers fill, then the server's.
    void stopReading()
    {
        socket.setReadBufferSize(1024);
        socket.setSocketOption(QAbstractSocket::ReceiveBufferSizeSocketOption, 4096);
    }

    void sendJson(const QJsonObject& message)
    {
        const QByteArray payload = QJsonDocument(message).toJson(QJsonDocument::Compact);
        QByteArray frame(1, char(0x81));  // a whole text frame
        if (payload.size() < 126) {
            frame.append(char(0x80 | payload.size()));
        } else {
            frame.append(char(0x80 | 126));
            frame.append(char(payload.size() >> 8));
            frame.append(char(payload.size() & 0xff));
        }
        const char mask[4] = {0x11, 0x22, 0x33, 0x44};
        frame.append(mask, 4);
        for (qsizetype i = 0; i < payload.size(); ++i)
            frame.append(char(payload[i] ^ mask[i % 4]));
        socket.write(frame);
        socket.flush();
    }

    // Reads again, and returns the text messages that have come, in order, until `done` holds for one or
    // `ms` pass.
    QList<QJsonObject> readUntil(const std::function<bool(const QJsonObject&)>& done, int ms = 10000)
    {
        socket.setReadBufferSize(0);
        QList<QJsonObject> messages;
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < ms) {
            QTest::qWait(5);
            m_buffer += socket.readAll();
            while (const std::optional<QByteArray> payload = takeFrame()) {
                messages.append(QJsonDocument::fromJson(*payload).object());
                if (done(messages.back()))
                    return messages;
            }
        }
        return messages;
    }

    QTcpSocket socket;

private:
    // One whole unmasked frame from the server, or nullopt until more comes.
    std::optional<QByteArray> takeFrame()
    {
        if (m_buffer.size() < 2)
            return std::nullopt;
        qsizetype length = static_cast<unsigned char>(m_buffer[1]) & 0x7f;
        qsizetype header = 2;
        if (length == 126) {
            if (m_buffer.size() < 4)
                return std::nullopt;
            length = (static_cast<unsigned char>(m_buffer[2]) << 8) | static_cast<unsigned char>(m_buffer[3]);
            header = 4;
        } else if (length == 127) {
            if (m_buffer.size() < 10)
                return std::nullopt;
            length = 0;
            for (int i = 2; i < 10; ++i)
                length = (length << 8) | static_cast<unsigned char>(m_buffer[i]);
            header = 10;
        }
        if (m_buffer.size() < header + length)
            return std::nullopt;
        QByteArray payload = m_buffer.mid(header, length);
        m_buffer.remove(0, header + length);
        return payload;
    }

    QByteArray m_buffer;
};

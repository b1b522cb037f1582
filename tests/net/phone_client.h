#pragma once
// A phone for the table server's tests: a real QWebSocket on loopback that keeps every message it gets.

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QSignalSpy>
#include <QTest>
#include <QWebSocket>

class PhoneClient : public QObject {
    Q_OBJECT

public:
    explicit PhoneClient(quint16 port, QObject* parent = nullptr) : QObject(parent)
    {
        connect(&socket, &QWebSocket::textMessageReceived, this, [this](const QString& text) {
            received.append(QJsonDocument::fromJson(text.toUtf8()).object());
        });
        connect(&socket, &QWebSocket::disconnected, this, [this] { closed = true; });
        socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(port)));
    }

    bool waitConnected(int ms = 5000)
    {
        QElapsedTimer timer;
        timer.start();
        while (socket.state() != QAbstractSocket::ConnectedState && timer.elapsed() < ms && !closed)
            QTest::qWait(5);
        return socket.state() == QAbstractSocket::ConnectedState;
    }

    void sendJson(const QJsonObject& message)
    {
        socket.sendTextMessage(QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
    }

    // The first message of `type` not taken yet (and everything before it is dropped); an empty object
    // after `ms` without one.
    QJsonObject next(const QString& type, int ms = 5000)
    {
        QElapsedTimer timer;
        timer.start();
        while (true) {
            for (qsizetype i = 0; i < received.size(); ++i) {
                if (received[i].value(QStringLiteral("type")).toString() == type) {
                    const QJsonObject found = received[i];
                    received.remove(0, i + 1);
                    return found;
                }
            }
            if (timer.elapsed() >= ms)
                return {};
            QTest::qWait(5);
        }
    }

    bool waitClosed(int ms = 5000)
    {
        QElapsedTimer timer;
        timer.start();
        while (!closed && timer.elapsed() < ms)
            QTest::qWait(5);
        return closed;
    }

    QWebSocket socket;
    QList<QJsonObject> received;
    bool closed = false;
};

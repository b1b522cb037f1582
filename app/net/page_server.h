#pragma once
// The HTTP side of the table server: serves the phone's page (the files under :/phone, each by its name,
// typed by its suffix: HTML, JavaScript modules, CSS, the web app manifest, icons) and
// hands a WebSocket upgrade on /ws over, unread, to whoever takes it. A request that is too large,
// malformed or too slow closes its connection; nothing else is served.

#include "app/net/phone_words.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTcpSocket>

#include <functional>

namespace arbiter::app::net {

class PageServer : public QObject {
    Q_OBJECT

public:
    static constexpr qint64 maxRequestBytes = 8 * 1024;
    static constexpr int requestTimeoutMs = 5000;

    struct PageFile {
        QString resource;
        QByteArray type;  // its Content-Type
    };

    // `upgrade` takes a socket whose request is a WebSocket upgrade on /ws (the request not yet read).
    explicit PageServer(std::function<void(QTcpSocket*)> upgrade, QObject* parent = nullptr);

    // A new connection: its first request decides what it is. The server takes the socket.
    void take(QTcpSocket* socket);
    // Connections whose request is not answered yet, from `address`.
    int pendingFrom(const QHostAddress& address) const;

private:
    void readRequest(QTcpSocket* socket);
    void respond(QTcpSocket* socket, int status, const QByteArray& reason, const QByteArray& type,
                 const QByteArray& body);

    std::function<void(QTcpSocket*)> m_upgrade;
    PhoneWords m_words;
    QHash<QByteArray, PageFile> m_files;  // by the path it is asked for ("/main.js"; "/" is index.html)
};

}  // namespace arbiter::app::net

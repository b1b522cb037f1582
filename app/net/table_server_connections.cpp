// The table server's connections and their limits (docs/phones.md, "Limits"): who may connect, how long a
// connection may wait before its hello, how many messages a seat and an address may send, and how much may
// be queued for a phone that does not read.

#include "lan_addresses.h"
#include "page_server.h"
#include "table_client.h"
#include "table_server.h"

#include <QTcpServer>
#include <QTimer>
#include <QUrl>
#include <QWebSocket>
#include <QWebSocketServer>

namespace arbiter::app::net {

using namespace Qt::StringLiterals;

namespace {

// How long a connection told bye has to close by itself before it is cut.
constexpr int closeGraceMs = 2000;

// An IPv4 address mapped into IPv6 counts as the IPv4 address.
QString addressKey(const QHostAddress& address)
{
    bool isIpv4 = false;
    const quint32 ipv4 = address.toIPv4Address(&isIpv4);
    return isIpv4 ? QHostAddress(ipv4).toString() : address.toString();
}

}  // namespace

void TableServer::setLimits(const TableLimits& limits)
{
    m_limits = limits;
    m_webSockets->setMaxPendingConnections(limits.maxWaiting);
    m_addressRates.setRate(limits.burstMessages, limits.messagesPerSecond);
    m_seatRates.setRate(2 * limits.burstMessages, 2 * limits.messagesPerSecond);
}

int TableServer::phoneCount() const
{
    return static_cast<int>(std::count_if(m_clients.begin(), m_clients.end(), [](const auto& client) {
        return client->greeted && !client->closing;
    }));
}

int TableServer::fromAddress(const QHostAddress& address) const
{
    const QString key = addressKey(address);
    const auto same = std::count_if(m_clients.begin(), m_clients.end(), [&key](const auto& client) {
        return !client->closing && addressKey(client->address) == key;
    });
    return static_cast<int>(same) + m_pages->pendingFrom(address);
}

bool TableServer::originAllowed(const QString& origin) const
{
    // A browser always says which page opens the WebSocket: only the table's own page may. A client that
    // is no browser sends none (and could send any): it is let in, as the token is what it needs.
    if (origin.isEmpty())
        return true;
    const QUrl url(origin);
    if (url.scheme() != u"http"_s || url.port(80) != m_port)
        return false;
    if (url.host() == u"localhost"_s)
        return true;
    const QHostAddress host(url.host());
    if (host.isNull())
        return false;
    return host.isLoopback() || std::any_of(m_lan.begin(), m_lan.end(), [&host](const QHostAddress& lan) {
               return addressKey(lan) == addressKey(host);
           });
}

void TableServer::accept(QTcpServer* listener)
{
    while (QTcpSocket* socket = listener->nextPendingConnection()) {
        // Defence in depth: only loopback and private addresses are listened on, and only they may talk.
        // One address gets a few connections (a phone's page, its tabs); loopback is the tablet itself.
        const QHostAddress peer = socket->peerAddress();
        const bool perAddress = m_limits.limitLoopback || !peer.isLoopback();
        if (!isTableAddress(peer) || (perAddress && fromAddress(peer) >= m_limits.maxPerAddress)) {
            socket->abort();
            socket->deleteLater();
            continue;
        }
        socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);  // no Nagle: a change goes out at once
        // A bounded kernel buffer, so what a phone leaves unread is queued where the limits see it.
        socket->setSocketOption(QAbstractSocket::SendBufferSizeSocketOption, socketSendBuffer);
        m_pages->take(socket);
    }
}

void TableServer::attach(QWebSocket* socket)
{
    makeRoomToWait();
    socket->setParent(this);
    socket->setMaxAllowedIncomingMessageSize(maxMessageBytes);
    socket->setMaxAllowedIncomingFrameSize(maxMessageBytes);
    auto client = std::make_unique<Client>();
    client->socket = socket;
    client->id = ++m_connections;
    client->address = socket->peerAddress();
    client->lastHeard.start();
    client->connectedFor.start();
    connect(socket, &QWebSocket::textMessageReceived, this, [this, socket](const QString& text) {
        if (Client* sender = clientOf(socket))
            receive(*sender, text);
    });
    connect(socket, &QWebSocket::binaryMessageReceived, this, [this, socket](const QByteArray&) {
        if (Client* sender = clientOf(socket))
            sendError(*sender, {u"messages are JSON text, not binary"_s, {}});
    });
    connect(socket, &QWebSocket::bytesWritten, this, [this, socket] {
        if (Client* reader = clientOf(socket))
            caughtUp(*reader);
    });
    connect(socket, &QWebSocket::disconnected, this, [this, socket] {
        const auto found =
            std::find_if(m_clients.begin(), m_clients.end(),
                         [socket](const std::unique_ptr<Client>& c) { return c->socket == socket; });
        if (found == m_clients.end())
            return;
        const bool seated = !(*found)->seat.isEmpty();
        m_clients.erase(found);
        socket->deleteLater();
        if (seated)
            Q_EMIT seatsChanged();
    });
    const QString origin = socket->origin();
    m_clients.push_back(std::move(client));
    if (!originAllowed(origin))
        bye(*m_clients.back(), u"origin"_s);
}

void TableServer::makeRoomToWait()
{
    // Connections that have not said hello yet do not lock phones out: the oldest goes to make room.
    Client* oldest = nullptr;
    int waiting = 0;
    for (const std::unique_ptr<Client>& client : m_clients) {
        if (client->greeted || client->closing)
            continue;
        ++waiting;
        if (!oldest || client->connectedFor.elapsed() > oldest->connectedFor.elapsed())
            oldest = client.get();
    }
    if (oldest && waiting >= m_limits.maxWaiting)
        bye(*oldest, u"no-hello"_s);
}

TableServer::Client* TableServer::clientOf(QWebSocket* socket)
{
    for (const std::unique_ptr<Client>& client : m_clients) {
        if (client->socket == socket)
            return client.get();
    }
    return nullptr;
}

bool TableServer::allowMessage(Client& client)
{
    // Token buckets by address and by seat, kept across reconnections: a phone's taps pass, a flood is
    // dropped without holding up the others.
    QStringList byAddress;
    if (m_limits.limitLoopback || !client.address.isLoopback())
        byAddress.append(addressKey(client.address));
    else if (client.seat.isEmpty())
        byAddress.append(u"connection:%1"_s.arg(client.id));
    const QStringList bySeat = client.seat.isEmpty() ? QStringList() : QStringList{client.seat};
    if (m_addressRates.available(byAddress) && m_seatRates.available(bySeat)) {
        m_addressRates.spend(byAddress);
        m_seatRates.spend(bySeat);
        client.warnedOfFlood = false;
        return true;
    }
    if (++client.strikes > floodStrikes) {
        bye(client, u"flood"_s);
        return false;
    }
    if (!client.warnedOfFlood) {
        client.warnedOfFlood = true;
        sendError(client, {u"too many messages: at most %1 a second; this one was dropped"_s.arg(
                               m_limits.messagesPerSecond),
                           u"type"_s});
    }
    return false;
}

void TableServer::sweep()
{
    std::vector<Client*> late;
    std::vector<Client*> silent;
    std::vector<Client*> slow;
    for (const std::unique_ptr<Client>& client : m_clients) {
        if (client->closing)
            continue;
        if (!client->greeted && client->connectedFor.elapsed() > m_limits.helloMs)
            late.push_back(client.get());
        else if (client->lastHeard.elapsed() > silenceMs)
            silent.push_back(client.get());
        else if (client->queueFullFor.isValid() && client->queueFullFor.elapsed() > m_limits.slowReaderMs)
            slow.push_back(client.get());
    }
    for (Client* client : late)
        bye(*client, u"no-hello"_s);
    for (Client* client : slow)
        closeTooSlow(*client);
    for (Client* client : silent)
        client->socket->abort();  // its seat shows as away; the phone comes back by itself
    m_addressRates.forgetFull();
    m_seatRates.forgetFull();
}

bool TableServer::deliver(Client& client, const QString& text, bool view)
{
    if (client.closing)
        return false;
    if (view && client.socket->bytesToWrite() > m_limits.coalesceBytes) {
        client.behind = true;  // one snapshot of the table as it is then, not every view in between
        if (!client.queueFullFor.isValid())
            client.queueFullFor.start();
        return false;
    }
    client.socket->sendTextMessage(text);
    const qint64 queued = client.socket->bytesToWrite();
    m_peakQueued = std::max(m_peakQueued, queued);
    if (queued > m_limits.maxQueuedBytes) {
        closeTooSlow(client);
        return false;
    }
    if (queued > m_limits.coalesceBytes && !client.queueFullFor.isValid())
        client.queueFullFor.start();
    return true;
}

void TableServer::caughtUp(Client& client)
{
    if (client.closing)
        return;
    const qint64 queued = client.socket->bytesToWrite();
    if (queued <= m_limits.coalesceBytes)
        client.queueFullFor.invalidate();
    if (client.behind && client.greeted && queued <= m_limits.coalesceBytes / 2)
        sendSnapshot(client);
}

void TableServer::closeTooSlow(Client& client)
{
    if (client.closing)
        return;
    // Its bye waits behind what it has not read; whatever is queued is dropped when it is cut.
    client.closing = true;
    client.socket->sendTextMessage(textOf({{u"type"_s, u"bye"_s}, {u"reason"_s, u"too-slow"_s}}));
    QWebSocket* socket = client.socket;
    QTimer::singleShot(closeGraceMs / 2, socket, [socket] { socket->abort(); });
}

void TableServer::bye(Client& client, const QString& reason, const QJsonObject& extra)
{
    if (client.closing)
        return;
    QJsonObject message = extra;
    message.insert(u"type"_s, u"bye"_s);
    message.insert(u"reason"_s, reason);
    client.closing = true;
    QWebSocket* socket = client.socket;
    socket->sendTextMessage(textOf(message));
    // Closed from the event loop: a close can end the connection (and its Client) at once, and the
    // callers may be going through the connections.
    QTimer::singleShot(0, socket, [socket] { socket->close(QWebSocketProtocol::CloseCodeNormal); });
    QTimer::singleShot(closeGraceMs, socket, [socket] { socket->abort(); });
}

}  // namespace arbiter::app::net

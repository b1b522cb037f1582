#include "page_server.h"

#include <QFile>
#include <QTimer>
#include <QUrl>
#include <QUrlQuery>

namespace arbiter::app::net {

using namespace Qt::StringLiterals;

namespace {

struct PageFile {
    QByteArrayView path;
    QString resource;
    QByteArrayView type;
};

// The page's files, served from the resources qt_add_resources put under :/phone.
const std::array<PageFile, 8> pageFiles = {{
    {"/", u":/phone/index.html"_s, "text/html; charset=utf-8"},
    {"/index.html", u":/phone/index.html"_s, "text/html; charset=utf-8"},
    {"/phone.js", u":/phone/phone.js"_s, "text/javascript; charset=utf-8"},
    {"/phone_actions.js", u":/phone/phone_actions.js"_s, "text/javascript; charset=utf-8"},
    {"/phone_report.js", u":/phone/phone_report.js"_s, "text/javascript; charset=utf-8"},
    {"/phone_awake.js", u":/phone/phone_awake.js"_s, "text/javascript; charset=utf-8"},
    {"/phone_i18n.js", u":/phone/phone_i18n.js"_s, "text/javascript; charset=utf-8"},
    {"/phone.css", u":/phone/phone.css"_s, "text/css; charset=utf-8"},
}};

bool headerSays(const QList<QByteArray>& lines, QByteArrayView name, QByteArrayView token)
{
    for (const QByteArray& line : lines) {
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0 || line.left(colon).trimmed().toLower() != name)
            continue;
        for (const QByteArray& part : line.mid(colon + 1).split(','))
            if (part.trimmed().toLower() == token)
                return true;
    }
    return false;
}

}  // namespace

PageServer::PageServer(std::function<void(QTcpSocket*)> upgrade, QObject* parent)
    : QObject(parent), m_upgrade(std::move(upgrade))
{}

void PageServer::take(QTcpSocket* socket)
{
    socket->setParent(this);
    auto* deadline = new QTimer(socket);
    deadline->setSingleShot(true);
    connect(deadline, &QTimer::timeout, socket, &QTcpSocket::abort);
    deadline->start(requestTimeoutMs);
    connect(socket, &QTcpSocket::readyRead, this, [this, socket] { readRequest(socket); });
    connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    if (socket->bytesAvailable() > 0)
        readRequest(socket);
}

int PageServer::pendingFrom(const QHostAddress& address) const
{
    const QList<QTcpSocket*> sockets = findChildren<QTcpSocket*>(Qt::FindDirectChildrenOnly);
    return static_cast<int>(
        std::count_if(sockets.begin(), sockets.end(), [&address](const QTcpSocket* socket) {
            return socket->state() == QAbstractSocket::ConnectedState
                   && socket->peerAddress().isEqual(address);
        }));
}

void PageServer::readRequest(QTcpSocket* socket)
{
    // Peek, not read: an upgrade goes on to the WebSocket server with its request untouched.
    const QByteArray seen = socket->peek(maxRequestBytes + 1);
    const qsizetype end = seen.indexOf("\r\n\r\n");
    if (end < 0) {
        if (seen.size() > maxRequestBytes)
            respond(socket, 431, "Request Header Fields Too Large", "text/plain", "Request too large\n");
        return;  // the rest of the headers is on its way
    }
    const QList<QByteArray> lines = seen.left(end).split('\n');
    const QList<QByteArray> requestLine = lines.first().trimmed().split(' ');
    if (requestLine.size() != 3 || !requestLine[2].startsWith("HTTP/1.")) {
        respond(socket, 400, "Bad Request", "text/plain", "Bad request\n");
        return;
    }
    if (requestLine[0] != "GET") {
        respond(socket, 405, "Method Not Allowed", "text/plain", "Only GET\n");
        return;
    }
    QByteArray path = requestLine[1];
    QByteArray query;
    if (const qsizetype mark = path.indexOf('?'); mark >= 0) {
        query = path.mid(mark + 1);
        path.truncate(mark);
    }
    if (path == "/words") {
        // ?languages=de-CH,de,en (anything else: English).
        const QUrlQuery fields(QString::fromUtf8(query));
        respond(socket, 200, "OK", "application/json; charset=utf-8",
                m_words.answer(fields.queryItemValue(u"languages"_s, QUrl::FullyDecoded).left(200)));
        return;
    }
    if (path == "/ws") {
        if (!headerSays(lines, "upgrade", "websocket")) {
            respond(socket, 400, "Bad Request", "text/plain", "WebSocket only\n");
            return;
        }
        disconnect(socket, nullptr, this, nullptr);
        qDeleteAll(socket->findChildren<QTimer*>(Qt::FindDirectChildrenOnly));
        disconnect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        socket->setParent(nullptr);
        m_upgrade(socket);
        return;
    }
    const auto file = std::find_if(pageFiles.begin(), pageFiles.end(),
                                   [&path](const PageFile& page) { return page.path == path; });
    if (file == pageFiles.end()) {
        respond(socket, 404, "Not Found", "text/plain", "Not found\n");
        return;
    }
    QFile resource(file->resource);
    if (!resource.open(QIODevice::ReadOnly)) {
        respond(socket, 500, "Internal Server Error", "text/plain", "The page is missing from this build\n");
        return;
    }
    respond(socket, 200, "OK", file->type.toByteArray(), resource.readAll());
}

void PageServer::respond(QTcpSocket* socket, int status, const QByteArray& reason, const QByteArray& type,
                         const QByteArray& body)
{
    disconnect(socket, &QTcpSocket::readyRead, this, nullptr);
    socket->readAll();
    QByteArray response = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason + "\r\n";
    response += "Content-Type: " + type + "\r\n";
    response += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    response += "Cache-Control: no-cache\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n";
    response += body;
    socket->write(response);
    socket->disconnectFromHost();  // after the bytes are written
}

}  // namespace arbiter::app::net

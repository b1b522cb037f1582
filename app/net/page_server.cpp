#include "page_server.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QTimer>
#include <QUrl>
#include <QUrlQuery>

namespace arbiter::app::net {

using namespace Qt::StringLiterals;

namespace {

// The page's files are what qt_add_resources put under :/phone, each served under its own name with the
// type its suffix says; a file of another suffix is not served.
constexpr std::array<std::pair<QLatin1StringView, QByteArrayView>, 7> typesBySuffix = {{
    {QLatin1StringView("html"), "text/html; charset=utf-8"},
    {QLatin1StringView("js"), "text/javascript; charset=utf-8"},
    {QLatin1StringView("css"), "text/css; charset=utf-8"},
    {QLatin1StringView("webmanifest"), "application/manifest+json; charset=utf-8"},
    {QLatin1StringView("json"), "application/json; charset=utf-8"},
    {QLatin1StringView("svg"), "image/svg+xml"},
    {QLatin1StringView("png"), "image/png"},
}};

QHash<QByteArray, PageServer::PageFile> pageFiles()
{
    QHash<QByteArray, PageServer::PageFile> files;
    QDirIterator resources(u":/phone"_s, QDir::Files);
    while (resources.hasNext()) {
        const QFileInfo file(resources.next());
        const auto type = std::find_if(typesBySuffix.begin(), typesBySuffix.end(),
                                       [&file](const auto& entry) { return file.suffix() == entry.first; });
        if (type != typesBySuffix.end())
            files.insert('/' + file.fileName().toUtf8(), {file.filePath(), type->second.toByteArray()});
    }
    if (const auto index = files.constFind("/index.html"); index != files.cend())
        files.insert("/", *index);
    return files;
}

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
    : QObject(parent), m_upgrade(std::move(upgrade)), m_files(pageFiles())
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
    const auto file = m_files.constFind(path);
    if (file == m_files.cend()) {
        respond(socket, 404, "Not Found", "text/plain", "Not found\n");
        return;
    }
    QFile resource(file->resource);
    if (!resource.open(QIODevice::ReadOnly)) {
        respond(socket, 500, "Internal Server Error", "text/plain", "The page is missing from this build\n");
        return;
    }
    respond(socket, 200, "OK", file->type, resource.readAll());
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

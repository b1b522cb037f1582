#pragma once
// One phone's connection as the table server keeps it (private to the server's own files).

#include "table_server.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QString>
#include <QWebSocket>

namespace arbiter::app::net {

struct TableServer::Client {
    QWebSocket* socket = nullptr;
    quint64 id = 0;         // never reused: names its rate bucket before it has a seat
    QHostAddress address;   // the peer's, for the per-address limits
    bool greeted = false;   // said hello
    bool invited = false;   // with the invitation code: may claim a free seat
    QString seat;           // the player it acts for; empty: it only watches
    QString language;       // the page's language from its hello; empty: the tablet's
    qint64 shownHead = -1;  // the head of the last snapshot or changes sent
    qint64 shownGame = -1;
    QElapsedTimer lastHeard;
    QElapsedTimer connectedFor;
    int strikes = 0;
    bool warnedOfFlood = false;
    bool closing = false;        // told bye: no longer counted, sent nothing more
    bool behind = false;         // a view was held back: one snapshot once it reads again
    QElapsedTimer queueFullFor;  // valid while more than the limits' coalesceBytes are queued
};

}  // namespace arbiter::app::net

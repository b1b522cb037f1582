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
    QHostAddress address;   // the peer's, for the per-address limits
    bool greeted = false;   // said hello
    bool invited = false;   // with the invitation code: may claim a free seat
    QString seat;           // the player it acts for; empty: it only watches
    qint64 shownHead = -1;  // the head of the last snapshot or changes sent
    qint64 shownGame = -1;
    QElapsedTimer lastHeard;
    QElapsedTimer connectedFor;
    QElapsedTimer refill;
    double allowance = TableServer::burstMessages;
    int strikes = 0;
    bool warnedOfFlood = false;
};

}  // namespace arbiter::app::net

#pragma once
// A tablet for the table server's tests: a SessionCore on a fresh log with a game open and a TableServer on
// loopback, and phones seated on it (real QWebSocket clients, see phone_client.h).

#include "phone_client.h"

#include "app/core/session_core.h"
#include "app/net/table_server.h"
#include "db/codec/game_json.h"
#include "db/codec/json_reader.h"

#include <QJsonArray>
#include <QTemporaryDir>

#include <memory>

// JSON written with ' for ", so a test reads like the messages (moc misreads raw strings that hold quotes).
inline QJsonObject jsonOf(const char* json)
{
    return QJsonDocument::fromJson(QString::fromUtf8(json).replace(u'\'', u'"').toUtf8()).object();
}

// A message as one line of JSON, for a failing check's message.
inline QString textOf(const QJsonObject& object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

class TableFixture {
public:
    // A game from its setup JSON on a log in `dir`, and the server open on a free loopback port.
    bool open(const QTemporaryDir& dir, const QString& file, const QJsonObject& setup)
    {
        core = std::make_unique<arbiter::app::SessionCore>();
        core->setFollowInterval(0);
        if (core->openFile(dir.filePath(file)).failed())
            return false;
        arbiter::db::JsonIssues issues;
        arbiter::db::JsonReader reader(setup, QString(), &issues);
        const auto parsed = arbiter::db::setupFromJson(reader);
        if (!parsed || !core->newGame(*parsed).recorded)
            return false;
        server = std::make_unique<arbiter::app::net::TableServer>(*core);
        return server->open(arbiter::app::net::SeatBook::fresh(), 0, false);
    }

    // The tablet records an action given as JSON; whether the log took it.
    bool perform(const QJsonObject& action)
    {
        arbiter::db::JsonIssues issues;
        arbiter::db::JsonReader reader(action, QString(), &issues);
        const auto parsed = arbiter::db::actionFromJson(reader);
        if (!parsed || issues.failed())
            return false;
        const arbiter::app::SessionVerdict verdict = core->perform(*parsed);
        if (!verdict.recorded)
            qWarning("the tablet's %s was refused: %s", qPrintable(action.value(u"kind").toString()),
                     qPrintable(verdict.error));
        return verdict.recorded;
    }

    QString tokenOf(const QString& player)
    {
        const QString url = server->seatUrl(player);
        return url.mid(url.indexOf(u"#seat=") + 6);
    }

    // A phone seated as `player`, past its snapshot.
    std::unique_ptr<PhoneClient> seated(const QString& player)
    {
        auto phone = std::make_unique<PhoneClient>(server->port());
        if (!phone->waitConnected())
            return nullptr;
        phone->sendJson({{u"type"_qs, u"hello"_qs}, {u"protocol"_qs, 1}, {u"token"_qs, tokenOf(player)}});
        if (phone->next(u"welcome"_qs).value(u"seat").toString() != player)
            return nullptr;
        if (phone->next(u"snapshot"_qs).isEmpty())
            return nullptr;
        return phone;
    }

    // An `act` from `phone`, against the head now; its `result`.
    QJsonObject act(PhoneClient& phone, const QJsonObject& action)
    {
        phone.sendJson({{u"type"_qs, u"act"_qs},
                        {u"id"_qs, u"r%1"_qs.arg(++requests)},
                        {u"against"_qs, core->head()},
                        {u"action"_qs, action}});
        return phone.next(u"result"_qs);
    }

    std::unique_ptr<arbiter::app::SessionCore> core;
    std::unique_ptr<arbiter::app::net::TableServer> server;
    int requests = 0;
};

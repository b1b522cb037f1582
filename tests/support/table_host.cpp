// A headless tablet for the phone tests and benchmarks: one SessionCore on a log file and a TableServer on
// loopback, driven by JSON commands on stdin (one per line, one JSON answer per line on stdout):
//   {"perform": <action>}  the tablet records an action       -> {"legal","recorded","seq","head","reasons"}
//   {"seatUrl": "Ann"}     hands Ann's seat out                -> {"url","token"}
//   {"takeBack": "Ann"}    takes Ann's seat back               -> {"ok": true}
//   {"undo": true}                                              -> {"head"}
//   {"head": true}         the log's head and state            -> {"head","state"}
//   {"dieOnNextRecord": true}  the host kills itself (SIGKILL) as soon as the next action is in the log,
//                          before its answer is written: a phone's answer lost, on any machine's speed
//                                                              -> {"ok": true}
//   {"quit": true}
// The seat book lives in --book, so a host killed and started again on the same files and port lets the
// phones back into their seats.

#include "app/core/session_core.h"
#include "app/net/table_server.h"
#include "app/views/gadget_json.h"
#include "app/views/verdict_view.h"
#include "db/codec/game_json.h"
#include "db/codec/json_reader.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSocketNotifier>

#include <csignal>
#include <cstdio>
#include <iostream>
#include <string>

using namespace arbiter;
using namespace Qt::StringLiterals;

namespace {

void say(const QJsonObject& answer)
{
    std::fputs(QJsonDocument(answer).toJson(QJsonDocument::Compact).constData(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

QJsonObject readJsonFile(const QString& path)
{
    if (path.isEmpty())
        return {};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

}  // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption dbOption(u"db"_s, u"The log file."_s, u"file"_s);
    const QCommandLineOption setupOption(u"setup"_s, u"A setup JSON: a new game when the file has none."_s,
                                         u"file"_s);
    const QCommandLineOption portOption(u"port"_s, u"The port (0: any free one)."_s, u"port"_s, u"0"_s);
    const QCommandLineOption bookOption(u"book"_s, u"Where the seat book is kept."_s, u"file"_s);
    parser.addOptions({dbOption, setupOption, portOption, bookOption});
    parser.process(app);

    app::SessionCore core;
    const app::SessionVerdict opened = core.openFile(parser.value(dbOption));
    if (opened.failed()) {
        std::fprintf(stderr, "table_host: %s\n", qPrintable(opened.error));
        return 2;
    }
    if (!core.hasGame() && parser.isSet(setupOption)) {
        db::JsonIssues issues;
        db::JsonReader reader(readJsonFile(parser.value(setupOption)), QString(), &issues);
        const std::optional<rules::game::GameSetup> setup = db::setupFromJson(reader);
        if (!setup || issues.failed()) {
            std::fprintf(stderr, "table_host: bad setup\n");
            return 2;
        }
        const app::SessionVerdict made = core.newGame(*setup);
        if (!made.recorded) {
            std::fprintf(stderr, "table_host: setup refused: %s\n", qPrintable(made.error));
            return 2;
        }
    }

    // Connected before the server's own slots, so the kill comes right after the commit and before the
    // server answers the request or tells the other phones.
    qint64 dieAfterHead = -1;  // armed: the head when the command came
    QObject::connect(&core, &app::SessionCore::changed, [&dieAfterHead](app::Areas, qint64 head) {
        if (dieAfterHead >= 0 && head > dieAfterHead)
            std::raise(SIGKILL);
    });

    const QString bookPath = parser.value(bookOption);
    app::net::TableServer server(core);
    QObject::connect(&server, &app::net::TableServer::seatBookChanged, [&server, &bookPath] {
        if (bookPath.isEmpty() || !server.isOpen())
            return;
        QSaveFile file(bookPath);
        if (file.open(QIODevice::WriteOnly)) {
            file.write(QJsonDocument(server.seatBook().toJson()).toJson());
            file.commit();
        }
    });
    const app::net::SeatBook book = app::net::SeatBook::fromJson(readJsonFile(bookPath));
    if (!server.open(book, static_cast<quint16>(parser.value(portOption).toUInt()), false)) {
        std::fprintf(stderr, "table_host: %s\n", qPrintable(server.error()));
        return 3;
    }
    say({{u"ready"_s, true},
         {u"port"_s, server.port()},
         {u"url"_s, server.invitationUrl()},
         {u"invite"_s, server.seatBook().code()},
         {u"game"_s, core.hasGame() ? core.game()->id() : 0},
         {u"head"_s, core.head()}});

    QSocketNotifier input(0, QSocketNotifier::Read);
    QObject::connect(&input, &QSocketNotifier::activated, [&] {
        std::string line;
        if (!std::getline(std::cin, line)) {
            QCoreApplication::quit();
            return;
        }
        const QJsonObject command = QJsonDocument::fromJson(QByteArray::fromStdString(line)).object();
        if (command.contains(u"perform"_s)) {
            db::JsonIssues issues;
            db::JsonReader reader(command.value(u"perform"_s).toObject(), u"perform"_s, &issues);
            const std::optional<rules::game::Action> action = db::actionFromJson(reader);
            if (!action || issues.failed()) {
                say({{u"legal"_s, false},
                     {u"recorded"_s, false},
                     {u"error"_s, issues.error() ? issues.error()->message : u"bad action"_s}});
                return;
            }
            const app::SessionVerdict verdict = core.perform(*action);
            QJsonObject answer = app::views::jsonOf(app::views::verdictView(verdict));
            answer.insert(u"seq"_s, verdict.seq);
            answer.insert(u"head"_s, core.head());
            say(answer);
        } else if (command.contains(u"seatUrl"_s)) {
            const QString url = server.seatUrl(command.value(u"seatUrl"_s).toString());
            say({{u"url"_s, url}, {u"token"_s, url.mid(url.indexOf(u"#seat="_s) + 6)}});
        } else if (command.contains(u"takeBack"_s)) {
            server.takeSeatBack(command.value(u"takeBack"_s).toString());
            say({{u"ok"_s, true}});
        } else if (command.contains(u"undo"_s)) {
            core.undo();
            say({{u"head"_s, core.head()}});
        } else if (command.contains(u"head"_s)) {
            say({{u"head"_s, core.head()},
                 {u"state"_s, core.hasGame() ? db::stateToJson(*core.state()) : QJsonObject()}});
        } else if (command.contains(u"dieOnNextRecord"_s)) {
            dieAfterHead = core.head();
            say({{u"ok"_s, true}});
        } else if (command.contains(u"quit"_s)) {
            QCoreApplication::quit();
        } else {
            say({{u"error"_s, u"unknown command"_s}});
        }
    });
    return QCoreApplication::exec();
}

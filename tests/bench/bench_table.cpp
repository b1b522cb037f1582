// Prints what the table server costs (issue 17), against table_host (a headless tablet in its own
// process, TableServer on loopback):
//  - the time from a phone's request to every client having the change (their `changes` message
//    received), median and p99, with 6 clients (the six seats) and with 56 (50 more watching);
//  - the time to the requesting phone's own answer;
//  - the host's memory (VmRSS and VmHWM from /proc/<pid>/status) with no client, 6 and 56 clients.
// Each is measured twice: with Level changes alone, and with whole turns from the phones (a fight, the
// others' cards in it, the win, the end of the turn).
// The clients are QWebSockets of this one process, so the last client's time also counts this process
// reading the 55 messages before it. A benchmark, not a test: it asserts nothing about time. `--quick`
// runs a few rounds so CI can check that it still builds and runs.

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>
#include <QWebSocket>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <functional>
#include <memory>
#include <sys/prctl.h>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

[[noreturn]] void fail(const QString& what)
{
    std::fprintf(stderr, "bench_table: %s\n", qPrintable(what));
    std::exit(1);
}

double percentile(std::vector<double> values, double p)
{
    std::ranges::sort(values);
    return values.empty() ? 0
                          : values[std::min(values.size() - 1, static_cast<std::size_t>(p * values.size()))];
}

void childSetup()
{
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
}

// Runs the event loop until `done` holds (checked after every message) or `ms` pass.
class Waiter {
public:
    bool until(const std::function<bool()>& done, int ms)
    {
        if (done())
            return true;
        QEventLoop loop;
        m_loop = &loop;
        m_done = done;
        QTimer::singleShot(ms, &loop, &QEventLoop::quit);
        loop.exec();
        m_loop = nullptr;
        m_done = nullptr;
        return done();
    }
    void check()
    {
        if (m_loop && m_done())
            m_loop->quit();
    }

private:
    QEventLoop* m_loop = nullptr;
    std::function<bool()> m_done;
};

Waiter g_waiter;
QElapsedTimer g_clock;

// A phone that only notes when each head reached it; a message is read as little as it takes.
class BenchClient : public QObject {
public:
    BenchClient(quint16 port, const QJsonObject& hello)
    {
        connect(&socket, &QWebSocket::connected, this, [this, hello] {
            socket.sendTextMessage(QString::fromUtf8(QJsonDocument(hello).toJson(QJsonDocument::Compact)));
        });
        connect(&socket, &QWebSocket::textMessageReceived, this, [this](const QString& text) { take(text); });
        socket.open(QUrl(u"ws://127.0.0.1:%1/ws"_s.arg(port)));
        // As the page does: a phone silent for TableServer::silenceMs is taken for gone.
        connect(&pings, &QTimer::timeout, this, [this] { socket.sendTextMessage(u"{\"type\":\"ping\"}"_s); });
        pings.start(5000);
    }

    void take(const QString& text)
    {
        const qint64 now = g_clock.nsecsElapsed();
        if (text.contains(u"\"type\":\"result\""_s)) {
            lastResult = QJsonDocument::fromJson(text.toUtf8()).object();
            resultAt = now;
        } else if (text.contains(u"\"type\":\"changes\""_s) || text.contains(u"\"type\":\"snapshot\""_s)) {
            // The server writes keys in order: a snapshot's top-level "head" comes first, a change's
            // right after "from" (its "actions" carry no "head"). A snapshot's view may hold a "from"
            // of its own (a fight's), after the head: not looked for there.
            const bool change = text.startsWith(u"{\"actions\":"_s);
            const qsizetype from = change ? text.indexOf(u"\"from\":"_s) : 0;
            const qsizetype at = text.indexOf(u"\"head\":"_s, std::max<qsizetype>(from, 0));
            head = QStringView(text).mid(at + 7).split(u',').first().toLongLong();
            headAt = now;
            messageBytes = text.toUtf8().size();
        }
        g_waiter.check();
    }

    QWebSocket socket;
    QTimer pings;
    qint64 head = -1;
    qint64 headAt = 0;
    qsizetype messageBytes = 0;  // the last snapshot or change, in UTF-8
    QJsonObject lastResult;
    qint64 resultAt = 0;
};

struct Host {
    QProcess process;
    QJsonObject line(int ms = 30000)
    {
        QElapsedTimer timer;
        timer.start();
        while (!process.canReadLine() && timer.elapsed() < ms && process.state() == QProcess::Running)
            process.waitForReadyRead(20);
        if (!process.canReadLine())
            fail(u"table_host said nothing: "_s + QString::fromUtf8(process.readAllStandardError()));
        return QJsonDocument::fromJson(process.readLine().trimmed()).object();
    }
    QJsonObject command(const QJsonObject& command)
    {
        process.write(QJsonDocument(command).toJson(QJsonDocument::Compact) + '\n');
        return line(10000);
    }
    // VmRSS and VmHWM in KiB.
    std::pair<long, long> memory() const
    {
        QFile status(u"/proc/%1/status"_s.arg(process.processId()));
        if (!status.open(QIODevice::ReadOnly))
            return {0, 0};
        long rss = 0;
        long hwm = 0;
        for (const QByteArray& row : status.readAll().split('\n')) {
            if (row.startsWith("VmRSS:"))
                rss = row.mid(6).trimmed().split(' ').first().toLong();
            else if (row.startsWith("VmHWM:"))
                hwm = row.mid(6).trimmed().split(' ').first().toLong();
        }
        return {rss, hwm};
    }
};

void printMemory(const char* label, const Host& host)
{
    const auto [rss, hwm] = host.memory();
    std::printf("host memory, %-28s VmRSS %7.1f MiB  VmHWM %7.1f MiB\n", label, rss / 1024.0, hwm / 1024.0);
}

const QStringList players = {u"Ann"_s, u"Bob"_s, u"Cid"_s, u"Dee"_s, u"Eve"_s, u"Flo"_s};

struct Request {
    std::size_t seat = 0;
    QJsonObject action;
};
using Script = std::function<Request(int round)>;

// The seats in turn, each its own Level up or down.
Script levelChanges()
{
    return [levels = std::vector<int>(players.size(), 1)](int round) mutable {
        const std::size_t seat = static_cast<std::size_t>(round) % players.size();
        const int amount = levels[seat] == 1 ? 1 : -1;
        levels[seat] += amount;
        return Request{seat, QJsonObject{{u"kind"_s, u"change-level"_s},
                                         {u"player"_s, players.at(seat)},
                                         {u"amount"_s, amount},
                                         {u"source"_s, u"card"_s}}};
    };
}

// Whole turns from the phones (issue 26): the current player fights a monster entered by its Level, the
// next two seats play an Enhancer and a one-shot into it, the fighter claims the win, gives the level
// back (so a long run never reaches the winning level) and ends the turn.
Script phoneTurns(std::size_t firstSeat)
{
    return [firstSeat](int round) {
        const std::size_t current = (firstSeat + static_cast<std::size_t>(round / 6)) % players.size();
        const QString fighter = players.at(current);
        switch (round % 6) {
        case 0:
            return Request{current,
                           {{u"kind"_s, u"start-combat"_s}, {u"monster"_s, QJsonObject{{u"level"_s, 1}}}}};
        case 1:
            return Request{(current + 1) % players.size(),
                           {{u"kind"_s, u"add-enhancer"_s},
                            {u"monster"_s, 0},
                            {u"enhancer"_s, QJsonObject{{u"name"_s, u"Enraged"_s}, {u"bonus"_s, 1}}}}};
        case 2:
            return Request{(current + 2) % players.size(),
                           {{u"kind"_s, u"play-one-shot"_s},
                            {u"side"_s, u"players"_s},
                            {u"card"_s, QJsonObject{{u"name"_s, u"Potion of Might"_s}, {u"bonus"_s, 5}}}}};
        case 3:
            return Request{current, {{u"kind"_s, u"resolve-combat"_s}}};
        case 4:
            return Request{current,
                           {{u"kind"_s, u"change-level"_s},
                            {u"player"_s, fighter},
                            {u"amount"_s, -1},
                            {u"source"_s, u"card"_s}}};
        default:
            return Request{current, {{u"kind"_s, u"end-turn"_s}}};
        }
    };
}

// Rounds of one request each, as `script` says: until every client has the change.
void measure(std::vector<std::unique_ptr<BenchClient>>& clients, int rounds, qint64& head, const char* what,
             Script script)
{
    std::vector<double> everyone;
    std::vector<double> answer;
    const int warmUp = 6;  // one whole turn
    for (int round = 0; round < rounds + warmUp; ++round) {
        const Request request = script(round);
        BenchClient& phone = *clients.at(request.seat);
        const qint64 sentAt = g_clock.nsecsElapsed();
        phone.lastResult = {};
        phone.socket.sendTextMessage(
            QString::fromUtf8(QJsonDocument(QJsonObject{{u"type"_s, u"act"_s},
                                                        {u"id"_s, u"r%1"_s.arg(head)},
                                                        {u"against"_s, head},
                                                        {u"action"_s, request.action}})
                                  .toJson(QJsonDocument::Compact)));
        if (!g_waiter.until([&] { return !phone.lastResult.isEmpty(); }, 5000))
            fail(u"no answer"_s);
        if (!phone.lastResult.value(u"recorded"_s).toBool())
            fail(u"a request was refused: "_s + QString::fromUtf8(QJsonDocument(phone.lastResult).toJson()));
        const qint64 seq = phone.lastResult.value(u"seq"_s).toInteger();
        const auto allHaveIt = [&] {
            return std::ranges::all_of(clients, [&](const auto& client) { return client->head >= seq; });
        };
        if (!g_waiter.until(allHaveIt, 5000)) {
            QString heads;
            for (const auto& client : clients)
                heads += QString::number(client->head) + u' ';
            fail(u"a client never got change %1 (round %2): %3"_s.arg(seq).arg(round).arg(heads));
        }
        head = seq;
        if (round < warmUp)
            continue;
        qint64 last = 0;
        for (const auto& client : clients)
            last = std::max(last, client->headAt);
        everyone.push_back(static_cast<double>(last - sentAt) / 1e6);
        answer.push_back(static_cast<double>(phone.resultAt - sentAt) / 1e6);
        // A phone's pace, well within the server's 20 messages a second per connection.
        g_waiter.until([] { return false; }, 25);
    }
    std::printf(
        "%2zu clients, %s: request -> every client has it  median %7.2f ms  p99 %7.2f ms  (%d requests)\n",
        clients.size(), what, percentile(everyone, 0.5), percentile(everyone, 0.99), rounds);
    std::printf("%2zu clients, %s: the last change sent to each client: %lld bytes\n", clients.size(), what,
                static_cast<long long>(clients.back()->messageBytes));
    std::printf("%2zu clients, %s: request -> the phone's answer    median %7.2f ms  p99 %7.2f ms\n",
                clients.size(), what, percentile(answer, 0.5), percentile(answer, 0.99));
}

void connectClients(std::vector<std::unique_ptr<BenchClient>>& clients, std::size_t count, quint16 port,
                    const QJsonObject& hello, qint64 head)
{
    while (clients.size() < count)
        clients.push_back(std::make_unique<BenchClient>(port, hello));
    if (!g_waiter.until(
            [&] { return std::ranges::all_of(clients, [&](const auto& c) { return c->head == head; }); },
            30000))
        fail(u"the clients did not all join"_s);
}

}  // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const bool quick = app.arguments().contains(u"--quick"_s);
    // Whole turns of 6 requests, and an even number of Level changes per seat (each back to Level 1).
    const int rounds = quick ? 18 : 402;
    const int turnsPerRun = (rounds + 6) / 6;
    g_clock.start();

    QTemporaryDir dir;
    QJsonArray seats;
    for (const QString& name : players)
        seats.append(QJsonObject{{u"name"_s, name}});
    QFile setup(dir.filePath(u"setup.json"_s));
    if (!setup.open(QIODevice::WriteOnly))
        fail(u"no setup file"_s);
    setup.write(QJsonDocument(QJsonObject{{u"name"_s, u"Bench"_s},
                                          {u"family"_s, u"munchkin"_s},
                                          {u"edition"_s, u"deluxe"_s},
                                          {u"players"_s, seats}})
                    .toJson());
    setup.close();

    Host host;
    host.process.setChildProcessModifier(childSetup);
    host.process.start(QStringLiteral(TABLE_HOST), {u"--db"_s, dir.filePath(u"bench.arbiter"_s), u"--setup"_s,
                                                    setup.fileName(), u"--port"_s, u"0"_s});
    if (!host.process.waitForStarted(10000))
        fail(u"table_host did not start: "_s + host.process.errorString());
    const QJsonObject ready = host.line();
    if (!ready.value(u"ready"_s).toBool())
        fail(u"table_host did not start"_s);
    const auto port = static_cast<quint16>(ready.value(u"port"_s).toInt());
    qint64 head = ready.value(u"head"_s).toInteger();

    std::printf("table server benchmark (%s): table_host on loopback, Munchkin Deluxe, 6 players\n",
                quick ? "quick" : "full");
    printMemory("no client", host);
    std::vector<std::unique_ptr<BenchClient>> clients;
    for (const QString& player : players) {
        const QString token = host.command({{u"seatUrl"_s, player}}).value(u"token"_s).toString();
        clients.push_back(std::make_unique<BenchClient>(
            port, QJsonObject{{u"type"_s, u"hello"_s}, {u"protocol"_s, 1}, {u"token"_s, token}}));
    }
    connectClients(clients, players.size(), port, {}, head);
    printMemory("6 clients", host);
    measure(clients, rounds, head, "Levels", levelChanges());
    measure(clients, rounds, head, "turns ", phoneTurns(0));

    const QJsonObject watcher{
        {u"type"_s, u"hello"_s}, {u"protocol"_s, 1}, {u"invite"_s, ready.value(u"invite"_s)}};
    connectClients(clients, 56, port, watcher, head);
    printMemory("56 clients", host);
    measure(clients, rounds, head, "Levels", levelChanges());
    measure(clients, rounds, head, "turns ",
            phoneTurns(static_cast<std::size_t>(turnsPerRun) % players.size()));
    printMemory("56 clients, after the run", host);

    host.process.write("{\"quit\":true}\n");
    if (!host.process.waitForFinished(10000))
        host.process.kill();
    return 0;
}

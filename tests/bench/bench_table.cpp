// Prints what the table server costs (issue 17), against table_host (a headless tablet in its own
// process, TableServer on loopback):
//  - the time from a phone's request to every client having the change (their `changes` message
//    received), median and p99, with 6 clients (the six seats) and with 56 (50 more watching);
//  - the time to the requesting phone's own answer;
//  - the host's memory (VmRSS and VmHWM from /proc/<pid>/status) with no client, 6 and 56 clients.
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
    }

    void take(const QString& text)
    {
        const qint64 now = g_clock.nsecsElapsed();
        if (text.contains(u"\"type\":\"result\""_s)) {
            lastResult = QJsonDocument::fromJson(text.toUtf8()).object();
            resultAt = now;
        } else if (text.contains(u"\"type\":\"changes\""_s) || text.contains(u"\"type\":\"snapshot\""_s)) {
            // The server writes keys in order: a snapshot's top-level "head" comes first, a change's
            // right after "from" (its "actions" carry no "head").
            const qsizetype from = text.indexOf(u"\"from\":"_s);
            const qsizetype at = text.indexOf(u"\"head\":"_s, std::max<qsizetype>(from, 0));
            head = QStringView(text).mid(at + 7).split(u',').first().toLongLong();
            headAt = now;
            messageBytes = text.toUtf8().size();
        }
        g_waiter.check();
    }

    QWebSocket socket;
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

// Rounds of one request each, from the seats in turn: until every client has the change.
void measure(std::vector<std::unique_ptr<BenchClient>>& clients, int rounds, qint64& head)
{
    std::vector<double> everyone;
    std::vector<double> answer;
    std::vector<int> levels(players.size(), 1);
    const int warmUp = 3;
    for (int round = 0; round < rounds + warmUp; ++round) {
        const std::size_t seat = static_cast<std::size_t>(round) % players.size();
        BenchClient& phone = *clients.at(seat);
        const int amount = levels[seat] == 1 ? 1 : -1;
        const qint64 sentAt = g_clock.nsecsElapsed();
        phone.lastResult = {};
        phone.socket.sendTextMessage(QString::fromUtf8(
            QJsonDocument(QJsonObject{{u"type"_s, u"act"_s},
                                      {u"id"_s, u"r%1"_s.arg(head)},
                                      {u"against"_s, head},
                                      {u"action"_s, QJsonObject{{u"kind"_s, u"change-level"_s},
                                                                {u"player"_s, players.at(seat)},
                                                                {u"amount"_s, amount},
                                                                {u"source"_s, u"card"_s}}}})
                .toJson(QJsonDocument::Compact)));
        if (!g_waiter.until([&] { return !phone.lastResult.isEmpty(); }, 5000))
            fail(u"no answer"_s);
        if (!phone.lastResult.value(u"recorded"_s).toBool())
            fail(u"a request was refused: "_s + QString::fromUtf8(QJsonDocument(phone.lastResult).toJson()));
        const qint64 seq = phone.lastResult.value(u"seq"_s).toInteger();
        const auto allHaveIt = [&] {
            return std::ranges::all_of(clients, [&](const auto& client) { return client->head >= seq; });
        };
        if (!g_waiter.until(allHaveIt, 5000))
            fail(u"a client never got the change"_s);
        levels[seat] += amount;
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
        "%2zu clients, request -> every client has it  median %7.2f ms  p99 %7.2f ms  (%d requests)\n",
        clients.size(), percentile(everyone, 0.5), percentile(everyone, 0.99), rounds);
    std::printf("%2zu clients, one change sent to each client: %lld bytes\n", clients.size(),
                static_cast<long long>(clients.back()->messageBytes));
    std::printf("%2zu clients, request -> the phone's answer    median %7.2f ms  p99 %7.2f ms\n",
                clients.size(), percentile(answer, 0.5), percentile(answer, 0.99));
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
    const int rounds = quick ? 20 : 400;
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
    measure(clients, rounds, head);

    const QJsonObject watcher{
        {u"type"_s, u"hello"_s}, {u"protocol"_s, 1}, {u"invite"_s, ready.value(u"invite"_s)}};
    connectClients(clients, 56, port, watcher, head);
    printMemory("56 clients", host);
    measure(clients, rounds, head);
    printMemory("56 clients, after the run", host);

    host.process.write("{\"quit\":true}\n");
    if (!host.process.waitForFinished(10000))
        host.process.kill();
    return 0;
}

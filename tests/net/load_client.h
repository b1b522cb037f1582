#pragma once
// A phone for the load and fault tests (tst_table_load): a QWebSocket on loopback that behaves like the
// phone's page. It says hello with its seat token (or the invitation code, to only watch), keeps the
// head and view it was shown, asks for a snapshot on a gap, and, when it has a seat, sends requests one
// at a time: mostly a Level up or down for its own character, sometimes one the server must refuse (for
// another seat, against a stale head) or a replay of its last recorded request, which must be answered
// with the first answer. A request refused because the game moved on is made again with a new id
// against the new head. When its connection drops (killed, or the host gone), it comes back by itself
// with its token and head, and sends its unanswered request again with the SAME id and `against`: the
// server answers it from its memory of answers, or refuses it as stale, so nothing is done twice.
//
// Everything it sees goes into a Ledger that the test checks against the log at the end.

#include <QElapsedTimer>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QObject>
#include <QStringList>
#include <QTimer>
#include <QWebSocket>

#include <functional>
#include <memory>
#include <optional>
#include <random>
#include <utility>
#include <vector>

// What every client of a run saw; shared by the clients of one run, read by the test.
struct Ledger {
    explicit Ledger(unsigned seed) : rng(seed) {}

    std::mt19937 rng;
    int requestsLeft = 0;  // new requests (new ids and deliberate replays) still to be sent
    int requestsSent = 0;
    QHash<QString, qint64> acked;         // request id -> the seq its recorded answer named
    QHash<QString, QJsonObject> actions;  // request id -> the action it carried
    // Requests whose connection dropped before their answer and whose repeat was then refused as stale:
    // whether the host did them is not known to the phone.
    QStringList unknown;
    QStringList failures;  // anything a client did not expect, in words
    std::vector<double> waitsMs;
    int staleRefused = 0;       // made against a head that moved on meanwhile, made again
    int refusedOnPurpose = 0;   // another seat's Level or turn, or a stale head, on purpose
    int replays = 0;            // a recorded request sent again on purpose: answered, not done
    int repeatsAfterDrop = 0;   // an unanswered request sent again (same id) after a reconnect
    int drops = 0;              // connections killed or lost
    int caughtUpByChanges = 0;  // reconnections that caught up with `changes` (else a snapshot)
    int snapshotsOnReturn = 0;
    int gaps = 0;  // `changes` not from the head shown: a resync was asked

    int uniform(int low, int high) { return std::uniform_int_distribution<int>(low, high)(rng); }
    bool chance(double p) { return std::bernoulli_distribution(p)(rng); }

    // Called after each new request is sent (the test makes the tablet act every so often).
    std::function<void()> onRequestSent;
};

struct LoadOptions {
    double killInFlight = 0;  // chance that a request's connection is killed right after sending it
    int thinkMinMs = 0;       // pause between a phone's answer and its next request
    int thinkMaxMs = 0;
    int reconnectMinMs = 100;  // the pause before coming back after a drop
    int reconnectMaxMs = 100;
    double refusedShare = 0.04;  // each of: for another seat, stale on purpose, replay
};

class LoadClient : public QObject {
public:
    enum class Kind { Level, OtherSeat, StaleOnPurpose, Replay };

    // `token` empty: a watcher that joins with `invite` and claims nothing.
    LoadClient(int index, QString seat, QString token, QString invite, QStringList players, quint16 port,
               Ledger& ledger, LoadOptions options)
        : m_index(index),
          m_seat(std::move(seat)),
          m_token(std::move(token)),
          m_invite(std::move(invite)),
          m_players(std::move(players)),
          m_port(port),
          m_ledger(ledger),
          m_options(options)
    {
        m_retry.setSingleShot(true);
        connect(&m_retry, &QTimer::timeout, this, &LoadClient::open);
    }

    ~LoadClient() override { dropSocket(); }

    void open()
    {
        dropSocket();
        m_socket = new QWebSocket();
        const int generation = ++m_generation;
        connect(m_socket, &QWebSocket::connected, this, [this] { hello(); });
        connect(m_socket, &QWebSocket::textMessageReceived, this,
                [this](const QString& text) { take(text); });
        connect(m_socket, &QWebSocket::disconnected, this, [this, generation] { lost(generation); });
        connect(m_socket, qOverload<QAbstractSocket::SocketError>(&QWebSocket::error), this,
                [this, generation] { lost(generation); });
        m_socket->open(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(m_port)));
    }

    // The connection killed: aborted without a goodbye, back after a pause.
    void kill()
    {
        if (m_socket && m_socket->state() == QAbstractSocket::ConnectedState)
            m_socket->abort();
    }

    void ping()
    {
        if (m_ready)
            send({{QStringLiteral("type"), QStringLiteral("ping")}});
    }

    void stopReconnecting() { m_reconnect = false; }

    bool isActor() const { return !m_token.isEmpty(); }
    bool ready() const { return m_ready; }
    // Connected, caught up, nothing asked and nothing about to be.
    bool idle() const { return m_ready && !m_awaitingSnapshot && !m_pending && !m_thinking; }
    qint64 head() const { return m_head; }
    bool inFlight() const { return m_pending && m_pending->inFlight; }
    // The view last shown, read when first asked for.
    const QJsonObject& view() const
    {
        if (m_view.isEmpty() && !m_shown.isEmpty())
            m_view =
                QJsonDocument::fromJson(m_shown.toUtf8()).object().value(QStringLiteral("view")).toObject();
        return m_view;
    }
    QString name() const { return QStringLiteral("client %1 (%2)").arg(m_index).arg(m_seat); }

    static int levelOf(const QJsonObject& view, const QString& player)
    {
        for (const QJsonValue& row : view.value(QStringLiteral("players")).toArray())
            if (row[QStringLiteral("name")].toString() == player)
                return row[QStringLiteral("level")].toInt();
        return -1;
    }

    static QJsonObject levelChange(const QString& player, int amount)
    {
        return {{QStringLiteral("kind"), QStringLiteral("change-level")},
                {QStringLiteral("player"), player},
                {QStringLiteral("amount"), amount},
                {QStringLiteral("source"), QStringLiteral("card")}};
    }

private:
    struct Request {
        Kind kind = Kind::Level;
        QString id;
        qint64 against = 0;
        QJsonObject action;
        qint64 expectedSeq = 0;  // a replay: the seq of the first answer
        bool inFlight = false;
        bool interrupted = false;  // its connection dropped before the answer
        QElapsedTimer sentAt;
    };

    void fail(const QString& what) { m_ledger.failures.append(name() + QStringLiteral(": ") + what); }

    void send(const QJsonObject& message)
    {
        m_socket->sendTextMessage(QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
    }

    void dropSocket()
    {
        if (!m_socket)
            return;
        m_socket->disconnect(this);
        m_socket->abort();
        delete m_socket;  // never from the socket's own signals: open() runs from a timer
        m_socket = nullptr;
    }

    void hello()
    {
        QJsonObject hello{{QStringLiteral("type"), QStringLiteral("hello")}, {QStringLiteral("protocol"), 1}};
        hello.insert(isActor() ? QStringLiteral("token") : QStringLiteral("invite"),
                     isActor() ? m_token : m_invite);
        // Now and then a phone has lost what it showed (a reload): it gets a whole snapshot.
        if (m_head >= 0 && !m_ledger.chance(0.2))
            hello.insert(QStringLiteral("head"), m_head);
        m_returning = m_head >= 0;
        send(hello);
    }

    void lost(int generation)
    {
        if (generation != m_generation)
            return;
        if (m_ready)
            ++m_ledger.drops;
        m_ready = false;
        m_awaitingSnapshot = false;
        if (m_pending && m_pending->inFlight) {
            m_pending->inFlight = false;
            m_pending->interrupted = true;
        }
        if (m_reconnect && !m_retry.isActive())
            m_retry.start(m_ledger.uniform(m_options.reconnectMinMs, m_options.reconnectMaxMs));
    }

    // A snapshot's or a change's type, `from` and `head`, without reading the ~7 KB view in it: the 56
    // clients share one thread here, and each only needs the view when it acts (or at the end). The
    // server writes compact JSON with each object's keys in order (QJsonObject keeps them sorted), so in
    // those two messages the first `"type":"` is the top-level one, `"from":` comes before any other
    // key holding a number named so, and the top-level `"head":` is the first after it. Anything else
    // (small) is read whole.
    struct Peek {
        QString type;
        qint64 from = -1;
        qint64 head = -1;
        QJsonObject whole;  // read whole: not a snapshot or changes
    };

    static qint64 numberAfter(QStringView text, QStringView key, qsizetype from, qsizetype* at)
    {
        *at = text.indexOf(key, from);
        if (*at < 0)
            return -1;
        qsizetype end = *at + key.size();
        while (end < text.size() && text[end].isDigit())
            ++end;
        bool ok = false;
        const qint64 number = text.mid(*at + key.size(), end - *at - key.size()).toLongLong(&ok);
        return ok ? number : -1;
    }

    static Peek peek(const QString& text)
    {
        Peek peek;
        const QStringView view(text);
        const QStringView typeKey = u"\"type\":\"";
        const qsizetype typeAt = view.indexOf(typeKey);
        if (typeAt >= 0) {
            const qsizetype start = typeAt + typeKey.size();
            peek.type = view.mid(start, view.indexOf(u'"', start) - start).toString();
        }
        qsizetype at = 0;
        if (peek.type == QStringLiteral("changes")) {
            peek.from = numberAfter(view, u"\"from\":", 0, &at);
            peek.head = numberAfter(view, u"\"head\":", std::max<qsizetype>(at, 0), &at);
            if (peek.from >= 0 && peek.head >= 0)
                return peek;
        } else if (peek.type == QStringLiteral("snapshot")) {
            peek.head = numberAfter(view, u"\"head\":", 0, &at);
            if (peek.head >= 0)
                return peek;
        }
        peek.whole = QJsonDocument::fromJson(text.toUtf8()).object();
        peek.type = peek.whole.value(QStringLiteral("type")).toString();
        peek.from = peek.whole.value(QStringLiteral("from")).toInteger(-1);
        peek.head = peek.whole.value(QStringLiteral("head")).toInteger(-1);
        return peek;
    }

    void take(const QString& text)
    {
        const Peek message = peek(text);
        const QString& type = message.type;
        if (type == QStringLiteral("welcome") || type == QStringLiteral("pong")
            || type == QStringLiteral("seats"))
            return;
        if (type == QStringLiteral("snapshot")) {
            show(message.head, text);
            if (m_returning)
                ++m_ledger.snapshotsOnReturn;
            m_returning = false;
            m_awaitingSnapshot = false;
            proceed();
        } else if (type == QStringLiteral("changes")) {
            if (m_awaitingSnapshot)
                return;  // the snapshot asked for is on its way
            if (message.from != m_head) {
                ++m_ledger.gaps;
                m_awaitingSnapshot = true;
                m_ready = true;
                send({{QStringLiteral("type"), QStringLiteral("resync")}});
                return;
            }
            show(message.head, text);
            if (m_returning)
                ++m_ledger.caughtUpByChanges;
            m_returning = false;
            proceed();
        } else if (type == QStringLiteral("result")) {
            answered(message.whole);
        } else {
            fail(QStringLiteral("unexpected message ") + text.left(300));
        }
    }

    void show(qint64 head, const QString& message)
    {
        m_head = head;
        m_shown = message;
        m_view = {};
        m_ready = true;
    }

    void answered(const QJsonObject& result)
    {
        if (!m_pending || !m_pending->inFlight
            || result.value(QStringLiteral("id")).toString() != m_pending->id) {
            fail(QStringLiteral("an answer to no request: ")
                 + QString::fromUtf8(QJsonDocument(result).toJson(QJsonDocument::Compact)));
            return;
        }
        Request request = *m_pending;
        m_pending.reset();
        m_ledger.waitsMs.push_back(static_cast<double>(request.sentAt.nsecsElapsed()) / 1e6);
        const bool recorded = result.value(QStringLiteral("recorded")).toBool();
        const QString field = result.value(QStringLiteral("field")).toString();
        const qint64 seq = result.value(QStringLiteral("seq")).toInteger();
        const auto unexpected = [&] {
            fail(QStringLiteral("request %1 (kind %2) got ").arg(request.id).arg(int(request.kind))
                 + QString::fromUtf8(QJsonDocument(result).toJson(QJsonDocument::Compact)).left(400));
        };
        switch (request.kind) {
        case Kind::Level:
            if (recorded && seq > 0) {
                if (m_ledger.acked.contains(request.id) && m_ledger.acked.value(request.id) != seq)
                    fail(QStringLiteral("request %1 acknowledged twice with different seqs").arg(request.id));
                m_ledger.acked.insert(request.id, seq);
                m_lastRecorded = request;
                m_lastRecorded->expectedSeq = seq;
                m_replayNext = m_ledger.chance(m_options.refusedShare);
            } else if (field == QStringLiteral("against")) {
                ++m_ledger.staleRefused;
                if (request.interrupted)
                    m_ledger.unknown.append(request.id);
                m_retryNow = true;
                if (m_head == request.against && !m_awaitingSnapshot) {
                    // Nothing newer shown yet: ask for the table as it is.
                    m_awaitingSnapshot = true;
                    send({{QStringLiteral("type"), QStringLiteral("resync")}});
                }
            } else {
                unexpected();
            }
            break;
        case Kind::OtherSeat:
            // Judged against the head first: when the game moved on meanwhile, that is the refusal.
            if (recorded
                || (field != QStringLiteral("action.player") && field != QStringLiteral("action.kind")
                    && field != QStringLiteral("against")))
                unexpected();
            ++m_ledger.refusedOnPurpose;
            break;
        case Kind::StaleOnPurpose:
            if (recorded || field != QStringLiteral("against"))
                unexpected();
            ++m_ledger.refusedOnPurpose;
            break;
        case Kind::Replay:
            // Answered from the server's memory; after a host restart the memory is gone and the stale
            // `against` refuses it instead. Either way it is not done again.
            if (recorded ? seq != request.expectedSeq : field != QStringLiteral("against"))
                unexpected();
            ++m_ledger.replays;
            break;
        }
        proceed();
    }

    // The next step: repeat an interrupted request, make a refused one again, or think and ask anew.
    void proceed()
    {
        if (!m_ready || m_awaitingSnapshot || m_thinking || !isActor())
            return;
        if (m_pending) {
            if (!m_pending->inFlight) {
                ++m_ledger.repeatsAfterDrop;
                transmit(*m_pending);  // the same id and `against`: the server knows it or refuses it
            }
            return;
        }
        if (m_ledger.requestsLeft <= 0)
            return;
        // The player looks at the phone, then taps (again, after a refusal because the game moved on).
        m_thinking = true;
        QTimer::singleShot(m_ledger.uniform(m_options.thinkMinMs, m_options.thinkMaxMs), this, [this] {
            m_thinking = false;
            if (!m_ready || m_awaitingSnapshot || m_pending || m_ledger.requestsLeft <= 0)
                return;
            start(std::exchange(m_retryNow, false) ? Kind::Level : pickKind());
        });
    }

    Kind pickKind()
    {
        if (m_replayNext && m_lastRecorded) {
            m_replayNext = false;
            return Kind::Replay;
        }
        const double roll = std::uniform_real_distribution<double>(0, 1)(m_ledger.rng);
        if (roll < m_options.refusedShare)
            return Kind::OtherSeat;
        if (roll < 2 * m_options.refusedShare)
            return Kind::StaleOnPurpose;
        return Kind::Level;
    }

    void start(Kind kind)
    {
        --m_ledger.requestsLeft;
        ++m_ledger.requestsSent;
        Request request;
        request.kind = kind;
        request.id = QStringLiteral("c%1-%2").arg(m_index).arg(++m_requests);
        request.against = m_head;
        const int level = levelOf(view(), m_seat);
        // Up from 1, down from 9 (10 takes a kill), else either way.
        const int amount = level <= 1 ? 1 : level >= 9 ? -1 : (m_ledger.chance(0.5) ? 1 : -1);
        request.action = levelChange(m_seat, amount);
        if (kind == Kind::OtherSeat) {
            // Another's Level, or, from a player whose turn it is not, the current player's own kinds.
            const QString other = m_players.at((m_players.indexOf(m_seat) + 1) % m_players.size());
            request.action = levelChange(other, 1);
            const bool current = view().value(QStringLiteral("current")).toString() == m_seat;
            if (!current && m_ledger.chance(0.5))
                request.action =
                    m_ledger.chance(0.5)
                        ? QJsonObject{{QStringLiteral("kind"), QStringLiteral("end-turn")}}
                        : QJsonObject{{QStringLiteral("kind"), QStringLiteral("start-combat")},
                                      {QStringLiteral("monster"), QJsonObject{{QStringLiteral("level"), 1}}}};
        } else if (kind == Kind::StaleOnPurpose) {
            request.against = m_head > 0 ? m_head - 1 : 1'000'000;
        } else if (kind == Kind::Replay) {
            request = *m_lastRecorded;
            request.kind = Kind::Replay;
            request.interrupted = false;
            m_lastRecorded.reset();
        }
        if (kind == Kind::Level)
            m_ledger.actions.insert(request.id, request.action);
        m_pending = request;
        transmit(*m_pending);
        if (kind == Kind::Level && m_ledger.chance(m_options.killInFlight)) {
            // Killed just after tapping: the request may or may not have reached the host.
            const int generation = m_generation;
            QTimer::singleShot(m_ledger.uniform(0, 3), this, [this, generation] {
                if (generation == m_generation)
                    kill();
            });
        }
        if (m_ledger.onRequestSent)
            m_ledger.onRequestSent();
    }

    void transmit(Request& request)
    {
        request.inFlight = true;
        request.sentAt.start();
        send({{QStringLiteral("type"), QStringLiteral("act")},
              {QStringLiteral("id"), request.id},
              {QStringLiteral("against"), request.against},
              {QStringLiteral("action"), request.action}});
    }

    const int m_index;
    const QString m_seat;
    const QString m_token;
    const QString m_invite;
    const QStringList m_players;
    const quint16 m_port;
    Ledger& m_ledger;
    const LoadOptions m_options;

    QWebSocket* m_socket = nullptr;
    int m_generation = 0;  // which connection the signals and timers belong to
    QTimer m_retry;
    bool m_reconnect = true;
    bool m_ready = false;  // shown a snapshot or changes on this connection
    bool m_returning = false;
    bool m_awaitingSnapshot = false;
    bool m_thinking = false;
    bool m_retryNow = false;
    bool m_replayNext = false;
    qint64 m_head = -1;
    QString m_shown;             // the last snapshot or changes, as received
    mutable QJsonObject m_view;  // its view, once read
    std::optional<Request> m_pending;
    std::optional<Request> m_lastRecorded;
    int m_requests = 0;
};

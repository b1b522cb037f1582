#pragma once
// The table server: the players' phones join the open game over the LAN (docs/phones.md). It serves the
// phone's page and speaks the table protocol on /ws, and drives the same SessionCore as the tablet, so
// a phone's change goes through the same referee and log, and every change (the tablet's, a phone's,
// another process's) reaches every phone. The tablet stays the only authority.
//
// It links no QML: the tablet's invitation page (TableInvitation) and the test host both drive it.

#include "app/core/session_core.h"
#include "db/codec/json_reader.h"
#include "rate_buckets.h"
#include "seat_book.h"
#include "table_offers.h"
#include "table_protocol.h"
#include "table_view.h"

#include <QElapsedTimer>
#include <QHash>
#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>

#include <map>
#include <memory>
#include <variant>
#include <vector>

QT_BEGIN_NAMESPACE
class QTcpServer;
class QTcpSocket;
class QWebSocket;
class QWebSocketServer;
QT_END_NAMESPACE

namespace arbiter::app::net {

class PageServer;

struct SeatStatus {
    QString name;
    bool taken = false;      // a phone holds the seat's token
    bool connected = false;  // and is connected now (else it is away)
};

// What one table server lets phones use (docs/phones.md, "Limits"). Tests make them small.
struct TableLimits {
    int maxPhones = 64;          // connections past hello, in all
    int maxPerAddress = 12;      // connections of any kind from one address: a phone's page and its tabs
    bool limitLoopback = false;  // loopback is the tablet itself: not limited per address
    int maxWaiting = 64;         // connections not past hello yet: the oldest goes to make room
    int helloMs = 5000;          // to say hello after the WebSocket opens
    // Messages: a burst, then so many a second, per address (not loopback) and per seat, a seat twice
    // that (a player may have the page open on two devices); kept across reconnections.
    int burstMessages = 40;
    int messagesPerSecond = 20;
    // What is queued for one phone that does not read: past `coalesceBytes` it gets no more views until
    // it catches up, then one snapshot of the table as it is; past `maxQueuedBytes`, or past
    // `coalesceBytes` for `slowReaderMs`, it is closed (`too-slow`).
    qint64 coalesceBytes = 256 * 1024;
    qint64 maxQueuedBytes = 1024 * 1024;
    int slowReaderMs = 10000;
};

class TableServer : public QObject {
    Q_OBJECT

public:
    static constexpr quint16 defaultPort = 8731;
    static constexpr int portsTried = 10;  // the default port and the next ones, when it is taken
    // The default limits' allowance, for an address (a seat has twice it).
    static constexpr int burstMessages = TableLimits{}.burstMessages;
    static constexpr int messagesPerSecond = TableLimits{}.messagesPerSecond;
    static constexpr int floodStrikes = 200;  // a connection's messages dropped before it is closed
    // The kernel's send buffer of a phone's connection: what is queued beyond it shows in the limits.
    static constexpr int socketSendBuffer = 64 * 1024;
    static constexpr qsizetype answersKept = 64;  // per seat, for repeated requests
    // A phone that says nothing for this long (it pings every few seconds) is away.
    static constexpr int silenceMs = 20000;
    static constexpr int sweepMs = 250;  // how often silent, late and slow connections are looked for

    // A server of its own views of `core` (tests, the table host)...
    explicit TableServer(SessionCore& core, QObject* parent = nullptr);
    // ... or of views shared with the tablet's face of the same core, built once per head for both.
    TableServer(SessionCore& core, views::HeadViews& views, QObject* parent = nullptr);
    ~TableServer() override;

    void setLimits(const TableLimits& limits);
    const TableLimits& limits() const { return m_limits; }

    // Starts listening on loopback and the tablet's LAN addresses at `port` (or the next free one of
    // portsTried; 0: any), with `book`'s seats (SeatBook::fresh() for a new invitation). `lan` false:
    // loopback only (tests). False, with error(), when no port could be had.
    bool open(const SeatBook& book, quint16 port = defaultPort, bool lan = true);
    // Says goodbye to every phone and stops listening; the seats' tokens stop working.
    void close();
    bool isOpen() const { return !m_listeners.empty(); }
    // The tablet speaks another language now: every phone gets the table again, the ones reading the
    // tablet's language in the new one.
    void tabletLanguageChanged();
    QString error() const { return m_error; }
    quint16 port() const { return m_port; }
    // The LAN addresses it listens on besides loopback; empty without a LAN.
    QList<QHostAddress> lanAddresses() const { return m_lan; }
    // The invitation: the address a phone opens to pick a free seat (http://<LAN
    // address>:<port>/#invite=...), and one seat's own address (#seat=<token>; the seat's token is made now
    // if it has none).
    QString invitationUrl() const;
    QString seatUrl(const QString& player);
    const SeatBook& seatBook() const { return m_book; }

    // The open game's players, in seat order, with whether a phone holds each seat and is there.
    QList<SeatStatus> seats() const;
    // The seat is free again: its token stops working and the phone on it is told so.
    void takeSeatBack(const QString& player);
    // WebSocket connections, past hello or not.
    int connectionCount() const { return static_cast<int>(m_clients.size()); }
    int phoneCount() const;  // past hello
    // The most ever queued for one phone's connection, in bytes (the slow-reader bound, for tests).
    qint64 peakQueuedBytes() const { return m_peakQueued; }

    // Offers of help and Panic deals standing now (docs/phones.md, "Offers"): {to, offers: [{from, what,
    // accepted}], runAwayIn}. The tablet accepts one for the fighter or the current player: a card game's
    // help is recorded as ask-for-help (the referee judges it), a Panic deal lets Hits name that helper
    // for the rest of the turn. Returns why not, in words; empty when accepted.
    QJsonObject offers() const { return m_offers.toJson(); }
    Q_INVOKABLE QString acceptOffer(const QString& helper);

    // How many times the open game's report was replayed for the phones: once per game and head, however
    // many phones ask and however often (tests).
    int reportsBuilt() const { return m_reportsBuilt; }

Q_SIGNALS:
    void openChanged();
    // A seat taken or given back, a phone connected or away.
    void seatsChanged();
    // The seats' tokens changed: the owner keeps seatBook() so phones find their seats after a restart.
    void seatBookChanged();
    // An offer made, withdrawn or accepted, or gone with its fight or turn.
    void offersChanged();

private:
    struct Client;
    void accept(QTcpServer* listener);
    void attach(QWebSocket* socket);
    void receive(Client& client, const QString& text);
    void hello(Client& client, const ClientMessage& message);
    void claim(Client& client, const ClientMessage& message);
    void act(Client& client, const ClientMessage& message);
    void offer(Client& client, const ClientMessage& message);
    void acceptFrom(Client& client, const ClientMessage& message);
    // The open game's report at head (docs/phones.md, "report"), from the cache when it is at head.
    void sendReport(Client& client);
    // The table's remembered cards whose name holds the query (docs/phones.md, "The card library").
    void sendCards(Client& client, const ClientMessage& message);
    // What Move Monsters or a Curse token would do, with the choices still open (docs/phones.md, "preview").
    void sendPreview(Client& client, const ClientMessage& message);
    // A monster entered by its Level alone, and a quick bonus without a name, named as the tablet names
    // them ("Level 8 monster", "One-shot +2"): such names are not remembered in the card library.
    static QJsonObject withPlainNames(QJsonObject action);
    // A phone's action as the codec reads it, or the first problem naming its field ("action.amount").
    static std::variant<rules::game::Action, db::FieldIssue> readAction(const QJsonObject& sent);
    // An accepted offer put into effect: a card game's help recorded; the verdict, as a `result`.
    QJsonObject putIntoEffect(const Offer& accepted);
    void runAway(Client& client, const QString& id, const rules::game::actions::RunAway& part);
    void answerSeat(const QString& seat, const QString& id, const QJsonObject& result);
    void afterChange();
    void sendOffers();
    void welcome(Client& client, const QString& token = {});
    void sendSnapshot(Client& client);
    void broadcast(Areas areas);
    void broadcastOnce(Areas areas);
    static QString textOf(const QJsonObject& message);
    void send(Client& client, const QJsonObject& message);
    // Every message goes out here. A view (snapshot, changes) is held back while the phone has too much
    // unread; false when not sent.
    bool deliver(Client& client, const QString& text, bool view = false);
    void caughtUp(Client& client);
    void closeTooSlow(Client& client);
    bool originAllowed(const QString& origin) const;
    int fromAddress(const QHostAddress& address) const;
    void makeRoomToWait();
    void forgetGoneSeats();
    void start();  // the constructors' common part
    bool isPlayerNow(const QString& player) const;
    void sendSeats();
    void sendError(Client& client, const ProtocolError& problem);
    void answer(Client& client, const QString& id, const QJsonObject& result, bool remember);
    // Says why and closes; the connection no longer counts, and is cut if it does not close by itself.
    void bye(Client& client, const QString& reason, const QJsonObject& extra = {});
    bool allowMessage(Client& client);
    void sweep();
    Client* clientOf(QWebSocket* socket);
    QJsonArray seatsJson() const;

    SessionCore& m_core;
    // The view for a phone in `client`'s language: the tablet's own (m_view) when it speaks the tablet's.
    TableView& viewFor(const Client& client);
    // The words of `client`'s language, or nullptr when it speaks the tablet's: its answers are made inside
    // an i18n::ScopedLanguage of them.
    const i18n::Translations* wordsFor(const Client& client);
    // Records `action` as the table: the views, the history and the names written in the log that this
    // makes are the tablet's, whatever language the phone that asked for it reads.
    SessionVerdict performForTable(const rules::game::Action& action);

    std::unique_ptr<views::HeadViews> m_ownViews;  // without shared views
    TableView m_view;
    // The phones' other languages: each its words, its own views of the head and its table view, made
    // when the first phone speaking it says hello (built once per head, like the tablet's).
    struct LanguageView {
        std::unique_ptr<i18n::Translations> words;
        std::unique_ptr<views::HeadViews> views;
        std::unique_ptr<TableView> table;
    };
    std::map<QString, LanguageView> m_languageViews;
    SeatBook m_book;
    std::vector<std::unique_ptr<QTcpServer>> m_listeners;
    QWebSocketServer* m_webSockets = nullptr;
    PageServer* m_pages = nullptr;
    std::vector<std::unique_ptr<Client>> m_clients;
    // Each seat's last answers by request id, so a repeated request is answered, not done again.
    QHash<QString, QList<QPair<QString, QJsonObject>>> m_answers;
    TableOffers m_offers;
    TableLimits m_limits;
    RateBuckets m_seatRates;     // by seat
    RateBuckets m_addressRates;  // by address, and by connection on loopback before a seat
    qint64 m_peakQueued = 0;
    quint64 m_connections = 0;  // connections ever attached
    QList<QHostAddress> m_lan;
    quint16 m_port = 0;
    QString m_error;
    QTimer m_sweep;
    bool m_broadcasting = false;
    Areas m_pendingAreas;  // changes announced while a broadcast was under way, sent after it
    // The last `report` message written, for its game and head; dropped when either changes.
    struct ReportCache {
        qint64 game = -1;
        qint64 head = -1;
        QString text;
    };
    ReportCache m_report;
    int m_reportsBuilt = 0;
};

}  // namespace arbiter::app::net

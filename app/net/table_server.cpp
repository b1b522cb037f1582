#include "table_server.h"

#include "table_client.h"

#include "app/views/gadget_json.h"
#include "app/views/report_view.h"
#include "app/views/verdict_view.h"
#include "lan_addresses.h"
#include "page_server.h"

#include "db/codec/game_json.h"
#include "db/codec/json_reader.h"

#include <QJsonDocument>
#include <QTcpServer>
#include <QWebSocket>
#include <QWebSocketServer>

#include <utility>

namespace arbiter::app::net {

namespace game = rules::game;
using namespace Qt::StringLiterals;

TableServer::TableServer(SessionCore& core, QObject* parent)
    : QObject(parent),
      m_core(core),
      m_ownViews(std::make_unique<views::HeadViews>(core)),
      m_view(core, *m_ownViews)
{
    start();
}

TableServer::TableServer(SessionCore& core, views::HeadViews& views, QObject* parent)
    : QObject(parent), m_core(core), m_view(core, views)
{
    start();
}

void TableServer::start()
{
    m_webSockets = new QWebSocketServer(u"Arbiter"_s, QWebSocketServer::NonSecureMode, this);
    m_webSockets->setMaxPendingConnections(m_limits.maxWaiting);
    connect(m_webSockets, &QWebSocketServer::newConnection, this, [this] {
        while (QWebSocket* socket = m_webSockets->nextPendingConnection())
            attach(socket);
    });
    m_pages = new PageServer([this](QTcpSocket* socket) { m_webSockets->handleConnection(socket); }, this);
    connect(&m_core, &SessionCore::changed, this, [this](Areas areas) { broadcast(areas); });
    m_sweep.setInterval(sweepMs);
    connect(&m_sweep, &QTimer::timeout, this, &TableServer::sweep);
    setLimits({});
    connect(this, &TableServer::seatsChanged, this, &TableServer::sendSeats);
}

TableServer::~TableServer()
{
    // The app is quitting, not closing the invitation: no goodbye, so the phones keep their tokens and
    // come back when the app (and its invitation, kept in its settings) starts again.
    for (const std::unique_ptr<Client>& client : m_clients) {
        client->socket->disconnect(this);
        client->socket->abort();
    }
}

bool TableServer::open(const SeatBook& book, quint16 port, bool lan)
{
    close();
    m_error.clear();
    QList<QHostAddress> addresses = {QHostAddress(QHostAddress::LocalHost)};
    const QList<QHostAddress> lanFound = lan ? net::lanAddresses() : QList<QHostAddress>();
    addresses += lanFound;
    const int tries = port == 0 ? 1 : portsTried;
    for (int attempt = 0; attempt < tries && m_listeners.empty(); ++attempt) {
        quint16 candidate = port == 0 ? 0 : static_cast<quint16>(port + attempt);
        bool all = true;
        for (const QHostAddress& address : addresses) {
            auto listener = std::make_unique<QTcpServer>();
            listener->setMaxPendingConnections(m_limits.maxWaiting);  // taken at once in accept()
            if (!listener->listen(address, candidate)) {
                m_error = u"Could not listen on %1 port %2: %3"_s.arg(address.toString())
                              .arg(candidate)
                              .arg(listener->errorString());
                all = false;
                break;
            }
            candidate = listener->serverPort();  // port 0: the one the first address got
            QTcpServer* raw = listener.get();
            connect(raw, &QTcpServer::newConnection, this, [this, raw] { accept(raw); });
            m_listeners.push_back(std::move(listener));
        }
        if (!all) {
            m_listeners.clear();
            continue;
        }
        m_port = candidate;
    }
    if (m_listeners.empty())
        return false;
    m_error.clear();
    m_lan = lanFound;
    m_book = book.isEmpty() ? SeatBook::fresh() : book;
    m_sweep.start();
    Q_EMIT openChanged();
    Q_EMIT seatBookChanged();
    Q_EMIT seatsChanged();
    return true;
}

void TableServer::close()
{
    if (m_listeners.empty() && m_clients.empty())
        return;
    for (const std::unique_ptr<Client>& client : m_clients) {
        send(*client, {{u"type"_s, u"bye"_s}, {u"reason"_s, u"invitation-closed"_s}});
        client->socket->disconnect(this);
        client->socket->close(QWebSocketProtocol::CloseCodeGoingAway);
        client->socket->deleteLater();
    }
    m_clients.clear();
    m_listeners.clear();
    m_answers.clear();
    m_offers.clear();
    m_report = {};
    m_book = SeatBook();
    m_lan.clear();
    m_port = 0;
    m_sweep.stop();
    Q_EMIT openChanged();
    Q_EMIT seatsChanged();
}

QString TableServer::invitationUrl() const
{
    if (!isOpen())
        return {};
    const QHostAddress host = m_lan.isEmpty() ? QHostAddress(QHostAddress::LocalHost) : m_lan.first();
    const QString hostText =
        host.protocol() == QAbstractSocket::IPv6Protocol ? u"[%1]"_s.arg(host.toString()) : host.toString();
    return u"http://%1:%2/#invite=%3"_s.arg(hostText).arg(m_port).arg(m_book.code());
}

QString TableServer::seatUrl(const QString& player)
{
    if (!isOpen())
        return {};
    const bool isNew = !m_book.isTaken(player);
    const QString token = m_book.tokenFor(player);
    if (isNew) {
        Q_EMIT seatBookChanged();
        Q_EMIT seatsChanged();
    }
    QString url = invitationUrl();
    url.truncate(url.indexOf(u'#'));
    return url + u"#seat="_s + token;
}

QList<SeatStatus> TableServer::seats() const
{
    QList<SeatStatus> seats;
    const game::GameState* state = m_core.state();
    if (!state)
        return seats;
    for (const game::Player& player : state->players) {
        SeatStatus seat;
        seat.name = QString::fromStdString(player.name);
        seat.taken = m_book.isTaken(seat.name);
        seat.connected = std::any_of(
            m_clients.begin(), m_clients.end(),
            [&seat](const std::unique_ptr<Client>& c) { return c->seat == seat.name && !c->closing; });
        seats.append(seat);
    }
    return seats;
}

QJsonArray TableServer::seatsJson() const
{
    QJsonArray list;
    for (const SeatStatus& seat : seats())
        list.append(
            QJsonObject{{u"name"_s, seat.name}, {u"taken"_s, seat.taken}, {u"connected"_s, seat.connected}});
    return list;
}

bool TableServer::isPlayerNow(const QString& player) const
{
    const game::GameState* state = m_core.state();
    return !state
           || std::any_of(state->players.begin(), state->players.end(), [&player](const game::Player& p) {
                  return QString::fromStdString(p.name) == player;
              });
}

void TableServer::forgetGoneSeats()
{
    // Another game is open: the seats of players not in it are gone. Their phones go back to picking a
    // seat (the bye carries the invitation), and their tokens stop working.
    bool gone = false;
    for (const QString& player : m_book.takenSeats()) {
        if (isPlayerNow(player))
            continue;
        gone = true;
        m_book.takeBack(player);
        m_answers.remove(player);
        for (const std::unique_ptr<Client>& client : m_clients) {
            if (client->seat == player)
                bye(*client, u"seat-gone"_s, {{u"invite"_s, m_book.code()}});
        }
    }
    if (gone) {
        Q_EMIT seatBookChanged();
        Q_EMIT seatsChanged();
    }
}

void TableServer::takeSeatBack(const QString& player)
{
    if (!m_book.isTaken(player))
        return;
    m_book.takeBack(player);
    m_answers.remove(player);
    for (const std::unique_ptr<Client>& client : m_clients) {
        if (client->seat == player)
            bye(*client, u"seat-taken-back"_s);
    }
    Q_EMIT seatBookChanged();
    Q_EMIT seatsChanged();
}

// --- messages ---

void TableServer::receive(Client& client, const QString& text)
{
    client.lastHeard.restart();
    if (!allowMessage(client))
        return;
    const auto read = readClientMessage(text);
    if (const auto* problem = std::get_if<ProtocolError>(&read)) {
        sendError(client, *problem);
        if (problem->field == u"protocol"_s && !client.greeted)
            bye(client, u"protocol"_s);  // another version of the page: it reloads
        return;
    }
    const ClientMessage& message = std::get<ClientMessage>(read);
    if (message.type == MessageType::Ping) {
        QJsonObject pong{{u"type"_s, u"pong"_s}};
        if (!message.pingTime.isUndefined())
            pong.insert(u"t"_s, message.pingTime);
        send(client, pong);
        return;
    }
    if (message.type == MessageType::Hello) {
        hello(client, message);
        return;
    }
    if (!client.greeted) {
        sendError(client,
                  {u"say hello first, with the protocol version and a seat token or the invitation code"_s,
                   u"type"_s});
        return;
    }
    switch (message.type) {
    case MessageType::Claim:
        claim(client, message);
        break;
    case MessageType::Act:
        act(client, message);
        break;
    case MessageType::Resync:
        sendSnapshot(client);
        break;
    case MessageType::Offer:
        offer(client, message);
        break;
    case MessageType::Accept:
        acceptFrom(client, message);
        break;
    case MessageType::Report:
        sendReport(client);
        break;
    case MessageType::Cards:
        sendCards(client, message);
        break;
    case MessageType::Preview:
        sendPreview(client, message);
        break;
    case MessageType::Hello:
    case MessageType::Ping:
        break;
    }
}

void TableServer::hello(Client& client, const ClientMessage& message)
{
    if (client.greeted) {
        sendError(client, {u"this connection already said hello"_s, u"type"_s});
        return;
    }
    if (!message.token.isEmpty()) {
        const QString seat = m_book.playerOf(message.token);
        if (seat.isEmpty()) {
            bye(client, u"token-unknown"_s);
            return;
        }
        if (!isPlayerNow(seat)) {
            // The tablet opened a game without this player: the seat is gone, and so is its token.
            m_book.takeBack(seat);
            m_answers.remove(seat);
            bye(client, u"seat-gone"_s, {{u"invite"_s, m_book.code()}});
            Q_EMIT seatBookChanged();
            Q_EMIT seatsChanged();
            return;
        }
        client.seat = seat;
    } else if (m_book.isCode(message.invite)) {
        client.invited = true;
    } else {
        bye(client, u"token-unknown"_s);
        return;
    }
    if (phoneCount() >= m_limits.maxPhones) {
        bye(client, u"full"_s);
        return;
    }
    client.greeted = true;
    client.language = message.language;
    welcome(client);
    // A phone that comes back with the head it showed catches up by its changes; else, a snapshot.
    ChangesSince changes;
    changes.snapshotNeeded = true;
    if (message.head >= 0 && m_core.hasGame())
        changes = m_core.changesSince(message.head);
    if (changes.snapshotNeeded) {
        sendSnapshot(client);
    } else if (deliver(client,
                       textOf({{u"type"_s, u"changes"_s},
                               {u"game"_s, changes.game},
                               {u"from"_s, message.head},
                               {u"head"_s, changes.head},
                               {u"actions"_s, viewFor(client).describe(changes.actions)},
                               {u"view"_s, viewFor(client).view()}}),
                       true)) {
        client.shownGame = changes.game;
        client.shownHead = changes.head;
    }
    if (!m_offers.toJson().value(u"to"_s).isNull())
        send(client, [this] {
            QJsonObject offers = m_offers.toJson();
            offers.insert(u"type"_s, u"offers"_s);
            return offers;
        }());
    if (!client.seat.isEmpty())
        Q_EMIT seatsChanged();
}

void TableServer::claim(Client& client, const ClientMessage& message)
{
    if (!client.invited || !client.seat.isEmpty()) {
        sendError(client, {u"a seat is claimed after a hello with the invitation code, once"_s, u"type"_s});
        return;
    }
    const game::GameState* state = m_core.state();
    const bool isPlayer =
        state && std::any_of(state->players.begin(), state->players.end(), [&message](const game::Player& p) {
            return QString::fromStdString(p.name) == message.seat;
        });
    if (!isPlayer) {
        sendError(client, {u"%1 is not a player of this game"_s.arg(message.seat), u"seat"_s});
        return;
    }
    if (m_book.isTaken(message.seat)) {
        sendError(client,
                  {u"%1's seat is taken: the tablet can give it back"_s.arg(message.seat), u"seat"_s});
        return;
    }
    client.seat = message.seat;
    const QString token = m_book.tokenFor(message.seat);
    welcome(client, token);
    Q_EMIT seatBookChanged();
    Q_EMIT seatsChanged();
}

void TableServer::act(Client& client, const ClientMessage& message)
{
    const i18n::ScopedLanguage words(wordsFor(client));  // the answer in the phone's language
    if (client.seat.isEmpty()) {
        sendError(client, {AnswerWords::tr("pick a seat before acting"), u"type"_s});
        return;
    }
    for (const auto& [id, result] : m_answers.value(client.seat)) {
        if (id == message.id) {
            send(client, result);  // a repeated request: answered, not done again
            return;
        }
    }
    const auto refuse = [&](const QString& error, const QString& field) {
        answer(client, message.id,
               {{u"legal"_s, false},
                {u"recorded"_s, false},
                {u"reasons"_s, QJsonArray()},
                {u"error"_s, error},
                {u"field"_s, field}},
               false);
    };
    if (!m_core.hasGame()) {
        refuse(AnswerWords::tr("no game is open on the tablet"), {});
        return;
    }
    if (message.against != m_core.head()) {
        refuse(AnswerWords::tr("the game moved on (it is at %1, the phone showed %2): look again and retry")
                   .arg(m_core.head())
                   .arg(message.against),
               u"against"_s);
        if (client.shownHead != m_core.head())
            sendSnapshot(client);
        return;
    }
    const auto read = readAction(message.action);
    if (const auto* issue = std::get_if<db::FieldIssue>(&read)) {
        refuse(issue->message, issue->field);
        return;
    }
    const std::optional<game::Action> action = std::get<game::Action>(read);
    const QStringList dealHelpers = m_offers.dealHelpers(m_core.state(), m_core.game()->id());
    if (const std::optional<ProtocolError> notYours =
            phoneMayAct(*action, *m_core.state(), client.seat, dealHelpers)) {
        refuse(notYours->error, notYours->field);
        return;
    }
    if (const auto* run = action->getIf<game::actions::RunAway>()) {
        runAway(client, message.id, *run);  // each side's dice from its own phone
        return;
    }
    const SessionVerdict verdict = performForTable(*action);
    QJsonObject result = views::jsonOf(views::verdictView(verdict));
    answer(client, message.id, result, !verdict.failed());
}

void TableServer::answer(Client& client, const QString& id, const QJsonObject& result, bool remember)
{
    QJsonObject message = result;
    message.insert(u"type"_s, u"result"_s);
    message.insert(u"id"_s, id);
    if (remember) {
        auto& answers = m_answers[client.seat];
        answers.append({id, message});
        if (answers.size() > answersKept)
            answers.removeFirst();
    }
    send(client, message);
}

void TableServer::welcome(Client& client, const QString& token)
{
    QJsonObject message{{u"type"_s, u"welcome"_s},
                        {u"protocol"_s, protocolVersion},
                        {u"game"_s, m_core.hasGame() ? m_core.game()->id() : 0},
                        {u"seat"_s, client.seat.isEmpty() ? QJsonValue() : QJsonValue(client.seat)},
                        {u"seats"_s, seatsJson()}};
    if (!token.isEmpty())
        message.insert(u"token"_s, token);
    send(client, message);
}

void TableServer::tabletLanguageChanged()
{
    for (const std::unique_ptr<Client>& client : m_clients) {
        if (client->greeted && !client->closing)
            sendSnapshot(*client);
    }
}

void TableServer::sendSnapshot(Client& client)
{
    const qint64 game = m_core.hasGame() ? m_core.game()->id() : 0;
    const qint64 head = m_core.head();
    const QString text = textOf({{u"type"_s, u"snapshot"_s},
                                 {u"game"_s, game},
                                 {u"head"_s, head},
                                 {u"view"_s, viewFor(client).view()}});
    if (!deliver(client, text, true))
        return;  // held back: sent once the phone reads again
    client.behind = false;
    client.shownGame = game;
    client.shownHead = head;
}

void TableServer::sendReport(Client& client)
{
    if (!m_core.hasGame()) {
        sendError(client, {AnswerWords::tr("no game is open on the tablet"), u"type"_s});
        return;
    }
    // Replayed once per game and head: every phone that asks at that head gets the same text. A failed
    // replay is not kept (the file may be busy for a moment); each request is charged to the rate limits.
    const qint64 game = m_core.game()->id();
    const qint64 head = m_core.head();
    if (m_report.text.isEmpty() || m_report.game != game || m_report.head != head) {
        ++m_reportsBuilt;
        const db::StoreResult<views::GameReportView> built = views::openGameReport(m_core);
        if (!built) {
            sendError(client, {built.error().message, built.error().field});
            return;
        }
        m_report = {
            game, head,
            textOf(
                {{u"type"_s, u"report"_s}, {u"head"_s, head}, {u"report"_s, views::jsonOf(built.value())}})};
    }
    deliver(client, m_report.text);
}

void TableServer::broadcast(Areas areas)
{
    // The report is of one game at one head: another head, another game (or its name) is another report.
    if (areas.testFlag(Area::Game) || m_report.head != m_core.head())
        m_report = {};
    // changesSince() first reads what other processes wrote, which can announce another change from inside
    // a broadcast: that one goes out once this one is done, not in the middle of its loop.
    if (m_broadcasting) {
        m_pendingAreas |= areas;
        return;
    }
    m_broadcasting = true;
    for (Areas next = areas; next.toInt() != 0; next = std::exchange(m_pendingAreas, Areas()))
        broadcastOnce(next);
    m_broadcasting = false;
    afterChange();
}

void TableServer::broadcastOnce(Areas areas)
{
    if (areas == Areas(Area::Cards) || m_clients.empty())
        return;
    const qint64 head = m_core.head();
    if (areas.testFlag(Area::Game)) {
        m_view.forgetGame();
        for (auto& [language, view] : m_languageViews)
            view.table->forgetGame();
        forgetGoneSeats();
    }
    const qint64 game = m_core.hasGame() ? m_core.game()->id() : 0;
    // One catch-up per head the phones showed (most showed the same), in each of their languages.
    QHash<std::pair<QString, qint64>, std::pair<qint64, QString>> byShownHead;  // -> (new head, message text)
    for (const std::unique_ptr<Client>& client : m_clients) {
        if (!client->greeted || client->closing || client->behind)
            continue;  // one that is behind gets the table as it is once it reads again
        if (client->shownGame != game || areas.testFlag(Area::Game)) {
            sendSnapshot(*client);
            continue;
        }
        if (client->shownHead == head && !areas.testFlag(Area::History))
            continue;
        // Made and written out as text once for every phone that showed the same head.
        const std::pair<QString, qint64> key{client->language, client->shownHead};
        auto found = byShownHead.find(key);
        if (found == byShownHead.end()) {
            const ChangesSince changes = m_core.changesSince(client->shownHead);
            QString text;
            if (!changes.snapshotNeeded) {
                text = textOf({{u"type"_s, u"changes"_s},
                               {u"game"_s, game},
                               {u"from"_s, client->shownHead},
                               {u"head"_s, changes.head},
                               {u"actions"_s, viewFor(*client).describe(changes.actions)},
                               {u"view"_s, viewFor(*client).view()}});
            }
            found = byShownHead.insert(key, {changes.head, text});
        }
        if (found->second.isEmpty()) {
            sendSnapshot(*client);
            continue;
        }
        if (deliver(*client, found->second, true))
            client->shownHead = found->first;
    }
}

TableView& TableServer::viewFor(const Client& client)
{
    if (!wordsFor(client))
        return m_view;
    return *m_languageViews[client.language].table;
}

const i18n::Translations* TableServer::wordsFor(const Client& client)
{
    if (client.language.isEmpty() || client.language == i18n::installedLanguage())
        return nullptr;
    LanguageView& view = m_languageViews[client.language];
    if (!view.table) {
        view.words = std::make_unique<i18n::Translations>(client.language);
        view.views = std::make_unique<views::HeadViews>(m_core);
        view.table = std::make_unique<TableView>(m_core, *view.views, view.words.get());
    }
    return view.words.get();
}

std::variant<game::Action, db::FieldIssue> TableServer::readAction(const QJsonObject& sent)
{
    db::JsonIssues issues;
    const QJsonObject named = withPlainNames(sent);  // the reader keeps a reference to it
    db::JsonReader reader(named, u"action"_s, &issues);
    std::optional<game::Action> action = db::actionFromJson(reader);
    if (!action || issues.failed())
        return issues.error().value_or(db::FieldIssue{u"action"_s, u"not an action"_s});
    if (!issues.warnings().isEmpty())  // a field the kind does not have is refused, not ignored
        return issues.warnings().first();
    return *std::move(action);
}

SessionVerdict TableServer::performForTable(const game::Action& action)
{
    const i18n::ScopedLanguage tablet(nullptr);
    return m_core.perform(action);
}

QString TableServer::textOf(const QJsonObject& message)
{
    return QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact));
}

void TableServer::send(Client& client, const QJsonObject& message)
{
    deliver(client, textOf(message));
}

void TableServer::sendSeats()
{
    // Every phone that said hello learns who sits where, so a phone picking a seat sees it taken.
    const QString text = textOf({{u"type"_s, u"seats"_s}, {u"seats"_s, seatsJson()}});
    for (const std::unique_ptr<Client>& client : m_clients) {
        if (client->greeted)
            deliver(*client, text);
    }
}

void TableServer::sendError(Client& client, const ProtocolError& problem)
{
    send(client, {{u"type"_s, u"error"_s}, {u"error"_s, problem.error}, {u"field"_s, problem.field}});
}

}  // namespace arbiter::app::net

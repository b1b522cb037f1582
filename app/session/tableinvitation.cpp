#include "app/session/tableinvitation.h"

#include "app/session/app_language.h"
#include "app/session/logging.h"

#include "app/core/session_core.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QSettings>
#include <QUrl>

#include <algorithm>

namespace arbiter::app {

using namespace Qt::StringLiterals;

// --- the seats ---

int InvitationSeatsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_seats.size());
}

QVariant InvitationSeatsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_seats.size())
        return {};
    const net::SeatStatus& seat = m_seats.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return seat.name;
    case TakenRole:
        return seat.taken;
    case ConnectedRole:
        return seat.connected;
    case AwayRole:
        return seat.taken && !seat.connected;
    default:
        return {};
    }
}

QHash<int, QByteArray> InvitationSeatsModel::roleNames() const
{
    return {{NameRole, "name"}, {TakenRole, "taken"}, {ConnectedRole, "connected"}, {AwayRole, "away"}};
}

void InvitationSeatsModel::setSeats(const QList<net::SeatStatus>& seats)
{
    const auto sameSeat = [](const net::SeatStatus& a, const net::SeatStatus& b) { return a.name == b.name; };
    const auto sameStatus = [](const net::SeatStatus& a, const net::SeatStatus& b) {
        return a.name == b.name && a.taken == b.taken && a.connected == b.connected;
    };
    // changedRows() compares with ==, which SeatStatus lacks: the rows that differ are found here.
    std::optional<QList<int>> changed;
    if (m_seats.size() == seats.size()
        && std::equal(m_seats.cbegin(), m_seats.cend(), seats.cbegin(), sameSeat)) {
        changed.emplace();
        for (int row = 0; row < seats.size(); ++row) {
            if (!sameStatus(m_seats.at(row), seats.at(row)))
                changed->append(row);
        }
    }
    replaceRows(changed, [this, &seats] { m_seats = seats; });
}

// --- the invitation ---

TableInvitation::TableInvitation(SessionCore& core, views::HeadViews& views, QObject* parent)
    : QObject(parent), m_core(core), m_server(core, views)
{
    connect(&m_server, &net::TableServer::openChanged, this, &TableInvitation::openChanged);
    connect(&m_server, &net::TableServer::seatsChanged, this, &TableInvitation::refreshSeats);
    connect(&m_server, &net::TableServer::seatBookChanged, this, &TableInvitation::saveBook);
    connect(&m_server, &net::TableServer::offersChanged, this, &TableInvitation::offersChanged);
    // Once the session's views are in the new language (its own handler of the same signal), the phones.
    connect(AppLanguage::notifier(), &AppLanguage::changed, this, [this] {
        QMetaObject::invokeMethod(
            this, [this] { m_server.tabletLanguageChanged(); }, Qt::QueuedConnection);
    });
    // Another game has other players, so other seats.
    connect(&m_core, &SessionCore::changed, this, [this](Areas areas) {
        if (areas.testFlag(Area::Game))
            refreshSeats();
    });
    connect(&m_core, &SessionCore::fileChanged, this, &TableInvitation::followFile);
    followFile();
}

TableInvitation::~TableInvitation()
{
    // The server's goodbye on the way out must not be taken for a closed invitation: the settings keep
    // it open, and the next start on this file reopens it.
    m_server.disconnect(this);
}

QString TableInvitation::settingsKey(const QString& entry) const
{
    // One group per log file, keyed by its full path, as GameSession::lastOpenedKey: '/' would make
    // QSettings groups of its folders.
    return u"invitation/%1/%2"_s.arg(QString::fromLatin1(QUrl::toPercentEncoding(m_filePath)), entry);
}

void TableInvitation::followFile()
{
    QString path;
    if (m_core.hasFile()) {
        const QFileInfo file(m_core.filePath());
        path = file.exists() ? file.canonicalFilePath() : file.absoluteFilePath();
    }
    if (path == m_filePath)
        return;
    // Not closeInvitation(): the previous file's invitation stays as it was kept, to resume with that file.
    m_server.close();
    m_filePath = path;
    setError({});
    refreshSeats();
    if (m_filePath.isEmpty())
        return;
    const QSettings settings;
    if (!settings.value(settingsKey(u"open"_s), false).toBool())
        return;
    const QJsonObject saved =
        QJsonDocument::fromJson(settings.value(settingsKey(u"book"_s)).toByteArray()).object();
    const net::SeatBook book = net::SeatBook::fromJson(saved);
    if (start(book, preferredPort()))
        qCInfo(lcApp) << "invitation reopened on port" << m_server.port() << "with"
                      << book.takenSeats().size() << "seats handed out";
}

bool TableInvitation::openInvitation()
{
    if (m_server.isOpen())
        return true;
    if (m_filePath.isEmpty()) {
        setError(tr("No game file is open."));
        return false;
    }
    if (!start(net::SeatBook::fresh(), preferredPort()))
        return false;
    QSettings().setValue(settingsKey(u"open"_s), true);
    return true;
}

bool TableInvitation::start(const net::SeatBook& book, quint16 port)
{
    if (!m_server.open(book, port)) {
        setError(m_server.error());
        qCWarning(lcApp) << "the invitation could not open:" << m_server.error();
        return false;
    }
    setError({});
    // The port in use is the one the next start tries first, so phones find the tablet where it was.
    QSettings().setValue(settingsKey(u"port"_s), m_server.port());
    saveBook();
    return true;
}

void TableInvitation::closeInvitation()
{
    m_server.close();
    setError({});
    if (m_filePath.isEmpty())
        return;
    QSettings settings;
    settings.remove(settingsKey(u"book"_s));
    settings.setValue(settingsKey(u"open"_s), false);
}

void TableInvitation::takeSeatBack(const QString& name)
{
    m_server.takeSeatBack(name);
}

QString TableInvitation::seatUrl(const QString& name)
{
    return m_server.seatUrl(name);
}

quint16 TableInvitation::preferredPort() const
{
    return static_cast<quint16>(
        QSettings().value(settingsKey(u"port"_s), net::TableServer::defaultPort).toUInt());
}

void TableInvitation::setPreferredPort(int port)
{
    if (m_filePath.isEmpty() || port < 0 || port > 65535)
        return;
    QSettings().setValue(settingsKey(u"port"_s), port);
}

QStringList TableInvitation::addresses() const
{
    QStringList list;
    for (const QHostAddress& address : m_server.lanAddresses())
        list.append(address.toString());
    return list;
}

int TableInvitation::connectedCount() const
{
    const QList<net::SeatStatus>& seats = m_seats.seats();
    return static_cast<int>(std::count_if(seats.cbegin(), seats.cend(),
                                          [](const net::SeatStatus& seat) { return seat.connected; }));
}

void TableInvitation::setError(const QString& error)
{
    if (error == m_error)
        return;
    m_error = error;
    Q_EMIT errorChanged();
}

void TableInvitation::refreshSeats()
{
    m_seats.setSeats(m_server.isOpen() ? m_server.seats() : QList<net::SeatStatus>());
    Q_EMIT seatsChanged();
}

void TableInvitation::saveBook()
{
    if (!m_server.isOpen() || m_filePath.isEmpty())
        return;
    QSettings().setValue(settingsKey(u"book"_s),
                         QJsonDocument(m_server.seatBook().toJson()).toJson(QJsonDocument::Compact));
}

}  // namespace arbiter::app

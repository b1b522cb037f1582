#pragma once
// The invitation of the players' phones, for QML (docs/phones.md): it opens and closes the table server
// on the session's core, lists the seats with who is connected and who is away, and hands seats out or
// takes them back. GameSession owns one: `session.invitation`.
//
// It is kept with the app's settings, per log file: the seat book (the invitation code and each seat's
// token), the port in use and whether the invitation is open. When the same file opens again (the app
// restarted, even after it was killed), an open invitation reopens by itself on the same port with the
// same tokens, so every phone goes back to its seat. Closing it forgets the tokens, not the port.

#include "app/models/rowlistmodel.h"
#include "app/net/table_server.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <qqmlregistration.h>

namespace arbiter::app {

class SessionCore;

// The open game's seats, in seat order: each with its player's name, whether a phone holds it, whether
// that phone is connected now, and `away` (held by a phone that is not connected).
class InvitationSeatsModel : public arbiter::app::RowListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The invitation owns its seats: session.invitation.seats.")

public:
    enum Role {
        NameRole = Qt::UserRole,
        TakenRole,
        ConnectedRole,
        AwayRole,
    };

    using RowListModel::RowListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setSeats(const QList<net::SeatStatus>& seats);
    const QList<net::SeatStatus>& seats() const { return m_seats; }

private:
    QList<net::SeatStatus> m_seats;
};

class TableInvitation : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("GameSession owns the invitation: session.invitation.")
    // The table server is listening and phones may join.
    Q_PROPERTY(bool open READ isOpen NOTIFY openChanged)
    // What the QR code carries: http://<the tablet's LAN address>:<port>/#invite=<code> (loopback when the
    // tablet has no LAN address); empty when closed.
    Q_PROPERTY(QString url READ url NOTIFY openChanged)
    // Why the last open failed (no port could be had); empty when it did not.
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    Q_PROPERTY(int port READ port NOTIFY openChanged)
    // The LAN addresses phones can reach, besides loopback; empty when the tablet is on no network.
    Q_PROPERTY(QStringList addresses READ addresses NOTIFY openChanged)
    Q_PROPERTY(arbiter::app::InvitationSeatsModel* seats READ seats CONSTANT)
    // How many seats a connected phone holds now.
    Q_PROPERTY(int connectedCount READ connectedCount NOTIFY seatsChanged)
    // Offers of help and Panic deals the phones made (docs/phones.md, "Offers"): {to, offers: [{from, what,
    // accepted}], runAwayIn}.
    Q_PROPERTY(QVariantMap offers READ offers NOTIFY offersChanged)

public:
    // `views`: the open game's views, shared with the tablet's face of the same core.
    TableInvitation(SessionCore& core, views::HeadViews& views, QObject* parent = nullptr);
    ~TableInvitation() override;

    // Starts the server with the file's kept tokens and port when the invitation is open already,
    // else with a fresh invitation on the port last used (8731 at first). False, with `error`, when no
    // port could be had or no file is open.
    Q_INVOKABLE bool openInvitation();
    // Stops the server: every phone is told, every token forgotten. The port is kept for next time.
    Q_INVOKABLE void closeInvitation();
    // The seat is free again: its token stops working and the phone on it is told so.
    Q_INVOKABLE void takeSeatBack(const QString& name);
    // One seat's own address (#seat=<token>), to hand the seat out with its QR code; the seat is taken
    // from now on. Empty when the invitation is closed.
    Q_INVOKABLE QString seatUrl(const QString& name);
    // The port the next invitation of this file tries first (0: any free one); for tests, which must
    // not fight over the default port.
    Q_INVOKABLE void setPreferredPort(int port);
    // The tablet accepts `helper`'s offer for the fighter or the current player; why not, or empty.
    Q_INVOKABLE QString acceptOffer(const QString& helper) { return m_server.acceptOffer(helper); }
    QVariantMap offers() const { return m_server.offers().toVariantMap(); }

    bool isOpen() const { return m_server.isOpen(); }
    QString url() const { return m_server.invitationUrl(); }
    QString error() const { return m_error; }
    int port() const { return m_server.port(); }
    QStringList addresses() const;
    InvitationSeatsModel* seats() { return &m_seats; }
    int connectedCount() const;
    net::TableServer& server() { return m_server; }

Q_SIGNALS:
    void openChanged();
    void errorChanged();
    void seatsChanged();
    void offersChanged();

private:
    // Another log file is open: the previous file's server stops (its settings stay, so it resumes when
    // that file opens again), and this file's invitation reopens when it was open.
    void followFile();
    bool start(const net::SeatBook& book, quint16 port);
    // The port this file's invitation last used, or the one set for it; the default at first.
    quint16 preferredPort() const;
    void setError(const QString& error);
    void refreshSeats();
    void saveBook();
    // The settings key of `entry` ("book", "port", "open") for the log file at m_filePath.
    QString settingsKey(const QString& entry) const;

    SessionCore& m_core;
    net::TableServer m_server;
    InvitationSeatsModel m_seats;
    QString m_filePath;  // the log file whose invitation this is
    QString m_error;
};

}  // namespace arbiter::app

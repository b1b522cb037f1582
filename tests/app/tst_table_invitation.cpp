// The tablet's invitation (TableInvitation): it is kept with the app's settings per log file, so an
// invitation left open reopens by itself when the file opens again (the app restarted), on the same port
// with the same seat tokens, and a phone goes back to its seat; closing it forgets the tokens. And the QR
// code it shows: libqrencode's symbol, drawn crisp with its quiet zone.

#include <QCoreApplication>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>

#include <algorithm>
#include <memory>

#include "app/session/gamesession.h"
#include "app/session/qrcodeitem.h"
#include "app/session/tableinvitation.h"

using arbiter::app::GameSession;
using arbiter::app::InvitationSeatsModel;
using arbiter::app::QrCodeItem;
using arbiter::app::TableInvitation;
using namespace Qt::StringLiterals;

namespace {

QVariantMap setupOf(const QStringList& names)
{
    QVariantList players;
    for (const QString& name : names)
        players.append(QVariantMap{{u"name"_s, name}});
    return {{u"name"_s, u"Friday"_s}, {u"edition"_s, u"deluxe"_s}, {u"players"_s, players}};
}

// The token a seat's own address carries (…/#seat=<token>).
QString tokenOf(const QString& seatUrl)
{
    const qsizetype at = seatUrl.indexOf(u"#seat="_s);
    return at < 0 ? QString() : seatUrl.mid(at + 6);
}

QString inviteCodeOf(const QString& url)
{
    const qsizetype at = url.indexOf(u"#invite="_s);
    return at < 0 ? QString() : url.mid(at + 8);
}

// A phone on loopback: connects to the table's WebSocket and keeps every message it gets.
class Phone {
public:
    explicit Phone(int port)
    {
        QObject::connect(&m_socket, &QWebSocket::textMessageReceived, [this](const QString& text) {
            m_messages.append(QJsonDocument::fromJson(text.toUtf8()).object());
        });
        m_socket.open(QUrl(u"ws://127.0.0.1:%1/ws"_s.arg(port)));
    }

    bool waitConnected()
    {
        return QTest::qWaitFor([this] { return m_socket.state() == QAbstractSocket::ConnectedState; }, 5000);
    }
    void send(const QJsonObject& message)
    {
        m_socket.sendTextMessage(QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
    }
    // The first message of that type, waiting for it up to 5 s; {} when none came.
    QJsonObject waitFor(const QString& type)
    {
        QJsonObject found;
        // Timing out leaves `found` empty, which the caller checks.
        (void)QTest::qWaitFor(
            [&] {
                for (const QJsonObject& message : std::as_const(m_messages)) {
                    if (message.value("type"_L1).toString() == type) {
                        found = message;
                        return true;
                    }
                }
                return false;
            },
            5000);
        return found;
    }

    // Whether a message of that type came already, without waiting.
    bool received(const QString& type) const
    {
        return std::any_of(m_messages.cbegin(), m_messages.cend(), [&type](const QJsonObject& message) {
            return message.value("type"_L1).toString() == type;
        });
    }

private:
    QWebSocket m_socket;
    QList<QJsonObject> m_messages;
};

QJsonObject helloWithToken(const QString& token)
{
    return {{u"type"_s, u"hello"_s}, {u"protocol"_s, 1}, {u"token"_s, token}};
}

// Each seat's status in the invitation's model: "Ann:taken,away"...
QStringList seatStatuses(InvitationSeatsModel* seats)
{
    QStringList list;
    for (int row = 0; row < seats->rowCount(); ++row) {
        const QModelIndex index = seats->index(row);
        QStringList flags;
        if (index.data(InvitationSeatsModel::TakenRole).toBool())
            flags.append(u"taken"_s);
        if (index.data(InvitationSeatsModel::ConnectedRole).toBool())
            flags.append(u"connected"_s);
        if (index.data(InvitationSeatsModel::AwayRole).toBool())
            flags.append(u"away"_s);
        list.append(index.data(InvitationSeatsModel::NameRole).toString() + u':' + flags.join(u','));
    }
    return list;
}

}  // namespace

class TestTableInvitation : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // The settings the invitation is kept in stay away from the user's, and from other tests'.
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"ArbiterTests"_s);
        QCoreApplication::setApplicationName(u"tst_table_invitation"_s);
        QSettings().clear();
        QVERIFY(m_dir.isValid());
    }

    // An open invitation outlives its GameSession: the next one on the same file reopens it on the same
    // port with the same book, and a phone's token still seats it.
    void reopensAfterRestart()
    {
        const QString path = m_dir.filePath(u"restart.sqlite"_s);
        QString url;
        QString token;
        int port = 0;
        {
            auto session = newSession(path);
            TableInvitation* invitation = session->invitation();
            QVERIFY(!invitation->isOpen());
            // Any free port: tests running side by side must not fight over the default one.
            invitation->setPreferredPort(0);
            QSignalSpy opened(invitation, &TableInvitation::openChanged);
            QVERIFY2(invitation->openInvitation(), qPrintable(invitation->error()));
            QVERIFY(opened.count() >= 1);
            QVERIFY(invitation->isOpen());
            port = invitation->port();
            QVERIFY(port > 0);
            url = invitation->url();
            QVERIFY2(url.startsWith(u"http://"_s) && url.contains(u":%1/#invite="_s.arg(port)),
                     qPrintable(url));
            QCOMPARE(seatStatuses(invitation->seats()), (QStringList{u"Ann:"_s, u"Bob:"_s}));
            token = tokenOf(invitation->seatUrl(u"Ann"_s));
            QCOMPARE(token.size(), 32);
            QCOMPARE(seatStatuses(invitation->seats()), (QStringList{u"Ann:taken,away"_s, u"Bob:"_s}));
        }  // the app quits (its settings are all it keeps)

        auto session = std::make_unique<GameSession>();
        QVERIFY(!session->invitation()->isOpen());
        QVERIFY(session->openFile(path));
        TableInvitation* invitation = session->invitation();
        QVERIFY2(invitation->isOpen(), qPrintable(invitation->error()));
        QCOMPARE(invitation->port(), port);
        QCOMPARE(inviteCodeOf(invitation->url()), inviteCodeOf(url));
        QCOMPARE(seatStatuses(invitation->seats()), (QStringList{u"Ann:taken,away"_s, u"Bob:"_s}));

        // Ann's phone comes back with its token and is seated at once.
        Phone phone(port);
        QVERIFY(phone.waitConnected());
        phone.send(helloWithToken(token));
        const QJsonObject welcome = phone.waitFor(u"welcome"_s);
        QCOMPARE(welcome.value("seat"_L1).toString(), u"Ann"_s);
        QTRY_COMPARE(invitation->connectedCount(), 1);
        QCOMPARE(seatStatuses(invitation->seats()), (QStringList{u"Ann:taken,connected"_s, u"Bob:"_s}));

        // Taking the seat back frees it and tells the phone.
        invitation->takeSeatBack(u"Ann"_s);
        QCOMPARE(phone.waitFor(u"bye"_s).value("reason"_L1).toString(), u"seat-taken-back"_s);
        QTRY_COMPARE(seatStatuses(invitation->seats()), (QStringList{u"Ann:"_s, u"Bob:"_s}));
        QCOMPARE(invitation->connectedCount(), 0);
    }

    // Closing forgets the tokens but keeps the port: the next invitation has a new code on the same
    // port, and an old token is refused.
    void closeForgetsTheTokens()
    {
        const QString path = m_dir.filePath(u"close.sqlite"_s);
        auto session = newSession(path);
        TableInvitation* invitation = session->invitation();
        invitation->setPreferredPort(0);
        QVERIFY2(invitation->openInvitation(), qPrintable(invitation->error()));
        const int port = invitation->port();
        const QString code = inviteCodeOf(invitation->url());
        const QString token = tokenOf(invitation->seatUrl(u"Bob"_s));

        invitation->closeInvitation();
        QVERIFY(!invitation->isOpen());
        QVERIFY(invitation->url().isEmpty());
        QCOMPARE(invitation->seats()->rowCount(), 0);

        QVERIFY2(invitation->openInvitation(), qPrintable(invitation->error()));
        QCOMPARE(invitation->port(), port);
        QVERIFY(inviteCodeOf(invitation->url()) != code);
        QCOMPARE(seatStatuses(invitation->seats()), (QStringList{u"Ann:"_s, u"Bob:"_s}));
        Phone phone(port);
        QVERIFY(phone.waitConnected());
        phone.send(helloWithToken(token));
        QCOMPARE(phone.waitFor(u"bye"_s).value("reason"_L1).toString(), u"token-unknown"_s);
        QVERIFY(!phone.received(u"welcome"_s));
        invitation->closeInvitation();
    }

    // A closed invitation stays closed after a restart.
    void closedStaysClosed()
    {
        const QString path = m_dir.filePath(u"closed.sqlite"_s);
        {
            auto session = newSession(path);
            session->invitation()->setPreferredPort(0);
            QVERIFY(session->invitation()->openInvitation());
            session->invitation()->closeInvitation();
        }
        GameSession session;
        QVERIFY(session.openFile(path));
        QVERIFY(!session.invitation()->isOpen());
        QVERIFY(session.invitation()->url().isEmpty());
    }

    // The invitation belongs to its file: another file stops it, and the first file resumes it.
    void followsTheFile()
    {
        const QString first = m_dir.filePath(u"first.sqlite"_s);
        const QString second = m_dir.filePath(u"second.sqlite"_s);
        auto session = newSession(first);
        TableInvitation* invitation = session->invitation();
        invitation->setPreferredPort(0);
        QVERIFY(invitation->openInvitation());
        const QString code = inviteCodeOf(invitation->url());
        const QString token = tokenOf(invitation->seatUrl(u"Ann"_s));

        QVERIFY(session->openFile(second));
        QVERIFY(!invitation->isOpen());
        QCOMPARE(invitation->seats()->rowCount(), 0);

        QVERIFY(session->openFile(first));
        QVERIFY(invitation->isOpen());
        QCOMPARE(inviteCodeOf(invitation->url()), code);
        QCOMPARE(tokenOf(invitation->seatUrl(u"Ann"_s)), token);
        invitation->closeInvitation();
    }

    // Without a file there is nothing to invite to: refused with a reason.
    void refusedWithoutAFile()
    {
        GameSession session;
        QVERIFY(!session.invitation()->openInvitation());
        QVERIFY(!session.invitation()->error().isEmpty());
        QVERIFY(!session.invitation()->isOpen());
    }

    // The QR code: libqrencode's symbol (21 modules for a short text, more for a longer one), painted with
    // whole-pixel modules, its finder patterns in the corners and four white modules around it.
    void qrCodeIsCrisp()
    {
        QrCodeItem code;
        QCOMPARE(code.modules(), 0);
        QSignalSpy modules(&code, &QrCodeItem::modulesChanged);
        code.setText(u"hello"_s);
        QCOMPARE(code.modules(), 21);
        QCOMPARE(modules.count(), 1);
        code.setText(u"http://192.168.1.20:8731/#invite=0123456789abcdef0123456789abcdef"_s);
        QVERIFY2(code.modules() > 21, qPrintable(QString::number(code.modules())));
        QCOMPARE(modules.count(), 2);
        // The finder pattern's corners: dark at (0,0) and (6,6), its white ring at (1,1).
        QVERIFY(code.isDark(0, 0));
        QVERIFY(code.isDark(6, 6));
        QVERIFY(!code.isDark(1, 1));
        QVERIFY(code.isDark(code.modules() - 1, 0));
        QVERIFY(code.isDark(0, code.modules() - 1));

        const int span = code.modules() + 2 * QrCodeItem::quietZone;
        const int module = 7;
        // A few pixels more than a whole number of modules: the symbol is centred, modules stay whole.
        const int side = span * module + 5;
        code.setSize(QSizeF(side, side));
        QImage image(side, side, QImage::Format_RGB32);
        image.fill(Qt::red);
        QPainter painter(&image);
        code.paint(&painter);
        painter.end();
        const int origin = (side - span * module) / 2 + QrCodeItem::quietZone * module;
        for (int y = 0; y < code.modules(); ++y) {
            for (int x = 0; x < code.modules(); ++x) {
                const QRgb expected = code.isDark(x, y) ? qRgb(0, 0, 0) : qRgb(255, 255, 255);
                // Every pixel of the module, its edges included, has the module's colour.
                for (const QPoint corner : {QPoint(0, 0), QPoint(module - 1, 0), QPoint(0, module - 1),
                                            QPoint(module - 1, module - 1), QPoint(module / 2, module / 2)}) {
                    const QPoint at(origin + x * module + corner.x(), origin + y * module + corner.y());
                    if (image.pixel(at) != expected)
                        QFAIL(qPrintable(
                            u"module (%1,%2) at pixel (%3,%4)"_s.arg(x).arg(y).arg(at.x()).arg(at.y())));
                }
            }
        }
        // The quiet zone: white all around, four modules deep.
        for (int i = 0; i < side; ++i) {
            for (const QPoint at : {QPoint(i, origin - 1), QPoint(origin - 1, i),
                                    QPoint(i, origin - QrCodeItem::quietZone * module),
                                    QPoint(origin + code.modules() * module, i)})
                QCOMPARE(image.pixel(at), qRgb(255, 255, 255));
        }

        code.setText({});
        QCOMPARE(code.modules(), 0);
    }

private:
    std::unique_ptr<GameSession> newSession(const QString& path)
    {
        auto session = std::make_unique<GameSession>();
        if (!session->openFile(path))
            qFatal("openFile: %s", qPrintable(session->fileError()));
        if (!session->hasGame() && !session->games()->newGame(setupOf({u"Ann"_s, u"Bob"_s})).legal)
            qFatal("the setup was refused");
        return session;
    }

    QTemporaryDir m_dir;
};

QTEST_MAIN(TestTableInvitation)
#include "tst_table_invitation.moc"

#include "app/session/screenawake.h"

#include <QCoreApplication>
#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>

using namespace Qt::StringLiterals;

namespace arbiter::app {

namespace {

QDBusMessage screenSaverCall(const char* method)
{
    return QDBusMessage::createMethodCall(
        QString::fromLatin1(ScreenAwake::service), QString::fromLatin1(ScreenAwake::path),
        QString::fromLatin1(ScreenAwake::interface), QString::fromLatin1(method));
}

}  // namespace

ScreenAwake::ScreenAwake(QObject* parent) : QObject(parent)
{
    m_ask.setSingleShot(true);
    m_ask.setInterval(askDelayMs);
    connect(&m_ask, &QTimer::timeout, this, &ScreenAwake::inhibit);
}

ScreenAwake::~ScreenAwake()
{
    // At exit: the release is waited for (briefly), so it reaches the screen saver before the bus
    // connection goes.
    release(true);
}

void ScreenAwake::setKeepAwake(bool keep)
{
    if (m_keepAwake == keep)
        return;
    m_keepAwake = keep;
    emit keepAwakeChanged();
    if (keep) {
        m_ask.start();
    } else {
        m_ask.stop();
        release(false);
    }
}

void ScreenAwake::setError(const QString& error)
{
    m_error = error;
    emit stateChanged();
}

void ScreenAwake::inhibit()
{
    if (m_cookie || m_asking || !m_keepAwake)
        return;
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected()) {
        setError(tr("The screen may dim: there is no desktop session bus to ask it to stay on."));
        return;
    }
    QDBusMessage call = screenSaverCall("Inhibit");
    call << QCoreApplication::applicationName() << tr("A game is open on the table");
    m_asking = true;
    auto* watcher = new QDBusPendingCallWatcher(bus.asyncCall(call), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this](QDBusPendingCallWatcher* finished) {
        finished->deleteLater();
        m_asking = false;
        const QDBusPendingReply<uint> reply = *finished;
        if (reply.isError()) {
            setError(
                tr("The screen may dim: the screen saver did not answer (%1).").arg(reply.error().message()));
            return;
        }
        m_cookie = reply.value();
        m_error.clear();
        emit stateChanged();
        // Released in the meantime (the Games page came first): give it back at once.
        if (!m_keepAwake)
            release(false);
    });
}

void ScreenAwake::release(bool wait)
{
    if (!m_cookie)
        return;
    QDBusMessage call = screenSaverCall("UnInhibit");
    call << *m_cookie;
    m_cookie.reset();
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (wait)
        bus.call(call, QDBus::Block, 1000);
    else
        bus.asyncCall(call);
    emit stateChanged();
}

}  // namespace arbiter::app

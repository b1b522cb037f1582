// ScreenAwake on a real session bus: a private dbus-daemon, and on it a screen saver of the test's own
// (org.freedesktop.ScreenSaver, as desktops provide it) that records the calls. Keeping awake calls
// Inhibit and holds the cookie; letting go, and destroying the object (the app's exit), call UnInhibit
// with that cookie; without a screen saver on the bus the object says why and holds nothing. The screen
// saver answers from a thread of its own, as another process would, so a blocking call gets its answer.

#include "app/session/screenawake.h"

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QMutex>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>
#include <QThread>

#include <memory>

using arbiter::app::ScreenAwake;
using namespace Qt::StringLiterals;

class FakeScreenSaver : public QObject {
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.ScreenSaver")

public:
    QStringList inhibitedBy() const
    {
        const QMutexLocker lock(&m_mutex);
        return m_inhibitedBy;
    }
    QList<uint> released() const
    {
        const QMutexLocker lock(&m_mutex);
        return m_released;
    }
    uint lastCookie() const
    {
        const QMutexLocker lock(&m_mutex);
        return m_cookie;
    }
    void clear()
    {
        const QMutexLocker lock(&m_mutex);
        m_inhibitedBy.clear();
        m_released.clear();
    }

public Q_SLOTS:
    uint Inhibit(const QString& application, const QString& reason)
    {
        Q_UNUSED(reason);
        const QMutexLocker lock(&m_mutex);
        m_inhibitedBy.append(application);
        return ++m_cookie;
    }
    void UnInhibit(uint cookie)
    {
        const QMutexLocker lock(&m_mutex);
        m_released.append(cookie);
    }

private:
    mutable QMutex m_mutex;
    QStringList m_inhibitedBy;  // the application names, one per Inhibit
    QList<uint> m_released;     // the cookies given back
    uint m_cookie = 41;
};

class TestScreenAwake : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(u"dbus-daemon"_s).isEmpty())
            QFAIL("dbus-daemon is missing: packaging/install-deps.sh installs it");
        m_daemon.start(u"dbus-daemon"_s, {u"--session"_s, u"--nofork"_s, u"--print-address=1"_s});
        QVERIFY(m_daemon.waitForStarted(10000));
        QTRY_VERIFY_WITH_TIMEOUT(m_daemon.canReadLine(), 10000);
        const QByteArray address = m_daemon.readLine().trimmed();
        QVERIFY(!address.isEmpty());
        // Before anything asks for the session bus: this one is the private daemon's.
        qputenv("DBUS_SESSION_BUS_ADDRESS", address);
        m_saverThread.start();
        m_saver.moveToThread(&m_saverThread);
        m_saverBus = std::make_unique<QDBusConnection>(
            QDBusConnection::connectToBus(QString::fromLatin1(address), u"fake-screen-saver"_s));
        QVERIFY2(m_saverBus->isConnected(), qPrintable(m_saverBus->lastError().message()));
        QVERIFY(m_saverBus->registerObject(QString::fromLatin1(ScreenAwake::path), &m_saver,
                                           QDBusConnection::ExportAllSlots));
        QVERIFY(m_saverBus->registerService(QString::fromLatin1(ScreenAwake::service)));
        QCoreApplication::setApplicationName(u"arbiter"_s);
    }

    void cleanupTestCase()
    {
        m_saverBus->unregisterObject(QString::fromLatin1(ScreenAwake::path));
        m_saverThread.quit();
        m_saverThread.wait();
        m_saverBus.reset();
        QDBusConnection::disconnectFromBus(u"fake-screen-saver"_s);
        m_daemon.kill();
        m_daemon.waitForFinished();
    }

    void holdsAndReleases()
    {
        m_saver.clear();
        ScreenAwake awake;
        QVERIFY(!awake.held());
        awake.setKeepAwake(true);
        QTRY_COMPARE_WITH_TIMEOUT(m_saver.inhibitedBy(), QStringList{u"arbiter"_s}, 10000);
        QTRY_VERIFY(awake.held());
        QVERIFY(awake.error().isEmpty());
        const uint cookie = m_saver.lastCookie();
        awake.setKeepAwake(false);
        QVERIFY(!awake.held());
        QTRY_COMPARE_WITH_TIMEOUT(m_saver.released(), QList<uint>{cookie}, 10000);
        // Asked again: a new Inhibit, its own cookie.
        awake.setKeepAwake(true);
        QTRY_COMPARE_WITH_TIMEOUT(m_saver.inhibitedBy().size(), 2, 10000);
        QTRY_VERIFY(awake.held());
        awake.setKeepAwake(false);
        QTRY_COMPARE_WITH_TIMEOUT(m_saver.released().size(), 2, 10000);
    }

    // The app's exit: the object goes, and the screen saver gets its cookie back.
    void releasesWhenDestroyed()
    {
        m_saver.clear();
        auto awake = std::make_unique<ScreenAwake>();
        awake->setKeepAwake(true);
        QTRY_VERIFY_WITH_TIMEOUT(awake->held(), 10000);
        const uint cookie = m_saver.lastCookie();
        awake.reset();  // waits for the screen saver's answer: released by the time it returns
        QCOMPARE(m_saver.released(), QList<uint>{cookie});
    }

    // Let go before the screen saver was even asked: nothing is asked at all.
    void aShortVisitAsksNothing()
    {
        m_saver.clear();
        ScreenAwake awake;
        awake.setKeepAwake(true);
        awake.setKeepAwake(false);
        QTest::qWait(ScreenAwake::askDelayMsForTests() + 300);
        QVERIFY(m_saver.inhibitedBy().isEmpty());
        QVERIFY(!awake.held());
    }

    // No screen saver on the bus: the object says so, holds nothing, and the app goes on.
    void noScreenSaver()
    {
        QVERIFY(m_saverBus->unregisterService(QString::fromLatin1(ScreenAwake::service)));
        ScreenAwake awake;
        awake.setKeepAwake(true);
        QTRY_VERIFY_WITH_TIMEOUT(!awake.error().isEmpty(), 10000);
        QVERIFY(!awake.held());
        QVERIFY(m_saverBus->registerService(QString::fromLatin1(ScreenAwake::service)));
    }

private:
    QProcess m_daemon;
    QThread m_saverThread;
    FakeScreenSaver m_saver;
    std::unique_ptr<QDBusConnection> m_saverBus;
};

QTEST_GUILESS_MAIN(TestScreenAwake)
#include "tst_screen_awake.moc"

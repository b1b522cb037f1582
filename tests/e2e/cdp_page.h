#pragma once
// What the browser tests share: a headless tablet (table_host, JSON commands on its stdin) and headless
// Chromium driven over the Chrome DevTools Protocol on a QWebSocket, with one tab per "phone" (a browser
// context each, so their storage stays apart) and a few page helpers: evaluate, text, tappable, a real tap,
// the controls smaller than 48 px. Both programs die with the test (child_process.h).

#include "child_process.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>
#include <QWebSocket>

#include <cstdio>

namespace arbiter::testing {

inline QJsonObject parseJsonLine(const QByteArray& line)
{
    return QJsonDocument::fromJson(line.trimmed()).object();
}

// A text as a JavaScript string literal (a CSS selector, a word).
inline QString jsString(const QString& text)
{
    return QString::fromUtf8(
        QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact).mid(1).chopped(1));
}

inline QString chromiumMissing()
{
    return QStringLiteral("chromium is not installed (packaging/install-deps.sh installs it)");
}

}  // namespace arbiter::testing

// A browser test's main(): without Chromium it exits 77, which CTest reports as skipped (a QSKIP would
// pass); else the QTest run of `TestClass`.
#define ARBITER_CHROMIUM_TEST_MAIN(TestClass)                                                    \
    int main(int argc, char** argv)                                                              \
    {                                                                                            \
        if (QStandardPaths::findExecutable(QStringLiteral("chromium")).isEmpty()) {              \
            std::fprintf(stderr, "SKIP: %s\n", qPrintable(arbiter::testing::chromiumMissing())); \
            return 77;                                                                           \
        }                                                                                        \
        QCoreApplication app(argc, argv);                                                        \
        TestClass test;                                                                          \
        QTEST_SET_MAIN_SOURCE_PATH                                                               \
        return QTest::qExec(&test, argc, argv);                                                  \
    }

namespace arbiter::testing {

// table_host on a log, a setup and a seat book: a new game at the first start, the same one after.
class TableHost {
public:
    // The host's "ready" line ({ready, port, url, invite, game, head}); empty when it did not start.
    QJsonObject start(const QString& program, const QStringList& arguments)
    {
        child.process.start(program, arguments);
        if (!child.process.waitForStarted(10000))
            return {};
        QElapsedTimer timer;
        timer.start();
        while (!child.process.canReadLine() && timer.elapsed() < 30000
               && child.process.state() == QProcess::Running)
            child.process.waitForReadyRead(100);
        const QJsonObject ready = parseJsonLine(child.process.readLine());
        if (!ready.value(QStringLiteral("ready")).toBool())
            qWarning() << "table_host:" << child.process.readAllStandardError();
        return ready;
    }

    QJsonObject command(const QJsonObject& command, int ms = 10000)
    {
        child.process.write(QJsonDocument(command).toJson(QJsonDocument::Compact) + '\n');
        QElapsedTimer timer;
        timer.start();
        while (!child.process.canReadLine() && timer.elapsed() < ms
               && child.process.state() == QProcess::Running)
            child.process.waitForReadyRead(50);
        if (!child.process.canReadLine())
            return {};
        return parseJsonLine(child.process.readLine());
    }

    qint64 head()
    {
        return command({{QStringLiteral("head"), true}}).value(QStringLiteral("head")).toInteger();
    }

    void quit()
    {
        if (child.process.state() == QProcess::Running) {
            child.process.write("{\"quit\":true}\n");
            child.process.waitForFinished(5000);
        }
        child.stop();
    }

    Child child;
};

// Headless Chromium and the tab the commands go to.
class CdpBrowser {
public:
    QString session;  // the tab the commands go to (empty: the browser itself)

    // Starts Chromium with its profile in `profileDir` and connects to its DevTools: "" when it is
    // ready, else what went wrong. openPage({}) then attaches to its first tab.
    QString launch(const QString& profileDir)
    {
        const QString chromium = QStandardPaths::findExecutable(QStringLiteral("chromium"));
        m_child.process.start(
            chromium, {QStringLiteral("--headless=new"), QStringLiteral("--no-sandbox"),
                       QStringLiteral("--disable-gpu"), QStringLiteral("--remote-debugging-port=0"),
                       QStringLiteral("--no-first-run"), QStringLiteral("--user-data-dir=") + profileDir,
                       QStringLiteral("about:blank")});
        if (!m_child.process.waitForStarted(10000))
            return m_child.process.errorString();
        // Chromium says where its DevTools listen on stderr: "DevTools listening on ws://127.0.0.1:P/...".
        const QRegularExpression listening(QStringLiteral("DevTools listening on (ws://\\S+)"));
        QByteArray said;
        QString endpoint;
        QElapsedTimer timer;
        timer.start();
        while (endpoint.isEmpty() && timer.elapsed() < 60000
               && m_child.process.state() == QProcess::Running) {
            m_child.process.waitForReadyRead(100);
            said += m_child.process.readAllStandardError();
            endpoint = listening.match(QString::fromUtf8(said)).captured(1);
        }
        if (endpoint.isEmpty())
            return QStringLiteral("chromium did not say where its DevTools listen: ")
                   + QString::fromUtf8(said);
        QObject::connect(&m_socket, &QWebSocket::textMessageReceived, &m_socket,
                         [this](const QString& message) {
                             const QJsonObject object = QJsonDocument::fromJson(message.toUtf8()).object();
                             if (object.contains(QStringLiteral("id")))
                                 m_replies.insert(object.value(QStringLiteral("id")).toInt(), object);
                         });
        m_socket.open(QUrl(endpoint));
        timer.restart();
        while (m_socket.state() != QAbstractSocket::ConnectedState && timer.elapsed() < 10000)
            QTest::qWait(10);
        if (m_socket.state() != QAbstractSocket::ConnectedState)
            return QStringLiteral("could not connect to chromium's DevTools at ") + endpoint;
        return {};
    }

    void close()
    {
        if (m_socket.state() == QAbstractSocket::ConnectedState) {
            session.clear();
            devtools(QStringLiteral("Browser.close"), {}, 3000);
            m_socket.close();
        }
        m_child.stop();
    }

    // A new browser context: another phone, its storage apart.
    QString newContext()
    {
        const QString page = session;
        session.clear();
        const QString context = devtools(QStringLiteral("Target.createBrowserContext"))
                                    .value(QStringLiteral("result"))
                                    .toObject()
                                    .value(QStringLiteral("browserContextId"))
                                    .toString();
        session = page;
        return context;
    }

    // A tab in `browserContext` (empty: the browser's first tab), held upright as a phone (412 x 915 CSS
    // pixels, touch, a mobile viewport). Commands then go to it; returns its session ("" on failure).
    QString openPage(const QString& browserContext)
    {
        session.clear();
        QString page;
        if (browserContext.isEmpty()) {
            const QJsonArray targets = devtools(QStringLiteral("Target.getTargets"))
                                           .value(QStringLiteral("result"))
                                           .toObject()
                                           .value(QStringLiteral("targetInfos"))
                                           .toArray();
            for (const QJsonValue& target : targets)
                if (target.toObject().value(QStringLiteral("type")).toString() == QStringLiteral("page"))
                    page = target.toObject().value(QStringLiteral("targetId")).toString();
        } else {
            page = devtools(QStringLiteral("Target.createTarget"),
                            {{QStringLiteral("url"), QStringLiteral("about:blank")},
                             {QStringLiteral("browserContextId"), browserContext}})
                       .value(QStringLiteral("result"))
                       .toObject()
                       .value(QStringLiteral("targetId"))
                       .toString();
        }
        if (page.isEmpty())
            return {};
        const QJsonObject attached =
            devtools(QStringLiteral("Target.attachToTarget"),
                     {{QStringLiteral("targetId"), page}, {QStringLiteral("flatten"), true}});
        session =
            attached.value(QStringLiteral("result")).toObject().value(QStringLiteral("sessionId")).toString();
        if (session.isEmpty() || !setViewport(412, 915))
            return {};
        return session;
    }

    // The tab the commands go to (a session openPage returned), brought to the front.
    void use(const QString& page)
    {
        session = page;
        devtools(QStringLiteral("Page.bringToFront"));
    }

    bool setViewport(int width, int height)
    {
        const QJsonObject metrics = devtools(QStringLiteral("Emulation.setDeviceMetricsOverride"),
                                             {{QStringLiteral("width"), width},
                                              {QStringLiteral("height"), height},
                                              {QStringLiteral("deviceScaleFactor"), 1},
                                              {QStringLiteral("mobile"), true}});
        return !metrics.contains(QStringLiteral("error"));
    }

    bool navigate(const QString& url)
    {
        return !devtools(QStringLiteral("Page.navigate"), {{QStringLiteral("url"), url}})
                    .contains(QStringLiteral("error"));
    }

    QJsonObject devtools(const QString& method, const QJsonObject& params = {}, int ms = 10000)
    {
        const int id = m_nextId++;
        QJsonObject message{{QStringLiteral("id"), id},
                            {QStringLiteral("method"), method},
                            {QStringLiteral("params"), params}};
        if (!session.isEmpty())
            message.insert(QStringLiteral("sessionId"), session);
        m_socket.sendTextMessage(QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
        QElapsedTimer timer;
        timer.start();
        while (!m_replies.contains(id) && timer.elapsed() < ms
               && m_socket.state() == QAbstractSocket::ConnectedState)
            QTest::qWait(5);
        return m_replies.take(id);
    }

    QJsonValue evaluate(const QString& expression)
    {
        const QJsonObject reply =
            devtools(QStringLiteral("Runtime.evaluate"), {{QStringLiteral("expression"), expression},
                                                          {QStringLiteral("returnByValue"), true},
                                                          {QStringLiteral("awaitPromise"), true}});
        const QJsonObject result = reply.value(QStringLiteral("result")).toObject();
        if (result.contains(QStringLiteral("exceptionDetails")))
            qWarning() << "page exception:" << result.value(QStringLiteral("exceptionDetails")).toObject();
        return result.value(QStringLiteral("result")).toObject().value(QStringLiteral("value"));
    }

    // The text of the element shown at `selector`, "<none>" when it is missing or hidden.
    QString text(const QString& selector)
    {
        return evaluate(QStringLiteral("(() => { const e = document.querySelector(%1); return e && "
                                       "!e.closest('[hidden]') ? e.textContent.trim() : '<none>'; })()")
                            .arg(jsString(selector)))
            .toString();
    }

    // Shown and enabled: what a finger could tap now.
    bool tappable(const QString& selector)
    {
        return evaluate(QStringLiteral("(() => { const e = document.querySelector(%1); return Boolean(e && "
                                       "!e.disabled && !e.closest('[hidden]')); })()")
                            .arg(jsString(selector)))
            .toBool();
    }

    // A real tap: the mouse goes down and up on the element's centre, as a finger would. Never inside a
    // QTRY_* macro, which evaluates its expression more than once.
    bool tap(const QString& selector)
    {
        const QJsonObject box =
            evaluate(
                QStringLiteral("(() => { const e = document.querySelector(%1); if (!e || e.disabled || "
                               "e.closest('[hidden]')) return null; e.scrollIntoView({block: 'center'}); "
                               "const r = e.getBoundingClientRect(); return {x: r.left + r.width / 2, y: "
                               "r.top + r.height / 2}; })()")
                    .arg(jsString(selector)))
                .toObject();
        if (box.isEmpty())
            return false;
        for (const char* type : {"mousePressed", "mouseReleased"}) {
            devtools(QStringLiteral("Input.dispatchMouseEvent"),
                     {{QStringLiteral("type"), QString::fromLatin1(type)},
                      {QStringLiteral("x"), box.value(QStringLiteral("x"))},
                      {QStringLiteral("y"), box.value(QStringLiteral("y"))},
                      {QStringLiteral("button"), QStringLiteral("left")},
                      {QStringLiteral("clickCount"), 1}});
        }
        return true;
    }

    // `english` as the page in the current tab words it (its language's translation).
    QString pageWord(const QString& english)
    {
        return evaluate(QStringLiteral("import('/i18n.js').then((words) => words.qsTr(%1))")
                            .arg(jsString(english)))
            .toString();
    }

    // Chooses `value` in the <select> at `selector` as a finger would (then its change event).
    bool choose(const QString& selector, const QString& value)
    {
        return evaluate(
                   QStringLiteral("(() => { const e = document.querySelector(%1); if (!e || e.disabled || "
                                  "e.closest('[hidden]')) return false; e.value = %2; if (e.value !== %2) "
                                  "return false; e.dispatchEvent(new Event('change', {bubbles: true})); "
                                  "return true; })()")
                       .arg(jsString(selector), jsString(value)))
            .toBool();
    }

    // The page's shown buttons, fields and choices smaller than 48 x 48 CSS pixels (none, one hopes).
    QString smallControls()
    {
        return evaluate(QStringLiteral(
                            "Array.from(document.querySelectorAll('button, select, input')).filter((e) => "
                            "e.getClientRects().length && !e.closest('[hidden]')).filter((e) => { const r = "
                            "e.getBoundingClientRect(); return r.width < 48 || r.height < 48; }).map((e) => "
                            "(e.id || e.className || e.tagName) + ' ' + "
                            "Math.round(e.getBoundingClientRect().width) "
                            "+ 'x' + Math.round(e.getBoundingClientRect().height)).join(', ')"))
            .toString();
    }

    // Whether the page is wider than its viewport (something does not fit at this width).
    bool scrollsSideways()
    {
        return evaluate(QStringLiteral("document.documentElement.scrollWidth > innerWidth + 1")).toBool();
    }

private:
    Child m_child;
    QWebSocket m_socket;
    QHash<int, QJsonObject> m_replies;
    int m_nextId = 1;
};

}  // namespace arbiter::testing

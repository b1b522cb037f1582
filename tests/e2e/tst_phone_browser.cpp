// The players' phone page in a real browser: headless Chromium opens the page a headless tablet
// (table_host) serves, joins Ann's seat, levels up, has a refusal shown, sees a change made on the tablet,
// comes back by itself after the tablet is killed and restarted, keeps a tap made while the tablet is away
// and sends it once it is back, picks a seat from the invitation on a second "phone", keeps every control
// 48 px or more at 360 x 640 with the fight pinned at the top, reads the game's report (and is offered it
// once the game is won), and leaves a seat the tablet takes back. Chromium is driven over the Chrome
// DevTools Protocol on a QWebSocket. Without Chromium the test exits 77, which CTest reports as skipped
// (packaging/install-deps.sh installs it).

#include "cdp_page.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

using namespace Qt::StringLiterals;

using arbiter::testing::CdpBrowser;
using arbiter::testing::TableHost;

class PhoneBrowserTest : public QObject {
    Q_OBJECT

private:
    QJsonObject startHost(quint16 port);
    QString openPage(const QString& browserContext) { return m_browser.openPage(browserContext); }
    QJsonObject host(const QJsonObject& command, int ms = 10000) { return m_host.command(command, ms); }
    QJsonObject devtools(const QString& method, const QJsonObject& params = {}, int ms = 10000)
    {
        return m_browser.devtools(method, params, ms);
    }
    QJsonValue evaluate(const QString& expression) { return m_browser.evaluate(expression); }
    QString text(const QString& selector) { return m_browser.text(selector); }
    // `english` as the page in the current tab words it (its language's translation).
    QString pageWord(const QString& english) { return m_browser.pageWord(english); }
    QString levelShown(const QString& player);
    int levelInLog(const QString& player);
    bool tappable(const QString& selector) { return m_browser.tappable(selector); }
    bool tap(const QString& selector) { return m_browser.tap(selector); }
    // The page's shown buttons, fields and choices smaller than 48 x 48 CSS pixels (none, one hopes).
    QString smallControls() { return m_browser.smallControls(); }

    QTemporaryDir m_dir;
    TableHost m_host;
    CdpBrowser m_browser;
    QString& m_session = m_browser.session;  // the page the commands go to (empty: the browser itself)
    QString m_seatUrl;
    QString m_inviteUrl;
    QString m_bobsContext;  // the second phone, Bob's, kept for the offer of help
    QString m_bobsPage;
    quint16 m_port = 0;

private Q_SLOTS:
    void initTestCase();
    void joinsTheSeat();
    void levelsUp();
    void showsARefusal();
    void seesTheTabletsChange();
    void takesAScreenshot();
    void comesBackAfterTheTabletRestarts();
    void keepsATapMadeWhileTheTabletIsAway();
    void picksASeatFromTheInvitation();
    void helpIsOfferedAndAccepted();
    void showsTheReport();
    void leavesATakenBackSeat();
    void cleanupTestCase();
};

// table_host on the test's log and seat book: a new game at the first start, the same one after.
QJsonObject PhoneBrowserTest::startHost(quint16 port)
{
    return m_host.start(
        QStringLiteral(TABLE_HOST),
        {u"--db"_s, m_dir.filePath(u"game.arbiter"_s), u"--setup"_s, m_dir.filePath(u"setup.json"_s),
         u"--book"_s, m_dir.filePath(u"book.json"_s), u"--port"_s, QString::number(port)});
}

QString PhoneBrowserTest::levelShown(const QString& player)
{
    return text(u"#players [data-player=\"%1\"] .level"_s.arg(player));
}

int PhoneBrowserTest::levelInLog(const QString& player)
{
    const QJsonArray players =
        host({{u"head"_s, true}}).value(u"state"_s).toObject().value(u"players"_s).toArray();
    for (const QJsonValue& entry : players)
        if (entry.toObject().value(u"name"_s).toString() == player)
            return entry.toObject().value(u"level"_s).toInt();
    return -1;
}

void PhoneBrowserTest::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString setup = m_dir.filePath(u"setup.json"_s);
    QFile setupFile(setup);
    QVERIFY(setupFile.open(QIODevice::WriteOnly));
    setupFile.write(R"({"name": "Phones", "edition": "deluxe", "players": [{"name": "Ann", "sex": "female"},
                        {"name": "Bob", "sex": "male"}]})");
    setupFile.close();

    const QJsonObject ready = startHost(0);
    QVERIFY(ready.value(u"ready"_s).toBool());
    m_port = static_cast<quint16>(ready.value(u"port"_s).toInt());
    m_inviteUrl = ready.value(u"url"_s).toString();
    m_seatUrl = host({{u"seatUrl"_s, u"Ann"_s}}).value(u"url"_s).toString();
    QVERIFY2(m_seatUrl.startsWith(u"http://127.0.0.1:"_s) && m_seatUrl.contains(u"#seat="_s),
             qPrintable(m_seatUrl));

    const QString failed = m_browser.launch(m_dir.filePath(u"chromium"_s));  // main() made sure it is there
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    QVERIFY2(!openPage({}).isEmpty(), "could not attach to the browser's tab");
}

void PhoneBrowserTest::joinsTheSeat()
{
    const QJsonObject navigated = devtools(u"Page.navigate"_s, {{u"url"_s, m_seatUrl}});
    QVERIFY2(!navigated.contains(u"error"_s), QJsonDocument(navigated).toJson().constData());
    QTRY_COMPARE_WITH_TIMEOUT(text(u"#me"_s), u"Ann"_s, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(evaluate(u"document.getElementById('status').dataset.state"_s).toString(),
                              u"connected"_s, 5000);
    QTRY_COMPARE_WITH_TIMEOUT(levelShown(u"Ann"_s), u"1"_s, 5000);
    QCOMPARE(levelShown(u"Bob"_s), u"1"_s);
    // The token left the address bar and stays in the browser's storage for this address.
    QVERIFY(!evaluate(u"location.href"_s).toString().contains(u"seat="_s));
    QVERIFY(!evaluate(u"localStorage.getItem('arbiter.seat.' + location.host)"_s).toString().isEmpty());
    // The screen: kept on where the browser gives the page a wake lock (a secure page: this loopback
    // address is one), else a line that says it cannot and what to do.
    const bool canLock = evaluate(u"'wakeLock' in navigator && window.isSecureContext"_s).toBool();
    QTRY_VERIFY_WITH_TIMEOUT(
        evaluate(u"document.getElementById('awake').dataset.state"_s).toString() != u"unknown"_s, 5000);
    const QString awake = evaluate(u"document.getElementById('awake').dataset.state"_s).toString();
    if (canLock)
        QVERIFY2(awake == u"held"_s || awake == u"refused"_s, qPrintable(awake));
    else
        QCOMPARE(awake, u"unavailable"_s);
    QVERIFY(!text(u"#awake"_s).isEmpty());
    qInfo("the page's wake lock: %s (%s)", qPrintable(awake), qPrintable(text(u"#awake"_s)));
}

void PhoneBrowserTest::levelsUp()
{
    QTRY_VERIFY_WITH_TIMEOUT(tappable(u"#levelUp"_s), 5000);
    // Where + and − are on the page, as a finger finds them (the page's own coordinates, not the view's).
    const QString tops =
        u"['#levelUp', '#levelDown'].map(s => document.querySelector(s).getBoundingClientRect().top + "
        u"window.scrollY).join(' ')"_s;
    const QString before = evaluate(tops).toString();
    QVERIFY(tap(u"#levelUp"_s));
    QTRY_COMPARE_WITH_TIMEOUT(levelInLog(u"Ann"_s), 2, 5000);
    QTRY_COMPARE_WITH_TIMEOUT(levelShown(u"Ann"_s), u"2"_s, 5000);
    QCOMPARE(text(u"#myLevel"_s), u"2"_s);
    // "Level up: done." moves neither + nor − (it pushed them 100 px down).
    QTRY_VERIFY_WITH_TIMEOUT(text(u"#confirm"_s).startsWith(u"Level up: done"_s), 5000);
    QCOMPARE(evaluate(tops).toString(), before);
}

void PhoneBrowserTest::showsARefusal()
{
    // Ann is at Level 9 (a card on the tablet); a Go Up a Level card may not give the winning Level.
    const QJsonObject raised = host({{u"perform"_s, QJsonObject{{u"kind"_s, u"change-level"_s},
                                                                {u"player"_s, u"Ann"_s},
                                                                {u"amount"_s, 7},
                                                                {u"source"_s, u"card"_s}}}});
    QVERIFY2(raised.value(u"recorded"_s).toBool(), QJsonDocument(raised).toJson().constData());
    QTRY_COMPARE_WITH_TIMEOUT(levelShown(u"Ann"_s), u"9"_s, 5000);
    const qint64 head = host({{u"head"_s, true}}).value(u"head"_s).toInteger();

    QTRY_VERIFY_WITH_TIMEOUT(tappable(u"#levelUp"_s), 5000);
    QVERIFY(tap(u"#levelUp"_s));
    QTRY_VERIFY_WITH_TIMEOUT(text(u"#refusal"_s) != u"<none>"_s, 5000);
    const QString refusal = text(u"#refusal"_s);
    // The referee's reason with the rule behind it by its title, in people's words, never its id.
    QVERIFY2(refusal.contains(u"Rule: Go Up a Level"_s), qPrintable(refusal));
    QVERIFY2(!QRegularExpression(u"\\b[a-z]+(-[a-z]+)*\\.[a-z]+(-[a-z]+)*\\b"_s).match(refusal).hasMatch(),
             qPrintable(refusal));
    QCOMPARE(levelInLog(u"Ann"_s), 9);
    QCOMPARE(host({{u"head"_s, true}}).value(u"head"_s).toInteger(), head);  // nothing written
    QCOMPARE(levelShown(u"Ann"_s), u"9"_s);
}

void PhoneBrowserTest::seesTheTabletsChange()
{
    const QJsonObject done = host({{u"perform"_s, QJsonObject{{u"kind"_s, u"change-level"_s},
                                                              {u"player"_s, u"Bob"_s},
                                                              {u"amount"_s, 1},
                                                              {u"source"_s, u"go-up-a-level"_s}}}});
    QVERIFY2(done.value(u"recorded"_s).toBool(), QJsonDocument(done).toJson().constData());
    QTRY_COMPARE_WITH_TIMEOUT(levelShown(u"Bob"_s), u"2"_s, 2000);
    QVERIFY(text(u"#history"_s).contains(u"Bob"_s));
}

void PhoneBrowserTest::takesAScreenshot()
{
    // Something to show in the Items list, then the refusal put away.
    const QJsonObject item =
        host({{u"perform"_s, QJsonObject{{u"kind"_s, u"gain-item"_s},
                                         {u"player"_s, u"Ann"_s},
                                         {u"item"_s, QJsonObject{{u"name"_s, u"Horny Helmet"_s},
                                                                 {u"slot"_s, u"headgear"_s},
                                                                 {u"bonus"_s, 1},
                                                                 {u"gold"_s, 600},
                                                                 {u"equipped"_s, true}}}}}});
    QVERIFY2(item.value(u"recorded"_s).toBool(), QJsonDocument(item).toJson().constData());
    QTRY_VERIFY_WITH_TIMEOUT(text(u"#myItems"_s).contains(u"Horny Helmet"_s), 5000);
    QVERIFY(tap(u"#refusalClose"_s));
    QTRY_COMPARE_WITH_TIMEOUT(text(u"#refusal"_s), u"<none>"_s, 2000);
    evaluate(u"window.scrollTo(0, 0)"_s);

    const QJsonObject shot = devtools(u"Page.captureScreenshot"_s, {{u"format"_s, u"png"_s}});
    const QByteArray png =
        QByteArray::fromBase64(shot.value(u"result"_s).toObject().value(u"data"_s).toString().toLatin1());
    QVERIFY2(png.startsWith("\x89PNG"), "no PNG from Page.captureScreenshot");
    QVERIFY(QDir().mkpath(QStringLiteral(SCREENSHOT_DIR)));
    QFile file(QStringLiteral(SCREENSHOT_DIR) + u"/phone.png"_s);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(png);
    file.close();
    if (qEnvironmentVariable("ARBITER_UPDATE_DOCS_SCREENSHOTS") == u"1"_s) {
        const QString docs = QStringLiteral(DOCS_SCREENSHOT_DIR) + u"/phone.png"_s;
        QFile::remove(docs);
        QVERIFY(file.copy(docs));
    }
}

void PhoneBrowserTest::comesBackAfterTheTabletRestarts()
{
    const QString state = u"document.getElementById('status').dataset.state"_s;
    m_host.child.process
        .kill();  // the tablet app killed (SIGKILL), then started again on the same files and port
    QVERIFY(m_host.child.process.waitForFinished(5000));
    QTRY_COMPARE_WITH_TIMEOUT(evaluate(state).toString(), u"reconnecting"_s, 5000);
    QVERIFY(startHost(m_port).value(u"ready"_s).toBool());
    QTRY_COMPARE_WITH_TIMEOUT(evaluate(state).toString(), u"connected"_s, 10000);
    QCOMPARE(text(u"#me"_s), u"Ann"_s);
    QCOMPARE(levelShown(u"Ann"_s), u"9"_s);
    QTRY_VERIFY_WITH_TIMEOUT(tappable(u"#levelDown"_s), 5000);
    QVERIFY(tap(u"#levelDown"_s));
    QTRY_COMPARE_WITH_TIMEOUT(levelInLog(u"Ann"_s), 8, 5000);
    QTRY_COMPARE_WITH_TIMEOUT(levelShown(u"Ann"_s), u"8"_s, 5000);
}

// On a flaky Wi-Fi: Level +1 tapped while the tablet is away waits on the page, visibly, and goes once
// when the tablet is back; the log then has exactly one more action, that Level.
void PhoneBrowserTest::keepsATapMadeWhileTheTabletIsAway()
{
    const QString state = u"document.getElementById('status').dataset.state"_s;
    const qint64 head = host({{u"head"_s, true}}).value(u"head"_s).toInteger();
    QCOMPARE(levelInLog(u"Ann"_s), 8);
    QCOMPARE(text(u"#pending"_s), u"<none>"_s);
    m_host.child.process.kill();
    QVERIFY(m_host.child.process.waitForFinished(5000));
    QTRY_COMPARE_WITH_TIMEOUT(evaluate(state).toString(), u"reconnecting"_s, 5000);
    QVERIFY(tap(u"#levelUp"_s));
    QTRY_COMPARE_WITH_TIMEOUT(text(u"#pending"_s), u"Level up — waiting to send"_s, 2000);
    QCOMPARE(text(u"#refusal"_s), u"<none>"_s);  // kept, not refused

    QVERIFY(startHost(m_port).value(u"ready"_s).toBool());
    QTRY_COMPARE_WITH_TIMEOUT(evaluate(state).toString(), u"connected"_s, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(text(u"#pending"_s), u"<none>"_s, 5000);
    QTRY_VERIFY_WITH_TIMEOUT(text(u"#confirm"_s).startsWith(u"Level up: done"_s), 5000);
    QTRY_COMPARE_WITH_TIMEOUT(levelShown(u"Ann"_s), u"9"_s, 5000);
    QCOMPARE(levelInLog(u"Ann"_s), 9);
    QCOMPARE(host({{u"head"_s, true}}).value(u"head"_s).toInteger(), head + 1);

    // Back to Level 8 for the fight that follows (a Level 9 winner would end the game there).
    const QJsonObject down = host({{u"perform"_s, QJsonObject{{u"kind"_s, u"change-level"_s},
                                                              {u"player"_s, u"Ann"_s},
                                                              {u"amount"_s, -1},
                                                              {u"source"_s, u"card"_s}}}});
    QVERIFY2(down.value(u"recorded"_s).toBool(), QJsonDocument(down).toJson().constData());
    QTRY_COMPARE_WITH_TIMEOUT(levelShown(u"Ann"_s), u"8"_s, 5000);
}

void PhoneBrowserTest::picksASeatFromTheInvitation()
{
    const QString annsPage = m_session;
    m_session.clear();
    const QString context = devtools(u"Target.createBrowserContext"_s)
                                .value(u"result"_s)
                                .toObject()
                                .value(u"browserContextId"_s)
                                .toString();
    QVERIFY(!context.isEmpty());
    QVERIFY(!openPage(context).isEmpty());
    // Bob's phone speaks German: its browser prefers it. The page follows the browser, not the tablet.
    const QString userAgent = evaluate(u"navigator.userAgent"_s).toString();
    const QJsonObject german = devtools(u"Emulation.setUserAgentOverride"_s,
                                        {{u"userAgent"_s, userAgent}, {u"acceptLanguage"_s, u"de-DE,de"_s}});
    QVERIFY2(!german.contains(u"error"_s), QJsonDocument(german).toJson().constData());
    // A phone that has neither an invitation nor a seat is told what to do, in its language.
    devtools(u"Page.navigate"_s, {{u"url"_s, u"http://127.0.0.1:%1/"_s.arg(m_port)}});
    QTRY_COMPARE_WITH_TIMEOUT(evaluate(u"document.documentElement.lang"_s).toString(), u"de"_s, 10000);
    const QString scan = pageWord(u"Scan the tablet's invitation QR code"_s);
    QVERIFY2(scan != u"Scan the tablet's invitation QR code"_s && !scan.isEmpty(), qPrintable(scan));
    QTRY_COMPARE_WITH_TIMEOUT(text(u"#notice"_s), scan, 10000);
    devtools(u"Page.navigate"_s, {{u"url"_s, m_inviteUrl}});
    // Ann's seat is taken (greyed), Bob's is free.
    QTRY_VERIFY_WITH_TIMEOUT(tappable(u"#seats [data-seat=\"Bob\"]"_s), 10000);
    QVERIFY(!tappable(u"#seats [data-seat=\"Ann\"]"_s));
    QCOMPARE(text(u"#me"_s), QString());
    QVERIFY(tap(u"#seats [data-seat=\"Bob\"]"_s));
    QTRY_COMPARE_WITH_TIMEOUT(text(u"#me"_s), u"Bob"_s, 5000);
    QCOMPARE(text(u"#seats"_s), u"<none>"_s);
    QVERIFY(!evaluate(u"location.href"_s).toString().contains(u"invite="_s));
    QVERIFY(!evaluate(u"localStorage.getItem('arbiter.seat.' + location.host)"_s).toString().isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(tappable(u"#levelUp"_s), 5000);
    QVERIFY(tap(u"#levelUp"_s));
    QTRY_COMPARE_WITH_TIMEOUT(levelInLog(u"Bob"_s), 3, 5000);

    m_bobsContext = context;
    m_bobsPage = m_session;
    m_session = annsPage;
    devtools(u"Page.bringToFront"_s);
    QTRY_COMPARE_WITH_TIMEOUT(levelShown(u"Bob"_s), u"3"_s, 5000);
}

// Help in a fight is Bob's offer on his phone and Ann's acceptance on hers; then the log has it.
void PhoneBrowserTest::helpIsOfferedAndAccepted()
{
    const QString annsPage = m_session;
    const QJsonObject fight =
        host({{u"perform"_s, QJsonObject{{u"kind"_s, u"start-combat"_s},
                                         {u"monster"_s, QJsonObject{{u"name"_s, u"Net Troll"_s},
                                                                    {u"level"_s, 10},
                                                                    {u"treasures"_s, 3},
                                                                    {u"levels"_s, 1}}}}}});
    QVERIFY2(fight.value(u"recorded"_s).toBool(), QJsonDocument(fight).toJson().constData());
    m_session = m_bobsPage;
    devtools(u"Page.bringToFront"_s);
    QTRY_VERIFY_WITH_TIMEOUT(tappable(u"#offerHelp"_s), 5000);
    QVERIFY(tap(u"#offerHelp"_s));
    // Bob's page is in German (see picksASeatFromTheInvitation): the sentence as his page words it.
    const QString waiting =
        evaluate(
            u"import('/i18n.js').then((words) => "
            u"words.fill(words.qsTr('Offered to %1: waiting for them to accept.'), 'Ann'))"_s)
            .toString();
    QVERIFY2(!waiting.contains(u"waiting for them"_s), qPrintable(waiting));
    QTRY_VERIFY_WITH_TIMEOUT(text(u"#helpBox"_s).contains(waiting), 5000);
    m_session = annsPage;
    devtools(u"Page.bringToFront"_s);
    QTRY_VERIFY_WITH_TIMEOUT(tappable(u"#helpBox [data-accept=\"Bob\"]"_s), 5000);

    // Held in one hand (360 x 640) during the fight: every control shown is 48 px or more each way, and
    // the fight (both strengths, the verdict) stays pinned under the header while the page scrolls.
    devtools(u"Emulation.setDeviceMetricsOverride"_s,
             {{u"width"_s, 360}, {u"height"_s, 640}, {u"deviceScaleFactor"_s, 1}, {u"mobile"_s, true}});
    QTRY_COMPARE_WITH_TIMEOUT(evaluate(u"innerWidth"_s).toInt(), 360, 5000);
    const QString small = smallControls();
    QVERIFY2(small.isEmpty(), qPrintable(small));
    evaluate(u"window.scrollTo(0, document.body.scrollHeight)"_s);
    const QJsonObject pinned =
        evaluate(
            u"(() => { const c = document.getElementById('combat').getBoundingClientRect(); const h = "
            u"document.getElementById('top').getBoundingClientRect(); const s = "
            u"document.getElementById('monsterStrength').getBoundingClientRect(); return {scrolled: "
            u"scrollY, top: c.top, bottom: c.bottom, header: h.bottom, strength: s.bottom, vh: "
            u"innerHeight}; })()"_s)
            .toObject();
    const auto at = [&pinned](const char* key) { return pinned.value(QLatin1StringView(key)).toDouble(); };
    QVERIFY2(at("scrolled") > 0 && at("top") >= at("header") - 1 && at("top") <= at("header") + 16
                 && at("strength") < at("bottom") && at("bottom") <= at("vh") / 2,
             QJsonDocument(pinned).toJson().constData());
    devtools(u"Emulation.setDeviceMetricsOverride"_s,
             {{u"width"_s, 412}, {u"height"_s, 915}, {u"deviceScaleFactor"_s, 1}, {u"mobile"_s, true}});
    QTRY_COMPARE_WITH_TIMEOUT(evaluate(u"innerWidth"_s).toInt(), 412, 5000);

    QVERIFY(tap(u"#helpBox [data-accept=\"Bob\"]"_s));
    QTRY_COMPARE_WITH_TIMEOUT(host({{u"head"_s, true}})
                                  .value(u"state"_s)
                                  .toObject()
                                  .value(u"combat"_s)
                                  .toObject()
                                  .value(u"helper"_s)
                                  .toString(),
                              u"Bob"_s, 5000);
    QTRY_COMPARE_WITH_TIMEOUT(text(u"#helpBox"_s), u"<none>"_s, 5000);  // nothing more to accept

    m_session.clear();
    devtools(u"Target.disposeBrowserContext"_s, {{u"browserContextId"_s, m_bobsContext}});
    m_session = annsPage;
}

// The fight Ann won with Bob's help is in the report her phone asks for; the report follows the tablet while
// it is shown, Back returns to the table, and once Ann has won the table offers the report first.
void PhoneBrowserTest::showsTheReport()
{
    const QJsonObject won = host({{u"perform"_s, QJsonObject{{u"kind"_s, u"resolve-combat"_s}}}});
    QVERIFY2(won.value(u"recorded"_s).toBool(), QJsonDocument(won).toJson().constData());
    QTRY_COMPARE_WITH_TIMEOUT(levelShown(u"Ann"_s), u"9"_s, 5000);

    // Held in one hand (360 x 640): the button is under the thumb, at the foot of the screen, 48 px or more.
    devtools(u"Emulation.setDeviceMetricsOverride"_s,
             {{u"width"_s, 360}, {u"height"_s, 640}, {u"deviceScaleFactor"_s, 1}, {u"mobile"_s, true}});
    QTRY_VERIFY_WITH_TIMEOUT(tappable(u"#reportOpen"_s), 5000);
    const QJsonObject button =
        evaluate(
            u"(() => { const r = document.getElementById('reportOpen').getBoundingClientRect(); "
            u"return {w: r.width, h: r.height, top: r.top, bottom: r.bottom, right: r.right, "
            u"vw: innerWidth, vh: innerHeight}; })()"_s)
            .toObject();
    QVERIFY2(button.value(u"h"_s).toDouble() >= 48 && button.value(u"w"_s).toDouble() >= 48,
             QJsonDocument(button).toJson().constData());
    QVERIFY2(button.value(u"bottom"_s).toDouble() <= button.value(u"vh"_s).toDouble()
                 && button.value(u"top"_s).toDouble() > button.value(u"vh"_s).toDouble() / 2
                 && button.value(u"right"_s).toDouble() <= button.value(u"vw"_s).toDouble(),
             QJsonDocument(button).toJson().constData());

    QVERIFY(tap(u"#reportOpen"_s));
    const QString ann = u"#report [data-player=\"Ann\"]"_s;
    QTRY_COMPARE_WITH_TIMEOUT(text(ann + u" .name"_s), u"Ann"_s, 5000);
    QTRY_COMPARE_WITH_TIMEOUT(text(ann + u" [data-figure=\"kills\"]"_s), u"1"_s, 5000);
    QCOMPARE(text(ann + u" [data-figure=\"finalLevel\"]"_s), u"9"_s);
    QVERIFY2(text(u"#reportFight"_s).contains(u"Net Troll"_s), qPrintable(text(u"#reportFight"_s)));
    QCOMPARE(text(u"#turn"_s), u"<none>"_s);  // in place of the table
    QVERIFY(tappable(u"#reportBack"_s));

    // The tablet moves on while the report is shown: the report follows.
    const QString bobsCards = u"#report [data-player=\"Bob\"] [data-figure=\"levelsByCards\"]"_s;
    bool read = false;
    const int before = text(bobsCards).toInt(&read);
    QVERIFY2(read, qPrintable(text(bobsCards)));
    const QJsonObject up = host({{u"perform"_s, QJsonObject{{u"kind"_s, u"change-level"_s},
                                                            {u"player"_s, u"Bob"_s},
                                                            {u"amount"_s, 1},
                                                            {u"source"_s, u"go-up-a-level"_s}}}});
    QVERIFY2(up.value(u"recorded"_s).toBool(), QJsonDocument(up).toJson().constData());
    QTRY_COMPARE_WITH_TIMEOUT(text(bobsCards), QString::number(before + 1), 5000);

    const QJsonObject shot = devtools(u"Page.captureScreenshot"_s, {{u"format"_s, u"png"_s}});
    QFile file(QStringLiteral(SCREENSHOT_DIR) + u"/phone_report.png"_s);
    if (QDir().mkpath(QStringLiteral(SCREENSHOT_DIR)) && file.open(QIODevice::WriteOnly))
        file.write(QByteArray::fromBase64(
            shot.value(u"result"_s).toObject().value(u"data"_s).toString().toLatin1()));
    file.close();
    if (qEnvironmentVariable("ARBITER_UPDATE_DOCS_SCREENSHOTS") == u"1"_s) {
        const QString docs = QStringLiteral(DOCS_SCREENSHOT_DIR) + u"/phone_report.png"_s;
        QFile::remove(docs);
        QVERIFY(file.copy(docs));
    }

    QVERIFY(tap(u"#reportBack"_s));
    QTRY_COMPARE_WITH_TIMEOUT(text(u"#report"_s), u"<none>"_s, 5000);
    QTRY_COMPARE_WITH_TIMEOUT(levelShown(u"Ann"_s), u"9"_s, 5000);
    QVERIFY(tappable(u"#reportOpen"_s));
    QCOMPARE(text(u"#gameOver"_s), u"<none>"_s);  // nobody has won yet

    // Ann wins (a card that says it may give the winning Level): the table offers the report first.
    const QJsonObject win = host({{u"perform"_s, QJsonObject{{u"kind"_s, u"change-level"_s},
                                                             {u"player"_s, u"Ann"_s},
                                                             {u"amount"_s, 1},
                                                             {u"source"_s, u"card"_s},
                                                             {u"cardAllowsWin"_s, true}}}});
    QVERIFY2(win.value(u"recorded"_s).toBool(), QJsonDocument(win).toJson().constData());
    QTRY_VERIFY_WITH_TIMEOUT(tappable(u"#gameOverReport"_s), 5000);
    QVERIFY(tap(u"#gameOverReport"_s));
    QTRY_VERIFY_WITH_TIMEOUT(text(u"#reportOutcome"_s).startsWith(u"Ann won on turn"_s), 5000);
    QVERIFY2(text(ann + u" .badge"_s).contains(u"winner"_s), qPrintable(text(ann + u" .badge"_s)));
    QVERIFY(tap(u"#reportBack"_s));
    QTRY_VERIFY_WITH_TIMEOUT(tappable(u"#gameOverReport"_s), 5000);
    devtools(u"Emulation.setDeviceMetricsOverride"_s,
             {{u"width"_s, 412}, {u"height"_s, 915}, {u"deviceScaleFactor"_s, 1}, {u"mobile"_s, true}});
}

void PhoneBrowserTest::leavesATakenBackSeat()
{
    QVERIFY(host({{u"takeBack"_s, u"Ann"_s}}).value(u"ok"_s).toBool());
    QTRY_VERIFY_WITH_TIMEOUT(text(u"#notice"_s).contains(u"took your seat back"_s), 5000);
    QCOMPARE(evaluate(u"document.getElementById('status').dataset.state"_s).toString(), u"closed"_s);
    QVERIFY(evaluate(u"localStorage.getItem('arbiter.seat.' + location.host)"_s).isNull());
    QCOMPARE(text(u"#levelUp"_s), u"<none>"_s);
}

void PhoneBrowserTest::cleanupTestCase()
{
    m_browser.close();
    m_host.quit();
}

ARBITER_CHROMIUM_TEST_MAIN(PhoneBrowserTest)

#include "tst_phone_browser.moc"

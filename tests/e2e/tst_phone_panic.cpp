// A Munchkin Panic turn from two phones in a real browser, the tablet untouched (issue 26): headless Chromium
// opens Ann's and Bob's seats on the page a headless tablet (table_host) serves. Ann's phone places the
// set-up's Monsters from the bag with the die, discards and draws, gives Charity and moves on to Play Cards;
// Bob's phone offers a deal, Ann's accepts it, and Bob's plays his Hit under the deal; Ann's phone moves
// the Monsters, places the turn's Monsters from the bag and ends the turn. The log then holds exactly those
// actions in that order, each sent by the seat its kind's actor names (rules/game/action_fields.h). Every
// control shown is 48 px or more at 360 x 640. Place Monsters is photographed at 412 x 915 (docs/screenshots/
// phone_panic.png with ARBITER_UPDATE_DOCS_SCREENSHOTS=1). Without Chromium the test exits 77 (skipped).

#include "cdp_page.h"
#include "phone_table.h"

#include "db/codec/game_json.h"
#include "rules/game/action_fields.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace arbiter;

using arbiter::testing::CdpBrowser;
using arbiter::testing::jsString;
using arbiter::testing::TableHost;

namespace {

// An action the test expects in the log: its kind and the phone that sent it.
struct Sent {
    QString kind;
    QString seat;
};

}  // namespace

class PhonePanicTest : public QObject {
    Q_OBJECT

private:
    // Makes `seat`'s phone the one the commands go to.
    void use(const QString& seat);
    qint64 head() { return m_host.command({{u"head"_s, true}}).value(u"head"_s).toInteger(); }
    // The Munchkin Panic table the page shows (view.panic).
    QJsonObject panicShown();
    QString kindAt(qint64 seq);
    // Taps `selector` on `seat`'s phone and waits for the log to take exactly one action of `kind`.
    void tapRecords(const QString& seat, const QString& selector, const QString& kind);
    // Rolls `arc`, says `token` came out of the bag and places it, from Ann's phone.
    void place(const QString& token, int arc);
    bool choose(const QString& selector, const QString& value);
    QJsonArray logged()
    {
        return arbiter::testing::actionsInEffect(QStringLiteral(ARBITER_CLI),
                                                 m_dir.filePath(u"panic.arbiter"_s));
    }
    // The tab as it shows now, in the build's screenshots (to look at, not compared).
    void screenshot(const QString& name)
    {
        arbiter::testing::saveScreenshot(m_browser, QStringLiteral(SCREENSHOT_DIR), {}, name);
    }

    QTemporaryDir m_dir;
    TableHost m_host;
    CdpBrowser m_browser;
    QHash<QString, QString> m_pages;  // seat -> its tab
    QList<Sent> m_sent;
    qint64 m_start = 0;

private Q_SLOTS:
    void initTestCase();
    void placesTheSetUpFromTheBag();
    void discardsDrawsAndGivesCharity();
    void aDealOfferedAcceptedAndPlayed();
    void movesPlacesAndEndsTheTurn();
    void theLogHoldsExactlyThePhonesActions();
    void cleanupTestCase();
};

void PhonePanicTest::use(const QString& seat)
{
    m_browser.session = m_pages.value(seat);
    m_browser.devtools(u"Page.bringToFront"_s);
}

QJsonObject PhonePanicTest::panicShown()
{
    return m_browser
        .evaluate(u"import('/page_state.js').then((m) => (m.state.view && m.state.view.panic) || {})"_s)
        .toObject();
}

QString PhonePanicTest::kindAt(qint64 seq)
{
    for (const QJsonValue& entry : logged())
        if (entry.toObject().value(u"seq"_s).toInteger() == seq)
            return entry.toObject().value(u"kind"_s).toString();
    return {};
}

void PhonePanicTest::tapRecords(const QString& seat, const QString& selector, const QString& kind)
{
    use(seat);
    const qint64 before = head();
    QTRY_VERIFY2_WITH_TIMEOUT(m_browser.tappable(selector), qPrintable(seat + u": "_s + selector), 5000);
    QVERIFY(m_browser.tap(selector));
    QTRY_COMPARE_WITH_TIMEOUT(head(), before + 1, 5000);
    QCOMPARE(kindAt(before + 1), kind);
    QCOMPARE(m_browser.text(u"#refusal"_s), u"<none>"_s);
    m_sent.append({kind, seat});
    // The page shows the new head before the next step reads it.
    QTRY_COMPARE_WITH_TIMEOUT(
        m_browser.evaluate(u"import('/page_state.js').then((m) => m.state.head)"_s).toInteger(), before + 1,
        5000);
}

bool PhonePanicTest::choose(const QString& selector, const QString& value)
{
    return m_browser
        .evaluate(
            u"(() => { const e = document.querySelector(%1); if (!e || e.disabled || e.closest('[hidden]')) "
            u"return false; e.value = %2; if (e.value !== %2) return false; e.dispatchEvent(new "
            u"Event('change', {bubbles: true})); return true; })()"_s.arg(jsString(selector),
                                                                          jsString(value)))
        .toBool();
}

void PhonePanicTest::place(const QString& token, int arc)
{
    use(u"Ann"_s);
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.tappable(u"#placeToken"_s), 5000);
    QVERIFY(!m_browser.tappable(u"#placeMonster"_s));  // nothing rolled nor drawn yet
    QVERIFY(m_browser.tap(u"#panicPlaceBox [data-arc=\"%1\"]"_s.arg(arc)));
    QVERIFY(choose(u"#placeToken"_s, token));
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.text(u"#placeWhere"_s).contains(token), 5000);
    tapRecords(u"Ann"_s, u"#placeMonster"_s, u"panic-place-monster"_s);
}

void PhonePanicTest::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QFile setup(m_dir.filePath(u"setup.json"_s));
    QVERIFY(setup.open(QIODevice::WriteOnly));
    setup.write(R"({"name": "Siege", "family": "panic", "players": [{"name": "Ann"}, {"name": "Bob"}]})");
    setup.close();
    const QJsonObject ready =
        m_host.start(QStringLiteral(TABLE_HOST),
                     {u"--db"_s, m_dir.filePath(u"panic.arbiter"_s), u"--setup"_s,
                      m_dir.filePath(u"setup.json"_s), u"--book"_s, m_dir.filePath(u"book.json"_s)});
    QVERIFY(ready.value(u"ready"_s).toBool());
    m_start = ready.value(u"head"_s).toInteger();

    const QString failed = m_browser.launch(m_dir.filePath(u"chromium"_s));
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    // Each seat in a browser context of its own, as two phones keep their storage apart.
    for (const QString& seat : {u"Ann"_s, u"Bob"_s}) {
        m_browser.session.clear();
        const QString context = m_browser.devtools(u"Target.createBrowserContext"_s)
                                    .value(u"result"_s)
                                    .toObject()
                                    .value(u"browserContextId"_s)
                                    .toString();
        QVERIFY(!context.isEmpty());
        const QString page = m_browser.openPage(context);
        QVERIFY2(!page.isEmpty(), "could not open a tab");
        m_pages.insert(seat, page);
        const QString url = m_host.command({{u"seatUrl"_s, seat}}).value(u"url"_s).toString();
        QVERIFY(!m_browser.devtools(u"Page.navigate"_s, {{u"url"_s, url}}).contains(u"error"_s));
        QTRY_COMPARE_WITH_TIMEOUT(m_browser.text(u"#me"_s), seat, 10000);
    }
    // Held in one hand: every phone at 360 x 640.
    for (const QString& seat : {u"Ann"_s, u"Bob"_s}) {
        use(seat);
        m_browser.devtools(
            u"Emulation.setDeviceMetricsOverride"_s,
            {{u"width"_s, 360}, {u"height"_s, 640}, {u"deviceScaleFactor"_s, 1}, {u"mobile"_s, true}});
        QTRY_COMPARE_WITH_TIMEOUT(m_browser.evaluate(u"innerWidth"_s).toInt(), 360, 5000);
    }
}

void PhonePanicTest::placesTheSetUpFromTheBag()
{
    use(u"Bob"_s);
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.text(u"#turn"_s).contains(u"Ann"_s), 5000);
    QCOMPARE(m_browser.text(u"#panicPlaceBox"_s), u"<none>"_s);  // not Bob's to draw
    use(u"Ann"_s);
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.tappable(u"#placeToken"_s), 5000);
    QVERIFY(m_browser.text(u"#placeCount"_s).contains(u"placed 0 of 4"_s));
    QCOMPARE(m_browser.text(u"#panicTurnBox"_s), u"<none>"_s);  // the turn's phases start after set-up
    const QString small = m_browser.smallControls();
    QVERIFY2(small.isEmpty(), qPrintable(small));
    QVERIFY(!m_browser.evaluate(u"document.documentElement.scrollWidth > innerWidth + 1"_s).toBool());
    place(u"Gazebo"_s, 5);
    place(u"Net Troll"_s, 1);
    place(u"Large Angry Chicken"_s, 3);
    place(u"Shrieking Geek"_s, 6);
    QTRY_COMPARE_WITH_TIMEOUT(panicShown().value(u"settingUp"_s).toBool(true), false, 5000);
}

void PhonePanicTest::discardsDrawsAndGivesCharity()
{
    use(u"Ann"_s);
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.tappable(u"#panicDraw"_s), 5000);
    QCOMPARE(panicShown().value(u"phase"_s).toString(), u"discard-and-draw"_s);
    QCOMPARE(m_browser.text(u"#panicTurnBox li[aria-current]"_s), m_browser.pageWord(u"Discard and draw"_s));
    use(u"Bob"_s);  // the phases show on every phone, the steps on the current player's only
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.text(u"#panicPhaseHint"_s).startsWith(u"Ann may discard"_s), 5000);
    QCOMPARE(m_browser.text(u"#panicDraw"_s), u"<none>"_s);
    QCOMPARE(m_browser.text(u"#offerHelp"_s), u"<none>"_s);  // a deal is for a Hit: in Play Cards
    use(u"Ann"_s);
    QVERIFY(m_browser.tap(u"#panicDiscardMore"_s));
    QTRY_COMPARE_WITH_TIMEOUT(m_browser.text(u"#panicDraw"_s), u"Discard 1 and draw"_s, 5000);
    const QString small = m_browser.smallControls();
    QVERIFY2(small.isEmpty(), qPrintable(small));
    tapRecords(u"Ann"_s, u"#panicDraw"_s, u"panic-discard-draw"_s);
    QTRY_COMPARE_WITH_TIMEOUT(panicShown().value(u"phase"_s).toString(), u"give-charity"_s, 5000);
    tapRecords(u"Ann"_s, u"#panicCharity"_s, u"panic-charity"_s);
    QTRY_COMPARE_WITH_TIMEOUT(m_browser.text(u"#panicNextPhase"_s), u"Next phase: Play cards"_s, 5000);
    tapRecords(u"Ann"_s, u"#panicNextPhase"_s, u"panic-next-phase"_s);
    QTRY_COMPARE_WITH_TIMEOUT(panicShown().value(u"phase"_s).toString(), u"play-cards"_s, 5000);
}

void PhonePanicTest::aDealOfferedAcceptedAndPlayed()
{
    // Bob types the one card of the deal and offers it to Ann.
    use(u"Bob"_s);
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.tappable(u"#helpBox input"_s), 5000);
    m_browser.evaluate(u"document.querySelector('#helpBox input').focus()"_s);
    m_browser.devtools(u"Input.insertText"_s, {{u"text"_s, u"Archer"_s}});
    QVERIFY(m_browser.tap(u"#offerHelp"_s));
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.text(u"#helpBox"_s).contains(u"waiting for them to accept"_s), 5000);
    QCOMPARE(m_browser.text(u"#hitBox"_s), u"<none>"_s);  // no deal yet: no Hit for Bob

    use(u"Ann"_s);
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.text(u"#helpBox"_s).contains(u"Bob offers a deal (Archer)"_s), 5000);
    const qint64 before = head();
    QVERIFY(m_browser.tap(u"#helpBox [data-accept=\"Bob\"]"_s));
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.text(u"#helpBox"_s).contains(u"deal accepted"_s), 5000);
    QCOMPARE(head(), before);  // a deal is agreed, not recorded: the Hit is

    // Bob hits the Net Troll (arc 1, in the Archer ring since set-up) with his Archer of its colour.
    use(u"Bob"_s);
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.tappable(u"#hitTarget"_s), 5000);
    QVERIFY(choose(u"#hitTarget"_s, u"Net Troll"_s));
    const QString colour =
        panicShown().value(u"board"_s).toObject().value(u"colours"_s).toArray().at(0).toString();
    QVERIFY(!colour.isEmpty());
    const QString card = colour.left(1).toUpper() + colour.mid(1) + u" Archer"_s;
    QVERIFY(m_browser.tap(u"#hitCards [data-card=\"%1\"]"_s.arg(card)));
    const QString small = m_browser.smallControls();
    QVERIFY2(small.isEmpty(), qPrintable(small));
    tapRecords(u"Bob"_s, u"#hit"_s, u"panic-hit"_s);
    const QJsonObject hit = logged().last().toObject().value(u"action"_s).toObject();
    QCOMPARE(hit.value(u"helper"_s).toString(), u"Bob"_s);
    QCOMPARE(hit.value(u"target"_s).toString(), u"Net Troll"_s);
    const QJsonObject played = hit.value(u"attack"_s).toArray().at(0).toObject();
    QCOMPARE(played.value(u"card"_s).toString(), card);
    QVERIFY(played.value(u"byHelper"_s).toBool());
}

void PhonePanicTest::movesPlacesAndEndsTheTurn()
{
    use(u"Ann"_s);
    QTRY_COMPARE_WITH_TIMEOUT(m_browser.text(u"#panicNextPhase"_s), u"Next phase: Add treasure"_s, 5000);
    tapRecords(u"Ann"_s, u"#panicNextPhase"_s, u"panic-next-phase"_s);
    QTRY_COMPARE_WITH_TIMEOUT(m_browser.text(u"#panicNextPhase"_s), u"Next phase: Move monsters"_s, 5000);
    tapRecords(u"Ann"_s, u"#panicNextPhase"_s, u"panic-next-phase"_s);
    QTRY_COMPARE_WITH_TIMEOUT(panicShown().value(u"phase"_s).toString(), u"move-monsters"_s, 5000);
    QVERIFY(m_browser.tap(u"#panicMoveMonsters"_s));  // the tablet's preview first, then the move
    tapRecords(u"Ann"_s, u"#previewConfirm"_s, u"panic-move-monsters"_s);
    QTRY_VERIFY_WITH_TIMEOUT(panicShown().value(u"monstersMoved"_s).toBool(), 5000);
    QTRY_COMPARE_WITH_TIMEOUT(m_browser.text(u"#panicNextPhase"_s), u"Next phase: Place monsters"_s, 5000);
    tapRecords(u"Ann"_s, u"#panicNextPhase"_s, u"panic-next-phase"_s);
    QTRY_COMPARE_WITH_TIMEOUT(panicShown().value(u"phase"_s).toString(), u"place-monsters"_s, 5000);

    // As many as the turn places (the view says how many), then the turn can end.
    const int count = panicShown().value(u"monstersToPlace"_s).toInt();
    QVERIFY2(count >= 2 && count <= 3, qPrintable(QString::number(count)));
    QVERIFY(!m_browser.tappable(u"#panicEndTurn"_s));  // not before the turn's Monsters are out
    QVERIFY(m_browser.tap(u"#panicPlaceBox [data-arc=\"2\"]"_s));
    const QList<std::pair<QString, int>> draws{
        {u"Undead Horse"_s, 2}, {u"King Tut"_s, 4}, {u"3,872 Orcs"_s, 1}};
    m_browser.evaluate(u"document.getElementById('panicTurnBox').scrollIntoView()"_s);
    screenshot(u"phone_panic_place.png"_s);
    // README's picture: Place Monsters on a larger phone, once the "done" notice is gone.
    QVERIFY(m_browser.setViewport(412, 915));
    QTRY_COMPARE_WITH_TIMEOUT(m_browser.text(u"#confirm"_s), u"<none>"_s, 5000);
    QVERIFY(choose(u"#placeToken"_s, draws[0].first));  // drawn, not placed: taken back after the picture
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.tappable(u"#placeMonster"_s), 5000);
    m_browser.evaluate(
        u"window.scrollBy(0, document.getElementById('panicTurnBox').getBoundingClientRect().top"
        u" - document.getElementById('top').getBoundingClientRect().bottom - 8)"_s);
    QVERIFY(arbiter::testing::saveScreenshot(m_browser, QStringLiteral(SCREENSHOT_DIR),
                                             QStringLiteral(DOCS_SCREENSHOT_DIR), u"phone_panic.png"_s));
    QVERIFY(choose(u"#placeToken"_s, QString()));
    QVERIFY(m_browser.setViewport(360, 640));
    for (int i = 0; i < count; ++i)
        place(draws[i].first, draws[i].second);
    QTRY_VERIFY_WITH_TIMEOUT(
        m_browser.text(u"#placeCount"_s) == u"<none>"_s
            || m_browser.text(u"#placeCount"_s).contains(u"Placed %1 of %1"_s.arg(count)),
        5000);
    tapRecords(u"Ann"_s, u"#panicEndTurn"_s, u"end-turn"_s);
    use(u"Bob"_s);
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.tappable(u"#panicDraw"_s), 5000);  // Bob's turn begins on his phone
}

void PhonePanicTest::theLogHoldsExactlyThePhonesActions()
{
    const QJsonArray log = logged();
    QCOMPARE(log.size(), m_sent.size());
    QCOMPARE(head(), m_start + m_sent.size());
    for (qsizetype i = 0; i < log.size(); ++i) {
        const QJsonObject entry = log.at(i).toObject();
        const Sent& sent = m_sent.at(i);
        QCOMPARE(entry.value(u"kind"_s).toString(), sent.kind);
        const std::optional<rules::game::Action> action =
            db::readStoredAction(entry.value(u"action"_s).toObject(), entry.value(u"format"_s).toInt(1));
        QVERIFY(action);
        // Who may send it, from the kind's description: Ann's turn throughout, so the current player is
        // Ann; the Hit of a deal is its helper's own.
        const rules::game::Actor actor = rules::game::actorOf(*action);
        QCOMPARE(actor.kind, rules::game::ActorKind::CurrentPlayer);
        const QString helper = entry.value(u"action"_s).toObject().value(u"helper"_s).toString();
        const QString actorSeat = sent.kind == u"panic-hit"_s && !helper.isEmpty() ? helper : u"Ann"_s;
        QVERIFY2(sent.seat == actorSeat, qPrintable(u"%1 sent by %2"_s.arg(sent.kind, sent.seat)));
    }
}

void PhonePanicTest::cleanupTestCase()
{
    m_browser.close();
    m_host.quit();
}

ARBITER_CHROMIUM_TEST_MAIN(PhonePanicTest)

#include "tst_phone_panic.moc"

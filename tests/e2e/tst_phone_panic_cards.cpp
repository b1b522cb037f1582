// "Play a card" in Munchkin Panic from the phones, the tablet untouched (issue 26): headless Chromium opens
// Ann's and Bob's seats on the page a headless tablet (table_host) serves, in a game with the Monster
// Enhancers. Ann's phone places the set-up's Monsters; then Bob's phone fortifies the Wall of arc 2 (and is
// refused, with the referee's reasons, when he tries it twice) and curses Ann with the Duck of Doom; Ann's
// phone glues the Net Troll and plays the Humongous Monster Enhancer. After each tap the log grows by
// exactly that action, and each was sent by a seat its kind's actor allows (rules/game/action_fields.h).
// Every control shown is 48 px or more at 360 x 640. Without Chromium the test exits 77 (skipped).

#include "cdp_page.h"
#include "phone_table.h"

#include "db/codec/game_json.h"
#include "rules/game/action_fields.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstdio>

using namespace Qt::StringLiterals;
using namespace arbiter;

using arbiter::testing::CdpBrowser;
using arbiter::testing::TableHost;

namespace {

// An action the test expects in the log: its kind and the phone that sent it.
struct Sent {
    QString kind;
    QString seat;
};

}  // namespace

class PhonePanicCardsTest : public QObject {
    Q_OBJECT

private:
    void use(const QString& seat);
    QJsonArray logged() { return arbiter::testing::actionsInEffect(QStringLiteral(ARBITER_CLI), m_db); }
    // The last action in effect, as the log stores it.
    QJsonObject lastAction() { return logged().last().toObject().value(u"action"_s).toObject(); }
    // Taps `selector` on `seat`'s phone and waits for the log to take exactly one action of `kind`.
    void tapRecords(const QString& seat, const QString& selector, const QString& kind);
    // Opens the form of `card` from the list of "Play a card" on the phone in use.
    void openCard(const QString& card);
    void noSmallControls();

    QTemporaryDir m_dir;
    QString m_db;
    TableHost m_host;
    CdpBrowser m_browser;
    QHash<QString, QString> m_pages;  // seat -> its tab
    QList<Sent> m_sent;
    qint64 m_start = 0;

private Q_SLOTS:
    void initTestCase();
    void setUpFromAnnsPhone();
    void bobFortifiesAWallOnce();
    void bobCursesAnn();
    void annGluesAMonster();
    void annPlaysTheHumongousEnhancer();
    void theLogHoldsExactlyThePhonesCards();
    void cleanupTestCase();
};

void PhonePanicCardsTest::use(const QString& seat)
{
    m_browser.session = m_pages.value(seat);
    m_browser.devtools(u"Page.bringToFront"_s);
}

void PhonePanicCardsTest::tapRecords(const QString& seat, const QString& selector, const QString& kind)
{
    use(seat);
    const qint64 before = m_host.head();
    QTRY_VERIFY2_WITH_TIMEOUT(m_browser.tappable(selector), qPrintable(seat + u": "_s + selector), 5000);
    QVERIFY(m_browser.tap(selector));
    QTRY_COMPARE_WITH_TIMEOUT(m_host.head(), before + 1, 5000);
    const QJsonArray log = logged();
    QCOMPARE(log.size(), m_sent.size() + 1);
    QCOMPARE(log.last().toObject().value(u"kind"_s).toString(), kind);
    m_sent.append({kind, seat});
    // The page shows the new head before the next step reads it.
    QTRY_COMPARE_WITH_TIMEOUT(
        m_browser.evaluate(u"import('/page_state.js').then((m) => m.state.head)"_s).toInteger(), before + 1,
        5000);
    QCOMPARE(m_browser.text(u"#refusal"_s), u"<none>"_s);
}

void PhonePanicCardsTest::openCard(const QString& card)
{
    const QString choice = u"#panicCardsBox [data-card=\"%1\"]"_s.arg(card);
    QTRY_VERIFY2_WITH_TIMEOUT(m_browser.tappable(choice), qPrintable(choice), 5000);
    QVERIFY(m_browser.tap(choice));
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.tappable(u"#panicCardBack"_s), 5000);
}

void PhonePanicCardsTest::noSmallControls()
{
    const QString small = m_browser.smallControls();
    QVERIFY2(small.isEmpty(), qPrintable(small));
    QVERIFY(!m_browser.scrollsSideways());
}

void PhonePanicCardsTest::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_db = m_dir.filePath(u"cards.arbiter"_s);
    QFile setup(m_dir.filePath(u"setup.json"_s));
    QVERIFY(setup.open(QIODevice::WriteOnly));
    setup.write(R"({"name": "Siege", "family": "panic", "options": {"variants": ["more-panic:enhancers"]},
                    "players": [{"name": "Ann"}, {"name": "Bob"}]})");
    setup.close();
    const QJsonObject ready = m_host.start(QStringLiteral(TABLE_HOST),
                                           {u"--db"_s, m_db, u"--setup"_s, m_dir.filePath(u"setup.json"_s),
                                            u"--book"_s, m_dir.filePath(u"book.json"_s)});
    QVERIFY(ready.value(u"ready"_s).toBool());
    m_start = ready.value(u"head"_s).toInteger();
    const QString failed = m_browser.launch(m_dir.filePath(u"chromium"_s));
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    // Each seat a phone of its own, held in one hand at 360 x 640.
    for (const QString& seat : {u"Ann"_s, u"Bob"_s}) {
        const QString page = arbiter::testing::joinSeat(m_host, m_browser, seat);
        QVERIFY2(!page.isEmpty(), qPrintable(seat));
        m_pages.insert(seat, page);
    }
}

void PhonePanicCardsTest::setUpFromAnnsPhone()
{
    use(u"Bob"_s);  // no card is played before the board is set up
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.text(u"#turn"_s).contains(u"Ann"_s), 5000);
    QCOMPARE(m_browser.text(u"#panicCardsBox"_s), u"<none>"_s);
    const QList<std::pair<QString, int>> draws{
        {u"Gazebo"_s, 5}, {u"Net Troll"_s, 1}, {u"Large Angry Chicken"_s, 3}, {u"Shrieking Geek"_s, 6}};
    for (const auto& [token, arc] : draws) {
        use(u"Ann"_s);
        QTRY_VERIFY_WITH_TIMEOUT(m_browser.tappable(u"#placeToken"_s), 5000);
        QVERIFY(m_browser.tap(u"#panicPlaceBox [data-arc=\"%1\"]"_s.arg(arc)));
        QVERIFY(m_browser.choose(u"#placeToken"_s, token));
        tapRecords(u"Ann"_s, u"#placeMonster"_s, u"panic-place-monster"_s);
    }
}

void PhonePanicCardsTest::bobFortifiesAWallOnce()
{
    use(u"Bob"_s);  // not his turn: Fortify Wall is anyone's at any time
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.tappable(u"#panicCardsBox [data-card=\"fortify\"]"_s), 5000);
    noSmallControls();
    m_browser.evaluate(u"document.getElementById('panicCardsBox').scrollIntoView()"_s);
    QVERIFY(arbiter::testing::saveScreenshot(m_browser, QStringLiteral(SCREENSHOT_DIR), {},
                                             u"phone_panic_card_list.png"_s));
    openCard(u"fortify"_s);
    QVERIFY(!m_browser.tappable(u"#panicCardPlay"_s));  // no Wall tapped yet
    QVERIFY(arbiter::testing::saveScreenshot(m_browser, QStringLiteral(SCREENSHOT_DIR), {},
                                             u"phone_panic_fortify.png"_s));
    QVERIFY(m_browser.tap(u"#panicCardsBox [data-wall-arc=\"2\"]"_s));
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.tappable(u"#panicCardPlay"_s), 5000);
    noSmallControls();
    tapRecords(u"Bob"_s, u"#panicCardPlay"_s, u"panic-fortify"_s);
    QCOMPARE(lastAction().value(u"arc"_s).toInt(), 2);

    // The same Wall again: the referee refuses, the phone shows why, and the log stays as it was.
    const qint64 before = m_host.head();
    openCard(u"fortify"_s);
    QVERIFY(m_browser.tap(u"#panicCardsBox [data-wall-arc=\"2\"]"_s));
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.tappable(u"#panicCardPlay"_s), 5000);
    QVERIFY(m_browser.tap(u"#panicCardPlay"_s));
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.text(u"#refusal"_s) != u"<none>"_s, 5000);
    QVERIFY(m_browser.evaluate(u"document.querySelectorAll('#refusalReasons li').length"_s).toInt() > 0);
    QCOMPARE(m_host.head(), before);
    QVERIFY(m_browser.tap(u"#refusalClose"_s));
    QTRY_COMPARE_WITH_TIMEOUT(m_browser.text(u"#refusal"_s), u"<none>"_s, 5000);
}

void PhonePanicCardsTest::bobCursesAnn()
{
    use(u"Bob"_s);
    openCard(u"curse-card"_s);
    QVERIFY(m_browser.choose(u"#cardCurse"_s, u"Duck of Doom Curse"_s));
    QVERIFY(m_browser.choose(u"#cardTarget"_s, u"Ann"_s));
    noSmallControls();
    // The form as it shows, in the build's screenshots (to look at, not compared).
    QVERIFY(arbiter::testing::saveScreenshot(m_browser, QStringLiteral(SCREENSHOT_DIR), {},
                                             u"phone_panic_cards.png"_s));
    tapRecords(u"Bob"_s, u"#panicCardPlay"_s, u"panic-curse-card"_s);
    const QJsonObject curse = lastAction();
    QCOMPARE(curse.value(u"card"_s).toString(), u"Duck of Doom Curse"_s);
    QCOMPARE(curse.value(u"player"_s).toString(), u"Bob"_s);
    QCOMPARE(curse.value(u"target"_s).toString(), u"Ann"_s);
}

void PhonePanicCardsTest::annGluesAMonster()
{
    use(u"Ann"_s);
    openCard(u"glue"_s);
    QVERIFY(m_browser.choose(u"#cardMonster"_s, u"Net Troll"_s));
    noSmallControls();
    tapRecords(u"Ann"_s, u"#panicCardPlay"_s, u"panic-glue"_s);
    QCOMPARE(lastAction().value(u"monster"_s).toString(), u"Net Troll"_s);
}

void PhonePanicCardsTest::annPlaysTheHumongousEnhancer()
{
    use(u"Ann"_s);
    openCard(u"humongous"_s);
    tapRecords(u"Ann"_s, u"#panicCardPlay"_s, u"panic-special-card"_s);
    const QJsonObject special = lastAction();
    QCOMPARE(special.value(u"card"_s).toString(), u"Humongous Monster Enhancer"_s);
    QCOMPARE(special.value(u"player"_s).toString(), u"Ann"_s);
}

void PhonePanicCardsTest::theLogHoldsExactlyThePhonesCards()
{
    const QJsonArray log = logged();
    QCOMPARE(log.size(), m_sent.size());
    QCOMPARE(m_host.head(), m_start + m_sent.size());
    for (qsizetype i = 0; i < log.size(); ++i) {
        const QJsonObject entry = log.at(i).toObject();
        const Sent& sent = m_sent.at(i);
        QCOMPARE(entry.value(u"kind"_s).toString(), sent.kind);
        const std::optional<rules::game::Action> action =
            db::readStoredAction(entry.value(u"action"_s).toObject(), entry.value(u"format"_s).toInt(1));
        QVERIFY(action);
        // Who may send it, from the kind's description: Ann's turn throughout.
        const rules::game::Actor actor = rules::game::actorOf(*action);
        switch (actor.kind) {
        case rules::game::ActorKind::CurrentPlayer:
            QCOMPARE(sent.seat, u"Ann"_s);
            break;
        case rules::game::ActorKind::NamedPlayer:
            QCOMPARE(sent.seat, entry.value(u"action"_s)
                                    .toObject()
                                    .value(QString::fromUtf8(actor.field.data(), actor.field.size()))
                                    .toString());
            break;
        case rules::game::ActorKind::AnySeat:
            break;
        default:
            QFAIL(qPrintable(u"%1 is no phone's to send"_s.arg(sent.kind)));
        }
    }
    // Both phones played cards: the cards are not the current player's alone.
    QVERIFY(std::any_of(m_sent.begin(), m_sent.end(), [](const Sent& s) { return s.seat == u"Bob"_s; }));
}

void PhonePanicCardsTest::cleanupTestCase()
{
    m_browser.close();
    m_host.quit();
}

ARBITER_CHROMIUM_TEST_MAIN(PhonePanicCardsTest)

#include "tst_phone_panic_cards.moc"

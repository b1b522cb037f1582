// A whole card-game turn from two phones in a real browser, the tablet untouched (issue 26): Ann's phone
// starts a fight against a remembered monster found by three letters, Bob's phone puts a remembered
// Enhancer on it, Bob offers to help and Ann accepts on her phone, Ann claims the kill after the "Anyone?"
// wait, and ends her turn; then Bob curses Ann, whose phone lists the Curse. Each tap is followed by exactly
// one more action in the log, so each action is the tapping phone's; the log then holds exactly those
// actions, in that order (read with arbiter-cli).
// Headless Chromium over the DevTools protocol (cdp_page.h); without Chromium the test exits 77.

#include "phone_table.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

using namespace Qt::StringLiterals;

using arbiter::testing::CdpBrowser;
using arbiter::testing::TableHost;

namespace {

QString compact(const QJsonObject& object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

}  // namespace

class PhoneTurnTest : public QObject {
    Q_OBJECT

private:
    qint64 head() { return m_host.command({{u"head"_s, true}}).value(u"head"_s).toInteger(); }
    QJsonObject tableState() { return m_host.command({{u"head"_s, true}}).value(u"state"_s).toObject(); }
    QJsonObject perform(const QJsonObject& action) { return m_host.command({{u"perform"_s, action}}); }
    // The page of `phone` in front, for the commands that follow.
    void use(const QString& phone) { m_browser.use(phone == u"Ann"_s ? m_annsPage : m_bobsPage); }
    QString joinSeat(const QString& player);
    // Taps the field and types `letters` into it as a keyboard would (phone_table.h).
    bool type(const QString& selector, const QString& letters)
    {
        return arbiter::testing::typeInto(m_browser, selector, letters);
    }

    QTemporaryDir m_dir;
    TableHost m_host;
    CdpBrowser m_browser;
    QString m_annsPage;
    QString m_bobsPage;
    qint64 m_before = 0;  // the last row written before the turn: every row after it is a phone's

private Q_SLOTS:
    void initTestCase();
    void annStartsAFightFromTheLibrary();
    void bobPutsAnEnhancerOnIt();
    void bobHelpsAndAnnAccepts();
    void annClaimsTheKill();
    void annEndsHerTurn();
    void bobCursesAnnWhoSeesIt();
    void theLogHoldsExactlyThoseActions();
    void cleanupTestCase();
};

// A phone of its own (a browser context) in `player`'s seat, held in one hand: its page's session.
QString PhoneTurnTest::joinSeat(const QString& player)
{
    return arbiter::testing::joinSeat(m_host, m_browser, player);
}

void PhoneTurnTest::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QFile setup(m_dir.filePath(u"setup.json"_s));
    QVERIFY(setup.open(QIODevice::WriteOnly));
    setup.write(R"({"name": "Turn", "edition": "deluxe", "players": [{"name": "Ann", "sex": "female"},
                    {"name": "Bob", "sex": "male"}]})");
    setup.close();
    const QJsonObject ready =
        m_host.start(QStringLiteral(TABLE_HOST),
                     {u"--db"_s, m_dir.filePath(u"game.arbiter"_s), u"--setup"_s, setup.fileName(),
                      u"--book"_s, m_dir.filePath(u"book.json"_s), u"--port"_s, u"0"_s});
    QVERIFY(ready.value(u"ready"_s).toBool());

    // Before the turn, on the tablet: Levels that win the fight only with help, and a fight the table
    // played and took back, so the library remembers its monster and its Enhancer.
    for (const auto& [player, amount] : {std::pair{u"Ann"_s, 4}, std::pair{u"Bob"_s, 2}}) {
        const QJsonObject up = perform({{u"kind"_s, u"change-level"_s},
                                        {u"player"_s, player},
                                        {u"amount"_s, amount},
                                        {u"source"_s, u"card"_s}});
        QVERIFY2(up.value(u"recorded"_s).toBool(), qPrintable(compact(up)));
    }
    const QJsonObject fight = perform(
        {{u"kind"_s, u"start-combat"_s},
         {u"monster"_s,
          QJsonObject{{u"name"_s, u"Gelatinous Octahedron"_s}, {u"level"_s, 2}, {u"treasures"_s, 1}}}});
    QVERIFY2(fight.value(u"recorded"_s).toBool(), qPrintable(compact(fight)));
    const QJsonObject enhancer = perform(
        {{u"kind"_s, u"add-enhancer"_s},
         {u"monster"_s, 0},
         {u"enhancer"_s, QJsonObject{{u"name"_s, u"Enraged"_s}, {u"bonus"_s, 5}, {u"treasures"_s, 1}}}});
    QVERIFY2(enhancer.value(u"recorded"_s).toBool(), qPrintable(compact(enhancer)));
    // Rows are numbered in the order written: the turn's first action is the row after the last one taken
    // back.
    m_before = head();
    m_host.command({{u"undo"_s, true}});
    m_host.command({{u"undo"_s, true}});
    QVERIFY(!tableState().contains(u"combat"_s) || tableState().value(u"combat"_s).isNull());

    const QString failed = m_browser.launch(m_dir.filePath(u"chromium"_s));  // main() made sure it is there
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    m_annsPage = joinSeat(u"Ann"_s);
    QVERIFY(!m_annsPage.isEmpty());
    m_bobsPage = joinSeat(u"Bob"_s);
    QVERIFY(!m_bobsPage.isEmpty());
}

// Kick open the door: three letters, then the remembered monster's button (name and Level).
void PhoneTurnTest::annStartsAFightFromTheLibrary()
{
    use(u"Ann"_s);
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.tappable(u"[data-search=\"start\"]"_s), 5000);
    // Every control shown at 360 x 640 is 48 px or more each way, the turn's boxes included.
    const QString small = m_browser.smallControls();
    QVERIFY2(small.isEmpty(), qPrintable(small));
    QVERIFY(type(u"[data-search=\"start\"]"_s, u"gel"_s));
    const QString match = u"[data-matches=\"start\"] [data-card=\"Gelatinous Octahedron\"]"_s;
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.tappable(match), 5000);
    QCOMPARE(m_browser.text(match), u"Gelatinous Octahedron · Level 2"_s);
    QVERIFY(m_browser.tap(match));
    QTRY_COMPARE_WITH_TIMEOUT(head(), m_before + 1, 5000);
    const QJsonObject combat = tableState().value(u"combat"_s).toObject();
    QCOMPARE(combat.value(u"fighter"_s).toString(), u"Ann"_s);
    // The library's card as it is: its Treasure came with it, not typed.
    const QJsonObject monster = combat.value(u"monsters"_s).toArray().first().toObject();
    QCOMPARE(monster.value(u"name"_s).toString(), u"Gelatinous Octahedron"_s);
    QCOMPARE(monster.value(u"treasures"_s).toInt(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.text(u"#combat"_s).contains(u"Gelatinous Octahedron"_s), 5000);
    QCOMPARE(m_browser.text(u"#fightStartBox"_s), u"<none>"_s);  // one fight at a time
}

void PhoneTurnTest::bobPutsAnEnhancerOnIt()
{
    use(u"Bob"_s);
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.tappable(u"[data-search=\"enhancer\"]"_s), 5000);
    QCOMPARE(m_browser.text(u"#claimBox"_s), u"<none>"_s);  // not Bob's fight to claim
    QVERIFY(type(u"[data-search=\"enhancer\"]"_s, u"enr"_s));
    const QString match = u"[data-matches=\"enhancer\"] [data-card=\"Enraged\"]"_s;
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.tappable(match), 5000);
    QVERIFY(m_browser.tap(match));
    QTRY_COMPARE_WITH_TIMEOUT(head(), m_before + 2, 5000);
    const QString onMonster = u"#combat [data-monster=\"Gelatinous Octahedron\"]"_s;
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.text(onMonster).contains(u"Enraged +5"_s), 5000);
    use(u"Ann"_s);
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.text(onMonster).contains(u"Enraged +5"_s), 5000);
    // 5 against 7: the fight is lost as it stands, so there is no kill to claim.
    QTRY_COMPARE_WITH_TIMEOUT(m_browser.text(u"#monsterStrength"_s), u"7"_s, 5000);
    QVERIFY(!m_browser.tappable(u"#claimKill"_s));
    QVERIFY(m_browser.tappable(u"#resolveRun"_s));
}

void PhoneTurnTest::bobHelpsAndAnnAccepts()
{
    use(u"Bob"_s);
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.tappable(u"#offerHelp"_s), 5000);
    QVERIFY(m_browser.tap(u"#offerHelp"_s));
    use(u"Ann"_s);
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.tappable(u"#helpBox [data-accept=\"Bob\"]"_s), 5000);
    QCOMPARE(head(), m_before + 2);  // an offer is not an action
    QVERIFY(m_browser.tap(u"#helpBox [data-accept=\"Bob\"]"_s));
    QTRY_COMPARE_WITH_TIMEOUT(head(), m_before + 3, 5000);
    QCOMPARE(tableState().value(u"combat"_s).toObject().value(u"helper"_s).toString(), u"Bob"_s);
    QTRY_COMPARE_WITH_TIMEOUT(m_browser.text(u"#playerStrength"_s), u"8"_s, 5000);
}

// As on the tablet: the claim starts the "Anyone?" wait, and only a wait that ran out sends it.
void PhoneTurnTest::annClaimsTheKill()
{
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.tappable(u"#claimKill"_s), 5000);
    QVERIFY(m_browser.tap(u"#claimKill"_s));
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.text(u"#claimCountdown"_s).startsWith(u"Anyone?"_s), 2000);
    QCOMPARE(head(), m_before + 3);  // nothing sent while the others may still play a card
    QTRY_COMPARE_WITH_TIMEOUT(head(), m_before + 4, 10000);
    const QJsonObject state = tableState();
    QVERIFY(!state.contains(u"combat"_s) || state.value(u"combat"_s).isNull());
    QCOMPARE(state.value(u"players"_s).toArray().at(0).toObject().value(u"level"_s).toInt(), 6);
    QTRY_COMPARE_WITH_TIMEOUT(m_browser.text(u"#combat"_s), u"<none>"_s, 5000);
}

void PhoneTurnTest::annEndsHerTurn()
{
    use(u"Bob"_s);
    QCOMPARE(m_browser.text(u"#endTurn"_s), u"<none>"_s);  // not Bob's turn
    use(u"Ann"_s);
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.tappable(u"#endTurn"_s), 5000);
    QVERIFY(m_browser.tap(u"#endTurn"_s));
    QTRY_COMPARE_WITH_TIMEOUT(head(), m_before + 5, 5000);
    QCOMPARE(tableState().value(u"current"_s).toInt(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.text(u"#turn"_s).contains(u"Bob"_s), 5000);
}

// Bob's turn now: he curses Ann from his phone (any seat, naming the victim); Ann's phone lists it.
void PhoneTurnTest::bobCursesAnnWhoSeesIt()
{
    use(u"Bob"_s);
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.tappable(u"#myCardsBox > summary"_s), 5000);
    QVERIFY(m_browser.tap(u"#myCardsBox > summary"_s));
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.tappable(u"#curseName"_s), 5000);
    QCOMPARE(m_browser.evaluate(u"document.getElementById('curseVictim').value"_s).toString(), u"Ann"_s);
    QVERIFY(type(u"#curseName"_s, u"Chicken on Your Head"_s));
    QVERIFY(m_browser.tap(u"[data-step=\"curseBonus-down\"]"_s));
    QVERIFY(m_browser.tap(u"#curseNamePlay"_s));
    QTRY_COMPARE_WITH_TIMEOUT(head(), m_before + 6, 5000);
    QCOMPARE(m_browser.text(u"#myCurses"_s), u"<none>"_s);  // the Curse is Ann's, not Bob's
    use(u"Ann"_s);
    QTRY_COMPARE_WITH_TIMEOUT(m_browser.text(u"#myCurses [data-curse=\"Chicken on Your Head\"]"_s),
                              u"Chicken on Your Head (−1 in combat)"_s, 5000);
}

// The log, read with arbiter-cli once the tablet is closed: the actions in effect after the turn began are
// exactly the six, in order, and each one's actor (rules/game/action_fields.h) is the phone that tapped it.
void PhoneTurnTest::theLogHoldsExactlyThoseActions()
{
    m_browser.close();
    m_host.quit();
    QProcess cli;
    cli.start(QStringLiteral(ARBITER_CLI),
              {u"log"_s, u"--db"_s, m_dir.filePath(u"game.arbiter"_s), u"history"_s});
    QVERIFY(cli.waitForFinished(20000));
    const QJsonObject history = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
    QStringList kinds;
    QList<QJsonObject> actions;
    for (const QJsonValue& row : history.value(u"actions"_s).toArray()) {
        const QJsonObject entry = row.toObject();
        if (entry.value(u"status"_s).toString() == u"done"_s
            && entry.value(u"seq"_s).toInteger() > m_before) {
            kinds.append(entry.value(u"kind"_s).toString());
            actions.append(entry.value(u"action"_s).toObject());
        }
    }
    // Kind, and who its description makes the actor: Ann as the current player (the fighter), Bob as any
    // seat for his Enhancer and his Curse, the help as Bob's offer accepted by Ann.
    QCOMPARE(kinds, (QStringList{u"start-combat"_s, u"add-enhancer"_s, u"ask-for-help"_s, u"resolve-combat"_s,
                                 u"end-turn"_s, u"gain-curse"_s}));
    QCOMPARE(actions.at(0).value(u"monster"_s).toObject().value(u"name"_s).toString(),
             u"Gelatinous Octahedron"_s);
    QCOMPARE(actions.at(1).value(u"enhancer"_s).toObject().value(u"name"_s).toString(), u"Enraged"_s);
    QCOMPARE(actions.at(2).value(u"helper"_s).toString(), u"Bob"_s);
    QCOMPARE(actions.at(5).value(u"player"_s).toString(), u"Ann"_s);
    QCOMPARE(actions.at(5).value(u"curse"_s).toObject().value(u"combatBonus"_s).toInt(), -1);
}

void PhoneTurnTest::cleanupTestCase()
{
    m_browser.close();
    m_host.quit();
}

ARBITER_CHROMIUM_TEST_MAIN(PhoneTurnTest)

#include "tst_phone_turn.moc"

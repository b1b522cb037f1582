// The rest of a card-game turn from three phones in a real browser, the tablet untouched after set-up
// (issue 26). Ann's phone kicks open the door on a new monster by its Level alone, Bob offers help and Ann
// accepts; in the fight Cid plays a one-shot for the monsters by chip, Bob one for the players, Cid an
// Enhancer by chip and a Wandering Monster by its Level alone: the fight is lost. Ann resolves it into
// running away, Ann and Bob each enter their own dice on their own phone: Ann escapes, Bob is caught and
// enters his own Bad Stuff (a level and the Item he ticks). A fight from the door leaves no Look for
// Trouble: Ann ends her turn. On his turn Bob plays a character card and a Hireling
// (Deluxe has Hirelings, not Rides), moves on to Look for Trouble with a Level 10 from his hand, and Cid
// helps; both are caught: Cid takes "No Bad Stuff", Bob dies ("I die") and lets the others loot his body
// (the cards in his hand, Ann's and Cid's tie rolls), and ends his turn. Each tap is followed by exactly
// the expected action in the log (a first side's dice by none: one run-away once both sides' are in);
// the log then holds exactly those actions in order, and seatMayRecord() takes each from the seat that
// tapped it (and no other, but for the cards anyone plays), judged on the table as it was. Then a Ride
// from Ann's phone on a second table, in The Nightmare Before Christmas (the one edition with Rides).
// At 412 x 915 Ann's phone is photographed in the fight (docs/screenshots/phone_fight.png with
// ARBITER_UPDATE_DOCS_SCREENSHOTS=1). Headless Chromium over the DevTools protocol; exit 77 without it.

#include "db/codec/game_json.h"
#include "db/codec/json_reader.h"
#include "phone_table.h"
#include "rules/game/action_fields.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace arbiter;

using arbiter::testing::CdpBrowser;
using arbiter::testing::TableHost;

namespace {

QString compact(const QJsonObject& object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

// A tap the log took: its kind, the phone that tapped it and the table as it was just before.
struct Sent {
    QString kind;
    QString seat;
    QJsonObject stateBefore;
    QString otherSeat;  // a run-away's: the phone that entered the other side's dice
};

}  // namespace

class PhoneLostFightTest : public QObject {
    Q_OBJECT

private:
    QJsonObject tableState() { return m_host.command({{u"head"_s, true}}).value(u"state"_s).toObject(); }
    QJsonObject perform(const QJsonObject& action) { return m_host.command({{u"perform"_s, action}}); }
    QJsonObject playerState(const QString& name);
    QJsonObject combatState() { return tableState().value(u"combat"_s).toObject(); }
    QString database() const { return m_dir.filePath(u"game.arbiter"_s); }
    void use(const QString& seat) { m_browser.use(m_pages.value(seat)); }
    qint64 pageHead()
    {
        return m_browser.evaluate(u"import('/page_state.js').then((m) => m.state.head)"_s).toInteger();
    }
    // Waits for `selector` on `seat`'s phone, taps it, and waits for the log to take exactly one action of
    // `kind`, with no refusal shown; then for the page to show the new head.
    void tapRecords(const QString& seat, const QString& selector, const QString& kind,
                    const QString& otherSeat = {});
    // A tap that only sets something on the phone (a step, a box opened): nothing is sent.
    void tapOnly(const QString& seat, const QString& selector);
    void chooseDie(const QString& runner, const QString& monster, int face);

    QTemporaryDir m_dir;
    TableHost m_host;
    CdpBrowser m_browser;
    QHash<QString, QString> m_pages;  // seat -> its tab
    QList<Sent> m_sent;
    qint64 m_before = 0;     // the last row written on the tablet: every row after it is a phone's
    QJsonObject m_runStart;  // the table when the first side's dice went in

private Q_SLOTS:
    void initTestCase();
    void annKicksOpenTheDoorAndBobHelps();
    void cidAndBobPlayTheirCardsByChip();
    void theFightIsPhotographed();
    void eachSideEntersItsOwnDice();
    void bobEntersHisOwnBadStuff();
    void annEndsHerTurn();
    void bobPlaysACharacterCardAndAHireling();
    void bobLooksForTroubleAndDies();
    void theOthersLootBobsBody();
    void theLogHoldsExactlyThoseActions();
    void aRideInNightmare();
    void cleanupTestCase();
};

QJsonObject PhoneLostFightTest::playerState(const QString& name)
{
    for (const QJsonValue& player : tableState().value(u"players"_s).toArray())
        if (player.toObject().value(u"name"_s).toString() == name)
            return player.toObject();
    return {};
}

void PhoneLostFightTest::tapRecords(const QString& seat, const QString& selector, const QString& kind,
                                    const QString& otherSeat)
{
    use(seat);
    QTRY_VERIFY2_WITH_TIMEOUT(m_browser.tappable(selector), qPrintable(seat + u": "_s + selector), 5000);
    const QJsonObject before = m_host.command({{u"head"_s, true}});
    const qint64 head = before.value(u"head"_s).toInteger();
    QVERIFY(m_browser.tap(selector));
    QTRY_COMPARE_WITH_TIMEOUT(m_host.head(), head + 1, 5000);
    const QJsonArray log = arbiter::testing::actionsInEffect(QStringLiteral(ARBITER_CLI), database());
    QVERIFY(!log.isEmpty());
    const QJsonObject last = log.last().toObject();
    QCOMPARE(last.value(u"seq"_s).toInteger(), head + 1);
    QCOMPARE(last.value(u"kind"_s).toString(), kind);
    QCOMPARE(m_browser.text(u"#refusal"_s), u"<none>"_s);
    m_sent.append(
        {kind, seat, otherSeat.isEmpty() ? before.value(u"state"_s).toObject() : m_runStart, otherSeat});
    QTRY_COMPARE_WITH_TIMEOUT(pageHead(), head + 1, 5000);
}

void PhoneLostFightTest::tapOnly(const QString& seat, const QString& selector)
{
    use(seat);
    QTRY_VERIFY2_WITH_TIMEOUT(m_browser.tappable(selector), qPrintable(seat + u": "_s + selector), 5000);
    const qint64 head = m_host.head();
    QVERIFY(m_browser.tap(selector));
    QCOMPARE(m_host.head(), head);
}

void PhoneLostFightTest::chooseDie(const QString& runner, const QString& monster, int face)
{
    const QString die = u"#runDice select[aria-label=\"%1 against %2\"]"_s.arg(runner, monster);
    QTRY_VERIFY2_WITH_TIMEOUT(m_browser.tappable(die), qPrintable(die), 5000);
    QVERIFY(m_browser.choose(die, QString::number(face)));
}

void PhoneLostFightTest::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QFile setup(m_dir.filePath(u"setup.json"_s));
    QVERIFY(setup.open(QIODevice::WriteOnly));
    setup.write(R"({"name": "Lost", "edition": "deluxe", "players": [{"name": "Ann", "sex": "female"},
                    {"name": "Bob", "sex": "male"}, {"name": "Cid", "sex": "male"}]})");
    setup.close();
    const QJsonObject ready = m_host.start(
        QStringLiteral(TABLE_HOST),
        {u"--db"_s, database(), u"--setup"_s, setup.fileName(), u"--book"_s, m_dir.filePath(u"book.json"_s)});
    QVERIFY(ready.value(u"ready"_s).toBool());

    // On the tablet, before the turn: Ann and Cid at Level 3, Bob at Level 2 in Flaming Armor (+2).
    const QList<QJsonObject> setUp{
        {{u"kind"_s, u"change-level"_s}, {u"player"_s, u"Ann"_s}, {u"amount"_s, 2}, {u"source"_s, u"card"_s}},
        {{u"kind"_s, u"change-level"_s}, {u"player"_s, u"Bob"_s}, {u"amount"_s, 1}, {u"source"_s, u"card"_s}},
        {{u"kind"_s, u"change-level"_s}, {u"player"_s, u"Cid"_s}, {u"amount"_s, 2}, {u"source"_s, u"card"_s}},
        {{u"kind"_s, u"gain-item"_s},
         {u"player"_s, u"Bob"_s},
         {u"item"_s, QJsonObject{{u"name"_s, u"Flaming Armor"_s},
                                 {u"slot"_s, u"armor"_s},
                                 {u"bonus"_s, 2},
                                 {u"gold"_s, 400},
                                 {u"equipped"_s, true}}}}};
    for (const QJsonObject& action : setUp) {
        const QJsonObject done = perform(action);
        QVERIFY2(done.value(u"recorded"_s).toBool(), qPrintable(compact(done)));
    }
    m_before = m_host.head();

    const QString failed = m_browser.launch(m_dir.filePath(u"chromium"_s));  // main() made sure it is there
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    for (const QString& seat : {u"Ann"_s, u"Bob"_s, u"Cid"_s}) {
        const QString page = arbiter::testing::joinSeat(m_host, m_browser, seat);
        QVERIFY2(!page.isEmpty(), qPrintable(seat));
        m_pages.insert(seat, page);
    }
}

// A new monster needs only its Level: the door's box, "New monster", + seven times, "Fight it".
void PhoneLostFightTest::annKicksOpenTheDoorAndBobHelps()
{
    use(u"Ann"_s);
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.tappable(u"#fightStartBox summary"_s), 5000);
    tapOnly(u"Ann"_s, u"#fightStartBox summary"_s);
    for (int step = 1; step < 8; ++step)
        tapOnly(u"Ann"_s, u"[data-step=\"startLevel-up\"]"_s);
    QCOMPARE(m_browser.text(u"[data-value=\"startLevel\"]"_s), u"8"_s);
    tapRecords(u"Ann"_s, u"#startNew"_s, u"start-combat"_s);
    const QJsonObject monster = combatState().value(u"monsters"_s).toArray().first().toObject();
    QCOMPARE(monster.value(u"level"_s).toInt(), 8);
    QCOMPARE(monster.value(u"name"_s).toString(), u"Level 8 monster"_s);

    tapOnly(u"Bob"_s, u"#offerHelp"_s);
    tapRecords(u"Ann"_s, u"#helpBox [data-accept=\"Bob\"]"_s, u"ask-for-help"_s);
    QCOMPARE(combatState().value(u"helper"_s).toString(), u"Bob"_s);
    // Ann's 3 and Bob's 2 with his Armor's 2, against 8.
    use(u"Cid"_s);
    QTRY_COMPARE_WITH_TIMEOUT(m_browser.text(u"#playerStrength"_s), u"7"_s, 5000);
    QCOMPARE(m_browser.text(u"#monsterStrength"_s), u"8"_s);
}

// Chips play at once: a one-shot's bonus for the side chosen, an Enhancer's on the monster, a Wandering
// Monster of the Level the stepper shows.
void PhoneLostFightTest::cidAndBobPlayTheirCardsByChip()
{
    tapOnly(u"Cid"_s, u"#oneShotPart [data-side=\"monsters\"]"_s);
    tapRecords(u"Cid"_s, u"#oneShotPart [data-chip=\"oneShot+5\"]"_s, u"play-one-shot"_s);
    QTRY_COMPARE_WITH_TIMEOUT(m_browser.text(u"#monsterStrength"_s), u"13"_s, 5000);

    tapOnly(u"Bob"_s, u"#oneShotPart [data-side=\"players\"]"_s);
    tapRecords(u"Bob"_s, u"#oneShotPart [data-chip=\"oneShot+3\"]"_s, u"play-one-shot"_s);
    QTRY_COMPARE_WITH_TIMEOUT(m_browser.text(u"#playerStrength"_s), u"10"_s, 5000);

    tapRecords(u"Cid"_s, u"#enhancerPart [data-chip=\"enhancer+5\"]"_s, u"add-enhancer"_s);
    QTRY_COMPARE_WITH_TIMEOUT(m_browser.text(u"#monsterStrength"_s), u"18"_s, 5000);

    tapOnly(u"Cid"_s, u"[data-step=\"wanderingLevel-up\"]"_s);
    tapRecords(u"Cid"_s, u"#wanderingNew"_s, u"add-monster"_s);
    const QJsonArray monsters = combatState().value(u"monsters"_s).toArray();
    QCOMPARE(monsters.size(), 2);
    QCOMPARE(monsters.at(1).toObject().value(u"name"_s).toString(), u"Level 2 monster"_s);
    QCOMPARE(monsters.at(1).toObject().value(u"joinedBy"_s).toString(), u"wandering-monster"_s);
    QTRY_COMPARE_WITH_TIMEOUT(m_browser.text(u"#monsterStrength"_s), u"20"_s, 5000);
    // Both sides' one-shots are listed under the strengths, on every phone.
    use(u"Ann"_s);
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.text(u"#combat"_s).contains(u"For the monsters: One-shot +5"_s), 5000);
    // A chip's card is named by its bonus: said once, not "One-shot +3 +3".
    QCOMPARE(m_browser.text(u"#combat [data-monster=\"Level 8 monster\"]"_s),
             u"Level 8 monster (Level 8) with Enhancer +5"_s);
    QCOMPARE(m_browser
                 .evaluate(u"Array.from(document.querySelectorAll('#combat > p.takes')).slice(0, 2)"
                           u".map((p) => p.textContent).join(' | ')"_s)
                 .toString(),
             u"For the players: One-shot +3 | For the monsters: One-shot +5"_s);
    QVERIFY(!m_browser.tappable(u"#claimKill"_s));  // 10 against 20: nothing to claim
    const QString small = m_browser.smallControls();
    QVERIFY2(small.isEmpty(), qPrintable(small));
}

// The fight pinned at the top of a larger phone, the cards one plays into it below: the fighter's phone,
// where no "done" notice covers them.
void PhoneLostFightTest::theFightIsPhotographed()
{
    use(u"Ann"_s);
    QVERIFY(m_browser.setViewport(412, 915));
    QTRY_COMPARE_WITH_TIMEOUT(m_browser.evaluate(u"innerWidth"_s).toInt(), 412, 5000);
    QTRY_COMPARE_WITH_TIMEOUT(m_browser.text(u"#confirm"_s), u"<none>"_s, 5000);
    // The cards' box just under the pinned fight.
    m_browser.evaluate(
        u"window.scrollBy(0, document.getElementById('fightCardsBox').getBoundingClientRect().top"
        u" - document.getElementById('combat').getBoundingClientRect().bottom - 8)"_s);
    QVERIFY(arbiter::testing::saveScreenshot(m_browser, QStringLiteral(SCREENSHOT_DIR),
                                             QStringLiteral(DOCS_SCREENSHOT_DIR), u"phone_fight.png"_s));
    QVERIFY(m_browser.setViewport(360, 640));
    QTRY_COMPARE_WITH_TIMEOUT(m_browser.evaluate(u"innerWidth"_s).toInt(), 360, 5000);
}

// Ann escapes both monsters; Bob escapes the first and the Wandering Monster catches him.
void PhoneLostFightTest::eachSideEntersItsOwnDice()
{
    tapRecords(u"Ann"_s, u"#resolveRun"_s, u"resolve-combat"_s);
    QVERIFY(combatState().value(u"runningAway"_s).toBool());

    use(u"Ann"_s);
    chooseDie(u"Ann"_s, u"Level 8 monster"_s, 6);
    chooseDie(u"Ann"_s, u"Level 2 monster"_s, 5);
    QCOMPARE(m_browser.text(u"#runDice select[aria-label=\"Bob against Level 8 monster\"]"_s),
             u"<none>"_s);  // Bob's dice are his own phone's
    m_runStart = tableState();
    const qint64 head = m_host.head();
    tapOnly(u"Ann"_s, u"#runAway"_s);  // kept until Bob's dice are in
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.text(u"#runDice"_s).contains(u"waiting for Bob"_s), 5000);
    QCOMPARE(m_host.head(), head);

    use(u"Bob"_s);
    chooseDie(u"Bob"_s, u"Level 8 monster"_s, 5);
    chooseDie(u"Bob"_s, u"Level 2 monster"_s, 1);
    tapRecords(u"Bob"_s, u"#runAway"_s, u"run-away"_s, u"Ann"_s);
    const QJsonObject run = arbiter::testing::actionsInEffect(QStringLiteral(ARBITER_CLI), database())
                                .last()
                                .toObject()
                                .value(u"action"_s)
                                .toObject();
    QCOMPARE(run.value(u"rolls"_s).toArray().size(), 4);
}

// Bob's phone offers his Bad Stuff: a level and the Armor he ticks. Once it is in, his phone stops
// offering it (the referee would take a second one).
void PhoneLostFightTest::bobEntersHisOwnBadStuff()
{
    use(u"Ann"_s);
    QTRY_COMPARE_WITH_TIMEOUT(m_browser.text(u"#lostFightBox"_s), u"<none>"_s, 5000);  // Ann escaped
    use(u"Bob"_s);
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.tappable(u"#applyBadStuff"_s), 5000);
    QVERIFY(m_browser.tappable(u"#noBadStuff"_s));
    QVERIFY(m_browser.tappable(u"#iDie"_s));
    const QString small = m_browser.smallControls();
    QVERIFY2(small.isEmpty(), qPrintable(small));
    tapOnly(u"Bob"_s, u"[data-step=\"badStuffLevels-up\"]"_s);
    tapOnly(u"Bob"_s, u"#badStuffItems [data-lose=\"Flaming Armor\"]"_s);
    tapRecords(u"Bob"_s, u"#applyBadStuff"_s, u"apply-bad-stuff"_s);
    const QJsonObject bob = playerState(u"Bob"_s);
    QCOMPARE(bob.value(u"level"_s).toInt(), 1);
    QVERIFY(bob.value(u"items"_s).toArray().isEmpty());
    QTRY_COMPARE_WITH_TIMEOUT(m_browser.text(u"#lostFightBox"_s), u"<none>"_s, 5000);
}

// A fight from the door ends the turn's fighting: Charity is next, and no Look for Trouble.
void PhoneLostFightTest::annEndsHerTurn()
{
    use(u"Ann"_s);
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.tappable(u"#endTurn"_s), 5000);
    QCOMPARE(m_browser.text(u"#nextPhase"_s), u"<none>"_s);
    QCOMPARE(m_browser.text(u"#fightStartBox"_s), u"<none>"_s);
    tapRecords(u"Ann"_s, u"#endTurn"_s, u"end-turn"_s);
    QCOMPARE(tableState().value(u"current"_s).toInt(), 1);
}

// Bob's own cards, folded away under "Cards I play": Deluxe has Hirelings but no Rides.
void PhoneLostFightTest::bobPlaysACharacterCardAndAHireling()
{
    use(u"Bob"_s);
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.tappable(u"#myCardsBox > summary"_s), 5000);
    tapOnly(u"Bob"_s, u"#myCardsBox > summary"_s);
    QCOMPARE(m_browser.text(u"#ridePart"_s), u"<none>"_s);
    QVERIFY(arbiter::testing::typeInto(m_browser, u"#characterCard"_s, u"Elf"_s));
    tapRecords(u"Bob"_s, u"#characterCardPlay"_s, u"play-character-card"_s);
    QVERIFY(arbiter::testing::typeInto(m_browser, u"#hirelingName"_s, u"Hireling"_s));
    tapRecords(u"Bob"_s, u"#hirelingNamePlay"_s, u"gain-hireling"_s);
    const QString small = m_browser.smallControls();
    QVERIFY2(small.isEmpty(), qPrintable(small));
    const QJsonObject bob = playerState(u"Bob"_s);
    QVERIFY2(compact(bob).contains(u"Elf"_s), qPrintable(compact(bob)));
    QVERIFY2(compact(bob).contains(u"Hireling"_s), qPrintable(compact(bob)));
    tapOnly(u"Bob"_s, u"#myCardsBox > summary"_s);  // folded away again
}

// The door brought no monster: Bob moves on and Looks for Trouble with a Level 10 from his hand, alone.
void PhoneLostFightTest::bobLooksForTroubleAndDies()
{
    use(u"Bob"_s);
    QTRY_COMPARE_WITH_TIMEOUT(m_browser.text(u"#nextPhase"_s),
                              u"Next phase: Look for Trouble or Loot the Room"_s, 5000);
    tapRecords(u"Bob"_s, u"#nextPhase"_s, u"next-phase"_s);
    QCOMPARE(tableState().value(u"phase"_s).toString(), u"look-for-trouble-or-loot-the-room"_s);
    QTRY_COMPARE_WITH_TIMEOUT(m_browser.text(u"#fightStartBox h3"_s),
                              u"Look for Trouble: a monster from your hand"_s, 5000);
    if (!m_browser.evaluate(u"document.querySelector('#fightStartBox details').open"_s).toBool())
        tapOnly(u"Bob"_s, u"#fightStartBox summary"_s);
    for (int step = 1; step < 10; ++step)
        tapOnly(u"Bob"_s, u"[data-step=\"startLevel-up\"]"_s);
    tapRecords(u"Bob"_s, u"#startNew"_s, u"start-combat"_s);
    QCOMPARE(combatState().value(u"monsters"_s).toArray().first().toObject().value(u"joinedBy"_s).toString(),
             u"look-for-trouble"_s);
    // Cid helps; both are caught: Cid takes no Bad Stuff, Bob dies.
    tapOnly(u"Cid"_s, u"#offerHelp"_s);
    tapRecords(u"Bob"_s, u"#helpBox [data-accept=\"Cid\"]"_s, u"ask-for-help"_s);
    tapRecords(u"Bob"_s, u"#resolveRun"_s, u"resolve-combat"_s);
    use(u"Bob"_s);
    chooseDie(u"Bob"_s, u"Level 10 monster"_s, 2);
    m_runStart = tableState();
    tapOnly(u"Bob"_s, u"#runAway"_s);
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.text(u"#runDice"_s).contains(u"waiting for Cid"_s), 5000);
    use(u"Cid"_s);
    chooseDie(u"Cid"_s, u"Level 10 monster"_s, 1);
    tapRecords(u"Cid"_s, u"#runAway"_s, u"run-away"_s, u"Bob"_s);

    use(u"Cid"_s);
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.tappable(u"#noBadStuff"_s), 5000);
    tapRecords(u"Cid"_s, u"#noBadStuff"_s, u"apply-bad-stuff"_s);
    QTRY_COMPARE_WITH_TIMEOUT(m_browser.text(u"#lostFightBox"_s), u"<none>"_s, 5000);
    QCOMPARE(playerState(u"Cid"_s).value(u"level"_s).toInt(), 3);
    use(u"Bob"_s);
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.tappable(u"#iDie"_s), 5000);
    QVERIFY(m_browser.tappable(u"#applyBadStuff"_s));
    tapRecords(u"Bob"_s, u"#iDie"_s, u"die"_s);
    QVERIFY(playerState(u"Bob"_s).value(u"dead"_s).toBool());
}

// Ann and Cid (both Level 3) tie for the first pick: a die each, as Bob's phone enters them.
void PhoneLostFightTest::theOthersLootBobsBody()
{
    use(u"Bob"_s);
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.tappable(u"#lootBody"_s), 5000);
    QCOMPARE(m_browser.text(u"#badStuffPart"_s), u"<none>"_s);  // settled by his death
    for (int card = 0; card < 4; ++card)
        tapOnly(u"Bob"_s, u"[data-step=\"lootHand-up\"]"_s);
    QVERIFY(m_browser.choose(u"#lootTies select[aria-label=\"Ann’s roll for a tie\"]"_s, u"3"_s));
    QVERIFY(m_browser.choose(u"#lootTies select[aria-label=\"Cid’s roll for a tie\"]"_s, u"6"_s));
    const QString small = m_browser.smallControls();
    QVERIFY2(small.isEmpty(), qPrintable(small));
    tapRecords(u"Bob"_s, u"#lootBody"_s, u"loot-body"_s);
    const QJsonObject loot = arbiter::testing::actionsInEffect(QStringLiteral(ARBITER_CLI), database())
                                 .last()
                                 .toObject()
                                 .value(u"action"_s)
                                 .toObject();
    QCOMPARE(loot.value(u"cardsInHand"_s).toInt(), 4);
    QCOMPARE(loot.value(u"tieRolls"_s).toArray().size(), 2);
    QTRY_COMPARE_WITH_TIMEOUT(m_browser.text(u"#lootPart"_s), u"<none>"_s, 5000);
    tapRecords(u"Bob"_s, u"#endTurn"_s, u"end-turn"_s);
    QCOMPARE(tableState().value(u"current"_s).toInt(), 2);
}

// The log, read with arbiter-cli: after the set-up exactly the phones' actions, in order, and the referee's
// authority (seatMayRecord) takes each from the phone that tapped it, on the table as it was then.
void PhoneLostFightTest::theLogHoldsExactlyThoseActions()
{
    const QJsonArray log = arbiter::testing::actionsInEffect(QStringLiteral(ARBITER_CLI), database());
    QStringList kinds;
    QList<QJsonObject> rows;
    for (const QJsonValue& row : log)
        if (row.toObject().value(u"seq"_s).toInteger() > m_before) {
            kinds.append(row.toObject().value(u"kind"_s).toString());
            rows.append(row.toObject());
        }
    QStringList sentKinds;
    for (const Sent& sent : m_sent)
        sentKinds.append(sent.kind);
    QCOMPARE(kinds, sentKinds);
    QCOMPARE(kinds, (QStringList{u"start-combat"_s,
                                 u"ask-for-help"_s,
                                 u"play-one-shot"_s,
                                 u"play-one-shot"_s,
                                 u"add-enhancer"_s,
                                 u"add-monster"_s,
                                 u"resolve-combat"_s,
                                 u"run-away"_s,
                                 u"apply-bad-stuff"_s,
                                 u"end-turn"_s,
                                 u"play-character-card"_s,
                                 u"gain-hireling"_s,
                                 u"next-phase"_s,
                                 u"start-combat"_s,
                                 u"ask-for-help"_s,
                                 u"resolve-combat"_s,
                                 u"run-away"_s,
                                 u"apply-bad-stuff"_s,
                                 u"die"_s,
                                 u"loot-body"_s,
                                 u"end-turn"_s}));
    QCOMPARE(rows.at(1).value(u"action"_s).toObject().value(u"helper"_s).toString(), u"Bob"_s);
    QCOMPARE(rows.at(14).value(u"action"_s).toObject().value(u"helper"_s).toString(), u"Cid"_s);
    // Cid's "No Bad Stuff": nothing lost, said explicitly.
    QCOMPARE(rows.at(17).value(u"action"_s).toObject().value(u"badStuff"_s).toObject(),
             (QJsonObject{{u"levels"_s, 0}, {u"items"_s, QJsonArray()}, {u"death"_s, false}}));
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const Sent& sent = m_sent.at(i);
        const std::optional<rules::game::Action> action = db::readStoredAction(
            rows.at(i).value(u"action"_s).toObject(), rows.at(i).value(u"format"_s).toInt(1));
        QVERIFY(action);
        db::JsonIssues issues;
        db::JsonReader reader(sent.stateBefore, u"state"_s, &issues);
        const std::optional<rules::game::GameState> state = db::stateFromJson(reader);
        QVERIFY2(state && !issues.failed(), qPrintable(sent.kind));
        const rules::game::Actor actor = rules::game::actorOf(*action);
        if (actor.kind == rules::game::ActorKind::Agreement) {
            // Help is another seat's offer, recorded when the fighter accepted it on their phone.
            QVERIFY(state->combat);
            QCOMPARE(sent.seat.toStdString(), state->combat->fighter);
            QVERIFY(rows.at(i).value(u"action"_s).toObject().value(u"helper"_s).toString() != sent.seat);
            continue;
        }
        if (!sent.otherSeat.isEmpty()) {
            // One run-away from two phones: each side's rolls are its own phone's to enter.
            const auto* run = action->getIf<rules::game::actions::RunAway>();
            QVERIFY(run);
            for (const auto& [runner, seat] : {std::pair{rules::munchkin::Runner::Fighter, sent.otherSeat},
                                               std::pair{rules::munchkin::Runner::Helper, sent.seat}}) {
                rules::game::actions::RunAway part = *run;
                std::erase_if(part.rolls, [runner](const auto& roll) { return roll.runner != runner; });
                QVERIFY(!part.rolls.empty());
                QVERIFY2(!rules::game::seatMayRecord(rules::game::Action{part}, *state, seat.toStdString()),
                         qPrintable(seat));
            }
            continue;
        }
        const auto mayRecord = rules::game::seatMayRecord(*action, *state, sent.seat.toStdString());
        QVERIFY2(!mayRecord, qPrintable(sent.kind + u" from "_s + sent.seat + u": "_s
                                        + QString::fromStdString(mayRecord ? mayRecord->message : "")));
        // And no one else's, but for the cards anyone plays.
        if (actor.kind != rules::game::ActorKind::AnySeat)
            for (const QString& other : {u"Ann"_s, u"Bob"_s, u"Cid"_s})
                if (other != sent.seat)
                    QVERIFY2(rules::game::seatMayRecord(*action, *state, other.toStdString()),
                             qPrintable(sent.kind + u" from "_s + other));
    }
}

// Rides are The Nightmare Before Christmas's: a table of that edition, Ann's phone, a new Ride by its name
// and bonus. No Hirelings there.
void PhoneLostFightTest::aRideInNightmare()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile setup(dir.filePath(u"setup.json"_s));
    QVERIFY(setup.open(QIODevice::WriteOnly));
    setup.write(R"({"name": "Ride", "edition": "nightmare", "players": [{"name": "Ann"}, {"name": "Bob"}]})");
    setup.close();
    TableHost nightmare;
    const QJsonObject ready = nightmare.start(QStringLiteral(TABLE_HOST),
                                              {u"--db"_s, dir.filePath(u"ride.arbiter"_s), u"--setup"_s,
                                               setup.fileName(), u"--book"_s, dir.filePath(u"book.json"_s)});
    QVERIFY(ready.value(u"ready"_s).toBool());
    const qint64 head = ready.value(u"head"_s).toInteger();
    const QJsonObject stateBefore = nightmare.command({{u"head"_s, true}}).value(u"state"_s).toObject();
    QVERIFY(!arbiter::testing::joinSeat(nightmare, m_browser, u"Ann"_s).isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.tappable(u"#myCardsBox > summary"_s), 5000);
    QVERIFY(m_browser.tap(u"#myCardsBox > summary"_s));
    QTRY_VERIFY_WITH_TIMEOUT(m_browser.tappable(u"#rideName"_s), 5000);
    QCOMPARE(m_browser.text(u"#hirelingPart"_s), u"<none>"_s);
    QVERIFY(m_browser.tap(u"[data-step=\"rideBonus-up\"]"_s));
    QVERIFY(m_browser.tap(u"[data-step=\"rideBonus-up\"]"_s));
    QVERIFY(arbiter::testing::typeInto(m_browser, u"#rideName"_s, u"Pale Horse"_s));
    QCOMPARE(nightmare.head(), head);
    QVERIFY(m_browser.tap(u"#rideNamePlay"_s));
    QTRY_COMPARE_WITH_TIMEOUT(nightmare.head(), head + 1, 5000);
    QCOMPARE(m_browser.text(u"#refusal"_s), u"<none>"_s);
    nightmare.quit();
    const QJsonArray log =
        arbiter::testing::actionsInEffect(QStringLiteral(ARBITER_CLI), dir.filePath(u"ride.arbiter"_s));
    QCOMPARE(log.size(), 1);
    const QJsonObject entry = log.first().toObject();
    QCOMPARE(entry.value(u"kind"_s).toString(), u"gain-ride"_s);
    const QJsonObject ride = entry.value(u"action"_s).toObject().value(u"ride"_s).toObject();
    QCOMPARE(ride.value(u"name"_s).toString(), u"Pale Horse"_s);
    QCOMPARE(ride.value(u"bonus"_s).toInt(), 2);
    const std::optional<rules::game::Action> action =
        db::readStoredAction(entry.value(u"action"_s).toObject(), entry.value(u"format"_s).toInt(1));
    QVERIFY(action);
    db::JsonIssues issues;
    db::JsonReader reader(stateBefore, u"state"_s, &issues);
    const std::optional<rules::game::GameState> state = db::stateFromJson(reader);
    QVERIFY(state);
    QVERIFY(!rules::game::seatMayRecord(*action, *state, "Ann"));
    QVERIFY(rules::game::seatMayRecord(*action, *state, "Bob"));
}

void PhoneLostFightTest::cleanupTestCase()
{
    m_browser.close();
    m_host.quit();
}

ARBITER_CHROMIUM_TEST_MAIN(PhoneLostFightTest)

#include "tst_phone_lost_fight.moc"

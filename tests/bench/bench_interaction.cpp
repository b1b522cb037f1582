// Prints how long a tap takes to show its answer (issue 25): from just before the mouse press on the real
// button to the swap of the first frame that shows the result, in the app's own window (Main.qml with a
// GameSession on a temporary log file), offscreen at 1280x800, next to a minimal Qt Quick Controls window
// in the same process whose Button changes a Label, timed the same way (half of its taps before the app's,
// half after).
//  - the table: Level +1, undo;
//  - a fight against a remembered monster: FIGHT, its suggestion after three letters, "Fight it"; then in
//    the fight: a remembered Enhancer's chip, undo, another monster joins ("It joins the fight" after its
//    suggestion), "Claim the kill" (the "Anyone?" countdown shows), and the kill once nobody played a card
//    (from the end of the wait to the table showing the new level: not a tap, but the claim's answer);
//  - Munchkin Panic, a board of 12 Monsters: a tap on a Monster (the Hit dialog), "Add Hit card" (the hit
//    preview), "Move Monsters" (the preview), "Place" (the Monster on the board).
// A frame "shows" the result when its check, read as the frame is synchronised, holds: the level's text
// changed, the page is current and drawn, the preview is visible... A tap whose result never shows ends
// the benchmark with an error. Between taps, whatever a tap changed is undone through the session
// (not timed) and the window is left until it has drawn nothing for 150 ms.
// A benchmark, not a test: the targets (2x the baseline's median on the table and combat pages, 3x on the
// Panic board) are printed as met or NOT met, never asserted. `--quick` makes 3 taps each for CTest.

#include "tests/bench/interaction_timing.h"

#include "app/session/gamesession.h"

#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQmlComponent>
#include <QQmlDebuggingEnabler>
#include <QQmlExtensionPlugin>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSGRendererInterface>
#include <QStandardPaths>
#include <QStyleHints>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <memory>
#include <vector>

// The Arbiter QML module is linked statically, as in the app.
Q_IMPORT_QML_PLUGIN(ArbiterPlugin)

using arbiter::app::GameSession;
using namespace Qt::StringLiterals;
using namespace arbiter::bench;

namespace {

struct Row {
    const char* what;
    bool panic;  // the Panic board's target (3x) instead of the table's and combat's (2x)
    std::vector<double> ms;
};

QVariantMap levelUp(const QString& player, int amount)
{
    return {{u"kind"_s, u"change-level"_s},
            {u"player"_s, player},
            {u"amount"_s, amount},
            {u"source"_s, u"go-up-a-level"_s}};
}

QVariantMap gainItem(const QString& player, const QString& name, const QString& slot, int bonus)
{
    return {{u"kind"_s, u"gain-item"_s},
            {u"player"_s, player},
            {u"item"_s, QVariantMap{{u"name"_s, name},
                                    {u"slot"_s, slot},
                                    {u"bonus"_s, bonus},
                                    {u"gold"_s, 400},
                                    {u"equipped"_s, true}}}};
}

const QVariantMap netTroll{
    {u"name"_s, u"Net Troll"_s}, {u"level"_s, 10}, {u"treasures"_s, 4}, {u"levels"_s, 2}};
const QVariantMap floatingNose{{u"name"_s, u"Floating Nose"_s}, {u"level"_s, 10}, {u"treasures"_s, 3}};
const QVariantMap startNetTroll{{u"kind"_s, u"start-combat"_s}, {u"monster"_s, netTroll}};
const QVariantMap addEnraged{
    {u"kind"_s, u"add-enhancer"_s},
    {u"monster"_s, 0},
    {u"enhancer"_s, QVariantMap{{u"name"_s, u"Enraged"_s}, {u"bonus"_s, 5}, {u"treasures"_s, 1}}}};

void perform(GameSession& session, const QVariantMap& action)
{
    const auto verdict = session.perform(action);
    if (!verdict.recorded)
        fail(u"refused: %1 (%2)"_s.arg(action.value(u"kind"_s).toString(), verdict.error));
}

void undo(GameSession& session)
{
    if (!session.undo())
        fail(u"the session's undo failed"_s);
}

// A Deluxe game of four: Ann at Level 7 with 4 of gear (11, enough for a Net Troll), Bob at 3. The card
// library remembers the Net Troll, the Floating Nose and the Enraged Enhancer from a fight that was
// undone.
void buildMunchkinGame(GameSession& session)
{
    const auto seat = [](const QString& name, const QString& sex) {
        return QVariantMap{{u"name"_s, name}, {u"sex"_s, sex}};
    };
    const QVariantMap setup{
        {u"name"_s, u"Taps"_s},
        {u"edition"_s, u"deluxe"_s},
        {u"players"_s, QVariantList{seat(u"Ann"_s, u"female"_s), seat(u"Bob"_s, u"male"_s),
                                    seat(u"Cid"_s, u"male"_s), seat(u"Dee"_s, u"female"_s)}},
        {u"starter"_s, u"Ann"_s}};
    if (!session.games()->newGame(setup).legal)
        fail(u"the setup was refused"_s);
    for (const QVariantMap& action : {levelUp(u"Ann"_s, 6), levelUp(u"Bob"_s, 2), levelUp(u"Cid"_s, 1),
                                      gainItem(u"Ann"_s, u"Flaming Armor"_s, u"armor"_s, 2),
                                      gainItem(u"Ann"_s, u"Boots of Butt-Kicking"_s, u"footgear"_s, 2),
                                      gainItem(u"Bob"_s, u"Horny Helmet"_s, u"headgear"_s, 1)})
        perform(session, action);
    perform(session, startNetTroll);
    perform(session, addEnraged);
    perform(session, {{u"kind"_s, u"add-monster"_s}, {u"monster"_s, floatingNose}});
    for (int i = 0; i < 3; ++i)
        undo(session);
}

QVariantMap monster(const QString& name, int arc, const QString& ring, int health)
{
    return {{u"id"_s, name}, {u"name"_s, name}, {u"arc"_s, arc}, {u"ring"_s, ring}, {u"health"_s, health}};
}

// A Munchkin Panic game of four in Play Cards with 12 Monsters on the board (bench_startup's board).
void buildPanicGame(GameSession& session)
{
    const QVariantMap setup{
        {u"name"_s, u"Siege"_s},
        {u"family"_s, u"panic"_s},
        {u"players"_s,
         QVariantList{QVariantMap{{u"name"_s, u"Joan"_s}}, QVariantMap{{u"name"_s, u"Gloria"_s}},
                      QVariantMap{{u"name"_s, u"Marshall"_s}}, QVariantMap{{u"name"_s, u"Seth"_s}}}}};
    if (!session.games()->newGame(setup).legal)
        fail(u"the Panic setup was refused"_s);
    int arc = 1;
    for (const QString& token : {u"Gazebo"_s, u"Net Troll"_s, u"Bullrog"_s, u"Pukachu"_s})
        perform(session, {{u"kind"_s, u"panic-place-monster"_s}, {u"token"_s, token}, {u"arc"_s, arc++}});
    const QVariantList monsters{monster(u"Gazebo"_s, 5, u"knight"_s, 3),
                                monster(u"Net Troll"_s, 1, u"archer"_s, 3),
                                monster(u"Bullrog"_s, 2, u"forest"_s, 3),
                                monster(u"Pukachu"_s, 4, u"knight"_s, 2),
                                monster(u"Undead Horse"_s, 3, u"archer"_s, 2),
                                monster(u"Large Angry Chicken"_s, 3, u"swordsman"_s, 2),
                                monster(u"Shrieking Geek"_s, 6, u"archer"_s, 3),
                                monster(u"King Tut"_s, 6, u"forest"_s, 3),
                                monster(u"Floating Nose"_s, 2, u"knight"_s, 2),
                                monster(u"Pit Bull"_s, 5, u"swordsman"_s, 2),
                                monster(u"3,872 Orcs"_s, 1, u"swordsman"_s, 1),
                                monster(u"Plutonium Dragon"_s, 4, u"forest"_s, 5)};
    perform(session, {{u"kind"_s, u"panic-set-board"_s},
                      {u"board"_s, QVariantMap{{u"walls"_s, QVariantList{1, 3, 4, 5, 6}},
                                               {u"fortified"_s, QVariantList{3}},
                                               {u"towers"_s, QVariantList{1, 2, 3, 5, 6}},
                                               {u"monsters"_s, monsters}}}});
    perform(session, {{u"kind"_s, u"panic-discard-draw"_s}, {u"discards"_s, 0}});
    perform(session, {{u"kind"_s, u"panic-next-phase"_s}, {u"phase"_s, u"play-cards"_s}});
}

QVariantMap panicPhase(const QString& phase)
{
    return {{u"kind"_s, u"panic-next-phase"_s}, {u"phase"_s, phase}};
}

class Bench {
public:
    Bench(QQuickWindow* app, const MinimalWindow& minimal, GameSession& session, QObject* navigator, int taps)
        : m_app(app), m_minimal(minimal), m_session(session), m_navigator(navigator), m_taps(taps)
    {}

    void baseline(int taps) { m_minimal.timeTaps(taps, m_baseline.ms); }

    void table()
    {
        openTable(u"tablePage"_s);
        Row& level = row("table: Level +1 (Bob's level shows it)", false);
        Row& undone = row("table: undo a Level (toolbar)", false);
        const auto bobLevel = [this] { return textOf(m_app, u"level_Bob"_s); };
        for (int i = 0; i < m_taps; ++i) {
            const QString before = bobLevel();
            const QString after = QString::number(before.toInt() + 1);
            level.ms.push_back(timedTap(
                m_app, need(m_app, u"levelUp_Bob"_s), [&] { return bobLevel() == after; }, u"Level +1"_s));
            undo(m_session);
            waitFor(
                m_app, [&] { return bobLevel() == before; }, u"the level undone"_s);
        }
        for (int i = 0; i < m_taps; ++i) {
            const QString before = bobLevel();
            perform(m_session, levelUp(u"Bob"_s, 1));
            waitFor(
                m_app, [&] { return bobLevel() != before; }, u"the level recorded"_s);
            undone.ms.push_back(timedTap(
                m_app, need(m_app, u"undoButton"_s), [&] { return bobLevel() == before; }, u"undo"_s));
        }
    }

    void startFight()
    {
        Row& fight = row("combat: FIGHT (the combat page drawn)", false);
        Row& suggestion = row("combat: a remembered monster's suggestion", false);
        Row& start = row("combat: Fight it (the fight and its verdict)", false);
        for (int i = 0; i < m_taps; ++i) {
            openTable(u"tablePage"_s);
            fight.ms.push_back(timedTap(
                m_app, need(m_app, u"fightButton"_s), [this] { return pageShown(u"combatPage"_s); },
                u"FIGHT"_s));
            waitFor(
                m_app, [this] { return pageSettled(u"combatPage"_s); }, u"the combat page"_s);
            typeName(u"startFormName"_s, "net");
            suggestion.ms.push_back(timedTap(
                m_app, need(m_app, u"startFormSuggestions_0"_s),
                [this] {
                    return textOf(m_app, u"startFormName"_s) == u"Net Troll"_s
                           && textOf(m_app, u"startFormLevelValue"_s) == u"10"_s;
                },
                u"the suggestion"_s));
            start.ms.push_back(timedTap(
                m_app, need(m_app, u"startFormSubmit"_s),
                [this] {
                    return shownItem(m_app, u"combatSummary"_s)
                           && textOf(m_app, u"monsterStrength"_s) == u"10"_s
                           && textOf(m_app, u"playerStrength"_s) == u"11"_s;
                },
                u"Fight it"_s));
            // The fight undone: the page goes back to the table.
            undo(m_session);
        }
    }

    void inFight()
    {
        Row& enhancer = row("combat: a remembered Enhancer (its chip)", false);
        Row& undone = row("combat: undo the Enhancer (toolbar)", false);
        Row& joins = row("combat: another monster joins (It joins the fight)", false);
        Row& claim = row("combat: Claim the kill (\"Anyone?\" shows)", false);
        Row& kill = row("combat: the kill, from the wait's end to the table", false);
        openTable(u"tablePage"_s);
        perform(m_session, startNetTroll);
        openCombat();
        const auto monsters = [this] { return textOf(m_app, u"monsterStrength"_s); };
        const QString alone = monsters();
        for (int i = 0; i < m_taps; ++i) {
            enhancer.ms.push_back(timedTap(
                m_app, need(m_app, u"enhancerFavourite_0"_s), [&] { return monsters() == u"15"_s; },
                u"the Enhancer's chip"_s));
            undo(m_session);
            waitFor(
                m_app, [&] { return monsters() == alone; }, u"the Enhancer undone"_s);
        }
        for (int i = 0; i < m_taps; ++i) {
            perform(m_session, addEnraged);
            waitFor(
                m_app, [&] { return monsters() != alone; }, u"the Enhancer recorded"_s);
            undone.ms.push_back(timedTap(
                m_app, need(m_app, u"undoButton"_s), [&] { return monsters() == alone; }, u"undo"_s));
        }
        for (int i = 0; i < m_taps; ++i) {
            tap(m_app, need(m_app, u"addMonsterToggle"_s));
            waitFor(
                m_app, [this] { return shownItem(m_app, u"addMonsterFormName"_s); }, u"the form"_s);
            typeName(u"addMonsterFormName"_s, "flo");
            tap(m_app, need(m_app, u"addMonsterFormSuggestions_0"_s));
            waitFor(
                m_app, [this] { return textOf(m_app, u"addMonsterFormName"_s) == u"Floating Nose"_s; },
                u"the Floating Nose picked"_s);
            joins.ms.push_back(timedTap(
                m_app, need(m_app, u"addMonsterFormSubmit"_s),
                [&] { return monsters() == u"20"_s && shownItem(m_app, u"eliminate_1"_s); },
                u"It joins the fight"_s));
            undo(m_session);
            waitFor(
                m_app, [&] { return monsters() == alone; }, u"the monster undone"_s);
        }
        for (int i = 0; i < m_taps; ++i) {
            claim.ms.push_back(timedTap(
                m_app, need(m_app, u"claimKill"_s), [this] { return shownItem(m_app, u"countdown"_s); },
                u"Claim the kill"_s));
            tap(m_app, need(m_app, u"cancelClaim"_s), false);
            waitFor(
                m_app, [this] { return !shownItem(m_app, u"countdown"_s); }, u"the claim called off"_s);
        }
        for (int i = 0; i < m_taps; ++i)
            kill.ms.push_back(killOnce());
        undo(m_session);  // the fight
    }

    void panic()
    {
        Row& hitDialog = row("Panic: a tap on a Monster (the Hit dialog)", true);
        Row& hit = row("Panic: Add Hit card (the hit preview)", true);
        Row& move = row("Panic: Move Monsters (the preview)", true);
        Row& place = row("Panic: Place (the Monster on the board)", true);
        openTable(u"panicTablePage"_s);
        QQuickItem* board = need(m_app, u"panicBoard"_s);
        waitFor(
            m_app,
            [board] { return board->width() > 0 && board->width() == board->property("side").toReal(); },
            u"the board laid out"_s);
        QVariant returned;
        if (!QMetaObject::invokeMethod(board, "monsterPoint", Q_RETURN_ARG(QVariant, returned),
                                       Q_ARG(QVariant, u"Gazebo"_s)))
            fail(u"the board has no monsterPoint()"_s);
        const QPoint gazebo = board->mapToScene(returned.toPointF()).toPoint();
        const auto hitShown = [this] { return shownItem(m_app, u"hitDialog"_s); };
        for (int i = 0; i < m_taps; ++i) {
            settle(m_app);
            hitDialog.ms.push_back(timedTapAt(m_app, gazebo, hitShown, u"the Hit dialog"_s));
            waitFor(
                m_app, [&] { return needObject(m_app, u"hitDialog"_s)->property("opened").toBool(); },
                u"the Hit dialog open"_s);
            tap(m_app, need(m_app, u"hitCancel"_s));
            waitFor(
                m_app, [&] { return !hitShown(); }, u"the Hit dialog closed"_s);
        }
        settle(m_app);
        timedTapAt(m_app, gazebo, hitShown, u"the Hit dialog"_s);
        QObject* dialog = needObject(m_app, u"hitDialog"_s);
        waitFor(
            m_app, [dialog] { return dialog->property("opened").toBool(); }, u"the Hit dialog open"_s);
        const QString hint = textOf(m_app, u"hitVerdict"_s);
        for (int i = 0; i < m_taps; ++i) {
            hit.ms.push_back(timedTap(
                m_app, need(m_app, u"hitAddCard"_s),
                [&] { return shownItem(m_app, u"hitCard_0"_s) && textOf(m_app, u"hitVerdict"_s) != hint; },
                u"Add Hit card"_s));
            QMetaObject::invokeMethod(dialog, "setCards", Q_ARG(QVariant, QVariant(QVariantList{})));
            waitFor(
                m_app, [&] { return textOf(m_app, u"hitVerdict"_s) == hint; }, u"the cards taken back"_s);
        }
        tap(m_app, need(m_app, u"hitCancel"_s));
        waitFor(
            m_app, [&] { return !hitShown(); }, u"the Hit dialog closed"_s);

        perform(m_session, panicPhase(u"add-treasure"_s));
        perform(m_session, panicPhase(u"move-monsters"_s));
        const auto previewShown = [this] {
            return shownItem(m_app, u"panicPreview"_s) && shownItem(m_app, u"previewEvent_0"_s);
        };
        for (int i = 0; i < m_taps; ++i) {
            move.ms.push_back(
                timedTap(m_app, need(m_app, u"panicMoveButton"_s), previewShown, u"Move Monsters"_s));
            tap(m_app, need(m_app, u"previewCancel"_s));
            waitFor(
                m_app, [this] { return !shownItem(m_app, u"panicPreview"_s); }, u"the preview closed"_s);
        }

        const auto moved = m_session.perform(QVariantMap{{u"kind"_s, u"panic-move-monsters"_s}});
        if (!moved.recorded)
            fail(u"the Monsters did not move: "_s + moved.error);
        perform(m_session, panicPhase(u"place-monsters"_s));
        const QVariantList bag = m_session.panic().bagMonsters;
        if (bag.isEmpty())
            fail(u"the bag is empty"_s);
        const QString token = bag.constFirst().value<arbiter::app::views::BagMonsterView>().name;
        for (int i = 0; i < m_taps; ++i) {
            tap(m_app, need(m_app, u"panicPlaceButton"_s));
            QObject* placeDialog = needObject(m_app, u"placeDialog"_s);
            waitFor(
                m_app, [placeDialog] { return placeDialog->property("opened").toBool(); },
                u"the Place dialog"_s);
            placeDialog->setProperty("token", token);
            placeDialog->setProperty("chosenArc", 2);
            waitFor(
                m_app, [this] { return need(m_app, u"placeApply"_s)->isEnabled(); }, u"Place allowed"_s);
            place.ms.push_back(timedTap(
                m_app, need(m_app, u"placeApply"_s), [&] { return shownItem(m_app, u"monster_"_s + token); },
                u"Place"_s));
            waitFor(
                m_app, [placeDialog] { return !isShown(placeDialog); }, u"the Place dialog closed"_s);
            undo(m_session);
            waitFor(
                m_app, [&] { return !shownItem(m_app, u"monster_"_s + token); }, u"the placing undone"_s);
        }
    }

    void report(bool quick) const
    {
        const double base = percentile(m_baseline.ms, 0.5);
        std::printf(
            "tap to the frame that shows the result, offscreen 1280x800 (%s renderer), %d taps each (%s)\n",
            m_app->rendererInterface()->graphicsApi() == QSGRendererInterface::Software ? "software"
                                                                                        : "hardware",
            m_taps, quick ? "quick" : "full");
        std::printf("%-54s %9s %9s %7s\n", "", "median", "p90", "ratio");
        std::printf("%-54s %6.2f ms %6.2f ms %7s\n", "baseline: a Button changes a Label (minimal window)",
                    base, percentile(m_baseline.ms, 0.9), "1.00x");
        for (const Row& r : m_rows) {
            const double median = percentile(r.ms, 0.5);
            const double target = r.panic ? 3.0 : 2.0;
            std::printf("%-54s %6.2f ms %6.2f ms %6.2fx (target <= %.0fx: %s)\n", r.what, median,
                        percentile(r.ms, 0.9), median / base, target,
                        median / base <= target ? "met" : "NOT met");
        }
    }

private:
    Row& row(const char* what, bool panic)
    {
        m_rows.push_back({what, panic, {}});
        return m_rows.back();
    }

    QQuickItem* currentPage() const
    {
        return need(m_app, u"stack"_s)->property("currentItem").value<QQuickItem*>();
    }

    // The page is the stack's current one and drawn (its transition may still run).
    bool pageShown(const QString& name) const
    {
        const QQuickItem* page = currentPage();
        return page && page->objectName() == name && page->isVisible() && page->opacity() > 0;
    }

    bool pageSettled(const QString& name) const
    {
        return pageShown(name) && !need(m_app, u"stack"_s)->property("busy").toBool();
    }

    void openTable(const QString& name)
    {
        if (pageSettled(name))
            return;
        QMetaObject::invokeMethod(m_navigator, "pageRequested", Q_ARG(QString, u"table"_s),
                                  Q_ARG(QVariant, QVariant(QVariantMap{})));
        waitFor(
            m_app, [&] { return pageSettled(name); }, name);
    }

    void openCombat()
    {
        tap(m_app, need(m_app, u"fightButton"_s));
        waitFor(
            m_app, [this] { return pageSettled(u"combatPage"_s); }, u"the combat page"_s);
    }

    // Types the first letters of a remembered card's name and waits for its suggestion.
    void typeName(const QString& field, const char* letters)
    {
        // Keys go to the active window: the baseline's, shown last, may be.
        m_app->requestActivate();
        if (!QTest::qWaitForWindowActive(m_app))
            fail(u"the app's window is not active"_s);
        QQuickItem* item = need(m_app, field);
        item->forceActiveFocus();
        for (const char* letter = letters; *letter; ++letter)
            QTest::keyClick(m_app, *letter);
        const QString suggestion = field.chopped(4) + u"Suggestions_0"_s;
        waitFor(
            m_app, [&] { return shownItem(m_app, suggestion); }, suggestion);
    }

    // "Claim the kill", the wait shortened to 300 ms; timed from the moment the wait ends (its Timer fires)
    // to the frame of the table with Ann's new Level. Then the kill is undone and the combat page opened.
    double killOnce()
    {
        QQuickItem* countdown = findItem(currentPage(), u"countdown"_s);
        if (!countdown)
            fail(u"no countdown on the combat page"_s);
        countdown->setProperty("durationMs", 300);
        QObject* deadline = nullptr;
        for (QObject* child : countdown->children())
            if (child->inherits("QQmlTimer") && !child->property("repeat").toBool())
                deadline = child;
        if (!deadline)
            fail(u"no deadline Timer in the countdown"_s);
        FiredAt fired;
        deadline->installEventFilter(&fired);
        const QString before = textOf(m_app, u"level_Ann"_s);
        const QString after = QString::number(before.toInt() + 2);
        // Only the checks made after the Timer fired are taken off: they also run through the wait.
        qint64 checkingAfterFire = 0;
        const FirstFrame frame = firstFrameShowing(
            m_app,
            [&] {
                if (fired.at < 0)
                    return false;
                const qint64 start = benchClock().nsecsElapsed();
                const QQuickItem* level = findItem(m_app->contentItem(), u"level_Ann"_s);
                const bool shown = pageShown(u"tablePage"_s) && level && level->isVisible()
                                   && level->property("text").toString() == after;
                checkingAfterFire += benchClock().nsecsElapsed() - start;
                return shown;
            },
            [this] { tap(m_app, need(m_app, u"claimKill"_s)); });
        deadline->removeEventFilter(&fired);
        if (frame.swappedNs < 0)
            fail(u"the kill: no frame of the table with Ann's new level within 5 s"_s);
        waitFor(
            m_app, [this] { return pageSettled(u"tablePage"_s); }, u"the table after the kill"_s);
        undo(m_session);
        waitFor(
            m_app, [&] { return textOf(m_app, u"level_Ann"_s) == before; }, u"the kill undone"_s);
        openCombat();
        return static_cast<double>(frame.swappedNs - fired.at - checkingAfterFire) / 1e6;
    }

    QQuickWindow* m_app;
    const MinimalWindow& m_minimal;
    GameSession& m_session;
    QObject* m_navigator;
    int m_taps;
    Row m_baseline{"baseline", false, {}};
    std::deque<Row> m_rows;  // stable references while rows are added
};

}  // namespace

int main(int argc, char* argv[])
{
    // --quick: 3 taps each (CTest); --taps=N: N each. --only=table,fight,combat,panic: those scenarios alone
    // (for a profile).
    // --qml-profile: QML debugging on, for `qmlprofiler -- bench_interaction --qml-profile ...`.
    bool quick = false;
    int tapsWanted = 0;
    QStringList only;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--quick") == 0)
            quick = true;
        else if (std::strncmp(argv[i], "--only=", 7) == 0)
            only = QString::fromUtf8(argv[i] + 7).split(u',');
        else if (std::strncmp(argv[i], "--taps=", 7) == 0)
            tapsWanted = std::atoi(argv[i] + 7);
        else if (std::strcmp(argv[i], "--qml-profile") == 0)
            QQmlDebuggingEnabler::enableDebugging(true);
    }
    const auto wanted = [&only](const QString& scenario) {
        return only.isEmpty() || only.contains(scenario);
    };
    const int taps = tapsWanted > 0 ? tapsWanted : quick ? 3 : 21;
    qputenv("QT_QPA_PLATFORM", "offscreen");
    // One thread draws and handles the taps: the frame's check reads the state it was made from.
    qputenv("QSG_RENDER_LOOP", "basic");
    benchClock().start();
    QGuiApplication app(argc, argv);
    // The window's Settings need these names; test mode keeps them away from the user's.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ArbiterBench"_s);
    QCoreApplication::setOrganizationDomain(u"arbiter.invalid"_s);
    QQuickStyle::setStyle(u"Material"_s);
    // No blinking cursor drawing frames of its own between taps.
    QGuiApplication::styleHints()->setCursorFlashTime(0);

    QTemporaryDir dir;
    if (!dir.isValid())
        fail(u"no temporary directory"_s);
    GameSession session;
    if (!session.openFile(dir.filePath(u"taps.sqlite"_s)))
        fail(u"openFile: "_s + session.fileError());
    buildMunchkinGame(session);
    const qint64 munchkin = session.gameId();
    buildPanicGame(session);
    const qint64 panic = session.gameId();
    if (!session.openGame(munchkin))
        fail(u"the card game does not open"_s);

    QQmlApplicationEngine engine;
    engine.addImportPath(u"qrc:/"_s);
    engine.setInitialProperties({{u"session"_s, QVariant::fromValue(&session)}});
    engine.load(QUrl(u"qrc:/Arbiter/qml/Main.qml"_s));
    auto* window = engine.rootObjects().isEmpty()
                       ? nullptr
                       : qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
    if (!window)
        fail(u"Main.qml did not load"_s);
    window->resize(1280, 800);

    // The baseline: a minimal Qt Quick Controls window whose Button changes a Label.
    const MinimalWindow minimal(engine);
    if (!QTest::qWaitForWindowExposed(window) || !QTest::qWaitForWindowExposed(minimal.window()))
        fail(u"the windows are not shown"_s);

    // Navigator is a QML singleton (a file of the module, not a C++ type): ask QML for it.
    QQmlComponent probe(&engine);
    probe.setData(
        "import QtQml\nimport Arbiter\nQtObject { readonly property QtObject navigator: Navigator }",
        QUrl(u"qrc:/bench/probe.qml"_s));
    std::unique_ptr<QObject> holder(probe.create());
    auto* navigator = holder ? holder->property("navigator").value<QObject*>() : nullptr;
    if (!navigator)
        fail(u"no Navigator: "_s + probe.errorString());

    Bench bench(window, minimal, session, navigator, taps);
    const int firstHalf = (taps + 1) / 2;
    bench.baseline(firstHalf);
    if (wanted(u"table"_s))
        bench.table();
    if (wanted(u"fight"_s))
        bench.startFight();
    if (wanted(u"combat"_s))
        bench.inFight();
    if (wanted(u"panic"_s)) {
        if (!session.openGame(panic))
            fail(u"the Panic game does not open"_s);
        bench.panic();
    }
    bench.baseline(taps - firstHalf);
    bench.report(quick);
    return 0;
}
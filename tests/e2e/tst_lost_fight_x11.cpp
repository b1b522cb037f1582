// A lost fight, end to end in a real X window (run under tests/support/xvfb_run.sh): the app's window
// (Main.qml) on a fresh log holding the table's card library, every tap a real click of xdotool at the
// centre of the control as the window lays it out at that moment. Ann (Level 3, a Club) fights the
// library's Net Troll (Level 10, "You are dead."), Bob helps; they lose, and both are caught running. The
// combat page then stays, its back button waits, until both are settled: Bob with no Bad Stuff (the Death
// the card ticked is unticked), Ann dead of it (ticked from the card), and her body looted (Bob and Cid tie
// at Level 1: a roll each). Back at the table, Ann is dead and her Items have left it; the log holds each
// step. Every wait has its own limit (the whole run takes a few seconds); ctest's TIMEOUT bounds the rest.
// Exit 77 (skipped) without an X display or xdotool.
//
// Scrolling is the one thing not done with the mouse: a page is scrolled to its control as a finger would
// before the click (a wheel's step is the desktop's, not the tablet's).

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QProcess>
#include <QQmlApplicationEngine>
#include <QQmlExtensionPlugin>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <functional>

#include "app/cards/cardlibrarymodel.h"
#include "app/session/gamesession.h"

Q_IMPORT_QML_PLUGIN(ArbiterPlugin)

using arbiter::app::GameSession;
using namespace Qt::StringLiterals;

namespace {

[[noreturn]] void fail(const QString& what)
{
    std::fprintf(stderr, "lost_fight_e2e: FAILED: %s\n", qPrintable(what));
    std::exit(1);
}

void step(const QString& what)
{
    std::printf("lost_fight_e2e: %s\n", qPrintable(what));
    std::fflush(stdout);
}

void collect(QQuickItem* root, const QString& name, QList<QQuickItem*>& found)
{
    if (root->objectName() == name)
        found.append(root);
    for (QQuickItem* child : root->childItems())
        collect(child, name, found);
}

// The item of that name that is shown (two closed dialogs may hold a control of the same name), else the
// first one.
QQuickItem* find(QQuickItem* root, const QString& name)
{
    QList<QQuickItem*> found;
    if (root)
        collect(root, name, found);
    for (QQuickItem* item : found)
        if (item->isVisible())
            return item;
    return found.isEmpty() ? nullptr : found.constFirst();
}

bool xdotool(const QStringList& arguments)
{
    return QProcess::execute(u"xdotool"_s, arguments) == 0;
}

class Table {
public:
    Table(QQuickWindow* window, GameSession& session) : m_window(window), m_session(session) {}

    QQuickItem* item(const QString& name) const { return find(m_window->contentItem(), name); }

    QQuickItem* waitFor(const QString& name, bool enabled = true)
    {
        QQuickItem* stack = item(u"stack"_s);
        QQuickItem* found = nullptr;
        const bool ready = QTest::qWaitFor(
            [&] {
                found = item(name);
                return found && found->isVisible() && (!enabled || found->isEnabled()) && stack
                       && !stack->property("busy").toBool();
            },
            10000);
        if (!ready)
            fail(u"no visible%1 %2"_s.arg(enabled ? u", enabled"_s : QString(), name));
        return found;
    }

    // Scrolls the Flickables around the item so that it is in view, as a finger would.
    void scrollTo(QQuickItem* target)
    {
        for (QQuickItem* parent = target->parentItem(); parent; parent = parent->parentItem()) {
            if (!parent->inherits("QQuickFlickable"))
                continue;
            QQuickItem* content = parent->property("contentItem").value<QQuickItem*>();
            const qreal top = target->mapToItem(content, QPointF(0, 0)).y();
            const qreal y = parent->property("contentY").toReal();
            if (top < y || top + target->height() > y + parent->height()) {
                const qreal most = parent->property("contentHeight").toReal() - parent->height();
                parent->setProperty("contentY", std::max<qreal>(0, std::min<qreal>(top - 16, most)));
            }
        }
        QTest::qWait(80);  // a frame or two
    }

    // A real click (xdotool) at the centre of the control, once it is shown, enabled and in view.
    void click(const QString& name, bool mustBeEnabled = true)
    {
        QQuickItem* target = waitFor(name, mustBeEnabled);
        // A step that has just appeared may still be laid out (slowly under the sanitizers): scroll again
        // until the control stands inside the window.
        const QRect window(QPoint(0, 0), m_window->size());
        const bool inside = QTest::qWaitFor(
            [&] {
                scrollTo(target);
                return window.contains(
                    target->mapToScene(QPointF(target->width() / 2, target->height() / 2)).toPoint());
            },
            5000);
        if (!inside)
            fail(name + u" does not come into the window"_s);
        // The banner of the last verdict lies over the bottom of the page for a few seconds: a finger
        // taps above it, or waits for it to go.
        if (covered(target)) {
            scrollBy(target, bannerTop() - 16 - target->mapToScene(QPointF(0, target->height())).y());
            if (covered(target) && !QTest::qWaitFor([&] { return !covered(target); }, 6000))
                fail(name + u" stays under the banner"_s);
        }
        const QPoint at = target->mapToScene(QPointF(target->width() / 2, target->height() / 2)).toPoint();
        if (!QRect(QPoint(0, 0), m_window->size()).contains(at))
            fail(u"%1 is outside the window at %2,%3"_s.arg(name).arg(at.x()).arg(at.y()));
        step(u"click %1 at %2,%3"_s.arg(name).arg(at.x()).arg(at.y()));
        if (!xdotool({u"mousemove"_s, u"--window"_s, QString::number(m_window->winId()),
                      QString::number(at.x()), QString::number(at.y()), u"click"_s, u"1"_s}))
            fail(u"xdotool could not click "_s + name);
        QTest::qWait(150);
    }

    qreal bannerTop() const
    {
        QQuickItem* banner = item(u"verdictBanner"_s);
        return banner && banner->isVisible() ? banner->mapToScene(QPointF(0, 0)).y() : m_window->height();
    }

    bool covered(QQuickItem* target) const
    {
        QQuickItem* banner = item(u"verdictBanner"_s);
        if (!banner || !banner->isVisible() || target->parentItem() == banner || banner->isAncestorOf(target))
            return false;
        const QRectF area = target->mapRectToScene(QRectF(0, 0, target->width(), target->height()));
        return area.intersects(banner->mapRectToScene(QRectF(0, 0, banner->width(), banner->height())));
    }

    // Scrolls the innermost Flickable around the item by `dy` (negative: the item moves up).
    void scrollBy(QQuickItem* target, qreal dy)
    {
        for (QQuickItem* parent = target->parentItem(); parent; parent = parent->parentItem()) {
            if (!parent->inherits("QQuickFlickable"))
                continue;
            const qreal most = parent->property("contentHeight").toReal() - parent->height();
            const qreal y = parent->property("contentY").toReal() - dy;
            parent->setProperty("contentY", std::max<qreal>(0, std::min<qreal>(y, most)));
            break;
        }
        QTest::qWait(80);
    }

    void type(const QString& text)
    {
        if (!xdotool({u"type"_s, u"--delay"_s, u"40"_s, text}))
            fail(u"xdotool could not type "_s + text);
        QTest::qWait(150);
    }

    void expect(const std::function<bool()>& done, const QString& what, int ms = 5000)
    {
        if (!QTest::qWaitFor(done, ms))
            fail(what);
    }

    QString page() const
    {
        QQuickItem* stack = item(u"stack"_s);
        QQuickItem* current = stack ? stack->property("currentItem").value<QQuickItem*>() : nullptr;
        return current ? current->objectName() : QString();
    }

    QStringList unsettled() const { return m_session.settling().unsettled; }

    // Whether the item lies inside the window and inside every Flickable around it, without scrolling.
    bool inView(QQuickItem* target) const
    {
        for (QQuickItem* parent = target->parentItem(); parent; parent = parent->parentItem()) {
            if (!parent->inherits("QQuickFlickable"))
                continue;
            const qreal top = target->mapToItem(parent, QPointF(0, 0)).y();
            if (top < 0 || top + target->height() > parent->height())
                return false;
        }
        return target->isVisible();
    }

private:
    QQuickWindow* m_window;
    GameSession& m_session;
};

bool recorded(GameSession& session, const QVariantMap& action)
{
    const auto verdict = session.perform(action);
    if (!verdict.recorded)
        std::fprintf(stderr, "lost_fight_e2e: refused: %s\n", qPrintable(action.value(u"kind"_s).toString()));
    return verdict.recorded;
}

}  // namespace

int main(int argc, char* argv[])
{
    if (qEnvironmentVariableIsEmpty("DISPLAY") || QStandardPaths::findExecutable(u"xdotool"_s).isEmpty()) {
        std::printf(
            "lost_fight_e2e: no X display or no xdotool (run it under tests/support/xvfb_run.sh): skipped\n");
        return 77;
    }
    QGuiApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QGuiApplication::setOrganizationName(u"ArbiterTests"_s);
    QGuiApplication::setOrganizationDomain(u"arbiter.invalid"_s);
    QQuickStyle::setStyle(u"Material"_s);
    if (QGuiApplication::platformName() != u"xcb"_s) {
        std::printf("lost_fight_e2e: the platform is %s, not xcb: skipped\n",
                    qPrintable(QGuiApplication::platformName()));
        return 77;
    }

    QTemporaryDir dir;
    GameSession session;
    if (!dir.isValid() || !session.openFile(dir.filePath(u"lost-fight.sqlite"_s)))
        fail(u"no log file: "_s + session.fileError());
    // The table's deck: the Net Troll and its Bad Stuff.
    QFile pack(dir.filePath(u"deck.json"_s));
    if (!pack.open(QIODevice::WriteOnly)
        || pack.write(R"({"format": "arbiter-card-pack", "version": 1, "cards": [
              {"edition": "deluxe", "kind": "monster", "name": "Net Troll", "data": {"level": 10, "treasures": 3},
               "badStuff": "You are dead."}]})")
               < 0)
        fail(u"the card pack could not be written"_s);
    pack.close();
    if (!session.cards()->importPack(QUrl::fromLocalFile(pack.fileName())).legal)
        fail(u"the card pack was refused"_s);
    // Ann, Bob and Cid; Ann at Level 3 with a Club, her turn.
    const QVariantList players{QVariantMap{{u"name"_s, u"Ann"_s}}, QVariantMap{{u"name"_s, u"Bob"_s}},
                               QVariantMap{{u"name"_s, u"Cid"_s}}};
    if (!session.games()
             ->newGame({{u"name"_s, u"Lost fight"_s}, {u"edition"_s, u"deluxe"_s}, {u"players"_s, players}})
             .legal
        || !recorded(session, {{u"kind"_s, u"change-level"_s}, {u"player"_s, u"Ann"_s}, {u"amount"_s, 2}})
        || !recorded(
            session,
            {{u"kind"_s, u"gain-item"_s},
             {u"player"_s, u"Ann"_s},
             {u"item"_s, QVariantMap{{u"name"_s, u"Club"_s}, {u"slot"_s, u"1hand"_s}, {u"bonus"_s, 1}}}}))
        fail(u"the game could not be set up"_s);

    QQmlApplicationEngine engine;
    engine.addImportPath(u"qrc:/"_s);
    engine.setInitialProperties({{u"session"_s, QVariant::fromValue(&session)}});
    engine.load(QUrl(u"qrc:/Arbiter/qml/Main.qml"_s));
    auto* window = engine.rootObjects().isEmpty()
                       ? nullptr
                       : qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
    if (!window || !QTest::qWaitForWindowExposed(window, 10000))
        fail(u"Main.qml did not open a window"_s);
    xdotool({u"windowfocus"_s, u"--sync"_s, QString::number(window->winId())});
    Table table(window, session);
    table.expect([&] { return table.page() == u"tablePage"_s; }, u"the table is not shown"_s, 10000);

    // --- the fight: the library's monster in three letters, Bob helps, the players lose ---
    table.click(u"fightButton"_s);
    table.expect([&] { return table.page() == u"combatPage"_s; }, u"FIGHT did not open the combat page"_s);
    table.click(u"startFormName"_s);
    table.type(u"Net"_s);
    table.click(u"startFormSuggestions_0"_s);
    table.click(u"startFormSubmit"_s);
    table.expect([&] { return session.combat().active; }, u"Fight it did not start a fight"_s);
    table.click(u"askForHelp_Bob"_s);
    table.expect([&] { return session.combat().helper == u"Bob"_s; }, u"Bob is not helping"_s);
    table.click(u"resolveButton"_s);
    table.expect([&] { return session.combat().runningAway; }, u"the fight was not lost"_s);

    // --- the dice: both caught on a 2 ---
    table.click(u"runRoll_0_2"_s);
    table.click(u"runRoll_1_2"_s);
    table.click(u"recordRunAway"_s);
    table.expect([&] { return !session.combat().active; }, u"the run-away was not recorded"_s);
    table.expect(
        [&] {
            return table.unsettled() == QStringList{u"Ann"_s, u"Bob"_s};
        },
        u"Ann and Bob are not both waiting for their Bad Stuff"_s);

    // The page stays, the Bad Stuff step is in view where the dice were, and nothing goes back yet.
    QTest::qWait(300);
    if (table.page() != u"combatPage"_s)
        fail(u"the combat page left with Bad Stuff unrecorded, for "_s + table.page());
    for (const QString& name : {u"settle_Ann"_s, u"settle_Bob"_s})
        if (!table.inView(table.waitFor(name)))
            fail(name + u" is out of view after the dice"_s);
    if (table.item(u"afterFightDone"_s)->isEnabled() || table.item(u"backButton"_s)->isEnabled())
        fail(u"the way back is open before the Bad Stuff"_s);
    table.click(u"backButton"_s, false);
    if (table.page() != u"combatPage"_s)
        fail(u"the back button left the combat page with the Bad Stuff unrecorded"_s);
    if (!table.item(u"settleDeath_Ann"_s)->property("checked").toBool())
        fail(u"the card says \"You are dead.\": Ann's Death is not ticked"_s);

    // --- Bob: no Bad Stuff after all ---
    table.click(u"settleDeath_Bob"_s);
    table.click(u"settleNone_Bob"_s);
    table.expect([&] { return table.unsettled() == QStringList{u"Ann"_s}; },
                 u"Bob's \"no Bad Stuff\" was not recorded"_s);
    if (table.item(u"afterFightDone"_s)->isEnabled())
        fail(u"back to the table with Ann unsettled"_s);

    // --- Ann dies of it, and the others loot her body, highest Level first (a tie: a roll each) ---
    table.click(u"settleApply_Ann"_s);
    table.expect([&] { return session.playerDetails(u"Ann"_s).dead; }, u"Ann is not dead"_s);
    table.expect([&] { return table.item(u"lootHand"_s) && table.item(u"lootHand"_s)->isVisible(); },
                 u"the looting of Ann's body did not open"_s);
    table.click(u"tieRoll_Bob_5"_s);
    table.click(u"tieRoll_Cid_2"_s);
    table.click(u"lootApply"_s);
    table.expect([&] { return session.playerDetails(u"Ann"_s).bodyLooted; }, u"Ann's body was not looted"_s);
    if (!session.playerDetails(u"Ann"_s).items.isEmpty())
        fail(u"Ann's Items are still on the table"_s);
    table.expect([&] { return !session.settling().open; }, u"the fight is not settled"_s);

    // --- back to the table ---
    table.click(u"afterFightDone"_s);
    table.expect([&] { return table.page() == u"tablePage"_s; }, u"Back to the table did not go back"_s);

    // The log holds each step: the run, two Bad Stuffs (Bob's empty one, Ann's death) and the looting.
    QStringList kinds;
    for (const arbiter::db::HistoryEntry& entry : session.core()->history())
        kinds.append(entry.kind);
    if (kinds.count(u"run-away"_s) != 1 || kinds.count(u"apply-bad-stuff"_s) != 2
        || kinds.count(u"loot-body"_s) != 1)
        fail(u"the log holds %1"_s.arg(kinds.join(u", "_s)));
    step(
        u"passed: a lost fight with two caught runners, settled (no Bad Stuff; a death from the card) and "
        u"looted: %1"_s.arg(kinds.join(u", "_s)));
    return 0;
}

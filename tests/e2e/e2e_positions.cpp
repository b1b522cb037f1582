// Where restart_e2e.sh must click: a dry run of the same steps in an offscreen window of the app's own
// size (Main.qml, 1280x800), on a fresh log file, clicking and typing with QTest. Before each step it
// prints the centre of the control it is about to use, in window coordinates:
//   <objectName> <x> <y>
// so the script follows the pages' layout as it is today instead of pixel positions written down once.
// Usage: e2e_positions GAME_NAME PLAYER1 PLAYER2 CARD_PACK MONSTER_PREFIX: after the level up, a fight
// against the pack's monster, found by typing its first letters, and its kill. Exit 1, naming the step,
// when the dry run fails.

#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQmlExtensionPlugin>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

#include "app/cards/cardlibrarymodel.h"
#include "app/session/gamesession.h"

Q_IMPORT_QML_PLUGIN(ArbiterPlugin)

using arbiter::app::GameSession;
using namespace Qt::StringLiterals;

namespace {

[[noreturn]] void fail(const QString& what)
{
    std::fprintf(stderr, "e2e_positions: %s\n", qPrintable(what));
    std::exit(1);
}

QQuickItem* find(QQuickItem* root, const QString& name)
{
    if (root->objectName() == name)
        return root;
    for (QQuickItem* child : root->childItems())
        if (QQuickItem* found = find(child, name))
            return found;
    return nullptr;
}

class DryRun {
public:
    explicit DryRun(QQuickWindow* window) : m_window(window) {}

    // Waits until the control is shown, still and enabled, prints its centre and clicks it.
    void click(const QString& name)
    {
        QQuickItem* stack = find(m_window->contentItem(), u"stack"_s);
        QQuickItem* item = nullptr;
        const bool ready = QTest::qWaitFor([&] {
            item = find(m_window->contentItem(), name);
            return item && item->isVisible() && item->isEnabled() && stack
                   && !stack->property("busy").toBool();
        });
        if (!ready)
            fail(u"no visible, enabled %1"_s.arg(name));
        const QPointF centre = item->mapToScene(QPointF(item->width() / 2, item->height() / 2));
        const QPoint at = centre.toPoint();
        if (!QRect(QPoint(0, 0), m_window->size()).contains(at))
            fail(u"%1 is outside the window at %2,%3"_s.arg(name).arg(at.x()).arg(at.y()));
        std::printf("%s %d %d\n", qPrintable(name), at.x(), at.y());
        std::fflush(stdout);
        QTest::mouseClick(m_window, Qt::LeftButton, {}, at);
        QTest::qWait(50);
    }

    // Replaces the text of the field that has the focus, as xdotool does with ctrl+a then typing.
    void type(const QString& text)
    {
        QTest::keyClick(m_window, Qt::Key_A, Qt::ControlModifier);
        for (const QChar c : text)  // QTest types into a QWindow one Latin-1 key at a time
            QTest::keyClick(m_window, c.toLatin1());
        QTest::qWait(50);
    }

private:
    QQuickWindow* m_window;
};

}  // namespace

int main(int argc, char* argv[])
{
    QGuiApplication app(argc, argv);  // as the app
    // The window's Settings need names; test mode keeps them out of the user's configuration.
    QStandardPaths::setTestModeEnabled(true);
    QGuiApplication::setOrganizationName(u"ArbiterTests"_s);
    QGuiApplication::setOrganizationDomain(u"arbiter.invalid"_s);
    QQuickStyle::setStyle(u"Material"_s);
    const QStringList args = app.arguments();
    if (args.size() != 6)
        fail(u"usage: e2e_positions GAME_NAME PLAYER1 PLAYER2 CARD_PACK MONSTER_PREFIX"_s);
    const QString game = args[1];
    const QString first = args[2];
    const QString second = args[3];
    const QString pack = args[4];
    const QString monsterPrefix = args[5];

    QTemporaryDir dir;
    GameSession session;
    if (!dir.isValid() || !session.openFile(dir.filePath(u"dry-run.sqlite"_s)))
        fail(u"no log file: "_s + session.fileError());
    // The table's deck, as the script imports it into its own log before the app starts.
    const auto imported = session.cards()->importPack(QUrl::fromLocalFile(pack));
    if (!imported.legal)
        fail(u"the card pack was refused: "_s + imported.error);
    QQmlApplicationEngine engine;
    engine.addImportPath(u"qrc:/"_s);
    engine.setInitialProperties({{u"session"_s, QVariant::fromValue(&session)}});
    engine.load(QUrl(u"qrc:/Arbiter/qml/Main.qml"_s));
    auto* window = engine.rootObjects().isEmpty()
                       ? nullptr
                       : qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
    if (!window || !QTest::qWaitForWindowExposed(window))
        fail(u"Main.qml did not open a window"_s);
    std::printf("window %d %d\n", window->width(), window->height());

    DryRun run(window);
    run.click(u"newGameButton"_s);
    run.click(u"gameNameField"_s);
    run.type(game);
    run.click(u"playerName_0"_s);
    run.type(first);
    run.click(u"playerName_1"_s);
    run.type(second);
    run.click(u"startButton"_s);
    if (!QTest::qWaitFor([&] { return session.hasGame(); }))
        fail(u"Start did not start a game"_s);
    if (session.gameName() != game)
        fail(u"the game is called '%1', not '%2'"_s.arg(session.gameName(), game));
    run.click(u"levelUp_"_s + first);
    if (!QTest::qWaitFor([&] { return session.playerDetails(first).level == 2; }))
        fail(u"+ did not raise %1 to Level 2"_s.arg(first));

    // A fight against a remembered monster: FIGHT, its first letters (the name field has the focus),
    // the suggestion, "Fight it"; then the kill is claimed and made after the "Anyone?" wait.
    run.click(u"fightButton"_s);
    run.type(monsterPrefix);
    run.click(u"startFormSuggestions_0"_s);
    run.click(u"startFormSubmit"_s);
    if (!QTest::qWaitFor([&] { return session.combat().active; }))
        fail(u"Fight it did not start a fight"_s);
    run.click(u"claimKill"_s);
    if (!QTest::qWaitFor([&] { return session.playerDetails(first).level == 3; }, 15000))
        fail(u"the kill did not raise %1 to Level 3"_s.arg(first));
    return 0;
}

pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Qt.labs.settings
import Arbiter

// The window: a toolbar with undo and redo always one tap away, a stack of pages, and a banner for the
// referee's last word. Pages ask for each other through the Navigator singleton.
ApplicationWindow {
    id: window

    required property GameSession session
    // Wide enough for two columns (landscape tablet); below it the pages stack their content.
    readonly property bool narrow: width < Theme.narrowWidth

    width: 1280
    height: 800
    visible: true
    title: session.hasGame ? qsTr("%1 — Arbiter").arg(session.gameName) : qsTr("Arbiter")
    color: Theme.background

    Material.theme: Theme.dark ? Material.Dark : Material.Light
    Material.primary: Theme.primary
    Material.accent: Theme.accent
    Material.background: Theme.background
    Material.foreground: Theme.text

    Settings {
        property alias darkTheme: window.darkTheme
    }
    property bool darkTheme: false
    Binding {
        target: Theme
        property: "dark"
        value: window.darkTheme
    }

    // Each page is compiled on its first use, not with the window: the first frame then costs only the
    // page it shows, and the file dialogs of other pages load when someone goes there.
    readonly property var pageFiles: ({
        home: "pages/HomePage.qml",
        newGame: "pages/NewGamePage.qml",
        table: "pages/TablePage.qml",
        panicTable: "pages/PanicTablePage.qml",
        player: "pages/PlayerPage.qml",
        combat: "pages/CombatPage.qml",
        history: "pages/HistoryPage.qml",
        chart: "pages/ChartPage.qml",
        rules: "pages/RulesPage.qml",
        cards: "pages/CardsPage.qml",
        invite: "pages/InvitePage.qml"
    })
    property var pageComponents: ({})

    function pageComponent(name) {
        if (!pageFiles[name]) {
            console.warn("No page called", name);
            return null;
        }
        if (!pageComponents[name])
            pageComponents[name] = Qt.createComponent(Qt.resolvedUrl(pageFiles[name]));
        const component = pageComponents[name];
        if (component.status === Component.Error) {
            console.warn("Page", name, "does not load:", component.errorString());
            return null;
        }
        return component;
    }

    function openPage(name, properties) {
        // A Munchkin Panic game's table is its board.
        if (name === "table" && window.session.family === "panic")
            name = "panicTable";
        const component = pageComponent(name);
        if (!component)
            return;
        // The page's name as its objectName: tests and the trace below find it by that.
        const props = Object.assign({ session: window.session, objectName: name + "Page" }, properties || {});
        // Home and the table are roots: going there replaces the stack instead of growing it.
        if (name === "home" || name === "table" || name === "panicTable")
            // The first page appears at once, without the fade-in: the first frame shows it.
            stack.replace(null, component, props, stack.depth === 0 ? StackView.Immediate : StackView.Transition);
        else
            stack.push(component, props);
        if (!stack.busy)
            window.traceSettled();
        // A lost fight still to settle (the app restarted, the table was asked for) comes first: its Bad
        // Stuff is entered on the combat page, which stays until it is.
        if (name === "table" && window.lostFightOpen(window.session.settling))
            window.openPage("combat");
    }

    // session.settling ({open, ...}, session_settling.h) is a map: read here, where it needs no type.
    function lostFightOpen(settling): bool {
        return settling.open === true;
    }

    // Silent unless QT_LOGGING_RULES has "arbiter.trace.info=true". A script driving the real window
    // (tests/e2e) waits for these lines, since StackView drops taps while a page slides in.
    LoggingCategory {
        id: trace

        name: "arbiter.trace"
        defaultLogLevel: LoggingCategory.Warning
    }
    function traceSettled() {
        console.info(trace, "settled", stack.currentItem?.objectName ?? "");
    }

    Connections {
        target: Navigator
        function onPageRequested(page, properties) { window.openPage(page, properties); }
        function onRuleRequested(ruleId) { window.openPage("rules", { ruleId: ruleId }); }
        function onBackRequested() { if (stack.depth > 1) stack.pop(); }
        function onVerdictShown(verdict) { banner.show(verdict); }
    }

    header: AppToolBar {
        session: window.session
        narrow: window.narrow
        canGoBack: stack.depth > 1
        pageTitle: (stack.currentItem as Page)?.title ?? ""
        darkTheme: window.darkTheme
        // Home is a root of the stack, as the table is: what sits on Home (New game, the rules) is not
        // the open game's either.
        gamePageShown: stack.depth > 0 && stack.currentItem !== null
                       && stack.get(0, StackView.DontLoad)?.objectName !== "homePage"
        onBackClicked: stack.pop()
        onDarkThemeToggled: window.darkTheme = !window.darkTheme
        onUndone: (verdict) => banner.show(verdict)
    }

    StackView {
        id: stack

        objectName: "stack"
        anchors.fill: parent
        Component.onCompleted: window.openPage(window.session.hasGame ? "table" : "home")
        onBusyChanged: if (!busy) window.traceSettled()
    }

    // Help and deals offered from the phones, accepted here for the fighter or Panic's current player.
    PhoneOffers {
        session: window.session
        anchors.top: parent.top
        anchors.right: parent.right
        anchors.margins: Theme.spacing
        width: Math.min(480, parent.width - 2 * Theme.spacing)
    }

    VerdictBanner {
        id: banner

        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
    }
}

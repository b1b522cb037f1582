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

    function pageComponent(name) {
        switch (name) {
        case "home": return homePage;
        case "newGame": return newGamePage;
        case "table": return tablePage;
        case "player": return playerPage;
        case "combat": return combatPage;
        case "history": return historyPage;
        // Loaded on first use: Qt Charts and the widgets it needs would otherwise slow every start.
        case "chart": return Qt.createComponent(Qt.resolvedUrl("pages/ChartPage.qml"));
        case "rules": return rulesPage;
        }
        console.warn("No page called", name);
        return null;
    }

    function openPage(name, properties) {
        const component = pageComponent(name);
        if (!component)
            return;
        const props = Object.assign({ session: window.session }, properties || {});
        // Home and the table are roots: going there replaces the stack instead of growing it.
        if (name === "home" || name === "table")
            stack.replace(null, component, props);
        else
            stack.push(component, props);
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
        onBackClicked: stack.pop()
        onDarkThemeToggled: window.darkTheme = !window.darkTheme
        onUndone: (verdict) => banner.show(verdict)
    }

    StackView {
        id: stack

        objectName: "stack"
        anchors.fill: parent
        Component.onCompleted: window.openPage(window.session.hasGame ? "table" : "home")
    }

    VerdictBanner {
        id: banner

        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
    }

    Component { id: homePage; HomePage {} }
    Component { id: newGamePage; NewGamePage {} }
    Component { id: tablePage; TablePage {} }
    Component { id: playerPage; PlayerPage {} }
    Component { id: combatPage; CombatPage {} }
    Component { id: historyPage; HistoryPage {} }
    Component { id: rulesPage; RulesPage {} }
}

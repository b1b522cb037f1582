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
        property alias textScale: window.textScale
    }
    property bool darkTheme: false
    // The text size setting (⋮ → Text size): 1.0 to Theme.largestTextScale.
    property real textScale: 1.0
    font.pixelSize: Theme.controlSize

    // The screen stays on while a game is open on the table, and may dim again on the Games page.
    ScreenAwake {
        objectName: "screenAwake"
        keepAwake: window.session !== null && window.session.hasGame && stack.currentItem !== null
                   && stack.currentItem.objectName !== "homePage"
    }
    Binding {
        target: Theme
        property: "dark"
        value: window.darkTheme
    }
    Binding {
        target: Theme
        property: "textScale"
        value: Math.max(1.0, Math.min(Theme.largestTextScale, window.textScale))
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
        report: "pages/ReportPage.qml",
        records: "pages/RecordsPage.qml",
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

    // The combat page is made before it is asked for: FIGHT then shows a page that exists instead of
    // making its few hundred controls under the finger (about 200 ms on this tablet). It is made in slices
    // of idle time soon after a card game's table shows, at the window's size, or at once when FIGHT
    // comes first. Each fight gets a new one: a page kept aside through other games would follow their
    // changes while hidden, where Qt 6.4's layouts loop and may crash.
    property Page combatPage: null
    property var combatIncubator: null
    property bool combatPageShown: false
    function preparedCombatPage() {
        if (!window.combatPage && !window.combatIncubator)
            window.prepareCombatPage(false);
        if (window.combatIncubator && window.combatIncubator.status === Component.Loading)
            window.combatIncubator.forceCompletion();
        return window.combatPage;
    }
    function prepareCombatPage(inIdleTime) {
        if (window.combatPage || window.combatIncubator || window.session.family === "panic")
            return;
        const component = pageComponent("combat");
        if (!component)
            return;
        const incubator = component.incubateObject(waitingPages, {
            session: window.session,
            objectName: "combatPage",
            visible: false,
            width: stack.width,
            height: stack.height
        }, inIdleTime ? Qt.Asynchronous : Qt.Synchronous);
        window.combatIncubator = incubator;
        const ready = () => {
            if (incubator.status === Component.Ready && window.combatIncubator === incubator) {
                window.combatPage = incubator.object as Page;
                window.combatIncubator = null;
            } else if (incubator.status === Component.Error) {
                console.warn("The combat page does not load");
                window.combatIncubator = null;
            }
        };
        if (incubator.status === Component.Loading)
            incubator.onStatusChanged = ready;
        else
            ready();
    }
    // The page made for a fight goes once the fight left the stack, or when another game or page root
    // comes (a page still being made is finished and dropped).
    function dropCombatPage() {
        if (window.combatIncubator) {
            const incubator = window.combatIncubator;
            window.combatIncubator = null;
            if (incubator.status === Component.Loading)
                incubator.forceCompletion();
            if (incubator.object)
                incubator.object.destroy();
        }
        if (window.combatPage && window.combatPage.StackView.index < 0) {
            window.combatPage.destroy();
            window.combatPage = null;
            window.combatPageShown = false;
        }
    }
    Timer {
        id: combatPagePreparation

        interval: 400
        onTriggered: window.prepareCombatPage(true)
    }
    // Where a prepared page waits, hidden, until FIGHT.
    Item {
        id: waitingPages

        visible: false
    }

    function openPage(name, properties) {
        // A Munchkin Panic game's table is its board.
        if (name === "table" && window.session.family === "panic")
            name = "panicTable";
        if (name === "combat") {
            const prepared = window.preparedCombatPage();
            if (!prepared || stack.currentItem === prepared)
                return;
            window.combatPageShown = true;
            // Already in the stack under another page (the rules it linked to): back down to it.
            if (prepared.StackView.index >= 0)
                stack.pop(prepared);
            else
                stack.push(prepared, properties || {});
            if (!stack.busy)
                window.traceSettled();
            return;
        }
        const component = pageComponent(name);
        if (!component)
            return;
        // The page's name as its objectName: tests and the trace below find it by that.
        const props = Object.assign({ session: window.session, objectName: name + "Page" }, properties || {});
        // Home and the table are roots: going there replaces the stack instead of growing it.
        if (name === "home" || name === "table" || name === "panicTable") {
            window.dropCombatPage();
            // The first page appears at once, without the fade-in: the first frame shows it.
            stack.replace(null, component, props, stack.depth === 0 ? StackView.Immediate : StackView.Transition);
        }
        else
            stack.push(component, props);
        if (name === "table")
            combatPagePreparation.start();
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
        // Larger text needs the room sooner: the toolbar folds its buttons into ⋮ on wider windows.
        narrow: window.narrow || window.width < Theme.narrowWidth * (1 + (Theme.textScale - 1) * 1.5)
        canGoBack: stack.depth > 1
        pageTitle: (stack.currentItem as Page)?.title ?? ""
        darkTheme: window.darkTheme
        // Home is a root of the stack, as the table is: what sits on Home (New game, the rules) is not
        // the open game's either.
        gamePageShown: stack.depth > 0 && stack.currentItem !== null
                       && stack.get(0, StackView.DontLoad)?.objectName !== "homePage"
        onBackClicked: stack.pop()
        onDarkThemeToggled: window.darkTheme = !window.darkTheme
        onTextScaleChosen: scale => window.textScale = scale
        onUndone: (verdict) => banner.show(verdict)
    }

    StackView {
        id: stack

        objectName: "stack"
        anchors.fill: parent
        // A page coming in is drawn from the first frame after the tap: Material's transitions start it
        // fully transparent, so the answer to FIGHT would first show a frame later (about 16 ms here).
        // It slides in from a quarter of the width instead, already half opaque.
        component EnterTransition: Transition {
            id: enter

            property real fromX

            NumberAnimation { property: "x"; from: enter.fromX; to: 0; duration: 200; easing.type: Easing.OutCubic }
            NumberAnimation { property: "opacity"; from: 0.5; to: 1; duration: 200; easing.type: Easing.OutCubic }
        }
        readonly property real enterShift: (stack.mirrored ? -0.25 : 0.25) * stack.width
        pushEnter: EnterTransition { fromX: stack.enterShift }
        replaceEnter: EnterTransition { fromX: stack.enterShift }
        popEnter: EnterTransition { fromX: -stack.enterShift }
        Component.onCompleted: window.openPage(window.session.hasGame ? "table" : "home")
        onBusyChanged: {
            if (busy)
                return;
            // Back from a fight: its page goes, and the next fight's is made while the table is played.
            if (window.combatPageShown && window.combatPage && window.combatPage.StackView.index < 0) {
                window.dropCombatPage();
                window.prepareCombatPage(true);
            }
            window.traceSettled();
        }
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

pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
// Loaded popups are opened as T.Popup: naming their own types would compile them with the toolbar.
import QtQuick.Templates as T
import Arbiter

// The window's toolbar. Undo and redo stay on it at every width on the open game's pages (on Home and
// the New game page they would act on a game that is not shown, so they are not there); on a narrow
// window the rest moves into a menu so that no title or button is cut off.
ToolBar {
    id: bar

    property GameSession session
    property bool narrow: false
    // Narrow, or too little room for the wide buttons beside the title: German labels are longer than
    // English ones, so the window's width alone cannot say (the buttons' labels are measured).
    readonly property bool compact: narrow || width < wideWidth
    readonly property bool gameButtons: session !== null && session.hasGame
    readonly property real wideWidth: {
        const button = label => label.advanceWidth + 2 * Theme.spacing;
        // back, dice and ⋮ at their touch size, the title's longest word, and the bar's margins
        let total = 3 * Theme.touchTarget + titleMetrics.advanceWidth + 3 * Theme.spacing;
        if (gamePageShown && gameButtons)
            total += button(undoMetrics) + button(redoMetrics);
        if (gameButtons)
            total += button(historyMetrics);
        if (session !== null && session.invitation !== null && session.invitation.open)
            total += button(phonesMetrics);
        return total + button(rulesMetrics);
    }
    property bool canGoBack: false
    property string pageTitle: ""
    property bool darkTheme: false
    // The page shown is one of the open game's (the table and what it opens), not Home's.
    property bool gamePageShown: true

    signal backClicked()
    signal darkThemeToggled()
    // A text size chosen in the menu: 1.0 to Theme.largestTextScale.
    signal textScaleChosen(real scale)
    signal undone(var verdict)

    implicitHeight: Theme.touchTarget + Theme.spacing
    background: Rectangle {
        color: Theme.primary
    }

    // The wide labels, and the title at its smallest size, as the bar would draw them.
    TextMetrics {
        id: undoMetrics
        font: menuButton.font  // as a bar button draws its label: Material's weight and capitals
        text: qsTr("↶ Undo")
    }
    TextMetrics {
        id: redoMetrics
        font: menuButton.font  // as a bar button draws its label: Material's weight and capitals
        text: qsTr("Redo ↷")
    }
    TextMetrics {
        id: historyMetrics
        font: menuButton.font  // as a bar button draws its label: Material's weight and capitals
        text: qsTr("History")
    }
    TextMetrics {
        id: rulesMetrics
        font: menuButton.font  // as a bar button draws its label: Material's weight and capitals
        text: qsTr("Rules")
    }
    TextMetrics {
        id: phonesMetrics
        font: menuButton.font
        text: "☎ 00"
    }
    TextMetrics {
        id: titleMetrics
        font.pixelSize: 16
        font.weight: Font.Medium
        // Its longest word: a title may take two lines, never break a word.
        text: bar.pageTitle.split(" ").reduce((a, b) => b.length > a.length ? b : a, "")
    }

    component BarButton: TouchButton {
        flat: true
        Layout.minimumWidth: Theme.touchTarget
        Layout.minimumHeight: Theme.touchTarget
        leftPadding: Theme.spacing
        rightPadding: Theme.spacing
        font.pixelSize: Theme.titleSize
    }

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: Theme.spacing / 2
        anchors.rightMargin: Theme.spacing / 2
        spacing: 0

        BarButton {
            objectName: "backButton"
            visible: bar.canGoBack
            enabled: Navigator.holdingBack === null
            text: "‹"
            font.pixelSize: Theme.headlineSize
            Accessible.name: qsTr("Back")
            onClicked: bar.backClicked()
        }
        Text {
            objectName: "pageTitle"
            Layout.fillWidth: true
            leftPadding: Theme.spacing
            Layout.fillHeight: true
            text: bar.pageTitle
            font.pixelSize: Theme.titleSize
            // Large text on a phone, or a long title in another language: the title gives up size (down to
            // the body text's 100%), then takes a second line, before it gives up words.
            fontSizeMode: Text.Fit
            minimumPixelSize: 16
            wrapMode: Text.WordWrap
            maximumLineCount: 2
            verticalAlignment: Text.AlignVCenter
            font.weight: Font.Medium
            color: Theme.textOnPrimary
            elide: Text.ElideRight
        }
        BarButton {
            objectName: "undoButton"
            visible: bar.gamePageShown && bar.session && bar.session.hasGame
            enabled: bar.session && bar.session.canUndo
            text: bar.compact ? "↶" : qsTr("↶ Undo")
            Accessible.name: qsTr("Undo")
            onClicked: {
                bar.session.undo();
                bar.undone(bar.session.lastVerdict);
            }
        }
        BarButton {
            objectName: "redoButton"
            visible: bar.gamePageShown && bar.session && bar.session.hasGame
            enabled: bar.session && bar.session.canRedo
            text: bar.compact ? "↷" : qsTr("Redo ↷")
            Accessible.name: qsTr("Redo")
            onClicked: {
                bar.session.redo();
                bar.undone(bar.session.lastVerdict);
            }
        }
        // While the invitation is open: how many phones are connected, one tap from the invitation page.
        // On a phone-sized window only the game's table (the root page) has room for it beside its title.
        BarButton {
            readonly property TableInvitation invitation: bar.session ? bar.session.invitation : null
            readonly property int phones: invitation ? invitation.connectedCount : 0

            objectName: "phonesButton"
            visible: invitation !== null && invitation.open && (!bar.compact || (bar.gamePageShown && !bar.canGoBack))
            text: "☎ " + phones
            Accessible.name: qsTr("%n phone(s) connected", "", phones)
            ToolTip.visible: hovered
            ToolTip.text: Accessible.name
            onClicked: Navigator.pageRequested("invite", {})
        }
        BarButton {
            objectName: "diceButton"
            visible: !bar.compact && bar.gameButtons
            text: "⚄"
            Accessible.name: qsTr("Roll a die")
            onClicked: bar.openDice()
        }
        BarButton {
            objectName: "historyButton"
            visible: !bar.compact && bar.gameButtons
            text: qsTr("History")
            onClicked: Navigator.pageRequested("history", {})
        }
        BarButton {
            objectName: "rulesButton"
            visible: !bar.compact
            text: qsTr("Rules")
            onClicked: Navigator.pageRequested("rules", {})
        }
        BarButton {
            id: menuButton
            objectName: "menuButton"
            text: "⋮"
            Accessible.name: qsTr("More")
            onClicked: {
                if (!menuLoader.item)
                    menuLoader.setSource("qrc:/Arbiter/qml/components/AppMenu.qml", { bar: bar });
                (menuLoader.item as T.Popup).open();
            }

            Loader {
                id: menuLoader
            }
        }
    }

    // Made on first use: the window's first frame does not wait for a dialog nobody opened.
    function openDice() {
        if (!dice.item)
            dice.setSource("qrc:/Arbiter/qml/dialogs/DiceDialog.qml", { session: bar.session });
        (dice.item as T.Popup).open();
    }

    Loader {
        id: dice
    }
}

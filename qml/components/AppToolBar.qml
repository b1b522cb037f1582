pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Arbiter

// The window's toolbar. Undo and redo stay on it at every width; on a narrow window the rest moves
// into a menu so that no title or button is cut off.
ToolBar {
    id: bar

    property GameSession session
    property bool narrow: false
    property bool canGoBack: false
    property string pageTitle: ""
    property bool darkTheme: false

    signal backClicked()
    signal darkThemeToggled()
    signal undone(var verdict)

    implicitHeight: Theme.touchTarget + Theme.spacing
    background: Rectangle {
        color: Theme.primary
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
            text: "‹"
            font.pixelSize: Theme.headlineSize
            Accessible.name: qsTr("Back")
            onClicked: bar.backClicked()
        }
        Label {
            objectName: "pageTitle"
            Layout.fillWidth: true
            leftPadding: Theme.spacing
            text: bar.pageTitle
            font.pixelSize: Theme.titleSize
            font.weight: Font.Medium
            color: Theme.textOnPrimary
            elide: Label.ElideRight
        }
        BarButton {
            objectName: "undoButton"
            visible: bar.session && bar.session.hasGame
            enabled: bar.session && bar.session.canUndo
            text: bar.narrow ? "↶" : qsTr("↶ Undo")
            Accessible.name: qsTr("Undo")
            onClicked: {
                bar.session.undo();
                bar.undone(bar.session.lastVerdict);
            }
        }
        BarButton {
            objectName: "redoButton"
            visible: bar.session && bar.session.hasGame
            enabled: bar.session && bar.session.canRedo
            text: bar.narrow ? "↷" : qsTr("Redo ↷")
            Accessible.name: qsTr("Redo")
            onClicked: {
                bar.session.redo();
                bar.undone(bar.session.lastVerdict);
            }
        }
        BarButton {
            objectName: "diceButton"
            visible: !bar.narrow && bar.session && bar.session.hasGame
            text: "⚄"
            Accessible.name: qsTr("Roll a die")
            onClicked: bar.openDice()
        }
        BarButton {
            objectName: "historyButton"
            visible: !bar.narrow && bar.session && bar.session.hasGame
            text: qsTr("History")
            onClicked: Navigator.pageRequested("history", {})
        }
        BarButton {
            objectName: "rulesButton"
            visible: !bar.narrow
            text: qsTr("Rules")
            onClicked: Navigator.pageRequested("rules", {})
        }
        BarButton {
            objectName: "menuButton"
            text: "⋮"
            Accessible.name: qsTr("More")
            onClicked: {
                menuLoader.active = true;
                (menuLoader.item as Menu).open();
            }

            // Made on first use, like the dice.
            Loader {
                id: menuLoader

                active: false
                sourceComponent: Menu {
                    y: Theme.touchTarget
                    MenuItem {
                        text: qsTr("Roll a die")
                        visible: bar.narrow && bar.session && bar.session.hasGame
                        height: visible ? implicitHeight : 0
                        onTriggered: bar.openDice()
                    }
                    MenuItem {
                        text: qsTr("History")
                        visible: bar.narrow && bar.session && bar.session.hasGame
                        height: visible ? implicitHeight : 0
                        onTriggered: Navigator.pageRequested("history", {})
                    }
                    MenuItem {
                        text: qsTr("Rules reference")
                        visible: bar.narrow
                        height: visible ? implicitHeight : 0
                        onTriggered: Navigator.pageRequested("rules", {})
                    }
                    MenuItem {
                        text: qsTr("Levels chart")
                        enabled: bar.session && bar.session.hasGame
                        onTriggered: Navigator.pageRequested("chart", {})
                    }
                    MenuItem {
                        text: qsTr("The table")
                        enabled: bar.session && bar.session.hasGame
                        onTriggered: Navigator.pageRequested("table", {})
                    }
                    MenuItem {
                        text: qsTr("Games")
                        onTriggered: Navigator.pageRequested("home", {})
                    }
                    MenuItem {
                        text: bar.darkTheme ? qsTr("Light theme") : qsTr("Dark theme")
                        onTriggered: bar.darkThemeToggled()
                    }
                }
            }
        }
    }

    // Made on first use: the window's first frame does not wait for a dialog nobody opened.
    function openDice() {
        if (!dice.item)
            dice.setSource("qrc:/Arbiter/qml/dialogs/DiceDialog.qml", { session: bar.session });
        (dice.item as DiceDialog).open();
    }

    Loader {
        id: dice
    }
}

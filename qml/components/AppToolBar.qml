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

    component BarButton: ToolButton {
        Layout.minimumWidth: Theme.touchTarget
        Layout.minimumHeight: Theme.touchTarget
        font.pixelSize: Theme.titleSize
        Material.foreground: Theme.textOnPrimary
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
            onClicked: dice.open()
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
            onClicked: menu.open()

            Menu {
                id: menu

                y: parent.height
                MenuItem {
                    text: qsTr("Roll a die")
                    visible: bar.narrow && bar.session && bar.session.hasGame
                    height: visible ? implicitHeight : 0
                    onTriggered: dice.open()
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

    DiceDialog {
        id: dice

        session: bar.session
    }
}

pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Arbiter

// One game of the log file on Home: tap it to open it. Rename, Export and Delete are buttons on a wide
// window and move into a "⋮" menu on a narrow one, so that the game's name keeps the room it needs.
Pane {
    id: row

    // The roles of GamesModel.
    required property real gameId
    required property string name
    required property string editionName
    required property string players
    required property int playerCount
    required property string lastPlayedText
    required property int actionCount

    property bool narrow: false
    // The narrow window's menu, for tests: a popup is not a child that findChild() reaches.
    readonly property alias actionsMenu: actionsMenu

    signal openRequested()
    signal renameRequested()
    signal reportRequested()
    signal exportRequested()
    signal deleteRequested()

    objectName: "gameRow_" + name
    padding: 0
    background: Rectangle {
        color: Theme.surface
        border.color: Theme.divider
        radius: Theme.radius
    }

    RowLayout {
        width: parent.width
        spacing: Theme.spacing

        // The game in words; tapping it opens the game.
        ItemDelegate {
            objectName: "open_" + row.name
            Layout.fillWidth: true
            Layout.minimumHeight: Theme.touchTarget
            padding: Theme.spacing * 1.5
            Accessible.name: qsTr("Open %1").arg(row.name)
            onClicked: row.openRequested()

            contentItem: ColumnLayout {
                spacing: 2

                Label {
                    objectName: "gameName_" + row.name
                    Layout.fillWidth: true
                    text: row.name
                    // A long name takes two lines at most; the rest of the row keeps its place.
                    wrapMode: Text.Wrap
                    maximumLineCount: 2
                    elide: Text.ElideRight
                    font.pixelSize: Theme.titleSize
                    font.weight: Font.Medium
                    color: Theme.text
                }
                Label {
                    Layout.fillWidth: true
                    text: qsTr("%1 · %n player(s)", "", row.playerCount).arg(row.editionName)
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.bodySize
                    color: Theme.text
                }
                Label {
                    Layout.fillWidth: true
                    visible: row.players !== ""
                    text: row.players
                    wrapMode: Text.Wrap
                    maximumLineCount: 2
                    elide: Text.ElideRight
                    font.pixelSize: Theme.bodySize
                    color: Theme.secondaryText
                }
                Label {
                    Layout.fillWidth: true
                    text: row.actionCount === 1
                          ? qsTr("Last played %1 · 1 action").arg(row.lastPlayedText)
                          : qsTr("Last played %1 · %2 actions").arg(row.lastPlayedText).arg(row.actionCount)
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.captionSize
                    color: Theme.secondaryText
                }
            }
        }

        // Wide: the actions as buttons.
        Button {
            objectName: "rename_" + row.name
            visible: !row.narrow
            Layout.minimumHeight: Theme.touchTarget
            flat: true
            text: qsTr("Rename")
            onClicked: row.renameRequested()
        }
        Button {
            objectName: "report_" + row.name
            visible: !row.narrow
            Layout.minimumHeight: Theme.touchTarget
            flat: true
            text: qsTr("Report")
            onClicked: row.reportRequested()
        }
        Button {
            objectName: "export_" + row.name
            visible: !row.narrow
            Layout.minimumHeight: Theme.touchTarget
            flat: true
            text: qsTr("Export")
            onClicked: row.exportRequested()
        }
        Button {
            objectName: "delete_" + row.name
            visible: !row.narrow
            Layout.minimumHeight: Theme.touchTarget
            Layout.rightMargin: Theme.spacing
            flat: true
            text: qsTr("Delete")
            Material.foreground: Theme.refused
            onClicked: row.deleteRequested()
        }

        // Narrow: the same actions in a menu.
        ToolButton {
            id: menuButton

            objectName: "gameMenu_" + row.name
            visible: row.narrow
            Layout.minimumWidth: Theme.touchTarget
            Layout.minimumHeight: Theme.touchTarget
            text: "⋮"
            font.pixelSize: Theme.titleSize
            Accessible.name: qsTr("Actions for %1").arg(row.name)
            onClicked: actionsMenu.popup(menuButton, 0, menuButton.height)
        }
    }

    Menu {
        id: actionsMenu

        MenuItem {
            objectName: "renameItem_" + row.name
            text: qsTr("Rename…")
            onTriggered: row.renameRequested()
        }
        MenuItem {
            objectName: "reportItem_" + row.name
            text: qsTr("Report")
            onTriggered: row.reportRequested()
        }
        MenuItem {
            objectName: "exportItem_" + row.name
            text: qsTr("Export…")
            onTriggered: row.exportRequested()
        }
        MenuItem {
            objectName: "deleteItem_" + row.name
            text: qsTr("Delete…")
            onTriggered: row.deleteRequested()
        }
    }
}

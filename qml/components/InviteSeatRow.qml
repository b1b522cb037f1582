pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Arbiter

// One seat of the invitation (a row of TableInvitation.seats): the player, whether a phone holds the
// seat and is connected now, and the buttons to hand the seat out by its own code or take it back. On a
// narrow window the buttons go on a line of their own.
Pane {
    id: row

    required property int index
    required property string name
    required property bool taken
    required property bool connected
    required property bool away
    property bool narrow: false

    signal seatCodeRequested(string name)
    signal takeBackRequested(string name)

    objectName: "inviteSeat_" + name
    padding: Theme.spacing
    background: Rectangle {
        color: Theme.surface
        border.color: Theme.divider
        radius: Theme.radius
    }

    contentItem: GridLayout {
        columns: row.narrow ? 1 : 2
        columnSpacing: Theme.spacing
        rowSpacing: 0

        RowLayout {
            Layout.fillWidth: true
            Layout.leftMargin: Theme.spacing
            spacing: Theme.margin

            Label {
                objectName: "seatName_" + row.name
                Layout.fillWidth: true
                text: row.name
                textFormat: Text.PlainText
                elide: Text.ElideRight
                font.pixelSize: Theme.titleSize
                font.weight: Font.Medium
                color: Theme.text
            }
            Label {
                objectName: "seatStatus_" + row.name
                text: row.connected ? qsTr("Connected") : row.away ? qsTr("Away") : qsTr("Free")
                textFormat: Text.PlainText
                font.pixelSize: Theme.bodySize
                font.weight: row.connected ? Font.Medium : Font.Normal
                color: row.connected ? Theme.legal : Theme.secondaryText
            }
        }
        RowLayout {
            Layout.alignment: Qt.AlignRight
            spacing: Theme.spacing

            Button {
                objectName: "seatCode_" + row.name
                Layout.minimumHeight: Theme.touchTarget
                flat: true
                text: qsTr("Show seat code")
                onClicked: row.seatCodeRequested(row.name)
            }
            Button {
                objectName: "seatTakeBack_" + row.name
                Layout.minimumHeight: Theme.touchTarget
                // Keeps its room when hidden, so the rows' buttons line up.
                opacity: row.taken ? 1 : 0
                enabled: row.taken
                flat: true
                text: qsTr("Take back")
                Material.foreground: Theme.refused
                onClicked: row.takeBackRequested(row.name)
            }
        }
    }
}

pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Arbiter

// The table's remembered cards that match what is being typed, under a name field: one tap fills in the
// card's numbers. Rows come from a CardLibraryModel (best match first); `picked` hands over the row.
ColumnLayout {
    id: suggestions

    property CardLibraryModel library
    // Shown while this is true and the library has a match (the owner says when: a field has the focus
    // and its text is not already the picked card's name).
    property bool wanted: false

    signal picked(int row)

    visible: suggestions.wanted && suggestions.library !== null && list.count > 0
    spacing: 0

    Repeater {
        id: list

        model: suggestions.library

        delegate: Rectangle {
            id: row

            required property int index
            required property string name
            required property string summary

            objectName: suggestions.objectName + "_" + row.index
            Layout.fillWidth: true
            implicitHeight: Math.max(Theme.touchTarget, cardSummary.implicitHeight + 2 * Theme.spacing)
            color: tap.pressed ? Theme.divider : Theme.tagBackground
            border.color: Theme.divider
            Accessible.role: Accessible.Button
            Accessible.name: qsTr("Use %1").arg(row.name)

            Text {
                id: cardName

                anchors.verticalCenter: parent.verticalCenter
                x: Theme.spacing
                width: Math.min(implicitWidth, (row.width - 3 * Theme.spacing) / 2)
                text: row.name
                textFormat: Text.PlainText
                font.pixelSize: Theme.bodySize
                font.weight: Font.Bold
                color: Theme.text
                elide: Text.ElideRight
            }
            Text {
                id: cardSummary

                anchors.verticalCenter: parent.verticalCenter
                x: cardName.x + cardName.width + Theme.spacing
                width: row.width - x - Theme.spacing
                text: row.summary
                textFormat: Text.PlainText
                font.pixelSize: Theme.captionSize
                color: Theme.secondaryText
                elide: Text.ElideRight
            }
            MouseArea {
                id: tap

                anchors.fill: parent
                onClicked: suggestions.picked(row.index)
            }
        }
    }
}

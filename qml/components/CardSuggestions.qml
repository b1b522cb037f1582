pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Arbiter

// The table's remembered cards that match what is being typed, hanging under a name field: one tap fills
// in the card's numbers. Rows come from a CardLibraryModel (best match first); `picked` hands over the
// row. The list is drawn over what lies below the field (a popup in the window's overlay) and takes no
// room in the form, so nothing under a finger moves when it shows or goes.
Popup {
    id: suggestions

    property CardLibraryModel library
    // Shown while this is true and the library has a match (the owner says when: a field has the focus
    // and its text is not already the picked card's name).
    property bool wanted: false
    // The name field the list hangs under.
    property Item field

    signal picked(int row)

    // The row item of suggestion `index` (null when there is none), for a test to tap: the rows are
    // drawn in the window's overlay, not among the page's items.
    function row(index) {
        return list.itemAt(index);
    }

    parent: suggestions.field
    y: suggestions.field ? suggestions.field.height : 0
    width: suggestions.field ? suggestions.field.width : 0
    padding: 0
    modal: false
    focus: false
    closePolicy: Popup.NoAutoClose
    enter: null
    exit: null
    visible: suggestions.wanted && suggestions.field !== null && suggestions.library !== null && list.count > 0

    background: Rectangle {
        color: Theme.surface
        border.color: Theme.divider
    }

    Column {
        Repeater {
            id: list

            model: suggestions.library

            delegate: Rectangle {
                id: row

                required property int index
                required property string name
                required property string summary

                objectName: suggestions.objectName + "_" + row.index
                width: suggestions.width
                height: Math.max(Theme.touchTarget, cardSummary.implicitHeight + 2 * Theme.spacing)
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
}

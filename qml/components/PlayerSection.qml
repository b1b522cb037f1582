import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// A titled panel of the player page; its children stack in a column under the title.
Rectangle {
    id: section

    property string title
    default property alias content: column.data

    Layout.fillWidth: true
    implicitWidth: column.implicitWidth + 2 * Theme.margin
    implicitHeight: column.implicitHeight + 2 * Theme.margin
    color: Theme.surface
    border.color: Theme.divider
    radius: Theme.radius

    ColumnLayout {
        id: column

        x: Theme.margin
        y: Theme.margin
        width: section.width - 2 * Theme.margin
        spacing: Theme.spacing

        Label {
            Layout.fillWidth: true
            text: section.title
            font.pixelSize: Theme.titleSize
            font.weight: Font.Medium
            color: Theme.text
            wrapMode: Text.Wrap
        }
    }
}

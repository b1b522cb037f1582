pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Templates as T
import Arbiter

// A verdict's reasons, one row each: the sentence, and the rule's title as a link that opens the rule.
ColumnLayout {
    id: list

    // [{rule, text}], as in a verdict map.
    property var reasons: []
    property bool compact: false
    // The rows follow `reasons` only while the list is shown: on Qt 6.4 a layout that loses rows while
    // hidden (a closed dialog clearing its preview) crashes when the window is then resized.
    property var shownReasons: []

    spacing: compact ? 2 : Theme.spacing / 2
    onReasonsChanged: if (list.visible) list.shownReasons = list.reasons
    onVisibleChanged: if (list.visible) list.shownReasons = list.reasons
    Component.onCompleted: list.shownReasons = list.reasons

    Repeater {
        // A reason that stays keeps its row: after a card only the sentences that changed are laid out.
        model: SteadyListModel {
            values: list.shownReasons || []
        }

        // The template, not Material's ItemDelegate: a verdict shows many reasons at once, and a ripple
        // each made them the slowest part of a preview. Sizes and paddings as Material's.
        delegate: T.ItemDelegate {
            id: row

            required property var modelData
            required property int index

            objectName: "reason_" + index
            Layout.fillWidth: true
            Layout.minimumHeight: Theme.touchTarget
            implicitWidth: Math.max(implicitBackgroundWidth, implicitContentWidth + leftPadding + rightPadding)
            implicitHeight: Math.max(implicitBackgroundHeight, implicitContentHeight + topPadding + bottomPadding)
            padding: Theme.spacing / 2
            verticalPadding: 8
            hoverEnabled: true
            onClicked: Navigator.ruleRequested(modelData.rule)

            background: Rectangle {
                implicitHeight: Theme.touchTarget
                radius: Theme.radius
                color: row.down ? Theme.divider : row.hovered || row.visualFocus ? Theme.tagBackground : "transparent"
            }

            // Plain texts in a column: a verdict's many rows are made at once, and controls cost more.
            contentItem: Column {
                spacing: 2

                Text {
                    width: parent.width
                    text: row.modelData.text
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.bodySize
                    color: Theme.text
                }
                Text {
                    width: parent.width
                    // The rule's title in words; the id only where no title is known.
                    text: qsTr("Rule: %1 ›").arg(row.modelData.title || row.modelData.rule)
                    font.pixelSize: Theme.captionSize
                    color: Theme.link
                    // A long title, or large text: the link takes another line rather than losing its end.
                    wrapMode: Text.Wrap
                }
            }
        }
    }
}

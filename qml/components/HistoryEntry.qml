pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Arbiter

// One action of the history: its words, struck through when undone and greyed when abandoned, the head
// marked. Tapping it opens the details: the referee's reasons, the dice, the time and what it changed.
// "Undo to here" (or "Redo to here" on an undone row) is a button on a wide page and a menu entry on a
// narrow one.
Rectangle {
    id: entry

    // The roles of HistoryModel.
    required property int index
    required property real seq
    required property string kind
    required property string text
    required property string status
    required property bool head
    required property bool onLine
    required property bool legal
    required property var reasons
    required property var dice
    required property string recordedAtText

    property GameSession session
    property bool narrow: false
    property bool expanded: false
    // {before, after, changes}, asked of the session when the row is first opened.
    property var beforeAfter: ({})

    // (A row being taken down by its model has no reasons nor dice any more.)
    readonly property int reasonCount: reasons ? reasons.length : 0
    readonly property string diceText: dice ? Array.from(dice).join(", ") : ""
    readonly property bool undone: status === "undone"
    readonly property bool abandoned: status === "abandoned"
    // Jumping to the head itself would change nothing.
    readonly property bool canJump: onLine && !head
    readonly property string jumpText: undone ? qsTr("Redo to here") : qsTr("Undo to here")

    signal jumpRequested(real seq)

    function toggle() {
        if (!expanded && session)
            beforeAfter = session.history.beforeAfter(seq);
        expanded = !expanded;
    }

    // A small coloured label: "undone", "abandoned"... A tag longer than the row wraps inside its frame.
    // (Its one-line width is measured apart: a wrapping text's own implicitWidth follows its width.)
    component HistoryTag: Label {
        width: Math.min(Math.ceil(tagMetrics.advanceWidth(text)) + 1 + leftPadding + rightPadding,
                        parent ? parent.width : Infinity)
        wrapMode: Text.Wrap
        font.pixelSize: Theme.captionSize
        font.weight: Font.Medium
        leftPadding: Theme.spacing / 2
        rightPadding: Theme.spacing / 2
        background: Rectangle {
            color: "transparent"
            border.color: Theme.divider
            radius: Theme.radius
        }
    }
    component HistoryDetailHeading: Label {
        Layout.fillWidth: true
        Layout.topMargin: Theme.spacing / 2
        Layout.leftMargin: Theme.margin
        Layout.rightMargin: Theme.margin
        font.pixelSize: Theme.captionSize
        font.weight: Font.DemiBold
        color: Theme.secondaryText
        wrapMode: Text.Wrap
    }

    objectName: "historyEntry_" + seq
    implicitHeight: column.implicitHeight
    color: head ? Theme.tagBackground : Theme.surface
    border.color: head ? Theme.accent : Theme.divider
    border.width: head ? 2 : 1
    radius: Theme.radius

    // The tags' font, to measure a tag on one line.
    FontMetrics {
        id: tagMetrics

        font.pixelSize: Theme.captionSize
        font.weight: Font.Medium
    }

    ColumnLayout {
        id: column

        anchors.left: parent.left
        anchors.right: parent.right
        spacing: 0

        RowLayout {
            Layout.fillWidth: true
            spacing: 0

            ItemDelegate {
                objectName: "historyRow_" + entry.seq
                Layout.fillWidth: true
                Layout.minimumHeight: Theme.touchTarget
                padding: Theme.spacing
                leftPadding: Theme.margin
                Accessible.name: entry.text
                Accessible.description: entry.expanded ? qsTr("Hide the details") : qsTr("Show the details")
                onClicked: entry.toggle()

                contentItem: ColumnLayout {
                    spacing: 2

                    Label {
                        objectName: "historyText_" + entry.seq
                        Layout.fillWidth: true
                        text: entry.text
                        wrapMode: Text.Wrap
                        font.pixelSize: Theme.bodySize
                        font.strikeout: entry.undone
                        color: entry.undone || entry.abandoned ? Theme.undone : Theme.text
                    }
                    Flow {
                        Layout.fillWidth: true
                        spacing: Theme.spacing

                        Label {
                            text: "#" + entry.seq + " · " + entry.recordedAtText
                            font.pixelSize: Theme.captionSize
                            color: Theme.secondaryText
                        }
                        HistoryTag {
                            objectName: "headTag_" + entry.seq
                            visible: entry.head
                            text: qsTr("latest in effect")
                            color: Theme.link
                        }
                        HistoryTag {
                            visible: entry.undone
                            text: qsTr("undone")
                            color: Theme.undone
                        }
                        HistoryTag {
                            objectName: "abandonedTag_" + entry.seq
                            visible: entry.abandoned
                            text: qsTr("abandoned: replaced by a later action")
                            color: Theme.undone
                        }
                        HistoryTag {
                            visible: !entry.legal
                            text: qsTr("refused")
                            color: Theme.refused
                        }
                        Label {
                            text: entry.expanded ? "▴" : "▾"
                            font.pixelSize: Theme.captionSize
                            color: Theme.secondaryText
                        }
                    }
                }
            }

            Button {
                objectName: "jump_" + entry.seq
                visible: entry.canJump && !entry.narrow
                Layout.minimumHeight: Theme.touchTarget
                Layout.rightMargin: Theme.spacing
                flat: true
                text: entry.jumpText
                onClicked: entry.jumpRequested(entry.seq)
            }
            ToolButton {
                objectName: "entryMenu_" + entry.seq
                visible: entry.canJump && entry.narrow
                Layout.minimumWidth: Theme.touchTarget
                Layout.minimumHeight: Theme.touchTarget
                text: "⋮"
                font.pixelSize: Theme.titleSize
                Accessible.name: qsTr("More")
                onClicked: entryMenu.open()

                Menu {
                    id: entryMenu

                    y: parent.height
                    MenuItem {
                        objectName: "jumpMenuItem_" + entry.seq
                        text: entry.jumpText
                        onTriggered: entry.jumpRequested(entry.seq)
                    }
                }
            }
        }

        // The details, shown once the row is tapped.
        ColumnLayout {
            objectName: "historyDetails_" + entry.seq
            Layout.fillWidth: true
            visible: entry.expanded
            spacing: Theme.spacing / 2

            Rectangle {
                Layout.fillWidth: true
                implicitHeight: 1
                color: Theme.divider
            }
            HistoryDetailHeading {
                text: qsTr("What it changed")
            }
            Repeater {
                model: entry.beforeAfter.changes || []

                delegate: Label {
                    required property string modelData
                    required property int index

                    objectName: "change_" + entry.seq + "_" + index
                    Layout.fillWidth: true
                    Layout.leftMargin: Theme.margin
                    Layout.rightMargin: Theme.margin
                    text: "• " + modelData
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.bodySize
                    color: Theme.text
                }
            }
            Label {
                Layout.fillWidth: true
                Layout.leftMargin: Theme.margin
                Layout.rightMargin: Theme.margin
                visible: (entry.beforeAfter.changes || []).length === 0
                text: qsTr("Nothing the tracker shows changed.")
                wrapMode: Text.Wrap
                font.pixelSize: Theme.bodySize
                color: Theme.secondaryText
            }
            HistoryDetailHeading {
                visible: entry.reasonCount > 0
                text: qsTr("The referee's reasons")
            }
            ReasonList {
                objectName: "reasons_" + entry.seq
                Layout.fillWidth: true
                Layout.leftMargin: Theme.spacing
                Layout.rightMargin: Theme.spacing
                visible: entry.reasonCount > 0
                compact: true
                reasons: entry.reasons
            }
            Label {
                Layout.fillWidth: true
                Layout.leftMargin: Theme.margin
                Layout.rightMargin: Theme.margin
                Layout.bottomMargin: Theme.spacing
                text: entry.diceText !== ""
                      ? qsTr("Dice: %1 · Recorded at %2 · action #%3 (%4)").arg(entry.diceText).arg(entry.recordedAtText)
                            .arg(entry.seq).arg(entry.kind)
                      : qsTr("Recorded at %1 · action #%2 (%3)").arg(entry.recordedAtText).arg(entry.seq).arg(entry.kind)
                wrapMode: Text.Wrap
                font.pixelSize: Theme.captionSize
                color: Theme.secondaryText
            }
        }
    }
}

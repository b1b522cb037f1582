pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Every action of the game in words, oldest first, as a score sheet is written at the table; the list
// keeps the latest action in effect in view. Undone actions are struck through, abandoned ones (an undo
// followed by a new action) greyed. Any action of the current line can be made the last in effect.
Page {
    id: page

    property GameSession session
    readonly property bool narrow: width < Theme.narrowWidth
    readonly property real columnWidth: Math.min(width - 2 * Theme.margin, Theme.contentMaxWidth)
    readonly property HistoryModel history: session ? session.history : null
    // The setup's roll for who starts ({} when the starter was picked).
    readonly property var whoStarts: session ? session.whoStarts : ({})

    // The row of the head in the model (-1 when every action is undone or there is none).
    function headRow() {
        if (!history)
            return -1;
        for (let row = 0; row < history.count; ++row) {
            if (history.data(history.index(row, 0), HistoryModel.HeadRole))
                return row;
        }
        return -1;
    }
    function showHead() {
        const row = headRow();
        if (row >= 0)
            list.positionViewAtIndex(row, ListView.Contain);
        else if (list.count > 0)
            list.positionViewAtBeginning();
    }

    function undo() {
        session.undo();
        Navigator.verdictShown(session.lastVerdict);
    }
    function redo() {
        session.redo();
        Navigator.verdictShown(session.lastVerdict);
    }
    // Makes the action `seq` the last in effect: undoes what follows it, or redoes up to it.
    function jumpTo(seq) {
        session.undoTo(seq);
        Navigator.verdictShown(session.lastVerdict);
    }

    title: qsTr("History")
    background: Rectangle {
        color: Theme.background
    }

    Connections {
        target: page.session
        // The head moves after any do, undo or redo.
        function onStateChanged() { showHeadLater.restart(); }
    }
    Component.onCompleted: showHeadLater.restart()
    // Once the list has laid out the new rows.
    Timer {
        id: showHeadLater

        interval: 0
        onTriggered: page.showHead()
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.topMargin: Theme.spacing
        spacing: Theme.spacing

        // Undo, Redo, the count of actions and the chart: the count goes under the buttons when the four do
        // not fit on one line (a phone, large text).
        GridLayout {
            id: bar

            readonly property bool inline: undoButton.implicitWidth + redoButton.implicitWidth
                                           + summary.implicitWidth + chartButton.implicitWidth
                                           + 3 * columnSpacing <= page.columnWidth

            Layout.preferredWidth: page.columnWidth
            Layout.maximumWidth: page.columnWidth
            Layout.alignment: Qt.AlignHCenter
            columns: 4
            columnSpacing: Theme.spacing
            rowSpacing: 0

            Button {
                id: undoButton

                objectName: "historyUndo"
                Layout.row: 0
                Layout.column: 0
                Layout.minimumHeight: Theme.touchTarget
                enabled: page.session !== null && page.session.canUndo
                text: qsTr("↶ Undo")
                onClicked: page.undo()
            }
            Button {
                id: redoButton

                objectName: "historyRedo"
                Layout.row: 0
                Layout.column: 1
                Layout.minimumHeight: Theme.touchTarget
                enabled: page.session !== null && page.session.canRedo
                text: qsTr("Redo ↷")
                onClicked: page.redo()
            }
            Label {
                id: summary

                objectName: "historySummary"
                Layout.row: bar.inline ? 0 : 1
                Layout.column: bar.inline ? 2 : 0
                Layout.columnSpan: bar.inline ? 1 : 4
                Layout.fillWidth: true
                text: qsTr("%n action(s)", "", list.count)
                horizontalAlignment: Text.AlignRight
                wrapMode: Text.Wrap
                font.pixelSize: Theme.captionSize
                color: Theme.secondaryText
            }
            // Keeps the chart button at the right edge while the count is on its own line.
            Item {
                visible: !bar.inline
                Layout.row: 0
                Layout.column: 2
                Layout.fillWidth: true
            }
            Button {
                id: chartButton

                objectName: "chartButton"
                Layout.row: 0
                Layout.column: 3
                Layout.minimumHeight: Theme.touchTarget
                flat: true
                text: page.narrow ? qsTr("Chart") : qsTr("Levels chart")
                onClicked: Navigator.pageRequested("chart", {})
            }
        }

        // The roll for who starts, kept with the game's setup, heads the sheet (before any action, too).
        Label {
            objectName: "historyWhoStarts"
            Layout.preferredWidth: page.columnWidth
            Layout.maximumWidth: page.columnWidth
            Layout.alignment: Qt.AlignHCenter
            visible: text !== ""
            text: page.whoStarts.text || ""
            wrapMode: Text.Wrap
            font.pixelSize: Theme.bodySize
            color: Theme.text
        }

        ListView {
            id: list

            objectName: "historyList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            // Room for the verdict banner over the last row.
            bottomMargin: Theme.margin + 96
            spacing: Theme.spacing
            clip: true
            model: page.history
            ScrollBar.vertical: ScrollBar {}

            // Centred by hand: a vertical list leaves x to its delegates.
            delegate: HistoryEntry {
                x: (list.width - width) / 2
                width: page.columnWidth
                session: page.session
                narrow: page.narrow
                onJumpRequested: (seq) => page.jumpTo(seq)
            }

            Label {
                objectName: "historyEmpty"
                anchors.centerIn: parent
                width: page.columnWidth
                visible: list.count === 0
                text: qsTr("No action recorded yet. What the table does appears here, in order.")
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                font.pixelSize: Theme.bodySize
                color: Theme.secondaryText
            }
        }
    }
}

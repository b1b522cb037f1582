pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// "Anyone?": after a kill is claimed the others get a moment to play a card. A draining bar with the
// seconds left; `elapsed` when nobody spoke up. The wall clock drives it (not an animation), so it keeps
// time even when nothing is painted.
ColumnLayout {
    id: countdown

    property int durationMs: 2600
    readonly property bool running: deadlineTimer.running
    property real remainingMs: 0

    signal elapsed()

    function start() {
        countdown.remainingMs = countdown.durationMs;
        countdown.deadline = Date.now() + countdown.durationMs;
        deadlineTimer.interval = countdown.durationMs;
        deadlineTimer.restart();
        tick.restart();
    }

    function cancel() {
        deadlineTimer.stop();
        tick.stop();
        countdown.remainingMs = 0;
    }

    property real deadline: 0

    visible: running
    spacing: Theme.spacing / 2

    Timer {
        id: deadlineTimer

        onTriggered: {
            tick.stop();
            countdown.remainingMs = 0;
            countdown.elapsed();
        }
    }
    Timer {
        id: tick

        interval: 50
        repeat: true
        onTriggered: countdown.remainingMs = Math.max(0, countdown.deadline - Date.now())
    }

    // As big as the room it is given allows (CombatSummary draws it over the verdict's words).
    Label {
        objectName: "countdownLabel"
        Layout.fillWidth: true
        Layout.fillHeight: true
        text: qsTr("Anyone? The kill is final in %1\u00a0s unless someone plays a card.")
              .arg((countdown.remainingMs / 1000).toFixed(1))
        font.pixelSize: Theme.titleSize
        font.weight: Font.Bold
        fontSizeMode: Text.Fit
        minimumPixelSize: Theme.captionSize
        verticalAlignment: Text.AlignVCenter
        color: Theme.text
        wrapMode: Text.WordWrap
        maximumLineCount: 2
        elide: Text.ElideRight
    }
    Rectangle {
        objectName: "countdownBar"
        Layout.fillWidth: true
        Layout.preferredHeight: 12
        radius: height / 2
        color: Theme.tagBackground

        Rectangle {
            width: parent.width * Math.min(1, countdown.remainingMs / Math.max(1, countdown.durationMs))
            height: parent.height
            radius: parent.radius
            color: Theme.accent
        }
    }
}

pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Arbiter

// A six-sided die face with pips. `show(result)` tumbles it through a few faces before settling on the
// result; the tumbling faces are decoration only, the result comes from the caller (Referee.rollDie()).
Rectangle {
    id: die

    // 1..6, or 0 for a die not rolled yet ("?").
    property int value: 0
    readonly property bool rolling: tumble.running
    property int pendingResult: 0
    property int ticks: 0

    signal settled(int result)

    function show(result) {
        die.pendingResult = result;
        die.ticks = 0;
        tumble.restart();
    }

    // Which of the 3x3 cells hold a pip, for each face.
    readonly property var pips: [[], [4], [0, 8], [0, 4, 8], [0, 2, 6, 8], [0, 2, 4, 6, 8], [0, 2, 3, 5, 6, 8]]

    implicitWidth: Theme.touchTarget
    implicitHeight: implicitWidth
    radius: width / 6
    color: Theme.surface
    border.color: die.rolling ? Theme.accent : Theme.text
    border.width: Math.max(2, width / 30)
    rotation: die.rolling ? (die.ticks % 2 === 0 ? -8 : 8) : 0
    Accessible.role: Accessible.StaticText
    Accessible.name: die.value > 0 ? qsTr("Die showing %1").arg(die.value) : qsTr("Die not rolled")

    Timer {
        id: tumble

        interval: 70
        repeat: true
        onTriggered: {
            die.ticks += 1;
            if (die.ticks >= 7) {
                stop();
                die.value = die.pendingResult;
                die.settled(die.pendingResult);
                return;
            }
            // A different face each tick, so the tumble is visible.
            die.value = (die.value + 1 + die.ticks % 4) % 6 + 1;
        }
    }

    Grid {
        anchors.fill: parent
        anchors.margins: die.width / 7
        visible: die.value > 0
        columns: 3
        rows: 3

        Repeater {
            model: 9

            delegate: Item {
                id: cell

                required property int index

                width: (die.width - 2 * die.width / 7) / 3
                height: width

                Rectangle {
                    anchors.centerIn: parent
                    width: parent.width * 0.62
                    height: width
                    radius: width / 2
                    color: Theme.text
                    visible: die.value > 0 && die.pips[die.value].indexOf(cell.index) >= 0
                }
            }
        }
    }
    Label {
        anchors.centerIn: parent
        visible: die.value === 0
        text: "?"
        font.pixelSize: die.height / 2
        color: Theme.secondaryText
    }
}

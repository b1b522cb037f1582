pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// A number with a big − and + on either side, for a finger: a bonus, a hand size, a monster's level.
// It only reports taps (`stepped`); whoever owns the number decides what a tap records.
RowLayout {
    id: stepper

    property int value: 0
    property int from: 0
    property int to: 100
    property string label: ""
    // Shows "+3" rather than "3": bonuses read better signed.
    property bool signed: false
    // When true the stepper changes `value` itself; otherwise only `stepped` is emitted.
    property bool editable: true
    // The number can also be typed (a monster's Level 18 is a lot of taps).
    property bool typeable: false

    signal stepped(int newValue)

    function step(delta) {
        const next = Math.max(stepper.from, Math.min(stepper.to, stepper.value + delta));
        if (next === stepper.value)
            return;
        if (stepper.editable)
            stepper.value = next;
        stepper.stepped(next);
    }

    spacing: Theme.spacing / 2

    Label {
        id: labelText

        visible: stepper.label !== ""
        Layout.fillWidth: true
        // Never narrower than its widest word: a word is never broken ("Treasure/s"), lines break
        // between words only.
        Layout.minimumWidth: labelMetrics.font.pixelSize > 0
                             ? Math.ceil(Math.max(0, ...stepper.label.split(/\s+/).map(word => labelMetrics.advanceWidth(word))))
                             : 0
        text: stepper.label
        font.pixelSize: Theme.bodySize
        color: Theme.text
        wrapMode: Text.WordWrap

        FontMetrics {
            id: labelMetrics

            font: labelText.font
        }
    }
    TouchButton {
        round: true
        objectName: stepper.objectName + "Minus"
        Layout.preferredWidth: Theme.touchTarget
        Layout.preferredHeight: Theme.touchTarget
        text: "−"
        font.pixelSize: Theme.titleSize
        enabled: stepper.enabled && stepper.value > stepper.from
        Accessible.name: qsTr("Less %1").arg(stepper.label)
        onClicked: stepper.step(-1)
    }
    TextField {
        objectName: stepper.typeable ? stepper.objectName + "Value" : ""
        visible: stepper.typeable
        Layout.preferredWidth: 64
        Layout.minimumHeight: Theme.touchTarget
        horizontalAlignment: Text.AlignHCenter
        text: String(stepper.value)
        font.pixelSize: Theme.titleSize
        font.weight: Font.Bold
        inputMethodHints: Qt.ImhFormattedNumbersOnly
        validator: IntValidator {
            bottom: stepper.from
            top: stepper.to
        }
        Accessible.name: stepper.label
        onEditingFinished: {
            const typed = parseInt(text, 10);
            if (!isNaN(typed))
                stepper.step(typed - stepper.value);
            text = Qt.binding(() => String(stepper.value));
        }
    }
    Label {
        objectName: stepper.typeable ? "" : stepper.objectName + "Value"
        visible: !stepper.typeable
        Layout.minimumWidth: 44
        horizontalAlignment: Text.AlignHCenter
        text: stepper.signed && stepper.value > 0 ? "+" + stepper.value : String(stepper.value)
        font.pixelSize: Theme.titleSize
        font.weight: Font.Bold
        color: Theme.text
    }
    TouchButton {
        round: true
        objectName: stepper.objectName + "Plus"
        Layout.preferredWidth: Theme.touchTarget
        Layout.preferredHeight: Theme.touchTarget
        text: "+"
        font.pixelSize: Theme.titleSize
        enabled: stepper.enabled && stepper.value < stepper.to
        Accessible.name: qsTr("More %1").arg(stepper.label)
        onClicked: stepper.step(1)
    }
}

pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// A card played into a fight: a name, a bonus (and for an Enhancer the Treasures it adds). The quick
// chips play a common bonus at once; the form plays whatever was typed. It records nothing itself: the
// owner turns `played` into an action.
ColumnLayout {
    id: form

    property string placeholder: qsTr("Card name (optional)")
    property string playText: qsTr("Play")
    property bool withTreasures: false
    // The name a chip uses when nothing was typed, e.g. "One-shot" -> "One-shot +5".
    property string defaultName: qsTr("Card")
    property var chips: [2, 3, 5, -5]

    signal played(string name, int bonus, int treasures)

    function signedText(bonus) {
        return bonus > 0 ? "+" + bonus : String(bonus);
    }

    function cardName(bonus) {
        const typed = nameField.text.trim();
        return typed !== "" ? typed : form.defaultName + " " + form.signedText(bonus);
    }

    function play(bonus) {
        form.played(form.cardName(bonus), bonus, form.withTreasures ? treasures.value : 0);
        nameField.text = "";
        bonusStepper.value = 0;
        treasures.value = 0;
    }

    spacing: Theme.spacing / 2

    TextField {
        id: nameField

        objectName: form.objectName + "Name"
        Layout.fillWidth: true
        Layout.minimumHeight: Theme.touchTarget
        placeholderText: form.placeholder
        maximumLength: 200
    }
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing / 2

        Repeater {
            model: form.chips

            delegate: Button {
                id: chip

                required property int modelData

                objectName: form.objectName + "Chip" + (modelData > 0 ? "Plus" : "Minus") + Math.abs(modelData)
                height: Theme.touchTarget
                width: Math.max(Theme.touchTarget + 8, implicitWidth)
                text: form.signedText(modelData)
                font.pixelSize: Theme.bodySize
                font.weight: Font.Bold
                Accessible.name: qsTr("Play %1 now").arg(text)
                onClicked: form.play(chip.modelData)
            }
        }
    }
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing

        CombatStepper {
            id: bonusStepper

            objectName: form.objectName + "Bonus"
            label: qsTr("Bonus")
            signed: true
            from: -100
            to: 100
        }
        CombatStepper {
            id: treasures

            objectName: form.objectName + "Treasures"
            visible: form.withTreasures
            label: qsTr("Treasures")
            signed: true
            from: -10
            to: 10
        }
        Button {
            objectName: form.objectName + "Play"
            height: Theme.touchTarget
            text: form.playText
            highlighted: true
            onClicked: form.play(bonusStepper.value)
        }
    }
}

pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// A player's Rides, Hirelings or Curses: one row per card with a Remove button, and a field to add one
// (with its bonus where the card has one). The page turns the signals into actions.
PlayerSection {
    id: list

    // "ride", "hireling" or "curse": names the controls (rideName, add_ride, remove_ride_<name>...).
    property string key
    // [{name, bonus}]; bonus is left out for cards without one.
    property var entries: []
    property bool withBonus: false
    property string bonusLabel: qsTr("Bonus")
    property int bonusFrom: -20
    property int bonusTo: 20
    property string emptyText: qsTr("None")
    // Whether the referee would take a card added or removed now (the page's `may`): when not, the
    // controls are off rather than lit for a refusal.
    property bool canAdd: true
    property bool canRemove: true

    signal addRequested(string name, int bonus)
    signal removeRequested(string name)

    // The page calls this once the card is recorded; a refused card stays in the fields to be fixed.
    function clearInput() {
        nameField.clear();
        bonusBox.value = 0;
    }

    function signed(value) {
        return value > 0 ? "+" + value : String(value);
    }

    Label {
        Layout.fillWidth: true
        visible: list.entries.length === 0
        text: list.emptyText
        font.pixelSize: Theme.bodySize
        color: Theme.secondaryText
        wrapMode: Text.Wrap
    }

    Repeater {
        model: list.entries

        delegate: RowLayout {
            id: row

            required property var modelData

            Layout.fillWidth: true
            spacing: Theme.spacing

            Label {
                Layout.fillWidth: true
                text: row.modelData.bonus === undefined ? row.modelData.name
                      : qsTr("%1 (%2)").arg(row.modelData.name).arg(list.signed(row.modelData.bonus))
                font.pixelSize: Theme.bodySize
                color: Theme.text
                wrapMode: Text.Wrap
            }
            Button {
                objectName: "remove_" + list.key + "_" + row.modelData.name
                Layout.minimumHeight: Theme.touchTarget
                flat: true
                enabled: list.canRemove
                text: qsTr("Remove")
                onClicked: list.removeRequested(row.modelData.name)
            }
        }
    }

    TextField {
        id: nameField

        objectName: list.key + "Name"
        enabled: list.canAdd
        Layout.fillWidth: true
        Layout.minimumHeight: Theme.touchTarget
        placeholderText: qsTr("Name of the card")
        selectByMouse: true
        onAccepted: addButton.clicked()
    }
    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.spacing

        Label {
            visible: list.withBonus
            text: list.bonusLabel
            font.pixelSize: Theme.bodySize
            color: Theme.text
        }
        SpinBox {
            id: bonusBox

            objectName: list.key + "Bonus"
            visible: list.withBonus
            Layout.minimumHeight: Theme.touchTarget
            from: list.bonusFrom
            to: list.bonusTo
            editable: true
            enabled: list.canAdd
        }
        Item {
            Layout.fillWidth: true
        }
        Button {
            id: addButton

            objectName: "add_" + list.key
            Layout.minimumHeight: Theme.touchTarget
            enabled: list.canAdd && nameField.text.trim().length > 0
            text: qsTr("Add")
            onClicked: list.addRequested(nameField.text.trim(), bonusBox.value)
        }
    }
}

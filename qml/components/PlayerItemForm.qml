pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Enters an Item a player has just put in play: name, slot, bonus, Gold value, Big, equipped. The
// referee decides whether an equipped Item fits; a refused Item stays in the form to be corrected.
GridLayout {
    id: form

    property GameSession session
    property string playerName
    // One column on a narrow page: each field gets the whole width.
    property bool narrow: false

    function addItem() {
        if (!form.session)
            return;
        const item = MunchkinActions.itemCard();
        item.name = nameField.text.trim();
        item.slot = slotBox.currentValue;
        item.big = bigBox.checked;
        item.bonus = bonusBox.value;
        item.gold = goldBox.value;
        item.equipped = equippedBox.checked;
        const verdict = Navigator.perform(form.session, MunchkinActions.gainItem(form.playerName, item));
        if (verdict.recorded) {
            nameField.clear();
            bonusBox.value = 0;
            goldBox.value = 0;
            bigBox.checked = false;
        }
    }

    objectName: "itemForm"
    columns: narrow ? 2 : 4
    columnSpacing: Theme.spacing
    rowSpacing: Theme.spacing / 2

    component FieldLabel: Label {
        font.pixelSize: Theme.bodySize
        color: Theme.text
    }

    TextField {
        id: nameField

        objectName: "itemName"
        Layout.columnSpan: form.columns
        Layout.fillWidth: true
        Layout.minimumHeight: Theme.touchTarget
        placeholderText: qsTr("Name of the Item")
        selectByMouse: true
    }
    FieldLabel {
        text: qsTr("Slot")
    }
    ComboBox {
        id: slotBox

        objectName: "itemSlot"
        Layout.fillWidth: true
        Layout.minimumHeight: Theme.touchTarget
        textRole: "text"
        valueRole: "value"
        model: [
            { value: "headgear", text: qsTr("Headgear") },
            { value: "armor", text: qsTr("Armor") },
            { value: "footgear", text: qsTr("Footgear") },
            { value: "1hand", text: qsTr("1 Hand") },
            { value: "2hands", text: qsTr("2 Hands") },
            { value: "none", text: qsTr("No slot") }
        ]
    }
    FieldLabel {
        text: qsTr("Bonus")
    }
    SpinBox {
        id: bonusBox

        objectName: "itemBonus"
        Layout.fillWidth: true
        Layout.minimumHeight: Theme.touchTarget
        from: -100
        to: 100
        editable: true
    }
    FieldLabel {
        text: qsTr("Gold")
    }
    SpinBox {
        id: goldBox

        objectName: "itemGold"
        Layout.fillWidth: true
        Layout.minimumHeight: Theme.touchTarget
        from: 0
        to: 20000
        stepSize: 100
        editable: true
    }
    CheckBox {
        id: bigBox

        objectName: "itemBig"
        Layout.minimumHeight: Theme.touchTarget
        text: qsTr("Big")
    }
    CheckBox {
        id: equippedBox

        objectName: "itemEquipped"
        Layout.minimumHeight: Theme.touchTarget
        text: qsTr("Equipped")
        checked: true
    }
    Button {
        objectName: "addItemButton"
        Layout.columnSpan: form.columns
        Layout.alignment: Qt.AlignRight
        Layout.minimumHeight: Theme.touchTarget
        enabled: nameField.text.trim().length > 0
        highlighted: true
        text: qsTr("Add Item")
        onClicked: form.addItem()
    }
}

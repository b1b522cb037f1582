pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// A monster card as the table reads it: name, Level, Treasures, levels it gives, tags (Undead...), and
// for a monster joining a fight the way it joins. `submitted` hands over a monsterCard; the owner records
// it (MunchkinActions.startCombat or addMonster).
ColumnLayout {
    id: form

    property bool joining: false
    property string submitText: qsTr("Fight it")

    signal submitted(monsterCard monster)

    function monster() {
        const card = MunchkinActions.monsterCard();
        card.name = nameField.text.trim();
        card.level = level.value;
        card.treasures = treasures.value;
        card.levels = levels.value;
        card.tags = tagsField.text.split(",").map(tag => tag.trim()).filter(tag => tag !== "");
        card.joinedBy = form.joining ? joinedBy.currentValue : "door";
        return card;
    }

    function reset() {
        nameField.text = "";
        tagsField.text = "";
        level.value = 1;
        treasures.value = 1;
        levels.value = 1;
        joinedBy.currentIndex = 0;
    }

    spacing: Theme.spacing / 2

    TextField {
        id: nameField

        objectName: form.objectName + "Name"
        Layout.fillWidth: true
        Layout.minimumHeight: Theme.touchTarget
        placeholderText: qsTr("Monster's name")
        maximumLength: 200
    }
    GridLayout {
        Layout.fillWidth: true
        columns: form.width > 560 ? 3 : 1
        columnSpacing: Theme.margin
        rowSpacing: Theme.spacing / 2

        CombatStepper {
            id: level

            objectName: form.objectName + "Level"
            Layout.fillWidth: true
            label: qsTr("Level")
            typeable: true
            value: 1
            from: 0
            to: 100
        }
        CombatStepper {
            id: treasures

            objectName: form.objectName + "Treasures"
            Layout.fillWidth: true
            label: qsTr("Treasures")
            value: 1
            from: 0
            to: 50
        }
        CombatStepper {
            id: levels

            objectName: form.objectName + "Levels"
            Layout.fillWidth: true
            label: qsTr("Levels it gives")
            value: 1
            from: 0
            to: 5
        }
    }
    TextField {
        id: tagsField

        objectName: form.objectName + "Tags"
        Layout.fillWidth: true
        Layout.minimumHeight: Theme.touchTarget
        placeholderText: qsTr("Tags, comma separated (Undead, Goblin...)")
        maximumLength: 400
    }
    RowLayout {
        Layout.fillWidth: true
        visible: form.joining
        spacing: Theme.spacing

        Label {
            text: qsTr("Joins by")
            color: Theme.text
            font.pixelSize: Theme.bodySize
        }
        ComboBox {
            id: joinedBy

            objectName: form.objectName + "JoinedBy"
            Layout.fillWidth: true
            Layout.minimumHeight: Theme.touchTarget
            textRole: "text"
            valueRole: "value"
            model: [
                { value: "wandering-monster", text: qsTr("Wandering Monster") },
                { value: "undead", text: qsTr("Undead joining Undead") },
                { value: "goblin", text: qsTr("Goblin joining Goblins") },
                { value: "demon", text: qsTr("Demon joining Demons") },
                { value: "goth", text: qsTr("Goth summoning") },
                { value: "look-for-trouble", text: qsTr("Look for Trouble") },
                { value: "door", text: qsTr("From the door") }
            ]
        }
    }
    Button {
        objectName: form.objectName + "Submit"
        Layout.alignment: Qt.AlignRight
        Layout.minimumHeight: Theme.touchTarget
        text: form.submitText
        highlighted: true
        enabled: nameField.text.trim() !== ""
        onClicked: form.submitted(form.monster())
    }
}

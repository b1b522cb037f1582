pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// A monster card as the table reads it: name, Level, Treasures, levels it gives, tags (Undead...), and
// for a monster joining a fight the way it joins. A few letters of the name offer the table's remembered
// monsters, and one tap fills in all their numbers; a new monster needs only its Level (the name is
// optional). `submitted` hands over a monsterCard; the owner records it (MunchkinActions.startCombat or
// addMonster).
ColumnLayout {
    id: form

    property GameSession session
    property bool joining: false
    property string submitText: qsTr("Fight it")
    // The remembered card the fields hold, as picked (its name and Bad Stuff), until the name is edited.
    property string pickedName: ""
    property string pickedBadStuff: ""
    // The library's card beyond what the fields show (its bonus against a race or class...).
    property monsterCard picked: MunchkinActions.monsterCard()

    signal submitted(monsterCard monster)

    function focusName() {
        nameField.forceActiveFocus();
    }

    // Fills the fields from the library's row `row`.
    function pick(row) {
        const card = library.monsterCard(row);
        form.picked = card;
        form.pickedName = card.name;
        form.pickedBadStuff = library.card(row).badStuff;
        nameField.text = card.name;
        level.value = card.level;
        treasures.value = card.treasures;
        levels.value = card.levels;
        let tags = "";
        for (let i = 0; i < card.tags.length; ++i)
            tags += (i > 0 ? ", " : "") + card.tags[i];
        tagsField.text = tags;
    }

    function monster() {
        // A picked card keeps what the fields do not show (its bonus against a race or class).
        const card = form.pickedName !== "" && nameField.text.trim() === form.pickedName
                     ? form.picked : MunchkinActions.monsterCard();
        card.name = nameField.text.trim();
        card.level = level.value;
        card.treasures = treasures.value;
        card.levels = levels.value;
        card.tags = tagsField.text.split(",").map(tag => tag.trim()).filter(tag => tag !== "");
        card.joinedBy = form.joining ? joinedBy.currentValue : "door";
        return card;
    }

    // Cleared once it shows again (a fight undone, another monster to add), not in the tap that recorded
    // its monster, where the fight's new rows are drawn.
    property bool stale: false
    function resetWhenShown() {
        if (form.visible)
            form.reset();
        else
            form.stale = true;
    }
    onVisibleChanged: {
        if (form.visible && form.stale) {
            form.stale = false;
            form.reset();
        }
    }

    function reset() {
        form.pickedName = "";
        form.pickedBadStuff = "";
        form.picked = MunchkinActions.monsterCard();
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
        placeholderText: qsTr("Monster's name (optional)")
        maximumLength: 40
        inputMethodHints: Qt.ImhNoPredictiveText
    }
    // Asked only once a letter is typed, and only while the form shows: its suggestions show only then,
    // and every card the table plays would otherwise have it read the library again for nothing.
    CardLibraryModel {
        id: library

        session: nameField.text.trim() !== "" ? form.session : null
        active: form.visible
        kind: "monster"
        query: nameField.text.trim()
        limit: 5
    }
    CardSuggestions {
        objectName: form.objectName + "Suggestions"
        field: nameField
        library: library
        wanted: nameField.activeFocus && nameField.text.trim() !== "" && nameField.text.trim() !== form.pickedName
        onPicked: (row) => form.pick(row)
    }
    Text {
        objectName: form.objectName + "BadStuff"
        Layout.fillWidth: true
        visible: form.pickedBadStuff !== "" && nameField.text.trim() === form.pickedName
        text: qsTr("Bad Stuff: %1").arg(form.pickedBadStuff)
        textFormat: Text.PlainText
        font.pixelSize: Theme.captionSize
        color: Theme.secondaryText
        wrapMode: Text.Wrap
    }
    GridLayout {
        Layout.fillWidth: true
        // Three steppers side by side only where all three fit whole.
        columns: form.width >= 720 ? 3 : form.width >= 480 ? 2 : 1
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
        placeholderText: qsTr("Tags: Undead, Goblin...")
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
    TouchButton {
        objectName: form.objectName + "Submit"
        Layout.alignment: Qt.AlignRight
        Layout.minimumHeight: Theme.touchTarget
        text: form.submitText
        highlighted: true
        onClicked: form.submitted(form.monster())
    }
}

pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Enters an Item a player has just put in play: name, slot, bonus, Gold value, Big, equipped, and whom it
// is only for or not for (a Class, a Race... or a sex). A few letters of the name offer the table's
// remembered Items, and a remembered name fills in the whole card. The referee decides whether an
// equipped Item fits; a refused Item stays in the form to be corrected. When the entry says otherwise
// than the library's card of that name, the Item is recorded as entered and the page asks the table
// whether the library's card changes (the library decides what "otherwise" is).
GridLayout {
    id: form

    property GameSession session
    property string playerName
    // One column on a narrow page: each field gets the whole width.
    property bool narrow: false
    // The remembered card the fields hold, as filled in, until the name is edited.
    property string pickedName: ""
    property itemCard picked: MunchkinActions.itemCard()

    readonly property alias library: library

    // An Item was recorded: the page asks about the library's card if the entry said otherwise.
    signal recorded(var verdict)

    // The card the fields hold.
    function item() {
        const card = MunchkinActions.itemCard();
        card.name = nameField.text.trim();
        card.slot = slotBox.currentValue;
        card.big = bigBox.checked;
        card.bonus = bonusBox.value;
        card.gold = goldBox.value;
        card.equipped = equippedBox.checked;
        card.onlyForKind = onlyFor.kind;
        card.onlyFor = onlyFor.value;
        card.forbiddenForKind = forbiddenFor.kind;
        card.forbiddenFor = forbiddenFor.value;
        return card;
    }

    function setFields(card) {
        slotBox.currentIndex = Math.max(0, slotBox.indexOfValue(card.slot));
        bigBox.checked = card.big;
        bonusBox.value = card.bonus;
        goldBox.value = card.gold;
        onlyFor.set(card.onlyForKind, card.onlyFor);
        forbiddenFor.set(card.forbiddenForKind, card.forbiddenFor);
    }

    // Fills the form from the library's row `row`: the whole card as the table knows it.
    function pick(row) {
        const card = library.itemCard(row);
        if (card.name === "")
            return;
        form.picked = card;
        form.pickedName = card.name;
        if (nameField.text !== card.name)
            nameField.text = card.name;
        form.setFields(card);
    }

    // A remembered name typed in full fills the card in; a name edited away from a filled-in card that
    // was not changed empties the fields again.
    function nameEdited() {
        const typed = nameField.text.trim();
        if (form.pickedName !== "" && typed === form.pickedName)
            return;
        const row = library.rowNamed(typed);
        if (row >= 0) {
            form.pick(row);
            return;
        }
        if (form.pickedName !== "") {
            const fields = form.item();
            const card = form.picked;
            if (fields.slot === card.slot && fields.big === card.big && fields.bonus === card.bonus
                    && fields.gold === card.gold && fields.onlyFor === card.onlyFor
                    && fields.forbiddenFor === card.forbiddenFor)
                form.setFields(MunchkinActions.itemCard());
            form.pickedName = "";
        }
    }

    function reset() {
        nameField.clear();
        form.pickedName = "";
        form.setFields(MunchkinActions.itemCard());
    }

    function addItem() {
        if (!form.session)
            return;
        const verdict = Navigator.perform(form.session, MunchkinActions.gainItem(form.playerName, form.item()));
        if (!verdict.recorded)
            return;
        form.reset();
        form.recorded(verdict);
    }

    objectName: "itemForm"
    // Offered only when the referee lets this player gain an Item now (not the dead, not after the game).
    enabled: {
        const gain = form.session ? form.session.legalNow.kinds[ActionKind.GainItem] : undefined;
        return gain !== undefined && gain.available && (gain.players || []).indexOf(form.playerName) >= 0;
    }
    columns: narrow ? 2 : 4
    columnSpacing: Theme.spacing
    rowSpacing: Theme.spacing / 2

    component FieldLabel: Label {
        font.pixelSize: Theme.bodySize
        color: Theme.text
    }

    CardLibraryModel {
        id: library

        session: form.session
        kind: "item"
        query: nameField.text.trim()
        limit: 5
    }

    TextField {
        id: nameField

        objectName: "itemName"
        Layout.columnSpan: form.columns
        Layout.fillWidth: true
        Layout.minimumHeight: Theme.touchTarget
        placeholderText: qsTr("Name of the Item")
        selectByMouse: true
        inputMethodHints: Qt.ImhNoPredictiveText
        // Looked at once the library has followed the new text.
        onTextChanged: nameCheck.restart()
    }
    Timer {
        id: nameCheck

        interval: 0
        onTriggered: form.nameEdited()
    }
    CardSuggestions {
        objectName: "itemSuggestions"
        field: nameField
        library: library
        wanted: nameField.activeFocus && nameField.text.trim() !== "" && nameField.text.trim() !== form.pickedName
        onPicked: (row) => form.pick(row)
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
    FieldLabel {
        text: qsTr("Only for")
    }
    ItemRestriction {
        id: onlyFor

        objectName: "itemOnlyFor"
        Layout.columnSpan: form.columns - 1
        kinds: library.restrictionKinds
    }
    FieldLabel {
        text: qsTr("Not for")
    }
    ItemRestriction {
        id: forbiddenFor

        objectName: "itemForbiddenFor"
        Layout.columnSpan: form.columns - 1
        kinds: library.restrictionKinds
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

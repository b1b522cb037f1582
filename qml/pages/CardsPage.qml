pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Dialogs
import QtQuick.Layouts
import Arbiter

// The table's card library for the open game's edition: every card it remembers, to look up, correct,
// forget, and share as a card pack. The library (CardLibraryModel) rules on each change; the page shows
// its answer, a refusal next to the field it names.
Page {
    id: page

    property GameSession session
    readonly property real columnWidth: Math.min(width - 2 * Theme.margin, Theme.contentMaxWidth)
    readonly property alias library: library
    readonly property int cardCount: cardList.count

    // The last export or import: its message, or its refusal.
    property string packMessage: ""
    property string packError: ""

    // The card the editor is about, and the refusal of its last save.
    property int editRow: -1
    property string editKind: ""
    property string editError: ""
    property string editField: ""

    readonly property var kindNames: ({
        monster: qsTr("Monster"),
        enhancer: qsTr("Enhancer"),
        "one-shot": qsTr("One-shot"),
        item: qsTr("Item"),
        ride: qsTr("Ride"),
        hireling: qsTr("Hireling"),
        curse: qsTr("Curse")
    })

    function isLegal(verdict) {
        return verdict.legal && !verdict.error;
    }
    // The editor's field a refusal names ("card.name", "monster.level"...), by its last part; "" if none.
    function editorFieldOf(field) {
        const last = String(field ?? "").split(".").pop().toLowerCase();
        if (last === "combatbonus")
            return "bonus";
        if (last === "badstuff")
            return "badStuff";
        return ["name", "level", "treasures", "bonus", "gold"].indexOf(last) >= 0 ? last : "";
    }
    function refusalFor(key) {
        return editError !== "" && editorFieldOf(editField) === key ? editError : "";
    }

    function askEdit(row) {
        const card = library.card(row);
        if (card.kind === "")  // not a row of the list
            return;
        editRow = row;
        editKind = card.kind;
        editError = "";
        editField = "";
        nameField.text = card.name;
        levelBox.value = card.level;
        treasuresBox.value = card.treasures;
        bonusBox.value = card.bonus;
        goldBox.value = card.gold;
        badStuffField.text = card.badStuff;
        if (card.kind === "item") {
            const item = library.itemCard(row);
            slotBox.currentIndex = Math.max(0, slotBox.indexOfValue(item.slot));
            bigBox.checked = item.big;
            onlyForField.set(item.onlyForKind, item.onlyFor);
            forbiddenForField.set(item.forbiddenForKind, item.forbiddenFor);
        }
        editDialog.open();
    }
    // An Item's card from the editor: the whole card, restrictions too.
    function editedItem() {
        const item = library.itemCard(editRow);
        item.name = nameField.text.trim();
        item.bonus = bonusBox.value;
        item.gold = goldBox.value;
        item.slot = slotBox.currentValue;
        item.big = bigBox.checked;
        item.onlyForKind = onlyForField.kind;
        item.onlyFor = onlyForField.value;
        item.forbiddenForKind = forbiddenForField.kind;
        item.forbiddenFor = forbiddenForField.value;
        return item;
    }
    // Saves the editor's values through the library; the dialog stays open on a refusal.
    function saveEdit() {
        const card = library.card(editRow);
        card.name = nameField.text.trim();
        card.level = levelBox.value;
        card.treasures = treasuresBox.value;
        card.bonus = bonusBox.value;
        card.gold = goldBox.value;
        card.badStuff = badStuffField.text.trim();
        const verdict = editKind === "item" ? library.correctItem(editRow, editedItem())
                                            : library.correct(editRow, card);
        if (isLegal(verdict)) {
            editError = "";
            editField = "";
            editDialog.close();
        } else {
            editError = verdict.error || qsTr("The library refused the correction.");
            editField = verdict.field || "";
        }
        return verdict;
    }
    function askForget(row) {
        const card = library.card(row);
        if (card.kind === "")  // not a row of the list
            return;
        editRow = row;
        forgetQuestion.cardName = card.name;
        forgetDialog.open();
    }
    function forgetCard(row) {
        const verdict = library.forget(row);
        showAnswer(verdict, qsTr("The card could not be forgotten."));
        packMessage = "";
        return verdict;
    }
    function showAnswer(verdict, fallback) {
        packMessage = isLegal(verdict) ? verdict.message || "" : "";
        packError = isLegal(verdict) ? "" : verdict.error || fallback;
    }
    function exportPack(file) {
        const verdict = library.exportPack(file);
        showAnswer(verdict, qsTr("The card pack could not be read."));
        return verdict;
    }
    function importPack(file) {
        const verdict = library.importPack(file);
        showAnswer(verdict, qsTr("The card pack could not be read."));
        return verdict;
    }

    title: qsTr("Card library")
    background: Rectangle {
        color: Theme.background
    }

    CardLibraryModel {
        id: library

        session: page.session
        query: searchField.text.trim()
        kind: kindBox.currentValue ?? ""
        limit: 0
    }

    component Caption: Label {
        Layout.fillWidth: true
        textFormat: Text.PlainText
        wrapMode: Text.Wrap
        font.pixelSize: Theme.captionSize
        color: Theme.secondaryText
    }
    component Refusal: Label {
        Layout.fillWidth: true
        visible: text !== ""
        textFormat: Text.PlainText
        wrapMode: Text.Wrap
        font.pixelSize: Theme.captionSize
        color: Theme.refused
    }
    component NumberBox: SpinBox {
        Layout.minimumHeight: Theme.touchTarget
        from: -99
        to: 999
        editable: true
    }

    ColumnLayout {
        id: controls

        x: (page.width - width) / 2
        y: Theme.margin
        width: page.columnWidth
        spacing: Theme.spacing

        Label {
            objectName: "cardsNoGame"
            Layout.fillWidth: true
            visible: library.edition === ""
            text: qsTr("The card library belongs to a Munchkin game: open one to see its cards.")
            wrapMode: Text.Wrap
            font.pixelSize: Theme.bodySize
            color: Theme.secondaryText
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            TextField {
                id: searchField

                objectName: "cardsSearch"
                Layout.fillWidth: true
                Layout.minimumHeight: Theme.touchTarget
                placeholderText: qsTr("Search by name")
                selectByMouse: true
                inputMethodHints: Qt.ImhNoPredictiveText
            }
            ComboBox {
                id: kindBox

                objectName: "cardsKind"
                Layout.minimumHeight: Theme.touchTarget
                Layout.preferredWidth: Theme.touchTarget * 3.5
                textRole: "text"
                valueRole: "value"
                model: [
                    { text: qsTr("All"), value: "" },
                    { text: qsTr("Monsters"), value: "monster" },
                    { text: qsTr("Enhancers"), value: "enhancer" },
                    { text: qsTr("One-shots"), value: "one-shot" },
                    { text: qsTr("Items"), value: "item" },
                    { text: qsTr("Rides"), value: "ride" },
                    { text: qsTr("Hirelings"), value: "hireling" },
                    { text: qsTr("Curses"), value: "curse" }
                ]
            }
        }
        Flow {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Button {
                objectName: "cardsExport"
                height: Math.max(implicitHeight, Theme.touchTarget)
                enabled: library.edition !== ""
                text: qsTr("Export a card pack…")
                font.pixelSize: Theme.bodySize
                onClicked: {
                    const folder = exportDialog.currentFolder.toString();
                    exportDialog.selectedFile = (folder !== "" ? folder + "/" : "") + "cards.arbiter-cards.json";
                    exportDialog.open();
                }
            }
            Button {
                objectName: "cardsImport"
                height: Math.max(implicitHeight, Theme.touchTarget)
                enabled: library.edition !== ""
                text: qsTr("Import a card pack…")
                font.pixelSize: Theme.bodySize
                onClicked: importDialog.open()
            }
        }
        Label {
            objectName: "cardsPackMessage"
            Layout.fillWidth: true
            visible: text !== ""
            text: page.packError !== "" ? page.packError : page.packMessage
            textFormat: Text.PlainText
            wrapMode: Text.Wrap
            font.pixelSize: Theme.bodySize
            color: page.packError !== "" ? Theme.refused : Theme.legal
        }
        Label {
            objectName: "cardsEmpty"
            Layout.fillWidth: true
            visible: library.edition !== "" && page.cardCount === 0
            text: searchField.text.trim() !== "" || kindBox.currentIndex > 0
                  ? qsTr("No remembered card matches.")
                  : qsTr("No card remembered yet: the library learns each card a fight or a move records.")
            wrapMode: Text.Wrap
            font.pixelSize: Theme.bodySize
            color: Theme.secondaryText
        }
    }

    ListView {
        id: cardList

        objectName: "cardsList"
        anchors.top: controls.bottom
        anchors.topMargin: Theme.spacing
        anchors.bottom: parent.bottom
        anchors.horizontalCenter: parent.horizontalCenter
        width: page.columnWidth
        clip: true
        spacing: Theme.spacing
        boundsBehavior: Flickable.StopAtBounds
        model: library
        ScrollBar.vertical: ScrollBar {}

        delegate: Pane {
            id: cardRow

            required property int index
            required property string name
            required property string kind
            required property string summary
            required property string badStuff
            required property int uses

            objectName: "cardRow_" + index
            width: ListView.view.width
            padding: Theme.spacing
            background: Rectangle {
                color: Theme.surface
                border.color: Theme.divider
                radius: Theme.radius
            }

            contentItem: RowLayout {
                spacing: Theme.spacing

                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 2

                    Label {
                        objectName: "cardName_" + cardRow.index
                        Layout.fillWidth: true
                        text: cardRow.name
                        textFormat: Text.PlainText
                        elide: Text.ElideRight
                        font.pixelSize: Theme.titleSize
                        font.weight: Font.Medium
                        color: Theme.text
                    }
                    Label {
                        objectName: "cardSummary_" + cardRow.index
                        Layout.fillWidth: true
                        visible: text !== ""
                        text: cardRow.summary
                        textFormat: Text.PlainText
                        wrapMode: Text.Wrap
                        font.pixelSize: Theme.bodySize
                        color: Theme.text
                    }
                    Caption {
                        objectName: "cardBadStuff_" + cardRow.index
                        visible: cardRow.badStuff !== ""
                        text: qsTr("Bad Stuff: %1").arg(cardRow.badStuff)
                    }
                    Caption {
                        objectName: "cardUses_" + cardRow.index
                        text: {
                            const kind = page.kindNames[cardRow.kind] || cardRow.kind;
                            return qsTr("%1 · played %n time(s)", "", cardRow.uses).arg(kind);
                        }
                    }
                }
                Button {
                    objectName: "cardEdit_" + cardRow.index
                    Layout.minimumHeight: Theme.touchTarget
                    Layout.minimumWidth: Theme.touchTarget
                    flat: true
                    text: qsTr("Edit")
                    onClicked: page.askEdit(cardRow.index)
                }
                Button {
                    objectName: "cardForget_" + cardRow.index
                    Layout.minimumHeight: Theme.touchTarget
                    Layout.minimumWidth: Theme.touchTarget
                    flat: true
                    text: qsTr("Forget")
                    Material.foreground: Theme.refused
                    onClicked: page.askForget(cardRow.index)
                }
            }
        }
    }

    Dialog {
        id: editDialog

        objectName: "cardEditDialog"
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(page.width - 2 * Theme.margin, 520)
        modal: true
        title: qsTr("Correct the card")

        readonly property bool monster: page.editKind === "monster"
        readonly property bool item: page.editKind === "item"
        readonly property bool hasLevel: monster
        readonly property bool hasTreasures: monster || page.editKind === "enhancer"
        readonly property bool hasBonus: hasGold || page.editKind === "enhancer" || page.editKind === "ride"
                                         || page.editKind === "curse"
        readonly property bool hasGold: page.editKind === "one-shot" || page.editKind === "item"

        GridLayout {
            anchors.left: parent.left
            anchors.right: parent.right
            columns: 2
            columnSpacing: Theme.spacing
            rowSpacing: Theme.spacing / 2

            Label {
                text: qsTr("Name")
                color: Theme.text
            }
            TextField {
                id: nameField

                objectName: "cardEditName"
                Layout.fillWidth: true
                Layout.minimumHeight: Theme.touchTarget
                selectByMouse: true
            }
            Refusal {
                objectName: "cardEditNameError"
                Layout.columnSpan: 2
                text: page.refusalFor("name")
            }

            Label {
                visible: editDialog.hasLevel
                text: qsTr("Level")
                color: Theme.text
            }
            NumberBox {
                id: levelBox

                objectName: "cardEditLevel"
                visible: editDialog.hasLevel
            }
            Refusal {
                objectName: "cardEditLevelError"
                Layout.columnSpan: 2
                text: page.refusalFor("level")
            }

            Label {
                visible: editDialog.hasBonus
                text: page.editKind === "curse" ? qsTr("Combat bonus") : qsTr("Bonus")
                color: Theme.text
            }
            NumberBox {
                id: bonusBox

                objectName: "cardEditBonus"
                visible: editDialog.hasBonus
            }
            Refusal {
                objectName: "cardEditBonusError"
                Layout.columnSpan: 2
                text: page.refusalFor("bonus")
            }

            Label {
                visible: editDialog.hasTreasures
                text: qsTr("Treasures")
                color: Theme.text
            }
            NumberBox {
                id: treasuresBox

                objectName: "cardEditTreasures"
                visible: editDialog.hasTreasures
            }
            Refusal {
                objectName: "cardEditTreasuresError"
                Layout.columnSpan: 2
                text: page.refusalFor("treasures")
            }

            Label {
                visible: editDialog.hasGold
                text: qsTr("Gold")
                color: Theme.text
            }
            NumberBox {
                id: goldBox

                objectName: "cardEditGold"
                visible: editDialog.hasGold
            }
            Refusal {
                objectName: "cardEditGoldError"
                Layout.columnSpan: 2
                text: page.refusalFor("gold")
            }

            // An Item's slot, Big, and whom it is only for or not for.
            Label {
                visible: editDialog.item
                text: qsTr("Slot")
                color: Theme.text
            }
            ComboBox {
                id: slotBox

                objectName: "cardEditSlot"
                visible: editDialog.item
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
            CheckBox {
                id: bigBox

                objectName: "cardEditBig"
                visible: editDialog.item
                Layout.columnSpan: 2
                Layout.minimumHeight: Theme.touchTarget
                text: qsTr("Big")
            }
            Label {
                visible: editDialog.item
                text: qsTr("Only for")
                color: Theme.text
            }
            ItemRestriction {
                id: onlyForField

                objectName: "cardEditOnlyFor"
                visible: editDialog.item
                kinds: library.restrictionKinds
            }
            Label {
                visible: editDialog.item
                text: qsTr("Not for")
                color: Theme.text
            }
            ItemRestriction {
                id: forbiddenForField

                objectName: "cardEditForbiddenFor"
                visible: editDialog.item
                kinds: library.restrictionKinds
            }

            Label {
                visible: editDialog.monster
                text: qsTr("Bad Stuff")
                color: Theme.text
            }
            TextField {
                id: badStuffField

                objectName: "cardEditBadStuff"
                visible: editDialog.monster
                Layout.fillWidth: true
                Layout.minimumHeight: Theme.touchTarget
                selectByMouse: true
            }
            Refusal {
                objectName: "cardEditBadStuffError"
                Layout.columnSpan: 2
                text: page.refusalFor("badStuff")
            }

            // A refusal naming no field of the editor.
            Refusal {
                objectName: "cardEditError"
                Layout.columnSpan: 2
                text: page.editError !== "" && page.editorFieldOf(page.editField) === "" ? page.editError : ""
            }
        }

        footer: DialogButtonBox {
            Button {
                objectName: "cardEditCancel"
                flat: true
                text: qsTr("Cancel")
                onClicked: editDialog.reject()
            }
            Button {
                objectName: "cardEditSave"
                flat: true
                enabled: nameField.text.trim() !== ""
                text: qsTr("Save")
                onClicked: page.saveEdit()
            }
        }
    }

    Dialog {
        id: forgetDialog

        objectName: "cardForgetDialog"
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(page.width - 2 * Theme.margin, 480)
        modal: true
        title: qsTr("Forget this card?")

        Label {
            id: forgetQuestion

            property string cardName: ""

            objectName: "cardForgetQuestion"
            anchors.left: parent.left
            anchors.right: parent.right
            text: qsTr("“%1” will no longer be suggested. A fight or a move that names it again teaches it anew.")
                  .arg(cardName)
            textFormat: Text.PlainText
            wrapMode: Text.Wrap
            font.pixelSize: Theme.bodySize
            color: Theme.text
        }

        footer: DialogButtonBox {
            Button {
                objectName: "cardForgetCancel"
                flat: true
                text: qsTr("Keep it")
                onClicked: forgetDialog.reject()
            }
            Button {
                objectName: "cardForgetConfirm"
                flat: true
                text: qsTr("Forget")
                Material.foreground: Theme.refused
                onClicked: forgetDialog.accept()
            }
        }

        onAccepted: page.forgetCard(page.editRow)
    }

    FileDialog {
        id: exportDialog

        title: qsTr("Export the card library")
        acceptLabel: qsTr("Export")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "json"
        nameFilters: [qsTr("Card packs (*.json)"), qsTr("All files (*)")]
        onAccepted: page.exportPack(selectedFile)
    }

    FileDialog {
        id: importDialog

        title: qsTr("Import a card pack")
        acceptLabel: qsTr("Import")
        fileMode: FileDialog.OpenFile
        nameFilters: [qsTr("Card packs (*.json)"), qsTr("All files (*)")]
        onAccepted: page.importPack(selectedFile)
    }
}

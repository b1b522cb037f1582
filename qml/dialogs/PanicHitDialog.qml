pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// One attack of Munchkin Panic on one Monster: the Hit cards with their Weapons, Potions, Specials, the
// Enhancers someone adds, and the negotiated helper. The referee's ruling on every card shows live;
// nothing changes until "Hit".
Dialog {
    id: dialog

    // The players want another card on this Monster than an attack: the page offers its menu.
    signal moreRequested()

    property GameSession session
    // The Monster's id on the board.
    property string target
    property int revision: 0

    // The attack being composed, as the action spells it.
    property var rows: []  // [{card, weapons, byHelper, weaponsByHelper}]
    property var potions: []
    property var specials: []
    property var enhancers: []
    property string enhancedBy
    property string helper  // "": no helper
    property string trophyTo
    property string treasureTo

    // The table, the cards and the ruling as they were when last refreshed. They only change while the
    // dialog shows: Qt 6.4's layouts crash when a hidden layout loses children and is then resized (a
    // phone turning), so nothing the layouts show may change while the dialog is closed.
    property var table: ({})
    property var cards: ({})
    property var hitPreview: ({})
    // The target's row of the board model ({} when it is not on the board).
    property var monster: ({})
    // Refreshes the dialog too: whichever hears a change first, the dialog reads the new board.
    readonly property PanicBoardModel boardModel: PanicBoardModel {
        session: dialog.session
        onBoardChanged: dialog.refresh()
    }
    readonly property string current: dialog.table.current || ""
    readonly property var others: (dialog.table.seats || []).map(seat => seat.name)
        .filter(name => name !== dialog.current)
    // The Hit cards, those whose ring and colour match the target's space first. Only an order: the
    // referee decides what hits.
    readonly property var cardChoices: {
        const ring = dialog.monster.ring;
        const colour = dialog.monster.colour;
        const all = (dialog.cards.hitCards || []).map(card => ({
                    name: card.name,
                    label: card.name,
                    fits: (card.ring === "" || card.ring === ring) && (card.colour === "" || card.colour === colour)
                }));
        return all.filter(card => card.fits).concat(all.filter(card => !card.fits));
    }
    readonly property var weaponChoices: (dialog.cards.weapons || []).map(weapon => ({
                name: weapon.name,
                label: qsTr("%1 (+%2 here)").arg(weapon.name).arg(weapon[dialog.monster.ring] || 0)
            }))
    readonly property var damagePotions: (dialog.cards.potions || []).filter(potion => potion.damage > 0)
    readonly property var hit: dialog.hitPreview.hit || ({})
    // No card chosen yet: there is no attack to rule on, only a hint (no red "Refused" before a choice).
    readonly property bool nothingChosen: dialog.rows.every(row => (row.card || "") === "")
                                          && dialog.potions.length === 0 && dialog.specials.length === 0

    // Set from the moment the dialog starts to close: what it recorded needs no new ruling.
    property bool leaving: false

    function refresh() {
        if (!dialog.visible || dialog.leaving || !dialog.session)
            return;
        dialog.table = dialog.session.panic;
        dialog.monster = dialog.boardModel.monster(dialog.target);
        dialog.cards = dialog.session.panicCards();
        dialog.hitPreview = dialog.target !== "" ? dialog.session.panicHitPreview(dialog.request()) : ({});
    }

    // The attack as the referee takes it; without a helper, the deal's fields are left out.
    function request() {
        const cards = dialog.rows.map(row => PanicActions.hitCard(row.card || "", row.weapons || [], row.byHelper === true,
                                                                  row.weaponsByHelper === true));
        return PanicActions.hit(dialog.target, cards, dialog.potions, dialog.specials, dialog.enhancers,
                                dialog.enhancedBy, dialog.helper, dialog.trophyTo || dialog.current,
                                dialog.treasureTo || dialog.current);
    }

    // Sets the Hit card rows at once: [{card, weapons, byHelper, weaponsByHelper}].
    function setCards(list) {
        dialog.rows = (list || []).map(play => ({
                    card: play.card || "",
                    weapons: (play.weapons || []).slice(),
                    byHelper: play.byHelper === true,
                    weaponsByHelper: play.weaponsByHelper === true
                }));
        dialog.revision += 1;
    }

    function addCard() {
        const first = dialog.cardChoices.length > 0 ? dialog.cardChoices[0].name : "";
        dialog.setCards(dialog.rows.concat([{ card: first }]));
    }

    function replaceRow(index, play) {
        const next = dialog.rows.slice();
        if (play === null)
            next.splice(index, 1);
        else
            next[index] = play;
        dialog.setCards(next);
    }

    // A chip of the list `field` ("potions", "specials", "enhancers") on or off.
    function toggle(field, name, on) {
        const rest = dialog[field].filter(entry => entry !== name);
        dialog[field] = on ? rest.concat([name]) : rest;
        dialog.revision += 1;
    }

    function chooseHelper(name) {
        dialog.helper = name;
        dialog.trophyTo = dialog.current;
        dialog.treasureTo = dialog.current;
        dialog.revision += 1;
    }

    function capitalised(word) {
        return word ? word.charAt(0).toUpperCase() + word.slice(1) : "";
    }

    // "Trophy of 4 points to Joan, 2 Treasure cards to Seth": who gets what if the Monster is slain.
    function spoilsText() {
        const trophyTo = dialog.helper !== "" ? dialog.trophyTo : dialog.current;
        const treasureTo = dialog.helper !== "" ? dialog.treasureTo : dialog.current;
        // Each share is a phrase with its own plural, placed in a sentence that a translation can order.
        const trophy = qsTr("Trophy of %n point(s)", "", dialog.hit.trophyPoints);
        const cards = qsTr("%n Treasure card(s)", "", dialog.hit.treasures);
        const more = qsTr("%n more", "Treasure cards a helper gets", dialog.hit.helperTreasures);
        if (dialog.hit.treasures > 0 && dialog.hit.helperTreasures > 0)
            return qsTr("Slain: %1 to %2, %3 to %4, %5 to %6").arg(trophy).arg(trophyTo).arg(cards).arg(treasureTo)
                .arg(more).arg(dialog.helper);
        if (dialog.hit.treasures > 0)
            return qsTr("Slain: %1 to %2, %3 to %4").arg(trophy).arg(trophyTo).arg(cards).arg(treasureTo);
        if (dialog.hit.helperTreasures > 0)
            return qsTr("Slain: %1 to %2, %3 to %4").arg(trophy).arg(trophyTo).arg(more).arg(dialog.helper);
        return qsTr("Slain: %1 to %2").arg(trophy).arg(trophyTo);
    }

    objectName: "hitDialog"
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 2 * Theme.margin : 600, 600)
    height: Math.min(parent ? parent.height - 2 * Theme.margin : 900, 900)
    modal: true
    title: qsTr("Hit %1").arg(dialog.monster.name || dialog.target)
    onRevisionChanged: dialog.refresh()
    onTargetChanged: dialog.refresh()
    // A new attack each time the dialog shows (not in aboutToShow: the popup is still hidden then).
    onAboutToHide: dialog.leaving = true
    onVisibleChanged: {
        if (!dialog.visible)
            return;
        dialog.leaving = false;
        dialog.refresh();
        dialog.rows = [];
        dialog.potions = [];
        dialog.specials = [];
        dialog.enhancers = [];
        dialog.enhancedBy = dialog.others.length > 0 ? dialog.others[0] : "";
        dialog.chooseHelper("");
    }

    Connections {
        target: dialog.session

        function onStateChanged() {
            dialog.refresh();
        }
    }


    ScrollView {
        id: scroll

        anchors.fill: parent
        clip: true
        contentWidth: availableWidth

        ColumnLayout {
            width: scroll.availableWidth - Theme.spacing / 2  // room for the buttons' shadows
            spacing: Theme.spacing

            Label {
                objectName: "hitTarget"
                Layout.fillWidth: true
                text: dialog.monster.id === undefined ? qsTr("%1 is not on the board.").arg(dialog.target)
                      : qsTr("%1 in the %2 ring, arc %3 (%4): health %5 of %6")
                        .arg(dialog.monster.name)
                        .arg(dialog.capitalised(dialog.monster.ring))
                        .arg(dialog.monster.arc)
                        .arg(dialog.monster.colour)
                        .arg(dialog.monster.health)
                        .arg(dialog.monster.maxHealth)
                font.pixelSize: Theme.bodySize
                font.weight: Font.Bold
                color: Theme.text
                wrapMode: Text.Wrap
            }

            // --- Hit cards ---
            Label {
                Layout.fillWidth: true
                text: qsTr("Hit cards")
                font.pixelSize: Theme.titleSize
                color: Theme.text
            }
            Repeater {
                model: dialog.rows.length

                delegate: PanicHitCardRow {
                    id: cardRow

                    required property int index

                    Layout.fillWidth: true
                    row: cardRow.index
                    play: dialog.rows[cardRow.index] || ({})
                    cardChoices: dialog.cardChoices
                    weaponChoices: dialog.weaponChoices
                    helped: dialog.helper !== ""
                    onEdited: play => dialog.replaceRow(cardRow.index, play)
                    onRemoveRequested: dialog.replaceRow(cardRow.index, null)
                }
            }
            Button {
                objectName: "hitAddCard"
                Layout.minimumHeight: Theme.touchTarget
                text: qsTr("Add Hit card")
                font.capitalization: Font.MixedCase
                onClicked: dialog.addCard()
            }

            // --- Potions and Specials: chips the referee rules on ---
            Label {
                Layout.fillWidth: true
                text: qsTr("Potions and Specials")
                font.pixelSize: Theme.titleSize
                color: Theme.text
            }
            Flow {
                Layout.fillWidth: true
                spacing: Theme.spacing / 2

                Repeater {
                    model: SteadyListModel {
                        values: dialog.damagePotions
                    }

                    delegate: TouchButton {
                        id: potionChip

                        required property var modelData

                        objectName: "hitPotion_" + modelData.name
                        height: Theme.touchTarget
                        text: qsTr("%1 (+%2)").arg(Theme.controlText(modelData.name)).arg(modelData.damage)
                        font.capitalization: Font.MixedCase
                        checkable: true
                        checked: dialog.potions.indexOf(modelData.name) >= 0
                        highlighted: checked
                        onToggled: dialog.toggle("potions", potionChip.modelData.name, potionChip.checked)
                    }
                }
                Repeater {
                    model: SteadyListModel {
                        values: dialog.cards.castleSpecials || []
                    }

                    delegate: TouchButton {
                        id: specialChip

                        required property string modelData

                        objectName: "hitSpecial_" + modelData
                        height: Theme.touchTarget
                        text: Theme.controlText(modelData)
                        font.capitalization: Font.MixedCase
                        checkable: true
                        checked: dialog.specials.indexOf(modelData) >= 0
                        highlighted: checked
                        onToggled: dialog.toggle("specials", specialChip.modelData, specialChip.checked)
                    }
                }
            }

            // --- Enhancers, when the game has them ---
            Label {
                Layout.fillWidth: true
                visible: (dialog.cards.enhancers || []).length > 0
                text: qsTr("Monster Enhancers")
                font.pixelSize: Theme.titleSize
                color: Theme.text
            }
            Flow {
                Layout.fillWidth: true
                visible: (dialog.cards.enhancers || []).length > 0
                spacing: Theme.spacing / 2

                Repeater {
                    model: SteadyListModel {
                        values: dialog.cards.enhancers || []
                    }

                    delegate: TouchButton {
                        id: enhancerChip

                        required property var modelData

                        objectName: "hitEnhancer_" + modelData.name
                        height: Theme.touchTarget
                        text: qsTr("%1 (+%2 health)").arg(Theme.controlText(modelData.name)).arg(modelData.health)
                        font.capitalization: Font.MixedCase
                        checkable: true
                        checked: dialog.enhancers.indexOf(modelData.name) >= 0
                        highlighted: checked
                        onToggled: dialog.toggle("enhancers", enhancerChip.modelData.name, enhancerChip.checked)
                    }
                }
            }
            RowLayout {
                Layout.fillWidth: true
                visible: dialog.enhancers.length > 0

                Label {
                    text: qsTr("Played by")
                    font.pixelSize: Theme.bodySize
                    color: Theme.secondaryText
                }
                ComboBox {
                    objectName: "hitEnhancedBy"
                    Layout.fillWidth: true
                    Layout.minimumHeight: Theme.touchTarget
                    model: dialog.others
                    currentIndex: dialog.others.indexOf(dialog.enhancedBy)
                    onActivated: index => {
                        dialog.enhancedBy = dialog.others[index];
                        dialog.revision += 1;
                    }
                }
            }

            // --- The deal ---
            Label {
                Layout.fillWidth: true
                text: qsTr("Help")
                font.pixelSize: Theme.titleSize
                color: Theme.text
            }
            ComboBox {
                objectName: "hitHelper"
                Layout.fillWidth: true
                Layout.minimumHeight: Theme.touchTarget
                model: [qsTr("No helper"), ...dialog.others]
                currentIndex: dialog.helper === "" ? 0 : dialog.others.indexOf(dialog.helper) + 1
                onActivated: index => dialog.chooseHelper(index > 0 ? dialog.others[index - 1] : "")
            }
            GridLayout {
                Layout.fillWidth: true
                visible: dialog.helper !== ""
                columns: 2
                columnSpacing: Theme.spacing

                Label {
                    text: qsTr("Trophy to")
                    font.pixelSize: Theme.bodySize
                    color: Theme.secondaryText
                }
                ComboBox {
                    objectName: "hitTrophyTo"
                    Layout.fillWidth: true
                    Layout.minimumHeight: Theme.touchTarget
                    model: [dialog.current, dialog.helper]
                    currentIndex: dialog.trophyTo === dialog.helper ? 1 : 0
                    onActivated: index => {
                        dialog.trophyTo = index === 1 ? dialog.helper : dialog.current;
                        dialog.revision += 1;
                    }
                }
                Label {
                    text: qsTr("Treasure to")
                    font.pixelSize: Theme.bodySize
                    color: Theme.secondaryText
                }
                ComboBox {
                    objectName: "hitTreasureTo"
                    Layout.fillWidth: true
                    Layout.minimumHeight: Theme.touchTarget
                    model: [dialog.current, dialog.helper]
                    currentIndex: dialog.treasureTo === dialog.helper ? 1 : 0
                    onActivated: index => {
                        dialog.treasureTo = index === 1 ? dialog.helper : dialog.current;
                        dialog.revision += 1;
                    }
                }
            }

            // --- The referee's ruling, before anything changes ---
            Rectangle {
                Layout.fillWidth: true
                Layout.preferredHeight: ruling.implicitHeight + 2 * Theme.spacing
                radius: Theme.radius
                color: dialog.nothingChosen ? Theme.surface
                       : dialog.hitPreview.legal === true ? Theme.legalBackground : Theme.refusedBackground

                ColumnLayout {
                    id: ruling

                    anchors.fill: parent
                    anchors.margins: Theme.spacing
                    spacing: Theme.spacing / 2

                    Label {
                        objectName: "hitVerdict"
                        Layout.fillWidth: true
                        text: dialog.nothingChosen ? qsTr("Choose the Hit cards, Potions or Specials of the attack.")
                              : dialog.hitPreview.error ? dialog.hitPreview.error
                              : dialog.hitPreview.legal === true
                                ? qsTr("The referee allows this attack (nothing applied yet)")
                              : qsTr("Refused: nothing will be applied")
                        font.pixelSize: Theme.bodySize
                        font.weight: Font.Bold
                        color: dialog.nothingChosen ? Theme.secondaryText
                               : dialog.hitPreview.legal === true ? Theme.legal : Theme.refused
                        wrapMode: Text.Wrap
                    }
                    Label {
                        objectName: "hitDamage"
                        Layout.fillWidth: true
                        visible: dialog.hit.active === true
                        text: qsTr("Total damage: %1").arg(dialog.hit.damage)
                        font.pixelSize: Theme.titleSize
                        color: Theme.text
                        wrapMode: Text.Wrap
                    }
                    Label {
                        objectName: "hitOutcome"
                        Layout.fillWidth: true
                        visible: dialog.hit.active === true
                        text: dialog.hit.slain ? dialog.spoilsText()
                              : qsTr("%1: %2 → %3 health").arg(dialog.monster.name).arg(dialog.hit.healthBefore)
                                .arg(dialog.hit.healthAfter)
                        font.pixelSize: Theme.bodySize
                        color: Theme.text
                        wrapMode: Text.Wrap
                    }
                    Repeater {
                        model: SteadyListModel {
                            values: dialog.hit.cards || []
                        }

                        delegate: Label {
                            required property var modelData
                            required property int index

                            objectName: "hitCardDamage_" + index
                            Layout.fillWidth: true
                            text: modelData.legal ? qsTr("%1: %2 damage").arg(modelData.card).arg(modelData.damage)
                                                  : qsTr("%1: refused").arg(modelData.card)
                            font.pixelSize: Theme.bodySize
                            color: modelData.legal ? Theme.legal : Theme.refused
                            wrapMode: Text.Wrap
                        }
                    }
                }
            }
            ReasonList {
                objectName: "hitReasons"
                Layout.fillWidth: true
                reasons: dialog.nothingChosen ? [] : (dialog.hitPreview.reasons || [])
            }
        }
    }

    footer: DialogButtonBox {
        // Tapping a Monster in Play Cards opens this dialog; its other cards (Glue, Cotion, Out to
        // Lunch...) are one tap further.
        Button {
            objectName: "hitMore"
            text: qsTr("Other cards…")
            flat: true
            onClicked: {
                dialog.reject();
                dialog.moreRequested();
            }
        }
        Button {
            objectName: "hitCancel"
            text: qsTr("Cancel")
            flat: true
            onClicked: dialog.reject()
        }
        Button {
            objectName: "hitApply"
            text: qsTr("Hit")
            highlighted: true
            enabled: dialog.hitPreview.legal === true
            onClicked: {
                const verdict = Navigator.perform(dialog.session, dialog.request());
                if (verdict.legal && !verdict.error)
                    dialog.accept();
            }
        }
    }
}

pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// "Play a card" in Munchkin Panic: the cards the board has no tap for (Fortify Wall, Convenient Addition
// Error, the Curse cards, Invoke Obscure Rules, the Humongous Monster Enhancer, Illusion). First a list of
// cards, then a small form for the one chosen. The form only composes the action; the referee's verdict
// on it shows before "Play", and its reasons say why a card cannot go there.
Dialog {
    id: dialog

    property GameSession session
    // The card chosen from the list ("" while the list shows): fortify, addition-error, curse-card,
    // invoke-obscure-rules, humongous, illusion.
    property string form: ""
    // Fortify Wall: the Wall's arc (0 until one is tapped).
    property int arc: 0

    readonly property var panic: session ? session.panic : ({})
    readonly property var seats: panic.seats ?? []
    readonly property var names: seats.map(seat => seat.name)
    readonly property PanicBoardModel boardModel: PanicBoardModel {
        session: dialog.session
    }
    readonly property var boardMonsters: dialog.boardModel.ids
    // Invoke Obscure Rules takes from the Monsters off the board for good; the referee knows which of
    // them are Trophies.
    readonly property var discarded: dialog.boardModel.discarded
    readonly property var cards: [
        { form: "fortify", name: qsTr("Fortify Wall"),
          text: qsTr("A Fortify token on a Wall: it takes the next hit there.") },
        { form: "addition-error", name: qsTr("Convenient Addition Error"),
          text: qsTr("One more point under one of a player's Trophies.") },
        { form: "curse-card", name: qsTr("Curse card"),
          text: qsTr("Duck of Doom, Truly Obnoxious, Lightning or Chicken on Your Head.") },
        { form: "invoke-obscure-rules", name: qsTr("Invoke Obscure Rules"),
          text: qsTr("A discarded Monster becomes a player's Trophy.") },
        { form: "humongous", name: qsTr("Humongous Monster Enhancer"),
          text: qsTr("Every Monster back to full health.") },
        { form: "illusion", name: qsTr("Illusion"),
          text: qsTr("A Monster is discarded and another takes its space.") }
    ]
    readonly property var chosenCard: cards.find(card => card.form === dialog.form) ?? null
    // The card names as the referee spells them.
    readonly property var curses: ["Duck of Doom Curse", "Truly Obnoxious Curse", "Lightning Curse",
                                   "Chicken on Your Head Curse"]
    readonly property var specials: ({ "invoke-obscure-rules": "Invoke Obscure Rules",
                                       "humongous": "Humongous Monster Enhancer", "illusion": "Illusion" })

    readonly property string player: playerBox.currentIndex >= 0 ? playerBox.currentText : ""
    readonly property var targets: names.filter(name => name !== dialog.player)
    readonly property string target: targetBox.currentIndex >= 0 ? targetBox.currentText : ""
    readonly property string curse: curses[curseBox.currentIndex] ?? ""
    readonly property string monster: monsterBox.currentIndex >= 0 ? monsterBox.currentText : ""
    readonly property string replacement: replacementBox.currentIndex >= 0 ? replacementBox.currentText : ""

    // What the form still lacks before there is an action to ask about ("" once complete).
    readonly property string missing: {
        switch (dialog.form) {
        case "fortify":
            return dialog.arc === 0 ? qsTr("Tap the Wall to fortify.") : "";
        case "addition-error":
            return trophyBox.count === 0 ? qsTr("%1 holds no Trophy to choose.").arg(dialog.player) : "";
        case "invoke-obscure-rules":
            return dialog.monster === "" ? qsTr("No Monster has been discarded yet.") : "";
        case "illusion":
            return dialog.monster === "" || dialog.replacement === "" ? qsTr("There is no Monster on the board.") : "";
        }
        return "";
    }
    readonly property var preview: {
        dialog.panic;
        if (!dialog.session || !dialog.visible || dialog.form === "" || dialog.missing !== "")
            return ({});
        return dialog.session.preview(dialog.request());
    }

    // Opens the form of one card (the list's entries call it; so do the tests).
    function choose(form) {
        dialog.form = form;
        dialog.arc = 0;
        const current = (dialog.seats.find(seat => seat.isCurrent) ?? {}).name ?? "";
        playerBox.currentIndex = Math.max(0, dialog.names.indexOf(current));
        targetBox.currentIndex = dialog.targets.length > 0 ? 0 : -1;
        curseBox.currentIndex = 0;
        cancelledBox.currentIndex = 0;
        trophyBox.currentIndex = trophyBox.count > 0 ? 0 : -1;
        giveBox.currentIndex = 0;
        takeBox.currentIndex = 0;
        monsterBox.currentIndex = monsterBox.count > 0 ? 0 : -1;
        replacementBox.currentIndex = replacementBox.count > 1 ? 1 : replacementBox.count - 1;
    }

    function trophiesOf(name) {
        const seat = dialog.seats.find(entry => entry.name === name);
        return ((seat ?? {}).trophies ?? []).map(t => ({
            token: t.token,
            label: t.additionErrors > 0 ? qsTr("%1 (%2 + %3)").arg(t.token).arg(t.points).arg(t.additionErrors)
                                        : qsTr("%1 (%2)").arg(t.token).arg(t.points)
        }));
    }

    // The card of the form as the referee takes it.
    function request() {
        switch (dialog.form) {
        case "fortify":
            return PanicActions.fortify(dialog.arc);
        case "addition-error":
            return PanicActions.additionError(dialog.player, trophyBox.currentValue ?? "");
        case "curse-card": {
            const lightning = dialog.curse === "Lightning Curse";
            return PanicActions.curseCard(dialog.curse, dialog.player,
                                          dialog.curse !== "Truly Obnoxious Curse" ? dialog.target : "",
                                          lightning ? giveBox.currentValue ?? "" : "",
                                          lightning ? takeBox.currentValue ?? "" : "", cancelledBox.currentValue ?? "");
        }
        }
        const withMonster = dialog.form === "invoke-obscure-rules" || dialog.form === "illusion";
        return PanicActions.specialCard(dialog.specials[dialog.form] ?? "", dialog.player, withMonster ? dialog.monster : "",
                                        dialog.form === "illusion" ? dialog.replacement : "");
    }

    objectName: "cardsDialog"
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 2 * Theme.margin : 560, 560)
    height: Math.min(parent ? parent.height - 2 * Theme.margin : 720, 720)
    modal: true
    title: dialog.chosenCard ? dialog.chosenCard.name : qsTr("Play a card")
    onAboutToShow: dialog.form = ""

    component FieldLabel: Label {
        font.pixelSize: Theme.bodySize
        color: Theme.text
    }
    component FieldBox: ComboBox {
        Layout.fillWidth: true
        Layout.minimumHeight: Theme.touchTarget
    }

    ScrollView {
        anchors.fill: parent
        clip: true
        contentWidth: availableWidth

        ColumnLayout {
            width: parent.width
            spacing: Theme.spacing

            // The list of cards.
            Repeater {
                model: dialog.form === "" ? dialog.cards : []

                delegate: ItemDelegate {
                    id: entry

                    required property var modelData

                    objectName: "cardChoice_" + modelData.form
                    Layout.fillWidth: true
                    Layout.minimumHeight: Theme.touchTarget
                    padding: Theme.spacing
                    onClicked: dialog.choose(modelData.form)

                    contentItem: ColumnLayout {
                        spacing: 2

                        Label {
                            Layout.fillWidth: true
                            text: entry.modelData.name
                            font.pixelSize: Theme.bodySize
                            font.weight: Font.Bold
                            color: Theme.text
                            wrapMode: Text.Wrap
                        }
                        Label {
                            Layout.fillWidth: true
                            text: entry.modelData.text
                            font.pixelSize: Theme.captionSize
                            color: Theme.secondaryText
                            wrapMode: Text.Wrap
                        }
                    }
                }
            }

            // The form of the card chosen.
            Text {
                Layout.fillWidth: true
                visible: dialog.chosenCard !== null
                text: dialog.chosenCard ? dialog.chosenCard.text : ""
                font.pixelSize: Theme.bodySize
                color: Theme.secondaryText
                wrapMode: Text.Wrap
            }

            // Fortify Wall: every arc is offered; a Wall that is down or fortified is the referee's refusal.
            FieldLabel {
                visible: dialog.form === "fortify"
                text: qsTr("The Wall of arc")
            }
            Flow {
                Layout.fillWidth: true
                visible: dialog.form === "fortify"
                spacing: Theme.spacing

                Repeater {
                    model: 6

                    delegate: TouchButton {
                        required property int index

                        objectName: "fortifyArc_" + (index + 1)
                        text: index + 1
                        highlighted: dialog.arc === index + 1
                        Accessible.name: qsTr("Wall %1").arg(index + 1)
                        onClicked: dialog.arc = index + 1
                    }
                }
            }

            GridLayout {
                Layout.fillWidth: true
                visible: dialog.form !== "" && dialog.form !== "fortify"
                columns: 2
                columnSpacing: Theme.spacing
                rowSpacing: Theme.spacing

                FieldLabel {
                    visible: curseBox.visible
                    text: qsTr("Card")
                }
                FieldBox {
                    id: curseBox

                    objectName: "cardsCurse"
                    visible: dialog.form === "curse-card"
                    model: dialog.curses
                }

                FieldLabel {
                    text: qsTr("Played by")
                }
                FieldBox {
                    id: playerBox

                    objectName: "cardsPlayer"
                    model: dialog.names
                }

                FieldLabel {
                    visible: targetBox.visible
                    text: qsTr("Cursed")
                }
                FieldBox {
                    id: targetBox

                    objectName: "cardsTarget"
                    visible: dialog.form === "curse-card" && dialog.curse !== "Truly Obnoxious Curse"
                    model: dialog.targets
                }

                FieldLabel {
                    visible: trophyBox.visible
                    text: qsTr("Under the Trophy")
                }
                FieldBox {
                    id: trophyBox

                    objectName: "cardsTrophy"
                    visible: dialog.form === "addition-error"
                    model: dialog.trophiesOf(dialog.player)
                    textRole: "label"
                    valueRole: "token"
                    displayText: count === 0 ? qsTr("No Trophy") : currentText
                }

                // Lightning: where Trophies tie, their owner says which one goes.
                FieldLabel {
                    visible: giveBox.visible
                    text: qsTr("Given if tied")
                }
                FieldBox {
                    id: giveBox

                    objectName: "cardsGive"
                    visible: dialog.form === "curse-card" && dialog.curse === "Lightning Curse"
                    model: [{ token: "", label: qsTr("No tie") }, ...dialog.trophiesOf(dialog.player)]
                    textRole: "label"
                    valueRole: "token"
                }
                FieldLabel {
                    visible: takeBox.visible
                    text: qsTr("Taken if tied")
                }
                FieldBox {
                    id: takeBox

                    objectName: "cardsTake"
                    visible: giveBox.visible
                    model: [{ token: "", label: qsTr("No tie") }, ...dialog.trophiesOf(dialog.target)]
                    textRole: "label"
                    valueRole: "token"
                }

                FieldLabel {
                    visible: cancelledBox.visible
                    text: qsTr("Cancelled by")
                }
                FieldBox {
                    id: cancelledBox

                    objectName: "cardsCancelledBy"
                    visible: dialog.form === "curse-card"
                    model: [{ value: "", label: qsTr("Not cancelled") },
                            { value: "Sandals of Protection", label: qsTr("Sandals of Protection") },
                            { value: "Wishing Ring", label: qsTr("Wishing Ring") }]
                    textRole: "label"
                    valueRole: "value"
                }

                FieldLabel {
                    visible: monsterBox.visible
                    text: dialog.form === "illusion" ? qsTr("Discarded") : qsTr("Monster")
                }
                FieldBox {
                    id: monsterBox

                    objectName: "cardsMonster"
                    visible: dialog.form === "invoke-obscure-rules" || dialog.form === "illusion"
                    model: dialog.form === "illusion" ? dialog.boardMonsters : dialog.discarded
                    displayText: count === 0 ? qsTr("None") : currentText
                }

                FieldLabel {
                    visible: replacementBox.visible
                    text: qsTr("In its space")
                }
                FieldBox {
                    id: replacementBox

                    objectName: "cardsReplacement"
                    visible: dialog.form === "illusion"
                    model: dialog.boardMonsters
                    displayText: count === 0 ? qsTr("None") : currentText
                }
            }

            // The referee's verdict on the card as it stands.
            Text {
                objectName: "cardsVerdict"
                Layout.fillWidth: true
                visible: dialog.form !== ""
                text: dialog.missing !== "" ? dialog.missing
                      : dialog.preview.error ? dialog.preview.error
                      : dialog.preview.legal ? qsTr("Legal") : qsTr("Refused")
                font.pixelSize: dialog.missing !== "" ? Theme.bodySize : Theme.titleSize
                font.weight: dialog.missing !== "" ? Font.Normal : Font.Bold
                color: dialog.missing !== "" ? Theme.secondaryText : dialog.preview.legal ? Theme.legal : Theme.refused
                wrapMode: Text.Wrap
            }
            // Qt 6.4's layouts keep a deleted row until their next polish, and a hidden layout is never
            // polished: reasons removed while the dialog is closed crash the next window resize (a
            // tablet turned). The list therefore keeps its rows while the dialog is hidden.
            ReasonList {
                Layout.fillWidth: true
                visible: dialog.form !== ""

                Binding on reasons {
                    when: dialog.visible
                    value: dialog.preview.reasons ?? []
                    restoreMode: Binding.RestoreNone
                }
            }
        }
    }

    footer: DialogButtonBox {
        Button {
            objectName: "cardsCancel"
            text: qsTr("Cancel")
            flat: true
            onClicked: dialog.reject()
        }
        Button {
            objectName: "cardsBack"
            text: qsTr("Back")
            flat: true
            visible: dialog.form !== ""
            onClicked: dialog.form = ""
        }
        Button {
            objectName: "cardsApply"
            text: qsTr("Play")
            visible: dialog.form !== ""
            enabled: dialog.preview.legal === true
            highlighted: true
            onClicked: {
                const verdict = Navigator.perform(dialog.session, dialog.request());
                if (verdict.legal && !verdict.error)
                    dialog.accept();
            }
        }
    }
}

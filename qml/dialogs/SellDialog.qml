pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Selling Items for levels: the player's Items in play (each at the Gold it was entered with) and cards
// straight from the hand. The referee's answer (levels bought, or why not) shows before "Sell".
Dialog {
    id: dialog

    property GameSession session
    property string playerName: ""
    property int revision: 0
    // The Items in play ticked for sale, by row of `items`.
    property var chosen: []

    // The seller now (playerDetails()), for the Level before the sale.
    readonly property var seller: {
        dialog.revision;
        return dialog.session && dialog.playerName !== "" ? dialog.session.playerDetails(dialog.playerName) : ({});
    }
    readonly property int level: dialog.seller.level || 0
    // The seller's Items in play, each at the Gold it was entered with.
    readonly property ItemsModel items: ItemsModel {
        session: dialog.session
        player: dialog.playerName
        onModelReset: dialog.chosen = []  // the ticks are rows: they mean nothing once the Items change
    }
    // The Gold of what is ticked or typed: a sum of the numbers on the cards, for the table to check.
    readonly property int goldChosen: {
        dialog.revision;
        let total = 0;
        for (const row of dialog.chosen)
            total += dialog.items.get(row).gold || 0;
        for (let i = 0; i < handCards.count; ++i)
            total += handCards.get(i).gold;
        return total;
    }
    // The referee's answer; `legal` is always a bool.
    readonly property var preview: {
        dialog.revision;
        if (!dialog.session || !dialog.visible || dialog.playerName === "")
            return ({ legal: false, reasons: [] });
        return dialog.session.preview(dialog.action());
    }
    // Nothing chosen yet: no ruling to show, only what to do (a red "Refused" before a choice misleads).
    readonly property bool nothingChosen: {
        dialog.revision;
        if (dialog.chosen.some(row => row < dialog.items.count))
            return false;
        for (let i = 0; i < handCards.count; ++i)
            if (handCards.get(i).name.trim() !== "")
                return false;
        return true;
    }
    // The seller's level after the sale, as the preview says.
    readonly property int levelAfter: ((dialog.preview.levelsAfter || []).find(entry => entry.player === dialog.playerName)
                                       || { level: 0 }).level

    function action() {
        const fromHand = [];
        for (let i = 0; i < handCards.count; ++i) {
            const card = handCards.get(i);
            if (card.name.trim() !== "")
                fromHand.push(MunchkinActions.saleCard(card.name.trim(), card.gold));
        }
        const names = dialog.chosen.filter(row => row < dialog.items.count).map(row => dialog.items.get(row).name);
        return MunchkinActions.sellItems(dialog.playerName, names, fromHand);
    }

    function choose(index, on) {
        const rest = dialog.chosen.filter(entry => entry !== index);
        dialog.chosen = on ? rest.concat([index]) : rest;
        dialog.revision += 1;
    }

    objectName: "sellDialog"
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 2 * Theme.margin : 620, 620)
    height: Math.min(parent ? parent.height - 2 * Theme.margin : 800, 800)
    modal: true
    title: qsTr("%1 sells Items").arg(dialog.playerName)
    onAboutToShow: {
        dialog.chosen = [];
        handCards.clear();
        dialog.revision += 1;
    }

    ListModel {
        id: handCards
    }

    // Any action recorded, undone or redone: ask the referee again.
    Connections {
        target: dialog.session
        function onStateChanged() { dialog.revision += 1; }
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
                Layout.fillWidth: true
                text: dialog.items.count > 0 ? qsTr("Items in play") : qsTr("No Items in play.")
                font.pixelSize: Theme.titleSize
                color: Theme.text
                wrapMode: Text.Wrap
            }
            Repeater {
                model: dialog.items

                delegate: CheckBox {
                    id: itemBox

                    required property string name
                    required property int gold
                    required property int index

                    objectName: "sellItem_" + index
                    Layout.fillWidth: true
                    Layout.minimumHeight: Theme.touchTarget
                    text: qsTr("%1 — %2 Gold").arg(itemBox.name).arg(itemBox.gold)
                    checked: dialog.chosen.indexOf(index) >= 0
                    onToggled: dialog.choose(itemBox.index, itemBox.checked)
                }
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("Cards from the hand")
                font.pixelSize: Theme.titleSize
                color: Theme.text
                wrapMode: Text.Wrap
            }
            Repeater {
                model: handCards

                delegate: Flow {
                    id: cardRow

                    required property int index
                    required property string name
                    required property int gold

                    Layout.fillWidth: true
                    spacing: Theme.spacing / 2

                    TextField {
                        objectName: "handName_" + cardRow.index
                        width: Math.min(260, cardRow.width)
                        height: Theme.touchTarget
                        placeholderText: qsTr("Card name")
                        text: cardRow.name
                        maximumLength: 200
                        onTextEdited: {
                            handCards.setProperty(cardRow.index, "name", text);
                            dialog.revision += 1;
                        }
                    }
                    SpinBox {
                        objectName: "handGold_" + cardRow.index
                        height: Theme.touchTarget
                        from: 0
                        to: 20000
                        stepSize: 100
                        editable: true
                        value: cardRow.gold
                        onValueModified: {
                            handCards.setProperty(cardRow.index, "gold", value);
                            dialog.revision += 1;
                        }
                    }
                    Button {
                        objectName: "handRemove_" + cardRow.index
                        width: Theme.touchTarget
                        height: Theme.touchTarget
                        flat: true
                        text: "✕"
                        Accessible.name: qsTr("Remove this card")
                        onClicked: {
                            handCards.remove(cardRow.index);
                            dialog.revision += 1;
                        }
                    }
                }
            }
            Button {
                objectName: "addHandCard"
                Layout.minimumHeight: Theme.touchTarget
                flat: true
                text: qsTr("+ A card from the hand")
                onClicked: {
                    handCards.append({ name: "", gold: 0 });
                    dialog.revision += 1;
                }
            }
            Label {
                objectName: "sellTotal"
                Layout.fillWidth: true
                text: qsTr("Chosen: %1 Gold").arg(dialog.goldChosen)
                font.pixelSize: Theme.titleSize
                font.weight: Font.Bold
                color: Theme.text
                wrapMode: Text.Wrap
            }
            Label {
                objectName: "sellHeadline"
                Layout.fillWidth: true
                text: dialog.nothingChosen ? qsTr("Choose the Items or cards to sell.")
                      : dialog.preview.error ? dialog.preview.error
                      : dialog.preview.legal
                        ? qsTr("Level %1 → %2").arg(dialog.level).arg(dialog.levelAfter)
                        : qsTr("Refused — nothing will be sold:")
                font.pixelSize: Theme.bodySize
                font.weight: Font.Bold
                color: dialog.nothingChosen ? Theme.secondaryText
                       : dialog.preview.legal ? Theme.legal : Theme.refused
                wrapMode: Text.Wrap
            }
            ReasonList {
                objectName: "sellReasons"
                Layout.fillWidth: true
                reasons: dialog.nothingChosen ? [] : (dialog.preview.reasons || [])
            }
        }
    }

    footer: DialogButtonBox {
        Button {
            objectName: "sellCancel"
            text: qsTr("Cancel")
            flat: true
            onClicked: dialog.reject()
        }
        Button {
            objectName: "sellButton"
            text: qsTr("Sell")
            highlighted: true
            enabled: dialog.preview.legal
            onClicked: {
                const verdict = Navigator.perform(dialog.session, dialog.action());
                if (verdict.legal && !verdict.error)
                    dialog.accept();
            }
        }
    }
}

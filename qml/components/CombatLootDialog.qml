pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Looting the Body: the dead player's hand is counted and laid out beside their cards in play, and the
// others take one card each, highest Level first. Rolls settle ties; the referee says who needs one and
// gives the order (its reasons), live, before anything is recorded.
Dialog {
    id: dialog

    property GameSession session
    property string deceased: ""
    property int revision: 0

    readonly property var looters: (dialog.session ? dialog.session.players.names : [])
        .filter(name => name !== dialog.deceased)
    // The referee's answer; `legal` is always a bool.
    readonly property var preview: {
        dialog.revision;
        if (!dialog.session || !dialog.visible || dialog.deceased === "")
            return ({ legal: false, reasons: [] });
        return dialog.session.preview(dialog.action());
    }

    function openFor(name) {
        dialog.deceased = name;
        hand.value = 0;
        tieRolls.clear();
        dialog.revision += 1;
        dialog.open();
    }

    function action() {
        const players = [];
        const rolls = [];
        for (let i = 0; i < tieRolls.count; ++i) {
            const entry = tieRolls.get(i);
            if (entry.roll > 0) {
                players.push(entry.player);
                rolls.push(entry.roll);
            }
        }
        return MunchkinActions.lootBody(dialog.deceased, hand.value, players, rolls);
    }

    function rollOf(player) {
        for (let i = 0; i < tieRolls.count; ++i)
            if (tieRolls.get(i).player === player)
                return tieRolls.get(i).roll;
        return 0;
    }

    function setRoll(player, roll) {
        for (let i = 0; i < tieRolls.count; ++i) {
            if (tieRolls.get(i).player === player) {
                tieRolls.setProperty(i, "roll", roll);
                dialog.revision += 1;
                return;
            }
        }
        tieRolls.append({ player: player, roll: roll });
        dialog.revision += 1;
    }

    objectName: "lootDialog"
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 2 * Theme.margin : 560, 620)
    height: Math.min(parent ? parent.height - 2 * Theme.margin : 700, 760)
    modal: true
    title: qsTr("Loot %1's body").arg(dialog.deceased)

    ListModel {
        id: tieRolls
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
                text: qsTr("Lay out %1's hand beside the cards in play. How many cards were in the hand?")
                      .arg(dialog.deceased)
                wrapMode: Text.Wrap
                font.pixelSize: Theme.bodySize
                color: Theme.text
            }
            CombatStepper {
                id: hand

                objectName: "lootHand"
                label: qsTr("Cards in hand")
                typeable: true
                from: 0
                to: 200
                onStepped: dialog.revision += 1
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("Tie rolls: only players tied in Level roll; the referee's order below says who must.")
                wrapMode: Text.Wrap
                font.pixelSize: Theme.bodySize
                color: Theme.secondaryText
            }
            Repeater {
                model: dialog.looters

                delegate: ColumnLayout {
                    id: looterRow

                    required property string modelData

                    Layout.fillWidth: true
                    spacing: 2

                    Label {
                        Layout.fillWidth: true
                        text: looterRow.modelData
                        elide: Text.ElideRight
                        font.pixelSize: Theme.bodySize
                        font.weight: Font.Bold
                        color: Theme.text
                    }
                    Flow {
                        Layout.fillWidth: true
                        spacing: Theme.spacing / 2

                        Repeater {
                            model: 6

                            delegate: Button {
                                id: face

                                required property int index

                                objectName: "tieRoll_" + looterRow.modelData + "_" + (index + 1)
                                width: Theme.touchTarget
                                height: Theme.touchTarget
                                text: String(index + 1)
                                checkable: true
                                checked: {
                                    dialog.revision;
                                    // (A row being taken down has lost its looter.)
                                    return looterRow !== null && dialog.rollOf(looterRow.modelData) === face.index + 1;
                                }
                                onClicked: dialog.setRoll(looterRow.modelData,
                                                          checked ? face.index + 1 : 0)
                            }
                        }
                    }
                }
            }
            Label {
                objectName: "lootHeadline"
                Layout.fillWidth: true
                text: dialog.preview.legal ? qsTr("The looting order:")
                      : qsTr("The referee refuses this:")
                font.pixelSize: Theme.bodySize
                font.weight: Font.Bold
                color: dialog.preview.legal ? Theme.legal : Theme.refused
                wrapMode: Text.Wrap
            }
            ReasonList {
                objectName: "lootReasons"
                Layout.fillWidth: true
                reasons: dialog.preview.reasons || []
            }
        }
    }

    footer: DialogButtonBox {
        Button {
            objectName: "lootCancel"
            text: qsTr("Cancel")
            flat: true
            onClicked: dialog.reject()
        }
        Button {
            objectName: "lootApply"
            text: qsTr("Loot the body")
            highlighted: true
            enabled: dialog.preview.legal
            onClicked: {
                const verdict = Navigator.perform(dialog.session, dialog.action());
                if (verdict.legal && verdict.recorded)
                    dialog.close();
            }
        }
    }
}

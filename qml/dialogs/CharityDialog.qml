pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Charity at the end of the turn: the current player counts their hand, and the referee's split (who
// gets how many, what is discarded) shows live before anything is applied.
Dialog {
    id: dialog

    property GameSession session
    property int revision: 0

    readonly property string giver: dialog.session ? dialog.session.currentPlayer : ""
    // Who may get the leftover cards when the split is uneven: the giver picks; the referee checks.
    readonly property var others: {
        dialog.revision;
        const players = dialog.session ? dialog.session.players : null;
        const names = [];
        for (let seat = 0; players && seat < players.count; ++seat) {
            const player = players.get(seat);
            if (player.name !== dialog.giver && !player.dead)
                names.push(player.name);
        }
        return names;
    }
    property var biggerShare: []
    // The referee's answer; `legal` is always a bool.
    readonly property var preview: {
        dialog.revision;
        if (!dialog.session || !dialog.visible)
            return ({ legal: false, reasons: [] });
        return dialog.session.preview(dialog.action());
    }

    function action() {
        return MunchkinActions.charity(hand.value, dialog.biggerShare);
    }

    function toggleShare(name, on) {
        const rest = dialog.biggerShare.filter(entry => entry !== name);
        dialog.biggerShare = on ? rest.concat([name]) : rest;
    }

    objectName: "charityDialog"
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 2 * Theme.margin : 560, 560)
    height: Math.min(parent ? parent.height - 2 * Theme.margin : 760, 760)
    modal: true
    title: qsTr("Charity")
    onAboutToShow: {
        dialog.biggerShare = [];
        dialog.revision += 1;
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
                text: qsTr("%1, count the cards in your hand.").arg(dialog.giver)
                font.pixelSize: Theme.titleSize
                color: Theme.text
                wrapMode: Text.Wrap
            }
            CombatStepper {
                id: hand

                objectName: "handStepper"
                Layout.fillWidth: true
                label: qsTr("Cards in hand")
                typeable: true
                value: 5
                from: 0
                to: 100
                onStepped: dialog.revision += 1
            }
            Label {
                Layout.fillWidth: true
                visible: dialog.others.length > 1
                text: qsTr("If the cards do not split evenly, who gets the bigger share? (optional)")
                font.pixelSize: Theme.bodySize
                color: Theme.secondaryText
                wrapMode: Text.Wrap
            }
            Flow {
                Layout.fillWidth: true
                visible: dialog.others.length > 1
                spacing: Theme.spacing / 2

                Repeater {
                    model: dialog.others

                    delegate: CheckBox {
                        id: share

                        required property string modelData

                        objectName: "biggerShare_" + modelData
                        height: Theme.touchTarget
                        text: modelData
                        checked: dialog.biggerShare.indexOf(modelData) >= 0
                        onToggled: dialog.toggleShare(share.modelData, share.checked)
                    }
                }
            }
            Label {
                objectName: "charityHeadline"
                Layout.fillWidth: true
                text: dialog.preview.error ? dialog.preview.error
                      : dialog.preview.legal ? qsTr("The referee's split (nothing applied yet):")
                      : qsTr("Refused — nothing will be applied:")
                font.pixelSize: Theme.bodySize
                font.weight: Font.Bold
                color: dialog.preview.legal ? Theme.legal : Theme.refused
                wrapMode: Text.Wrap
            }
            ReasonList {
                objectName: "charityReasons"
                Layout.fillWidth: true
                reasons: dialog.preview.reasons || []
            }
        }
    }

    footer: DialogButtonBox {
        Button {
            objectName: "charityCancel"
            text: qsTr("Cancel")
            flat: true
            onClicked: dialog.reject()
        }
        Button {
            objectName: "charityApply"
            text: qsTr("Apply")
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

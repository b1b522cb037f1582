pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Give Charity in Munchkin Panic: the Treasure over the limit goes to the player with the fewest Trophy
// points. The referee's split shows before anything is given; when the cards do not split evenly among
// a tie, the giver names who gets the odd ones.
Dialog {
    id: dialog

    property GameSession session
    property int revision: 0
    property var biggerShare: []

    readonly property var panic: session ? session.panic : ({})
    readonly property var others: (panic.seats || []).filter(seat => !seat.isCurrent).map(seat => seat.name)
    readonly property var preview: {
        dialog.revision;
        if (!dialog.session || !dialog.visible)
            return ({});
        return dialog.session.preview(PanicActions.charity(dialog.biggerShare));
    }

    function toggleShare(name, on) {
        const rest = dialog.biggerShare.filter(entry => entry !== name);
        dialog.biggerShare = on ? rest.concat([name]) : rest;
        dialog.revision += 1;
    }

    objectName: "panicCharityDialog"
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 2 * Theme.margin : 520, 520)
    height: Math.min(parent ? parent.height - 2 * Theme.margin : 640, 640)
    modal: true
    title: qsTr("Give Charity")
    onAboutToShow: {
        dialog.biggerShare = [];
        dialog.revision += 1;
    }

    ScrollView {
        id: charityScroll

        anchors.fill: parent
        clip: true
        contentWidth: availableWidth

        ColumnLayout {
            width: charityScroll.availableWidth
            spacing: Theme.spacing

            Text {
                Layout.fillWidth: true
                text: qsTr("%1 holds more Treasure than the limit of %2. The rest goes to whoever has the fewest Trophy points.")
                    .arg(dialog.panic.current ?? "").arg(dialog.panic.treasureLimit ?? 0)
                font.pixelSize: Theme.bodySize
                color: Theme.text
                wrapMode: Text.Wrap
            }
            Text {
                Layout.fillWidth: true
                text: qsTr("If the cards do not split evenly, tick who gets an odd card:")
                font.pixelSize: Theme.captionSize
                color: Theme.secondaryText
                wrapMode: Text.Wrap
            }
            Repeater {
                model: dialog.others

                delegate: CheckBox {
                    required property string modelData

                    objectName: "charityShare_" + modelData
                    // As wide as the dialog and no wider: a long name elides (Material's label does).
                    Layout.fillWidth: true
                    Layout.minimumHeight: Theme.touchTarget
                    text: modelData
                    checked: dialog.biggerShare.indexOf(modelData) >= 0
                    onToggled: dialog.toggleShare(modelData, checked)
                }
            }
            Text {
                objectName: "panicCharityVerdict"
                Layout.fillWidth: true
                text: dialog.preview.error ? dialog.preview.error
                                           : dialog.preview.legal ? qsTr("Legal") : qsTr("Refused")
                font.pixelSize: Theme.titleSize
                font.weight: Font.Bold
                color: dialog.preview.legal ? Theme.legal : Theme.refused
                wrapMode: Text.Wrap
            }
            ReasonList {
                Layout.fillWidth: true
                reasons: dialog.preview.reasons ?? []
            }
        }
    }

    footer: DialogButtonBox {
        Button {
            objectName: "panicCharityCancel"
            text: qsTr("Cancel")
            flat: true
            onClicked: dialog.reject()
        }
        Button {
            objectName: "panicCharityApply"
            text: qsTr("Give")
            enabled: dialog.preview.legal === true
            highlighted: true
            onClicked: {
                const verdict = Navigator.perform(dialog.session, PanicActions.charity(dialog.biggerShare));
                if (verdict.legal && !verdict.error)
                    dialog.accept();
            }
        }
    }
}

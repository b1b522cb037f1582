pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// A six-sided die for the table. A roll is only shown until someone records it for a player (and a
// purpose): then it is in the game log like any other action.
Dialog {
    id: dialog

    property GameSession session
    // The roll shown (0: none yet).
    readonly property int roll: face.rolling ? 0 : face.value

    objectName: "diceDialog"
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 2 * Theme.margin : 480, 480)
    height: Math.min(parent ? parent.height - 2 * Theme.margin : 720, implicitHeight)
    modal: true
    title: qsTr("Roll a die")
    onOpened: recorded.text = ""

    ScrollView {
        id: scroll

        anchors.fill: parent
        clip: true
        contentWidth: availableWidth

        ColumnLayout {
            width: scroll.availableWidth - Theme.spacing / 2  // room for the buttons' shadows
            spacing: Theme.spacing

            CombatDie {
                id: face

                objectName: "bigDie"
                Layout.alignment: Qt.AlignHCenter
                Layout.topMargin: Theme.spacing
                implicitWidth: 140
                onSettled: recorded.text = ""
            }
            Button {
                objectName: "rollButton"
                Layout.alignment: Qt.AlignHCenter
                Layout.minimumHeight: Theme.touchTarget
                Layout.minimumWidth: 160
                text: qsTr("Roll")
                font.pixelSize: Theme.titleSize
                highlighted: true
                enabled: !face.rolling && dialog.session !== null
                onClicked: face.show(Referee.rollDie())
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("Or enter a real die:")
                font.pixelSize: Theme.bodySize
                color: Theme.secondaryText
                wrapMode: Text.Wrap
            }
            Flow {
                Layout.fillWidth: true
                spacing: Theme.spacing / 2

                Repeater {
                    model: 6

                    delegate: Button {
                        id: typed

                        required property int index

                        objectName: "dieFace_" + (index + 1)
                        width: Theme.touchTarget
                        height: Theme.touchTarget
                        text: String(index + 1)
                        onClicked: {
                            face.value = typed.index + 1;
                            recorded.text = "";
                        }
                    }
                }
            }
            Label {
                objectName: "notRecordedNote"
                Layout.fillWidth: true
                text: qsTr("A roll that is only shown is not recorded. Record it for a player when it decides "
                           + "something.")
                font.pixelSize: Theme.captionSize
                color: Theme.secondaryText
                wrapMode: Text.Wrap
            }
            ComboBox {
                id: player

                objectName: "rollPlayer"
                Layout.fillWidth: true
                Layout.minimumHeight: Theme.touchTarget
                model: dialog.session ? dialog.session.players.names : []
            }
            TextField {
                id: purpose

                objectName: "rollPurpose"
                Layout.fillWidth: true
                Layout.minimumHeight: Theme.touchTarget
                placeholderText: qsTr("What for (optional)")
                maximumLength: 200
            }
            Button {
                objectName: "recordRoll"
                Layout.fillWidth: true
                Layout.minimumHeight: Theme.touchTarget
                text: dialog.roll > 0 ? qsTr("Record this roll (%1) for %2").arg(dialog.roll).arg(Theme.controlText(player.currentText))
                                      : qsTr("Record this roll")
                enabled: dialog.roll > 0 && player.currentText !== "" && recorded.text === ""
                onClicked: {
                    const who = player.currentText;
                    const roll = dialog.roll;
                    const verdict = Navigator.perform(dialog.session,
                                                      MunchkinActions.rollDie(who, roll, purpose.text.trim()));
                    if (verdict.legal && !verdict.error)
                        recorded.text = qsTr("Recorded: %1 rolled %2.").arg(who).arg(roll);
                }
            }
            Label {
                id: recorded

                objectName: "rollRecorded"
                Layout.fillWidth: true
                visible: text !== ""
                color: Theme.legal
                font.pixelSize: Theme.bodySize
                wrapMode: Text.Wrap
            }
        }
    }

    footer: DialogButtonBox {
        Button {
            objectName: "closeDice"
            text: qsTr("Close")
            flat: true
            onClicked: dialog.close()
        }
    }
}

pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// After the dice of a lost fight: one card per runner a monster caught, with the card library's Bad Stuff
// of each monster that caught them (Death ticked when it reads so), and the Bad Stuff as it hit them, a
// death, or "no Bad Stuff", each a recorded action. A death opens the looting of the body. Who was caught
// and who is settled are the referee's (session.settling); a card keeps its size once settled, so nothing
// moves under a finger.
ColumnLayout {
    id: section

    property GameSession session
    readonly property var settling: section.session ? section.session.settling : ({})
    readonly property var caught: section.settling.caught || []
    // The runners by name: the cards are made again only when who was caught changes, so what is being
    // entered on one card stays while another is recorded.
    readonly property string runnerKey: section.caught.map(entry => entry.player).join("\u0001")

    // A step that has just appeared takes no tap for a moment: the finger that recorded the dice may still
    // be coming down where its buttons now are.
    property bool armed: false

    onRunnerKeyChanged: {
        section.armed = false;
        armTimer.restart();
    }
    Component.onCompleted: armTimer.start()

    function entryOf(player) {
        return section.caught.find(entry => entry.player === player) || ({});
    }

    // Looting follows a death at once (death.loot-order): the dialog opens for the body.
    function loot(player) {
        lootDialog.openFor(player);
    }

    spacing: Theme.spacing

    Timer {
        id: armTimer

        interval: 500
        onTriggered: section.armed = true
    }

    Label {
        Layout.fillWidth: true
        text: qsTr("Bad Stuff for whoever was caught")
        font.pixelSize: Theme.titleSize
        font.weight: Font.Medium
        color: Theme.text
        wrapMode: Text.Wrap
    }

    // A Column, not the layout itself: Qt 6.4 crashed polishing a page whose cards, made by a Repeater
    // straight in this layout, had gone while the page was being destroyed (tst_combat).
    Column {
        Layout.fillWidth: true
        spacing: Theme.spacing

        Repeater {
            model: section.runnerKey === "" ? [] : section.runnerKey.split("\u0001")

            delegate: Pane {
                id: card

                required property string modelData
                required property int index

                readonly property var entry: section.entryOf(card.modelData)
                readonly property bool settled: card.entry.settled === true
                readonly property bool dead: card.entry.dead === true
                readonly property bool body: card.dead && card.entry.bodyLooted !== true
                readonly property var lostItems: itemsField.text.split(",").map(name => name.trim())
                    .filter(name => name !== "")
                readonly property bool somethingLost: levels.value > 0 || death.checked || card.lostItems.length > 0

                objectName: "settle_" + card.modelData
                width: parent ? parent.width : 0
                padding: Theme.spacing
                background: Rectangle {
                    color: Theme.surface
                    border.color: card.settled ? Theme.divider : Theme.accent
                    border.width: card.settled ? 1 : 2
                    radius: Theme.radius
                }

                ColumnLayout {
                    anchors.fill: parent
                    spacing: Theme.spacing / 2

                    Label {
                        objectName: "settleTitle_" + card.modelData
                        Layout.fillWidth: true
                        text: qsTr("%1 was caught by %2.").arg(card.modelData)
                              .arg((card.entry.monsterNames || []).join(", "))
                        font.pixelSize: Theme.bodySize
                        font.weight: Font.Bold
                        color: Theme.text
                        wrapMode: Text.Wrap
                    }
                    // The card library's Bad Stuff of each monster, as the table wrote it. The rows are counted,
                    // so that a change of the game elsewhere does not make them again.
                    Repeater {
                        model: (card.entry.monsters || []).length

                        delegate: Label {
                            id: cardText

                            required property int index
                            readonly property var monster: (card.entry.monsters || [])[cardText.index] || ({})
                            readonly property string badStuff: cardText.monster.badStuff || ""

                            objectName: "settleCardText_" + card.modelData + "_" + cardText.index
                            Layout.fillWidth: true
                            text: cardText.badStuff !== ""
                                  ? qsTr("Bad Stuff of %1: %2").arg(cardText.monster.name).arg(cardText.badStuff)
                                  : qsTr("The card library has no Bad Stuff for %1: read it from the card.")
                                    .arg(cardText.monster.name)
                            font.pixelSize: Theme.bodySize
                            font.italic: cardText.badStuff === ""
                            color: cardText.badStuff !== "" ? Theme.text : Theme.secondaryText
                            wrapMode: Text.Wrap
                        }
                    }

                    // The entry, then what was recorded, in the same room: the taller of the two.
                    Item {
                        Layout.fillWidth: true
                        implicitHeight: Math.max(entryColumn.implicitHeight, doneColumn.implicitHeight)

                        ColumnLayout {
                            id: entryColumn

                            width: parent.width
                            visible: !card.settled
                            spacing: Theme.spacing / 2

                            Flow {
                                Layout.fillWidth: true
                                spacing: Theme.spacing

                                CombatStepper {
                                    id: levels

                                    objectName: "settleLevels_" + card.modelData
                                    label: qsTr("Levels lost")
                                    from: 0
                                    to: 20
                                }
                                CheckBox {
                                    id: death

                                    objectName: "settleDeath_" + card.modelData
                                    height: Theme.touchTarget
                                    text: qsTr("Death")
                                    checked: card.entry.deathLikely === true
                                }
                            }
                            TextField {
                                id: itemsField

                                objectName: "settleItems_" + card.modelData
                                Layout.fillWidth: true
                                Layout.minimumHeight: Theme.touchTarget
                                placeholderText: qsTr("Items lost, comma separated")
                                maximumLength: 2000
                            }
                            RowLayout {
                                Layout.fillWidth: true
                                spacing: Theme.spacing

                                Button {
                                    objectName: "settleNone_" + card.modelData
                                    Layout.minimumHeight: Theme.touchTarget
                                    flat: true
                                    text: qsTr("No Bad Stuff")
                                    enabled: section.armed && !card.settled && !card.somethingLost
                                    onClicked: Navigator.perform(section.session,
                                                                 MunchkinActions.applyBadStuff(card.modelData, 0, [], false))
                                }
                                Item {
                                    Layout.fillWidth: true
                                }
                                Button {
                                    objectName: "settleApply_" + card.modelData
                                    Layout.minimumHeight: Theme.touchTarget
                                    highlighted: true
                                    text: qsTr("Record the Bad Stuff")
                                    enabled: section.armed && !card.settled && card.somethingLost
                                    onClicked: {
                                        const dies = death.checked;
                                        const verdict = Navigator.perform(section.session, MunchkinActions.applyBadStuff(
                                                                              card.modelData, levels.value,
                                                                              card.lostItems, dies));
                                        if (verdict.legal && verdict.recorded && dies)
                                            section.loot(card.modelData);
                                    }
                                }
                            }
                        }

                        ColumnLayout {
                            id: doneColumn

                            width: parent.width
                            visible: card.settled
                            spacing: Theme.spacing / 2

                            Label {
                                objectName: "settleDone_" + card.modelData
                                Layout.fillWidth: true
                                text: !card.dead ? qsTr("%1's Bad Stuff is recorded.").arg(card.modelData)
                                      : card.body ? qsTr("%1 is dead: the others loot the body, highest Level first.")
                                                    .arg(card.modelData)
                                      : qsTr("%1 is dead, and the body has been looted.").arg(card.modelData)
                                font.pixelSize: Theme.bodySize
                                color: Theme.text
                                wrapMode: Text.Wrap
                            }
                            Button {
                                objectName: "settleLoot_" + card.modelData
                                Layout.minimumHeight: Theme.touchTarget
                                highlighted: true
                                visible: card.body
                                enabled: section.armed
                                text: qsTr("Loot %1's body").arg(Theme.controlText(card.modelData))
                                onClicked: section.loot(card.modelData)
                            }
                        }
                    }
                }
            }
        }
    }

    CombatLootDialog {
        id: lootDialog

        objectName: "settleLootDialog"
        session: section.session
    }
}

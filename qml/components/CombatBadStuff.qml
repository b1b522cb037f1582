pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Bad Stuff outside a run-away (a Curse, a trap), a death, and looting the bodies of the dead. The
// players it is most likely for come first and are picked at the start: those the last fight caught, or
// whoever's turn it is; never simply the first seat.
ColumnLayout {
    id: section

    objectName: "badStuff"
    property GameSession session

    // Bumped after every change of the game, so that `bodies` is read again.
    property int revision: 0
    readonly property var playerNames: section.session ? section.session.players.names : []
    // The players this is most likely for, first in the list.
    property var victims: []
    readonly property var choices: section.victims.concat(
        section.playerNames.filter(name => section.victims.indexOf(name) < 0))
    // The dead whose body is still there to loot.
    readonly property var bodies: {
        section.revision;
        return section.playerNames.filter(name => {
            const player = section.session.playerDetails(name);
            return player.dead && !player.bodyLooted;
        });
    }

    Connections {
        target: section.session
        function onStateChanged() { section.revision += 1; }
    }

    spacing: Theme.spacing

    Label {
        Layout.fillWidth: true
        text: qsTr("Bad Stuff and death")
        font.pixelSize: Theme.titleSize
        font.weight: Font.Medium
        color: Theme.text
    }
    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.spacing

        Label {
            text: qsTr("Who")
            font.pixelSize: Theme.bodySize
            color: Theme.text
        }
        ComboBox {
            id: victim

            objectName: section.objectName + "Player"
            Layout.fillWidth: true
            Layout.minimumHeight: Theme.touchTarget
            model: section.choices
        }
    }
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing

        CombatStepper {
            id: levels

            objectName: section.objectName + "Levels"
            label: qsTr("Levels lost")
            from: 0
            to: 20
        }
        CheckBox {
            id: death

            objectName: section.objectName + "Death"
            height: Theme.touchTarget
            text: qsTr("Death")
        }
    }
    TextField {
        id: items

        objectName: section.objectName + "Items"
        Layout.fillWidth: true
        Layout.minimumHeight: Theme.touchTarget
        placeholderText: qsTr("Items lost, comma separated")
        maximumLength: 2000
    }
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing

        Button {
            objectName: section.objectName + "Apply"
            height: Theme.touchTarget
            text: qsTr("Apply Bad Stuff")
            enabled: victim.currentText !== ""
            onClicked: {
                const lost = items.text.split(",").map(name => name.trim()).filter(name => name !== "");
                const verdict = Navigator.perform(section.session, MunchkinActions.applyBadStuff(
                                                      victim.currentText, levels.value, lost, death.checked));
                if (verdict.legal) {
                    levels.value = 0;
                    items.text = "";
                    death.checked = false;
                }
            }
        }
        Button {
            objectName: section.objectName + "Dies"
            height: Theme.touchTarget
            text: qsTr("%1 dies").arg(Theme.controlText(victim.currentText))
            enabled: victim.currentText !== ""
            onClicked: Navigator.perform(section.session, MunchkinActions.die(victim.currentText))
        }
    }
    Repeater {
        model: section.bodies

        delegate: Button {
            id: lootButton

            required property string modelData

            objectName: section.objectName + "Loot_" + modelData
            Layout.fillWidth: true
            Layout.minimumHeight: Theme.touchTarget
            text: qsTr("Loot %1's body").arg(Theme.controlText(modelData))
            onClicked: lootDialog.openFor(lootButton.modelData)
        }
    }

    CombatLootDialog {
        id: lootDialog

        session: section.session
    }
}

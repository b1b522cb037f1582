pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Bad Stuff outside a run-away (a Curse, a trap), a death, and looting the bodies of the dead.
ColumnLayout {
    id: section

    property GameSession session

    // Bumped after every change of the game, so that `bodies` is read again.
    property int revision: 0
    readonly property var playerNames: section.session ? section.session.players.names : []
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

            objectName: "badStuffPlayer"
            Layout.fillWidth: true
            Layout.minimumHeight: Theme.touchTarget
            model: section.playerNames
        }
    }
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing

        CombatStepper {
            id: levels

            objectName: "badStuffLevels"
            label: qsTr("Levels lost")
            from: 0
            to: 20
        }
        CheckBox {
            id: death

            objectName: "badStuffDeath"
            height: Theme.touchTarget
            text: qsTr("Death")
        }
    }
    TextField {
        id: items

        objectName: "badStuffItems"
        Layout.fillWidth: true
        Layout.minimumHeight: Theme.touchTarget
        placeholderText: qsTr("Items lost, comma separated")
        maximumLength: 2000
    }
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing

        Button {
            objectName: "applyBadStuff"
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
            objectName: "diesButton"
            height: Theme.touchTarget
            text: qsTr("%1 dies").arg(victim.currentText)
            enabled: victim.currentText !== ""
            onClicked: Navigator.perform(section.session, MunchkinActions.die(victim.currentText))
        }
    }
    Repeater {
        model: section.bodies

        delegate: Button {
            id: lootButton

            required property string modelData

            objectName: "loot_" + modelData
            Layout.fillWidth: true
            Layout.minimumHeight: Theme.touchTarget
            text: qsTr("Loot %1's body").arg(modelData)
            onClicked: lootDialog.openFor(lootButton.modelData)
        }
    }

    CombatLootDialog {
        id: lootDialog

        session: section.session
    }
}

pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Bad Stuff outside a run-away (a Curse, a trap), a death, and looting the bodies of the dead.
ColumnLayout {
    id: section

    property GameSession session

    // The state as a plain JS object (a QVariantMap has no members qmllint could check).
    readonly property var gameState: section.session ? section.session.state : ({})
    readonly property var playerNames: (section.gameState.players || []).map(player => player.name)
    // The dead whose body is still there to loot.
    readonly property var bodies: (section.gameState.players || [])
        .filter(player => player.dead && !player.bodyLooted).map(player => player.name)

    function perform(action) {
        const verdict = section.session.perform(action);
        Navigator.verdictShown(verdict);
        return verdict;
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
                const verdict = section.perform({ kind: "apply-bad-stuff", player: victim.currentText,
                                                  badStuff: { levels: levels.value, items: lost,
                                                              death: death.checked } });
                if (verdict.legal === true) {
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
            onClicked: section.perform({ kind: "die", player: victim.currentText })
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

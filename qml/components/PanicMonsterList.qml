pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Arbiter

// The Monsters on the board as a list of chips, name, health and space spelt out. On a phone the tokens
// are too small to carry their names; the chips say them and are a finger-sized way to tap a Monster.
Flow {
    id: list

    // session.panic.board.monsters
    property var monsters: []

    signal monsterTapped(string id)

    function spaceText(monster) {
        const ring = monster.ring.charAt(0).toUpperCase() + monster.ring.slice(1);
        return qsTr("%1 %2").arg(ring).arg(monster.arc);
    }

    objectName: "panicMonsterList"
    spacing: Theme.spacing / 2

    Repeater {
        model: list.monsters

        delegate: TouchButton {
            id: chip

            required property var modelData

            objectName: "monsterChip_" + modelData.id
            font.capitalization: Font.MixedCase
            font.pixelSize: Theme.captionSize + 1
            leftPadding: Theme.spacing
            rightPadding: Theme.spacing
            text: qsTr("%1 %2/%3 · %4").arg(modelData.name).arg(modelData.health).arg(modelData.maxHealth)
                  .arg(list.spaceText(modelData)) + (modelData.glued ? qsTr(" · glued") : "")
            Accessible.name: qsTr("%1, %2 of %3 health, in %4").arg(modelData.name).arg(modelData.health)
                             .arg(modelData.maxHealth).arg(list.spaceText(modelData))
            onClicked: list.monsterTapped(modelData.id)
        }
    }
}

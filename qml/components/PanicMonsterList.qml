pragma ComponentBehavior: Bound
import QtQuick
import Arbiter

// The Monsters on the board as a list of chips, name, health and space spelt out. On a phone the tokens
// are too small to carry their names; the chips say them and are a finger-sized way to tap a Monster.
Flow {
    id: list

    // A PanicBoardModel.
    property alias model: repeater.model

    signal monsterTapped(string id)

    objectName: "panicMonsterList"
    spacing: Theme.spacing / 2

    Repeater {
        id: repeater

        delegate: TouchButton {
            id: chip

            required property string monsterId
            required property string name
            required property int health
            required property int maxHealth
            required property string space
            required property bool glued

            objectName: "monsterChip_" + chip.monsterId
            // A chip longer than the line (large text) takes two lines rather than running off the page.
            width: Math.min(implicitWidth, list.width)
            wrap: true
            font.capitalization: Font.MixedCase
            // On a tablet lying on the table the names are read from arm's length (see PanicBoard's label
            // sizes); a phone is held nearer.
            font.pixelSize: list.width >= 600 ? Theme.boardNameSize : Theme.captionSize + 1
            leftPadding: Theme.spacing
            rightPadding: Theme.spacing
            text: (chip.glued ? qsTr("%1 %2/%3 · %4 · glued") : qsTr("%1 %2/%3 · %4"))
                  .arg(chip.name).arg(chip.health).arg(chip.maxHealth).arg(chip.space)
            Accessible.name: qsTr("%1, %2 of %3 health, in %4").arg(chip.name).arg(chip.health)
                             .arg(chip.maxHealth).arg(chip.space)
            onClicked: list.monsterTapped(chip.monsterId)
        }
    }
}

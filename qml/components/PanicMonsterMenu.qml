pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// What the players can do to the Monster they tapped (hit it, glue it, move it with a card, send it Out
// to Lunch, or correct where it stands), or, after a drag, what moved it to the space it was dropped on.
// The menu only says what was asked; the page composes the action and the referee rules on it.
Dialog {
    id: menu

    // The Monster, as PanicBoardModel.monster() gives it.
    property var monster: ({})
    // Where it was dragged ({arc, ring}), or null after a tap.
    property var destination: null
    property bool clericHere: false  // the current player is the Cleric (the Wannabe Vampire's booga booga)
    // Each choice ("hit", "glue", a mover's name...) -> whether the referee would take it now; the page
    // asks the referee when it opens the menu. A choice missing here is not offered.
    property var allowed: ({})

    // `how`: "hit", "glue", "out-to-lunch", "cleric", "correct", "remove", or a mover's name for a move
    // ("Cotion of Ponfusion", "Drive Him Back!", "Wandering Monster", "Wizard").
    signal chosen(string how)

    objectName: "panicMonsterMenu"
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 2 * Theme.margin : 420, 420)
    modal: true
    title: menu.destination
           ? qsTr("Move %1 to %2").arg(menu.monster.name ?? "").arg(menu.spaceText(menu.destination))
           : qsTr("%1 — %2 of %3 health").arg(menu.monster.name ?? "").arg(menu.monster.health ?? 0).arg(menu.monster.maxHealth ?? 0)

    function spaceText(space) {
        if (!space || !space.ring)  // (the menu's Monster before one is set)
            return "";
        const ring = space.ring.charAt(0).toUpperCase() + space.ring.slice(1);
        return qsTr("%1 %2").arg(ring).arg(space.arc);
    }

    function pick(how) {
        menu.close();
        menu.chosen(how);
    }

    component Choice: TouchButton {
        required property string how

        Layout.fillWidth: true
        objectName: "monsterMenu_" + how
        enabled: menu.allowed[how] === true
        font.capitalization: Font.MixedCase
        onClicked: menu.pick(how)
    }

    contentItem: ColumnLayout {
        spacing: Theme.spacing / 2

        Text {
            Layout.fillWidth: true
            visible: !menu.destination
            // Whole sentences, one after another.
            text: [qsTr("Stands in %1.").arg(menu.spaceText(menu.monster)),
                   menu.monster.glued ? qsTr("Glued this turn.") : "",
                   menu.monster.unslayable ? qsTr("Cannot be slain this turn.") : ""].filter(line => line !== "").join(" ")
            font.pixelSize: Theme.bodySize
            color: Theme.secondaryText
            wrapMode: Text.Wrap
        }
        Choice {
            how: "hit"
            visible: !menu.destination
            highlighted: true
            text: qsTr("Hit it…")
        }
        Text {
            Layout.fillWidth: true
            text: menu.destination ? qsTr("Moved by:") : qsTr("Move it with:")
            font.pixelSize: Theme.captionSize
            color: Theme.secondaryText
        }
        Choice {
            how: "Cotion of Ponfusion"
            text: qsTr("Cotion of Ponfusion (to its Swordsman space)")
        }
        Choice {
            how: "Drive Him Back!"
            text: qsTr("Drive Him Back! (to its Forest)")
        }
        Choice {
            how: "Wandering Monster"
            text: qsTr("Wandering Monster (another colour, same ring)")
        }
        Choice {
            how: "Wizard"
            text: qsTr("The Wizard (roll 4–6)")
        }
        Choice {
            how: "correct"
            text: menu.destination ? qsTr("Nothing: correct the board") : qsTr("Correct where it stands…")
        }
        Text {
            Layout.fillWidth: true
            visible: !menu.destination
            text: qsTr("Other cards:")
            font.pixelSize: Theme.captionSize
            color: Theme.secondaryText
        }
        Choice {
            how: "glue"
            visible: !menu.destination
            text: qsTr("Flask of Glue")
        }
        Choice {
            how: "out-to-lunch"
            visible: !menu.destination
            text: qsTr("Out to Lunch")
        }
        Choice {
            how: "cleric"
            visible: !menu.destination && menu.clericHere && menu.monster.name === "Wannabe Vampire"
            text: qsTr("Cleric: booga booga")
        }
        Choice {
            how: "remove"
            visible: !menu.destination
            text: qsTr("Take it off the board (correction)")
        }
    }

    footer: DialogButtonBox {
        Button {
            objectName: "monsterMenuCancel"
            text: qsTr("Cancel")
            flat: true
            onClicked: menu.reject()
        }
    }
}

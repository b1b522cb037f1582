pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// One Hit card of an attack in the Hit dialog: the card, the Weapons riding on it (each can be taken off
// again) and, when a helper is in the deal, who played them. The row holds no state: it shows `play` and hands every change back.
Rectangle {
    id: row

    // The row's place in the attack (objectNames end with it).
    property int row: 0
    // {card, weapons, byHelper, weaponsByHelper}, as in the action.
    property var play: ({})
    // [{name, label}]: the Hit cards, those that could reach the target first.
    property var cardChoices: []
    // [{name, label}]: the Weapons, each with its bonus in the target's ring.
    property var weaponChoices: []
    // A helper is in the deal: the switches show.
    property bool helped: false

    // The row as the player changed it.
    signal edited(var play)
    signal removeRequested()

    readonly property var weapons: row.play.weapons || []

    function changed(field, value) {
        const next = {
            card: row.play.card || "",
            weapons: row.weapons.slice(),
            byHelper: row.play.byHelper === true,
            weaponsByHelper: row.play.weaponsByHelper === true
        };
        next[field] = value;
        row.edited(next);
    }

    // Weapon slot `slot` set to `name` ("" takes it off).
    function weaponChosen(slot, name) {
        const list = row.weapons.slice();
        if (name === "")
            list.splice(slot, 1);
        else if (slot < list.length)
            list[slot] = name;
        else
            list.push(name);
        row.changed("weapons", list);
    }

    implicitHeight: column.implicitHeight + 2 * Theme.spacing
    radius: Theme.radius
    color: "transparent"
    border.color: Theme.divider

    ColumnLayout {
        id: column

        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing / 2

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing / 2

            ComboBox {
                objectName: "hitCard_" + row.row
                Layout.fillWidth: true
                Layout.minimumHeight: Theme.touchTarget
                model: row.cardChoices
                textRole: "label"
                valueRole: "name"
                currentIndex: row.cardChoices.findIndex(choice => choice.name === row.play.card)
                onActivated: index => row.changed("card", row.cardChoices[index].name)
            }
            TouchButton {
                objectName: "hitRemove_" + row.row
                Layout.minimumHeight: Theme.touchTarget
                Layout.minimumWidth: Theme.touchTarget
                text: qsTr("Remove")
                font.capitalization: Font.MixedCase
                flat: true
                foreground: Theme.link
                onClicked: row.removeRequested()
            }
        }
        // One slot per Weapon on the card, each with a button that takes it off, and an empty one to add
        // another: the referee says how many a card may carry.
        Repeater {
            model: row.weapons.length + 1

            delegate: RowLayout {
                id: weaponSlot

                required property int index
                readonly property bool holdsWeapon: weaponSlot.index < row.weapons.length
                readonly property var choices: [{
                        name: "",
                        label: weaponSlot.index === 0 ? qsTr("No Weapon") : qsTr("No other Weapon")
                    }, ...row.weaponChoices]

                Layout.fillWidth: true
                spacing: Theme.spacing / 2

                ComboBox {
                    id: weaponBox

                    objectName: weaponSlot.index === 0 ? "hitWeapon_" + row.row
                                                       : "hitWeapon_" + row.row + "_" + weaponSlot.index
                    Layout.fillWidth: true
                    Layout.minimumHeight: Theme.touchTarget
                    model: weaponSlot.choices
                    textRole: "label"
                    valueRole: "name"
                    // The list's rows are ItemDelegates, which would hide the "&" of "Singing & Dancing Sword".
                    delegate: ItemDelegate {
                        required property var modelData
                        required property int index

                        width: weaponBox.width
                        text: Theme.controlText(modelData.label)
                        highlighted: weaponBox.highlightedIndex === index
                    }
                    currentIndex: Math.max(0, weaponSlot.choices.findIndex(
                                               choice => choice.name === (row.weapons[weaponSlot.index] || "")))
                    onActivated: index => row.weaponChosen(weaponSlot.index, weaponSlot.choices[index].name)
                }
                TouchButton {
                    objectName: "hitWeaponOff_" + row.row + "_" + weaponSlot.index
                    Layout.minimumHeight: Theme.touchTarget
                    Layout.minimumWidth: Theme.touchTarget
                    // Kept in the layout when empty, so that the boxes do not change width as Weapons come
                    // and go.
                    opacity: weaponSlot.holdsWeapon ? 1 : 0
                    enabled: weaponSlot.holdsWeapon
                    text: qsTr("Take off")
                    font.capitalization: Font.MixedCase
                    flat: true
                    foreground: Theme.link
                    Accessible.name: qsTr("Take %1 off the card").arg(row.weapons[weaponSlot.index] || "")
                    onClicked: row.weaponChosen(weaponSlot.index, "")
                }
            }
        }
        // Who played what, once there is a helper: made only then, as most attacks have none.
        Repeater {
            model: row.helped ? 1 : 0

            delegate: Flow {
                Layout.fillWidth: true
                spacing: Theme.spacing

                Switch {
                    objectName: "hitByHelper_" + row.row
                    height: Theme.touchTarget
                    text: qsTr("Played by the helper")
                    checked: row.play.byHelper === true
                    onToggled: row.changed("byHelper", checked)
                }
                Switch {
                    objectName: "hitWeaponsByHelper_" + row.row
                    height: Theme.touchTarget
                    text: qsTr("Weapon from the helper")
                    checked: row.play.weaponsByHelper === true
                    onToggled: row.changed("weaponsByHelper", checked)
                }
            }
        }
    }
}

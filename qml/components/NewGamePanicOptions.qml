pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Arbiter

// The options of a Munchkin Panic game on the New game page: the mode and the rulebook's variants.
// It only gathers the choices (`mode`, `variants`), which the page hands to GameSetups.panic(); the referee
// checks them when the game starts, and a refusal for a reason of its own is shown here.
ColumnLayout {
    id: panicOptions

    // "standard", "more-munchkin" or "solitaire".
    property string mode: "standard"
    // The chosen variants' names, in the order of `variantGroups`.
    property var variants: []
    // The reasons of the referee's last refusal of the setup ([{rule, text}]), shown under the options.
    property var refusalReasons: []

    // The Character cards come with More Munchkin, or with the Less Panic variant that adds them.
    readonly property bool showCharacters: mode === "more-munchkin" || variants.indexOf("less-panic:characters") >= 0

    readonly property var modes: [
        { id: "standard", name: qsTr("Standard"),
          line: qsTr("The players defend the Castle together. Whoever has the most Trophy points is the Master Munchkin.") },
        { id: "more-munchkin", name: qsTr("More Munchkin"),
          line: qsTr("With Curse and Character cards. The game also ends when the last Tower falls, and the most points win.") },
        { id: "solitaire", name: qsTr("Solitaire"),
          line: qsTr("One player defends the Castle alone.") }
    ]
    // Every variant of the rulebook by the heading it comes under, with a label to translate. The names
    // are the referee's (Referee.panicVariants()); tst_home checks that both lists agree.
    readonly property var variantGroups: [
        { heading: qsTr("Less Munchkin"), variants: [
            { name: "less-munchkin", label: qsTr("No Curse cards in the Castle deck") }
        ] },
        { heading: qsTr("More Panic: harder"), variants: [
            { name: "more-panic:smaller-hand", label: qsTr("One Castle card fewer in every hand") },
            { name: "more-panic:no-starting-treasure", label: qsTr("No Treasure card to start with") },
            { name: "more-panic:no-walls", label: qsTr("Start without Walls") },
            { name: "more-panic:no-treasure-reshuffle", label: qsTr("The Treasure deck is not reshuffled") },
            { name: "more-panic:enhancers", label: qsTr("Monster Enhancers from the expansion") }
        ] },
        { heading: qsTr("Less Panic: easier"), variants: [
            { name: "less-panic:weapons", label: qsTr("More than one Weapon on a Hit card") },
            { name: "less-panic:negotiations", label: qsTr("More than one deal a turn") },
            { name: "less-panic:bigger-hand", label: qsTr("One Castle card more in every hand") },
            { name: "less-panic:two-treasures", label: qsTr("Two Treasure cards to start with") },
            { name: "less-panic:place-two", label: qsTr("Place two Monsters a turn instead of three") },
            { name: "less-panic:expansion-cards", label: qsTr("The expansion's Weapons and Illusion") },
            { name: "less-panic:characters", label: qsTr("Character cards") }
        ] }
    ]

    // Turns a variant on or off, keeping the list in the order above.
    function setVariant(name, on) {
        const chosen = [];
        for (const group of variantGroups) {
            for (const variant of group.variants) {
                const wanted = variant.name === name ? on : variants.indexOf(variant.name) >= 0;
                if (wanted)
                    chosen.push(variant.name);
            }
        }
        variants = chosen;
    }

    spacing: Theme.spacing

    component Heading: Label {
        Layout.fillWidth: true
        Layout.topMargin: Theme.spacing
        font.pixelSize: Theme.titleSize
        font.weight: Font.Medium
        color: Theme.text
        wrapMode: Text.Wrap
    }
    component SubHeading: Label {
        Layout.fillWidth: true
        Layout.topMargin: Theme.spacing / 2
        font.pixelSize: Theme.bodySize
        font.weight: Font.Medium
        color: Theme.secondaryText
        wrapMode: Text.Wrap
    }

    // The mode's buttons sit in separate columns (each with its line), so a group keeps them exclusive.
    ButtonGroup {
        id: modeGroup
    }
    Heading {
        text: qsTr("Mode")
    }
    Repeater {
        model: panicOptions.modes

        delegate: ColumnLayout {
            id: modeEntry

            required property var modelData

            Layout.fillWidth: true
            spacing: 0

            RadioButton {
                id: modeButton

                objectName: "panicMode_" + modeEntry.modelData.id
                Layout.fillWidth: true
                Layout.minimumHeight: Theme.touchTarget
                ButtonGroup.group: modeGroup
                checked: panicOptions.mode === modeEntry.modelData.id
                text: modeEntry.modelData.name
                font.pixelSize: Theme.bodySize
                onClicked: panicOptions.mode = modeEntry.modelData.id
                contentItem: Label {
                    leftPadding: modeButton.indicator.width + modeButton.spacing
                    text: modeButton.text
                    font: modeButton.font
                    color: Theme.text
                    wrapMode: Text.Wrap
                    verticalAlignment: Text.AlignVCenter
                }
            }
            Label {
                objectName: "panicModeLine_" + modeEntry.modelData.id
                Layout.fillWidth: true
                leftPadding: modeButton.indicator.width + modeButton.spacing + modeButton.leftPadding
                text: modeEntry.modelData.line
                wrapMode: Text.Wrap
                font.pixelSize: Theme.captionSize
                color: Theme.secondaryText
            }
        }
    }

    Heading {
        text: qsTr("Variants")
    }
    Label {
        Layout.fillWidth: true
        text: qsTr("The rulebook's ways to make the game harder or easier. Pick any, or none.")
        wrapMode: Text.Wrap
        font.pixelSize: Theme.captionSize
        color: Theme.secondaryText
    }
    Repeater {
        model: panicOptions.variantGroups

        delegate: ColumnLayout {
            id: group

            required property var modelData

            Layout.fillWidth: true
            spacing: 0

            SubHeading {
                text: group.modelData.heading
            }
            Repeater {
                model: group.modelData.variants

                delegate: CheckBox {
                    id: variantBox

                    required property var modelData

                    objectName: "panicVariant_" + variantBox.modelData.name
                    Layout.fillWidth: true
                    Layout.minimumHeight: Theme.touchTarget
                    checked: panicOptions.variants.indexOf(variantBox.modelData.name) >= 0
                    text: variantBox.modelData.label
                    font.pixelSize: Theme.bodySize
                    onToggled: panicOptions.setVariant(variantBox.modelData.name, variantBox.checked)
                    contentItem: Label {
                        leftPadding: variantBox.indicator.width + variantBox.spacing
                        text: variantBox.text
                        font: variantBox.font
                        color: Theme.text
                        wrapMode: Text.Wrap
                        verticalAlignment: Text.AlignVCenter
                    }
                }
            }
        }
    }

    Label {
        objectName: "panicCharactersNote"
        Layout.fillWidth: true
        Layout.topMargin: Theme.spacing
        visible: panicOptions.showCharacters
        text: qsTr("Each player may take a Character card: choose it beside their name.")
        wrapMode: Text.Wrap
        font.pixelSize: Theme.captionSize
        color: Theme.secondaryText
    }

    // The referee's reasons when it refused the setup.
    ReasonList {
        objectName: "panicRefusal"
        Layout.fillWidth: true
        visible: panicOptions.refusalReasons.length > 0
        reasons: panicOptions.refusalReasons
    }
}

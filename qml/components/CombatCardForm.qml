pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// A card played into a fight: a name, a bonus (and for an Enhancer the Treasures it adds). The quick
// chips play a common bonus at once; for an Enhancer a chip first asks how many Treasures the card adds,
// since a wrong guess would change what the winners draw. The form plays whatever was typed. It records
// nothing itself: the owner turns `played` into an action. With a `libraryKind` ("enhancer",
// "one-shot"), the table's remembered cards of that kind are offered as the name is typed, and the most
// played ones as chips that carry their own numbers.
ColumnLayout {
    id: form

    property GameSession session
    // The kind of remembered card offered; none when empty.
    property string libraryKind: ""

    property string placeholder: qsTr("Card name (optional)")
    property string playText: qsTr("Play")
    property bool withTreasures: false
    // The name a chip uses when nothing was typed, e.g. "One-shot" -> "One-shot +5".
    property string defaultName: qsTr("Card")
    property var chips: [2, 3, 5, -5]
    // An Enhancer's chip waiting for its Treasures (0 when none is).
    property int askingBonus: 0
    // The remembered card's name the fields hold, until the name is edited.
    property string pickedName: ""

    signal played(string name, int bonus, int treasures)

    function signedText(bonus) {
        return bonus > 0 ? "+" + bonus : String(bonus);
    }

    // What was typed, or the plain name of a quick bonus ("One-shot +5"), which the library does not
    // remember as a card.
    function cardName(bonus) {
        const typed = nameField.text.trim();
        if (typed !== "")
            return typed;
        if (form.libraryKind === "one-shot")
            return MunchkinActions.unnamedOneShot(bonus);
        if (form.libraryKind === "enhancer")
            return MunchkinActions.unnamedEnhancer(bonus);
        return qsTr("%1 %2").arg(form.defaultName).arg(form.signedText(bonus));
    }

    function play(bonus, treasureCount) {
        form.played(form.cardName(bonus), bonus, form.withTreasures ? treasureCount : 0);
        nameField.text = "";
        bonusStepper.value = 0;
        treasures.value = 0;
        form.askingBonus = 0;
        form.pickedName = "";
    }

    // Fills the form from the library's row: the name, bonus and Treasures the table entered before.
    function pick(row) {
        const card = typedLibrary.card(row);
        nameField.text = card.name;
        bonusStepper.value = card.bonus;
        treasures.value = card.treasures;
        form.pickedName = card.name;
    }

    function chipTapped(bonus) {
        if (form.withTreasures)
            form.askingBonus = bonus;
        else
            form.play(bonus, 0);
    }

    spacing: Theme.spacing / 2
    // While the Enhancer chip's question lies over what follows the form, the form is drawn above it.
    z: form.askingBonus !== 0 ? 1 : 0

    TextField {
        id: nameField

        objectName: form.objectName + "Name"
        Layout.fillWidth: true
        Layout.minimumHeight: Theme.touchTarget
        placeholderText: form.placeholder
        maximumLength: 40
        inputMethodHints: Qt.ImhNoPredictiveText
    }
    // Asked only once a letter is typed (see CombatMonsterForm); the favourites below are always shown.
    CardLibraryModel {
        id: typedLibrary

        session: form.libraryKind !== "" && nameField.text.trim() !== "" ? form.session : null
        kind: form.libraryKind
        query: nameField.text.trim()
        limit: 4
    }
    CardSuggestions {
        objectName: form.objectName + "Suggestions"
        field: nameField
        library: typedLibrary
        wanted: nameField.activeFocus && nameField.text.trim() !== "" && nameField.text.trim() !== form.pickedName
        onPicked: (row) => form.pick(row)
    }
    // The table's most played cards of the kind: one tap plays one with its own numbers.
    CardLibraryModel {
        id: favourites

        session: form.libraryKind !== "" ? form.session : null
        kind: form.libraryKind
        limit: 4
    }
    // The quick chips first, where they always are; the most played cards follow them, so a card the
    // table plays for the first time never moves a chip under a finger.
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing / 2

        Repeater {
            model: form.chips

            delegate: TouchButton {
                id: chip

                required property int modelData

                objectName: form.objectName + "Chip" + (modelData > 0 ? "Plus" : "Minus") + Math.abs(modelData)
                height: Theme.touchTarget
                width: Math.max(Theme.touchTarget + 8, implicitWidth)
                text: form.signedText(modelData)
                font.pixelSize: Theme.bodySize
                font.weight: Font.Bold
                Accessible.name: qsTr("Play %1 now").arg(text)
                highlighted: form.askingBonus === chip.modelData
                onClicked: form.chipTapped(chip.modelData)
            }
        }

        Repeater {
            id: favouriteChips

            model: favourites

            delegate: TouchButton {
                id: favourite

                required property int index
                required property string name
                // Read only to follow a corrected card: the model redraws the rows that changed.
                required property string summary

                objectName: form.objectName + "Favourite_" + favourite.index
                height: Theme.touchTarget
                width: Math.min(implicitWidth, Math.round(260 * Theme.textScale))
                text: {
                    void favourite.summary;
                    const card = favourites.card(favourite.index);
                    return form.withTreasures
                           ? qsTr("%1 %2, %3 T").arg(Theme.controlText(card.name)).arg(form.signedText(card.bonus)).arg(card.treasures)
                           : qsTr("%1 %2").arg(Theme.controlText(card.name)).arg(form.signedText(card.bonus));
                }
                font.pixelSize: Theme.captionSize
                font.capitalization: Font.MixedCase
                Accessible.name: qsTr("Play %1 now").arg(favourite.name)
                onClicked: {
                    const card = favourites.card(favourite.index);
                    form.played(card.name, card.bonus, form.withTreasures ? card.treasures : 0);
                }
            }
        }
    }
    // The bonus, the Treasures and Play; the Enhancer chip's question is drawn over them.
    Item {
        Layout.fillWidth: true
        implicitHeight: entryRow.implicitHeight

        Flow {
            id: entryRow

            width: parent.width
            spacing: Theme.spacing
            enabled: form.askingBonus === 0

            CombatStepper {
                id: bonusStepper

                objectName: form.objectName + "Bonus"
                label: qsTr("Bonus")
                signed: true
                from: -100
                to: 100
            }
            CombatStepper {
                id: treasures

                objectName: form.objectName + "Treasures"
                visible: form.withTreasures
                label: qsTr("Treasures")
                signed: true
                from: -10
                to: 10
            }
            TouchButton {
                objectName: form.objectName + "Play"
                height: Theme.touchTarget
                text: form.playText
                highlighted: true
                onClicked: form.play(bonusStepper.value, treasures.value)
            }
        }

        // The Enhancer chip's question: the Treasures printed on the card, one tap each. It lies over
        // the bonus row (and what follows the form, when it needs more room) instead of pushing them
        // down: nothing under a finger moves while it is asked.
        Rectangle {
            objectName: form.objectName + "AskTreasures"
            z: 2
            width: entryRow.width
            height: askFlow.implicitHeight + 2 * Theme.spacing
            visible: form.askingBonus !== 0
            color: Theme.surface
            border.color: Theme.accent
            border.width: 2
            radius: Theme.radius

            // Taps on the question never reach what lies beneath it.
            MouseArea {
                anchors.fill: parent
            }
            Flow {
                id: askFlow

                x: Theme.spacing
                y: Theme.spacing
                width: parent.width - 2 * Theme.spacing
                spacing: Theme.spacing / 2

                Text {
                    height: Theme.touchTarget
                    verticalAlignment: Text.AlignVCenter
                    text: qsTr("%1: how many Treasures does it add?").arg(form.cardName(form.askingBonus))
                    font.pixelSize: Theme.bodySize
                    color: Theme.text
                }
                Repeater {
                    model: [0, 1, 2, 3, -1]

                    delegate: TouchButton {
                        required property int modelData

                        objectName: form.objectName + "AskTreasures" + (modelData < 0 ? "Minus" : "") + Math.abs(modelData)
                        height: Theme.touchTarget
                        width: Math.max(Theme.touchTarget + 8, implicitWidth)
                        text: form.signedText(modelData)
                        onClicked: form.play(form.askingBonus, modelData)
                    }
                }
                TouchButton {
                    objectName: form.objectName + "AskCancel"
                    height: Theme.touchTarget
                    flat: true
                    foreground: Theme.link
                    text: qsTr("Cancel")
                    onClicked: form.askingBonus = 0
                }
            }
        }
    }
}

pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Arbiter

// One seat of a new game: the player's name, sex, colour, and buttons to change the seat order or
// leave. One line when there is room; otherwise the sex goes to a second line under the name, and on a
// phone the seat buttons go into a "⋮" menu. A Munchkin Panic game has no sex but may have a Character
// card, chosen on a line of its own.
Pane {
    id: row

    required property int index
    required property string name
    required property string sex   // "male", "female" or "" (not specified)
    required property string colour
    required property string character  // a Panic Character card ("Wizard"), or "" for none

    property int playerCount: 1
    // The longest name the referee takes (game.name-length): the field stops there and says so.
    property int nameLimit: 24
    // Why the name cannot be used yet ("" when it can).
    property string nameProblem: ""
    // Whether nameProblem is an error (a duplicate) or only a reminder (still blank).
    property bool nameProblemIsError: false
    // The colours to choose from.
    property var colours: []
    // The card games ask for the sex; Munchkin Panic may offer a Character card instead.
    property bool showSex: true
    property bool showCharacter: false

    readonly property bool oneLine: width >= 700
    // A phone: the seat buttons go into a menu so that the name keeps its room.
    readonly property bool compact: width < 480
    // The colour choice, for tests: a popup is not a child that findChild() reaches.
    readonly property alias colourChooser: colourPopup

    // The name field takes the focus: a player just added is typed in at once.
    function typeName() {
        nameField.forceActiveFocus();
    }

    signal nameEdited(string name)
    signal sexChosen(string sex)
    signal colourChosen(string colour)
    signal characterChosen(string character)
    signal moveUpRequested()
    signal moveDownRequested()
    signal removeRequested()

    objectName: "playerRow_" + index
    padding: Theme.spacing
    background: Rectangle {
        color: Theme.surface
        border.color: Theme.divider
        radius: Theme.radius
    }

    component SmallButton: ToolButton {
        Layout.minimumWidth: Theme.touchTarget
        Layout.minimumHeight: Theme.touchTarget
        font.pixelSize: Theme.titleSize
    }

    GridLayout {
        width: parent.width
        columns: row.oneLine ? 7 : 6
        columnSpacing: Theme.spacing / 2
        rowSpacing: Theme.spacing / 2

        Label {
            Layout.row: 0
            Layout.column: 0
            Layout.minimumWidth: 24
            text: (row.index + 1) + "."
            horizontalAlignment: Text.AlignRight
            font.pixelSize: Theme.bodySize
            color: Theme.secondaryText
        }
        TextField {
            id: nameField

            objectName: "playerName_" + row.index
            Layout.row: 0
            Layout.column: 1
            Layout.fillWidth: true
            Layout.minimumWidth: 110
            Layout.minimumHeight: Theme.touchTarget
            text: row.name
            placeholderText: qsTr("Name")
            Accessible.name: qsTr("Name of player %1").arg(row.index + 1)
            selectByMouse: true
            maximumLength: row.nameLimit
            onTextEdited: row.nameEdited(text)
        }
        RowLayout {
            objectName: "sex_" + row.index
            visible: row.showSex
            Layout.row: row.oneLine ? 0 : 1
            Layout.column: row.oneLine ? 2 : 1
            Layout.columnSpan: row.oneLine ? 1 : 5
            Layout.fillWidth: !row.oneLine
            spacing: 2

            Repeater {
                model: [
                    { value: "male", label: qsTr("Male") },
                    { value: "female", label: qsTr("Female") },
                    { value: "", label: qsTr("Unspecified") }
                ]

                delegate: Button {
                    id: sexButton

                    required property var modelData

                    objectName: "sex_" + row.index + "_" + (modelData.value !== "" ? modelData.value : "unspecified")
                    Layout.fillWidth: !row.oneLine
                    Layout.minimumHeight: Theme.touchTarget
                    leftPadding: Theme.spacing
                    rightPadding: Theme.spacing
                    // Highlighted is the choice: the model holds it, so nothing here can drift from it.
                    highlighted: row.sex === modelData.value
                    flat: !highlighted
                    text: modelData.label
                    font.pixelSize: Theme.captionSize + 1
                    // A third of a phone's row at large text: the word gives up size before letters.
                    contentItem: Text {
                        text: sexButton.text
                        font: sexButton.font
                        color: sexButton.highlighted ? Theme.textOnPrimary : Theme.text
                        horizontalAlignment: Text.AlignHCenter
                        verticalAlignment: Text.AlignVCenter
                        fontSizeMode: Text.HorizontalFit
                        minimumPixelSize: 12
                        elide: Text.ElideRight
                    }
                    Accessible.name: qsTr("%1, player %2").arg(modelData.label).arg(row.index + 1)
                    Accessible.checkable: true
                    Accessible.checked: highlighted
                    onClicked: row.sexChosen(sexButton.modelData.value)
                }
            }
        }
        // The colour: a swatch that opens the choice of colours.
        SmallButton {
            objectName: "colour_" + row.index
            Layout.row: 0
            Layout.column: row.oneLine ? 3 : 2
            Accessible.name: qsTr("Colour of player %1").arg(row.index + 1)
            onClicked: colourPopup.open()

            contentItem: Item {
                Rectangle {
                    anchors.centerIn: parent
                    width: 30
                    height: 30
                    radius: 15
                    color: row.colour
                    border.color: Theme.text
                    border.width: 1
                }
            }

            Popup {
                id: colourPopup

                objectName: "colourPopup_" + row.index
                y: parent.height
                x: Math.min(0, (row.width - width) - parent.x - row.padding)
                padding: Theme.spacing
                modal: true
                background: Rectangle {
                    color: Theme.surface
                    border.color: Theme.divider
                    radius: Theme.radius
                }

                Grid {
                    columns: 4
                    spacing: Theme.spacing / 2

                    Repeater {
                        model: row.colours

                        delegate: AbstractButton {
                            id: swatch

                            required property string modelData
                            required property int index

                            objectName: "swatch_" + row.index + "_" + index
                            width: Theme.touchTarget
                            height: Theme.touchTarget
                            Accessible.name: modelData
                            onClicked: {
                                row.colourChosen(swatch.modelData);
                                colourPopup.close();
                            }

                            contentItem: Item {}
                            background: Rectangle {
                                radius: width / 2
                                color: swatch.modelData
                                border.color: Theme.text
                                border.width: Qt.colorEqual(swatch.modelData, row.colour) ? 4 : 1
                            }
                        }
                    }
                }
            }
        }
        SmallButton {
            objectName: "moveUp_" + row.index
            visible: !row.compact
            Layout.row: 0
            Layout.column: row.oneLine ? 4 : 3
            enabled: row.index > 0
            text: "↑"
            Accessible.name: qsTr("Move up a seat")
            onClicked: row.moveUpRequested()
        }
        SmallButton {
            objectName: "moveDown_" + row.index
            visible: !row.compact
            Layout.row: 0
            Layout.column: row.oneLine ? 5 : 4
            enabled: row.index < row.playerCount - 1
            text: "↓"
            Accessible.name: qsTr("Move down a seat")
            onClicked: row.moveDownRequested()
        }
        SmallButton {
            objectName: "remove_" + row.index
            visible: !row.compact
            Layout.row: 0
            Layout.column: row.oneLine ? 6 : 5
            enabled: row.playerCount > 1
            text: "✕"
            Accessible.name: qsTr("Remove this player")
            onClicked: row.removeRequested()
        }
        SmallButton {
            objectName: "seatMenu_" + row.index
            Layout.row: 0
            Layout.column: 3
            visible: row.compact
            text: "⋮"
            Accessible.name: qsTr("Seat of player %1").arg(row.index + 1)
            onClicked: seatMenu.popup(this, 0, height)

            Menu {
                id: seatMenu

                MenuItem {
                    enabled: row.index > 0
                    text: qsTr("Move up a seat")
                    onTriggered: row.moveUpRequested()
                }
                MenuItem {
                    enabled: row.index < row.playerCount - 1
                    text: qsTr("Move down a seat")
                    onTriggered: row.moveDownRequested()
                }
                MenuItem {
                    enabled: row.playerCount > 1
                    text: qsTr("Remove this player")
                    onTriggered: row.removeRequested()
                }
            }
        }
        // The Character card: one button each, highlighted when chosen; they wrap on a narrow row.
        Flow {
            objectName: "character_" + row.index
            Layout.row: row.oneLine ? 2 : 3
            Layout.column: 1
            Layout.columnSpan: row.oneLine ? 6 : 5
            Layout.fillWidth: true
            visible: row.showCharacter
            spacing: 2

            Label {
                height: Theme.touchTarget
                rightPadding: Theme.spacing
                text: qsTr("Character:")
                verticalAlignment: Text.AlignVCenter
                font.pixelSize: Theme.captionSize + 1
                color: Theme.secondaryText
            }
            Repeater {
                model: [
                    { value: "Cleric", label: qsTr("Cleric") },
                    { value: "Dwarf", label: qsTr("Dwarf") },
                    { value: "Elf", label: qsTr("Elf") },
                    { value: "Halfling", label: qsTr("Halfling") },
                    { value: "Thief", label: qsTr("Thief") },
                    { value: "Warrior", label: qsTr("Warrior") },
                    { value: "Wizard", label: qsTr("Wizard") },
                    { value: "", label: qsTr("None") }
                ]

                delegate: Button {
                    id: characterButton

                    required property var modelData

                    objectName: "character_" + row.index + "_" + (modelData.value !== "" ? modelData.value : "none")
                    height: Math.max(implicitHeight, Theme.touchTarget)
                    leftPadding: Theme.spacing
                    rightPadding: Theme.spacing
                    highlighted: row.character === modelData.value
                    flat: !highlighted
                    text: modelData.label
                    font.pixelSize: Theme.captionSize + 1
                    Accessible.checkable: true
                    Accessible.checked: highlighted
                    onClicked: row.characterChosen(characterButton.modelData.value)
                }
            }
        }
        Label {
            objectName: "nameProblem_" + row.index
            Layout.row: row.oneLine ? 1 : 2
            Layout.column: 1
            Layout.columnSpan: row.oneLine ? 6 : 5
            Layout.fillWidth: true
            readonly property bool atLimit: nameField.length >= row.nameLimit
            // Its line is kept when there is nothing to say: a name typed in makes "Needs a name." go
            // without moving the rows and "+ Add player" below it.
            Layout.minimumHeight: problemMetrics.height
            // At the limit the field takes no more: it says why as the user types.
            text: row.nameProblem !== "" ? row.nameProblem
                                         : atLimit ? qsTr("A name is at most %1 characters.").arg(row.nameLimit) : ""
            wrapMode: Text.Wrap
            font.pixelSize: Theme.captionSize
            color: row.nameProblem !== "" && row.nameProblemIsError ? Theme.refused : Theme.secondaryText

            FontMetrics {
                id: problemMetrics

                font.pixelSize: Theme.captionSize
            }
        }
    }
}

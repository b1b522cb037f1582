pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// A token drawn from the bag, in set-up or in Place Monsters. A Monster is placed here, once the referee
// allows it; a Curse token is only chosen here and handed to the board, which shows what it would do
// before anything is recorded.
Dialog {
    id: dialog

    property GameSession session
    // The arc of the space tapped (0: opened from a button).
    property int arc: 0
    // Curse tokens can be drawn (Place Monsters; a Curse drawn in set-up goes back into the bag).
    property bool curseAllowed: false
    property int revision: 0

    // The draw being composed.
    property string token
    property int chosenArc: 0
    property int rolled: 0  // the last roll of the die button (0: none)
    property string curse
    property int curseRoll: 0
    property int curseRolled: 0
    property string cancelledBy

    // The Curse token drawn (its id), its roll (0 when it needs none) and the card that cancelled it ("" for
    // none), for the board to preview and record.
    signal curseChosen(string curse, int roll, string cancelledBy)

    // The table and the ruling as they were when last refreshed: they only change while the dialog
    // shows, since Qt 6.4's layouts crash when a hidden layout loses children and is then resized.
    property var table: ({})
    property var placePreview: ({})
    readonly property bool settingUp: dialog.table.settingUp === true
    readonly property bool cursePage: dialog.curseAllowed && tabs.currentIndex === 1
    readonly property var bagMonsters: {
        const needle = search.text.trim().toLowerCase();
        return (dialog.table.bagMonsters || []).filter(entry => needle === ""
                                                       || entry.name.toLowerCase().indexOf(needle) >= 0);
    }
    // The referee's token table says which tokens are resolved with a roll (bagCurses[].needsRoll).
    readonly property bool curseNeedsRoll: (dialog.table.bagCurses || []).some(
        token => token.id === dialog.curse && token.needsRoll)

    // Set from the moment the dialog starts to close: what it recorded needs no new ruling.
    property bool leaving: false

    function refresh() {
        if (!dialog.visible || dialog.leaving || !dialog.session)
            return;
        dialog.table = dialog.session.panic;
        const ready = dialog.token !== "" && dialog.chosenArc > 0;
        dialog.placePreview = ready ? dialog.session.preview(dialog.placeRequest()) : ({});
    }

    function placeRequest() {
        return PanicActions.placeMonster(dialog.token, dialog.chosenArc, loaded.checked);
    }

    // Six arc buttons and the die, for the Monster's arc and for a Curse token's roll.
    component ArcPicker: ColumnLayout {
        id: picker

        property string prefix  // the arc buttons' objectNames: prefix + 1..6
        property string rollName  // the die button's objectName; its "Rolled n" label adds "ed"
        property string rollText: qsTr("Roll the die")
        property int value: 0
        property int rolled: 0

        signal picked(int arc)
        signal rollRequested()

        spacing: Theme.spacing / 2

        // Six in a row, or two rows of three where six finger-sized buttons do not fit.
        Flow {
            id: faces

            readonly property int columns: faces.width >= 6 * Theme.touchTarget + 5 * faces.spacing ? 6 : 3

            Layout.fillWidth: true
            spacing: Theme.spacing / 2

            Repeater {
                model: 6

                delegate: Button {
                    id: arcButton

                    required property int index

                    objectName: picker.prefix + (index + 1)
                    width: faces.columns === 6 ? Theme.touchTarget
                                               : (faces.width - 2 * faces.spacing) / 3
                    height: Theme.touchTarget
                    text: String(index + 1)
                    highlighted: picker.value === index + 1
                    onClicked: picker.picked(arcButton.index + 1)
                }
            }
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Button {
                objectName: picker.rollName
                Layout.minimumHeight: Theme.touchTarget
                text: picker.rollText
                font.capitalization: Font.MixedCase
                onClicked: picker.rollRequested()
            }
            Label {
                objectName: picker.rollName + "ed"
                Layout.fillWidth: true
                visible: picker.rolled > 0
                text: qsTr("Rolled %1").arg(picker.rolled)
                font.pixelSize: Theme.titleSize
                color: Theme.text
            }
        }
    }

    objectName: "placeDialog"
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 2 * Theme.margin : 600, 600)
    height: Math.min(parent ? parent.height - 2 * Theme.margin : 900, 900)
    modal: true
    title: dialog.settingUp ? qsTr("Set-up: draw a Monster") : qsTr("Draw from the bag")
    onRevisionChanged: dialog.refresh()
    onTokenChanged: dialog.refresh()
    onChosenArcChanged: dialog.refresh()
    // A new draw each time the dialog shows (not in aboutToShow: the popup is still hidden then).
    onAboutToHide: dialog.leaving = true
    onVisibleChanged: {
        if (!dialog.visible)
            return;
        dialog.leaving = false;
        tabs.currentIndex = 0;
        search.text = "";
        dialog.token = "";
        dialog.chosenArc = dialog.arc > 0 ? dialog.arc : 0;
        dialog.rolled = 0;
        loaded.checked = false;
        dialog.curse = "";
        dialog.curseRoll = 0;
        dialog.curseRolled = 0;
        dialog.cancelledBy = "";
        dialog.revision += 1;
    }

    Connections {
        target: dialog.session

        function onStateChanged() {
            dialog.refresh();
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        Label {
            objectName: "placeCount"
            Layout.fillWidth: true
            text: dialog.settingUp
                  ? qsTr("Set-up: placed %1 of %2 Monsters").arg(dialog.table.placedThisTurn || 0)
                    .arg(dialog.table.monstersToPlace || 0)
                  : qsTr("Placed %1 of %2 this turn").arg(dialog.table.placedThisTurn || 0)
                    .arg(dialog.table.monstersToPlace || 0)
            font.pixelSize: Theme.bodySize
            color: Theme.secondaryText
            wrapMode: Text.Wrap
        }
        TabBar {
            id: tabs

            Layout.fillWidth: true
            visible: dialog.curseAllowed

            TabButton {
                objectName: "placeTabMonster"
                height: Theme.touchTarget
                text: qsTr("Monster")
            }
            TabButton {
                objectName: "placeTabCurse"
                height: Theme.touchTarget
                text: qsTr("Curse token")
            }
        }

        ScrollView {
            id: scroll

            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            contentWidth: availableWidth

            StackLayout {
                width: scroll.availableWidth - Theme.margin  // room for the shadows and the scroll bar
                currentIndex: dialog.cursePage ? 1 : 0

                // --- A Monster token ---
                ColumnLayout {
                    spacing: Theme.spacing

                    // The arc first: the die is rolled (or the space tapped) before the token is drawn.
                    Label {
                        objectName: "placeArcTitle"
                        Layout.fillWidth: true
                        text: qsTr("Arc")
                        font.pixelSize: Theme.titleSize
                        color: Theme.text
                    }
                    ArcPicker {
                        objectName: "placeArcPicker"
                        Layout.fillWidth: true
                        prefix: "arc_"
                        rollName: "placeRoll"
                        value: dialog.chosenArc
                        rolled: dialog.rolled
                        onPicked: arc => dialog.chosenArc = arc
                        onRollRequested: {
                            dialog.rolled = Referee.rollDie();
                            dialog.chosenArc = dialog.rolled;
                        }
                    }
                    Switch {
                        id: loaded

                        objectName: "placeLoadedDie"
                        Layout.minimumHeight: Theme.touchTarget
                        visible: !dialog.settingUp
                        text: qsTr("The Loaded Die chose the arc")
                        onToggled: dialog.revision += 1
                    }
                    Label {
                        objectName: "placeTokenTitle"
                        Layout.fillWidth: true
                        text: qsTr("Monster")
                        font.pixelSize: Theme.titleSize
                        color: Theme.text
                    }
                    TextField {
                        id: search

                        objectName: "bagSearch"
                        Layout.fillWidth: true
                        Layout.minimumHeight: Theme.touchTarget
                        placeholderText: qsTr("Find a Monster in the bag")
                    }
                    Label {
                        Layout.fillWidth: true
                        visible: dialog.bagMonsters.length === 0
                        text: (dialog.table.bagMonsters || []).length === 0
                              ? qsTr("The bag has no Monster left.")
                              : qsTr("No Monster of that name in the bag.")
                        font.pixelSize: Theme.bodySize
                        color: Theme.secondaryText
                        wrapMode: Text.Wrap
                    }
                    // A Flow of equal buttons rather than a GridLayout: a column count bound to the
                    // width made the layout rearrange itself while resizing.
                    Flow {
                        id: bag

                        readonly property int columns: Math.max(2, Math.floor(bag.width / 180))

                        Layout.fillWidth: true
                        spacing: Theme.spacing / 2

                        Repeater {
                            model: SteadyListModel {
                                values: dialog.bagMonsters
                            }

                            delegate: TouchButton {
                                id: tokenButton

                                required property var modelData

                                objectName: "bagToken_" + modelData.name
                                width: (bag.width - (bag.columns - 1) * bag.spacing) / bag.columns
                                height: Theme.touchTarget
                                text: qsTr("%1 (%2)").arg(modelData.name).arg(modelData.points)
                                font.capitalization: Font.MixedCase
                                highlighted: dialog.token === modelData.name
                                onClicked: dialog.token = tokenButton.modelData.name
                            }
                        }
                    }
                    Label {
                        objectName: "placeWhere"
                        Layout.fillWidth: true
                        visible: dialog.token !== "" && dialog.chosenArc > 0
                        text: dialog.settingUp ? qsTr("%1 goes to the Archer space of arc %2").arg(dialog.token)
                                                 .arg(dialog.chosenArc)
                                               : qsTr("%1 goes to the Forest space of arc %2").arg(dialog.token)
                                                 .arg(dialog.chosenArc)
                        font.pixelSize: Theme.bodySize
                        font.weight: Font.Bold
                        color: Theme.text
                        wrapMode: Text.Wrap
                    }
                    Label {
                        objectName: "placeVerdict"
                        Layout.fillWidth: true
                        text: dialog.token === "" || dialog.chosenArc < 1 ? qsTr("Choose an arc, then a token.")
                              : dialog.placePreview.error ? dialog.placePreview.error
                              : dialog.placePreview.legal === true ? qsTr("The referee allows it (nothing applied yet)")
                              : qsTr("Refused: nothing will be applied")
                        font.pixelSize: Theme.bodySize
                        color: dialog.token === "" || dialog.chosenArc < 1 ? Theme.secondaryText
                               : dialog.placePreview.legal === true ? Theme.legal : Theme.refused
                        wrapMode: Text.Wrap
                    }
                    ReasonList {
                        objectName: "placeReasons"
                        Layout.fillWidth: true
                        reasons: dialog.placePreview.reasons || []
                    }
                }

                // --- A Curse token: chosen here, shown and recorded by the board ---
                ColumnLayout {
                    spacing: Theme.spacing

                    Label {
                        Layout.fillWidth: true
                        visible: (dialog.table.bagCurses || []).length === 0
                        text: qsTr("The bag has no Curse token left.")
                        font.pixelSize: Theme.bodySize
                        color: Theme.secondaryText
                        wrapMode: Text.Wrap
                    }
                    // In a Flow, not straight in the layout: this page is hidden while the bag changes.
                    Flow {
                        id: curses

                        Layout.fillWidth: true
                        spacing: Theme.spacing / 2

                        Repeater {
                            model: SteadyListModel {
                                values: dialog.table.bagCurses || []
                            }

                            delegate: TouchButton {
                                id: curseButton

                                required property var modelData

                                objectName: "bagCurse_" + modelData.id
                                width: curses.width
                                height: Theme.touchTarget
                                text: Theme.controlText(modelData.name)
                                font.capitalization: Font.MixedCase
                                highlighted: dialog.curse === modelData.id
                                onClicked: dialog.curse = curseButton.modelData.id
                            }
                        }
                    }
                    Label {
                        Layout.fillWidth: true
                        visible: dialog.curseNeedsRoll
                        text: qsTr("Its roll")
                        font.pixelSize: Theme.titleSize
                        color: Theme.text
                    }
                    ArcPicker {
                        Layout.fillWidth: true
                        visible: dialog.curseNeedsRoll
                        prefix: "curseArc_"
                        rollName: "curseRoll"
                        rollText: qsTr("Roll for the token")
                        value: dialog.curseRoll
                        rolled: dialog.curseRolled
                        onPicked: arc => dialog.curseRoll = arc
                        onRollRequested: {
                            dialog.curseRolled = Referee.rollDie();
                            dialog.curseRoll = dialog.curseRolled;
                        }
                    }
                    Label {
                        Layout.fillWidth: true
                        text: qsTr("Cancelled by")
                        font.pixelSize: Theme.bodySize
                        color: Theme.secondaryText
                    }
                    ComboBox {
                        id: cancelBox

                        readonly property var cards: ["", "Wishing Ring", "Invisibility Potion"]

                        objectName: "curseCancelledBy"
                        Layout.fillWidth: true
                        Layout.minimumHeight: Theme.touchTarget
                        model: [qsTr("Not cancelled"), qsTr("Wishing Ring"), qsTr("Invisibility Potion")]
                        currentIndex: Math.max(0, cancelBox.cards.indexOf(dialog.cancelledBy))
                        onActivated: index => dialog.cancelledBy = cancelBox.cards[index]
                    }
                    Label {
                        Layout.fillWidth: true
                        text: qsTr("The board shows what the token does before it is recorded.")
                        font.pixelSize: Theme.captionSize
                        color: Theme.secondaryText
                        wrapMode: Text.Wrap
                    }
                }
            }
        }
    }

    // A row of its own rather than a DialogButtonBox, which keeps room for the hidden button of the
    // other tab.
    footer: Pane {
        padding: Theme.spacing
        background: null

        RowLayout {
            anchors.fill: parent
            spacing: Theme.spacing

            Item {
                Layout.fillWidth: true
            }
            Button {
                objectName: "placeCancel"
                Layout.minimumHeight: Theme.touchTarget
                text: qsTr("Cancel")
                flat: true
                onClicked: dialog.reject()
            }
            Button {
                objectName: "placeApply"
                Layout.minimumHeight: Theme.touchTarget
                visible: !dialog.cursePage
                text: qsTr("Place")
                highlighted: true
                enabled: dialog.placePreview.legal === true
                onClicked: {
                    const verdict = Navigator.perform(dialog.session, dialog.placeRequest());
                    if (verdict.legal && !verdict.error)
                        dialog.accept();
                }
            }
            Button {
                objectName: "curseApply"
                Layout.minimumHeight: Theme.touchTarget
                visible: dialog.cursePage
                text: qsTr("Show on the board")
                highlighted: true
                enabled: dialog.curse !== "" && (!dialog.curseNeedsRoll || dialog.curseRoll > 0)
                onClicked: {
                    const roll = dialog.curseNeedsRoll ? dialog.curseRoll : 0;
                    const curse = dialog.curse;
                    const cancelledBy = dialog.cancelledBy;
                    dialog.accept();
                    dialog.curseChosen(curse, roll, cancelledBy);
                }
            }
        }
    }
}

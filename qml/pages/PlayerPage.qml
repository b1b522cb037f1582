pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Everything about one player: Level, sex, life and death, character cards, Items with the referee's
// ruling on each, the slots they fill, Rides, Hirelings, Curses, and the single gear number for a
// player who does not enter every card. Two columns on a wide window, one on a narrow one.
Page {
    id: page

    property GameSession session
    property string playerName
    // playerDetails(): the typed player view (app/views/player_view.h): the tracked player plus colour,
    // effectiveGear, strength and each Item's ruling; its name is empty for no such player.
    property var details: ({})

    readonly property bool narrow: width < Theme.narrowWidth
    readonly property bool known: (details.name || "") !== ""
    readonly property var character: details.character || ({})
    readonly property bool gearMode: details.gear !== undefined && details.gear !== null
    // The referee's answer for each of this page's kinds (playerDetails' `may`): a button is lit only when
    // the action it records would be taken.
    readonly property var may: details.may || ({})

    function refresh() {
        page.details = page.session && page.playerName !== "" ? page.session.playerDetails(page.playerName) : ({});
    }

    // Character cards in play (playerDetails' `cards`), each with its kind; the doubling cards
    // (Half-Breed, Super Munchkin...) are in no kind's list.
    function characterCards() {
        const c = page.character;
        const kindOf = name => (c.races || []).includes(name) ? qsTr("Race")
                               : (c.classes || []).includes(name) ? qsTr("Class")
                               : (c.factions || []).includes(name) ? qsTr("Faction")
                               : (c.citizenships || []).includes(name) ? qsTr("Citizenship")
                               : qsTr("doubler");
        return (page.details.cards || []).map(name => ({ name: name, cardKind: kindOf(name) }));
    }

    // After an Item, Ride or Curse is recorded: when the entry said otherwise than the library's card of
    // its name (the library decides), the table is asked whether the library's card changes.
    function askAboutCard(verdict) {
        cardQuestion.askAfter(verdict);
    }

    title: playerName
    background: Rectangle {
        color: Theme.background
    }

    onSessionChanged: refresh()
    onPlayerNameChanged: refresh()
    Component.onCompleted: refresh()

    ItemsModel {
        id: itemsModel

        session: page.session
        player: page.playerName
    }

    Connections {
        target: page.session
        function onStateChanged() { page.refresh(); }
        function onGameChanged() { page.refresh(); }
    }

    component SexButton: Button {
        id: sexButton

        property string sex

        Layout.minimumHeight: Theme.touchTarget
        Layout.fillWidth: true
        enabled: page.may["set-sex"] === true
        highlighted: page.character.sex === sex
        onClicked: Navigator.perform(page.session, MunchkinActions.setSex(page.playerName, sexButton.sex))
    }

    Flickable {
        id: flick

        objectName: "playerFlickable"
        anchors.fill: parent
        contentWidth: width
        contentHeight: grid.implicitHeight + 2 * grid.y
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        ScrollBar.vertical: ScrollBar {}

        GridLayout {
            id: grid

            readonly property real columnWidth: (width - (columns - 1) * columnSpacing) / columns

            x: page.narrow ? Theme.spacing : Theme.margin
            y: x
            width: Math.min(flick.width - 2 * x, Theme.contentMaxWidth * 1.3)
            columns: page.narrow ? 1 : 2
            columnSpacing: Theme.margin
            rowSpacing: Theme.spacing
            visible: page.known

            ColumnLayout {
                Layout.preferredWidth: grid.columnWidth
                Layout.alignment: Qt.AlignTop
                spacing: Theme.spacing

                // Level and strength, sex, alive or dead, under a stripe of the player's colour.
                PlayerSection {
                    title: qsTr("Level, sex and life")

                    Rectangle {
                        Layout.fillWidth: true
                        height: 8
                        radius: 4
                        color: page.details.colour || Theme.divider
                    }
                    PlayerLevelControl {
                        Layout.alignment: Qt.AlignHCenter
                        session: page.session
                        playerName: page.playerName
                        level: page.details.level || 1
                    }
                    Label {
                        objectName: "strengthLabel"
                        Layout.fillWidth: true
                        horizontalAlignment: Text.AlignHCenter
                        text: qsTr("Strength %1 · Gear %2").arg(page.details.strength || 0)
                              .arg(page.details.effectiveGear || 0)
                        font.pixelSize: Theme.titleSize
                        font.weight: Font.DemiBold
                        color: Theme.text
                        wrapMode: Text.Wrap
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        spacing: Theme.spacing

                        SexButton {
                            objectName: "sexFemale"
                            sex: "female"
                            text: qsTr("♀ Female")
                        }
                        SexButton {
                            objectName: "sexMale"
                            sex: "male"
                            text: qsTr("♂ Male")
                        }
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        spacing: Theme.spacing

                        Label {
                            objectName: "lifeLabel"
                            Layout.fillWidth: true
                            text: page.details.dead ? qsTr("DEAD") : qsTr("Alive")
                            font.pixelSize: Theme.titleSize
                            font.weight: Font.Bold
                            color: page.details.dead ? Theme.refused : Theme.legal
                        }
                        Button {
                            objectName: "dieButton"
                            Layout.minimumHeight: Theme.touchTarget
                            visible: !page.details.dead
                            enabled: page.may["die"] === true
                            text: qsTr("Dies")
                            onClicked: Navigator.perform(page.session, MunchkinActions.die(page.playerName))
                        }
                    }
                }

                PlayerSection {
                    title: qsTr("Character cards")

                    Label {
                        Layout.fillWidth: true
                        visible: cardRepeater.count === 0
                        text: qsTr("No Race, Class or other character card in play.")
                        font.pixelSize: Theme.bodySize
                        color: Theme.secondaryText
                        wrapMode: Text.Wrap
                    }
                    Repeater {
                        id: cardRepeater

                        model: page.characterCards()

                        delegate: RowLayout {
                            id: cardRow

                            required property var modelData

                            Layout.fillWidth: true
                            spacing: Theme.spacing

                            Label {
                                Layout.fillWidth: true
                                text: qsTr("%1 (%2)").arg(cardRow.modelData.name).arg(cardRow.modelData.cardKind)
                                font.pixelSize: Theme.bodySize
                                color: Theme.text
                                wrapMode: Text.Wrap
                            }
                            Button {
                                objectName: "discard_" + cardRow.modelData.name
                                Layout.minimumHeight: Theme.touchTarget
                                flat: true
                                enabled: page.may["discard-character-card"] === true
                                text: qsTr("Discard")
                                onClicked: Navigator.perform(page.session, MunchkinActions.discardCharacterCard(
                                                            page.playerName, cardRow.modelData.name, "voluntary"))
                            }
                        }
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        spacing: Theme.spacing

                        TextField {
                            id: cardField

                            objectName: "cardField"
                            Layout.fillWidth: true
                            Layout.minimumHeight: Theme.touchTarget
                            enabled: page.may["play-character-card"] === true
                            placeholderText: qsTr("Race, Class… (e.g. Elf)")
                            selectByMouse: true
                            onAccepted: playCardButton.clicked()
                        }
                        Button {
                            id: playCardButton

                            objectName: "playCardButton"
                            Layout.minimumHeight: Theme.touchTarget
                            enabled: page.may["play-character-card"] === true && cardField.text.trim().length > 0
                            text: qsTr("Play")
                            onClicked: {
                                const verdict = Navigator.perform(page.session, MunchkinActions.playCharacterCard(
                                                                      page.playerName, cardField.text.trim()));
                                if (verdict.recorded)
                                    cardField.clear();
                            }
                        }
                    }
                }

                PlayerSection {
                    title: qsTr("Slots")

                    SlotDiagram {
                        Layout.fillWidth: true
                        model: itemsModel
                    }
                    // What the referee says about the whole set (a Big-item race, a Hireling's load...).
                    ReasonList {
                        objectName: "equipReasons"
                        Layout.fillWidth: true
                        compact: true
                        visible: (page.details.equipReasons || []).length > 0
                        reasons: page.details.equipReasons || []
                    }
                }

                // One number for everything equipped, for a player who does not enter every card.
                PlayerSection {
                    title: qsTr("Gear")

                    Switch {
                        objectName: "gearModeSwitch"
                        Layout.fillWidth: true
                        Layout.minimumHeight: Theme.touchTarget
                        checkable: false
                        enabled: page.may["set-gear"] === true
                        checked: page.gearMode
                        text: qsTr("Single gear number")
                        onClicked: Navigator.perform(page.session, page.gearMode
                                                ? MunchkinActions.itemiseGear(page.playerName)
                                                : MunchkinActions.setGear(page.playerName,
                                                                          page.details.effectiveGear || 0))
                    }
                    RowLayout {
                        Layout.alignment: Qt.AlignHCenter
                        visible: page.gearMode
                        spacing: Theme.spacing

                        Button {
                            objectName: "gearDown"
                            enabled: page.may["set-gear"] === true
                            Layout.minimumWidth: Theme.touchTarget + Theme.spacing
                            Layout.minimumHeight: Theme.touchTarget + Theme.spacing
                            font.pixelSize: Theme.headlineSize
                            text: "−"
                            Accessible.name: qsTr("Gear minus one")
                            onClicked: Navigator.perform(page.session, MunchkinActions.setGear(page.playerName,
                                                                            (page.details.gear || 0) - 1))
                        }
                        Label {
                            objectName: "gearValue"
                            Layout.minimumWidth: Theme.levelSize
                            horizontalAlignment: Text.AlignHCenter
                            text: page.gearMode ? page.details.gear : ""
                            font.pixelSize: Theme.headlineSize
                            font.weight: Font.Bold
                            color: Theme.text
                        }
                        Button {
                            objectName: "gearUp"
                            enabled: page.may["set-gear"] === true
                            Layout.minimumWidth: Theme.touchTarget + Theme.spacing
                            Layout.minimumHeight: Theme.touchTarget + Theme.spacing
                            font.pixelSize: Theme.headlineSize
                            text: "+"
                            Accessible.name: qsTr("Gear plus one")
                            onClicked: Navigator.perform(page.session, MunchkinActions.setGear(page.playerName,
                                                                            (page.details.gear || 0) + 1))
                        }
                    }
                    Label {
                        Layout.fillWidth: true
                        text: page.gearMode
                              ? qsTr("The Items below are not added up while the single number is kept.")
                              : qsTr("Gear is what the equipped Items that count add up to.")
                        font.pixelSize: Theme.captionSize
                        color: Theme.secondaryText
                        wrapMode: Text.Wrap
                    }
                }

            }

            ColumnLayout {
                Layout.preferredWidth: grid.columnWidth
                Layout.alignment: Qt.AlignTop
                spacing: Theme.spacing

                PlayerSection {
                    title: qsTr("Add an Item")

                    PlayerItemForm {
                        Layout.fillWidth: true
                        session: page.session
                        playerName: page.playerName
                        narrow: grid.columnWidth < 520
                        onRecorded: (verdict) => page.askAboutCard(verdict)
                    }
                }
                PlayerSection {
                    title: qsTr("Items")

                    Label {
                        Layout.fillWidth: true
                        visible: itemsModel.count === 0
                        text: qsTr("No Items in play.")
                        font.pixelSize: Theme.bodySize
                        color: Theme.secondaryText
                    }
                    Repeater {
                        model: itemsModel

                        delegate: PlayerItemRow {
                            session: page.session
                            playerName: page.playerName
                        }
                    }
                }

                PlayerNamedList {
                    id: rideList

                    key: "ride"
                    canAdd: page.may["gain-ride"] === true
                    canRemove: page.may["lose-ride"] === true
                    title: qsTr("Rides")
                    withBonus: true
                    bonusFrom: -20
                    bonusTo: 20
                    entries: page.details.rides || []
                    onAddRequested: (name, bonus) => {
                        const verdict = Navigator.perform(page.session,
                                                          MunchkinActions.gainRide(page.playerName, name, bonus));
                        if (verdict.recorded)
                            rideList.clearInput();
                        page.askAboutCard(verdict);
                    }
                    onRemoveRequested: (name) => Navigator.perform(page.session,
                                                                   MunchkinActions.loseRide(page.playerName, name))
                }
                PlayerNamedList {
                    id: hirelingList

                    key: "hireling"
                    canAdd: page.may["gain-hireling"] === true
                    canRemove: page.may["lose-hireling"] === true
                    title: qsTr("Hirelings")
                    entries: (page.details.hirelings || []).map(name => ({ name: name }))
                    onAddRequested: (name) => {
                        if (Navigator.perform(page.session,
                                              MunchkinActions.gainHireling(page.playerName, name)).recorded)
                            hirelingList.clearInput();
                    }
                    onRemoveRequested: (name) => Navigator.perform(
                        page.session, MunchkinActions.loseHireling(page.playerName, name))
                }
                PlayerNamedList {
                    id: curseList

                    key: "curse"
                    canAdd: page.may["gain-curse"] === true
                    canRemove: page.may["lose-curse"] === true
                    title: qsTr("Curses that stay")
                    withBonus: true
                    bonusLabel: qsTr("In combat")
                    bonusFrom: -100
                    bonusTo: 100
                    entries: (page.details.curses || []).map(curse => ({ name: curse.name, bonus: curse.combatBonus }))
                    onAddRequested: (name, bonus) => {
                        const verdict = Navigator.perform(page.session,
                                                          MunchkinActions.gainCurse(page.playerName, name, bonus));
                        if (verdict.recorded)
                            curseList.clearInput();
                        page.askAboutCard(verdict);
                    }
                    onRemoveRequested: (name) => Navigator.perform(page.session,
                                                                   MunchkinActions.loseCurse(page.playerName, name))
                }
            }
        }

        Label {
            anchors.centerIn: parent
            width: parent.width - 2 * Theme.margin
            visible: !page.known
            text: qsTr("No player called “%1” in this game.").arg(page.playerName)
            horizontalAlignment: Text.AlignHCenter
            font.pixelSize: Theme.titleSize
            color: Theme.secondaryText
            wrapMode: Text.Wrap
        }
    }

    CardConflictDialog {
        id: cardQuestion

        session: page.session
    }
}

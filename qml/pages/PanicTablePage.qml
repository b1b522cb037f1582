pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
// Loaded dialogs are opened as T.Popup: naming their own types would compile them with the page.
import QtQuick.Templates as T
import Arbiter

// A Munchkin Panic game: the board as the players see it, the turn and its phases, a preview of what the
// Monsters are about to do, and each player's Trophy points and cards. On a landscape tablet the board
// fills the left and the rest sits beside it; upright or on a phone everything stacks under the board.
//
// Taps only ask: a space tapped places a Monster from the bag (set-up, Place Monsters) or receives the
// Monster being moved, a Monster tapped is hit in Play Cards (or offers its menu), a Monster dragged asks
// what moved it. Every action goes to the referee, and its verdict to the banner.
Page {
    id: page

    property GameSession session
    readonly property var panic: session ? session.panic : ({})
    readonly property bool wide: width >= Theme.narrowWidth && width > height
    // The board as the page shows it.
    readonly property PanicBoardModel boardModel: PanicBoardModel {
        session: page.session
    }
    // A Monster waiting for the space it moves to, and what moves it ("correct" for a correction).
    property string movingMonster: ""
    property string movingBy: ""
    property int wizardRoll: 0
    property string hitTarget: ""  // the Monster of the last Hit dialog
    // The Monster of the last menu, and where it was dropped (null after a tap).
    property string menuTarget: ""
    property var menuDestination: null
    // The Monsters are still to move this turn (the page is shown).
    readonly property bool movePhase: page.visible && page.panic.phase === PanicPhase.MoveMonsters
                                      && !page.panic.monstersMoved
    onMovePhaseChanged: panelTimer.fired = false
    readonly property string hitDialogUrl: "qrc:/Arbiter/qml/dialogs/PanicHitDialog.qml"
    readonly property string placeDialogUrl: "qrc:/Arbiter/qml/dialogs/PanicPlaceDialog.qml"
    // The dialog the phase's next tap opens, made ahead: a Monster's Hit dialog in Play Cards, the Place
    // dialog while Monsters are placed.
    readonly property Loader preparedDialog: !page.visible || !page.session ? null
        : page.panic.settingUp || page.panic.phase === PanicPhase.PlaceMonsters ? placeLoader
        : page.panic.phase === PanicPhase.PlayCards ? hitLoader : null
    // The dialogs, once loaded (tests reach them here).
    readonly property QtObject hitDialog: hitLoader.item
    readonly property QtObject placeDialog: placeLoader.item
    readonly property QtObject panicCharityDialog: charityLoader.item
    readonly property QtObject panicMonsterMenu: menuLoader.item
    readonly property QtObject cardsDialog: cardsLoader.item

    title: session ? session.gameName : qsTr("The board")
    background: Rectangle {
        color: Theme.background
    }

    // The Monster's row of the board model, or null when it is not on the board.
    function monster(id) {
        const m = Object.assign({}, page.boardModel.monster(id));  // a JS object: qmllint checks no QVariantMap
        return m.id === undefined ? null : m;
    }

    function moveTo(id, by, space) {
        const request = by === "correct" ? PanicActions.correctMonster(page.session, id, space.arc, space.ring)
                                         : PanicActions.moveMonster(id, by, space.arc, space.ring,
                                                                    by === "Wizard" ? page.wizardRoll : 0);
        Navigator.perform(page.session, request);
    }

    function cancelMove() {
        page.movingMonster = "";
        page.movingBy = "";
        page.wizardRoll = 0;
    }

    // Where a mover takes Monster `m`: the space it was dropped on, else the one the card names (Cotion of
    // Ponfusion: its Swordsman space; Drive Him Back!: its Forest); null while a space is to be tapped.
    function moverDestination(m, by, destination) {
        if (destination)
            return destination;
        if (by === "Cotion of Ponfusion")
            return { arc: m.arc, ring: "swordsman" };
        if (by === "Drive Him Back!")
            return { arc: m.arc, ring: "forest" };
        return null;
    }

    // A mover chosen from the menu: the cards that name their destination go at once; the others wait for
    // a space to be tapped (or use the space the token was dropped on).
    function startMove(id, by, destination) {
        const m = page.monster(id);
        if (!m)
            return;
        if (by === "Wizard") {
            page.wizardRoll = Referee.rollDie();
            if (page.wizardRoll < 4) {
                // The roll is used up and nothing moves.
                Navigator.perform(page.session, PanicActions.moveMonster(id, by, m.arc, m.ring, page.wizardRoll));
                page.wizardRoll = 0;
                return;
            }
        }
        const space = page.moverDestination(m, by, destination);
        if (space) {
            page.moveTo(id, by, space);
            page.wizardRoll = 0;
            return;
        }
        page.movingMonster = id;
        page.movingBy = by;
    }

    function onMenuChosen(id, how, destination) {
        switch (how) {
        case "hit":
            page.openHit(id);
            return;
        case "glue":
            Navigator.perform(page.session, PanicActions.glue(id));
            return;
        case "out-to-lunch":
            Navigator.perform(page.session, PanicActions.removeMonster(id, "Out to Lunch"));
            return;
        case "cleric":
            Navigator.perform(page.session, PanicActions.removeMonster(id, "Cleric"));
            return;
        case "remove":
            Navigator.perform(page.session, PanicActions.removeByCorrection(page.session, id));
            return;
        }
        page.startMove(id, how, destination);
    }

    function spaceTapped(arc, ring) {
        if (page.movingMonster !== "") {
            page.moveTo(page.movingMonster, page.movingBy, { arc: arc, ring: ring });
            page.cancelMove();
            return;
        }
        if (page.panic.settingUp || page.panic.phase === PanicPhase.PlaceMonsters)
            page.openPlace(arc);
    }

    function monsterTapped(id) {
        if (page.movingMonster !== "")
            return;
        if (!page.panic.settingUp && page.panic.phase === PanicPhase.PlayCards)
            page.openHit(id);
        else
            page.openMenu(id, null);
    }

    // The Hit and Place dialogs and the Monster menu are made once per page and reused: each starts
    // afresh when it shows, and keeps what it shows still while hidden. The one the phase's next tap
    // opens is made ahead in idle time (`preparedDialog`), so a tap only fills it in.
    function dialogIn(loader, url) {
        loader.asynchronous = false;  // one being made ahead is finished at once
        if (loader.source.toString() !== url)
            loader.source = url;
        return loader.item;
    }

    // Whether the loader's dialog is on screen.
    function shown(loader: Loader): bool {
        return loader.item !== null && (loader.item as T.Popup).visible;
    }

    // What the referee would take of the menu's choices for Monster `m`: the exact action where the
    // choice names it (a card that moves it to a known space, Glue, Out to Lunch, a correction), else
    // whether its kind may be played now (a hit picks its cards, the Wizard rolls, a space is tapped).
    function menuChoicesAllowed(m, destination) {
        const kinds = page.session ? page.session.legalNow.kinds : ({});
        const may = kind => kinds[kind] !== undefined && kinds[kind].available === true;
        const takes = request => page.session !== null && page.session.preview(request).legal;
        const moveBy = by => {
            const space = page.moverDestination(m, by, destination);
            return space ? takes(PanicActions.moveMonster(m.id, by, space.arc, space.ring, 0))
                         : may(ActionKind.PanicMoveMonster);
        };
        return {
            "hit": may(ActionKind.PanicHit),
            "Cotion of Ponfusion": moveBy("Cotion of Ponfusion"),
            "Drive Him Back!": moveBy("Drive Him Back!"),
            "Wandering Monster": moveBy("Wandering Monster"),
            "Wizard": may(ActionKind.PanicMoveMonster),
            "correct": true,
            "glue": may(ActionKind.PanicGlue) && takes(PanicActions.glue(m.id)),
            "out-to-lunch": takes(PanicActions.removeMonster(m.id, "Out to Lunch")),
            "cleric": takes(PanicActions.removeMonster(m.id, "Cleric")),
            "remove": takes(PanicActions.removeByCorrection(page.session, m.id))
        };
    }

    function openMenu(id, destination) {
        const m = page.monster(id);
        if (!m)
            return;
        const menu = page.dialogIn(menuLoader, "qrc:/Arbiter/qml/components/PanicMonsterMenu.qml");
        page.menuTarget = id;
        page.menuDestination = destination;
        menu.monster = m;
        menu.destination = destination;
        menu.clericHere = (page.panic.seats || []).some(seat => seat.isCurrent && seat.character === "Cleric");
        menu.allowed = page.menuChoicesAllowed(m, destination);
        (menu as T.Popup).open();
    }

    function openHit(id) {
        page.hitTarget = id;
        const dialog = page.dialogIn(hitLoader, page.hitDialogUrl);
        dialog.session = page.session;
        dialog.target = id;
        (dialog as T.Popup).open();
    }

    function openPlace(arc) {
        const dialog = page.dialogIn(placeLoader, page.placeDialogUrl);
        dialog.session = page.session;
        dialog.arc = arc;
        dialog.curseAllowed = !page.panic.settingUp;
        (dialog as T.Popup).open();
    }

    function openCharity() {
        charityLoader.setSource("qrc:/Arbiter/qml/dialogs/PanicCharityDialog.qml", { session: page.session });
        (charityLoader.item as T.Popup).open();
    }

    function openCards() {
        cardsLoader.setSource("qrc:/Arbiter/qml/dialogs/PanicCardsDialog.qml", { session: page.session });
        (cardsLoader.item as T.Popup).open();
    }

    Flickable {
        id: flick

        objectName: "panicFlickable"
        anchors.fill: parent
        contentWidth: width
        contentHeight: layout.implicitHeight + 2 * layout.y
        boundsBehavior: Flickable.StopAtBounds
        // The board takes drags for its tokens; the page scrolls from anywhere else.
        interactive: !page.wide
        clip: true
        ScrollIndicator.vertical: ScrollIndicator {}

        GridLayout {
            id: layout

            x: page.wide ? Theme.margin : Theme.spacing
            y: x
            width: flick.width - 2 * x
            columns: page.wide ? 2 : 1
            columnSpacing: Theme.margin
            rowSpacing: page.wide ? Theme.margin : Theme.spacing

            PanicBoard {
                id: board

                readonly property real side: page.wide ? Math.min(page.height - 2 * Theme.margin, layout.width * 0.58)
                                                       : Math.min(layout.width, 720)
                Layout.preferredWidth: side
                Layout.preferredHeight: side
                Layout.alignment: Qt.AlignTop | Qt.AlignHCenter
                monsters: page.boardModel.monsters
                towers: page.boardModel.towers
                walls: page.boardModel.walls
                fortified: page.boardModel.fortified
                asleep: page.boardModel.asleep
                arcColours: page.boardModel.arcColours
                preview: movePreview.active ? movePreview.move : null
                selectedMonster: page.movingMonster
                // A dialog open, or the Move Monsters preview's arrows shown (or about to be).
                covered: movePreview.active || movePreview.prepared || page.shown(hitLoader)
                         || page.shown(placeLoader) || page.shown(menuLoader) || page.shown(charityLoader)
                         || page.shown(cardsLoader)
                highlightRings: page.movingMonster !== "" ? ["forest", "archer", "knight", "swordsman", "castle"]
                                : page.panic.settingUp ? ["archer"]
                                : page.panic.phase === PanicPhase.PlaceMonsters ? ["forest"] : []
                onSpaceTapped: (arc, ring) => page.spaceTapped(arc, ring)
                onMonsterTapped: id => page.monsterTapped(id)
                onMonsterDropped: (id, arc, ring) => page.openMenu(id, { arc: arc, ring: ring })
            }

            // Upright and on a phone the tokens are small: the Monsters by name, each a finger-sized tap.
            // Beside a landscape board the chips are not made at all.
            PanicMonsterList {
                Layout.fillWidth: true
                visible: !page.wide && page.boardModel.ids.length > 0
                model: page.wide ? null : page.boardModel
                onMonsterTapped: id => page.monsterTapped(id)
            }

            // Beside the board (landscape) or under it: the turn, the preview, the end, the players.
            Flickable {
                id: sideFlick

                Layout.fillWidth: true
                Layout.preferredHeight: page.wide ? page.height - 2 * Theme.margin : sideColumn.implicitHeight
                Layout.alignment: Qt.AlignTop
                contentWidth: width
                contentHeight: sideColumn.implicitHeight
                interactive: page.wide
                boundsBehavior: Flickable.StopAtBounds
                clip: page.wide
                ScrollIndicator.vertical: ScrollIndicator {}

                ColumnLayout {
                    id: sideColumn

                    width: sideFlick.width
                    spacing: Theme.spacing

                    Pane {
                        objectName: "moveHint"
                        Layout.fillWidth: true
                        visible: page.movingMonster !== ""
                        padding: Theme.spacing
                        background: Rectangle {
                            color: Theme.tagBackground
                            radius: Theme.radius
                        }
                        // Its text and button are made only while a Monster waits to be moved.
                        contentItem: RowLayout {
                            Repeater {
                                model: page.movingMonster !== "" ? 1 : 0

                                delegate: RowLayout {
                                    Layout.fillWidth: true

                                    Text {
                                        Layout.fillWidth: true
                                        text: page.wizardRoll > 0
                                              ? qsTr("The Wizard rolled %1. Tap the space %2 goes to.")
                                                    .arg(page.wizardRoll).arg(page.movingMonster)
                                              : qsTr("Tap the space %1 goes to.").arg(page.movingMonster)
                                        font.pixelSize: Theme.bodySize
                                        font.weight: Font.Bold
                                        color: Theme.text
                                        wrapMode: Text.Wrap
                                    }
                                    TouchButton {
                                        objectName: "moveHintCancel"
                                        text: qsTr("Cancel")
                                        onClicked: page.cancelMove()
                                    }
                                }
                            }
                        }
                    }

                    PanicPreviewPanel {
                        id: movePreview

                        Layout.fillWidth: true
                        session: page.session
                        prepared: panelTimer.fired && page.movePhase
                    }

                    PanicTurnBar {
                        Layout.fillWidth: true
                        visible: !movePreview.active
                        session: page.session
                        onPlaceRequested: page.openPlace(0)
                        onCharityRequested: page.openCharity()
                        onCardsRequested: page.openCards()
                        onMoveMonstersRequested: movePreview.startMove()
                    }

                    PanicScore {
                        Layout.fillWidth: true
                        panic: page.panic
                        towersLeft: page.boardModel.towersLeft
                    }

                    GridLayout {
                        Layout.fillWidth: true
                        columns: Math.max(1, Math.floor((sideColumn.width + Theme.spacing) / (280 + Theme.spacing)))
                        columnSpacing: Theme.spacing
                        rowSpacing: Theme.spacing

                        Repeater {
                            model: SteadyListModel {
                                values: page.panic.seats ?? []
                            }

                            delegate: PanicSeatCard {
                                required property var modelData

                                Layout.fillWidth: true
                                Layout.preferredHeight: implicitHeight
                                session: page.session
                                seat: modelData
                                master: page.panic.masterMunchkin === modelData.name
                            }
                        }
                    }
                }
            }
        }
    }

    Loader {
        id: menuLoader
    }
    Connections {
        target: menuLoader.item
        ignoreUnknownSignals: true

        function onChosen(how) {
            page.onMenuChosen(page.menuTarget, how, page.menuDestination);
        }
    }
    Loader {
        id: hitLoader
    }
    // The Hit dialog's "Other cards…": the tapped Monster's menu.
    Connections {
        target: hitLoader.item
        ignoreUnknownSignals: true

        function onMoreRequested() {
            page.openMenu(page.hitTarget, null);
        }
    }
    Loader {
        id: placeLoader
    }
    Connections {
        target: placeLoader.item
        ignoreUnknownSignals: true

        function onCurseChosen(curse, roll, cancelledBy) {
            movePreview.startCurse(curse, roll, cancelledBy);
        }
    }
    Loader {
        id: charityLoader
    }
    Loader {
        id: cardsLoader
    }
    // The Move Monsters preview's panel is made a moment after its phase begins.
    Timer {
        id: panelTimer

        property bool fired: false

        interval: 400
        running: page.movePhase
        onTriggered: fired = true
    }
    // Makes `preparedDialog` in idle time, a moment after the phase that needs it begins.
    Timer {
        interval: 400
        running: page.preparedDialog !== null && page.preparedDialog.status === Loader.Null
        onTriggered: {
            const loader = page.preparedDialog;
            loader.asynchronous = true;
            loader.source = loader === hitLoader ? page.hitDialogUrl : page.placeDialogUrl;
        }
    }
}

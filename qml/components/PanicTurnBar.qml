pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The turn of a Munchkin Panic game: whose turn, the six phases with the current one lit, and the buttons
// of the phase the table is in. Every button composes an action for the referee; the phase's rules
// (the Charity limit, Monsters moved before Place Monsters...) are the referee's to enforce.
Pane {
    id: bar

    property GameSession session
    readonly property var panic: session ? session.panic : ({})
    readonly property var phases: Referee.panicPhases()
    readonly property int phaseIndex: panic.phase ?? 0  // the enum counts the phases in order
    readonly property bool settingUp: panic.settingUp === true
    readonly property bool over: panic.over === true
    readonly property var currentSeat: (panic.seats || []).find(seat => seat.isCurrent) ?? ({})
    // session.legalNow read once for all the buttons: each read makes the whole map again in JavaScript.
    readonly property var legalNow: session ? session.legalNow : ({ kinds: [] })

    // The page opens its dialogs and the board's preview.
    signal placeRequested()
    signal charityRequested()
    signal moveMonstersRequested()
    signal cardsRequested()

    // Whether the referee would take an action of this kind now (session.legalNow): the buttons of the
    // turn are offered only then.
    function available(kind) {
        const now = bar.legalNow.kinds[kind];
        return now !== undefined && now.available === true;
    }

    function nextPhase() {
        const next = bar.phases[bar.phaseIndex + 1];
        if (next)
            Navigator.perform(bar.session, PanicActions.nextPhase(next.id));
    }

    objectName: "panicTurnBar"
    padding: Theme.spacing
    background: Rectangle {
        color: Theme.surface
        border.color: Theme.divider
        radius: Theme.radius
    }

    component BarButton: TouchButton {
        Layout.minimumHeight: Theme.touchTarget
        height: Math.max(implicitHeight, Theme.touchTarget)
    }

    ColumnLayout {
        width: parent.width
        spacing: Theme.spacing

        Flow {
            Layout.fillWidth: true
            spacing: Theme.margin

            Text {
                objectName: "panicTurnLabel"
                text: bar.settingUp ? qsTr("Set-up") : qsTr("Turn %1").arg(bar.panic.turn ?? 0)
                font.pixelSize: Theme.titleSize
                color: Theme.secondaryText
            }
            Text {
                objectName: "panicCurrentLabel"
                width: Math.min(implicitWidth, parent.width)
                text: bar.settingUp ? qsTr("Place %1 Monsters in the Archer ring").arg(bar.panic.monstersToPlace ?? 4)
                                    : qsTr("%1's turn").arg(bar.panic.current ?? "")
                font.pixelSize: Theme.titleSize
                font.weight: Font.Bold
                color: Theme.text
                // Set-up's sentence wraps; a long name elides in its middle, "'s turn" stays.
                wrapMode: bar.settingUp ? Text.Wrap : Text.NoWrap
                elide: bar.settingUp ? Text.ElideNone : Text.ElideMiddle
            }
        }

        // The six phases; the one the turn is in is filled.
        Flow {
            Layout.fillWidth: true
            spacing: 4
            visible: !bar.settingUp

            Repeater {
                model: bar.phases

                delegate: Rectangle {
                    id: chip

                    required property var modelData
                    required property int index
                    readonly property bool current: chip.index === bar.phaseIndex

                    objectName: "phase_" + modelData.id
                    width: chipText.implicitWidth + 2 * Theme.spacing
                    height: 32
                    radius: height / 2
                    color: current ? Theme.accent : Theme.tagBackground
                    border.color: current ? Theme.accent : Theme.divider

                    Text {
                        id: chipText

                        anchors.centerIn: parent
                        text: (chip.index + 1) + ". " + chip.modelData.name
                        font.pixelSize: Theme.captionSize
                        font.weight: chip.current ? Font.Bold : Font.Normal
                        color: chip.current ? Theme.textOnPrimary : (chip.index < bar.phaseIndex ? Theme.undone : Theme.text)
                    }
                }
            }
        }

        Text {
            objectName: "panicPhaseHint"
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            font.pixelSize: Theme.bodySize
            color: Theme.secondaryText
            text: {
                if (bar.over)
                    return qsTr("The game is over.");
                if (bar.settingUp)
                    return qsTr("Roll for each Monster and tap its Archer space, or use Place.");
                switch (bar.panic.phase) {
                case PanicPhase.DiscardAndDraw:
                    return qsTr("%1 may discard one Castle card, then draws up to %2.")
                        .arg(bar.panic.current).arg(bar.panic.handSize);
                case PanicPhase.GiveCharity:
                    return bar.panic.overLimit
                        ? qsTr("%1 holds %2 Treasure cards, over the limit of %3: give the rest away.")
                            .arg(bar.panic.current).arg(bar.currentSeat.treasure).arg(bar.panic.treasureLimit)
                        : qsTr("%1's Treasure is within the limit of %2.").arg(bar.panic.current).arg(bar.panic.treasureLimit);
                case PanicPhase.PlayCards:
                    return qsTr("Tap a Monster to hit or move it; drag it to move it.");
                case PanicPhase.AddTreasure:
                    return qsTr("The Treasure earned this turn joins the hands.");
                case PanicPhase.MoveMonsters:
                    return bar.panic.monstersMoved ? qsTr("The Monsters have moved.")
                                                  : qsTr("Preview the move on the board, then confirm it.");
                case PanicPhase.PlaceMonsters:
                    return qsTr("Placed %1 of %2: draw from the bag and roll for the arc.")
                        .arg(bar.panic.placedThisTurn).arg(bar.panic.monstersToPlace);
                }
                return "";
            }
        }

        // The phase's buttons.
        Flow {
            Layout.fillWidth: true
            spacing: Theme.spacing
            visible: !bar.over

            // Set-up and Place Monsters draw from the bag.
            BarButton {
                objectName: "panicPlaceButton"
                visible: bar.settingUp || bar.panic.phase === PanicPhase.PlaceMonsters
                // Once the Forest is full nothing more comes out of the bag this turn.
                enabled: bar.available(ActionKind.PanicPlaceMonster) || bar.available(ActionKind.PanicDrawCurse)
                highlighted: enabled
                text: qsTr("Draw from the bag")
                onClicked: bar.placeRequested()
            }

            // Phase 1, the only one with fields to fill in: made only while the turn is in it, loaded by URL so
            // that its SpinBox, ComboBox and CheckBoxes are not even compiled before (they cost the board's
            // first frame a tenth of its time).
            Loader {
                objectName: "panicDrawControls"
                width: parent.width
                active: !bar.settingUp && bar.panic.phase === PanicPhase.DiscardAndDraw
                // Inactive, it takes no spacing in the row either.
                visible: active
                source: "qrc:/Arbiter/qml/components/PanicDrawControls.qml"
                onLoaded: {
                    item.session = Qt.binding(() => bar.session);
                    item.currentSeat = Qt.binding(() => bar.currentSeat);
                    item.seats = Qt.binding(() => bar.panic.seats || []);
                }
            }

            // Phase 2.
            BarButton {
                objectName: "panicCharityButton"
                visible: !bar.settingUp && bar.panic.phase === PanicPhase.GiveCharity && bar.panic.overLimit === true
                enabled: bar.available(ActionKind.PanicCharity)
                highlighted: true
                text: qsTr("Give Charity")
                onClicked: bar.charityRequested()
            }

            // Phase 3: the Sleep Potion stops every Monster this turn.
            BarButton {
                objectName: "panicSleepButton"
                visible: !bar.settingUp && bar.panic.phase === PanicPhase.PlayCards
                enabled: bar.available(ActionKind.PanicSleep)
                text: qsTr("Sleep Potion")
                onClicked: Navigator.perform(bar.session, PanicActions.sleep())
            }

            // Phase 5.
            BarButton {
                objectName: "panicMoveButton"
                visible: !bar.settingUp && bar.panic.phase === PanicPhase.MoveMonsters && !bar.panic.monstersMoved
                enabled: bar.available(ActionKind.PanicMoveMonsters)
                highlighted: true
                text: qsTr("Move Monsters")
                onClicked: bar.moveMonstersRequested()
            }

            // The cards the board has no tap for (Fortify Wall, Curses...), played at any time.
            BarButton {
                objectName: "panicCardsButton"
                visible: !bar.over && !bar.settingUp
                enabled: bar.available(ActionKind.PanicSpecialCard)
                text: qsTr("Play a card…")
                onClicked: bar.cardsRequested()
            }

            BarButton {
                objectName: "panicNextButton"
                visible: !bar.settingUp && bar.phaseIndex < bar.phases.length - 1
                         && bar.panic.phase !== PanicPhase.DiscardAndDraw
                // Not before the Monsters moved, nor past Charity with a hand over the limit.
                enabled: bar.available(ActionKind.PanicNextPhase)
                highlighted: enabled
                text: {
                    const next = bar.phases[bar.phaseIndex + 1];
                    return next ? qsTr("Next: %1").arg(next.name) : "";
                }
                onClicked: bar.nextPhase()
            }

            BarButton {
                objectName: "panicEndTurnButton"
                visible: !bar.settingUp && bar.panic.phase === PanicPhase.PlaceMonsters
                // Not while the turn is short of its Monsters and the bag holds a token.
                enabled: bar.available(ActionKind.EndTurn)
                highlighted: enabled
                text: qsTr("End turn")
                onClicked: Navigator.perform(bar.session, PanicActions.endTurn())
            }
        }
    }
}

pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The strip above the players: the turn, whose turn it is, its phase, and the turn's buttons. The
// buttons flow onto a second line on a narrow window.
Pane {
    id: header

    property GameSession session

    // The phase after this one, as the referee orders the turn ("" in the last phase).
    readonly property string nextPhase: session ? session.nextPhase : ""
    // The referee's view of the fight: {active: false} without one.
    readonly property var combat: session ? session.combat : ({})
    readonly property bool inCombat: combat.active === true
    // What the referee takes now (legalNow.kinds[ActionKind.X]: available, players, reasons): only those
    // buttons are lit.
    readonly property var legalNow: session ? session.legalNow : ({ kinds: [] })

    function available(kind) {
        const entry = header.legalNow.kinds[kind];
        return entry !== undefined && entry.available === true;
    }

    signal charityRequested()

    objectName: "tableHeader"
    padding: Theme.spacing
    background: Rectangle {
        color: Theme.surface
        border.color: Theme.divider
        radius: Theme.radius
    }

    component PhaseText: Text {
        objectName: "phaseLabel"
        text: header.session ? header.session.phaseName : ""
        font.pixelSize: Theme.titleSize
        color: Theme.link
        elide: Text.ElideRight
    }

    component HeaderButton: TouchButton {
        Layout.minimumHeight: Theme.touchTarget
        height: Math.max(implicitHeight, Theme.touchTarget)
    }

    // FIGHT's longest text, as its button writes it (upper case), for a width that never changes.
    TextMetrics {
        id: widestFightText

        font.pixelSize: Theme.bodySize
        font.weight: Font.Medium
        text: qsTr("Combat in progress").toUpperCase()
    }

    contentItem: ColumnLayout {
        spacing: Theme.spacing / 2

        // One line each, whatever the names: a phase change or a long name never pushes the buttons
        // below down. On a phone the phase gets a line of its own.
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.margin

            Text {
                objectName: "turnLabel"
                text: qsTr("Turn %1").arg(header.session ? header.session.turn : 0)
                font.pixelSize: Theme.titleSize
                color: Theme.secondaryText
            }
            Text {
                objectName: "currentPlayerLabel"
                Layout.fillWidth: true
                // Whole when there is room (a width rounded down would elide it), and never cut before
                // the phase beside it has given up its room, down to half the line.
                Layout.preferredWidth: Math.ceil(implicitWidth)
                Layout.maximumWidth: Math.ceil(implicitWidth)
                Layout.minimumWidth: Math.min(Math.ceil(implicitWidth), header.availableWidth / 2)
                text: qsTr("%1's turn").arg(header.session ? header.session.currentPlayer : "")
                font.pixelSize: Theme.titleSize
                font.weight: Font.Bold
                color: Theme.text
                // A long name is cut in its middle, so the line still ends with "'s turn".
                elide: Text.ElideMiddle
            }
            PhaseText {
                visible: header.width >= Theme.narrowWidth
                Layout.fillWidth: true
            }
        }
        PhaseText {
            visible: header.width < Theme.narrowWidth
            Layout.fillWidth: true
        }

        // The buttons whose text never changes come first, FIGHT as wide as its longest text, so only
        // the last one (which names the next phase) changes width when the phase does.
        Flow {
            Layout.fillWidth: true
            spacing: Theme.spacing

            HeaderButton {
                objectName: "fightButton"
                width: Math.max(implicitWidth, Math.ceil(widestFightText.advanceWidth) + leftPadding + rightPadding + 2)
                // Lit when a fight may start now, or to go back to the one in progress.
                highlighted: header.inCombat || header.available(ActionKind.StartCombat)
                text: header.inCombat ? qsTr("Combat in progress") : qsTr("Fight")
                onClicked: Navigator.pageRequested("combat", {})
            }
            HeaderButton {
                objectName: "charityButton"
                // Offered only when the referee would take it (not at the door, not in a fight, not dead).
                enabled: header.available(ActionKind.Charity)
                highlighted: header.available(ActionKind.Charity)
                text: qsTr("Charity")
                onClicked: header.charityRequested()
            }
            HeaderButton {
                objectName: "endTurnButton"
                enabled: header.available(ActionKind.EndTurn)
                highlighted: header.available(ActionKind.EndTurn)
                text: qsTr("End turn")
                onClicked: Navigator.perform(header.session, MunchkinActions.endTurn())
            }
            HeaderButton {
                objectName: "nextPhaseButton"
                enabled: header.nextPhase !== "" && header.available(ActionKind.NextPhase)
                highlighted: header.available(ActionKind.NextPhase)
                // Names the phase it moves to: there is no hover on a tablet to ask.
                // (on a phone the phase line above has to say it)
                text: header.nextPhase !== "" && header.session && header.width >= Theme.narrowWidth
                      ? qsTr("Next: %1").arg(header.session.nextPhaseName) : qsTr("Next phase")
                onClicked: Navigator.perform(header.session, MunchkinActions.nextPhase(header.nextPhase))
            }
        }
    }
}

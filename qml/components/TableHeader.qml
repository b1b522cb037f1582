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

    signal charityRequested()

    objectName: "tableHeader"
    padding: Theme.spacing
    background: Rectangle {
        color: Theme.surface
        border.color: Theme.divider
        radius: Theme.radius
    }

    component HeaderButton: TouchButton {
        Layout.minimumHeight: Theme.touchTarget
        height: Math.max(implicitHeight, Theme.touchTarget)
    }

    contentItem: ColumnLayout {
        spacing: Theme.spacing / 2

        Flow {
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
                width: Math.min(implicitWidth, parent.width)
                text: qsTr("%1's turn").arg(header.session ? header.session.currentPlayer : "")
                font.pixelSize: Theme.titleSize
                font.weight: Font.Bold
                color: Theme.text
                wrapMode: Text.Wrap
            }
            Text {
                objectName: "phaseLabel"
                width: Math.min(implicitWidth, parent.width)
                text: header.session ? header.session.phaseName : ""
                font.pixelSize: Theme.titleSize
                color: Theme.link
                wrapMode: Text.Wrap
            }
        }

        Flow {
            Layout.fillWidth: true
            spacing: Theme.spacing

            HeaderButton {
                objectName: "nextPhaseButton"
                enabled: header.nextPhase !== ""
                // Names the phase it moves to: there is no hover on a tablet to ask.
                // (on a phone the phase line above has to say it)
                text: header.nextPhase !== "" && header.session && header.width >= Theme.narrowWidth
                      ? qsTr("Next: %1").arg(header.session.nextPhaseName) : qsTr("Next phase")
                onClicked: Navigator.perform(header.session, MunchkinActions.nextPhase(header.nextPhase))
            }
            HeaderButton {
                objectName: "endTurnButton"
                text: qsTr("End turn")
                onClicked: Navigator.perform(header.session, MunchkinActions.endTurn())
            }
            HeaderButton {
                objectName: "fightButton"
                highlighted: true
                text: header.inCombat ? qsTr("Combat in progress") : qsTr("Fight")
                onClicked: Navigator.pageRequested("combat", {})
            }
            HeaderButton {
                objectName: "charityButton"
                text: qsTr("Charity")
                onClicked: header.charityRequested()
            }
        }
    }
}

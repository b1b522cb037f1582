pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The Trophy count: who leads and by how much, and once the game is over how it ended. Standard and
// Solitaire are won together when the last Monster falls and lost when the last Tower does; More
// Munchkin ends either way and the most points win. The referee decides all of it (session.panic).
Pane {
    id: score

    property var panic: ({})
    property int towersLeft: 6  // PanicBoardModel.towersLeft
    readonly property var standings: panic.standings ?? []
    readonly property bool over: panic.over === true
    readonly property var tied: panic.tiedForMaster ?? []

    objectName: "panicScore"
    padding: Theme.spacing
    background: Rectangle {
        color: score.over ? (score.panic.gameLost ? Theme.refusedBackground : Theme.legalBackground) : Theme.surface
        border.color: score.over ? (score.panic.gameLost ? Theme.refused : Theme.legal) : Theme.divider
        border.width: score.over ? 2 : 1
        radius: Theme.radius
    }

    contentItem: ColumnLayout {
        spacing: 4

        Text {
            objectName: "panicOutcome"
            Layout.fillWidth: true
            visible: score.over
            text: {
                if (score.panic.gameLost)
                    return qsTr("The Castle has fallen: the Monsters win.");
                if (score.panic.masterMunchkin)
                    return qsTr("★ %1 is the Master Munchkin!").arg(score.panic.masterMunchkin);
                if (score.tied.length > 0)
                    return qsTr("★ %1 tie for Master Munchkin: settle it with a thumb war.").arg(score.tied.join(qsTr(" and ")));
                return qsTr("★ The Castle stands: you win!");
            }
            font.pixelSize: Theme.titleSize + 4
            font.weight: Font.Bold
            color: score.panic.gameLost ? Theme.refused : Theme.legal
            wrapMode: Text.Wrap
        }
        // Made only once the game is over: the board's start-up pays nothing for it.
        Loader {
            active: score.over
            visible: active
            source: active ? Qt.resolvedUrl("ReportButton.qml") : ""
        }
        Text {
            objectName: "panicLeader"
            Layout.fillWidth: true
            visible: !score.over
            // The referee's standings come highest first, ties broken by kills.
            text: {
                const top = score.standings[0];
                if (!top || top.points === 0)
                    return qsTr("No Trophies yet");
                const level = score.standings.filter(s => s.points === top.points && s.kills === top.kills);
                return level.length > 1 ? qsTr("Tied for the lead: %1").arg(level.map(s => s.name).join(qsTr(", ")))
                                        : qsTr("In the lead: %1 with %n point(s)", "", top.points).arg(top.name);
            }
            font.pixelSize: Theme.bodySize
            font.weight: Font.Bold
            color: Theme.text
            // One line (two with large text): beyond it a long name loses its middle, the points stay.
            wrapMode: Theme.textScale > 1 ? Text.Wrap : Text.NoWrap
            maximumLineCount: Theme.textScale > 1 ? 2 : 1
            elide: Text.ElideMiddle
        }
        // Each player's points on a chip of its own, so that a long name elides without taking the
        // others' with it.
        Flow {
            objectName: "panicStandings"
            Layout.fillWidth: true
            spacing: Theme.spacing

            Repeater {
                model: SteadyListModel {
                    values: score.standings
                }

                delegate: Text {
                    required property var modelData

                    objectName: "panicStanding_" + modelData.name
                    // No id inside the Pane's contentItem (it is deferred): the Flow is the parent.
                    width: Math.min(implicitWidth, parent ? parent.width : 0)
                    text: qsTr("%1 %2 (%n kill(s))", "", modelData.kills).arg(modelData.name).arg(modelData.points)
                    font.pixelSize: Theme.captionSize
                    color: Theme.secondaryText
                    elide: Text.ElideMiddle
                }
            }
        }
        Text {
            objectName: "panicTowersLeft"
            Layout.fillWidth: true
            // Two counts, two plural forms: each part is its own text.
            text: qsTr("%1 · %2")
                .arg(qsTr("%n Tower(s) standing", "", score.towersLeft))
                .arg(qsTr("%n Monster(s) in the bag", "", (score.panic.bagMonsters ?? []).length))
            font.pixelSize: Theme.captionSize
            color: Theme.secondaryText
            wrapMode: Text.Wrap
        }
    }
}

pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Each player's// Each player's level turn by turn, one line per player in their colour (LevelChart, drawn in C++). The
// numbers are the history model's (levelSeries()); the page hands them over again after every change of the
// game.
Page {
    id: page

    property GameSession session
    // [{name, colour, turns: [0, 1, ...], levels: [...]}] as the chart shows it now.
    property var series: []
    readonly property int topLevel: session && session.winningLevel > 1 ? session.winningLevel : 10

    function rebuild() {
        series = session && session.hasGame ? session.history.levelSeries() : [];
    }

    title: qsTr("Levels")
    background: Rectangle {
        color: Theme.background
    }

    Connections {
        target: page.session
        function onStateChanged() { page.rebuild(); }
        function onGameChanged() { page.rebuild(); }
    }
    Component.onCompleted: rebuild()

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing

        LevelChart {
            id: chart

            objectName: "levelsChart"
            Layout.fillWidth: true
            Layout.fillHeight: true
            series: page.series
            topLevel: page.topLevel
            textColor: Theme.text
            gridColor: Theme.divider
            fontPixelSize: Theme.bodySize
            turnTitle: qsTr("Turn")
            levelTitle: qsTr("Level")
            visible: page.series.length > 0
        }

        Label {
            objectName: "chartEmpty"
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: page.series.length === 0
            text: page.session && page.session.hasGame ? qsTr("This game has no levels to chart.")
                                                       : qsTr("No game is open: its levels appear here.")
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            wrapMode: Text.Wrap
            font.pixelSize: Theme.bodySize
            color: Theme.secondaryText
        }
    }
}

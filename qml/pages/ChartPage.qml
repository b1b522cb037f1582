pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtCharts
import Arbiter

// Each player's level turn by turn, one line per player in their colour. The numbers are the session's
// (levelSeries()); the page only draws them, again after every change of the game. Lines that run
// together stay apart: each player has a dash pattern of their own, and the lines drawn first are wider,
// so a line on top of another leaves the other's colour showing along its edges.
Page {
    id: page

    property GameSession session
    // [{name, colour, turns: [0, 1, ...], levels: [...]}] as the chart shows it now.
    property var series: []
    readonly property int lastTurn: series.length > 0 ? series[0].turns[series[0].turns.length - 1] : 0
    readonly property int topLevel: session && session.winningLevel > 1 ? session.winningLevel : 10
    // A dash pattern per seat (repeating after five); a player's line is told apart without colour.
    readonly property var dashStyles: [Qt.SolidLine, Qt.DashLine, Qt.DotLine, Qt.DashDotLine, Qt.DashDotDotLine]

    // The series are made in JS: their number is the number of players, known only at run time.
    function rebuild() {
        chart.removeAllSeries();
        series = session && session.hasGame ? session.levelSeries() : [];
        // At most 10 steps between ticks, each a whole number of turns, so every label is exact.
        const step = Math.max(1, Math.ceil(lastTurn / 10));
        const steps = Math.max(1, Math.ceil(lastTurn / step));
        xAxis.max = steps * step;
        xAxis.tickCount = steps + 1;
        for (let seat = 0; seat < series.length; ++seat)
            plot(chart.createSeries(ChartView.SeriesTypeLine, series[seat].name, xAxis, yAxis), series[seat], seat);
    }
    // `line` is a LineSeries, which createSeries() declares as its base type.
    function plot(line, player, seat) {
        line.color = player.colour;
        line.style = dashStyles[seat % dashStyles.length];
        line.width = 2 + (series.length > 6 ? 1 : 2) * (series.length - 1 - seat);
        line.capStyle = Qt.FlatCap;
        line.pointsVisible = lastTurn < 40;
        for (let i = 0; i < player.levels.length; ++i) {
            if (player.levels[i] !== null && player.levels[i] !== undefined)
                line.append(player.turns[i], player.levels[i]);
        }
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

        ChartView {
            id: chart

            objectName: "levelsChart"
            Layout.fillWidth: true
            Layout.fillHeight: true
            antialiasing: true
            theme: Theme.dark ? ChartView.ChartThemeDark : ChartView.ChartThemeLight
            backgroundColor: Theme.background
            legend.visible: true
            legend.alignment: Qt.AlignBottom
            legend.font.pixelSize: Theme.bodySize
            legend.labelColor: Theme.text
            visible: page.series.length > 0

            // ValuesAxis is ValueAxis under its older name: Qt 6.4's QtCharts type description lists
            // QValueAxis twice and the second entry hides "ValueAxis" from qmllint.
            ValuesAxis {
                id: xAxis

                min: 0
                max: 1
                labelFormat: "%d"
                titleText: qsTr("Turn")
                labelsColor: Theme.text
                color: Theme.divider
                gridLineColor: Theme.divider
            }
            ValuesAxis {
                id: yAxis

                min: 1
                max: page.topLevel
                tickCount: page.topLevel
                labelFormat: "%d"
                titleText: qsTr("Level")
                labelsColor: Theme.text
                color: Theme.divider
                gridLineColor: Theme.divider
            }
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

pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtCharts
import Arbiter

// Each player's level after every action in effect, one line per player in their colour. The numbers are
// the session's (levelSeries()); the page only draws them, again after every change of the game.
Page {
    id: page

    property GameSession session
    // [{name, colour, levels: [...]}] as the chart shows it now.
    property var series: []
    readonly property int actionCount: series.length > 0 ? series[0].levels.length - 1 : 0
    readonly property int topLevel: session && session.winningLevel > 1 ? session.winningLevel : 10

    // The series are made in JS: their number is the number of players, known only at run time.
    function rebuild() {
        chart.removeAllSeries();
        series = session && session.hasGame ? session.levelSeries() : [];
        // At most 10 steps between ticks, each a whole number of actions, so every label is exact.
        const step = Math.max(1, Math.ceil(actionCount / 10));
        const steps = Math.max(1, Math.ceil(actionCount / step));
        xAxis.max = steps * step;
        xAxis.tickCount = steps + 1;
        for (const player of series)
            plot(chart.createSeries(ChartView.SeriesTypeLine, player.name, xAxis, yAxis), player);
    }
    // `line` is a LineSeries, which createSeries() declares as its base type.
    function plot(line, player) {
        line.color = player.colour;
        line.width = 3;
        line.pointsVisible = actionCount < 40;
        for (let x = 0; x < player.levels.length; ++x)
            line.append(x, player.levels[x]);
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
                titleText: qsTr("Actions in effect")
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

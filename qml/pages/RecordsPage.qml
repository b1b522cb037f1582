pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The records across the open file's games, one section per edition (and per Munchkin Panic mode): wins
// per player as bars, the players' table, the final Levels of the last games as a chart, the most fought
// and deadliest Monsters and the longest game. Filtered by a player and a period; every figure is
// replayed from the log by GameReports.
Page {
    id: page

    property GameSession session
    readonly property bool narrow: width < Theme.narrowWidth
    property recordsView records
    // The filter: a player's name ("" for everyone) and the last days counted (0 for any day).
    property string player: ""
    property int days: 0

    function isoDay(date) {
        return Qt.formatDate(date, "yyyy-MM-dd");
    }
    function rebuild() {
        const from = days > 0 ? isoDay(new Date(Date.now() - (days - 1) * 24 * 3600 * 1000)) : "";
        records = reports.records(player, from, "");
    }

    title: qsTr("Records")
    background: Rectangle {
        color: Theme.background
    }

    GameReports {
        id: reports

        session: page.session
    }
    Connections {
        target: page.session
        function onFileChanged() { page.rebuild(); }
        function onGameChanged() { page.rebuild(); }
        function onStateChanged() { page.rebuild(); }
    }
    onPlayerChanged: rebuild()
    onDaysChanged: rebuild()
    Component.onCompleted: rebuild()

    Flickable {
        id: flick

        anchors.fill: parent
        contentHeight: column.implicitHeight + 2 * column.y
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        ScrollIndicator.vertical: ScrollIndicator {}

        ColumnLayout {
            id: column

            x: Math.max(page.narrow ? Theme.spacing : Theme.margin, (flick.width - Theme.contentMaxWidth) / 2)
            y: page.narrow ? Theme.spacing : Theme.margin
            width: flick.width - 2 * x
            spacing: Theme.margin

            Flow {
                Layout.fillWidth: true
                spacing: Theme.spacing

                ComboBox {
                    id: playerBox

                    objectName: "recordsPlayer"
                    width: page.narrow ? column.width : 260
                    implicitHeight: Theme.touchTarget
                    model: {
                        const choices = [qsTr("Every player")];
                        for (const name of page.records.playerNames)
                            choices.push(name);
                        return choices;
                    }
                    Accessible.name: qsTr("Player")
                    onActivated: index => page.player = index <= 0 ? "" : page.records.playerNames[index - 1]
                }
                ComboBox {
                    objectName: "recordsPeriod"
                    readonly property var periods: [0, 7, 30, 365]
                    width: page.narrow ? column.width : 220
                    implicitHeight: Theme.touchTarget
                    model: [qsTr("Any day"), qsTr("The last 7 days"), qsTr("The last 30 days"), qsTr("The last 12 months")]
                    Accessible.name: qsTr("Period")
                    onActivated: index => page.days = periods[index]
                }
            }

            Label {
                objectName: "recordsSummary"
                Layout.fillWidth: true
                text: !page.records.valid ? page.records.error
                    : page.records.allGames === 0 ? qsTr("This file holds no game yet: records appear after the first one.")
                    : qsTr("%1 of the file's %2 games counted.").arg(page.records.games).arg(page.records.allGames)
                wrapMode: Text.Wrap
                font.pixelSize: Theme.bodySize
                color: page.records.valid ? Theme.secondaryText : Theme.refused
            }

            Repeater {
                model: page.records.kinds

                delegate: Rectangle {
                    id: section

                    required property kindRecordsView modelData
                    readonly property var players: modelData.players
                    readonly property int mostWins: {
                        let most = 1;
                        for (const p of players)
                            most = Math.max(most, p.won);
                        return most;
                    }
                    readonly property var recent: reports.recentSeries(modelData)

                    objectName: "records_" + modelData.kind
                    Layout.fillWidth: true
                    implicitHeight: sectionColumn.implicitHeight + 2 * Theme.margin
                    color: Theme.surface
                    border.color: Theme.divider
                    radius: Theme.radius

                    ColumnLayout {
                        id: sectionColumn

                        x: Theme.margin
                        y: Theme.margin
                        width: parent.width - 2 * Theme.margin
                        spacing: Theme.spacing

                        Label {
                            Layout.fillWidth: true
                            // The app ships no translation yet, so qsTr's %n plural forms are not used.
                            text: section.modelData.games === 1
                                  ? qsTr("%1: one game").arg(reports.kindTitle(section.modelData.edition, section.modelData.mode))
                                  : qsTr("%1: %2 games").arg(reports.kindTitle(section.modelData.edition, section.modelData.mode))
                                                        .arg(section.modelData.games)
                            wrapMode: Text.Wrap
                            font.pixelSize: Theme.titleSize
                            font.weight: Font.Bold
                            color: Theme.text
                        }

                        // Wins per player: a bar each, its name and number written beside it.
                        Label {
                            text: qsTr("Wins")
                            font.pixelSize: Theme.bodySize
                            font.weight: Font.Bold
                            color: Theme.text
                        }
                        Repeater {
                            model: section.players
                            delegate: RowLayout {
                                required property playerRecordView modelData
                                required property int index
                                Layout.fillWidth: true
                                spacing: Theme.spacing

                                Label {
                                    Layout.preferredWidth: Math.min(160, sectionColumn.width * 0.35)
                                    text: parent.modelData.name
                                    elide: Text.ElideRight
                                    font.pixelSize: Theme.bodySize
                                    color: Theme.text
                                }
                                Rectangle {
                                    objectName: "winsBar_" + parent.modelData.name
                                    Layout.preferredWidth: Math.max(2, (sectionColumn.width * 0.35) * parent.modelData.won / section.mostWins)
                                    Layout.preferredHeight: 18
                                    color: Theme.accent
                                    radius: 3
                                }
                                Label {
                                    Layout.fillWidth: true
                                    text: qsTr("%1 of %2").arg(parent.modelData.won).arg(parent.modelData.played)
                                    font.pixelSize: Theme.bodySize
                                    color: Theme.text
                                }
                            }
                        }

                        // The players' table; where it would not fit (a phone, large text), a line per player.
                        readonly property bool tableFits: sectionColumn.width >= 90 * Theme.textScale * 5
                        Repeater {
                            model: sectionColumn.tableFits ? [] : section.players
                            delegate: Label {
                                required property playerRecordView modelData
                                Layout.fillWidth: true
                                wrapMode: Text.Wrap
                                font.pixelSize: Theme.bodySize
                                color: Theme.text
                                text: section.modelData.panic
                                      ? qsTr("%1: %2 played, %3 Trophy points, %4 kills").arg(modelData.name)
                                            .arg(modelData.played).arg(modelData.trophyPoints).arg(modelData.kills)
                                      : qsTr("%1: %2 played, average Level %3, %4 kills, %5 deaths").arg(modelData.name)
                                            .arg(modelData.played)
                                            .arg(Number(modelData.averageFinalLevel).toLocaleString(Qt.locale(), "f", 1))
                                            .arg(modelData.kills).arg(modelData.deaths)
                            }
                        }
                        GridLayout {
                            objectName: "recordsTable"
                            visible: sectionColumn.tableFits
                            Layout.fillWidth: true
                            // Wins are the bars' above.
                            columns: section.modelData.panic ? 4 : 5
                            columnSpacing: Theme.spacing
                            rowSpacing: 2

                            Repeater {
                                model: section.modelData.panic
                                       ? [qsTr("Player"), qsTr("Played"), qsTr("Trophy points"), qsTr("Kills")]
                                       : [qsTr("Player"), qsTr("Played"), qsTr("Average Level"), qsTr("Kills"), qsTr("Deaths")]
                                delegate: Label {
                                    id: heading
                                    required property string modelData
                                    required property int index
                                    // The name column takes the room; the figures' headings wrap between words, and a
                                    // column is never narrower than its heading's longest word ("Trophäenpunkte").
                                    Layout.fillWidth: index === 0
                                    Layout.minimumWidth: index === 0 ? Math.round(64 * Theme.textScale) : 0
                                    Layout.maximumWidth: index === 0 ? -1
                                                                     : Math.max(Math.round(72 * Theme.textScale),
                                                                                Math.ceil(longestWord.advanceWidth) + 1)
                                    Layout.alignment: Qt.AlignBottom
                                    text: modelData
                                    wrapMode: Text.Wrap
                                    font.pixelSize: Theme.captionSize
                                    font.weight: Font.Bold
                                    color: Theme.secondaryText

                                    TextMetrics {
                                        id: longestWord
                                        font.pixelSize: Theme.captionSize
                                        font.weight: Font.Bold
                                        text: heading.modelData.split(" ").reduce((a, b) => b.length > a.length ? b : a, "")
                                    }
                                }
                            }
                            Repeater {
                                model: {
                                    const cells = [];
                                    for (const p of section.players) {
                                        if (section.modelData.panic)
                                            cells.push(p.name, p.played, p.trophyPoints, p.kills);
                                        else
                                            cells.push(p.name, p.played, Number(p.averageFinalLevel).toLocaleString(Qt.locale(), "f", 1),
                                                       p.kills, p.deaths);
                                    }
                                    return cells;
                                }
                                delegate: Label {
                                    required property var modelData
                                    required property int index
                                    Layout.fillWidth: index % (section.modelData.panic ? 4 : 5) === 0
                                    Layout.minimumWidth: index % (section.modelData.panic ? 4 : 5) === 0
                                                         ? Math.round(64 * Theme.textScale) : 0
                                    text: String(modelData)
                                    elide: Text.ElideRight
                                    font.pixelSize: Theme.bodySize
                                    color: Theme.text
                                }
                            }
                        }

                        Label {
                            visible: section.recent.length > 0
                            Layout.fillWidth: true
                            wrapMode: Text.Wrap
                            text: section.modelData.panic ? qsTr("Trophy points over the last games")
                                                          : qsTr("Final Levels over the last games")
                            font.pixelSize: Theme.bodySize
                            font.weight: Font.Bold
                            color: Theme.text
                        }
                        LevelChart {
                            objectName: "recentChart_" + section.modelData.kind
                            visible: section.recent.length > 0
                            Layout.fillWidth: true
                            Layout.preferredHeight: 220
                            series: section.recent
                            topLevel: Math.max(2, reports.recentTop(section.modelData))
                            textColor: Theme.text
                            gridColor: Theme.divider
                            fontPixelSize: Theme.captionSize
                            turnTitle: qsTr("Game")
                            levelTitle: section.modelData.panic ? qsTr("Trophy points") : qsTr("Level")
                        }

                        Label {
                            Layout.fillWidth: true
                            visible: section.modelData.mostFought.length > 0
                            text: qsTr("Most fought: %1").arg(reports.monstersText(section.modelData.mostFought, 3))
                            wrapMode: Text.Wrap
                            font.pixelSize: Theme.bodySize
                            color: Theme.text
                        }
                        Label {
                            Layout.fillWidth: true
                            visible: section.modelData.deadliest.length > 0
                            text: qsTr("Deadliest: %1").arg(reports.monstersText(section.modelData.deadliest, 3))
                            wrapMode: Text.Wrap
                            font.pixelSize: Theme.bodySize
                            color: Theme.text
                        }
                        Label {
                            Layout.fillWidth: true
                            text: qsTr("Longest game: %1, %2").arg(section.modelData.longest.name)
                                  .arg(reports.lengthText(section.modelData.longest.turns, section.modelData.longest.actions))
                            wrapMode: Text.Wrap
                            font.pixelSize: Theme.bodySize
                            color: Theme.text
                        }
                    }
                }
            }
        }
    }
}

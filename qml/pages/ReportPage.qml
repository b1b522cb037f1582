pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The game's report: who won and how, the Levels chart, each player's figures, the biggest fight and, in
// Munchkin Panic, what the Castle lost. Every figure is replayed from the log by GameReports; the page
// asks again after every change of the game. "Save image" and "Save PDF" share it.
Page {
    id: page

    property GameSession session
    readonly property bool narrow: width < Theme.narrowWidth
    property gameReportView report
    property var series: []
    // Where the last save went, or why it failed.
    property string savedText: ""
    // Where "Save" writes; empty: the user's pictures (PNG) or documents (PDF) folder.
    property string saveDirectory: ""
    property bool saveFailed: false

    function rebuild() {
        report = reports.report();
        series = report.valid && !report.panic && session ? session.history.levelSeries() : [];
    }
    function share(format) {
        const path = reports.save(format, saveDirectory);
        saveFailed = path === "";
        savedText = path !== "" ? qsTr("Saved as %1").arg(path) : reports.lastError;
    }

    title: qsTr("Game report")
    background: Rectangle {
        color: Theme.background
    }

    GameReports {
        id: reports

        session: page.session
    }
    Connections {
        target: page.session
        function onStateChanged() { page.rebuild(); }
        function onGameChanged() { page.rebuild(); }
    }
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

            Label {
                objectName: "reportEmpty"
                visible: !page.report.valid
                Layout.fillWidth: true
                text: reports.lastError !== "" ? reports.lastError : qsTr("No game is open: its report appears here.")
                wrapMode: Text.Wrap
                font.pixelSize: Theme.bodySize
                color: Theme.secondaryText
            }

            ColumnLayout {
                visible: page.report.valid
                Layout.fillWidth: true
                spacing: Theme.spacing / 2

                Label {
                    objectName: "reportTitle"
                    Layout.fillWidth: true
                    text: page.report.gameName
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.headlineSize
                    font.weight: Font.Bold
                    color: Theme.text
                }
                Label {
                    Layout.fillWidth: true
                    text: qsTr("%1 · %2").arg(reports.kindTitle(page.report.edition, page.report.mode))
                                         .arg(reports.lengthText(page.report.turns, page.report.actions))
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.bodySize
                    color: Theme.secondaryText
                }
            }

            Label {
                objectName: "reportOutcome"
                visible: page.report.valid
                Layout.fillWidth: true
                text: reports.outcomeText(page.report)
                wrapMode: Text.Wrap
                font.pixelSize: Theme.titleSize
                font.weight: Font.Bold
                color: page.report.castleFell ? Theme.refused : page.report.wonBy !== "" ? Theme.legal : Theme.text
                padding: Theme.spacing
                background: Rectangle {
                    color: page.report.castleFell ? Theme.refusedBackground
                                                  : page.report.wonBy !== "" ? Theme.legalBackground : Theme.surface
                    border.color: Theme.divider
                    radius: Theme.radius
                }
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }

            Flow {
                visible: page.report.valid
                Layout.fillWidth: true
                spacing: Theme.spacing

                TouchButton {
                    objectName: "saveImageButton"
                    text: qsTr("Save image")
                    onClicked: page.share("png")
                }
                TouchButton {
                    objectName: "savePdfButton"
                    text: qsTr("Save PDF")
                    onClicked: page.share("pdf")
                }
            }
            Label {
                objectName: "savedLabel"
                visible: page.savedText !== ""
                Layout.fillWidth: true
                text: page.savedText
                wrapMode: Text.WrapAnywhere
                font.pixelSize: Theme.captionSize
                color: page.saveFailed ? Theme.refused : Theme.secondaryText
            }

            Label {
                visible: page.series.length > 0
                text: qsTr("Levels, turn by turn")
                font.pixelSize: Theme.titleSize
                font.weight: Font.Bold
                color: Theme.text
            }
            LevelChart {
                objectName: "reportChart"
                visible: page.series.length > 0
                Layout.fillWidth: true
                Layout.preferredHeight: Math.max(240, Math.min(360, width * 0.45))
                series: page.series
                topLevel: page.report.winningLevel
                textColor: Theme.text
                gridColor: Theme.divider
                fontPixelSize: Theme.captionSize
                turnTitle: qsTr("Turn")
                levelTitle: qsTr("Level")
            }

            Label {
                visible: page.report.valid
                text: qsTr("Players")
                font.pixelSize: Theme.titleSize
                font.weight: Font.Bold
                color: Theme.text
            }
            Flow {
                id: playerFlow

                readonly property int columns: Math.max(1, Math.floor((width + spacing) / (300 + spacing)))
                visible: page.report.valid
                Layout.fillWidth: true
                spacing: Theme.spacing

                Repeater {
                    model: page.report.players

                    delegate: Rectangle {
                        id: card

                        required property reportPlayerView modelData
                        readonly property var figures: reports.figures(modelData, page.report.panic)

                        objectName: "reportPlayer_" + modelData.name
                        width: (playerFlow.width - (playerFlow.columns - 1) * playerFlow.spacing) / playerFlow.columns
                        height: cardColumn.implicitHeight + 2 * Theme.spacing
                        color: Theme.surface
                        border.color: modelData.winner ? Theme.legal : Theme.divider
                        border.width: modelData.winner ? 2 : 1
                        radius: Theme.radius

                        ColumnLayout {
                            id: cardColumn

                            x: Theme.spacing
                            y: Theme.spacing
                            width: parent.width - 2 * Theme.spacing
                            spacing: Theme.spacing / 2

                            RowLayout {
                                Layout.fillWidth: true
                                spacing: Theme.spacing

                                // The player's colour with their initial: told apart by more than colour. The disc
                                // grows with the text size, so that the initial stays inside it, on its colour.
                                Rectangle {
                                    readonly property real diameter:
                                        Math.max(28, Math.ceil(Math.hypot(initial.implicitWidth, initial.implicitHeight)) + 2)

                                    implicitWidth: diameter
                                    implicitHeight: diameter
                                    radius: diameter / 2
                                    color: card.modelData.colour
                                    border.color: Theme.text
                                    Label {
                                        id: initial

                                        anchors.centerIn: parent
                                        text: card.modelData.name.charAt(0).toUpperCase()
                                        font.pixelSize: Theme.captionSize
                                        font.weight: Font.Bold
                                        color: "#ffffff"
                                        style: Text.Outline
                                        styleColor: "#000000"
                                    }
                                }
                                Label {
                                    Layout.fillWidth: true
                                    text: card.modelData.winner ? qsTr("★ %1, winner").arg(card.modelData.name)
                                        : card.modelData.masterMunchkin ? qsTr("★ %1, Master Munchkin").arg(card.modelData.name)
                                        : card.modelData.name
                                    elide: Text.ElideRight
                                    font.pixelSize: Theme.titleSize
                                    font.weight: Font.Bold
                                    color: Theme.text
                                }
                            }
                            // One figure a row: its label, and its number at the right edge.
                            Repeater {
                                model: card.figures
                                delegate: RowLayout {
                                    id: figureRow

                                    required property reportFigure modelData
                                    Layout.fillWidth: true
                                    spacing: Theme.spacing

                                    Label {
                                        Layout.fillWidth: true
                                        text: figureRow.modelData.label
                                        elide: Text.ElideRight
                                        font.pixelSize: Theme.bodySize
                                        color: Theme.secondaryText
                                    }
                                    Label {
                                        Layout.maximumWidth: cardColumn.width * 0.6
                                        text: figureRow.modelData.value
                                        horizontalAlignment: Text.AlignRight
                                        wrapMode: Text.Wrap
                                        font.pixelSize: Theme.bodySize
                                        font.weight: Font.Bold
                                        color: Theme.text
                                    }
                                }
                            }
                        }
                    }
                }
            }

            Label {
                visible: page.report.valid && !page.report.panic
                text: qsTr("The biggest fight")
                font.pixelSize: Theme.titleSize
                font.weight: Font.Bold
                color: Theme.text
            }
            Label {
                objectName: "reportFight"
                visible: page.report.valid && !page.report.panic
                Layout.fillWidth: true
                text: reports.fightText(page.report.biggestFight)
                wrapMode: Text.Wrap
                font.pixelSize: Theme.bodySize
                color: Theme.text
            }
            Label {
                readonly property string cards: reports.fightCardsText(page.report.biggestFight)
                visible: page.report.valid && !page.report.panic && cards !== ""
                Layout.fillWidth: true
                text: cards
                wrapMode: Text.Wrap
                font.pixelSize: Theme.bodySize
                color: Theme.secondaryText
            }

            Label {
                visible: page.report.valid && page.report.panic
                text: qsTr("What the Castle lost")
                font.pixelSize: Theme.titleSize
                font.weight: Font.Bold
                color: Theme.text
            }
            Label {
                visible: page.report.valid && page.report.panic && page.report.structuresLost.length === 0
                Layout.fillWidth: true
                text: qsTr("No Tower or Wall fell.")
                font.pixelSize: Theme.bodySize
                color: Theme.text
            }
            Repeater {
                model: page.report.panic ? page.report.structuresLost : []
                delegate: Label {
                    required property structureLossView modelData
                    Layout.fillWidth: true
                    text: reports.structureText(modelData)
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.bodySize
                    color: Theme.text
                }
            }
        }
    }
}

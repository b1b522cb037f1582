pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
// Loaded dialogs are opened as T.Popup: naming their own types would compile them with the page.
import QtQuick.Templates as T
import Arbiter

// The table: the turn and its buttons, the winners once there are any, the Deluxe level board, and a
// card per player. The cards flow in as many columns as the width allows (four on a landscape tablet,
// two upright, one on a phone).
Page {
    id: page

    property GameSession session
    readonly property bool narrow: width < Theme.narrowWidth
    readonly property var winners: session ? session.winners : []

    title: session ? session.gameName : qsTr("The table")
    background: Rectangle {
        color: Theme.background
    }

    Flickable {
        id: flick

        objectName: "tableFlickable"
        anchors.fill: parent
        contentWidth: width
        contentHeight: column.implicitHeight + 2 * Theme.margin
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        ScrollIndicator.vertical: ScrollIndicator {}

        ColumnLayout {
            id: column

            x: page.narrow ? Theme.spacing : Theme.margin
            y: x
            width: flick.width - 2 * x
            spacing: page.narrow ? Theme.spacing : Theme.margin

            TableHeader {
                Layout.fillWidth: true
                session: page.session
                onCharityRequested: page.openCharity()
            }

            Label {
                objectName: "winnersLabel"
                Layout.fillWidth: true
                visible: page.winners.length > 0
                text: page.winners.length > 1 ? qsTr("★ %1 win the game!").arg(page.winners.join(qsTr(" and ")))
                                               : qsTr("★ %1 wins the game!").arg(page.winners.join(""))
                horizontalAlignment: Text.AlignHCenter
                font.pixelSize: Theme.levelSize * (page.narrow ? 0.6 : 0.8)
                font.weight: Font.Bold
                color: Theme.legal
                wrapMode: Text.Wrap
                padding: Theme.spacing
                background: Rectangle {
                    color: Theme.legalBackground
                    border.color: Theme.legal
                    border.width: 2
                    radius: Theme.radius
                }
            }
            // Made only once someone has won: the table's start-up pays nothing for it.
            Loader {
                Layout.alignment: Qt.AlignHCenter
                active: page.winners.length > 0
                visible: active
                source: active ? Qt.resolvedUrl("../components/ReportButton.qml") : ""
            }

            LevelBoard {
                Layout.fillWidth: true
                visible: page.session !== null && page.session.hasLevelBoard
                session: page.session
            }

            Flow {
                id: cardFlow

                // Cards at least this wide: 4 columns at 1280, 2 at 800, 1 on a phone.
                readonly property int minCardWidth: 290
                readonly property int columns: Math.max(1, Math.floor((width + spacing) / (minCardWidth + spacing)))
                readonly property real cardWidth: Math.floor((width - (columns - 1) * spacing) / columns)

                objectName: "playerCards"
                Layout.fillWidth: true
                spacing: page.narrow ? Theme.spacing : Theme.margin

                Repeater {
                    model: page.session ? page.session.players : null

                    delegate: PlayerCard {
                        width: cardFlow.cardWidth
                        session: page.session
                        onSellRequested: (playerName) => page.openSale(playerName)
                    }
                }
            }

            Text {
                Layout.fillWidth: true
                visible: !page.session || !page.session.hasGame
                text: qsTr("No game is open.")
                horizontalAlignment: Text.AlignHCenter
                font.pixelSize: Theme.titleSize
                color: Theme.secondaryText
                wrapMode: Text.Wrap
            }
        }
    }

    // The dialogs once opened (null before), for tests and for anyone who needs to reach them.
    readonly property QtObject charityDialog: charityLoader.item
    readonly property QtObject sellDialog: sellLoader.item

    // The dialogs are compiled and made on first use (loaded by URL, so that not even their types are
    // resolved before): the table's first frame does not wait for them.
    function openCharity() {
        charityLoader.setSource("qrc:/Arbiter/qml/dialogs/CharityDialog.qml", { session: page.session });
        (charityLoader.item as T.Popup).open();
    }

    function openSale(playerName) {
        sellLoader.setSource("qrc:/Arbiter/qml/dialogs/SellDialog.qml",
                             { session: page.session, playerName: playerName });
        (sellLoader.item as T.Popup).open();
    }

    Loader {
        id: charityLoader
    }

    Loader {
        id: sellLoader
    }
}

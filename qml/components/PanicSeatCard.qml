pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Arbiter

// One player of a Munchkin Panic game: Trophy points in big type, kills, the Trophies, the cards in hand
// with −/+ to match the table's count, the Treasure waiting under the Trophies, Lose Help, and whose
// turn it is. The counts are corrections (panic-set-hand); the referee keeps them otherwise.
Rectangle {
    id: card

    property GameSession session
    // A seat of session.panic.seats.
    property var seat: ({})
    property bool master: false  // the Master Munchkin so far (or at the end)

    function setHand(field, value) {
        if (!card.session || value < 0)
            return;
        Navigator.perform(card.session, field === "treasure" ? PanicActions.setTreasure(card.seat.name, value)
                                                             : PanicActions.setCastleCards(card.seat.name, value));
    }

    objectName: "panicSeat_" + (seat.name ?? "")
    implicitHeight: column.implicitHeight + 2 * Theme.spacing
    radius: Theme.radius
    color: Theme.surface
    border.color: seat.isCurrent ? Theme.accent : Theme.divider
    border.width: seat.isCurrent ? 3 : 1

    component Count: RowLayout {
        id: count

        property string label
        property string field
        property int value

        spacing: 0
        Text {
            Layout.fillWidth: true
            text: count.label
            font.pixelSize: Theme.bodySize
            color: Theme.text
            elide: Text.ElideRight
        }
        TouchButton {
            objectName: "minus_" + count.field + "_" + (card.seat.name ?? "")
            text: "−"
            leftPadding: Theme.spacing
            rightPadding: Theme.spacing
            enabled: count.value > 0
            Accessible.name: qsTr("One %1 fewer for %2").arg(count.label).arg(card.seat.name)
            onClicked: card.setHand(count.field, count.value - 1)
        }
        Text {
            objectName: "count_" + count.field + "_" + (card.seat.name ?? "")
            Layout.minimumWidth: 32
            horizontalAlignment: Text.AlignHCenter
            text: count.value
            font.pixelSize: Theme.titleSize
            font.weight: Font.Bold
            color: Theme.text
        }
        TouchButton {
            objectName: "plus_" + count.field + "_" + (card.seat.name ?? "")
            text: "+"
            leftPadding: Theme.spacing
            rightPadding: Theme.spacing
            Accessible.name: qsTr("One %1 more for %2").arg(count.label).arg(card.seat.name)
            onClicked: card.setHand(count.field, count.value + 1)
        }
    }

    ColumnLayout {
        id: column

        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: 4

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Rectangle {
                Layout.preferredWidth: 14
                Layout.preferredHeight: 14
                radius: 7
                color: card.seat.colour || Theme.secondaryText
            }
            Text {
                objectName: "seatName_" + (card.seat.name ?? "")
                Layout.fillWidth: true
                text: (card.master ? "★ " : "") + (card.seat.name ?? "")
                      + (card.seat.character ? qsTr(" (%1)").arg(card.seat.character) : "")
                font.pixelSize: Theme.titleSize
                font.weight: Font.Bold
                color: Theme.text
                elide: Text.ElideRight
            }
            Text {
                objectName: "seatPoints_" + (card.seat.name ?? "")
                text: card.seat.points ?? 0
                font.pixelSize: Theme.headlineSize + 8
                font.weight: Font.Bold
                color: Theme.text
            }
            Text {
                text: qsTr("points")
                font.pixelSize: Theme.captionSize
                color: Theme.secondaryText
            }
        }

        Flow {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Text {
                text: qsTr("%n kill(s)", "", card.seat.kills ?? 0)
                font.pixelSize: Theme.captionSize
                color: Theme.secondaryText
            }
            Text {
                objectName: "seatTurn_" + (card.seat.name ?? "")
                visible: card.seat.isCurrent === true
                text: qsTr("their turn")
                font.pixelSize: Theme.captionSize
                font.weight: Font.Bold
                color: Theme.link
            }
            Text {
                objectName: "seatLoseHelp_" + (card.seat.name ?? "")
                visible: card.seat.loseHelp === true
                text: qsTr("LOSE HELP: no deals")
                font.pixelSize: Theme.captionSize
                font.weight: Font.Bold
                color: Theme.refused
            }
            Text {
                objectName: "seatWaiting_" + (card.seat.name ?? "")
                visible: (card.seat.treasureWaiting ?? 0) > 0
                text: qsTr("%1 Treasure waiting").arg(card.seat.treasureWaiting ?? 0)
                font.pixelSize: Theme.captionSize
                color: Theme.legal
            }
        }

        Text {
            objectName: "seatTrophies_" + (card.seat.name ?? "")
            Layout.fillWidth: true
            visible: (card.seat.trophies || []).length > 0
            text: (card.seat.trophies || []).map(t => t.additionErrors > 0
                                                  ? qsTr("%1 (%2+%3)").arg(t.token).arg(t.points).arg(t.additionErrors)
                                                  : qsTr("%1 (%2)").arg(t.token).arg(t.points)).join(", ")
            font.pixelSize: Theme.captionSize
            color: Theme.secondaryText
            wrapMode: Text.Wrap
        }

        Count {
            Layout.fillWidth: true
            label: qsTr("Castle cards")
            field: "castleCards"
            value: card.seat.castleCards ?? 0
        }
        Count {
            Layout.fillWidth: true
            label: qsTr("Treasure")
            field: "treasure"
            value: card.seat.treasure ?? 0
        }
    }
}

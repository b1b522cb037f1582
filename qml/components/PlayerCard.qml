pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Templates as T
import Arbiter

// One player at the table, as a delegate of session.players: their Level with "−" and "+", strength,
// character cards and what they have in play. Tapping the card (outside its buttons) opens their page.
// A template delegate with a plain background: the Material one's ripple and attached style cost a
// noticeable part of the table's first frame, four or more times over.
T.ItemDelegate {
    id: card

    implicitWidth: Math.max(implicitBackgroundWidth, implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight, implicitContentHeight + topPadding + bottomPadding)

    property GameSession session

    // The roles of PlayersModel.
    required property string name
    required property string colour
    required property string sex
    required property int level
    required property int gear
    required property int strength
    required property bool gearNumber
    required property var cards
    required property int itemCount
    required property int equippedCount
    required property var rides
    required property var hirelings
    required property var curses
    required property bool dead
    required property bool current
    required property bool fighting
    required property bool winner
    required property int seat

    // The badges that apply, in this order: whose turn, dead, fighting, winner.
    readonly property var badges: {
        const shown = [];
        if (current)
            shown.push({ name: "turnMarker_", text: qsTr("▶ Their turn"), tint: Theme.link });
        if (dead)
            shown.push({ name: "dead_", text: qsTr("DEAD"), tint: Theme.refused });
        if (fighting)
            shown.push({ name: "fighting_", text: qsTr("⚔ In the fight"), tint: Theme.text });
        if (winner)
            shown.push({ name: "winner_", text: qsTr("★ Winner"), tint: Theme.legal });
        return shown;
    }

    // The Sell button was tapped: the table opens its selling dialog for this player.
    signal sellRequested(string playerName)

    objectName: "playerCard_" + name
    padding: Theme.margin
    leftPadding: Theme.margin + 10
    Accessible.name: qsTr("%1, Level %2").arg(name).arg(level)
    onClicked: Navigator.pageRequested("player", { playerName: card.name })

    background: Rectangle {
        color: Theme.surface
        radius: Theme.radius
        // Whose turn it is shows from across the table: a thick accent border.
        border.color: card.current ? Theme.accent : Theme.divider
        border.width: card.current ? 3 : 1

        // The player's colour, as on their pawn.
        Rectangle {
            objectName: "stripe_" + card.name
            anchors.left: parent.left
            anchors.top: parent.top
            anchors.bottom: parent.bottom
            anchors.margins: parent.border.width
            width: 10
            radius: Theme.radius / 2
            color: card.colour
        }
    }

    component Badge: Text {
        id: badge

        property color tint: Theme.text

        leftPadding: Theme.spacing
        rightPadding: Theme.spacing
        topPadding: 2
        bottomPadding: 2
        font.pixelSize: Theme.captionSize
        font.weight: Font.Bold
        color: badge.tint

        Rectangle {
            anchors.fill: parent
            z: -1
            color: Theme.tagBackground
            border.color: badge.tint
            radius: Theme.radius
        }
    }

    // Not shown: the height of one badge, for the line of badges kept on every card.
    Badge {
        id: badgeProbe

        visible: false
        text: "▶"
    }

    contentItem: ColumnLayout {
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Text {
                objectName: "name_" + card.name
                Layout.fillWidth: true
                text: card.name
                font.pixelSize: Theme.titleSize
                font.weight: Font.Bold
                font.strikeout: card.dead
                color: Theme.text
                // One line, whatever the name: the cards of a row keep the same layout.
                elide: Text.ElideRight
            }
            Text {
                text: card.sex === "female" ? qsTr("♀ Female") : card.sex === "male" ? qsTr("♂ Male") : qsTr("Sex not set")
                font.pixelSize: Theme.captionSize
                color: Theme.secondaryText
            }
        }

        // Only the badges that apply are made: most cards show one or none. Their line is kept on every
        // card, so the badge of whose turn it is moves nothing (+, -, Sell) as it goes from card to card.
        Flow {
            Layout.fillWidth: true
            Layout.minimumHeight: badgeProbe.implicitHeight
            spacing: Theme.spacing / 2

            Repeater {
                model: card.badges

                delegate: Badge {
                    required property var modelData

                    objectName: modelData.name + card.name
                    text: modelData.text
                    tint: modelData.tint
                }
            }
        }

        PlayerLevelControl {
            Layout.alignment: Qt.AlignHCenter
            session: card.session
            playerName: card.name
            level: card.level
        }

        Text {
            objectName: "strength_" + card.name
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: card.gearNumber ? qsTr("Strength %1 · Gear %2 (one number)").arg(card.strength).arg(card.gear)
                                  : qsTr("Strength %1 · Gear %2").arg(card.strength).arg(card.gear)
            font.pixelSize: Theme.bodySize
            font.weight: Font.DemiBold
            color: Theme.text
            wrapMode: Text.Wrap
        }
        Text {
            objectName: "cards_" + card.name
            Layout.fillWidth: true
            text: card.cards.length > 0 ? card.cards.join(", ") : qsTr("No Race or Class cards")
            font.pixelSize: Theme.bodySize
            color: card.cards.length > 0 ? Theme.text : Theme.secondaryText
            wrapMode: Text.Wrap
        }
        Text {
            objectName: "counts_" + card.name
            Layout.fillWidth: true
            text: qsTr("Items %1 (%2 equipped) · Rides %3 · Hirelings %4 · Curses %5")
                  .arg(card.itemCount).arg(card.equippedCount).arg(card.rides.length)
                  .arg(card.hirelings.length).arg(card.curses.length)
            font.pixelSize: Theme.captionSize
            color: Theme.secondaryText
            wrapMode: Text.Wrap
        }

        TouchButton {
            objectName: "sell_" + card.name
            Layout.alignment: Qt.AlignRight
            Layout.minimumHeight: Theme.touchTarget
            Layout.minimumWidth: Theme.touchTarget * 2
            text: qsTr("Sell…")
            // Offered to whom the referee lets sell now: on their own turn, alive, outside a fight.
            enabled: {
                const sell = card.session ? card.session.legalNow.kinds[ActionKind.SellItems] : undefined;
                return sell !== undefined && sell.available && (sell.players || []).indexOf(card.name) >= 0;
            }
            onClicked: card.sellRequested(card.name)
        }
    }
}

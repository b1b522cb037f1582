pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// One Item a player has in play: what it is, equipped or carried (a switch that asks the referee),
// whether its bonus counts and why, and a button to lose it. A delegate of an ItemsModel: its roles fill
// the required properties.
Pane {
    id: row

    property GameSession session
    property string playerName
    required property string name
    required property string slot
    required property bool big
    required property int bonus
    required property int gold
    required property bool equipped
    required property bool counts
    required property string lifter
    required property var reasons

    readonly property string itemName: row.name

    function slotName(slot) {
        switch (slot) {
        case "headgear": return qsTr("Headgear");
        case "armor": return qsTr("Armor");
        case "footgear": return qsTr("Footgear");
        case "1hand": return qsTr("1 Hand");
        case "2hands": return qsTr("2 Hands");
        }
        return qsTr("No slot");
    }

    objectName: "item_" + itemName
    Layout.fillWidth: true
    padding: Theme.spacing
    background: Rectangle {
        color: Theme.background
        border.color: row.counts ? Theme.divider : Theme.refused
        radius: Theme.radius
    }

    contentItem: ColumnLayout {
        spacing: Theme.spacing / 2

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Label {
                Layout.fillWidth: true
                text: row.itemName
                font.pixelSize: Theme.bodySize
                font.weight: Font.Bold
                color: Theme.text
                wrapMode: Text.Wrap
            }
            Label {
                text: (row.bonus > 0 ? "+" : "") + row.bonus
                font.pixelSize: Theme.titleSize
                font.weight: Font.Bold
                color: row.counts ? Theme.legal : Theme.secondaryText
            }
        }
        Label {
            Layout.fillWidth: true
            text: {
                const parts = [row.slotName(row.slot)];
                if (row.big)
                    parts.push(qsTr("Big"));
                if (row.gold > 0)
                    parts.push(qsTr("%1 Gold").arg(row.gold));
                if (row.lifter === "hireling")
                    parts.push(qsTr("held by a Hireling"));
                else if (row.lifter === "cheat")
                    parts.push(qsTr("on Cheat!"));
                return parts.join(" · ");
            }
            font.pixelSize: Theme.captionSize
            color: Theme.secondaryText
            wrapMode: Text.Wrap
        }
        Label {
            objectName: "counts_" + row.itemName
            Layout.fillWidth: true
            text: row.counts ? qsTr("✓ Its bonus counts") : qsTr("✕ Its bonus does not count")
            font.pixelSize: Theme.captionSize
            font.weight: Font.Bold
            color: row.counts ? Theme.legal : Theme.refused
        }
        ReasonList {
            objectName: "reasons_" + row.itemName
            Layout.fillWidth: true
            compact: true
            visible: reasons.length > 0
            reasons: row.reasons || []
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Switch {
                objectName: "equip_" + row.itemName
                Layout.fillWidth: true
                Layout.minimumHeight: Theme.touchTarget
                // The switch shows the state; a tap asks the referee, who may refuse. Offered only when the
                // referee lets this player equip or carry now (not during a fight).
                enabled: {
                    const equip = row.session ? row.session.legalNow.kinds[ActionKind.EquipItem] : undefined;
                    return equip !== undefined && equip.available
                           && (equip.players || []).indexOf(row.playerName) >= 0;
                }
                checkable: false
                checked: row.equipped
                text: checked ? qsTr("Equipped") : qsTr("Carried")
                onClicked: Navigator.perform(row.session, MunchkinActions.equipItem(row.playerName, row.itemName,
                                                                                    !row.equipped))
            }
            Button {
                objectName: "lose_" + row.itemName
                Layout.minimumHeight: Theme.touchTarget
                flat: true
                text: qsTr("Lose")
                onClicked: Navigator.perform(row.session, MunchkinActions.loseItem(row.playerName, row.itemName))
            }
        }
    }
}

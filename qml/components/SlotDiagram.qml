pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// A small figure of a character's equip slots: Headgear above Armor, a hand on each side, Footgear
// below, and the Big item. Each slot lists the equipped Items in it; an Item whose bonus does not count
// is struck out and the referee's reason is written under the figure. Placing a 1-Hand Item in the left
// or the right hand is only drawing: which Items count is the referee's `counts`.
ColumnLayout {
    id: diagram

    // The player's Items, with the referee's ruling on each.
    property ItemsModel model
    // Bumped whenever the model's rows change, so that `items` is read again.
    property int revision: 0
    // The model's rows as plain objects, {name, slot, big, bonus, equipped, counts, lifter, reasons}: the
    // figure sorts them into slots.
    readonly property var items: {
        diagram.revision;
        const rows = [];
        for (let row = 0; diagram.model && row < diagram.model.count; ++row)
            rows.push(diagram.model.get(row));
        return rows;
    }

    readonly property var equipped: items.filter(item => item.equipped)
    readonly property var hands: splitHands(equipped.filter(item => item.slot === "1hand" || item.slot === "2hands"))
    readonly property var notCounting: items.filter(item => item.equipped && !item.counts)

    function inSlot(slot) {
        return diagram.equipped.filter(item => item.slot === slot);
    }

    // A 2-Hands Item fills both hands; a 1-Hand Item goes to the emptier hand, left first.
    function splitHands(handItems) {
        const left = [];
        const right = [];
        for (const item of handItems) {
            if (item.slot === "2hands") {
                left.push(item);
                right.push(item);
            } else if (left.length <= right.length) {
                left.push(item);
            } else {
                right.push(item);
            }
        }
        return { left: left, right: right };
    }

    function reasonText(item) {
        const texts = (item.reasons || []).map(reason => reason.text);
        return texts.length > 0 ? texts.join(" ") : qsTr("Its bonus does not count.");
    }

    objectName: "slotDiagram"
    spacing: Theme.spacing

    Connections {
        target: diagram.model
        function onModelReset() { diagram.revision += 1; }
        function onDataChanged() { diagram.revision += 1; }
    }

    component SlotBox: Rectangle {
        id: box

        property string title
        property string slotId
        property var entries: []

        objectName: "slot_" + slotId
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.preferredWidth: 1
        implicitHeight: Math.max(Theme.touchTarget + 8, column.implicitHeight + 8)
        radius: Theme.radius
        color: entries.length > 0 ? Theme.surface : Theme.tagBackground
        border.color: Theme.divider

        ColumnLayout {
            id: column

            anchors.left: parent.left
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.margins: 4
            spacing: 0

            Label {
                Layout.fillWidth: true
                text: box.title
                font.pixelSize: Theme.captionSize - 1
                font.weight: Font.Bold
                color: Theme.secondaryText
                horizontalAlignment: Text.AlignHCenter
                // Large text: a slot's name wraps rather than losing its end.
                wrapMode: Text.Wrap
            }
            Repeater {
                model: box.entries

                delegate: Label {
                    required property var modelData

                    objectName: "slotEntry_" + box.slotId + "_" + modelData.name
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignHCenter
                    text: (modelData.counts ? "" : "✕ ") + modelData.name
                          + (modelData.bonus !== 0 ? " " + (modelData.bonus > 0 ? "+" : "") + modelData.bonus : "")
                    font.pixelSize: Theme.captionSize
                    font.strikeout: !modelData.counts
                    color: modelData.counts ? Theme.text : Theme.refused
                    wrapMode: Text.Wrap
                }
            }
            Label {
                Layout.fillWidth: true
                visible: box.entries.length === 0
                text: qsTr("empty")
                horizontalAlignment: Text.AlignHCenter
                font.pixelSize: Theme.captionSize
                font.italic: true
                color: Theme.secondaryText
            }
        }
    }

    GridLayout {
        Layout.fillWidth: true
        columns: 3
        columnSpacing: Theme.spacing / 2
        rowSpacing: Theme.spacing / 2

        SlotBox {
            title: qsTr("Big")
            slotId: "big"
            entries: diagram.items.filter(item => item.big)
        }
        SlotBox {
            title: qsTr("Headgear")
            slotId: "headgear"
            entries: diagram.inSlot("headgear")
        }
        SlotBox {
            title: qsTr("Other")
            slotId: "none"
            entries: diagram.inSlot("none")
        }
        SlotBox {
            title: qsTr("Left hand")
            slotId: "leftHand"
            entries: diagram.hands.left
        }
        SlotBox {
            title: qsTr("Armor")
            slotId: "armor"
            entries: diagram.inSlot("armor")
        }
        SlotBox {
            title: qsTr("Right hand")
            slotId: "rightHand"
            entries: diagram.hands.right
        }
        Item {
            Layout.fillWidth: true
            Layout.preferredWidth: 1
        }
        SlotBox {
            title: qsTr("Footgear")
            slotId: "footgear"
            entries: diagram.inSlot("footgear")
        }
        Item {
            Layout.fillWidth: true
            Layout.preferredWidth: 1
        }
    }

    Repeater {
        model: diagram.notCounting

        delegate: Label {
            required property var modelData

            objectName: "notCounting_" + modelData.name
            Layout.fillWidth: true
            text: qsTr("✕ %1: %2").arg(modelData.name).arg(diagram.reasonText(modelData))
            font.pixelSize: Theme.captionSize
            color: Theme.refused
            wrapMode: Text.Wrap
        }
    }
    Label {
        Layout.fillWidth: true
        visible: diagram.items.length > diagram.equipped.length
        text: qsTr("Carried, not equipped: %1")
              .arg(diagram.items.filter(item => !item.equipped).map(item => item.name).join(", "))
        font.pixelSize: Theme.captionSize
        color: Theme.secondaryText
        wrapMode: Text.Wrap
    }
}

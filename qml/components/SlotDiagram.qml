pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// A small figure of a character's equip slots: Headgear above Armor, a hand on each side, Footgear
// below, and the Big item. Each slot lists the equipped Items in it; an Item whose bonus does not count
// is struck out and the referee's reason is written under the figure. Placing a 1-Hand Item in the left
// or the right hand is only drawing: which Items count is the referee's `counts`. When the figure's boxes
// are too narrow for a word of theirs (large text, a narrow column), the slots are listed instead.
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

    // The words of a slot's name or entry: a line may break at a space or after a hyphen, nowhere else.
    function words(text) {
        return String(text).replace(/-/g, "- ").split(/\s+/).filter(word => word !== "");
    }
    // The widest word a slot box must hold, in the font it is drawn with.
    readonly property real widestWord: {
        let widest = titleMetrics.advanceWidth(qsTr("empty"));
        for (const title of diagram.slotTitles)
            for (const word of diagram.words(title))
                widest = Math.max(widest, titleMetrics.advanceWidth(word));
        for (const item of diagram.items.filter(item => item.equipped || item.big))
            for (const word of diagram.words(diagram.entryText(item)))
                widest = Math.max(widest, entryMetrics.advanceWidth(word));
        return Math.ceil(widest);
    }
    // A box's line with `n` boxes a row.
    function lineWidth(n) {
        return (diagram.width - (n - 1) * slotGrid.columnSpacing) / n - 2 * diagram.boxMargin;
    }
    readonly property int boxMargin: 4
    // The figure, three boxes a row, while its boxes hold their longest words; else the slots in a list of
    // two boxes a row, or of one (large text, a narrow column): a word is never broken.
    readonly property bool figure: diagram.width <= 0 || lineWidth(3) >= widestWord
    readonly property int listColumns: lineWidth(2) >= widestWord ? 2 : 1
    readonly property var slotTitles: [qsTr("Headgear"), qsTr("Armor"), qsTr("Left hand"), qsTr("Right hand"),
                                       qsTr("Footgear"), qsTr("Big"), qsTr("Other")]

    function entryText(item) {
        return (item.counts ? "" : "✕ ") + item.name
               + (item.bonus !== 0 ? " " + (item.bonus > 0 ? "+" : "") + item.bonus : "");
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

    FontMetrics {
        id: titleMetrics

        font.pixelSize: Theme.captionSize - 1
        font.weight: Font.Bold
    }
    FontMetrics {
        id: entryMetrics

        font.pixelSize: Theme.captionSize
    }

    component SlotBox: Rectangle {
        id: box

        // The box's place in the list (slotTitles' order), and in the figure.
        property int order
        property int figureRow
        property int figureColumn
        property string title
        property string slotId
        property var entries: []

        objectName: "slot_" + slotId
        Layout.row: diagram.figure ? figureRow : Math.floor(order / diagram.listColumns)
        Layout.column: diagram.figure ? figureColumn : order % diagram.listColumns
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.preferredWidth: 1
        implicitHeight: Math.max(Theme.touchTarget + 2 * diagram.boxMargin, column.implicitHeight + 2 * diagram.boxMargin)
        radius: Theme.radius
        color: entries.length > 0 ? Theme.surface : Theme.tagBackground
        border.color: Theme.divider

        ColumnLayout {
            id: column

            anchors.left: parent.left
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.margins: diagram.boxMargin
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
                    text: diagram.entryText(modelData)
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
        id: slotGrid

        Layout.fillWidth: true
        columns: diagram.figure ? 3 : diagram.listColumns
        columnSpacing: Theme.spacing / 2
        rowSpacing: Theme.spacing / 2

        SlotBox {
            order: 5
            figureRow: 0
            figureColumn: 0
            title: diagram.slotTitles[order]
            slotId: "big"
            entries: diagram.items.filter(item => item.big)
        }
        SlotBox {
            order: 0
            figureRow: 0
            figureColumn: 1
            title: diagram.slotTitles[order]
            slotId: "headgear"
            entries: diagram.inSlot("headgear")
        }
        SlotBox {
            order: 6
            figureRow: 0
            figureColumn: 2
            title: diagram.slotTitles[order]
            slotId: "none"
            entries: diagram.inSlot("none")
        }
        SlotBox {
            order: 2
            figureRow: 1
            figureColumn: 0
            title: diagram.slotTitles[order]
            slotId: "leftHand"
            entries: diagram.hands.left
        }
        SlotBox {
            order: 1
            figureRow: 1
            figureColumn: 1
            title: diagram.slotTitles[order]
            slotId: "armor"
            entries: diagram.inSlot("armor")
        }
        SlotBox {
            order: 3
            figureRow: 1
            figureColumn: 2
            title: diagram.slotTitles[order]
            slotId: "rightHand"
            entries: diagram.hands.right
        }
        // The figure's corners beside Footgear, keeping it in the middle column.
        Item {
            visible: diagram.figure
            Layout.row: 2
            Layout.column: 0
            Layout.fillWidth: true
            Layout.preferredWidth: 1
        }
        SlotBox {
            order: 4
            figureRow: 2
            figureColumn: 1
            title: diagram.slotTitles[order]
            slotId: "footgear"
            entries: diagram.inSlot("footgear")
        }
        Item {
            visible: diagram.figure
            Layout.row: 2
            Layout.column: 2
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

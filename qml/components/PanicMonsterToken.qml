pragma ComponentBehavior: Bound
import QtQuick
import Arbiter

// One Monster token on the Munchkin Panic board: a disc in the colour of its arc with the current health
// big and the name under it, a "G" badge for Flask of Glue, a lock for the Ancient enhancer, and the
// badge a move preview gives it ("−1", "✕"). PanicBoard places it (centre and diameter) and turns its
// taps and drags into the board's signals; the touch area is never smaller than a finger.
Item {
    id: token

    // A Monster of PanicBoardModel.monsters: {id, name, arc, ring, health, maxHealth, points, glued,
    // unslayable, colour}.
    property var monster: ({})
    // The centre of the disc in the parent's coordinates, and its size; PanicBoard lays them out.
    property real centreX: 0
    property real centreY: 0
    property real diameter: 56
    // The widest the name plate may be; 0 (or a disc too small for a plate): initials inside the disc.
    property real plateWidth: 96
    property bool selected: false
    // One of the Monsters among which the players must choose who takes a structure's damage.
    property bool candidate: false
    // What the move preview does to it: "−1", "✕"; "" for nothing.
    property string badge: ""

    readonly property string monsterId: monster.id || ""
    readonly property int health: monster.health || 0
    readonly property int maxHealth: monster.maxHealth || monster.points || health
    readonly property bool dragging: dragArea.dragging
    readonly property bool compact: plateWidth <= 0 || diameter < 40
    // The plate is at least as wide as the longest word of the name (within reason), so that a word
    // is not cut in two where the ring runs up and down the screen.
    readonly property real nameWidth: Math.max(plateWidth, Math.min(longestWord.advanceWidth + 10, diameter * 1.7))
    readonly property string initials: (monster.name || "").split(" ").map(word => word.charAt(0)).join("").slice(0, 3)

    // A tap on the token; a drag released at (x, y), the disc's centre in the parent's coordinates.
    signal tapped()
    signal dropped(real x, real y)

    // Deep shades of the three arc colours: white text on them stays well above 4.5:1.
    function discColour(colour) {
        switch (colour) {
        case "red": return "#a4262c";
        case "green": return "#2c6e31";
        case "blue": return "#1c4f96";
        default: return "#4e4540";
        }
    }

    objectName: "monster_" + monsterId
    // Centred on the disc; wide enough for the name plate, tall enough for a finger and the plate.
    width: Math.max(Theme.touchTarget, diameter, plate.width)
    height: Math.max(Theme.touchTarget, diameter, 2 * (diameter * 0.06 + plate.height))
    x: centreX - width / 2
    y: centreY - height / 2
    z: dragging ? 10 : 0

    transform: Translate {
        x: dragArea.offsetX
        y: dragArea.offsetY
    }

    // The pending choice: a pulsing ring around every Monster that may take the damage.
    Rectangle {
        anchors.centerIn: disc
        width: token.diameter + 14
        height: width
        radius: width / 2
        color: "transparent"
        border.width: 3
        border.color: "#ffb300"
        visible: token.candidate

        SequentialAnimation on opacity {
            running: token.candidate
            loops: Animation.Infinite
            NumberAnimation { from: 1; to: 0.25; duration: 700 }
            NumberAnimation { from: 0.25; to: 1; duration: 700 }
        }
    }

    Rectangle {
        objectName: "selection_" + token.monsterId
        anchors.centerIn: disc
        width: token.diameter + 10
        height: width
        radius: width / 2
        color: "transparent"
        border.width: 4
        border.color: Theme.accent
        visible: token.selected
    }

    Rectangle {
        id: disc

        anchors.centerIn: parent
        width: token.diameter
        height: width
        radius: width / 2
        color: token.discColour(token.monster.colour)
        border.width: 2
        border.color: "#ffffff"
        opacity: token.dragging ? 0.85 : 1

        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.verticalCenter: parent.verticalCenter
            anchors.verticalCenterOffset: token.diameter < 32 ? 0 : -token.diameter * (token.compact ? 0.12 : 0.17)

            Text {
                id: healthText

                objectName: "health_" + token.monsterId
                text: token.health
                color: "#ffffff"
                font.pixelSize: Math.max(13, Math.round(token.diameter * 0.36))
                font.weight: Font.Bold
            }
            Text {
                anchors.baseline: healthText.baseline
                visible: token.diameter >= 32
                text: "/" + token.maxHealth
                color: "#ffffff"
                font.pixelSize: Math.max(11, Math.round(token.diameter * 0.2))
            }
        }
        // No room for a plate: the initials of the name in the disc (the whole name is a tap away).
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.verticalCenter: parent.verticalCenter
            anchors.verticalCenterOffset: token.diameter * 0.22
            visible: token.compact && token.diameter >= 32
            text: token.initials
            color: "#ffffff"
            font.pixelSize: 11
            font.weight: Font.Medium
        }
    }

    TextMetrics {
        id: longestWord

        font: nameText.font
        text: (token.monster.name || "").split(" ").reduce((longest, word) => word.length > longest.length ? word
                                                                                                            : longest, "")
    }

    // The name on a plate across the lower half of the disc, as wide as the Monster's share of the space
    // allows, so that names stay readable on a small disc.
    Rectangle {
        id: plate

        objectName: "name_" + token.monsterId
        visible: !token.compact
        anchors.horizontalCenter: disc.horizontalCenter
        y: disc.y + disc.height * 0.56
        width: visible ? Math.min(token.nameWidth, nameText.implicitWidth + 8) : 0
        height: visible ? nameText.height + 2 : 0
        radius: 4
        color: Qt.darker(disc.color, 1.35)
        border.width: 1
        border.color: "#ffffff"
        opacity: disc.opacity

        Text {
            id: nameText

            anchors.centerIn: parent
            width: Math.max(0, token.nameWidth - 8)
            text: token.monster.name || ""
            color: "#ffffff"
            font.pixelSize: Math.max(11, Math.round(token.diameter * 0.16))
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WrapAtWordBoundaryOrAnywhere
            maximumLineCount: 3
            elide: Text.ElideRight
            lineHeight: 0.9
        }
    }

    // Flask of Glue: a yellow "G" at the top left.
    Rectangle {
        objectName: "glue_" + token.monsterId
        visible: token.monster.glued === true
        width: Math.max(18, Math.round(token.diameter * 0.32))
        height: width
        radius: width / 2
        x: disc.x - width * 0.2
        y: disc.y - height * 0.2
        color: "#fdd835"
        border.width: 1.5
        border.color: "#3e2723"

        Text {
            anchors.centerIn: parent
            text: "G"
            color: "#3e2723"
            font.pixelSize: Math.max(11, Math.round(parent.width * 0.62))
            font.weight: Font.Bold
        }
    }

    // Ancient: cannot be slain this turn. A small padlock at the top right.
    Item {
        id: lock

        objectName: "ancient_" + token.monsterId
        visible: token.monster.unslayable === true
        width: Math.max(18, Math.round(token.diameter * 0.32))
        height: width
        x: disc.x + disc.width - width * 0.8
        y: disc.y - height * 0.2

        Rectangle {
            anchors.fill: parent
            radius: width / 2
            color: "#eceff1"
            border.width: 1.5
            border.color: "#263238"
        }
        Rectangle {
            x: lock.width * 0.34
            y: lock.height * 0.16
            width: lock.width * 0.32
            height: lock.height * 0.4
            radius: width / 2
            color: "transparent"
            border.width: Math.max(1.5, lock.width * 0.09)
            border.color: "#263238"
        }
        Rectangle {
            x: lock.width * 0.26
            y: lock.height * 0.42
            width: lock.width * 0.48
            height: lock.height * 0.36
            radius: 2
            color: "#263238"
        }
    }

    // The preview's verdict on this Monster, over the lock while a preview shows.
    Rectangle {
        objectName: "damage_" + token.monsterId
        visible: token.badge !== ""
        width: Math.max(22, Math.round(token.diameter * 0.42))
        height: width
        radius: width / 2
        // Outside the disc's corner, clear of the health even on a phone's small tokens.
        x: disc.x + disc.width - width * 0.3
        y: disc.y - height * 0.55
        color: "#c62828"
        border.width: 2
        border.color: "#ffffff"

        Text {
            anchors.centerIn: parent
            text: token.badge
            color: "#ffffff"
            font.pixelSize: Math.max(12, Math.round(parent.width * 0.5))
            font.weight: Font.Bold
        }
    }

    // Tap or drag. The token follows the finger through a translation, so the board's layout binding
    // stays intact and the token springs back when the board does not move it.
    MouseArea {
        id: dragArea

        property real offsetX: 0
        property real offsetY: 0
        property point pressPoint: Qt.point(0, 0)
        property bool dragging: false

        anchors.fill: parent
        preventStealing: true

        onPressed: mouse => {
            pressPoint = mapToItem(token.parent, mouse.x, mouse.y);
            dragging = false;
        }
        onPositionChanged: mouse => {
            const point = mapToItem(token.parent, mouse.x, mouse.y);
            const dx = point.x - pressPoint.x;
            const dy = point.y - pressPoint.y;
            if (!dragging && Math.abs(dx) + Math.abs(dy) < Qt.styleHints.startDragDistance)
                return;
            dragging = true;
            offsetX = dx;
            offsetY = dy;
        }
        onReleased: {
            const wasDragging = dragging;
            const x = token.centreX + offsetX;
            const y = token.centreY + offsetY;
            dragging = false;
            offsetX = 0;
            offsetY = 0;
            if (wasDragging)
                token.dropped(x, y);
            else
                token.tapped();
        }
        onCanceled: {
            dragging = false;
            offsetX = 0;
            offsetY = 0;
        }
    }
}

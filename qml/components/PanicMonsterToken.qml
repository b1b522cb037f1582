// No `pragma ComponentBehavior: Bound`: Qt 6.4's Loader refuses to make a bound component, and the badges
// below are made by Loaders. Their components reach nothing outside themselves; the Loaders set them up.
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
    // The widest the name plate may be, and on how many lines; 0: no plate (initials inside the disc when
    // it is large enough).
    property real plateWidth: 96
    property int nameLines: 2
    // Label sizes in pixels (PanicBoard's, chosen to be read from arm's length).
    property int healthFontSize: Math.max(13, Math.round(diameter * 0.36))
    property int nameFontSize: Math.max(11, Math.round(diameter * 0.16))
    property int nameLineHeight: Math.ceil(nameFontSize * 1.15)
    property bool selected: false
    // One of the Monsters among which the players must choose who takes a structure's damage.
    property bool candidate: false
    // What the move preview does to it: "−1", "✕"; "" for nothing.
    property string badge: ""

    readonly property string monsterId: monster.id || ""
    readonly property int health: monster.health || 0
    readonly property int maxHealth: monster.maxHealth || monster.points || health
    readonly property bool dragging: dragArea.dragging
    readonly property bool compact: plateWidth <= 0 || nameLines <= 0
    // How far the Glue and Ancient badges stand out of the disc's corners, in badge sizes.
    readonly property real badgeOut: compact ? 0.5 : 0.2
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
    height: Math.max(Theme.touchTarget, diameter, 2 * (diameter * 0.12 + plate.height))
    x: centreX - width / 2
    y: centreY - height / 2
    z: dragging ? 10 : 0

    transform: Translate {
        x: dragArea.offsetX
        y: dragArea.offsetY
    }

    // The pending choice: a pulsing ring around every Monster that may take the damage. Like the badges
    // below, made only while it shows: a board of a dozen tokens is made faster without them.
    Loader {
        anchors.centerIn: disc
        width: token.diameter + 14
        height: width
        active: token.candidate
        sourceComponent: Component {
            Rectangle {
                radius: width / 2
                color: "transparent"
                border.width: 3
                border.color: "#ffb300"

                SequentialAnimation on opacity {
                    loops: Animation.Infinite
                    NumberAnimation { from: 1; to: 0.25; duration: 700 }
                    NumberAnimation { from: 0.25; to: 1; duration: 700 }
                }
            }
        }
    }

    Rectangle {
        objectName: "selection_" + token.monsterId
        anchors.centerIn: disc
        width: token.diameter + 10
        height: width
        // Round only while shown: the software renderer paints a round corner image even for a hidden one.
        radius: visible ? width / 2 : 0
        color: "transparent"
        border.width: 4
        border.color: Theme.accent
        visible: token.selected
    }

    Rectangle {
        id: disc

        objectName: "disc_" + token.monsterId
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
            anchors.verticalCenterOffset: !token.compact ? -token.diameter * 0.17
                                          : initialsText.visible ? -token.diameter * 0.12 : 0

            Text {
                id: healthText

                objectName: "health_" + token.monsterId
                Accessible.role: Accessible.StaticText
                Accessible.name: qsTr("%1: health %2").arg(token.monster.name || "").arg(token.health)
                text: token.health
                color: "#ffffff"
                // A crowded space's small discs keep the number inside them (a bold digit is about 0.68
                // of the size wide, a line 1.17 of it high).
                font.pixelSize: token.compact ? Math.min(token.healthFontSize, Math.floor(token.diameter * 0.6),
                                                         Math.floor(token.diameter * 0.72 / (0.68 * String(token.health).length)))
                                              : token.healthFontSize
                font.weight: Font.Bold
            }
            Text {
                objectName: "maxHealth_" + token.monsterId
                anchors.baseline: healthText.baseline
                visible: token.diameter >= healthText.implicitWidth * 2.4
                text: "/" + token.maxHealth
                color: "#ffffff"
                font.pixelSize: Math.max(11, Math.round(token.healthFontSize * 0.55))
            }
        }
        // No room for a plate: the initials of the name in the disc (the whole name is a tap away).
        Text {
            id: initialsText

            objectName: "initials_" + token.monsterId
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.verticalCenter: parent.verticalCenter
            anchors.verticalCenterOffset: token.diameter * 0.24
            // Only where the disc holds both lines at the names' size.
            visible: token.compact && token.diameter >= 2.2 * (token.healthFontSize + token.nameFontSize) / 1.4
            // Laid out only while shown (a hidden text still gets its glyphs).
            text: visible ? token.initials : ""
            color: "#ffffff"
            font.pixelSize: token.nameFontSize
            font.weight: Font.Medium
        }
    }

    // The name on a plate across the lower half of the disc, as wide as the Monster's share of the space
    // allows, so that names stay readable on a small disc.
    Rectangle {
        id: plate

        objectName: "name_" + token.monsterId
        visible: !token.compact
        anchors.horizontalCenter: disc.horizontalCenter
        y: disc.y + disc.height * 0.62
        width: visible ? Math.min(token.plateWidth, nameText.implicitWidth + 8) : 0
        height: visible ? nameText.implicitHeight + 4 : 0
        radius: 4
        color: Qt.darker(disc.color, 1.35)
        border.width: 1
        border.color: "#ffffff"
        opacity: disc.opacity

        // Lines break between words only ("Drooling Slime", never "Droolin/g Slime"): PanicBoard's layout
        // gives a plate at least as wide as the widest word, at the names' size.
        Text {
            id: nameText

            objectName: "monsterName_" + token.monsterId
            anchors.centerIn: parent
            width: Math.max(0, token.plateWidth - 8)
            text: token.monster.name || ""
            color: "#ffffff"
            font.pixelSize: token.nameFontSize
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            maximumLineCount: Math.max(1, token.nameLines)
            elide: Text.ElideRight
            lineHeightMode: Text.FixedHeight
            lineHeight: token.nameLineHeight
        }
    }

    // Flask of Glue: a yellow "G" at the top left.
    Loader {
        active: token.monster.glued === true
        onLoaded: item.objectName = "glue_" + token.monsterId
        width: Math.max(18, Math.round(token.diameter * 0.32))
        height: width
        // Further out on a small disc, clear of its health.
        x: disc.x - width * token.badgeOut
        y: disc.y - height * token.badgeOut
        sourceComponent: Component {
            Rectangle {
                radius: width / 2
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
        }
    }

    // Ancient: cannot be slain this turn. A small padlock at the top right.
    Loader {
        active: token.monster.unslayable === true
        onLoaded: item.objectName = "ancient_" + token.monsterId
        width: Math.max(18, Math.round(token.diameter * 0.32))
        height: width
        x: disc.x + disc.width - width * (1 - token.badgeOut)
        y: disc.y - height * token.badgeOut
        sourceComponent: Component {
            Item {
                id: lock

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
        }
    }

    // The preview's verdict on this Monster, over the lock while a preview shows.
    Loader {
        active: token.badge !== ""
        onLoaded: {
            item.objectName = "damage_" + token.monsterId;
            item.text = Qt.binding(() => token.badge);
        }
        width: Math.max(22, Math.round(token.diameter * 0.42))
        height: width
        // Outside the disc's corner, clear of the health even on a phone's small tokens.
        x: disc.x + disc.width - width * 0.3
        y: disc.y - height * 0.55
        sourceComponent: Component {
            Rectangle {
                id: damageBadge

                property string text
                radius: width / 2
                color: "#c62828"
                border.width: 2
                border.color: "#ffffff"

                Text {
                    anchors.centerIn: parent
                    text: damageBadge.text
                    color: "#ffffff"
                    font.pixelSize: Math.max(12, Math.round(parent.width * 0.5))
                    font.weight: Font.Bold
                }
            }
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

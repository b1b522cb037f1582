pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Shapes
import Arbiter

// The Munchkin Panic board drawn to scale: six arcs of 60° numbered clockwise from 12 o'clock, each cut
// into five rings (Forest, Archer, Knight, Swordsman, Castle) around the centre, with the Towers, the
// Walls, the Fortify tokens and the Monster tokens given. With a `preview` it draws what the
// referee says a move would do (arrows, damage, broken structures, the Huge Rock) while the tokens stay
// where they stand (PanicBoardPreview draws that layer). Drawing only: taps and drops are signals, the
// page asks the referee.
//
// Public API
//   monsters         PanicBoardModel.monsters: [{id, name, arc, ring, health, maxHealth, colour, glued,
//                    unslayable}]
//   towers, walls, fortified   the arcs (1..6) where they stand; all six Towers and Walls by default
//   asleep           the Sleep Potion's "Zzz" in the middle
//   arcColours       the colour of arcs 1..6 ("red"...), PanicBoardModel.arcColours
//   preview          null, or the map of session.panicMovePreview(): {events, pending}
//   selectedMonster  the id of the token drawn with a ring around it
//   highlightRings   ring names whose spaces are outlined as tap targets, e.g. ["forest"]
//   covered          a dialog is open over the board (the software renderer then shows a picture of it)
//   spaceTapped(arc, ring)            a tap on a space outside any token
//   monsterTapped(id)                 a tap on a token
//   monsterDropped(id, arc, ring)     a token dragged to another space and released there
//   spacePoint(arc, ring)             the centre of a space, in the board's coordinates
//   monsterPoint(id)                  the centre of a token, in the board's coordinates (null: none)
//   spaceAt(x, y)                     {arc, ring} under a point, or null off the board
Item {
    id: view

    property var monsters: []
    property var towers: [1, 2, 3, 4, 5, 6]
    property var walls: [1, 2, 3, 4, 5, 6]
    property var fortified: []
    property bool asleep: false
    property var arcColours: ["red", "red", "green", "green", "blue", "blue"]
    property var preview: null
    property string selectedMonster: ""
    property var highlightRings: []
    // Something is drawn over the whole board for a while (a dialog): see `art`.
    property bool covered: false
    // The rings as one string: a string property notifies only when it differs, so a page that hands
    // over an equal new list (after every action) does not make the outline's path again.
    readonly property string highlightKey: (highlightRings || []).join(" ")

    signal spaceTapped(int arc, string ring)
    signal monsterTapped(string id)
    signal monsterDropped(string id, int arc, string ring)

    // Rings from the outside in, and each one's inner and outer radius as fractions of `radius`.
    readonly property var rings: ["forest", "archer", "knight", "swordsman", "castle"]
    readonly property var ringInner: ({ forest: 0.81, archer: 0.62, knight: 0.44, swordsman: 0.27, castle: 0.1 })
    readonly property var ringOuter: ({ forest: 1.0, archer: 0.81, knight: 0.62, swordsman: 0.44, castle: 0.27 })
    // The numbered band around the Forest, as a fraction of `radius`.
    readonly property real rimWidth: 0.1
    readonly property real wallRadius: ringOuter.castle * radius
    readonly property real wallWidth: Math.max(7, radius * 0.045)
    readonly property real towerSize: Math.max(20, radius * 0.13)

    readonly property real centreX: width / 2
    readonly property real centreY: height / 2
    readonly property real radius: Math.max(1, (Math.min(width, height) / 2 - 2) / (1 + rimWidth))

    readonly property var tokenLayout: layoutTokens(monsters, radius, centreX, centreY)
    // What the preview draws (see PanicBoardPreview.shapes); the tokens show its badges and candidates.
    readonly property var previewShapes: previewItem ? previewItem.shapes : noShapes
    readonly property var previewItem: previewLayer.item  // a var: it is loaded by URL, no type to name
    readonly property var noShapes: ({ arrows: [], badges: {}, crosses: [], pending: [], candidates: [] })
    // Set once the board first has a preview to draw: the preview layer is made then (see previewLayer).
    property bool previewWanted: false
    onPreviewChanged: if (preview) previewWanted = true

    // Base colours of the three arcs, and the deeper shade of the numbered rim (white text on it).
    function baseColour(name) {
        return name === "red" ? "#e53935" : name === "green" ? "#43a047" : "#1e88e5";
    }
    function rimColour(name) {
        return name === "red" ? "#c62828" : name === "green" ? "#2e7d32" : "#1565c0";
    }
    // A space's fill: the arc's colour over paper, more of it inward in a light theme and outward in a
    // dark one (so the outer rings read lighter either way); the Forest is darker and muted, the
    // Castle ring stone.
    function spaceColour(arc, ring) {
        const base = Qt.color(baseColour(arcColours[arc - 1]));
        const dark = Theme.dark;
        if (ring === "forest")
            return Qt.tint(dark ? "#27301d" : "#6f7d4c", Qt.rgba(base.r, base.g, base.b, 0.22));
        if (ring === "castle")
            return Qt.tint(dark ? "#47403a" : "#d9d1c6", Qt.rgba(base.r, base.g, base.b, 0.12));
        const alpha = { archer: dark ? 0.5 : 0.28, knight: dark ? 0.4 : 0.46, swordsman: dark ? 0.3 : 0.64 }[ring];
        return Qt.tint(dark ? "#1c1816" : "#ffffff", Qt.rgba(base.r, base.g, base.b, alpha));
    }

    // Angles are screen degrees, clockwise from 3 o'clock (as PathAngleArc takes them).
    function arcStart(arc) {
        return -90 + (arc - 1) * 60;
    }
    function pointAt(degrees, distance) {
        const a = degrees * Math.PI / 180;
        return Qt.point(centreX + distance * Math.cos(a), centreY + distance * Math.sin(a));
    }
    function ringMiddle(ring) {
        return (ringInner[ring] + ringOuter[ring]) / 2 * radius;
    }

    function spacePoint(arc, ring) {
        return pointAt(arcStart(arc) + 30, ringMiddle(ring));
    }

    function monsterPoint(id) {
        const place = tokenLayout[id];
        return place ? Qt.point(place.x, place.y) : null;
    }

    function spaceAt(x, y) {
        const dx = x - centreX;
        const dy = y - centreY;
        const distance = Math.sqrt(dx * dx + dy * dy) / radius;
        // The numbered rim belongs to the Forest; the emblem in the middle is no space.
        if (distance > 1 + rimWidth || distance < ringInner.castle)
            return null;
        let ring = "castle";
        for (const name of rings) {
            if (distance >= ringInner[name]) {
                ring = name;
                break;
            }
        }
        const fromTop = (Math.atan2(dy, dx) * 180 / Math.PI + 450) % 360;
        return { arc: Math.min(6, Math.floor(fromTop / 60) + 1), ring: ring };
    }

    // The tokens' labels, in pixels: on a tablet-sized board big enough to read from arm's length (the
    // floors and their reasons are in tests/app/page_checks.cpp, which measures them on every screen);
    // on a phone-sized board the discs carry the health only and PanicMonsterList the names.
    readonly property bool roomy: radius >= 240
    readonly property int healthFontSize: roomy ? 28 : 16
    readonly property int nameFontSize: roomy ? Theme.boardNameSize : 13
    readonly property int ringFontSize: roomy ? 20 : 13
    readonly property int nameLineHeight: Math.ceil(nameFontSize * 1.15)
    readonly property int maxNameLines: 3

    // Tokens sharing a space stand side by side along the ring, as far apart as their discs and name
    // plates need (PanicTokenLayout, in C++: it runs each time the board's size changes). Each place:
    // {x, y, size, plate (0: no plate), lines}.
    function layoutTokens(list, r, cx, cy) {
        return PanicTokenLayout.layout(list, ringInner, ringOuter, r, cx, cy, nameLineHeight, maxNameLines,
                                       Qt.font({ pixelSize: nameFontSize }));
    }

    // The closed outline of a space (or of the rim of an arc) as SVG path data, `inset` pixels inside
    // its edges; the highlight layer draws all the highlighted spaces in one path.
    function sectorSvg(arc, ring, inset) {
        const a0 = arcStart(arc);
        const outer = (ring === "rim" ? 1 + rimWidth : ringOuter[ring]) * radius - inset;
        const inner = (ring === "rim" ? 1 : ringInner[ring]) * radius + inset;
        // The straight edges move in by `inset` too: the angle that is at each end of them.
        const turn = r => inset / Math.max(r, 1) * 180 / Math.PI;
        const p = [pointAt(a0 + turn(outer), outer), pointAt(a0 + 60 - turn(outer), outer),
                   pointAt(a0 + 60 - turn(inner), inner), pointAt(a0 + turn(inner), inner)];
        const n = v => v.toFixed(2);
        return "M " + n(p[0].x) + " " + n(p[0].y) + " A " + n(outer) + " " + n(outer) + " 0 0 1 " + n(p[1].x)
                + " " + n(p[1].y) + " L " + n(p[2].x) + " " + n(p[2].y) + " A " + n(inner) + " " + n(inner)
                + " 0 0 0 " + n(p[3].x) + " " + n(p[3].y) + " Z ";
    }
    function highlightSvg(names) {
        let data = "";
        for (const ring of (names || []))
            if (ringInner[ring] !== undefined)
                for (let arc = 1; arc <= 6; ++arc)
                    data += sectorSvg(arc, ring, 0);
        return data;
    }

    // Pairs of numbers in units of `size` as a list of points (the outlines of a Tower).
    function scaled(values, size) {
        const points = [];
        for (let i = 0; i + 1 < values.length; i += 2)
            points.push(Qt.point(values[i] * size, values[i + 1] * size));
        return points;
    }
    function towerPoint(arc) {
        return spacePoint(arc, "castle");
    }
    function wallPoint(arc, offset) {
        return pointAt(arcStart(arc) + 30 + offset, wallRadius);
    }

    objectName: "panicBoard"
    implicitWidth: 480
    implicitHeight: 480

    // One space of the board (or, for band "rim", the numbered band outside the Forest), filled with
    // its colour. Each is filled a little inside its edges, so the background shows between spaces as a
    // thin line: stroking the edges instead took the software renderer several times as long to paint.
    component Sector: ShapePath {
        id: sector

        property int arc: 1
        property string band: "forest"

        strokeWidth: -1
        fillColor: band === "rim" ? view.rimColour(view.arcColours[arc - 1]) : view.spaceColour(arc, band)

        PathSvg {
            path: view.sectorSvg(sector.arc, sector.band, 0.75)
        }
    }

    // An arc line along the Wall's circle of one arc.
    component WallPath: ShapePath {
        id: wallPath

        property int arc: 1
        property real distance: view.wallRadius

        fillColor: "transparent"
        capStyle: ShapePath.FlatCap
        startX: view.centreX + distance * Math.cos((view.arcStart(arc) + 3) * Math.PI / 180)
        startY: view.centreY + distance * Math.sin((view.arcStart(arc) + 3) * Math.PI / 180)

        PathAngleArc {
            centerX: view.centreX
            centerY: view.centreY
            radiusX: wallPath.distance
            radiusY: wallPath.distance
            startAngle: view.arcStart(wallPath.arc) + 3
            sweepAngle: 54
            moveToStart: false
        }
    }

    // A destroyed Wall or Tower: a bold red cross on a white disc ringed in black, unmistakable on any
    // space colour in either theme (red on white is 5.6:1).
    component RuinMarker: Rectangle {
        id: marker

        property point centre

        x: centre.x - width / 2
        y: centre.y - height / 2
        width: Math.max(22, Math.round(view.radius * 0.08))
        height: width
        radius: width / 2
        color: "#ffffff"
        border.width: 2
        border.color: "#1b1b1b"

        Repeater {
            model: [45, -45]

            delegate: Rectangle {
                required property int modelData

                anchors.centerIn: parent
                width: marker.width * 0.7
                height: Math.max(3, marker.width * 0.16)
                radius: height / 2
                rotation: modelData
                color: "#c62828"
            }
        }
    }

    // The printed board and its structures change only with the game: one multisampled layer on a GPU.
    // The software renderer (no GPU, and the offscreen tests) antialiases shapes as it paints them, and
    // paints them all again whenever anything over them changes. While `covered` (a dialog's dimmed
    // backdrop fading over the board) it shows a picture of them instead, taken once they are covered and
    // again when what they show changes: not kept otherwise, since it costs 2 MiB on a tablet. Not a
    // layer there: Qt 6.4's software layer is empty in its first frame, a blink of the whole rim.
    readonly property bool pictured: GraphicsInfo.api === GraphicsInfo.Software && view.covered
    // All that `art` shows, as one string.
    readonly property string artKey: JSON.stringify([width, height, Theme.dark, towers, walls, fortified, asleep,
                                                     arcColours, highlightKey])
    // What the picture shows (artKey when it was taken); empty without a picture.
    property string artPictureKey: ""
    readonly property bool artPictureShown: view.pictured && view.artPictureKey === view.artKey
    function pictureArt() {
        if (!view.pictured) {
            artPicture.source = "";
            view.artPictureKey = "";
            return;
        }
        if (view.artPictureShown)
            return;
        const key = view.artKey;
        art.grabToImage(result => {
            // The Image copies the grab while the result lives: the result itself goes with the callback.
            if (view.pictured && view.artKey === key) {
                artPicture.source = result.url;
                view.artPictureKey = key;
            }
        });
    }
    // A moment later: the frame that answers the tap comes first, and the live board shows again before
    // it is grabbed (a hidden item cannot be).
    onPicturedChanged: pictureLater.restart()
    onArtKeyChanged: if (view.pictured) pictureLater.restart()
    Timer {
        id: pictureLater

        interval: 50
        onTriggered: view.pictureArt()
    }

    Image {
        id: artPicture

        objectName: "artPicture"
        anchors.fill: art
        visible: view.artPictureShown
        cache: false
    }

    Item {
        id: art

        anchors.fill: parent
        visible: !view.artPictureShown
        layer.enabled: GraphicsInfo.api !== GraphicsInfo.Software
        layer.samples: 4

        // The spaces and the numbered rim of each arc.
        Repeater {
            model: 6

            delegate: Shape {
                id: arcShape

                required property int index

                anchors.fill: parent

                Sector {
                    arc: arcShape.index + 1
                    band: "rim"
                }
                Sector {
                    arc: arcShape.index + 1
                    band: "forest"
                }
                Sector {
                    arc: arcShape.index + 1
                    band: "archer"
                }
                Sector {
                    arc: arcShape.index + 1
                    band: "knight"
                }
                Sector {
                    arc: arcShape.index + 1
                    band: "swordsman"
                }
                Sector {
                    arc: arcShape.index + 1
                    band: "castle"
                }
            }
        }

        // Spaces offered as tap targets, all in one path.
        Shape {
            objectName: "highlight"
            anchors.fill: parent
            visible: view.highlightKey !== ""

            ShapePath {
                strokeWidth: 3
                strokeColor: Theme.accent
                fillColor: Theme.dark ? Qt.rgba(1, 0.8, 0.5, 0.16) : Qt.rgba(1, 1, 1, 0.3)
                joinStyle: ShapePath.RoundJoin

                PathSvg {
                    path: view.highlightSvg(view.highlightKey.split(" "))
                }
            }
        }

        Repeater {
            model: 6

            delegate: Text {
                required property int index
                readonly property point centre: view.pointAt(view.arcStart(index + 1) + 30,
                                                             (1 + view.rimWidth / 2) * view.radius)

                objectName: "arcNumber_" + (index + 1)
                x: centre.x - width / 2
                y: centre.y - height / 2
                text: index + 1
                color: "#ffffff"
                font.pixelSize: Math.max(14, Math.round(view.radius * view.rimWidth * 0.78))
                font.weight: Font.Bold
            }
        }

        // Ring names, once, along the line between arcs 6 and 1.
        Repeater {
            model: ["forest", "archer", "knight", "swordsman"]

            delegate: Rectangle {
                required property string modelData

                x: view.centreX - width / 2
                y: view.centreY - view.ringMiddle(modelData) - height / 2
                width: ringLabel.implicitWidth + 10
                height: ringLabel.implicitHeight + 2
                radius: height / 2
                color: Theme.surface
                opacity: 0.9

                Text {
                    id: ringLabel

                    objectName: "ringLabel_" + parent.modelData
                    anchors.centerIn: parent
                    text: parent.modelData.charAt(0).toUpperCase() + parent.modelData.slice(1)
                    color: Theme.text
                    font.pixelSize: view.ringFontSize
                }
            }
        }

        // Walls: a stone line on the Castle's edge, outlined in dark mortar; a Fortify token is a gold
        // diamond on its Wall, a little clockwise of the middle.
        Repeater {
            model: 6

            delegate: Item {
                id: wallSpot

                required property int index
                readonly property int arc: index + 1
                readonly property point fortifyCentre: view.wallPoint(arc, 16)

                anchors.fill: parent

                Shape {
                    objectName: "wall_" + wallSpot.arc
                    anchors.fill: parent
                    visible: view.walls.indexOf(wallSpot.arc) >= 0

                    WallPath {
                        arc: wallSpot.arc
                        strokeColor: "#2e241d"
                        strokeWidth: view.wallWidth + 3
                    }
                    WallPath {
                        arc: wallSpot.arc
                        strokeColor: Theme.dark ? "#b9aa98" : "#9c8a76"
                        strokeWidth: view.wallWidth
                    }
                }
                // A destroyed Wall: its line dashed in red where it stood, and the cross on it. Made only
                // while the Wall is down (a Repeater of one: a Loader refuses this file's bound components
                // in Qt 6.4), so a board of standing Walls is made and drawn without them.
                Repeater {
                    model: view.walls.indexOf(wallSpot.arc) < 0 ? 1 : 0

                    delegate: Item {
                        anchors.fill: parent

                        Shape {
                            objectName: "brokenWall_" + wallSpot.arc
                            anchors.fill: parent

                            WallPath {
                                arc: wallSpot.arc
                                strokeColor: "#c62828"
                                strokeWidth: Math.max(3, view.wallWidth * 0.5)
                                strokeStyle: ShapePath.DashLine
                                dashPattern: [2, 1.5]
                            }
                        }
                        RuinMarker {
                            objectName: "wallDown_" + wallSpot.arc
                            centre: view.wallPoint(wallSpot.arc, -17)
                        }
                    }
                }
                Rectangle {
                    objectName: "fortify_" + wallSpot.arc
                    visible: view.fortified.indexOf(wallSpot.arc) >= 0
                    width: Math.max(14, view.radius * 0.06)
                    height: width
                    x: wallSpot.fortifyCentre.x - width / 2
                    y: wallSpot.fortifyCentre.y - height / 2
                    rotation: 45
                    color: "#ffb300"
                    border.width: 2
                    border.color: "#4e342e"
                }
            }
        }

        // Towers stand upright in the Castle space of their arc; a fallen one is a red dashed outline
        // over a heap of stones, crossed out. Outlines are in units of the tower's size.
        Repeater {
            model: 6

            delegate: Item {
                id: towerSpot

                required property int index
                readonly property int arc: index + 1
                readonly property bool standing: view.towers.indexOf(arc) >= 0
                readonly property point centre: view.towerPoint(arc)

                x: centre.x - width / 2
                y: centre.y - height / 2
                width: view.towerSize
                height: width

                Shape {
                    objectName: "tower_" + towerSpot.arc
                    anchors.fill: parent
                    visible: towerSpot.standing

                    // The outline with its battlements, and the door as a hole.
                    ShapePath {
                        strokeColor: "#2e241d"
                        strokeWidth: 1.5
                        fillColor: Theme.dark ? "#b9aa98" : "#8c7a68"
                        fillRule: ShapePath.OddEvenFill

                        PathMultiline {
                            paths: [view.scaled([0.22, 1, 0.22, 0.36, 0.1, 0.36, 0.1, 0.06, 0.27, 0.06, 0.27, 0.18,
                                                 0.42, 0.18, 0.42, 0.06, 0.58, 0.06, 0.58, 0.18, 0.73, 0.18, 0.73,
                                                 0.06, 0.9, 0.06, 0.9, 0.36, 0.78, 0.36, 0.78, 1, 0.22, 1],
                                                towerSpot.width),
                                    view.scaled([0.41, 1, 0.41, 0.74, 0.5, 0.64, 0.59, 0.74, 0.59, 1, 0.41, 1],
                                                towerSpot.width)]
                        }
                    }
                }

                // A fallen Tower: made only while it is down, as a broken Wall is.
                Repeater {
                    model: towerSpot.standing ? 0 : 1

                    delegate: Item {
                        anchors.fill: parent

                        Shape {
                            objectName: "rubble_" + towerSpot.arc
                            anchors.fill: parent

                            ShapePath {
                                strokeColor: "#c62828"
                                strokeWidth: 2
                                strokeStyle: ShapePath.DashLine
                                dashPattern: [2, 2]
                                fillColor: "transparent"

                                PathPolyline {
                                    path: view.scaled([0.22, 1, 0.22, 0.36, 0.1, 0.36, 0.1, 0.06, 0.9, 0.06,
                                                       0.9, 0.36, 0.78, 0.36, 0.78, 1], towerSpot.width)
                                }
                            }
                            ShapePath {
                                strokeColor: "#2e241d"
                                strokeWidth: 1
                                fillColor: Theme.dark ? "#8c7a68" : "#a8978a"

                                PathPolyline {
                                    path: view.scaled([0.08, 1, 0.2, 0.84, 0.34, 0.88, 0.46, 0.74, 0.62, 0.8,
                                                       0.74, 0.86, 0.92, 1, 0.08, 1], towerSpot.width)
                                }
                            }
                        }
                        RuinMarker {
                            objectName: "towerDown_" + towerSpot.arc
                            centre: Qt.point(towerSpot.width / 2, towerSpot.height * 0.45)
                        }
                    }
                }
            }
        }

        // The middle of the Castle, or the Sleep Potion's "Zzz" while the Monsters sleep.
        Rectangle {
            readonly property real size: view.ringInner.castle * view.radius * 2

            x: view.centreX - size / 2
            y: view.centreY - size / 2
            width: size
            height: size
            radius: size / 2
            color: view.asleep ? "#283593" : Theme.primary
            border.width: 2
            border.color: Theme.background

            Text {
                anchors.centerIn: parent
                visible: !view.asleep
                text: qsTr("Castle")
                color: Theme.textOnPrimary
                font.pixelSize: Math.max(11, Math.round(view.radius * 0.045))
                font.weight: Font.Bold
            }
            Text {
                objectName: "sleepMarker"
                anchors.centerIn: parent
                visible: view.asleep
                horizontalAlignment: Text.AlignHCenter
                textFormat: Text.StyledText
                // Laid out only while shown: its bold italic would load a font of its own for nothing.
                text: view.asleep ? "<i><b><font size=\"+2\">Zzz</font></b></i><br>" + qsTr("Asleep") : ""
                color: "#ffffff"
                font.pixelSize: Math.max(11, Math.round(view.radius * 0.04))
                lineHeight: 0.85
            }
        }
    }

    // Taps on the board outside any token.
    MouseArea {
        objectName: "boardTapArea"
        anchors.fill: parent
        onClicked: mouse => {
            const space = view.spaceAt(mouse.x, mouse.y);
            if (space)
                view.spaceTapped(space.arc, space.ring);
        }
    }

    // The Huge Rock's roll is drawn here, under the tokens: it never covers a Monster's health.
    Item {
        id: underTokens

        anchors.fill: parent
    }

    Item {
        id: tokens

        anchors.fill: parent

        // A steady model: a Monster moved or hit keeps its token, so a tap remakes none of them.
        Repeater {
            model: SteadyListModel {
                values: view.monsters
            }

            delegate: PanicMonsterToken {
                required property var modelData
                readonly property var place: view.tokenLayout[modelData.id] || { x: 0, y: 0, size: 0, plate: 0, lines: 0 }

                monster: modelData
                centreX: place.x
                centreY: place.y
                diameter: place.size
                plateWidth: place.plate
                nameLines: place.lines
                healthFontSize: view.healthFontSize
                nameFontSize: view.nameFontSize
                nameLineHeight: view.nameLineHeight
                selected: view.selectedMonster !== "" && view.selectedMonster === modelData.id
                candidate: view.previewShapes.candidates.indexOf(modelData.id) >= 0
                badge: view.previewShapes.badges[modelData.id] || ""

                onTapped: view.monsterTapped(modelData.id)
                onDropped: (x, y) => {
                    const space = view.spaceAt(x, y);
                    if (space && (space.arc !== modelData.arc || space.ring !== modelData.ring))
                        view.monsterDropped(modelData.id, space.arc, space.ring);
                    else if (space)
                        view.monsterTapped(modelData.id);  // put back where it stood: a tap
                }
            }
        }
    }

    // The move preview, over the tokens; it takes no input. Loaded from its file once a preview is first
    // wanted, and kept: a board that never previews neither compiles nor makes it.
    Loader {
        id: previewLayer

        objectName: "previewLayer"
        anchors.fill: parent
        active: view.previewWanted || !!view.preview
        Component.onCompleted: setSource("qrc:/Arbiter/qml/components/PanicBoardPreview.qml",
                                         { board: view, underLayer: underTokens })
    }
}

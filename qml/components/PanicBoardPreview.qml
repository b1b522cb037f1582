pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Shapes
import Arbiter

// The move preview of a PanicBoard, drawn over its tokens: an arrow per moved Monster, the Huge Rock's
// roll, a red cross over each structure the move destroys, and the pulsing structures whose damage the
// players must give to a Monster. It takes no input; the board shows `shapes.badges` and
// `shapes.candidates` on its tokens.
//
// Public API
//   board    the PanicBoard it draws on (its geometry, tokens and `preview`)
//   underLayer  where the Huge Rock's roll is drawn, under the tokens (none: with the rest)
//   shapes   {arrows, badges, crosses, pending, candidates} of board.preview, in board coordinates:
//            arrows [{name, rock, line, head}], badges {id: "−2" or "✕"}, crosses [{key, point}],
//            pending (the preview's pending choices), candidates (ids of the Monsters they offer)
Item {
    id: overlay

    // Typed `var`: a PanicBoard property here would make the two files depend on each other, which the
    // QML engine refuses as a cycle.
    required property var board
    // An item of the board's size under its tokens: the Huge Rock's roll runs through the middle of an
    // arc, where the tokens' health figures are, so it is drawn beneath them.
    property Item underLayer: null

    // Arrows and pulsing outlines are drawn in multisampled layers on a GPU; the software renderer
    // antialiases them by itself (see PanicBoard's art).
    readonly property bool multisampled: GraphicsInfo.api !== GraphicsInfo.Software
    readonly property var shapes: geometry(board.preview, board.tokenLayout, board.radius, board.centreX,
                                           board.centreY)

    // A line through `points` whose last segment ends in an arrow head: {line, head}. The line starts
    // `skip` pixels along the first segment (outside the token it leaves).
    function arrowShape(points, skip, headSize) {
        const line = points.slice();
        const first = line[0];
        const second = line[1];
        const firstLength = Math.hypot(second.x - first.x, second.y - first.y) || 1;
        const cut = Math.min(skip, firstLength * 0.4);
        line[0] = Qt.point(first.x + (second.x - first.x) / firstLength * cut,
                           first.y + (second.y - first.y) / firstLength * cut);
        const tip = line[line.length - 1];
        const from = line[line.length - 2];
        const length = Math.hypot(tip.x - from.x, tip.y - from.y) || 1;
        const ux = (tip.x - from.x) / length;
        const uy = (tip.y - from.y) / length;
        const h = Math.min(headSize, length * 0.6);
        const base = Qt.point(tip.x - ux * h, tip.y - uy * h);
        line[line.length - 1] = base;
        const head = [tip, Qt.point(base.x - uy * h * 0.55, base.y + ux * h * 0.55),
                      Qt.point(base.x + uy * h * 0.55, base.y - ux * h * 0.55), tip];
        return { line: line, head: head };
    }

    // What the preview draws, in the board's coordinates: arrows per moved Monster, badges per damaged
    // or killed one, crosses over destroyed structures, the Huge Rock's roll, and the pending choices.
    function geometry(move, layout, r, cx, cy) {
        const result = { arrows: [], badges: {}, crosses: [], pending: [], candidates: [] };
        if (!move || r <= 1 || cx <= 0 || cy <= 0)
            return result;
        const events = move.events || [];
        const paths = {};
        const order = [];
        const healthOf = {};
        for (const monster of board.monsters)
            healthOf[monster.id] = monster.health;
        for (let i = 0; i < events.length; ++i) {
            const event = events[i];
            switch (event.type) {
            case PanicEvent.MonsterMoved: {
                if (!paths[event.id]) {
                    const place = layout[event.id];
                    paths[event.id] = [place ? Qt.point(place.x, place.y)
                                             : board.spacePoint(event.from.arc, event.from.ring)];
                    order.push(event.id);
                }
                paths[event.id].push(board.spacePoint(event.to.arc, event.to.ring));
                break;
            }
            case PanicEvent.MonsterDamaged:
                if (result.badges[event.id] !== "✕" && healthOf[event.id] !== undefined)
                    result.badges[event.id] = "−" + Math.max(1, healthOf[event.id] - event.health);
                break;
            case PanicEvent.MonsterKilled:
            case PanicEvent.MonsterSquished:
                result.badges[event.id] = "✕";
                break;
            case PanicEvent.WallDestroyed:
                result.crosses.push({ key: "wall:" + event.arc, point: board.wallPoint(event.arc, 0) });
                break;
            case PanicEvent.FortifyRemoved:
                result.crosses.push({ key: "fortify:" + event.arc, point: board.wallPoint(event.arc, 16) });
                break;
            case PanicEvent.TowerDestroyed:
                result.crosses.push({ key: "tower:" + event.arc, point: board.towerPoint(event.arc) });
                break;
            case PanicEvent.RockRolled:
                result.arrows.push(rockPath(event.arc, events, i));
                break;
            }
        }
        for (const id of order) {
            const shape = arrowShape(paths[id], (layout[id] ? layout[id].size / 2 : 0), Math.max(12, r * 0.06));
            result.arrows.push({ name: "arrow_" + id, line: shape.line, head: shape.head });
        }
        for (const choice of (move.pending || [])) {
            result.pending.push(choice);
            result.candidates = result.candidates.concat(choice.candidates || []);
        }
        return result;
    }

    // The Huge Rock comes in over the rim of `arc` and rolls through the centre towards the far arc,
    // until the next rock-stopped event (a Wall from outside, a Tower, or the far Wall from inside).
    function rockPath(arc, events, index) {
        // It comes in from the Forest, clear of the arc's number.
        const start = board.pointAt(board.arcStart(arc) + 30, board.radius * 0.94);
        const far = (arc + 2) % 6 + 1;
        let end = board.pointAt(board.arcStart(far) + 30, board.radius);
        for (let i = index + 1; i < events.length && events[i].type !== PanicEvent.RockRolled; ++i) {
            const stop = events[i];
            if (stop.type !== PanicEvent.RockStopped)
                continue;
            const wallHit = events.some(e => (e.type === PanicEvent.WallDestroyed || e.type === PanicEvent.FortifyRemoved)
                                        && e.arc === stop.arc && !e.by);
            end = stop.ring === "castle" && !(stop.arc !== arc && wallHit) ? board.towerPoint(stop.arc)
                                                                           : board.wallPoint(stop.arc, 0);
            break;
        }
        const shape = arrowShape([start, end], 0, Math.max(14, board.radius * 0.07));
        return { name: "rockPath_" + arc, rock: true, line: shape.line, head: shape.head };
    }

    visible: !!board.preview

    // An open line through `points` (or, with a fill colour, a closed shape: an arrow head).
    component LinePath: ShapePath {
        id: linePath

        property var points: []

        fillColor: "transparent"
        capStyle: ShapePath.RoundCap
        joinStyle: ShapePath.RoundJoin

        PathPolyline {
            path: linePath.points
        }
    }

    // An amber line along the Wall's circle of one arc, `distance` from the centre.
    component PendingWallPath: ShapePath {
        id: wallPath

        property int arc: 1
        property real distance: overlay.board.wallRadius
        readonly property real start: overlay.board.arcStart(arc) + 3

        fillColor: "transparent"
        strokeColor: "#ffb300"
        strokeWidth: 4
        capStyle: ShapePath.FlatCap
        startX: overlay.board.centreX + distance * Math.cos(start * Math.PI / 180)
        startY: overlay.board.centreY + distance * Math.sin(start * Math.PI / 180)

        PathAngleArc {
            centerX: overlay.board.centreX
            centerY: overlay.board.centreY
            radiusX: wallPath.distance
            radiusY: wallPath.distance
            startAngle: wallPath.start
            sweepAngle: 54
            moveToStart: false
        }
    }

    // An arrow per moved Monster, and the Huge Rock's roll as a dashed one: a white halo under a dark
    // line, readable on every ring colour.
    Repeater {
        model: SteadyListModel {
            values: overlay.shapes.arrows
        }

        delegate: Item {
            id: arrow

            required property var modelData
            readonly property bool rock: modelData.rock === true
            readonly property color ink: rock ? "#4e342e" : "#1a1a1a"

            objectName: modelData.name
            parent: arrow.rock && overlay.underLayer ? overlay.underLayer : overlay
            anchors.fill: parent
            layer.enabled: overlay.multisampled
            layer.samples: 4

            Shape {
                anchors.fill: parent

                LinePath {
                    points: arrow.modelData.line
                    strokeColor: "#ffffff"
                    strokeWidth: arrow.rock ? 9 : 7
                }
                LinePath {
                    points: arrow.modelData.head
                    strokeColor: "#ffffff"
                    strokeWidth: 4
                    fillColor: "#ffffff"
                }
                LinePath {
                    points: arrow.modelData.line
                    strokeColor: arrow.ink
                    strokeWidth: arrow.rock ? 5 : 3
                    strokeStyle: arrow.rock ? ShapePath.DashLine : ShapePath.SolidLine
                    dashPattern: [2, 1.5]
                }
                LinePath {
                    points: arrow.modelData.head
                    strokeColor: "transparent"
                    fillColor: arrow.ink
                }
            }
            // The Huge Rock itself, where it comes in.
            Rectangle {
                readonly property real size: Math.max(22, overlay.board.radius * 0.1)

                visible: arrow.rock
                x: arrow.modelData.line[0].x - size / 2
                y: arrow.modelData.line[0].y - size / 2
                width: size
                height: size
                radius: size / 2
                color: "#78716c"
                border.width: 2
                border.color: "#3e2723"
            }
        }
    }

    // A red cross over each Wall, Tower or Fortify token the move destroys.
    Repeater {
        model: SteadyListModel {
            values: overlay.shapes.crosses
        }

        // Two strokes, red on a white halo: a mark on the board, not a text to read.
        delegate: Shape {
            id: cross

            required property var modelData
            readonly property real size: Math.max(20, Math.round(overlay.board.radius * 0.09))

            objectName: "cross_" + modelData.key
            x: modelData.point.x - size / 2
            y: modelData.point.y - size / 2
            width: size
            height: size

            ShapePath {
                strokeColor: "#ffffff"
                strokeWidth: 8
                capStyle: ShapePath.RoundCap
                fillColor: "transparent"
                PathMove { x: 0; y: 0 }
                PathLine { x: cross.size; y: cross.size }
                PathMove { x: cross.size; y: 0 }
                PathLine { x: 0; y: cross.size }
            }
            ShapePath {
                strokeColor: "#d50000"
                strokeWidth: 4
                capStyle: ShapePath.RoundCap
                fillColor: "transparent"
                PathMove { x: 0; y: 0 }
                PathLine { x: cross.size; y: cross.size }
                PathMove { x: cross.size; y: 0 }
                PathLine { x: 0; y: cross.size }
            }
        }
    }

    // The structures whose damage the players must give to one of several Monsters: pulsing.
    Repeater {
        model: overlay.shapes.pending

        delegate: Item {
            id: pendingItem

            required property var modelData
            readonly property point towerCentre: overlay.board.towerPoint(modelData.arc)
            readonly property real towerSize: overlay.board.towerSize + 16

            objectName: "pending_" + modelData.structure
            anchors.fill: parent
            layer.enabled: overlay.multisampled
            layer.samples: 4

            SequentialAnimation on opacity {
                loops: Animation.Infinite
                NumberAnimation { from: 1; to: 0.3; duration: 700; easing.type: Easing.InOutQuad }
                NumberAnimation { from: 0.3; to: 1; duration: 700; easing.type: Easing.InOutQuad }
            }

            Shape {
                anchors.fill: parent
                visible: pendingItem.modelData.kind === "wall"

                // Two amber lines along both faces of the Wall, which stays visible between them.
                PendingWallPath {
                    arc: pendingItem.modelData.arc
                    distance: overlay.board.wallRadius + overlay.board.wallWidth / 2 + 4
                }
                PendingWallPath {
                    arc: pendingItem.modelData.arc
                    distance: overlay.board.wallRadius - overlay.board.wallWidth / 2 - 4
                }
            }
            Rectangle {
                visible: pendingItem.modelData.kind === "tower"
                x: pendingItem.towerCentre.x - width / 2
                y: pendingItem.towerCentre.y - height / 2
                width: pendingItem.towerSize
                height: width
                radius: width / 2
                color: "transparent"
                border.width: 5
                border.color: "#ffb300"
            }
        }
    }
}

pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Munchkin Deluxe's level board: a track of squares numbered 1 to the winning level, with a pawn in
// each player's colour on their Level. On a narrow window the track folds into even rows.
Rectangle {
    id: board

    property GameSession session
    readonly property int squares: session ? Math.max(1, session.winningLevel) : 10
    readonly property int minSquare: 56
    readonly property int pawnSize: 20
    readonly property int pawnStep: pawnSize + 2
    readonly property int maxColumns: Math.max(1, Math.floor((track.width + Theme.spacing)
                                                             / (minSquare + Theme.spacing)))
    readonly property int rows: Math.ceil(squares / maxColumns)
    readonly property int columns: Math.ceil(squares / rows)
    readonly property real squareWidth: Math.floor((track.width - (columns - 1) * gap) / columns)
    readonly property int gap: Theme.spacing / 2
    readonly property int numberHeight: 18
    // Pawns side by side in a square, and the rows they need when many players share a Level.
    readonly property int pawnsPerRow: Math.max(1, Math.floor((squareWidth - 6) / pawnStep))
    // Bumped whenever the players' rows change, so that `levels` is read again.
    property int revision: 0
    // Each seat's Level, in seat order.
    readonly property var levels: {
        board.revision;
        const players = board.session ? board.session.players : null;
        const result = [];
        for (let seat = 0; players && seat < players.count; ++seat)
            result.push(players.get(seat).level);
        return result;
    }
    readonly property int crowd: {
        const counts = {};
        let most = 1;
        for (const level of levels) {
            counts[level] = (counts[level] || 0) + 1;
            most = Math.max(most, counts[level]);
        }
        return most;
    }
    readonly property real squareHeight: Math.max(minSquare, numberHeight + Math.ceil(crowd / pawnsPerRow)
                                                  * pawnStep + 8)

    // Where a seat's pawn stands: its square, then after the pawns of earlier seats on the same Level.
    function pawnPosition(seat, level) {
        const square = Math.min(Math.max(level, 1), squares) - 1;
        let before = 0;
        for (let i = 0; i < seat && i < levels.length; ++i)
            if (levels[i] === level)
                ++before;
        return Qt.point((square % columns) * (squareWidth + gap) + 4 + (before % pawnsPerRow) * pawnStep,
                        Math.floor(square / columns) * (squareHeight + gap) + numberHeight + 4
                        + Math.floor(before / pawnsPerRow) * pawnStep);
    }

    objectName: "levelBoard"
    implicitHeight: content.implicitHeight + 2 * Theme.spacing
    color: Theme.surface
    border.color: Theme.divider
    radius: Theme.radius

    Connections {
        target: board.session ? board.session.players : null
        function onModelReset() { board.revision += 1; }
        function onDataChanged() { board.revision += 1; }
    }

    ColumnLayout {
        id: content

        x: Theme.spacing
        y: Theme.spacing
        width: board.width - 2 * Theme.spacing
        spacing: Theme.spacing / 2

        Text {
            Layout.fillWidth: true
            text: qsTr("Level board")
            font.pixelSize: Theme.captionSize
            font.weight: Font.Bold
            color: Theme.secondaryText
        }

        Item {
            id: track

            Layout.fillWidth: true
            implicitHeight: board.rows * board.squareHeight + (board.rows - 1) * board.gap

            Repeater {
                model: board.squares

                delegate: Rectangle {
                    id: square

                    required property int index
                    readonly property int squareLevel: index + 1
                    readonly property bool winning: squareLevel === board.squares

                    objectName: "levelSquare_" + squareLevel
                    x: (index % board.columns) * (board.squareWidth + board.gap)
                    y: Math.floor(index / board.columns) * (board.squareHeight + board.gap)
                    width: board.squareWidth
                    height: board.squareHeight
                    radius: Theme.radius
                    color: winning ? Theme.accent : Theme.tagBackground
                    border.color: Theme.divider

                    Text {
                        x: 4
                        y: 2
                        text: square.winning ? qsTr("%1 ★").arg(square.squareLevel) : square.squareLevel
                        font.pixelSize: Theme.captionSize
                        font.weight: Font.Bold
                        color: square.winning ? Theme.textOnPrimary : Theme.secondaryText
                    }
                }
            }

            // One pawn per player, placed on their square.
            Repeater {
                model: board.session ? board.session.players : null

                delegate: Rectangle {
                    id: pawn

                    required property string name
                    required property string colour
                    required property int level
                    required property int seat
                    readonly property point spot: board.pawnPosition(seat, level)

                    objectName: "pawn_" + name + "_" + level
                    x: spot.x
                    y: spot.y
                    width: board.pawnSize
                    height: board.pawnSize
                    radius: board.pawnSize / 2
                    color: colour
                    border.color: Theme.text
                    border.width: 1
                    Accessible.role: Accessible.Graphic
                    Accessible.name: qsTr("%1 at Level %2").arg(name).arg(level)

                    Text {
                        anchors.centerIn: parent
                        text: pawn.name.charAt(0).toUpperCase()
                        font.pixelSize: 11
                        font.weight: Font.Bold
                        // Readable on light and dark pawns alike.
                        color: pawn.color.hslLightness > 0.6 ? "#000000" : "#ffffff"
                    }
                }
            }
        }
    }
}

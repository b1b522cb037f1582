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
    readonly property int maxColumns: Math.max(1, Math.floor((grid.width + Theme.spacing)
                                                             / (minSquare + Theme.spacing)))
    readonly property int rows: Math.ceil(squares / maxColumns)
    readonly property int columns: Math.ceil(squares / rows)

    objectName: "levelBoard"
    implicitHeight: content.implicitHeight + 2 * Theme.spacing
    color: Theme.surface
    border.color: Theme.divider
    radius: Theme.radius

    ColumnLayout {
        id: content

        x: Theme.spacing
        y: Theme.spacing
        width: board.width - 2 * Theme.spacing
        spacing: Theme.spacing / 2

        Label {
            Layout.fillWidth: true
            text: qsTr("Level board")
            font.pixelSize: Theme.captionSize
            font.weight: Font.Bold
            color: Theme.secondaryText
        }

        Grid {
            id: grid

            Layout.fillWidth: true
            columns: board.columns
            spacing: Theme.spacing / 2

            Repeater {
                model: board.squares

                delegate: Rectangle {
                    id: square

                    required property int index
                    readonly property int squareLevel: index + 1
                    readonly property bool winning: squareLevel === board.squares

                    objectName: "levelSquare_" + squareLevel
                    width: Math.floor((grid.width - (board.columns - 1) * grid.spacing) / board.columns)
                    height: Math.max(board.minSquare, number.implicitHeight + pawns.implicitHeight + 8)
                    radius: Theme.radius
                    color: winning ? Theme.accent : Theme.tagBackground
                    border.color: Theme.divider

                    Label {
                        id: number

                        anchors.left: parent.left
                        anchors.top: parent.top
                        anchors.leftMargin: 4
                        anchors.topMargin: 2
                        text: square.winning ? qsTr("%1 ★").arg(square.squareLevel) : square.squareLevel
                        font.pixelSize: Theme.captionSize
                        font.weight: Font.Bold
                        color: square.winning ? "#000000" : Theme.secondaryText
                    }

                    Flow {
                        id: pawns

                        anchors.left: parent.left
                        anchors.right: parent.right
                        anchors.top: number.bottom
                        anchors.margins: 3
                        spacing: 2

                        // Every player has a pawn in every square, shown only on their Level: a
                        // list model cannot be filtered here, and a hidden pawn takes no room.
                        Repeater {
                            model: board.session ? board.session.players : null

                            delegate: Rectangle {
                                id: pawn

                                required property string name
                                required property string colour
                                required property int level

                                objectName: "pawn_" + name + "_" + square.squareLevel
                                visible: level === square.squareLevel
                                width: 20
                                height: 20
                                radius: 10
                                color: colour
                                border.color: Theme.text
                                border.width: 1
                                Accessible.role: Accessible.Graphic
                                Accessible.name: qsTr("%1 at Level %2").arg(name).arg(level)

                                Label {
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
        }
    }
}

import QtQuick
import Arbiter

// "See the game's report", shown once a game is over. Its own file, loaded by URL only then: the table
// and the board pay nothing for it at start-up (and a Loader cannot make a Bound file's inline component).
TouchButton {
    objectName: "reportButton"
    text: qsTr("See the game's report")
    highlighted: true
    onClicked: Navigator.pageRequested("report", {})
}

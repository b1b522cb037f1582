pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// A player's Level between "−" and "+". The buttons only ask: the referee decides whether the Level
// moves, and its verdict (a refusal too) goes to the banner. Each is offered only when the referee would
// take it now (a dead player goes up no level, the winning level comes only from a kill).
RowLayout {
    id: control

    property GameSession session
    property string playerName
    property int level: 1

    // "+" stands for a Go Up a Level card; "−" for a card that costs a level.
    function request(amount) {
        return MunchkinActions.changeLevel(control.playerName, amount, amount > 0 ? "go-up-a-level" : "card");
    }
    function change(amount) {
        if (control.session)
            Navigator.perform(control.session, control.request(amount));
    }
    // Read again whenever the table changes (legalNow is renewed with every change).
    function allows(amount) {
        if (!control.session || control.playerName === "")
            return false;
        void control.session.legalNow;
        return control.session.preview(control.request(amount)).legal === true;
    }

    spacing: Theme.spacing

    component StepButton: TouchButton {
        Layout.minimumWidth: Theme.touchTarget + Theme.spacing
        Layout.minimumHeight: Theme.touchTarget + Theme.spacing
        font.pixelSize: Theme.headlineSize
        font.weight: Font.Bold
    }

    StepButton {
        objectName: "levelDown_" + control.playerName
        text: "−"
        enabled: control.allows(-1)
        Accessible.name: qsTr("%1 loses a level").arg(control.playerName)
        onClicked: control.change(-1)
    }
    ColumnLayout {
        spacing: 0

        Text {
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Level")
            font.pixelSize: Theme.captionSize
            color: Theme.secondaryText
        }
        Text {
            objectName: "level_" + control.playerName
            Accessible.role: Accessible.StaticText
            Accessible.name: qsTr("%1: Level %2").arg(control.playerName).arg(control.level)
            Layout.alignment: Qt.AlignHCenter
            Layout.minimumWidth: Theme.levelSize * 1.2
            horizontalAlignment: Text.AlignHCenter
            text: control.level
            font.pixelSize: Theme.levelSize
            font.weight: Font.Bold
            color: Theme.text
        }
    }
    StepButton {
        objectName: "levelUp_" + control.playerName
        text: "+"
        enabled: control.allows(1)
        Accessible.name: qsTr("%1 goes up a level").arg(control.playerName)
        onClicked: control.change(1)
    }
}

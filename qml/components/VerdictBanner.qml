pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Arbiter

// The referee's answer to the last tap, at the bottom of the window: a refusal stays until it is read
// and dismissed; an accepted action shows briefly. Every reason opens its rule.
Pane {
    id: banner

    property var verdict: ({})
    readonly property bool refused: verdict.legal === false || (verdict.error || "") !== ""

    function show(newVerdict) {
        if (!newVerdict || (newVerdict.reasons === undefined && !newVerdict.error))
            return;
        verdict = newVerdict;
        visible = true;
        if (refused)
            hideTimer.stop();
        else
            hideTimer.restart();
    }

    objectName: "verdictBanner"
    visible: false
    padding: Theme.spacing
    Material.elevation: 6
    background: Rectangle {
        color: banner.refused ? Theme.refusedBackground : Theme.legalBackground
        border.color: banner.refused ? Theme.refused : Theme.legal
        border.width: 2
        radius: Theme.radius
    }

    Timer {
        id: hideTimer

        interval: 4000
        onTriggered: banner.visible = false
    }

    contentItem: ColumnLayout {
        spacing: Theme.spacing / 2

        RowLayout {
            Layout.fillWidth: true

            Label {
                objectName: "verdictHeadline"
                Layout.fillWidth: true
                text: banner.verdict.error ? banner.verdict.error
                      : banner.refused ? qsTr("Refused — nothing was recorded")
                      : banner.verdict.message ? banner.verdict.message
                      : qsTr("Recorded")
                font.pixelSize: Theme.titleSize
                font.weight: Font.Bold
                color: banner.refused ? Theme.refused : Theme.legal
                wrapMode: Text.Wrap
            }
            Button {
                objectName: "dismissVerdict"
                Layout.minimumHeight: Theme.touchTarget
                flat: true
                text: qsTr("OK")
                onClicked: banner.visible = false
            }
        }
        ReasonList {
            Layout.fillWidth: true
            Layout.maximumHeight: banner.refused ? 320 : 160
            clip: true
            compact: true
            reasons: banner.verdict.reasons || []
        }
    }
}

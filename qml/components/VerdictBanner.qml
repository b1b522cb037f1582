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
    // How long an accepted action's banner stays, in ms.
    property int showFor: 4000
    // After it went by itself, how long its place still takes taps (a finger on its way to OK), in ms.
    property int graceFor: 800
    // Gone by itself: faded out, its place still taking taps until the grace is over.
    property bool going: false
    readonly property bool refused: verdict.legal === false || (verdict.error || "") !== ""
    readonly property string headline: verdict.error ? verdict.error
                                       : refused ? qsTr("Refused — nothing was recorded")
                                       : verdict.message ? verdict.message
                                       : qsTr("Recorded")

    function show(newVerdict) {
        if (!newVerdict || (newVerdict.reasons === undefined && !newVerdict.error))
            return;
        verdict = newVerdict;
        graceTimer.stop();
        banner.going = false;
        visible = true;
        if (refused)
            hideTimer.stop();
        else
            hideTimer.restart();
        // Spoken by a screen reader: the verdict came without the user looking for it.
        Announcer.announce(spoken);
    }
    // The headline, then the reasons, as a screen reader says them.
    function spokenReasons() {
        const reasons = verdict.reasons || [];
        const lines = [];
        for (const reason of reasons)
            lines.push(reason.text);
        return lines.join("\n");
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

    // Its time is up: it never goes from under a pressing finger; it fades, and a tap that lands on it
    // meanwhile is still its own, never the row's beneath.
    Timer {
        id: hideTimer

        interval: banner.showFor
        onTriggered: {
            if (touch.active) {
                hideTimer.restart();
                return;
            }
            banner.going = true;
            graceTimer.restart();
        }
    }
    Timer {
        id: graceTimer

        interval: banner.graceFor
        onTriggered: {
            banner.visible = false;
            banner.going = false;
        }
    }
    // Watches for a finger on the banner without taking it from the buttons.
    PointHandler {
        id: touch
    }
    opacity: banner.going ? 0 : 1
    Behavior on opacity {
        NumberAnimation {
            duration: 200
        }
    }
    onVisibleChanged: {
        if (!visible) {
            graceTimer.stop();
            banner.going = false;
        }
    }

    // What a screen reader says of the verdict (a Control's own role would override an alert's).
    Item {
        id: spoken

        objectName: "verdictSpoken"
        Accessible.role: Accessible.AlertMessage
        Accessible.name: banner.headline
        Accessible.description: banner.spokenReasons()
    }

    contentItem: ColumnLayout {
        spacing: Theme.spacing / 2

        RowLayout {
            Layout.fillWidth: true

            Label {
                objectName: "verdictHeadline"
                Layout.fillWidth: true
                text: banner.headline
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

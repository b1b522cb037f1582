import QtQuick
import QtQuick.Templates as T
import Arbiter

// A plain button for the controls the table shows many times over (Level −/+, the turn's buttons, the
// toolbar): a rounded rectangle and a text, at least a finger wide. It looks like the Material buttons
// around it but skips their ripple and shadow, which made the first frame of a full table slow.
T.Button {
    id: control

    // `flat` (Button's own property): text only, for a toolbar; otherwise a filled, rounded button.
    property color foreground: flat ? Theme.textOnPrimary : (highlighted ? Theme.textOnPrimary : Theme.text)
    // A disc instead of a rounded rectangle (a stepper's − and +).
    property bool round: false
    // The text wraps at its words instead of eliding, for a button given less width than its text (a chip
    // in a Flow, at most as wide as the Flow).
    property bool wrap: false

    implicitWidth: Math.max(Theme.touchTarget, implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(Theme.touchTarget, implicitContentHeight + topPadding + bottomPadding)
    padding: Theme.spacing
    leftPadding: round ? 0 : Theme.margin
    rightPadding: round ? 0 : Theme.margin
    font.pixelSize: Theme.bodySize
    font.weight: Font.Medium
    font.capitalization: flat ? Font.MixedCase : Font.AllUppercase
    hoverEnabled: true

    contentItem: Text {
        text: control.text
        font: control.font
        color: control.foreground
        opacity: control.enabled ? 1 : 0.45
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        wrapMode: control.wrap ? Text.Wrap : Text.NoWrap
        elide: control.wrap ? Text.ElideNone : Text.ElideRight
    }

    background: Rectangle {
        implicitWidth: Theme.touchTarget
        implicitHeight: Theme.touchTarget
        radius: control.round ? height / 2 : Theme.radius
        color: control.flat ? (control.down ? Qt.rgba(1, 1, 1, 0.22) : control.hovered ? Qt.rgba(1, 1, 1, 0.12)
                                                                                      : "transparent")
                            : control.highlighted ? (control.down ? Qt.darker(Theme.accent, 1.2) : Theme.accent)
                            : control.down ? Theme.divider : Theme.tagBackground
        border.color: control.flat || control.highlighted ? "transparent" : Theme.divider
        opacity: control.enabled || control.flat ? 1 : 0.6
    }
}

pragma Singleton
import QtQuick

// Colours, sizes and spacing shared by every page and component.
QtObject {
    // Colours: a light Material theme in the browns and golds of a card table.
    readonly property color primary: "#6d4c41"
    readonly property color textOnPrimary: "#ffffff"  // text and icons on the primary colour
    readonly property color accent: "#ffa000"
    readonly property color background: "#faf7f2"
    readonly property color surface: "#ffffff"
    readonly property color divider: "#e0d6cc"
    readonly property color secondaryText: "#6b5e57"
    readonly property color tagBackground: "#f1e7dc"

    // Sizes in device-independent pixels.
    readonly property int touchTarget: 48  // the smallest thing a finger must hit
    readonly property int spacing: 8
    readonly property int margin: 16
    readonly property int radius: 6
    readonly property int contentMaxWidth: 960

    // Type scale.
    readonly property int titleSize: 20
    readonly property int bodySize: 16
    readonly property int captionSize: 13
    readonly property string monospaceFamily: "monospace"
}

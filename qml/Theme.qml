pragma Singleton
import QtQuick

// Colours, sizes and spacing shared by every page and component. `dark` switches every colour at once;
// Main.qml binds the Material theme to it and remembers the choice.
QtObject {
    property bool dark: false
    // The text size setting, 1.0 to largestTextScale: every size of the type scale follows it.
    property real textScale: 1.0
    // The largest text size every page is checked at (tst_screenshots' rows "... text 140%").
    readonly property real largestTextScale: 1.6

    // Colours: the browns and golds of a card table, light or dark.
    readonly property color primary: dark ? "#4e342e" : "#6d4c41"
    readonly property color textOnPrimary: "#ffffff"  // text and icons on the primary colour
    // Deep enough that white text on a highlighted button reads at 4.5:1 or more (tst_theme_contrast).
    readonly property color accent: dark ? "#c43e00" : "#a05f00"
    readonly property color background: dark ? "#1c1816" : "#faf7f2"
    readonly property color surface: dark ? "#2a2421" : "#ffffff"
    readonly property color divider: dark ? "#4a403a" : "#e0d6cc"
    readonly property color text: dark ? "#f3ece6" : "#2b211c"
    readonly property color secondaryText: dark ? "#c2b4aa" : "#6b5e57"
    readonly property color tagBackground: dark ? "#3a302b" : "#f1e7dc"
    readonly property color link: dark ? "#ffcc80" : "#8d5a00"
    // Verdicts: legal and refused, readable at arm's length in both themes.
    readonly property color legal: dark ? "#81c784" : "#2e7d32"
    readonly property color refused: dark ? "#ef9a9a" : "#c62828"
    readonly property color legalBackground: dark ? "#1f3321" : "#e8f5e9"
    readonly property color refusedBackground: dark ? "#3b1f1f" : "#ffebee"
    readonly property color undone: dark ? "#a39890" : "#72675f"  // struck-through and greyed history

    // Sizes in device-independent pixels.
    readonly property int touchTarget: 48  // the smallest thing a finger must hit
    readonly property int spacing: 8
    readonly property int margin: 16
    readonly property int radius: 6
    readonly property int contentMaxWidth: 960
    // Below this window width the layouts switch to one column (a phone held upright).
    readonly property int narrowWidth: 700

    // Type scale, at 100% text size.
    readonly property int levelSize: Math.round(56 * textScale)  // a player's Level, read from across the table
    readonly property int headlineSize: Math.round(28 * textScale)
    readonly property int titleSize: Math.round(20 * textScale)
    readonly property int bodySize: Math.round(16 * textScale)
    readonly property int captionSize: Math.round(13 * textScale)
    // The controls' own text (Material's 14 px), for the window's font, which the controls inherit.
    readonly property int controlSize: Math.round(14 * textScale)
    // A Monster's name on a tablet's Munchkin Panic board, read from arm's length: capitals of 16 px. Fitted
    // to the board's spaces (PanicTokenLayout), so it keeps its size whatever the text size setting.
    readonly property int boardNameSize: 22
    readonly property string monospaceFamily: "monospace"

    // A name the table typed, as the label of a Button, ToolButton, MenuItem, ItemDelegate or TabButton
    // (the controls drawn with an icon label): those take "&" for a keyboard shortcut's mark and hide it
    // ("Bits & Pieces" would read "Bits  Pieces"), so each "&" is doubled to show as typed. Not for a
    // Label, Text, CheckBox, RadioButton or Switch, which show the text as it is.
    function controlText(text) {
        return String(text ?? "").replace(/&/g, "&&");
    }
}

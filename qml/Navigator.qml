pragma Singleton
import QtQuick

// How a page asks for another page without knowing the window: Main.qml listens and pushes.
QtObject {
    // Opens the rules reference at one rule (a verdict's reason was tapped).
    signal ruleRequested(string ruleId)
    // Pushes a page by name ("player", "combat", "history", "chart", "rules", "newGame", "table",
    // "home") with its properties.
    signal pageRequested(string page, var properties)
    // Goes back one page.
    signal backRequested()
    // Shows a verdict in the window's banner (perform()'s answer).
    signal verdictShown(var verdict)
}

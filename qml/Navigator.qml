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

    // A page that may not be left yet (the combat page while a lost fight is settled): the window's back
    // button waits while it is set. The page sets and clears it itself.
    property Item holdingBack: null

    // Records a typed request (MunchkinActions, PanicActions) in the open game and shows the referee's
    // verdict in the banner: the one way a page performs an action.
    function perform(session, request) {
        if (!session)
            return { legal: false, recorded: false, reasons: [], error: qsTr("No game is open.") };
        const verdict = session.perform(request);
        verdictShown(verdict);
        return verdict;
    }
}

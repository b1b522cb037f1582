import QtQuick
import QtTest
import Arbiter

// The main window loads, and on the rules reference page typing in the filter narrows the list and
// clearing it restores the list.
TestCase {
    id: testCase

    name: "Main"
    when: windowShown
    width: 800
    height: 600

    Component {
        id: pageComponent

        RulesPage {
            width: testCase.width
            height: testCase.height
        }
    }

    GameSession {
        id: emptySession
    }

    Component {
        id: mainComponent

        Main {
            visible: false
            session: emptySession
        }
    }

    function typeText(text) {
        for (let i = 0; i < text.length; ++i)
            keyClick(text[i])
    }

    function clearField(field) {
        field.selectAll()
        keyClick(Qt.Key_Backspace)
    }

    function test_mainWindowLoads() {
        verify(emptySession.openFile(testDir + "/main-empty.sqlite"))
        const window = createTemporaryObject(mainComponent, testCase)
        verify(window, "Main.qml did not load")
        compare(window.title, "Arbiter")
        compare(window.width, 1280)
        compare(window.height, 800)
        // Without a game the window starts on Home; the rules reference is a tap away.
        const stack = findChild(window, "stack")
        verify(stack)
        tryVerify(() => stack.currentItem !== null)
        compare(stack.currentItem.title, "Games")
        Navigator.ruleRequested("game.die-roll")
        tryCompare(stack, "depth", 2)
        verify(findChild(stack.currentItem, "ruleList"), "no rules reference after a reason was tapped")
    }

    // The screen is kept on while a game is open on its table, and let go on the Games page.
    function test_screenStaysOnWithAGame() {
        verify(emptySession.openFile(testDir + "/main-awake.sqlite"))
        const window = createTemporaryObject(mainComponent, testCase)
        const awake = findChild(window, "screenAwake")
        verify(awake)
        const stack = findChild(window, "stack")
        tryVerify(() => stack.currentItem !== null)
        compare(awake.keepAwake, false)  // Games, no game open
        const verdict = emptySession.games.newGame(GameSetups.withPlayer(
            GameSetups.munchkin("Awake", "deluxe", false, false, false, false), "Ann", "", "", ""))
        verify(verdict.legal, JSON.stringify(verdict))
        Navigator.pageRequested("table", {})
        tryCompare(awake, "keepAwake", true)
        Navigator.pageRequested("home", {})
        tryCompare(awake, "keepAwake", false)
        emptySession.closeGame()
    }

    // The text size applies at once to the whole type scale, within the sizes every page is checked at.
    function test_textSize() {
        verify(emptySession.openFile(testDir + "/main-text.sqlite"))
        const window = createTemporaryObject(mainComponent, testCase)
        window.textScale = 1.2
        compare(Theme.textScale, 1.2)
        compare(Theme.bodySize, 19)
        compare(Theme.titleSize, 24)
        compare(window.font.pixelSize, Theme.controlSize)
        window.textScale = 3
        compare(Theme.textScale, Theme.largestTextScale)
        window.textScale = 1.0
        compare(Theme.bodySize, 16)
    }

    // A language chosen in the menu applies at once, without a restart, and is remembered; the system's
    // language comes back when the choice is cleared.
    function test_languageAppliesAtOnce() {
        verify(emptySession.openFile(testDir + "/main-language.sqlite"))
        const window = createTemporaryObject(mainComponent, testCase)
        const stack = findChild(window, "stack")
        tryVerify(() => stack.currentItem !== null)
        compare(stack.currentItem.title, "Games")
        Language.choose("de")
        compare(Language.current, "de")
        compare(Language.chosen, "de")
        tryCompare(stack.currentItem, "title", "Spiele")
        Language.choose("fr")
        tryCompare(stack.currentItem, "title", "Parties")
        Language.choose("en")
        tryCompare(stack.currentItem, "title", "Games")
        Language.choose("")
        compare(Language.chosen, "")
        compare(Language.nativeName("de"), "Deutsch")
        compare(Language.codes, ["en", "de", "fr"])
    }

    function test_filterNarrowsTheList() {
        const page = createTemporaryObject(pageComponent, testCase)
        verify(page)
        const field = findChild(page, "ruleFilter")
        const list = findChild(page, "ruleList")
        verify(field)
        verify(list)
        tryVerify(() => list.count > 0, 5000, "the rules reference lists no rule")
        const all = list.count

        field.forceActiveFocus()
        verify(field.activeFocus)
        typeText("#no such rule#")
        compare(field.text, "#no such rule#")
        tryCompare(list.model, "filter", "#no such rule#")
        compare(list.count, 0)

        clearField(field)
        compare(field.text, "")
        tryCompare(list.model, "filter", "")
        compare(list.count, all)

        // The first rule's id finds at least that rule, and never more rules than there are.
        const firstId = list.itemAtIndex(0).ruleId
        verify(firstId.length > 0)
        typeText(firstId)
        compare(field.text, firstId)
        tryCompare(list.model, "filter", firstId)
        verify(list.count >= 1 && list.count <= all, "%1 of %2 rules".arg(list.count).arg(all))
        compare(list.itemAtIndex(0).ruleId, firstId)
    }
}

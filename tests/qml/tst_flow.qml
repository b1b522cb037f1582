import QtQuick
import QtQuick.Controls
import QtTest
import Arbiter
import "scrolling.js" as Scrolling

// The table's main flow through the whole window, as a player taps it: a new game with its players, a
// level up, a fight with a helper and an Enhancer whose verdict flips, the kill after "Anyone?", undo and
// redo from the toolbar, a refused level-up shown in the banner, Charity and selling.
TestCase {
    id: testCase

    name: "Flow"
    when: windowShown

    GameSession {
        id: flowSession
    }
    readonly property GameSession session: flowSession

    Component {
        id: mainComponent

        Main {
            session: flowSession
        }
    }

    // findChild() does not reach into popups: look in their content and footer too.
    function child(parentItem, objectName) {
        let found = findChild(parentItem, objectName);
        if (!found && parentItem.contentItem)
            found = findChild(parentItem.contentItem, objectName);
        if (!found && parentItem.footer)
            found = findChild(parentItem.footer, objectName);
        verify(found, "no " + objectName);
        return found;
    }

    // Scrolls every Flickable around the item so that a click lands on it.
    function ensureVisible(item) {
        Scrolling.ensureVisible(item, Theme.margin);
    }

    function tap(parentItem, objectName) {
        const button = child(parentItem, objectName);
        tryVerify(() => button.visible && button.enabled, 2000, objectName + " cannot be tapped");
        wait(30);
        ensureVisible(button);
        wait(10);
        mouseClick(button);
    }

    function typeInto(parentItem, objectName, text) {
        const field = child(parentItem, objectName);
        ensureVisible(field);
        mouseClick(field);
        if (!field.activeFocus)
            field.forceActiveFocus();  // a field in a dialog that is still settling
        verify(field.activeFocus, objectName + " has no focus");
        field.selectAll();
        for (let i = 0; i < text.length; ++i)
            keyClick(text[i]);
        compare(field.text, text);
    }

    function levelOf(name) {
        return session.playerDetails(name).level;
    }

    function currentPage(window) {
        const stack = child(window, "stack");
        tryVerify(() => stack.currentItem !== null && !stack.busy, 3000);
        return stack.currentItem;
    }

    function openedDialog(page, objectName) {
        // The table loads its dialogs on first use and names them as properties.
        tryVerify(() => page[objectName] !== null && page[objectName] !== undefined, 3000, "no " + objectName);
        const dialog = page[objectName];
        compare(dialog.objectName, objectName);
        tryVerify(() => dialog.visible, 3000, objectName + " did not open");
        wait(400);  // the enter transition
        return dialog;
    }

    function test_theWholeTable() {
        verify(session.openFile(testDir + "/flow.sqlite"), session.fileError);
        const window = createTemporaryObject(mainComponent, testCase, { width: 1280, height: 800 });
        verify(window);
        const banner = child(window, "verdictBanner");

        // Home, then New game: three players.
        let page = currentPage(window);
        compare(page.title, "Games");
        tap(page, "newGameButton");
        page = currentPage(window);
        compare(page.title, "New game");
        typeInto(page, "gameNameField", "Flow");
        typeInto(page, "playerName_0", "Ann");
        typeInto(page, "playerName_1", "Bob");
        tap(page, "addPlayerButton");
        typeInto(page, "playerName_2", "Cid");
        tap(page, "startButton");
        tryVerify(() => session.hasGame, 2000, "the game did not start");
        page = currentPage(window);
        compare(page.title, "Flow");
        compare(session.players.count, 3);

        // Level up from the card.
        tap(page, "levelUp_Ann");
        compare(levelOf("Ann"), 2);
        tryCompare(child(page, "level_Ann"), "text", "2");

        // The sale dialog asks for a choice before it rules: no red refusal with nothing chosen.
        tap(page, "sell_Ann");
        const choosing = openedDialog(page, "sellDialog");
        verify(child(choosing, "sellHeadline").text.indexOf("Refused") < 0, child(choosing, "sellHeadline").text);
        compare(child(choosing, "sellReasons").reasons.length, 0);
        tap(choosing, "sellCancel");
        tryVerify(() => !choosing.visible, 3000, "the sale dialog stayed open");

        // A fight: Ann (Level 2) against a Level 8 monster, Bob helps, an Enhancer, then a one-shot.
        tap(page, "fightButton");
        page = currentPage(window);
        compare(page.title, "Combat");
        typeInto(page, "startFormName", "Tentacle Demon");
        const levelField = child(page, "startFormLevelValue");
        typeInto(page, "startFormLevelValue", "8");
        keyClick(Qt.Key_Return);
        tap(page, "startFormSubmit");
        verify(session.combat.active);
        compare(session.combat.outcome, "lose");
        compare(child(page, "monsterStrength").text, "8");
        tap(page, "askForHelp_Bob");
        compare(session.combat.helper, "Bob");
        compare(child(page, "playerStrength").text, "3");
        typeInto(page, "enhancerName", "Baby");
        child(page, "enhancerBonusValue");
        tap(page, "enhancerBonusMinus");
        tap(page, "enhancerBonusMinus");
        tap(page, "enhancerPlay");
        compare(child(page, "monsterStrength").text, "6");
        compare(session.combat.outcome, "lose");
        verify(child(page, "combatHeadline").text.indexOf("monsters would win") >= 0);
        typeInto(page, "playerOneShotName", "Magic Missile");
        tap(page, "playerOneShotChipPlus5");
        compare(child(page, "playerStrength").text, "8");
        compare(session.combat.outcome, "win");
        verify(child(page, "combatHeadline").text.indexOf("players would win") >= 0);

        // "Anyone?": the kill is claimed and recorded when the wait is over.
        tap(page, "claimKill");
        tryVerify(() => !session.combat.active, session.killClaimWaitMs + 3000, "the kill was not recorded");
        compare(levelOf("Ann"), 3);
        verify(banner.visible);
        // The fight is over: the combat page left, the table is back.
        tryVerify(() => currentPage(window).objectName === "tablePage", 3000, "the combat page stayed");

        // Undo and redo from the toolbar.
        const historyBefore = session.history.count;
        tap(window, "undoButton");
        verify(session.combat.active, "undo did not bring the fight back");
        compare(levelOf("Ann"), 2);
        tap(window, "redoButton");
        verify(!session.combat.active);
        compare(levelOf("Ann"), 3);
        compare(session.history.count, historyBefore);

        // Back at the table: a Go Up a Level to the winning level would be refused, so "+" is not offered.
        Navigator.pageRequested("table", {});
        page = currentPage(window);
        for (let level = levelOf("Ann"); level < 9; ++level)
            tap(page, "levelUp_Ann");
        compare(levelOf("Ann"), 9);
        const recorded = session.history.count;
        tryVerify(() => !child(page, "levelUp_Ann").enabled, 2000, "+ is offered into the winning level");
        verify(child(page, "levelDown_Ann").enabled);
        compare(levelOf("Ann"), 9);
        compare(session.history.count, recorded);

        // Charity: a hand of 8 goes over the limit of 5; the split is shown before it is applied.
        tap(page, "charityButton");
        const charity = openedDialog(page, "charityDialog");
        for (let i = 0; i < 8; ++i)
            tap(charity, "handStepperPlus");
        tryVerify(() => child(charity, "charityReasons").reasons.some(r => r.text.indexOf("Bob") >= 0
                                                                        && r.text.indexOf("card") >= 0),
                  2000, "the split does not name who gets the cards");
        compare(session.history.count, recorded);
        tap(charity, "charityApply");
        tryCompare(session.history, "count", recorded + 1);
        tryVerify(() => !charity.visible, 3000, "the Charity dialog stayed open");
        // The banner with the Charity verdict covers the bottom of the table: read, and dismissed.
        verify(banner.visible && !banner.refused);
        tap(window, "dismissVerdict");

        // Selling would make a level, but Ann at Level 9 cannot sell into the winning level: Sell is not
        // offered, for the referee refuses every sale now.
        verify(session.legalNow.kinds[ActionKind.SellItems].players.indexOf("Ann") < 0);
        verify(!child(page, "sell_Ann").enabled, "Sell is offered to Ann at Level 9");
        compare(levelOf("Ann"), 9);
    }
}

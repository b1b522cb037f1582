import QtQuick
import QtQuick.Controls
import QtTest
import Arbiter
import "scrolling.js" as Scrolling

// "Play a card" on the Munchkin Panic board page against a real session: Fortify Wall played and then
// refused on the same Wall (nothing recorded), a Convenient Addition Error under a Trophy, a Duck of Doom
// Curse taking a Treasure card, and the Humongous Monster Enhancer refused without the Enhancers.
TestCase {
    id: testCase

    property int files: 0

    name: "PanicCards"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    GameSession {
        id: gameSession
    }

    PanicBoardModel {
        id: boardModel

        session: gameSession
    }

    Component {
        id: pageComponent

        PanicTablePage {
            width: testCase.width
            height: testCase.height
            session: gameSession
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
        // A button shown by the change before stands where its row puts it only once the row is laid out.
        tryVerify(() => !isPolishScheduled(button.parent), 2000, objectName + "'s row is not laid out");
        ensureVisible(button);
        wait(10);
        verify(button.width >= Theme.touchTarget && button.height >= Theme.touchTarget,
               objectName + " is smaller than a finger");
        mouseClick(button);
    }

    function seat(name) {
        return gameSession.panic.seats.find(s => s.name === name);
    }

    function newGame(variants) {
        ++files;
        verify(gameSession.openFile(testDir + "/panic-cards-" + files + ".sqlite"), gameSession.fileError);
        const verdict = gameSession.games.newGame(GameSetups.withPlayers(GameSetups.panic("Siege", "standard", variants ?? [], false),
                                                               ["Joan", "Gloria", "Marshall", "Seth"]));
        verify(verdict.legal, JSON.stringify(verdict));
    }

    function perform(request) {
        const verdict = gameSession.perform(request);
        verify(verdict.recorded, JSON.stringify(verdict));
    }

    // Set-up done by the die, then the board entered as a correction.
    function setUpWith(monsters) {
        const tokens = ["Gazebo", "Net Troll", "Large Angry Chicken", "Shrieking Geek"];
        for (let i = 0; i < tokens.length; ++i)
            perform(PanicActions.placeMonster(tokens[i], i + 1, false));
        perform(PanicActions.setBoard(monsters));
    }

    function startedGame() {
        newGame();
        setUpWith([PanicActions.monsterCard("Net Troll", 1, "archer", 4, false)]);
        const page = createTemporaryObject(pageComponent, testCase);
        verify(page);
        return page;
    }

    // The dialog from the turn bar, with one card's form open.
    function openCard(page, form) {
        tap(page, "panicCardsButton");
        tryVerify(() => page.cardsDialog !== null, 3000, "no cards dialog");
        const dialog = page.cardsDialog;
        tryVerify(() => dialog.visible && dialog.opened, 3000, "the cards dialog did not open");
        compare(dialog.objectName, "cardsDialog");
        tap(dialog, "cardChoice_" + form);
        compare(dialog.form, form);
        return dialog;
    }

    function play(dialog) {
        tap(dialog, "cardsApply");
        tryVerify(() => !dialog.visible, 3000, "the cards dialog stayed open");
    }

    function test_buttonHiddenInSetUp() {
        newGame();
        const page = createTemporaryObject(pageComponent, testCase);
        verify(!child(page, "panicCardsButton").visible);
        setUpWith([]);
        tryVerify(() => child(page, "panicCardsButton").visible);
    }

    function test_fortifyThenRefused() {
        const page = startedGame();
        let dialog = openCard(page, "fortify");
        // The list of cards goes; the form comes with all six Walls.
        for (let arc = 1; arc <= 6; ++arc)
            verify(child(dialog, "fortifyArc_" + arc).visible);
        // Nothing to ask the referee before a Wall is tapped.
        compare(child(dialog, "cardsVerdict").text, "Tap the Wall to fortify.");
        verify(!child(dialog, "cardsApply").enabled);
        tap(dialog, "fortifyArc_2");
        tryCompare(child(dialog, "cardsVerdict"), "text", "Legal");
        play(dialog);
        verify(boardModel.fortified.indexOf(2) >= 0, JSON.stringify(boardModel.fortified));

        // The same Wall again: the referee refuses, says why, and nothing is recorded.
        const before = gameSession.history.count;
        dialog = openCard(page, "fortify");
        tap(dialog, "fortifyArc_2");
        tryCompare(child(dialog, "cardsVerdict"), "text", "Refused");
        verify(!child(dialog, "cardsApply").enabled);
        tryVerify(() => child(dialog, "reason_0").visible, 2000, "no reason shown");
        verify(dialog.preview.reasons.some(r => r.rule === "panic.card-fortify-wall"), JSON.stringify(dialog.preview));
        compare(gameSession.history.count, before);

        // Back to the list, then cancel.
        tap(dialog, "cardsBack");
        compare(dialog.form, "");
        verify(child(dialog, "cardChoice_illusion").visible);
        tap(dialog, "cardsCancel");
        tryVerify(() => !dialog.visible);
        compare(gameSession.history.count, before);
    }

    function test_additionError() {
        const page = startedGame();
        perform(PanicActions.setTrophies("Joan", ["King Tut"]));
        const points = seat("Joan").points;
        const treasure = seat("Joan").treasure;
        perform(PanicActions.setTrophies("Gloria", ["Pit Bull", "Floating Nose"]));
        const dialog = openCard(page, "addition-error");
        const player = child(dialog, "cardsPlayer");
        const trophy = child(dialog, "cardsTrophy");
        compare(player.currentText, "Joan");
        compare(trophy.currentValue, "King Tut");
        // Another player's Trophies follow the player chosen.
        player.currentIndex = player.find("Gloria");
        compare(trophy.count, 2);
        compare(trophy.currentValue, "Pit Bull");
        trophy.currentIndex = 1;
        verify(PanicActions.same(dialog.request(), PanicActions.additionError("Gloria", "Floating Nose")));
        player.currentIndex = player.find("Marshall");
        compare(child(dialog, "cardsVerdict").text, "Marshall holds no Trophy to choose.");
        verify(!child(dialog, "cardsApply").enabled);
        player.currentIndex = player.find("Joan");
        compare(trophy.currentValue, "King Tut");
        tryCompare(child(dialog, "cardsVerdict"), "text", "Legal");
        play(dialog);
        compare(seat("Joan").points, points + 1);
        compare(seat("Joan").treasure, treasure - 1);
        compare(seat("Joan").trophies[0].additionErrors, 1);
    }

    function test_duckOfDoom() {
        const page = startedGame();
        const joan = seat("Joan").treasure;
        const marshall = seat("Marshall").treasure;
        verify(marshall > 0);
        const dialog = openCard(page, "curse-card");
        compare(child(dialog, "cardsCurse").currentText, "Duck of Doom Curse");
        compare(child(dialog, "cardsPlayer").currentText, "Joan");
        const target = child(dialog, "cardsTarget");
        verify(target.visible);
        // The cursed player is one of the others.
        compare(target.find("Joan"), -1);
        target.currentIndex = target.find("Marshall");
        tryCompare(child(dialog, "cardsVerdict"), "text", "Legal");
        play(dialog);
        compare(seat("Joan").treasure, joan + 1);
        compare(seat("Marshall").treasure, marshall - 1);
    }

    function test_humongousNeedsEnhancers() {
        const page = startedGame();
        const before = gameSession.history.count;
        const dialog = openCard(page, "humongous");
        tryCompare(child(dialog, "cardsVerdict"), "text", "Refused");
        verify(!child(dialog, "cardsApply").enabled);
        tryVerify(() => child(dialog, "reason_0").visible, 2000, "no reason shown");
        verify(dialog.preview.reasons.some(r => r.rule === "panic.hit-not-in-game"), JSON.stringify(dialog.preview));
        verify(PanicActions.same(dialog.request(), PanicActions.specialCard("Humongous Monster Enhancer", "Joan", "", "")));
        compare(gameSession.history.count, before);
        tap(dialog, "cardsCancel");
        tryVerify(() => !dialog.visible);
    }

    // With the Enhancers in the game the same card goes.
    function test_humongousWithEnhancers() {
        newGame(["more-panic:enhancers"]);
        setUpWith([PanicActions.monsterCard("Net Troll", 1, "archer", 2, false)]);
        const page = createTemporaryObject(pageComponent, testCase);
        const dialog = openCard(page, "humongous");
        tryCompare(child(dialog, "cardsVerdict"), "text", "Legal");
        play(dialog);
        compare(boardModel.monster("Net Troll").health, 4);
    }

    // A refused card's reasons stay put while the dialog is closed: Qt 6.4's layouts crashed when rows
    // went while hidden and the window was then resized (a tablet turned).
    function test_turningTheTablet() {
        const page = startedGame();
        const window = testCase.Window.window;
        const size = Qt.size(window.width, window.height);
        let dialog = openCard(page, "humongous");
        tryVerify(() => child(dialog, "reason_0").visible, 2000, "no reason shown");
        tap(dialog, "cardsCancel");
        tryVerify(() => !dialog.visible);
        perform(PanicActions.setTreasure("Joan", 3));
        // A phone's width: the dialog narrows and lays its rows out again.
        window.width = 412;
        window.height = 915;
        wait(100);
        dialog = openCard(page, "fortify");
        tap(dialog, "cardsCancel");
        tryVerify(() => !dialog.visible);
        window.width = size.width;
        window.height = size.height;
        wait(100);
    }

    // Every form's action as the referee takes it; choose() opens a form without the list.
    function test_formsCompose() {
        const page = startedGame();
        let dialog = openCard(page, "illusion");
        compare(dialog.request().kind, "panic-special-card");
        compare(dialog.replacement, "Net Troll");
        verify(PanicActions.same(dialog.request(), PanicActions.specialCard("Illusion", "Joan", "Net Troll", "Net Troll")));
        verify(child(dialog, "cardsReplacement").visible);
        dialog.choose("invoke-obscure-rules");
        verify(child(dialog, "cardsMonster").visible);
        verify(!child(dialog, "cardsReplacement").visible);
        compare(child(dialog, "cardsMonster").count, boardModel.discarded.length);
        dialog.choose("curse-card");
        const curse = child(dialog, "cardsCurse");
        curse.currentIndex = curse.find("Truly Obnoxious Curse");
        verify(!child(dialog, "cardsTarget").visible);
        verify(PanicActions.same(dialog.request(), PanicActions.curseCard("Truly Obnoxious Curse", "Joan", "", "", "", "")));
        curse.currentIndex = curse.find("Lightning Curse");
        verify(child(dialog, "cardsTarget").visible);
        const cancelled = child(dialog, "cardsCancelledBy");
        cancelled.currentIndex = 2;
        compare(dialog.target, "Gloria");
        verify(PanicActions.same(dialog.request(),
                                 PanicActions.curseCard("Lightning Curse", "Joan", "Gloria", "", "", "Wishing Ring")));
        tap(dialog, "cardsCancel");
        tryVerify(() => !dialog.visible);
    }
}

import QtQuick
import QtQuick.Controls
import QtTest
import Arbiter
import "scrolling.js" as Scrolling

// The Munchkin Panic board page against a real session, tapped as a player would: placing Monsters from
// the bag on the board, hitting one through the Hit dialog, the Move Monsters preview with a choice the
// players must make before anything moves, moving a Monster by dragging it, and undo.
TestCase {
    id: testCase

    property int files: 0

    name: "Panic"
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
        mouseClick(button);
    }

    function openedDialog(page, name) {
        tryVerify(() => page[name] !== null && page[name] !== undefined, 3000, "no " + name);
        const dialog = page[name];
        tryVerify(() => dialog.visible && dialog.opened, 3000, name + " did not open");
        return dialog;
    }

    // The board once the page is laid out (its first size is its implicit one).
    function board(page) {
        const b = child(page, "panicBoard");
        tryVerify(() => b.width === b.side && b.width > 0, 2000, "the board is not laid out");
        return b;
    }

    function tapSpace(page, arc, ring) {
        const b = board(page);
        const p = b.spacePoint(arc, ring);
        mouseClick(b, p.x, p.y);
    }

    function tapMonster(page, id) {
        const b = board(page);
        const p = b.monsterPoint(id);
        mouseClick(b, p.x, p.y);
    }

    // The Monster's row of the board model; undefined when it is not on the board.
    function monster(id) {
        const row = boardModel.monster(id);
        return row.id === undefined ? undefined : row;
    }

    function newGame() {
        ++files;
        verify(gameSession.openFile(testDir + "/panic-" + files + ".sqlite"), gameSession.fileError);
        const verdict = gameSession.games.newGame(GameSetups.withPlayers(GameSetups.panic("Siege", "standard", [], false),
                                                               ["Joan", "Gloria", "Marshall", "Seth"]));
        verify(verdict.legal, JSON.stringify(verdict));
    }

    function perform(request) {
        const verdict = gameSession.perform(request);
        verify(verdict.recorded, JSON.stringify(verdict));
    }

    function card(token, arc, ring, health, glued) {
        return PanicActions.monsterCard(token, arc, ring, health, glued === true);
    }

    // Set-up done by the die, then the board entered as a correction.
    function setUpWith(monsters) {
        const tokens = ["Gazebo", "Net Troll", "Large Angry Chicken", "Shrieking Geek"];
        for (let i = 0; i < tokens.length; ++i)
            perform(PanicActions.placeMonster(tokens[i], i + 1, false));
        perform(PanicActions.setBoard(monsters));
    }

    function test_placingFromTheBag() {
        newGame();
        const page = createTemporaryObject(pageComponent, testCase);
        verify(page);
        compare(child(page, "panicCurrentLabel").text, "Place 4 Monsters in the Archer ring");

        // Tap the Archer space of arc 3: the bag opens with arc 3 chosen.
        tapSpace(page, 3, "archer");
        let dialog = openedDialog(page, "placeDialog");
        compare(dialog.chosenArc, 3);
        tap(dialog, "bagToken_Net Troll");
        tap(dialog, "placeApply");
        tryVerify(() => !dialog.visible);
        compare(monster("Net Troll").ring, "archer");
        compare(monster("Net Troll").arc, 3);
        compare(monster("Net Troll").health, 4);
        tryVerify(() => child(page, "monster_Net Troll").visible);

        // A token already out of the bag is not offered again.
        tapSpace(page, 1, "archer");
        dialog = openedDialog(page, "placeDialog");
        verify(findChild(dialog.contentItem, "bagToken_Net Troll") === null);
        tap(dialog, "bagToken_Pukachu");
        tap(dialog, "placeApply");
        tryVerify(() => !dialog.visible);
        tapSpace(page, 6, "archer");
        dialog = openedDialog(page, "placeDialog");
        tap(dialog, "bagToken_Bullrog");
        tap(dialog, "placeApply");
        tryVerify(() => !dialog.visible);

        // From the button, with the app's die.
        tap(page, "panicPlaceButton");
        dialog = openedDialog(page, "placeDialog");
        tap(dialog, "bagToken_Gazebo");
        tap(dialog, "placeRoll");
        verify(dialog.rolled >= 1 && dialog.rolled <= 6);
        compare(dialog.chosenArc, dialog.rolled);
        const rolled = dialog.rolled;
        tap(dialog, "placeApply");
        tryVerify(() => !dialog.visible);
        compare(monster("Gazebo").arc, rolled);

        // Four Monsters end set-up: Joan's first turn begins.
        verify(!gameSession.panic.settingUp);
        compare(gameSession.panic.phase, PanicPhase.DiscardAndDraw);
        tryCompare(child(page, "panicCurrentLabel"), "text", "Joan's turn");
        verify(child(page, "phase_discard-and-draw").current);
    }

    function test_hittingAMonster() {
        newGame();
        setUpWith([card("Gazebo", 5, "knight", 3),
                   card("Net Troll", 1, "archer", 3)]);
        const page = createTemporaryObject(pageComponent, testCase);
        tap(page, "panicDrawButton");
        compare(gameSession.panic.phase, PanicPhase.GiveCharity);
        tap(page, "panicNextButton");
        compare(gameSession.panic.phase, PanicPhase.PlayCards);

        // Tapping a Monster in Play Cards opens the Hit dialog on it.
        tapMonster(page, "Gazebo");
        const dialog = openedDialog(page, "hitDialog");
        compare(dialog.target, "Gazebo");
        // Nothing chosen yet: a hint, not a red refusal.
        verify(child(dialog, "hitVerdict").text.indexOf("Refused") < 0, child(dialog, "hitVerdict").text);
        compare(child(dialog, "hitReasons").reasons.length, 0);
        // A Red card cannot reach a blue space: refused before anything changes.
        dialog.setCards([{ card: "Red Knight", weapons: [] }]);
        tryCompare(child(dialog, "hitApply"), "enabled", false);
        verify(!dialog.hitPreview.legal);
        compare(monster("Gazebo").health, 3);
        // Blue Knight with Boots of Butt-Kicking slays it.
        dialog.setCards([{ card: "Blue Knight", weapons: ["Boots of Butt-Kicking"] }]);
        tryCompare(child(dialog, "hitApply"), "enabled", true);
        verify(dialog.hit.slain);
        tap(dialog, "hitApply");
        tryVerify(() => !dialog.visible);
        verify(monster("Gazebo") === undefined);
        const joan = gameSession.panic.seats[0];
        compare(joan.trophies[0].token, "Gazebo");
        compare(joan.points, 3);
        tryCompare(child(page, "seatPoints_Joan"), "text", "3");
        tryVerify(() => findChild(page, "monster_Gazebo") === null);

        // Undo brings it back on the board and takes the Trophy away.
        verify(gameSession.undo());
        compare(monster("Gazebo").health, 3);
        compare(gameSession.panic.seats[0].points, 0);
        tryVerify(() => findChild(page, "monster_Gazebo") !== null);
        tryCompare(child(page, "seatPoints_Joan"), "text", "0");
        verify(gameSession.redo());
        tryVerify(() => findChild(page, "monster_Gazebo") === null);
    }

    function test_moveMonstersPreviewWithAChoice() {
        newGame();
        // Two Monsters in the red Swordsman space of arc 1 both reach Wall 1.
        setUpWith([card("Gazebo", 1, "swordsman", 3),
                   card("Net Troll", 1, "swordsman", 4),
                   card("Bullrog", 4, "forest", 3)]);
        perform(PanicActions.discardDraw(0, false, false, ""));
        for (const phase of ["play-cards", "add-treasure", "move-monsters"])
            perform(PanicActions.nextPhase(phase));
        const page = createTemporaryObject(pageComponent, testCase);
        const before = gameSession.history.count;

        tap(page, "panicMoveButton");
        const preview = child(page, "panicPreview");
        tryVerify(() => preview.visible);
        // The board draws the question and the moves it already knows; nothing is applied.
        tryVerify(() => findChild(page, "pending_wall:1") !== null);
        verify(child(page, "pendingChoice_wall:1").visible);
        compare(child(page, "previewConfirm").enabled, false);
        // The Bullrog walks on whatever the players choose: its arrow and sentence show already.
        tryVerify(() => findChild(page, "arrow_Bullrog") !== null);
        verify(child(page, "previewWhateverChosen").visible);
        compare(preview.move.events.length, 1);
        verify(preview.move.events[0].text.indexOf("Bullrog") >= 0, preview.move.events[0].text);
        verify(findChild(page, "arrow_Net Troll") === null);
        compare(monster("Bullrog").ring, "forest");
        compare(gameSession.history.count, before);

        // The players pick the Net Troll: the preview shows its damage and the Wall falling.
        tap(page, "choose_wall:1_Net Troll");
        tryCompare(child(page, "previewConfirm"), "enabled", true);
        verify(findChild(page, "pending_wall:1") === null);
        verify(!child(page, "previewWhateverChosen").visible);
        verify(findChild(page, "arrow_Bullrog") !== null);
        const texts = preview.move.events.map(e => e.text).join("\n");
        verify(texts.indexOf("Wall 1 is destroyed by Net Troll") >= 0, texts);
        compare(gameSession.history.count, before);

        tap(page, "previewConfirm");
        tryVerify(() => !preview.visible);
        compare(gameSession.history.count, before + 1);
        verify(gameSession.panic.monstersMoved);
        compare(monster("Bullrog").ring, "archer");
        compare(monster("Net Troll").health, 3);
        verify(boardModel.walls.indexOf(1) < 0);
        tryVerify(() => !child(page, "wall_1").visible);

        // Undo puts the Wall back and the Monsters where they stood.
        verify(gameSession.undo());
        verify(boardModel.walls.indexOf(1) >= 0);
        compare(monster("Bullrog").ring, "forest");
        tryVerify(() => child(page, "wall_1").visible);
    }

    function test_previewCancelledWritesNothing() {
        newGame();
        setUpWith([card("Gazebo", 2, "archer", 3)]);
        perform(PanicActions.discardDraw(0, false, false, ""));
        for (const phase of ["play-cards", "add-treasure", "move-monsters"])
            perform(PanicActions.nextPhase(phase));
        const page = createTemporaryObject(pageComponent, testCase);
        const before = gameSession.history.count;
        tap(page, "panicMoveButton");
        tryVerify(() => child(page, "panicPreview").visible);
        compare(child(page, "previewConfirm").enabled, true);
        tap(page, "previewCancel");
        tryVerify(() => !child(page, "panicPreview").visible);
        compare(gameSession.history.count, before);
        compare(monster("Gazebo").ring, "archer");
    }

    function test_dragToMove() {
        newGame();
        setUpWith([card("Net Troll", 1, "archer", 3),
                   card("Gazebo", 3, "archer", 1, true)]);
        perform(PanicActions.correctStructures(gameSession, [1, 2, 3, 4, 5, 6], [1, 2, 3, 5, 6], []));
        perform(PanicActions.discardDraw(0, false, false, ""));
        perform(PanicActions.nextPhase("play-cards"));
        const page = createTemporaryObject(pageComponent, testCase);
        const b = board(page);
        const from = b.monsterPoint("Net Troll");
        const to = b.spacePoint(1, "swordsman");
        mouseDrag(b, from.x, from.y, to.x - from.x, to.y - from.y);
        const menu = openedDialog(page, "panicMonsterMenu");
        compare(menu.destination.ring, "swordsman");
        tap(menu, "monsterMenu_Cotion of Ponfusion");
        tryVerify(() => !menu.visible);
        compare(monster("Net Troll").ring, "swordsman");
        compare(gameSession.panic.seats[0].treasure, 0);

        // Tapping the menu's "correct" and then a space moves it without a card.
        gameSession.perform(PanicActions.nextPhase("add-treasure"));
        tapMonster(page, "Net Troll");
        const again = openedDialog(page, "panicMonsterMenu");
        tap(again, "monsterMenu_correct");
        tryVerify(() => !again.visible);
        tryVerify(() => child(page, "moveHint").visible);
        tapSpace(page, 4, "knight");
        compare(monster("Net Troll").arc, 4);
        compare(monster("Net Troll").ring, "knight");
        // A correction changes that Monster only: the rest of the board stays as it was.
        compare(monster("Net Troll").health, 3);
        compare(monster("Gazebo").health, 1);
        compare(monster("Gazebo").glued, true);
        compare(Array.from(boardModel.walls), [1, 2, 3, 5, 6]);

        // The menu's "remove" takes a Monster off the board as a correction, nothing else.
        tapMonster(page, "Gazebo");
        const last = openedDialog(page, "panicMonsterMenu");
        tap(last, "monsterMenu_remove");
        tryVerify(() => !last.visible);
        compare(monster("Gazebo"), undefined);
        compare(monster("Net Troll").ring, "knight");
        compare(Array.from(boardModel.walls), [1, 2, 3, 5, 6]);
    }

    function test_phoneListAndOtherCards() {
        newGame();
        setUpWith([card("Net Troll", 1, "archer", 3),
                   card("Gazebo", 1, "archer", 3)]);
        perform(PanicActions.discardDraw(0, false, false, ""));
        perform(PanicActions.nextPhase("play-cards"));
        const page = createTemporaryObject(pageComponent, testCase);
        // Discard and Draw's fields are made only in that phase.
        for (const name of ["panicDiscards", "panicTitle", "panicThiefFrom"])
            verify(!findChild(page, name) && !findChild(page.contentItem, name), name);
        // Beside a landscape board the chips are not made at all.
        page.width = 1280;
        page.height = 800;
        verify(!findChild(page, "monsterChip_Net Troll") && !findChild(page.contentItem, "monsterChip_Net Troll"));
        // A phone held upright.
        page.width = 412;
        page.height = 915;
        // Upright, the Monsters are listed by name under the board; a chip is a tap on the token.
        const chip = child(page, "monsterChip_Net Troll");
        tryVerify(() => chip.visible);
        verify(chip.text.indexOf("Net Troll 3/4") === 0, chip.text);
        tap(page, "monsterChip_Net Troll");
        const hit = openedDialog(page, "hitDialog");
        compare(hit.target, "Net Troll");
        // The Hit dialog leads to the Monster's other cards: the Flask of Glue.
        tap(hit, "hitMore");
        const menu = openedDialog(page, "panicMonsterMenu");
        compare(menu.monster.id, "Net Troll");
        tap(menu, "monsterMenu_glue");
        tryVerify(() => !menu.visible);
        verify(monster("Net Troll").glued);
        tryVerify(() => child(page, "monsterChip_Net Troll").text.indexOf("glued") > 0);
    }

    function test_thiefDrawsFromAnotherPlayer() {
        ++files;
        verify(gameSession.openFile(testDir + "/panic-" + files + ".sqlite"), gameSession.fileError);
        verify(gameSession.games.newGame(GameSetups.withPlayers(GameSetups.withPlayer(
            GameSetups.panic("Thieves", "more-munchkin", [], false), "Joan", "", "", "Thief"), ["Gloria"])).legal);
        setUpWith([card("Gazebo", 2, "archer", 3)]);
        perform(PanicActions.setCastleCards("Joan", 3));
        const page = createTemporaryObject(pageComponent, testCase);
        const from = child(page, "panicThiefFrom");
        tryVerify(() => from.visible);
        verify(!child(page, "panicClericKeeps").visible);
        from.currentIndex = 1;
        const before = gameSession.panic.seats[1].castleCards;
        tap(page, "panicDrawButton");
        compare(gameSession.panic.phase, PanicPhase.GiveCharity);
        compare(gameSession.panic.seats[1].castleCards, before - 1);
    }
}

import QtQuick
import QtQuick.Controls
import QtTest
import Arbiter
import "scrolling.js" as Scrolling

// The Munchkin Panic rulebook's sample turn (Joan's), played through the whole window as the table
// would tap it: set-up on the board, the hands counted with −/+, Discard and Draw, Charity to Seth, the
// four attacks (one refused, the Cotion of Ponfusion, Seth's deal), Add Treasure, the Move Monsters
// preview, then the bag: the Undead Horse, Monsters in Blue move, Lose Help, the Bullrog and the Pukachu.
// Every number the rulebook gives is checked on the screen or in the session the screen shows.
TestCase {
    id: testCase

    property var mainWindow: null

    name: "PanicSample"
    when: windowShown

    GameSession {
        id: sampleSession
    }
    readonly property GameSession session: sampleSession

    PanicBoardModel {
        id: boardModel

        session: sampleSession
    }

    Component {
        id: mainComponent

        Main {
            session: sampleSession
        }
    }

    function child(parentItem, objectName) {
        let found = findChild(parentItem, objectName);
        if (!found && parentItem.contentItem)
            found = findChild(parentItem.contentItem, objectName);
        if (!found && parentItem.footer)
            found = findChild(parentItem.footer, objectName);
        verify(found, "no " + objectName);
        return found;
    }

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

    // Picks an entry of a ComboBox by its value (or its text), as a tap in its popup would.
    function choose(parentItem, objectName, value) {
        const box = child(parentItem, objectName);
        let index = box.indexOfValue(value);
        if (index < 0)
            index = box.find(value);
        verify(index >= 0, objectName + " has no " + value);
        box.currentIndex = index;
        box.activated(index);
    }

    function opened(page, name) {
        tryVerify(() => page[name] !== null && page[name] !== undefined, 3000, "no " + name);
        const dialog = page[name];
        tryVerify(() => dialog.visible && dialog.opened, 3000, name + " did not open");
        return dialog;
    }

    function closed(dialog) {
        tryVerify(() => !dialog.visible, 3000, dialog.objectName + " stayed open");
    }

    function currentPage(window) {
        const stack = child(window, "stack");
        tryVerify(() => stack.currentItem !== null && !stack.busy, 3000);
        return stack.currentItem;
    }

    // The board once the page is laid out (its first size is its implicit one).
    function laidOutBoard(page) {
        const board = child(page, "panicBoard");
        tryVerify(() => board.width === board.side && board.width > 0, 2000, "the board is not laid out");
        return board;
    }

    // The banner at the bottom of the window covers the board's lower spaces until it is dismissed.
    function dismissBanner() {
        const banner = child(testCase.mainWindow, "verdictBanner");
        if (banner.visible)
            tap(banner, "dismissVerdict");
        tryVerify(() => !banner.visible);
    }

    function tapSpace(page, arc, ring) {
        dismissBanner();
        const board = laidOutBoard(page);
        const p = board.spacePoint(arc, ring);
        mouseClick(board, p.x, p.y);
    }

    function tapMonster(page, id) {
        dismissBanner();
        const board = laidOutBoard(page);
        const p = board.monsterPoint(id);
        verify(p, "no token " + id);
        mouseClick(board, p.x, p.y);
    }

    function place(page, token, arc) {
        tapSpace(page, arc, session.panic.settingUp ? "archer" : "forest");
        const dialog = opened(page, "placeDialog");
        tap(dialog, "bagToken_" + token);
        tap(dialog, "placeApply");
        closed(dialog);
        verify(monster(token), token + " is not on the board");
    }

    // The Monster's row of the board model; undefined when it is not on the board.
    function monster(id) {
        const row = boardModel.monster(id);
        return row.id === undefined ? undefined : row;
    }

    function seat(name) {
        return session.panic.seats.find(s => s.name === name);
    }

    function tapTimes(page, objectName, times) {
        for (let i = 0; i < times; ++i)
            tap(page, objectName);
    }

    // One attack through the Hit dialog, opened by tapping the Monster.
    function attack(page, target, card, weapon) {
        tapMonster(page, target);
        const hit = opened(page, "hitDialog");
        compare(hit.target, target);
        tap(hit, "hitAddCard");
        choose(hit, "hitCard_0", card);
        if (weapon)
            choose(hit, "hitWeapon_0", weapon);
        return hit;
    }

    function previewAndConfirm(page, expected) {
        const preview = child(page, "panicPreview");
        tryVerify(() => preview.visible);
        const texts = preview.move.events.map(e => e.text).join("\n");
        for (const line of expected)
            verify(texts.indexOf(line) >= 0, "no '" + line + "' in:\n" + texts);
        tap(page, "previewConfirm");
        tryVerify(() => !preview.visible);
    }

    function test_joansTurn() {
        verify(session.openFile(testDir + "/sample.sqlite"), session.fileError);
        verify(session.games.newGame(GameSetups.withPlayers(GameSetups.panic("Rulebook sample", "standard", [], false),
                                                ["Joan", "Gloria", "Marshall", "Seth"])).legal);
        const window = createTemporaryObject(mainComponent, testCase, { width: 1280, height: 800 });
        verify(window);
        testCase.mainWindow = window;
        const banner = child(window, "verdictBanner");
        let page = currentPage(window);
        verify(page.objectName === "panicTablePage" || child(page, "panicBoard"));

        // Set-up: four Monsters in the Archer ring, each where its die fell.
        place(page, "Gazebo", 5);
        place(page, "Net Troll", 1);
        place(page, "Large Angry Chicken", 3);
        place(page, "Shrieking Geek", 6);
        verify(!session.panic.settingUp);
        compare(monster("Gazebo").ring, "archer");

        // A few rounds later (entered as corrections): the board and the Trophies of the sample.
        verify(session.perform(PanicActions.setBoard([
            PanicActions.monsterCard("Gazebo", 5, "knight", 3, false),
            PanicActions.monsterCard("Net Troll", 1, "archer", 3, false),
            PanicActions.monsterCard("Large Angry Chicken", 3, "swordsman", 2, false),
            PanicActions.monsterCard("Shrieking Geek", 6, "archer", 3, false)])).recorded);
        for (const [player, trophies] of [["Joan", ["King Tut", "3,872 Orcs"]], ["Gloria", ["Plutonium Dragon"]],
                                           ["Marshall", ["Floating Nose"]], ["Seth", ["Pit Bull"]]])
            verify(session.perform(PanicActions.setTrophies(player, trophies)).recorded);
        tryCompare(child(page, "seatPoints_Joan"), "text", "4");
        tryCompare(child(page, "seatPoints_Gloria"), "text", "5");
        // Joan holds 3 Castle cards and 4 Treasure: counted on her card with −/+.
        tapTimes(page, "minus_castleCards_Joan", 2);
        tapTimes(page, "plus_treasure_Joan", 3);
        compare(seat("Joan").castleCards, 3);
        compare(seat("Joan").treasure, 4);

        // Phase 1: nothing discarded, drawn up to 5.
        tap(page, "panicDrawButton");
        compare(seat("Joan").castleCards, 5);
        compare(session.panic.phase, PanicPhase.GiveCharity);

        // Phase 2: 4 Treasure against a limit of 3. Moving on is not offered until Charity is given.
        verify(session.legalNow.kinds[ActionKind.PanicNextPhase].reasons.some(r => r.rule === "panic.charity-limit"));
        tryVerify(() => !child(page, "panicNextButton").enabled, 2000, "Next is offered over the Charity limit");
        compare(session.panic.phase, PanicPhase.GiveCharity);
        tap(page, "panicCharityButton");
        const charity = opened(page, "panicCharityDialog");
        // Marshall and Seth tie lowest with 2 points; Gloria cannot have it.
        tap(charity, "charityShare_Gloria");
        tryCompare(child(charity, "panicCharityApply"), "enabled", false);
        tap(charity, "charityShare_Gloria");
        tap(charity, "charityShare_Seth");
        tryCompare(child(charity, "panicCharityApply"), "enabled", true);
        tap(charity, "panicCharityApply");
        closed(charity);
        compare(seat("Joan").treasure, 3);
        compare(seat("Seth").treasure, 2);
        tap(page, "panicNextButton");
        compare(session.panic.phase, PanicPhase.PlayCards);

        // Phase 3: Blue Knight + Boots of Butt-Kicking slay the Gazebo.
        let hit = attack(page, "Gazebo", "Blue Knight", "Boots of Butt-Kicking");
        tryVerify(() => hit.hit.slain === true);
        tap(hit, "hitApply");
        closed(hit);
        // Any Color Swordsman + Spiky Knees slay the Large Angry Chicken.
        hit = attack(page, "Large Angry Chicken", "Any Color Swordsman", "Spiky Knees");
        tryVerify(() => hit.hit.slain === true);
        tap(hit, "hitApply");
        closed(hit);
        // Blue Archer: the Shrieking Geek down to 2.
        hit = attack(page, "Shrieking Geek", "Blue Archer", "");
        tryCompare(hit.hit, "healthAfter", 2);
        tap(hit, "hitApply");
        closed(hit);
        compare(monster("Shrieking Geek").health, 2);
        // A Red Swordsman cannot reach the Net Troll in the Archer ring: refused before anything changes.
        hit = attack(page, "Net Troll", "Red Swordsman", "");
        tryCompare(child(hit, "hitApply"), "enabled", false);
        verify(hit.hitPreview.reasons.some(r => r.rule === "panic.hit-ring-colour"));
        tap(hit, "hitCancel");
        closed(hit);
        compare(monster("Net Troll").health, 3);
        // The Cotion of Ponfusion brings it to the red Swordsman space: dragged there on the board.
        dismissBanner();
        const board = laidOutBoard(page);
        const from = board.monsterPoint("Net Troll");
        const to = board.spacePoint(1, "swordsman");
        mouseDrag(board, from.x, from.y, to.x - from.x, to.y - from.y);
        const menu = opened(page, "panicMonsterMenu");
        tap(menu, "monsterMenu_Cotion of Ponfusion");
        closed(menu);
        tryCompare(monster("Net Troll"), "ring", "swordsman");
        // Seth deals his Buckler of Swashing for the Treasure: Red Swordsman + Buckler slay it.
        hit = attack(page, "Net Troll", "Red Swordsman", "Buckler of Swashing");
        choose(hit, "hitHelper", "Seth");
        tap(hit, "hitWeaponsByHelper_0");
        choose(hit, "hitTreasureTo", "Seth");
        tryVerify(() => hit.hit.slain === true);
        tap(hit, "hitApply");
        closed(hit);
        compare(seat("Joan").points, 4 + 3 + 2 + 4);
        tryCompare(child(page, "seatPoints_Joan"), "text", "13");
        compare(seat("Joan").castleCards, 1);
        compare(seat("Joan").treasure, 0);
        compare(seat("Joan").treasureWaiting, 2);
        compare(seat("Seth").treasureWaiting, 2);
        compare(boardModel.count, 1);

        // Phase 4: the Treasure joins the hands; the Swiss Army Polearm's draw counted on Joan's card.
        tap(page, "panicNextButton");
        compare(session.panic.phase, PanicPhase.AddTreasure);
        compare(seat("Joan").treasure, 2);
        compare(seat("Seth").treasure, 3);
        tap(page, "plus_castleCards_Joan");
        tap(page, "minus_treasure_Joan");
        compare(seat("Joan").castleCards, 2);
        compare(seat("Joan").treasure, 1);

        // Phase 5: the preview shows the Shrieking Geek stepping in; confirmed, it moves.
        tap(page, "panicNextButton");
        compare(session.panic.phase, PanicPhase.MoveMonsters);
        verify(!child(page, "panicNextButton").enabled, "Next: Place Monsters is offered before the Monsters moved");
        tap(page, "panicMoveButton");
        previewAndConfirm(page, ["Shrieking Geek moves from Archer 6 to Knight 6"]);
        compare(monster("Shrieking Geek").ring, "knight");

        // Phase 6: the Undead Horse on a 3, then the Curse tokens through the bag.
        tap(page, "panicNextButton");
        compare(session.panic.phase, PanicPhase.PlaceMonsters);
        place(page, "Undead Horse", 3);
        compare(monster("Undead Horse").ring, "forest");
        for (const [curse, expected] of [["move-blue", ["Shrieking Geek moves from Knight 6 to Swordsman 6"]],
                                         ["lose-help", ["loses help"]]]) {
            tap(page, "panicPlaceButton");
            const bag = opened(page, "placeDialog");
            tap(bag, "placeTabCurse");
            tap(bag, "bagCurse_" + curse);
            tap(bag, "curseApply");
            closed(bag);
            previewAndConfirm(page, expected);
        }
        compare(monster("Shrieking Geek").ring, "swordsman");
        verify(seat("Joan").loseHelp);
        tryVerify(() => child(page, "seatLoseHelp_Joan").visible);
        place(page, "Bullrog", 5);
        // Two placed of three: the turn cannot end yet, and End turn is not offered; the bag is.
        verify(session.legalNow.kinds[ActionKind.EndTurn].reasons.some(r => r.rule === "panic.monsters-placed"));
        tryVerify(() => !child(page, "panicEndTurnButton").enabled, 2000, "End turn is offered at 2 of 3");
        verify(child(page, "panicPlaceButton").enabled);
        place(page, "Pukachu", 2);
        // Three of three: the Forest is full, nothing more comes out of the bag this turn.
        tryVerify(() => !child(page, "panicPlaceButton").enabled, 2000, "the bag is offered with the Forest full");
        verify(!session.legalNow.kinds[ActionKind.PanicDrawCurse].available);
        tap(page, "panicEndTurnButton");
        compare(session.panic.current, "Gloria");
        compare(session.panic.phase, PanicPhase.DiscardAndDraw);
        compare(boardModel.count, 4);
        compare(boardModel.towersLeft, 6);
        tryCompare(child(page, "panicCurrentLabel"), "text", "Gloria's turn");

        // Everything is in the log: undo from the toolbar takes the end of the turn back, redo replays it.
        tap(window, "undoButton");
        compare(session.panic.current, "Joan");
        tap(window, "redoButton");
        compare(session.panic.current, "Gloria");
        tap(window, "historyButton");
        page = currentPage(window);
        compare(page.title, "History");
        verify(session.history.count > 25);
    }
}

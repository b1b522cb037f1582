import QtQuick
import QtQuick.Controls
import QtTest
import Arbiter

// The table and a player's page against a real session: the buttons only ask, the referee answers, and
// the screen shows the answer (levels, the level board, gear, and every refusal with its reason).
TestCase {
    id: testCase

    property int files: 0

    name: "Table"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    GameSession {
        id: gameSession
    }

    SignalSpy {
        id: verdictSpy

        target: Navigator
        signalName: "verdictShown"
    }

    SignalSpy {
        id: pageSpy

        target: Navigator
        signalName: "pageRequested"
    }

    Component {
        id: tableComponent

        TablePage {
            width: testCase.width
            height: testCase.height
            session: gameSession
        }
    }

    Component {
        id: diceComponent

        DiceDialog {}
    }

    Component {
        id: playerComponent

        PlayerPage {
            width: testCase.width
            height: testCase.height
            session: gameSession
            playerName: "Ann"
        }
    }

    // The window's banner, as Main.qml wires it.
    VerdictBanner {
        id: banner

        z: 10
        width: testCase.width
        anchors.bottom: parent.bottom
    }

    Connections {
        target: Navigator
        function onVerdictShown(verdict) { banner.show(verdict); }
    }

    function init() {
        ++files;
        verify(gameSession.openFile(testDir + "/table-" + files + ".sqlite"), gameSession.fileError);
        const verdict = gameSession.games.newGame(GameSetups.withPlayers(
            GameSetups.withPlayer(GameSetups.withPlayer(GameSetups.munchkin("T", "deluxe", false, false, false, false),
                                                        "Ann", "", "female", ""), "Bob", "", "male", ""), ["Cid"]));
        verify(verdict.legal, JSON.stringify(verdict));
        verify(gameSession.hasGame);
        verdictSpy.clear();
        pageSpy.clear();
        banner.visible = false;
    }

    function player(name) {
        return gameSession.playerDetails(name);
    }

    function lastVerdict() {
        compare(verdictSpy.count, 1, "one verdict for one tap");
        return verdictSpy.signalArguments[verdictSpy.count - 1][0];
    }

    function reasonTexts(verdict) {
        return (verdict.reasons || []).map(reason => reason.text).join(" ");
    }

    // Scrolls the page's Flickable until `item` is in view, then taps it.
    function tap(root, objectName) {
        const item = findChild(root, objectName);
        verify(item, "no " + objectName);
        verify(item.visible, objectName + " is hidden");
        verify(item.enabled, objectName + " is disabled");
        let flick = item.parent;
        while (flick && !(flick instanceof Flickable))
            flick = flick.parent;
        if (flick) {
            const y = item.mapToItem(flick.contentItem, 0, 0).y;
            const maxY = Math.max(0, flick.contentHeight - flick.height);
            flick.contentY = Math.max(0, Math.min(maxY, y - flick.height / 3));
        }
        // The banner of the last verdict may lie over the bottom of the page.
        banner.visible = false;
        waitForRendering(root);
        verdictSpy.clear();
        mouseClick(item);
    }

    function test_levelUpAndDown() {
        const page = createTemporaryObject(tableComponent, testCase);
        verify(page);
        compare(page.title, "T");
        tryVerify(() => findChild(page, "levelUp_Ann") !== null);

        const before = gameSession.history.count;
        tap(page, "levelUp_Ann");
        compare(player("Ann").level, 2);
        compare(gameSession.history.count, before + 1);
        verify(lastVerdict().legal);
        // The card's level is the players model's role; the label shows it.
        tryCompare(findChild(page, "playerCard_Ann"), "level", 2);
        tryCompare(findChild(page, "level_Ann"), "text", "2");

        // The level board moves Ann's pawn to square 2; the others stay on 1.
        tryVerify(() => findChild(page, "pawn_Ann_2").visible);
        verify(findChild(page, "pawn_Ann_1") === null);
        verify(findChild(page, "pawn_Bob_1").visible);
        verify(findChild(page, "pawn_Cid_1").visible);

        tap(page, "levelDown_Ann");
        compare(player("Ann").level, 1);
        tryCompare(findChild(page, "level_Ann"), "text", "1");

        // At Level 1 "−" cannot take Bob lower. The referee either refuses (nothing recorded) or
        // records that he stays at Level 1 (rule levels.floor-one); either way the screen says so.
        const count = gameSession.history.count;
        tap(page, "levelDown_Bob");
        compare(player("Bob").level, 1);
        const verdict = lastVerdict();
        if (verdict.recorded)
            verify(verdict.reasons.some(reason => reason.rule === "levels.floor-one"), JSON.stringify(verdict));
        else
            compare(gameSession.history.count, count);
        verify(banner.visible);
        compare(findChild(page, "level_Bob").text, "1");
    }

    // 003_11fe419b31259b9c.txt, DEATH: "Dead characters cannot receive cards for any reason, not even
    // Charity, and cannot level up or win the game." Nothing the referee would refuse is offered for them.
    function test_theDeadAreOfferedNothing() {
        const page = createTemporaryObject(tableComponent, testCase);
        verify(page);
        tryVerify(() => findChild(page, "levelUp_Ann") !== null);
        verify(findChild(page, "levelUp_Ann").enabled);
        verify(gameSession.perform(MunchkinActions.nextPhase("look-for-trouble-or-loot-the-room")).recorded);
        tryVerify(() => findChild(page, "sell_Ann").enabled, 2000, "Sell is not offered on Ann's own turn");
        verify(findChild(page, "charityButton").enabled);
        verify(gameSession.perform(MunchkinActions.die("Ann")).recorded);
        tryVerify(() => !findChild(page, "levelUp_Ann").enabled, 2000, "+ is offered to the dead");
        verify(!findChild(page, "sell_Ann").enabled, "Sell is offered to the dead");
        verify(!findChild(page, "charityButton").enabled, "Charity is offered to a dead current player");
        verify(findChild(page, "endTurnButton").enabled, "the dead player's turn cannot end");
        // Bob, alive, may still go up a level, but sells only on his own turn.
        verify(findChild(page, "levelUp_Bob").enabled);
        verify(!findChild(page, "sell_Bob").enabled);
    }

    function test_goUpALevelCannotWin() {
        const page = createTemporaryObject(tableComponent, testCase);
        verify(page);
        tryVerify(() => findChild(page, "levelUp_Bob") !== null);
        for (let level = 2; level <= 9; ++level) {
            tap(page, "levelUp_Bob");
            compare(player("Bob").level, level);
        }
        tryVerify(() => findChild(page, "pawn_Bob_9").visible);

        // The referee refuses a Go Up a Level into the winning level, so "+" is not offered; "−" is.
        const verdict = gameSession.preview(MunchkinActions.changeLevel("Bob", 1, "go-up-a-level"));
        compare(verdict.legal, false);
        verify(reasonTexts(verdict).indexOf("Go Up a Level cannot give the winning level") >= 0,
               reasonTexts(verdict));
        tryVerify(() => !findChild(page, "levelUp_Bob").enabled, 2000, "+ is offered into the winning level");
        verify(findChild(page, "levelDown_Bob").enabled);
        compare(findChild(page, "level_Bob").text, "9");
        compare(gameSession.winners.length, 0);
        verify(!findChild(page, "winnersLabel").visible);
    }

    function test_cardOpensThePlayerPage() {
        const page = createTemporaryObject(tableComponent, testCase);
        verify(page);
        tryVerify(() => findChild(page, "name_Cid") !== null);
        verify(findChild(page, "turnMarker_Ann").visible);
        // Badges that do not apply are not made at all.
        verify(findChild(page, "turnMarker_Bob") === null);
        verify(findChild(page, "dead_Cid") === null);
        tap(page, "name_Cid");
        compare(pageSpy.count, 1);
        compare(pageSpy.signalArguments[0][0], "player");
        compare(pageSpy.signalArguments[0][1].playerName, "Cid");

        // The phase moves on through the header.
        compare(gameSession.phase, "kick-open-the-door");
        tap(page, "nextPhaseButton");
        compare(gameSession.phase, "look-for-trouble-or-loot-the-room");
        tryCompare(findChild(page, "phaseLabel"), "text", gameSession.phaseName);
    }

    function addItem(page, name, slotIndex, bonus, equipped) {
        const form = findChild(page, "itemForm");
        verify(form);
        findChild(form, "itemName").text = name;
        findChild(form, "itemSlot").currentIndex = slotIndex;
        findChild(form, "itemBonus").value = bonus;
        findChild(form, "itemEquipped").checked = equipped;
        verdictSpy.clear();
        tap(page, "addItemButton");
        return lastVerdict();
    }

    function test_itemsAndSlots() {
        const page = createTemporaryObject(playerComponent, testCase);
        verify(page);
        compare(page.title, "Ann");
        compare(gameSession.playerDetails("Ann").effectiveGear, 0);

        // Slot 1 of the form is Armor.
        let verdict = addItem(page, "Flaming Armor", 1, 2, true);
        verify(verdict.recorded, JSON.stringify(verdict));
        compare(gameSession.playerDetails("Ann").effectiveGear, 2);
        compare(gameSession.playerDetails("Ann").strength, 3);
        tryVerify(() => findChild(page, "item_Flaming Armor") !== null);
        compare(findChild(page, "counts_Flaming Armor").text, "✓ Its bonus counts");
        verify(findChild(page, "strengthLabel").text.indexOf("Gear 2") >= 0);
        verify(findChild(page, "slotEntry_armor_Flaming Armor"));

        // A second suit of Armor cannot be equipped: refused, and the form keeps it.
        verdict = addItem(page, "Leather Armor", 1, 1, true);
        compare(verdict.legal, false);
        verify(reasonTexts(verdict).indexOf("only one suit of Armor") >= 0, reasonTexts(verdict));
        compare(findChild(page, "itemName").text, "Leather Armor");

        // Carried, it is in play but its bonus does not count, and the page says why.
        verdict = addItem(page, "Leather Armor", 1, 1, false);
        verify(verdict.recorded, JSON.stringify(verdict));
        compare(gameSession.playerDetails("Ann").effectiveGear, 2);
        tryVerify(() => findChild(page, "item_Leather Armor") !== null);
        compare(findChild(page, "counts_Leather Armor").text, "✕ Its bonus does not count");
        const reasons = findChild(page, "reasons_Leather Armor");
        verify(reasons.visible);
        verify(reasons.reasons.length > 0);
        verify(findChild(page, "equip_Flaming Armor").checked);
        verify(!findChild(page, "equip_Leather Armor").checked);

        // Equipping it beside the first is refused with the slot rule, and nothing changes.
        const before = gameSession.history.count;
        tap(page, "equip_Leather Armor");
        verdict = lastVerdict();
        compare(verdict.legal, false);
        verify(reasonTexts(verdict).indexOf("only one suit of Armor") >= 0, reasonTexts(verdict));
        compare(gameSession.history.count, before);
        verify(!findChild(page, "equip_Leather Armor").checked);

        // Unequip the first, equip the second: now the second counts.
        tap(page, "equip_Flaming Armor");
        verify(lastVerdict().recorded);
        tap(page, "equip_Leather Armor");
        verify(lastVerdict().recorded);
        compare(gameSession.playerDetails("Ann").effectiveGear, 1);
        tryCompare(findChild(page, "counts_Leather Armor"), "text", "✓ Its bonus counts");
        tryCompare(findChild(page, "counts_Flaming Armor"), "text", "✕ Its bonus does not count");

        tap(page, "lose_Flaming Armor");
        verify(lastVerdict().recorded);
        tryVerify(() => findChild(page, "item_Flaming Armor") === null);
    }

    function test_singleGearNumber() {
        const page = createTemporaryObject(playerComponent, testCase);
        verify(page);
        verify(!findChild(page, "gearModeSwitch").checked);
        verify(!findChild(page, "gearUp").visible);

        // On: one number instead of Items, starting at what the Items gave (nothing).
        tap(page, "gearModeSwitch");
        verify(lastVerdict().recorded, JSON.stringify(lastVerdict()));
        compare(player("Ann").gear, 0);
        tryVerify(() => findChild(page, "gearModeSwitch").checked);
        tap(page, "gearUp");
        tap(page, "gearUp");
        tap(page, "gearUp");
        compare(player("Ann").gear, 3);
        tryCompare(findChild(page, "gearValue"), "text", "3");
        tap(page, "gearDown");
        compare(player("Ann").gear, 2);
        compare(gameSession.playerDetails("Ann").strength, 3);
        tryVerify(() => findChild(page, "strengthLabel").text.indexOf("Strength 3") >= 0);

        // While the number is kept the referee takes no Items: the Item form is not offered.
        verify(gameSession.legalNow.kinds[ActionKind.GainItem].players.indexOf("Ann") < 0);
        tryVerify(() => !findChild(page, "itemForm").enabled, 1000, "the Item form is offered beside one gear number");

        // Off: back to Items.
        tap(page, "gearModeSwitch");
        verify(lastVerdict().recorded);
        compare(player("Ann").gear, undefined);
        tryVerify(() => !findChild(page, "gearModeSwitch").checked);
        verify(!findChild(page, "gearUp").visible);
        verify(addItem(page, "Horny Helmet", 0, 1, true).recorded);
        compare(gameSession.playerDetails("Ann").effectiveGear, 1);
    }

    function test_characterAndExtras() {
        const page = createTemporaryObject(playerComponent, testCase);
        verify(page);
        findChild(page, "cardField").text = "Elf";
        tap(page, "playCardButton");
        verify(lastVerdict().recorded, JSON.stringify(lastVerdict()));
        tryVerify(() => findChild(page, "discard_Elf") !== null);
        compare(findChild(page, "cardField").text, "");
        tap(page, "discard_Elf");
        verify(lastVerdict().recorded);
        tryVerify(() => findChild(page, "discard_Elf") === null);

        findChild(page, "curseName").text = "Chicken on Your Head";
        findChild(page, "curseBonus").value = -1;
        tap(page, "add_curse");
        verify(lastVerdict().recorded, JSON.stringify(lastVerdict()));
        compare(player("Ann").curses.length, 1);
        tryVerify(() => findChild(page, "remove_curse_Chicken on Your Head") !== null);
        tap(page, "remove_curse_Chicken on Your Head");
        verify(lastVerdict().recorded);
        compare(player("Ann").curses.length, 0);

        tap(page, "sexMale");
        compare(player("Ann").character.sex, "male");
        tap(page, "dieButton");
        verify(lastVerdict().recorded);
        verify(player("Ann").dead);
        tryCompare(findChild(page, "lifeLabel"), "text", "DEAD");
    }

    // A new turn moves nothing on the players' cards: the "Their turn" badge has its line on every card,
    // so + and - and Sell stay under the finger from one turn to the next.
    function test_newTurnMovesNothing() {
        const page = createTemporaryObject(tableComponent, testCase);
        verify(page);
        tryVerify(() => findChild(page, "levelUp_Bob") !== null);
        waitForRendering(page);
        const names = ["levelUp_Ann", "levelDown_Ann", "sell_Ann", "levelUp_Bob", "levelDown_Bob", "sell_Bob"];
        const at = () => names.map(name => findChild(page, name).mapToItem(page, 0, 0).y);
        const before = at();
        verify(gameSession.perform(MunchkinActions.nextPhase("look-for-trouble-or-loot-the-room")).recorded);
        const end = gameSession.perform(MunchkinActions.endTurn());
        verify(end.recorded, JSON.stringify(end));
        compare(gameSession.currentPlayer, "Bob");
        tryVerify(() => findChild(page, "turnMarker_Bob") !== null);
        waitForRendering(page);
        compare(at(), before, "the cards' buttons moved with the turn (" + names.join(", ") + ")");
    }

    // On a tablet the header has room for the whole "Ann's turn": it is not cut while space is free.
    function test_turnHeaderWhole_data() {
        return [{tag: "Ann", name: "Ann"}, {tag: "Anna", name: "Anna"}, {tag: "Maximilian", name: "Maximilian"}];
    }

    function test_turnHeaderWhole(data) {
        verify(gameSession.games.newGame(GameSetups.withPlayers(GameSetups.munchkin("Whole", "deluxe", false, false, false, false),
                                                          [data.name, "Bob"])).legal);
        const page = createTemporaryObject(tableComponent, testCase);
        verify(page);
        waitForRendering(page);
        const turn = findChild(findChild(page, "tableHeader"), "currentPlayerLabel");
        waitForItemPolished(turn.parent, 1000);
        verify(!turn.truncated, "'" + turn.text + "' cut to " + turn.width + " px of " + turn.implicitWidth);
    }

    // Long names elide on one line: the player's card, and whose turn it is in the header.
    function test_longNamesElide() {
        const longest = "W".repeat(gameSession.playerNameLimit);
        verify(gameSession.games.newGame(GameSetups.withPlayers(GameSetups.munchkin("Long", "deluxe", false, false, false, false),
                                                          [longest, "M".repeat(24)])).legal);
        const page = createTemporaryObject(tableComponent, testCase);
        verify(page);
        page.width = 412;  // a phone held upright
        waitForRendering(page);
        const name = findChild(page, "name_" + longest);
        verify(name, "no card for the long name");
        tryVerify(() => name.truncated, 1000, "the card's name is not elided");
        compare(name.lineCount, 1);
        const header = findChild(page, "tableHeader");
        const turn = findChild(header, "currentPlayerLabel");
        verify(turn.truncated, "whose turn it is runs out of the header");
        verify(turn.width <= header.availableWidth + 0.5, turn.width + " > " + header.availableWidth);
        verify(turn.text.endsWith("'s turn"));
    }

    // A name with "&" shows it on a button, which would otherwise take it for a shortcut's mark and hide
    // it ("Bits & Pieces" would read "Bits  Pieces"): the dice's "Record this roll for ..." button.
    function test_ampersandOnAButton() {
        verify(gameSession.games.newGame(GameSetups.withPlayers(GameSetups.munchkin("Amp", "deluxe", false, false, false, false),
                                                          ["Bits & Pieces", "Bob"])).legal);
        const dialog = createTemporaryObject(diceComponent, testCase, { session: gameSession });
        verify(dialog);
        dialog.open();
        tryCompare(dialog, "opened", true);
        const face = findChild(dialog.contentItem, "dieFace_4");
        verify(face);
        mouseClick(face);
        const record = findChild(dialog.contentItem, "recordRoll");
        tryCompare(record, "enabled", true);
        waitForRendering(record);
        const metrics = Qt.createQmlObject("import QtQuick; TextMetrics {}", testCase);
        metrics.font = record.font;
        metrics.text = "Record this roll (4) for Bits & Pieces";
        let label = record.contentItem;
        while (label && label.contentWidth === undefined && label.children.length > 0)
            label = label.children[0];
        verify(Math.abs(label.contentWidth - metrics.advanceWidth) < 1.5,
               "the label is %1 wide, \"%2\" is %3".arg(label.contentWidth).arg(metrics.text).arg(metrics.advanceWidth));
        metrics.destroy();
        mouseClick(record);
        compare(gameSession.history.count, 1);
        dialog.close();
    }
}

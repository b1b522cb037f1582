import QtQuick
import QtQuick.Controls
import QtTest
import Arbiter

// The player page's Item form and the card library: a few letters offer the remembered Items over the
// form (nothing under a finger moves), a pick or a remembered name typed in full fills in the whole card
// (slot, bonus, Big, Gold, restrictions), restrictions are entered with the Item, and an entry that says
// otherwise than the library's card asks before the card changes.
TestCase {
    id: testCase

    name: "PlayerItems"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    GameSession {
        id: itemsSession
    }
    readonly property GameSession session: itemsSession

    Component {
        id: pageComponent

        PlayerPage {}
    }

    Component {
        id: modelComponent

        CardLibraryModel {
            kind: "item"
            limit: 0
        }
    }

    property int fileNumber: 0

    function newGame() {
        fileNumber += 1;
        verify(session.openFile(testDir + "/items-" + fileNumber + ".sqlite"), session.fileError);
        const verdict = session.games.newGame(GameSetups.withPlayers(
            GameSetups.munchkin("Items " + fileNumber, "deluxe", false, false, false, false), ["Ann", "Bob"]));
        verify(verdict.legal, JSON.stringify(verdict));
    }

    function child(parentItem, objectName) {
        const found = findChild(parentItem, objectName);
        verify(found, "no " + objectName);
        return found;
    }

    function ensureVisible(item) {
        const flick = findChild(item.Window.window ? item.Window.window.contentItem : testCase, "playerFlickable");
        if (!flick)
            return;
        const top = item.mapToItem(flick.contentItem, 0, 0).y;
        if (top < flick.contentY || top + item.height > flick.contentY + flick.height)
            flick.contentY = Math.max(0, Math.min(top - Theme.margin, flick.contentHeight - flick.height));
    }

    function tap(parentItem, objectName) {
        const button = child(parentItem, objectName);
        verify(button.visible, objectName + " is hidden");
        verify(button.enabled, objectName + " is disabled");
        ensureVisible(button);
        wait(30);
        mouseClick(button);
    }

    function record(request) {
        verify(request.valid, request.field + ": " + request.error);
        const verdict = session.perform(request);
        verify(verdict.recorded, JSON.stringify(verdict));
    }

    // The card pack's Mace of Sharpness: +4, 1 Hand, Big, 600 Gold, Cleric only; played once by Bob.
    function teachMace() {
        const mace = MunchkinActions.itemCard();
        mace.name = "Mace of Sharpness";
        mace.slot = "1hand";
        mace.bonus = 4;
        mace.gold = 600;
        mace.big = true;
        mace.equipped = false;
        mace.onlyForKind = "class";
        mace.onlyFor = "Cleric";
        record(MunchkinActions.gainItem("Bob", mace));
    }

    function makePage() {
        const page = createTemporaryObject(pageComponent, testCase,
                                           { session: session, playerName: "Ann", width: 1280, height: 800 });
        verify(page);
        return page;
    }

    function libraryCard(name) {
        const model = createTemporaryObject(modelComponent, testCase, { session: session });
        verify(model);
        const row = model.rowNamed(name);
        verify(row >= 0, "no " + name + " in the library");
        return model.card(row);
    }

    function compareMaceFields(page) {
        compare(child(page, "itemSlot").currentValue, "1hand");
        compare(child(page, "itemBonus").value, 4);
        compare(child(page, "itemGold").value, 600);
        verify(child(page, "itemBig").checked, "Big is not filled in");
        compare(child(page, "itemOnlyForKind").currentValue, "class");
        compare(child(page, "itemOnlyForName").text, "Cleric");
        compare(child(page, "itemForbiddenForName").text, "");
    }

    // Three letters offer the remembered Item over the form; the form's buttons stay where they were;
    // one tap fills in the whole card.
    function test_suggestionFillsTheItemIn() {
        newGame();
        teachMace();
        const page = makePage();
        const field = child(page, "itemName");
        const addButton = child(page, "addItemButton");
        ensureVisible(field);
        mouseClick(field);
        tryVerify(() => field.activeFocus, 1000, "the name field took no focus");
        waitForRendering(page);
        wait(200);  // the page's columns laid out
        const before = addButton.mapToItem(page, 0, 0);
        const slotBefore = child(page, "itemSlot").mapToItem(page, 0, 0);
        keyClick("m");
        keyClick("a");
        keyClick("c");
        const suggestions = child(page, "itemSuggestions");
        tryVerify(() => suggestions.visible, 1000, "no suggestion after three letters");
        const row = suggestions.row(0);  // drawn over the form, in the window's overlay
        verify(row && row.visible, "no first suggestion");
        compare(row.objectName, "itemSuggestions_0");
        const under = row.mapToItem(page, 0, 0);
        verify(under.y >= field.mapToItem(page, 0, 0).y + field.height - 1, "the suggestion is not under the field");
        // Nothing under a finger moved.
        compare(addButton.mapToItem(page, 0, 0).y, before.y);
        compare(child(page, "itemSlot").mapToItem(page, 0, 0).y, slotBefore.y);

        mouseClick(row);
        compare(field.text, "Mace of Sharpness");
        compareMaceFields(page);
        tryVerify(() => !suggestions.visible, 1000, "the suggestions stay after a pick");

        tap(page, "addItemButton");
        verify(!child(page, "cardConflictDialog").visible, "the same card asked a question");
        compare(libraryCard("Mace of Sharpness").summary, "+4 · 1 Hand · Big · 600 Gold · only Cleric");
        compare(child(page, "itemName").text, "", "the form was not emptied after the Item was recorded");
    }

    // A remembered name typed in full (any case) fills the card in; edited away, the fields empty again.
    function test_rememberedNameFillsTheItemIn() {
        newGame();
        teachMace();
        const page = makePage();
        const field = child(page, "itemName");
        field.text = "mace of  SHARPNESS";
        tryVerify(() => child(page, "itemBonus").value === 4, 1000, "the remembered name filled nothing in");
        compareMaceFields(page);
        compare(field.text, "Mace of Sharpness");
        field.text = "Mace of Dullness";
        tryVerify(() => child(page, "itemBonus").value === 0, 1000, "a filled-in card stayed under another name");
        compare(child(page, "itemOnlyForName").text, "");
        verify(!child(page, "itemBig").checked);
    }

    // An Item is entered with whom it is only for and not for; the library learns the card whole.
    function test_restrictionFields() {
        newGame();
        const page = makePage();
        const kinds = child(page, "itemOnlyForKind");
        compare(kinds.count, 3);  // Deluxe: Race, Class, Sex
        child(page, "itemName").text = "Pointy Hat of Power";
        child(page, "itemSlot").currentIndex = child(page, "itemSlot").indexOfValue("headgear");
        child(page, "itemBonus").value = 3;
        child(page, "itemEquipped").checked = false;
        kinds.currentIndex = kinds.indexOfValue("race");
        child(page, "itemOnlyForName").text = "Elf";
        const forbiddenKind = child(page, "itemForbiddenForKind");
        forbiddenKind.currentIndex = forbiddenKind.indexOfValue("sex");
        verify(!child(page, "itemForbiddenForName").visible, "a sex is typed");
        const sex = child(page, "itemForbiddenForSex");
        verify(sex.visible);
        sex.currentIndex = sex.indexOfValue("female");
        tap(page, "addItemButton");
        tryVerify(() => findChild(page, "item_Pointy Hat of Power") !== null, 1000, "the Item is not in play");
        const card = libraryCard("Pointy Hat of Power");
        compare(card.summary, "+3 · Headgear · only Elf · not female");
    }

    // Typed again with other numbers: recorded as entered, and the table is asked before the library's
    // card changes; "Keep" leaves it, "Update" takes what the entry says (what it left unsaid stays).
    function test_differentEntryAsksBeforeOverwriting() {
        newGame();
        teachMace();
        const page = makePage();
        const library = "+4 · 1 Hand · Big · 600 Gold · only Cleric";
        const enterOther = () => {
            child(page, "itemName").text = "Mace of Sharpness";
            tryVerify(() => child(page, "itemBonus").value === 4, 1000);
            child(page, "itemSlot").currentIndex = child(page, "itemSlot").indexOfValue("2hands");
            child(page, "itemBonus").value = 2;
            child(page, "itemEquipped").checked = false;
            tap(page, "addItemButton");
        };

        enterOther();
        const dialog = child(page, "cardConflictDialog");
        tryCompare(dialog, "opened", true);
        tryVerify(() => findChild(page, "item_Mace of Sharpness") !== null, 1000, "the Item was not recorded");
        const question = child(page, "cardConflictQuestion").text;
        verify(question.indexOf(library) >= 0, question);
        verify(question.indexOf("+2 · 2 Hands · Big · 600 Gold · only Cleric") >= 0, question);
        compare(libraryCard("Mace of Sharpness").summary, library);
        tap(page, "cardConflictKeep");
        tryCompare(dialog, "visible", false);
        compare(libraryCard("Mace of Sharpness").summary, library);

        verify(session.undo());
        enterOther();
        tryCompare(dialog, "opened", true);
        tap(page, "cardConflictUpdate");
        tryCompare(dialog, "visible", false);
        compare(libraryCard("Mace of Sharpness").summary, "+2 · 2 Hands · Big · 600 Gold · only Cleric");
    }

    // A Ride entered with another bonus than the library's asks too.
    function test_rideAsksBeforeOverwriting() {
        fileNumber += 1;
        verify(session.openFile(testDir + "/items-" + fileNumber + ".sqlite"), session.fileError);
        const verdict = session.games.newGame(GameSetups.withPlayers(
            GameSetups.munchkin("Rides " + fileNumber, "nightmare", false, false, false, false), ["Ann", "Bob"]));
        verify(verdict.legal, JSON.stringify(verdict));
        record(MunchkinActions.gainRide("Bob", "Bat", 2));
        const page = makePage();
        child(page, "rideName").text = "Bat";
        child(page, "rideBonus").value = 3;
        tap(page, "add_ride");
        const dialog = child(page, "cardConflictDialog");
        tryCompare(dialog, "opened", true);
        const question = child(page, "cardConflictQuestion").text;
        verify(question.indexOf("Ride · +2") >= 0 && question.indexOf("Ride · +3") >= 0, question);
        tap(page, "cardConflictUpdate");
        tryCompare(dialog, "visible", false);
        const model = createTemporaryObject(modelComponent, testCase, { session: session, kind: "ride" });
        compare(model.card(model.rowNamed("Bat")).bonus, 3);
    }

    // In haste, "+0, 1 Hand" under a remembered name whose fields were emptied: the Item is recorded,
    // the library's richer card stays, and nothing is asked.
    function test_hastyEntryKeepsTheRicherCard() {
        newGame();
        teachMace();
        const page = makePage();
        const field = child(page, "itemName");
        field.text = "Mace of Sharpness";
        tryVerify(() => child(page, "itemBonus").value === 4, 1000);
        child(page, "itemBonus").value = 0;
        child(page, "itemGold").value = 0;
        child(page, "itemBig").checked = false;
        child(page, "itemOnlyForName").text = "";
        child(page, "itemEquipped").checked = false;
        tap(page, "addItemButton");
        tryVerify(() => findChild(page, "item_Mace of Sharpness") !== null, 1000, "the Item was not recorded");
        verify(!child(page, "cardConflictDialog").visible, "a hasty entry asked a question");
        compare(libraryCard("Mace of Sharpness").summary, "+4 · 1 Hand · Big · 600 Gold · only Cleric");
    }

    function pageOf(player) {
        const page = createTemporaryObject(pageComponent, testCase, { session: session, width: 1280, height: 800,
                                                                      playerName: player });
        verify(page);
        return page;
    }

    // The page's controls follow the referee (playerNow): "Dead characters cannot receive cards for any
    // reason", so a dead player's page offers no Race, Class, Ride, Hireling or Curse, while a living
    // player's does.
    function test_deadPlayerIsOfferedNoCards() {
        newGame();
        record(MunchkinActions.die("Ann"));
        const dead = pageOf("Ann");
        verify(!child(dead, "dieButton").visible, "a dead player can die again");
        for (const name of ["cardField", "curseName", "curseBonus", "hirelingName"])
            verify(!child(dead, name).enabled, name + " is offered to a dead player");
        child(dead, "curseName").text = "Chicken on Your Head";
        verify(!child(dead, "add_curse").enabled, "a Curse can be added to a dead player");
        const alive = pageOf("Bob");
        verify(child(alive, "dieButton").enabled, "a living player cannot be killed by a card");
        for (const name of ["cardField", "curseName", "hirelingName"])
            verify(child(alive, name).enabled, name + " is not offered to a living player");
        child(alive, "curseName").text = "Chicken on Your Head";
        verify(child(alive, "add_curse").enabled, "a Curse cannot be added to a living player");
    }

    // Once the game is won nothing more is recorded: no death by a card, no sex change, no Curse.
    function test_wonGameOffersNothing() {
        newGame();
        record(MunchkinActions.changeLevel("Ann", 8, "go-up-a-level"));
        const slug = MunchkinActions.monsterCard();
        slug.name = "Potted Plant";
        slug.level = 1;
        slug.treasures = 1;
        record(MunchkinActions.startCombat(slug));
        record(MunchkinActions.resolveCombat());
        verify(session.winners.length > 0, "Ann did not win");
        const page = pageOf("Bob");
        for (const name of ["dieButton", "sexFemale", "sexMale", "cardField", "curseName", "hirelingName"])
            verify(!child(page, name).enabled, name + " is offered after the game was won");
    }
}

import QtQuick
import QtQuick.Controls
import QtTest
import Arbiter

// The card library page: a remembered card is listed, corrected, refused a name another card has,
// forgotten, and shared as a card pack another game file takes in.
TestCase {
    id: testCase

    name: "CardsPage"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    GameSession {
        id: cardsSession
    }
    readonly property GameSession session: cardsSession

    Component {
        id: pageComponent

        CardsPage {}
    }

    Component {
        id: mainComponent

        Main {
            session: cardsSession
        }
    }

    Component {
        id: modelComponent

        CardLibraryModel {
            limit: 0
        }
    }

    property int fileNumber: 0

    function newGame() {
        fileNumber += 1;
        verify(session.openFile(testDir + "/cards-" + fileNumber + ".sqlite"), session.fileError);
        const verdict = session.games.newGame(GameSetups.withPlayers(
            GameSetups.munchkin("Cards " + fileNumber, "deluxe", false, false, false, false), ["Ann", "Bob"]));
        verify(verdict.legal, JSON.stringify(verdict));
    }

    function child(parentItem, objectName) {
        const found = findChild(parentItem, objectName);
        verify(found, "no " + objectName);
        return found;
    }

    function tap(parentItem, objectName) {
        const button = child(parentItem, objectName);
        verify(button.visible, objectName + " is hidden");
        verify(button.enabled, objectName + " is disabled");
        wait(30);
        mouseClick(button);
    }

    function record(request) {
        verify(request.valid, request.field + ": " + request.error);
        const verdict = session.perform(request);
        verify(verdict.legal, JSON.stringify(verdict));
    }

    function monster(name, level) {
        const card = MunchkinActions.monsterCard();
        card.name = name;
        card.level = level;
        card.treasures = 4;
        return card;
    }

    // The library learns a monster from a fight, kept after the fight is undone.
    function teach(name, level) {
        record(MunchkinActions.startCombat(monster(name, level)));
        verify(session.undo());
    }

    function makePage() {
        const page = createTemporaryObject(pageComponent, testCase, { session: session, width: 1280, height: 800 });
        verify(page);
        return page;
    }

    // The row of the card called `name`, or -1.
    function rowOf(page, name) {
        for (let row = 0; row < page.cardCount; ++row) {
            if (page.library.card(row).name === name)
                return row;
        }
        return -1;
    }

    function freshModel() {
        const model = createTemporaryObject(modelComponent, testCase, { session: session });
        verify(model);
        return model;
    }

    function test_listAndCorrect() {
        newGame();
        teach("Net Troll", 10);
        const page = makePage();
        tryVerify(() => page.cardCount === 1, 1000, "the remembered monster is not listed");
        compare(child(page, "cardName_0").text, "Net Troll");
        verify(child(page, "cardSummary_0").text.indexOf("Level 10") >= 0, child(page, "cardSummary_0").text);
        compare(child(page, "cardUses_0").text, "Monster · played 1 time");

        tap(page, "cardEdit_0");
        const dialog = child(page, "cardEditDialog");
        tryCompare(dialog, "opened", true);
        const level = child(page, "cardEditLevel");
        verify(level.visible, "a monster's editor has no Level");
        verify(!child(page, "cardEditGold").visible, "a monster's editor shows Gold");
        compare(level.value, 10);
        level.value = 12;
        tap(page, "cardEditSave");
        tryCompare(dialog, "visible", false);
        tryVerify(() => child(page, "cardSummary_0").text.indexOf("Level 12") >= 0, 1000,
                  child(page, "cardSummary_0").text);

        session.cards.limit = 0;
        session.cards.query = "";
        tryVerify(() => session.cards.rowCount() === 1, 1000);
        compare(session.cards.card(0).level, 12);
        const model = freshModel();
        compare(model.rowCount(), 1);
        compare(model.card(0).level, 12);
        compare(model.card(0).name, "Net Troll");
    }

    // An Item's editor has its slot, Big and restrictions, and saves the whole card.
    function test_itemRestrictionsInTheEditor() {
        newGame();
        const mace = MunchkinActions.itemCard();
        mace.name = "Mace of Sharpness";
        mace.slot = "1hand";
        mace.bonus = 4;
        mace.gold = 600;
        record(MunchkinActions.gainItem("Ann", mace));
        const page = makePage();
        tryVerify(() => page.cardCount === 1, 1000);
        tap(page, "cardEdit_0");
        const dialog = child(page, "cardEditDialog");
        tryCompare(dialog, "opened", true);
        verify(!child(page, "cardEditLevel").visible, "an Item's editor shows a Level");
        const slot = child(page, "cardEditSlot");
        verify(slot.visible, "an Item's editor has no slot");
        compare(slot.currentValue, "1hand");
        compare(child(page, "cardEditBonus").value, 4);
        const kind = child(page, "cardEditOnlyForKind");
        kind.currentIndex = kind.indexOfValue("class");
        child(page, "cardEditOnlyForName").text = "Cleric";
        child(page, "cardEditBig").checked = true;
        tap(page, "cardEditSave");
        tryCompare(dialog, "visible", false);
        tryCompare(child(page, "cardSummary_0"), "text", "+4 · 1 Hand · Big · 600 Gold · only Cleric");
        const item = freshModel().itemCard(0);
        compare(item.onlyForKind, "class");
        compare(item.onlyFor, "Cleric");

        // Opened again, the editor shows the restriction.
        tap(page, "cardEdit_0");
        tryCompare(dialog, "opened", true);
        compare(child(page, "cardEditOnlyForName").text, "Cleric");
        verify(child(page, "cardEditBig").checked);
        tap(page, "cardEditCancel");
        tryCompare(dialog, "visible", false);
    }

    // A new name another remembered monster has is refused, next to the name.
    function test_renameOntoAnotherIsRefused() {
        newGame();
        teach("Net Troll", 10);
        teach("Plutonium Dragon", 20);
        const page = makePage();
        tryVerify(() => page.cardCount === 2, 1000);
        const row = rowOf(page, "Plutonium Dragon");
        verify(row >= 0);
        tap(page, "cardEdit_" + row);
        const dialog = child(page, "cardEditDialog");
        tryCompare(dialog, "opened", true);
        child(page, "cardEditName").text = "Net Troll";
        tap(page, "cardEditSave");
        const refusal = child(page, "cardEditNameError");
        tryVerify(() => refusal.visible, 1000, "the refusal is not shown by the name");
        verify(refusal.text.indexOf("Net Troll") >= 0, refusal.text);
        verify(dialog.visible, "the editor closed on a refusal");
        verify(rowOf(page, "Plutonium Dragon") >= 0, "the refused name was saved");
        tap(page, "cardEditCancel");
        tryCompare(dialog, "visible", false);
    }

    function test_forget() {
        newGame();
        teach("Net Troll", 10);
        const page = makePage();
        tryVerify(() => page.cardCount === 1, 1000);
        tap(page, "cardForget_0");
        const dialog = child(page, "cardForgetDialog");
        tryCompare(dialog, "opened", true);
        tap(page, "cardForgetCancel");
        tryCompare(dialog, "visible", false);
        compare(page.cardCount, 1);

        tap(page, "cardForget_0");
        tryCompare(dialog, "opened", true);
        tap(page, "cardForgetConfirm");
        tryVerify(() => page.cardCount === 0, 1000, "the forgotten card is still listed");
        compare(freshModel().rowCount(), 0);
        verify(child(page, "cardsEmpty").visible);
    }

    function test_kindFilterAndSearch() {
        newGame();
        teach("Net Troll", 10);
        record(MunchkinActions.startCombat(monster("Gazebo", 8)));
        record(MunchkinActions.addEnhancer(0, "Enraged", 5, 1));
        verify(session.undo());
        verify(session.undo());
        const page = makePage();
        tryVerify(() => page.cardCount === 3, 1000);
        const kinds = child(page, "cardsKind");
        kinds.currentIndex = kinds.indexOfValue("enhancer");
        tryVerify(() => page.cardCount === 1, 1000);
        compare(child(page, "cardName_0").text, "Enraged");
        kinds.currentIndex = 0;
        child(page, "cardsSearch").text = "troll";
        tryVerify(() => page.cardCount === 1, 1000);
        compare(child(page, "cardName_0").text, "Net Troll");
    }

    function test_exportThenImport() {
        newGame();
        teach("Net Troll", 10);
        const page = makePage();
        tryVerify(() => page.cardCount === 1, 1000);
        const pack = testDir + "/cards-pack-" + fileNumber + ".json";
        const exported = page.exportPack("file://" + pack);
        verify(exported.legal && !exported.error, JSON.stringify(exported));
        const message = child(page, "cardsPackMessage");
        verify(message.visible && message.text !== "", "the export's message is not shown");

        // Another game file, whose library knows nothing yet.
        newGame();
        tryVerify(() => page.cardCount === 0, 1000, "a new game file lists another file's cards");
        const imported = page.importPack("file://" + pack);
        verify(imported.legal && !imported.error, JSON.stringify(imported));
        compare(imported.message, "Imported 1 card.");
        tryVerify(() => page.cardCount === 1, 1000);
        compare(child(page, "cardName_0").text, "Net Troll");
        compare(message.text, imported.message);

        // A file that is not a card pack is refused, and the page says so.
        const refused = page.importPack(testDir + "/missing-" + fileNumber + ".json");
        verify(!refused.legal || refused.error, JSON.stringify(refused));
        compare(message.text, refused.error);
        compare(page.cardCount, 1);
    }

    // The ⋮ menu of a Munchkin game opens the page.
    function test_menuOpensThePage() {
        newGame();
        const window = createTemporaryObject(mainComponent, testCase, { width: 1280, height: 800 });
        verify(window);
        tap(window, "menuButton");
        const menuButton = child(window, "menuButton");
        let menu = null;
        tryVerify(() => {
            for (let i = 0; i < menuButton.children.length; ++i) {
                if (menuButton.children[i].item)
                    menu = menuButton.children[i].item;
            }
            return menu !== null && menu.opened;
        }, 3000, "the menu did not open");
        let entry = null;
        for (let i = 0; i < menu.count; ++i) {
            if (menu.itemAt(i).objectName === "cardsMenuItem")
                entry = menu.itemAt(i);
        }
        verify(entry, "no Card library in the menu");
        verify(entry.visible, "the Card library is hidden in a Munchkin game");
        entry.triggered();
        const stack = child(window, "stack");
        tryVerify(() => stack.currentItem !== null && !stack.busy && stack.currentItem.objectName === "cardsPage",
                  3000, "the card library page did not open");
    }
}

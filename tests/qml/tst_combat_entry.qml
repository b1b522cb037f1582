import QtQuick
import QtQuick.Controls
import QtTest
import Arbiter
import "scrolling.js" as Scrolling

// Entering a fight fast: the pinned summary, a monster by its Level alone, Enhancer chips that ask for
// their Treasures. Each number comes from the referee; the page only shows it and records the action.
TestCase {
    id: testCase

    name: "CombatEntry"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    GameSession {
        id: session
    }

    Component {
        id: pageComponent

        CombatPage {}
    }

    property int fileNumber: 0

    function newGame() {
        fileNumber += 1;
        verify(session.openFile(testDir + "/entry-" + fileNumber + ".sqlite"), session.fileError);
        const verdict = session.games.newGame(GameSetups.withPlayers(
            GameSetups.munchkin("Entry " + fileNumber, "deluxe", false, false, false, false), ["Ann", "Bob"]));
        verify(verdict.legal, JSON.stringify(verdict));
    }

    function child(parentItem, objectName) {
        const found = findChild(parentItem, objectName);
        verify(found, "no " + objectName);
        return found;
    }

    function ensureVisible(item) {
        Scrolling.ensureVisible(item, Theme.margin);
    }

    function tap(parentItem, objectName) {
        const button = child(parentItem, objectName);
        verify(button.visible, objectName + " is hidden");
        verify(button.enabled, objectName + " is disabled");
        wait(30);
        ensureVisible(button);
        wait(10);
        mouseClick(button);
    }

    function makePage(width, height) {
        const page = createTemporaryObject(pageComponent, testCase,
                                           { session: session, width: width || 1280, height: height || 800 });
        verify(page);
        return page;
    }

    function record(request) {
        verify(request.valid, request.field + ": " + request.error);
        const verdict = session.perform(request);
        verify(verdict.legal, JSON.stringify(verdict));
    }

    function netTroll() {
        const card = MunchkinActions.monsterCard();
        card.name = "Net Troll";
        card.level = 10;
        card.treasures = 4;
        card.levels = 2;
        card.tags = ["Undead"];
        card.versusKind = "race";
        card.versusValue = "Elf";
        card.versusBonus = 5;
        return card;
    }

    // A monster the table fought once is offered after three letters and fills in all its numbers: the
    // page opens with the name field ready, then a tap on the suggestion and one on "Fight it" (with the
    // table's FIGHT button, three taps).
    function test_rememberedMonsterInThreeTaps() {
        newGame();
        record(MunchkinActions.startCombat(netTroll()));
        verify(session.undo());
        verify(!session.combat.active);

        const page = makePage();
        const field = child(page, "startFormName");
        tryVerify(() => field.activeFocus, 1000, "the name field has no focus when the page opens");
        waitForRendering(page);
        const levelAt = child(page, "startFormLevel").mapToItem(page, 0, 0).y;
        const submitAt = child(page, "startFormSubmit").mapToItem(page, 0, 0).y;
        keyClick("n");
        keyClick("e");
        keyClick("t");
        const suggestions = child(page, "startFormSuggestions");
        tryVerify(() => suggestions.visible, 1000, "no suggestion after three letters");
        // Drawn over the form: Level and "Fight it" stay under the finger.
        compare(child(page, "startFormLevel").mapToItem(page, 0, 0).y, levelAt);
        compare(child(page, "startFormSubmit").mapToItem(page, 0, 0).y, submitAt);
        let taps = 0;
        mouseClick(suggestions.row(0));  // drawn over the form, in the window's overlay
        taps += 1;
        compare(field.text, "Net Troll");
        compare(child(page, "startFormLevelValue").text, "10");
        verify(!suggestions.visible, "the suggestions stay after a pick");
        tap(page, "startFormSubmit");
        taps += 1;
        compare(taps, 2);
        verify(session.combat.active);
        const monster = session.combat.monsters[0];
        compare(monster.name, "Net Troll");
        compare(monster.level, 10);
        compare(monster.treasures, 4);
        compare(monster.levels, 2);
        compare(monster.tags, ["Undead"]);
        compare(monster.versus.length, 1);
        compare(monster.versus[0].bonus, 5);
    }

    // A monster fought at another Level than the library's card of its name is in the fight as entered,
    // and the table is asked before the library's card changes (the player page asks the same).
    Component {
        id: libraryComponent

        CardLibraryModel {
            kind: "monster"
        }
    }
    function test_aDifferentMonsterAsksBeforeTheLibraryChanges() {
        newGame();
        record(MunchkinActions.startCombat(netTroll()));
        verify(session.undo());
        const library = createTemporaryObject(libraryComponent, testCase, { session: session });
        compare(library.monsterCard(library.rowNamed("Net Troll")).level, 10);

        const page = makePage();
        child(page, "startFormName").text = "Net Troll";
        child(page, "startFormLevel").value = 12;
        tap(page, "startFormSubmit");
        const dialog = child(page, "cardConflictDialog");
        tryCompare(dialog, "opened", true);
        compare(session.combat.monsters[0].level, 12, "the fight is not as entered");
        const question = child(page, "cardConflictQuestion").text;
        verify(question.indexOf("Net Troll") >= 0, question);
        compare(library.monsterCard(library.rowNamed("Net Troll")).level, 10, "changed before the table said so");
        tap(page, "cardConflictUpdate");
        tryCompare(dialog, "visible", false);
        compare(library.monsterCard(library.rowNamed("Net Troll")).level, 12);
    }

    // An Enhancer played once becomes a chip that plays it again with its own Treasures.
    function test_rememberedEnhancerChip() {
        newGame();
        record(MunchkinActions.startCombat(netTroll()));
        record(MunchkinActions.addEnhancer(0, "Enraged", 5, 1));
        verify(session.undo());
        const page = makePage();
        const chip = child(page, "enhancerFavourite_0");
        tryVerify(() => chip.visible, 1000, "no chip for the remembered Enhancer");
        verify(chip.text.indexOf("Enraged") >= 0, chip.text);
        tap(page, "enhancerFavourite_0");
        compare(session.combat.monsters[0].enhancers.length, 1);
        compare(session.combat.monsters[0].enhancers[0].name, "Enraged");
        compare(session.combat.monsters[0].enhancers[0].bonus, 5);
        compare(session.combat.monsters[0].enhancers[0].treasures, 1);
    }

    // A quick +5 one-shot is no card: no "One-shot +5" chip comes of it. A card played for the first
    // time comes after the quick chips, which stay where they were in their form.
    function test_quickOneShotIsNoCard() {
        newGame();
        const page = makePage();
        tap(page, "startFormSubmit");
        verify(session.combat.active);
        const chip = child(page, "playerOneShotChipPlus5");
        ensureVisible(chip);
        waitForRendering(page);
        wait(200);  // the fight's page laid out
        const form = child(page, "playerOneShot");
        const at = () => chip.mapToItem(form, 0, 0);
        const before = at();
        tap(page, "playerOneShotChipPlus5");
        tap(page, "playerOneShotChipPlus5");
        const favourite = findChild(page, "playerOneShotFavourite_0");
        verify(!favourite || !favourite.visible, "a quick one-shot became a card: " + (favourite ? favourite.text : ""));
        compare(session.cards.rowNamed(MunchkinActions.unnamedOneShot(5)), -1);
        compare(at().x, before.x);
        compare(at().y, before.y);

        record(MunchkinActions.playOneShot("players", "Potion of Fire", 3));
        tryVerify(() => findChild(page, "playerOneShotFavourite_0") !== null
                  && findChild(page, "playerOneShotFavourite_0").visible, 1000, "no chip for the named one-shot");
        compare(at().x, before.x);
        compare(at().y, before.y);
    }

    // Where the card forms' controls stand in the window.
    function windowY(page, names) {
        return names.map(name => Math.round(child(page, name).mapToItem(page, 0, 0).y));
    }

    // Cards played from the forms add rows above them (the sides' cards, the reasons): the chip under
    // the finger and the forms stay where they are in the window (they moved 136, 27, 141 px).
    function test_playedCardsMoveNoForm_data() {
        return [{tag: "landscape 1280x800", width: 1280, height: 800},
                {tag: "upright 800x1280", width: 800, height: 1280},
                {tag: "phone 412x915", width: 412, height: 915}];
    }

    function test_playedCardsMoveNoForm(data) {
        newGame();
        const page = makePage(data.width, data.height);
        tap(page, "startFormSubmit");
        verify(session.combat.active);
        const names = ["playerOneShotChipPlus5", "playerOneShotPlay", "enhancerChipPlus5", "monsterOneShotChipPlus5"];
        // The players' chips a third of the way down the visible page, where a finger would find them.
        waitForRendering(page);
        wait(200);  // the fight's page laid out
        const flick = child(page, "combatFlickable");
        const chipTop = child(page, "playerOneShotChipPlus5").mapToItem(flick.contentItem, 0, 0).y;
        flick.contentY = Math.max(0, Math.min(chipTop - flick.height / 3, flick.contentHeight - flick.height));
        waitForRendering(page);
        wait(200);  // the fight's page laid out
        const before = windowY(page, names);
        for (const chip of ["playerOneShotChipPlus5", "playerOneShotChipPlus5", "monsterOneShotChipPlus5"]) {
            mouseClick(child(page, chip));
            waitForRendering(page);
            wait(50);
            compare(windowY(page, names), before, "after " + chip + " (" + names.join(", ") + ")");
        }
        compare(session.combat.playerSide.length, 2);
    }

    // The Enhancer chip's question about its Treasures pushes nothing down (it pushed the form 104 px).
    function test_treasuresQuestionMovesNothing() {
        newGame();
        const page = makePage();
        tap(page, "startFormSubmit");
        const names = ["enhancerPlay", "enhancerBonusPlus", "monsterOneShotChipPlus5", "monsterOneShotPlay"];
        ensureVisible(child(page, "enhancerChipPlus10"));
        waitForRendering(page);
        wait(200);
        const before = windowY(page, names);
        mouseClick(child(page, "enhancerChipPlus10"));
        verify(child(page, "enhancerAskTreasures").visible);
        waitForRendering(page);
        compare(windowY(page, names), before, names.join(", "));
        tap(page, "enhancerAskCancel");
        verify(!child(page, "enhancerAskTreasures").visible, "Cancel did not take the question away");
    }

    // "Anyone?" appears when the kill is claimed without pushing the page down (it pushed it 64 px).
    function test_anyoneMovesNothing() {
        newGame();
        const page = makePage();
        tap(page, "startFormSubmit");
        record(MunchkinActions.playOneShot("players", "Potion of Power", 5));
        compare(session.combat.outcome, "win");
        const names = ["claimKill", "playerOneShotChipPlus5", "combatFlickable", "combatReasons"];
        waitForRendering(page);
        wait(200);
        const before = windowY(page, names);
        mouseClick(child(page, "claimKill"));
        const countdown = child(page, "countdown");
        verify(countdown.running);
        verify(countdown.visible);
        waitForRendering(page);
        const cancel = child(page, "cancelClaim");
        compare(Math.round(cancel.mapToItem(page, 0, 0).y), before[0], "Wait! is not where Claim the kill was");
        compare(windowY(page, names.slice(1)), before.slice(1), names.slice(1).join(", "));
        mouseClick(cancel);
        verify(!countdown.running);
    }

    // Typing the Level alone starts the fight: the name is optional at the table.
    function test_monsterByLevelAlone() {
        newGame();
        const page = makePage();
        const level = child(page, "startFormLevelValue");
        mouseClick(level);
        level.selectAll();
        keyClick(Qt.Key_Backspace);
        keyClick("8");
        keyClick(Qt.Key_Return);
        tap(page, "startFormSubmit");
        verify(session.combat.active, "the fight did not start");
        compare(session.combat.monsters[0].name, "Level 8 monster");
        compare(session.combat.monsterStrength, 8);
    }

    // Beside the verdict, what it takes to turn the fight, from the referee with its rule.
    function test_whatItTakesBesideTheVerdict() {
        newGame();
        const page = makePage();
        const card = netTroll();
        card.versusValue = "";
        card.level = 8;
        record(MunchkinActions.startCombat(card));
        // Level 1 against 8: the players need 8 more to win (a tie is the monsters').
        compare(session.combat.takes.playersNeed, true);
        compare(session.combat.takes.amount, 8);
        compare(session.combat.takes.ruleId, "combat.what-it-takes");
        const takes = child(page, "combatTakes");
        verify(takes.visible);
        compare(takes.text, session.combat.takes.text);
        verify(takes.text.indexOf("8") >= 0, takes.text);
    }

    // A quick Enhancer chip records nothing until the table says how many Treasures the card adds.
    function test_enhancerChipAsksForTreasures() {
        newGame();
        const page = makePage();
        tap(page, "startFormSubmit");
        verify(session.combat.active);
        compare(session.combat.monsterStrength, 1);
        tap(page, "enhancerChipPlus10");
        compare(session.combat.monsters[0].enhancers ? session.combat.monsters[0].enhancers.length : 0, 0,
                "a chip recorded an Enhancer before its Treasures were known");
        verify(child(page, "enhancerAskTreasures").visible);
        tap(page, "enhancerAskTreasures2");
        compare(session.combat.monsters[0].enhancers.length, 1);
        compare(session.combat.monsters[0].enhancers[0].bonus, 10);
        compare(session.combat.monsters[0].enhancers[0].treasures, 2);
        compare(session.combat.monsterStrength, 11);
        verify(!child(page, "enhancerAskTreasures").visible);
    }

    function test_summaryStaysInView_data() {
        return [
            { tag: "landscape 1280x800", width: 1280, height: 800 },
            { tag: "upright tablet, 800 wide", width: 800, height: 800 },
            { tag: "phone, 412 wide", width: 412, height: 800 }
        ];
    }

    // Scrolled down to the cards, the strengths, the verdict and its button are still on screen.
    function test_summaryStaysInView(data) {
        newGame();
        const page = makePage(data.width, data.height);
        tap(page, "startFormSubmit");
        verify(session.combat.active);
        const enhancerPlay = child(page, "enhancerPlay");
        ensureVisible(enhancerPlay);
        const flick = child(page, "combatFlickable");
        verify(flick.contentY > 0 || flick.contentHeight <= flick.height);
        for (const name of ["playerStrength", "monsterStrength", "combatHeadline", "resolveButton"]) {
            const item = child(page, name);
            verify(item.visible, name + " is hidden");
            const top = item.mapToItem(page, 0, 0).y;
            verify(top >= 0 && top + item.height <= page.height, name + " is off screen at " + top);
        }
        // Pinned: the card form scrolled under the summary, the summary did not move with it.
        const summary = child(page, "combatSummary");
        compare(summary.mapToItem(page, 0, 0).y, 0);
    }
}

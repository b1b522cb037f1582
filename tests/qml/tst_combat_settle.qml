import QtQuick
import QtQuick.Controls
import QtTest
import Arbiter
import "scrolling.js" as Scrolling

// A lost fight is always settled: after the dice, the combat page shows the Bad Stuff step in view, for
// each runner the referee says was caught, with the card library's Bad Stuff (Death ticked when it reads
// so); the page cannot be left until each has Bad Stuff, a death or "no Bad Stuff" recorded, and a death
// leads to looting the body.
TestCase {
    id: testCase

    name: "CombatSettle"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    GameSession {
        id: session
    }

    Component {
        id: pageComponent

        CombatPage {
            width: testCase.width
            height: testCase.height
        }
    }

    Component {
        id: mainComponent

        Main {
            visible: false
            session: testCase.gameSession
        }
    }

    // The session by a name Main's own `session` does not hide.
    readonly property GameSession gameSession: session
    property int fileNumber: 0
    property int backRequests: 0

    Connections {
        target: Navigator
        function onBackRequested() { testCase.backRequests += 1; }
    }

    // A Deluxe game of Ann, Bob and Cid: Ann (Level 3, a Club) fights a Level 10 Net Troll with Bob's help.
    function lostFight() {
        fileNumber += 1;
        verify(session.openFile(testDir + "/settle-" + fileNumber + ".sqlite"), session.fileError);
        verify(session.games.newGame(GameSetups.withPlayers(
            GameSetups.munchkin("Settle " + fileNumber, "deluxe", false, false, false, false),
            ["Ann", "Bob", "Cid"])).legal);
        record(MunchkinActions.changeLevel("Ann", 2, "go-up-a-level"));
        const club = MunchkinActions.itemCard();
        club.name = "Club";
        club.slot = "1hand";
        club.bonus = 1;
        record(MunchkinActions.gainItem("Ann", club));
        const troll = MunchkinActions.monsterCard();
        troll.name = "Net Troll";
        troll.level = 10;
        troll.treasures = 3;
        record(MunchkinActions.startCombat(troll));
        record(MunchkinActions.askForHelp("Bob"));
        record(MunchkinActions.resolveCombat());
        verify(session.combat.runningAway);
    }

    function record(request) {
        verify(request.valid, request.field + ": " + request.error);
        const verdict = session.perform(request);
        verify(verdict.legal, JSON.stringify(verdict));
    }

    // The library's Net Troll (remembered when the fight started) gets its Bad Stuff text.
    function setLibraryBadStuff(text) {
        const cards = session.cards;
        cards.kind = "monster";
        cards.query = "Net Troll";
        compare(cards.rowCount(), 1);
        verify(cards.correctMonster(0, cards.monsterCard(0), text).legal);
        cards.query = "";
        cards.kind = "";
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
        wait(30);
        verify(button.visible, objectName + " is hidden");
        tryVerify(() => button.enabled, 1000, objectName + " is disabled");
        ensureVisible(button);
        wait(10);
        mouseClick(button);
    }

    // Whether the item lies inside the page's scrolled view, as it is now (no scrolling done for it).
    function inView(page, item) {
        const flick = child(page, "combatFlickable");
        const top = item.mapToItem(flick, 0, 0).y;
        return item.visible && top >= 0 && top + item.height <= flick.height;
    }

    // Both runners roll a 2 against the Net Troll (5 or more escapes): both caught.
    function runAndGetCaught(page) {
        tap(page, "runRoll_0_2");
        tap(page, "runRoll_1_2");
        const runAway = child(page, "runAway");
        tryVerify(() => runAway.preview.legal, 1000, JSON.stringify(runAway.preview));
        tap(page, "recordRunAway");
        verify(!session.combat.active);
        compare(session.settling.unsettled, ["Ann", "Bob"]);
        // The step takes taps after a moment.
        tryVerify(() => child(page, "settle").armed === true, 2000, "the Bad Stuff step never took taps");
    }

    function test_twoCaughtRunnersSettleBeforeTheTable() {
        lostFight();
        const page = createTemporaryObject(pageComponent, testCase, { session: session });
        const backBefore = backRequests;
        // Running away: the page holds the window's back button already.
        compare(Navigator.holdingBack, page);
        runAndGetCaught(page);

        // Both caught, nobody settled: the page stays, its way back waits, and says for whom.
        compare(backRequests, backBefore, "the page went back to the table with Bad Stuff unrecorded");
        verify(child(page, "badStuffPane").visible);
        verify(!child(page, "afterFightDone").enabled, "back to the table before any Bad Stuff");
        compare(Navigator.holdingBack, page);
        const status = child(page, "settleStatus");
        verify(status.text.indexOf("Ann, Bob") >= 0, status.text);
        // Recording needs something lost; "No Bad Stuff" needs nothing entered.
        verify(!child(page, "settleApply_Ann").enabled);
        verify(child(page, "settleNone_Ann").enabled);

        // Bob: no Bad Stuff, recorded as such. Ann is still to settle.
        const rows = session.history.count;
        tap(page, "settleNone_Bob");
        compare(session.history.count, rows + 1);
        compare(session.settling.unsettled, ["Ann"]);
        compare(session.playerDetails("Bob").level, 1);
        verify(!child(page, "afterFightDone").enabled, "back to the table with Ann unsettled");
        compare(backRequests, backBefore);
        verify(status.text.indexOf("Ann") >= 0 && status.text.indexOf("Bob") < 0, status.text);
        verify(child(page, "settleDone_Bob").visible);

        // Ann loses a level: settled, and only now may the page be left.
        tap(page, "settleLevels_AnnPlus");
        verify(!child(page, "settleNone_Ann").enabled);
        tap(page, "settleApply_Ann");
        compare(session.playerDetails("Ann").level, 2);
        compare(session.settling.unsettled, []);
        verify(!session.settling.open);
        compare(Navigator.holdingBack, null);
        tap(page, "afterFightDone");
        compare(backRequests, backBefore + 1);

        // Undo takes Ann's Bad Stuff back: she is unsettled again, and the way back waits again.
        verify(session.undo());
        compare(session.settling.unsettled, ["Ann"]);
        verify(!child(page, "afterFightDone").enabled);
    }

    function test_badStuffStepInViewAfterTheDice() {
        lostFight();
        const page = createTemporaryObject(pageComponent, testCase, { session: session });
        const flick = child(page, "combatFlickable");
        tap(page, "runRoll_0_2");
        tap(page, "runRoll_1_2");
        tryVerify(() => child(page, "runAway").preview.legal, 1000);
        const record = child(page, "recordRunAway");
        ensureVisible(record);
        verify(flick.contentY > 0, "the dice fit without scrolling: the test proves nothing");
        tap(page, "recordRunAway");
        // A second tap of the finger that recorded the dice records nothing on the step now there.
        verify(!child(page, "settleNone_Ann").enabled, "the new step took a tap at once");
        verify(!child(page, "settleNone_Bob").enabled, "the new step took a tap at once");
        // The Bad Stuff step is where the dice were, in view without scrolling, with a card per runner.
        const ann = child(page, "settle_Ann");
        const bob = child(page, "settle_Bob");
        tryVerify(() => inView(page, ann), 1000, "Ann's Bad Stuff is out of view");
        verify(inView(page, bob), "Bob's Bad Stuff is out of view");
        verify(inView(page, child(page, "settleApply_Ann")));
        // The dice are gone: nothing above the step to scroll past.
        verify(!child(page, "runAwayPane").visible);
    }

    // Recording one runner's Bad Stuff moves nothing of the other's card (nothing moves under a finger).
    function test_settlingKeepsTheCardsInPlace() {
        lostFight();
        const page = createTemporaryObject(pageComponent, testCase, { session: session });
        runAndGetCaught(page);
        const bobApply = child(page, "settleNone_Bob");
        const done = child(page, "afterFightDone");
        wait(30);
        const bobBefore = bobApply.mapToItem(page, 0, 0);
        const doneBefore = done.mapToItem(page, 0, 0);
        tap(page, "settleNone_Ann");
        wait(30);
        compare(bobApply.mapToItem(page, 0, 0).y, bobBefore.y);
        compare(done.mapToItem(page, 0, 0).y, doneBefore.y);
    }

    function test_deathTickedFromTheLibraryCard() {
        lostFight();
        setLibraryBadStuff("You are dead.");
        const page = createTemporaryObject(pageComponent, testCase, { session: session });
        runAndGetCaught(page);
        const text = child(page, "settleCardText_Ann_0");
        compare(text.text, "Bad Stuff of Net Troll: You are dead.");
        verify(child(page, "settleDeath_Ann").checked, "the card says death, the box is not ticked");
        verify(child(page, "settleDeath_Bob").checked);
        verify(child(page, "settleApply_Ann").enabled);
        verify(!child(page, "settleNone_Ann").enabled, "no Bad Stuff offered while Death is ticked");
        compare(session.settling.caught[0].monsters[0].death, true);
        compare(session.settling.caught[0].deathLikely, true);
    }

    function test_noLibraryTextLeavesDeathUnticked() {
        lostFight();
        const page = createTemporaryObject(pageComponent, testCase, { session: session });
        runAndGetCaught(page);
        verify(child(page, "settleCardText_Ann_0").text.indexOf("no Bad Stuff for Net Troll") >= 0);
        verify(!child(page, "settleDeath_Ann").checked);
    }

    function test_deathLeadsToLootingTheBody() {
        lostFight();
        setLibraryBadStuff("You are dead.");
        const page = createTemporaryObject(pageComponent, testCase, { session: session });
        runAndGetCaught(page);
        // Bob's card read as death too: the table unticks it, and Bob takes no Bad Stuff.
        verify(!child(page, "settleNone_Bob").enabled);
        mouseClick(child(page, "settleDeath_Bob"));
        verify(!child(page, "settleDeath_Bob").checked);
        tap(page, "settleNone_Bob");
        compare(session.settling.unsettled, ["Ann"]);

        // Ann dies of the Bad Stuff: the looting of her body opens at once.
        tap(page, "settleApply_Ann");
        verify(session.playerDetails("Ann").dead);
        compare(session.settling.unsettled, []);
        compare(session.settling.bodies, ["Ann"]);
        verify(!child(page, "afterFightDone").enabled, "back to the table with the body unlooted");
        const dialog = child(page, "settleLootDialog");
        tryCompare(dialog, "opened", true);
        compare(dialog.deceased, "Ann");
        // Bob and Cid are both Level 1: the referee asks each for a tie roll, highest Level first.
        tap(dialog, "tieRoll_Bob_5");
        tap(dialog, "tieRoll_Cid_2");
        tryVerify(() => dialog.preview.legal, 1000, JSON.stringify(dialog.preview));
        verify(dialog.preview.reasons.some(reason => reason.rule === "death.loot-order"),
               JSON.stringify(dialog.preview.reasons));
        tap(dialog, "lootApply");
        tryCompare(dialog, "visible", false);

        // The body is looted: Ann's Items have left the table, and the fight is settled.
        verify(session.playerDetails("Ann").bodyLooted);
        compare(session.playerDetails("Ann").items.length, 0);
        compare(session.settling.bodies, []);
        verify(!session.settling.open);
        verify(child(page, "afterFightDone").enabled);
        verify(child(page, "settleDone_Ann").text.indexOf("looted") >= 0, child(page, "settleDone_Ann").text);
    }

    // A restart with a lost fight still to settle opens on its combat page, over the table, and the way
    // back waits there.
    function test_anOpenLostFightComesFirstAfterARestart() {
        lostFight();
        record(MunchkinActions.runAway([MunchkinActions.runAwayRoll("Net Troll", "fighter", 2, 0),
                                        MunchkinActions.runAwayRoll("Net Troll", "helper", 2, 0)], false, true));
        compare(session.settling.unsettled, ["Ann", "Bob"]);
        const window = createTemporaryObject(mainComponent, testCase);
        verify(window);
        const stack = findChild(window, "stack");
        tryVerify(() => stack.currentItem !== null && stack.currentItem.objectName === "combatPage", 3000,
                  "the window did not open on the combat page");
        compare(stack.depth, 2);
        verify(findChild(stack.currentItem, "settle_Ann"));
        const back = findChild(window, "backButton");
        verify(back.visible);
        verify(!back.enabled, "the back button leaves a lost fight unsettled");
    }
}

import QtQuick
import QtQuick.Controls
import QtTest
import Arbiter
import "scrolling.js" as Scrolling

// The combat page, Charity, selling, the dice and looting, tapped through on a real GameSession: every
// number checked here comes from the referee, the page only has to show it and record the right action.
TestCase {
    id: testCase

    name: "Combat"
    when: windowShown
    // TestCase is hidden by default; the pages under test must be on screen to be tapped.
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
        id: charityComponent

        CharityDialog {}
    }
    Component {
        id: sellComponent

        SellDialog {}
    }
    Component {
        id: diceComponent

        DiceDialog {}
    }

    property int fileNumber: 0
    // What the page last handed to the window's banner.
    property var shown: ({})

    // How many times a page asked the window to go back.
    property int backRequests: 0

    Connections {
        target: Navigator
        function onVerdictShown(verdict) { testCase.shown = verdict; }
        function onBackRequested() { testCase.backRequests += 1; }
    }

    // A deluxe game of Ann, Bob and Cid on a fresh file: Ann's turn, Kick Open the Door.
    function newGame() {
        fileNumber += 1;
        verify(session.openFile(testDir + "/combat-" + fileNumber + ".sqlite"), session.fileError);
        const verdict = session.games.newGame(GameSetups.withPlayers(
            GameSetups.withPlayer(GameSetups.withPlayer(
                GameSetups.munchkin("Combat " + fileNumber, "deluxe", false, false, false, false),
                "Ann", "", "female", ""), "Bob", "", "male", ""), ["Cid"]));
        verify(verdict.legal, JSON.stringify(verdict));
        compare(session.currentPlayer, "Ann");
    }

    // Records a typed request (MunchkinActions), as the pages do.
    function record(request) {
        verify(request.valid, request.field + ": " + request.error);
        const verdict = session.perform(request);
        verify(verdict.legal, JSON.stringify(verdict));
        return verdict;
    }

    function item(name, slot, bonus, gold) {
        const card = MunchkinActions.itemCard();
        card.name = name;
        card.slot = slot;
        card.bonus = bonus;
        card.gold = gold;
        return card;
    }

    // findChild() does not reach a delegate inside a popup: search its content and footer too.
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

    function click(item) {
        wait(30);  // let the layouts settle after the last action before reading positions
        ensureVisible(item);
        wait(10);
        mouseClick(item);
    }

    function tap(parentItem, objectName) {
        const button = child(parentItem, objectName);
        verify(button.visible, objectName + " is hidden");
        // A step that has just appeared (the Bad Stuff after the dice) takes taps after a moment.
        tryVerify(() => button.enabled, 1000, objectName + " is disabled");
        click(button);
    }

    function tapTimes(parentItem, objectName, times) {
        for (let i = 0; i < times; ++i)
            tap(parentItem, objectName);
    }

    function typeInto(parentItem, objectName, text) {
        const field = child(parentItem, objectName);
        click(field);
        verify(field.activeFocus, objectName + " has no focus");
        for (let i = 0; i < text.length; ++i)
            keyClick(text[i]);
        compare(field.text, text);
    }

    function levelOf(name) {
        return session.playerDetails(name).level;
    }

    function reasonsText(reasons) {
        return (reasons || []).map(reason => reason.text).join(" | ");
    }

    function makePage() {
        const page = createTemporaryObject(pageComponent, testCase, { session: session });
        verify(page);
        compare(page.title, "Combat");
        return page;
    }

    // A low Level is tapped in with +, a high one typed.
    function startFight(page, name, level) {
        typeInto(page, "startFormName", name);
        const levelField = child(page, "startFormLevelValue");
        if (level <= 6) {
            tapTimes(page, "startFormLevelPlus", level - 1);
        } else {
            click(levelField);
            levelField.selectAll();
            keyClick(Qt.Key_Backspace);
            for (const digit of String(level))
                keyClick(digit);
            keyClick(Qt.Key_Return);
        }
        compare(levelField.text, String(level));
        tap(page, "startFormSubmit");
        verify(session.combat.active, "the fight did not start");
        compare(session.combat.fighter, session.currentPlayer);
    }

    function openDialog(component, properties) {
        const dialog = createTemporaryObject(component, testCase, properties);
        verify(dialog);
        dialog.open();
        tryCompare(dialog, "opened", true);
        return dialog;
    }

    function test_winTheFight() {
        newGame();
        const page = makePage();
        verify(child(page, "startPane").visible);
        startFight(page, "Orc", 6);

        // Level 1 against Level 6: the monsters win, and both strengths are on screen.
        compare(session.combat.outcome, "lose");
        compare(child(page, "playerStrength").text, "1");
        compare(child(page, "monsterStrength").text, "6");
        verify(child(page, "combatHeadline").text.indexOf("monsters would win") >= 0);
        verify(child(page, "resolveButton").visible);
        verify(!child(page, "claimKill").visible);

        // Bob helps: 2 against 6.
        // The referee's helpers, one button each: Bob and Cid, never the fighter herself.
        verify(child(page, "askForHelp_Cid").visible);
        verify(!findChild(page, "askForHelp_Ann"), "the fighter is offered as her own helper");
        tap(page, "askForHelp_Bob");
        compare(session.combat.helper, "Bob");
        compare(child(page, "playerStrength").text, "2");
        verify(child(page, "helperBonus").visible);

        // An Enhancer of -2 on the Orc: 2 against 4, still lost.
        typeInto(page, "enhancerName", "Sleepy");
        tapTimes(page, "enhancerBonusMinus", 2);
        tap(page, "enhancerPlay");
        compare(session.combat.monsters[0].enhancers.length, 1);
        compare(session.combat.monsters[0].enhancers[0].name, "Sleepy");
        compare(child(page, "monsterStrength").text, "4");
        compare(session.combat.outcome, "lose");

        // A +5 one-shot: 7 against 4, the players would win.
        typeInto(page, "playerOneShotName", "Potion of Power");
        tap(page, "playerOneShotChipPlus5");
        compare(session.combat.playerSide[0].name, "Potion of Power");
        compare(child(page, "playerStrength").text, "7");
        compare(session.combat.outcome, "win");
        verify(child(page, "combatHeadline").text.indexOf("players would win") >= 0);
        verify(!child(page, "resolveButton").visible);
        verify(child(page, "combatReasons").reasons.length > 0);

        // Claimed, but a card played during "Anyone?" calls the claim off.
        const countdown = child(page, "countdown");
        tap(page, "claimKill");
        verify(countdown.running);
        tap(page, "monsterOneShotChipMinus5");  // -5 for the monsters: still a win, 7 against -1
        verify(!countdown.running, "a card played did not stop the countdown");
        verify(child(page, "claimCalledOff").visible);
        verify(session.combat.active);
        compare(session.combat.outcome, "win");

        // Claimed again and nobody plays: the kill is recorded when the wait is over.
        const backBefore = backRequests;
        const waitMs = session.killClaimWaitMs;
        compare(waitMs, 2600);
        tap(page, "claimKill");
        verify(countdown.running);
        // The bar counts down while the fight stays open (no fixed sleep: a loaded machine ticks late).
        tryVerify(() => countdown.remainingMs < waitMs, waitMs, "the countdown did not tick");
        verify(!countdown.running || session.combat.active, "the kill was recorded before the wait was over");
        tryCompare(countdown, "running", false, waitMs + 2000);
        tryVerify(() => !session.combat.active, 1000, "resolve-combat was not recorded");
        compare(levelOf("Ann"), 2);
        compare(levelOf("Bob"), 1);
        // The banner says who gets what and leads with the rewards' reasons; the fight is over, so the
        // page goes back to the table.
        verify(shown.legal, JSON.stringify(shown));
        compare(shown.reasons[0].rule, "combat.rewards-levels");
        verify(reasonsText(shown.reasons).indexOf("Treasure") >= 0, reasonsText(shown.reasons));
        verify(shown.message.indexOf("Ann goes up 1 level") >= 0, shown.message);
        compare(backRequests, backBefore + 1);

        // Undo brings the fight back before the kill; redo makes it again.
        verify(session.undo());
        verify(session.combat.active);
        compare(levelOf("Ann"), 1);
        compare(child(page, "playerStrength").text, "7");
        verify(session.redo());
        verify(!session.combat.active);
        compare(levelOf("Ann"), 2);
    }

    function test_loseAndRunAway() {
        newGame();
        record(MunchkinActions.changeLevel("Ann", 2, "go-up-a-level"));
        const page = makePage();
        startFight(page, "Net Troll", 10);
        compare(session.combat.outcome, "lose");
        // Bad Stuff and death come only after a lost fight or a failed run.
        verify(!child(page, "badStuffPane").visible);

        tap(page, "resolveButton");
        verify(session.combat.active);
        verify(session.combat.runningAway);
        verify(child(page, "runAwayPane").visible);
        verify(child(page, "combatHeadline").text.indexOf("run away") >= 0);
        verify(!child(page, "recordRunAway").enabled, "recordable before any die was rolled");

        // Each die says its chance, from the referee (runaway.chance): 5 or 6 escapes, and a +1 on the die
        // makes it 4 to 6.
        const chance = child(page, "runChance_0");
        compare(chance.text, session.escapeChance(0, false, false, true).text);
        compare(session.escapeChance(0, false, false, true).minimumRoll, 5);
        compare(session.escapeChance(0, false, false, true).ruleId, "runaway.chance");
        tap(page, "runModifier_0Plus");
        compare(chance.text, session.escapeChance(1, false, false, true).text);
        compare(session.escapeChance(1, false, false, true).minimumRoll, 4);
        verify(chance.text !== session.escapeChance(0, false, false, true).text);
        tap(page, "runModifier_0Minus");

        // The app's die tumbles and settles on a face.
        const die = child(page, "runDie_0");
        tap(page, "runRollDie_0");
        verify(die.rolling);
        tryCompare(die, "rolling", false, 2000);
        verify(die.value >= 1 && die.value <= 6);

        // The table's own die said 2: caught.
        tap(page, "runRoll_0_2");
        const runAway = child(page, "runAway");
        tryVerify(() => runAway.preview.legal, 1000, JSON.stringify(runAway.preview));
        verify(reasonsText(runAway.preview.reasons).indexOf("caught") >= 0, reasonsText(runAway.preview.reasons));
        compare(levelOf("Ann"), 3, "the preview changed the game");

        tap(page, "recordRunAway");
        verify(!session.combat.active);
        compare(levelOf("Ann"), 3);
        const last = session.lastVerdict;
        verify(reasonsText(last.reasons).indexOf("caught") >= 0, reasonsText(last.reasons));
        // Ann was caught: the page stays for her Bad Stuff (1 level), after the dice.
        verify(child(page, "badStuffPane").visible);
        verify(child(page, "settle_Ann").visible);
        verify(!findChild(page, "settle_Bob"), "Bob did not fight");
        verify(!child(page, "startPane").visible);
        tap(page, "settleLevels_AnnPlus");
        tap(page, "settleApply_Ann");
        compare(levelOf("Ann"), 2);
        verify(child(page, "afterFightDone").enabled);
    }

    // Nightmare: the fighter sacrifices her Ride and leaves the helper behind ("The choice is yours!"):
    // the helper must roll, and the Bad Stuff of a monster that catches him hits him.
    function test_rideLeavesTheHelperBehind() {
        fileNumber += 1;
        verify(session.openFile(testDir + "/combat-" + fileNumber + ".sqlite"), session.fileError);
        verify(session.games.newGame(GameSetups.withPlayers(
            GameSetups.munchkin("Ride " + fileNumber, "nightmare", false, false, false, false), ["Ann", "Bob"])).legal);
        record(MunchkinActions.gainRide("Ann", "Sled", 1));
        record(MunchkinActions.changeLevel("Bob", 2, "go-up-a-level"));
        const troll = MunchkinActions.monsterCard();
        troll.name = "Net Troll";
        troll.level = 10;
        troll.treasures = 3;
        record(MunchkinActions.startCombat(troll));
        record(MunchkinActions.askForHelp("Bob"));
        record(MunchkinActions.resolveCombat());
        const page = makePage();
        verify(child(page, "runAwayPane").visible);

        const helperAlong = child(page, "helperAlong");
        const runAway = child(page, "runAway");
        // Without the Ride both roll: the referee asks for Ann's die and Bob's.
        compare(runAway.runners(), ["fighter", "helper"]);
        verify(!child(page, "noDiceNote").visible);
        verify(!helperAlong.visible, "the helper's choice shows before a Ride is sacrificed");
        tap(page, "sacrificeRide");
        verify(helperAlong.visible);
        verify(helperAlong.checked, "the helper escapes too unless the fighter says otherwise");
        // Both escape on the Ride: no die is asked for.
        compare(runAway.runners().length, 0);
        verify(child(page, "noDiceNote").visible);
        tryVerify(() => runAway.preview.legal, 1000, JSON.stringify(runAway.preview));
        tap(page, "helperAlong");
        verify(!helperAlong.checked);
        verify(!child(page, "recordRunAway").enabled, "recordable before the helper rolled");

        // Left behind, Bob alone rolls: row 0 is Bob against the Net Troll. A 2 is caught, and its Bad
        // Stuff takes a level.
        compare(child(page, "runLabel_0").text, "Bob runs from Net Troll");
        compare(runAway.runners(), ["helper"]);
        compare(runAway.runners().length, session.runAwayDice(true, false).length);
        tap(page, "runRoll_0_2");
        tryVerify(() => runAway.preview.legal, 1000, JSON.stringify(runAway.preview));
        tap(page, "recordRunAway");
        verify(!session.combat.active);
        compare(session.playerDetails("Ann").rides.length, 0);
        // Only Bob was caught: his Bad Stuff comes next, Ann escaped on the Ride.
        compare(session.settling.unsettled, ["Bob"]);
        verify(!findChild(page, "settle_Ann"), "Ann escaped on her Ride");
        tap(page, "settleLevels_BobPlus");
        tap(page, "settleApply_Bob");
        compare(levelOf("Bob"), 2);
        compare(levelOf("Ann"), 1);
        verify(!session.settling.open);
    }

    function test_charity() {
        newGame();
        record(MunchkinActions.changeLevel("Ann", 1, "go-up-a-level"));
        record(MunchkinActions.nextPhase("look-for-trouble-or-loot-the-room"));  // no monster fought
        const before = session.history.count;
        const dialog = openDialog(charityComponent, { session: session });

        // A hand of 7 is 2 over the limit: one each to Bob and Cid, shown before anything is applied.
        tapTimes(dialog, "handStepperPlus", 2);
        compare(child(dialog, "handStepperValue").text, "7");
        tryVerify(() => dialog.preview.legal, 1000, JSON.stringify(dialog.preview));
        const split = reasonsText(dialog.preview.reasons);
        verify(split.indexOf("lowest-Level") >= 0, split);
        verify(split.indexOf("1 each") >= 0, split);
        compare(child(dialog, "charityReasons").reasons.length, dialog.preview.reasons.length);
        compare(session.history.count, before);

        // A bigger share when the split is even is refused, and Apply cannot be tapped.
        click(child(dialog, "biggerShare_Bob"));
        tryVerify(() => dialog.preview.legal === false, 1000);
        verify(child(dialog, "charityHeadline").text.indexOf("Refused") >= 0);
        verify(!child(dialog, "charityApply").enabled);
        click(child(dialog, "biggerShare_Bob"));
        tryVerify(() => dialog.preview.legal, 1000);

        tap(dialog, "charityApply");
        tryCompare(dialog, "visible", false);
        compare(session.history.count, before + 1);
        compare(session.phase, "charity");
    }

    function test_sell() {
        newGame();
        record(MunchkinActions.gainItem("Ann", item("Boots of Butt-Kicking", "footgear", 2, 400)));
        const before = session.history.count;
        let dialog = openDialog(sellComponent, { session: session, playerName: "Ann" });

        // 400 Gold of Boots and a 600 Gold card from the hand: 1000 Gold, Level 1 to 2.
        click(child(dialog, "sellItem_0"));
        tap(dialog, "addHandCard");
        typeInto(dialog, "handName_0", "Potion");
        const gold = child(dialog, "handGold_0");
        for (let i = 0; i < 6; ++i)
            click(gold.up.indicator);
        compare(gold.value, 600);
        compare(dialog.goldChosen, 1000);
        tryVerify(() => dialog.preview.legal, 1000, JSON.stringify(dialog.preview));
        compare(dialog.levelAfter, 2);
        verify(child(dialog, "sellHeadline").text.indexOf("2") >= 0);
        compare(session.history.count, before);
        tap(dialog, "sellButton");
        tryCompare(dialog, "visible", false);
        compare(levelOf("Ann"), 2);
        compare(session.playerDetails("Ann").items.length, 0);

        // At Level 9, 1000 Gold would give the winning level: refused, nothing recorded.
        record(MunchkinActions.changeLevel("Ann", 7, "go-up-a-level"));
        record(MunchkinActions.gainItem("Ann", item("Crown", "headgear", 0, 1000)));
        compare(levelOf("Ann"), 9);
        const count = session.history.count;
        dialog = openDialog(sellComponent, { session: session, playerName: "Ann" });
        click(child(dialog, "sellItem_0"));
        tryVerify(() => dialog.preview.legal === false, 1000, JSON.stringify(dialog.preview));
        verify(child(dialog, "sellHeadline").text.indexOf("Refused") >= 0);
        verify(dialog.preview.reasons.some(reason => reason.rule === "sell.not-winning-level"),
               reasonsText(dialog.preview.reasons));
        verify(!child(dialog, "sellButton").enabled);
        click(child(dialog, "sellButton"));
        compare(session.history.count, count);
        compare(levelOf("Ann"), 9);
    }

    function test_dice() {
        newGame();
        const before = session.history.count;
        const dialog = openDialog(diceComponent, { session: session });
        verify(child(dialog, "notRecordedNote").visible);
        verify(!child(dialog, "recordRoll").enabled);
        const die = child(dialog, "bigDie");
        tap(dialog, "rollButton");
        tryCompare(die, "rolling", false, 2000);
        verify(die.value >= 1 && die.value <= 6);
        compare(session.history.count, before, "a roll only shown was recorded");

        tap(dialog, "dieFace_4");
        compare(dialog.roll, 4);
        compare(child(dialog, "rollPlayer").currentText, "Ann");
        typeInto(dialog, "rollPurpose", "Tie");
        tap(dialog, "recordRoll");
        compare(session.history.count, before + 1);
        verify(child(dialog, "rollRecorded").visible);
    }

    function test_lootTheBody() {
        newGame();
        record(MunchkinActions.gainItem("Ann", item("Club", "1hand", 1, 0)));
        // No monster fought: each turn goes through Loot the Room before it ends.
        record(MunchkinActions.nextPhase("look-for-trouble-or-loot-the-room"));
        record(MunchkinActions.endTurn());
        record(MunchkinActions.nextPhase("look-for-trouble-or-loot-the-room"));
        record(MunchkinActions.endTurn());
        compare(session.currentPlayer, "Cid");
        const page = makePage();
        tap(page, "outsideBadStuffToggle");
        const players = child(page, "badStuffPlayer");
        // The current player comes first: the one a Curse or a trap most likely hits.
        compare(players.currentText, "Cid");
        players.currentIndex = players.find("Ann");
        compare(players.currentText, "Ann");
        tap(page, "badStuffDies");
        verify(session.playerDetails("Ann").dead);

        tap(page, "badStuffLoot_Ann");
        const dialog = child(page, "lootDialog");
        tryCompare(dialog, "opened", true);
        tapTimes(dialog, "lootHandPlus", 3);
        // Bob and Cid are both Level 1: the referee asks for a roll from each to settle the order.
        tryVerify(() => dialog.preview.legal, 1000, JSON.stringify(dialog.preview));
        verify(reasonsText(dialog.preview.reasons).indexOf("must roll") >= 0, reasonsText(dialog.preview.reasons));
        tap(dialog, "tieRoll_Bob_3");
        tap(dialog, "tieRoll_Cid_6");
        tryVerify(() => reasonsText(dialog.preview.reasons).indexOf("order of their rolls") >= 0, 1000,
                  reasonsText(dialog.preview.reasons));
        verify(dialog.preview.reasons.some(reason => reason.rule === "death.loot-order"));
        compare(child(dialog, "lootReasons").reasons.length, dialog.preview.reasons.length);
        tap(dialog, "lootApply");
        tryCompare(dialog, "visible", false);
        verify(session.playerDetails("Ann").bodyLooted);
        compare(session.playerDetails("Ann").items.length, 0);
    }
}

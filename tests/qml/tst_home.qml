import QtQuick
import QtQuick.Controls
import QtTest
import Arbiter

// Home and the new game form against a real session on a fresh file: the form is filled by typing and
// tapping, the referee decides (a duplicate name creates nothing), the roll for who starts goes into the
// new game's setup, the player limits are the referee's, and Home lists, renames, deletes and opens games.
TestCase {
    id: testCase

    property int files: 0

    name: "Home"
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
        id: newGameComponent

        NewGamePage {
            session: gameSession
        }
    }

    Component {
        id: homeComponent

        HomePage {
            session: gameSession
        }
    }

    Component {
        id: mainComponent

        Main {
            visible: false
            session: gameSession
        }
    }

    function init() {
        ++files;
        verify(gameSession.openFile(testDir + "/home-" + files + ".sqlite"), gameSession.fileError);
        verify(!gameSession.hasGame);
        verdictSpy.clear();
        pageSpy.clear();
    }

    function makePage(component, width, height) {
        const page = createTemporaryObject(component, testCase, { width: width || testCase.width,
                                                                  height: height || testCase.height });
        verify(page);
        waitForRendering(page);
        return page;
    }

    // Lets the layouts between the page and the item settle, so that a click lands where the item shows.
    function settle(item) {
        for (let p = item; p; p = p.parent)
            waitForItemPolished(p, 1000);
    }

    function child(parent, objectName) {
        const found = findChild(parent, objectName);
        verify(found, "no " + objectName);
        return found;
    }

    function tap(parent, objectName) {
        const item = child(parent, objectName);
        verify(item.visible, objectName + " is hidden");
        verify(item.enabled, objectName + " is disabled");
        settle(item);
        mouseClick(item);
        return item;
    }

    function typeInto(parent, objectName, text) {
        const field = child(parent, objectName);
        settle(field);
        mouseClick(field);
        verify(field.activeFocus, objectName + " took no focus");
        field.selectAll();
        keyClick(Qt.Key_Backspace);
        for (let i = 0; i < text.length; ++i)
            keyClick(text[i]);
        compare(field.text, text);
        return field;
    }

    function gameCount() {
        return gameSession.games.rowCount();
    }

    function seatNames() {
        return gameSession.players.names;
    }

    function test_formStartsTheGame() {
        const page = makePage(newGameComponent);

        typeInto(page, "gameNameField", "Friday");
        tap(page, "edition_deluxe");
        typeInto(page, "playerName_0", "Ann");
        tap(page, "sex_0_female");
        // Ann takes the fourth colour.
        tap(page, "colour_0");
        const chooser = child(page, "playerRow_0").colourChooser;
        tryCompare(chooser, "opened", true);
        const swatch = child(chooser.contentItem, "swatch_0_3");
        mouseClick(swatch);
        tryCompare(chooser, "visible", false);
        typeInto(page, "playerName_1", "Bob");
        tap(page, "sex_1_male");
        tap(page, "addPlayerButton");
        typeInto(page, "playerName_2", "Cid");
        // Cid moves up to the second seat.
        tap(page, "moveUp_2");
        compare(child(page, "playerName_1").text, "Cid");
        compare(child(page, "playerName_2").text, "Bob");

        // Bob starts: the third in the list.
        const combo = child(page, "starterCombo");
        compare(combo.currentText, "Ann");
        combo.forceActiveFocus();
        keyClick(Qt.Key_Down);
        keyClick(Qt.Key_Down);
        compare(combo.currentText, "Bob");

        tap(page, "startButton");
        compare(verdictSpy.count, 0, JSON.stringify(verdictSpy.signalArguments));
        verify(gameSession.hasGame);
        compare(gameSession.gameName, "Friday");
        compare(gameSession.edition, "deluxe");
        compare(seatNames(), ["Ann", "Cid", "Bob"]);
        compare(gameSession.players.get(0).sex, "female");
        compare(gameSession.players.get(2).sex, "male");
        compare(gameSession.players.get(1).sex, "");
        compare(String(gameSession.playerDetails("Ann").colour).toLowerCase(),
                String(Referee.defaultColour(3)).toLowerCase());
        compare(gameSession.currentPlayer, "Bob");
        compare(gameSession.history.count, 0);
        compare(pageSpy.count, 1);
        compare(pageSpy.signalArguments[0][0], "table");
    }

    function test_rollForWhoStarts() {
        const page = makePage(newGameComponent);
        typeInto(page, "playerName_0", "Ann");
        typeInto(page, "playerName_1", "Bob");
        tap(page, "addPlayerButton");
        typeInto(page, "playerName_2", "Cid");

        tap(page, "rollButton");
        const rounds = page.rollRounds;
        verify(rounds.length >= 1);
        compare(rounds[0].rolls.length, 3);
        verify(child(page, "rollRound_0").text.indexOf("Ann") >= 0);
        // Only those tied on the highest roll roll again, and the last round has one highest: the winner.
        let rolls = [];
        let winner = "";
        for (let i = 0; i < rounds.length; ++i) {
            const best = Math.max.apply(null, rounds[i].rolls.map(r => r.roll));
            const top = rounds[i].rolls.filter(r => r.roll === best).map(r => r.player);
            if (i + 1 < rounds.length) {
                compare(rounds[i + 1].rolls.map(r => r.player), top);
            } else {
                compare(top.length, 1);
                winner = page.names[page.uids.indexOf(top[0])];
            }
            rolls = rolls.concat(rounds[i].rolls.map(r => ({ player: page.names[page.uids.indexOf(r.player)],
                                                              roll: r.roll })));
        }
        compare(child(page, "starterCombo").currentText, winner);
        // The referee agrees with every round the page rolled.
        const ruling = Referee.rollOff(page.uids, rounds);
        verify(ruling.legal, JSON.stringify(ruling));
        compare(page.uids.indexOf(ruling.starter), page.names.indexOf(winner));

        tap(page, "startButton");
        verify(gameSession.hasGame, JSON.stringify(verdictSpy.signalArguments));
        compare(gameSession.currentPlayer, winner);
        // The rolls go into the log with the game, in one row: its setup, not actions after it.
        compare(gameCount(), 1);
        compare(gameSession.history.count, 0);
        compare(gameSession.whoStarts.starter, winner);
        const kept = [].concat(...gameSession.whoStarts.rollOff.map(r => r.rolls))
            .map(r => ({ player: r.player, roll: r.roll }));
        compare(kept, rolls);
        verify(gameSession.whoStarts.text.indexOf(winner + " starts") >= 0, gameSession.whoStarts.text);
        compare(pageSpy.signalArguments[pageSpy.count - 1][0], "table");
    }

    // A starter picked by hand after the roll replaces it: the game starts without dice.
    function test_pickingAfterTheRollDropsIt() {
        const page = makePage(newGameComponent);
        typeInto(page, "playerName_0", "Ann");
        typeInto(page, "playerName_1", "Bob");
        tap(page, "rollButton");
        verify(page.rollRounds.length >= 1);
        const loser = page.names[1 - page.starterIndex];
        const combo = child(page, "starterCombo");
        combo.forceActiveFocus();
        keyClick(page.starterIndex === 0 ? Qt.Key_Down : Qt.Key_Up);
        compare(combo.currentText, loser);
        compare(page.rollRounds.length, 0);
        verify(!child(page, "rollWinner").visible);

        tap(page, "startButton");
        verify(gameSession.hasGame, JSON.stringify(verdictSpy.signalArguments));
        compare(gameSession.currentPlayer, loser);
        compare(gameSession.whoStarts.rollOff.length, 0);
        compare(gameSession.whoStarts.text, "");
    }

    // How many seats the form offers is the referee's answer for the game chosen.
    function test_playerLimitsComeFromTheReferee() {
        const page = makePage(newGameComponent);
        compare(page.maxPlayers, Referee.playerLimits(GameSetups.munchkin("", "deluxe", false, false, false, false)).most);
        while (child(page, "addPlayerButton").enabled)
            page.addPlayer();
        compare(page.names.length, 12);
        verify(!child(page, "playerCountNote").visible);

        // Munchkin Panic seats six: the six beyond are noted, and one more cannot be added.
        tap(page, "edition_panic");
        compare(page.maxPlayers, 6);
        verify(child(page, "playerCountNote").visible);
        verify(child(page, "playerCountNote").text.indexOf("6") >= 0, child(page, "playerCountNote").text);
        while (page.names.length > 1)
            page.removePlayer(page.names.length - 1);
        // A lone player plays Solitaire only: Standard notes that it needs two.
        verify(child(page, "playerCountNote").visible);
        verify(child(page, "playerCountNote").text.indexOf("2") >= 0, child(page, "playerCountNote").text);
        verify(child(page, "addPlayerButton").enabled);
        tap(page, "panicMode_solitaire");
        verify(!child(page, "playerCountNote").visible);
        verify(!child(page, "addPlayerButton").enabled);
    }

    // "Needs a name." going as a name is typed moves nothing below it: "+ Add player" stays put.
    function test_addPlayerStaysWhenNamed() {
        const page = makePage(newGameComponent);
        const add = child(page, "addPlayerButton");
        settle(add);
        const before = add.mapToItem(page, 0, 0).y;
        typeInto(page, "playerName_0", "Ann");
        typeInto(page, "playerName_1", "Bob");
        settle(add);
        compare(add.mapToItem(page, 0, 0).y, before, "+ Add player moved when the names were typed");
    }

    function test_duplicateNameIsRefused() {
        const page = makePage(newGameComponent);
        typeInto(page, "playerName_0", "Ann");
        typeInto(page, "playerName_1", "Ann");
        const start = child(page, "startButton");
        verify(!start.enabled);
        const problem = child(page, "nameProblem_1");
        verify(problem.visible);
        verify(problem.text.indexOf("Ann") >= 0, problem.text);

        // The referee decides even when the button would not let it ask.
        const verdict = page.start();
        verify(verdict.legal !== true, JSON.stringify(verdict));
        compare(verdictSpy.count, 1);
        verify(!gameSession.hasGame);
        compare(gameCount(), 0);
        compare(pageSpy.count, 0);
        // What was typed stays.
        compare(child(page, "playerName_0").text, "Ann");
        compare(child(page, "playerName_1").text, "Ann");

        // Fixing the name lets the game start.
        typeInto(page, "playerName_1", "Bob");
        verify(start.enabled);
        mouseClick(start);
        verify(gameSession.hasGame);
        compare(gameCount(), 1);
    }

    // Scrolls the new game form so that the item is in view (the Panic options run below the fold).
    function reveal(page, objectName) {
        const item = child(page, objectName);
        const flick = child(page, "newGameFlick");
        const at = item.mapToItem(flick.contentItem, 0, 0);
        flick.contentY = Math.max(0, Math.min(at.y - flick.height / 3, flick.contentHeight - flick.height));
        return item;
    }

    function test_panicGameStarts() {
        const page = makePage(newGameComponent);
        typeInto(page, "gameNameField", "Siege");
        tap(page, "edition_panic");
        verify(child(page, "edition_panic").checked);
        verify(!child(page, "edition_deluxe").checked);
        // The card games' options and the sex give way to the mode and the variants.
        verify(!child(page, "epicSwitch").visible);
        verify(!child(page, "fasterPlaySwitch").visible);
        verify(!child(page, "sharedVictorySwitch").visible);
        verify(!child(page, "houseRulesHeading").visible);
        verify(child(page, "panicOptions").visible);
        // The page offers each variant the referee knows, once, and no other.
        const offered = [].concat(...child(page, "panicOptions").variantGroups.map(g => g.variants.map(v => v.name)));
        compare(offered.slice().sort(), Referee.panicVariants().slice().sort());
        for (const name of offered)
            verify(child(page, "panicVariant_" + name), name);
        verify(!child(page, "sex_0").visible);
        verify(child(page, "panicMode_standard").checked);
        verify(child(page, "panicModeLine_standard").text.indexOf("Master Munchkin") >= 0);
        // Standard has no Character cards; More Munchkin has.
        verify(!child(page, "character_0").visible);
        tap(page, "panicMode_more-munchkin");
        verify(child(page, "character_0").visible);
        verify(!child(page, "panicMode_standard").checked);

        typeInto(page, "playerName_0", "Joan");
        typeInto(page, "playerName_1", "Gloria");
        tap(page, "character_0_Wizard");
        // Gloria picks the Elf, then thinks better of it.
        tap(page, "character_1_Elf");
        tap(page, "character_1_none");
        reveal(page, "panicVariant_less-panic:bigger-hand");
        tap(page, "panicVariant_less-panic:bigger-hand");
        verify(child(page, "panicVariant_less-panic:bigger-hand").checked);
        compare(page.setup().variants, ["less-panic:bigger-hand"]);

        tap(page, "startButton");
        compare(verdictSpy.count, 0, JSON.stringify(verdictSpy.signalArguments));
        verify(gameSession.hasGame);
        compare(gameSession.family, "panic");
        compare(gameSession.gameName, "Siege");
        compare(gameSession.panic.mode, "more-munchkin");
        compare(gameSession.panic.seats.map(s => s.name), ["Joan", "Gloria"]);
        compare(gameSession.panic.seats[0].character, "Wizard");
        compare(gameSession.panic.seats[1].character, "");
        compare(gameSession.gameOptions.variants, ["less-panic:bigger-hand"]);
        compare(String(gameSession.panic.seats[0].colour).toLowerCase(),
                String(Referee.defaultColour(0)).toLowerCase());
        compare(pageSpy.count, 1);
        compare(pageSpy.signalArguments[0][0], "table");
    }

    function test_panicSolitaireIsForOne() {
        const page = makePage(newGameComponent);
        tap(page, "edition_panic");
        tap(page, "panicMode_solitaire");
        typeInto(page, "playerName_0", "Joan");
        typeInto(page, "playerName_1", "Gloria");
        // The form says so, but the referee decides: refused, shown, nothing created.
        verify(child(page, "playerCountNote").visible);
        verify(!child(page, "addPlayerButton").enabled);
        tap(page, "startButton");
        compare(verdictSpy.count, 1);
        verify(!gameSession.hasGame);
        compare(gameCount(), 0);
        const refusal = child(page, "panicRefusal");
        verify(refusal.visible);
        verify(refusal.reasons.length > 0);
        // The Character cards stay out of Solitaire: none is sent.
        verify(!child(page, "character_0").visible);
        compare(page.setup().characters[0], "");

        tap(page, "remove_1");
        verify(!child(page, "playerCountNote").visible);
        tap(page, "startButton");
        verify(gameSession.hasGame, JSON.stringify(verdictSpy.signalArguments));
        compare(gameSession.family, "panic");
        compare(gameSession.panic.mode, "solitaire");
        compare(gameSession.panic.seats.length, 1);
    }

    function test_homeListsRenamesDeletesAndOpens() {
        const page = makePage(homeComponent);
        verify(child(page, "emptyState").visible);
        tap(page, "newGameButton");
        compare(pageSpy.signalArguments[0][0], "newGame");

        for (const name of ["First", "Second"]) {
            const verdict = gameSession.games.newGame(GameSetups.withPlayers(GameSetups.withPlayer(
                GameSetups.munchkin(name, "deluxe", false, false, false, false), "Ann", "", "female", ""), ["Bob"]));
            verify(verdict.legal, JSON.stringify(verdict));
        }
        const list = child(page, "gamesList");
        tryCompare(list, "count", 2);
        verify(!child(page, "emptyState").visible);
        verify(child(page, "gameRow_First"));
        verify(child(page, "gameRow_Second"));
        tryVerify(() => child(page, "continueButton").visible);

        // Rename First.
        tap(page, "rename_First");
        const renameDialog = child(page, "renameDialog");
        tryCompare(renameDialog, "opened", true);
        typeInto(page, "renameField", "Renamed");
        tap(page, "renameConfirm");
        tryCompare(renameDialog, "visible", false);
        tryVerify(() => findChild(page, "gameRow_Renamed") !== null);
        verify(findChild(page, "gameRow_First") === null);
        compare(list.count, 2);

        // Deleting asks first, naming the game; keeping it changes nothing.
        tap(page, "delete_Renamed");
        const deleteDialog = child(page, "deleteDialog");
        tryCompare(deleteDialog, "opened", true);
        verify(child(page, "deleteQuestion").text.indexOf("Renamed") >= 0);
        tap(page, "deleteCancel");
        tryCompare(deleteDialog, "visible", false);
        compare(list.count, 2);

        tap(page, "delete_Renamed");
        tryCompare(deleteDialog, "opened", true);
        tap(page, "deleteConfirm");
        tryCompare(deleteDialog, "visible", false);
        tryCompare(list, "count", 1);
        verify(findChild(page, "gameRow_Renamed") === null);
        compare(gameCount(), 1);

        // Tapping a game opens it on the table.
        gameSession.closeGame();
        pageSpy.clear();
        tap(page, "open_Second");
        verify(gameSession.hasGame);
        compare(gameSession.gameName, "Second");
        compare(pageSpy.signalArguments[0][0], "table");

        // A game's report, from the list: the game opens and its report shows over its table.
        gameSession.closeGame();
        pageSpy.clear();
        tap(page, "report_Second");
        verify(gameSession.hasGame);
        compare(gameSession.gameName, "Second");
        compare(pageSpy.count, 2);
        compare(pageSpy.signalArguments[1][0], "report");
    }

    function test_narrowHomeUsesAMenu() {
        verify(gameSession.games.newGame(GameSetups.withPlayers(
            GameSetups.munchkin("Solo", "deluxe", false, false, false, false), ["Ann"])).legal);
        const page = makePage(homeComponent, 412, 915);
        tryCompare(child(page, "gamesList"), "count", 1);
        verify(!child(page, "rename_Solo").visible);
        tap(page, "gameMenu_Solo");
        const menu = child(page, "gameRow_Solo").actionsMenu;
        tryCompare(menu, "opened", true);
        const item = child(menu.contentItem, "renameItem_Solo");
        settle(item);
        mouseClick(item);
        tryCompare(child(page, "renameDialog"), "opened", true);
        tap(page, "renameCancel");
    }

    function test_pathfinderOptionsAreHouseRules() {
        const page = makePage(newGameComponent);
        // Deluxe prints Faster Play but leaves the sale of one-shots open: that one is a house rule.
        verify(child(page, "houseRulesHeading").visible);
        verify(child(page, "sellOneShotsSwitch").visible);
        // Nightmare prints both: no house rules to offer.
        tap(page, "edition_nightmare");
        verify(!child(page, "houseRulesHeading").visible);
        verify(!child(page, "sellOneShotsSwitch").visible);
        tap(page, "edition_pathfinder");
        verify(child(page, "houseRulesHeading").visible);
        verify(!child(page, "sellOneShotsSwitch").visible, "Pathfinder's rulebook sells one-shots itself");
        typeInto(page, "playerName_0", "Ann");
        typeInto(page, "playerName_1", "Bob");
        tap(page, "fasterPlaySwitch");
        tap(page, "epicSwitch");
        tap(page, "startButton");
        verify(gameSession.hasGame, JSON.stringify(verdictSpy.signalArguments));
        compare(gameSession.edition, "pathfinder");
        compare(gameSession.gameOptions.fasterPlay, true);
        compare(gameSession.gameOptions.epic, true);
        compare(gameSession.gameOptions.sharedVictory, false);
        compare(gameSession.currentPlayer, "Ann");
    }

    // Deluxe with the house rule: the game's options carry it, and a one-shot then sells for its Gold.
    function test_sellOneShotsHouseRule() {
        const page = makePage(newGameComponent);
        typeInto(page, "playerName_0", "Ann");
        typeInto(page, "playerName_1", "Bob");
        tap(page, "sellOneShotsSwitch");
        tap(page, "startButton");
        verify(gameSession.hasGame, JSON.stringify(verdictSpy.signalArguments));
        compare(gameSession.edition, "deluxe");
        compare(gameSession.gameOptions.sellOneShots, true);
        const potion = MunchkinActions.saleCard("Potion of Halitosis", 1000);
        potion.oneShot = true;
        const sold = gameSession.perform(MunchkinActions.sellItems("Ann", [], [potion]));
        verify(sold.legal, JSON.stringify(sold));
        compare(gameSession.playerDetails("Ann").level, 2);
    }

    function test_exportThenImport() {
        verify(gameSession.games.newGame(GameSetups.withPlayers(
            GameSetups.munchkin("Shared", "cthulhu", false, false, false, false), ["Ann", "Bob"])).legal);
        const page = makePage(homeComponent);
        const file = "file://" + testDir + "/shared-" + files + ".arbiter.json";
        compare(page.exportFileName("Ann/Bob: round 2?"), "Ann-Bob- round 2-.arbiter.json");
        const exported = page.exportGame(gameSession.gameId, file);
        verify(page.isLegal(exported), JSON.stringify(exported));
        compare(verdictSpy.count, 1);

        // The same game again in the same file: the session refuses it, and the page stays.
        verify(!page.isLegal(page.importGame(file)));
        compare(verdictSpy.count, 2);
        compare(pageSpy.count, 0);

        // Into another file it comes, and opens on the table.
        verify(gameSession.openFile(testDir + "/home-" + files + "-imported.sqlite"), gameSession.fileError);
        tryCompare(child(page, "gamesList"), "count", 0);
        const imported = page.importGame(file);
        verify(page.isLegal(imported), JSON.stringify(imported));
        tryCompare(child(page, "gamesList"), "count", 1);
        compare(gameSession.gameName, "Shared");
        compare(pageSpy.count, 1);
        compare(pageSpy.signalArguments[0][0], "table");
    }

    function test_refusedFileIsShown() {
        // A folder is no log file: the session refuses it and Home says so, with the path.
        ignoreWarning(/could not open/);
        verify(!gameSession.openFile(testDir));
        const page = makePage(homeComponent);
        verify(child(page, "fileErrorPane").visible);
        compare(child(page, "fileErrorText").text, gameSession.fileError);
        // The path is shown, by the session's message or beside it.
        const pathLabel = child(page, "fileErrorPath");
        verify(child(page, "fileErrorText").text.indexOf(testDir) >= 0
               || (pathLabel.visible && pathLabel.text.indexOf(testDir) >= 0));
        verify(!child(page, "newGameButton").enabled);
        verify(!child(page, "emptyState").visible);
    }

    // The fields stop at the referee's limits (game.name-length) and say so as the user types.
    function test_nameLimits() {
        const page = makePage(newGameComponent);
        compare(gameSession.playerNameLimit, 24);
        compare(gameSession.gameNameLimit, 60);
        const field = child(page, "playerName_0");
        compare(field.maximumLength, 24);
        settle(field);
        mouseClick(field);
        for (let i = 0; i < 30; ++i)
            keyClick("x");
        compare(field.text.length, 24);
        const hint = child(page, "nameProblem_0");
        verify(hint.visible);
        verify(hint.text.indexOf("24") >= 0, hint.text);
        keyClick(Qt.Key_Backspace);
        compare(hint.text, "");

        const gameName = child(page, "gameNameField");
        compare(gameName.maximumLength, 60);
        typeInto(page, "gameNameField", "g".repeat(59));
        const gameHint = child(page, "gameNameProblem");
        verify(!gameHint.visible, gameHint.text);
        keyClick("g");
        keyClick("g");
        compare(gameName.text.length, 60);
        verify(gameHint.visible);
        verify(gameHint.text.indexOf("60") >= 0, gameHint.text);

        // At the limits the referee agrees.
        typeInto(page, "playerName_1", "Bob");
        tap(page, "startButton");
        verify(gameSession.hasGame, JSON.stringify(verdictSpy.signalArguments));
        compare(seatNames()[0], "x".repeat(23));
        compare(gameSession.gameName.length, 60);
    }

    // "Add player": the new row's name field takes the focus, so the name is typed at once.
    function test_newPlayerTakesTheFocus() {
        const page = makePage(newGameComponent);
        tap(page, "addPlayerButton");
        const field = child(page, "playerName_2");
        tryVerify(() => field.activeFocus, 1000, "the new player's name field has no focus");
        keyClick("Z");
        compare(field.text, "Z");
        compare(page.names[2], "Z");
    }

    // Two new games get different default names.
    function test_defaultNamesDiffer() {
        const first = makePage(newGameComponent);
        const name = child(first, "gameNameField").text;
        compare(name, gameSession.games.defaultGameName());
        verify(name.indexOf("Game of ") === 0, name);
        typeInto(first, "playerName_0", "Ann");
        typeInto(first, "playerName_1", "Bob");
        tap(first, "startButton");
        verify(gameSession.hasGame, JSON.stringify(verdictSpy.signalArguments));
        compare(gameSession.gameName, name);
        const second = makePage(newGameComponent);
        compare(child(second, "gameNameField").text, name + " (2)");
    }

    // Long names take two lines at most in the Games list and the "continue" card, then elide.
    function test_longNamesElide() {
        const longName = "W".repeat(60);
        const players = ["W".repeat(24), "M".repeat(24), "Q".repeat(24), "D".repeat(24)];
        verify(gameSession.games.newGame(GameSetups.withPlayers(
            GameSetups.munchkin(longName, "deluxe", false, false, false, false), players)).legal);
        const page = makePage(homeComponent, 412, 915);
        tryCompare(child(page, "gamesList"), "count", 1);
        const label = child(page, "gameName_" + longName);
        tryVerify(() => label.truncated, 1000, "the game's name is not elided");
        verify(label.lineCount <= 2, label.lineCount);
        const row = child(page, "gameRow_" + longName);
        verify(label.mapToItem(row, label.width, 0).x <= row.width + 0.5);
        const continued = child(page, "continueName");
        verify(continued.truncated);
        verify(continued.lineCount <= 2);
    }

    // Undo and Redo act on the open game: they are on its pages, not on Home nor on the New game page.
    function test_undoOnlyOnTheOpenGame() {
        verify(gameSession.games.newGame(GameSetups.withPlayers(
            GameSetups.munchkin("Open", "deluxe", false, false, false, false), ["Ann", "Bob"])).legal);
        verify(gameSession.perform(MunchkinActions.changeLevel("Ann", 1, "go-up-a-level")).legal);
        const window = createTemporaryObject(mainComponent, testCase);
        verify(window);
        const stack = findChild(window, "stack");
        const showing = name => tryVerify(() => stack.currentItem && stack.currentItem.objectName === name
                                          && !stack.busy, 3000, "not on " + name);
        showing("tablePage");
        const undo = findChild(window.header, "undoButton");
        const redo = findChild(window.header, "redoButton");
        verify(undo && redo);
        verify(undo.visible && undo.enabled);
        verify(redo.visible);

        Navigator.pageRequested("home", {});
        showing("homePage");
        verify(!undo.visible, "Undo on Home");
        verify(!redo.visible, "Redo on Home");
        Navigator.pageRequested("newGame", {});
        showing("newGamePage");
        verify(!undo.visible, "Undo on the New game page");

        Navigator.pageRequested("table", {});
        showing("tablePage");
        verify(undo.visible);
        Navigator.pageRequested("history", {});
        showing("historyPage");
        verify(undo.visible, "Undo is not on the game's history");
    }
}

import QtQuick
import QtQuick.Controls
import QtTest
import Arbiter

// Home and the new game form against a real session on a fresh file: the form is filled by typing and
// tapping, the referee decides (a duplicate name creates nothing), the roll for who starts goes into the
// log, and Home lists, renames, deletes and opens games.
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
            width: testCase.width
            height: testCase.height
            session: gameSession
        }
    }

    Component {
        id: homeComponent

        HomePage {
            width: testCase.width
            height: testCase.height
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

    function child(parent, objectName) {
        const found = findChild(parent, objectName);
        verify(found, "no " + objectName);
        return found;
    }

    function tap(parent, objectName) {
        const item = child(parent, objectName);
        verify(item.visible, objectName + " is hidden");
        verify(item.enabled, objectName + " is disabled");
        mouseClick(item);
        return item;
    }

    function typeInto(parent, objectName, text) {
        const field = child(parent, objectName);
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
        return gameSession.state.players.map(p => p.name);
    }

    function test_formStartsTheGame() {
        const page = createTemporaryObject(newGameComponent, testCase);
        verify(page);
        waitForRendering(page);

        typeInto(page, "gameNameField", "Friday");
        tap(page, "edition_deluxe");
        typeInto(page, "playerName_0", "Ann");
        tap(page, "sex_0_female");
        // Ann takes the fourth colour.
        tap(page, "colour_0");
        const swatch = child(page, "swatch_0_3");
        tryVerify(() => swatch.visible);
        mouseClick(swatch);
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
        compare(gameSession.state.players[0].character.sex, "female");
        compare(gameSession.state.players[2].character.sex, "male");
        verify(gameSession.state.players[1].character.sex === undefined
               || gameSession.state.players[1].character.sex === "");
        compare(String(gameSession.playerDetails("Ann").colour).toLowerCase(),
                String(gameSession.defaultColour(3)).toLowerCase());
        compare(gameSession.currentPlayer, "Bob");
        compare(gameSession.history.count, 0);
        compare(pageSpy.count, 1);
        compare(pageSpy.signalArguments[0][0], "table");
    }

    function test_rollForWhoStarts() {
        const page = createTemporaryObject(newGameComponent, testCase);
        verify(page);
        typeInto(page, "playerName_0", "Ann");
        typeInto(page, "playerName_1", "Bob");
        tap(page, "addPlayerButton");
        typeInto(page, "playerName_2", "Cid");

        tap(page, "rollButton");
        const rounds = page.rollRounds;
        verify(rounds.length >= 1);
        compare(rounds[0].length, 3);
        verify(child(page, "rollRound_0").text.indexOf("Ann") >= 0);
        // Only those tied on the highest roll roll again, and the last round has one highest.
        let rolls = [];
        for (let i = 0; i < rounds.length; ++i) {
            const best = Math.max.apply(null, rounds[i].map(r => r.roll));
            const top = rounds[i].filter(r => r.roll === best).map(r => r.uid);
            if (i + 1 < rounds.length)
                compare(rounds[i + 1].map(r => r.uid), top);
            else
                compare(top.length, 1);
            rolls = rolls.concat(rounds[i]);
        }
        const winner = page.names[page.uids.indexOf(rounds[rounds.length - 1]
                                                    .filter(r => r.roll === Math.max.apply(null, rounds[rounds.length - 1].map(x => x.roll)))[0].uid)];
        compare(child(page, "starterCombo").currentText, winner);

        tap(page, "startButton");
        verify(gameSession.hasGame, JSON.stringify(verdictSpy.signalArguments));
        compare(gameSession.currentPlayer, winner);
        compare(gameSession.history.count, rolls.length);
        compare(pageSpy.signalArguments[pageSpy.count - 1][0], "table");
    }

    function test_duplicateNameIsRefused() {
        const page = createTemporaryObject(newGameComponent, testCase);
        verify(page);
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

    function test_homeListsRenamesDeletesAndOpens() {
        const page = createTemporaryObject(homeComponent, testCase);
        verify(page);
        verify(child(page, "emptyState").visible);
        tap(page, "newGameButton");
        compare(pageSpy.signalArguments[0][0], "newGame");

        for (const name of ["First", "Second"]) {
            const verdict = gameSession.newGame({ name: name, edition: "deluxe",
                                                  players: [{ name: "Ann", sex: "female" }, { name: "Bob" }] });
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
    }

    function test_narrowHomeUsesAMenu() {
        verify(gameSession.newGame({ name: "Solo", edition: "deluxe", players: [{ name: "Ann" }] }).legal);
        const page = createTemporaryObject(homeComponent, testCase, { width: 412, height: 915 });
        verify(page);
        tryCompare(child(page, "gamesList"), "count", 1);
        verify(!child(page, "rename_Solo").visible);
        tap(page, "gameMenu_Solo");
        const item = child(page, "renameItem_Solo");
        tryVerify(() => item.visible);
        mouseClick(item);
        tryCompare(child(page, "renameDialog"), "opened", true);
        tap(page, "renameCancel");
    }
}

import QtQuick
import QtTest
import Arbiter

// After the game, against a real session: the report page of a won game (how it was won, a card per
// player with the figures, the Levels chart, the biggest fight, "Save image" and "Save PDF"), the Panic
// report's Castle, and the records page with its player and period filters.
TestCase {
    id: testCase

    property int files: 0

    name: "Report"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    GameSession {
        id: gameSession
    }

    Component {
        id: reportComponent

        ReportPage {
            width: testCase.width
            height: testCase.height
            session: gameSession
            saveDirectory: testDir + "/shared"
        }
    }

    Component {
        id: tableComponent

        TablePage {
            width: testCase.width
            height: testCase.height
            session: gameSession
        }
    }

    SignalSpy {
        id: pageSpy

        target: Navigator
        signalName: "pageRequested"
    }

    Component {
        id: recordsComponent

        RecordsPage {
            width: testCase.width
            height: testCase.height
            session: gameSession
        }
    }

    function init() {
        ++files;
        verify(gameSession.openFile(testDir + "/report-" + files + ".sqlite"), gameSession.fileError);
    }

    function newDeluxe(name, players) {
        let setup = GameSetups.munchkin(name, "deluxe", false, false, false, false);
        for (const player of players)
            setup = GameSetups.withPlayer(setup, player, "", "", "");
        const verdict = gameSession.games.newGame(setup);
        verify(verdict.legal, JSON.stringify(verdict));
    }

    function record(request) {
        const verdict = gameSession.perform(request);
        verify(verdict.recorded, JSON.stringify(verdict));
    }

    // The first player goes up to Level 9 and kills a Level 1 monster: the game is won by a fight.
    function playAWonGame(name, players) {
        newDeluxe(name, players);
        record(MunchkinActions.changeLevel(players[0], 8, "go-up-a-level"));
        const goblin = MunchkinActions.monsterCard();
        goblin.name = "Lame Goblin";
        goblin.level = 1;
        goblin.treasures = 1;
        record(MunchkinActions.startCombat(goblin));
        record(MunchkinActions.resolveCombat());
        compare(gameSession.winners, [players[0]]);
    }

    function tap(item) {
        verify(item, "nothing to tap");
        verify(item.visible, item.objectName + " is hidden");
        verify(item.enabled, item.objectName + " is disabled");
        mouseClick(item);
    }

    function test_aWonGame() {
        playAWonGame("Friday", ["Ann", "Bob"]);
        const page = createTemporaryObject(reportComponent, testCase);
        verify(page);
        compare(findChild(page, "reportTitle").text, "Friday");
        const outcome = findChild(page, "reportOutcome");
        verify(outcome.text.indexOf("Ann won on turn 1") >= 0, outcome.text);
        verify(outcome.text.indexOf("killing a Monster") >= 0, outcome.text);
        verify(findChild(page, "reportPlayer_Ann").visible);
        verify(findChild(page, "reportPlayer_Bob").visible);
        compare(page.report.players[0].kills, 1);
        compare(findChild(page, "reportChart").count, 2);
        verify(findChild(page, "reportFight").text.indexOf("Lame Goblin") >= 0);

        // The page follows the game: undoing the fight takes the win and the kill away.
        verify(gameSession.undo());
        tryVerify(() => findChild(page, "reportOutcome").text.indexOf("Nobody has won yet") >= 0);
        compare(page.report.players[0].kills, 0);
    }

    // Once someone has won, the table offers the report.
    function test_theTableOffersTheReport() {
        newDeluxe("Offer", ["Ann", "Bob"]);
        const table = createTemporaryObject(tableComponent, testCase);
        verify(!findChild(table, "reportButton"));
        record(MunchkinActions.changeLevel("Ann", 8, "go-up-a-level"));
        const goblin = MunchkinActions.monsterCard();
        goblin.name = "Lame Goblin";
        goblin.level = 1;
        record(MunchkinActions.startCombat(goblin));
        record(MunchkinActions.resolveCombat());
        tryVerify(() => findChild(table, "reportButton") !== null);
        pageSpy.clear();
        tap(findChild(table, "reportButton"));
        compare(pageSpy.count, 1);
        compare(pageSpy.signalArguments[0][0], "report");
    }

    function test_saveImageAndPdf() {
        playAWonGame("Shared", ["Ann", "Bob"]);
        const page = createTemporaryObject(reportComponent, testCase);
        tap(findChild(page, "saveImageButton"));
        const saved = findChild(page, "savedLabel");
        verify(saved.visible);
        verify(saved.text.indexOf("Shared.png") > 0, saved.text);
        tap(findChild(page, "savePdfButton"));
        verify(saved.text.indexOf("Shared.pdf") > 0, saved.text);
        verify(!page.saveFailed);
    }

    function test_noGame() {
        gameSession.closeGame();
        const page = createTemporaryObject(reportComponent, testCase);
        verify(findChild(page, "reportEmpty").visible);
        verify(!findChild(page, "saveImageButton").visible);
    }

    function test_panicReport() {
        const verdict = gameSession.games.newGame(GameSetups.withPlayers(
            GameSetups.panic("Siege", "standard", [], false), ["Joan", "Gloria"]));
        verify(verdict.legal, JSON.stringify(verdict));
        const page = createTemporaryObject(reportComponent, testCase);
        verify(page.report.panic);
        verify(findChild(page, "reportOutcome").text.indexOf("Castle still stands") >= 0);
        compare(findChild(page, "reportChart").visible, false);
        verify(findChild(page, "reportPlayer_Joan").visible);
    }

    function test_recordsFilters() {
        playAWonGame("First", ["Ann", "Bob"]);
        newDeluxe("Second", ["Cy", "Bob"]);
        const page = createTemporaryObject(recordsComponent, testCase);
        const summary = findChild(page, "recordsSummary");
        compare(summary.text, "2 of the file's 2 games counted.");
        const section = findChild(page, "records_deluxe");
        verify(section.visible);
        tryVerify(() => section.width > 0);  // laid out
        verify(findChild(section, "winsBar_Ann").width > findChild(section, "winsBar_Bob").width);
        compare(findChild(section, "recentChart_deluxe").count, 3);

        const box = findChild(page, "recordsPlayer");
        const index = box.find("Cy");
        verify(index > 0);
        box.currentIndex = index;
        box.activated(index);
        compare(page.player, "Cy");
        compare(summary.text, "1 of the file's 2 games counted.");

        const period = findChild(page, "recordsPeriod");
        period.currentIndex = 1;
        period.activated(1);
        compare(page.days, 7);
        compare(summary.text, "1 of the file's 2 games counted.");  // both were played today
    }

    function test_emptyFile() {
        const page = createTemporaryObject(recordsComponent, testCase);
        verify(findChild(page, "recordsSummary").text.indexOf("holds no game yet") >= 0);
    }
}

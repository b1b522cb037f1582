import QtQuick
import QtTest
import Arbiter

// The history against a real session: actions in words, undone ones struck through, abandoned ones
// greyed, "undo to here", a row's details (reasons that open their rule, what the action changed), and
// the levels chart with a line per player.
TestCase {
    id: testCase

    property int files: 0

    name: "History"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    GameSession {
        id: gameSession
    }

    SignalSpy {
        id: ruleSpy

        target: Navigator
        signalName: "ruleRequested"
    }

    Component {
        id: historyComponent

        HistoryPage {
            width: testCase.width
            height: testCase.height
            session: gameSession
        }
    }

    Component {
        id: chartComponent

        ChartPage {
            width: testCase.width
            height: testCase.height
            session: gameSession
        }
    }

    Component {
        id: rulesComponent

        RulesPage {
            width: testCase.width
            height: testCase.height
        }
    }

    function init() {
        ++files;
        verify(gameSession.openFile(testDir + "/history-" + files + ".sqlite"), gameSession.fileError);
        const verdict = gameSession.games.newGame(GameSetups.withPlayer(GameSetups.withPlayer(
            GameSetups.munchkin("H", "deluxe", false, false, false, false), "Ann", "", "female", ""),
            "Bob", "", "male", ""));
        verify(verdict.legal, JSON.stringify(verdict));
        ruleSpy.clear();
    }

    function goUp(player) {
        const verdict = gameSession.perform(MunchkinActions.changeLevel(player, 1, "go-up-a-level"));
        verify(verdict.legal, JSON.stringify(verdict));
        return verdict;
    }

    function levelOf(player) {
        return gameSession.playerDetails(player).level;
    }

    // The page, with its list showing `count` rows.
    function openHistory(count, width) {
        const page = createTemporaryObject(historyComponent, testCase);
        verify(page);
        if (width)
            page.width = width;
        const list = findChild(page, "historyList");
        verify(list);
        tryCompare(list, "count", count);
        return { page: page, list: list };
    }

    // The row at `index`, laid out.
    function row(list, index) {
        list.forceLayout();
        list.positionViewAtIndex(index, ListView.Contain);
        const item = list.itemAtIndex(index);
        verify(item, "no row " + index);
        return item;
    }

    function test_actionsInWordsAndUndo() {
        goUp("Ann");
        goUp("Bob");
        goUp("Ann");
        const view = openHistory(3);
        compare(row(view.list, 0).text, "Ann goes up 1 level (Go Up a Level).");
        compare(row(view.list, 1).text, "Bob goes up 1 level (Go Up a Level).");
        const last = row(view.list, 2);
        verify(last.head, "the last action is not marked as the head");
        verify(findChild(last, "headTag_" + last.seq).visible);
        const text = findChild(last, "historyText_" + last.seq);
        verify(!text.font.strikeout);

        // Undo from the page: the last row stays, struck through.
        const undo = findChild(view.page, "historyUndo");
        verify(undo.enabled);
        mouseClick(undo);
        compare(levelOf("Ann"), 2);
        tryCompare(row(view.list, 2), "status", "undone");
        verify(findChild(row(view.list, 2), "historyText_" + row(view.list, 2).seq).font.strikeout);
        verify(row(view.list, 1).head);

        // Redo from the page brings it back.
        mouseClick(findChild(view.page, "historyRedo"));
        tryCompare(row(view.list, 2), "status", "done");
        compare(levelOf("Ann"), 3);
    }

    // The roll for who starts heads the sheet, read from the game's setup; a picked starter shows none.
    function test_rollForWhoStartsHeadsTheSheet() {
        const plain = openHistory(0);
        const none = findChild(plain.page, "historyWhoStarts");
        verify(none);
        verify(!none.visible);
        plain.page.destroy();

        const verdict = gameSession.games.newGame(GameSetups.withStarter(GameSetups.withRollOffRound(GameSetups.withRollOffRound(
            GameSetups.withPlayers(GameSetups.munchkin("Rolled", "deluxe", false, false, false, false), ["Ann", "Bob"]),
            ["Ann", "Bob"], [4, 4]), ["Ann", "Bob"], [2, 6]), "Bob"));
        verify(verdict.legal, JSON.stringify(verdict));
        // Before any action, the roll is already there.
        const fresh = openHistory(0);
        const header = findChild(fresh.page, "historyWhoStarts");
        verify(header);
        verify(header.visible);
        compare(header.text, "Who starts: Ann 4, Bob 4; then Ann 2, Bob 6. Bob starts.");
        goUp("Bob");
        tryCompare(fresh.list, "count", 1);
        compare(row(fresh.list, 0).text, "Bob goes up 1 level (Go Up a Level).");
        verify(header.visible);
    }

    function test_newActionAbandonsTheUndone() {
        goUp("Ann");
        goUp("Bob");
        const view = openHistory(2);
        verify(gameSession.undo());
        tryCompare(row(view.list, 1), "status", "undone");

        goUp("Ann");
        tryCompare(view.list, "count", 3);
        const abandoned = row(view.list, 1);
        compare(abandoned.status, "abandoned");
        verify(!abandoned.onLine);
        verify(findChild(abandoned, "abandonedTag_" + abandoned.seq).visible);
        const text = findChild(abandoned, "historyText_" + abandoned.seq);
        verify(Qt.colorEqual(text.color, Theme.undone), "an abandoned action is not greyed");
        verify(!findChild(abandoned, "jump_" + abandoned.seq).visible, "an abandoned action offers a jump");
        verify(row(view.list, 2).head);
        compare(levelOf("Bob"), 1);
    }

    function test_undoToHere() {
        goUp("Ann");
        goUp("Bob");
        goUp("Bob");
        const view = openHistory(3);
        const first = row(view.list, 0);
        const jump = findChild(first, "jump_" + first.seq);
        verify(jump.visible);
        compare(jump.text, "Undo to here");
        mouseClick(jump);
        tryVerify(() => row(view.list, 0).head);
        compare(row(view.list, 1).status, "undone");
        compare(row(view.list, 2).status, "undone");
        compare(levelOf("Ann"), 2);
        compare(levelOf("Bob"), 1);

        // On an undone row the same button redoes up to it.
        const third = row(view.list, 2);
        const redo = findChild(third, "jump_" + third.seq);
        compare(redo.text, "Redo to here");
        mouseClick(redo);
        tryVerify(() => row(view.list, 2).head);
        compare(levelOf("Bob"), 3);
    }

    function test_undoToHereFromTheMenuOnAPhone() {
        goUp("Ann");
        goUp("Bob");
        const view = openHistory(2, 412);
        const first = row(view.list, 0);
        verify(!findChild(first, "jump_" + first.seq).visible, "a phone shows the jump as a button");
        const menuButton = findChild(first, "entryMenu_" + first.seq);
        verify(menuButton.visible);
        mouseClick(menuButton);
        const item = findChild(first, "jumpMenuItem_" + first.seq);
        verify(item);
        tryVerify(() => item.visible && item.height > 0);
        mouseClick(item);
        tryVerify(() => row(view.list, 0).head);
        compare(levelOf("Bob"), 1);
    }

    function test_detailsShowReasonsAndChanges() {
        goUp("Ann");
        const view = openHistory(1);
        const first = row(view.list, 0);
        const details = findChild(first, "historyDetails_" + first.seq);
        verify(!details.visible, "the details are open before a tap");
        mouseClick(findChild(first, "historyRow_" + first.seq));
        tryCompare(details, "visible", true);

        // What it changed, from the session's before and after.
        const change = findChild(first, "change_" + first.seq + "_0");
        verify(change, "no change listed");
        verify(change.text.indexOf("Level 1 → 2") >= 0, change.text);

        // Each reason of the verdict opens its rule.
        verify(first.reasons.length > 0, "the recorded verdict has no reason");
        const reason = findChild(first, "reason_0");
        verify(reason);
        // The rule is named by its title in words, not by its id.
        verify(first.reasons[0].title.length > 0 && first.reasons[0].title !== first.reasons[0].rule,
               JSON.stringify(first.reasons[0]));
        mouseClick(reason);
        compare(ruleSpy.count, 1);
        compare(ruleSpy.signalArguments[0][0], first.reasons[0].rule);

        // A second tap closes the details.
        mouseClick(findChild(first, "historyRow_" + first.seq));
        tryCompare(details, "visible", false);
    }

    // The chart counts turns: a point for the start and one where each turn ended (or stands now).
    function test_chartHasALinePerPlayer() {
        goUp("Ann");
        goUp("Ann");
        const page = createTemporaryObject(chartComponent, testCase);
        verify(page);
        const chart = findChild(page, "levelsChart");
        verify(chart);
        compare(chart.count, 2);
        compare(chart.name(0), "Ann");
        compare(chart.pointCount(0), 2);
        compare(chart.point(0, 1).x, 1);
        compare(chart.point(0, 1).y, 3);

        // A new turn adds a point at turn 2; Bob's level there is the one his turn ended on.
        verify(gameSession.perform(MunchkinActions.nextPhase("look-for-trouble-or-loot-the-room")).legal);
        verify(gameSession.perform(MunchkinActions.endTurn()).legal);
        goUp("Bob");
        tryVerify(() => chart.pointCount(1) === 3);
        compare(chart.point(1, 2).x, 2);
        compare(chart.point(1, 2).y, 2);
        compare(chart.count, 2);
        compare(chart.turnAxisMax, 2);
    }

    // Lines that overlap stay apart: each has its own dash pattern, and the one drawn first is wider.
    function test_chartLinesAreDistinct() {
        const page = createTemporaryObject(chartComponent, testCase);
        verify(page);
        const chart = findChild(page, "levelsChart");
        compare(chart.count, 2);
        // Ann and Bob are both at level 1 all along: the same points, told apart by their lines.
        compare(chart.point(0, 0).y, chart.point(1, 0).y);
        verify(chart.dashStyle(0) !== chart.dashStyle(1), "both lines have the same dash pattern");
        verify(chart.lineWidth(0) > chart.lineWidth(1), "the line below would be hidden");
    }

    // A verdict's reason opens the reference at its rule: searched for and marked.
    function test_rulesPageOpensAtARule() {
        const page = createTemporaryObject(rulesComponent, testCase, { ruleId: "levels.go-up-a-level" });
        verify(page);
        compare(findChild(page, "ruleFilter").text, "levels.go-up-a-level");
        const list = findChild(page, "ruleList");
        tryVerify(() => list.count >= 1);
        const card = findChild(list, "rule_levels.go-up-a-level");
        verify(card, "the rule is not listed");
        verify(card.shown, "the rule is not marked");

        page.ruleId = "game.phase";
        tryCompare(findChild(page, "ruleFilter"), "text", "game.phase");
        tryVerify(() => findChild(list, "rule_game.phase") !== null && findChild(list, "rule_game.phase").shown);
    }
}

import QtQuick
import QtQuick.Controls
import QtTest
import Arbiter

// Long player names in the Munchkin Panic lists: the lead, the standings, the seat cards, whose turn it
// is and the Charity dialog's shares elide on one line and stay inside their boxes, the points beside
// them still in view.
TestCase {
    id: testCase

    // Long, but within what a setup takes (24 characters).
    readonly property string longName: "Bartholomew Featherstone"
    // The widest name the limit lets through: 24 of the widest capitals.
    readonly property string wideName: "WMWMWMWMWMWMWMWMWMWMWMWM"

    name: "PanicNames"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    GameSession {
        id: panicSession
    }

    // A game where Joan gives Charity and the long name is among those who may get it.
    GameSession {
        id: charitySession
    }

    Component {
        id: scoreComponent

        PanicScore {
            width: 220
        }
    }

    Component {
        id: seatComponent

        PanicSeatCard {
            width: 260
        }
    }

    Component {
        id: turnComponent

        PanicTurnBar {
            width: 260
        }
    }

    Component {
        id: charityComponent

        PanicCharityDialog {
            session: charitySession
        }
    }

    function initTestCase() {
        verify(panicSession.openFile(testDir + "/panic-names.sqlite"), panicSession.fileError);
        const verdict = panicSession.games.newGame(GameSetups.withPlayers(GameSetups.panic("Names", "standard", [], false),
                                                                    [testCase.longName, "Joan", "Seth"]));
        verify(verdict.legal, JSON.stringify(verdict));
        for (const [token, arc] of [["Net Troll", 1], ["Pit Bull", 3], ["Gazebo", 5], ["Bullrog", 6]])
            perform(PanicActions.placeMonster(token, arc, false));
        perform(PanicActions.setTrophies(testCase.longName, ["Plutonium Dragon"]));
        compare(panicSession.panic.current, testCase.longName);

        verify(charitySession.openFile(testDir + "/panic-names-charity.sqlite"), charitySession.fileError);
        const charity = charitySession.games.newGame(GameSetups.withPlayers(GameSetups.panic("Charity", "standard", [], false),
                                                                      ["Joan", testCase.wideName, "Seth"]));
        verify(charity.legal, JSON.stringify(charity));
    }

    function perform(request) {
        const verdict = panicSession.perform(request);
        verify(verdict.legal && !verdict.error, JSON.stringify(verdict));
    }

    // The text shows on one line, cut short, inside `box`.
    function checkElided(text, box, what) {
        verify(text, "no " + what);
        verify(text.visible, what + " is hidden");
        compare(text.lineCount, 1, what + " wraps");
        verify(text.truncated, what + " is not elided: " + text.text);
        const left = text.mapToItem(box, 0, 0).x;
        verify(left >= -0.5 && left + text.width <= box.width + 0.5,
               what + " leaves its box: " + left + " + " + text.width + " > " + box.width);
    }

    function test_lead() {
        const score = createTemporaryObject(scoreComponent, testCase, { panic: panicSession.panic });
        verify(score);
        const leader = findChild(score, "panicLeader");
        verify(leader.text.indexOf(testCase.longName) >= 0, leader.text);
        verify(leader.text.endsWith("with 5 points"), leader.text);
        checkElided(leader, score, "the lead");
        checkElided(findChild(score, "panicStanding_" + testCase.longName), score, "the standing");
        verify(!findChild(score, "panicStanding_Joan").truncated, "a short name stays whole");
    }

    function test_seatCard() {
        const seat = panicSession.panic.seats.find(entry => entry.name === testCase.longName);
        const card = createTemporaryObject(seatComponent, testCase, { session: panicSession, seat: seat });
        verify(card);
        checkElided(findChild(card, "seatName_" + testCase.longName), card, "the seat's name");
        const points = findChild(card, "seatPoints_" + testCase.longName);
        compare(points.text, "5");
        verify(points.mapToItem(card, 0, 0).x + points.width <= card.width, "the points are cut off");
    }

    function test_turn() {
        const bar = createTemporaryObject(turnComponent, testCase, { session: panicSession });
        verify(bar);
        checkElided(findChild(bar, "panicCurrentLabel"), bar, "whose turn");
    }

    function test_charityShares() {
        const window = testCase.Window.window;
        window.width = 320;
        window.height = 640;
        tryCompare(window, "width", 320);
        try {
            const dialog = createTemporaryObject(charityComponent, testCase);
            dialog.open();
            tryCompare(dialog, "opened", true);
            verify(findChild(dialog.contentItem, "charityShare_Seth"));
            const longShare = findChild(dialog.contentItem, "charityShare_" + testCase.wideName);
            verify(longShare, "no share for " + testCase.wideName);
            checkElided(longShare.contentItem, longShare, "the share's name");
            const right = longShare.mapToItem(dialog.contentItem, 0, 0).x + longShare.width;
            verify(right <= dialog.contentItem.width + 0.5, "the share sticks out: " + right);
            dialog.close();
            tryCompare(dialog, "visible", false);
        } finally {
            window.width = testCase.width;
            window.height = testCase.height;
        }
    }
}

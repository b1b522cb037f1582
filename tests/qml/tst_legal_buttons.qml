import QtQuick
import QtQuick.Controls
import QtTest
import Arbiter

// The turn's buttons light up only for what the referee takes now (session.legalNow, from rules/): no
// FIGHT lit during Charity, Charity lit only when the hand may be checked.
TestCase {
    id: testCase

    name: "LegalButtons"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    GameSession {
        id: session
    }

    Component {
        id: headerComponent

        TableHeader {
            width: testCase.width
        }
    }

    property int fileNumber: 0

    function newGame() {
        fileNumber += 1;
        verify(session.openFile(testDir + "/legal-" + fileNumber + ".sqlite"), session.fileError);
        const verdict = session.games.newGame(GameSetups.withPlayers(
            GameSetups.munchkin("Legal " + fileNumber, "deluxe", false, false, false, false), ["Ann", "Bob"]));
        verify(verdict.legal, JSON.stringify(verdict));
    }

    function record(request) {
        verify(request.valid, request.field + ": " + request.error);
        const verdict = session.perform(request);
        verify(verdict.legal, JSON.stringify(verdict));
    }

    function button(header, name) {
        const found = findChild(header, name);
        verify(found, "no " + name);
        return found;
    }

    function test_fightLitOnlyWhenTheRefereeTakesIt() {
        newGame();
        const header = createTemporaryObject(headerComponent, testCase, { session: session });
        verify(header);
        compare(session.phase, "kick-open-the-door");
        verify(session.legalNow.kinds[ActionKind.StartCombat].available);
        verify(button(header, "fightButton").highlighted, "FIGHT is not lit at Kick Open the Door");

        // Phase 2 comes before Charity: neither Charity nor End turn is lit at the door.
        verify(!session.legalNow.kinds[ActionKind.Charity].available, "the referee offers Charity at Kick Open the Door");
        verify(!button(header, "charityButton").highlighted, "Charity is lit at Kick Open the Door");
        verify(!button(header, "endTurnButton").enabled, "End turn is enabled at Kick Open the Door");
        record(MunchkinActions.nextPhase("look-for-trouble-or-loot-the-room"));
        verify(button(header, "endTurnButton").enabled, "End turn is not enabled after looting the room");
        record(MunchkinActions.nextPhase("charity"));
        compare(session.phase, "charity");
        verify(!session.legalNow.kinds[ActionKind.StartCombat].available, "the referee offers a fight during Charity");
        verify(!button(header, "fightButton").highlighted, "FIGHT is lit during Charity");
        verify(button(header, "charityButton").highlighted, "Charity is not lit in the Charity phase");
    }

    function positions(header) {
        const result = {};
        for (const name of ["fightButton", "charityButton", "endTurnButton", "nextPhaseButton"]) {
            const item = button(header, name);
            const at = item.mapToItem(header, 0, 0);
            result[name] = at.x + "," + at.y + " " + item.width;
        }
        return result;
    }

    function test_buttonsStayPut_data() {
        return [{ tag: "tablet", width: 1280 }, { tag: "phone", width: 412 }];
    }

    // Nothing moves under a finger: FIGHT, Charity and End turn keep their place and size through every
    // phase and a fight (only the last button, which names the next phase, changes its width).
    function test_buttonsStayPut(data) {
        newGame();
        const header = createTemporaryObject(headerComponent, testCase, { session: session, width: data.width });
        wait(50);
        const before = positions(header);
        const nextBefore = button(header, "nextPhaseButton").mapToItem(header, 0, 0);
        const check = (when) => {
            wait(50);
            const now = positions(header);
            for (const name of ["fightButton", "charityButton", "endTurnButton"])
                compare(now[name], before[name], name + " moved " + when);
            const next = button(header, "nextPhaseButton").mapToItem(header, 0, 0);
            compare(next.y, nextBefore.y, "the next-phase button moved down " + when);
            compare(next.x, nextBefore.x, "the next-phase button moved " + when);
        };
        const monster = MunchkinActions.monsterCard();
        monster.name = "Potted Plant";
        record(MunchkinActions.startCombat(monster));
        check("when the fight started");
        verify(session.undo());
        record(MunchkinActions.nextPhase("look-for-trouble-or-loot-the-room"));
        check("in Look for Trouble");
        record(MunchkinActions.nextPhase("charity"));
        check("in Charity");
    }

    // A fight in progress: its button leads back to it, and a second fight is not offered.
    function test_fightInProgress() {
        newGame();
        const header = createTemporaryObject(headerComponent, testCase, { session: session });
        const monster = MunchkinActions.monsterCard();
        monster.name = "Potted Plant";
        record(MunchkinActions.startCombat(monster));
        verify(!session.legalNow.kinds[ActionKind.StartCombat].available);
        verify(button(header, "fightButton").highlighted);
        compare(button(header, "fightButton").text.toLowerCase(), "combat in progress");
        verify(!button(header, "charityButton").highlighted, "Charity is lit during a fight");
    }
}

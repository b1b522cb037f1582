import QtQuick
import QtQuick.Controls
import QtTest
import Arbiter

// The invitation page: coming to it starts the table server and shows the invitation's QR code and
// address; a seat handed out by its own code shows as taken and away until its phone connects, "Take
// back" frees it, and "Close invitation" stops the server.
TestCase {
    id: testCase

    name: "InvitePage"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    GameSession {
        id: inviteSession
    }
    readonly property GameSession session: inviteSession

    Component {
        id: pageComponent

        InvitePage {}
    }

    Component {
        id: mainComponent

        Main {
            session: inviteSession
        }
    }

    Component {
        id: codeComponent

        QrCode {
            width: 200
            height: 200
        }
    }

    property int fileNumber: 0

    function newGame() {
        fileNumber += 1;
        verify(session.openFile(testDir + "/invite-" + fileNumber + ".sqlite"), session.fileError);
        const verdict = session.games.newGame(GameSetups.withPlayers(
            GameSetups.munchkin("Invite " + fileNumber, "deluxe", false, false, false, false), ["Ann", "Bob"]));
        verify(verdict.legal, JSON.stringify(verdict));
        // Any free port: other tests may hold the default one.
        session.invitation.setPreferredPort(0);
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

    function makePage(width, height) {
        const page = createTemporaryObject(pageComponent, testCase,
                                           { session: session, width: width || 1280, height: height || 800 });
        verify(page);
        return page;
    }

    function cleanup() {
        session.invitation.closeInvitation();
    }

    function test_opensWithItsCode() {
        newGame();
        verify(!session.invitation.open);
        const page = makePage();
        verify(session.invitation.open, "the page did not open the invitation: " + session.invitation.error);
        const url = session.invitation.url;
        verify(url.startsWith("http://"), url);
        verify(url.indexOf(":" + session.invitation.port + "/#invite=") > 0, url);
        compare(child(page, "inviteUrl").text, url);
        const code = child(page, "inviteQr");
        compare(code.text, url);
        verify(code.modules > 21, "a URL with a 32-digit code needs more than version 1: " + code.modules);
        verify(code.width >= 200 && code.width === code.height, code.width + "x" + code.height);
        // Without a LAN address the page says so; with one it does not.
        compare(child(page, "inviteNoNetwork").visible, session.invitation.addresses.length === 0);
        verify(child(page, "inviteHelp").text.indexOf("VPN") >= 0);
        verify(child(page, "inviteHelp").text.indexOf(String(session.invitation.port)) >= 0);
        compare(child(page, "seatStatus_Ann").text, "Free");
        compare(child(page, "seatStatus_Bob").text, "Free");
        compare(child(page, "inviteConnected").text, "Phones connected: 0");
    }

    function test_codeFollowsItsText() {
        const code = createTemporaryObject(codeComponent, testCase, { text: "hi" });
        verify(code);
        compare(code.modules, 21);
        verify(code.isDark(0, 0) && !code.isDark(1, 1) && code.isDark(6, 6), "no finder pattern in the corner");
        code.text = "http://192.168.1.20:8731/#invite=" + "0123456789abcdef".repeat(4);
        verify(code.modules > 21, code.modules);
        const longer = code.modules;
        code.text = "";
        compare(code.modules, 0);
        code.text = "http://192.168.1.20:8731/#invite=" + "0123456789abcdef".repeat(4);
        compare(code.modules, longer);
    }

    function test_seatHandedOutAndTakenBack() {
        newGame();
        const page = makePage();
        verify(session.invitation.open, session.invitation.error);
        verify(!child(page, "seatTakeBack_Ann").enabled, "a free seat has nothing to take back");

        tap(page, "seatCode_Ann");
        const dialog = child(page, "seatCodeDialog");
        tryCompare(dialog, "opened", true);
        const seatCode = child(page, "seatQr");
        verify(seatCode.text.indexOf("#seat=") > 0, seatCode.text);
        verify(seatCode.text.indexOf("#invite=") < 0, seatCode.text);
        verify(seatCode.modules > 0);
        compare(child(page, "seatUrl").text, seatCode.text);
        compare(seatCode.text, session.invitation.seatUrl("Ann"));
        // Handed out, no phone on it yet: taken and away.
        compare(child(page, "seatStatus_Ann").text, "Away");
        compare(child(page, "seatStatus_Bob").text, "Free");
        const seats = session.invitation.seats;
        compare(seats.count, 2);
        tap(dialog, "seatCodeClose");
        tryCompare(dialog, "visible", false);

        tap(page, "seatTakeBack_Ann");
        compare(child(page, "seatStatus_Ann").text, "Free");
        verify(!child(page, "seatTakeBack_Ann").enabled);
        // A new code for the seat is a new token: the old one no longer seats anyone.
        verify(session.invitation.seatUrl("Ann") !== seatCode.text);
    }

    function test_closeStopsIt() {
        newGame();
        // A phone's width, within the test window's height.
        const page = makePage(412, 760);
        verify(session.invitation.open, session.invitation.error);
        const firstUrl = session.invitation.url;
        // On a phone the button is below the fold: scroll to it as a finger would.
        const flick = child(page, "inviteFlickable");
        tryVerify(() => flick.contentHeight > flick.height, 2000, "the page fits a phone without scrolling?");
        flick.contentY = flick.contentHeight - flick.height;
        tap(page, "inviteClose");
        verify(!session.invitation.open);
        compare(session.invitation.url, "");
        compare(session.invitation.seats.count, 0);
        verify(!child(page, "inviteQr").visible);
        flick.contentY = 0;
        tap(page, "inviteOpen");
        verify(session.invitation.open, session.invitation.error);
        verify(session.invitation.url !== firstUrl, "a new invitation has a new code");
    }

    // With the invitation open, the toolbar counts the phones connected and leads to the invitation.
    function test_toolbarShowsThePhones() {
        newGame();
        const window = createTemporaryObject(mainComponent, testCase, { width: 1280, height: 800 });
        verify(window);
        const phones = child(window, "phonesButton");
        verify(!phones.visible, "the phones are shown with no invitation open");
        verify(session.invitation.openInvitation(), session.invitation.error);
        tryCompare(phones, "visible", true);
        compare(phones.text, "☎ 0");
        compare(phones.Accessible.name, "0 phones connected");
        tap(window, "phonesButton");
        const stack = child(window, "stack");
        tryVerify(() => stack.currentItem !== null && !stack.busy && stack.currentItem.objectName === "invitePage",
                  3000, "the invitation page did not open");
        session.invitation.closeInvitation();
        tryCompare(phones, "visible", false);
    }

    // The ⋮ menu offers the invitation with a game open.
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
            if (menu.itemAt(i).objectName === "inviteMenuItem")
                entry = menu.itemAt(i);
        }
        verify(entry, "no Invite players in the menu");
        verify(entry.visible, "Invite players is hidden with a game open");
        entry.triggered();
        const stack = child(window, "stack");
        tryVerify(() => stack.currentItem !== null && !stack.busy && stack.currentItem.objectName === "invitePage",
                  3000, "the invitation page did not open");
        verify(session.invitation.open, session.invitation.error);
    }
}

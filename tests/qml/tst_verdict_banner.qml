import QtQuick
import QtQuick.Controls
import QtTest
import Arbiter

// The "Recorded" banner hides itself after a while. A finger on its way to OK must never land on what
// lies beneath: the banner does not go while it is pressed, and once it has gone its place still takes
// taps for a moment.
TestCase {
    id: testCase

    name: "VerdictBanner"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    // What lies under the banner: a row of the page (it opened the Rules page in the issue).
    MouseArea {
        id: beneath

        property int taps: 0

        anchors.fill: parent
        onClicked: ++taps
    }

    VerdictBanner {
        id: banner

        z: 10
        width: testCase.width
        anchors.bottom: parent.bottom
        showFor: 300
    }

    function ok() {
        const button = findChild(banner, "dismissVerdict");
        verify(button);
        return button;
    }

    function init() {
        banner.visible = false;
        beneath.taps = 0;
        banner.show({legal: true, reasons: []});
        verify(banner.visible);
        waitForRendering(banner);
    }

    // Pressed on OK when its time is up: it stays until the finger lifts, and the tap is the banner's.
    function test_heldPastItsTime() {
        const button = ok();
        mousePress(button);
        wait(banner.showFor + 300);
        verify(banner.visible, "the banner went from under a pressing finger");
        mouseRelease(button);
        tryCompare(banner, "visible", false);
        compare(beneath.taps, 0, "the tap fell through to the row beneath");
    }

    // A tap on where OK was, just after the banner went by itself, is still the banner's.
    function test_tapJustAfterItWent() {
        const button = ok();
        const at = button.mapToItem(testCase, button.width / 2, button.height / 2);
        tryVerify(() => banner.opacity < 1 || !banner.visible, banner.showFor + 1000, "the banner never went");
        mouseClick(testCase, at.x, at.y);
        compare(beneath.taps, 0, "the tap fell through to the row beneath");
        // Later on, the place is the page's again.
        tryCompare(banner, "visible", false, 3000);
        mouseClick(testCase, at.x, at.y);
        compare(beneath.taps, 1);
    }

    // A new verdict while it goes brings it back whole.
    function test_newVerdictWhileGoing() {
        tryVerify(() => banner.opacity < 1 || !banner.visible, banner.showFor + 1000);
        banner.show({legal: true, reasons: []});
        verify(banner.visible);
        tryCompare(banner, "opacity", 1);
    }
}

// Arbiter's phone page: keeps the phone's screen on while the page is shown, where the browser allows it,
// and says so where it cannot. One job. Browsers give the Screen Wake Lock only to secure pages (https, or
// the phone's own localhost) and drop it when the page is hidden; the tablet serves plain http on the
// table's Wi-Fi, so most phones will say they cannot, and the line tells the player what to do instead.
import { qsTr, fill } from "./i18n.js";

let lock = null;

function say(state, text) {
  const line = document.getElementById("awake");
  if (!line) return;
  line.dataset.state = state;
  line.textContent = text;
}

// Not an async function: lupdate's reader of this file does not know it.
function keepOn() {
  if (!("wakeLock" in navigator) || !window.isSecureContext) {
    say("unavailable", qsTr("This browser cannot keep the screen on for this page: set the phone's screen timeout longer for the game."));
    return Promise.resolve();
  }
  return navigator.wakeLock.request("screen").then(
    (held) => {
      lock = held;
      say("held", qsTr("The screen stays on while this page is shown."));
      // The browser lets go when the page is hidden: asked again when it is shown.
      lock.addEventListener("release", () => { lock = null; });
    },
    (error) => {
      const why = error && error.name ? error.name : "?";
      say("refused", fill(qsTr("The browser would not keep the screen on (%1): set the phone's screen timeout longer for the game."), why));
    }
  );
}

// Once the page's words are in (main.js).
export function keepScreenOn() {
  keepOn();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && !lock) keepOn();
  });
}

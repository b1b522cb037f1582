// Arbiter's phone page: keeps the phone's screen on while the page is shown, where the browser allows it,
// and says so where it cannot. One job. Browsers give the Screen Wake Lock only to secure pages (https, or
// the phone's own localhost) and drop it when the page is hidden; the tablet serves plain http on the
// table's Wi-Fi, so most phones will say they cannot, and the line tells the player what to do instead.
"use strict";

(function () {
  const words = {
    held: "The screen stays on while this page is shown.",
    unavailable: "This browser cannot keep the screen on for this page: set the phone's screen timeout longer for the game.",
    refused: "The browser would not keep the screen on ({why}): set the phone's screen timeout longer for the game.",
  };
  let lock = null;

  function say(state, text) {
    const line = document.getElementById("awake");
    if (!line) return;
    line.dataset.state = state;
    line.textContent = text;
  }

  async function keepOn() {
    if (!("wakeLock" in navigator) || !window.isSecureContext) {
      say("unavailable", words.unavailable);
      return;
    }
    try {
      lock = await navigator.wakeLock.request("screen");
      say("held", words.held);
      // The browser lets go when the page is hidden: asked again when it is shown.
      lock.addEventListener("release", () => { lock = null; });
    } catch (error) {
      say("refused", words.refused.replace("{why}", error && error.name ? error.name : "?"));
    }
  }

  function start() {
    keepOn();
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible" && !lock) keepOn();
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();

// The page's own texts in index.html, put in the phone's language once the words are in (index.html keeps
// them in English for the moment before).
import { qsTr } from "./i18n.js";

export function translateStaticTexts() {
  const text = (selector, words) => document.querySelectorAll(selector).forEach((node) => (node.textContent = words));
  const attribute = (selector, name, words) => document.querySelectorAll(selector).forEach((node) => node.setAttribute(name, words));
  // A label's own words, before its field.
  const label = (selector, words) => {
    const node = document.querySelector(selector);
    if (node && node.firstChild && node.firstChild.nodeType === Node.TEXT_NODE) node.firstChild.nodeValue = words + " ";
  };
  document.title = qsTr("Arbiter: my seat");
  text("#status", qsTr("connecting…"));
  text("#refusalTitle", qsTr("Refused"));
  attribute("#refusalClose", "aria-label", qsTr("Close"));
  text("#seats h2", qsTr("Pick your seat"));
  text("#seats .hint", qsTr("Tap your name. A greyed seat is already taken: the tablet can give it back."));
  text("#gameOverReport", qsTr("See the game’s report"));
  attribute("#levelDown", "aria-label", qsTr("Lose a level"));
  attribute("#levelUp", "aria-label", qsTr("Go up a level"));
  text("#mine .level-box .caption:not([id])", qsTr("Level"));
  text("#runBox h3", qsTr("Run away"));
  text("#runBox .hint", qsTr("Enter each die as rolled. Bad Stuff counts only for a monster that catches its runner."));
  text("#runAway", qsTr("Enter the rolls"));
  text("#itemsBox h3", qsTr("My Items"));
  text("#sell", qsTr("Sell"));
  text("#charityBox h3", qsTr("Charity"));
  label("#charityBox label", qsTr("Cards in my hand"));
  text("#charity", qsTr("Count my hand"));
  text("#hitBox h3", qsTr("Hit a Monster"));
  label("#hitBox label", qsTr("Monster"));
  text("#hit", qsTr("Hit"));
  text("#playersTitle, #reportPlayersTitle", qsTr("Players"));
  text("#historyTitle", qsTr("History"));
  text("#reportTitle, #reportOpen", qsTr("Report"));
  text("#reportFightCard h2", qsTr("The biggest fight"));
  text("#reportCastle h2", qsTr("Towers and Walls lost"));
  text("#reportBack", qsTr("Back"));
}

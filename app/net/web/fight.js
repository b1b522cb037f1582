// The fight in progress (#combat, pinned at the top while the rest scrolls): both sides' strengths, the
// referee's verdict in words, what it takes to win, the monsters with their Enhancers, the cards played for
// each side, and each runner's chance to escape.
import { qsTr, fill, formatNumber, formatList } from "./i18n.js";
import { $, el, show, signed } from "./dom.js";
import { reasonItem } from "./notices.js";

// The fighter, and the helper when there is one: "Ann and Bob".
const sideNames = (combat) => formatList([combat.fighter].concat(combat.helper ? [combat.helper] : []));

// The fight's verdict in words: one sentence for each case, the helped side's with both names.
function verdictText(combat) {
  const fighter = combat.fighter;
  const helper = combat.helper;
  if (combat.legal === false) return qsTr("The referee cannot judge this fight yet");
  if (combat.runningAway) return helper ? fill(qsTr("%1 and %2 must run away"), fighter, helper) : fill(qsTr("%1 must run away"), fighter);
  if (combat.outcome === "lose") {
    return helper ? fill(qsTr("The monsters win: %1 and %2 must run away"), fighter, helper) : fill(qsTr("The monsters win: %1 must run away"), fighter);
  }
  if (combat.outcome !== "win") return "";
  if (combat.levelsGained) {
    const levels = qsTr("%n level(s)", "", combat.levelsGained);
    const treasures = qsTr("%n Treasure(s)", "", combat.treasures || 0);
    if (combat.gameWon) {
      return helper
        ? fill(qsTr("%1 and %2 win the game: %3, %4"), fighter, helper, levels, treasures)
        : fill(qsTr("%1 wins the game: %2, %3"), fighter, levels, treasures);
    }
    return helper ? fill(qsTr("%1 and %2 win: %3, %4"), fighter, helper, levels, treasures) : fill(qsTr("%1 wins: %2, %3"), fighter, levels, treasures);
  }
  if (combat.gameWon) return helper ? fill(qsTr("%1 and %2 win the game"), fighter, helper) : fill(qsTr("%1 wins the game"), fighter);
  return helper ? fill(qsTr("%1 and %2 win"), fighter, helper) : fill(qsTr("%1 wins"), fighter);
}

// A card played into the fight as the tablet writes it: its name and bonus ("Enraged +5"), or the name
// alone for a card played by chip, which is named by its bonus already ("Enhancer +5").
const cardText = (card) => card.label || card.name;

// A monster with the Enhancers played on it: "Net Troll (Level 10) with Enraged +5".
function monsterLine(monster) {
  const enhancers = monster.enhancers || [];
  const text = enhancers.length
    ? fill(qsTr("%1 (Level %2) with %3"), monster.name, formatNumber(monster.level), formatList(enhancers.map(cardText)))
    : fill(qsTr("%1 (Level %2)"), monster.name, formatNumber(monster.level));
  return el("li", { "data-monster": monster.name, text: text });
}

export function drawCombat(view) {
  const combat = view.combat || {};
  const box = $("combat");
  show("combat", Boolean(combat.active));
  if (!combat.active) return;
  box.replaceChildren(el("h2", { text: qsTr("The fight") }));
  const monsters = (combat.monsters || []).filter((m) => !m.eliminated);
  const strength = (value, id) => el("div", { class: "strength", id: id, text: value === undefined ? "?" : formatNumber(value) });
  const players = el("div", {}, el("div", { text: sideNames(combat) }), strength(combat.playerStrength, "playerStrength"));
  const against = el("div", {}, el("div", { text: qsTr("Monsters") }), strength(combat.monsterStrength, "monsterStrength"));
  box.append(el("div", { class: "versus" }, players, el("div", { class: "caption", text: qsTr("vs") }), against));
  box.append(el("ul", { class: "fight-monsters" }, monsters.map(monsterLine)));
  const played = [
    [combat.playerSide, qsTr("For the players: %1")],
    [combat.monsterSide, qsTr("For the monsters: %1")],
  ].filter(([cards]) => cards && cards.length);
  for (const [cards, sentence] of played) box.append(el("p", { class: "takes", text: fill(sentence, formatList(cards.map(cardText))) }));
  const verdict = verdictText(combat);
  if (verdict) box.append(el("div", { class: combat.legal !== false && !combat.runningAway && combat.outcome === "win" ? "verdict win" : "verdict lose", text: verdict }));
  // What it takes comes before the reasons: in the pinned box it stays in view when they scroll.
  if (combat.takes && combat.takes.text) box.append(el("p", { class: "takes" }, el("b", { text: qsTr("What it takes:") }), " ", combat.takes.text));
  if (combat.reasons && combat.reasons.length) box.append(el("ul", { class: "reasons" }, combat.reasons.map(reasonItem)));
  const chances = combat.runAway || [];
  if (chances.length) {
    const odds = (c) =>
      c.automatic
        ? fill(qsTr("%1 from %2: escapes without rolling"), c.player, c.monster)
        : fill(qsTr("%1 from %2: escapes on %3+ (%4%)"), c.player, c.monster, formatNumber(c.minimumRoll), formatNumber(Math.round((c.chance || 0) * 100)));
    box.append(el("ul", { class: "reasons" }, chances.map((c) => el("li", { text: odds(c) }))));
  }
}

// Running away from a lost fight: each side of the fight enters its own dice (the fighter's phone the
// fighter's, the helper's the helper's), with the Bad Stuff of a monster that catches its runner.
import { qsTr, fill, formatNumber } from "./i18n.js";
import { $, el, show } from "./dom.js";
import { state, may } from "./page_state.js";
import { act } from "./requests.js";
import { registerSection } from "./turn_actions.js";

// The dice the referee asks for (view.combat.runAway), one per runner and monster.
function diceToRoll(combat) {
  const seen = {};
  return (combat.runAway || []).map((die) => {
    const base = die.runner + "|" + die.monster;
    seen[base] = (seen[base] || 0) + 1;
    return Object.assign({ key: base + "|" + seen[base] }, die);
  });
}

// A phone enters its own side's dice only; the other side enters theirs (docs/phones.md).
const myDice = (combat) => diceToRoll(combat).filter((die) => die.player === state.seat);

function drawRunAway(view, name) {
  const combat = view.combat || {};
  const runner = combat.active && (combat.fighter === name || combat.helper === name);
  const runs = runner && may("run-away", name) && (combat.runningAway || combat.outcome === "lose");
  show("runBox", Boolean(runs));
  if (!runs) {
    Object.assign(state, { rolls: {}, badStuff: {} }); // a new fight starts with no dice entered
    return;
  }
  const dice = $("runDice");
  dice.replaceChildren();
  if ((state.offers.runAwayIn || []).indexOf(name) >= 0) {
    const other = combat.fighter === name ? combat.helper : combat.fighter;
    dice.append(el("p", { class: "hint", text: fill(qsTr("Your dice are in: waiting for %1’s."), other) }));
  }
  for (const die of myDice(combat)) {
    const select = el("select", { "aria-label": fill(qsTr("%1 against %2"), die.player, die.monster), onchange: (e) => (state.rolls[die.key] = Number(e.target.value)) });
    select.append(el("option", { value: "", text: qsTr("die") }));
    for (let face = 1; face <= 6; ++face) select.append(el("option", { value: String(face), text: String(face) }));
    select.value = state.rolls[die.key] ? String(state.rolls[die.key]) : "";
    const runs = die.minimumRoll
      ? fill(qsTr("%1 runs from %2 (escapes on %3+)"), die.player, die.monster, formatNumber(die.minimumRoll))
      : fill(qsTr("%1 runs from %2"), die.player, die.monster);
    dice.append(el("div", { class: "die-row" }, el("span", { text: runs }), select));
  }
  const bad = $("runBadStuff");
  bad.replaceChildren();
  const monsters = Array.from(new Set(myDice(combat).map((d) => d.monster)));
  for (const monster of monsters) {
    const entry = state.badStuff[monster] || (state.badStuff[monster] = { levels: 0, death: false });
    const levels = el("input", { type: "number", min: "0", max: "20", value: String(entry.levels), onchange: (e) => (entry.levels = Math.max(0, Number(e.target.value) || 0)) });
    const death = el("label", { class: "check" }, el("input", { type: "checkbox", checked: entry.death, onchange: (e) => (entry.death = e.target.checked) }), " ", qsTr("death"));
    bad.append(el("div", { class: "die-row" }, el("span", { text: fill(qsTr("%1’s Bad Stuff: levels lost"), monster) }), levels, death));
  }
}

function runAwayAction() {
  const combat = (state.view && state.view.combat) || {};
  const rolls = [];
  for (const die of myDice(combat)) {
    const roll = { monster: die.monster, runner: die.runner };
    if (state.rolls[die.key]) roll.roll = state.rolls[die.key]; // a missing die: the referee names it
    const bad = state.badStuff[die.monster];
    if (bad && (bad.levels > 0 || bad.death)) roll.badStuff = { levels: bad.levels, items: [], death: bad.death };
    rolls.push(roll);
  }
  return { kind: "run-away", rolls: rolls };
}

registerSection({
  name: "run-away",
  wire: () => $("runAway").addEventListener("click", () => act(runAwayAction(), qsTr("Run away"))),
  draw: drawRunAway,
});

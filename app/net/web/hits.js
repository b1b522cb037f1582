// A Munchkin Panic Hit: the Monster on the board and the Hit cards that could reach it, from the current
// player, or from the helper of a deal the current player accepted this turn (the helper's Hit names them).
import { qsTr, fill, formatNumber } from "./i18n.js";
import { $, el, show, title } from "./dom.js";
import { state, legal } from "./page_state.js";
import { ringName } from "./names.js";
import { act } from "./requests.js";
import { registerSection } from "./turn_actions.js";

// The Hit cards that could reach a Monster: its ring in its colour, its colour's Hero, the ring's Any Color.
function hitCardsFor(monster) {
  const colour = title(monster.colour);
  const ring = title(monster.ring);
  const cards = [];
  if (["Swordsman", "Knight", "Archer"].indexOf(ring) >= 0) cards.push(colour + " " + ring);
  cards.push(colour + " Hero");
  if (["Swordsman", "Knight", "Archer"].indexOf(ring) >= 0) cards.push("Any Color " + ring);
  return cards;
}

const boardMonsters = (view) => (view.panic && view.panic.board && view.panic.board.monsters) || [];

// The helpers whose deal the current player accepted this turn.
const dealHelpers = () => ((state.offers && state.offers.offers) || []).filter((o) => o.accepted).map((o) => o.from);

function drawHit(view, name) {
  const entry = legal("panic-hit");
  const asHelper = dealHelpers().indexOf(name) >= 0 && state.offers.to === view.current;
  const hits = view.family === "panic" && entry && entry.available && (view.current === name || asHelper);
  const monsters = boardMonsters(view);
  show("hitBox", Boolean(hits) && monsters.length > 0);
  if (!hits) return;
  const select = $("hitTarget");
  select.replaceChildren();
  for (const monster of monsters) {
    const where = [monster.name, ringName(monster.ring), formatNumber(monster.arc), formatNumber(monster.health), formatNumber(monster.maxHealth)];
    select.append(el("option", { value: monster.name, text: fill(qsTr("%1 — %2 %3 (%4/%5)"), ...where) }));
  }
  if (!monsters.some((m) => m.name === state.hitTarget)) state.hitTarget = monsters.length ? monsters[0].name : "";
  select.value = state.hitTarget;
  const target = monsters.find((m) => m.name === state.hitTarget);
  const chips = $("hitCards");
  chips.replaceChildren();
  state.hitCards = state.hitCards.filter((card) => target && hitCardsFor(target).indexOf(card) >= 0);
  for (const card of target ? hitCardsFor(target) : []) {
    const toggle = () => {
      const at = state.hitCards.indexOf(card);
      if (at >= 0) state.hitCards.splice(at, 1);
      else state.hitCards.push(card);
      drawHit(state.view, name);
    };
    chips.append(el("button", { type: "button", class: "chip", "data-card": card, "aria-pressed": String(state.hitCards.indexOf(card) >= 0), text: card, onclick: toggle }));
  }
  const helpers = view.current === name ? dealHelpers() : [];
  if (helpers.indexOf(state.hitHelper) < 0) state.hitHelper = "";
  if (helpers.length) {
    const choose = el("select", { "aria-label": qsTr("With the deal of"), onchange: (e) => (state.hitHelper = e.target.value) });
    choose.append(el("option", { value: "", text: qsTr("no helper") }));
    for (const helper of helpers) choose.append(el("option", { value: helper, text: fill(qsTr("with %1’s deal"), helper) }));
    choose.value = state.hitHelper;
    chips.append(choose);
  }
  $("hit").disabled = !target || state.hitCards.length === 0;
}

// The Hit as the player entered it: the helper's own Hit names the helper, the current player's names
// the deal chosen.
function hitAction() {
  const view = state.view || {};
  const helper = view.current === state.seat ? state.hitHelper : state.seat;
  const byHelper = view.current !== state.seat;
  const action = { kind: "panic-hit", target: state.hitTarget, attack: state.hitCards.map((card) => (byHelper ? { card: card, byHelper: true } : { card: card })) };
  if (helper) action.helper = helper;
  return action;
}

function wire() {
  $("hitTarget").addEventListener("change", (event) => {
    state.hitTarget = event.target.value;
    state.hitCards = [];
    if (state.view) drawHit(state.view, state.seat);
  });
  $("hit").addEventListener("click", () => {
    act(hitAction(), fill(qsTr("Hit on %1"), state.hitTarget));
    state.hitCards = [];
  });
}

registerSection({ name: "hits", wire: wire, draw: drawHit });

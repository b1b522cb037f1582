// The cards anyone plays into a fight, from their own hand: a one-shot for the players or for the monsters,
// an Enhancer on a monster, a Wandering Monster. As on the tablet (CombatCardForm.qml), chips play a
// common bonus at once, the table's most played cards come as chips with their own numbers, and a search
// finds a remembered card by three letters. Each part shows only while the referee allows its kind for
// this seat; the referee rules on the rest.
import { qsTr, fill, formatNumber } from "./i18n.js";
import { el, signed } from "./dom.js";
import { state, may } from "./page_state.js";
import { act } from "./requests.js";
import { registerSection, turnActionsBox } from "./turn_actions.js";
import { cardSearch, stepper } from "./card_search.js";
import { monsterLabel } from "./fight_start.js";

const ONE_SHOT_CHIPS = [2, 3, 5, -2, -5];
const ENHANCER_CHIPS = [5, 10, -5, -10];

const parts = {}; // the boxes, made once: a redraw keeps what is typed and chosen
let side = "players";
let target = 0; // the monster an Enhancer goes on: its index in the fight

const standing = (combat) => (combat.monsters || []).map((monster, index) => ({ monster, index })).filter((m) => !m.monster.eliminated);

function playOneShot(card) {
  const shot = { kind: "play-one-shot", side: side, card: card.name ? { name: card.name, bonus: card.bonus } : { bonus: card.bonus } };
  const what = card.name || fill(qsTr("One-shot %1"), signed(card.bonus));
  act(shot, side === "monsters" ? fill(qsTr("%1 for the monsters"), what) : fill(qsTr("%1 for the players"), what));
}

function addEnhancer(enhancer) {
  const monster = (((state.view && state.view.combat) || {}).monsters || [])[target];
  const card = { bonus: enhancer.bonus, treasures: enhancer.treasures || 0 };
  if (enhancer.name) card.name = enhancer.name;
  const what = enhancer.name || fill(qsTr("Enhancer %1"), signed(enhancer.bonus));
  act({ kind: "add-enhancer", monster: target, enhancer: card }, monster ? fill(qsTr("%1 on %2"), what, monster.name) : what);
}

function addWandering(monster) {
  const joined = Object.assign({}, monster, { joinedBy: "wandering-monster" });
  act({ kind: "add-monster", monster: joined }, fill(qsTr("Wandering Monster: %1"), monster.name || fill(qsTr("Level %1"), formatNumber(monster.level))));
}

const chip = (bonus, name, onclick) => el("button", { type: "button", class: "chip", "data-chip": name + signed(bonus), text: signed(bonus), onclick: onclick });

function makeOneShot() {
  const sideButton = (value, text) =>
    el("button", { type: "button", class: "chip", "data-side": value, text: text, onclick: () => setSide(value) });
  const sides = el("div", { class: "chips" }, sideButton("players", qsTr("For the players")), sideButton("monsters", qsTr("For the monsters")));
  const setSide = (value) => {
    side = value;
    for (const button of sides.children) button.setAttribute("aria-pressed", String(button.dataset.side === side));
  };
  setSide(side);
  const search = cardSearch({
    kind: "one-shot",
    name: "oneShot",
    placeholder: qsTr("A one-shot by name: 3 letters"),
    label: (card) => fill(qsTr("%1 %2"), card.name, signed(card.card.bonus)),
    pick: (card) => playOneShot(card.card),
    chips: true,
  });
  const chips = el("div", { class: "chips" }, ONE_SHOT_CHIPS.map((bonus) => chip(bonus, "oneShot", () => playOneShot({ bonus: bonus }))));
  const box = el("div", { class: "fight-part", id: "oneShotPart" }, el("h3", { text: qsTr("A one-shot") }), sides, chips, search.box);
  return { box, search };
}

function makeEnhancer() {
  const choose = el("select", { id: "enhancerTarget", "aria-label": qsTr("On which monster"), onchange: (e) => (target = Number(e.target.value)) });
  const treasures = stepper({ name: "enhancerTreasures", label: qsTr("Treasures it adds"), min: -10, max: 10, start: 0 });
  const search = cardSearch({
    kind: "enhancer",
    name: "enhancer",
    placeholder: qsTr("An Enhancer by name: 3 letters"),
    label: (card) => fill(qsTr("%1 %2"), card.name, signed(card.enhancer.bonus)),
    pick: (card) => addEnhancer(card.enhancer),
    chips: true,
  });
  const chips = el("div", { class: "chips" }, ENHANCER_CHIPS.map((bonus) => chip(bonus, "enhancer", () => addEnhancer({ bonus: bonus, treasures: treasures.value() }))));
  const box = el("div", { class: "fight-part", id: "enhancerPart" }, el("h3", { text: qsTr("An Enhancer on a monster") }), choose, search.box, chips, treasures.box);
  return { box, search, choose };
}

function makeWandering() {
  const level = stepper({ name: "wanderingLevel", label: qsTr("Level"), min: 1, max: 30, start: 1 });
  const search = cardSearch({
    kind: "monster",
    name: "wandering",
    placeholder: qsTr("Monster’s name: 3 letters"),
    label: (card) => monsterLabel(card.monster),
    pick: (card) => addWandering(card.monster),
  });
  const add = el("button", { type: "button", id: "wanderingNew", class: "wide secondary", text: qsTr("Add a new monster of that Level"), onclick: () => addWandering({ level: level.value() }) });
  const box = el("div", { class: "fight-part", id: "wanderingPart" }, el("h3", { text: qsTr("A Wandering Monster") }), search.box, level.box, add);
  return { box, search };
}

function wire() {
  parts.oneShot = makeOneShot();
  parts.enhancer = makeEnhancer();
  parts.wandering = makeWandering();
  parts.box = el("div", { id: "fightCardsBox", class: "action-box", hidden: true }, el("h3", { text: qsTr("Play a card in the fight") }), parts.oneShot.box, parts.enhancer.box, parts.wandering.box);
  turnActionsBox().append(parts.box);
}

function drawTargets(combat) {
  const monsters = standing(combat);
  if (!monsters.some((m) => m.index === target)) target = monsters.length ? monsters[0].index : 0;
  const choose = parts.enhancer.choose;
  choose.replaceChildren(...monsters.map((m) => el("option", { value: String(m.index), text: monsterLabel(m.monster) })));
  choose.value = String(target);
  choose.hidden = monsters.length < 2; // one monster: nothing to choose
}

function draw(view, seat) {
  const combat = view.combat || {};
  const fight = view.family !== "panic" && Boolean(combat.active);
  const shows = {
    oneShot: fight && may("play-one-shot", seat),
    enhancer: fight && may("add-enhancer", seat) && standing(combat).length > 0,
    wandering: fight && may("add-monster", seat),
  };
  parts.box.hidden = !(shows.oneShot || shows.enhancer || shows.wandering);
  for (const name of ["oneShot", "enhancer", "wandering"]) {
    parts[name].box.hidden = !shows[name];
    parts[name].search.shown(shows[name]);
  }
  if (shows.enhancer) drawTargets(combat);
}

registerSection({ name: "fight-cards", wire: wire, draw: draw });

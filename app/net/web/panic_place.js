// Drawing from the Munchkin Panic bag on the current player's phone, in set-up and in Place Monsters (the
// tablet's PanicPlaceDialog): the player rolls the die and taps the number it shows (the arc), says which
// token came out of the bag (the tokens still in it come with the view), and the phone records the Monster
// placed, or the Curse token drawn with its roll (previewed first, panic_preview.js). Repeated until the
// turn's count is placed; the referee refuses a token past it.
import { qsTr, fill, formatNumber } from "./i18n.js";
import { el } from "./dom.js";
import { may } from "./page_state.js";
import { act } from "./requests.js";
import { registerSection, turnActionsBox } from "./turn_actions.js";
import { startPreview, stopPreview, previewing, previewParts } from "./panic_preview.js";

const CANCELLING_CARDS = ["Wishing Ring", "Invisibility Potion"];

// The draw being entered, kept across redraws until it is sent.
const draft = { curse: false, arc: 0, token: "", loadedDie: false, curseId: "", roll: 0, cancelledBy: "" };
let box = null;
let lastView = null;
let lastSeat = null;

const redraw = () => lastView && draw(lastView, lastSeat);

// The six faces of the die, one button each: `value` the one chosen, `id` the buttons' data-* name.
function dieFaces(name, value, label, picked) {
  const faces = [1, 2, 3, 4, 5, 6].map((face) =>
    el("button", {
      type: "button",
      class: "chip die-face",
      ["data-" + name]: String(face),
      "aria-pressed": String(value === face),
      "aria-label": fill(label, formatNumber(face)),
      text: formatNumber(face),
      onclick: () => {
        picked(face);
        redraw();
      },
    })
  );
  return el("div", { class: "dice", role: "group" }, faces);
}

function choice(id, label, options, value, changed) {
  const select = el("select", { id: id, "aria-label": label, onchange: (e) => changed(e.target.value) });
  for (const option of options) select.append(el("option", { value: option.value, text: option.text }));
  select.value = options.some((o) => o.value === value) ? value : "";
  return el("label", { class: "row" }, el("span", { text: label }), select);
}

function monsterDraw(panic) {
  const bag = panic.bagMonsters || [];
  if (!bag.some((m) => m.name === draft.token)) draft.token = "";
  const parts = [
    el("p", { class: "caption", text: qsTr("Roll the die: the arc it shows") }),
    dieFaces("arc", draft.arc, qsTr("Arc %1"), (face) => (draft.arc = face)),
  ];
  const options = [{ value: "", text: qsTr("Choose the token drawn") }].concat(
    bag.map((m) => ({ value: m.name, text: fill(qsTr("%1 (%2)"), m.name, formatNumber(m.points)) }))
  );
  parts.push(choice("placeToken", qsTr("Monster drawn"), options, draft.token, (name) => {
    draft.token = name;
    redraw();
  }));
  if (!panic.settingUp) {
    const loaded = el("input", { type: "checkbox", checked: draft.loadedDie, onchange: (e) => (draft.loadedDie = e.target.checked) });
    parts.push(el("label", { class: "row check-row" }, el("span", { text: qsTr("The Loaded Die chose the arc") }), loaded));
  }
  const ready = draft.token !== "" && draft.arc > 0;
  if (ready) {
    const where = panic.settingUp
      ? fill(qsTr("%1 goes to the Archer space of arc %2"), draft.token, formatNumber(draft.arc))
      : fill(qsTr("%1 goes to the Forest space of arc %2"), draft.token, formatNumber(draft.arc));
    parts.push(el("p", { id: "placeWhere", text: where }));
  }
  const place = () => {
    const action = { kind: "panic-place-monster", token: draft.token, arc: draft.arc };
    if (draft.loadedDie && !panic.settingUp) action.loadedDie = true;
    act(action, fill(qsTr("Place %1"), draft.token));
    Object.assign(draft, { arc: 0, token: "", loadedDie: false });
  };
  parts.push(el("button", { type: "button", id: "placeMonster", class: "wide", disabled: !ready, text: qsTr("Place"), onclick: place }));
  return parts;
}

function curseDraw(panic) {
  const curses = panic.bagCurses || [];
  const token = curses.find((c) => c.id === draft.curseId) || null;
  if (!token) draft.curseId = "";
  const options = [{ value: "", text: qsTr("Choose the token drawn") }].concat(curses.map((c) => ({ value: c.id, text: c.name })));
  const parts = [choice("placeCurse", qsTr("Curse token drawn"), options, draft.curseId, (id) => {
    draft.curseId = id;
    draft.roll = 0;
    redraw();
  })];
  if (token && token.needsRoll) {
    parts.push(el("p", { class: "caption", text: qsTr("Roll the die for the token") }));
    parts.push(dieFaces("roll", draft.roll, qsTr("Rolled %1"), (face) => (draft.roll = face)));
  }
  const cancelOptions = [{ value: "", text: qsTr("Not cancelled") }, { value: CANCELLING_CARDS[0], text: qsTr("Wishing Ring") }, { value: CANCELLING_CARDS[1], text: qsTr("Invisibility Potion") }];
  parts.push(choice("curseCancelledBy", qsTr("Cancelled by"), cancelOptions, draft.cancelledBy, (card) => (draft.cancelledBy = card)));
  const ready = token !== null && (!token.needsRoll || draft.roll > 0);
  // The tablet's preview first (panic_preview.js): what the token does, and which Monster takes a hit
  // several give at once; the token is drawn from there, with the choices.
  const send = () => {
    const action = { kind: "panic-draw-curse", curse: token.id };
    if (token.needsRoll) action.roll = draft.roll;
    if (draft.cancelledBy) action.cancelledBy = draft.cancelledBy;
    Object.assign(draft, { curseId: "", roll: 0, cancelledBy: "" });
    startPreview(action, qsTr("Draw it"), fill(qsTr("Draw %1"), token.name), redraw);
  };
  parts.push(el("button", { type: "button", id: "drawCurse", class: "wide", disabled: !ready, text: qsTr("Draw the Curse token"), onclick: send }));
  return parts;
}

function draw(view, seat) {
  lastView = view;
  lastSeat = seat;
  const panic = view.family === "panic" ? view.panic : null;
  const placing = Boolean(panic) && !panic.over && view.current === seat && (panic.settingUp || panic.phase === "place-monsters");
  const monsters = placing && may("panic-place-monster", seat);
  const curses = placing && !panic.settingUp && (panic.bagCurses || []).length > 0 && may("panic-draw-curse", seat);
  box.hidden = !(monsters || curses);
  if (box.hidden) {
    if (previewing("panic-draw-curse")) stopPreview();
    return;
  }
  const count = panic.settingUp
    ? fill(qsTr("Set-up: placed %1 of %2 Monsters"), formatNumber(panic.placedThisTurn), formatNumber(panic.monstersToPlace))
    : fill(qsTr("Placed %1 of %2 this turn"), formatNumber(panic.placedThisTurn), formatNumber(panic.monstersToPlace));
  box.replaceChildren(el("h3", { text: panic.settingUp ? qsTr("Set-up: draw a Monster") : qsTr("Draw from the bag") }), el("p", { id: "placeCount", class: "hint", text: count }));
  if (!curses && previewing("panic-draw-curse")) stopPreview();
  if (curses && previewing("panic-draw-curse")) {
    box.append(...previewParts());
    return;
  }
  if (!curses) draft.curse = false;
  if (!monsters) draft.curse = curses;
  if (monsters && curses) {
    const kind = (curse, id, text) =>
      el("button", { type: "button", id: id, class: "chip", "aria-pressed": String(draft.curse === curse), text: text, onclick: () => { draft.curse = curse; redraw(); } });
    box.append(el("div", { class: "chips", role: "group" }, kind(false, "placeKindMonster", qsTr("Monster")), kind(true, "placeKindCurse", qsTr("Curse token"))));
  }
  box.append(...(draft.curse ? curseDraw(panic) : monsterDraw(panic)));
}

function wire() {
  box = el("div", { id: "panicPlaceBox", class: "action-box", hidden: true });
  turnActionsBox().append(box);
}

registerSection({ name: "panic-place", wire: wire, draw: draw });

// A Munchkin Panic turn from the phone, as the tablet's PanicTurnBar offers it: the six phases with the one
// the turn is in, a sentence on what it asks, and the current player's steps: Discard and Draw (with the
// Really Impressive Title, the Cleric's and the Thief's draws), Give Charity (who gets the odd cards), Move
// Monsters (previewed first, panic_preview.js), the next phase and the end of the turn. Hits are hits.js's,
// the bag and the die panic_place.js's. A step shows only when the referee allows its kind for this seat
// (view.legal, may()).
import { qsTr, fill, formatNumber } from "./i18n.js";
import { el } from "./dom.js";
import { may, panicSeat } from "./page_state.js";
import { panicPhaseName } from "./names.js";
import { act } from "./requests.js";
import { registerSection, turnActionsBox } from "./turn_actions.js";
import { startPreview, stopPreview, previewing, previewParts } from "./panic_preview.js";

const PHASES = ["discard-and-draw", "give-charity", "play-cards", "add-treasure", "move-monsters", "place-monsters"];

// What the player has chosen but not sent, kept across redraws; cleared when the turn or phase moves on.
const draft = { at: "", discards: 0, title: false, clericKeeps: false, thiefFrom: "", biggerShare: [] };
let box = null;
let lastView = null;
let lastSeat = null;

const redraw = () => lastView && draw(lastView, lastSeat);

// What the phase asks, in one sentence (the tablet's words).
function phaseHint(panic) {
  const current = panic.current;
  switch (panic.phase) {
    case "discard-and-draw":
      return fill(qsTr("%1 may discard one Castle card, then draws up to %2."), current, formatNumber(panic.handSize));
    case "give-charity": {
      const seat = panicSeat(current) || {};
      return panic.overLimit
        ? fill(qsTr("%1 holds %2 Treasure cards, over the limit of %3: give the rest away."), current, formatNumber(seat.treasure || 0), formatNumber(panic.treasureLimit))
        : fill(qsTr("%1’s Treasure is within the limit of %2."), current, formatNumber(panic.treasureLimit));
    }
    case "play-cards":
      return fill(qsTr("%1 plays cards: Hits on the Monsters, and one deal with another player."), current);
    case "add-treasure":
      return qsTr("The Treasure earned this turn joins the hands.");
    case "move-monsters":
      return panic.monstersMoved ? qsTr("The Monsters have moved.") : qsTr("Every Monster moves one space towards the Castle.");
    case "place-monsters":
      return fill(qsTr("Placed %1 of %2: draw from the bag and roll for the arc."), formatNumber(panic.placedThisTurn), formatNumber(panic.monstersToPlace));
  }
  return "";
}

function phaseList(at) {
  const items = PHASES.map((phase, index) =>
    el("li", { class: index === at ? "now" : index < at ? "done" : null, "aria-current": index === at ? "step" : null, text: panicPhaseName(phase) })
  );
  return el("ol", { class: "panic-phases", "aria-label": qsTr("The six phases of the turn") }, items);
}

// Phase 1: how many Castle cards go, and the ways of drawing some characters and a Treasure have.
function discardAndDraw(view, seat) {
  const mine = panicSeat(seat) || {};
  const most = Math.max(1, mine.castleCards || 0);
  draft.discards = Math.min(draft.discards, most);
  const step = (by) => () => {
    draft.discards = Math.min(most, Math.max(0, draft.discards + by));
    redraw();
  };
  const parts = [
    el("div", { class: "die-row" },
      el("button", { type: "button", id: "panicDiscardLess", "aria-label": qsTr("One Castle card fewer"), disabled: draft.discards <= 0, text: "−", onclick: step(-1) }),
      el("span", { id: "panicDiscards", text: fill(qsTr("Castle cards discarded: %1"), formatNumber(draft.discards)) }),
      el("button", { type: "button", id: "panicDiscardMore", "aria-label": qsTr("One Castle card more"), disabled: draft.discards >= most, text: "+", onclick: step(1) })),
    checkRow(qsTr("Really Impressive Title"), draft.title, (on) => (draft.title = on)),
  ];
  if (mine.character === "Cleric") parts.push(checkRow(qsTr("Cleric: keep one from the discards"), draft.clericKeeps, (on) => (draft.clericKeeps = on)));
  if (mine.character === "Thief") {
    const others = (view.panic.seats || []).filter((s) => s.name !== seat);
    const choose = el("select", { id: "panicThiefFrom", "aria-label": qsTr("The player the Thief takes a Castle card from"), onchange: (e) => (draft.thiefFrom = e.target.value) });
    choose.append(el("option", { value: "", text: qsTr("Thief: take no card") }));
    for (const other of others) choose.append(el("option", { value: other.name, text: fill(qsTr("Thief: take a card from %1"), other.name) }));
    choose.value = others.some((s) => s.name === draft.thiefFrom) ? draft.thiefFrom : "";
    parts.push(el("label", { class: "row" }, choose));
  }
  const send = () => {
    const action = { kind: "panic-discard-draw", discards: draft.discards };
    if (draft.title) action.reallyImpressiveTitle = true;
    if (draft.clericKeeps && mine.character === "Cleric") action.clericKeepsOne = true;
    if (draft.thiefFrom && mine.character === "Thief") action.thiefTakesFrom = draft.thiefFrom;
    act(action, qsTr("Discard and draw"));
  };
  const label = draft.discards > 0 ? fill(qsTr("Discard %1 and draw"), formatNumber(draft.discards)) : qsTr("Draw up");
  parts.push(el("button", { type: "button", id: "panicDraw", class: "wide", text: label, onclick: send }));
  return parts;
}

function checkRow(text, checked, changed) {
  const box = el("input", { type: "checkbox", checked: checked, onchange: (e) => changed(e.target.checked) });
  return el("label", { class: "row check-row" }, el("span", { text: text }), box);
}

// Phase 2: the Treasure over the limit goes to whoever has the fewest Trophy points; the giver names who
// gets an odd card when the split is uneven (the referee says when it is).
function charity(view, seat) {
  const parts = [];
  if (view.panic.overLimit) {
    parts.push(el("p", { class: "hint", text: qsTr("If the cards do not split evenly, tick who gets an odd card:") }));
    for (const other of (view.panic.seats || []).filter((s) => s.name !== seat)) {
      const ticked = draft.biggerShare.indexOf(other.name) >= 0;
      parts.push(checkRow(other.name, ticked, (on) => {
        draft.biggerShare = draft.biggerShare.filter((name) => name !== other.name).concat(on ? [other.name] : []);
      }));
    }
  }
  const send = () => {
    const action = { kind: "panic-charity" };
    if (draft.biggerShare.length) action.biggerShare = draft.biggerShare.slice();
    act(action, qsTr("Give Charity"));
  };
  parts.push(el("button", { type: "button", id: "panicCharity", class: "wide", text: qsTr("Give Charity"), onclick: send }));
  return parts;
}

function draw(view, seat) {
  lastView = view;
  lastSeat = seat;
  const panic = view.family === "panic" ? view.panic : null;
  const shown = Boolean(panic) && !panic.settingUp && !panic.over && !(view.winners || []).length;
  box.hidden = !shown;
  if (!shown) return;
  const at = PHASES.indexOf(panic.phase);
  const where = view.turn + ":" + panic.phase;
  if (draft.at !== where) Object.assign(draft, { at: where, discards: 0, title: false, clericKeeps: false, thiefFrom: "", biggerShare: [] });
  const title = fill(qsTr("Phase %1 of 6: %2"), formatNumber(at + 1), view.phaseName || panicPhaseName(panic.phase));
  box.replaceChildren(el("h3", { id: "panicPhaseTitle", text: title }), phaseList(at), el("p", { id: "panicPhaseHint", class: "hint", text: phaseHint(panic) }));
  if (view.current !== seat) return;
  if (panic.phase === "discard-and-draw" && may("panic-discard-draw", seat)) box.append(...discardAndDraw(view, seat));
  if (panic.phase === "give-charity" && may("panic-charity", seat)) box.append(...charity(view, seat));
  const moving = panic.phase === "move-monsters" && !panic.monstersMoved && may("panic-move-monsters", seat);
  if (!moving && previewing("panic-move-monsters")) stopPreview();
  if (moving && previewing("panic-move-monsters")) box.append(...previewParts());
  else if (moving) {
    // The tablet's preview first: what moves, and which Monster takes a hit several give at once.
    const move = () => startPreview({ kind: "panic-move-monsters" }, qsTr("Move them"), qsTr("Move the Monsters"), redraw);
    box.append(el("button", { type: "button", id: "panicMoveMonsters", class: "wide", text: qsTr("Move the Monsters"), onclick: move }));
  }
  const next = PHASES[at + 1];
  // Discard and Draw moves on by itself once the hand is drawn.
  if (next && at > 0 && may("panic-next-phase", seat)) {
    const label = fill(qsTr("Next phase: %1"), panicPhaseName(next));
    box.append(el("button", { type: "button", id: "panicNextPhase", class: "wide secondary", text: label, onclick: () => act({ kind: "panic-next-phase", phase: next }, label) }));
  }
  if (panic.phase === "place-monsters" && may("end-turn", seat)) {
    box.append(el("button", { type: "button", id: "panicEndTurn", class: "wide", text: qsTr("End turn"), onclick: () => act({ kind: "end-turn" }, qsTr("End turn")) }));
  }
}

function wire() {
  box = el("div", { id: "panicTurnBox", class: "action-box", hidden: true });
  turnActionsBox().append(box);
}

registerSection({ name: "panic-turn", wire: wire, draw: draw });

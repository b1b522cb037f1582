// Move Monsters and a Curse token previewed on the phone before they are recorded, as the tablet's
// PanicPreviewPanel does (docs/phones.md, "preview"): the tablet says what would happen and which Walls or
// Towers are hit by several Monsters at once; the player taps the Monster that takes each hit, the phone asks
// again with the choices so far, and once nothing is open the action goes with its `choices`. Only the phone
// that asked gets the answer; nothing is recorded until the player confirms.
import { qsTr, fill, formatNumber } from "./i18n.js";
import { el } from "./dom.js";
import { state } from "./page_state.js";
import { on, send, isReady } from "./connection.js";
import { act } from "./requests.js";
import { reasonItem } from "./notices.js";

// Events the castle or its defenders lose by, shown in the refusal colour (as on the tablet).
const LOSSES = ["wall-destroyed", "tower-destroyed", "monster-killed"];

// The preview on show: the action without its choices, the choices made so far (structure -> Monster),
// what confirming records (its label), the last answer to the last question, and who draws it again.
const shown = { action: null, confirmText: "", label: "", choices: {}, answer: null, askedId: "", askedAt: null, redraw: null };
let asked = 0;

const withChoices = () =>
  Object.keys(shown.choices).length ? Object.assign({}, shown.action, { choices: Object.assign({}, shown.choices) }) : Object.assign({}, shown.action);

function ask() {
  asked += 1;
  shown.askedId = "preview-" + Date.now().toString(36) + "-" + asked;
  shown.askedAt = state.head;
  shown.answer = null;
  if (!isReady() || !send({ type: "preview", id: shown.askedId, action: withChoices() }))
    shown.answer = { legal: false, reasons: [], events: [], pending: [], error: qsTr("not connected to the tablet: wait for “connected” and try again") };
}

// Starts a preview of `action` (panic-move-monsters, or panic-draw-curse with its token and roll); the
// confirming button reads `confirmText` and the request `label`. `redraw` draws the section again.
export function startPreview(action, confirmText, label, redraw) {
  Object.assign(shown, { action: action, confirmText: confirmText, label: label, choices: {}, redraw: redraw });
  ask();
  redraw();
}

export function stopPreview() {
  Object.assign(shown, { action: null, choices: {}, answer: null, askedId: "", askedAt: null });
}

// Whether a preview of this kind of action is on show.
export const previewing = (kind) => shown.action !== null && shown.action.kind === kind;

function choose(structure, monster) {
  shown.choices = Object.assign({}, shown.choices, { [structure]: monster });
  ask();
  if (shown.redraw) shown.redraw();
}

function question(entry) {
  const arc = formatNumber(entry.arc);
  const text = entry.kind === "tower"
    ? fill(qsTr("Tower %1 is hit by several Monsters at once: which one takes the damage?"), arc)
    : fill(qsTr("Wall %1 is hit by several Monsters at once: which one takes the damage?"), arc);
  const buttons = (entry.candidates || []).map((monster) =>
    el("button", {
      type: "button",
      class: "chip preview-choice",
      "data-structure": entry.structure,
      "data-monster": monster,
      "aria-pressed": String(shown.choices[entry.structure] === monster),
      text: monster,
      onclick: () => choose(entry.structure, monster),
    })
  );
  return el("div", { class: "preview-question" }, el("p", { class: "preview-ask", text: text }), el("div", { class: "chips", role: "group", "aria-label": text }, buttons));
}

// The preview's part of the section: what happens, each open question, the verdict, Cancel and confirm.
export function previewParts() {
  if (!shown.action) return [];
  if (shown.answer && shown.askedAt !== state.head) ask(); // the table moved on: ask about it as it is now
  const curse = shown.action.kind === "panic-draw-curse";
  const parts = [el("h4", { id: "previewTitle", text: curse ? qsTr("Curse token: what it will do") : qsTr("Move Monsters: what will happen") })];
  const answer = shown.answer;
  if (!answer) {
    parts.push(el("p", { class: "hint", text: qsTr("Asking the tablet…") }));
  } else {
    const events = answer.events || [];
    const pending = answer.pending || [];
    if (pending.length && events.length) parts.push(el("p", { class: "caption", text: qsTr("Whatever the players choose:") }));
    if (events.length)
      parts.push(el("ul", { id: "previewEvents", class: "preview-events" }, events.map((event) => el("li", { class: LOSSES.includes(event.type) ? "loss" : null, text: event.text }))));
    else if (!pending.length && !answer.error) parts.push(el("p", { class: "hint", text: qsTr("Nothing moves.") }));
    parts.push(...pending.map(question));
    if (!pending.length) {
      const verdict = answer.error ? answer.error : answer.legal ? qsTr("Legal: confirm once the pieces are moved.") : qsTr("Refused");
      parts.push(el("p", { id: "previewVerdict", class: answer.legal ? "preview-verdict legal" : "preview-verdict refused", text: verdict }));
      if (!answer.legal && (answer.reasons || []).length) parts.push(el("ul", { class: "reasons" }, answer.reasons.map(reasonItem)));
    }
  }
  const ready = Boolean(answer && answer.legal && !(answer.pending || []).length);
  const confirm = () => {
    act(withChoices(), shown.label);
    const redraw = shown.redraw;
    stopPreview();
    if (redraw) redraw();
  };
  const cancel = () => {
    const redraw = shown.redraw;
    stopPreview();
    if (redraw) redraw();
  };
  parts.push(el("div", { class: "preview-buttons" },
    el("button", { type: "button", id: "previewCancel", class: "secondary", text: qsTr("Cancel"), onclick: cancel }),
    el("button", { type: "button", id: "previewConfirm", disabled: !ready, text: shown.confirmText, onclick: confirm })));
  return parts;
}

on("preview", (message) => {
  if (!shown.action || message.id !== shown.askedId) return; // an answer to a question no longer asked
  shown.answer = message;
  if (shown.redraw) shown.redraw();
});
// A question asked on a socket that went may never be answered: asked again on the next one.
on("welcome", () => {
  if (!shown.action) return;
  ask();
  if (shown.redraw) shown.redraw();
});

// "Play a card" in Munchkin Panic from any seat's phone, as the tablet's Play a card dialog and Monster menu
// offer it: the cards this seat may play now (the referee's legality, view.legal), then a small form for
// the one chosen (panic_cards_forms.js), then "Play". The referee rules; a refusal shows with its reasons
// (requests.js).
import { qsTr } from "./i18n.js";
import { el } from "./dom.js";
import { act } from "./requests.js";
import { registerSection, turnActionsBox } from "./turn_actions.js";
import { CARDS, draft, resetDraft, offered } from "./panic_cards_forms.js";

let box = null;
let lastView = null;
let lastSeat = null;

const redraw = () => lastView && draw(lastView, lastSeat);

function cardList(cards) {
  const choose = (card) => () => {
    resetDraft(card.id);
    redraw();
  };
  const buttons = cards.map((card) => el("button", { type: "button", class: "chip", "data-card": card.id, text: card.name(), onclick: choose(card) }));
  return el("div", { class: "chips panic-cards", role: "group", "aria-label": qsTr("Play a card") }, buttons);
}

function cardForm(card, view, seat) {
  const text = card.text();
  const missing = card.missing(view, seat);
  const play = () => {
    act(card.action(view, seat), card.name());
    resetDraft("");
    redraw();
  };
  const back = () => {
    resetDraft("");
    redraw();
  };
  return [
    el("h4", { id: "panicCardName", text: card.name() }),
    text ? el("p", { class: "hint", text: text }) : null,
    ...card.fields(view, seat, redraw),
    missing ? el("p", { id: "panicCardMissing", class: "hint", text: missing }) : null,
    el("div", { class: "preview-buttons" },
      el("button", { type: "button", id: "panicCardBack", class: "secondary", text: qsTr("Back"), onclick: back }),
      el("button", { type: "button", id: "panicCardPlay", disabled: Boolean(missing), text: qsTr("Play"), onclick: play })),
  ].filter((part) => part !== null);
}

function draw(view, seat) {
  lastView = view;
  lastSeat = seat;
  const panic = view.family === "panic" ? view.panic : null;
  const cards = panic && seat && !panic.over ? CARDS.filter((card) => offered(card, view, seat)) : [];
  box.hidden = cards.length === 0;
  const chosen = cards.find((card) => card.id === draft.card) || null;
  if (!chosen && draft.card) resetDraft(""); // no longer playable now: back to the list
  if (box.hidden) return;
  box.replaceChildren(el("h3", { text: qsTr("Play a card") }), ...(chosen ? cardForm(chosen, view, seat) : [cardList(cards)]));
}

function wire() {
  box = el("div", { id: "panicCardsBox", class: "action-box", hidden: true });
  turnActionsBox().append(box);
}

registerSection({ name: "panic-cards", wire: wire, draw: draw });

// The table's card library on the phone (docs/phones.md, "The card library"): a search field that asks the
// tablet for the remembered cards of one kind once three letters are typed (after a pause in the typing, so
// a word typed fast is one question), and shows the first few matches as big buttons. A tap hands the card
// (the object its action takes) to the owner. With `chips`, the most played cards of the kind are asked for
// once the box shows, as chips. The tablet does not push: the library is asked again when letters change.
import { qsTr } from "./i18n.js";
import { el } from "./dom.js";
import { on, send, isReady } from "./connection.js";

const LETTERS = 3; // as on the tablet: a remembered monster in 3 letters + 3 taps
const PAUSE_MS = 250;
const SHOWN = 6;
const CHIPS = 4;

// The searches waiting for an answer, by what they asked ("monster\nnet"); the latest asker gets it.
const asked = new Map();

function ask(kind, query, search) {
  const key = kind + "\n" + query;
  asked.set(key, search);
  if (!isReady() || !send({ type: "cards", query: query, kind: kind })) asked.delete(key);
}

on("cards", (message) => {
  const key = (message.kind || "") + "\n" + (message.query || "");
  const search = asked.get(key);
  asked.delete(key);
  if (search) search.answered(message.query || "", message.cards || []);
});

// A search for cards of `kind` ("monster", "enhancer", "one-shot", "ride", "curse"...).
//   label(card): the button's words; pick(card): what a tap does; chips: also show the most played.
// Returns { box, input, shown(visible) }: the owner puts `box` in its section and calls shown() on every draw.
export function cardSearch({ kind, name, placeholder, label, pick, chips }) {
  const input = el("input", { type: "search", "data-search": name, placeholder: placeholder, autocomplete: "off", maxlength: "40" });
  const matches = el("div", { class: "matches", "data-matches": name });
  const popular = el("div", { class: "chips", "data-popular": name });
  const box = el("div", { class: "card-search" }, chips ? popular : null, input, matches);
  let timer = null;
  let wasShown = false;

  const button = (card, className) =>
    el("button", { type: "button", class: className, "data-card": card.name, text: label(card), onclick: () => choose(card) });

  function choose(card) {
    input.value = "";
    matches.replaceChildren();
    pick(card);
  }

  const search = {
    answered(query, cards) {
      if (query === "") {
        popular.replaceChildren(...cards.slice(0, CHIPS).map((card) => button(card, "chip")));
        return;
      }
      if (query !== input.value.trim()) return; // an answer to letters since changed
      matches.replaceChildren(
        ...(cards.length ? cards.slice(0, SHOWN).map((card) => button(card, "match wide")) : [el("p", { class: "hint", text: qsTr("Nothing remembered by that name") })])
      );
    },
  };

  input.addEventListener("input", () => {
    clearTimeout(timer);
    const query = input.value.trim();
    if (query.length < LETTERS) {
      matches.replaceChildren();
      return;
    }
    timer = setTimeout(() => ask(kind, query.slice(0, 40), search), PAUSE_MS);
  });

  return {
    box: box,
    input: input,
    // Called on every draw: a box that comes into view asks for its chips afresh.
    shown(visible) {
      if (visible && !wasShown && chips) ask(kind, "", search);
      if (!visible) {
        clearTimeout(timer);
        input.value = "";
        matches.replaceChildren();
      }
      wasShown = visible;
    },
  };
}

// A number chosen with − and + (a Level, a bonus), kept across redraws. Returns { box, value(), set(n) }.
export function stepper({ name, label, min, max, start }) {
  let value = start;
  const shown = el("span", { class: "stepper-value", "data-value": name, text: String(value) });
  const set = (n) => {
    value = Math.max(min, Math.min(max, n));
    shown.textContent = (min < 0 && value > 0 ? "+" : "") + String(value);
  };
  const minus = el("button", { type: "button", class: "secondary", "data-step": name + "-down", "aria-label": qsTr("less"), text: "−", onclick: () => set(value - 1) });
  const plus = el("button", { type: "button", class: "secondary", "data-step": name + "-up", "aria-label": qsTr("more"), text: "+", onclick: () => set(value + 1) });
  set(start);
  return { box: el("div", { class: "row stepper" }, el("span", { text: label }), el("span", { class: "stepper-controls" }, minus, shown, plus)), value: () => value, set: set };
}

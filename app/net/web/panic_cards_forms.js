// The cards of "Play a card" in Munchkin Panic (panic_cards.js draws them): the tablet's Play a card
// dialog (PanicCardsDialog) and the Monster menu's cards (PanicMonsterMenu). Each card says when it is
// offered, the fields of its small form, and the action it sends; the referee rules on the rest. The names
// the log takes ("Lightning Curse", "Drive Him Back!") stay in English; the page shows them in words.
import { qsTr, fill, formatNumber } from "./i18n.js";
import { el } from "./dom.js";
import { may, panicSeat } from "./page_state.js";
import { ringName } from "./names.js";

const CURSES = ["Duck of Doom Curse", "Truly Obnoxious Curse", "Lightning Curse", "Chicken on Your Head Curse"];
const RINGS = ["forest", "archer", "knight", "swordsman", "castle"];

// What the player has chosen in the form, kept across redraws; reset when another card is chosen.
export const draft = { card: "", arc: 0, monster: "", replacement: "", curse: CURSES[0], target: "", give: "", take: "", cancelledBy: "", trophy: "", roll: 0, ring: "" };

export function resetDraft(card) {
  Object.assign(draft, { card: card, arc: 0, monster: "", replacement: "", curse: CURSES[0], target: "", give: "", take: "", cancelledBy: "", trophy: "", roll: 0, ring: "" });
}

const boardMonsters = (view) => (view.panic.board && view.panic.board.monsters) || [];
const monsterNamed = (view, name) => boardMonsters(view).find((m) => m.name === name) || null;
const trophiesOf = (name) => ((panicSeat(name) || {}).trophies || []);
const heldAsTrophy = (view, name) => (view.panic.seats || []).some((seat) => (seat.trophies || []).some((t) => t.token === name));

// --- the fields, each a finger-sized control ---

// A <select> with its label; `options` [{value, text}]; the draft's `key` follows it. The first option is
// chosen when the draft's value is not among them.
function choice(id, label, options, key, redraw) {
  if (!options.some((o) => o.value === draft[key])) draft[key] = options.length ? options[0].value : "";
  const select = el("select", { id: id, "aria-label": label, onchange: (e) => { draft[key] = e.target.value; redraw(); } });
  for (const option of options) select.append(el("option", { value: option.value, text: option.text }));
  select.value = draft[key];
  return el("label", { class: "row" }, el("span", { text: label }), select);
}

function monsterOptions(monsters) {
  return monsters.map((m) => ({
    value: m.name,
    text: fill(qsTr("%1 — %2 %3 (%4/%5)"), m.name, ringName(m.ring), formatNumber(m.arc), formatNumber(m.health), formatNumber(m.maxHealth)),
  }));
}

const monsterChoice = (view, redraw, label) => choice("cardMonster", label || qsTr("Monster"), monsterOptions(boardMonsters(view)), "monster", redraw);

// Arc buttons in one row (the die's six faces); `arcs` those offered, `name` their data-* attribute.
function arcButtons(name, arcs, value, label, picked, redraw) {
  const buttons = arcs.map((arc) =>
    el("button", {
      type: "button",
      class: "chip die-face",
      ["data-" + name]: String(arc),
      "aria-pressed": String(value === arc),
      "aria-label": fill(label, formatNumber(arc)),
      text: formatNumber(arc),
      onclick: () => { picked(arc); redraw(); },
    })
  );
  return el("div", { class: "dice", role: "group" }, buttons);
}

function trophyOptions(name) {
  return trophiesOf(name).map((t) => ({
    value: t.token,
    text: t.additionErrors > 0 ? fill(qsTr("%1 (%2 + %3)"), t.token, formatNumber(t.points), formatNumber(t.additionErrors)) : fill(qsTr("%1 (%2)"), t.token, formatNumber(t.points)),
  }));
}

// The cards the rulebook times in Play Cards whose kind other cards share (a Wandering Monster moves any time).
const inPlayCards = (view) => view.panic.phase === "play-cards";
const noMonster = (view) => (boardMonsters(view).length ? "" : qsTr("There is no Monster on the board."));
const withMonster = (kind, by, where) => (view) => {
  const m = monsterNamed(view, draft.monster);
  if (!m) return null;
  const to = where(m);
  return { kind: kind, monster: m.name, by: by, arc: to.arc, ring: to.ring };
};

// --- the cards ---

// id: the form's name; kind: its action; name, text: as the tablet words them; shown(view, seat): offered
// now (besides may(kind)); fields(view, seat, redraw): the form; missing(view, seat): what is still to be
// chosen ("" when none); action(view, seat): what is sent.
export const CARDS = [
  {
    id: "fortify", kind: "panic-fortify", name: () => qsTr("Fortify Wall"), text: () => qsTr("A Fortify token on a Wall: it takes the next hit there."),
    // Every arc is offered, as on the tablet: a Wall that is down or fortified is the referee's refusal.
    fields: (view, seat, redraw) => [el("p", { class: "caption", text: qsTr("The Wall of arc") }), arcButtons("wall-arc", [1, 2, 3, 4, 5, 6], draft.arc, qsTr("Wall %1"), (arc) => (draft.arc = arc), redraw)],
    missing: () => (draft.arc === 0 ? qsTr("Tap the Wall to fortify.") : ""),
    action: () => ({ kind: "panic-fortify", arc: draft.arc }),
  },
  {
    id: "glue", kind: "panic-glue", name: () => qsTr("Flask of Glue"), text: () => qsTr("The Monster does not move until the turn ends."),
    fields: (view, seat, redraw) => [monsterChoice(view, redraw)],
    missing: noMonster,
    action: () => ({ kind: "panic-glue", monster: draft.monster }),
  },
  {
    id: "sleep", kind: "panic-sleep", name: () => qsTr("Sleep Potion"), text: () => qsTr("No Monster moves until the turn ends."),
    fields: () => [], missing: () => "", action: () => ({ kind: "panic-sleep" }),
  },
  {
    id: "cotion", kind: "panic-move-monster", name: () => qsTr("Cotion of Ponfusion (to its Swordsman space)"), text: () => "",
    shown: inPlayCards,
    fields: (view, seat, redraw) => [monsterChoice(view, redraw)],
    missing: noMonster,
    action: withMonster("panic-move-monster", "Cotion of Ponfusion", (m) => ({ arc: m.arc, ring: "swordsman" })),
  },
  {
    id: "drive-back", kind: "panic-move-monster", name: () => qsTr("Drive Him Back! (to its Forest)"), text: () => "",
    shown: inPlayCards,
    fields: (view, seat, redraw) => [monsterChoice(view, redraw)],
    missing: noMonster,
    action: withMonster("panic-move-monster", "Drive Him Back!", (m) => ({ arc: m.arc, ring: "forest" })),
  },
  {
    id: "wandering", kind: "panic-move-monster", name: () => qsTr("Wandering Monster (another colour, same ring)"), text: () => "",
    fields: (view, seat, redraw) => {
      const parts = [monsterChoice(view, redraw)];
      const m = monsterNamed(view, draft.monster);
      if (!m) return parts;
      const colours = (view.panic.board && view.panic.board.colours) || [];
      const arcs = [1, 2, 3, 4, 5, 6].filter((arc) => colours[arc - 1] !== m.colour);
      if (arcs.indexOf(draft.arc) < 0) draft.arc = 0;
      parts.push(el("p", { class: "caption", text: qsTr("The arc it goes to") }), arcButtons("to-arc", arcs, draft.arc, qsTr("Arc %1"), (arc) => (draft.arc = arc), redraw));
      return parts;
    },
    missing: (view) => noMonster(view) || (draft.arc === 0 ? qsTr("Tap the arc it goes to.") : ""),
    action: withMonster("panic-move-monster", "Wandering Monster", (m) => ({ arc: draft.arc, ring: m.ring })),
  },
  {
    id: "wizard", kind: "panic-move-monster", name: () => qsTr("The Wizard (roll 4–6)"), text: () => qsTr("On a roll of 1 to 3 the roll is used up and nothing moves."),
    shown: (view, seat) => view.current === seat && (panicSeat(seat) || {}).character === "Wizard" && !view.panic.wizardMoved,
    fields: (view, seat, redraw) => {
      const parts = [monsterChoice(view, redraw), el("p", { class: "caption", text: qsTr("Roll the die for the Wizard") })];
      parts.push(arcButtons("wizard-roll", [1, 2, 3, 4, 5, 6], draft.roll, qsTr("Rolled %1"), (roll) => (draft.roll = roll), redraw));
      if (draft.roll < 4) return parts;
      parts.push(el("p", { class: "caption", text: qsTr("The arc it goes to") }), arcButtons("to-arc", [1, 2, 3, 4, 5, 6], draft.arc, qsTr("Arc %1"), (arc) => (draft.arc = arc), redraw));
      parts.push(choice("cardRing", qsTr("Ring"), RINGS.map((ring) => ({ value: ring, text: ringName(ring) })), "ring", redraw));
      return parts;
    },
    missing: (view) => noMonster(view) || (draft.roll === 0 ? qsTr("Roll the die for the Wizard") : draft.roll >= 4 && draft.arc === 0 ? qsTr("Tap the arc it goes to.") : ""),
    // A roll of 1 to 3 moves nothing: the Monster stays where it stands.
    action: (view) => {
      const m = monsterNamed(view, draft.monster);
      const move = draft.roll >= 4 ? { arc: draft.arc, ring: draft.ring } : { arc: m.arc, ring: m.ring };
      return { kind: "panic-move-monster", monster: m.name, by: "Wizard", arc: move.arc, ring: move.ring, roll: draft.roll };
    },
  },
  {
    id: "out-to-lunch", kind: "panic-remove-monster", name: () => qsTr("Out to Lunch"), text: () => qsTr("A Monster leaves the board without a Trophy; two Treasure cards wait for the current player."),
    fields: (view, seat, redraw) => [monsterChoice(view, redraw)],
    missing: noMonster,
    action: () => ({ kind: "panic-remove-monster", monster: draft.monster, by: "Out to Lunch" }),
  },
  {
    id: "cleric", kind: "panic-remove-monster", name: () => qsTr("Cleric: booga booga"), text: () => qsTr("The Wannabe Vampire leaves the board; its Treasure waits for the Cleric."),
    shown: (view, seat) => view.current === seat && (panicSeat(seat) || {}).character === "Cleric" && Boolean(monsterNamed(view, "Wannabe Vampire")),
    fields: () => [], missing: () => "",
    action: () => ({ kind: "panic-remove-monster", monster: "Wannabe Vampire", by: "Cleric" }),
  },
  {
    id: "addition-error", kind: "panic-addition-error", name: () => qsTr("Convenient Addition Error"), text: () => qsTr("One more point under one of your Trophies."),
    shown: (view, seat) => trophiesOf(seat).length > 0,
    fields: (view, seat, redraw) => [choice("cardTrophy", qsTr("Under the Trophy"), trophyOptions(seat), "trophy", redraw)],
    missing: () => (draft.trophy ? "" : qsTr("You hold no Trophy to choose.")),
    action: (view, seat) => ({ kind: "panic-addition-error", player: seat, trophy: draft.trophy }),
  },
  {
    id: "curse-card", kind: "panic-curse-card", name: () => qsTr("Curse card"), text: () => qsTr("Duck of Doom, Truly Obnoxious, Lightning or Chicken on Your Head."),
    fields: (view, seat, redraw) => {
      const names = { "Duck of Doom Curse": qsTr("Duck of Doom Curse"), "Truly Obnoxious Curse": qsTr("Truly Obnoxious Curse"), "Lightning Curse": qsTr("Lightning Curse"), "Chicken on Your Head Curse": qsTr("Chicken on Your Head Curse") };
      const parts = [choice("cardCurse", qsTr("Card"), CURSES.map((c) => ({ value: c, text: names[c] })), "curse", redraw)];
      if (draft.curse !== "Truly Obnoxious Curse") {
        const others = (view.panic.seats || []).filter((s) => s.name !== seat).map((s) => ({ value: s.name, text: s.name }));
        parts.push(choice("cardTarget", qsTr("Cursed"), others, "target", redraw));
      }
      if (draft.curse === "Lightning Curse") {
        // Where Trophies tie, their owner says which one goes.
        const noTie = [{ value: "", text: qsTr("No tie") }];
        parts.push(choice("cardGive", qsTr("Given if tied"), noTie.concat(trophyOptions(seat)), "give", redraw));
        parts.push(choice("cardTake", qsTr("Taken if tied"), noTie.concat(trophyOptions(draft.target)), "take", redraw));
      }
      const cancels = [{ value: "", text: qsTr("Not cancelled") }, { value: "Sandals of Protection", text: qsTr("Sandals of Protection") }, { value: "Wishing Ring", text: qsTr("Wishing Ring") }];
      parts.push(choice("cardCancelledBy", qsTr("Cancelled by"), cancels, "cancelledBy", redraw));
      return parts;
    },
    missing: () => (draft.curse !== "Truly Obnoxious Curse" && !draft.target ? qsTr("There is nobody else to curse.") : ""),
    action: (view, seat) => {
      const action = { kind: "panic-curse-card", card: draft.curse, player: seat };
      if (draft.curse !== "Truly Obnoxious Curse") action.target = draft.target;
      if (draft.curse === "Lightning Curse" && draft.give) action.give = draft.give;
      if (draft.curse === "Lightning Curse" && draft.take) action.take = draft.take;
      if (draft.cancelledBy) action.cancelledBy = draft.cancelledBy;
      return action;
    },
  },
  {
    id: "invoke-obscure-rules", kind: "panic-special-card", name: () => qsTr("Invoke Obscure Rules"), text: () => qsTr("A discarded Monster becomes a player's Trophy."),
    fields: (view, seat, redraw) => {
      const gone = (view.panic.discarded || []).filter((name) => !heldAsTrophy(view, name));
      return gone.length ? [choice("cardDiscarded", qsTr("Monster"), gone.map((name) => ({ value: name, text: name })), "monster", redraw)] : [];
    },
    missing: (view) => ((view.panic.discarded || []).some((name) => name === draft.monster && !heldAsTrophy(view, name)) ? "" : qsTr("No Monster has been discarded yet.")),
    action: (view, seat) => ({ kind: "panic-special-card", card: "Invoke Obscure Rules", player: seat, monster: draft.monster }),
  },
  {
    id: "humongous", kind: "panic-special-card", name: () => qsTr("Humongous Monster Enhancer"), text: () => qsTr("Every Monster back to full health."),
    fields: () => [], missing: () => "",
    action: (view, seat) => ({ kind: "panic-special-card", card: "Humongous Monster Enhancer", player: seat }),
  },
  {
    id: "illusion", kind: "panic-special-card", name: () => qsTr("Illusion"), text: () => qsTr("A Monster is discarded and another takes its space."),
    shown: inPlayCards,
    fields: (view, seat, redraw) => {
      const options = monsterOptions(boardMonsters(view));
      if (!draft.replacement && options.length > 1) draft.replacement = options[1].value;
      return [choice("cardMonster", qsTr("Discarded"), options, "monster", redraw), choice("cardReplacement", qsTr("In its space"), options, "replacement", redraw)];
    },
    missing: (view) => (boardMonsters(view).length < 2 ? qsTr("There is no Monster on the board.") : ""),
    action: (view, seat) => ({ kind: "panic-special-card", card: "Illusion", player: seat, monster: draft.monster, replacement: draft.replacement }),
  },
];

// Whether `card` may be played from `seat`'s phone now: the referee's legality of its kind (a kind the
// table's list does not judge, the Addition Error, whenever the game goes on) and the card's own condition.
export function offered(card, view, seat) {
  const judged = ((view.legal && view.legal.kinds) || []).some((entry) => entry.kind === card.kind);
  if (judged ? !may(card.kind, seat) : Boolean(view.panic.over)) return false;
  return !card.shown || card.shown(view, seat);
}

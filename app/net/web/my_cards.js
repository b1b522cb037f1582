// The cards a player puts in front of themself, and the Curses they play on others (PlayerPage.qml on the
// tablet): a character card (Race, Class... by its name, as the tablet takes it), a Ride (The Nightmare
// Before Christmas), a Hireling, and "Curse a player": the victim and the Curse (from the library, or a
// name and its combat bonus). The Curses on this phone's own player are listed, as the target sees them.
// Each part shows only while the referee would take its kind for that player (view.players[].may).
import { qsTr, fill } from "./i18n.js";
import { el, signed } from "./dom.js";
import { state, myPlayer } from "./page_state.js";
import { act } from "./requests.js";
import { registerSection, turnActionsBox } from "./turn_actions.js";
import { cardSearch, stepper } from "./card_search.js";

const ui = {};
let victim = "";

const mayFor = (player, kind) => Boolean(player && player.may && player.may[kind] === true);
const named = (card, bonus) => fill(qsTr("%1 %2"), card, signed(bonus));

// A name field and a Play button in one row; the field is kept across redraws.
function nameRow(id, placeholder, buttonText, onplay) {
  const field = el("input", { type: "text", id: id, maxlength: "80", placeholder: placeholder });
  const play = () => {
    const name = field.value.trim();
    if (!name) return;
    onplay(name);
    field.value = "";
  };
  return { field, box: el("div", { class: "row" }, field, el("button", { type: "button", id: id + "Play", text: buttonText, onclick: play })) };
}

function makeCharacter() {
  const row = nameRow("characterCard", qsTr("Race, Class… (e.g. Elf)"), qsTr("Play"), (card) =>
    act({ kind: "play-character-card", player: state.seat, card: card }, fill(qsTr("Play %1"), card))
  );
  return el("div", { id: "characterPart" }, el("h3", { text: qsTr("A character card") }), row.box);
}

function gainRide(ride) {
  act({ kind: "gain-ride", player: state.seat, ride: { name: ride.name, bonus: ride.bonus } }, fill(qsTr("Ride %1"), ride.name));
}

function makeRide() {
  const bonus = stepper({ name: "rideBonus", label: qsTr("Its bonus"), min: -10, max: 10, start: 0 });
  ui.rideSearch = cardSearch({ kind: "ride", name: "ride", placeholder: qsTr("A Ride by name: 3 letters"), label: (card) => named(card.name, card.ride.bonus), pick: (card) => gainRide(card.ride) });
  const row = nameRow("rideName", qsTr("A new Ride’s name"), qsTr("Ride it"), (name) => gainRide({ name: name, bonus: bonus.value() }));
  return el("div", { id: "ridePart" }, el("h3", { text: qsTr("A Ride") }), ui.rideSearch.box, bonus.box, row.box);
}

function gainHireling(name) {
  act({ kind: "gain-hireling", player: state.seat, hireling: name }, fill(qsTr("Hire %1"), name));
}

function makeHireling() {
  ui.hirelingSearch = cardSearch({ kind: "hireling", name: "hireling", placeholder: qsTr("A Hireling by name: 3 letters"), label: (card) => card.name, pick: (card) => gainHireling(card.hireling) });
  const row = nameRow("hirelingName", qsTr("A new Hireling’s name"), qsTr("Hire"), gainHireling);
  return el("div", { id: "hirelingPart" }, el("h3", { text: qsTr("A Hireling") }), ui.hirelingSearch.box, row.box);
}

function curse(card) {
  if (!victim) return;
  const sent = { name: card.name, combatBonus: card.combatBonus || 0 };
  act({ kind: "gain-curse", player: victim, curse: sent }, fill(qsTr("Curse %1 with %2"), victim, card.name));
}

function makeCurse() {
  ui.victim = el("select", { id: "curseVictim", "aria-label": qsTr("Whom to curse"), onchange: (e) => (victim = e.target.value) });
  const bonus = stepper({ name: "curseBonus", label: qsTr("Its combat bonus"), min: -10, max: 10, start: 0 });
  ui.curseSearch = cardSearch({ kind: "curse", name: "curse", placeholder: qsTr("A Curse by name: 3 letters"), label: (card) => card.name, pick: (card) => curse(card.curse) });
  const row = nameRow("curseName", qsTr("A new Curse’s name"), qsTr("Curse"), (name) => curse({ name: name, combatBonus: bonus.value() }));
  return el("div", { id: "cursePart" }, el("h3", { text: qsTr("Curse a player") }), el("label", { class: "row" }, qsTr("Whom"), ui.victim), ui.curseSearch.box, bonus.box, row.box);
}

function wire() {
  ui.myCurses = el("div", { id: "myCurses", class: "action-box", hidden: true });
  ui.character = makeCharacter();
  ui.ride = makeRide();
  ui.hireling = makeHireling();
  ui.curse = makeCurse();
  // Cards for oneself fold away: they are played now and then, the fight's cards are the ones in reach.
  ui.box = el("details", { id: "myCardsBox", class: "action-box", hidden: true }, el("summary", { text: qsTr("Cards I play") }), ui.character, ui.ride, ui.hireling, ui.curse);
  turnActionsBox().append(ui.myCurses, ui.box);
}

function drawMyCurses(me) {
  const curses = (me && me.curses) || [];
  ui.myCurses.hidden = curses.length === 0;
  ui.myCurses.replaceChildren(
    el("h3", { text: qsTr("Curses on me") }),
    el("ul", { class: "items" }, curses.map((c) => el("li", { "data-curse": c.name }, c.combatBonus ? fill(qsTr("%1 (%2 in combat)"), c.name, signed(c.combatBonus)) : c.name)))
  );
}

function drawVictims(view, seat) {
  const victims = (view.players || []).filter((p) => p.name !== seat && mayFor(p, "gain-curse")).map((p) => p.name);
  if (victims.indexOf(victim) < 0) victim = victims.length ? victims[0] : "";
  ui.victim.replaceChildren(...victims.map((name) => el("option", { value: name, text: name })));
  ui.victim.value = victim;
  return victims.length > 0;
}

function draw(view, seat) {
  const me = myPlayer();
  const cardGame = view.family !== "panic" && Boolean(me);
  drawMyCurses(cardGame ? me : null);
  const shows = {
    character: cardGame && mayFor(me, "play-character-card"),
    ride: cardGame && mayFor(me, "gain-ride"),
    hireling: cardGame && mayFor(me, "gain-hireling"),
    curse: cardGame && drawVictims(view, seat),
  };
  for (const name of Object.keys(shows)) ui[name].hidden = !shows[name];
  ui.box.hidden = !Object.values(shows).some(Boolean);
  ui.rideSearch.shown(shows.ride);
  ui.hirelingSearch.shown(shows.hireling);
  ui.curseSearch.shown(shows.curse);
}

registerSection({ name: "my-cards", wire: wire, draw: draw });

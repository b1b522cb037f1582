// The current player's steps through the turn, and what a lost fight leaves to settle for oneself:
// - the win claimed as on the tablet (CombatSummary.qml): "Claim the kill" starts the "Anyone?" wait (the
//   edition's claimWaitMs), any action recorded meanwhile calls the claim off, and only a wait that ran out
//   sends resolve-combat; a fight the players do not win is resolved into running away;
// - the next phase (named) and the end of the turn (Charity is mine.js's);
// - one's own Bad Stuff (Levels, one's own Items, death), dying, and one's own body looted (the cards in
//   hand, the tie rolls the referee asks for), as CombatBadStuff.qml and CombatLootDialog.qml.
import { qsTr, fill, formatNumber } from "./i18n.js";
import { el } from "./dom.js";
import { state, may, myPlayer } from "./page_state.js";
import { act } from "./requests.js";
import { registerSection, turnActionsBox } from "./turn_actions.js";
import { stepper } from "./card_search.js";

const PHASES = ["listen-at-the-door", "kick-open-the-door", "look-for-trouble-or-loot-the-room", "charity"];
const DEFAULT_WAIT_MS = 2600;

function phaseName(phase) {
  const names = {
    "listen-at-the-door": qsTr("Listen at the Door"),
    "kick-open-the-door": qsTr("Kick Open the Door"),
    "look-for-trouble-or-loot-the-room": qsTr("Look for Trouble or Loot the Room"),
    charity: qsTr("Charity"),
  };
  return names[phase] || phase;
}
const phaseAfter = (phase) => PHASES[PHASES.indexOf(phase) + 1] || null;

const ui = {};
const claim = { timer: null, tick: null, head: null, deadline: 0, calledOff: false };

// --- the claim and its "Anyone?" wait ---

function stopClaim() {
  clearTimeout(claim.timer);
  clearInterval(claim.tick);
  claim.timer = claim.tick = null;
}

function drawCountdown() {
  const seconds = Math.max(0, Math.ceil((claim.deadline - Date.now()) / 1000));
  ui.countdown.textContent = fill(qsTr("Anyone? The kill is final in %1 s unless someone plays a card."), formatNumber(seconds));
}

function startClaim() {
  const combat = (state.view && state.view.combat) || {};
  const wait = combat.claimWaitMs > 0 ? combat.claimWaitMs : DEFAULT_WAIT_MS;
  claim.head = state.head;
  claim.calledOff = false;
  claim.deadline = Date.now() + wait;
  stopClaim();
  claim.timer = setTimeout(() => {
    stopClaim();
    act({ kind: "resolve-combat" }, qsTr("Claim the kill"));
    drawClaim();
  }, wait);
  claim.tick = setInterval(drawCountdown, 200);
  drawCountdown();
  drawClaim();
}

function cancelClaim() {
  stopClaim();
  claim.calledOff = true;
  drawClaim();
}

function drawClaim() {
  const counting = claim.timer !== null;
  ui.claim.hidden = counting;
  ui.countdownBox.hidden = !counting;
  ui.calledOff.hidden = counting || !claim.calledOff;
}

function makeClaimBox() {
  ui.claim = el("button", { type: "button", id: "claimKill", class: "wide", text: qsTr("Claim the kill"), onclick: startClaim });
  ui.countdown = el("p", { id: "claimCountdown", class: "verdict win", role: "status" });
  ui.countdownBox = el("div", { hidden: true }, ui.countdown,
    el("button", { type: "button", id: "cancelClaim", class: "wide secondary", text: qsTr("Wait! Someone plays a card"), onclick: cancelClaim }));
  ui.calledOff = el("p", { class: "hint", hidden: true, text: qsTr("A card was played: the claim is off. Claim again when nobody plays.") });
  ui.runAway = el("button", { type: "button", id: "resolveRun", class: "wide", text: qsTr("Resolve: run away"), onclick: () => act({ kind: "resolve-combat" }, qsTr("Resolve: run away")) });
  return el("div", { id: "claimBox", class: "action-box", hidden: true }, ui.claim, ui.countdownBox, ui.calledOff, ui.runAway);
}

function drawFight(view, seat) {
  const combat = view.combat || {};
  const mine = view.family !== "panic" && combat.active && combat.fighter === seat && may("resolve-combat", seat);
  const wins = mine && combat.legal !== false && !combat.runningAway && combat.outcome === "win";
  // Anything recorded during the wait (a card played, an undo) calls the claim off, as on the tablet.
  if (claim.timer !== null && (state.head !== claim.head || !wins)) cancelClaim();
  if (!mine) claim.calledOff = false;
  ui.claimBox.hidden = !mine;
  ui.runAway.hidden = !mine || wins || combat.runningAway;
  if (!wins) {
    ui.claim.hidden = ui.countdownBox.hidden = true;
    ui.calledOff.hidden = !claim.calledOff;
  } else drawClaim();
}

// --- the turn's steps ---

function drawTurn(view, seat) {
  const combat = view.combat || {};
  const mine = view.family !== "panic" && view.current === seat && !combat.active;
  const next = phaseAfter(view.phase);
  ui.nextPhase.hidden = !(mine && next && may("next-phase", seat));
  if (next) {
    ui.nextPhase.textContent = fill(qsTr("Next phase: %1"), phaseName(next));
    ui.nextPhase.dataset.phase = next;
  }
  ui.endTurn.hidden = !(mine && may("end-turn", seat));
  ui.turnBox.hidden = ui.nextPhase.hidden && ui.endTurn.hidden;
}

function makeTurnBox() {
  ui.nextPhase = el("button", { type: "button", id: "nextPhase", class: "wide secondary",
    onclick: () => act({ kind: "next-phase", phase: ui.nextPhase.dataset.phase }, ui.nextPhase.textContent) });
  ui.endTurn = el("button", { type: "button", id: "endTurn", class: "wide", text: qsTr("End my turn"), onclick: () => act({ kind: "end-turn" }, qsTr("End my turn")) });
  return el("div", { id: "turnBox", class: "action-box", hidden: true }, ui.nextPhase, ui.endTurn);
}

// --- Bad Stuff, death and the body, for oneself ---

const lost = { items: new Set(), death: false };

function sendBadStuff(none) {
  const me = myPlayer();
  if (!me) return;
  const badStuff = none
    ? { levels: 0, items: [], death: false }
    : { levels: ui.levels.value(), items: (me.items || []).map((i) => i.name).filter((n) => lost.items.has(n)), death: lost.death };
  act({ kind: "apply-bad-stuff", player: me.name, badStuff: badStuff }, none ? qsTr("No Bad Stuff") : qsTr("My Bad Stuff"));
  lost.items.clear();
  lost.death = false;
  ui.levels.set(0);
}

function makeBadStuffBox() {
  ui.levels = stepper({ name: "badStuffLevels", label: qsTr("Levels lost"), min: 0, max: 10, start: 0 });
  ui.lostItems = el("div", { id: "badStuffItems" });
  ui.death = el("input", { type: "checkbox", id: "badStuffDeath", onchange: (e) => (lost.death = e.target.checked) });
  ui.badStuff = el("div", { id: "badStuffPart" }, el("h3", { text: qsTr("My Bad Stuff") }), ui.levels.box, ui.lostItems,
    el("label", { class: "row" }, qsTr("It kills me"), ui.death),
    el("button", { type: "button", id: "applyBadStuff", class: "wide", text: qsTr("Enter my Bad Stuff"), onclick: () => sendBadStuff(false) }),
    el("button", { type: "button", id: "noBadStuff", class: "wide secondary", text: qsTr("No Bad Stuff"), onclick: () => sendBadStuff(true) }));
  ui.die = el("button", { type: "button", id: "iDie", class: "wide secondary", text: qsTr("I die"), onclick: () => act({ kind: "die", player: state.seat }, qsTr("I die")) });
  ui.hand = stepper({ name: "lootHand", label: qsTr("Cards in my hand"), min: 0, max: 50, start: 0 });
  ui.tieRolls = el("div", { id: "lootTies" });
  ui.loot = el("div", { id: "lootPart" }, el("h3", { text: qsTr("Loot my body") }),
    el("p", { class: "hint", text: qsTr("The others take one card each, highest Level first. Enter a die only for a tie the referee asks about.") }),
    ui.hand.box, ui.tieRolls,
    el("button", { type: "button", id: "lootBody", class: "wide", text: qsTr("Let them loot my body"), onclick: sendLoot }));
  return el("div", { id: "lostFightBox", class: "action-box", hidden: true }, ui.badStuff, ui.die, ui.loot);
}

const ties = {};

function sendLoot() {
  const action = { kind: "loot-body", deceased: state.seat, cardsInHand: ui.hand.value() };
  const rolls = Object.entries(ties).filter(([, roll]) => roll > 0).map(([player, roll]) => ({ player, roll }));
  if (rolls.length) action.tieRolls = rolls;
  act(action, qsTr("Loot my body"));
}

// Whether a run's Bad Stuff for `seat` is in already (view.settling, as the tablet's settling step): the
// referee would take a second one, so the phone stops offering it, as the tablet does.
function settled(view, seat) {
  const caught = ((view.settling && view.settling.caught) || []).find((c) => c.player === seat);
  return Boolean(caught && caught.settled);
}

function drawLostFight(view, seat) {
  const me = myPlayer();
  const open = view.family !== "panic" && Boolean(me) && !settled(view, seat);
  const badStuff = open && may("apply-bad-stuff", seat);
  const dies = open && !me.dead && may("die", seat);
  const loot = view.family !== "panic" && Boolean(me) && me.dead && !me.bodyLooted;
  ui.lostFight.hidden = !(badStuff || dies || loot);
  ui.badStuff.hidden = !badStuff;
  ui.die.hidden = !dies;
  ui.loot.hidden = !loot;
  if (badStuff) {
    const items = me.items || [];
    for (const name of Array.from(lost.items)) if (!items.some((i) => i.name === name)) lost.items.delete(name);
    ui.lostItems.replaceChildren(...items.map((item) => el("label", { class: "row" }, fill(qsTr("I lose %1"), item.name),
      el("input", { type: "checkbox", "data-lose": item.name, checked: lost.items.has(item.name),
        onchange: (e) => (e.target.checked ? lost.items.add(item.name) : lost.items.delete(item.name)) }))));
    ui.death.checked = lost.death;
  }
  if (loot) {
    const looters = (view.players || []).filter((p) => p.name !== seat && !p.dead).map((p) => p.name);
    ui.tieRolls.replaceChildren(...looters.map((player) => {
      const select = el("select", { "aria-label": fill(qsTr("%1’s roll for a tie"), player), onchange: (e) => (ties[player] = Number(e.target.value)) });
      select.append(el("option", { value: "0", text: qsTr("no roll") }), ...[1, 2, 3, 4, 5, 6].map((f) => el("option", { value: String(f), text: formatNumber(f) })));
      select.value = String(ties[player] || 0);
      return el("div", { class: "die-row" }, el("span", { text: fill(qsTr("%1’s roll for a tie"), player) }), select);
    }));
  }
}

function wire() {
  ui.claimBox = makeClaimBox();
  ui.turnBox = makeTurnBox();
  ui.lostFight = makeBadStuffBox();
  turnActionsBox().append(ui.claimBox, ui.lostFight, ui.turnBox);
}

function draw(view, seat) {
  drawFight(view, seat);
  drawLostFight(view, seat);
  drawTurn(view, seat);
}

registerSection({ name: "turn-steps", wire: wire, draw: draw });

// Arbiter's phone page: the game's report (docs/phones.md, "report"). One job: ask the tablet for the
// report of the game the phone follows, show it in place of the live table, ask again when the head moves
// while it is shown, and offer it once the game is over. The figures are the tablet's (its GameReportView,
// under the same names); this file only words them.
import { qsTr, fill, formatNumber, formatList } from "./i18n.js";
import { $, el, show } from "./dom.js";
import { state } from "./page_state.js";
import { on, send } from "./connection.js";

const PENDING_MS = 5000;

// Every sentence is one pattern, filled whole (qsTr and fill, i18n.js): "%1 won on turn %2…". The
// words are looked up as they are drawn, once the page's are in.
const number = (value) => (typeof value === "number" ? formatNumber(value) : value);

// Each player's figures under the view's own names, in the tablet's order (the first, finalLevel or
// trophyPoints, stands large beside the name).
function figureLabels(panic) {
  if (panic) return [["kills", qsTr("Kills")], ["trophies", qsTr("Trophies")]];
  return [
    ["kills", qsTr("Kills")], ["levelsByKills", qsTr("Levels by kills")], ["levelsBySelling", qsTr("Levels by selling")],
    ["levelsByCards", qsTr("Levels by cards")], ["levelsLost", qsTr("Levels lost")], ["helpGiven", qsTr("Help given")],
    ["helpReceived", qsTr("Help received")], ["ranAway", qsTr("Ran away")], ["caught", qsTr("Caught")], ["deaths", qsTr("Deaths")],
    ["cursesSuffered", qsTr("Curses")], ["itemsSold", qsTr("Items sold")],
  ];
}

const report = {
  shown: false,
  pending: 0, // when the request on its way was sent (0: none)
  askedAt: null, // the head the phone showed when it last asked: one request per head
  head: null, // the head of the report shown
  data: null,
};

function ask() {
  // A request the tablet dropped unanswered (a phone over its message rate is told only once) stops
  // holding the next one back after a while.
  if ((report.pending && Date.now() - report.pending < PENDING_MS) || !state.view) return;
  if (send({ type: "report" })) {
    report.pending = Date.now();
    report.askedAt = state.head;
  }
}

// The live table moved (or the phone came back): a report that is shown follows it.
export function headChanged() {
  drawOffer();
  if (report.shown && state.head !== null && report.head !== state.head && report.askedAt !== state.head) ask();
  if (report.shown) drawStatus();
}

function open() {
  report.shown = true;
  report.askedAt = null; // asked afresh whenever it is opened
  show("table", false);
  show("report", true);
  drawButtons();
  draw();
  ask();
  window.scrollTo(0, 0);
}

function close() {
  report.shown = false;
  show("report", false);
  show("table", Boolean(state.view));
  drawButtons();
}

function receive(message) {
  report.pending = 0;
  report.head = message.head;
  report.data = message.report || null;
  if (!report.shown) return;
  draw();
  headChanged();
}

// The answer will not come (an error, the connection lost): the next view or opening asks again.
function forget() {
  report.pending = 0;
  report.askedAt = null;
}

// Whether the game the phone follows is over: winners, or the Castle fallen.
function gameOver(view) {
  const panic = view && view.panic;
  return Boolean(view && ((view.winners && view.winners.length) || (panic && (panic.over || panic.gameLost))));
}

function drawButtons() {
  show("reportBar", Boolean(state.view));
  show("reportOpen", !report.shown);
  show("reportBack", report.shown);
  $("reportOpen").classList.toggle("attention", gameOver(state.view));
}

// Once the game is over, the report is offered at the top of the table.
function drawOffer() {
  const view = state.view;
  drawButtons();
  const over = gameOver(view);
  show("gameOver", over);
  if (!over) return;
  const fell = view.panic && view.panic.gameLost;
  $("gameOverText").textContent = fell ? qsTr("The game is over: the Castle fell.") : qsTr("The game is over.");
}

function drawStatus() {
  const status = $("reportStatus");
  const text = !report.data ? qsTr("Asking the tablet for the report…") : report.head !== state.head ? qsTr("The game moved on: updating the report…") : "";
  status.textContent = text;
  status.hidden = !text;
}

function outcome(data) {
  if (data.panic) {
    if (data.castleFell) return fill(qsTr("The Castle fell on turn %1: the players lost together."), number(data.turns));
    if (!data.wonBy) return fill(qsTr("The Castle still stands on turn %1; nobody has won yet."), number(data.turns));
    if (!data.masterMunchkin) return fill(qsTr("The Castle stood: every Monster was gone on turn %1."), number(data.wonOnTurn));
    return fill(qsTr("The Castle stood: every Monster was gone on turn %1, and %2 is the Master Munchkin."), number(data.wonOnTurn), data.masterMunchkin);
  }
  if (!data.wonBy) return fill(qsTr("Nobody has won yet; the game stands on turn %1."), number(data.turns));
  const values = [formatList(data.winners || []), number(data.wonOnTurn), number(data.winningLevel)];
  if (data.wonBy === "fight") return fill(qsTr("%1 won on turn %2, reaching the winning Level %3 by killing a Monster."), ...values);
  return fill(qsTr("%1 won on turn %2, reaching the winning Level %3 by a card or a correction."), ...values);
}

function fightText(fight) {
  if (!fight || !fight.decided) return qsTr("No fight was decided.");
  const turn = number(fight.turn);
  const monsters = formatList(fight.monsters || []);
  const strengths = [number(fight.playerStrength), number(fight.monsterStrength)];
  if (fight.helper) {
    const pattern = fight.won
      ? qsTr("Turn %1: %2, helped by %3, against %4, %5 to %6, won.")
      : qsTr("Turn %1: %2, helped by %3, against %4, %5 to %6, lost.");
    return fill(pattern, turn, fight.fighter, fight.helper, monsters, ...strengths);
  }
  const pattern = fight.won ? qsTr("Turn %1: %2 against %3, %4 to %5, won.") : qsTr("Turn %1: %2 against %3, %4 to %5, lost.");
  return fill(pattern, turn, fight.fighter, monsters, ...strengths);
}

function figureValue(player, key) {
  const value = player[key];
  if (Array.isArray(value)) return value.length ? formatList(value) : qsTr("none");
  return value === undefined || value === null ? "–" : number(value);
}

function playerRow(player, panic) {
  const badges = [
    player.winner ? el("span", { class: "badge win", text: qsTr("winner") }) : null,
    player.masterMunchkin ? el("span", { class: "badge win", text: qsTr("Master Munchkin") }) : null,
    player.dead ? el("span", { class: "badge", text: qsTr("dead") }) : null,
  ];
  const large = panic
    ? el("span", {}, el("span", { class: "caption", text: qsTr("Trophy points") + " " }), el("span", { class: "level", "data-figure": "trophyPoints", text: number(player.trophyPoints) }))
    : el("span", {}, el("span", { class: "caption", text: qsTr("Level") + " " }), el("span", { class: "level", "data-figure": "finalLevel", text: number(player.finalLevel) }));
  const figures = el("dl", { class: "figures" });
  for (const [key, label] of figureLabels(panic)) {
    const wide = Array.isArray(player[key]); // a list (the Trophies) takes the whole line
    figures.append(el("div", { class: wide ? "figure wide" : "figure" }, el("dt", { text: label }), el("dd", { "data-figure": key, text: figureValue(player, key) })));
  }
  const row = el("div", { class: "player" + (player.name === state.seat ? " mine" : ""), "data-player": player.name });
  row.append(el("div", { class: "swatch", style: player.colour ? "background:" + player.colour : null }));
  row.append(el("div", {}, el("span", { class: "name", text: player.name }), badges), el("div", { class: "numbers" }, large));
  row.append(figures);
  return row;
}

function draw() {
  drawStatus();
  const data = report.data;
  show("reportBody", Boolean(data));
  if (!data) return;
  $("reportTitle").textContent = fill(qsTr("The report of “%1”"), data.gameName || "");
  $("reportOutcome").textContent = outcome(data);
  $("reportLength").textContent = fill(qsTr("Turns: %1 · Actions: %2"), number(data.turns), number(data.actions));
  const players = $("reportPlayers");
  players.replaceChildren(...(data.players || []).map((player) => playerRow(player, data.panic)));
  const fight = data.biggestFight || {};
  show("reportFightCard", !data.panic || Boolean(fight.decided));
  $("reportFight").textContent = fightText(fight);
  const cards = fight.decided && fight.cards && fight.cards.length ? fill(qsTr("Cards played: %1."), formatList(fight.cards)) : "";
  $("reportCards").textContent = cards;
  show("reportCards", Boolean(cards));
  show("reportCastle", Boolean(data.panic));
  const losses = data.structuresLost || [];
  const list = $("reportStructures");
  const lossText = (loss) => fill(loss.tower ? qsTr("Turn %1: the Tower of arc %2 fell.") : qsTr("Turn %1: the Wall of arc %2 fell."), number(loss.turn), number(loss.arc));
  list.replaceChildren(...losses.map((loss) => el("li", { text: lossText(loss) })));
  if (!losses.length) list.append(el("li", { class: "empty", text: qsTr("No Tower or Wall fell.") }));
}

export function wireReport() {
  $("reportOpen").addEventListener("click", open);
  $("reportBack").addEventListener("click", close);
  $("gameOverReport").addEventListener("click", open);
}

export const isShown = () => report.shown;

on("report", receive);
on("welcome", forget); // an answer lost with the last connection is asked for again
on("error", forget); // when it answered a report request, none comes
on("left", close);

// The table as the phone shows it: the seats to pick from, whose turn it is, the players, the player's own
// part (mine.js), the fight (fight.js), the Munchkin Panic board (board.js) and the history. Drawn whole
// from the view the tablet sends, whenever it, the seat or the offers change.
import { qsTr, fill, fillNodes, formatNumber, formatList } from "./i18n.js";
import { $, el, show, signed } from "./dom.js";
import { state, panicSeat } from "./page_state.js";
import { panicPhaseName } from "./names.js";
import { on, send, isStopped } from "./connection.js";
import { drawMine } from "./mine.js";
import { drawCombat } from "./fight.js";
import { drawBoard } from "./board.js";
import * as report from "./phone_report.js";

function drawSeats() {
  const picking = !state.seat && state.invite && !isStopped();
  show("seats", Boolean(picking));
  const list = $("seatList");
  list.replaceChildren();
  for (const seat of state.seats) {
    const claim = () => send({ type: "claim", seat: seat.name });
    list.append(el("button", { type: "button", "data-seat": seat.name, disabled: seat.taken, text: seat.taken ? fill(qsTr("%1 (taken)"), seat.name) : seat.name, onclick: claim }));
  }
}

function draw() {
  const view = state.view;
  show("table", Boolean(view) && !report.isShown());
  report.headChanged();
  if (!view) return;
  drawTurn(view);
  drawPlayers(view);
  drawMine(view);
  drawCombat(view);
  drawBoard(view);
  drawHistory(view);
}

function drawTurn(view) {
  const turn = $("turn");
  turn.replaceChildren();
  if (view.winners && view.winners.length) {
    const winners = el("b", { text: formatList(view.winners) });
    turn.append(...fillNodes(view.winners.length > 1 ? qsTr("%1 win the game!") : qsTr("%1 wins the game!"), winners));
    return;
  }
  const panic = view.panic;
  const phase = !panic ? view.phaseName : panic.settingUp ? qsTr("Set-up: place the Monsters") : panicPhaseName(panic.phase);
  const current = el("b", { text: view.current });
  if (phase) turn.append(...fillNodes(qsTr("Turn %1: %2’s turn · %3"), formatNumber(view.turn), current, phase));
  else turn.append(...fillNodes(qsTr("Turn %1: %2’s turn"), formatNumber(view.turn), current));
}

function playerDetail(view, player) {
  const parts = [];
  if (view.family === "panic") {
    const seat = panicSeat(player.name);
    if (seat) {
      if (seat.character) parts.push(seat.character);
      parts.push(
        qsTr("%n point(s)", "", seat.points),
        qsTr("%n kill(s)", "", seat.kills),
        qsTr("%n Castle card(s)", "", seat.castleCards),
        qsTr("%n Treasure", "", seat.treasure)
      );
    }
    return parts.join(" · ");
  }
  parts.push(fill(qsTr("Strength %1"), formatNumber(player.strength)), fill(qsTr("Gear %1"), signed(player.effectiveGear || 0)));
  if (player.cards && player.cards.length) parts.push(formatList(player.cards));
  const items = player.items || [];
  if (items.length) {
    const equipped = items.filter((i) => i.equipped);
    parts.push(equipped.length ? fill(qsTr("Equipped: %1"), formatList(equipped.map((i) => i.name))) : qsTr("%n Item(s) carried", "", items.length));
  }
  if (player.dead) parts.push(qsTr("dead"));
  return parts.join(" · ");
}

function drawPlayers(view) {
  const list = $("players");
  list.replaceChildren();
  const winners = view.winners || [];
  const combat = view.combat || {};
  for (const player of view.players || []) {
    const panic = view.family === "panic";
    const seat = panic ? panicSeat(player.name) : null;
    const inFight = combat.active && (combat.fighter === player.name || combat.helper === player.name);
    const badges = [
      player.name === view.current ? el("span", { class: "badge turn-badge", text: qsTr("turn") }) : null,
      inFight ? el("span", { class: "badge", text: combat.fighter === player.name ? qsTr("fighting") : qsTr("helping") }) : null,
      winners.indexOf(player.name) >= 0 ? el("span", { class: "badge win", text: qsTr("winner") }) : null,
    ];
    const number = panic
      ? el("span", {}, el("span", { class: "caption", text: qsTr("points") + " " }), el("span", { class: "points level", text: formatNumber(seat ? seat.points : 0) }))
      : el("span", {}, el("span", { class: "caption", text: qsTr("Level") + " " }), el("span", { class: "level", text: formatNumber(player.level) }));
    const row = el("div", { class: "player" + (player.name === state.seat ? " mine" : ""), "data-player": player.name });
    row.append(el("div", { class: "swatch", style: player.colour ? "background:" + player.colour : null }));
    row.append(el("div", {}, el("span", { class: "name", text: player.name }), badges), el("div", { class: "numbers" }, number));
    row.append(el("div", { class: "detail", text: playerDetail(view, player) }));
    list.append(row);
  }
}

function drawHistory(view) {
  const list = $("history");
  list.replaceChildren();
  for (const entry of view.history || []) list.append(el("li", { class: entry.legal === false ? "illegal" : null, text: entry.text }));
}

on("view", draw);
on("seats", (message) => {
  state.seats = message.seats || [];
  drawSeats();
});
on("offers", (message) => {
  state.offers = { to: message.to || null, offers: message.offers || [], runAwayIn: message.runAwayIn || [] };
  if (state.view) draw();
});
on("welcome", () => {
  drawSeats();
  if (state.view) draw();
});

// Arbiter's phone page: the game's report (docs/phones.md, "report"). One job: ask the tablet for the
// report of the game the phone follows, show it in place of the live table, ask again when the head moves
// while it is shown, and offer it once the game is over. The figures are the tablet's (its GameReportView,
// under the same names); this file only words them. phone.js makes it with its page helpers.
"use strict";

window.ArbiterReport = function (page) {
  const { state, $, el, show, send } = page;
  const PENDING_MS = 5000;

  // Every sentence is one template with named placeholders, filled whole: "{winners} won on turn {turn}…".
  const words = {
    title: "The report of “{name}”",
    length: "Turns: {turns} · Actions: {actions}",
    updating: "The game moved on: updating the report…",
    waiting: "Asking the tablet for the report…",
    castleFell: "The Castle fell on turn {turn}: the players lost together.",
    castleStands: "The Castle still stands on turn {turn}; nobody has won yet.",
    castleStood: "The Castle stood: every Monster was gone on turn {turn}.",
    castleStoodMaster: "The Castle stood: every Monster was gone on turn {turn}, and {master} is the Master Munchkin.",
    noWinner: "Nobody has won yet; the game stands on turn {turn}.",
    wonByFight: "{winners} won on turn {turn}, reaching the winning Level {level} by killing a Monster.",
    wonByOther: "{winners} won on turn {turn}, reaching the winning Level {level} by a card or a correction.",
    noFight: "No fight was decided.",
    fightWon: "Turn {turn}: {fighter} against {monsters}, {playerStrength} to {monsterStrength}, won.",
    fightLost: "Turn {turn}: {fighter} against {monsters}, {playerStrength} to {monsterStrength}, lost.",
    helpedFightWon: "Turn {turn}: {fighter}, helped by {helper}, against {monsters}, {playerStrength} to {monsterStrength}, won.",
    helpedFightLost: "Turn {turn}: {fighter}, helped by {helper}, against {monsters}, {playerStrength} to {monsterStrength}, lost.",
    fightCards: "Cards played: {cards}.",
    noLosses: "No Tower or Wall fell.",
    towerFell: "Turn {turn}: the Tower of arc {arc} fell.",
    wallFell: "Turn {turn}: the Wall of arc {arc} fell.",
    over: "The game is over.",
    castleOver: "The game is over: the Castle fell.",
    pair: "{first} and {last}",
  };
  const say = (template, values) => template.replace(/\{(\w+)\}/g, (whole, key) => (key in values ? String(values[key]) : whole));
  // "Ann", "Ann and Bob", "Ann, Bob and Cid".
  const names = (list) => (list.length < 2 ? list.join("") : say(words.pair, { first: list.slice(0, -1).join(", "), last: list[list.length - 1] }));

  // Each player's figures under the view's own names, in the tablet's order (the first, finalLevel or
  // trophyPoints, stands large beside the name).
  const cardFigures = [
    ["kills", "Kills"], ["levelsByKills", "Levels by kills"], ["levelsBySelling", "Levels by selling"],
    ["levelsByCards", "Levels by cards"], ["levelsLost", "Levels lost"], ["helpGiven", "Help given"], ["helpReceived", "Help received"],
    ["ranAway", "Ran away"], ["caught", "Caught"], ["deaths", "Deaths"], ["cursesSuffered", "Curses"], ["itemsSold", "Items sold"],
  ];
  const panicFigures = [["kills", "Kills"], ["trophies", "Trophies"]];

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
  function headChanged() {
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
    $("gameOverText").textContent = fell ? words.castleOver : words.over;
  }

  function drawStatus() {
    const status = $("reportStatus");
    const text = !report.data ? words.waiting : report.head !== state.head ? words.updating : "";
    status.textContent = text;
    status.hidden = !text;
  }

  function outcome(data) {
    if (data.panic) {
      if (data.castleFell) return say(words.castleFell, { turn: data.turns });
      if (!data.wonBy) return say(words.castleStands, { turn: data.turns });
      if (!data.masterMunchkin) return say(words.castleStood, { turn: data.wonOnTurn });
      return say(words.castleStoodMaster, { turn: data.wonOnTurn, master: data.masterMunchkin });
    }
    if (!data.wonBy) return say(words.noWinner, { turn: data.turns });
    const values = { winners: names(data.winners || []), turn: data.wonOnTurn, level: data.winningLevel };
    return say(data.wonBy === "fight" ? words.wonByFight : words.wonByOther, values);
  }

  function fightText(fight) {
    if (!fight || !fight.decided) return words.noFight;
    const values = {
      turn: fight.turn,
      fighter: fight.fighter,
      helper: fight.helper,
      monsters: names(fight.monsters || []),
      playerStrength: fight.playerStrength,
      monsterStrength: fight.monsterStrength,
    };
    if (fight.helper) return say(fight.won ? words.helpedFightWon : words.helpedFightLost, values);
    return say(fight.won ? words.fightWon : words.fightLost, values);
  }

  function figureValue(player, key) {
    const value = player[key];
    if (Array.isArray(value)) return value.length ? value.join(", ") : "none";
    return value === undefined || value === null ? "–" : value;
  }

  function playerRow(player, panic) {
    const badges = [
      player.winner ? el("span", { class: "badge win", text: "winner" }) : null,
      player.masterMunchkin ? el("span", { class: "badge win", text: "Master Munchkin" }) : null,
      player.dead ? el("span", { class: "badge", text: "dead" }) : null,
    ];
    const number = panic
      ? el("span", {}, el("span", { class: "caption", text: "Trophy points " }), el("span", { class: "level", "data-figure": "trophyPoints", text: player.trophyPoints }))
      : el("span", {}, el("span", { class: "caption", text: "Level " }), el("span", { class: "level", "data-figure": "finalLevel", text: player.finalLevel }));
    const figures = el("dl", { class: "figures" });
    for (const [key, label] of panic ? panicFigures : cardFigures) {
      const wide = Array.isArray(player[key]); // a list (the Trophies) takes the whole line
      figures.append(el("div", { class: wide ? "figure wide" : "figure" }, el("dt", { text: label }), el("dd", { "data-figure": key, text: figureValue(player, key) })));
    }
    const row = el("div", { class: "player" + (player.name === state.seat ? " mine" : ""), "data-player": player.name });
    row.append(el("div", { class: "swatch", style: player.colour ? "background:" + player.colour : null }));
    row.append(el("div", {}, el("span", { class: "name", text: player.name }), badges), el("div", { class: "numbers" }, number));
    row.append(figures);
    return row;
  }

  function draw() {
    drawStatus();
    const data = report.data;
    show("reportBody", Boolean(data));
    if (!data) return;
    $("reportTitle").textContent = say(words.title, { name: data.gameName || "" });
    $("reportOutcome").textContent = outcome(data);
    $("reportLength").textContent = say(words.length, { turns: data.turns, actions: data.actions });
    const players = $("reportPlayers");
    players.replaceChildren(...(data.players || []).map((player) => playerRow(player, data.panic)));
    const fight = data.biggestFight || {};
    show("reportFightCard", !data.panic || Boolean(fight.decided));
    $("reportFight").textContent = fightText(fight);
    const cards = fight.decided && fight.cards && fight.cards.length ? say(words.fightCards, { cards: names(fight.cards) }) : "";
    $("reportCards").textContent = cards;
    show("reportCards", Boolean(cards));
    show("reportCastle", Boolean(data.panic));
    const losses = data.structuresLost || [];
    const list = $("reportStructures");
    list.replaceChildren(...losses.map((loss) => el("li", { text: say(loss.tower ? words.towerFell : words.wallFell, { turn: loss.turn, arc: loss.arc }) })));
    if (!losses.length) list.append(el("li", { class: "empty", text: words.noLosses }));
  }

  $("reportOpen").addEventListener("click", open);
  $("reportBack").addEventListener("click", close);
  $("gameOverReport").addEventListener("click", open);

  return { receive, headChanged, forget, close, isShown: () => report.shown };
};

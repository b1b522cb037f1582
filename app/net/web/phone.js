// Arbiter's phone page: a player's seat at the table (docs/phones.md, protocol 1).
// The tablet is the referee: this page shows its view, sends the player's requests with the head they were
// made against, and shows the verdicts. It never decides a rule; view.legal enables the buttons.
"use strict";

(function () {
  const PROTOCOL = 1;
  const PING_MS = 5000;
  const FIRST_RETRY_MS = 500;
  const LAST_RETRY_MS = 5000;
  const SILENT_MS = 15000; // no answer to three pings: the connection is dead even if the browser has not noticed
  const RESEND_WITHIN_MS = 60000; // a request cut off by a lost connection is sent again (same id) this long
  const tokenKey = "arbiter.seat." + location.host;
  const inviteKey = "arbiter.invite." + location.host;

  const $ = (id) => document.getElementById(id);

  const state = {
    token: null, // this phone's seat token, kept in localStorage
    invite: null, // the invitation code, until a seat is taken
    usedToken: false, // whether the last hello carried the token
    seat: null, // the player this phone is
    seats: [],
    head: null, // the head of the view shown: what every request is made against
    view: null,
    ws: null,
    retryMs: FIRST_RETRY_MS,
    retryTimer: null,
    pingTimer: null,
    lastHeard: 0,
    stopped: false, // told not to come back (or nothing to come back with)
    requests: 0,
    pending: new Map(), // id -> {label, message, sent}
    // What the player has entered but not sent yet, kept across redraws.
    sell: new Set(), // Items ticked for sale
    rolls: {}, // run-away dice by runner, monster and copy
    badStuff: {}, // by monster: {levels, death}
    hitTarget: "", // Panic: the Monster and the Hit cards chosen
    hitCards: [],
    hitHelper: "", // Panic: the helper whose accepted deal the current player's Hit uses
    offers: { to: null, offers: [], runAwayIn: [] }, // help and deals standing now (docs/phones.md, "Offers")
    dealText: "",
    confirmTimer: null,
  };

  // --- storage (a private window may refuse it: the page still works for this visit) ---

  function load(storage, key) {
    try {
      return storage.getItem(key);
    } catch (e) {
      return null;
    }
  }
  function store(storage, key, value) {
    try {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    } catch (e) {} // kept in memory only
  }
  const setToken = (token) => store(localStorage, tokenKey, (state.token = token));
  const setInvite = (invite) => store(sessionStorage, inviteKey, (state.invite = invite));

  // The address carries #seat=TOKEN or #invite=CODE; both leave the address bar once read, so a token
  // is not shown or shared by accident.
  function readAddress() {
    const params = new URLSearchParams(location.hash.replace(/^#/, ""));
    const seat = params.get("seat");
    const invite = params.get("invite");
    if (seat) setToken(seat);
    if (invite) setInvite(invite);
    if (seat || invite) history.replaceState(null, "", location.pathname + location.search);
    if (!seat) state.token = load(localStorage, tokenKey);
    if (!invite) state.invite = load(sessionStorage, inviteKey);
    return Boolean(seat || invite);
  }

  // --- DOM helpers ---

  function el(tag, attributes, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attributes || {})) {
      if (value === undefined || value === null || value === false) continue;
      if (key === "class") node.className = value;
      else if (key === "text") node.textContent = value;
      else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
      else if (key === "disabled" || key === "checked" || key === "hidden") node[key] = Boolean(value);
      else if (key === "value") node.value = value;
      else node.setAttribute(key, value === true ? "" : String(value));
    }
    for (const child of children.flat()) {
      if (child === null || child === undefined || child === false) continue;
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return node;
  }
  const show = (id, visible) => ($(id).hidden = !visible);
  const signed = (n) => (n > 0 ? "+" : n < 0 ? "−" : "±") + Math.abs(n);
  const title = (word) => (word ? word.charAt(0).toUpperCase() + word.slice(1) : "");

  // --- status, notices, verdicts ---

  function setStatus(kind, text) {
    const status = $("status");
    status.dataset.state = kind;
    status.textContent = text;
  }
  function notice(text) {
    $("notice").textContent = text || "";
    show("notice", Boolean(text));
  }
  // The reason, then the rule behind it by its title (the id only when a title is missing).
  function reasonItem(reason) {
    const rule = reason.title || reason.rule;
    return el("li", {}, reason.text || "", rule ? el("span", { class: "rule-title", text: "Rule: " + rule }) : null);
  }
  function showRefusal(title, reasons, error, field) {
    $("refusalTitle").textContent = title;
    const list = $("refusalReasons");
    list.replaceChildren();
    for (const reason of reasons || []) list.append(reasonItem(reason));
    if (error) list.append(el("li", {}, error, field ? el("span", { class: "rule", text: " (field: " + field + ")" }) : null));
    show("confirm", false);
    show("refusal", true);
    $("refusal").scrollIntoView({ block: "nearest" });
  }
  const hideRefusal = () => show("refusal", false);
  function confirmDone(text) {
    const box = $("confirm");
    box.textContent = text;
    show("confirm", true);
    clearTimeout(state.confirmTimer);
    state.confirmTimer = setTimeout(() => show("confirm", false), 2500);
  }

  // --- the connection ---

  function send(message) {
    if (!state.ws || state.ws.readyState !== WebSocket.OPEN) return false;
    state.ws.send(JSON.stringify(message));
    return true;
  }

  function connect() {
    clearTimeout(state.retryTimer);
    state.retryTimer = null;
    if (!state.token && !state.invite) {
      state.stopped = true;
      setStatus("closed", "not joined");
      show("table", false);
      show("seats", false);
      notice("Scan the tablet's invitation QR code");
      return;
    }
    if (state.ws) return;
    state.stopped = false;
    const ws = new WebSocket("ws://" + location.host + "/ws");
    state.ws = ws;
    ws.onopen = () => {
      if (ws !== state.ws) return;
      state.usedToken = Boolean(state.token);
      const hello = { type: "hello", protocol: PROTOCOL };
      if (state.token) hello.token = state.token;
      else hello.invite = state.invite;
      if (state.head !== null) hello.head = state.head;
      send(hello);
      clearInterval(state.pingTimer);
      state.lastHeard = Date.now();
      state.pingTimer = setInterval(() => (Date.now() - state.lastHeard > SILENT_MS ? reconnectNow() : send({ type: "ping", t: Date.now() })), PING_MS);
    };
    ws.onmessage = (event) => {
      if (ws !== state.ws) return;
      state.lastHeard = Date.now();
      try {
        receive(JSON.parse(event.data));
      } catch (e) {
        console.error("Arbiter: a message from the tablet could not be shown", e);
      }
    };
    ws.onclose = () => {
      if (ws !== state.ws) return;
      state.ws = null;
      clearInterval(state.pingTimer);
      if (!state.stopped) retryLater();
    };
    ws.onerror = () => {}; // a close follows
  }

  function retryLater() {
    setStatus("reconnecting", "reconnecting…");
    clearTimeout(state.retryTimer);
    state.retryTimer = setTimeout(connect, state.retryMs);
    state.retryMs = Math.min(state.retryMs * 2, LAST_RETRY_MS);
  }

  function reconnectNow() {
    const old = state.ws;
    state.ws = null; // its close is not a reason to retry
    if (old) old.close();
    clearInterval(state.pingTimer);
    state.retryMs = FIRST_RETRY_MS;
    connect();
  }

  // The phone goes back to the tablet: it stops coming back with this token.
  function leave(text, forgetToken) {
    if (forgetToken) setToken(null);
    state.seat = null;
    state.head = null;
    state.view = null;
    state.stopped = true;
    state.pending.clear();
    report.close();
    show("table", false);
    show("seats", false);
    $("me").textContent = "";
    setStatus("closed", "not connected");
    notice(text);
  }

  function receive(message) {
    switch (message.type) {
      case "welcome":
        return welcome(message);
      case "snapshot":
      case "changes":
        // A lost message leaves a gap: ask for the whole table rather than show a wrong one.
        if (message.type === "changes" && message.from !== state.head) return send({ type: "resync" });
        state.head = message.head;
        state.view = message.view;
        return draw();
      case "result":
        return result(message);
      case "report":
        return report.receive(message);
      case "seats":
        state.seats = message.seats || [];
        return drawSeats();
      case "offers":
        state.offers = { to: message.to || null, offers: message.offers || [], runAwayIn: message.runAwayIn || [] };
        return state.view ? draw() : undefined;
      case "error":
        report.forget(); // when it answered a report request, none comes
        return showRefusal("The tablet could not take that", [], message.error, message.field);
      case "bye":
        return bye(message.reason, message);
      default:
        return; // pong, and anything a later tablet adds
    }
  }

  function welcome(message) {
    state.retryMs = FIRST_RETRY_MS;
    setStatus("connected", "connected");
    notice("");
    state.seat = message.seat || null;
    state.seats = message.seats || [];
    state.offers = { to: null, offers: [], runAwayIn: [] }; // what stands now comes after the hello
    report.forget(); // an answer lost with the last connection is asked for again
    if (message.token) setToken(message.token);
    if (state.seat) setInvite(null);
    $("me").textContent = state.seat || "";
    drawSeats();
    resendPending();
    if (state.view) draw();
  }

  function bye(reason, message) {
    const token = state.usedToken;
    if (reason === "seat-gone") {
      // The tablet opened a game without this player: back to picking a seat with the invitation it sends.
      setToken(null);
      state.seat = null;
      state.head = null;
      state.view = null;
      state.pending.clear();
      report.close();
      show("table", false);
      $("me").textContent = "";
      if (message && message.invite) {
        setInvite(message.invite);
        state.retryMs = FIRST_RETRY_MS;
        notice("The tablet started a game without your seat. Pick your seat again.");
        return; // the close that follows reconnects with the invitation
      }
      leave("The tablet started a game without your seat. Scan the tablet's invitation QR code.", true);
    } else if (reason === "origin") {
      leave("This page may not talk to the tablet: open the tablet's own address.", false);
    } else if (reason === "seat-taken-back") {
      leave("The tablet took your seat back. Scan the tablet's invitation QR code to join again.", true);
    } else if (reason === "token-unknown") {
      if (token && state.invite) {
        setToken(null); // an older seat: join again with the invitation this phone has
        state.stopped = false;
        return;
      }
      if (!token) setInvite(null);
      const what = token ? "The tablet does not know this seat any more." : "This invitation is closed.";
      leave(what + " Scan the tablet's invitation QR code.", true);
    } else if (reason === "invitation-closed") {
      // Kept: the same tablet may open again with the same seats (after an app restart); a new invitation
      // answers token-unknown and the page then says so.
      notice("The tablet closed the invitation. Waiting for it to open again…");
      state.retryMs = LAST_RETRY_MS;
    } else if (reason === "protocol") {
      leave("This page does not speak the tablet's language: reload it.", false);
    } else {
      notice("The tablet closed the connection (" + reason + "). Reconnecting…");
    }
  }

  // --- requests ---

  function act(action, label) {
    if (!state.ws || state.ws.readyState !== WebSocket.OPEN || state.head === null || !state.seat) {
      showRefusal(label + ": not sent", [], "not connected to the tablet: wait for “connected” and try again");
      return;
    }
    state.requests += 1;
    const id = Date.now().toString(36) + "-" + state.requests + "-" + Math.random().toString(36).slice(2, 8);
    const message = { type: "act", id: id, against: state.head, action: action };
    state.pending.set(id, { label: label, message: message, sent: Date.now() });
    send(message);
  }

  // After a reconnect: a request with the same id is answered, never done twice (docs/phones.md).
  function resendPending() {
    const now = Date.now();
    for (const [id, request] of state.pending) {
      if (now - request.sent > RESEND_WITHIN_MS) state.pending.delete(id);
      else send(request.message);
    }
  }

  function result(message) {
    const request = state.pending.get(message.id);
    state.pending.delete(message.id);
    const label = request ? request.label : "Your request";
    if (message.waiting) {
      // Kept by the tablet until the other side's dice are in; the answer that counts comes then.
      if (request) state.pending.set(message.id, request);
      hideRefusal();
      confirmDone(label + ": your dice are in. Waiting for " + message.waiting + "’s.");
      return;
    }
    if (message.accepted && !message.recorded) {
      hideRefusal();
      confirmDone(label + ": accepted.");
      return;
    }
    if (message.recorded) {
      hideRefusal();
      const reasons = message.reasons || []; // the last one says how it ended
      confirmDone(label + ": done." + (reasons.length ? " " + reasons[reasons.length - 1].text : ""));
      return;
    }
    showRefusal(label + ": refused", message.reasons, message.error, message.field);
  }

  // --- what the referee allows now ---

  // view.legal.kinds: one entry per kind of action ({kind: "sell-items", available, players, reasons}).
  const legal = (kind) =>
    ((state.view && state.view.legal && state.view.legal.kinds) || []).find((entry) => entry.kind === kind) || null;
  // Whether `kind` is available for the player (for a kind that names nobody: available at all).
  function may(kind, player) {
    const entry = legal(kind);
    if (!entry || !entry.available) return false;
    const players = entry.players || [];
    return players.length === 0 || players.indexOf(player) >= 0;
  }
  const myPlayer = () => (state.view && state.seat && (state.view.players || []).find((p) => p.name === state.seat)) || null;
  const panicSeat = (name) => (state.view && state.view.panic && (state.view.panic.seats || []).find((s) => s.name === name)) || null;
  // Fights and deals (phone_actions.js): help offered and accepted, one's own run-away dice, Hits.
  const actions = window.ArbiterActions({ state, $, el, show, may, legal, send, showRefusal, confirmDone, title });
  // The game's report (phone_report.js): shown in place of the table, asked again when the head moves.
  const report = window.ArbiterReport({ state, $, el, show, send });

  // --- drawing ---

  function drawSeats() {
    const picking = !state.seat && state.invite && !state.stopped;
    show("seats", Boolean(picking));
    const list = $("seatList");
    list.replaceChildren();
    for (const seat of state.seats) {
      const claim = () => send({ type: "claim", seat: seat.name });
      list.append(el("button", { type: "button", "data-seat": seat.name, disabled: seat.taken, text: seat.name + (seat.taken ? " (taken)" : ""), onclick: claim }));
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
      turn.append(el("b", { text: view.winners.join(" and ") + (view.winners.length > 1 ? " win" : " wins") }), " the game!");
      return;
    }
    const panic = view.panic;
    const phase = !panic ? view.phaseName : panic.settingUp ? "Set-up: place the Monsters" : title((panic.phase || "").replace(/-/g, " "));
    turn.append("Turn " + view.turn + ": ", el("b", { text: view.current }), "’s turn");
    if (phase) turn.append(" · " + phase);
  }

  function playerDetail(view, player) {
    const parts = [];
    if (view.family === "panic") {
      const seat = panicSeat(player.name);
      if (seat) {
        if (seat.character) parts.push(seat.character);
        parts.push(seat.points + " points", seat.kills + " kills", seat.castleCards + " Castle cards", seat.treasure + " Treasure");
      }
      return parts.join(" · ");
    }
    parts.push("Strength " + player.strength, "Gear " + signed(player.effectiveGear || 0));
    if (player.cards && player.cards.length) parts.push(player.cards.join(", "));
    const items = player.items || [];
    if (items.length) {
      const equipped = items.filter((i) => i.equipped);
      parts.push(equipped.length ? "Equipped: " + equipped.map((i) => i.name).join(", ") : items.length + " Items carried");
    }
    if (player.dead) parts.push("dead");
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
        player.name === view.current ? el("span", { class: "badge turn-badge", text: "turn" }) : null,
        inFight ? el("span", { class: "badge", text: combat.fighter === player.name ? "fighting" : "helping" }) : null,
        winners.indexOf(player.name) >= 0 ? el("span", { class: "badge win", text: "winner" }) : null,
      ];
      const number = panic
        ? el("span", {}, el("span", { class: "caption", text: "points " }), el("span", { class: "points level", text: seat ? seat.points : 0 }))
        : el("span", {}, el("span", { class: "caption", text: "Level " }), el("span", { class: "level", text: player.level }));
      const row = el("div", { class: "player" + (player.name === state.seat ? " mine" : ""), "data-player": player.name });
      row.append(el("div", { class: "swatch", style: player.colour ? "background:" + player.colour : null }));
      row.append(el("div", {}, el("span", { class: "name", text: player.name }), badges), el("div", { class: "numbers" }, number));
      row.append(el("div", { class: "detail", text: playerDetail(view, player) }));
      list.append(row);
    }
  }

  function drawMine(view) {
    const me = myPlayer();
    show("mine", Boolean(me));
    if (!me) return;
    const name = me.name;
    const panic = view.family === "panic";
    $("myLevel").textContent = me.level;
    $("myStrength").textContent = panic ? "" : "Strength " + me.strength + " · Gear " + signed(me.effectiveGear || 0);
    $("levelUp").disabled = !may("change-level", name);
    $("levelDown").disabled = !may("change-level", name);
    $("levelUp").parentElement.hidden = panic; // Munchkin Panic has no Levels
    drawItems(me, panic);
    actions.drawHelp(view, name);
    actions.drawRunAway(view, name);
    show("charityBox", !panic && may("charity", name));
    show("panicCharityBox", panic && view.current === name && may("panic-charity", name));
    actions.drawHit(view, name);
    drawMyPanic(view, name);
  }

  function drawItems(me, panic) {
    show("itemsBox", !panic);
    if (panic) return;
    const list = $("myItems");
    list.replaceChildren();
    const items = me.items || [];
    const canEquip = may("equip-item", me.name);
    const canSell = may("sell-items", me.name);
    for (const name of Array.from(state.sell)) if (!items.some((i) => i.name === name)) state.sell.delete(name);
    if (!items.length) list.append(el("li", { class: "empty", text: "No Items in play" }));
    for (const item of items) {
      const facts = [signed(item.bonus || 0)];
      if (item.slot && item.slot !== "none") facts.push(item.slot);
      if (item.big) facts.push("Big");
      if (item.gold) facts.push(item.gold + " Gold");
      facts.push(item.equipped ? (item.counts === false ? "equipped, does not count" : "equipped") : "carried");
      const why = item.equipped && item.counts === false ? (item.reasons || []).map((r) => r.text).join(" ") : "";
      const sell = el("input", { type: "checkbox", "aria-label": "Sell " + item.name, checked: state.sell.has(item.name), disabled: !canSell });
      sell.addEventListener("change", () => {
        if (sell.checked) state.sell.add(item.name);
        else state.sell.delete(item.name);
        drawSellButton(me, canSell);
      });
      const equip = () => act({ kind: "equip-item", player: me.name, item: item.name, equipped: !item.equipped }, (item.equipped ? "Carry " : "Equip ") + item.name);
      const note = el("span", { class: "item-note", text: facts.join(" · ") + (why ? " — " + why : "") });
      list.append(
        el("li", { "data-item": item.name }, sell, el("span", { class: "item-name" }, item.name, note),
          el("button", { type: "button", class: "secondary", disabled: !canEquip, text: item.equipped ? "Carry" : "Equip", onclick: equip }))
      );
    }
    drawSellButton(me, canSell);
  }

  function drawSellButton(me, canSell) {
    const button = $("sell");
    const chosen = (me.items || []).filter((i) => state.sell.has(i.name));
    const gold = chosen.reduce((sum, i) => sum + (i.gold || 0), 0);
    show("sell", (me.items || []).length > 0);
    button.disabled = !canSell || chosen.length === 0;
    button.textContent = chosen.length ? "Sell " + chosen.length + " for " + gold + " Gold" : "Tick Items to sell";
  }


  function drawMyPanic(view, name) {
    const box = $("myPanic");
    const seat = view.family === "panic" ? panicSeat(name) : null;
    show("myPanic", Boolean(seat));
    if (!seat) return;
    box.replaceChildren(el("h3", { text: "My cards and Trophies" }));
    box.append(
      el("div", { text: "Castle cards in hand: " + seat.castleCards + " · Treasure: " + seat.treasure + (seat.treasureWaiting ? " (+" + seat.treasureWaiting + " waiting)" : "") }),
      el("div", { text: "Points: " + seat.points + " · kills: " + seat.kills + (seat.loseHelp ? " · Lose Help" : "") })
    );
    const trophies = seat.trophies || [];
    box.append(el("div", { text: trophies.length ? "Trophies: " + trophies.map((t) => t.token + " (" + t.points + ")").join(", ") : "No Trophies yet" }));
  }

  const sideNames = (combat) => combat.fighter + (combat.helper ? " and " + combat.helper : "");

  function drawCombat(view) {
    const combat = view.combat || {};
    const box = $("combat");
    show("combat", Boolean(combat.active));
    if (!combat.active) return;
    box.replaceChildren(el("h2", { text: "The fight" }));
    const monsters = (combat.monsters || []).filter((m) => !m.eliminated);
    const strength = (value, id) => el("div", { class: "strength", id: id, text: value === undefined ? "?" : value });
    const players = el("div", {}, el("div", { text: sideNames(combat) }), strength(combat.playerStrength, "playerStrength"));
    const against = el("div", {}, el("div", { text: monsters.map((m) => m.name + " (Level " + m.level + ")").join(", ") }), strength(combat.monsterStrength, "monsterStrength"));
    box.append(el("div", { class: "versus" }, players, el("div", { class: "caption", text: "vs" }), against));
    let verdict;
    if (combat.legal === false) verdict = el("div", { class: "verdict lose", text: "The referee cannot judge this fight yet" });
    else if (combat.runningAway) verdict = el("div", { class: "verdict lose", text: sideNames(combat) + " must run away" });
    else if (combat.outcome === "win") verdict = el("div", { class: "verdict win", text: sideNames(combat) + (combat.gameWon ? " win the game" : " win") + (combat.levelsGained ? ": " + combat.levelsGained + " level(s), " + combat.treasures + " Treasure(s)" : "") });
    else if (combat.outcome === "lose") verdict = el("div", { class: "verdict lose", text: "The monsters win: " + sideNames(combat) + " must run away" });
    if (verdict) box.append(verdict);
    if (combat.reasons && combat.reasons.length) box.append(el("ul", { class: "reasons" }, combat.reasons.map(reasonItem)));
    if (combat.takes && combat.takes.text) box.append(el("p", { class: "takes" }, el("b", { text: "What it takes: " }), combat.takes.text));
    const chances = combat.runAway || [];
    if (chances.length) {
      const odds = (c) => (c.automatic ? "escapes without rolling" : "escapes on " + c.minimumRoll + "+ (" + Math.round((c.chance || 0) * 100) + "%)");
      box.append(el("ul", { class: "reasons" }, chances.map((c) => el("li", { text: c.player + " from " + c.monster + ": " + odds(c) }))));
    }
  }

  function drawBoard(view) {
    const box = $("board");
    const panic = view.family === "panic" ? view.panic : null;
    show("board", Boolean(panic));
    if (!panic) return;
    const board = panic.board || {};
    box.replaceChildren(el("h2", { text: "The board" }));
    const rings = ["castle", "swordsman", "knight", "archer", "forest"];
    const monsters = board.monsters || [];
    for (const ring of rings) {
      const here = monsters.filter((m) => m.ring === ring).sort((a, b) => a.arc - b.arc);
      if (!here.length) continue;
      const line = (m) => "Arc " + m.arc + " (" + m.colour + "): " + m.name + ", health " + m.health + "/" + m.maxHealth + (m.glued ? ", glued" : "");
      box.append(el("div", { class: "ring" }, el("b", { text: title(ring) }), here.map((m) => el("span", { class: "monster-line", text: line(m) }))));
    }
    if (!monsters.length) box.append(el("p", { class: "hint", text: "No Monsters on the board" }));
    box.append(el("p", {}, el("b", { text: "Walls: " }), standing(board.walls, board.fortified)));
    box.append(el("p", {}, el("b", { text: "Towers: " }), standing(board.towers)));
    if (board.sleep) box.append(el("p", { text: "The Sleep Potion holds the Monsters this turn." }));
  }

  // Walls and Towers: the arcs where one still stands.
  function standing(arcs, fortified) {
    if (!Array.isArray(arcs) || !arcs.length) return "none standing";
    return "arcs " + arcs.map((arc) => arc + ((fortified || []).indexOf(arc) >= 0 ? " (fortified)" : "")).join(", ");
  }

  function drawHistory(view) {
    const list = $("history");
    list.replaceChildren();
    for (const entry of view.history || []) list.append(el("li", { class: entry.legal === false ? "illegal" : null, text: entry.text }));
  }

  // --- the controls ---

  function level(amount) {
    const me = myPlayer();
    if (!me) return;
    // "+" is a Go Up a Level card, "−" a card that costs a level, as on the tablet.
    act({ kind: "change-level", player: me.name, amount: amount, source: amount > 0 ? "go-up-a-level" : "card" }, amount > 0 ? "Level up" : "Level down");
  }

  function wire() {
    $("levelUp").addEventListener("click", () => level(1));
    $("levelDown").addEventListener("click", () => level(-1));
    $("refusalClose").addEventListener("click", hideRefusal);
    $("sell").addEventListener("click", () => {
      const me = myPlayer();
      if (!me) return;
      const items = (me.items || []).filter((i) => state.sell.has(i.name)).map((i) => i.name);
      act({ kind: "sell-items", player: me.name, items: items }, "Sell");
      state.sell.clear();
    });
    $("charity").addEventListener("click", () => act({ kind: "charity", hand: Math.max(0, Number($("charityHand").value) || 0) }, "Charity"));
    $("panicCharity").addEventListener("click", () => act({ kind: "panic-charity" }, "Charity"));
    $("runAway").addEventListener("click", () => act(actions.runAwayAction(), "Run away"));
    $("hitTarget").addEventListener("change", (event) => {
      state.hitTarget = event.target.value;
      state.hitCards = [];
      if (state.view) actions.drawHit(state.view, state.seat);
    });
    $("hit").addEventListener("click", () => {
      act(actions.hitAction(), "Hit on " + state.hitTarget);
      state.hitCards = [];
    });
    // A phone that wakes up reconnects at once instead of waiting for its back-off.
    document.addEventListener("visibilitychange", () => {
      const silent = !state.ws || Date.now() - state.lastHeard > 2 * PING_MS;
      if (document.visibilityState === "visible" && silent && !state.stopped) reconnectNow();
    });
    window.addEventListener("hashchange", () => {
      if (readAddress()) {
        state.head = null;
        state.view = null;
        reconnectNow();
      }
    });
  }

  function start() {
    wire();
    readAddress();
    connect();
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();

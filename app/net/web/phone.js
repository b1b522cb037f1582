// Arbiter's phone page: a player's seat at the table (docs/phones.md, protocol 1).
// The tablet is the referee: this page shows its view, sends the player's requests with the head they were
// made against, and shows the verdicts. It never decides a rule; view.legal enables the buttons.
// Its words are in the phone's language (phone_i18n.js): every text goes through qsTr with its English as
// lupdate reads it, a sentence with values as one pattern filled whole (fill, fillNodes); the tablet's own
// texts (names, reasons, the history) are shown as it sends them.
"use strict";

(function () {
  const PROTOCOL = 1;
  const PING_MS = 5000;
  const FIRST_RETRY_MS = 500;
  const LAST_RETRY_MS = 5000;
  const SILENT_MS = 15000; // no answer to three pings: the connection is dead even if the browser has not noticed
  const RESEND_WITHIN_MS = 60000; // a request cut off by a lost connection is sent again (same id) this long
  const WORDS_WAIT_MS = 5000; // a page whose words do not come starts in English rather than not at all
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
  const signed = (n) => (n > 0 ? "+" : n < 0 ? "−" : "±") + formatNumber(Math.abs(n));
  const title = (word) => (word ? word.charAt(0).toUpperCase() + word.slice(1) : "");

  // `pattern` with %1..%9 replaced by `args` as nodes (a name in bold keeps its el("b")) or text: what
  // fill() does for a sentence that carries markup. The parts, for append().
  function fillNodes(pattern, ...args) {
    const parts = [];
    let from = 0;
    for (const match of pattern.matchAll(/%([1-9])/g)) {
      const arg = args[Number(match[1]) - 1];
      if (arg === undefined) continue;
      parts.push(pattern.slice(from, match.index), arg);
      from = match.index + match[0].length;
    }
    parts.push(pattern.slice(from));
    return parts.filter((part) => part !== "");
  }

  // The board's rings, the arcs' colours, Munchkin Panic's phases and the Items' slots come as the
  // protocol's names ("swordsman", "red", "play-cards", "1hand"): shown in words, the name itself when new.
  function ringName(ring) {
    const names = { castle: qsTr("Castle"), swordsman: qsTr("Swordsman"), knight: qsTr("Knight"), archer: qsTr("Archer"), forest: qsTr("Forest") };
    return names[ring] || title(ring);
  }
  function colourName(colour) {
    const names = { red: qsTr("red"), green: qsTr("green"), blue: qsTr("blue") };
    return names[colour] || colour;
  }
  function panicPhaseName(phase) {
    const names = {
      "discard-and-draw": qsTr("Discard and draw"),
      "give-charity": qsTr("Give charity"),
      "play-cards": qsTr("Play cards"),
      "add-treasure": qsTr("Add treasure"),
      "move-monsters": qsTr("Move monsters"),
      "place-monsters": qsTr("Place monsters"),
    };
    return names[phase] || title((phase || "").replace(/-/g, " "));
  }
  function slotName(slot) {
    const names = { headgear: qsTr("headgear"), armor: qsTr("armor"), footgear: qsTr("footgear"), "1hand": qsTr("1hand"), "2hands": qsTr("2hands") };
    return names[slot] || slot;
  }

  // The page's own texts (index.html keeps them in English, for the moment before the words are in).
  function translateStaticTexts() {
    const text = (selector, words) => document.querySelectorAll(selector).forEach((node) => (node.textContent = words));
    const attribute = (selector, name, words) => document.querySelectorAll(selector).forEach((node) => node.setAttribute(name, words));
    // A label's own words, before its field.
    const label = (selector, words) => {
      const node = document.querySelector(selector);
      if (node && node.firstChild && node.firstChild.nodeType === Node.TEXT_NODE) node.firstChild.nodeValue = words + " ";
    };
    document.title = qsTr("Arbiter: my seat");
    text("#status", qsTr("connecting…"));
    text("#refusalTitle", qsTr("Refused"));
    attribute("#refusalClose", "aria-label", qsTr("Close"));
    text("#seats h2", qsTr("Pick your seat"));
    text("#seats .hint", qsTr("Tap your name. A greyed seat is already taken: the tablet can give it back."));
    text("#gameOverReport", qsTr("See the game’s report"));
    attribute("#levelDown", "aria-label", qsTr("Lose a level"));
    attribute("#levelUp", "aria-label", qsTr("Go up a level"));
    text("#mine .level-box .caption:not([id])", qsTr("Level"));
    text("#runBox h3", qsTr("Run away"));
    text("#runBox .hint", qsTr("Enter each die as rolled. Bad Stuff counts only for a monster that catches its runner."));
    text("#runAway", qsTr("Enter the rolls"));
    text("#itemsBox h3", qsTr("My Items"));
    text("#sell", qsTr("Sell"));
    text("#charityBox h3", qsTr("Charity"));
    label("#charityBox label", qsTr("Cards in my hand"));
    text("#charity", qsTr("Count my hand"));
    text("#panicCharity", qsTr("Give Charity"));
    text("#hitBox h3", qsTr("Hit a Monster"));
    label("#hitBox label", qsTr("Monster"));
    text("#hit", qsTr("Hit"));
    text("#playersTitle, #reportPlayersTitle", qsTr("Players"));
    text("#historyTitle", qsTr("History"));
    text("#reportTitle, #reportOpen", qsTr("Report"));
    text("#reportFightCard h2", qsTr("The biggest fight"));
    text("#reportCastle h2", qsTr("Towers and Walls lost"));
    text("#reportBack", qsTr("Back"));
  }

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
    return el("li", {}, reason.text || "", rule ? el("span", { class: "rule-title", text: fill(qsTr("Rule: %1"), rule) }) : null);
  }
  function showRefusal(title, reasons, error, field) {
    $("refusalTitle").textContent = title;
    const list = $("refusalReasons");
    list.replaceChildren();
    for (const reason of reasons || []) list.append(reasonItem(reason));
    if (error) list.append(el("li", {}, error, field ? el("span", { class: "rule", text: " " + fill(qsTr("(field: %1)"), field) }) : null));
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
      setStatus("closed", qsTr("not joined"));
      show("table", false);
      show("seats", false);
      notice(qsTr("Scan the tablet's invitation QR code"));
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
      hello.language = phoneWords.language; // the language the page shows: the tablet's texts in it too
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
    setStatus("reconnecting", qsTr("reconnecting…"));
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
    setStatus("closed", qsTr("not connected"));
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
        return showRefusal(qsTr("The tablet could not take that"), [], message.error, message.field);
      case "bye":
        return bye(message.reason, message);
      default:
        return; // pong, and anything a later tablet adds
    }
  }

  function welcome(message) {
    state.retryMs = FIRST_RETRY_MS;
    setStatus("connected", qsTr("connected"));
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
        notice(qsTr("The tablet started a game without your seat. Pick your seat again."));
        return; // the close that follows reconnects with the invitation
      }
      leave(qsTr("The tablet started a game without your seat. Scan the tablet's invitation QR code."), true);
    } else if (reason === "origin") {
      leave(qsTr("This page may not talk to the tablet: open the tablet's own address."), false);
    } else if (reason === "seat-taken-back") {
      leave(qsTr("The tablet took your seat back. Scan the tablet's invitation QR code to join again."), true);
    } else if (reason === "token-unknown") {
      if (token && state.invite) {
        setToken(null); // an older seat: join again with the invitation this phone has
        state.stopped = false;
        return;
      }
      if (!token) setInvite(null);
      leave(
        token
          ? qsTr("The tablet does not know this seat any more. Scan the tablet's invitation QR code.")
          : qsTr("This invitation is closed. Scan the tablet's invitation QR code."),
        true
      );
    } else if (reason === "invitation-closed") {
      // Kept: the same tablet may open again with the same seats (after an app restart); a new invitation
      // answers token-unknown and the page then says so.
      notice(qsTr("The tablet closed the invitation. Waiting for it to open again…"));
      state.retryMs = LAST_RETRY_MS;
    } else if (reason === "protocol") {
      leave(qsTr("This page does not speak the tablet's language: reload it."), false);
    } else {
      notice(fill(qsTr("The tablet closed the connection (%1). Reconnecting…"), reason));
    }
  }

  // --- requests ---

  function act(action, label) {
    if (!state.ws || state.ws.readyState !== WebSocket.OPEN || state.head === null || !state.seat) {
      showRefusal(fill(qsTr("%1: not sent"), label), [], qsTr("not connected to the tablet: wait for “connected” and try again"));
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
    const label = request ? request.label : qsTr("Your request");
    if (message.waiting) {
      // Kept by the tablet until the other side's dice are in; the answer that counts comes then.
      if (request) state.pending.set(message.id, request);
      hideRefusal();
      confirmDone(fill(qsTr("%1: your dice are in. Waiting for %2’s."), label, message.waiting));
      return;
    }
    if (message.accepted && !message.recorded) {
      hideRefusal();
      confirmDone(fill(qsTr("%1: accepted."), label));
      return;
    }
    if (message.recorded) {
      hideRefusal();
      const reasons = message.reasons || []; // the last one says how it ended
      confirmDone(reasons.length ? fill(qsTr("%1: done. %2"), label, reasons[reasons.length - 1].text) : fill(qsTr("%1: done."), label));
      return;
    }
    showRefusal(fill(qsTr("%1: refused"), label), message.reasons, message.error, message.field);
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
  const actions = window.ArbiterActions({ state, $, el, show, may, legal, send, showRefusal, confirmDone, title, ringName });
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

  function drawMine(view) {
    const me = myPlayer();
    show("mine", Boolean(me));
    if (!me) return;
    const name = me.name;
    const panic = view.family === "panic";
    $("myLevel").textContent = formatNumber(me.level);
    $("myStrength").textContent = panic ? "" : fill(qsTr("Strength %1"), formatNumber(me.strength)) + " · " + fill(qsTr("Gear %1"), signed(me.effectiveGear || 0));
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
    if (!items.length) list.append(el("li", { class: "empty", text: qsTr("No Items in play") }));
    for (const item of items) {
      const facts = [signed(item.bonus || 0)];
      if (item.slot && item.slot !== "none") facts.push(slotName(item.slot));
      if (item.big) facts.push(qsTr("Big"));
      if (item.gold) facts.push(fill(qsTr("%1 Gold"), formatNumber(item.gold)));
      facts.push(item.equipped ? (item.counts === false ? qsTr("equipped, does not count") : qsTr("equipped")) : qsTr("carried"));
      const why = item.equipped && item.counts === false ? (item.reasons || []).map((r) => r.text).join(" ") : "";
      const sell = el("input", { type: "checkbox", "aria-label": fill(qsTr("Sell %1"), item.name), checked: state.sell.has(item.name), disabled: !canSell });
      sell.addEventListener("change", () => {
        if (sell.checked) state.sell.add(item.name);
        else state.sell.delete(item.name);
        drawSellButton(me, canSell);
      });
      const equip = () =>
        act({ kind: "equip-item", player: me.name, item: item.name, equipped: !item.equipped }, fill(item.equipped ? qsTr("Carry %1") : qsTr("Equip %1"), item.name));
      const note = el("span", { class: "item-note", text: facts.join(" · ") + (why ? " — " + why : "") });
      list.append(
        el("li", { "data-item": item.name }, sell, el("span", { class: "item-name" }, item.name, note),
          el("button", { type: "button", class: "secondary", disabled: !canEquip, text: item.equipped ? qsTr("Carry") : qsTr("Equip"), onclick: equip }))
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
    button.textContent = chosen.length ? fill(qsTr("Sell %n for %1 Gold", "", chosen.length), formatNumber(gold)) : qsTr("Tick Items to sell");
  }


  function drawMyPanic(view, name) {
    const box = $("myPanic");
    const seat = view.family === "panic" ? panicSeat(name) : null;
    show("myPanic", Boolean(seat));
    if (!seat) return;
    box.replaceChildren(el("h3", { text: qsTr("My cards and Trophies") }));
    const cards = formatNumber(seat.castleCards);
    const treasure = formatNumber(seat.treasure);
    const points = formatNumber(seat.points);
    const kills = formatNumber(seat.kills);
    box.append(
      el("div", {
        text: seat.treasureWaiting
          ? fill(qsTr("Castle cards in hand: %1 · Treasure: %2 (+%3 waiting)"), cards, treasure, formatNumber(seat.treasureWaiting))
          : fill(qsTr("Castle cards in hand: %1 · Treasure: %2"), cards, treasure),
      }),
      el("div", { text: seat.loseHelp ? fill(qsTr("Points: %1 · kills: %2 · Lose Help"), points, kills) : fill(qsTr("Points: %1 · kills: %2"), points, kills) })
    );
    const trophies = (seat.trophies || []).map((t) => t.token + " (" + formatNumber(t.points) + ")");
    box.append(el("div", { text: trophies.length ? fill(qsTr("Trophies: %1"), formatList(trophies)) : qsTr("No Trophies yet") }));
  }

  // The fighter, and the helper when there is one: "Ann and Bob".
  const sideNames = (combat) => formatList([combat.fighter].concat(combat.helper ? [combat.helper] : []));

  // The fight's verdict in words: one sentence for each case, the helped side's with both names.
  function verdictText(combat) {
    const fighter = combat.fighter;
    const helper = combat.helper;
    if (combat.legal === false) return qsTr("The referee cannot judge this fight yet");
    if (combat.runningAway) return helper ? fill(qsTr("%1 and %2 must run away"), fighter, helper) : fill(qsTr("%1 must run away"), fighter);
    if (combat.outcome === "lose") {
      return helper ? fill(qsTr("The monsters win: %1 and %2 must run away"), fighter, helper) : fill(qsTr("The monsters win: %1 must run away"), fighter);
    }
    if (combat.outcome !== "win") return "";
    if (combat.levelsGained) {
      const levels = qsTr("%n level(s)", "", combat.levelsGained);
      const treasures = qsTr("%n Treasure(s)", "", combat.treasures || 0);
      if (combat.gameWon) {
        return helper
          ? fill(qsTr("%1 and %2 win the game: %3, %4"), fighter, helper, levels, treasures)
          : fill(qsTr("%1 wins the game: %2, %3"), fighter, levels, treasures);
      }
      return helper ? fill(qsTr("%1 and %2 win: %3, %4"), fighter, helper, levels, treasures) : fill(qsTr("%1 wins: %2, %3"), fighter, levels, treasures);
    }
    if (combat.gameWon) return helper ? fill(qsTr("%1 and %2 win the game"), fighter, helper) : fill(qsTr("%1 wins the game"), fighter);
    return helper ? fill(qsTr("%1 and %2 win"), fighter, helper) : fill(qsTr("%1 wins"), fighter);
  }

  function drawCombat(view) {
    const combat = view.combat || {};
    const box = $("combat");
    show("combat", Boolean(combat.active));
    if (!combat.active) return;
    box.replaceChildren(el("h2", { text: qsTr("The fight") }));
    const monsters = (combat.monsters || []).filter((m) => !m.eliminated);
    const strength = (value, id) => el("div", { class: "strength", id: id, text: value === undefined ? "?" : formatNumber(value) });
    const players = el("div", {}, el("div", { text: sideNames(combat) }), strength(combat.playerStrength, "playerStrength"));
    const monsterNames = monsters.map((m) => fill(qsTr("%1 (Level %2)"), m.name, formatNumber(m.level)));
    const against = el("div", {}, el("div", { text: formatList(monsterNames) }), strength(combat.monsterStrength, "monsterStrength"));
    box.append(el("div", { class: "versus" }, players, el("div", { class: "caption", text: qsTr("vs") }), against));
    const verdict = verdictText(combat);
    if (verdict) box.append(el("div", { class: combat.legal !== false && !combat.runningAway && combat.outcome === "win" ? "verdict win" : "verdict lose", text: verdict }));
    if (combat.reasons && combat.reasons.length) box.append(el("ul", { class: "reasons" }, combat.reasons.map(reasonItem)));
    if (combat.takes && combat.takes.text) box.append(el("p", { class: "takes" }, el("b", { text: qsTr("What it takes:") }), " ", combat.takes.text));
    const chances = combat.runAway || [];
    if (chances.length) {
      const odds = (c) =>
        c.automatic
          ? fill(qsTr("%1 from %2: escapes without rolling"), c.player, c.monster)
          : fill(qsTr("%1 from %2: escapes on %3+ (%4%)"), c.player, c.monster, formatNumber(c.minimumRoll), formatNumber(Math.round((c.chance || 0) * 100)));
      box.append(el("ul", { class: "reasons" }, chances.map((c) => el("li", { text: odds(c) }))));
    }
  }

  function drawBoard(view) {
    const box = $("board");
    const panic = view.family === "panic" ? view.panic : null;
    show("board", Boolean(panic));
    if (!panic) return;
    const board = panic.board || {};
    box.replaceChildren(el("h2", { text: qsTr("The board") }));
    const rings = ["castle", "swordsman", "knight", "archer", "forest"];
    const monsters = board.monsters || [];
    for (const ring of rings) {
      const here = monsters.filter((m) => m.ring === ring).sort((a, b) => a.arc - b.arc);
      if (!here.length) continue;
      const line = (m) => {
        const values = [formatNumber(m.arc), colourName(m.colour), m.name, formatNumber(m.health), formatNumber(m.maxHealth)];
        return fill(m.glued ? qsTr("Arc %1 (%2): %3, health %4/%5, glued") : qsTr("Arc %1 (%2): %3, health %4/%5"), ...values);
      };
      box.append(el("div", { class: "ring" }, el("b", { text: ringName(ring) }), here.map((m) => el("span", { class: "monster-line", text: line(m) }))));
    }
    if (!monsters.length) box.append(el("p", { class: "hint", text: qsTr("No Monsters on the board") }));
    box.append(el("p", {}, el("b", { text: qsTr("Walls:") }), " ", standing(board.walls, board.fortified)));
    box.append(el("p", {}, el("b", { text: qsTr("Towers:") }), " ", standing(board.towers)));
    if (board.sleep) box.append(el("p", { text: qsTr("The Sleep Potion holds the Monsters this turn.") }));
  }

  // Walls and Towers: the arcs where one still stands ("arcs 1, 3 (fortified), 5").
  function standing(arcs, fortified) {
    if (!Array.isArray(arcs) || !arcs.length) return qsTr("none standing");
    const shown = arcs.map((arc) => ((fortified || []).indexOf(arc) >= 0 ? fill(qsTr("%1 (fortified)"), formatNumber(arc)) : formatNumber(arc)));
    return arcs.length === 1 ? fill(qsTr("arc %1"), shown[0]) : fill(qsTr("arcs %1"), shown.join(", "));
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
    act({ kind: "change-level", player: me.name, amount: amount, source: amount > 0 ? "go-up-a-level" : "card" }, amount > 0 ? qsTr("Level up") : qsTr("Level down"));
  }

  function wire() {
    $("levelUp").addEventListener("click", () => level(1));
    $("levelDown").addEventListener("click", () => level(-1));
    $("refusalClose").addEventListener("click", hideRefusal);
    $("sell").addEventListener("click", () => {
      const me = myPlayer();
      if (!me) return;
      const items = (me.items || []).filter((i) => state.sell.has(i.name)).map((i) => i.name);
      act({ kind: "sell-items", player: me.name, items: items }, qsTr("Sell"));
      state.sell.clear();
    });
    $("charity").addEventListener("click", () => act({ kind: "charity", hand: Math.max(0, Number($("charityHand").value) || 0) }, qsTr("Charity")));
    $("panicCharity").addEventListener("click", () => act({ kind: "panic-charity" }, qsTr("Charity")));
    $("runAway").addEventListener("click", () => act(actions.runAwayAction(), qsTr("Run away")));
    $("hitTarget").addEventListener("change", (event) => {
      state.hitTarget = event.target.value;
      state.hitCards = [];
      if (state.view) actions.drawHit(state.view, state.seat);
    });
    $("hit").addEventListener("click", () => {
      act(actions.hitAction(), fill(qsTr("Hit on %1"), state.hitTarget));
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

  // The page's words are asked for at once; phone_awake.js waits for the same answer.
  const wordsLoaded = Promise.race([loadPhoneWords(), new Promise((resolve) => setTimeout(resolve, WORDS_WAIT_MS))]);
  window.arbiterWordsLoaded = wordsLoaded;

  // Nothing is drawn and no hello is sent before the words are in (or given up on). No async function:
  // lupdate's reader of these files does not know it.
  function start() {
    readAddress();
    wordsLoaded.then(() => {
      translateStaticTexts();
      wire();
      connect();
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();

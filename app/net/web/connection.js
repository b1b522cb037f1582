// The connection to the tablet (docs/phones.md, protocol 1): the WebSocket, its pings, coming back with a
// growing back-off, hello / welcome / bye, and the table's view as it comes (snapshot, changes). Every other
// message goes to whoever asked for its type with on(); on() also tells "welcome" (the seat is taken and
// requests may go), "lost" (the socket is gone, another comes) and "left" (this phone stops following).
import { qsTr, fill, phoneWords } from "./i18n.js";
import { $, show } from "./dom.js";
import { state, setToken, setInvite, readAddress } from "./page_state.js";
import { setStatus, notice } from "./notices.js";

const PROTOCOL = 1;
const PING_MS = 5000;
const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 5000;
const SILENT_MS = 15000; // no answer to three pings: the connection is dead even if the browser has not noticed

const link = {
  ws: null,
  welcomed: false, // the hello answered on this socket: requests may go
  usedToken: false, // whether the last hello carried the token
  retryMs: FIRST_RETRY_MS,
  retryTimer: null,
  pingTimer: null,
  lastHeard: 0,
  stopped: false, // told not to come back (or nothing to come back with)
};

const handlers = new Map(); // a message's type or an event -> its handlers, in the order they came

export function on(type, handler) {
  if (!handlers.has(type)) handlers.set(type, []);
  handlers.get(type).push(handler);
}
const emit = (type, message) => (handlers.get(type) || []).forEach((handler) => handler(message));

export const isStopped = () => link.stopped;
// Whether a request sent now reaches the referee: the socket is open and the tablet knows the seat.
export const isReady = () => Boolean(link.ws && link.ws.readyState === WebSocket.OPEN && link.welcomed && state.seat);

export function send(message) {
  if (!link.ws || link.ws.readyState !== WebSocket.OPEN) return false;
  link.ws.send(JSON.stringify(message));
  return true;
}

export function connect() {
  clearTimeout(link.retryTimer);
  link.retryTimer = null;
  if (!state.token && !state.invite) {
    link.stopped = true;
    setStatus("closed", qsTr("not joined"));
    show("table", false);
    show("seats", false);
    notice(qsTr("Scan the tablet's invitation QR code"));
    return;
  }
  if (link.ws) return;
  link.stopped = false;
  const ws = new WebSocket("ws://" + location.host + "/ws");
  link.ws = ws;
  link.welcomed = false;
  ws.onopen = () => {
    if (ws !== link.ws) return;
    link.usedToken = Boolean(state.token);
    const hello = { type: "hello", protocol: PROTOCOL };
    if (state.token) hello.token = state.token;
    else hello.invite = state.invite;
    if (state.head !== null) hello.head = state.head;
    hello.language = phoneWords.language; // the language the page shows: the tablet's texts in it too
    send(hello);
    clearInterval(link.pingTimer);
    link.lastHeard = Date.now();
    link.pingTimer = setInterval(() => (Date.now() - link.lastHeard > SILENT_MS ? reconnectNow() : send({ type: "ping", t: Date.now() })), PING_MS);
  };
  ws.onmessage = (event) => {
    if (ws !== link.ws) return;
    link.lastHeard = Date.now();
    try {
      receive(JSON.parse(event.data));
    } catch (e) {
      console.error("Arbiter: a message from the tablet could not be shown", e);
    }
  };
  ws.onclose = () => {
    if (ws !== link.ws) return;
    dropSocket();
    if (!link.stopped) retryLater();
  };
  ws.onerror = () => {}; // a close follows
}

// The socket is gone (closed, or given up on): what was sent on it may not have arrived.
function dropSocket() {
  const old = link.ws;
  link.ws = null;
  link.welcomed = false;
  clearInterval(link.pingTimer);
  emit("lost");
  return old;
}

function retryLater() {
  setStatus("reconnecting", qsTr("reconnecting…"));
  clearTimeout(link.retryTimer);
  link.retryTimer = setTimeout(connect, link.retryMs);
  link.retryMs = Math.min(link.retryMs * 2, LAST_RETRY_MS);
}

export function reconnectNow() {
  const old = dropSocket(); // its close is not a reason to retry
  if (old) old.close();
  link.retryMs = FIRST_RETRY_MS;
  connect();
}

// The seat and the table are forgotten (the requests waiting, the report shown go with them).
function forgetTable() {
  state.seat = null;
  state.head = null;
  state.view = null;
  emit("left");
  show("table", false);
  $("me").textContent = "";
}

// The phone goes back to the tablet: it stops coming back with this token.
function leave(text, forgetToken) {
  if (forgetToken) setToken(null);
  link.stopped = true;
  forgetTable();
  show("seats", false);
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
      return emit("view", message);
    case "bye":
      return bye(message.reason, message);
    default:
      return emit(message.type, message); // pong, and anything a later tablet adds, go nowhere
  }
}

function welcome(message) {
  link.retryMs = FIRST_RETRY_MS;
  link.welcomed = true;
  setStatus("connected", qsTr("connected"));
  notice("");
  state.seat = message.seat || null;
  state.seats = message.seats || [];
  state.offers = { to: null, offers: [], runAwayIn: [] }; // what stands now comes after the hello
  if (message.token) setToken(message.token);
  if (state.seat) setInvite(null);
  $("me").textContent = state.seat || "";
  emit("welcome", message);
}

function bye(reason, message) {
  const token = link.usedToken;
  if (reason === "seat-gone") {
    // The tablet opened a game without this player: back to picking a seat with the invitation it sends.
    setToken(null);
    forgetTable();
    if (message && message.invite) {
      setInvite(message.invite);
      link.retryMs = FIRST_RETRY_MS;
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
      link.stopped = false;
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
    link.retryMs = LAST_RETRY_MS;
  } else if (reason === "protocol") {
    leave(qsTr("This page does not speak the tablet's language: reload it."), false);
  } else {
    notice(fill(qsTr("The tablet closed the connection (%1). Reconnecting…"), reason));
  }
}

export function wireConnection() {
  // A phone that wakes up reconnects at once instead of waiting for its back-off.
  document.addEventListener("visibilitychange", () => {
    const silent = !link.ws || Date.now() - link.lastHeard > 2 * PING_MS;
    if (document.visibilityState === "visible" && silent && !link.stopped) reconnectNow();
  });
  window.addEventListener("hashchange", () => {
    if (readAddress()) {
      state.head = null;
      state.view = null;
      reconnectNow();
    }
  });
}

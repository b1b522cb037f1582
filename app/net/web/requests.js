// The player's requests (docs/phones.md, "Sequence numbers"): each with an id of its own, made against the
// head shown, and kept until the tablet answers. One made while the connection is down, or sent on a socket
// that went before its answer came, waits in a list the page shows ("Level up — waiting to send") and goes
// once the tablet knows the seat again, with the same id: the tablet answers a repeated id with its first
// answer, so it is never done twice. At most MAX_WAITING wait; one that waits longer than KEEP_MS is dropped
// with a word, since the table has moved on since it was tapped.
import { qsTr, fill, formatList } from "./i18n.js";
import { $, el, show } from "./dom.js";
import { state } from "./page_state.js";
import { on, send, isReady } from "./connection.js";
import { showRefusal, hideRefusal, confirmDone } from "./notices.js";

const MAX_WAITING = 20;
const KEEP_MS = 3 * 60000;
const CHECK_MS = 10000;

const pending = new Map(); // id -> {label, message, made, sent}; a Map keeps the order they were made in
let made = 0;
let expiryTimer = null;

// What the page shows of the requests not sent yet, oldest first.
function drawWaiting() {
  const waiting = Array.from(pending.values()).filter((request) => !request.sent);
  show("pending", waiting.length > 0);
  $("pendingList").replaceChildren(...waiting.map((request) => el("li", { text: fill(qsTr("%1 — waiting to send"), request.label) })));
  clearInterval(expiryTimer);
  expiryTimer = waiting.length ? setInterval(dropExpired, CHECK_MS) : null;
}

function dropExpired() {
  const now = Date.now();
  const dropped = [];
  for (const [id, request] of pending) {
    if (now - request.made <= KEEP_MS) continue;
    pending.delete(id);
    if (!request.sent) dropped.push(request.label);
  }
  if (dropped.length) {
    showRefusal(
      qsTr("Not sent"),
      [],
      fill(qsTr("The tablet could not be reached for minutes: %1. Look at the table and enter it again if it still counts."), formatList(dropped))
    );
  }
  drawWaiting();
}

// Everything not sent yet goes, in the order it was made.
function flush() {
  dropExpired();
  if (!isReady()) return;
  for (const request of pending.values()) {
    if (request.sent) continue;
    request.sent = send(request.message);
  }
  drawWaiting();
}

// `message` ({type: "act"...}, {type: "accept"...}) under a new id, sent now or once the tablet is back.
export function request(message, label) {
  if (pending.size >= MAX_WAITING) {
    showRefusal(fill(qsTr("%1: not sent"), label), [], qsTr("too many requests are waiting for the tablet: wait for “connected” and try again"));
    return;
  }
  made += 1;
  const id = Date.now().toString(36) + "-" + made + "-" + Math.random().toString(36).slice(2, 8);
  pending.set(id, { label: label, message: Object.assign({ id: id }, message), made: Date.now(), sent: false });
  flush();
}

// An action for the referee, made against the head the page shows.
export function act(action, label) {
  if (state.head === null || !state.seat) {
    showRefusal(fill(qsTr("%1: not sent"), label), [], qsTr("not connected to the tablet: wait for “connected” and try again"));
    return;
  }
  request({ type: "act", against: state.head, action: action }, label);
}

function result(message) {
  const request = pending.get(message.id);
  pending.delete(message.id);
  drawWaiting();
  const label = request ? request.label : qsTr("Your request");
  if (message.waiting) {
    // Kept by the tablet until the other side's dice are in; the answer that counts comes then.
    if (request) pending.set(message.id, request);
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

on("result", result);
on("welcome", flush);
// What went on a lost socket may not have arrived: it goes again, with its id, on the next one.
on("lost", () => {
  for (const request of pending.values()) request.sent = false;
  drawWaiting();
});
on("left", () => {
  pending.clear();
  drawWaiting();
});
// A message the tablet could not take (not a request's answer: that is a result).
on("error", (message) => showRefusal(qsTr("The tablet could not take that"), [], message.error, message.field));

// What the page knows: its seat and token, the view of the table it shows (with what the referee allows
// now), and what the player has entered but not sent yet, kept across redraws. No words of its own.

const tokenKey = "arbiter.seat." + location.host;
const inviteKey = "arbiter.invite." + location.host;

export const state = {
  token: null, // this phone's seat token, kept in localStorage
  invite: null, // the invitation code, until a seat is taken
  seat: null, // the player this phone is
  seats: [],
  head: null, // the head of the view shown: what every request is made against
  view: null,
  offers: { to: null, offers: [], runAwayIn: [] }, // help and deals standing now (docs/phones.md, "Offers")
  // What the player has entered but not sent yet, kept across redraws.
  sell: new Set(), // Items ticked for sale
  rolls: {}, // run-away dice by runner, monster and copy
  badStuff: {}, // by monster: {levels, death}
  hitTarget: "", // Panic: the Monster and the Hit cards chosen
  hitCards: [],
  hitHelper: "", // Panic: the helper whose accepted deal the current player's Hit uses
  dealText: "",
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
export const setToken = (token) => store(localStorage, tokenKey, (state.token = token));
export const setInvite = (invite) => store(sessionStorage, inviteKey, (state.invite = invite));

// The address carries #seat=TOKEN or #invite=CODE; both leave the address bar once read, so a token
// is not shown or shared by accident. The installed app starts at the page's plain address: the token
// kept in this browser's storage takes the seat again.
export function readAddress() {
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

// --- what the referee allows now ---

// view.legal.kinds: one entry per kind of action ({kind: "sell-items", available, players, reasons}).
export const legal = (kind) =>
  ((state.view && state.view.legal && state.view.legal.kinds) || []).find((entry) => entry.kind === kind) || null;
// Whether `kind` is available for the player (for a kind that names nobody: available at all).
export function may(kind, player) {
  const entry = legal(kind);
  if (!entry || !entry.available) return false;
  const players = entry.players || [];
  return players.length === 0 || players.indexOf(player) >= 0;
}
export const myPlayer = () => (state.view && state.seat && (state.view.players || []).find((p) => p.name === state.seat)) || null;
export const panicSeat = (name) => (state.view && state.view.panic && (state.view.panic.seats || []).find((s) => s.name === name)) || null;

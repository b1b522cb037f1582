// Starting a fight from the current player's phone: kicking open the door (a monster from the door), or
// Looking for Trouble in the phase after it (a monster from one's own hand). A remembered monster is three
// letters and a tap away (the card library); a new one needs only its Level. The referee rules on the
// phase and everything else: the box shows only while start-combat is available for this seat.
import { qsTr, fill, formatNumber } from "./i18n.js";
import { el } from "./dom.js";
import { may } from "./page_state.js";
import { act } from "./requests.js";
import { registerSection, turnActionsBox } from "./turn_actions.js";
import { cardSearch, stepper } from "./card_search.js";

const LOOK_FOR_TROUBLE_PHASE = "look-for-trouble-or-loot-the-room";

let box = null;
let heading = null;
let search = null;
let level = null;
let nameField = null;
let lookingForTrouble = false;

export const monsterLabel = (monster) => fill(qsTr("%1 · Level %2"), monster.name, formatNumber(monster.level));

// The monster as it comes in: from the door, or from the hand when Looking for Trouble.
function withJoin(monster) {
  const joined = Object.assign({}, monster);
  if (lookingForTrouble) joined.joinedBy = "look-for-trouble";
  else delete joined.joinedBy; // the door is the default
  return joined;
}

function fight(monster) {
  const label = lookingForTrouble ? fill(qsTr("Look for Trouble with %1"), monster.name) : fill(qsTr("Fight %1"), monster.name);
  act({ kind: "start-combat", monster: withJoin(monster) }, label);
}

function fightNew() {
  const monster = { level: level.value() };
  const name = nameField.value.trim();
  if (name) monster.name = name.slice(0, 80);
  const label = name ? fill(qsTr("Fight %1"), name) : fill(qsTr("Fight a Level %1 monster"), formatNumber(monster.level));
  act({ kind: "start-combat", monster: withJoin(monster) }, label);
  nameField.value = "";
}

function wire() {
  search = cardSearch({
    kind: "monster",
    name: "start",
    placeholder: qsTr("Monster’s name: 3 letters"),
    label: (card) => monsterLabel(card.monster),
    pick: (card) => fight(card.monster),
  });
  level = stepper({ name: "startLevel", label: qsTr("Level"), min: 1, max: 30, start: 1 });
  nameField = el("input", { type: "text", id: "startName", maxlength: "80", placeholder: qsTr("Name (optional)") });
  heading = el("h3");
  box = el(
    "div",
    { id: "fightStartBox", class: "action-box", hidden: true },
    heading,
    search.box,
    el("details", { class: "new-monster" }, el("summary", { text: qsTr("New monster") }), level.box, nameField,
      el("button", { type: "button", id: "startNew", class: "wide", text: qsTr("Fight it"), onclick: fightNew }))
  );
  turnActionsBox().append(box);
}

function draw(view, seat) {
  const combat = view.combat || {};
  const shown = view.family !== "panic" && !combat.active && view.current === seat && may("start-combat", seat);
  box.hidden = !shown;
  search.shown(shown);
  if (!shown) return;
  lookingForTrouble = view.phase === LOOK_FOR_TROUBLE_PHASE;
  heading.textContent = lookingForTrouble ? qsTr("Look for Trouble: a monster from your hand") : qsTr("Kick open the door: a monster");
}

registerSection({ name: "fight-start", wire: wire, draw: draw });

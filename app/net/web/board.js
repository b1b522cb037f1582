// The Munchkin Panic board (#board): the Monsters by ring and arc, the Walls and Towers still standing.
import { qsTr, fill, formatNumber } from "./i18n.js";
import { $, el, show } from "./dom.js";
import { ringName, colourName } from "./names.js";

export function drawBoard(view) {
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

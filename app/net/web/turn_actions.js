// The seam for what a player does from the phone: each module that offers actions registers a section
// here, and the page draws every section with the player's own part of the table (#mine), in the order
// they registered, whenever the view, the seat or the offers change. A section is
//   { name, wire() (once, when the page starts), draw(view, seat) (the view shown, the phone's seat) }.
// A new section makes its own box (an .action-box) in #turnActions, or fills one index.html already has
// (#helpBox, #runBox, #hitBox), and sends with act() or request() (requests.js). main.js imports it.
import { $ } from "./dom.js";

const sections = [];

export function registerSection(section) {
  sections.push(section);
}

// Where a section with a box of its own puts it (inside #mine, under the level and the Items).
export const turnActionsBox = () => $("turnActions");

export function wireSections() {
  for (const section of sections) if (section.wire) section.wire();
}

export function drawSections(view, seat) {
  for (const section of sections) section.draw(view, seat);
}

// The board's rings, the arcs' colours, Munchkin Panic's phases and the Items' slots come as the
// protocol's names ("swordsman", "red", "play-cards", "1hand"): shown in words, the name itself when new.
import { qsTr } from "./i18n.js";
import { title } from "./dom.js";

export function ringName(ring) {
  const names = { castle: qsTr("Castle"), swordsman: qsTr("Swordsman"), knight: qsTr("Knight"), archer: qsTr("Archer"), forest: qsTr("Forest") };
  return names[ring] || title(ring);
}
export function colourName(colour) {
  const names = { red: qsTr("red"), green: qsTr("green"), blue: qsTr("blue") };
  return names[colour] || colour;
}
export function panicPhaseName(phase) {
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
export function slotName(slot) {
  const names = { headgear: qsTr("headgear"), armor: qsTr("armor"), footgear: qsTr("footgear"), "1hand": qsTr("1hand"), "2hands": qsTr("2hands") };
  return names[slot] || slot;
}

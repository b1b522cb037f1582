// The player's own part of the table (#mine): the Level with + and −, the Items to equip, carry and sell,
// Charity, the Munchkin Panic hand and Trophies; then every section of turn_actions.js.
import { qsTr, fill, formatNumber, formatList } from "./i18n.js";
import { $, el, show, signed } from "./dom.js";
import { state, may, myPlayer, panicSeat } from "./page_state.js";
import { slotName } from "./names.js";
import { act } from "./requests.js";
import { drawSections } from "./turn_actions.js";

export function drawMine(view) {
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
  show("charityBox", !panic && may("charity", name));
  drawMyPanic(view, name);
  drawSections(view, name);
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

function level(amount) {
  const me = myPlayer();
  if (!me) return;
  // "+" is a Go Up a Level card, "−" a card that costs a level, as on the tablet.
  act({ kind: "change-level", player: me.name, amount: amount, source: amount > 0 ? "go-up-a-level" : "card" }, amount > 0 ? qsTr("Level up") : qsTr("Level down"));
}

export function wireMine() {
  $("levelUp").addEventListener("click", () => level(1));
  $("levelDown").addEventListener("click", () => level(-1));
  $("sell").addEventListener("click", () => {
    const me = myPlayer();
    if (!me) return;
    const items = (me.items || []).filter((i) => state.sell.has(i.name)).map((i) => i.name);
    act({ kind: "sell-items", player: me.name, items: items }, qsTr("Sell"));
    state.sell.clear();
  });
  $("charity").addEventListener("click", () => act({ kind: "charity", hand: Math.max(0, Number($("charityHand").value) || 0) }, qsTr("Charity")));
}

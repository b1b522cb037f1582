// Arbiter's phone page: the player's part in fights and deals (docs/phones.md, "Offers"). Help in a fight
// and a Munchkin Panic deal are offered by the helper and accepted by the one helped; each side of a lost
// fight enters its own run-away dice; a Hit names a helper only under a deal the table accepted. phone.js
// makes these with its page helpers and draws them with the rest of the seat. Its words go through qsTr
// and fill (phone_i18n.js) as phone.js's do.
"use strict";

window.ArbiterActions = function (page) {
  const { state, $, el, show, may, legal, send, showRefusal, confirmDone, title, ringName } = page;

  // Help and deals are offered by the helper and accepted by the one helped (docs/phones.md, "Offers").
  function accept(helper, label) {
    if (!state.ws || state.ws.readyState !== WebSocket.OPEN || !state.seat) {
      showRefusal(fill(qsTr("%1: not sent"), label), [], qsTr("not connected to the tablet: wait for “connected” and try again"));
      return;
    }
    state.requests += 1;
    const id = Date.now().toString(36) + "-" + state.requests + "-" + Math.random().toString(36).slice(2, 8);
    const message = { type: "accept", id: id, helper: helper };
    state.pending.set(id, { label: label, message: message, sent: Date.now() });
    send(message);
  }

  function drawHelp(view, name) {
    const box = $("helpBox");
    const offers = state.offers || {};
    const to = offers.to;
    const list = offers.offers || [];
    const panic = view.family === "panic";
    box.replaceChildren();
    if (!to) {
      show("helpBox", false);
      return;
    }
    if (to === name) {
      // The one helped: each offer made, to accept.
      for (const offer of list) {
        let text;
        if (panic) text = offer.what ? fill(qsTr("%1 offers a deal (%2)"), offer.from, offer.what) : fill(qsTr("%1 offers a deal"), offer.from);
        else text = offer.what ? fill(qsTr("%1 offers to help (%2)"), offer.from, offer.what) : fill(qsTr("%1 offers to help"), offer.from);
        const label = fill(panic ? qsTr("Accept %1’s deal") : qsTr("Accept %1’s help"), offer.from);
        const button = offer.accepted
          ? el("span", { class: "badge", text: qsTr("deal accepted") })
          : el("button", { type: "button", "data-accept": offer.from, text: qsTr("Accept"), onclick: () => accept(offer.from, label) });
        box.append(el("div", { class: "die-row" }, el("span", { text: text }), button));
      }
      show("helpBox", list.length > 0);
      return;
    }
    const mine = list.find((o) => o.from === name);
    const combat = view.combat || {};
    if (!panic && !(combat.active && may("ask-for-help", name))) {
      show("helpBox", false);
      return;
    }
    if (mine && mine.accepted) {
      box.append(el("p", { class: "hint", text: fill(qsTr("%1 accepted your deal: you may play your card in a Hit below."), to) }));
    } else if (mine) {
      const waiting = mine.what
        ? fill(qsTr("Offered to %1 (%2): waiting for them to accept."), to, mine.what)
        : fill(qsTr("Offered to %1: waiting for them to accept."), to);
      box.append(el("p", { class: "hint", text: waiting }));
      box.append(el("button", { type: "button", class: "secondary wide", text: qsTr("Take the offer back"), onclick: () => send({ type: "offer", withdraw: true }) }));
    } else {
      if (panic) {
        const card = el("input", { type: "text", maxlength: "80", placeholder: qsTr("the card you offer"), value: state.dealText, oninput: (e) => (state.dealText = e.target.value) });
        box.append(el("label", { class: "row" }, qsTr("Deal"), card));
      }
      const label = panic ? fill(qsTr("Offer %1 a deal"), to) : fill(qsTr("Offer to help %1 in this fight"), to);
      box.append(el("button", { id: "offerHelp", type: "button", class: "wide", text: label, onclick: () => send({ type: "offer", what: panic ? state.dealText.trim().slice(0, 80) : "" }) }));
    }
    show("helpBox", true);
  }

  // The dice the referee asks for (view.combat.runAway), one per runner and monster.
  function diceToRoll(combat) {
    const seen = {};
    return (combat.runAway || []).map((die) => {
      const base = die.runner + "|" + die.monster;
      seen[base] = (seen[base] || 0) + 1;
      return Object.assign({ key: base + "|" + seen[base] }, die);
    });
  }

  // A phone enters its own side's dice only; the other side enters theirs (docs/phones.md).
  const myDice = (combat) => diceToRoll(combat).filter((die) => die.player === state.seat);

  function drawRunAway(view, name) {
    const combat = view.combat || {};
    const runner = combat.active && (combat.fighter === name || combat.helper === name);
    const runs = runner && may("run-away", name) && (combat.runningAway || combat.outcome === "lose");
    show("runBox", Boolean(runs));
    if (!runs) {
      Object.assign(state, { rolls: {}, badStuff: {} }); // a new fight starts with no dice entered
      return;
    }
    const dice = $("runDice");
    dice.replaceChildren();
    if ((state.offers.runAwayIn || []).indexOf(name) >= 0) {
      const other = combat.fighter === name ? combat.helper : combat.fighter;
      dice.append(el("p", { class: "hint", text: fill(qsTr("Your dice are in: waiting for %1’s."), other) }));
    }
    for (const die of myDice(combat)) {
      const select = el("select", { "aria-label": fill(qsTr("%1 against %2"), die.player, die.monster), onchange: (e) => (state.rolls[die.key] = Number(e.target.value)) });
      select.append(el("option", { value: "", text: qsTr("die") }));
      for (let face = 1; face <= 6; ++face) select.append(el("option", { value: String(face), text: String(face) }));
      select.value = state.rolls[die.key] ? String(state.rolls[die.key]) : "";
      const runs = die.minimumRoll
        ? fill(qsTr("%1 runs from %2 (escapes on %3+)"), die.player, die.monster, formatNumber(die.minimumRoll))
        : fill(qsTr("%1 runs from %2"), die.player, die.monster);
      dice.append(el("div", { class: "die-row" }, el("span", { text: runs }), select));
    }
    const bad = $("runBadStuff");
    bad.replaceChildren();
    const monsters = Array.from(new Set(myDice(combat).map((d) => d.monster)));
    for (const monster of monsters) {
      const entry = state.badStuff[monster] || (state.badStuff[monster] = { levels: 0, death: false });
      const levels = el("input", { type: "number", min: "0", max: "20", value: String(entry.levels), onchange: (e) => (entry.levels = Math.max(0, Number(e.target.value) || 0)) });
      const death = el("label", {}, el("input", { type: "checkbox", checked: entry.death, onchange: (e) => (entry.death = e.target.checked) }), " ", qsTr("death"));
      bad.append(el("div", { class: "die-row" }, el("span", { text: fill(qsTr("%1’s Bad Stuff: levels lost"), monster) }), levels, death));
    }
  }

  function runAwayAction() {
    const combat = (state.view && state.view.combat) || {};
    const rolls = [];
    for (const die of myDice(combat)) {
      const roll = { monster: die.monster, runner: die.runner };
      if (state.rolls[die.key]) roll.roll = state.rolls[die.key]; // a missing die: the referee names it
      const bad = state.badStuff[die.monster];
      if (bad && (bad.levels > 0 || bad.death)) roll.badStuff = { levels: bad.levels, items: [], death: bad.death };
      rolls.push(roll);
    }
    return { kind: "run-away", rolls: rolls };
  }

  // The Hit cards that could reach a Monster: its ring in its colour, its colour's Hero, the ring's Any Color.
  function hitCardsFor(monster) {
    const colour = title(monster.colour);
    const ring = title(monster.ring);
    const cards = [];
    if (["Swordsman", "Knight", "Archer"].indexOf(ring) >= 0) cards.push(colour + " " + ring);
    cards.push(colour + " Hero");
    if (["Swordsman", "Knight", "Archer"].indexOf(ring) >= 0) cards.push("Any Color " + ring);
    return cards;
  }

  const boardMonsters = (view) => (view.panic && view.panic.board && view.panic.board.monsters) || [];

  // The helpers whose deal the current player accepted this turn.
  const dealHelpers = () => ((state.offers && state.offers.offers) || []).filter((o) => o.accepted).map((o) => o.from);

  function drawHit(view, name) {
    const entry = legal("panic-hit");
    const asHelper = dealHelpers().indexOf(name) >= 0 && state.offers.to === view.current;
    const hits = view.family === "panic" && entry && entry.available && (view.current === name || asHelper);
    const monsters = boardMonsters(view);
    show("hitBox", Boolean(hits) && monsters.length > 0);
    if (!hits) return;
    const select = $("hitTarget");
    select.replaceChildren();
    for (const monster of monsters) {
      const where = [monster.name, ringName(monster.ring), formatNumber(monster.arc), formatNumber(monster.health), formatNumber(monster.maxHealth)];
      select.append(el("option", { value: monster.name, text: fill(qsTr("%1 — %2 %3 (%4/%5)"), ...where) }));
    }
    if (!monsters.some((m) => m.name === state.hitTarget)) state.hitTarget = monsters.length ? monsters[0].name : "";
    select.value = state.hitTarget;
    const target = monsters.find((m) => m.name === state.hitTarget);
    const chips = $("hitCards");
    chips.replaceChildren();
    state.hitCards = state.hitCards.filter((card) => target && hitCardsFor(target).indexOf(card) >= 0);
    for (const card of target ? hitCardsFor(target) : []) {
      const toggle = () => {
        const at = state.hitCards.indexOf(card);
        if (at >= 0) state.hitCards.splice(at, 1);
        else state.hitCards.push(card);
        drawHit(state.view, name);
      };
      chips.append(el("button", { type: "button", class: "chip", "aria-pressed": String(state.hitCards.indexOf(card) >= 0), text: card, onclick: toggle }));
    }
    const helpers = view.current === name ? dealHelpers() : [];
    if (helpers.indexOf(state.hitHelper) < 0) state.hitHelper = "";
    if (helpers.length) {
      const choose = el("select", { "aria-label": qsTr("With the deal of"), onchange: (e) => (state.hitHelper = e.target.value) });
      choose.append(el("option", { value: "", text: qsTr("no helper") }));
      for (const helper of helpers) choose.append(el("option", { value: helper, text: fill(qsTr("with %1’s deal"), helper) }));
      choose.value = state.hitHelper;
      chips.append(choose);
    }
    $("hit").disabled = !target || state.hitCards.length === 0;
  }

  // The Hit as the player entered it: the helper's own Hit names the helper, the current player's names
  // the deal chosen.
  function hitAction() {
    const view = state.view || {};
    const helper = view.current === state.seat ? state.hitHelper : state.seat;
    const byHelper = view.current !== state.seat;
    const action = { kind: "panic-hit", target: state.hitTarget, attack: state.hitCards.map((card) => (byHelper ? { card: card, byHelper: true } : { card: card })) };
    if (helper) action.helper = helper;
    return action;
  }

  return { drawHelp, drawRunAway, runAwayAction, drawHit, hitAction };
};

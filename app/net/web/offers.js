// Help in a fight and a Munchkin Panic deal (docs/phones.md, "Offers"): offered by the helper, accepted by
// the one helped. The offer goes as it is (the tablet keeps one per helper); the acceptance is a request
// (requests.js), so one tapped while the connection is down waits and goes once.
import { qsTr, fill } from "./i18n.js";
import { $, el, show } from "./dom.js";
import { state, may } from "./page_state.js";
import { send } from "./connection.js";
import { request } from "./requests.js";
import { registerSection } from "./turn_actions.js";

function accept(helper, label) {
  if (!state.seat) return;
  request({ type: "accept", helper: helper }, label);
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
  } else if (panic && !(view.panic && view.panic.phase === "play-cards")) {
    // A deal is made for a Hit, and Hits are played in Play Cards only.
    show("helpBox", false);
    return;
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

registerSection({ name: "offers", draw: drawHelp });

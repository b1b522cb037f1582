// What the page says about itself and about the last request: the connection's status, a notice in place
// of the table, the referee's refusal with its reasons and rules, and a short "done" over the foot.
import { qsTr, fill } from "./i18n.js";
import { $, el, show } from "./dom.js";

let confirmTimer = null;

export function setStatus(kind, text) {
  const status = $("status");
  status.dataset.state = kind;
  status.textContent = text;
}

export function notice(text) {
  $("notice").textContent = text || "";
  show("notice", Boolean(text));
}

// The reason, then the rule behind it by its title (the id only when a title is missing).
export function reasonItem(reason) {
  const rule = reason.title || reason.rule;
  return el("li", {}, reason.text || "", rule ? el("span", { class: "rule-title", text: fill(qsTr("Rule: %1"), rule) }) : null);
}

export function showRefusal(title, reasons, error, field) {
  $("refusalTitle").textContent = title;
  const list = $("refusalReasons");
  list.replaceChildren();
  for (const reason of reasons || []) list.append(reasonItem(reason));
  if (error) list.append(el("li", {}, error, field ? el("span", { class: "rule", text: " " + fill(qsTr("(field: %1)"), field) }) : null));
  show("confirm", false);
  show("refusal", true);
  $("refusal").scrollIntoView({ block: "nearest" });
}

export const hideRefusal = () => show("refusal", false);

export function confirmDone(text) {
  $("confirm").textContent = text;
  show("confirm", true);
  clearTimeout(confirmTimer);
  confirmTimer = setTimeout(() => show("confirm", false), 2500);
}

export function wireNotices() {
  $("refusalClose").addEventListener("click", hideRefusal);
}

// Small helpers for building the page's nodes. No words of its own.
import { formatNumber } from "./i18n.js";

export const $ = (id) => document.getElementById(id);

// A node with attributes ("class", "text", "on<event>", properties such as "disabled") and children.
export function el(tag, attributes, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key === "disabled" || key === "checked" || key === "hidden") node[key] = Boolean(value);
    else if (key === "value") node.value = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

export const show = (id, visible) => ($(id).hidden = !visible);
export const signed = (n) => (n > 0 ? "+" : n < 0 ? "−" : "±") + formatNumber(Math.abs(n));
export const title = (word) => (word ? word.charAt(0).toUpperCase() + word.slice(1) : "");

// The page's words in the phone's language (docs/phones.md, "Languages"). Every text of the page is
// written as a call of qsTr with its English text in these files: Qt's lupdate collects those calls into the
// translation files (i18n/*.ts) as it does the tablet's (context: the file's base name), and the tablet
// serves them back translated for the languages the browser prefers (GET /words). fill() places the
// arguments, so a translation may order them as its language needs.
// (Promises, not async/await, in every module: Qt 6.4's lupdate cannot read an async function, and would
// miss the texts.)

export const phoneWords = {
  language: "en",
  // English source -> its translation; for a text with %n, its forms for 0, 1 and more than 1.
  words: {},
};

const WORDS_WAIT_MS = 5000; // a page whose words do not come starts in English rather than not at all

// `text` in the page's language. With `n` (a count), the plural form for n, "%n" replaced by n.
export function qsTr(text, disambiguation, n) {
  const entry = phoneWords.words[text];
  let out = text;
  const counted = typeof n === "number" && n >= 0;
  if (Array.isArray(entry)) out = entry[!counted ? 2 : n === 0 ? 0 : n === 1 ? 1 : 2] || text;
  else if (typeof entry === "string" && entry) out = entry;
  else if (counted) out = text.replace(/\(s\)/g, n === 1 ? "" : "s"); // English without its word list
  return counted ? out.replace(/%n/g, formatNumber(n)) : out;
}

// `pattern` with %1..%9 replaced by `args` in one pass, so that an argument containing "%2" stays as it is.
export function fill(pattern, ...args) {
  return pattern.replace(/%([1-9])/g, (whole, digit) => {
    const arg = args[Number(digit) - 1];
    return arg === undefined ? whole : String(arg);
  });
}

// `pattern` with %1..%9 replaced by `args` as nodes (a name in bold keeps its el("b")) or text: what
// fill() does for a sentence that carries markup. The parts, for append().
export function fillNodes(pattern, ...args) {
  const parts = [];
  let from = 0;
  for (const match of pattern.matchAll(/%([1-9])/g)) {
    const arg = args[Number(match[1]) - 1];
    if (arg === undefined) continue;
    parts.push(pattern.slice(from, match.index), arg);
    from = match.index + match[0].length;
  }
  parts.push(pattern.slice(from));
  return parts.filter((part) => part !== "");
}

// A number in the page's language ("1.000" in German); names joined with its "and" ("Ann, Bea und Cy").
export function formatNumber(value) {
  try {
    return new Intl.NumberFormat(phoneWords.language).format(value);
  } catch (e) {
    return String(value);
  }
}

export function formatList(names) {
  try {
    return new Intl.ListFormat(phoneWords.language, { style: "long", type: "conjunction" }).format(names);
  } catch (e) {
    return names.join(", ");
  }
}

// Asks the tablet for the words of the first language the browser prefers that Arbiter speaks (English
// when none). `?lang=de` in the address overrides the browser. Resolves to the language used.
function loadPhoneWords() {
  const asked = new URLSearchParams(location.search).get("lang");
  const preferred = asked ? [asked] : navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || "en"];
  const done = () => {
    document.documentElement.lang = phoneWords.language;
    return phoneWords.language;
  };
  return fetch("words?languages=" + encodeURIComponent(preferred.join(",")), { cache: "no-store" })
    .then((answer) => (answer.ok ? answer.json() : null))
    .then((body) => {
      if (body && typeof body.language === "string" && body.words && typeof body.words === "object") {
        phoneWords.language = body.language;
        phoneWords.words = body.words;
      }
      return done();
    })
    .catch((e) => {
      console.warn("Arbiter: the page's words could not be loaded; it stays in English", e);
      return done();
    });
}

// Asked for once, as soon as this module loads; every module that draws waits for it (or gives up on it).
export const wordsLoaded = Promise.race([loadPhoneWords(), new Promise((resolve) => setTimeout(resolve, WORDS_WAIT_MS))]);

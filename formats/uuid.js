// UUID as design decision D4 reads it: 8-4-4-4-12 hex digits, any case, any version and
// variant, nothing before or after.
//
// Written by hand rather than taken from ajv-formats, whose check also accepts a `urn:uuid:`
// prefix, and for speed: one loop over the 36 places, each character's class (hex digit,
// hyphen, other) looked up in a table indexed by UTF-16 code unit and compared with what its
// place holds, no branch until the end. A loop rather than the 36 places written out: short
// enough for V8 to inline it into each check that calls it, where the written-out check stayed
// a call, and measured the faster in a page's check (docs/performance.md). The generator copies this file
// into the generated validators, so it must stay self-contained: no imports, only `uuid*` names.

/** The places of a UUID's hyphens, between its groups of 8-4-4-4-12 digits. */
const uuidHyphens = [8, 13, 18, 23];

/** A character's class, which a place of a UUID must hold: a hex digit or a hyphen (0, other, is in none). */
const uuidHexDigit = 1;
const uuidHyphen = 2;

/**
 * The class of every code unit: a table over every code unit needs no range check. Built by
 * calls marked pure, so that a bundler drops them with isUuid when isUuid is not used.
 */
const uuidClass = /* @__PURE__ */ uuidClassTable();

/** The class each of the 36 places holds: 8-4-4-4-12 digits, hyphens between. */
const uuidPlaces = /* @__PURE__ */ uuidPlacesTable();

function uuidClassTable() {
  const table = new Uint8Array(65536);
  for (const digit of "0123456789abcdefABCDEF") table[digit.charCodeAt(0)] = uuidHexDigit;
  table[45] = uuidHyphen;
  return table;
}

function uuidPlacesTable() {
  const places = new Uint8Array(36).fill(uuidHexDigit);
  for (const at of uuidHyphens) places[at] = uuidHyphen;
  return places;
}

/**
 * @param {string} s
 * @returns {boolean}
 */
export function isUuid(s) {
  if (s.length !== 36) return false;
  const classOf = uuidClass;
  const places = uuidPlaces;
  // Non-zero once a character is not of its place's class.
  let wrong = 0;
  for (let i = 0; i < 36; i++) wrong |= classOf[s.charCodeAt(i)] ^ places[i];
  return wrong === 0;
}

/**
 * Why isUuid refused `s`, for the words of its issue: its length, its hyphens, or a character
 * that is no hex digit (an empty text is told what a UUID is). Called only for a text the check refused, so that a valid value pays
 * nothing for it.
 * @param {string} s
 * @returns {{ kind: string, [quoted: string]: string }}
 */
export function uuidRefusal(s) {
  if (s.length === 0) return { kind: "shape" };
  if (s.length !== 36) return { kind: "length", length: String(s.length) };
  if (uuidHyphens.some((at) => s.charCodeAt(at) !== 45)) return { kind: "hyphens" };
  return { kind: "not-hex" };
}

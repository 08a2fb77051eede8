// UUID as design decision D4 reads it: 8-4-4-4-12 hex digits, any case, any version and
// variant, nothing before or after.
//
// Written by hand rather than taken from ajv-formats, whose check also accepts a `urn:uuid:`
// prefix, and for speed: the 32 digits are looked up in a table indexed by UTF-16 code unit
// and combined with `&`, one load per character and no branch until the end, which here runs
// in about half the time of a loop or a regular expression. The generator copies this file
// into the generated validators, so it must stay self-contained: no imports, only `uuid*` names.

/**
 * 1 for the code units of 0-9, a-f and A-F; a table over every code unit needs no range check.
 * Built by a call marked pure, so that a bundler drops it with isUuid when isUuid is not used.
 */
const uuidHexDigit = /* @__PURE__ */ uuidHexTable();

function uuidHexTable() {
  const table = new Uint8Array(65536);
  for (const digit of "0123456789abcdefABCDEF") table[digit.charCodeAt(0)] = 1;
  return table;
}

/**
 * @param {string} s
 * @returns {boolean}
 */
export function isUuid(s) {
  if (s.length !== 36) return false;
  if (s.charCodeAt(8) !== 45 || s.charCodeAt(13) !== 45 || s.charCodeAt(18) !== 45 || s.charCodeAt(23) !== 45) return false;
  const h = uuidHexDigit;
  return (
    (h[s.charCodeAt(0)] &
      h[s.charCodeAt(1)] &
      h[s.charCodeAt(2)] &
      h[s.charCodeAt(3)] &
      h[s.charCodeAt(4)] &
      h[s.charCodeAt(5)] &
      h[s.charCodeAt(6)] &
      h[s.charCodeAt(7)] &
      h[s.charCodeAt(9)] &
      h[s.charCodeAt(10)] &
      h[s.charCodeAt(11)] &
      h[s.charCodeAt(12)] &
      h[s.charCodeAt(14)] &
      h[s.charCodeAt(15)] &
      h[s.charCodeAt(16)] &
      h[s.charCodeAt(17)] &
      h[s.charCodeAt(19)] &
      h[s.charCodeAt(20)] &
      h[s.charCodeAt(21)] &
      h[s.charCodeAt(22)] &
      h[s.charCodeAt(24)] &
      h[s.charCodeAt(25)] &
      h[s.charCodeAt(26)] &
      h[s.charCodeAt(27)] &
      h[s.charCodeAt(28)] &
      h[s.charCodeAt(29)] &
      h[s.charCodeAt(30)] &
      h[s.charCodeAt(31)] &
      h[s.charCodeAt(32)] &
      h[s.charCodeAt(33)] &
      h[s.charCodeAt(34)] &
      h[s.charCodeAt(35)]) ===
    1
  );
}

/** The places of a UUID's hyphens, between its groups of 8-4-4-4-12 digits. */
const uuidHyphens = [8, 13, 18, 23];

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

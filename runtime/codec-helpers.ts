// What the generated codecs share (design decision D21): copied by the generator into
// generated/validators/codec-helpers.js (its types stripped) with its declarations, and imported
// there by generated/validators/codecs.js. Written as a module of its own, typed and tested,
// rather than as a string inside the generator.
import { ArrayPrototype, getPrototypeOf, isArray, isBoxedPrimitive, isPlain } from "./check-helpers.js";

// Taken when the module loads: a getter or a Proxy trap of the value being read may replace what
// these names hold on the globals, never what the codecs call.
const ObjectPrototype = Object.prototype;
const hasOwnProperty = ObjectPrototype.hasOwnProperty;
const defineProperty = Object.defineProperty;
const isFinite = Number.isFinite;
const jsonText = JSON.stringify;
const ownKeys = Object.keys;

/**
 * Whether the codecs' fast paths may trust a for-in loop and direct reads: nothing enumerable and
 * no toJSON was added to Object.prototype or Array.prototype (the checks ask the same), and
 * Array.prototype still inherits from Object.prototype itself: a Proxy put between them could
 * answer `in` and a read differently.
 */
export function prototypesAreSound(): boolean {
  if (getPrototypeOf(ArrayPrototype) !== ObjectPrototype) return false;
  for (const _ in ArrayPrototype) return false;
  return !("toJSON" in ArrayPrototype);
}

/**
 * What JSON.stringify reads in place of a value held under `key`: the result of its toJSON method,
 * if it has one. An array index is given as a number and made the text JSON.stringify passes only
 * when a toJSON is called: a text per item would be a new string for every record of a page.
 */
export function jsonOf(v: unknown, key: string | number): unknown {
  return typeof v === "object" && v !== null ? sentOf(v, (v as { toJSON?: unknown }).toJSON, key) : v;
}

/**
 * What JSON.stringify reads of object `v`, whose toJSON was read once already as `toJson`: what
 * that method gives for `key`, or `v` itself. Reading it again would let a getter answer anew.
 */
function sentOf(v: object, toJson: unknown, key: string | number): unknown {
  if (typeof toJson !== "function") return v;
  return toJson === dateToJson && readsAsDate(v) ? dateJson(v) : (toJson.call(v, "" + key) as unknown);
}

const DatePrototype = Date.prototype;
const dateToJson: unknown = DatePrototype.toJSON;
const dateToIsoString = DatePrototype.toISOString;
const dateValueOf = DatePrototype.valueOf;
const dateToPrimitive: unknown = DatePrototype[Symbol.toPrimitive];

/**
 * Whether Date.prototype.toJSON would read `v` with Date's own methods: its time value by
 * valueOf (through Symbol.toPrimitive), its text by toISOString. A Date of a server's rows is:
 * then its text is written here (dateJson), several times faster than the engine's toJSON.
 */
function readsAsDate(v: object): boolean {
  const date = v as Date;
  return date.toISOString === dateToIsoString && date.valueOf === dateValueOf && date[Symbol.toPrimitive] === dateToPrimitive;
}

/** The earliest and the first unwritable time value of a four-digit year (0000–9999), in milliseconds. */
const YEAR_0 = -62_167_219_200_000;
const YEAR_10000 = 253_402_300_800_000;

/**
 * What Date.prototype.toJSON returns for a Date (readsAsDate): null for an Invalid Date, else
 * toISOString's text, written from the time value. Years outside 0000–9999 (written with six
 * digits and a sign) are left to the engine. valueOf throws, as toJSON does, on no Date at all.
 */
function dateJson(v: object): string | null {
  const t = dateValueOf.call(v as Date);
  if (t !== t) return null;
  // readsAsDate saw Date's own toISOString: called as it was read, not read again
  if (t < YEAR_0 || t >= YEAR_10000) return dateToIsoString.call(v as Date);
  return dateTimeText(t);
}

/**
 * What the fast paths read of an object in a date-time field whose text is sure to be valid when it
 * comes from a Date: its time value, where it is a Date read with Date's own methods (readsAsDate,
 * and Date's own toJSON) of a year 0000–9999, whose text is then made from it (dateTimeText) and
 * needs no check, which would cost as much as the making; else what JSON.stringify reads of it (as
 * jsonOf), to be checked as any value is. Its toJSON is read once: the one read decides both. A
 * number a toJSON gives is no date-time, and is given as NOT_A_DATE_TIME, never taken for a time
 * value. Throws, as toJSON does, on an object that only borrows Date's methods.
 */
export function dateTimeRead(v: object, key: string): unknown {
  const toJson = (v as { toJSON?: unknown }).toJSON;
  if (toJson === dateToJson && readsAsDate(v)) {
    const t = dateValueOf.call(v as Date);
    if (t >= YEAR_0 && t < YEAR_10000) return t;
    return dateJson(v);
  }
  const json = sentOf(v, toJson, key);
  return typeof json === "number" ? NOT_A_DATE_TIME : json;
}

/** What dateTimeRead gives for a number a toJSON gave: an object, which the check of a date-time refuses. */
const NOT_A_DATE_TIME: object = /* @__PURE__ */ Object.freeze({});

/**
 * toISOString's text of a time value of the years 0000–9999, made as one string of its 24
 * characters: a text concatenated of pieces is a node per piece, and every piece of a page's text
 * under way survives the young generation's collections, which copy it again each time (a page
 * of 1 000 rows of four dates each spent a fifth of its time in them). The date is H. Hinnant's
 * civil_from_days on days counted from 0000-03-01, so that every quotient is of a number not
 * below 0 and is taken by `| 0` (as formats/date-time.js reads a date's days).
 */
export function dateTimeText(t: number): string {
  const sinceYear0 = t - YEAR_0;
  const ms = sinceYear0 % 1000;
  const seconds = (sinceYear0 - ms) / 1000;
  const days = Math.floor(seconds / 86_400);
  const ofDay = seconds - days * 86_400;
  const sinceMarch = days - 60; // 0000-01-01 to 0000-03-01: 0000 is a leap year
  const era = sinceMarch >= 0 ? (sinceMarch / 146_097) | 0 : -1;
  const dayOfEra = sinceMarch - era * 146_097;
  const yearOfEra = ((dayOfEra - ((dayOfEra / 1460) | 0) + ((dayOfEra / 36_524) | 0) - ((dayOfEra / 146_096) | 0)) / 365) | 0;
  const dayOfYear = dayOfEra - (365 * yearOfEra + ((yearOfEra / 4) | 0) - ((yearOfEra / 100) | 0));
  const shiftedMonth = ((5 * dayOfYear + 2) / 153) | 0;
  const day = dayOfYear - (((153 * shiftedMonth + 2) / 5) | 0) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const hour = (ofDay / 3600) | 0;
  const minute = ((ofDay - hour * 3600) / 60) | 0;
  const second = ofDay - hour * 3600 - minute * 60;
  const century = (year / 100) | 0;
  const ofCentury = year - century * 100;
  // prettier-ignore
  return fromCharCode(
    tens(century), ones(century), tens(ofCentury), ones(ofCentury), 0x2d, tens(month), ones(month), 0x2d, tens(day), ones(day),
    0x54, tens(hour), ones(hour), 0x3a, tens(minute), ones(minute), 0x3a, tens(second), ones(second),
    0x2e, 0x30 + ((ms / 100) | 0), tens(ms % 100), ones(ms), 0x5a,
  );
}

const fromCharCode = String.fromCharCode;

/** The character code of the tens digit of 0–99. */
function tens(n: number): number {
  return 0x30 + ((n / 10) | 0);
}

/** The character code of the ones digit of a whole number. */
function ones(n: number): number {
  return 0x30 + (n % 10);
}

/**
 * The text of a string between its quotes in JSON, as JSON.stringify writes it: the string itself
 * where it needs no escape, as most strings of a record do (a surrogate pair, an emoji, needs
 * none), else the string's runs between its escapes, each a slice of it, and each escape. A scan
 * of the code units costs less than the regular expression's call on short strings, and a run
 * sliced costs less than JSON.stringify's call on the string (its text between the quotes was two
 * new strings). The writer appends the quotes as parts of its literals.
 */
export function escapedText(s: string): string {
  const first = firstEscaped(s);
  return first === -1 ? s : escapedFrom(s, first);
}

/** The index of the first code unit of `s` JSON escapes: a control character, a quote, a backslash, a lone surrogate; -1 where none is. */
function firstEscaped(s: string): number {
  if (s.length > 64) return s.search(NEEDS_ESCAPE);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c) return i;
    if (c >= 0xd800 && c <= 0xdfff) {
      if (!isPairAt(s, i, c)) return i;
      i++;
    }
  }
  return -1;
}

/** Whether the surrogate `c` at `i` is the high half of a pair (a low surrogate is met only where no high one is before it). */
function isPairAt(s: string, i: number, c: number): boolean {
  if (c > 0xdbff) return false;
  const next = s.charCodeAt(i + 1); // NaN past the end, which pairs with nothing
  return next >= 0xdc00 && next <= 0xdfff;
}

/**
 * How many values the writer has written since the module loaded that JSON.stringify writes for
 * less within one call over many records: strings that need an escape (scanned and cut here, which
 * it escapes natively). A list asks before and after a record's text whether it met any
 * (costlyWritten), and sends the records after one that did as new objects, written by one
 * JSON.stringify.
 */
let costly = 0;

/** The count of values written so far that one JSON.stringify over many records writes for less (as costly). */
export function costlyWritten(): number {
  return costly;
}

/** The text of `s` between its quotes, its units before `first` needing no escape. */
function escapedFrom(s: string, first: number): string {
  costly++;
  let out = s.slice(0, first);
  let run = first;
  for (let i = first; i < s.length; i++) {
    const c = s.charCodeAt(i);
    let escape: string;
    if (c < 0x20 || c === 0x22 || c === 0x5c) escape = ESCAPES[c]!;
    else if (c >= 0xd800 && c <= 0xdfff) {
      if (isPairAt(s, i, c)) {
        i++;
        continue;
      }
      escape = "\\u" + c.toString(16);
    } else continue;
    out += s.slice(run, i);
    out += escape;
    run = i + 1;
  }
  return out + s.slice(run);
}

/** JSON.stringify's escape of each code unit below 0x5d that has one, made by it. */
const ESCAPES: (string | undefined)[] = /* @__PURE__ */ Array.from({ length: 0x5d }, (_, c) =>
  c < 0x20 || c === 0x22 || c === 0x5c ? jsonText(String.fromCharCode(c)).slice(1, -1) : undefined,
);

/** What JSON escapes in a string: a control character, a quote, a backslash, a surrogate that is no half of a pair. */
const NEEDS_ESCAPE = /[\u0000-\u001f"\\]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * What the writer and the fast path of toWireX give for a free-form field JSON.stringify would not
 * send: its value undefined, or its toJSON's.
 */
export const ABSENT: object = /* @__PURE__ */ Object.freeze({});

/*
 * The free-form fields (D3) are read once (D21): each helper is given the field's value as the
 * record holds it, reads its toJSON once and calls it if it is a method, then reads once each own
 * enumerable property of what that gives, and each nested toJSON once. A property named toJSON is
 * what the one read of toJSON saw: JSON.stringify reads the name twice, once for the method and
 * once as a property, and a getter may answer each read differently. A prototype is never read
 * for a property, even one a getter gave a property during the walk: an index an array does not
 * hold is a hole (null, as the check reads it, D9).
 */

/** What stands for a toJSON not read: that of what a toJSON gave, which JSON.stringify does not call. */
const UNREAD: object = /* @__PURE__ */ Object.freeze({});

/**
 * The JSON text of a free-form field on the fast path: ABSENT where it is not sent, "null" for
 * null, the text of a plain object, or undefined where the fast path cannot say it (no plain
 * object, a prototype that changed while it was read): the exact path then decides. Throws where
 * a getter, a toJSON or JSON.stringify throws (a BigInt, a cycle): the caller catches.
 */
export function freeFormText(v: unknown, key: string): string | object | undefined {
  if (typeof v !== "object" || v === null) return v === undefined ? ABSENT : v === null ? "null" : undefined;
  const toJson = (v as { toJSON?: unknown }).toJSON;
  if (typeof toJson !== "function") return isPlainObject(v) ? plainObjectText(v, toJson, 0) : undefined;
  const json: unknown = toJson.call(v, key);
  if (json === undefined) return ABSENT;
  if (json === null) return "null";
  return isPlainObject(json) ? plainObjectText(json, UNREAD, 0) : undefined;
}

/**
 * JSON's text of what the writer made of the value (its copies and its records' new objects):
 * plain objects, arrays, strings, numbers, booleans, null, and undefined where a field or a value
 * is not sent, written as JSON.stringify writes them but reading no toJSON, of a prototype or any.
 */
function dataText(v: unknown): string {
  if (typeof v === "object" && v !== null) return isArray(v) ? elementsText(v) : propertiesText(v as Record<string, unknown>);
  // A primitive as the walk writes it; what it leaves out (UNSENT) is null here, as in an array
  return plainText(v, "", 0) || "null";
}

function elementsText(a: unknown[]): string {
  let s = "[";
  for (let i = 0; i < a.length; i++) s += (i === 0 ? "" : ",") + (a[i] === undefined ? "null" : dataText(a[i]));
  return s + "]";
}

function propertiesText(o: Record<string, unknown>): string {
  let s = "";
  for (const key of ownKeys(o)) {
    const v = o[key];
    if (v === undefined) continue;
    s += `${s === "" ? "{" : ","}"${escapedText(key)}":${dataText(v)}`;
  }
  return s === "" ? "{}" : s + "}";
}

/**
 * The object of a record sent as a new object whose keys came out of the schema's order: the
 * fields of `o` kept until then, which came in the schema's order, in a new object to which the
 * later ones are added as they come.
 */
export function reordered(o: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key in o) {
    // The writer's own object: only a property a getter gave Object.prototype is not its own
    if (!hasOwnProperty.call(o, key)) continue;
    const v = o[key];
    if (v !== undefined) out[key] = v;
  }
  return out;
}

/**
 * The JSON text of a run of records the writer made new objects of (their fields read once and
 * checked; free-form values as freeFormBuilt copies them), between the brackets of their list:
 * written by JSON.stringify, or here (dataText) where a getter of the value gave a prototype a
 * toJSON, which JSON.stringify would call on the writer's objects. Every object here is the
 * writer's own: nothing of the value given is read again, and no code of it runs.
 */
export function sentRunText(records: object[]): string {
  return (prototypesAreSound() ? jsonText(records) : dataText(records)).slice(1, -1);
}

/** The texts of the items of two parts of a list joined, each "" where it holds none. */
export function listed(first: string, then: string): string {
  if (first === "") return then;
  return then === "" ? first : first + "," + then;
}

/**
 * Where flattened keeps the character it reads. A read whose result nothing uses is dead code to
 * an optimizing compiler: V8 12 and later (Node.js 22 and 24) dropped it once flattened was
 * inlined into a list's writer, the text stayed a tree of every piece until it was sent, and a page
 * of free-form objects six deep took 3.2 times the checked JSON.stringify, against 1.7 with the
 * character kept here (Node.js 22). A store to a module's object is never dropped.
 */
const FLAT_READ = { last: 0 };

/**
 * `text`, made one string in memory: a text joined by `+` is a tree of its parts, each kept alive
 * until the text is read; a generated list flattens the text of its last records as it grows.
 * Reading one character makes the engine copy the parts into one string, in place.
 */
export function flattened(text: string): string {
  FLAT_READ.last = text.charCodeAt(0);
  return text;
}

/**
 * A free-form field on the fast path of toWireX: ABSENT, null, a copy of a plain object of plain
 * data, or undefined where the exact path must decide (as freeFormText).
 */
export function freeFormBuilt(v: unknown, key: string): unknown {
  if (typeof v !== "object" || v === null) return v === undefined ? ABSENT : v === null ? null : undefined;
  const toJson = (v as { toJSON?: unknown }).toJSON;
  if (typeof toJson !== "function") return isPlainObject(v) ? objectCopy(v, toJson, 0, FAST) : undefined;
  const json: unknown = toJson.call(v, key);
  if (json === undefined) return ABSENT;
  if (json === null) return null;
  return isPlainObject(json) ? objectCopy(json, UNREAD, 0, FAST) : undefined;
}

/**
 * A free-form field as JSON.stringify sends it, rebuilt as JSON.parse would: a new plain object of
 * plain JSON values (a class instance sent as its own enumerable properties, a boxed primitive as
 * the primitive it holds, a Date as its text). What is no object after the field's toJSON comes
 * back as it is, for the strict check to refuse; undefined where nothing is sent. Throws where
 * JSON.stringify throws (a BigInt, a cycle) and where a getter or a toJSON throws.
 */
export function freeFormCopy(v: unknown, key: string): unknown {
  if (typeof v !== "object" || v === null) return v;
  const toJson = (v as { toJSON?: unknown }).toJSON;
  if (typeof toJson !== "function") return objectCopy(v, toJson, 0, []);
  const json: unknown = toJson.call(v, key);
  return typeof json === "object" && json !== null ? objectCopy(json, UNREAD, 0, []) : json;
}

/** An object the fast paths write or copy as JSON.parse would have made it: of Object.prototype or none, no array. */
function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !isArray(v) && isPlain(v);
}

/** What JSON.stringify writes for a value in an array; in an object it leaves the key out when this is "". */
const UNSENT = "";

/**
 * JSON.stringify's text of a value inside a free-form field, read once: strings, numbers (NaN and
 * the infinities are null), booleans, null, what a toJSON gives, plain arrays and objects; UNSENT
 * for what it leaves out (undefined, a function, a symbol); undefined for anything else (a class
 * instance, a BigInt, too deep), which the exact path decides.
 */
function plainText(v: unknown, key: string | number, depth: number): string | undefined {
  switch (typeof v) {
    case "string":
      return `"${escapedText(v)}"`;
    case "number":
      return isFinite(v) ? "" + v : "null";
    case "boolean":
      return v ? "true" : "false";
    case "undefined":
    case "function":
    case "symbol":
      return UNSENT;
    case "object": {
      if (v === null) return "null";
      const toJson = (v as { toJSON?: unknown }).toJSON;
      if (typeof toJson !== "function") return objectText(v, toJson, depth);
      const json = sentOf(v, toJson, key);
      return typeof json === "object" && json !== null ? objectText(json, UNREAD, depth) : plainText(json, key, depth);
    }
    default:
      return undefined;
  }
}

/**
 * The text of an object whose toJSON was read already (`toJson`, or UNREAD), or undefined where
 * the fast path does not know it. Every object inside a free-form value is walked, whatever its
 * size: handed to JSON.stringify, an object of the value would have a property named toJSON read
 * twice (once for a method, once as the property it writes), the toJSON of a BigInt called, and
 * its values read in an order of its own, where a getter may answer each read differently; and a
 * copy of it written natively cost more than this walk (1.7 against 1.1 times JSON.stringify's
 * time on objects six deep).
 */
function objectText(v: object, toJson: unknown, depth: number): string | undefined {
  // As deep as objectCopy goes, its toJSON read first as there: the writer leaves to the exact path only what toWireX's fast path leaves
  if (depth > PLAIN_COPY_DEPTH) return undefined;
  if (isArray(v)) return getPrototypeOf(v) === ArrayPrototype ? plainArrayText(v, depth) : undefined;
  return isPlain(v) ? plainObjectText(v as Record<string, unknown>, toJson, depth) : undefined;
}

function plainObjectText(v: Record<string, unknown>, toJson: unknown, depth: number): string | undefined {
  let s = "";
  for (const key in v) {
    if (!hasOwnProperty.call(v, key)) continue;
    const value = key === "toJSON" && toJson !== UNREAD ? toJson : v[key];
    // A string or a number is appended in parts, no text made of it first: most values of a free-form object are one
    if (typeof value === "string") {
      s += keyText(key, s === "");
      s += '"';
      s += escapedText(value);
      s += '"';
      continue;
    }
    if (typeof value === "number") {
      s += keyText(key, s === "");
      s += isFinite(value) ? value : "null";
      continue;
    }
    // The value's text first: where JSON leaves the value out (UNSENT), its key is left out too
    const text = plainText(value, key, depth + 1);
    if (text === undefined) return undefined;
    if (text === UNSENT) continue;
    s += keyText(key, s === "");
    s += text;
  }
  return s === "" ? "{}" : s + "}";
}

/*
 * The texts of a key as the walk writes it (`{"key":` first, `,"key":` after), kept by the key:
 * the free-form objects of a page mostly hold the same keys, so the walk finds a key's text made
 * already where it made a new string of it for every value. At most KEPT_KEYS keys of at most
 * KEPT_KEY_LENGTH characters are kept; the table is emptied when it is full.
 */
const KEPT_KEYS = 256;
const KEPT_KEY_LENGTH = 64;
const KEY_TEXTS = new Map<string, readonly [opening: string, following: string]>();

/** The text of `key` in its object, opening the object's text where `opening`. */
function keyText(key: string, opening: boolean): string {
  let texts = KEY_TEXTS.get(key);
  if (texts === undefined) {
    const text = escapedText(key);
    texts = [`{"${text}":`, `,"${text}":`];
    if (key.length <= KEPT_KEY_LENGTH) {
      if (KEY_TEXTS.size >= KEPT_KEYS) KEY_TEXTS.clear();
      KEY_TEXTS.set(key, texts);
    }
  }
  return opening ? texts[0] : texts[1];
}

function plainArrayText(a: unknown[], depth: number): string | undefined {
  const length = a.length;
  let s = "[";
  for (let i = 0; i < length; i++) {
    if (i !== 0) s += ",";
    if (!hasOwnProperty.call(a, i)) {
      s += "null";
      continue;
    }
    const value = a[i];
    if (typeof value === "string") {
      s += '"';
      s += escapedText(value);
      s += '"';
      continue;
    }
    const text = plainText(value, i, depth + 1);
    if (text === undefined) return undefined;
    s += text === UNSENT ? "null" : text;
  }
  return s + "]";
}

/** How the copy is made: FAST, the fast path's (undefined where it is not sure), or exact, with the objects it is inside of. */
const FAST = null;
type Ancestors = object[] | typeof FAST;

/** What stands in a copy for a value JSON.stringify leaves out (undefined, a function, a symbol). */
const LEFT_OUT: object = /* @__PURE__ */ Object.freeze({});

/**
 * A value inside a free-form field as JSON.parse would make it of JSON.stringify's text, read once;
 * LEFT_OUT for what JSON.stringify leaves out. On the fast path undefined as soon as it meets what
 * is no plain data; on the exact path throws where JSON.stringify throws (a BigInt, a cycle).
 */
function valueCopy(v: unknown, key: string | number, depth: number, ancestors: Ancestors): unknown {
  switch (typeof v) {
    case "string":
    case "boolean":
      return v;
    case "number":
      return isFinite(v) ? v + 0 : null; // -0 + 0 is 0, as JSON writes it
    case "undefined":
    case "function":
    case "symbol":
      return LEFT_OUT;
    case "object": {
      if (v === null) return null;
      const toJson = (v as { toJSON?: unknown }).toJSON;
      if (typeof toJson !== "function") return objectCopy(v, toJson, depth, ancestors);
      const json = sentOf(v, toJson, key);
      return typeof json === "object" && json !== null ? objectCopy(json, UNREAD, depth, ancestors) : valueCopy(json, key, depth, ancestors);
    }
    default:
      if (ancestors === FAST) return undefined;
      throw new TypeError("a BigInt cannot be sent"); // as JSON.stringify throws
  }
}

/** The copy of an object whose toJSON was read already (`toJson`, or UNREAD), as valueCopy. */
function objectCopy(v: object, toJson: unknown, depth: number, ancestors: Ancestors): unknown {
  if (ancestors === FAST) {
    if (depth > PLAIN_COPY_DEPTH || (isArray(v) ? getPrototypeOf(v) !== ArrayPrototype : !isPlain(v))) return undefined;
  } else {
    if (isBoxedPrimitive(v)) return valueCopy(unboxed(v), "", depth, ancestors);
    for (const ancestor of ancestors) if (ancestor === v) throw new TypeError("a cycle cannot be sent"); // as JSON.stringify throws
    ancestors.push(v);
  }
  const copy = isArray(v) ? arrayCopy(v, depth, ancestors) : propertiesCopy(v as Record<string, unknown>, toJson, depth, ancestors);
  if (ancestors !== FAST) ancestors.pop();
  return copy;
}

function propertiesCopy(v: Record<string, unknown>, toJson: unknown, depth: number, ancestors: Ancestors): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  for (const key in v) {
    if (!hasOwnProperty.call(v, key)) continue;
    const copied = valueCopy(key === "toJSON" && toJson !== UNREAD ? toJson : v[key], key, depth + 1, ancestors);
    if (copied === undefined) return undefined;
    if (copied !== LEFT_OUT) setProperty(out, key, copied);
  }
  return out;
}

function arrayCopy(a: unknown[], depth: number, ancestors: Ancestors): unknown[] | undefined {
  const length = a.length;
  const out: unknown[] = new Array(length);
  for (let i = 0; i < length; i++) {
    const copied = hasOwnProperty.call(a, i) ? valueCopy(a[i], i, depth + 1, ancestors) : null;
    if (copied === undefined) return undefined;
    out[i] = copied === LEFT_OUT ? null : copied;
  }
  return out;
}

/** How deep the fast path of toWireX copies before it leaves a value to the exact path. */
const PLAIN_COPY_DEPTH = 64;

/** The primitive a boxed primitive holds (isBoxedPrimitive), read by the box's own method, as JSON.stringify unboxes it. */
function unboxed(box: object): unknown {
  for (const unbox of UNBOXERS) {
    try {
      return unbox.call(box);
    } catch {
      // not this kind of box
    }
  }
  return box;
}

const UNBOXERS: ((this: unknown) => unknown)[] = [Number.prototype.valueOf, String.prototype.valueOf, Boolean.prototype.valueOf, BigInt.prototype.valueOf];

/**
 * `maker` made a constructor of plain objects (their prototype Object.prototype, their constructor
 * Object, as `{}`'s) for the copies of one record. The engine gives objects made by `new` a layout
 * of their own, sized by the fields the maker's text assigns to `this`, where every `{}` starts
 * from the one layout all object literals and JSON.parse share and grows its store field by field:
 * a varied page's records are copied about 2.5 times faster. The maker is named Object, so that a
 * debugger names its objects as it names `{}`'s.
 */
export function plainObjectMaker(maker: (this: Record<string, unknown>, sized?: boolean) => void): new () => Record<string, unknown> {
  maker.prototype = ObjectPrototype;
  return maker as unknown as new () => Record<string, unknown>;
}

/**
 * What decodeX's copy holds in place of a record or a list that JSON.stringify would not send as
 * itself (a toJSON method, a boxed primitive): an object with a toJSON method, which the check
 * refuses as it refuses the one it stands for, whatever that would answer if it were read again.
 */
export const NOT_SENT: object = /* @__PURE__ */ Object.freeze(
  Object.create(null, {
    toJSON: {
      value: function toJSON(): null {
        return null;
      },
    },
  }) as object,
);

/** A property named `__proto__` is data in JSON: assigning it would set the prototype instead. */
export function setProperty(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/**
 * Whether `array`, what JSON.stringify reads of a list field once its toJSON was read (jsonOf), is an
 * array of the array prototype, whose elements the fast paths read by index. Its toJSON is not
 * read again: a getter could answer anew, and JSON.stringify does not call the toJSON of what a
 * toJSON gave.
 */
export function isPlainArray(array: unknown): array is unknown[] {
  return isArray(array) && getPrototypeOf(array) === ArrayPrototype;
}

/**
 * Where reading a value for the wire threw (a getter, a toJSON, a proxy, JSON.stringify of a
 * free-form object holding a BigInt or a cycle): the segments of its path from the record's root.
 * The message of what threw is not kept: it is the input's, and may quote it.
 */
export class UnsendableValue {
  readonly segments: string[];
  /** Set when the value is a date-time field's whose toJSON gave null, as an Invalid Date's does (D21). */
  readonly invalidDate: boolean;
  constructor(segments: string[], invalidDate = false) {
    this.segments = segments;
    this.invalidDate = invalidDate;
  }
}

/**
 * What JSON.stringify reads of a date-time field, as jsonOf, except that a value whose toJSON
 * gives null (an Invalid Date, such as a driver's Date of a year before 1) throws: sent, it would
 * read as no date at all in a nullable field (an open-ended collector), so it is an error (D21).
 */
export function dateTimeJsonOf(v: unknown, key: string): unknown {
  const json = jsonOf(v, key);
  if (json === null && v !== null) throw new UnsendableValue([], true);
  return json;
}

/** What a level of the projection throws on: `error` located one segment further out. */
export function unsendableAt(error: unknown, segment: string | undefined): UnsendableValue {
  const unsendable = error instanceof UnsendableValue ? error : new UnsendableValue([]);
  if (segment !== undefined) unsendable.segments.unshift(segment);
  return unsendable;
}

// What the generated codecs share (design decision D21): copied by the generator into
// generated/validators/codec-helpers.js (its types stripped) with its declarations, and imported
// there by generated/validators/codecs.js. Written as a module of its own, typed and tested,
// rather than as a string inside the generator.
import { ArrayPrototype, getPrototypeOf, hasToJson, isArray, isPlain } from "./check-helpers.js";

/**
 * Whether the codecs' fast paths may trust a for-in loop and direct reads: nothing enumerable and
 * no toJSON was added to Object.prototype or Array.prototype (the checks ask the same).
 */
export function prototypesAreSound(): boolean {
  for (const _ in ArrayPrototype) return false;
  return !("toJSON" in ArrayPrototype);
}

/**
 * What JSON.stringify reads in place of a value held under `key`: the result of its toJSON method,
 * if it has one. An array index is given as a number and made the text JSON.stringify passes only
 * when a toJSON is called: a text per item would be a new string for every record of a page.
 */
export function jsonOf(v: unknown, key: string | number): unknown {
  if (typeof v === "object" && v !== null) {
    const toJson = (v as { toJSON?: unknown }).toJSON;
    if (typeof toJson === "function") return toJson === dateToJson && readsAsDate(v) ? dateJson(v) : (toJson.call(v, "" + key) as unknown);
  }
  return v;
}

const DatePrototype = Date.prototype;
const dateToJson: unknown = DatePrototype.toJSON;
const dateToIsoString: unknown = DatePrototype.toISOString;
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
  if (t < YEAR_0 || t >= YEAR_10000) return (v as Date).toISOString();
  return dateTimeText(t);
}

/**
 * The time value of a Date in a date-time field whose text is sure to be a valid date-time: a Date
 * read with Date's own methods (readsAsDate, and Date's own toJSON), of a year 0000–9999. Its text
 * is then made from it (dateTimeText) and needs no check, which would cost as much as the making;
 * anything else (a string, an Invalid Date, a year of six digits) is NaN, to be read and checked as
 * any value is. Throws, as toJSON does, on an object that only borrows Date's methods.
 */
export function sureDateTime(v: unknown): number {
  if (typeof v !== "object" || v === null || (v as { toJSON?: unknown }).toJSON !== dateToJson || !readsAsDate(v)) return NaN;
  const t = dateValueOf.call(v as Date);
  return t >= YEAR_0 && t < YEAR_10000 ? t : NaN; // NaN, an Invalid Date's, is neither
}

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
  return String.fromCharCode(
    tens(century), ones(century), tens(ofCentury), ones(ofCentury), 0x2d, tens(month), ones(month), 0x2d, tens(day), ones(day),
    0x54, tens(hour), ones(hour), 0x3a, tens(minute), ones(minute), 0x3a, tens(second), ones(second),
    0x2e, 0x30 + ((ms / 100) | 0), tens(ms % 100), ones(ms), 0x5a,
  );
}

/** The character code of the tens digit of 0–99. */
function tens(n: number): number {
  return 0x30 + ((n / 10) | 0);
}

/** The character code of the ones digit of a whole number. */
function ones(n: number): number {
  return 0x30 + (n % 10);
}

/**
 * The text of a string between its quotes in JSON: the string itself where it needs no escape, as
 * most strings of a record do, else JSON.stringify's without its quotes (lone surrogates escaped
 * as it escapes them). A scan of the code units costs less than the regular expression's call on
 * short strings. The writer appends the quotes as parts of its literals: quoting here would make
 * two new strings of every string of a page.
 */
export function escapedText(s: string): string {
  if (s.length > 64) return NEEDS_ESCAPE.test(s) ? unquoted(JSON.stringify(s)) : s;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return unquoted(JSON.stringify(s));
  }
  return s;
}

function unquoted(json: string): string {
  return json.slice(1, -1);
}

const NEEDS_ESCAPE = /[\u0000-\u001f"\\\ud800-\udfff]/;

/**
 * The JSON text of a free-form object (D3) on the fast path, or undefined where the fast path
 * cannot say it in one call (an array, a class instance, a toJSON of its own): the exact path
 * then decides. JSON.stringify may throw (a BigInt, a cycle): the caller catches.
 */
export function freeFormText(v: unknown): string | undefined {
  if (typeof v !== "object" || v === null || !isPlain(v) || (v as { toJSON?: unknown }).toJSON !== undefined) return undefined;
  // A record's free-form objects are small: JSON.stringify's own call costs more than writing
  // their few values here. What plainText does not know (a toJSON, another prototype, a BigInt,
  // a depth past PLAIN_TEXT_DEPTH) is left to JSON.stringify, which reads that object again.
  const text = plainObjectText(v as Record<string, unknown>, 0) ?? JSON.stringify(v);
  // A getter that made something of Object.prototype enumerable would have been written as the object's own
  return prototypesAreSound() ? text : undefined;
}

/** How deep plainText goes before it leaves a value to JSON.stringify (which throws on a cycle). */
const PLAIN_TEXT_DEPTH = 16;

/** What JSON.stringify writes for a value in an array; in an object it leaves the key out when this is "". */
const UNSENT = "";

/**
 * JSON.stringify's text of a value of plain JSON data: strings, numbers (NaN and the infinities
 * are null), booleans, null, plain arrays and objects without toJSON; UNSENT for what it leaves out
 * (undefined, a function, a symbol); undefined for anything else, a BigInt or too deep.
 */
function plainText(v: unknown, depth: number): string | undefined {
  switch (typeof v) {
    case "string":
      return `"${escapedText(v)}"`;
    case "number":
      return Number.isFinite(v) ? "" + v : "null";
    case "boolean":
      return v ? "true" : "false";
    case "undefined":
    case "function":
    case "symbol":
      return UNSENT;
    case "object":
      if (v === null) return "null";
      if (depth > PLAIN_TEXT_DEPTH) return undefined;
      if (isArray(v)) return isPlainArray(v) ? plainArrayText(v, depth) : undefined;
      if (!isPlain(v) || (v as { toJSON?: unknown }).toJSON !== undefined) return undefined;
      return plainObjectText(v as Record<string, unknown>, depth);
    default:
      return undefined;
  }
}

function plainObjectText(v: Record<string, unknown>, depth: number): string | undefined {
  let s = "";
  for (const key in v) {
    const text = plainText(v[key], depth + 1);
    if (text === undefined) return undefined;
    if (text === UNSENT) continue;
    s += s === "" ? `{"${escapedText(key)}":` : `,"${escapedText(key)}":`;
    s += text;
  }
  return s === "" ? "{}" : s + "}";
}

function plainArrayText(a: unknown[], depth: number): string | undefined {
  let s = "[";
  for (let i = 0; i < a.length; i++) {
    const text = plainText(a[i], depth + 1);
    if (text === undefined) return undefined;
    if (i !== 0) s += ",";
    s += text === UNSENT ? "null" : text;
  }
  return s + "]";
}

/**
 * A free-form value as JSON.stringify sends it, rebuilt as JSON.parse would: a new plain object of
 * plain JSON values. `v` is what the field's toJSON gave already; JSON.stringify does not call a
 * toJSON of that result again (it sends its properties, and a method is no value it sends), so
 * neither does this. Anything that is no object comes back as it is, for the strict check to
 * refuse. May throw (a BigInt, a cycle).
 */
export function freeFormCopy(v: unknown): unknown {
  if (typeof v !== "object" || v === null) return v;
  const sent = hasToJson(v) && !isArray(v) ? withoutToJson(v) : v;
  // Plain data (what JSON.parse made) is copied directly, several times faster than a round trip
  // through a JSON text; anything else (a Date, undefined, a class) takes the round trip.
  return (prototypesAreSound() ? plainCopy(sent, 0) : undefined) ?? (JSON.parse(JSON.stringify(sent)) as unknown);
}

/**
 * A free-form value on the fast path of toWireX: a copy of a plain object of plain JSON data, or
 * undefined where the exact path must decide (another prototype, a toJSON, a value JSON changes).
 */
export function freeFormBuilt(v: unknown): unknown {
  if (typeof v !== "object" || v === null || isArray(v)) return undefined;
  return plainCopy(v, 0);
}

/** How deep plainCopy goes before it leaves a value to the round trip (which throws on a cycle as JSON.stringify does). */
const PLAIN_COPY_DEPTH = 64;

/** A copy of plain JSON data, or undefined as soon as it meets anything JSON.stringify would change. */
function plainCopy(v: unknown, depth: number): unknown {
  switch (typeof v) {
    case "string":
    case "boolean":
      return v;
    case "number":
      return Number.isFinite(v) ? v + 0 : undefined; // -0 + 0 is 0, as JSON writes it
    case "object": {
      if (v === null) return null;
      if (depth > PLAIN_COPY_DEPTH) return undefined;
      if (isArray(v)) return plainArrayCopy(v, depth);
      if (!isPlain(v) || (v as { toJSON?: unknown }).toJSON !== undefined) return undefined;
      const out: Record<string, unknown> = {};
      for (const key in v) {
        const copied = plainCopy((v as Record<string, unknown>)[key], depth + 1);
        if (copied === undefined) return undefined;
        setProperty(out, key, copied);
      }
      return out;
    }
    default:
      return undefined;
  }
}

function plainArrayCopy(array: unknown[], depth: number): unknown[] | undefined {
  if (!isPlainArray(array)) return undefined;
  const out: unknown[] = new Array(array.length);
  for (let i = 0; i < array.length; i++) {
    const copied = plainCopy(array[i], depth + 1);
    if (copied === undefined) return undefined;
    out[i] = copied;
  }
  return out;
}

/** The own enumerable properties of an object whose toJSON JSON.stringify is not to call. */
function withoutToJson(v: object): Record<string, unknown> {
  const properties: Record<string, unknown> = { ...v };
  if (typeof properties.toJSON === "function") delete properties.toJSON;
  return properties;
}

const ObjectPrototype = Object.prototype;

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
  if (key === "__proto__") Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/** Whether `array` is read by JSON.stringify as the array it looks like (no toJSON, the array prototype). */
export function isPlainArray(array: unknown): array is unknown[] {
  return isArray(array) && getPrototypeOf(array) === ArrayPrototype && (array as { toJSON?: unknown }).toJSON === undefined;
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

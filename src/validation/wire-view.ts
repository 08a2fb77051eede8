// What the reporting validators judge: a copy of the value as JSON.stringify would send it
// (design decision D9), so that the issues describe the same value the fast check judged.
//
// Only own enumerable properties are copied, an undefined property is left out, an array hole
// or an element that is not own and enumerable reads as null. What the type of a field could
// not be is kept or replaced so that every schema rejects it, with a note that says why:
// functions, symbols, BigInts and NaN stay as they are (no JSON type admits them), an object
// that JSON.stringify would not send as itself (a toJSON method, a Date, a boxed primitive) or
// that cannot be read (a throwing getter, a proxy) becomes MARKER. Nothing here throws.
import { hasToJson, isBoxedPrimitive, isSent } from "../../generated/validators/check-helpers.js";
import { pointerSegment } from "./json-pointer.js";

/**
 * How many levels of objects and arrays are copied; deeper values are kept as they are. The
 * contract's records nest five levels at most (a page, its data, a collector, its groups, a
 * group), and the reports never read below them, so free-form contents of any depth cost
 * nothing and a cycle ends here.
 */
const VIEW_DEPTH = 8;

/** Why a value of the view is not the JSON value its field needs. */
export interface Note {
  message: string;
  /** JSON.stringify leaves a property holding this value out, so under the strict profile it is absent, not unknown. */
  dropped: boolean;
  /** JSON.stringify throws on this value wherever it is, so it is an issue even where the schema asks nothing. */
  unsendable: boolean;
}

export interface WireView {
  value: unknown;
  /** By JSON Pointer into `value`, relative to it. */
  notes: Map<string, Note>;
}

/** Stands in for an object JSON.stringify would not send as itself: no schema admits a BigInt. */
const MARKER = /* @__PURE__ */ BigInt(0);

const DATE_NOTE: Note = { message: "is a Date: validate the JSON value, e.g. toISOString()", dropped: false, unsendable: false };
const TO_JSON_NOTE: Note = { message: "has a toJSON method: validate the JSON value it stands for", dropped: false, unsendable: false };
const BOXED_NOTE: Note = { message: "is a boxed primitive (such as new String()): validate the primitive value", dropped: false, unsendable: false };
const UNREADABLE_NOTE: Note = { message: "cannot be read (a getter or proxy threw): JSON.stringify would throw", dropped: false, unsendable: true };
const FUNCTION_NOTE: Note = { message: "is a function, which JSON.stringify leaves out", dropped: true, unsendable: false };
const SYMBOL_NOTE: Note = { message: "is a symbol, which JSON.stringify leaves out", dropped: true, unsendable: false };
const BIGINT_NOTE: Note = { message: "is a BigInt, which JSON.stringify cannot send", dropped: false, unsendable: true };
const NON_FINITE_NOTE: Note = { message: "is not a finite number: JSON.stringify sends null", dropped: false, unsendable: false };

const isEnumerable = Object.prototype.propertyIsEnumerable;

/** @param depth how many levels of values to look at and copy (the root is level 1); deeper ones are kept as they are */
export function wireView(value: unknown, depth = VIEW_DEPTH): WireView {
  const notes = new Map<string, Note>();
  return { value: viewOf(value, "", depth, notes), notes };
}

function viewOf(value: unknown, path: string, depth: number, notes: Map<string, Note>): unknown {
  if (depth <= 0) return value;
  const note = noteOf(value);
  if (note !== undefined) notes.set(path, note);
  if (typeof value !== "object" || value === null) return value;
  if (note !== undefined) return MARKER;
  try {
    return Array.isArray(value) ? viewOfArray(value, path, depth, notes) : viewOfObject(value, path, depth, notes);
  } catch {
    notes.set(path, UNREADABLE_NOTE);
    return MARKER;
  }
}

function viewOfArray(array: readonly unknown[], path: string, depth: number, notes: Map<string, Note>): unknown[] {
  const copy: unknown[] = [];
  for (let i = 0; i < array.length; i++) {
    const element = isEnumerable.call(array, i) ? readProperty(array, i) : null;
    copy.push(viewOf(sentInArray(element), `${path}/${i}`, depth - 1, notes));
  }
  return copy;
}

/** What JSON.stringify sends for an array's element: null where it would leave a property out; one that cannot be read stays so, to be noted. */
function sentInArray(element: unknown): unknown {
  return element === UNREADABLE || isSent(element) ? element : null;
}

function viewOfObject(object: object, path: string, depth: number, notes: Map<string, Note>): Record<string, unknown> {
  const copy: Record<string, unknown> = Object.create(null);
  for (const key of Object.keys(object)) {
    const property = readProperty(object, key);
    if (property !== undefined) copy[key] = viewOf(property, `${path}/${pointerSegment(key)}`, depth - 1, notes);
  }
  return copy;
}

/** The value, or UNREADABLE when reading it throws. */
const UNREADABLE = /* @__PURE__ */ Symbol("unreadable");

function readProperty(object: object, key: string | number): unknown {
  try {
    return (object as Record<string | number, unknown>)[key];
  } catch {
    return UNREADABLE;
  }
}

/** Why JSON.stringify would not send `value` as the JSON value it looks like, if it would not. */
function noteOf(value: unknown): Note | undefined {
  switch (typeof value) {
    case "function":
      return FUNCTION_NOTE;
    case "symbol":
      return value === UNREADABLE ? UNREADABLE_NOTE : SYMBOL_NOTE;
    case "bigint":
      return BIGINT_NOTE;
    case "number":
      return Number.isFinite(value) ? undefined : NON_FINITE_NOTE;
    case "object":
      return value === null ? undefined : objectNote(value);
    default:
      return undefined;
  }
}

function objectNote(value: object): Note | undefined {
  try {
    if (hasToJson(value)) return value instanceof Date ? DATE_NOTE : TO_JSON_NOTE;
    return isBoxedPrimitive(value) ? BOXED_NOTE : undefined;
  } catch {
    return UNREADABLE_NOTE;
  }
}

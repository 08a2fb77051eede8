// What the check modules of both profiles share (design decision D9): copied by the generator
// into generated/validators/check-helpers.js (its types stripped) with its declarations, and
// imported there by the generated checks and by src/validation/wire-view.ts. Written as a module of its
// own, typed and tested, rather than as a string inside the generator.

const ObjectPrototype = Object.prototype;
export const ArrayPrototype: readonly unknown[] = Array.prototype;
export const getPrototypeOf: (value: object) => object | null = Object.getPrototypeOf;
export const isArray: (value: unknown) => value is unknown[] = Array.isArray;
export const isInteger: (value: unknown) => boolean = Number.isInteger;
const objectTag = Object.prototype.toString;
const isEnumerable = Object.prototype.propertyIsEnumerable;

/** Fast mode reads properties directly only on objects JSON.parse could have made. */
export function isPlain(d: object): boolean {
  const prototype = getPrototypeOf(d);
  return prototype === ObjectPrototype || prototype === null;
}

/** JSON.stringify calls a toJSON method, own or inherited, instead of sending the object. */
export function hasToJson(d: object): boolean {
  return typeof (d as { toJSON?: unknown }).toJSON === "function";
}

/** Exact mode: whether JSON.stringify sends this object (not null) as a JSON object. */
export function isJsonObject(d: object): boolean {
  return !isArray(d) && !hasToJson(d) && !isBoxedPrimitive(d);
}

/** new Number(1), new String("a"), Object(1n): JSON.stringify sends the primitive (or throws). */
export function isBoxedPrimitive(d: object): boolean {
  // A fast path; without it the unboxers below find no box in a plain object and say the same
  if (objectTag.call(d) === "[object Object]" && !(Symbol.toStringTag in d)) return false;
  // Listed here, not at the top of the module, so that importing it reads nothing.
  const unboxers: ((this: unknown) => unknown)[] = [Number.prototype.valueOf, String.prototype.valueOf, Boolean.prototype.valueOf, BigInt.prototype.valueOf];
  for (const unbox of unboxers) {
    try {
      unbox.call(d);
      return true;
    } catch {
      // not this kind of box
    }
  }
  return false;
}

/** Exact mode: the own enumerable properties JSON.stringify would send, on an object with no prototype. */
export function sentProperties(d: object): Record<string, unknown> {
  const sent: Record<string, unknown> = Object.create(null);
  for (const key of Object.keys(d)) {
    const value = (d as Record<string, unknown>)[key];
    if (value !== undefined) sent[key] = value;
  }
  return sent;
}

/** Whether JSON.stringify sends a property holding this value (it drops the others, and throws on a BigInt). */
export function isSent(v: unknown): boolean {
  return v !== undefined && typeof v !== "function" && typeof v !== "symbol";
}

/**
 * Exact mode: element i of an array as D9 reads it: null for a hole or an element that is not
 * own and enumerable (an inherited one is absent), and null for what JSON.stringify cannot send.
 */
export function sentElement(a: readonly unknown[], i: number): unknown {
  if (!isEnumerable.call(a, i)) return null;
  const v = a[i];
  return isSent(v) ? v : null;
}

/**
 * A free-form object (D3): any JSON object; its contents are never read. A plain one is known at a
 * glance. Its toJSON is read once, as isJsonObject would read it: a getter read twice could give
 * the verdict of its second answer to a value whose first one was a method.
 */
export function isFreeFormObject(v: unknown): boolean {
  if (typeof v !== "object" || v === null) return false;
  const toJson = (v as { toJSON?: unknown }).toJSON;
  // The plain-object fast path; isJsonObject says the same of a plain object without toJSON
  if (toJson === undefined && isPlain(v)) return true;
  return typeof toJson !== "function" && !isArray(v) && !isBoxedPrimitive(v);
}

/**
 * Whether `s` has at least `limit` characters as JSON Schema counts them: code points, so that
 * a character outside the Basic Multilingual Plane (two UTF-16 units) counts once. The length
 * in units bounds the count from both sides, so most strings are judged without a loop.
 */
export function hasCodePointsAtLeast(s: string, limit: number): boolean {
  // Fast paths; the exact count below says the same
  if (s.length < limit) return false;
  // Fast paths; the exact count below says the same
  if (Math.ceil(s.length / 2) >= limit) return true;
  return codePointLength(s) >= limit;
}

/** Whether `s` has at most `limit` code points (see hasCodePointsAtLeast). */
export function hasCodePointsAtMost(s: string, limit: number): boolean {
  // Fast paths; the exact count below says the same
  if (s.length <= limit) return true;
  // Fast paths; the exact count below says the same
  if (Math.ceil(s.length / 2) > limit) return false;
  return codePointLength(s) <= limit;
}

/**
 * The length of `s` in code points: its UTF-16 units, less one for each high surrogate followed
 * by a low one (a lone surrogate counts once), as Ajv's ucs2length counts; the reports call it
 * in its place, so both engines count alike.
 */
export function codePointLength(s: string): number {
  let count = s.length;
  // Past the last unit charCodeAt reads NaN, which pairs with nothing
  for (let i = 0; i < s.length - 1; i++) {
    const unit = s.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--;
        i++;
      }
    }
  }
  return count;
}

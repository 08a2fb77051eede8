// Meanings compared by a short key: two schemas (or any JSON values) mean the same exactly when
// their keys are equal. Keys are numbered and cached per comparison of two documents.
import type { Schema } from "./schema.js";

/** Whether two values mean the same: their meaning keys are equal. */
export function sameMeaning(a: unknown, b: unknown): boolean {
  return meaningKey(a) === meaningKey(b);
}

/**
 * Meanings are compared by a short key: a primitive by its JSON text, an object or array by its
 * keys and the numbers of its members' distinct meanings (`{"type":#3,"items":#7}`), each
 * distinct text numbered once. Meanings share the meanings of what they refer to, so a record's
 * key is as short as its own keywords, however much it refers to, and is worked out once.
 */
let meaningNumbers = new Map<string, number>();
let keysOf = new WeakMap<object, string>();

/** Forgets every meaning numbered: `diff` starts each comparison of two documents afresh. */
export function forgetMeaningKeys(): void {
  meaningNumbers = new Map();
  keysOf = new WeakMap();
}

/** A key that two meanings share exactly when they are the same. */
export function meaningKey(value: unknown): string {
  if (typeof value !== "object" || value === null) return JSON.stringify(value) ?? "null";
  const known = keysOf.get(value);
  // The cache; a key made again is the same
  if (known !== undefined) return known;
  const text = Array.isArray(value) ? arrayKey(value) : objectKey(value as Schema);
  keysOf.set(value, text);
  return text;
}

// Written as loops: keys are made for every schema of both documents, and chains of map, filter
// and join allocate an array at each step.
function arrayKey(value: unknown[]): string {
  let text = "[";
  for (let i = 0; i < value.length; i++) text += (i === 0 ? "" : ",") + memberNumber(value[i]);
  return `${text}]`;
}

function objectKey(value: Schema): string {
  let text = "{";
  for (const name in value) {
    if (!Object.hasOwn(value, name) || value[name] === undefined) continue;
    text += `${text === "{" ? "" : ","}${JSON.stringify(name)}:${memberNumber(value[name])}`;
  }
  return `${text}}`;
}

function memberNumber(value: unknown): string {
  if (typeof value !== "object" || value === null) return JSON.stringify(value) ?? "null";
  const text = meaningKey(value);
  let number = meaningNumbers.get(text);
  if (number === undefined) meaningNumbers.set(text, (number = meaningNumbers.size));
  return `#${number}`;
}

/** An order of values by their meaning keys, for sorting alternatives one way. */
export function byJson(a: unknown, b: unknown): number {
  const x = meaningKey(a);
  const y = meaningKey(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

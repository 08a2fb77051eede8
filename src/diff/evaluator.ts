// Whether a schema of a compared document admits a value, in a profile (D26): the diff's own
// evaluator, over exactly the vocabulary the check generator compiles, so that every witness
// `diff` prints is checked against the whole schema at its place, neighbouring keywords
// included. Written here rather than run through Ajv: the documents compared are input, not
// code to compile, and the strict profile's closed records are a reading of the same schema.
// Keywords outside the vocabulary are not evaluated: where they differ the place is
// KEYWORD_CHANGED instead (walk.ts), and where they are the same they decide nothing between
// the two sides.
import { contractFormats } from "../../generated/validators/formats.js";
import { MAX_EVALUATION_DEPTH } from "./limits.js";
import type { Side } from "./schema.js";

/**
 * The two readings of a record: `strict` closes every record that names properties and says
 * nothing of others (the profile producers validate what they send with), `tolerant` leaves it
 * open (the profile clients read with).
 */
export type Profile = "strict" | "tolerant";

/** Whether every schema of `sides` admits `value` in `profile`. */
export function admitsAll(sides: readonly Side[], value: unknown, profile: Profile): boolean {
  return sides.every((side) => admits(side, value, profile, 0));
}

function admits(side: Side, value: unknown, profile: Profile, depth = 0): boolean {
  const { schema, document } = side;
  if (schema === false) return false;
  if (typeof schema !== "object" || schema === null) return true;
  if (depth > MAX_EVALUATION_DEPTH) return false;
  const s = schema as Record<string, any>;
  if (typeof s.$ref === "string") {
    const target = document.resolve(s.$ref);
    if (target !== undefined && !admits(target, value, profile, depth + 1)) return false;
  }
  if (Array.isArray(s.anyOf) && !s.anyOf.some((branch: unknown) => admits({ schema: branch, document }, value, profile, depth + 1))) return false;
  if (Array.isArray(s.enum) && !listedIn(s.enum, value)) return false;
  if (Object.hasOwn(s, "const") && !sameScalar(s.const, value)) return false;
  if (s.type !== undefined && !(typeof s.type === "string" ? isOfType(value, s.type) : Array.isArray(s.type) && s.type.some((type: string) => isOfType(value, type)))) return false;
  if (typeof value === "number") return numberAdmitted(s, value);
  if (typeof value === "string") return stringAdmitted(s, value);
  if (Array.isArray(value)) return arrayAdmitted(s, value, { document }, profile, depth);
  if (typeof value === "object" && value !== null) return objectAdmitted(s, value as Record<string, unknown>, { document }, profile, depth);
  return true;
}

/** Each enum's scalar values as a set: an enum of thousands of values, tried against as many candidates, costs one lookup each. */
const enumSets = new WeakMap<unknown[], Set<unknown>>();

function listedIn(values: unknown[], value: unknown): boolean {
  if (typeof value === "object" && value !== null) return false;
  let set = enumSets.get(values);
  if (set === undefined) enumSets.set(values, (set = new Set(values.filter((listed) => typeof listed !== "object" || listed === null))));
  return set.has(value);
}

function sameScalar(listed: unknown, value: unknown): boolean {
  return listed === value && (typeof value !== "object" || value === null);
}

function isOfType(value: unknown, type: string): boolean {
  switch (type) {
    case "null":
      return value === null;
    case "boolean":
      return typeof value === "boolean";
    case "integer":
      return Number.isInteger(value);
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "string":
      return typeof value === "string";
    case "array":
      return Array.isArray(value);
    case "object":
      return typeof value === "object" && value !== null && !Array.isArray(value);
    default:
      return false;
  }
}

function numberAdmitted(s: Record<string, any>, value: number): boolean {
  if (typeof s.minimum === "number" && !(value >= s.minimum)) return false;
  if (typeof s.maximum === "number" && !(value <= s.maximum)) return false;
  if (typeof s.exclusiveMinimum === "number" && !(value > s.exclusiveMinimum)) return false;
  return !(typeof s.exclusiveMaximum === "number" && !(value < s.exclusiveMaximum));
}

function stringAdmitted(s: Record<string, any>, value: string): boolean {
  const length = codePoints(value);
  if (typeof s.minLength === "number" && length < s.minLength) return false;
  if (typeof s.maxLength === "number" && length > s.maxLength) return false;
  const check = typeof s.format === "string" && Object.hasOwn(contractFormats, s.format) ? contractFormats[s.format] : undefined;
  return check === undefined || check(value);
}

/** A string's length as JSON Schema counts it: in code points, not UTF-16 units. */
export function codePoints(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

function arrayAdmitted(s: Record<string, any>, value: unknown[], { document }: Pick<Side, "document">, profile: Profile, depth: number): boolean {
  if (typeof s.minItems === "number" && value.length < s.minItems) return false;
  if (typeof s.maxItems === "number" && value.length > s.maxItems) return false;
  if (s.items === undefined) return true;
  return value.every((item) => admits({ schema: s.items, document }, item, profile, depth + 1));
}

function objectAdmitted(s: Record<string, any>, value: Record<string, unknown>, { document }: Pick<Side, "document">, profile: Profile, depth: number): boolean {
  const properties: Record<string, unknown> = typeof s.properties === "object" && s.properties !== null ? s.properties : {};
  if (Array.isArray(s.required) && !s.required.every((name: string) => Object.hasOwn(value, name))) return false;
  const closed = isClosed(s, profile);
  for (const name of Object.keys(value)) {
    if (Object.hasOwn(properties, name)) {
      if (!admits({ schema: properties[name], document }, value[name], profile, depth + 1)) return false;
    } else if (closed) return false;
  }
  return true;
}

/** Whether a schema refuses names it does not list, in `profile`: the strict profile closes every record that names properties (D3). */
export function isClosed(s: Record<string, any>, profile: Profile): boolean {
  if (typeof s.additionalProperties === "boolean") return !s.additionalProperties;
  return profile === "strict" && s.properties !== undefined;
}

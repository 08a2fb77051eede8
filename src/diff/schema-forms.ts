// The forms a schema is written in before its meaning is compared (schema-meaning.ts): the
// same values, written one way. Each function returns its schema unchanged when it has nothing
// to rewrite, so a caller can tell by identity.
import { isAnnotation } from "./keywords.js";
import { patternLengths } from "./pattern-lengths.js";
import type { Schema } from "./schema.js";

/**
 * The meaning under `$ref` (a referenced schema beside constraints), or the one member of an
 * `allOf`, laid into the schema beside it when no keyword is stated on both sides: the same
 * values, written one way.
 */
export function merged(schema: Schema, keyword: "$ref" | "$dynamicRef" | "allOf"): Schema {
  const inner = keyword !== "allOf" ? schema[keyword] : Array.isArray(schema.allOf) && schema.allOf.length === 1 ? schema.allOf[0] : undefined;
  if (inner === undefined || inner === true) {
    if (inner === true) {
      const { [keyword]: _, ...rest } = schema;
      return rest;
    }
    return schema;
  }
  if (typeof inner !== "object" || inner === null || Array.isArray(inner)) return schema;
  const { [keyword]: _, ...rest } = schema;
  if (statesDifferently(inner as Schema, rest)) return schema;
  return { ...rest, ...(inner as Schema) };
}

/** Whether two schemas state a keyword (other than an annotation) both, with different values. */
export function statesDifferently(a: Schema, b: Schema): boolean {
  return Object.keys(b).some((key) => Object.hasOwn(a, key) && !isAnnotation(key) && JSON.stringify(a[key]) !== JSON.stringify(b[key]));
}

/**
 * Bounds that admit every value the rest of the schema admits say nothing: a lower bound of 0
 * on a count (minLength, minItems, minProperties), and a length an anchored pattern already
 * keeps to (pattern-lengths.ts).
 */
export function withoutVacuousBounds(schema: Schema): Schema {
  const vacuous = ["minLength", "minItems", "minProperties"].filter((keyword) => schema[keyword] === 0);
  const lengths = typeof schema.pattern === "string" ? patternLengths(schema.pattern) : undefined;
  if (lengths !== undefined && typeof schema.minLength === "number" && schema.minLength <= lengths.min) vacuous.push("minLength");
  if (lengths !== undefined && typeof schema.maxLength === "number" && schema.maxLength >= lengths.max) vacuous.push("maxLength");
  if (vacuous.length === 0) return schema;
  const out = { ...schema };
  for (const keyword of vacuous) delete out[keyword];
  return out;
}

/** On an integer, an exclusive bound is the inclusive one next to it: `exclusiveMinimum: -1` is `minimum: 0`. */
export function integerBounds(schema: Schema): Schema {
  const types: unknown[] = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (!types.includes("integer") || types.includes("number")) return schema;
  if (typeof schema.exclusiveMinimum !== "number" && typeof schema.exclusiveMaximum !== "number") return schema;
  const out = { ...schema };
  if (typeof out.exclusiveMinimum === "number" && out.minimum === undefined) {
    out.minimum = Math.floor(out.exclusiveMinimum) + 1;
    delete out.exclusiveMinimum;
  }
  if (typeof out.exclusiveMaximum === "number" && out.maximum === undefined) {
    out.maximum = Math.ceil(out.exclusiveMaximum) - 1;
    delete out.exclusiveMaximum;
  }
  return out.minimum === schema.minimum && out.maximum === schema.maximum ? schema : out;
}

/** `anyOf: [X, {type: "null"}]` where X states its types: X with null among them. */
export function foldNull(schema: Schema): Schema {
  const list = schema.anyOf;
  if (!Array.isArray(list)) return schema;
  if (list.length === 1 && typeof list[0] === "object") {
    const { anyOf: _, ...rest } = schema;
    if (!Object.keys(list[0]).some((key) => Object.hasOwn(rest, key))) return foldNull({ ...rest, ...list[0] });
  }
  if (list.length !== 2) return schema;
  const nullAt = list.findIndex(isNullOnly);
  const other = list[1 - nullAt];
  if (nullAt === -1 || typeof other !== "object" || other.type === undefined || other.anyOf !== undefined || other.oneOf !== undefined) return schema;
  const { anyOf: _, ...rest } = schema;
  // Keywords beside the alternatives constrain both: folding would lose them.
  if (Object.keys(other).some((key) => Object.hasOwn(rest, key))) return schema;
  const types = Array.isArray(other.type) ? other.type : [other.type];
  return { ...rest, ...other, type: sortedTypes([...types, "null"]), ...(other.enum ? { enum: sortedValues([...other.enum, null], undefined) } : {}) };
}

export function isNullOnly(schema: unknown): boolean {
  if (typeof schema !== "object" || schema === null) return false;
  const keys = Object.keys(schema).filter((key) => !isAnnotation(key));
  return keys.length === 1 && (schema as Schema).type === "null";
}

export function isBareType(schema: unknown): boolean {
  if (typeof schema !== "object" || schema === null) return false;
  return (schema as Schema).type !== undefined && Object.keys(schema).every((key) => key === "type" || isAnnotation(key));
}

/** A schema with nothing but annotations: it admits every value. */
export function isEmpty(schema: unknown): boolean {
  return typeof schema === "object" && schema !== null && Object.keys(schema).every(isAnnotation);
}

export function sortedTypes(type: unknown): unknown {
  const types = [...new Set<string>(Array.isArray(type) ? type : [type as string])];
  const kept = types.includes("number") ? types.filter((t) => t !== "integer") : types;
  kept.sort();
  return kept.length === 1 ? kept[0] : kept;
}

export function sortedValues(values: unknown[], already: unknown[] | undefined): unknown[] {
  const all = [...(already ?? []), ...values].map((value) => JSON.stringify(value));
  return [...new Set(all)].sort().map((text) => JSON.parse(text));
}

export function sortedKeys(schema: Schema): Schema {
  return Object.fromEntries(
    Object.keys(schema)
      .sort()
      .map((key) => [key, schema[key]]),
  );
}

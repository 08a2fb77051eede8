// The forms a schema is written in before its meaning is compared (schema-meaning.ts): the
// same values, written one way. Each function returns its schema unchanged when it has nothing
// to rewrite, so a caller can tell by identity.
import { scalarVerdict } from "./admits.js";
import { isAnnotation } from "./keywords.js";
import { patternLengths } from "./pattern-lengths.js";
import type { Schema } from "./schema.js";

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

/**
 * Constraints other keywords already imply, left out so that stating one changes nothing:
 * `uniqueItems` under `maxItems` ≤ 1; `number` with `multipleOf: 1` (an integer); `minContains:
 * 0` beside `contains` with no `maxContains` (any array has zero matches or more); a
 * `dependentRequired` name already required (and, for a required key, its names required
 * outright); and beside an `enum`, the bounds its values are judged by and the types no listed
 * value has (the values they exclude dropped from the enum: no value outside them is admitted
 * either way).
 */
export function withoutImpliedConstraints(schema: Schema): Schema {
  let out = schema;
  const edit = (): Schema => (out === schema ? (out = { ...schema }) : out);
  if (schema.uniqueItems === true && typeof schema.maxItems === "number" && schema.maxItems <= 1) delete edit().uniqueItems;
  if (schema.multipleOf === 1 && (schema.type === "number" || (Array.isArray(schema.type) && schema.type.includes("number")))) {
    edit().type = Array.isArray(schema.type) ? schema.type.map((type: string) => (type === "number" ? "integer" : type)) : "integer";
    delete out.multipleOf;
  }
  if (schema.minContains === 0 && schema.maxContains === undefined && schema.contains !== undefined) {
    delete edit().minContains;
    delete out.contains;
  }
  if (isDependentRequired(schema.dependentRequired) && Array.isArray(schema.required)) {
    const { required, dependentRequired } = foldedDependencies(schema.required, schema.dependentRequired);
    if (JSON.stringify(required) !== JSON.stringify(schema.required) || JSON.stringify(dependentRequired) !== JSON.stringify(schema.dependentRequired)) {
      edit().required = required;
      if (dependentRequired === undefined) delete out.dependentRequired;
      else out.dependentRequired = dependentRequired;
    }
  }
  if (Array.isArray(schema.enum)) {
    const judged = ENUM_IMPLIED.filter((keyword) => schema[keyword] !== undefined);
    const values = schema.enum.filter((value: unknown) => judged.every((keyword) => admitsValue(schema, keyword, value)));
    // The type stays, as the types some listed value has: what the enum is made of, for the judges of type and values.
    const type = schema.type === undefined ? undefined : typesListed(schema.type, values);
    if (values.length !== schema.enum.length || type !== schema.type || judged.some((keyword) => keyword !== "type")) {
      edit().enum = values;
      for (const keyword of judged) if (keyword !== "type") delete out[keyword];
      if (type !== undefined) out.type = type;
    }
  }
  return out;
}

/** The types of `type` that some value of `values` has. */
function typesListed(type: unknown, values: unknown[]): unknown {
  const types: unknown[] = Array.isArray(type) ? type : [type];
  const listed = types.filter((name) => values.some((value) => admitsValue({ type: name }, "type", value)));
  if (listed.length === types.length) return type;
  return listed.length === 1 ? listed[0] : listed;
}

/** The keywords whose verdict on each listed value is worked out here, beside an enum. */
const ENUM_IMPLIED = ["type", "minLength", "maxLength", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"];

function admitsValue(schema: Schema, keyword: string, value: unknown): boolean {
  return scalarVerdict(keyword, schema[keyword], value) !== false;
}

function isDependentRequired(value: unknown): value is Record<string, string[]> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every((names) => Array.isArray(names));
}

/** `required` with the names a required key depends on, and each remaining dependency less what is required anyway. */
function foldedDependencies(required: string[], dependencies: Record<string, string[]>): { required: string[]; dependentRequired?: Record<string, string[]> } {
  // A worklist, so that a long chain of dependencies costs its length, not its square.
  const always = new Set(required);
  const waiting = [...always];
  while (waiting.length > 0) {
    const key = waiting.pop()!;
    const names = Object.hasOwn(dependencies, key) ? dependencies[key]! : [];
    for (const name of names) {
      if (always.has(name)) continue;
      always.add(name);
      waiting.push(name);
    }
  }
  const rest = Object.entries(dependencies)
    .filter(([key]) => !always.has(key))
    .map(([key, names]) => [key, names.filter((name) => !always.has(name))] as const)
    .filter(([, names]) => names.length > 0);
  return { required: [...always], ...(rest.length === 0 ? {} : { dependentRequired: Object.fromEntries(rest) }) };
}

/** The values a schema lists when that is all it says (`const`, or `enum`, beside annotations only); undefined otherwise. */
export function listedValues(schema: unknown): unknown[] | undefined {
  if (typeof schema !== "object" || schema === null) return undefined;
  const { const: constant, enum: values, ...rest } = schema as Schema;
  if (Object.keys(rest).some((key) => !isAnnotation(key))) return undefined;
  const hasConst = Object.hasOwn(schema, "const");
  if (hasConst === Array.isArray(values)) return undefined;
  return hasConst ? [constant] : values;
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

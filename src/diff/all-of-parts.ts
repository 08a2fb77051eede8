// An `allOf` of parts written as one schema, before its meaning is compared or its keywords
// judged: a record split into parts (`allOf: [{$ref: Base}, {properties: …}]`), or a `$ref` whose
// target and the constraints beside it state the same keyword, means the conjunction of its
// parts, so the parts are laid together where that conjunction can be written plainly: required
// names joined, properties of both kept (one named in two parts as the allOf of its two
// schemas), types intersected, the tighter of two bounds of one keyword kept. Where a plain
// conjunction cannot be written (a keyword stated otherwise in two parts that is not one of
// these, `additionalProperties` that would come to see another part's properties, parts in other
// resources, references left), the allOf stays as it is.
import { isAnnotation } from "./keywords.js";
import { isSchemaObject, type Schema } from "./schema.js";

/** Keywords two parts may state otherwise, and how the stricter of the two is kept. */
const LOWER_BOUNDS = new Set(["minLength", "minItems", "minProperties", "minimum", "exclusiveMinimum", "minContains"]);
const UPPER_BOUNDS = new Set(["maxLength", "maxItems", "maxProperties", "maximum", "exclusiveMaximum", "maxContains"]);
/** Name lists that a conjunction joins: each part's names are all required. */
const JOINED_NAMES = new Set(["required", "writeOnly properties"]);
/** Keywords whose meaning depends on the properties named beside them in the same part. */
const SEES_SIBLINGS = ["additionalProperties", "unevaluatedProperties", "unevaluatedItems"];
/** Keywords that make a part a resource or a reference of its own: never laid into another. */
const OWN_PLACE = ["$ref", "$dynamicRef", "$id", "$anchor", "$dynamicAnchor", "$schema", "$vocabulary"];
const REFERENCES = ["$ref", "$dynamicRef"];

/**
 * `schema` with its `allOf` laid into it, each part given by `part` (a part that is a reference
 * resolved, or undefined when it cannot be); `schema` itself where they cannot be laid together.
 */
export function withAllOfMerged(schema: Schema, part: (member: unknown) => Schema | boolean | undefined = (member) => member as Schema): Schema {
  // An anyOf or oneOf of one member says what an allOf of it says.
  const keywords = ["allOf", "anyOf", "oneOf"].filter((keyword) => Array.isArray(schema[keyword]) && (keyword === "allOf" || schema[keyword].length === 1));
  if (keywords.length === 0 || schema.allOf?.length === 0) return schema;
  const rest: Schema = { ...schema };
  for (const keyword of keywords) delete rest[keyword];
  const parts: Schema[] = [rest];
  for (const member of keywords.flatMap((keyword) => schema[keyword] as unknown[])) {
    const read = part(member);
    if (read === true) continue;
    if (!isSchemaObject(read)) return schema;
    parts.push(read);
  }
  return conjunction(parts) ?? schema;
}

/**
 * `schema` with what its `$ref` or `$dynamicRef` refers to (`part` reads it: the reference's
 * target, or its meaning) laid into it beside its other keywords, as the allOf of the two;
 * `schema` itself where they cannot be laid together.
 */
export function withReferenceMerged(
  schema: Schema,
  keyword: "$ref" | "$dynamicRef",
  // By default the reference holds its target already: a meaning, where each reference was replaced by what it means.
  part: (schema: Schema) => Schema | boolean | undefined = (held) => held[keyword],
): Schema {
  if (schema[keyword] === undefined) return schema;
  const { [keyword]: _, ...rest } = schema;
  const target = part(schema);
  if (target === true) return rest;
  if (!isSchemaObject(target)) return schema;
  return conjunction([rest, target]) ?? schema;
}

/** The parts as one schema, or undefined where no plain one says the same. */
export function conjunction(parts: Schema[]): Schema | undefined {
  // The first part is the schema the others are laid into: it may be a resource or an anchor itself, never a reference.
  if (parts.some((part, i) => (i === 0 ? REFERENCES : OWN_PLACE).some((keyword) => part[keyword] !== undefined))) return undefined;
  // A part that sees its own properties only must be the one part that names any.
  const naming = parts.filter((part) => part.properties !== undefined || part.patternProperties !== undefined || part.prefixItems !== undefined || part.items !== undefined);
  const seeing = parts.filter((part) => SEES_SIBLINGS.some((keyword) => part[keyword] !== undefined));
  if (seeing.length > 0 && (seeing.length > 1 || naming.some((part) => part !== seeing[0]))) return undefined;
  const out: Schema = {};
  for (const part of parts) {
    for (const keyword of Object.keys(part)) {
      if (!Object.hasOwn(out, keyword)) {
        out[keyword] = part[keyword];
        continue;
      }
      const joined = joinedKeyword(keyword, out[keyword], part[keyword]);
      if (joined === undefined) return undefined;
      out[keyword] = joined.value;
    }
  }
  return out;
}

/** One keyword stated in two parts, as one; undefined where the conjunction needs both. */
function joinedKeyword(keyword: string, a: unknown, b: unknown): { value: unknown } | undefined {
  if (JSON.stringify(a) === JSON.stringify(b) || isAnnotation(keyword)) return { value: a };
  if (typeof a === "number" && typeof b === "number") {
    if (LOWER_BOUNDS.has(keyword)) return { value: Math.max(a, b) };
    if (UPPER_BOUNDS.has(keyword)) return { value: Math.min(a, b) };
  }
  if (JOINED_NAMES.has(keyword) && Array.isArray(a) && Array.isArray(b)) return { value: [...new Set([...a, ...b])] };
  if (keyword === "type") return intersectedTypes(a, b);
  if (keyword === "properties" && isSchemaObject(a) && isSchemaObject(b)) {
    const out: Schema = { ...a };
    for (const [name, schema] of Object.entries(b)) {
      out[name] = !Object.hasOwn(a, name) || JSON.stringify(a[name]) === JSON.stringify(schema) ? schema : { allOf: [a[name], schema] };
    }
    return { value: out };
  }
  if (keyword === "allOf" && Array.isArray(a) && Array.isArray(b)) return { value: [...a, ...b] };
  return undefined;
}

function intersectedTypes(a: unknown, b: unknown): { value: unknown } | undefined {
  const listed = (type: unknown) => (Array.isArray(type) ? type : [type]).filter((name): name is string => typeof name === "string");
  const [left, right] = [listed(a), listed(b)];
  const admits = (types: string[], name: string) => types.includes(name) || (name === "integer" && types.includes("number"));
  const both = [...left.filter((name) => admits(right, name)), ...right.filter((name) => name === "integer" && left.includes("number") && !left.includes("integer"))];
  const types = [...new Set(both)];
  // No type in common: nothing is admitted, which the allOf as written says more plainly.
  if (types.length === 0) return undefined;
  return { value: types.length === 1 ? types[0] : types };
}

/**
 * Constraints beside an anyOf or a oneOf laid into each of its alternatives, where each can be
 * written plainly: `{type: "string", anyOf: [{minLength: 1}, {maxLength: 0}]}` says what
 * `{anyOf: [{type: "string", minLength: 1}, {type: "string", maxLength: 0}]}` says (a value
 * matches the constraints and one alternative, or exactly one for a oneOf, either way). `schema`
 * itself where there is nothing beside the choice, or an alternative cannot take it.
 */
export function withConstraintsInAlternatives(schema: Schema): Schema {
  const keyword = ["anyOf", "oneOf"].find((name) => Array.isArray(schema[name]) && schema[name].length > 1);
  if (keyword === undefined || (keyword === "anyOf" && schema.oneOf !== undefined)) return schema;
  const { [keyword]: list, ...rest } = schema;
  const beside = Object.keys(rest).filter((name) => !isAnnotation(name));
  if (beside.length === 0) return schema;
  const annotations = Object.fromEntries(Object.entries(rest).filter(([name]) => isAnnotation(name)));
  const constraints = Object.fromEntries(beside.map((name) => [name, rest[name]]));
  const alternatives: Schema[] = [];
  for (const alternative of list as unknown[]) {
    if (typeof alternative !== "object" || alternative === null || Array.isArray(alternative)) return schema;
    const joined = conjunction([constraints, alternative as Schema]);
    if (joined === undefined) return schema;
    alternatives.push(joined);
  }
  return { ...annotations, [keyword]: alternatives };
}

// Turns the document's component schemas into what the validator compiler is given for each
// profile (design decision D3). The OpenAPI document itself stays profile-neutral.
import { DEFS_REF_PREFIX, componentsAsDefs } from "./component-defs.js";
import { mapNamedSchemas, mapSchema } from "./schema-walk.js";
import { isAnnotation } from "../vocabulary/index.js";

/** @typedef {"tolerant" | "strict"} Profile */
export const PROFILES = /** @type {const} */ (["tolerant", "strict"]);

/**
 * @param {Record<string, any>} componentSchemas components.schemas of the bundled document
 * @param {Profile} profile
 * @returns {Record<string, any>} the same schemas as `$defs`, refs pointing into `$defs`,
 *   without annotations, and under the strict profile closed to unknown properties
 */
export function profileSchemas(componentSchemas, profile) {
  const defs = mapNamedSchemas(componentsAsDefs(componentSchemas), withoutAnnotations);
  return profile === "strict" ? mapNamedSchemas(defs, closeRecord) : defs;
}

/**
 * `anyOf: [{$ref: X}, {type: "null"}]` becomes a copy of X that also admits null.
 * Same verdicts, but Ajv then reports the problems of X alone instead of those of both
 * branches and an extra "must match a schema in anyOf".
 * @param {Record<string, any>} defs
 */
export function inlineNullableRefs(defs) {
  return mapNamedSchemas(defs, (schema) => inlineNullableRef(schema, defs));
}

/**
 * Every `$ref` replaced by a copy of its target (the contract has no recursive schema).
 * Ajv's code for a `$ref` it does not inline concatenates the callee's errors onto its own
 * list once per call: with every error collected, a page of many invalid records would take
 * quadratic time. Inlined, each error is pushed once.
 * @param {Record<string, any>} defs
 */
export function inlineRefs(defs) {
  /** @param {any} schema @param {string[]} seen @returns {any} */
  const inline = (schema, seen) =>
    mapSchema(schema, (/** @type {any} */ sub) => {
      if (typeof sub.$ref !== "string" || !sub.$ref.startsWith(DEFS_REF_PREFIX)) return sub;
      const name = sub.$ref.slice(DEFS_REF_PREFIX.length);
      if (seen.includes(name)) throw new Error(`$ref cycle through ${[...seen, name].join(" → ")}`);
      const { $ref, ...siblings } = sub;
      return { ...inline(defs[name], [...seen, name]), ...siblings };
    });
  return Object.fromEntries(Object.entries(defs).map(([name, schema]) => [name, inline(schema, [name])]));
}

/**
 * Annotations (the vocabulary's, and every `x-*` extension) do not validate; left in, they would
 * reach the compiled code as dead data, and Ajv's strict mode refuses the extensions.
 * @param {any} schema
 */
function withoutAnnotations(schema) {
  return Object.fromEntries(Object.entries(schema).filter(([key]) => !isAnnotation(key)));
}

/** A record (a schema that names its properties) admits no others; free-form objects stay free. @param {any} schema */
export function closeRecord(schema) {
  if (schema.properties === undefined || schema.additionalProperties !== undefined) return schema;
  return { ...schema, additionalProperties: false };
}

/**
 * A record of the tolerant profile says that it admits others, which a reader of its published
 * schema (an AI SDK's tool, a form library) would otherwise take as it pleases: some close it.
 * @param {any} schema
 */
export function openRecord(schema) {
  if (schema.properties === undefined || schema.additionalProperties !== undefined) return schema;
  return { ...schema, additionalProperties: true };
}

/** @param {any} schema @param {any} defs */
function inlineNullableRef(schema, defs) {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2 || !isNullSchema(branches[1])) return schema;
  const ref = branches[0].$ref;
  if (Object.keys(branches[0]).length !== 1 || typeof ref !== "string" || !ref.startsWith(DEFS_REF_PREFIX)) return schema;
  const target = defs[ref.slice(DEFS_REF_PREFIX.length)];
  if (typeof target.type !== "string" || target.$ref !== undefined) return schema;
  const { anyOf, ...siblings } = schema;
  return admitNull({ ...structuredClone(target), ...siblings });
}

/** @param {any} schema */
function isNullSchema(schema) {
  return Object.keys(schema).length === 1 && schema.type === "null";
}

/** @param {any} schema */
function admitNull(schema) {
  const { const: constant, ...rest } = schema;
  const nullable = { ...rest, type: [schema.type, "null"] };
  if (constant !== undefined) nullable.enum = [constant, null];
  else if (schema.enum !== undefined) nullable.enum = [...schema.enum, null];
  return nullable;
}

// How the codecs (codec-code.js) and their types (codec-types.js) see the named fields of a
// record: four kinds, read from the strict profile's schemas. A form of field this does not know
// stops the generator, as the check generator stops at a keyword it has no code for.
import { isAnnotation } from "../vocabulary/index.js";
import { DEFS_REF_PREFIX } from "./component-defs.js";

/**
 * A named field as the codecs treat it:
 * - record: a `$ref` to a record (or that or null), written, projected and decoded by its functions;
 * - list: an array of records (or that or null);
 * - freeForm: an object whose contents are any JSON (D3), sent as JSON.stringify sends it;
 * - scalar: anything else, validated by the check's expression; `dateTime` when its string is a
 *   date-time, `sureDates` when besides its type and format it says nothing a date-time's text
 *   could fail (a Date's own text then needs no check), `safeString` when no valid string of it
 *   needs an escape in JSON.
 * @typedef {{ kind: "record", record: string, nullable: boolean }
 *   | { kind: "list", record: string, nullable: boolean }
 *   | { kind: "freeForm", nullable: boolean }
 *   | { kind: "scalar", schema: any, types: string[], nullable: boolean, dateTime: boolean, sureDates: boolean, safeString: boolean }} Field
 */

/**
 * The named fields of record `name`, in the order of its properties.
 * @param {Record<string, any>} defs @param {string} name
 * @returns {{ name: string, field: Field, required: boolean }[]}
 */
export function codecFields(defs, name) {
  const schema = defs[name];
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([field, fieldSchema]) => ({
    name: field,
    field: fieldOf(defs, fieldSchema, `${name}/properties/${field}`),
    required: required.has(field),
  }));
}

/** Whether a schema of `defs` is a record: an object that names its properties. @param {any} schema */
function isRecordSchema(schema) {
  return schema?.type === "object" && schema.properties !== undefined;
}

/** @param {Record<string, any>} defs @param {any} schema @param {string} where @returns {Field} */
function fieldOf(defs, schema, where) {
  const record = recordRef(defs, schema);
  if (record !== undefined) return { kind: "record", record, nullable: false };
  const nullableRecord = nullableRecordRef(defs, schema);
  if (nullableRecord !== undefined) return { kind: "record", record: nullableRecord, nullable: true };
  const types = typesOf(schema);
  const nullable = types.includes("null");
  const [only, ...more] = types.filter((type) => type !== "null");
  if (only === "array" && more.length === 0) {
    const item = recordRef(defs, schema.items);
    if (item === undefined) throw new Error(`${where}: only arrays of records are supported by the codecs`);
    return { kind: "list", record: item, nullable };
  }
  if (only === "object" && more.length === 0) {
    if (schema.properties !== undefined) throw new Error(`${where}: a record written in place is not supported by the codecs: name it under $defs`);
    return { kind: "freeForm", nullable };
  }
  return scalarField(defs, schema, where);
}

/** Whether every valid date-time's text meets `keyword` of a date-time field: its type, its format, an annotation (the check ignores those). @param {string} keyword */
function meetsEveryDateTime(keyword) {
  return keyword === "type" || keyword === "format" || isAnnotation(keyword);
}

/** @param {Record<string, any>} defs @param {any} schema @param {string} where @returns {Field} */
function scalarField(defs, schema, where) {
  const referenced = refsIn(schema).map((ref) => defs[ref.slice(DEFS_REF_PREFIX.length)]);
  if (referenced.some(isRecordSchema)) throw new Error(`${where}: this form of a field holding records is not supported by the codecs`);
  const parts = [schema, ...referenced, ...(schema.anyOf ?? []).map((/** @type {any} */ branch) => resolved(defs, branch))];
  const types = [...new Set(parts.flatMap(typesOf))];
  if (types.length === 0) throw new Error(`${where}: a field without a type is not supported by the codecs`);
  const dateTime = parts.some((part) => part.format === "date-time");
  if (dateTime && (schema.anyOf !== undefined || types.some((type) => type !== "string" && type !== "null"))) {
    throw new Error(`${where}: a date-time is decoded only as a string or null field of its own`);
  }
  const sureDates = dateTime && parts.every((part) => Object.keys(part).every(meetsEveryDateTime));
  const literals = parts.flatMap((part) => part.enum ?? (part.const === undefined ? [] : [part.const]));
  const literalsOnly = parts.every((part) => part.enum !== undefined || part.const !== undefined || part.$ref !== undefined || part.type === "null" || part.anyOf !== undefined);
  const safeString = dateTime || (literalsOnly && literals.length > 0 && literals.every((value) => typeof value !== "string" || JSON.stringify(value) === `"${value}"`));
  return { kind: "scalar", schema, types, nullable: types.includes("null"), dateTime, sureDates, safeString };
}

/** The record a schema is exactly a `$ref` to, if it is one. @param {Record<string, any>} defs @param {any} schema @returns {string | undefined} */
function recordRef(defs, schema) {
  if (typeof schema?.$ref !== "string" || Object.keys(schema).length !== 1) return undefined;
  const name = schema.$ref.slice(DEFS_REF_PREFIX.length);
  return isRecordSchema(defs[name]) ? name : undefined;
}

/** The record of `anyOf: [{ $ref }, { type: "null" }]` (either order). @param {Record<string, any>} defs @param {any} schema */
function nullableRecordRef(defs, schema) {
  if (!Array.isArray(schema.anyOf) || schema.anyOf.length !== 2 || Object.keys(schema).length !== 1) return undefined;
  const isNull = (/** @type {any} */ branch) => branch?.type === "null" && Object.keys(branch).length === 1;
  const [first, second] = schema.anyOf;
  if (isNull(second)) return recordRef(defs, first);
  return isNull(first) ? recordRef(defs, second) : undefined;
}

/** @param {any} schema @returns {string[]} */
function typesOf(schema) {
  return schema?.type === undefined ? [] : [schema.type].flat();
}

/** @param {Record<string, any>} defs @param {any} schema @returns {any} */
function resolved(defs, schema) {
  return typeof schema?.$ref === "string" ? (defs[schema.$ref.slice(DEFS_REF_PREFIX.length)] ?? {}) : schema;
}

/** Every `$ref` under a schema. @param {any} schema @returns {string[]} */
function refsIn(schema) {
  return [...JSON.stringify(schema).matchAll(/"\$ref":"(#\/\$defs\/[^"]+)"/g)].map(([, ref]) => ref);
}

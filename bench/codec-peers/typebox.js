// TypeBox 1's codecs (Type.Codec), compiled (typebox/compile): each date-time field a codec between
// its RFC 3339 string and a Date. Its Encode clones the value, encodes, drops what the types do not
// name (Clean) and checks; sent with JSON.stringify. Its Decode checks, then decodes a clone.
// TypeBox finds codecs only in its own types, so the published JSON Schema is restated in them
// here, keyword by keyword (the contract uses few), with TypeBox's own formats.
import Type from "typebox";
import { Compile } from "typebox/compile";
import { readFileSync } from "node:fs";

/** @typedef {Record<string, any>} Schema */
/** @typedef {import("typebox").TSchema} TSchema */

/** The tolerant profile's published schema (D14): TypeBox's Clean keeps what it names. @param {string} record @returns {Schema} */
function publishedSchema(record) {
  return JSON.parse(readFileSync(new URL(`../../generated/schemas/${record}.json`, import.meta.url), "utf8"));
}

/** The keywords of a schema that TypeBox's types take as options. @param {Schema} schema */
function options(schema) {
  const kept = ["minimum", "maximum", "minLength", "maxLength", "pattern", "format", "minItems", "maxItems"];
  return Object.fromEntries(Object.entries(schema).filter(([key]) => kept.includes(key)));
}

const dateTime = () =>
  Type.Codec(Type.String({ format: "date-time" }))
    .Decode((text) => new Date(text))
    .Encode((date) => /** @type {Date} */ (date).toISOString());

/** @param {Schema[]} parts */
function nullFirst(parts) {
  return [...parts].sort((a, b) => Number(b.type === "null") - Number(a.type === "null"));
}

/** @param {Schema} schema @param {Schema} defs @returns {TSchema} */
function typeOf(schema, defs) {
  if (typeof schema.$ref === "string") return typeOf(defs[schema.$ref.slice("#/$defs/".length)], defs);
  // Null first: TypeBox encodes a union by the first member whose check its encoded value passes,
  // and a date-time codec would be handed null.
  if (Array.isArray(schema.anyOf)) return Type.Union(nullFirst(schema.anyOf).map((/** @type {Schema} */ part) => typeOf(part, defs)));
  if (Array.isArray(schema.type)) return Type.Union(nullFirst(schema.type.map((/** @type {string} */ type) => ({ ...schema, type }))).map((part) => typeOf(part, defs)));
  if (Array.isArray(schema.enum)) return Type.Union(schema.enum.map((/** @type {string} */ value) => Type.Literal(value)));
  switch (schema.type) {
    case "null":
      return Type.Null();
    case "boolean":
      return Type.Boolean();
    case "integer":
      return Type.Integer(options(schema));
    case "number":
      return Type.Number(options(schema));
    case "string":
      return schema.format === "date-time" ? dateTime() : Type.String(options(schema));
    case "array":
      return Type.Array(typeOf(schema.items, defs), options(schema));
    case "object":
      return schema.properties ? objectOf(schema, defs) : Type.Record(Type.String(), Type.Unknown());
    default:
      throw new Error(`the TypeBox peer does not restate ${JSON.stringify(schema)}`);
  }
}

/** @param {Schema} schema @param {Schema} defs */
function objectOf(schema, defs) {
  const required = new Set(schema.required ?? []);
  return Type.Object(
    Object.fromEntries(
      Object.entries(schema.properties).map(([name, field]) => {
        const type = typeOf(field, defs);
        return [name, required.has(name) ? type : Type.Optional(type)];
      }),
    ),
  );
}

/** @param {string} record */
function compiled(record) {
  const schema = publishedSchema(record);
  return Compile(typeOf(schema, schema.$defs ?? {}));
}

/** @type {import("./codec-peer.js").CodecPeer} */
export default {
  name: "TypeBox codecs",
  stringifyApp: (record) => {
    const validator = compiled(record);
    return (value) => JSON.stringify(validator.Encode(value));
  },
  decode: (record) => {
    const validator = compiled(record);
    return (value) => validator.Decode(value);
  },
};

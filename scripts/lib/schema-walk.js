// Visits the subschemas of a JSON Schema 2020-12 schema, and only those: values under
// `examples`, `enum` or `const` are data, even where they look like schemas. Which keywords
// hold schemas is the vocabulary's to say (`holds`).
import { keywordsHolding } from "../vocabulary/index.js";

const SCHEMA_MAP_KEYWORDS = keywordsHolding("schemas");
const SCHEMA_LIST_KEYWORDS = keywordsHolding("schema list");
const SCHEMA_KEYWORDS = keywordsHolding("schema");

/**
 * Rebuilds `schema` bottom-up: each subschema is mapped first, then `transform` gets the
 * schema with its mapped children. Boolean schemas are left as they are.
 * @param {any} schema
 * @param {(schema: Record<string, any>) => Record<string, any>} transform
 */
export function mapSchema(schema, transform) {
  if (schema === null || typeof schema !== "object") return schema;
  const mapped = { ...schema };
  for (const key of SCHEMA_MAP_KEYWORDS) {
    if (isObject(schema[key])) {
      mapped[key] = Object.fromEntries(Object.entries(schema[key]).map(([name, sub]) => [name, mapSchema(sub, transform)]));
    }
  }
  for (const key of SCHEMA_LIST_KEYWORDS) {
    if (Array.isArray(schema[key])) mapped[key] = schema[key].map((sub) => mapSchema(sub, transform));
  }
  for (const key of SCHEMA_KEYWORDS) {
    if (isObject(schema[key])) mapped[key] = mapSchema(schema[key], transform);
  }
  return transform(mapped);
}

/**
 * @param {Record<string, any>} schemas named schemas, such as components.schemas
 * @param {(schema: Record<string, any>) => Record<string, any>} transform
 */
export function mapNamedSchemas(schemas, transform) {
  return Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, mapSchema(schema, transform)]));
}

/** @param {any} value */
function isObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

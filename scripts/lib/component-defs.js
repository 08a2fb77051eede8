// JSON Schema tools want one schema with its named parts under `$defs`; the document keeps
// them under components.schemas. This moves them and their refs across.
import { SCHEMA_REF_PREFIX } from "./openapi-document.js";
import { mapNamedSchemas } from "./schema-walk.js";

export const DEFS_REF_PREFIX = "#/$defs/";

/** @param {Record<string, any>} componentSchemas @returns {Record<string, any>} */
export function componentsAsDefs(componentSchemas) {
  return mapNamedSchemas(componentSchemas, (schema) =>
    typeof schema.$ref === "string" && schema.$ref.startsWith(SCHEMA_REF_PREFIX) ? { ...schema, $ref: DEFS_REF_PREFIX + schema.$ref.slice(SCHEMA_REF_PREFIX.length) } : schema,
  );
}

// Makes concrete list schemas (CollectorPage, SurveyResponsePage) out of the one generic
// envelope (Page). The hand-written files use JSON Schema 2020-12's own generics
// ($dynamicAnchor / $dynamicRef); the code generators downstream do not understand those,
// so the bundled document carries each page as a plain object schema whose `data.items`
// refers to its record.
import { mapSchema } from "./schema-walk.js";

/**
 * @param {Record<string, any>} instance a bundled page schema: either already merged with the
 *   envelope by the bundler (it merges a `$ref` that has siblings), or still `$ref` + siblings
 * @param {Record<string, any>} envelope the bundled envelope schema
 */
export function specializeEnvelope(instance, envelope) {
  const { $ref, $defs, ...own } = instance;
  const merged = $ref === undefined ? own : { ...structuredClone(envelope), ...own };
  delete merged.$defs;
  const { $dynamicAnchor, ...item } = $defs.item;
  return replaceDynamicRef(merged, item);
}

/** @param {any} schema @param {any} item */
function replaceDynamicRef(schema, item) {
  return mapSchema(schema, (sub) => (sub.$dynamicRef === "#item" ? structuredClone(item) : sub));
}
